// The only file that talks to Graphviz. Everything here runs under GraphvizSession's lock:
// cgraph and gvc keep global state (the error channel, string pools, the layout engine's
// statics) and are not safe to call from two threads at once.

#include "layoutgraph.h"

#include <QCoreApplication>
#include <QThread>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>

// Graphviz last: its headers define short macros (ND_*, ROUND, MIN, ...).
#include <graphviz/gvc.h>

namespace ssd::layout {

namespace {

std::mutex &graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

// Created on first use and kept for the life of the process: gvContext() loads the plugin
// configuration (~10 ms), which a designer would otherwise pay on every layout.
GVC_t *sharedContext()
{
    static GVC_t *context = gvContext();
    return context;
}

// Graphviz reports problems through agerr(); collect them so a failure can say why instead of
// printing to the terminal of a GUI application.
std::string &collectedMessages()
{
    static std::string messages;
    return messages;
}

int collectMessage(char *message)
{
    if (message && collectedMessages().size() < 4096)
        collectedMessages() += message;
    return 0;
}

// cgraph's API predates const: it copies the strings it is given but declares char*.
char *cstr(const char *s) { return const_cast<char *>(s); }

QString lastGraphvizMessage()
{
    QString text = QString::fromLocal8Bit(collectedMessages()).trimmed();
    return text.isEmpty() ? QStringLiteral("no details from Graphviz") : text;
}

void setNumber(void *object, Agsym_t *symbol, double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6f", value);
    agxset(object, symbol, buffer);
}

constexpr double kPointsPerInch = 72.0;
constexpr int kInterleaveWeight = 4; // keeps parent-child edges short and straight
constexpr int kForeignKeyWeight = 1;

// graphvizRuns(): dot runs, and those on the main thread.
std::atomic<int> runsAll{0};
std::atomic<int> runsOnMainThread{0};

} // namespace

} // namespace ssd::layout

namespace ssd {

GraphvizRuns graphvizRuns() { return {layout::runsAll.load(), layout::runsOnMainThread.load()}; }

} // namespace ssd

