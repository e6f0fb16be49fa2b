#include "schemadelta.h"

#include "sequencediff.h"

#include <QDebug>
#include <QHash>

#include <algorithm>
#include <optional>

namespace ssd {

bool SchemaChange::touchesTable(ObjectId id) const
{
    auto has = [id](const std::vector<ObjectId> &ids) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    };
    return everything || has(tablesAdded) || has(tablesRemoved) || has(tablesChanged);
}

namespace {

// One replaced slice: old[oldStart, oldStart + before.size()) became
// new[newStart, newStart + after.size()).
template<typename T>
struct Hunk
{
    size_t oldStart = 0;
    size_t newStart = 0;
    std::vector<T> before;
    std::vector<T> after;
};

// How many objects may be inserted or deleted (a moved one counts twice) before the delta gives up
// matching ids and stores the whole differing span.
constexpr int kMaxIdDifferences = 256;

// The objects are matched by id, in order (Myers' diff of the id sequences), so that an edit
// stores only what changed: an edit of table 3 and table 4,700 stores two tables, appending a
// table stores that table, and a table that moved in the vector is a deletion and an insertion of
// it alone. That happens when DDL text is applied: the writer prints a child after its new parent,
// so the parsed schema lists the tables in another order than the document's, and a comparison
// position by position would store (and report as changed) every table in between.
template<typename T>
struct VectorDelta
{
    std::vector<Hunk<T>> hunks;

    static VectorDelta between(const std::vector<T> &a, const std::vector<T> &b)
    {
        VectorDelta delta;
        size_t prefix = 0;
        while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix])
            ++prefix;
        size_t suffix = 0;
        while (suffix < a.size() - prefix && suffix < b.size() - prefix
               && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
            ++suffix;
        const size_t oldCount = a.size() - prefix - suffix, newCount = b.size() - prefix - suffix;
        if (oldCount == 0 && newCount == 0)
            return delta;
        const auto sameId = [&](size_t i, size_t j) { return a[prefix + i].id == b[prefix + j].id; };
        const auto moves = diffSequences(oldCount, newCount, sameId, kMaxIdDifferences);
        if (!moves) {
            delta.add(a, b, prefix, oldCount, prefix, newCount);
            return delta;
        }
        size_t i = 0, j = 0; // the next matched pair
        auto addChangedPairsUpTo = [&](size_t iEnd) {
            for (; i < iEnd; ++i, ++j)
                if (!(a[prefix + i] == b[prefix + j]))
                    delta.add(a, b, prefix + i, 1, prefix + j, 1);
        };
        for (const SequenceHunk &h : *moves) {
            addChangedPairsUpTo(h.oldBegin);
            delta.add(a, b, prefix + h.oldBegin, h.oldEnd - h.oldBegin, prefix + h.newBegin, h.newEnd - h.newBegin);
            i = h.oldEnd;
            j = h.newEnd;
        }
        addChangedPairsUpTo(oldCount);
        return delta;
    }

    void add(const std::vector<T> &a, const std::vector<T> &b, size_t oldStart, size_t oldCount,
             size_t newStart, size_t newCount)
    {
        Hunk<T> hunk;
        hunk.oldStart = oldStart;
        hunk.newStart = newStart;
        hunk.before.assign(a.begin() + qsizetype(oldStart), a.begin() + qsizetype(oldStart + oldCount));
        hunk.after.assign(b.begin() + qsizetype(newStart), b.begin() + qsizetype(newStart + newCount));
        hunks.push_back(std::move(hunk));
    }

    // The hunks in order: forward, the part before each hunk already is the new one, so the hunk
    // starts at its new position; backward, at its old one.
    void apply(std::vector<T> &v, bool forward) const
    {
        for (const Hunk<T> &h : hunks) {
            const std::vector<T> &from = forward ? h.before : h.after;
            const std::vector<T> &to = forward ? h.after : h.before;
            const size_t start = forward ? h.newStart : h.oldStart;
            Q_ASSERT(start + from.size() <= v.size());
            auto first = v.begin() + qsizetype(start);
            if (from.size() == to.size()) {
                std::copy(to.begin(), to.end(), first);
            } else {
                v.erase(first, first + qsizetype(from.size()));
                v.insert(v.begin() + qsizetype(start), to.begin(), to.end());
            }
        }
    }

