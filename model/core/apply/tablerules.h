#pragma once

// The rules about the schema that a table's definition must keep, shared by CREATE TABLE and
// ALTER TABLE in both dialects: one home for each, so that the two statements and the two
// dialects cannot drift apart. Each returns the first problem with the position of the name it
// is about (a name the statement did not write has none, and the caller reports the problem at
// the statement); the wording is the dialect's (apply/applytexts.h).

#include "statements/statements.h"

#include "columnindex.h"
#include "validation/schemanames.h"
#include "validation/schemavalidation.h"

#include <span>

namespace ssd::apply {

// `table` has a column spelled exactly `name`. `columns`: an index of the table's columns (which
// may be case-insensitive: a hit of another spelling is confirmed by a scan), or null to scan.
bool hasColumn(const Table &table, const ColumnIndex *columns, QStringView name);

// A foreign key of `table` (as the statement leaves it): its columns are columns of `table`, the
// table it references exists (`table` itself, or one in `names`), with every column it names, and
// both column lists are as long (Spanner then compares the types; the checklist reports a
// mismatch, with its fix). `columns`: an index of `table`'s columns, or null to scan them.
validation::Verdict checkForeignKey(Dialect dialect, validation::SchemaNames &names, const Schema &schema, const Table &table,
                                    const ColumnIndex *columns, const ForeignKey &fk, const ddl::ForeignKeyRefs &refs);

// The columns and the primary key of `table`, in the emulator's order: every key column is a
// column of the table (spelled exactly, as Spanner matches key columns), no two columns share a
// name ignoring case, no key column is listed twice. `keys`: the key columns as the statement
// writes them, parallel to table.primaryKey (empty when it writes none). `columns`: an index of
// the table's columns ignoring case.
validation::Verdict checkColumnsAndKey(Dialect dialect, const Table &table, const ColumnIndex &columns,
                                       const std::vector<ddl::NameRef> &keys);

// The column of the table's row deletion policy (written at `column`, if the statement writes it)
// exists and is a TIMESTAMP (timestamptz), in both dialects, as Spanner wants.
validation::Verdict checkTtlColumn(Dialect dialect, const Table &table, const ColumnIndex *columns, const ddl::NameRef &column);

// The sequences an expression uses exist already, ignoring case: Spanner applies a batch in order.
validation::Verdict checkSequencesExist(Dialect dialect, validation::SchemaNames &names, const std::vector<ddl::NameRef> &sequences);

// `used`, a name the DEFAULT of `column` uses, must not name a column of `table` (nor `added`, the
// column being added): Spanner's DEFAULT cannot refer to columns. Which names are columns is the
// dialect's: GoogleSQL's ignore case, PostgreSQL's were folded as written ("A" is not a).
validation::Verdict checkDefaultUsesNoColumn(Dialect dialect, const Table &table, const ColumnIndex *columns, const QString &column,
                                             const ddl::NameRef &used, const Column *added = nullptr);

// The expressions of a table's columns, or of its CHECK constraints (`constraints`), in the order
// written, each whole: its DEFAULT uses no column, the sequences it uses exist, then the problem
// the dialect found in it, if any.
validation::Verdict checkExpressions(Dialect dialect, validation::SchemaNames &names, const Table &table, const ColumnIndex *columns,
                                     const std::vector<ddl::ExpressionCheck> &expressions, bool constraints);

// PostgreSQL: `check` is not a lone column of `table` that is not boolean, which can never be a
// condition (GoogleSQL's expression review judges the type of every CHECK). Reported at `at`.
validation::Verdict checkLoneColumnIsBoolean(const Table &table, const CheckConstraint &check, const ddl::NameRef &at);

// GoogleSQL's rules between the value sources of `only`, or of every column of `table` when null:
// a DEFAULT excludes a generated value (AS), an ON UPDATE needs an identical DEFAULT and keeps its
// column off the key. Checked on every column, so that SET / DROP DEFAULT cannot break them
// either. Reported where the statement writes the column's DEFAULT or ON UPDATE (`written`), else
// at the statement. (Commit-timestamp defaults are the checklist's commit-ts-misuse, which offers
// a quick fix, so they pass.)
validation::Verdict checkValueSources(const Table &table, const Column *only, std::span<const ddl::ValueSourcesAt> written);

// INTERLEAVE IN [PARENT] `parent` of a new table: the parent is another table, and it exists.
// (That the parent's key is a prefix of the child's is the checklist's, with its fix.)
validation::Verdict checkInterleaveParent(Dialect dialect, validation::SchemaNames &names, const Schema &schema,
                                          const Table &table, const ddl::NameRef &parent);

} // namespace ssd::apply
