#pragma once

// Spanner's schema rules that both DDL parsers apply to a statement before it changes the
// schema: what Spanner's own schema validation rejects once the statement is understood, for the
// rules the model has the structure for (generated-column dependencies, CHECK dependencies,
// changes of columns that other objects depend on, change-stream tracking limits).
//
// One home for both dialects: the GoogleSQL and PostgreSQL parsers build the object as the
// statement would leave it, call these pure functions, and report a violation as a Semantic
// error. Messages follow Spanner's wording (the emulator's text is the reference).
//
// Not here, by design: the rules the checklist reports as errors with a quick fix (key types
// and limits, interleave key prefixes, commit-timestamp misuse, FK column types, name rules,
// a row deletion policy's interval and generated column; see checklist-rules.md). The parser
// accepts those so that the designer can show the finding and apply its fix. (A row deletion
// policy's column type is the applier's, apply/tablerules.h: the checklist still reports one a
// designer edit leaves.)

#include "schema.h"
#include "validation/alteredtables.h"

#include <QCoreApplication>
#include <optional>

namespace ssd::validation {


struct Violation
{
    QString message;
    SourcePos at; // the element the rule is about, when it has a position; else the statement
};
using Verdict = std::optional<Violation>;

// The columns of `table` that `expression` (kept as text, in `dialect`) names, in order of first
// use, each once. Words inside string literals, function names (a word before '(') and
// qualified parts after '.' do not count.
QStringList columnsUsedBy(QStringView expression, const Table &table, Dialect dialect);

// The table as the statement leaves it (CREATE TABLE, or ALTER TABLE applied to a copy):
// generated columns without dependency cycles; every CHECK depends on a column that is not
// generated (directly or through the generated columns it reads).
// `before`: the table before an ALTER; when it has the same generated expressions and CHECKs,
// nothing of this can have changed and the check is skipped (wide tables, many ALTERs).
Verdict validateTable(const Table &table, Dialect dialect, const Table *before = nullptr);

// ALTER TABLE: what `after` changes in `before` that Spanner refuses while other objects depend
// on it (generated columns, CHECKs, foreign keys of any table, indexes, change streams, the
// primary key and interleaved children). `schema` is the schema before the statement.
Verdict validateTableChange(const Schema &schema, const Table &before, const Table &after);

// Whether Spanner changes a column of type `from` to `to` in place (Schema updates, "Supported
// schema updates"): STRING and BYTES into each other and into other lengths, PROTO and ENUM into
// BYTES and back or into another message, the same for array elements; no other type. The
// migration planner recreates a column whose type it cannot change.
bool columnTypeChangesInPlace(const ColumnType &from, const ColumnType &to);

// ALTER COLUMN restating `column` of `table` (GoogleSQL's full definition, PostgreSQL's TYPE):
// Spanner refuses it for a key column of a table with interleaved children, or one that repeats the
// parent's key, even when nothing changes (the emulator 1.5.28: "Cannot alter parent key column").
Verdict validateKeyColumnRestated(const Schema &schema, const Table &table, const QString &column);

// The same rules for one action of an ALTER TABLE applied in place (alteredtables.h), in time
// independent of the table's width where the table allows: `column` is added to `table` (before or after);
// `column` of `table` (described by `entry`) is about to be dropped.
Verdict validateAddedColumn(const Table &table, const Column &column);
Verdict validateColumnDrop(const Schema &schema, const Table &table, const Column &column, const AlteredTables::Entry &entry);

// What keeps ALTER TABLE ... DROP COLUMN from taking `column` of `table`, the first of: the primary
// key; an index on the table that uses it anywhere (keys, ORDER BY, STORING, NULL_FILTERED /
// WHERE ... IS NOT NULL, PARTITION BY); the table's own foreign keys; another table's foreign key
// referencing it; the row deletion policy (TTL). The one rule of both dialects, each wording it:
// the emulator refuses all of these in GoogleSQL and PostgreSQL alike ("Cannot drop column `Code`
// from table `P`. It is used by one or more foreign keys: `FK_C`."; "ROW DELETION POLICY will
// break if drop/alter column named Created in table T."). `entry` (the in-place path's index of
// the table, or null) lets it skip the foreign keys when none of them uses the column.
struct ColumnDropBlocker
{
    enum class Kind { None, PrimaryKey, Index, ForeignKey, ReferencingForeignKey, RowDeletionPolicy };
    Kind kind = Kind::None;
    QString object;      // the index or foreign key (empty for an unnamed foreign key)
    QString otherTable;  // the table of a referencing foreign key
    explicit operator bool() const { return kind != Kind::None; }
};
ColumnDropBlocker columnDropBlocker(const Schema &schema, const Table &table, const QString &column,
                                    const AlteredTables::Entry *entry);

// DROP TABLE of `table`: not while a change stream tracks it explicitly, a table is interleaved in
// it, an index is on or interleaved in it, a foreign key of another table references it, or a
// view depends on it. The one home of these rules for both dialects (the dropped placeholders
// of drops.h hold no references, so they never count).
Verdict validateDropTable(const Schema &schema, const Table &table);

// DROP SCHEMA `name`: not while an object's name is in it (Spanner lists them by kind: tables,
// views, indexes, sequences; then the kinds the emulator cannot put in a named schema).
Verdict validateDropSchema(const Schema &schema, QStringView name);

// DROP SEQUENCE of `sequence`: not while a column's DEFAULT takes values from it (the emulator:
// "Cannot drop SEQUENCE `s` on which there is a dependent column: t.a.").
Verdict validateDropSequence(const Schema &schema, const Sequence &sequence);
// Whether an expression kept as text uses `sequence` (its name ignoring case, as Spanner finds
// sequences): GoogleSQL's GET_NEXT_SEQUENCE_VALUE / GET_INTERNAL_SEQUENCE_STATE(SEQUENCE s),
// PostgreSQL's nextval('s') / spanner.get_internal_sequence_state('s').
bool expressionUsesSequence(const QString &expression, Dialect dialect, QStringView sequence);

// CREATE / ALTER CHANGE STREAM: `stream` as the statement leaves it, `schema` before it (it may
// hold the stream's old version under the same name): at most 3 change streams track a table or
// a non-key column, at most 10 change streams in a database, retention_period in [24h, 7d].
Verdict validateChangeStream(const Schema &schema, const ChangeStream &stream);

// Views, whose queries the model keeps as text (see viewvalidation.cpp for what "depends" means):
// DROP TABLE / DROP COLUMN / DROP INDEX / DROP VIEW while a view depends on it, and CREATE OR
// REPLACE VIEW with a query that reaches the view itself. viewsOnTable and viewsOnColumn are
// part of validateDropTable and validateTableChange.
Verdict viewsOnTable(const Schema &schema, const Table &table);
Verdict viewsOnColumn(const Schema &schema, const Table &table, const QString &column);
Verdict validateDropIndex(const Schema &schema, const Index &index);
Verdict validateDropView(const Schema &schema, const View &view);
Verdict validateReplacedView(const Schema &schema, const View &view);

// CREATE TABLE `name`: the name is not the READ_<stream> function of a change stream.
Verdict validateNewTableName(const Schema &schema, const QString &name);

} // namespace ssd::validation
