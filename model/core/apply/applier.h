#pragma once

// The one applier of parsed statements (statements/statements.h) for both dialects: every
// existence, dependency and rename rule of the statement kinds it owns, checked before the first
// edit, so that a statement failing a check leaves the schema unchanged; the problem is reported
// as a Semantic diagnostic at the offending name. The dialect only picks Spanner's wording of a
// message (apply/applytexts.h), how a renamed table's grants match, what GRANT ON TABLE may name,
// and the order in which ALTER TABLE checks (each dialect's as its parser had it: docs/front-end.md).
//
// The kinds owned here so far: CREATE TABLE (applytable.cpp), DROP of every object
// (applydrop.cpp), RENAME of tables (applyrename.cpp), CREATE SCHEMA (applycreate.cpp), CREATE
// ROLE, GRANT and REVOKE (applygrant.cpp), CREATE and ALTER of regular, search and vector indexes (applyindex.cpp),
// CREATE / ALTER SEQUENCE (applysequence.cpp), CREATE / ALTER CHANGE STREAM
// (applychangestream.cpp), CREATE [OR REPLACE] VIEW (applyview.cpp), ALTER DATABASE, CREATE / ALTER
// LOCALITY GROUP and the statements kept as written (applyother.cpp), CREATE TABLE
// (applytable.cpp), and the GoogleSQL-only kinds: CREATE [OR REPLACE] PROPERTY GRAPH
// (applygraph.cpp), CREATE / ALTER MODEL (applymodel.cpp), CREATE / ALTER PROTO BUNDLE
// (applyprotobundle.cpp), and ALTER TABLE (applyaltertable.cpp, applyaltercopy.cpp,
// applyaltercolumn.cpp, applyalterinplace.cpp). The rules CREATE TABLE and ALTER TABLE share
// (foreign keys, the INTERLEAVE parent, the columns and key, the row deletion policy's column,
// DEFAULT and sequence references) are functions of apply/tablerules.h.

#include "statements/statements.h"

#include "columnindex.h"
#include "diagnostic.h"
#include "validation/schemanames.h"
#include "validation/schemavalidation.h"

#include <algorithm>

namespace ssd::apply {

using namespace ssd::ddl;

// ALTER SEQUENCE / PostgreSQL's ALTER COLUMN identity: NO MINVALUE, NO MAXVALUE, NO CYCLE and SKIP
// RANGE (or NO SKIP RANGE) from `changes` applied to `target`; the counter is left to the caller.
void mergeSequenceChanges(SequenceOptions &target, const SequenceOptions &changes, bool noSkipRange);

// public, spanner_info_reader and spanner_sys_reader (docs: fine-grained access control system
// roles), which every database has and none can create or drop; in any case: GoogleSQL matches
// them so, and PostgreSQL folds an unquoted name.
bool isSystemRole(QStringView name);

class Applier
{
public:
    Applier(Schema &schema, Diagnostics &diagnostics, Dialect dialect);

    // pos: where the statement starts, with the rules suppressed by directive comments. Applies a
    // statement of a kind this class owns; false, with nothing done, for any other kind.
    bool apply(Statement &statement, const SourcePos &pos);
    // The dropped placeholders (validation/drops.h): compactDrops() before each statement, before
    // anything else sees the schema; eraseDrops() after the last one.
    void compactDrops();
    void eraseDrops();
    // The name index of the text being applied.
    validation::SchemaNames &names() { return m_names; }

protected:
    bool error(const NameRef &at, const QString &message);
    // A violation of the shared schema rules (validation/schemavalidation.h): reported at the
    // element it is about when that is in this statement (from `statement` on), else at `at`.
    bool report(const validation::Verdict &violation, const NameRef &at, const SourcePos &statement);
    bool requireTable(const NameRef &name, Table **table);
    Table *tableNamed(QStringView name); // exact name, by the name index; no error
    bool tableMissing(const NameRef &name); // the error of requireTable
    bool namedSchemaExists(QStringView name);
    bool requireSchemaOf(const NameRef &name); // the named schema of a qualified name exists
    bool requireFreeName(const NameRef &name, NameKind kind); // validation/schemanames.h
    bool requireLocalityGroup(const NameRef &name); // an empty name or `default` always exists
    // The locality group of this name, ignoring case; `default` exists without being created.
    LocalityGroup *localityGroupNamed(QStringView name);
    static bool isDefaultLocalityGroup(QStringView name);
    // Adds the statement's suppressed rules to an object it changed (and its position, if none).
    static void addSuppressed(SourcePos &target, const SourcePos &from);
    // A new object, checked: a fresh id, the statement's position, the name indexed, appended.
    template<typename T>
    void appendCreated(std::vector<T> &objects, T &&object, const SourcePos &pos)
    {
        object.id = m_schema.newId();
        object.pos = pos;
        m_names.noteName(object.name);
        objects.push_back(std::move(object));
    }

