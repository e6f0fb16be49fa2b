#pragma once

// The schema model: a plain, copyable, comparable value describing a Cloud Spanner database
// schema in either dialect. Parsers build it, writers print it, the checklist reads it, the
// designer edits it through undo commands. Nothing here knows about text positions beyond the
// SourcePos bookkeeping, and nothing here links anything but QtCore.
//
// Conventions
// - Names are stored exactly as Spanner would keep them: GoogleSQL names as written (case
//   preserved), PostgreSQL unquoted names already folded to lower case by the parser. Qualified
//   names keep their dot ("sch.Singers"). Lookups are exact (DDL references must use the
//   original case in GoogleSQL).
// - Expressions (DEFAULT, AS, CHECK, view queries, ...) are kept as text: the source text between
//   the delimiting parentheses, with runs of whitespace outside literals collapsed to one space.
// - Every top-level object and every column, foreign key and check has an ObjectId. Ids are
//   assigned by Schema::newId() in creation order and are never reused within one Schema, so the
//   id order is also the statement order used by the writers.
// - SourcePos is bookkeeping, not content: two objects that differ only in where their text was
//   compare equal (so parse(format(x)) == parse(x) holds).
// - Comments: every object that a statement (or a column / constraint line) creates has a
//   `comment`, the text of the comments written to document it, without the comment markers
//   (`--`, `#`, `/* */`) and with the lines joined by '\n' (empty = none). Comments that document
//   nothing in particular are FreeComments, placed in the statement order by their id like any
//   object. Comments are content: they take part in ==, but the migration planner ignores them
//   (a comment-only change needs no DDL).

#include "heapoptional.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace ssd {

enum class Dialect { GoogleSql, PostgreSql };

using ObjectId = quint64;

// Where an object's statement (or clause) starts in the text it was parsed from.
struct SourcePos
{
    int line = 0;   // 1-based, 0 = not from text
    int column = 0; // 1-based
    // Checklist rules disabled for this object by a `-- spanner-schema: disable=rule-id[,rule-id]`
    // comment inside or right before its statement (see the checklist documentation).
    QStringList suppressedRules;
    bool isValid() const { return line > 0; }
    friend bool operator==(const SourcePos &, const SourcePos &) { return true; } // see header note
};

// OPTIONS ( name = value, ... ) / WITH ( name = value ): value text as written in canonical form
// (e.g. "true", "'1d'", "null", "['a', 'b']"). Order is preserved.
struct Option
{
    QString name;
    QString value;
    friend bool operator==(const Option &, const Option &) = default;
};
using Options = std::vector<Option>;

const Option *findOption(const Options &options, QStringView name);
void setOption(Options &options, const QString &name, const QString &value); // replace or append
bool removeOption(Options &options, QStringView name);

// ---------------------------------------------------------------------------------------------
// Types

enum class TypeKind {
    Bool,
    Int64,
    Float32,
    Float64,
    Numeric,
    String,   // GoogleSQL STRING(n|MAX); PostgreSQL varchar(n) / varchar / text
    Bytes,    // GoogleSQL BYTES(n|MAX); PostgreSQL bytea (always MAX)
    Json,     // GoogleSQL JSON; PostgreSQL jsonb
    Date,
    Timestamp, // GoogleSQL TIMESTAMP; PostgreSQL timestamptz (commit timestamps: see Column)
    Uuid,
    Interval, // query-only; accepted so that model inputs/outputs and errors can name it
    TokenList,
    Array,    // element in ColumnType::element[0]
    Struct,   // fields in ColumnType::element with names in ColumnType::fieldNames (models only)
    Proto,    // proto message, protoName = "pkg.Msg"
    Enum,     // proto enum, protoName = "pkg.Enum"
};

struct ColumnType
{
    TypeKind kind = TypeKind::Int64;
    // STRING / BYTES length. std::nullopt with kind String/Bytes means MAX (PostgreSQL varchar
    // without length, text and bytea are MAX too).
    std::optional<qint64> length;
    QString protoName;                 // Proto / Enum: the full dotted name as written
    std::vector<ColumnType> element;   // Array: exactly one element type; Struct: the fields
    QStringList fieldNames;            // Struct only, parallel to element
    std::optional<qint64> vectorLength; // ARRAY<FLOAT32|FLOAT64>(vector_length=>N) / VECTOR LENGTH N

    bool isMax() const { return !length.has_value(); }
    bool isArray() const { return kind == TypeKind::Array; }
    const ColumnType *arrayElement() const { return isArray() && !element.empty() ? &element.front() : nullptr; }

