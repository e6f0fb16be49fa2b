// Applier: ALTER of regular, search and vector indexes, for both dialects (CREATE INDEX is still
// applied by each dialect's front end; DROP is applydrop.cpp).

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"

#include <algorithm>

namespace ssd::apply {

namespace {

DropStmt::Object objectOf(Index::Kind kind)
{
    switch (kind) {
    case Index::Kind::Regular: return DropStmt::Object::Index;
    case Index::Kind::Search: return DropStmt::Object::SearchIndex;
    case Index::Kind::Vector: return DropStmt::Object::VectorIndex;
    }
    return DropStmt::Object::Index;
}

} // namespace

void Applier::alterIndex(const AlterIndexStmt &stmt, const SourcePos &pos)
{
    Index *index = m_schema.findIndex(stmt.index.name);
    if (!index)
        return void(error(stmt.index, objectNotFound(m_dialect, m_schema, objectOf(stmt.kind), stmt.index.name)));
    const QString &column = stmt.column.name;
    switch (stmt.action) {
    case AlterIndexStmt::Action::AddStored: {
        // An index whose table is gone is left to the checks of the whole schema.
        const Table *table = tableNamed(index->table);
        if (table && !table->findColumn(column))
            return void(error(stmt.column, indexTableLacksColumn(m_dialect, column, index->table)));
        // A column is in an index once: as a key or stored, never both.
        const bool stored = index->storing.contains(column);
        if (stored || std::any_of(index->keys.begin(), index->keys.end(), [&](const KeyPart &k) { return k.column == column; }))
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