    bool isEmpty() const { return hunks.empty(); }

    // What the hunks added, removed and changed, matched by id (ids are unique within a vector:
    // the parser and reconcileIds give every object its own). An object that only moved, the same
    // value at another place, is none of them: no view shows the order of the vector.
    struct Changes
    {
        std::vector<const T *> added, removed;
        std::vector<std::pair<const T *, const T *>> changed; // before, after

        bool isEmpty() const { return added.empty() && removed.empty() && changed.empty(); }
    };
    Changes changes() const
    {
        Changes result;
        QHash<ObjectId, const T *> gone;
        for (const Hunk<T> &h : hunks)
            for (const T &object : h.before)
                gone.insert(object.id, &object);
        for (const Hunk<T> &h : hunks) {
            for (const T &object : h.after) {
                const auto it = gone.constFind(object.id);
                if (it == gone.constEnd()) {
                    result.added.push_back(&object);
                    continue;
                }
                if (!(**it == object))
                    result.changed.emplace_back(*it, &object);
                gone.erase(it);
            }
        }
        for (const Hunk<T> &h : hunks)
            for (const T &object : h.before)
                if (gone.contains(object.id))
                    result.removed.push_back(&object);
        return result;
    }
};

// Everything in Schema that is not one of the object vectors.
struct Header
{
    Dialect dialect = Dialect::GoogleSql;
    QString databaseName;
    Options databaseOptions;
    QStringList protoBundleTypes;
    ObjectId lastId = 0;
    friend bool operator==(const Header &, const Header &) = default;

    static Header of(const Schema &s)
    {
        return {s.dialect, s.databaseName, s.databaseOptions, s.protoBundleTypes, s.lastId};
    }
    void storeInto(Schema &s) const
    {
        s.dialect = dialect;
        s.databaseName = databaseName;
        s.databaseOptions = databaseOptions;
        s.protoBundleTypes = protoBundleTypes;
        s.lastId = lastId;
    }
};

} // namespace

struct SchemaDelta::Data
{
    std::optional<std::pair<Header, Header>> header;
    VectorDelta<NamedSchema> schemas;
    VectorDelta<Table> tables;
    VectorDelta<Index> indexes;
    VectorDelta<Sequence> sequences;
    VectorDelta<View> views;
    VectorDelta<ChangeStream> changeStreams;
    VectorDelta<Role> roles;
    VectorDelta<Grant> grants;
    VectorDelta<PropertyGraph> propertyGraphs;
    VectorDelta<Model> models;
    VectorDelta<LocalityGroup> localityGroups;
    VectorDelta<KeptStatement> keptStatements;
    VectorDelta<FreeComment> freeComments;
    SchemaChange change;

    template<typename F>
    void forEachVector(Schema &s, F f) const
    {
        f(schemas, s.schemas); f(tables, s.tables); f(indexes, s.indexes);
        f(sequences, s.sequences); f(views, s.views); f(changeStreams, s.changeStreams);
        f(roles, s.roles); f(grants, s.grants); f(propertyGraphs, s.propertyGraphs);
        f(models, s.models); f(localityGroups, s.localityGroups); f(keptStatements, s.keptStatements);
        f(freeComments, s.freeComments);
    }

    void apply(Schema &s, bool forward) const
    {
        if (header)
            (forward ? header->second : header->first).storeInto(s);
        forEachVector(s, [forward](const auto &delta, auto &vec) { delta.apply(vec, forward); });
    }

    void computeChange(const Schema &before, const Schema &after);
};