    static ColumnType scalar(TypeKind k) { ColumnType t; t.kind = k; return t; }
    static ColumnType string(std::optional<qint64> len) { ColumnType t; t.kind = TypeKind::String; t.length = len; return t; }
    static ColumnType bytes(std::optional<qint64> len) { ColumnType t; t.kind = TypeKind::Bytes; t.length = len; return t; }
    static ColumnType arrayOf(ColumnType e) { ColumnType t; t.kind = TypeKind::Array; t.element.push_back(std::move(e)); return t; }

    friend bool operator==(const ColumnType &, const ColumnType &) = default;
};

constexpr qint64 kMaxStringLength = 2621440;
constexpr qint64 kMaxBytesLength = 10485760;

// ---------------------------------------------------------------------------------------------
// Tables

enum class SortOrder { Asc, Desc };
enum class OnDelete { NoAction, Cascade };

struct KeyPart
{
    QString column;
    SortOrder order = SortOrder::Asc;
    bool orderExplicit = false;   // ASC written out (GoogleSQL canonical output never prints it)
    enum class Nulls { Default, First, Last } nulls = Nulls::Default; // PostgreSQL index keys only
    friend bool operator==(const KeyPart &, const KeyPart &) = default;
};

// GENERATED BY DEFAULT AS IDENTITY ( ... ) and the sequence clauses shared with CREATE SEQUENCE.
struct SequenceOptions
{
    bool bitReversedPositive = false;          // BIT_REVERSED_POSITIVE / bit_reversed_positive
    std::optional<qint64> skipRangeMin;
    std::optional<qint64> skipRangeMax;
    std::optional<qint64> startCounter;        // START COUNTER WITH n
    bool noMinValue = false, noMaxValue = false, noCycle = false; // PostgreSQL spellings
    friend bool operator==(const SequenceOptions &, const SequenceOptions &) = default;
};

struct Column
{
    ObjectId id = 0;
    QString name;
    ColumnType type;

    // At most one value source: a default, a generated expression, or an identity. Most columns
    // have none, so these live on the heap (see heapoptional.h).
    HeapOptional<QString> defaultExpr;   // DEFAULT ( expr )
    HeapOptional<QString> onUpdateExpr;  // ON UPDATE ( expr ) (GoogleSQL)
    HeapOptional<QString> generatedExpr; // AS ( expr ) [STORED] / GENERATED ALWAYS AS (expr) STORED|VIRTUAL
    HeapOptional<SequenceOptions> identity; // GENERATED BY DEFAULT AS IDENTITY [(...)]

    // The flags sit together, in one word.
    bool notNull = false;
    bool stored = false;                  // generated column is STORED (else virtual)
    bool autoIncrement = false;           // AUTO_INCREMENT / serial: identity using default_sequence_kind
    bool hidden = false;
    bool placementKey = false;            // PLACEMENT KEY (geo-partitioning)

    // Column OPTIONS, e.g. allow_commit_timestamp = true, locality_group = 'lg'. A PostgreSQL
    // spanner.commit_timestamp column is TIMESTAMP with allow_commit_timestamp = true here.
    Options options;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note

    bool allowsCommitTimestamp() const;
    bool isGenerated() const { return generatedExpr.has_value(); }
    bool isIdentity() const { return identity.has_value() || autoIncrement; }

    friend bool operator==(const Column &, const Column &) = default;
};

struct Interleave
{
    enum class Kind { InParent, In };  // INTERLEAVE IN PARENT p / INTERLEAVE IN p
    QString parent;
    Kind kind = Kind::InParent;
    OnDelete onDelete = OnDelete::NoAction;
    bool onDeleteExplicit = false;     // ON DELETE written (only valid with IN PARENT)
    friend bool operator==(const Interleave &, const Interleave &) = default;
};

struct ForeignKey
{
    ObjectId id = 0;
    QString name;                      // empty for an unnamed constraint
    QStringList columns;
    QString referencedTable;
    QStringList referencedColumns;
    OnDelete onDelete = OnDelete::NoAction;
    bool onDeleteExplicit = false;
    bool notEnforced = false;          // NOT ENFORCED (GoogleSQL informational FK)
    bool enforcedExplicit = false;     // ENFORCED written out
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const ForeignKey &, const ForeignKey &) = default;
};

struct CheckConstraint
{
    ObjectId id = 0;
    QString name;                      // empty for an unnamed constraint
    QString expr;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const CheckConstraint &, const CheckConstraint &) = default;
};

