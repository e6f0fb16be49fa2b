// Layouts with named groups (named schemas): every group is laid out on its own and becomes one
// block node, padded for the frame and label the diagram draws around it; the blocks and the
// ungrouped nodes are then laid out together, so groups never interleave with other tables.

#include "layoutgraph.h"

#include <algorithm>
#include <map>

namespace ssd::layout {

LayoutResult groupedLayout(const LayoutRequest &request)
{
    // Members by group name (ordered: the same input always gives the same layout).
    std::map<QString, std::vector<const LayoutNode *>> members;
    ObjectId maxId = 0;
    for (const LayoutNode &node : request.nodes) {
        maxId = std::max(maxId, node.id);
        const auto group = request.groups.find(node.id);
        if (group != request.groups.end() && !group->second.isEmpty())
            members[group->second].push_back(&node);
    }
    LayoutRequest plain = request;
    plain.groups.clear();
    if (members.empty())
        return layoutGraph(plain);

    const double pad = std::clamp(request.options.groupPadding, 0.0, 1000.0);
    const double header = std::clamp(request.options.groupHeader, 0.0, 1000.0);
    LayoutRequest top;
    top.options = request.options;
    top.options.routeEdges = false;
    std::unordered_map<ObjectId, ObjectId> blockOf; // member -> its group's block node
    struct Block
    {
        ObjectId id;
        LayoutResult inner;
    };
    std::vector<Block> blocks;
    blocks.reserve(members.size());
    for (const auto &[name, nodes] : members) {
        LayoutRequest inner;
        inner.options = top.options;
        std::unordered_map<ObjectId, bool> inGroup;
        for (const LayoutNode *node : nodes) {
            inner.nodes.push_back(*node);
            inGroup.emplace(node->id, true);
        }
        for (const LayoutEdge &edge : request.edges)
            if (inGroup.count(edge.from) && inGroup.count(edge.to))
                inner.edges.push_back(edge);
        Block block{++maxId, layoutGraph(inner)};
        if (!block.inner.ok())
            return block.inner;
        for (const LayoutNode *node : nodes)
            blockOf.emplace(node->id, block.id);
        top.nodes.push_back(LayoutNode{block.id, block.inner.bounds.width() + 2 * pad,
                                       block.inner.bounds.height() + 2 * pad + header});
        blocks.push_back(std::move(block));
    }
    for (const LayoutNode &node : request.nodes)
        if (!blockOf.count(node.id))
            top.nodes.push_back(node);
    // Edges leaving a group attach to its block; edges inside one were used above.
    const auto endOf = [&blockOf](ObjectId id) {
        const auto it = blockOf.find(id);
        return it == blockOf.end() ? id : it->second;
    };
    for (const LayoutEdge &edge : request.edges) {
        const ObjectId from = endOf(edge.from), to = endOf(edge.to);
        if (from != to)
            top.edges.push_back(LayoutEdge{from, to, edge.kind});
    }

    LayoutResult outer = layoutGraph(top);
    if (!outer.ok())
        return outer;
    LayoutResult result;
    result.componentCount = outer.componentCount;
    for (const LayoutNode &node : request.nodes)
        if (!blockOf.count(node.id))
            result.positions.emplace(node.id, outer.positions.at(node.id));
    for (const Block &block : blocks) {
        const QPointF origin = outer.positions.at(block.id) + QPointF(pad, pad + header) - block.inner.bounds.topLeft();
        for (const auto &[id, pos] : block.inner.positions)
            result.positions.emplace(id, origin + pos);
    }
    for (const LayoutNode &node : request.nodes)
        result.bounds |= QRectF(result.positions.at(node.id), QSizeF(node.width, node.height));
    return result;
}

} // namespace ssd::layout
