#include "validation/alteredtables.h"

namespace ssd::validation {

namespace {

void addForeignKeyColumns(QSet<QString> &set, const Table &table, const ForeignKey &fk)
{
    for (const QString &column : fk.columns)
        set.insert(column);
    if (fk.referencedTable == table.name)
        for (const QString &column : fk.referencedColumns)
            set.insert(column);
}

} // namespace

AlteredTables::Entry::Entry(const Table &table) : columns(table.columns, Qt::CaseInsensitive)
{
    sync(table);
    for (const ForeignKey &fk : table.foreignKeys)
        addForeignKeyColumns(foreignKeyColumns, table, fk);
    for (const Column &column : table.columns)
        generatedColumns += column.generatedExpr ? 1 : 0;
}

bool AlteredTables::Entry::describes(const Table &table) const
{
    return tableId == table.id && columnVector == &table.columns && columnData == table.columns.data()
           && columnCount == table.columns.size() && foreignKeyVector == &table.foreignKeys
           && foreignKeyData == table.foreignKeys.data() && foreignKeyCount == table.foreignKeys.size();
}

void AlteredTables::Entry::sync(const Table &table)
{
    tableId = table.id;
    columnVector = &table.columns;
    columnData = table.columns.data();
    columnCount = table.columns.size();
    foreignKeyVector = &table.foreignKeys;
    foreignKeyData = table.foreignKeys.data();
    foreignKeyCount = table.foreignKeys.size();
}

AlteredTables::Entry *AlteredTables::current(const Table &table)
{
    std::unique_ptr<Entry> &entry = m_entries[table.id];
    if (!entry || !entry->describes(table))
        entry = std::make_unique<Entry>(table);
    return entry.get();
}

const AlteredTables::Entry *AlteredTables::of(const Table &table)
{
    const Entry *entry = current(table);
    return entry->columns.firstDuplicate() < 0 ? entry : nullptr;
}

void AlteredTables::columnAdded(const Table &table)
{
    auto it = m_entries.find(table.id);
    if (it == m_entries.end() || !it->second)
        return;
    Entry &entry = *it->second;
    entry.columns.appended();
    entry.generatedColumns += table.columns.back().generatedExpr ? 1 : 0;
    entry.sync(table);
}

void AlteredTables::columnDropped(const Table &table, size_t position, const QString &name, bool generated)
{
    auto it = m_entries.find(table.id);
    if (it == m_entries.end() || !it->second)
        return;
    Entry &entry = *it->second;
    entry.columns.erased(position, name);
    entry.generatedColumns -= generated ? 1 : 0;
    entry.sync(table);
}

void AlteredTables::foreignKeyAdded(const Table &table)
{
    auto it = m_entries.find(table.id);
    if (it == m_entries.end() || !it->second)
        return;
    Entry &entry = *it->second;
    addForeignKeyColumns(entry.foreignKeyColumns, table, table.foreignKeys.back());
    entry.sync(table);
}

} // namespace ssd::validation
