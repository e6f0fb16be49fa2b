#include "physicaljson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace ssd {

namespace {

// User-visible texts of the physical layout and the split simulator are translated in the
// context "ssd::Physical"; table names, keys and labels are arguments.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

// Rounded to milli units so that the JSON does not depend on printing the last bits of a double.
double rounded(double value) { return std::round(value * 1000.0) / 1000.0; }

QString boundaryName(LayoutEntry::Boundary boundary)
{
    switch (boundary) {
    case LayoutEntry::Boundary::Block: return QStringLiteral("block");
    case LayoutEntry::Boundary::RowTree: return QStringLiteral("rowTree");
    case LayoutEntry::Boundary::ChildRow: return QStringLiteral("child");
    }
    return {};
}

} // namespace

QJsonValue keyValueToJson(const KeyValue &value)
{
    switch (value.kind) {
    case KeyValue::Kind::Null: return QJsonValue(QJsonValue::Null);
    case KeyValue::Kind::Bool: return value.integer != 0;
    case KeyValue::Kind::Int64:
        // JSON numbers are doubles: beyond 2^53 the exact value goes as a string.
        if (value.integer >= -(qint64(1) << 53) && value.integer <= (qint64(1) << 53))
            return double(value.integer);
        return QString::number(value.integer);
    case KeyValue::Kind::Float64:
        if (std::isfinite(value.real))
            return value.real;
        return value.toLabel();
    default: return value.toText();
    }
}

QJsonObject layoutToJson(const StorageLayout &layout, const SplitAssignment &splits)
{
    QJsonArray rows;
    for (const LayoutEntry &e : layout.entries) {
        QJsonArray key;
        for (const KeyValue &v : e.key)
            key.append(keyValueToJson(v));
        QJsonObject row;
        row.insert(QStringLiteral("table"), e.object);
        row.insert(QStringLiteral("kind"), e.isIndex ? QStringLiteral("index") : QStringLiteral("table"));
        row.insert(QStringLiteral("key"), key);
        row.insert(QStringLiteral("label"), e.label);
        row.insert(QStringLiteral("depth"), e.depth);
        row.insert(QStringLiteral("rowTree"), e.rowTree);
        row.insert(QStringLiteral("boundary"), boundaryName(e.boundaryBefore));
        rows.append(row);
    }
    QJsonArray splitArray;
    for (const LayoutSplit &s : splits.splits) {
        QJsonObject split;
        split.insert(QStringLiteral("start"), s.start);
        split.insert(QStringLiteral("server"), s.server);
        split.insert(QStringLiteral("firstRow"), s.firstEntry);
        split.insert(QStringLiteral("boundary"), boundaryName(s.boundary));
        splitArray.append(split);
    }
    QJsonObject out;
    out.insert(QStringLiteral("rows"), rows);
    out.insert(QStringLiteral("splits"), splitArray);
    out.insert(QStringLiteral("rowTrees"), layout.rowTreeCount);
    return out;
}

QString layoutToText(const StorageLayout &layout, const SplitAssignment &splits)
{
    QString out = Tr::tr("Storage order: %1 rows, %2 row trees, %3 splits\n")
                      .arg(layout.entries.size()).arg(layout.rowTreeCount).arg(splits.splits.size());
    size_t nextSplit = 0;
    for (size_t i = 0; i < layout.entries.size(); ++i) {
        const LayoutEntry &e = layout.entries[i];
        if (nextSplit < splits.splits.size() && splits.splits[nextSplit].firstEntry == int(i)) {
            const LayoutSplit &s = splits.splits[nextSplit];
            out += (s.boundary == LayoutEntry::Boundary::ChildRow ? Tr::tr("---- split %1 on server %2 (inside a row tree) ----\n")
                                                                   : Tr::tr("---- split %1 on server %2 ----\n"))
                       .arg(nextSplit)
                       .arg(s.server);
            ++nextSplit;
        }
        // A bracket marks the row tree: "+" opens it, "|" continues it.
        const QString bracket = e.boundaryBefore == LayoutEntry::Boundary::ChildRow ? QStringLiteral("| ") : QStringLiteral("+ ");
        out += bracket + QString(2 * (e.depth - 1), u' ') + e.label;
        if (e.isIndex)
            out += Tr::tr("  [index entry]");
        out += u'\n';
    }
    return out;
}