void SchemaDelta::Data::computeChange(const Schema &before, const Schema &after)
{
    change.dialectChanged = before.dialect != after.dialect;
    const auto tableChanges = tables.changes();
    for (const auto &[was, now] : tableChanges.changed)
        change.tablesChanged.push_back(now->id);
    for (const Table *table : tableChanges.removed)
        change.tablesRemoved.push_back(table->id);
    for (const Table *table : tableChanges.added)
        change.tablesAdded.push_back(table->id);
    const auto indexChanges = indexes.changes();
    change.indexesChanged = !indexChanges.isEmpty();
    for (const auto &[was, now] : indexChanges.changed)
        change.indexTables << was->table << now->table;
    for (const Index *index : indexChanges.removed)
        change.indexTables.append(index->table);
    for (const Index *index : indexChanges.added)
        change.indexTables.append(index->table);
    change.indexTables.removeDuplicates();
    const bool headerOnlyLastId = header && header->first.dialect == header->second.dialect
                                  && header->first.databaseName == header->second.databaseName
                                  && header->first.databaseOptions == header->second.databaseOptions
                                  && header->first.protoBundleTypes == header->second.protoBundleTypes;
    change.otherChanged = (header && !headerOnlyLastId) || !schemas.changes().isEmpty()
                          || !sequences.changes().isEmpty() || !views.changes().isEmpty()
                          || !changeStreams.changes().isEmpty() || !roles.changes().isEmpty()
                          || !grants.changes().isEmpty() || !propertyGraphs.changes().isEmpty()
                          || !models.changes().isEmpty() || !localityGroups.changes().isEmpty()
                          || !keptStatements.changes().isEmpty() || !freeComments.changes().isEmpty();
}

SchemaDelta::SchemaDelta() : d(std::make_unique<Data>()) {}
SchemaDelta::~SchemaDelta() = default;
SchemaDelta::SchemaDelta(SchemaDelta &&) noexcept = default;
SchemaDelta &SchemaDelta::operator=(SchemaDelta &&) noexcept = default;

SchemaDelta SchemaDelta::between(const Schema &before, const Schema &after)
{
    SchemaDelta delta;
    Data &d = *delta.d;
    const Header hb = Header::of(before), ha = Header::of(after);
    if (!(hb == ha))
        d.header = std::make_pair(hb, ha);
    d.schemas = VectorDelta<NamedSchema>::between(before.schemas, after.schemas);
    d.tables = VectorDelta<Table>::between(before.tables, after.tables);
    d.indexes = VectorDelta<Index>::between(before.indexes, after.indexes);
    d.sequences = VectorDelta<Sequence>::between(before.sequences, after.sequences);
    d.views = VectorDelta<View>::between(before.views, after.views);
    d.changeStreams = VectorDelta<ChangeStream>::between(before.changeStreams, after.changeStreams);
    d.roles = VectorDelta<Role>::between(before.roles, after.roles);
    d.grants = VectorDelta<Grant>::between(before.grants, after.grants);
    d.propertyGraphs = VectorDelta<PropertyGraph>::between(before.propertyGraphs, after.propertyGraphs);
    d.models = VectorDelta<Model>::between(before.models, after.models);
    d.localityGroups = VectorDelta<LocalityGroup>::between(before.localityGroups, after.localityGroups);
    d.keptStatements = VectorDelta<KeptStatement>::between(before.keptStatements, after.keptStatements);
    d.freeComments = VectorDelta<FreeComment>::between(before.freeComments, after.freeComments);
    // Every Schema member is in the Header or one of the vectors above: core_edits'
    // deltaCoversEverySchemaMember fails when Schema grows one that is not (no probe copy of the
    // whole schema per edit, which cost more than the edit at 5,000 tables).
    d.computeChange(before, after);
    return delta;
}

bool SchemaDelta::isEmpty() const
{
    bool empty = !d->header.has_value();
    Schema dummy;
    d->forEachVector(dummy, [&empty](const auto &delta, auto &) { empty = empty && delta.isEmpty(); });
    return empty;
}

void SchemaDelta::applyForward(Schema &schema) const { d->apply(schema, true); }
void SchemaDelta::applyBackward(Schema &schema) const { d->apply(schema, false); }
SchemaChange SchemaDelta::change(bool forward) const
{
    SchemaChange change = d->change;
    if (!forward)
        std::swap(change.tablesAdded, change.tablesRemoved);
    return change;
}

} // namespace ssd
