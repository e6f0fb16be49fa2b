#pragma once

// Hand-built schemas for the physical layout tests (no parser involved), so the key order and
// the simulation are tested on exactly the model the test states.

#include "physical/keyencoding.h"
#include "schema.h"

#include <initializer_list>

namespace ssdtest {

struct ColumnDef
{
    const char16_t *name;
    ssd::TypeKind type;
    bool notNull = true;
};

struct KeyDef
{
    const char16_t *column;
    ssd::SortOrder order = ssd::SortOrder::Asc;
};

ssd::Table &addTable(ssd::Schema &schema, const char16_t *name, std::initializer_list<ColumnDef> columns,
                     std::initializer_list<KeyDef> key, const char16_t *parent = nullptr);
ssd::Index &addIndex(ssd::Schema &schema, const char16_t *name, const char16_t *table, std::initializer_list<KeyDef> keys,
                     const char16_t *interleaveIn = nullptr);

// Singers > Albums > Songs (the seed document's example), with AlbumTitle / SongName columns.
ssd::Schema musicSchema();

ssd::KeyValue i64(qint64 v);
ssd::KeyValue str(const QString &v);

} // namespace ssdtest
