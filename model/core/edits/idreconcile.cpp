#include "idreconcile.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace ssd {

namespace {

class IdAllocator
{
public:
    explicit IdAllocator(ObjectId start) : m_next(start) {}

    // Takes `wanted` when it is a real, not yet used id; 0 means "give me a fresh one later".
    ObjectId claim(ObjectId wanted)
    {
        if (wanted == 0 || m_used.contains(wanted))
            return 0;
        m_used.insert(wanted);
        return wanted;
    }
    ObjectId fresh()
    {
        while (m_used.contains(++m_next)) {}
        m_used.insert(m_next);
        return m_next;
    }
    ObjectId last() const { return m_next; }

private:
    QSet<ObjectId> m_used;
    ObjectId m_next;
};

// Two passes so that an old id is never handed to a new object before its namesake claims it.
template<typename T, typename Key>
void matchVector(const std::vector<T> &old, std::vector<T> &fresh, IdAllocator &ids, Key key,
                 std::vector<ObjectId *> &pending)
{
    QHash<QString, ObjectId> map;
    for (const T &object : old)
        map.insert(key(object), object.id);
    for (T &object : fresh) {
        object.id = ids.claim(map.value(key(object)));
        if (object.id == 0)
            pending.push_back(&object.id);
    }
}

template<typename T>
void matchByName(const std::vector<T> &old, std::vector<T> &fresh, IdAllocator &ids,
                 std::vector<ObjectId *> &pending)
{
    matchVector(old, fresh, ids, [](const T &o) { return o.name; }, pending);
}

QString fkKey(const ForeignKey &fk)
{
    if (!fk.name.isEmpty())
        return fk.name;
    return QLatin1StringView("\x01") + fk.columns.join(u',') + u'>' + fk.referencedTable;
}

QString checkKey(const CheckConstraint &check)
{
    return check.name.isEmpty() ? QLatin1StringView("\x01") + check.expr : check.name;
}

QString grantKey(const Grant &g)
{
    return QStringList{g.revoke ? QStringLiteral("R") : QStringLiteral("G"), g.privileges,
                       g.objectKind, g.objects.join(u','), g.grantees.join(u',')}
        .join(u'\x01');
}

} // namespace

void reconcileIds(const Schema &current, Schema &parsed, const SchemaIndex *currentNames)
{
    IdAllocator ids(current.lastId);
    std::vector<ObjectId *> pending;

    std::optional<SchemaIndex> ownNames;
    const SchemaIndex &oldTables = SchemaIndex::givenOrBuilt(current, currentNames, ownNames);
    for (Table &table : parsed.tables) {
        const Table *oldTable = oldTables.table(table.name);
        if (oldTable && oldTable->id == 0)
            oldTable = nullptr; // an id-less table has no ids to lend
        table.id = ids.claim(oldTable ? oldTable->id : 0);
        if (table.id == 0)
            pending.push_back(&table.id);
        static const std::vector<Column> noColumns;
        static const std::vector<ForeignKey> noFks;
        static const std::vector<CheckConstraint> noChecks;
        matchByName(oldTable ? oldTable->columns : noColumns, table.columns, ids, pending);
        matchVector(oldTable ? oldTable->foreignKeys : noFks, table.foreignKeys, ids, fkKey, pending);
        matchVector(oldTable ? oldTable->checks : noChecks, table.checks, ids, checkKey, pending);
    }
    matchByName(current.schemas, parsed.schemas, ids, pending);
    matchByName(current.indexes, parsed.indexes, ids, pending);
    matchByName(current.sequences, parsed.sequences, ids, pending);
    matchByName(current.views, parsed.views, ids, pending);
    matchByName(current.changeStreams, parsed.changeStreams, ids, pending);
    matchByName(current.roles, parsed.roles, ids, pending);
    matchByName(current.propertyGraphs, parsed.propertyGraphs, ids, pending);
    matchByName(current.models, parsed.models, ids, pending);
    matchByName(current.localityGroups, parsed.localityGroups, ids, pending);
    matchVector(current.grants, parsed.grants, ids, grantKey, pending);
    matchVector(current.keptStatements, parsed.keptStatements, ids,
                [](const KeptStatement &k) { return k.text; }, pending);
    // A free comment keeps its id (and so its place) while its text stays; a new one gets a fresh
    // id, which places it after the objects that exist already.
    matchVector(current.freeComments, parsed.freeComments, ids, [](const FreeComment &c) { return c.text; }, pending);

    // Fresh ids in statement order, so id order stays the order of the text.
    for (ObjectId *id : pending)
        *id = ids.fresh();
    parsed.lastId = std::max(ids.last(), current.lastId);
    ObjectId maxId = parsed.lastId;
    for (const Table &t : parsed.tables) {
        maxId = std::max(maxId, t.id);
        for (const Column &c : t.columns)
            maxId = std::max(maxId, c.id);
    }
    for (const Index &i : parsed.indexes)
        maxId = std::max(maxId, i.id);
    parsed.lastId = maxId;
}

} // namespace ssd
