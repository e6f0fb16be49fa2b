#pragma once

// Schemas built in code (not parsed) so the edit and document tests do not depend on the parsers.

#include "schema.h"

namespace ssd::test {

inline Column column(Schema &s, const QString &name, ColumnType type, bool notNull = true)
{
    Column c;
    c.id = s.newId();
    c.name = name;
    c.type = std::move(type);
    c.notNull = notNull;
    return c;
}

inline KeyPart key(const QString &name, SortOrder order = SortOrder::Asc)
{
    KeyPart part;
    part.column = name;
    part.order = order;
    return part;
}

// Singers / Albums (IN PARENT Singers ON DELETE CASCADE) / Songs (IN PARENT Albums) and an
// index on Albums.
inline Schema musicSchema()
{
    Schema s;
    const ColumnType int64 = ColumnType::scalar(TypeKind::Int64);
    Table singers;
    singers.id = s.newId();
    singers.name = QStringLiteral("Singers");
    singers.columns = {column(s, QStringLiteral("SingerId"), int64),
                       column(s, QStringLiteral("FirstName"), ColumnType::string(1024), false),
                       column(s, QStringLiteral("LastName"), ColumnType::string(1024), false)};
    singers.primaryKey = {key(QStringLiteral("SingerId"))};
    s.tables.push_back(singers);

    Table albums;
    albums.id = s.newId();
    albums.name = QStringLiteral("Albums");
    albums.columns = {column(s, QStringLiteral("SingerId"), int64),
                      column(s, QStringLiteral("AlbumId"), int64),
                      column(s, QStringLiteral("AlbumTitle"), ColumnType::string(std::nullopt), false)};
    albums.primaryKey = {key(QStringLiteral("SingerId")), key(QStringLiteral("AlbumId"))};
    albums.interleave = Interleave{QStringLiteral("Singers"), Interleave::Kind::InParent, OnDelete::Cascade, true};
    s.tables.push_back(albums);

    Table songs;
    songs.id = s.newId();
    songs.name = QStringLiteral("Songs");
    songs.columns = {column(s, QStringLiteral("SingerId"), int64),
                     column(s, QStringLiteral("AlbumId"), int64),
                     column(s, QStringLiteral("TrackId"), int64),
                     column(s, QStringLiteral("SongName"), ColumnType::string(std::nullopt), false)};
    songs.primaryKey = {key(QStringLiteral("SingerId")), key(QStringLiteral("AlbumId")),
                        key(QStringLiteral("TrackId"), SortOrder::Desc)};
    songs.interleave = Interleave{QStringLiteral("Albums"), Interleave::Kind::InParent, OnDelete::NoAction, false};
    s.tables.push_back(songs);

    Index index;
    index.id = s.newId();
    index.name = QStringLiteral("AlbumsByAlbumTitle");
    index.table = QStringLiteral("Albums");
    index.keys = {key(QStringLiteral("AlbumTitle"))};
    s.indexes.push_back(index);
    return s;
}

inline ObjectId tableId(const Schema &s, QStringView name)
{
    const Table *t = s.findTable(name);
    return t ? t->id : 0;
}

inline ObjectId columnId(const Schema &s, QStringView table, QStringView column)
{
    const Table *t = s.findTable(table);
    const Column *c = t ? t->findColumn(column) : nullptr;
    return c ? c->id : 0;
}

} // namespace ssd::test
