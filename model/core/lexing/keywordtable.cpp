#include "lexing/keywordtable.h"

#include <algorithm>
#include <cstring>

namespace ssd {

void KeywordTable::addWord(const char *word, quint8 flag)
{
    const size_t length = std::strlen(word);
    Q_ASSERT(length >= 2 && qsizetype(length) <= kLongest);
    Q_ASSERT(word[0] >= 'A' && word[0] <= 'Z');
    m_entries.push_back({word, quint8(length), flag});
}

void KeywordTable::seal()
{
    // Sorted by length, then spelling, each shape's words are one run of m_entries, and a word
    // added by several lists stands in a row, to be merged into one entry with all their flags.
    std::sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
        return a.length != b.length ? a.length < b.length : std::strcmp(a.word, b.word) < 0;
    });
    size_t kept = 0;
    for (const Entry &entry : m_entries) {
        if (kept > 0 && m_entries[kept - 1].length == entry.length && std::strcmp(m_entries[kept - 1].word, entry.word) == 0)
            m_entries[kept - 1].flags |= entry.flags;
        else
            m_entries[kept++] = entry;
    }
    m_entries.resize(kept);
    m_entries.shrink_to_fit();
    for (size_t i = 0; i < m_entries.size(); ++i) {
        const Entry &entry = m_entries[i];
        Shape &shape = m_shapes[entry.length][size_t(entry.word[0] - 'A')];
        if (shape.count == 0)
            shape.first = quint16(i);
        Q_ASSERT(shape.count < 255);
        ++shape.count;
        shape.flags |= entry.flags;
    }
}

} // namespace ssd
