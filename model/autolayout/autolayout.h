#pragma once

// Automatic diagram layout: a graph of fixed-size boxes in, top-left positions out.
//
// The work is done in-process by Graphviz's `dot` engine (cgraph/gvc, never the `dot` program).
// Interleave hierarchies are ranked top-down (parent above child); foreign keys are weak edges
// that pull tables together without constraining ranks. Every connected component is laid out
// on its own and the components are packed into a rectangle near a target aspect, which is what
// keeps big schemas fast (see spec/performance-baselines.md: one `dot` run over a 5,000-table graph
// is dominated by a network-simplex pass that grows ~N^2).
//
// Coordinates are scene coordinates in points: x to the right, y DOWN (Graphviz's y points up;
// the conversion happens inside). A position is the top-left corner of the node's box.
//
// Threading: Graphviz keeps global state and is not re-entrant. Every function here takes one
// process-wide lock around its Graphviz calls, so layouts may run on a worker thread (they
// should, beyond a few hundred tables) but run one at a time. Nothing here touches QtGui.
//
// Errors are values: a failed layout returns a LayoutResult with `error` set and no positions.
// Degenerate input (no nodes, self-loops, duplicate edges, cycles in the interleave edges,
// edges naming unknown nodes) is not an error: it is laid out as well as it can be.

#include "schema.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <unordered_map>
#include <vector>

namespace ssd {

struct LayoutNode
{
    ObjectId id = 0;
    double width = 0;  // points, as measured by the caller's painter; must be > 0
    double height = 0;
};

enum class LayoutEdgeKind {
    Interleave, // parent -> child: ranks the child below the parent
    ForeignKey, // referencing -> referenced: a weak attraction, no rank constraint
};

struct LayoutEdge
{
    ObjectId from = 0;
    ObjectId to = 0;
    LayoutEdgeKind kind = LayoutEdgeKind::Interleave;
};

struct LayoutOptions
{
    double nodeSpacing = 36;      // minimum horizontal gap between boxes of one rank
    double rankSpacing = 54;      // minimum vertical gap between ranks (parent and child)
    double componentSpacing = 48; // margin between packed components
    // Width / height of the rectangle the components are packed into: the window's for the
    // designer, a 16:10 screen by default (the CLI). Clamped to 0.1 .. 10.
    double targetAspect = 16.0 / 10.0;
    // Return the edge curves Graphviz routed (full layouts only). Off by default: the designer
    // draws its own simple edges, and skipping the routing saves time.
    bool routeEdges = false;
    // Connected components with more nodes than this are not handed to dot whole: Graphviz
    // 2.43's network simplex grows ~N^2 on these graphs (a 2,000-table FK-linked component
    // takes ~2 s, 300 tables ~0.05 s). Instead each interleave tree is laid out on its own, the
    // trees of one component are set in rows with foreign-key neighbours next to each other,
    // and a tree that is itself too big is split below its root (subtrees side by side, the
    // root centred above). Larger values give more FK-aware layouts at a quadratic price.
    int maxDotNodes = 300;
    // Off: no Graphviz at all, each component's boxes are packed in node order instead (and
    // placement still puts them next to their neighbours). Cheap and deterministic, for work
    // that must not wait: the designer places new tables this way on the GUI thread.
    bool useGraphviz = true;
    // Room around a group's nodes inside its block (see LayoutRequest::groups): at the sides
    // and bottom, and at the top for the group's label.
    double groupPadding = 24;
    double groupHeader = 34;
};

struct LayoutRequest
{
    std::vector<LayoutNode> nodes;
    std::vector<LayoutEdge> edges;
    // Positions (top-left) the user placed by hand and that must not move. Non-empty `fixed`
    // turns layoutGraph() into placeNewNodes(): fixed nodes stay, the others are placed.
    std::unordered_map<ObjectId, QPointF> fixed;
    LayoutOptions options;
    // Named groups (the schema's named schemas): nodes of one group are laid out together in
    // a block of their own, with room for a frame and a label around them, and the blocks are
    // placed among the ungrouped nodes. Edges between groups pull the blocks together. Nodes
    // not listed belong to no group. Grouped full layouts return no edge routes; placement
    // puts a new table near its group's placed tables and keeps the frames apart.
    std::unordered_map<ObjectId, QString> groups;
};

// One routed edge, in scene coordinates: a cubic Bezier path as Graphviz returns it, a start
// point followed by groups of three points (control, control, end), 3n + 1 points in all. The
// path starts on the source box and ends where the arrowhead begins; `arrowTip` is where the
// arrowhead touches the target box.
struct EdgeRoute
{
    ObjectId from = 0;
    ObjectId to = 0;
    LayoutEdgeKind kind = LayoutEdgeKind::Interleave;
    std::vector<QPointF> bezier;
    QPointF arrowTip;
};

struct LayoutResult
{
    std::unordered_map<ObjectId, QPointF> positions; // top-left of every node, y down
    QRectF bounds;                                   // union of all node boxes (null when empty)
    // Only with LayoutOptions::routeEdges, and only for edges dot routed: edges between the
    // trees of a split component (see maxDotNodes) have no route; draw them straight.
    std::vector<EdgeRoute> routes;
    int componentCount = 0;                          // components handed to the layout
    QString error;                                   // empty on success

    bool ok() const { return error.isEmpty(); }
};

// Lays out every node. Full layouts start at (0, 0). When request.fixed is not empty this is
// placeNewNodes(request, {}): the fixed nodes keep their positions.
LayoutResult layoutGraph(const LayoutRequest &request);

// Gives a position to each node in newIds and to every node that has no entry in
// request.fixed; every other node keeps its fixed position exactly. New nodes are laid out
// among themselves with dot, then each group is put next to the existing node it is linked to
// (a new child goes below its parent) on a spot where it overlaps nothing and no named-schema
// frame takes in a table of another schema; unrelated groups go below the placed tables of
// their named schema, or else are packed together and placed to the right of the existing
// diagram. Ids that are not nodes of the
// request are ignored.
LayoutResult placeNewNodes(const LayoutRequest &request, const std::vector<ObjectId> &newIds);

// How many times Graphviz's dot ran since the process started: on any thread, and on the
// application's main (GUI) thread, which the designer's tests check stays at 0. Counted when a
// run has taken the Graphviz lock, two atomic increments per dot run.
struct GraphvizRuns
{
    int all = 0;
    int onMainThread = 0;
};
GraphvizRuns graphvizRuns();

// The named schema a table belongs to: the qualifier of "sch.Name" ("sch"); empty for an
// unqualified name. The diagram frames these groups and the layout keeps them together.
QString namedSchemaGroup(QStringView tableName);

// The layout graph of a schema: one node per table (sized by `measure`), an Interleave edge
// parent -> child for each interleaved table whose parent exists, and a ForeignKey edge
// referencing -> referenced for each foreign key to another existing table, and the named
// schema group of every qualified table.
LayoutRequest requestFromSchema(const Schema &schema,
                                const std::function<QSizeF(const Table &)> &measure);

} // namespace ssd
