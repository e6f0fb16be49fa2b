#include "projectformat.h"

namespace ssd::projectformat {

// Authoritative tables: meta, model, positions, settings, sample_rows, notes, queries.
// Readable tables, rewritten on every save and never read back: ddl, objects, tables, columns,
// indexes, foreign_keys, check_constraints.
const char *const kCurrentLayoutSql = R"sql(
PRAGMA application_id = 1399866483;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE model (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    encoding INTEGER NOT NULL,
    json TEXT NOT NULL,
    source_text TEXT NOT NULL DEFAULT '');
CREATE TABLE positions (object_id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL NOT NULL);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sample_rows (id INTEGER PRIMARY KEY, table_name TEXT NOT NULL, row_values TEXT NOT NULL);
CREATE TABLE notes (object_id INTEGER PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE queries (id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL);
CREATE TABLE ddl (
    dialect TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    is_model_dialect INTEGER NOT NULL DEFAULT 0,
    warnings TEXT NOT NULL DEFAULT '');
CREATE TABLE objects (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, name TEXT NOT NULL, table_id INTEGER, comment TEXT);
CREATE TABLE tables (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    parent TEXT,
    on_delete TEXT,
    primary_key TEXT NOT NULL,
    column_count INTEGER NOT NULL,
    row_deletion_policy TEXT);
CREATE TABLE columns (
    id INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL,
    table_name TEXT NOT NULL,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    not_null INTEGER NOT NULL,
    key_position INTEGER,
    key_order TEXT,
    default_expr TEXT,
    generated_expr TEXT,
    options TEXT);
CREATE TABLE indexes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    table_name TEXT NOT NULL,
    kind TEXT NOT NULL,
    is_unique INTEGER NOT NULL,
    null_filtered INTEGER NOT NULL,
    keys TEXT NOT NULL,
    storing TEXT NOT NULL,
    interleave_in TEXT);
CREATE TABLE foreign_keys (
    id INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL,
    table_name TEXT NOT NULL,
    name TEXT,
    columns TEXT NOT NULL,
    referenced_table TEXT NOT NULL,
    referenced_columns TEXT NOT NULL,
    on_delete TEXT NOT NULL,
    enforced INTEGER NOT NULL);
CREATE TABLE check_constraints (
    id INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL,
    table_name TEXT NOT NULL,
    name TEXT,
    expr TEXT NOT NULL);
PRAGMA user_version = 4;
)sql";

const char *const kVersion1LayoutSql = R"sql(
PRAGMA application_id = 1399866483;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE model (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE ddl (dialect TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE diagram (object_id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL NOT NULL);
CREATE TABLE settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE notes (id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL);
PRAGMA user_version = 1;
)sql";

// Each step runs inside the reader's transaction on an in-memory copy of the file: the file on
// disk is never changed by opening it; saving writes the current layout.
const char *const kMigrationSql[] = {
    // 1 -> 2
    R"sql(
ALTER TABLE model ADD COLUMN encoding INTEGER NOT NULL DEFAULT 1;
ALTER TABLE model ADD COLUMN source_text TEXT NOT NULL DEFAULT '';
ALTER TABLE ddl ADD COLUMN is_model_dialect INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ddl ADD COLUMN warnings TEXT NOT NULL DEFAULT '';
UPDATE ddl SET is_model_dialect = (dialect = (SELECT json_extract(json, '$.dialect') FROM model WHERE id = 1));
ALTER TABLE diagram RENAME TO positions;
CREATE TABLE settings_v2 (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO settings_v2 (key, value)
    SELECT j.key, CASE j.type WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN 'null'
                              ELSE json_quote(j.value) END
    FROM settings, json_each(settings.json) AS j;
DROP TABLE settings;
ALTER TABLE settings_v2 RENAME TO settings;
CREATE TABLE notes_v2 (object_id INTEGER PRIMARY KEY, text TEXT NOT NULL);
INSERT INTO notes_v2 (object_id, text) SELECT 0, text FROM notes WHERE text <> '';
DROP TABLE notes;
ALTER TABLE notes_v2 RENAME TO notes;
CREATE TABLE sample_rows (id INTEGER PRIMARY KEY, table_name TEXT NOT NULL, row_values TEXT NOT NULL);
PRAGMA user_version = 2;
)sql",
    // 2 -> 3: the application's queries (none in older projects).
    R"sql(
CREATE TABLE queries (id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL);
PRAGMA user_version = 3;
)sql",
    // 3 -> 4: comments. The model JSON of older files has none (the comments of their DDL were
    // dropped on import), so nothing authoritative changes. The readable objects table gains its
    // comment column when the next save writes the current layout; it is not altered here, since
    // files that came from version 1 or 2 may have no readable tables at all.
    R"sql(
PRAGMA user_version = 4;
)sql",
};

static_assert(sizeof(kMigrationSql) / sizeof(kMigrationSql[0]) == kMigrationCount,
              "one migration step per format version");

} // namespace ssd::projectformat
