#!/bin/sh
# Builds version1.spdesign: a project file in format version 1, the first .spdesign layout
# (docs/project-file.md, "Version history"). It is kept as test data so that the migration to
# the current format is tested against a real file, not against the code that writes the
# current format. Run from anywhere; needs the sqlite3 shell. The file is committed; rerun only
# if the fixture must change (the project test checks that its tables match the version-1
# layout in model/project/projectformat.cpp).
set -eu
cd "$(dirname "$0")"
rm -f version1.spdesign
sqlite3 version1.spdesign <<'SQL'
PRAGMA page_size = 4096;
BEGIN;
PRAGMA application_id = 1399866483;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE model (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE ddl (dialect TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE diagram (object_id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL NOT NULL);
CREATE TABLE settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE notes (id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL);
PRAGMA user_version = 1;

INSERT INTO meta (key, value) VALUES
    ('format', '1'),
    ('application', 'spanner-schema-designer 0.0.1'),
    ('saved_at', '2025-01-15T10:00:00Z');
-- The schema of version1.sql with the ids a parse of that file assigns.
INSERT INTO model (id, json) VALUES (1, '{"dialect":"googlesql","lastId":8,
 "tables":[
  {"id":1,"name":"Singers","columns":[
     {"id":2,"name":"SingerId","notNull":true,"type":{"kind":"int64"}},
     {"id":3,"name":"Name","type":{"kind":"string"}}],
   "primaryKey":[{"column":"SingerId"}]},
  {"id":4,"name":"Albums","columns":[
     {"id":5,"name":"SingerId","notNull":true,"type":{"kind":"int64"}},
     {"id":6,"name":"AlbumId","notNull":true,"type":{"kind":"int64"}},
     {"id":7,"name":"Title","type":{"kind":"string","length":100}}],
   "primaryKey":[{"column":"SingerId"},{"column":"AlbumId"}],
   "interleave":{"parent":"Singers","onDelete":"cascade","onDeleteExplicit":true}}],
 "indexes":[{"id":8,"name":"AlbumsByTitle","table":"Albums","keys":[{"column":"Title"}]}]}');
INSERT INTO ddl (dialect, text) VALUES ('googlesql', 'CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY(SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(100),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE INDEX AlbumsByTitle ON Albums(Title);
');
INSERT INTO diagram (object_id, x, y) VALUES (1, 40.0, 60.0), (4, 40.5, 260.25);
INSERT INTO settings (id, json) VALUES (1, '{"plannedNodes":5,"multiTenant":true,
 "keyGeneration":{"Singers.SingerId":"uuid4"},"expectedRowsPerParent":{"Albums":200},
 "deepHierarchyDepth":3}');
INSERT INTO notes (id, text) VALUES (1, 'Lesson 1: Albums live inside their Singer''s row tree.');
COMMIT;
VACUUM;
SQL
echo "wrote $(pwd)/version1.spdesign"
