#include "readpath.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <set>

namespace ssd::queries {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::queries::ReadPath)
};

// A column's value in the sample row behind an entry (index entries point at their base row).
KeyValue valueOf(const Schema &schema, const SampleData &data, const LayoutEntry &entry, const QString &column)
{
    if (entry.sourceRow < 0 || entry.sourceRow >= int(data.rows.size()))
        return {};
    const SampleRow &row = data.rows[size_t(entry.sourceRow)];
    const Table *table = schema.findTable(entry.table);
    const int c = table ? table->columnIndex(column) : -1;
    return c >= 0 && c < int(row.values.size()) ? row.values[size_t(c)] : KeyValue{};
}

// The key parts of what a step reads: the index's keys or the table's primary key.
const std::vector<KeyPart> *keysOf(const Schema &schema, const TableAccess &a)
{
    if (!a.index.isEmpty()) {
        const Index *index = schema.findIndex(a.index);
        return index ? &index->keys : nullptr;
    }
    const Table *table = schema.findTable(a.tableName);
    return table ? &table->primaryKey : nullptr;
}

// The column of an earlier table that a join equates with `column` of table `t`, if any.
std::optional<ColumnRef> joinSource(const Query &query, int t, const QString &column)
{
    for (const JoinEquality &j : query.joins) {
        if (j.left.table == t && j.left.name == column && j.right.table < t)
            return j.right;
        if (j.right.table == t && j.right.name == column && j.left.table < t)
            return j.left;
    }
    return std::nullopt;
}

std::optional<PredicateOp> rangeOp(const Query &query, int t, const QString &column)
{
    for (const Predicate &p : query.predicates)
        if (p.column.table == t && p.column.name == column && p.isRange())
            return p.op;
    return std::nullopt;
}

} // namespace

std::vector<int> ReadPath::readOrder(int entryCount) const
{
    std::vector<int> order(size_t(std::max(0, entryCount)), 0);
    int n = 0;
    for (const ReadStep &s : steps)
        for (int e : s.entries)
            if (e >= 0 && e < entryCount && order[size_t(e)] == 0)
                order[size_t(e)] = ++n;
    return order;
}

int ReadPath::entriesRead() const
{
    int n = 0;
    for (const ReadStep &s : steps)
        n += int(s.entries.size());
    return n;
}