// ROW DELETION POLICY (OLDER_THAN(col, INTERVAL n DAY)) / TTL INTERVAL 'spec' ON col
struct RowDeletionPolicy
{
    QString column;
    qint64 days = 0;
    QString intervalSpec; // PostgreSQL spec as written and upper-cased ("3 WEEKS 2 DAYS"); empty = "<days> DAYS"
    friend bool operator==(const RowDeletionPolicy &, const RowDeletionPolicy &) = default;
};

struct Table
{
    ObjectId id = 0;
    QString name;
    std::vector<Column> columns;
    // The primary key. An empty vector is the zero-column key `PRIMARY KEY ()`; hasPrimaryKey
    // false means the statement had no PRIMARY KEY at all (allowed with a warning).
    std::vector<KeyPart> primaryKey;
    bool hasPrimaryKey = true;
    std::optional<Interleave> interleave;
    std::vector<ForeignKey> foreignKeys;
    std::vector<CheckConstraint> checks;
    std::optional<RowDeletionPolicy> rowDeletionPolicy;
    QStringList synonyms;
    QString localityGroup;             // PostgreSQL LOCALITY GROUP lg (GoogleSQL: in options)
    Options options;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note

    Column *findColumn(QStringView columnName);
    const Column *findColumn(QStringView columnName) const;
    int columnIndex(QStringView columnName) const; // -1 when absent
    bool isKeyColumn(QStringView columnName) const;
    const KeyPart *keyPart(QStringView columnName) const;

    friend bool operator==(const Table &, const Table &) = default;
};

// ---------------------------------------------------------------------------------------------
// Indexes

struct Index
{
    enum class Kind { Regular, Search, Vector };

    ObjectId id = 0;
    QString name;
    QString table;
    Kind kind = Kind::Regular;
    bool unique = false;
    bool nullFiltered = false;         // GoogleSQL NULL_FILTERED
    std::vector<KeyPart> keys;
    QStringList storing;               // STORING (...) / INCLUDE (...)
    QStringList whereNotNull;          // WHERE a IS NOT NULL AND b IS NOT NULL
    QString interleaveIn;              // empty = global index
    QStringList partitionBy;           // search indexes
    std::vector<KeyPart> orderBy;      // search indexes
    QString localityGroup;             // PostgreSQL LOCALITY GROUP
    QString usingMethod;               // PostgreSQL USING scann (vector index)
    Options options;                   // OPTIONS (...) / WITH (...)
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note

    bool isInterleaved() const { return !interleaveIn.isEmpty(); }
    friend bool operator==(const Index &, const Index &) = default;
};

// ---------------------------------------------------------------------------------------------
// Other schema objects

struct Sequence
{
    ObjectId id = 0;
    QString name;
    SequenceOptions clauses;           // clause syntax (BIT_REVERSED_POSITIVE, SKIP RANGE ...)
    Options options;                   // OPTIONS (sequence_kind = '...', skip_range_min = ...)
    bool ownedByNone = false;          // PostgreSQL OWNED BY NONE
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const Sequence &, const Sequence &) = default;
};

struct NamedSchema
{
    ObjectId id = 0;
    QString name;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const NamedSchema &, const NamedSchema &) = default;
};

struct View
{
    ObjectId id = 0;
    QString name;
    QString sqlSecurity;               // "INVOKER" or "DEFINER" (upper case)
    QString query;                     // text after AS
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const View &, const View &) = default;
};

struct ChangeStream
{
    struct Target
    {
        QString table;
        std::optional<QStringList> columns; // nullopt: whole table; empty list: key columns only "T()"
        friend bool operator==(const Target &, const Target &) = default;
    };
    ObjectId id = 0;
    QString name;
    bool forAll = false;
    std::vector<Target> targets;       // empty and !forAll: watches nothing
    Options options;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const ChangeStream &, const ChangeStream &) = default;
};

struct Role
{
    ObjectId id = 0;
    QString name;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const Role &, const Role &) = default;
};

// GRANT / REVOKE. Privileges and the object clause are kept as canonical text because their
// shapes vary widely (column lists, ALL TABLES IN SCHEMA, TABLE FUNCTION, ROLE membership).
struct Grant
{
    ObjectId id = 0;
    bool revoke = false;
    QString privileges;                // "SELECT, INSERT(a, b)" or the granted role names
    QString objectKind;                // "TABLE", "VIEW", "CHANGE STREAM", "TABLE FUNCTION", "SCHEMA", "ROLE" ...
    QStringList objects;
    QStringList grantees;              // role names
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const Grant &, const Grant &) = default;
};

// CREATE PROPERTY GRAPH and CREATE MODEL: the name is structural; the body (everything after
// the name) is kept as canonical text.
struct PropertyGraph
{
    ObjectId id = 0;
    QString name;
    QString body;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const PropertyGraph &, const PropertyGraph &) = default;
};

