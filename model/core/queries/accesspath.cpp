#include "accesspath.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ssd::queries {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::queries::AccessPath)
};

// What one table of a query asks of its read.
struct Demand
{
    QStringList equalities; // columns fixed to one value (=, IN, IS NULL, or a join value)
    QStringList ranges;     // columns bounded by <, <=, >, >=, BETWEEN
    std::vector<OrderKey> order;
    QStringList needed;     // columns the query reads from this table
    bool limit = false;
};

Demand demandOf(const Query &query, const Table &table, int t, bool orderHere)
{
    Demand d;
    for (const Predicate &p : query.predicates) {
        if (p.column.table != t)
            continue;
        QStringList &list = p.isEquality() ? d.equalities : d.ranges;
        if (!list.contains(p.column.name))
            list.append(p.column.name);
    }
    // A joined table is read once per row of the tables before it: their join values fix its columns.
    for (const JoinEquality &j : query.joins) {
        const ColumnRef *mine = j.left.table == t ? &j.left : j.right.table == t ? &j.right : nullptr;
        const ColumnRef *other = mine == &j.left ? &j.right : &j.left;
        if (mine && other->table < t && !d.equalities.contains(mine->name))
            d.equalities.append(mine->name);
    }
    if (orderHere)
        d.order = query.orderBy;
    for (const ColumnRef &c : query.selected)
        if (c.table == t && !d.needed.contains(c.name))
            d.needed.append(c.name);
    if (std::find(query.starTables.begin(), query.starTables.end(), t) != query.starTables.end())
        for (const Column &c : table.columns)
            if (!d.needed.contains(c.name))
                d.needed.append(c.name);
    d.limit = query.hasLimit;
    return d;
}

struct Candidate
{
    const Index *index = nullptr; // nullptr: the base table
    TableAccess access;
    int score = 0;
};

Candidate evaluate(const Table &table, const Index *index, const Demand &d)
{
    const std::vector<KeyPart> &keys = index ? index->keys : table.primaryKey;
    Candidate c;
    c.index = index;
    TableAccess &a = c.access;
    a.index = index ? index->name : QString();
    size_t prefix = 0;
    while (prefix < keys.size() && d.equalities.contains(keys[prefix].column))
        a.seekColumns.append(keys[prefix++].column);
    if (prefix < keys.size() && d.ranges.contains(keys[prefix].column))
        a.rangeColumn = keys[prefix].column;
    // ORDER BY columns fixed by an equality do not change the order; the rest must follow the keys.
    std::vector<OrderKey> order;
    for (const OrderKey &k : d.order)
        if (!a.seekColumns.contains(k.column.name))
            order.push_back(k);
    if (!order.empty() && prefix + order.size() <= keys.size()) {
        bool same = true, reversed = true;
        for (size_t m = 0; m < order.size(); ++m) {
            const KeyPart &key = keys[prefix + m];
            if (key.column != order[m].column.name) {
                same = reversed = false;
                break;
            }
            same = same && key.order == order[m].order;
            reversed = reversed && key.order != order[m].order;
        }
        a.orderServed = same;
        a.orderAgainst = reversed && !same;
    } else if (!d.order.empty() && order.empty()) {
        a.orderServed = true; // every ORDER BY column is fixed by an equality
    }
    if (index) {
        for (const QString &col : d.needed) {
            bool covered = table.isKeyColumn(col) || index->storing.contains(col);
            for (const KeyPart &k : index->keys)
                covered = covered || k.column == col;
            if (!covered)
                a.backJoin.append(col);
        }
    }
    const bool allKeysFixed = prefix == keys.size() && !keys.empty();
    if (allKeysFixed && (!index || index->unique))
        a.kind = ReadKind::Point;
    else if (prefix > 0 || !a.rangeColumn.isEmpty())
        a.kind = ReadKind::Range;
    else
        a.kind = ReadKind::Scan;
    // Narrowing first, then a served order (it spares a sort and, with LIMIT, most of the read),
    // then no back-join, then the base table.
    c.score = int(prefix) * 8 + (a.rangeColumn.isEmpty() ? 0 : 4) + (a.orderServed ? 2 : 0)
              + (a.backJoin.isEmpty() ? 1 : 0);
    // An index scan that neither narrows nor orders is never better than the table itself.
    if (index && a.kind == ReadKind::Scan && !(a.orderServed && d.limit && a.backJoin.isEmpty()))
        c.score = -1;
    return c;
}

