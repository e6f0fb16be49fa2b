// The applier's messages worded per dialect (see the header).

#include "apply/applytexts.h"

#include <QCoreApplication>

#include <algorithm>

namespace ssd::apply {

namespace {

struct GoogleSqlText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::GoogleSqlParser)
};

struct PostgreSqlText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::PostgreSqlParser)
};

using Object = ddl::DropStmt::Object;

// GoogleSQL's word for a kind of object. The index kinds are translated; the others have always
// been printed in English inside the translated sentence.
QString googleSqlWord(Object object)
{
    switch (object) {
    case Object::Table: return QStringLiteral("table"); // tableNotFound words it
    case Object::Index: return GoogleSqlText::tr("index");
    case Object::SearchIndex: return GoogleSqlText::tr("search index");
    case Object::VectorIndex: return GoogleSqlText::tr("vector index");
    case Object::Sequence: return QStringLiteral("sequence");
    case Object::View: return QStringLiteral("view");
    case Object::ChangeStream: return QStringLiteral("change stream");
    case Object::Schema: return QStringLiteral("schema");
    case Object::Role: return QStringLiteral("role");
    case Object::LocalityGroup: return QStringLiteral("locality group");
    case Object::PropertyGraph: return QStringLiteral("property graph");
    case Object::Model: return QStringLiteral("model");
    case Object::ProtoBundle: return QStringLiteral("proto bundle");
    }
    return QString();
}

// PostgreSQL's word: a search index is an index there. The PostgreSQL parser produces no DROP of
// the GoogleSQL-only kinds (vector index, property graph, model, proto bundle), which keep an
// untranslated word.
QString postgreSqlWord(Object object)
{
    switch (object) {
    case Object::Table: return QStringLiteral("table"); // tableNotFound words it
    case Object::Index:
    case Object::SearchIndex:
    case Object::VectorIndex: return PostgreSqlText::tr("index");
    case Object::Sequence: return PostgreSqlText::tr("sequence");
    case Object::View: return PostgreSqlText::tr("view");
    case Object::ChangeStream: return PostgreSqlText::tr("change stream");
    case Object::Schema: return PostgreSqlText::tr("schema");
    case Object::Role: return PostgreSqlText::tr("role");
    case Object::LocalityGroup: return PostgreSqlText::tr("locality group");
    case Object::PropertyGraph: return QStringLiteral("property graph");
    case Object::Model: return QStringLiteral("model");
    case Object::ProtoBundle: return QStringLiteral("proto bundle");
    }
    return QString();
}

// GoogleSQL's word for the part of an index that names a column (the first of key, stored,
// filtered, partition, order).
QString googleSqlRole(const Index &index, const QString &column)
{
    const auto in = [&](const std::vector<KeyPart> &parts) {
        return std::any_of(parts.begin(), parts.end(), [&](const KeyPart &k) { return k.column == column; });
    };
    if (in(index.keys))
        return GoogleSqlText::tr("key");
    if (index.storing.contains(column))
        return GoogleSqlText::tr("stored");
    if (index.whereNotNull.contains(column))
        return GoogleSqlText::tr("filtered");
    if (index.partitionBy.contains(column))
        return GoogleSqlText::tr("partition");
    return GoogleSqlText::tr("order");
}

} // namespace

Object indexObject(Index::Kind kind)
{
    switch (kind) {
    case Index::Kind::Regular: return Object::Index;
    case Index::Kind::Search: return Object::SearchIndex;
    case Index::Kind::Vector: return Object::VectorIndex;
    }
    return Object::Index;
}

QString tableNotFound(Dialect dialect, const Schema &schema, const QString &name)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("table not found: %1").arg(name);
    for (const Table &t : schema.tables)
        if (QStringView(t.name).compare(name, Qt::CaseInsensitive) == 0)
            return PostgreSqlText::tr("table %1 does not exist (did you mean \"%2\"? unquoted names are folded to lower case)")
                .arg(name, t.name);
    return PostgreSqlText::tr("table %1 does not exist").arg(name);
}

