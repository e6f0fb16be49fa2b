// placeNewNodes(): give new tables a position while every other table stays exactly where the
// user put it. New nodes are grouped (connected through edges among themselves), each group is
// laid out by dot on its own, then dropped next to the existing node it is linked to on the
// nearest free spot; groups linked to nothing go below the other tables of their named schema,
// or else are packed together and put to the right of the existing diagram. A spot never
// pulls a table of another named schema into a group's frame. Nothing already placed ever moves.

#include "layoutgraph.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace ssd {

namespace {

// Uniform-grid index of occupied rectangles, so that "is this spot free?" stays cheap with
// thousands of tables on the canvas.
class OccupiedSpace
{
public:
    // Returns the rectangle's id: its position in the order of add() calls.
    int add(const QRectF &rect)
    {
        const int id = int(m_rects.size());
        m_rects.push_back(rect);
        m_bounds = m_bounds.isNull() ? rect : m_bounds.united(rect);
        forEachCell(rect, [&](quint64 key) {
            m_cells[key].push_back(id);
            return true;
        });
        return id;
    }

    // Calls accept(id) for rectangles intersecting `rect` (an id may come more than once);
    // stops and returns false as soon as accept returns false.
    template<typename Accept>
    bool allIntersecting(const QRectF &rect, Accept accept) const
    {
        return forEachCell(rect, [&](quint64 key) {
            const auto it = m_cells.find(key);
            if (it == m_cells.end())
                return true;
            for (int id : it->second)
                if (m_rects[id].intersects(rect) && !accept(id))
                    return false;
            return true;
        });
    }

    bool isFree(const QRectF &rect) const
    {
        return forEachCell(rect, [&](quint64 key) {
            const auto it = m_cells.find(key);
            if (it == m_cells.end())
                return true;
            for (int id : it->second)
                if (m_rects[id].intersects(rect))
                    return false;
            return true;
        });
    }

    QRectF bounds() const { return m_bounds; }

private:
    static constexpr double kCell = 256.0;

    template<typename Visit>
    static bool forEachCell(const QRectF &rect, Visit visit)
    {
        const qint64 x0 = qint64(std::floor(rect.left() / kCell));
        const qint64 x1 = qint64(std::floor(rect.right() / kCell));
        const qint64 y0 = qint64(std::floor(rect.top() / kCell));
        const qint64 y1 = qint64(std::floor(rect.bottom() / kCell));
        for (qint64 y = y0; y <= y1; ++y)
            for (qint64 x = x0; x <= x1; ++x)
                if (!visit((quint64(quint32(x)) << 32) | quint64(quint32(y))))
                    return false;
        return true;
    }

    std::vector<QRectF> m_rects;
    std::unordered_map<quint64, std::vector<int>> m_cells;
    QRectF m_bounds;
};

enum class Preference { Below, Above, Beside };

// Search offsets (in grid steps) around the desired spot, cheapest first. Vertical moves cost
// twice as much as horizontal ones so that a new child lands next to its siblings on the same
// rank before it drops a rank; moving against the preferred side costs extra. The tables are
// built once, on first use, by a thread-safe static initialiser: placement without Graphviz
// runs without the Graphviz lock, on any thread.
std::vector<std::pair<int, int>> buildSearchOrder(Preference preference)
{
    constexpr int radius = 48;
    std::vector<std::pair<double, std::pair<int, int>>> ranked;
    ranked.reserve(size_t((2 * radius + 1) * (2 * radius + 1)));
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            double cost = std::hypot(double(dx), 2.0 * dy);
            if ((preference == Preference::Below && dy < 0) || (preference == Preference::Above && dy > 0))
                cost += 2.0 * radius;
            if (preference == Preference::Beside && dx < 0)
                cost += 4.0;
            ranked.push_back({cost, {dy, dx}});
        }
    }
    std::sort(ranked.begin(), ranked.end()); // ties broken by (dy, dx): a total order
    std::vector<std::pair<int, int>> table;
    table.reserve(ranked.size());
    for (const auto &entry : ranked)
        table.emplace_back(entry.second.second, entry.second.first);
    return table;
}

const std::vector<std::pair<int, int>> &searchOrder(Preference preference)
{
    static const std::vector<std::pair<int, int>> tables[3] = {
        buildSearchOrder(Preference::Below), buildSearchOrder(Preference::Above), buildSearchOrder(Preference::Beside)};
    return tables[int(preference)];
}

} // namespace

