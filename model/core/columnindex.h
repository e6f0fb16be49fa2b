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
    // Names as validation resolves them: the column of exactly that spelling when there is one,
    // else the first whose name differs only in case. Spanner's names ignore case, so a table
    // whose names twin in case is refused, but until then each spelling must find its own column.
    struct ExactFirst
    {
    };

    ColumnIndex(const std::vector<Column> &columns, Qt::CaseSensitivity cs) : m_columns(columns), m_cs(cs)
    {
        // One entry per distinct name (the first column of it), so that a lookup stops at its
        // first confirmed hit even when a hostile table repeats one name 100,000 times.
        for (size_t i = 0; i < columns.size(); ++i) {
            const quint64 h = hash(columns[i].name);
            if (lookup(m_positions, h, columns[i].name, m_cs) >= 0) {
                if (m_firstDuplicate < 0)
                    m_firstDuplicate = qsizetype(i);
                continue;
            }
            m_positions.insert(h, i);
        }
    }

    ColumnIndex(const std::vector<Column> &columns, ExactFirst) : ColumnIndex(columns, Qt::CaseInsensitive)
    {
        if (m_firstDuplicate < 0)
            return; // no two names equal ignoring case: the case-insensitive hit is the only one
        // Twins in case (or repeats): the exact spellings too, one entry per distinct spelling.
        for (size_t i = 0; i < columns.size(); ++i) {
            const quint64 h = hashindex::textHash(columns[i].name);
            if (lookup(m_exact, h, columns[i].name, Qt::CaseSensitive) < 0)
                m_exact.insert(h, i);
        }
        m_hasExact = true;
    }

    // The first column of that name (case as the index was built), or null.
    const Column *find(QStringView name) const
    {
        const qsizetype at = position(name);
        return at < 0 ? nullptr : &m_columns[size_t(at)];
    }
    // The column of exactly that name, as Table::findColumn answers (an ExactFirst index).
    const Column *findExact(QStringView name) const
    {
        const Column *column = find(name);
        return column && column->name == name ? column : nullptr;
    }
    qsizetype position(QStringView name) const
    {
        const qsizetype at = lookup(m_positions, hash(name), name, m_cs);
        if (!m_hasExact || at < 0 || m_columns[size_t(at)].name == name)
            return at;
        const qsizetype exact = lookup(m_exact, hashindex::textHash(name), name, Qt::CaseSensitive);
        return exact >= 0 ? exact : at;
    }
    // Follow the column vector through the changes of an ALTER TABLE applied in place (see
    // validation/alteredtables.h), instead of building the index again: the vector is the same
    // object, now with one more column at its end, or without the column that was at
    // `position` (named `name`). Only for an index without duplicate names (firstDuplicate() < 0),
    // which ALTER keeps so.
    void appended()
    {
        Q_ASSERT(m_firstDuplicate < 0 && !m_hasExact && !m_columns.empty());
        const size_t last = m_columns.size() - 1;
        m_positions.insert(hash(m_columns[last].name), last);
    }
    void erased(size_t position, QStringView name)
    {
        Q_ASSERT(m_firstDuplicate < 0 && !m_hasExact);
        m_positions.erase(hash(name), position);
        for (size_t i = position; i < m_columns.size(); ++i)
            m_positions.replace(hash(m_columns[i].name), i + 1, i);
    }

    // The first column whose name an earlier column already has (ignoring case unless the index
    // is case-sensitive), or -1.
    qsizetype firstDuplicate() const { return m_firstDuplicate; }
    const std::vector<Column> &columns() const { return m_columns; }

private:
    qsizetype lookup(const HashMultiMap64 &map, quint64 h, QStringView name, Qt::CaseSensitivity cs) const
    {
        qsizetype found = -1;
        map.findIf(h, [&](size_t at) {
            if (m_columns[at].name.size() != name.size() || QStringView(m_columns[at].name).compare(name, cs) != 0)
                return false;
            found = qsizetype(at);
            return true;
        });
        return found;
    }
    quint64 hash(QStringView name) const { return m_cs == Qt::CaseSensitive ? hashindex::textHash(name) : hashindex::foldedHash(name); }

    const std::vector<Column> &m_columns;
    Qt::CaseSensitivity m_cs;
    HashMultiMap64 m_positions;
    qsizetype m_firstDuplicate = -1;
    bool m_hasExact = false;  // m_exact is built (ExactFirst with names equal ignoring case)
    HashMultiMap64 m_exact;   // exact hash -> first column of each spelling
};

} // namespace ssd