QString objectNotFound(Dialect dialect, const Schema &schema, Object object, const QString &name)
{
    if (object == Object::Table)
        return tableNotFound(dialect, schema, name);
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("%1 %2 does not exist").arg(postgreSqlWord(object), name);
    // Whole sentences where the translation needs them (the word's gender).
    if (object == Object::ProtoBundle)
        return GoogleSqlText::tr("proto bundle not found");
    if (object == Object::Sequence)
        return GoogleSqlText::tr("sequence not found: %1").arg(name);
    if (object == Object::ChangeStream)
        return GoogleSqlText::tr("change stream not found: %1").arg(name);
    if (object == Object::LocalityGroup)
        return GoogleSqlText::tr("locality group not found: %1").arg(name);
    if (object == Object::Model)
        return GoogleSqlText::tr("model not found: %1").arg(name);
    return GoogleSqlText::tr("%1 not found: %2").arg(googleSqlWord(object), name);
}

QString schemaNotFound(Dialect dialect, const QString &schemaName)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("schema not found: %1 (create it with CREATE SCHEMA first)").arg(schemaName);
    return PostgreSqlText::tr("schema %1 does not exist").arg(schemaName);
}

QString columnNotFound(Dialect dialect, const QString &column, const QString &table)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("column not found: %1 in table %2").arg(column, table);
    return PostgreSqlText::tr("column %1 does not exist in table %2").arg(column, table);
}

QString indexAlreadyHasColumn(Dialect dialect, const QString &index, const QString &column, bool stored)
{
    if (dialect == Dialect::GoogleSql)
        return stored ? GoogleSqlText::tr("index %1 already stores column %2").arg(index, column)
                      : GoogleSqlText::tr("index %1 already has column %2 as a key").arg(index, column);
    return stored ? PostgreSqlText::tr("column %1 is already included in index %2").arg(column, index)
                  : PostgreSqlText::tr("column %1 is a key column of index %2").arg(column, index);
}

QString indexDoesNotStore(Dialect dialect, const QString &index, const QString &column)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("index %1 does not store column %2").arg(index, column);
    return PostgreSqlText::tr("column %1 is not an INCLUDE column of index %2").arg(column, index);
}

QString streamTargetProblem(Dialect dialect, const Schema &schema, StreamTarget problem, const QString &stream,
                            const QString &table, const QString &column)
{
    const bool google = dialect == Dialect::GoogleSql;
    switch (problem) {
    case StreamTarget::None: break;
    case StreamTarget::TableTwice:
        return google ? GoogleSqlText::tr("change stream %1 lists table %2 more than once").arg(stream, table)
                      : PostgreSqlText::tr("a change stream should not list table %1 more than once in the FOR clause").arg(table);
    case StreamTarget::TableMissing:
        return google ? GoogleSqlText::tr("table not found: %1 (in the FOR clause of change stream %2)").arg(table, stream)
                      : tableNotFound(dialect, schema, table);
    case StreamTarget::ColumnMissing:
        return google ? GoogleSqlText::tr("change stream %1 cannot track column %2: it does not exist in table %3").arg(stream, column, table)
                      : PostgreSqlText::tr("column %1 does not exist in table %2").arg(column, table);
    case StreamTarget::KeyColumn:
        return google ? GoogleSqlText::tr("change stream %1 should not list the primary key column %2 of table %3").arg(stream, column, table)
                      : PostgreSqlText::tr("key column %1 of table %2 is tracked implicitly and can't be listed in a change stream")
                            .arg(column, table);
    case StreamTarget::ColumnTwice:
        return google ? GoogleSqlText::tr("change stream %1 lists column %2 of table %3 more than once").arg(stream, column, table)
                      : PostgreSqlText::tr("a change stream should not list column %1 of table %2 more than once in the FOR clause")
                            .arg(column, table);
    }
    return QString();
}

