#include "statementmemo.h"

#include "statementwriter.h"

#include <algorithm>

namespace ssd {

namespace {
// Drops the entries the last write did not meet (objects dropped or renumbered).
template<typename Entries>
void dropUnmet(Entries &entries, quint64 write)
{
    entries.removeIf([write](const auto &it) { return it.value().write != write; });
}
} // namespace

void StatementMemo::tellChangedTables(std::vector<ObjectId> changed)
{
    std::sort(changed.begin(), changed.end());
    m_changedTables = std::move(changed);
    m_toldAfter = m_write;
}

void StatementMemo::beginWrite(const DialectWriter &writer)
{
    if (m_writer != &writer) { // the other dialect: no entry spells anything right
        m_tables.clear();
        m_indexes.clear();
        m_writer = &writer;
        m_toldAfter.reset();
    }
    ++m_write;
    m_printed = m_reused = 0;
}

template<typename Object, typename Print>
const QString &StatementMemo::text(QHash<ObjectId, Entry<Object>> &entries, const Object &object, int inlineForeignKeys,
                                   bool told, Print print)
{
    Entry<Object> &entry = entries[object.id];
    if (entry.write == m_write)
        entry.idShared = true; // met twice in this write: the entry holds one of them only
    // Told: the entry was printed from this object as the last write met it, and it has not
    // changed since (the caller's word, see the header). Else compared.
    const bool unchanged = (told && entry.write + 1 == m_write && !entry.idShared) || entry.object == object;
    if (entry.write != 0 && entry.inlineForeignKeys == inlineForeignKeys && unchanged) {
        ++m_reused;
    } else {
        entry.object = object;
        entry.inlineForeignKeys = inlineForeignKeys;
        entry.text = QString(); // a text shared with the last write's reader stays as it was
        print(entry.text);
        ++m_printed;
    }
    entry.write = m_write;
    return entry.text;
}

const QString &StatementMemo::createTable(const Table &table, int inlineForeignKeys)
{
    const bool told = m_toldAfter && *m_toldAfter + 1 == m_write
                      && !std::binary_search(m_changedTables.begin(), m_changedTables.end(), table.id);
    return text(m_tables, table, inlineForeignKeys, told,
           [&](QString &text) { m_writer->createTable(text, table, inlineForeignKeys); });
}

const QString &StatementMemo::createIndex(const Index &index)
{
    return text(m_indexes, index, 0, false, [&](QString &text) { m_writer->createIndex(text, index); });
}

void StatementMemo::endWrite()
{
    m_toldAfter.reset();
    if (qsizetype(m_printed + m_reused) < m_tables.size() + m_indexes.size()) {
        dropUnmet(m_tables, m_write);
        dropUnmet(m_indexes, m_write);
    }
}

} // namespace ssd
