#pragma once

// The parsed form of one DDL statement, between a parser (syntax only) and the applier (existence,
// duplicate and dependency checks, then the edit of the Schema). Keeping the two apart means a
// statement with a semantic error leaves the schema untouched.
//
// Dialect-neutral: what a statement says, with the positions of the names it uses, not how it was
// spelled. The PostgreSQL parser (postgresql/pgparser.h) produces every kind but the GoogleSQL-only
// ones (property graphs, models, proto bundles); the GoogleSQL parser produces every kind. The
// applier is apply/applier.h.

#include "schema.h"
#include "validation/modelvalidation.h"

#include <memory>
#include <variant>

namespace ssd {
class ColumnIndex;
}

namespace ssd::ddl {

// A name as written, with its position, for diagnostics about missing or duplicate objects.
struct NameRef
{
    QString name;
    int line = 0;
    int column = 0;
};

// The names a foreign key uses, as written, so that the applier reports a missing one where it is.
// A name without a position (a key the statement did not write) is reported at the statement.
struct ForeignKeyRefs
{
    std::vector<NameRef> columns;        // parallel to ForeignKey::columns
    NameRef table;                       // the referenced table
    std::vector<NameRef> referencedColumns; // parallel to ForeignKey::referencedColumns
};

// A problem a parser found in the statement by itself, which the applier reports in its turn
// (apply/applytable.cpp: after a taken name, say).
struct Problem
{
    QString message;
    NameRef at; // the position (its name is unused)
};

// One DEFAULT, generated, ON UPDATE or CHECK expression of a CREATE TABLE: what it needs of the
// schema, and the first problem the dialect's own reading of it finds in the table alone
// (GoogleSQL's expression checker: names, subqueries, determinism, types, nesting, the ON UPDATE
// rules; PostgreSQL: a CHECK of a lone column that is not boolean).
struct ExpressionCheck
{
    QString column; // the column whose DEFAULT it is
    // A CHECK constraint's, which Spanner analyses after the references (the columns' first).
    bool constraint = false;
    // Names its DEFAULT uses that must not be columns (Spanner: "Default expressions referencing
    // other columns are not supported"): PostgreSQL gives every bare name, GoogleSQL the first
    // its checker found to be a column.
    std::vector<NameRef> defaultNames;
    // The sequences it uses (nextval('s'), SEQUENCE s): Spanner applies a batch in order, so they
    // must exist before the statement.
    std::vector<NameRef> sequences;
    std::optional<Problem> problem;
};

// Where a statement writes the DEFAULT and the ON UPDATE expression of a column (their first
// tokens; line 0 when it writes none): GoogleSQL reports there what breaks the rules between the
// column's value sources (apply/tablerules.h, checkValueSources), else at the statement.
struct ValueSourcesAt
{
    QString column;
    NameRef defaultAt;  // its name is unused
    NameRef onUpdateAt;
};

// The review of a CREATE or ALTER TABLE's expressions against the table (for ALTER, as the
// action leaves it, which its parser cannot see), run by the applier: the statement's
// ExpressionChecks for a given table. GoogleSQL's (googlesql/googlesqlcopiedexpressions.h) keeps
// what it needs of the statement's text, so that the statement is a value that outlives its
// parser.
class ExpressionReview
{
public:
    virtual ~ExpressionReview() = default;
    // `columns`: an index of the table's columns ignoring case.
    virtual std::vector<ExpressionCheck> review(const Table &table, const ColumnIndex &columns) const = 0;
};

struct CreateTableStmt
{
    Table table;
    bool ifNotExists = false;
    NameRef name;
    NameRef parent;                       // interleave parent (empty name when none)
    std::vector<ForeignKeyRefs> foreignKeyRefs; // parallel to table.foreignKeys
    std::vector<NameRef> keyColumns;      // PRIMARY KEY column references
    NameRef ttlColumn;
    NameRef localityGroup;
    std::vector<NameRef> explicitNullColumns; // columns declared NULL (can't be key columns)
    // Its DEFAULT, generated, ON UPDATE and CHECK expressions that need something of the schema,
    // in the order written: PostgreSQL's parser gives them; GoogleSQL's gives the review of
    // them, which the applier runs against the table (the ExpressionChecks it gives have the
    // first problem of each in the table alone).
    std::vector<ExpressionCheck> expressions;
    std::shared_ptr<const ExpressionReview> expressionReview; // GoogleSQL's, null when it has none
    std::vector<ValueSourcesAt> valueSources; // GoogleSQL's, one per column that has either, in order
};

// ALTER TABLE: one action. Its problems are reported at the name it is about (a column,
// constraint or synonym, the new interleave parent), else at the action's first word
// (`actionAt`), in both dialects.
struct AlterTableStmt
{
    enum class Action {
        AddColumn, DropColumn, AddForeignKey, AddCheck, DropConstraint,
        AlterColumnType,      // [SET DATA] TYPE t + SET/DROP NOT NULL (both optional but at least one)
        SetDefault, DropDefault, AlterIdentity, SetColumnLocalityGroup,
        AddTtl, AlterTtl, DropTtl, SetOnDelete, SetInterleave,
        AddSynonym, DropSynonym, SetLocalityGroup,
        // GoogleSQL's only
        RestateColumn,        // ALTER COLUMN c type [NOT NULL] [DEFAULT (...) [ON UPDATE (...)] | AS (...)] [OPTIONS (...)]
        SetOnUpdate, DropOnUpdate, SetColumnOptions, SetOptions,
        RenameTo,             // RENAME TO n [, ADD SYNONYM s] (target: the synonym, if any)
    };
    NameRef table;
    NameRef actionAt;                    // the action's first word (its name is unused)
    Action action = Action::AddColumn;
    bool ifNotExists = false;            // ADD COLUMN IF NOT EXISTS
    NameRef target;                      // column, constraint, synonym or locality group
    Column column;                       // AddColumn, RestateColumn
    ForeignKey foreignKey;               // AddForeignKey / AddColumn with REFERENCES
    ForeignKeyRefs foreignKeyRefs;
    CheckConstraint check;               // AddCheck
    std::optional<ColumnType> newType;   // AlterColumnType
    bool newTypeCommitTimestamp = false;
    std::optional<bool> newNotNull;      // AlterColumnType: SET NOT NULL (true) / DROP NOT NULL (false)
    QString defaultExpr;                 // SetDefault
    QString onUpdateExpr;                // SetOnUpdate
    std::vector<NameRef> defaultNames;   // AddColumn / SetDefault: the bare names the DEFAULT uses
    std::vector<NameRef> sequenceNames;  // AddColumn / SetDefault: the sequences it uses (must exist)
    SequenceOptions identityChanges;     // AlterIdentity
    bool noSkipRange = false;
    std::optional<qint64> restartCounter;
    RowDeletionPolicy ttl;               // AddTtl / AlterTtl
    NameRef ttlColumn;                   // GoogleSQL: where the policy writes its column
    Interleave interleave;               // SetInterleave / SetOnDelete
    NameRef interleaveParent;
    Options options;                     // SetOptions / SetColumnOptions: a null value removes the option
    NameRef newName;                     // RenameTo
    // GoogleSQL: the review of the statement's expressions (names, subqueries, determinism,
    // types, nesting), null when it has none; shared, so that the statement stays copyable.
    std::shared_ptr<const ExpressionReview> expressionReview;
    ValueSourcesAt valueSources;         // GoogleSQL: of the one column whose DEFAULT or ON UPDATE it writes
};

// GoogleSQL's RENAME TABLE a TO b, c TO d and PostgreSQL's ALTER TABLE a RENAME TO b[, ALTER TABLE
// c RENAME TO d] or ALTER TABLE a RENAME WITH SYNONYM TO b: the renames apply in order, atomically.
struct RenameTableStmt
{
    struct Rename
    {
        NameRef from;
        NameRef to;
    };
    std::vector<Rename> renames;
    bool keepOldNameAsSynonym = false;   // WITH SYNONYM (one rename)
};

struct DropStmt
{
    // VectorIndex, PropertyGraph, Model and ProtoBundle are GoogleSQL's only.
    enum class Object {
        Table, Index, SearchIndex, VectorIndex, Sequence, View, ChangeStream, Schema, Role, LocalityGroup,
        PropertyGraph, Model, ProtoBundle,
    };
    Object object = Object::Table;
    bool ifExists = false;
    // The objects dropped, in order. DROP PROTO BUNDLE names none: its one entry has an empty name
    // and the position of the statement.
    std::vector<NameRef> names;
};

// CREATE [UNIQUE] [NULL_FILTERED] INDEX, CREATE SEARCH INDEX, CREATE VECTOR INDEX.
struct CreateIndexStmt
{
    Index index;
    bool ifNotExists = false;
    NameRef name;
    NameRef table;
    // Every column reference (keys, STORING / INCLUDE, WHERE, PARTITION BY, ORDER BY) in the order
    // written, so the keys come first: the first missing one is the one reported.
    std::vector<NameRef> columns;
    NameRef interleaveIn;
    NameRef localityGroup;               // PostgreSQL's LOCALITY GROUP (GoogleSQL: an option, unchecked)
};

// ALTER [SEARCH | VECTOR] INDEX: ADD / DROP STORED (PostgreSQL: INCLUDE) COLUMN, or GoogleSQL's
// SET OPTIONS of a vector index.
struct AlterIndexStmt
{
    enum class Action { AddStored, DropStored, SetOptions };
    NameRef index;
    Index::Kind kind = Index::Kind::Regular; // as the statement says it (for the not-found message)
    Action action = Action::AddStored;
    NameRef column;                      // AddStored / DropStored
    Options options;                     // SetOptions: a null value removes the option
};

struct CreateSequenceStmt
{
    Sequence sequence;
    bool ifNotExists = false;
    NameRef name;
};

struct AlterSequenceStmt
{
    NameRef name;
    bool ifExists = false;
    SequenceOptions set;                 // fields that are set are applied
    bool noSkipRange = false;
    std::optional<qint64> restartCounter;
    bool ownedByNone = false;
    Options options;                     // GoogleSQL's SET OPTIONS: a null value removes the option
};

struct CreateSchemaStmt
{
    NameRef name;
    bool ifNotExists = false;
};

struct CreateViewStmt
{
    View view;
    bool orReplace = false;
    NameRef name;
    // The plain names the query reads FROM or JOINs (not its WITH names, not a path such as
    // FROM t.arr): Spanner applies a batch in order, so each must be a table or view that exists
    // already. Found by each parser, whose query syntax differs.
    std::vector<NameRef> relations;
};

// CREATE CHANGE STREAM (Spanner's grammar has no IF NOT EXISTS for it: the parsers refuse one).
struct CreateChangeStreamStmt
{
    ChangeStream stream;
    NameRef name;
    std::vector<NameRef> tables;         // parallel to stream.targets
    std::vector<std::vector<NameRef>> columns;
};

struct AlterChangeStreamStmt
{
    enum class Action { SetFor, DropForAll, SetOptions, ResetOptions };
    NameRef name;
    Action action = Action::SetFor;
    bool forAll = false;
    std::vector<ChangeStream::Target> targets;
    std::vector<NameRef> tables;
    std::vector<std::vector<NameRef>> columns;
    Options options;                     // SetOptions
    QStringList reset;                   // ResetOptions
};

// GoogleSQL's ALTER DATABASE d SET OPTIONS (...), PostgreSQL's ALTER DATABASE d SET option = value
// and RESET option (a null value: back to the default, as mergeoptions.h).
struct AlterDatabaseStmt
{
    NameRef database;
    Options options;                     // "default_leader" / "spanner.default_leader"
};

// CREATE LOCALITY GROUP [IF NOT EXISTS] g [options], ALTER LOCALITY GROUP g SET options (a null
// value: back to the default).
struct LocalityGroupStmt
{
    enum class Action { Create, Alter };
    Action action = Action::Create;
    NameRef name;
    bool ifNotExists = false;
    Options options;
};

struct CreateRoleStmt
{
    NameRef name;
};

// GRANT / REVOKE. The names the applier checks exist, as written (GoogleSQL) or folded
// (PostgreSQL); `grant` keeps the text that is printed.
struct GrantStmt
{
    Grant grant;
    std::vector<NameRef> grantedRoles;   // GRANT ROLE a, b TO ... (role membership)
    std::vector<NameRef> objects;        // ON TABLE / VIEW / ... a, b (parallel to grant.objects)
    std::vector<NameRef> grantees;
};

// GoogleSQL's CREATE [OR REPLACE] PROPERTY GRAPH [IF NOT EXISTS] g ... (OR REPLACE and IF NOT
// EXISTS exclude each other: the parser refuses both). The graph's body is kept as text.
struct CreatePropertyGraphStmt
{
    PropertyGraph graph;
    bool orReplace = false;
    bool ifNotExists = false;
    NameRef name;
};

// GoogleSQL's CREATE [OR REPLACE] MODEL [IF NOT EXISTS] m [INPUT (...) OUTPUT (...)] REMOTE
// [OPTIONS (...)]: `model.body` is the canonical text after the name
// (googlesql/googlesqlmodelbody.h).
struct CreateModelStmt
{
    Model model;
    bool orReplace = false;
    bool ifNotExists = false;
    NameRef name;
    validation::ModelDefinition definition; // the INPUT / OUTPUT columns, for Spanner's rules
    Options options;                     // the REMOTE options
    NameRef optionsAt;                   // where OPTIONS is written (or what follows REMOTE)
};

// GoogleSQL's ALTER MODEL [IF EXISTS] m SET OPTIONS (...): a null value removes the option.
struct AlterModelStmt
{
    NameRef name;
    bool ifExists = false;
    Options options;
    NameRef optionsAt;
};

// GoogleSQL's CREATE PROTO BUNDLE (types) and ALTER PROTO BUNDLE [INSERT (...)] [UPDATE (...)]
// [DELETE (...)] (UPDATE changes a type's descriptor, which the model does not keep). The bundle
// has no name: `at` is where the statement starts.
struct ProtoBundleStmt
{
    enum class Action { Create, Alter };
    Action action = Action::Create;
    NameRef at;
    QStringList insert;                  // CREATE: the bundle's types
    QStringList remove;
};

// A statement the model keeps as written (functions, placements, ANALYZE, ALTER STATISTICS, ...).
struct KeptStmt
{
    KeptStatement kept;
};

using Statement = std::variant<CreateTableStmt, AlterTableStmt, RenameTableStmt, DropStmt, CreateIndexStmt, AlterIndexStmt,
                               CreateSequenceStmt, AlterSequenceStmt, CreateSchemaStmt, CreateViewStmt,
                               CreateChangeStreamStmt, AlterChangeStreamStmt, AlterDatabaseStmt,
                               LocalityGroupStmt, CreateRoleStmt, GrantStmt, CreatePropertyGraphStmt, CreateModelStmt,
                               AlterModelStmt, ProtoBundleStmt, KeptStmt>;

} // namespace ssd::ddl