QString streamHasNoForClause(Dialect dialect, const QString &stream)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("change stream %1 has no FOR clause to drop").arg(stream);
    return PostgreSqlText::tr("change stream %1 has no FOR clause to drop").arg(stream);
}

QString indexColumnNotFound(Dialect dialect, const Index &index, const QString &column, const QString &table)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("%1 %2 refers to %3 column %4, which does not exist in table %5")
            .arg(googleSqlWord(indexObject(index.kind)), index.name, googleSqlRole(index, column), column, table);
    return PostgreSqlText::tr("column %1 does not exist in table %2").arg(column, table);
}

QString searchIndexKeyNotTokenList(Dialect dialect, const QString &index, const QString &column)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("search index %1 key column %2 must be TOKENLIST").arg(index, column);
    return PostgreSqlText::tr("search index %1 key column %2 must be spanner.tokenlist").arg(index, column);
}

QString vectorIndexWithoutDistanceType(Dialect dialect, const QString &index)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("vector index %1 needs OPTIONS (distance_type = ...)").arg(index);
    return PostgreSqlText::tr("vector index %1 needs WITH (distance_type = ...)").arg(index);
}

QString foreignKeyProblem(Dialect dialect, const Schema &schema, ForeignKeyProblem problem, const ForeignKey &fk,
                          const QString &table, const QString &name)
{
    const bool google = dialect == Dialect::GoogleSql;
    switch (problem) {
    case ForeignKeyProblem::ColumnMissing:
        return google ? GoogleSqlText::tr("foreign key %1 refers to column %2, which does not exist in table %3")
                            .arg(fk.name.isEmpty() ? GoogleSqlText::tr("on %1").arg(table) : fk.name, name, table)
                      : PostgreSqlText::tr("column %1 does not exist in table %2").arg(name, table);
    case ForeignKeyProblem::TableMissing:
        return google ? GoogleSqlText::tr("table not found: %1 (referenced by a foreign key of %2)").arg(name, table)
                      : tableNotFound(dialect, schema, name);
    case ForeignKeyProblem::ReferencedColumnMissing:
        return google ? GoogleSqlText::tr("foreign key references column %1, which does not exist in table %2").arg(name, fk.referencedTable)
                      : PostgreSqlText::tr("column %1 does not exist in table %2").arg(name, fk.referencedTable);
    case ForeignKeyProblem::CountMismatch: {
        const QString text = google ? GoogleSqlText::tr("foreign key has %1 referencing columns but %2 referenced columns")
                                    : PostgreSqlText::tr("foreign key has %1 referencing columns but %2 referenced columns");
        return text.arg(fk.columns.size()).arg(fk.referencedColumns.size());
    }
    }
    return QString();
}

QString postgreSqlTypeWord(const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::Bool: return QStringLiteral("boolean");
    case TypeKind::Int64: return QStringLiteral("bigint");
    case TypeKind::Float32: return QStringLiteral("real");
    case TypeKind::Float64: return QStringLiteral("double precision");
    case TypeKind::Numeric: return QStringLiteral("numeric");
    case TypeKind::String: return QStringLiteral("character varying");
    case TypeKind::Bytes: return QStringLiteral("bytea");
    case TypeKind::Json: return QStringLiteral("jsonb");
    case TypeKind::Date: return QStringLiteral("date");
    case TypeKind::Timestamp: return QStringLiteral("timestamp with time zone");
    case TypeKind::Uuid: return QStringLiteral("uuid");
    case TypeKind::TokenList: return QStringLiteral("spanner.tokenlist");
    case TypeKind::Array: return type.element.empty() ? QStringLiteral("array") : postgreSqlTypeWord(type.element.front()) + QStringLiteral("[]");
    default: return PostgreSqlText::tr("an unsupported type");
    }
}

