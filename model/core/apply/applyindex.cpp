// Applier: CREATE and ALTER of regular, search and vector indexes, for both dialects (DROP is
// applydrop.cpp).
//
// What CREATE checks is what makes the statement meaningless: the name is free, the table, its
// columns, the INTERLEAVE IN table and the locality group exist, a search index indexes TOKENLIST
// columns, a vector index says its distance type. What Spanner refuses but a quick fix can mend
// (a key column listed twice, a stored column that is a key, INTERLEAVE IN a table that is not an
// ancestor or whose key is no prefix) is left to the checklist (index-storing-invalid,
// interleaved-index-key-prefix), so that the index is kept and can be fixed.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"

#include <algorithm>

namespace ssd::apply {

void Applier::createIndex(CreateIndexStmt &stmt, const SourcePos &pos)
{
    Index &index = stmt.index;
    // A rule of the statement alone, so it comes first, even before IF NOT EXISTS.
    if (index.kind == Index::Kind::Vector && !findOption(index.options, u"distance_type"))
        return void(error(stmt.name, vectorIndexWithoutDistanceType(m_dialect, index.name)));
    if (stmt.ifNotExists && m_names.index(index.name))
        return;
    if (!requireFreeName(stmt.name, nameKindOf(index.kind)))
        return;
    Table *table = nullptr;
    if (!requireTable(stmt.table, &table) || !checkIndexColumns(stmt, *table))
        return;
    Table *parent = nullptr;
    if (!stmt.interleaveIn.name.isEmpty() && !requireTable(stmt.interleaveIn, &parent))
        return;
    if (!requireLocalityGroup(stmt.localityGroup))
        return;
    index.id = m_schema.newId();
    index.pos = pos;
    m_names.noteName(index.name);
    m_schema.indexes.push_back(std::move(index));
}

bool Applier::checkIndexColumns(const CreateIndexStmt &stmt, const Table &table)
{
    const Index &index = stmt.index;
    for (const NameRef &column : stmt.columns)
        if (!table.findColumn(column.name))
            return error(column, indexColumnNotFound(m_dialect, index, column.name, table.name));
    if (index.kind != Index::Kind::Search)
        return true;
    // The keys of a search index are TOKENLIST columns (the DDL reference's token_column_list);
    // the keys are the first columns written.
    for (size_t k = 0; k < index.keys.size() && k < stmt.columns.size(); ++k)
        if (table.findColumn(stmt.columns[k].name)->type.kind != TypeKind::TokenList)
            return error(stmt.columns[k], searchIndexKeyNotTokenList(m_dialect, index.name, stmt.columns[k].name));
    return true;
}

void Applier::alterIndex(const AlterIndexStmt &stmt, const SourcePos &pos)
{
    Index *index = m_schema.findIndex(stmt.index.name);
    if (!index)
        return void(error(stmt.index, objectNotFound(m_dialect, m_schema, indexObject(stmt.kind), stmt.index.name)));
    const QString &column = stmt.column.name;
    switch (stmt.action) {
    case AlterIndexStmt::Action::AddStored: {
        // An index whose table is gone is left to the checks of the whole schema.
        const Table *table = tableNamed(index->table);
        if (table && !table->findColumn(column))
            return void(error(stmt.column, columnNotFound(m_dialect, column, index->table)));
        // A column is in an index once: as a key or stored, never both; the table's key columns
        // are in every index (the emulator: "Column k is already existed in index i"). CREATE
        // INDEX keeps such an index for the checklist's quick fix (index-storing-invalid), since
        // refusing it would lose the index; refusing the ALTER leaves a sound index as it was.
        const bool stored = index->storing.contains(column);
        if (stored || std::any_of(index->keys.begin(), index->keys.end(), [&](const KeyPart &k) { return k.column == column; })
            || (table && table->isKeyColumn(column)))
            return void(error(stmt.column, indexAlreadyHasColumn(m_dialect, index->name, column, stored)));
        index->storing.push_back(column);
        break;
    }
    case AlterIndexStmt::Action::DropStored:
        if (!index->storing.removeOne(column))
            return void(error(stmt.column, indexDoesNotStore(m_dialect, index->name, column)));
        break;
    case AlterIndexStmt::Action::SetOptions:
        mergeOptions(index->options, stmt.options);
        break;
    }
    addSuppressed(index->pos, pos);
}

} // namespace ssd::apply
