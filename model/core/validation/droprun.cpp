// DropRun: DROP TABLE and DROP INDEX runs in linear time (see the header).

#include "validation/droprun.h"

#include "hashindex.h"

namespace ssd::validation {

namespace {

size_t positionOf(const auto &objects, const auto &object) { return size_t(&object - objects.data()); }

// Erases the marked elements, keeping the order of the others.
template<typename Vec>
void eraseMarked(Vec &objects, const std::vector<bool> &marked)
{
    size_t kept = 0;
    for (size_t at = 0; at < objects.size(); ++at) {
        if (at < marked.size() && marked[at])
            continue;
        if (kept != at)
            objects[kept] = std::move(objects[at]);
        ++kept;
    }
    objects.erase(objects.begin() + qsizetype(kept), objects.end());
}

} // namespace

void DropRun::begin(const Schema &schema)
{
    if (!m_active) {
        m_active = true;
        m_droppedTables.clear();
        m_droppedIndexes.clear();
        m_streamsCounted = 0;
        m_dependents.clear();
        m_dependents.reserve(schema.tables.size());
        m_indexPositions.clear();
        m_indexPositions.reserve(schema.indexes.size());
    }
    // What validateDropTable looks for, counted per table name (the rules compare exact names).
    // Objects are only appended during a run, so the ones past those counted are new.
    for (; m_streamsCounted < schema.changeStreams.size(); ++m_streamsCounted)
        for (const ChangeStream::Target &target : schema.changeStreams[m_streamsCounted].targets)
            countDependent(target.table, 1);
    while (m_droppedTables.size() < schema.tables.size()) {
        countTable(schema.tables[m_droppedTables.size()], 1);
        m_droppedTables.push_back(false);
    }
    while (m_droppedIndexes.size() < schema.indexes.size()) {
        const size_t at = m_droppedIndexes.size();
        countIndex(schema.indexes[at], at, 1);
        m_droppedIndexes.push_back(false);
    }
}

void DropRun::countTable(const Table &table, int delta)
{
    if (table.interleave)
        countDependent(table.interleave->parent, delta);
    for (const ForeignKey &fk : table.foreignKeys)
        if (fk.referencedTable != table.name) // a table's own foreign keys go with it
            countDependent(fk.referencedTable, delta);
}

void DropRun::countIndex(const Index &index, size_t at, int delta)
{
    countDependent(index.table, delta);
    if (index.isInterleaved() && index.interleaveIn != index.table)
        countDependent(index.interleaveIn, delta);
    if (delta > 0)
        m_indexPositions.emplace(hashindex::textHash(index.name), at);
}

void DropRun::countDependent(QStringView name, int delta)
{
    m_dependents[hashindex::textHash(name)] += delta;
}

int DropRun::dependents(QStringView name) const
{
    const auto it = m_dependents.find(hashindex::textHash(name));
    return it == m_dependents.end() ? 0 : it->second;
}

bool DropRun::tableDropped(const Schema &schema, const Table &table) const
{
    const size_t at = positionOf(schema.tables, table);
    return m_active && at < m_droppedTables.size() && m_droppedTables[at];
}

bool DropRun::indexDropped(const Schema &schema, const Index &index) const
{
    const size_t at = positionOf(schema.indexes, index);
    return m_active && at < m_droppedIndexes.size() && m_droppedIndexes[at];
}

const Index *DropRun::findIndex(const Schema &schema, QStringView name)
{
    begin(schema);
    const auto [first, last] = m_indexPositions.equal_range(hashindex::textHash(name));
    const Index *found = nullptr;
    for (auto it = first; it != last; ++it) {
        const size_t at = it->second;
        // The first in schema order, as Schema::findIndex (twin names only exist in broken input).
        if (at < schema.indexes.size() && !m_droppedIndexes[at] && schema.indexes[at].name == name
            && (!found || at < positionOf(schema.indexes, *found)))
            found = &schema.indexes[at];
    }
    return found;
}

Verdict DropRun::validateDropTable(const Schema &schema, const Table &table)
{
    begin(schema);
    if (dependents(table.name) > 0)
        return validation::validateDropTable(schema, table, this);
    return viewsOnTable(schema, table); // the one rule the counts do not cover
}

GoneObjects DropRun::gone() const
{
    if (!m_active)
        return {};
    return {&m_droppedTables, &m_droppedIndexes};
}

void DropRun::dropTable(const Schema &schema, const Table &table)
{
    begin(schema);
    m_droppedTables[positionOf(schema.tables, table)] = true;
    ++m_tablesDropped;
    countTable(table, -1);
}

void DropRun::dropIndex(const Schema &schema, const Index &index)
{
    begin(schema);
    const size_t at = positionOf(schema.indexes, index);
    m_droppedIndexes[at] = true;
    ++m_indexesDropped;
    countIndex(index, at, -1);
}

bool DropRun::flush(Schema &schema)
{
    if (!m_active)
        return false;
    const bool tablesMoved = m_tablesDropped > 0;
    if (m_tablesDropped)
        eraseMarked(schema.tables, m_droppedTables);
    if (m_indexesDropped)
        eraseMarked(schema.indexes, m_droppedIndexes);
    m_active = false;
    m_tablesDropped = m_indexesDropped = 0;
    m_droppedTables.clear();
    m_droppedIndexes.clear();
    m_streamsCounted = 0;
    m_dependents.clear();
    m_indexPositions.clear();
    return tablesMoved;
}

} // namespace ssd::validation
