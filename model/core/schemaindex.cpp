#include "schemaindex.h"

namespace ssd {

SchemaIndex::SchemaIndex(const Schema &schema)
    : m_schema(&schema), m_tablesData(schema.tables.data()), m_tableCount(schema.tables.size()),
      m_indexesData(schema.indexes.data()), m_indexCount(schema.indexes.size()), m_tables(schema.tables),
      m_indexes(schema.indexes)
{
    for (size_t i = 0; i < schema.tables.size(); ++i)
        if (schema.tables[i].id != 0)
            m_tablesById.insert(schema.tables[i].id, i);
}

const Table *SchemaIndex::tableById(ObjectId id) const
{
    // Linear probing keeps equal keys in insertion order: the first table of an id is found
    // first, as with ssd::tableById.
    const Table *found = nullptr;
    if (id != 0)
        m_tablesById.findIf(id, [&](size_t at) {
            if (m_tablesData[at].id != id)
                return false;
            found = &m_tablesData[at];
            return true;
        });
    return found;
}

} // namespace ssd