TableAccess accessOf(const Query &query, const Schema &schema, int t, bool orderHere)
{
    const TableRef &ref = query.tables[t];
    const Table *table = schema.findTable(ref.table);
    TableAccess access;
    if (!table)
        return access;
    const Demand d = demandOf(query, *table, t, orderHere);
    std::optional<Candidate> best;
    QString againstIndex;
    int againstScore = -1;
    auto consider = [&](const Index *index) {
        Candidate c = evaluate(*table, index, d);
        if (index && c.access.orderAgainst && c.score > againstScore) {
            againstIndex = index->name;
            againstScore = c.score;
        }
        if (!best || c.score > best->score)
            best = std::move(c);
    };
    if (!ref.forceIndex.isEmpty()) {
        const Index *forced = schema.findIndex(ref.forceIndex);
        consider(forced && forced->table == table->name ? forced : nullptr);
        if (best)
            best->access.forced = true;
    } else {
        consider(nullptr);
        for (const Index &i : schema.indexes)
            if (i.table == table->name && i.kind == Index::Kind::Regular && i.whereNotNull.isEmpty() && !i.nullFiltered)
                consider(&i);
    }
    access = std::move(best->access);
    if (againstIndex != access.index)
        access.againstIndex = againstIndex;
    access.table = t;
    access.tableName = table->name;
    access.equalityColumns = d.equalities;
    access.filterColumns = d.equalities + d.ranges;
    access.rangeFilter = d.ranges.value(0);
    return access;
}

bool isAncestor(const Schema &schema, const Table &descendant, const QString &ancestor)
{
    for (const Table *a : schema.ancestorsOf(descendant))
        if (a->name == ancestor)
            return true;
    return false;
}

// The join columns of `a` paired with those of `b`, for the equalities between tables ia and ib.
std::vector<std::pair<QString, QString>> pairs(const Query &query, int ia, int ib)
{
    std::vector<std::pair<QString, QString>> out;
    for (const JoinEquality &j : query.joins) {
        if (j.left.table == ia && j.right.table == ib)
            out.push_back({j.left.name, j.right.name});
        else if (j.left.table == ib && j.right.table == ia)
            out.push_back({j.right.name, j.left.name});
    }
    return out;
}

// True when the pairs equate every column of `parent`'s key with the same-position key column
// of `child` (the parent key prefix that interleaving shares).
bool joinsOnParentKey(const Table &parent, const Table &child, const std::vector<std::pair<QString, QString>> &on)
{
    if (parent.primaryKey.empty() || child.primaryKey.size() < parent.primaryKey.size())
        return false;
    for (size_t k = 0; k < parent.primaryKey.size(); ++k) {
        bool found = false;
        for (const auto &[p, c] : on)
            found = found || (p == parent.primaryKey[k].column && c == child.primaryKey[k].column);
        if (!found)
            return false;
    }
    return true;
}

JoinAccess joinOf(const Query &query, const Schema &schema, int right)
{
    JoinAccess join;
    join.right = right;
    const Table *r = schema.findTable(query.tables[right].table);
    for (int left = right - 1; left >= 0 && r; --left) {
        const auto on = pairs(query, left, right);
        if (on.empty())
            continue;
        join.left = left;
        const Table *l = schema.findTable(query.tables[left].table);
        if (!l)
            break;
        std::vector<std::pair<QString, QString>> flipped;
        for (const auto &[a, b] : on)
            flipped.push_back({b, a});
        if (isAncestor(schema, *r, l->name) && joinsOnParentKey(*l, *r, on)) {
            join.kind = JoinKind::Local;
            join.ancestor = l->name;
        } else if (isAncestor(schema, *l, r->name) && joinsOnParentKey(*r, *l, flipped)) {
            join.kind = JoinKind::Local;
            join.ancestor = r->name;
        } else if (!r->interleave && joinsOnParentKey(*l, *r, on) && r != l) {
            join.couldInterleaveIn = l->name;
            join.child = r->name;
        } else if (!l->interleave && joinsOnParentKey(*r, *l, flipped) && r != l) {
            join.couldInterleaveIn = r->name;
            join.child = l->name;
        }
        return join;
    }
    join.left = right - 1; // a cross join: every pair of rows, distributed
    return join;
}