LayoutResult placeNewNodes(const LayoutRequest &request, const std::vector<ObjectId> &newIds)
{
    LayoutResult result;
    layout::PreparedGraph graph;
    result.error = layout::prepare(request, graph);
    if (!result.error.isEmpty() || graph.nodes.empty())
        return result;
    const LayoutOptions &options = graph.options;

    const std::unordered_set<ObjectId> forced(newIds.begin(), newIds.end());
    std::vector<char> isNew(graph.nodes.size(), 0);
    std::vector<QRectF> rectOf(graph.nodes.size());
    OccupiedSpace occupied;
    std::vector<int> nodeOfRect; // occupied rectangle id -> node index
    // Named schema groups: each node's group, and the union of the placed members' boxes.
    std::vector<QString> groupOf(graph.nodes.size());
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (const auto group = request.groups.find(graph.nodes[i].id); group != request.groups.end())
            groupOf[i] = group->second;
    std::unordered_map<QString, QRectF> groupBoxes;
    const auto occupy = [&](size_t index, const QRectF &rect) {
        rectOf[index] = rect;
        occupied.add(rect);
        nodeOfRect.push_back(int(index));
        if (!groupOf[index].isEmpty()) {
            QRectF &members = groupBoxes[groupOf[index]];
            members = members.isNull() ? rect : members.united(rect);
        }
    };
    size_t newCount = 0;
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const LayoutNode &node = graph.nodes[i];
        const auto fixed = request.fixed.find(node.id);
        if (forced.count(node.id) || fixed == request.fixed.end()) {
            isNew[i] = 1;
            ++newCount;
            continue;
        }
        const QPointF p = fixed->second;
        // Far beyond any canvas; also keeps the grid index's integer cell maths defined.
        constexpr double kMaxCoordinate = 1e9;
        if (!(std::abs(p.x()) <= kMaxCoordinate) || !(std::abs(p.y()) <= kMaxCoordinate)) {
            result.error = QStringLiteral("node %1 has an invalid fixed position (%2, %3)")
                               .arg(node.id).arg(p.x()).arg(p.y());
            return result;
        }
        occupy(i, QRectF(p, QSizeF(node.width, node.height)));
        result.positions.emplace(node.id, p);
    }
    if (newCount == graph.nodes.size())
        return layout::fullLayout(graph); // nothing to keep: an ordinary full layout
    if (newCount == 0) {
        result.bounds = layout::boundsOf(graph, result.positions);
        return result;
    }

    const std::vector<layout::Component> groups =
        layout::components(graph, [&](int i) { return isNew[size_t(i)] != 0; });
    result.componentCount = int(groups.size());

    // Edges touching each node, to find how a group hangs on the existing diagram.
    std::vector<std::vector<int>> incident(graph.nodes.size());
    for (int e = 0; e < int(graph.edges.size()); ++e) {
        const layout::Edge &edge = graph.edges[e];
        if (isNew[size_t(edge.from)] != isNew[size_t(edge.to)]) {
            incident[size_t(edge.from)].push_back(e);
            incident[size_t(edge.to)].push_back(e);
        }
    }

    layout::GraphvizSession session;
    std::vector<layout::ComponentLayout> layouts(groups.size());
    for (size_t g = 0; g < groups.size(); ++g) {
        result.error = layout::layoutPart(session, graph, groups[g], layouts[g]);
        if (!result.error.isEmpty()) {
            result.positions.clear();
            return result;
        }
    }

    // Gaps just under the spacings, so the spot the anchor rule aims at counts as free.
    const double clearance = 0.9 * std::min(options.nodeSpacing, options.rankSpacing);
    const double step = std::max(8.0, std::min(options.nodeSpacing, options.rankSpacing) / 2);
    const auto place = [&](const layout::ComponentLayout &part, QPointF origin) {
        for (size_t j = 0; j < part.nodes.size(); ++j) {
            const int index = part.nodes[j];
            const LayoutNode &node = graph.nodes[size_t(index)];
            occupy(size_t(index), QRectF(origin + part.topLeft[j], QSizeF(node.width, node.height)));
            result.positions.emplace(node.id, rectOf[size_t(index)].topLeft());
        }
    };
    // The frame the diagram draws around a group's members (see LayoutOptions::groupPadding).
    const auto frameOf = [&](const QRectF &members) {
        return members.adjusted(-options.groupPadding, -options.groupPadding - options.groupHeader,
                                options.groupPadding, options.groupPadding);
    };
    // The named schema all nodes of a part belong to; empty when none or several.
    const auto groupOfPart = [&](const layout::ComponentLayout &part) {
        const QString &first = groupOf[size_t(part.nodes.front())];
        for (int index : part.nodes)
            if (groupOf[size_t(index)] != first)
                return QString();
        return first;
    };
    // A spot is good when it overlaps no box, the part's group frame (grown by the part) takes
    // in no table of another group, and no other group's frame covers the part.
    const auto spotIsFree = [&](const layout::ComponentLayout &part, const QString &group, QPointF origin) {
        const QRectF box(origin, part.size);
        if (!occupied.isFree(box.adjusted(-clearance, -clearance, clearance, clearance)))
            return false;
        QRectF claimed = box;
        if (!group.isEmpty()) {
            const auto members = groupBoxes.find(group);
            claimed = frameOf(members == groupBoxes.end() ? box : members->second.united(box));
            const bool onlyMembers = occupied.allIntersecting(
                claimed, [&](int id) { return groupOf[size_t(nodeOfRect[size_t(id)])] == group; });
            if (!onlyMembers)
                return false;
        }
        for (const auto &[other, members] : groupBoxes) {
            if (other == group)
                continue;
            bool own = false; // a part spanning several groups may sit in any of their frames
            for (int index : part.nodes)
                own = own || groupOf[size_t(index)] == other;
            if (!own && frameOf(members).intersects(claimed))
                return false;
        }
        return true;
    };
    // Tries the spots around `desired`, nearest first; false when the neighbourhood is full.
    const auto placeNear = [&](const layout::ComponentLayout &part, QPointF desired, Preference preference) {
        const QString group = groupOfPart(part);
        for (const auto &[dx, dy] : searchOrder(preference)) {
            const QPointF origin = desired + QPointF(dx * step, dy * step);
            if (spotIsFree(part, group, origin)) {
                place(part, origin);
                return true;
            }
        }
        return false;
    };

    std::vector<size_t> unanchored;
    for (size_t g = 0; g < groups.size(); ++g) {
        const layout::ComponentLayout &part = layouts[g];
        // The anchor: the first interleave link to an existing node, else the first FK link.
        int anchorEdge = -1;
        size_t anchorLocal = 0;
        for (size_t j = 0; j < part.nodes.size() && (anchorEdge < 0 || graph.edges[size_t(anchorEdge)].kind != LayoutEdgeKind::Interleave); ++j) {
            for (int e : incident[size_t(part.nodes[j])]) {
                const bool better = anchorEdge < 0
                    || (graph.edges[size_t(e)].kind == LayoutEdgeKind::Interleave
                        && graph.edges[size_t(anchorEdge)].kind != LayoutEdgeKind::Interleave);
                if (better) {
                    anchorEdge = e;
                    anchorLocal = j;
                }
            }
        }
        if (anchorEdge < 0) {
            // Linked to nothing placed, but in a named schema that has tables: below them.
            const QString group = groupOfPart(part);
            const auto members = group.isEmpty() ? groupBoxes.end() : groupBoxes.find(group);
            if (members == groupBoxes.end()
                || !placeNear(part, QPointF(members->second.left(), members->second.bottom() + options.rankSpacing),
                              Preference::Below))
                unanchored.push_back(g);
            continue;
        }

        const layout::Edge &edge = graph.edges[size_t(anchorEdge)];
        const int mine = part.nodes[anchorLocal];
        const QRectF anchor = rectOf[size_t(edge.from == mine ? edge.to : edge.from)];
        const LayoutNode &node = graph.nodes[size_t(mine)];
        QPointF nodeTopLeft;
        Preference preference = Preference::Beside;
        if (edge.kind == LayoutEdgeKind::Interleave && edge.to == mine) { // below its parent
            nodeTopLeft = QPointF(anchor.center().x() - node.width / 2, anchor.bottom() + options.rankSpacing);
            preference = Preference::Below;
        } else if (edge.kind == LayoutEdgeKind::Interleave) { // above its existing child
            nodeTopLeft = QPointF(anchor.center().x() - node.width / 2,
                                  anchor.top() - options.rankSpacing - node.height);
            preference = Preference::Above;
        } else {
            nodeTopLeft = QPointF(anchor.right() + options.nodeSpacing, anchor.top());
        }
        const QPointF desired = nodeTopLeft - part.topLeft[anchorLocal];
        if (!placeNear(part, desired, preference)) {
            // Crowded neighbourhood: the column right of everything is always free.
            const QRectF all = occupied.bounds();
            place(part, QPointF(all.right() + options.componentSpacing, desired.y()));
        }
    }

    if (!unanchored.empty()) {
        std::vector<QSizeF> sizes;
        sizes.reserve(unanchored.size());
        for (size_t g : unanchored)
            sizes.push_back(layouts[g].size);
        std::vector<QPointF> offsets;
        // A block of new tables right of the diagram: taller than wide, next to what exists.
        layout::packBoxes(sizes, options.componentSpacing, 1.0, offsets);
        QRectF block;
        for (size_t k = 0; k < unanchored.size(); ++k) {
            const QRectF box(offsets[k], sizes[k]);
            block = k == 0 ? box : block.united(box);
        }
        const QRectF all = occupied.bounds();
        const QPointF blockOrigin(all.right() + options.componentSpacing, all.top());
        for (size_t k = 0; k < unanchored.size(); ++k)
            place(layouts[unanchored[k]], blockOrigin + offsets[k] - block.topLeft());
    }

    result.bounds = layout::boundsOf(graph, result.positions);
    return result;
}

} // namespace ssd