namespace ssd::layout {

GraphvizSession::GraphvizSession() = default;

GraphvizSession::~GraphvizSession()
{
    if (m_lock.owns_lock())
        agseterrf(nullptr);
}

// Taken on the first component that needs dot, so that work which never reaches Graphviz
// (single tables, LayoutOptions::useGraphviz off) never waits for a layout running elsewhere.
void GraphvizSession::begin()
{
    if (m_lock.owns_lock())
        return;
    m_lock = std::unique_lock<std::mutex>(graphvizMutex());
    collectedMessages().clear();
    agseterr(AGERR); // warnings are not failures; do not collect them
    agseterrf(collectMessage);
    agreseterrors();
}

QString GraphvizSession::layoutComponent(const PreparedGraph &graph, const std::vector<int> &nodes,
                                         const std::vector<int> &edges,
                                         const LayoutOptions &options, ComponentLayout &out)
{
    out.nodes = nodes;
    out.topLeft.assign(nodes.size(), QPointF());
    out.routes.clear();
    out.size = QSizeF();
    if (nodes.empty())
        return {};
    if (nodes.size() == 1) {
        const LayoutNode &node = graph.nodes[nodes.front()];
        out.size = QSizeF(node.width, node.height);
        return {};
    }

    if (!options.useGraphviz) {
        // The cheap arrangement: the boxes packed near the target aspect, in node order.
        std::vector<QSizeF> sizes;
        sizes.reserve(nodes.size());
        for (int index : nodes)
            sizes.emplace_back(graph.nodes[index].width, graph.nodes[index].height);
        packBoxes(sizes, options.nodeSpacing, options.targetAspect, out.topLeft);
        for (size_t i = 0; i < nodes.size(); ++i)
            out.size = out.size.expandedTo(QSizeF(out.topLeft[i].x() + sizes[i].width(),
                                                  out.topLeft[i].y() + sizes[i].height()));
        return {};
    }

    begin();
    runsAll.fetch_add(1);
    if (QCoreApplication *app = QCoreApplication::instance(); app && QThread::currentThread() == app->thread())
        runsOnMainThread.fetch_add(1);
    GVC_t *context = sharedContext();
    if (!context)
        return QStringLiteral("Graphviz could not be initialised (gvContext failed)");

    Agraph_t *g = agopen(cstr("component"), Agdirected, nullptr);
    if (!g)
        return QStringLiteral("Graphviz could not create a graph: %1").arg(lastGraphvizMessage());

    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4f", options.nodeSpacing / kPointsPerInch);
    agattr(g, AGRAPH, cstr("nodesep"), buffer);
    std::snprintf(buffer, sizeof buffer, "%.4f", options.rankSpacing / kPointsPerInch);
    agattr(g, AGRAPH, cstr("ranksep"), buffer);
    // "none" skips dot's spline router entirely; "spline" is only paid when routes are wanted.
    agattr(g, AGRAPH, cstr("splines"), cstr(options.routeEdges ? "spline" : "none"));
    Agsym_t *shape = agattr(g, AGNODE, cstr("shape"), cstr("box"));
    Agsym_t *fixedSize = agattr(g, AGNODE, cstr("fixedsize"), cstr("true"));
    Agsym_t *label = agattr(g, AGNODE, cstr("label"), cstr(""));
    Agsym_t *width = agattr(g, AGNODE, cstr("width"), cstr("1"));
    Agsym_t *height = agattr(g, AGNODE, cstr("height"), cstr("1"));
    Agsym_t *weight = agattr(g, AGEDGE, cstr("weight"), cstr("1"));
    Agsym_t *constraint = agattr(g, AGEDGE, cstr("constraint"), cstr("true"));
    Q_UNUSED(shape);
    Q_UNUSED(fixedSize);
    Q_UNUSED(label);

    std::unordered_map<int, Agnode_t *> gvNodes;
    gvNodes.reserve(nodes.size());
    std::vector<Agnode_t *> ordered;
    ordered.reserve(nodes.size());
    for (int index : nodes) {
        std::snprintf(buffer, sizeof buffer, "n%d", index);
        Agnode_t *n = agnode(g, buffer, 1);
        setNumber(n, width, graph.nodes[index].width / kPointsPerInch);
        setNumber(n, height, graph.nodes[index].height / kPointsPerInch);
        gvNodes.emplace(index, n);
        ordered.push_back(n);
    }
    std::vector<std::pair<Agedge_t *, int>> gvEdges;
    gvEdges.reserve(edges.size());
    for (int edgeIndex : edges) {
        const Edge &edge = graph.edges[edgeIndex];
        const auto from = gvNodes.find(edge.from);
        const auto to = gvNodes.find(edge.to);
        Q_ASSERT(from != gvNodes.end() && to != gvNodes.end());
        if (from == gvNodes.end() || to == gvNodes.end())
            continue;
        Agedge_t *e = agedge(g, from->second, to->second, nullptr, 1);
        if (edge.kind == LayoutEdgeKind::ForeignKey) {
            agxset(e, constraint, cstr("false"));
            std::snprintf(buffer, sizeof buffer, "%d", kForeignKeyWeight);
        } else {
            std::snprintf(buffer, sizeof buffer, "%d", kInterleaveWeight);
        }
        agxset(e, weight, buffer);
        gvEdges.emplace_back(e, edgeIndex);
    }

    if (gvLayout(context, g, "dot") != 0) {
        const QString message = lastGraphvizMessage();
        agclose(g);
        return QStringLiteral("Graphviz dot layout failed: %1").arg(message);
    }

    // Graphviz gives node centres with y up. Flip y, move to top-left corners, then shift so
    // the component's box starts at (0, 0).
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
    for (size_t i = 0; i < nodes.size(); ++i) {
        const LayoutNode &node = graph.nodes[nodes[i]];
        const pointf centre = ND_coord(ordered[i]);
        const QPointF topLeft(centre.x - node.width / 2, -centre.y - node.height / 2);
        out.topLeft[i] = topLeft;
        if (i == 0) {
            minX = topLeft.x();
            minY = topLeft.y();
            maxX = topLeft.x() + node.width;
            maxY = topLeft.y() + node.height;
        } else {
            minX = std::min(minX, topLeft.x());
            minY = std::min(minY, topLeft.y());
            maxX = std::max(maxX, topLeft.x() + node.width);
            maxY = std::max(maxY, topLeft.y() + node.height);
        }
    }
    for (QPointF &p : out.topLeft)
        p -= QPointF(minX, minY);
    out.size = QSizeF(maxX - minX, maxY - minY);

    if (options.routeEdges) {
        for (const auto &[e, edgeIndex] : gvEdges) {
            const splines *spl = ED_spl(e);
            if (!spl || spl->size < 1)
                continue;
            const Edge &edge = graph.edges[edgeIndex];
            EdgeRoute route;
            route.from = graph.nodes[edge.from].id;
            route.to = graph.nodes[edge.to].id;
            route.kind = edge.kind;
            // Multi-piece splines only occur for compound edges, which we never create.
            const bezier &curve = spl->list[0];
            route.bezier.reserve(size_t(curve.size));
            for (int k = 0; k < curve.size; ++k)
                route.bezier.emplace_back(curve.list[k].x - minX, -curve.list[k].y - minY);
            route.arrowTip = curve.eflag ? QPointF(curve.ep.x - minX, -curve.ep.y - minY) : route.bezier.back();
            out.routes.push_back(std::move(route));
        }
    }

    gvFreeLayout(context, g);
    agclose(g);
    return {};
}

} // namespace ssd::layout
