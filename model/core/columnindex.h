#pragma once

// Finds a table's columns by name in constant time. Table::findColumn is a linear search, which
// is right for the dozens of columns of real tables; code that looks up every column of a table
// (validation, the checklist) uses this index instead, so that a hostile table of 100,000
// columns costs linear time, not quadratic. Built from the columns as they are; it holds
// positions, so it is valid until the column vector changes.

#include "hashindex.h"
#include "schema.h"

namespace ssd {

class ColumnIndex
{
public:
    ColumnIndex(const std::vector<Column> &columns, Qt::CaseSensitivity cs) : m_columns(columns), m_cs(cs)
    {
        // One entry per distinct name (the first column of it), so that a lookup stops at its
        // first confirmed hit even when a hostile table repeats one name 100,000 times.
        for (size_t i = 0; i < columns.size(); ++i) {
            const quint64 h = hash(columns[i].name);
            if (lookup(h, columns[i].name) >= 0) {
                if (m_firstDuplicate < 0)
                    m_firstDuplicate = qsizetype(i);
                continue;
            }
            m_positions.insert(h, i);
        }
    }

    // The first column of that name (case as the index was built), or null.
    const Column *find(QStringView name) const
    {
        const qsizetype at = position(name);
        return at < 0 ? nullptr : &m_columns[size_t(at)];
    }
    qsizetype position(QStringView name) const { return lookup(hash(name), name); }
    // The first column whose name an earlier column already has, or -1.
    qsizetype firstDuplicate() const { return m_firstDuplicate; }

    // FNV-1a of the name, case-folded for a case-insensitive index (ASCII fast path).
    static quint64 foldedHash(QStringView name)
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

private:
    qsizetype lookup(quint64 h, QStringView name) const
    {
        qsizetype found = -1;
        m_positions.findIf(h, [&](size_t at) {
            if (m_columns[at].name.size() != name.size() || QStringView(m_columns[at].name).compare(name, m_cs) != 0)
                return false;
            found = qsizetype(at);
            return true;
        });
        return found;
    }
    quint64 hash(QStringView name) const { return m_cs == Qt::CaseSensitive ? hashindex::textHash(name) : foldedHash(name); }

    const std::vector<Column> &m_columns;
    Qt::CaseSensitivity m_cs;
    HashMultiMap64 m_positions;
    qsizetype m_firstDuplicate = -1;
};

} // namespace ssd
