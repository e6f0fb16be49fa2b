// Applier: the ALTER TABLE actions of long migration histories (ADD COLUMN, ADD FOREIGN KEY, DROP
// COLUMN) applied in place. alterTable copies the table before the action and compares it after,
// which costs the table's width per statement; here the same checks, in the same order, look
// only at what the action changes, through the per-table indexes of validation::AlteredTables.
// The checks skipped cannot fail for these actions on a table that passed them before.

#include "pgapply.h"

namespace ssd::pg {

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
    default: addForeignKeyInPlace(*table, *entry, stmt, pos); break;
    }
    return true;
}

void Applier::addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    Column &column = stmt.column;
    if (entry.columns.find(column.name)) {
        if (!stmt.ifNotExists)
            error(stmt.target, tr("column %1 already exists in table %2").arg(column.name, table.name));
        return;
    }
    if (column.notNull && !column.defaultExpr && !column.isGenerated())
        return void(error(stmt.target, tr("cannot add NOT NULL column %1.%2 to an existing table without a DEFAULT").arg(table.name, column.name)));
    for (const NameRef &used : stmt.defaultNames)
        if (!requireNotAColumn(used, column.name, table, &column, &entry.columns))
            return;
    if (!requireSequences(stmt.sequenceNames))
        return;
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
    if (!requireColumn(entry.columns, table, stmt.target))
        return;
    const QString dropped = stmt.target.name;
    if (table.isKeyColumn(dropped))
        return void(error(stmt.target, tr("cannot drop key column %1 of table %2").arg(dropped, table.name)));
    for (const Index &index : m_schema.indexes) {
        if (index.table != table.name)
            continue;
        const bool used = index.storing.contains(dropped)
                          || std::any_of(index.keys.begin(), index.keys.end(), [&](const KeyPart &k) { return k.column == dropped; });
        if (used)
            return void(error(stmt.target, tr("cannot drop column %1: index %2 uses it").arg(dropped, index.name)));
    }
    if (entry.foreignKeyColumns.contains(dropped))
        for (const ForeignKey &fk : table.foreignKeys)
            if (fk.columns.contains(dropped))
                return void(error(stmt.target, tr("cannot drop column %1: foreign key %2 uses it").arg(dropped, fk.name)));
    const qsizetype position = entry.columns.position(dropped);
    const NameRef at = stmt.target.line > 0 ? stmt.target : stmt.table;
    if (!report(validation::validateColumnDrop(m_schema, table, table.columns[size_t(position)], entry), at, pos))
        return;
    table.columns.erase(table.columns.begin() + position);
    m_names.alteredTables().columnDropped(table, size_t(position), dropped, false);
}

void Applier::addForeignKeyInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos)
{
    ForeignKey &fk = stmt.foreignKey;
    if (!report(apply::checkForeignKey(m_dialect, m_names, m_schema, table, &entry.columns, fk, stmt.foreignKeyRefs), stmt.table, pos))
        return;
    if (!fk.name.isEmpty() && !report(m_names.checkNewName(fk.name, NameKind::ForeignKey, fk.pos), stmt.table, pos))
        return;
    fk.id = m_schema.newId();
    fk.pos = pos;
    m_names.noteName(fk.name);
    table.foreignKeys.push_back(std::move(fk));
    m_names.alteredTables().foreignKeyAdded(table);
}

} // namespace ssd::pg
