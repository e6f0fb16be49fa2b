#pragma once

#include "hashindex.h"
#include "schema.h"

#include <vector>

namespace ssd {

// Tables by exact name, the first of a name winning (as Schema::findTable): open addressing over
// a cheap FNV-1a hash. For code that looks tables up by name inside a loop over the schema (the
// checklist context, the physical key space), where a linear findTable() per lookup is
// quadratic and QHash<QString> hashes each name with a seeded SipHash, which costs more.
class TableNameIndex
{
public:
    explicit TableNameIndex(const std::vector<Table> &tables);
    const Table *find(QStringView name) const
    {
        if (m_slots.empty())
            return nullptr;
        const size_t h = hash(name);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (!slot.table)
                return nullptr;
            if (slot.hash == h && slot.table->name == name)
                return slot.table;
        }
    }

    static size_t hash(QStringView name) { return size_t(hashindex::textHash(name)); }

private:
    struct Slot
    {
        size_t hash = 0;
        const Table *table = nullptr;
    };
    std::vector<Slot> m_slots;
    size_t m_mask = 0;
};

} // namespace ssd
