#pragma once

// The objects of one schema revision by name and by id, built once (linear) and shared by every
// caller that looks objects up inside a loop over the schema: the checklist, the physical key
// space, id reconciliation and the diagram. The designer's Document keeps one per revision
// (Document::names()), so an edit costs one index for all of them instead of one per caller.
//
// The Schema stays a plain value: the index lives beside it and points into it. It is valid while
// the schema it was built from is alive and unchanged; describes() lets a caller that is handed
// an index check that it belongs to the schema it got (a copy has its own vectors).

#include "hashindex.h"
#include "schema.h"
#include "tablenameindex.h"

#include <optional>

namespace ssd {

class SchemaIndex
{
public:
    explicit SchemaIndex(const Schema &schema);

    // True when this index was built from `schema` (the same value, not a copy) and its object
    // vectors have not been reallocated or resized since.
    bool describes(const Schema &schema) const
    {
        return m_schema == &schema && m_tablesData == schema.tables.data() && m_tableCount == schema.tables.size()
               && m_indexesData == schema.indexes.data() && m_indexCount == schema.indexes.size();
    }

    // Exact name; of two objects with one name the first wins (as Schema::findTable).
    const Table *table(QStringView name) const { return m_tables.find(name); }
    const Index *index(QStringView name) const { return m_indexes.find(name); }
    const Table *tableById(ObjectId id) const; // 0 is no id: null

    // `given` when it describes `schema`, else an index built into `own`: for functions that accept
    // their caller's index of the revision and must still work (and stay right) without one.
    static const SchemaIndex &givenOrBuilt(const Schema &schema, const SchemaIndex *given, std::optional<SchemaIndex> &own)
    {
        if (given && given->describes(schema))
            return *given;
        return own.emplace(schema);
    }

private:
    const Schema *m_schema;
    const Table *m_tablesData;
    size_t m_tableCount;
    const Index *m_indexesData;
    size_t m_indexCount;
    TableNameIndex m_tables;
    NameIndex<Index> m_indexes;
    HashMultiMap64 m_tablesById; // id -> position in the tables (flat: no allocation per table)
};

} // namespace ssd