QJsonObject simulationToJson(const SimulationResult &result, bool includeHeatmap)
{
    QJsonArray ticks;
    for (const SimTick &t : result.ticks) {
        QJsonArray splits;
        for (const SimSplit &s : t.splits) {
            QJsonObject split;
            split.insert(QStringLiteral("start"), s.start);
            split.insert(QStringLiteral("server"), s.server);
            split.insert(QStringLiteral("load"), rounded(s.load));
            split.insert(QStringLiteral("block"), s.block);
            if (s.warm)
                split.insert(QStringLiteral("state"), s.hot ? QStringLiteral("hot") : QStringLiteral("warm"));
            if (!s.unsplittable.isEmpty())
                split.insert(QStringLiteral("unsplittable"), s.unsplittable);
            splits.append(split);
        }
        QJsonObject tick;
        tick.insert(QStringLiteral("tick"), t.tick);
        tick.insert(QStringLiteral("offered"), rounded(t.offered));
        tick.insert(QStringLiteral("achieved"), rounded(t.achieved));
        tick.insert(QStringLiteral("queued"), rounded(t.queued));
        tick.insert(QStringLiteral("warm"), t.warmSplits);
        tick.insert(QStringLiteral("hot"), t.hotSplits);
        QJsonArray servers;
        for (double load : t.serverLoad)
            servers.append(rounded(load));
        tick.insert(QStringLiteral("serverLoad"), servers);
        tick.insert(QStringLiteral("splits"), splits);
        ticks.append(tick);
    }
    QJsonArray events;
    for (const SimEvent &e : result.events) {
        QJsonObject event;
        event.insert(QStringLiteral("tick"), e.tick);
        event.insert(QStringLiteral("kind"), simEventKindName(e.kind));
        event.insert(QStringLiteral("split"), e.split);
        event.insert(QStringLiteral("detail"), e.detail);
        events.append(event);
    }
    QJsonObject out;
    out.insert(QStringLiteral("ticks"), ticks);
    out.insert(QStringLiteral("events"), events);
    if (includeHeatmap) {
        QJsonArray ranges;
        for (qsizetype i = 0; i < result.heatmap.rangeStart.size(); ++i) {
            QJsonObject range;
            range.insert(QStringLiteral("object"), result.heatmap.rangeObject.at(i));
            range.insert(QStringLiteral("start"), result.heatmap.rangeStart.at(i));
            ranges.append(range);
        }
        QJsonArray load;
        for (const std::vector<double> &row : result.heatmap.load) {
            QJsonArray values;
            for (double v : row)
                values.append(rounded(v));
            load.append(values);
        }
        QJsonObject heatmap;
        heatmap.insert(QStringLiteral("ranges"), ranges);
        heatmap.insert(QStringLiteral("load"), load);
        out.insert(QStringLiteral("heatmap"), heatmap);
    }
    return out;
}

QString simulationToText(const SimulationResult &result, qint64 capacity, int servers)
{
    QString out = Tr::tr("%1 ticks, %2 servers x %3 writes/s = %4 writes/s capacity\n")
                      .arg(result.ticks.size()).arg(servers).arg(capacity).arg(qint64(servers) * capacity);
    out += Tr::tr("tick   offered  achieved  splits warm hot  hottest split (server, writes/s)\n");
    for (const SimTick &t : result.ticks) {
        const SimSplit *hottest = nullptr;
        for (const SimSplit &s : t.splits)
            if (!hottest || s.load > hottest->load)
                hottest = &s;
        out += QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
                   .arg(t.tick, 4)
                   .arg(t.offered, 9, 'f', 0)
                   .arg(t.achieved, 9, 'f', 0)
                   .arg(t.splits.size(), 7)
                   .arg(t.warmSplits, 4)
                   .arg(t.hotSplits, 3)
                   .arg(hottest ? QStringLiteral("%1 (%2, %3)").arg(hottest->start).arg(hottest->server).arg(hottest->load, 0, 'f', 0)
                                : QString());
    }
    out += Tr::tr("\nevents:\n");
    for (const SimEvent &e : result.events)
        out += QStringLiteral("%1 %2 %3: %4\n").arg(e.tick, 4).arg(simEventKindLabel(e.kind), -16).arg(e.split, e.detail);
    if (result.events.empty())
        out += Tr::tr("  (none)\n");
    return out;
}

} // namespace ssd
