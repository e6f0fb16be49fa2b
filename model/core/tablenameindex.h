#pragma once

#include "hashindex.h"
#include "schema.h"

#include <vector>

namespace ssd {

// Objects (tables, indexes ...) by exact name, the first of a name winning (as Schema::findTable):
// open addressing over a cheap FNV-1a hash. For code that looks objects up by name inside a loop
// over the schema (SchemaIndex, the checklist context, the physical key space), where a linear
// find per lookup is quadratic and QHash<QString> hashes each name with a seeded SipHash, which
// costs more.
template<typename T>
class NameIndex
{
public:
    explicit NameIndex(const std::vector<T> &objects)
    {
        if (objects.empty())
            return;
        size_t capacity = 16;
        while (capacity < 2 * objects.size())
            capacity *= 2;
        m_slots.resize(capacity);
        m_mask = capacity - 1;
        for (const T &object : objects) {
            const size_t h = hash(object.name);
            for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
                Slot &slot = m_slots[i];
                if (!slot.object) {
                    slot = {h, &object};
                    break;
                }
                if (slot.hash == h && slot.object->name == object.name)
                    break; // a duplicate name: the first object keeps it
            }
        }
    }

    const T *find(QStringView name) const
    {
        if (m_slots.empty())
            return nullptr;
        const size_t h = hash(name);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (!slot.object)
                return nullptr;
            if (slot.hash == h && slot.object->name == name)
                return slot.object;
        }
    }

    static size_t hash(QStringView name) { return size_t(hashindex::textHash(name)); }

private:
    struct Slot
    {
        size_t hash = 0;
        const T *object = nullptr;
    };
    std::vector<Slot> m_slots;
    size_t m_mask = 0;
};

using TableNameIndex = NameIndex<Table>;

} // namespace ssd