QString list(const QStringList &columns) { return columns.join(QStringLiteral(", ")); }

} // namespace

QueryAccess analyseQuery(const Query &query, const Schema &schema)
{
    QueryAccess access;
    if (!query.isSelect || query.tables.empty())
        return access;
    access.analysed = true;
    // The result comes out in the read order of the first table that is not a single row: ORDER
    // BY on that table's columns can follow its keys.
    int orderTable = query.orderBy.empty() || query.orderByExpression ? -1 : query.orderBy.front().column.table;
    for (const OrderKey &k : query.orderBy)
        if (k.column.table != orderTable)
            orderTable = -1;
    bool pointsSoFar = true;
    for (int t = 0; t < int(query.tables.size()); ++t) {
        access.tables.push_back(accessOf(query, schema, t, pointsSoFar && t == orderTable));
        pointsSoFar = pointsSoFar && access.tables.back().kind == ReadKind::Point;
    }
    for (int t = 1; t < int(query.tables.size()); ++t)
        access.joins.push_back(joinOf(query, schema, t));
    access.sortNeeded = query.orderByExpression
                        || (!query.orderBy.empty() && (orderTable < 0 || !access.tables[orderTable].orderServed));
    return access;
}

QString readKindName(ReadKind kind)
{
    return kind == ReadKind::Point ? Tr::tr("point read") : kind == ReadKind::Range ? Tr::tr("range read") : Tr::tr("full scan");
}

QStringList describeAccess(const Query &query, const QueryAccess &access)
{
    QStringList lines;
    if (!access.analysed) {
        lines.append(Tr::tr("not analysed (only SELECT statements over the schema's tables are)"));
        return lines;
    }
    for (const TableAccess &a : access.tables) {
        QString line;
        const QString seek = list(a.seekColumns);
        if (a.index.isEmpty()) {
            if (a.kind == ReadKind::Point)
                line = Tr::tr("%1: point read of the primary key (%2)").arg(a.tableName, seek);
            else if (a.kind == ReadKind::Range && !a.rangeColumn.isEmpty() && a.seekColumns.isEmpty())
                line = Tr::tr("%1: range read of the primary key, bounded on %2").arg(a.tableName, a.rangeColumn);
            else if (a.kind == ReadKind::Range && !a.rangeColumn.isEmpty())
                line = Tr::tr("%1: range read of the primary key prefix (%2), bounded on %3").arg(a.tableName, seek, a.rangeColumn);
            else if (a.kind == ReadKind::Range)
                line = Tr::tr("%1: range read of the primary key prefix (%2)").arg(a.tableName, seek);
            else if (a.filterColumns.isEmpty())
                line = Tr::tr("%1: full scan of the table").arg(a.tableName);
            else
                line = Tr::tr("%1: full scan of the table, filtering on (%2)").arg(a.tableName, list(a.filterColumns));
        } else {
            QString how;
            if (a.kind == ReadKind::Point)
                how = Tr::tr("point lookup (%1)").arg(seek);
            else if (a.kind == ReadKind::Range && !a.rangeColumn.isEmpty() && a.seekColumns.isEmpty())
                how = Tr::tr("range bounded on %1").arg(a.rangeColumn);
            else if (a.kind == ReadKind::Range && !a.rangeColumn.isEmpty())
                how = Tr::tr("range (%1), bounded on %2").arg(seek, a.rangeColumn);
            else if (a.kind == ReadKind::Range)
                how = Tr::tr("range (%1)").arg(seek);
            else
                how = Tr::tr("scan in key order");
            line = a.forced ? Tr::tr("%1: index %2 (FORCE_INDEX), %3").arg(a.tableName, a.index, how)
                            : Tr::tr("%1: index %2, %3").arg(a.tableName, a.index, how);
            line += a.backJoin.isEmpty() ? Tr::tr(", covered by the index")
                                         : Tr::tr(", then back-join to %1 for (%2)").arg(a.tableName, list(a.backJoin));
        }
        if (a.orderServed)
            line += Tr::tr("; ORDER BY follows the key order");
        else if (a.orderAgainst)
            line += Tr::tr("; ORDER BY runs against the key direction");
        lines.append(line);
    }
    for (const JoinAccess &j : access.joins) {
        const QString left = j.left >= 0 ? query.tables[j.left].table : QString();
        const QString right = query.tables[j.right].table;
        if (j.kind == JoinKind::Local)
            lines.append(Tr::tr("join %1 with %2: local, inside the row trees of %3 (interleaved on its key)")
                             .arg(left, right, j.ancestor));
        else if (!j.couldInterleaveIn.isEmpty())
            lines.append(Tr::tr("join %1 with %2: distributed (%3 is joined on the key of %4 but not interleaved in it)")
                             .arg(left, right, j.child, j.couldInterleaveIn));
        else
            lines.append(Tr::tr("join %1 with %2: distributed").arg(left, right));
    }
    if (access.sortNeeded)
        lines.append(Tr::tr("sort: ORDER BY is not served by the read order"));
    return lines;
}

