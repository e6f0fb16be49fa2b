#include "testschemas.h"

using namespace ssd;

namespace ssdtest {

Table &addTable(Schema &schema, const char16_t *name, std::initializer_list<ColumnDef> columns,
                std::initializer_list<KeyDef> key, const char16_t *parent)
{
    Table table;
    table.id = schema.newId();
    table.name = QString::fromUtf16(name);
    for (const ColumnDef &def : columns) {
        Column column;
        column.id = schema.newId();
        column.name = QString::fromUtf16(def.name);
        column.type = def.type == TypeKind::String ? ColumnType::string(std::nullopt)
                      : def.type == TypeKind::Bytes ? ColumnType::bytes(std::nullopt)
                                                    : ColumnType::scalar(def.type);
        column.notNull = def.notNull;
        table.columns.push_back(column);
    }
    for (const KeyDef &def : key) {
        KeyPart part;
        part.column = QString::fromUtf16(def.column);
        part.order = def.order;
        table.primaryKey.push_back(part);
    }
    if (parent) {
        Interleave interleave;
        interleave.parent = QString::fromUtf16(parent);
        interleave.onDelete = OnDelete::Cascade;
        table.interleave = interleave;
    }
    schema.tables.push_back(table);
    return schema.tables.back();
}

Index &addIndex(Schema &schema, const char16_t *name, const char16_t *table, std::initializer_list<KeyDef> keys,
                const char16_t *interleaveIn)
{
    Index index;
    index.id = schema.newId();
    index.name = QString::fromUtf16(name);
    index.table = QString::fromUtf16(table);
    for (const KeyDef &def : keys) {
        KeyPart part;
        part.column = QString::fromUtf16(def.column);
        part.order = def.order;
        index.keys.push_back(part);
    }
    if (interleaveIn)
        index.interleaveIn = QString::fromUtf16(interleaveIn);
    schema.indexes.push_back(index);
    return schema.indexes.back();
}

Schema musicSchema()
{
    Schema schema;
    addTable(schema, u"Singers", {{u"SingerId", TypeKind::Int64}, {u"FirstName", TypeKind::String, false}}, {{u"SingerId"}});
    addTable(schema, u"Albums",
             {{u"SingerId", TypeKind::Int64}, {u"AlbumId", TypeKind::Int64}, {u"AlbumTitle", TypeKind::String, false}},
             {{u"SingerId"}, {u"AlbumId"}}, u"Singers");
    addTable(schema, u"Songs",
             {{u"SingerId", TypeKind::Int64}, {u"AlbumId", TypeKind::Int64}, {u"TrackId", TypeKind::Int64},
              {u"SongName", TypeKind::String, false}},
             {{u"SingerId"}, {u"AlbumId"}, {u"TrackId"}}, u"Albums");
    return schema;
}

KeyValue i64(qint64 v) { return KeyValue::int64(v); }
KeyValue str(const QString &v) { return KeyValue::string(v); }

} // namespace ssdtest
