// Drops: DROP TABLE and DROP INDEX in linear time (see the header).

#include "validation/drops.h"

#include "hashindex.h"

namespace ssd::validation {

namespace {

size_t positionOf(const auto &objects, const auto &object) { return size_t(&object - objects.data()); }

bool marked(const std::vector<bool> &marks, size_t at) { return at < marks.size() && marks[at]; }

// Erases the marked elements, keeping the order of the others.
template<typename Vec>
void eraseMarked(Vec &objects, const std::vector<bool> &marks)
{
    size_t kept = 0;
    for (size_t at = 0; at < objects.size(); ++at) {
        if (marked(marks, at))
            continue;
        if (kept != at)
            objects[kept] = std::move(objects[at]);
        ++kept;
    }
    objects.erase(objects.begin() + qsizetype(kept), objects.end());
}

// Empties an object in place, keeping its id (the comment attacher finds objects by id).
template<typename T>
void makePlaceholder(T &object)
{
    T placeholder;
    placeholder.id = object.id;
    object = std::move(placeholder);
}

} // namespace

void Drops::resetCounts(const Schema &schema)
{
    m_dependents.clear();
    m_dependents.reserve(schema.tables.size());
    m_indexPositions.clear();
    m_indexPositions.reserve(schema.indexes.size());
    m_tablesCounted = m_indexesCounted = m_streamsCounted = 0;
    m_counted = true;
}

void Drops::catchUp(const Schema &schema)
{
    m_droppedTables.resize(schema.tables.size(), false);
    m_droppedIndexes.resize(schema.indexes.size(), false);
    // A vector shorter than counted: something the callers did not tell (they call recount()
    // after they erase a change stream) moved the positions counted.
    if (!m_counted || schema.changeStreams.size() < m_streamsCounted || schema.tables.size() < m_tablesCounted
        || schema.indexes.size() < m_indexesCounted)
        resetCounts(schema);
    // What validateDropTable looks for, counted per table name ignoring case (a change stream's
    // FOR clause names its tables so, streamtargets.h; the other references are exact names, for
    // which a folded count is only ever too high).
    for (; m_streamsCounted < schema.changeStreams.size(); ++m_streamsCounted)
        for (const ChangeStream::Target &target : schema.changeStreams[m_streamsCounted].targets)
            countDependent(target.table, 1);
    for (; m_tablesCounted < schema.tables.size(); ++m_tablesCounted)
        if (!m_droppedTables[m_tablesCounted])
            countTable(schema.tables[m_tablesCounted], 1);
    for (; m_indexesCounted < schema.indexes.size(); ++m_indexesCounted)
        if (!m_droppedIndexes[m_indexesCounted])
            countIndex(schema.indexes[m_indexesCounted], m_indexesCounted, 1);
}

void Drops::countTable(const Table &table, int delta)
{
    if (table.interleave)
        countDependent(table.interleave->parent, delta);
    for (const ForeignKey &fk : table.foreignKeys)
        if (fk.referencedTable != table.name) // a table's own foreign keys go with it
            countDependent(fk.referencedTable, delta);
}

void Drops::countIndex(const Index &index, size_t at, int delta)
{
    countDependent(index.table, delta);
    if (index.isInterleaved() && index.interleaveIn != index.table)
        countDependent(index.interleaveIn, delta);
    if (delta > 0)
        m_indexPositions.emplace(hashindex::textHash(index.name), at);
}

void Drops::countDependent(QStringView name, int delta)
{
    m_dependents[hashindex::foldedHash(name)] += delta;
}

int Drops::dependents(QStringView name) const
{
    const auto it = m_dependents.find(hashindex::foldedHash(name));
    return it == m_dependents.end() ? 0 : it->second;
}

const Index *Drops::findIndex(const Schema &schema, QStringView name)
{
    catchUp(schema);
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

Verdict Drops::validateDropTable(const Schema &schema, const Table &table)
{
    catchUp(schema);
    if (dependents(table.name) > 0)
        return validation::validateDropTable(schema, table);
    const Verdict views = viewsOnTable(schema, table); // the one rule the counts do not cover
    // SSD_VERIFY_DROPS=1 checks what the counts promise, that a zero means the rule's own scan
    // finds nothing else (a scan per DROP: quadratic, for tests of the counts only).
    static const bool verify = qEnvironmentVariableIsSet("SSD_VERIFY_DROPS");
    if (verify && !views) {
        if (const Verdict missed = validation::validateDropTable(schema, table))
            qFatal("Drops: a dependent of table %s was not counted: %s", qPrintable(table.name), qPrintable(missed->message));
    }
    return views;
}

void Drops::dropTable(Schema &schema, const Table &table)
{
    catchUp(schema);
    const size_t at = positionOf(schema.tables, table);
    countTable(table, -1);
    makePlaceholder(schema.tables[at]);
    m_droppedTables[at] = true;
    ++m_tablesDropped;
}

void Drops::dropIndex(Schema &schema, const Index &index)
{
    catchUp(schema);
    const size_t at = positionOf(schema.indexes, index);
    countIndex(index, at, -1);
    makePlaceholder(schema.indexes[at]);
    m_droppedIndexes[at] = true;
    ++m_indexesDropped;
}

Drops::References Drops::referencesOf(const Schema &schema, const Table &table) const
{
    return {positionOf(schema.tables, table), table.foreignKeys.size(), table.interleave ? table.interleave->parent : QString()};
}

void Drops::noteAltered(const Schema &schema, const References &before)
{
    // Not counted yet: the catch-up will. What the ALTER removed stays counted, which is safe.
    if (!m_counted || before.position >= m_tablesCounted || before.position >= schema.tables.size())
        return;
    const Table &table = schema.tables[before.position];
    for (size_t i = before.foreignKeys; i < table.foreignKeys.size(); ++i)
        if (table.foreignKeys[i].referencedTable != table.name)
            countDependent(table.foreignKeys[i].referencedTable, 1);
    if (table.interleave && table.interleave->parent != before.parent)
        countDependent(table.interleave->parent, 1);
}

bool Drops::compact(Schema &schema, bool all)
{
    const bool tables = m_tablesDropped > 0 && (all || 2 * m_tablesDropped >= schema.tables.size());
    const bool indexes = m_indexesDropped > 0 && (all || 2 * m_indexesDropped >= schema.indexes.size());
    if (tables) {
        eraseMarked(schema.tables, m_droppedTables);
        m_droppedTables.assign(schema.tables.size(), false);
        m_tablesDropped = 0;
    }
    if (indexes) {
        eraseMarked(schema.indexes, m_droppedIndexes);
        m_droppedIndexes.assign(schema.indexes.size(), false);
        m_indexesDropped = 0;
    }
    if (tables || indexes)
        m_counted = false; // positions moved
    return tables || indexes;
}

} // namespace ssd::validation
