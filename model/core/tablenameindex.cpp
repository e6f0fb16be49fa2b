#include "tablenameindex.h"

namespace ssd {

TableNameIndex::TableNameIndex(const std::vector<Table> &tables)
{
    if (tables.empty())
        return;
    size_t capacity = 16;
    while (capacity < 2 * tables.size())
        capacity *= 2;
    m_slots.resize(capacity);
    m_mask = capacity - 1;
    for (const Table &t : tables) {
        const size_t h = hash(t.name);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (!slot.table) {
                slot = {h, &t};
                break;
            }
            if (slot.hash == h && slot.table->name == t.name)
                break; // a duplicate name: the first table keeps it
        }
    }
}

} // namespace ssd
