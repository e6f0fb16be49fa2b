// ALTER TABLE: the actions of long migration histories (ADD COLUMN, ADD FOREIGN KEY, DROP COLUMN)
// applied in place, in both dialects. The copying path (alterTableCopied)
// looks at the whole table before and after the action, which costs the table's width per
// statement, quadratic over a history that grows one table; here the same checks, in the same
// order, look only at what the action changes, through the per-table indexes of
// validation::AlteredTables, and a failing action is taken back. The checks skipped cannot fail
// for these actions on a table that passed them before.

#include "apply/applier.h"

namespace ssd::apply {

bool Applier::alterTableInPlace(Table &table, AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    if (stmt.action != A::AddColumn && stmt.action != A::DropColumn && stmt.action != A::AddForeignKey)
        return false;
    // Generated columns, added or dropped, are checked against the table's whole generated-column graph.
    if (stmt.action == A::AddColumn && stmt.column.isGenerated())
        return false;
    const validation::AlteredTables::Entry *entry = m_names.alteredTables().of(table);
    if (!entry)
        return false; // twin column names: the copying path reports them
    if (stmt.action == A::DropColumn) {
        const Column *column = entry->columns.find(stmt.target.name);
        if (!column || column->name != stmt.target.name || column->isGenerated())
            return false;
    }
    switch (stmt.action) {
    case A::AddColumn: addColumnInPlace(table, *entry, stmt, pos); break;
    case A::DropColumn: dropColumnInPlace(table, *entry, stmt, pos); break;
    default:
        if (addForeignKey(table, &entry->columns, stmt, pos))
            m_names.alteredTables().foreignKeyAdded(table);
        break;
    }
    return true;
}

void Applier::addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    if (!canAddColumn(table, &entry.columns, stmt))
        return;
    // In the table, for GoogleSQL's review of its expressions, which names the table's columns.
    table.columns.push_back(std::move(stmt.column));
    validation::AlteredTables &altered = m_names.alteredTables();
    altered.columnAdded(table);
    Column &column = table.columns.back();
    const NameRef at = alterationAt(stmt);
    if (!expressionsHold(table, entry.columns, stmt, at, pos) || !valueSourcesHold(table, &column, stmt, at, pos)) {
        const QString name = column.name;
        table.columns.pop_back();
        altered.columnDropped(table, table.columns.size(), name, false);
        return;
    }
    column.id = m_schema.newId();
    addSuppressed(column.pos, pos);
    addSuppressed(table.pos, pos);
}

void Applier::dropColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    if (!canDropColumn(table, &entry.columns, stmt, &entry))
        return;
    const QString dropped = stmt.target.name;
    const qsizetype position = entry.columns.position(dropped);
    if (!report(validation::validateColumnDrop(m_schema, table, table.columns[size_t(position)], entry), alterationAt(stmt), pos))
        return;
    table.columns.erase(table.columns.begin() + position);
    m_names.alteredTables().columnDropped(table, size_t(position), dropped, false);
    addSuppressed(table.pos, pos);
}

} // namespace ssd::apply