QString reservedRoleName(Dialect dialect, const QString &role)
{
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("role name '%1' is reserved (pg_*, spanner_* and public can't be created)").arg(role);
    return GoogleSqlText::tr("role name %1 is reserved for the system roles (public and spanner_* can't be created)").arg(role);
}

QString roleHoldsPrivilegesText(Dialect dialect, const QString &role)
{
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("role %1 cannot be dropped because privileges are granted to it; revoke them first").arg(role);
    return GoogleSqlText::tr("cannot drop role %1: privileges are granted to it; revoke them first").arg(role);
}

QString systemRoleDropped(Dialect dialect, const QString &role)
{
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("cannot drop role %1: it is a system role").arg(role);
    return GoogleSqlText::tr("cannot drop system role %1").arg(role);
}

QString checkColumnNotBoolean(const Column &column)
{
    return PostgreSqlText::tr("check constraint expression must be boolean, found column %1 of type %2")
        .arg(column.name, postgreSqlTypeWord(column.type));
}

QString ttlColumnNotTimestamp(Dialect dialect, const QString &table, const Column &column, bool policyWritten)
{
    if (dialect == Dialect::PostgreSql && !policyWritten)
        return PostgreSqlText::tr("column %1 of table %2 must stay a timestamptz: the table's TTL uses it").arg(column.name, table);
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("cannot create TTL on table %1: column %2 is %3, not timestamptz")
            .arg(table, column.name, postgreSqlTypeWord(column.type));
    if (!policyWritten)
        return GoogleSqlText::tr("column %1 of table %2 must stay a TIMESTAMP: the table's ROW DELETION POLICY uses it")
            .arg(column.name, table);
    return GoogleSqlText::tr("cannot create ROW DELETION POLICY because column %1 in table %2 is not of type TIMESTAMP")
        .arg(column.name, table);
}

QString columnProblem(Dialect dialect, ColumnProblem problem, const QString &table, const QString &column)
{
    const bool google = dialect == Dialect::GoogleSql;
    switch (problem) {
    case ColumnProblem::KeyColumnMissing:
        return google ? GoogleSqlText::tr("primary key column %1 does not exist in table %2").arg(column, table)
                      : PostgreSqlText::tr("column %1 does not exist in table %2").arg(column, table);
    case ColumnProblem::DuplicateColumn:
        return (google ? GoogleSqlText::tr("duplicate column name %1 in table %2")
                       : PostgreSqlText::tr("duplicate column name %1 in table %2")).arg(column, table);
    case ColumnProblem::KeyColumnTwice:
        return (google ? GoogleSqlText::tr("column %1 appears twice in the primary key of %2")
                       : PostgreSqlText::tr("column %1 appears twice in the primary key of %2")).arg(column, table);
    case ColumnProblem::TtlColumnMissing:
        return google ? GoogleSqlText::tr("row deletion policy column %1 does not exist in table %2").arg(column, table)
                      : PostgreSqlText::tr("column %1 does not exist in table %2").arg(column, table);
    case ColumnProblem::DefaultUsesColumn:
        return (google ? GoogleSqlText::tr("the DEFAULT value of column %1 refers to column %2; DEFAULT expressions cannot "
                                           "refer to columns")
                       : PostgreSqlText::tr("the DEFAULT value of column %1 refers to column %2; DEFAULT expressions cannot "
                                            "refer to columns")).arg(table, column);
    }
    return QString();
}

QString sequenceNotFound(Dialect dialect, const QString &sequence)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("sequence not found: %1").arg(sequence);
    return PostgreSqlText::tr("sequence %1 does not exist").arg(sequence);
}

QString interleavedInItself(Dialect dialect, const QString &table)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("table %1 cannot be interleaved in itself").arg(table);
    return PostgreSqlText::tr("table %1 cannot be interleaved in itself").arg(table);
}

QString interleaveParentNotFound(Dialect dialect, const Schema &schema, const QString &parent, const QString &table)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("table not found: %1 (the parent of %2)").arg(parent, table);
    return tableNotFound(dialect, schema, parent);
}

