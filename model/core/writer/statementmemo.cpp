#include "statementmemo.h"

#include "statementwriter.h"

namespace ssd {

namespace {
// Drops the entries the last write did not meet (objects dropped or renumbered).
template<typename Entries>
void dropUnmet(Entries &entries, quint64 write)
{
    entries.removeIf([write](const auto &it) { return it.value().write != write; });
}
} // namespace

void StatementMemo::beginWrite(const DialectWriter &writer)
{
    if (m_writer != &writer) { // the other dialect: no entry spells anything right
        m_tables.clear();
        m_indexes.clear();
        m_writer = &writer;
    }
    ++m_write;
    m_printed = m_reused = 0;
}

template<typename Object, typename Print>
void StatementMemo::append(QString &out, QHash<ObjectId, Entry<Object>> &entries, const Object &object,
                           int inlineForeignKeys, Print print)
{
    Entry<Object> &entry = entries[object.id];
    if (entry.write != 0 && entry.inlineForeignKeys == inlineForeignKeys && entry.object == object) {
        ++m_reused;
    } else {
        entry.object = object;
        entry.inlineForeignKeys = inlineForeignKeys;
        entry.text.clear();
        print(entry.text);
        ++m_printed;
    }
    entry.write = m_write;
    out += entry.text;
}

void StatementMemo::appendCreateTable(QString &out, const Table &table, int inlineForeignKeys)
{
    append(out, m_tables, table, inlineForeignKeys,
           [&](QString &text) { m_writer->createTable(text, table, inlineForeignKeys); });
}

void StatementMemo::appendCreateIndex(QString &out, const Index &index)
{
    append(out, m_indexes, index, 0, [&](QString &text) { m_writer->createIndex(text, index); });
}

void StatementMemo::endWrite()
{
    if (qsizetype(m_printed + m_reused) < m_tables.size() + m_indexes.size()) {
        dropUnmet(m_tables, m_write);
        dropUnmet(m_indexes, m_write);
    }
}

} // namespace ssd
