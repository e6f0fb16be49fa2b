// Full layouts and the shared graph preparation. Placement of new nodes next to a kept layout
// lives in placement.cpp; everything that calls Graphviz lives in graphvizlayout.cpp.

#include "layoutgraph.h"

#include <QHash>

#include <cmath>
#include <numeric>
#include <unordered_set>

namespace ssd {

namespace layout {

namespace {

// Boxes beyond this are certainly a measuring bug, and Graphviz works in ints internally.
constexpr double kMaxNodeExtent = 100000.0;

double clampSpacing(double value, double fallback)
{
    if (!std::isfinite(value))
        return fallback;
    // A small floor keeps dot's integer rounding of node extents from ever making boxes touch.
    return std::clamp(value, 4.0, 10000.0);
}

// Minimal union-find with path halving; deterministic because unions always keep the smaller
// index as the root.
struct DisjointSets
{
    std::vector<int> parent;
    explicit DisjointSets(size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    void unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return;
        if (b < a)
            std::swap(a, b);
        parent[b] = a;
    }
};

} // namespace

QString prepare(const LayoutRequest &request, PreparedGraph &graph)
{
    const LayoutOptions defaults;
    graph = PreparedGraph();
    graph.options = request.options;
    graph.options.nodeSpacing = clampSpacing(request.options.nodeSpacing, defaults.nodeSpacing);
    graph.options.rankSpacing = clampSpacing(request.options.rankSpacing, defaults.rankSpacing);
    graph.options.componentSpacing =
        clampSpacing(request.options.componentSpacing, defaults.componentSpacing);
    graph.options.maxDotNodes = std::max(2, request.options.maxDotNodes);
    if (!std::isfinite(request.options.targetAspect) || request.options.targetAspect <= 0)
        graph.options.targetAspect = defaults.targetAspect;
    graph.options.targetAspect = std::clamp(graph.options.targetAspect, 0.1, 10.0);

    graph.nodes.reserve(request.nodes.size());
    graph.indexOf.reserve(request.nodes.size());
    for (const LayoutNode &node : request.nodes) {
        const auto valid = [](double v) { return std::isfinite(v) && v > 0 && v <= kMaxNodeExtent; };
        if (!valid(node.width) || !valid(node.height))
            return QStringLiteral("node %1 has an invalid size %2 x %3 (expected 0 < size <= %4 points)")
                .arg(node.id).arg(node.width).arg(node.height).arg(kMaxNodeExtent);
        if (!graph.indexOf.emplace(node.id, int(graph.nodes.size())).second)
            return QStringLiteral("node id %1 appears more than once").arg(node.id);
        graph.nodes.push_back(node);
    }

    // Self-loops and edges to unknown nodes carry no layout information; duplicates would only
    // make dot work harder (and draw parallel curves).
    std::unordered_set<quint64> seen;
    seen.reserve(request.edges.size());
    graph.edges.reserve(request.edges.size());
    for (const LayoutEdge &edge : request.edges) {
        const auto from = graph.indexOf.find(edge.from);
        const auto to = graph.indexOf.find(edge.to);
        if (from == graph.indexOf.end() || to == graph.indexOf.end() || from->second == to->second)
            continue;
        const quint64 key = (quint64(from->second) << 33) | (quint64(to->second) << 1)
                            | (edge.kind == LayoutEdgeKind::ForeignKey ? 1u : 0u);
        if (!seen.insert(key).second)
            continue;
        graph.edges.push_back(Edge{from->second, to->second, edge.kind});
    }
    return {};
}

std::vector<Component> components(const PreparedGraph &graph, const std::function<bool(int)> &useNode)
{
    const auto used = [&](int node) { return !useNode || useNode(node); };
    DisjointSets sets(graph.nodes.size());
    for (const Edge &edge : graph.edges)
        if (used(edge.from) && used(edge.to))
            sets.unite(edge.from, edge.to);

    std::vector<Component> result;
    std::vector<int> componentOfRoot(graph.nodes.size(), -1);
    for (int node = 0; node < int(graph.nodes.size()); ++node) {
        if (!used(node))
            continue;
        const int root = sets.find(node);
        if (componentOfRoot[root] < 0) {
            componentOfRoot[root] = int(result.size());
            result.emplace_back();
        }
        result[componentOfRoot[root]].nodes.push_back(node);
    }
    for (int e = 0; e < int(graph.edges.size()); ++e) {
        const Edge &edge = graph.edges[e];
        if (used(edge.from) && used(edge.to))
            result[componentOfRoot[sets.find(edge.from)]].edges.push_back(e);
    }
    return result;
}

QRectF boundsOf(const PreparedGraph &graph, const std::unordered_map<ObjectId, QPointF> &positions)
{
    QRectF bounds;
    bool first = true;
    for (const LayoutNode &node : graph.nodes) {
        const auto it = positions.find(node.id);
        if (it == positions.end())
            continue;
        const QRectF box(it->second, QSizeF(node.width, node.height));
        bounds = first ? box : bounds.united(box);
        first = false;
    }
    return bounds;
}

namespace {
// No packing is narrower than its widest piece: a component wider than the rectangle of the
// target aspect that all components' area would fill is laid out again in rows. Only such
// components pay for the second layout, so big schemas (whose ideal width dwarfs every
// component) cost nothing more.
void narrowWideStrips(GraphvizSession &session, const PreparedGraph &graph, const std::vector<Component> &parts,
                      std::vector<ComponentLayout> &layouts, std::vector<QSizeF> &sizes)
{
    if (!graph.options.useGraphviz)
        return;
    const double gap = graph.options.componentSpacing;
    double area = 0;
    for (const QSizeF &size : sizes)
        area += (size.width() + gap) * (size.height() + gap);
    const double idealWidth = std::sqrt(area * graph.options.targetAspect);
    for (size_t i = 0; i < parts.size(); ++i) {
        const QSizeF size = sizes[i];
        const bool strip = size.height() > 0 && size.width() / size.height() > 2 * graph.options.targetAspect;
        if (size.width() > idealWidth && strip && layoutInRows(session, graph, parts[i], layouts[i]))
            sizes[i] = layouts[i].size;
    }
}
} // namespace

LayoutResult fullLayout(const PreparedGraph &graph)
{
    LayoutResult result;
    if (graph.nodes.empty())
        return result;

    const std::vector<Component> parts = components(graph);
    result.componentCount = int(parts.size());

    GraphvizSession session;
    std::vector<ComponentLayout> layouts(parts.size());
    std::vector<QSizeF> sizes(parts.size());
    for (size_t i = 0; i < parts.size(); ++i) {
        const QString error = layoutPart(session, graph, parts[i], layouts[i]);
        if (!error.isEmpty()) {
            result.error = error;
            return result;
        }
        sizes[i] = layouts[i].size;
    }
    narrowWideStrips(session, graph, parts, layouts, sizes);
    std::vector<QPointF> offsets;
    packBoxes(sizes, graph.options.componentSpacing, graph.options.targetAspect, offsets);

    result.positions.reserve(graph.nodes.size());
    for (size_t i = 0; i < parts.size(); ++i) {
        const ComponentLayout &part = layouts[i];
        for (size_t j = 0; j < part.nodes.size(); ++j)
            result.positions.emplace(graph.nodes[part.nodes[j]].id, offsets[i] + part.topLeft[j]);
    }

    // Full layouts start at the origin, whatever corner the packing happened to use.
    const QPointF shift = -boundsOf(graph, result.positions).topLeft();
    for (auto &entry : result.positions)
        entry.second += shift;
    result.bounds = boundsOf(graph, result.positions);

    if (graph.options.routeEdges) {
        for (size_t i = 0; i < parts.size(); ++i) {
            for (EdgeRoute route : layouts[i].routes) {
                for (QPointF &p : route.bezier)
                    p += offsets[i] + shift;
                route.arrowTip += offsets[i] + shift;
                result.routes.push_back(std::move(route));
            }
        }
    }
    return result;
}

} // namespace layout

LayoutResult layoutGraph(const LayoutRequest &request)
{
    if (!request.fixed.empty())
        return placeNewNodes(request, {});
    if (!request.groups.empty())
        return layout::groupedLayout(request);

    layout::PreparedGraph graph;
    const QString error = layout::prepare(request, graph);
    if (!error.isEmpty()) {
        LayoutResult result;
        result.error = error;
        return result;
    }
    return layout::fullLayout(graph);
}

QString namedSchemaGroup(QStringView tableName)
{
    const qsizetype dot = tableName.lastIndexOf(u'.');
    return dot > 0 ? tableName.left(dot).toString() : QString();
}

LayoutRequest requestFromSchema(const Schema &schema,
                                const std::function<QSizeF(const Table &)> &measure)
{
    LayoutRequest request;
    request.nodes.reserve(schema.tables.size());
    // Exact-name lookup, first table wins, as Schema::findTable does, but in constant time:
    // schemas reach 10,000 tables.
    QHash<QString, ObjectId> idByName;
    idByName.reserve(qsizetype(schema.tables.size()));
    for (const Table &table : schema.tables) {
        if (!idByName.contains(table.name))
            idByName.insert(table.name, table.id);
        QSizeF size = measure ? measure(table) : QSizeF();
        if (!size.isValid() || size.isEmpty()) {
            // No painter available: a rough box from the column count, never zero.
            size = QSizeF(180.0, 28.0 + 18.0 * double(table.columns.size()));
        }
        request.nodes.push_back(LayoutNode{table.id, size.width(), size.height()});
        if (QString group = namedSchemaGroup(table.name); !group.isEmpty())
            request.groups.emplace(table.id, std::move(group));
    }
    for (const Table &table : schema.tables) {
        if (table.interleave) {
            const auto parent = idByName.constFind(table.interleave->parent);
            if (parent != idByName.cend() && parent.value() != table.id)
                request.edges.push_back(LayoutEdge{parent.value(), table.id, LayoutEdgeKind::Interleave});
        }
        for (const ForeignKey &fk : table.foreignKeys) {
            const auto referenced = idByName.constFind(fk.referencedTable);
            if (referenced != idByName.cend() && referenced.value() != table.id)
                request.edges.push_back(LayoutEdge{table.id, referenced.value(), LayoutEdgeKind::ForeignKey});
        }
    }
    return request;
}

} // namespace ssd
