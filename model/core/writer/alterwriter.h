#pragma once

// Single DDL statements that change an existing database, in either dialect: what the migration
// planner (migration/) writes. The CREATE statements reuse the writers' own spelling through
// DialectWriter, so a table created by a migration reads exactly like one in `format` output.
// Every function returns one statement without the trailing ';'.

#include "schema.h"

#include <QString>

namespace ssd::alter {

// CREATE statements, as the writers print them. A table's foreign keys are left out (the
// planner adds them once every referenced table exists).
QString createTable(const Table &table, Dialect dialect);
QString createIndex(const Index &index, Dialect dialect);
QString createSequence(const Sequence &sequence, Dialect dialect);
QString createChangeStream(const ChangeStream &stream, Dialect dialect);
QString createView(const View &view, Dialect dialect, bool orReplace);
QString createSchema(const QString &name, Dialect dialect);

// DROP <keyword> name; keyword is "TABLE", "INDEX", "SEQUENCE", "VIEW", "CHANGE STREAM", "SCHEMA".
QString dropObject(QStringView keyword, const QString &name, Dialect dialect);
QString renameTable(const QString &from, const QString &to, Dialect dialect);

QString addColumn(const Table &table, const Column &column, Dialect dialect);
QString dropColumn(const QString &table, const QString &column, Dialect dialect);
// GoogleSQL: ALTER TABLE t ALTER COLUMN c <type> [NOT NULL] [DEFAULT (...)] [ON UPDATE (...)]: a
// full restatement (what it leaves out is removed), but for OPTIONS, which ALTER COLUMN keeps.
QString alterColumnDefinition(const QString &table, const Column &column);
// PostgreSQL: ALTER TABLE t ALTER COLUMN c TYPE <type>, ALTER COLUMN c {SET|DROP} NOT NULL (Spanner
// takes a type or nullability change only as this pair of clauses).
QString alterColumnTypeAndNullability(const QString &table, const Column &column);
// Both: ALTER TABLE t ALTER COLUMN c SET DEFAULT ... / DROP DEFAULT.
QString setColumnDefault(const QString &table, const QString &column, const QString &expr, Dialect dialect);
QString dropColumnDefault(const QString &table, const QString &column, Dialect dialect);
// GoogleSQL: ALTER TABLE t ALTER COLUMN c SET OPTIONS (...); a removed option is set to null.
QString setColumnOptions(const QString &table, const QString &column, const Options &options);

QString addForeignKey(const QString &table, const ForeignKey &fk, Dialect dialect);
QString addCheck(const QString &table, const CheckConstraint &check, Dialect dialect);
QString dropConstraint(const QString &table, const QString &constraint, Dialect dialect);
QString setOnDelete(const QString &table, OnDelete onDelete, Dialect dialect);
// GoogleSQL: ALTER TABLE t SET OPTIONS (...).
QString setTableOptions(const QString &table, const Options &options);

// ADD / REPLACE ROW DELETION POLICY (GoogleSQL), ADD / ALTER TTL (PostgreSQL); and the drop.
QString setRowDeletionPolicy(const QString &table, const RowDeletionPolicy &policy, bool replace, Dialect dialect);
QString dropRowDeletionPolicy(const QString &table, Dialect dialect);

// ALTER INDEX i ADD|DROP STORED COLUMN c (GoogleSQL), ADD|DROP INCLUDE COLUMN c (PostgreSQL).
QString indexStoredColumn(const QString &index, const QString &column, bool add, Dialect dialect);

// ALTER CHANGE STREAM s SET FOR ... (DROP FOR ALL when it watches nothing) / SET OPTIONS.
QString setChangeStreamTargets(const ChangeStream &stream, Dialect dialect);
QString setChangeStreamOptions(const QString &stream, const Options &options, Dialect dialect);

// GoogleSQL: ALTER SEQUENCE s SET OPTIONS (...). PostgreSQL: the clauses (SKIP RANGE a b,
// NO SKIP RANGE, RESTART COUNTER WITH n).
QString setSequenceOptions(const QString &sequence, const Options &options);
QString setSequenceClauses(const QString &sequence, const SequenceOptions &from, const SequenceOptions &to, Dialect dialect);

} // namespace ssd::alter