namespace {

// One trace with the driving table's parameters bound to its candidate `pick` (clamped); the
// joined tables' parameters are bound to their middle candidate.
ReadPath traceWith(const Query &query, const QueryAccess &access, const Schema &schema, const SampleData &data,
                   const StorageLayout &layout, const SplitAssignment &splits, int pick)
{
    ReadPath path;
    if (!access.analysed)
        return path;
    path.traced = true;
    // Base-table entry of each sample row, for the back-join after an index lookup.
    QHash<int, int> baseEntryOfRow;
    for (int i = 0; i < int(layout.entries.size()); ++i)
        if (!layout.entries[size_t(i)].isIndex)
            baseEntryOfRow.insert(layout.entries[size_t(i)].sourceRow, i);
    // Entries read per query table, to give the joined tables their join values.
    std::vector<std::vector<int>> readOf(query.tables.size());

    for (int s = 0; s < int(access.tables.size()); ++s) {
        const TableAccess &a = access.tables[size_t(s)];
        if (a.table < 0 || a.table >= int(query.tables.size()))
            continue;
        const bool viaIndex = !a.index.isEmpty();
        const QString object = viaIndex ? a.index : a.tableName;
        std::vector<int> candidates;
        for (int i = 0; i < int(layout.entries.size()); ++i)
            if (layout.entries[size_t(i)].object == object && layout.entries[size_t(i)].isIndex == viaIndex)
                candidates.push_back(i);

        // Seek columns bound by a join take the values of the rows read before; the others are
        // parameters, bound below to one sample row.
        QStringList parameterColumns;
        for (const QString &column : a.seekColumns) {
            const std::optional<ColumnRef> source = joinSource(query, a.table, column);
            if (!source) {
                parameterColumns << column;
                continue;
            }
            std::vector<KeyValue> values;
            for (int e : readOf[size_t(source->table)])
                values.push_back(valueOf(schema, data, layout.entries[size_t(e)], source->name));
            std::erase_if(candidates, [&](int e) {
                const KeyValue v = valueOf(schema, data, layout.entries[size_t(e)], column);
                return v.isNull() || std::find(values.begin(), values.end(), v) == values.end();
            });
        }
        const QString range = a.rangeColumn;
        if ((!parameterColumns.isEmpty() || !range.isEmpty()) && !candidates.empty()) {
            const int boundEntry =
                candidates[size_t(s == 0 ? std::clamp(pick, 0, int(candidates.size()) - 1) : int(candidates.size()) / 2)];
            const LayoutEntry &bound = layout.entries[size_t(boundEntry)];
            std::vector<KeyValue> fixed;
            for (const QString &column : parameterColumns) {
                fixed.push_back(valueOf(schema, data, bound, column));
                path.bindings << QStringLiteral("%1.%2 = %3").arg(a.tableName, column, fixed.back().toLabel());
            }
            std::erase_if(candidates, [&](int e) {
                for (qsizetype c = 0; c < parameterColumns.size(); ++c)
                    if (!(valueOf(schema, data, layout.entries[size_t(e)], parameterColumns[c]) == fixed[size_t(c)]))
                        return true;
                return false;
            });
            if (!range.isEmpty()) {
                // Within the equality prefix the range column is the next key: storage order is its order.
                const std::vector<KeyPart> *keys = keysOf(schema, a);
                SortOrder order = SortOrder::Asc;
                for (const KeyPart &k : keys ? *keys : std::vector<KeyPart>{})
                    if (k.column == range)
                        order = k.order;
                const std::optional<PredicateOp> op = rangeOp(query, a.table, range);
                const bool upper = op && (*op == PredicateOp::Less || *op == PredicateOp::LessEqual);
                // An upper bound on an ASC key (or a lower one on a DESC key) reads up to the bound row.
                const bool beforeBound = upper == (order == SortOrder::Asc);
                std::erase_if(candidates, [&](int e) { return beforeBound ? e > boundEntry : e < boundEntry; });
                const KeyValue v = valueOf(schema, data, bound, range);
                const QString sign = !op ? QStringLiteral(">=")
                                     : *op == PredicateOp::Less ? QStringLiteral("<")
                                     : *op == PredicateOp::LessEqual ? QStringLiteral("<=")
                                     : *op == PredicateOp::Greater ? QStringLiteral(">")
                                                                   : QStringLiteral(">=");
                path.bindings << QStringLiteral("%1.%2 %3 %4").arg(a.tableName, range, sign, v.toLabel());
            }
        }
        ReadStep step;
        step.tableAccess = s;
        step.object = object;
        step.isIndex = viaIndex;
        step.kind = a.kind;
        step.entries = candidates;
        readOf[size_t(a.table)] = candidates;
        path.steps.push_back(step);
        if (viaIndex && !a.backJoin.isEmpty()) {
            ReadStep back;
            back.tableAccess = s;
            back.object = a.tableName;
            back.backJoin = true;
            back.kind = ReadKind::Point;
            for (int e : candidates)
                if (const auto it = baseEntryOfRow.constFind(layout.entries[size_t(e)].sourceRow); it != baseEntryOfRow.cend())
                    back.entries.push_back(*it);
            path.steps.push_back(back);
        }
    }

    std::set<int> touched;
    for (const ReadStep &step : path.steps) {
        for (int e : step.entries) {
            const auto after = std::upper_bound(splits.splits.begin(), splits.splits.end(), e,
                                                [](int entry, const LayoutSplit &split) { return entry < split.firstEntry; });
            if (after != splits.splits.begin())
                touched.insert(int(after - splits.splits.begin()) - 1);
        }
    }
    path.splits.assign(touched.begin(), touched.end());
    return path;
}

} // namespace