QJsonObject accessToJson(const Query &query, const QueryAccess &access)
{
    auto kindName = [](ReadKind k) {
        return k == ReadKind::Point ? QStringLiteral("point") : k == ReadKind::Range ? QStringLiteral("range") : QStringLiteral("scan");
    };
    QJsonObject out;
    out.insert(QStringLiteral("name"), query.name);
    out.insert(QStringLiteral("line"), query.line);
    out.insert(QStringLiteral("column"), query.column);
    out.insert(QStringLiteral("analysed"), access.analysed);
    if (query.perSecond > 0)
        out.insert(QStringLiteral("perSecond"), query.perSecond);
    QJsonArray tables;
    for (const TableAccess &a : access.tables) {
        QJsonObject t;
        t.insert(QStringLiteral("table"), a.tableName);
        t.insert(QStringLiteral("via"), a.index.isEmpty() ? QStringLiteral("primary key") : a.index);
        t.insert(QStringLiteral("read"), kindName(a.kind));
        t.insert(QStringLiteral("seek"), QJsonArray::fromStringList(a.seekColumns));
        if (!a.rangeColumn.isEmpty())
            t.insert(QStringLiteral("range"), a.rangeColumn);
        if (!a.backJoin.isEmpty())
            t.insert(QStringLiteral("backJoin"), QJsonArray::fromStringList(a.backJoin));
        if (a.forced)
            t.insert(QStringLiteral("forced"), true);
        if (a.orderServed || a.orderAgainst)
            t.insert(QStringLiteral("order"), a.orderServed ? QStringLiteral("served") : QStringLiteral("against"));
        tables.append(t);
    }
    out.insert(QStringLiteral("tables"), tables);
    QJsonArray joins;
    for (const JoinAccess &j : access.joins) {
        QJsonObject o;
        o.insert(QStringLiteral("left"), j.left >= 0 ? query.tables[j.left].table : QString());
        o.insert(QStringLiteral("right"), query.tables[j.right].table);
        o.insert(QStringLiteral("kind"), j.kind == JoinKind::Local ? QStringLiteral("local") : QStringLiteral("distributed"));
        if (!j.ancestor.isEmpty())
            o.insert(QStringLiteral("rowTree"), j.ancestor);
        if (!j.couldInterleaveIn.isEmpty())
            o.insert(QStringLiteral("couldInterleaveIn"), j.couldInterleaveIn);
        joins.append(o);
    }
    out.insert(QStringLiteral("joins"), joins);
    out.insert(QStringLiteral("sortNeeded"), access.sortNeeded);
    return out;
}

} // namespace ssd::queries
