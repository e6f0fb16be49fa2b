#pragma once

// StringPool: one shared QString per distinct text, for the names a parse meets again and again.
// Column names repeat across tables (Id, TenantId, CreatedAt, UpdatedAt, Name, ...): a
// 10,000-table schema has about 80,000 columns but only hundreds of distinct column names.
// Handing out implicitly shared copies of one QString per name instead of a fresh allocation per
// column saves memory, and the allocation and the free of each, which are a large part of
// building (and dropping) a big model. Sharing is invisible to the model's users: QString
// detaches on write, and equality compares text.
//
// A pool lives for one parse; the strings it handed out live on in the model.

#include "hashindex.h"

#include <QString>
#include <QStringView>

#include <vector>

namespace ssd {

class StringPool
{
public:
    QString intern(QStringView text)
    {
        const quint64 hash = hashindex::textHash(text);
        size_t found = 0;
        if (m_index.findIf(hash, [&](size_t position) {
                found = position;
                return m_strings[position] == text;
            }))
            return m_strings[found];
        m_index.insert(hash, m_strings.size());
        return m_strings.emplace_back(text.toString());
    }

private:
    HashMultiMap64 m_index; // hash -> position in m_strings
    std::vector<QString> m_strings;
};

} // namespace ssd
