#pragma once

// Open-addressing tables keyed by 64-bit name hashes, for the parsers' name indexes. One flat
// array instead of a heap node per name (std::unordered_set, QSet): no allocation per insert and
// one probe sequence in one array per lookup, which matters at 10,000+ names. A hash hit only
// says "maybe": callers confirm it against the schema, so the collisions of 64-bit hashes (and
// the folding of hash 0 onto 1 below) can only cost time, never a wrong answer.

#include <QStringView>
#include <QtGlobal>

#include <utility>
#include <vector>

namespace ssd {

namespace hashindex {

inline size_t slotOf(quint64 hash, size_t mask)
{
    return size_t((hash * 0x9E3779B97F4A7C15ULL) >> 32) & mask; // spread FNV-style hashes
}

inline quint64 stored(quint64 hash) { return hash ? hash : 1; } // 0 marks an empty slot

// FNV-1a over the UTF-16 code units of a text, exactly as written (no case folding).
inline quint64 textHash(QStringView text)
{
    quint64 h = 1469598103934665603ULL;
    for (const QChar c : text)
        h = (h ^ c.unicode()) * 1099511628211ULL;
    return h;
}

// FNV-1a over the UTF-16 code units of a name, case-folded (ASCII fast path), for the indexes of
// names that Spanner compares ignoring case. It folds as QString::compare(Qt::CaseInsensitive)
// does (QChar::toCaseFolded), which is what confirms a hit: a hash that folded differently (e.g.
// with toLower, which leaves 'µ' and final sigma apart from 'μ' and 'σ') would hide names that the
// comparison calls equal. The one home of this hash for both dialects' parsers and ColumnIndex.
inline quint64 foldedHash(QStringView name)
{
    quint64 h = 1469598103934665603ULL;
    for (const QChar c : name) {
        char16_t u = c.unicode();
        if (u >= u'A' && u <= u'Z')
            u = char16_t(u + 32);
        else if (u >= 0x80)
            u = c.toCaseFolded().unicode();
        h = (h ^ u) * 1099511628211ULL;
    }
    return h;
}

} // namespace hashindex

// A set of hashes.
class HashSet64
{
public:
    void clear()
    {
        m_slots.clear();
        m_size = 0;
    }

    void insert(quint64 hash)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        hash = hashindex::stored(hash);
        const size_t mask = m_slots.size() - 1;
        size_t slot = hashindex::slotOf(hash, mask);
        for (; m_slots[slot]; slot = (slot + 1) & mask)
            if (m_slots[slot] == hash)
                return;
        m_slots[slot] = hash;
        ++m_size;
    }

    bool contains(quint64 hash) const
    {
        if (m_slots.empty())
            return false;
        hash = hashindex::stored(hash);
        const size_t mask = m_slots.size() - 1;
        for (size_t slot = hashindex::slotOf(hash, mask); m_slots[slot]; slot = (slot + 1) & mask)
            if (m_slots[slot] == hash)
                return true;
        return false;
    }

private:
    void grow()
    {
        std::vector<quint64> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 64 : old.size() * 2, 0);
        const size_t mask = m_slots.size() - 1;
        for (const quint64 hash : old) {
            if (!hash)
                continue;
            size_t slot = hashindex::slotOf(hash, mask);
            while (m_slots[slot])
                slot = (slot + 1) & mask;
            m_slots[slot] = hash;
        }
    }

    std::vector<quint64> m_slots; // size: 0 or a power of two, at most half full
    size_t m_size = 0;
};

// A multimap from hashes to positions (equal hashes may be stored several times).
class HashMultiMap64
{
public:
    void clear()
    {
        m_slots.clear();
        m_size = 0;
    }

    void insert(quint64 hash, size_t value)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        place({hashindex::stored(hash), value});
        ++m_size;
    }

    // Calls f(value) for every value stored under hash, until f returns true; returns whether one did.
    template<typename F>
    bool findIf(quint64 hash, F f) const
    {
        if (m_slots.empty())
            return false;
        hash = hashindex::stored(hash);
        const size_t mask = m_slots.size() - 1;
        for (size_t slot = hashindex::slotOf(hash, mask); m_slots[slot].first; slot = (slot + 1) & mask)
            if (m_slots[slot].first == hash && m_slots[slot].second != kErased && f(m_slots[slot].second))
                return true;
        return false;
    }

    // Stores `to` instead of `from` under hash (the first such entry); false when there is none.
    // For indexes of positions that shift when an element before them is erased.
    bool replace(quint64 hash, size_t from, size_t to)
    {
        if (Entry *entry = entryOf(hash, from)) {
            entry->second = to;
            return true;
        }
        return false;
    }
    // Forgets `value` under hash. The slot stays taken (linear probing must not break the probe
    // sequences through it) until the next growth drops it.
    void erase(quint64 hash, size_t value)
    {
        if (Entry *entry = entryOf(hash, value))
            entry->second = kErased;
    }

private:
    using Entry = std::pair<quint64, size_t>;
    static constexpr size_t kErased = ~size_t(0);

    Entry *entryOf(quint64 hash, size_t value)
    {
        if (m_slots.empty())
            return nullptr;
        hash = hashindex::stored(hash);
        const size_t mask = m_slots.size() - 1;
        for (size_t slot = hashindex::slotOf(hash, mask); m_slots[slot].first; slot = (slot + 1) & mask)
            if (m_slots[slot].first == hash && m_slots[slot].second == value)
                return &m_slots[slot];
        return nullptr;
    }

    void place(const Entry &entry)
    {
        const size_t mask = m_slots.size() - 1;
        size_t slot = hashindex::slotOf(entry.first, mask);
        while (m_slots[slot].first)
            slot = (slot + 1) & mask;
        m_slots[slot] = entry;
    }

    void grow()
    {
        std::vector<Entry> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 64 : old.size() * 2, Entry{0, 0});
        m_size = 0;
        for (const Entry &entry : old)
            if (entry.first && entry.second != kErased) {
                place(entry);
                ++m_size;
            }
    }

    std::vector<Entry> m_slots; // size: 0 or a power of two, at most half full
    size_t m_size = 0;
};

} // namespace ssd
