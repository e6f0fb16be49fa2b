#pragma once

// The messages of the applier (apply/applier.h) that Spanner words differently per dialect:
// GoogleSQL says "Table not found: T", PostgreSQL "table t does not exist". They are translated
// in the contexts of the two parsers ("ssd::GoogleSqlParser", "ssd::PostgreSqlParser"), where
// the catalogue has them.

#include "statements/statements.h"
#include "validation/schemavalidation.h"

namespace ssd::apply {

// No table has this exact name. PostgreSQL adds the name that differs only in case, if any
// (an unquoted name was folded to lower case).
QString tableNotFound(Dialect dialect, const Schema &schema, const QString &name);
// A DROP or GRANT of an object that does not exist (`name` is unused for PROTO BUNDLE, which has
// none); a table's is tableNotFound.
QString objectNotFound(Dialect dialect, const Schema &schema, ddl::DropStmt::Object object, const QString &name);
// The kind of object an index of this kind is, for the not-found messages.
ddl::DropStmt::Object indexObject(Index::Kind kind);
// A qualified name whose named schema does not exist.
QString schemaNotFound(Dialect dialect, const QString &schemaName);
// A column `table` does not have (ALTER INDEX ... ADD STORED / INCLUDE COLUMN, ALTER TABLE).
QString columnNotFound(Dialect dialect, const QString &column, const QString &table);
// ALTER INDEX ... ADD STORED (INCLUDE) COLUMN of a column already in the index (`stored`: as a
// stored column; else as a key); DROP of a column it does not store.
QString indexAlreadyHasColumn(Dialect dialect, const QString &index, const QString &column, bool stored);
QString indexDoesNotStore(Dialect dialect, const QString &index, const QString &column);
// What is wrong with the FOR clause of change stream `stream`: `table` listed twice or missing;
// `column` of `table` missing, a key column (always tracked) or listed twice.
enum class StreamTarget { None, TableTwice, TableMissing, ColumnMissing, KeyColumn, ColumnTwice };
QString streamTargetProblem(Dialect dialect, const Schema &schema, StreamTarget problem, const QString &stream,
                            const QString &table, const QString &column = {});
// ALTER CHANGE STREAM ... DROP FOR ALL of a stream without a FOR clause.
QString streamHasNoForClause(Dialect dialect, const QString &stream);
// CREATE INDEX: a column it names (as a key, stored, filtered, partition or order column: GoogleSQL
// says which) that its table does not have; a search index key that is not a TOKENLIST; a vector
// index without the distance_type option, which Spanner requires.
QString indexColumnNotFound(Dialect dialect, const Index &index, const QString &column, const QString &table);
QString searchIndexKeyNotTokenList(Dialect dialect, const QString &index, const QString &column);
QString vectorIndexWithoutDistanceType(Dialect dialect, const QString &index);
// What is wrong with foreign key `fk` of `table` (apply/tablerules.h): `name`, a column of the
// table, the referenced table or one of its columns, does not exist; or the two column lists
// differ in length.
enum class ForeignKeyProblem { ColumnMissing, TableMissing, ReferencedColumnMissing, CountMismatch };
QString foreignKeyProblem(Dialect dialect, const Schema &schema, ForeignKeyProblem problem, const ForeignKey &fk,
                          const QString &table, const QString &name = {});
// What is wrong with `column` of `table` (apply/tablerules.h): a key column it does not have, a
// column name taken by an earlier column, a key column listed twice, a row deletion policy's
// column it does not have; a DEFAULT that refers to `column` (`table`: the column it belongs to).
enum class ColumnProblem { KeyColumnMissing, DuplicateColumn, KeyColumnTwice, TtlColumnMissing, DefaultUsesColumn };
QString columnProblem(Dialect dialect, ColumnProblem problem, const QString &table, const QString &column);
// How PostgreSQL names a type in a message ("character varying").
QString postgreSqlTypeWord(const ColumnType &type);
// PostgreSQL's CHECK (c) of a column c that is not boolean.
QString checkColumnNotBoolean(const Column &column);
// A row deletion policy (TTL) on a column that is not a TIMESTAMP (timestamptz), in the dialect's
// words; `policyWritten`: the statement writes the policy (else it changed the column under it).
QString ttlColumnNotTimestamp(Dialect dialect, const QString &table, const Column &column, bool policyWritten);
// A sequence an expression uses that does not exist.
QString sequenceNotFound(Dialect dialect, const QString &sequence);
// INTERLEAVE IN [PARENT] of `table` in itself, or in `parent`, which does not exist.
QString interleavedInItself(Dialect dialect, const QString &table);
QString interleaveParentNotFound(Dialect dialect, const Schema &schema, const QString &parent, const QString &table);
// GoogleSQL's proto bundle (PostgreSQL has none): CREATE PROTO BUNDLE when there is one; ALTER
// PROTO BUNDLE DELETE of a type not in it, INSERT of a type already in it.
QString protoBundleExists();
QString protoTypeNotInBundle(const QString &type);
QString protoTypeAlreadyInBundle(const QString &type);
// GoogleSQL's rules between the value sources of `column` of `table` (PostgreSQL has no ON UPDATE):
// a DEFAULT with a generated value; an ON UPDATE without a DEFAULT, or with another one, or on a
// key column.
enum class ValueSourceConflict { DefaultAndGenerated, OnUpdateWithoutDefault, OnUpdateNotDefault, OnUpdateInKey };
QString valueSourceConflict(ValueSourceConflict conflict, const QString &table, const Column &column);
// ALTER COLUMN ... SET DEFAULT of a generated column, in the dialect's words.
QString generatedColumnDefault(Dialect dialect, const QString &table, const Column &column);
// CREATE ROLE of a name reserved for the system roles (PostgreSQL: and pg_*).
QString reservedRoleName(Dialect dialect, const QString &role);
// DROP ROLE of a role that still holds privileges (writer/grantroles.h, roleHoldsPrivileges).
QString roleHoldsPrivilegesText(Dialect dialect, const QString &role);
// DROP ROLE of a system role (apply::isSystemRole).
QString systemRoleDropped(Dialect dialect, const QString &role);
// CREATE LOCALITY GROUP of a name taken by another group (ignoring case).
QString localityGroupExists(Dialect dialect, const QString &group);
// What ALTER TABLE `table` cannot do (apply/applyaltertable.cpp). `name`: the column, constraint,
// synonym or new interleave parent it is about; `other`: the parent the table is interleaved in.
enum class AlterTableProblem {
    ColumnExists,
    ConstraintMissing, GeneratedColumnRestated, NotIdentityColumn, KeyColumnNullable, TtlExists,
    NoTtlToAlter, NoTtlToDrop, NotInterleavedInParent, NotInterleaved, InterleaveParentChanged, CascadeFromInterleaveIn,
    SynonymMissing,
};
QString alterTableProblem(Dialect dialect, AlterTableProblem problem, const QString &table, const QString &name = {},
                          const QString &other = {});
// Why DROP COLUMN `column` of `table` is refused (validation::columnDropBlocker, the rule both
// dialects share).
QString columnDropProblem(Dialect dialect, const validation::ColumnDropBlocker &blocker, const QString &table,
                          const QString &column);

} // namespace ssd::apply
