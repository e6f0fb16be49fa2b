#pragma once

// Internal to ssd_autolayout: the validated graph every entry point works on, connected
// components, and the thin Graphviz layer (one component through `dot`, rectangle packing).
// Graphviz headers stay out of this file so that their macros never leak into Qt code.

#include "autolayout.h"

#include <memory>
#include <mutex>

namespace ssd::layout {

struct Edge
{
    int from = 0; // node indices into PreparedGraph::nodes
    int to = 0;
    LayoutEdgeKind kind = LayoutEdgeKind::Interleave;
};

// The request with its ids resolved to indices: nodes in request order, edges without
// self-loops, unknown endpoints or duplicates.
struct PreparedGraph
{
    LayoutOptions options; // with spacings clamped to sane values
    std::vector<LayoutNode> nodes;
    std::vector<Edge> edges;
    std::unordered_map<ObjectId, int> indexOf;
};

// Validates sizes and ids; returns an error message (empty on success).
QString prepare(const LayoutRequest &request, PreparedGraph &graph);

struct Component
{
    std::vector<int> nodes; // node indices, ascending
    std::vector<int> edges; // edge indices, ascending; both ends are in `nodes`
};

// Connected components of the nodes for which `useNode` is true, over the edges whose two ends
// are both used. Components are ordered by their first node index: the same input always gives
// the same components. A null `useNode` uses every node.
std::vector<Component> components(const PreparedGraph &graph,
                                  const std::function<bool(int)> &useNode = {});

// One component laid out on its own: top-left positions relative to the component's own box,
// whose top-left corner is (0, 0).
struct ComponentLayout
{
    std::vector<int> nodes;         // node indices
    std::vector<QPointF> topLeft;   // parallel to nodes
    QSizeF size;
    std::vector<EdgeRoute> routes;  // local coordinates; only when routing was asked for
};

// Holds the process-wide Graphviz lock, from the first component that needs dot to the end of
// its life, and owns the shared GVC context. Create one per public call and run all the
// Graphviz work of that call through it.
class GraphvizSession
{
public:
    GraphvizSession();
    ~GraphvizSession();
    GraphvizSession(const GraphvizSession &) = delete;
    GraphvizSession &operator=(const GraphvizSession &) = delete;

    // Lays out the nodes (indices into graph.nodes) with `dot`, using the given edges (indices
    // into graph.edges, both ends among `nodes`). A single node skips Graphviz. Returns an
    // error message on failure.
    QString layoutComponent(const PreparedGraph &graph, const std::vector<int> &nodes,
                            const std::vector<int> &edges, const LayoutOptions &options,
                            ComponentLayout &out);

private:
    void begin();
    std::unique_lock<std::mutex> m_lock;
};

// Packs boxes of the given sizes at least `margin` points apart into a rectangle whose
// width / height is near `aspect` (packing.cpp). Returns the top-left corner of each box, y down,
// the union starting at (0, 0). Deterministic.
void packBoxes(const std::vector<QSizeF> &sizes, double margin, double aspect, std::vector<QPointF> &topLeft);

// Lays out one connected component: with dot in one piece when it has at most
// options.maxDotNodes nodes, otherwise split into interleave trees and subtrees (see
// LayoutOptions::maxDotNodes). The result's box starts at (0, 0).
QString layoutPart(GraphvizSession &session, const PreparedGraph &graph, const Component &part,
                   ComponentLayout &out);

// Lays a component out again as its interleave trees set in rows (the shape of a split
// component), for a dot layout that is one strip wider than the whole diagram should be (dot
// puts every interleave root on its top rank). Replaces `out` and returns true when that is
// narrower.
bool layoutInRows(GraphvizSession &session, const PreparedGraph &graph, const Component &part, ComponentLayout &out);

// Lays out every node of the graph from scratch: components through dot, then packed; the
// result starts at (0, 0).
LayoutResult fullLayout(const PreparedGraph &graph);

// A full layout of a request with groups: each group in its own block, the blocks laid out with
// the ungrouped nodes (grouplayout.cpp).
LayoutResult groupedLayout(const LayoutRequest &request);

// Union of the boxes; a null rect for no boxes.
QRectF boundsOf(const PreparedGraph &graph, const std::unordered_map<ObjectId, QPointF> &positions);

} // namespace ssd::layout