struct Model
{
    ObjectId id = 0;
    QString name;
    QString body;
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const Model &, const Model &) = default;
};

struct LocalityGroup
{
    ObjectId id = 0;
    QString name;
    Options options;                   // storage = 'ssd', ssd_to_hdd_spill_timespan = '10d'
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const LocalityGroup &, const LocalityGroup &) = default;
};

// A statement the model does not represent structurally (CREATE FUNCTION, PROTO BUNDLE,
// PLACEMENT, ANALYZE, ALTER STATISTICS, ...). Kept verbatim and written back unchanged, in order.
struct KeptStatement
{
    ObjectId id = 0;
    QString kind;                      // e.g. "CREATE FUNCTION" (for display and dump)
    QString text;                      // the statement text without the trailing ';'
    SourcePos pos;
    QString comment;                   // see "Comments" in the header note
    friend bool operator==(const KeptStatement &, const KeptStatement &) = default;
};

// A comment that documents no object (a file header, a section title): kept at its place in the
// statement order, before the first object created after it (ids follow creation order).
struct FreeComment
{
    ObjectId id = 0;
    QString text;                      // without the markers, lines joined by '\n'
    SourcePos pos;
    friend bool operator==(const FreeComment &, const FreeComment &) = default;
};

// ---------------------------------------------------------------------------------------------

// What a name of Spanner's one namespace (objects, constraints and synonyms, ignoring case)
// belongs to.
enum class NameKind {
    Table, Index, SearchIndex, VectorIndex, Sequence, View, ChangeStream, Role, NamedSchema, PropertyGraph, Model,
    ForeignKey, Check, Constraint, Synonym
};
NameKind nameKindOf(Index::Kind kind);

struct NameHolder
{
    NameKind kind = NameKind::Table;
    QString name;  // as spelled by its owner
    QString table; // the table of a constraint or synonym
};

struct Schema
{
    Dialect dialect = Dialect::GoogleSql;
    QString databaseName;              // from ALTER DATABASE db SET OPTIONS
    Options databaseOptions;           // ALTER DATABASE options (PostgreSQL: "spanner.x" names)

    std::vector<NamedSchema> schemas;
    std::vector<Table> tables;
    std::vector<Index> indexes;
    std::vector<Sequence> sequences;
    std::vector<View> views;
    std::vector<ChangeStream> changeStreams;
    std::vector<Role> roles;
    std::vector<Grant> grants;
    std::vector<PropertyGraph> propertyGraphs;
    std::vector<Model> models;
    std::vector<LocalityGroup> localityGroups;
    QStringList protoBundleTypes;      // CREATE PROTO BUNDLE ( ... )
    std::vector<KeptStatement> keptStatements;
    std::vector<FreeComment> freeComments;

    ObjectId lastId = 0;
    ObjectId newId() { return ++lastId; }

    Table *findTable(QStringView name);
    const Table *findTable(QStringView name) const;
    Index *findIndex(QStringView name);
    const Index *findIndex(QStringView name) const;
    Sequence *findSequence(QStringView name);
    const Sequence *findSequence(QStringView name) const;
    View *findView(QStringView name);
    ChangeStream *findChangeStream(QStringView name);
    const NamedSchema *findNamedSchema(QStringView name) const;

    std::vector<const Table *> childrenOf(QStringView parent) const;   // interleaved directly in parent
    std::vector<const Index *> indexesOn(QStringView table) const;
    // Parent chain, nearest first; stops at a cycle or a missing parent.
    std::vector<const Table *> ancestorsOf(const Table &table) const;
    // 1 for a root table, 2 for its children ...
    int interleaveDepth(const Table &table) const;

    // What already has this name, ignoring case: an object of any kind, a constraint or a
    // synonym (Spanner's one namespace; a scan, validation/schemanames.h indexes it).
    std::optional<NameHolder> nameHolder(QStringView name) const;
    bool nameInUse(QStringView name) const { return nameHolder(name).has_value(); }

    friend bool operator==(const Schema &, const Schema &) = default;
};

// The table with object id `id`, or nullptr (ids survive renames, names do not).
Table *tableById(Schema &schema, ObjectId id);
const Table *tableById(const Schema &schema, ObjectId id);

QString dialectName(Dialect dialect);                  // "googlesql" / "postgresql"

// Appends the rules `to` does not list yet (suppression directives): linear in both lists, so a
// hostile directive naming 100,000 rules costs no quadratic search.
void addRulesOnce(QStringList &to, const QStringList &rules);
std::optional<Dialect> dialectFromName(QStringView name);

} // namespace ssd
