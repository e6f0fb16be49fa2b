// Applier: the PostgreSQL checks, statement dispatch and CREATE TABLE.

#include "pgapply.h"

namespace ssd::pg {

namespace {

QString typeWord(const ColumnType &type)
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
    case TypeKind::Array: return type.element.empty() ? QStringLiteral("array") : typeWord(type.element.front()) + QStringLiteral("[]");
    default: return Applier::tr("an unsupported type");
    }
}

} // namespace

Applier::Applier(Schema &schema, Diagnostics &diagnostics) : apply::Applier(schema, diagnostics, Dialect::PostgreSql)
{
}

bool Applier::requireColumn(const Table &table, const NameRef &column)
{
    if (table.findColumn(column.name))
        return true;
    return error(column, tr("column %1 does not exist in table %2").arg(column.name, table.name));
}

bool Applier::requireColumn(const ColumnIndex &columns, const Table &table, const NameRef &column)
{
    return apply::hasColumn(table, &columns, column.name) || requireColumn(table, column);
}

bool Applier::requireNotAColumn(const NameRef &used, const QString &column, const Table &table, const Column *added,
                                const ColumnIndex *columns)
{
    return report(apply::checkDefaultUsesNoColumn(m_dialect, table, columns, column, used, added), used, {});
}

bool Applier::requireSequences(const std::vector<NameRef> &names)
{
    return report(apply::checkSequencesExist(m_dialect, m_names, names), {}, {});
}

void Applier::apply(Statement &statement, const SourcePos &pos)
{
    if (apply::Applier::apply(statement, pos))
        return; // a kind the shared applier owns
    std::visit([&](auto &stmt) {
        using T = std::decay_t<decltype(stmt)>;
        if constexpr (std::is_same_v<T, CreateTableStmt>) createTable(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterTableStmt>) alterTable(stmt, pos);
    }, statement);
}

void Applier::createTable(CreateTableStmt &stmt, const SourcePos &pos)
{
    Table &table = stmt.table;
    if (stmt.ifNotExists && tableNamed(table.name))
        return; // IF NOT EXISTS on an existing table: nothing to do
    if (!requireFreeName(stmt.name, NameKind::Table) || !requireSchemaOf(stmt.name))
        return;
    // Every lookup below goes through one index of the columns: a hostile table of 100,000
    // columns must not cost 100,000 linear searches.
    const ColumnIndex columns(table.columns, Qt::CaseInsensitive);
    if (!report(apply::checkColumnsAndKey(m_dialect, table, columns, stmt.keyColumns), stmt.name, pos))
        return;
    for (const auto &[column, used] : stmt.defaultNames)
        if (!requireNotAColumn(used, column, table, nullptr, &columns))
            return;
    if (!requireSequences(stmt.sequenceNames))
        return;
    if (table.interleave && !report(apply::checkInterleaveParent(m_dialect, m_names, m_schema, table, stmt.parent), stmt.name, pos))
        return;
    for (size_t i = 0; i < table.foreignKeys.size(); ++i)
        if (!report(apply::checkForeignKey(m_dialect, m_names, m_schema, table, &columns, table.foreignKeys[i], stmt.foreignKeyRefs[i]),
                    stmt.name, pos))
            return;
    for (const CheckConstraint &check : table.checks) {
        // CHECK (col) on a non-boolean column can never be a condition.
        const Column *lone = table.findColumn(check.expr.toLower());
        if (lone && lone->type.kind != TypeKind::Bool)
            return void(error({check.name, check.pos.line, check.pos.column},
                              tr("check constraint expression must be boolean, found column %1 of type %2").arg(lone->name, typeWord(lone->type))));
    }
    if (!report(m_names.checkNewTableNames(table), stmt.name, pos))
        return;
    if (table.rowDeletionPolicy && !report(apply::checkTtlColumn(m_dialect, table, &columns, stmt.ttlColumn), stmt.name, pos))
        return;
    if (!requireLocalityGroup(stmt.localityGroup))
        return;
    if (!report(validation::validateNewTableName(m_schema, table.name), stmt.name, pos)
        || !report(validation::validateTable(table, Dialect::PostgreSql), stmt.name, pos))
        return;

    // PostgreSQL primary-key columns are NOT NULL, as Spanner prints them.
    for (const KeyPart &key : table.primaryKey)
        table.findColumn(key.column)->notNull = true;
    table.id = m_schema.newId();
    table.pos = pos;
    m_names.noteName(table.name);
    for (const ForeignKey &fk : table.foreignKeys)
        m_names.noteName(fk.name);
    for (const CheckConstraint &check : table.checks)
        m_names.noteName(check.name);
    for (Column &column : table.columns)
        column.id = m_schema.newId();
    for (ForeignKey &fk : table.foreignKeys)
        fk.id = m_schema.newId();
    for (CheckConstraint &check : table.checks)
        check.id = m_schema.newId();
    m_schema.tables.push_back(std::move(table));
}

} // namespace ssd::pg
