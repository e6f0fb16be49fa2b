// Applier: the PostgreSQL checks and the statement dispatch.

#include "pgapply.h"

namespace ssd::pg {

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
        if constexpr (std::is_same_v<T, AlterTableStmt>) alterTable(stmt, pos);
    }, statement);
}

} // namespace ssd::pg