QString localityGroupExists(Dialect dialect, const QString &group)
{
    if (dialect == Dialect::GoogleSql)
        return GoogleSqlText::tr("duplicate name: locality group %1 already exists").arg(group);
    return PostgreSqlText::tr("locality group %1 already exists").arg(group);
}

QString alterTableProblem(Dialect dialect, AlterTableProblem problem, const QString &table, const QString &name, const QString &other)
{
    using P = AlterTableProblem;
    if (dialect == Dialect::GoogleSql) {
        switch (problem) {
        case P::ColumnExists: return GoogleSqlText::tr("duplicate column name %1 in table %2").arg(name, table);
        case P::ConstraintMissing: return GoogleSqlText::tr("constraint not found: %1 on table %2").arg(name, table);
        case P::GeneratedColumnRestated:
            return GoogleSqlText::tr("cannot convert generated column %1.%2 to a regular column").arg(table, name);
        case P::NotIdentityColumn: return GoogleSqlText::tr("column %1 of table %2 is not an identity column").arg(name, table);
        case P::TtlExists:
            return GoogleSqlText::tr("table %1 already has a row deletion policy (use REPLACE ROW DELETION POLICY)").arg(table);
        case P::NoTtlToAlter:
            return GoogleSqlText::tr("table %1 has no row deletion policy to replace (use ADD ROW DELETION POLICY)").arg(table);
        case P::NoTtlToDrop: return GoogleSqlText::tr("table %1 has no row deletion policy to drop").arg(table);
        case P::NotInterleavedInParent:
            return GoogleSqlText::tr("SET ON DELETE needs a table interleaved with INTERLEAVE IN PARENT; %1 is not").arg(table);
        case P::NotInterleaved:
            return GoogleSqlText::tr("table %1 is not interleaved; SET INTERLEAVE can only change how an interleaved table is interleaved")
                .arg(table);
        case P::InterleaveParentChanged:
            return GoogleSqlText::tr("cannot change the interleaving parent of table %1 from %2 to %3").arg(table, other, name);
        case P::SynonymMissing: return GoogleSqlText::tr("synonym %1 not found on table %2").arg(name, table);
        default: break; // worded as PostgreSQL's, below
        }
    }
    switch (problem) {
    case P::ColumnExists: return PostgreSqlText::tr("column %1 already exists in table %2").arg(name, table);
    case P::ConstraintMissing: return PostgreSqlText::tr("constraint %1 does not exist on table %2").arg(name, table);
    case P::GeneratedColumnRestated: break; // GoogleSQL's only
    case P::NotIdentityColumn: return PostgreSqlText::tr("column %1 is not an identity column").arg(name);
    case P::KeyColumnNullable: return PostgreSqlText::tr("primary key column %1 can't be nullable").arg(name);
    case P::TtlExists: return PostgreSqlText::tr("table %1 already has a TTL (use ALTER TTL)").arg(table);
    case P::NoTtlToAlter: return PostgreSqlText::tr("table %1 has no TTL to alter (use ADD TTL)").arg(table);
    case P::NoTtlToDrop: return PostgreSqlText::tr("table %1 has no TTL to drop").arg(table);
    case P::NotInterleavedInParent:
        return PostgreSqlText::tr("table %1 is not interleaved IN PARENT; SET ON DELETE needs a parent").arg(table);
    case P::NotInterleaved:
        return PostgreSqlText::tr("table %1 is not interleaved; interleaving can't be added later").arg(table);
    case P::InterleaveParentChanged:
        return PostgreSqlText::tr("table %1 is interleaved in %2; the parent can't be changed").arg(table, other);
    case P::CascadeFromInterleaveIn:
        return PostgreSqlText::tr("table %1 is INTERLEAVE IN %2: set INTERLEAVE IN PARENT %2 ON DELETE NO ACTION first, "
                                  "then ON DELETE CASCADE").arg(table, name);
    case P::SynonymMissing: return PostgreSqlText::tr("table %1 has no synonym %2").arg(table, name);
    }
    return QString();
}