ReadPath traceReadPath(const Query &query, const QueryAccess &access, const Schema &schema, const SampleData &data,
                       const StorageLayout &layout, const SplitAssignment &splits)
{
    // The middle candidate first; when a join finds no partner for it in the sample (a customer
    // without orders), the nearest candidates around it, so that the picture shows every step.
    int candidates = 0;
    if (access.analysed && !access.tables.empty()) {
        const TableAccess &a = access.tables.front();
        const QString object = a.index.isEmpty() ? a.tableName : a.index;
        for (const LayoutEntry &e : layout.entries)
            candidates += e.object == object && e.isIndex == !a.index.isEmpty() ? 1 : 0;
    }
    const int middle = candidates / 2;
    ReadPath first;
    for (int attempt = 0; attempt < std::min(candidates, 16) || attempt == 0; ++attempt) {
        const int pick = middle + (attempt % 2 == 0 ? attempt / 2 : -(attempt + 1) / 2);
        ReadPath path = traceWith(query, access, schema, data, layout, splits, pick);
        if (std::all_of(path.steps.begin(), path.steps.end(), [](const ReadStep &s) { return !s.entries.empty(); }))
            return path;
        if (attempt == 0)
            first = std::move(path);
    }
    return first;
}

QStringList describeReadPath(const ReadPath &path, const StorageLayout &layout, const SplitAssignment &splits)
{
    QStringList lines;
    if (!path.traced)
        return lines; // describeAccess() says why
    if (!path.bindings.isEmpty())
        lines << Tr::tr("parameters taken from the sample rows: %1").arg(path.bindings.join(QStringLiteral(", ")));
    int number = 0;
    for (const ReadStep &step : path.steps) {
        QStringList labels;
        for (int e : step.entries)
            labels << layout.entries[size_t(e)].label;
        const QString rows = labels.isEmpty() ? Tr::tr("no sample row") : labels.join(QStringLiteral(", "));
        QString what;
        if (step.backJoin)
            what = Tr::tr("back-join to %1, one point read per index entry").arg(step.object);
        else if (step.isIndex)
            what = Tr::tr("index %1, %2").arg(step.object, readKindName(step.kind));
        else
            what = Tr::tr("table %1, %2").arg(step.object, readKindName(step.kind));
        lines << QStringLiteral("%1. %2: %3").arg(++number).arg(what, rows);
    }
    QStringList names;
    for (int s : path.splits)
        names << Tr::tr("split %1 (server %2)").arg(s).arg(splits.splits[size_t(s)].server);
    lines << Tr::tr("%n entry(ies) read", nullptr, path.entriesRead()) + QStringLiteral("; ")
                 + (names.isEmpty() ? Tr::tr("no split") : Tr::tr("%n split(s) touched: %1", nullptr, int(names.size())).arg(names.join(QStringLiteral(", "))));
    return lines;
}

QJsonObject readPathToJson(const ReadPath &path, const StorageLayout &layout, const SplitAssignment &splits)
{
    QJsonObject out;
    out.insert(QStringLiteral("traced"), path.traced);
    out.insert(QStringLiteral("bindings"), QJsonArray::fromStringList(path.bindings));
    QJsonArray steps;
    for (const ReadStep &step : path.steps) {
        QJsonObject o;
        o.insert(QStringLiteral("object"), step.object);
        o.insert(QStringLiteral("read"), step.backJoin ? QStringLiteral("back-join")
                                         : step.kind == ReadKind::Point ? QStringLiteral("point")
                                         : step.kind == ReadKind::Range ? QStringLiteral("range")
                                                                        : QStringLiteral("scan"));
        o.insert(QStringLiteral("index"), step.isIndex);
        QJsonArray entries;
        for (int e : step.entries) {
            QJsonObject entry;
            entry.insert(QStringLiteral("entry"), e);
            entry.insert(QStringLiteral("label"), layout.entries[size_t(e)].label);
            entries.append(entry);
        }
        o.insert(QStringLiteral("entries"), entries);
        steps.append(o);
    }
    out.insert(QStringLiteral("steps"), steps);
    QJsonArray touched;
    for (int s : path.splits)
        touched.append(QJsonObject{{QStringLiteral("split"), s}, {QStringLiteral("server"), splits.splits[size_t(s)].server}});
    out.insert(QStringLiteral("splits"), touched);
    return out;
}

} // namespace ssd::queries
