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
    // Ids up to `denseLimit` (the schema's ids are dense: 1..lastId) are kept in a bit per id,
    // which at 5,000 tables is a few KiB instead of a hash of ~50,000 ids grown step by step;
    // any larger id (a hand-edited project file) goes to the hash.
    IdAllocator(ObjectId start, ObjectId denseLimit) : m_dense(size_t(denseLimit) + 1, false), m_next(start) {}

    // Takes `wanted` when it is a real, not yet used id; 0 means "give me a fresh one later".
    ObjectId claim(ObjectId wanted)
    {
        if (wanted == 0 || used(wanted))
            return 0;
        markUsed(wanted);
        return wanted;
    }
    ObjectId fresh()
    {
        while (used(++m_next)) {}
        markUsed(m_next);
        return m_next;
    }
    ObjectId last() const { return m_next; }

private:
    bool used(ObjectId id) const { return id < m_dense.size() ? bool(m_dense[size_t(id)]) : m_sparse.contains(id); }
    void markUsed(ObjectId id)
    {
        if (id < m_dense.size())
            m_dense[size_t(id)] = true;
        else
            m_sparse.insert(id);
    }

    std::vector<bool> m_dense;
    QSet<ObjectId> m_sparse;
    ObjectId m_next;
};

// Each new object takes the id of the last old object with its key, when no earlier object took
// it (ids are claimed in order, so an old id is never handed to a new object before its namesake
// claims it); the others wait in `pending` for a fresh id.
template<typename T, typename Key>
void matchVector(const std::vector<T> &old, std::vector<T> &fresh, IdAllocator &ids, Key key,
                 std::vector<ObjectId *> &pending)
{
    const auto take = [&](T &object, ObjectId wanted) {
        object.id = ids.claim(wanted);
        if (object.id == 0)
            pending.push_back(&object.id);
    };
    // A table's columns and constraints: a few each, where comparing beats building a hash per
    // table (thousands of small hashes for a big schema). Same choice as the hash below: the last
    // old object with the key.
    constexpr size_t kScanLimit = 256;
    if (old.size() * fresh.size() <= kScanLimit) {
        for (T &object : fresh) {
            const auto wantedKey = key(object);
            const auto last = std::find_if(old.rbegin(), old.rend(), [&](const T &o) { return key(o) == wantedKey; });
            take(object, last == old.rend() ? 0 : last->id);
        }
        return;
    }
    QHash<QString, ObjectId> map;
    map.reserve(qsizetype(old.size()));
    for (const T &object : old)
        map.insert(key(object), object.id);
    for (T &object : fresh)
        take(object, map.value(key(object)));
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
    // The bit set covers the ids in use and the fresh ones this call may hand out; capped so that a
    // stray huge id in a project file never costs memory (those go to the hash).
    constexpr ObjectId kDenseCap = ObjectId(1) << 24;
    IdAllocator ids(current.lastId, std::min(current.lastId + ObjectId(parsed.tables.size()) + 1024, kDenseCap));
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
