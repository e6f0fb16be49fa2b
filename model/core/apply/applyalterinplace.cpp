// ALTER TABLE: the actions of long migration histories (ADD COLUMN, ADD FOREIGN KEY, DROP COLUMN)
// applied in place. alterTableChecked copies the table before the action and compares it after,
// which costs the table's width per statement, quadratic over a history that grows one table;
// here the same checks, in the same order, look only at what the action changes, through the
// per-table indexes of validation::AlteredTables. The checks skipped cannot fail for these
// actions on a table that passed them before.

#include "apply/applier.h"

namespace ssd::apply {

bool Applier::alterTableInPlace(AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    Table *table = tableNamed(stmt.table.name);
    if (!table)
        return false;
    if (stmt.action != A::AddColumn && stmt.action != A::DropColumn && stmt.action != A::AddForeignKey)
        return false;
    // Generated columns, added or dropped, are checked against the table's whole generated-column graph.
    if (stmt.action == A::AddColumn && stmt.column.isGenerated())
        return false;
    const validation::AlteredTables::Entry *entry = m_names.alteredTables().of(*table);
    if (!entry)
        return false; // twin column names: the copying path reports them
    if (stmt.action == A::DropColumn) {
        const Column *column = entry->columns.find(stmt.target.name);
        if (!column || column->name != stmt.target.name || column->isGenerated())
            return false;
    }
    switch (stmt.action) {
    case A::AddColumn: addColumnInPlace(*table, *entry, stmt, pos); break;
    case A::DropColumn: dropColumnInPlace(*table, *entry, stmt, pos); break;
    default:
        if (addForeignKey(*table, &entry->columns, stmt, pos))
            m_names.alteredTables().foreignKeyAdded(*table);
        break;
    }
    return true;
}

void Applier::addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    if (!canAddColumn(table, &entry.columns, stmt))
        return;
    Column &column = stmt.column;
    column.pos = pos;
    const NameRef at = stmt.target.line > 0 ? stmt.target : stmt.table;
    if (!report(validation::validateAddedColumn(table, column), at, pos))
        return;
    column.id = m_schema.newId();
    table.columns.push_back(std::move(column));
    m_names.alteredTables().columnAdded(table);
}

void Applier::dropColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    if (!canDropColumn(table, &entry.columns, stmt, &entry))
        return;
    const QString dropped = stmt.target.name;
    const qsizetype position = entry.columns.position(dropped);
    const NameRef at = stmt.target.line > 0 ? stmt.target : stmt.table;
    if (!report(validation::validateColumnDrop(m_schema, table, table.columns[size_t(position)], entry), at, pos))
        return;
    table.columns.erase(table.columns.begin() + position);
    m_names.alteredTables().columnDropped(table, size_t(position), dropped, false);
}

} // namespace ssd::apply