QString columnDropProblem(Dialect dialect, const validation::ColumnDropBlocker &blocker, const QString &table, const QString &column)
{
    using K = validation::ColumnDropBlocker::Kind;
    if (dialect == Dialect::GoogleSql) {
        const QString fkName = blocker.object.isEmpty() ? GoogleSqlText::tr("(unnamed)") : blocker.object;
        QString reason;
        switch (blocker.kind) {
        case K::None: return QString();
        case K::PrimaryKey: reason = GoogleSqlText::tr("it is part of the primary key"); break;
        case K::Index: reason = GoogleSqlText::tr("index %1 uses it").arg(blocker.object); break;
        case K::ForeignKey: reason = GoogleSqlText::tr("foreign key %1 uses it").arg(fkName); break;
        case K::ReferencingForeignKey:
            reason = GoogleSqlText::tr("foreign key %1 of table %2 references it").arg(fkName, blocker.otherTable);
            break;
        case K::RowDeletionPolicy: reason = GoogleSqlText::tr("the row deletion policy uses it"); break;
        }
        return GoogleSqlText::tr("cannot drop column %1 of table %2: %3").arg(column, table, reason);
    }
    switch (blocker.kind) {
    case K::None: return QString();
    case K::PrimaryKey: return PostgreSqlText::tr("cannot drop key column %1 of table %2").arg(column, table);
    case K::Index: return PostgreSqlText::tr("cannot drop column %1: index %2 uses it").arg(column, blocker.object);
    case K::ForeignKey: return PostgreSqlText::tr("cannot drop column %1: foreign key %2 uses it").arg(column, blocker.object);
    case K::ReferencingForeignKey:
        return PostgreSqlText::tr("cannot drop column %1: foreign key %2 of table %3 references it")
            .arg(column, blocker.object, blocker.otherTable);
    case K::RowDeletionPolicy: return PostgreSqlText::tr("cannot drop column %1: the TTL of table %2 uses it").arg(column, table);
    }
    return QString();
}

QString protoBundleExists()
{
    return GoogleSqlText::tr("a proto bundle already exists (use ALTER PROTO BUNDLE)");
}

QString protoTypeNotInBundle(const QString &type)
{
    return GoogleSqlText::tr("proto type not found in the bundle: %1").arg(type);
}

QString protoTypeAlreadyInBundle(const QString &type)
{
    return GoogleSqlText::tr("proto type already in the bundle: %1").arg(type);
}

QString generatedColumnDefault(Dialect dialect, const QString &table, const Column &column)
{
    if (dialect == Dialect::PostgreSql)
        return PostgreSqlText::tr("column %1 is generated and can't have a default").arg(column.name);
    return valueSourceConflict(ValueSourceConflict::DefaultAndGenerated, table, column);
}

QString valueSourceConflict(ValueSourceConflict conflict, const QString &table, const Column &column)
{
    using C = ValueSourceConflict;
    switch (conflict) {
    case C::DefaultAndGenerated:
        return GoogleSqlText::tr("column %1.%2 cannot have both a DEFAULT value and a generated "
                                 "value (AS ...)").arg(table, column.name);
    case C::OnUpdateWithoutDefault:
        return GoogleSqlText::tr("column %1 has an ON UPDATE expression, so it must have an "
                                 "identical DEFAULT value").arg(column.name);
    case C::OnUpdateNotDefault:
        return GoogleSqlText::tr("the ON UPDATE expression of column %1 does not match its "
                                 "DEFAULT value %2").arg(column.name, column.defaultExpr.value_or(QString()));
    case C::OnUpdateInKey:
        return GoogleSqlText::tr("column %1.%2 has ON UPDATE, so it cannot be part of the primary "
                                 "key").arg(table, column.name);
    }
    return QString();
}

} // namespace ssd::apply