    Schema &m_schema;
    Diagnostics &m_diagnostics;
    const Dialect m_dialect;
    // Every name lookup, the run of drops and the ALTERs applied in place: the one name index of
    // both dialects' parsers.
    validation::SchemaNames m_names;

private:
    // applytable.cpp
    void createTable(CreateTableStmt &stmt, const SourcePos &pos);
    // applyaltertable.cpp: ALTER TABLE, and the references it adds (counted for DROP TABLE)
    void alterTable(AlterTableStmt &stmt, const SourcePos &pos);
    // Where a rule of the altered table is reported: the name the action is about (a column,
    // constraint or synonym), else the action's first word, else the table.
    static NameRef alterationAt(const AlterTableStmt &stmt);
    // applyaltercopy.cpp: the action on a copy, the copy checked whole (copiedTableHolds), then
    // stored. `existing`: the table the statement names (null when there is none).
    void alterTableCopied(AlterTableStmt &stmt, Table *existing, const SourcePos &pos);
    // SET INTERLEAVE IN [PARENT]: the same parent, of a table interleaved already.
    bool setInterleave(Table &table, const AlterTableStmt &stmt, const NameRef &at);
    bool copiedTableHolds(const Table &table, const Table &before, const AlterTableStmt &stmt, const SourcePos &pos);
    // The statement's expressions, reviewed against `table` (AlterTableStmt::expressionReview),
    // and GoogleSQL's rules between the value sources of `only` (every column when null).
    bool expressionsHold(const Table &table, const ColumnIndex &columns, const AlterTableStmt &stmt, const NameRef &at,
                         const SourcePos &pos);
    bool valueSourcesHold(const Table &table, const Column *only, const AlterTableStmt &stmt, const NameRef &at,
                          const SourcePos &pos);
    // The checks of ADD COLUMN, DROP COLUMN and ADD FOREIGN KEY, whether the table is copied or
    // changed in place. `columns`: an index of the table's columns ignoring case, or null to scan.
    // False when the column is not to be added: a problem (reported) or IF NOT EXISTS of a taken name.
    bool canAddColumn(const Table &table, const ColumnIndex *columns, const AlterTableStmt &stmt);
    bool canDropColumn(const Table &table, const ColumnIndex *columns, const AlterTableStmt &stmt,
                       const validation::AlteredTables::Entry *entry);
    bool addForeignKey(Table &table, const ColumnIndex *columns, AlterTableStmt &stmt, const SourcePos &pos);
    // DROP CONSTRAINT: the foreign key or CHECK of `table` so named, or that Spanner names so.
    bool dropConstraint(Table &table, const NameRef &name);
    bool requireColumn(const Table &table, const ColumnIndex *columns, const NameRef &column);
    // The DEFAULT the statement gives `column` (apply/tablerules.h): it uses no column (nor
    // `added`, the column being added) and the sequences it uses exist. Judged from the names the
    // parser found in it (PostgreSQL's); GoogleSQL's expressions are reviewed with the table
    // instead (expressionsHold), and give none.
    bool defaultAllowed(const Table &table, const ColumnIndex *columns, const QString &column, const AlterTableStmt &stmt,
                        const Column *added);
    // applyaltercolumn.cpp: ALTER COLUMN (type and NOT NULL, DEFAULT, identity, locality group;
    // GoogleSQL's restatement, ON UPDATE and options)
    bool alterColumn(Table &table, AlterTableStmt &stmt, const SourcePos &pos);
    bool restateColumn(const Table &table, Column &column, const Column &restated, const NameRef &at, const SourcePos &pos);
    // applyalterinplace.cpp: ADD COLUMN, ADD FOREIGN KEY and DROP COLUMN (not generated) applied
    // in place and checked for what they can break, in constant time on a table of any width;
    // false, with nothing done, for the actions alterTableCopied copies and checks whole.
    bool alterTableInPlace(Table &table, AlterTableStmt &stmt, const SourcePos &pos);
    void addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos);
    void dropColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos);
    // applydrop.cpp
    void drop(const DropStmt &stmt);
    // Drops the object unless a rule keeps it (reported); false, with nothing reported, when there
    // is no such object.
    bool dropIfExists(DropStmt::Object object, const NameRef &name);
    // applyrename.cpp
    void renameTables(const RenameTableStmt &stmt, const SourcePos &pos);
    bool renameTable(const NameRef &from, const NameRef &to, bool keepSynonym, const SourcePos &pos);
    // applycreate.cpp
    void createSchema(const CreateSchemaStmt &stmt, const SourcePos &pos);
    void createRole(const CreateRoleStmt &stmt, const SourcePos &pos);
    // applyindex.cpp
    void createIndex(CreateIndexStmt &stmt, const SourcePos &pos);
    bool checkIndexColumns(const CreateIndexStmt &stmt, const Table &table);
    void alterIndex(const AlterIndexStmt &stmt, const SourcePos &pos);
    // applysequence.cpp
    void createSequence(CreateSequenceStmt &stmt, const SourcePos &pos);
    void alterSequence(const AlterSequenceStmt &stmt, const SourcePos &pos);
    // applychangestream.cpp
    void createChangeStream(CreateChangeStreamStmt &stmt, const SourcePos &pos);
    void alterChangeStream(AlterChangeStreamStmt &stmt, const SourcePos &pos);
    // The FOR clause of `stream` (tables, parallel to the columns each names).
    bool requireStreamTargets(const QString &stream, const std::vector<NameRef> &tables,
                              const std::vector<std::vector<NameRef>> &columns);
    // applyview.cpp
    void createView(CreateViewStmt &stmt, const SourcePos &pos);
    bool relationExists(QStringView name); // a table or view, ignoring case
    // applyother.cpp
    void alterDatabase(const AlterDatabaseStmt &stmt);
    void localityGroup(LocalityGroupStmt &stmt, const SourcePos &pos);
    void keep(KeptStmt &stmt, const SourcePos &pos);
    // applygrant.cpp
    void grant(GrantStmt &stmt, const SourcePos &pos);
    bool requireRole(const NameRef &name);
    bool requireGrantObject(const QString &kind, const NameRef &name);
    // applygraph.cpp, applymodel.cpp, applyprotobundle.cpp: GoogleSQL's only
    void createPropertyGraph(CreatePropertyGraphStmt &stmt, const SourcePos &pos);
    void createModel(CreateModelStmt &stmt, const SourcePos &pos);
    void alterModel(const AlterModelStmt &stmt, const SourcePos &pos);
    void protoBundle(const ProtoBundleStmt &stmt);
    // The object of exactly that name, or null: roles, and property graphs (the emulator has
    // neither, to say whether Spanner finds them ignoring case; docs/front-end.md).
    template<typename Object>
    static Object *exactlyNamed(std::vector<Object> &objects, QStringView name)
    {
        const auto it = std::find_if(objects.begin(), objects.end(), [&](const Object &o) { return o.name == name; });
        return it == objects.end() ? nullptr : &*it;
    }
    // The object of that name ignoring case, or null: how Spanner finds sequences, change
    // streams, named schemas, models and locality groups (tables, indexes and views it finds by
    // their exact name; the emulator decided each, docs/front-end.md).
    template<typename Object>
    static Object *namedIgnoringCase(std::vector<Object> &objects, QStringView name)
    {
        const auto it = std::find_if(objects.begin(), objects.end(), [&](const Object &o) {
            return QStringView(o.name).compare(name, Qt::CaseInsensitive) == 0;
        });
        return it == objects.end() ? nullptr : &*it;
    }
    // Removes the object `found` points at from `objects`; false when it is null.
    template<typename Object>
    static bool erase(std::vector<Object> &objects, const Object *found)
    {
        if (!found)
            return false;
        objects.erase(objects.begin() + (found - objects.data()));
        return true;
    }
};

} // namespace ssd::apply
