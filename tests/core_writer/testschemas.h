#pragma once

// Small builders for hand-made Schema values, so that writer tests read like the DDL they expect.

#include "schema.h"

#include <QString>

#include <algorithm>

namespace ssd::test {

inline QString S(const char *text) { return QString::fromUtf8(text); }

inline ColumnType int64() { return ColumnType::scalar(TypeKind::Int64); }
inline ColumnType str(std::optional<qint64> length = std::nullopt) { return ColumnType::string(length); }
inline ColumnType scalar(TypeKind kind) { return ColumnType::scalar(kind); }

inline Column col(Schema &schema, const char *name, ColumnType type, bool notNull = false)
{
    Column c;
    c.id = schema.newId();
    c.name = S(name);
    c.type = std::move(type);
    c.notNull = notNull;
    return c;
}

inline KeyPart key(const char *column, SortOrder order = SortOrder::Asc)
{
    KeyPart k;
    k.column = S(column);
    k.order = order;
    return k;
}

// Adds a table with the given key; returns a reference valid until the next table is added.
inline Table &addTable(Schema &schema, const char *name, std::initializer_list<const char *> keyColumns = {})
{
    Table t;
    t.id = schema.newId();
    t.name = S(name);
    for (const char *k : keyColumns)
        t.primaryKey.push_back(key(k));
    schema.tables.push_back(std::move(t));
    return schema.tables.back();
}

inline ForeignKey fk(Schema &schema, const char *name, QStringList columns, const char *table, QStringList refColumns)
{
    ForeignKey f;
    f.id = schema.newId();
    f.name = S(name);
    f.columns = std::move(columns);
    f.referencedTable = S(table);
    f.referencedColumns = std::move(refColumns);
    return f;
}

inline Index &addIndex(Schema &schema, const char *name, const char *table, std::initializer_list<KeyPart> keys)
{
    Index i;
    i.id = schema.newId();
    i.name = S(name);
    i.table = S(table);
    i.keys = keys;
    schema.indexes.push_back(std::move(i));
    return schema.indexes.back();
}

// Zeroes every id so that schemas built in different statement orders compare by content.
inline void stripIds(Schema &s)
{
    s.lastId = 0;
    auto zero = [](auto &v) { for (auto &o : v) o.id = 0; };
    for (Table &t : s.tables) {
        t.id = 0;
        zero(t.columns);
        zero(t.foreignKeys);
        zero(t.checks);
    }
    zero(s.schemas); zero(s.indexes); zero(s.sequences); zero(s.views); zero(s.changeStreams);
    zero(s.roles); zero(s.grants); zero(s.propertyGraphs); zero(s.models); zero(s.localityGroups);
    zero(s.keptStatements); zero(s.freeComments);
}

// Orders the top-level object lists by name. The writers print objects in Spanner's order
// (indexes after their table sorted by name, views after the views they read), so re-parsing the
// canonical text creates them in that order; the model's list order (= creation order) is the
// only thing that changes. Lists without names (grants, kept statements) keep their order;
// free comments are ordered by their text.
inline void sortTopLevelByName(Schema &s)
{
    auto byName = [](auto &v) {
        std::stable_sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    };
    byName(s.schemas); byName(s.tables); byName(s.indexes); byName(s.sequences); byName(s.views);
    byName(s.changeStreams); byName(s.roles); byName(s.propertyGraphs); byName(s.models);
    byName(s.localityGroups);
    // Free comments print above the statement that followed them, which the writer may move (a
    // sequence prints first), so their creation order changes in the same way.
    std::stable_sort(s.freeComments.begin(), s.freeComments.end(),
                     [](const FreeComment &a, const FreeComment &b) { return a.text < b.text; });
}

// What the round-trip tests compare: canonical spelling flags, no ids, top-level lists by name.
inline Schema comparable(const Schema &s, Schema (*canonicalize)(const Schema &))
{
    Schema out = canonicalize(s);
    stripIds(out);
    sortTopLevelByName(out);
    return out;
}

} // namespace ssd::test
