// Laying out a component too big to hand to dot whole (LayoutOptions::maxDotNodes).
//
// Graphviz 2.43's network simplex (ranking and, above all, x-positioning) grows roughly with
// the square of the node count on these forest-like graphs: one FK-linked component of 2,000
// tables costs ~2 s and a single 2,000-table interleave tree ~1.6 s, while 300 tables cost
// ~0.05 s. So a big component is cut along its structure and dot only ever sees small pieces:
//
// 1. A spanning forest of the interleave edges splits the component into interleave trees.
// 2. A tree small enough goes to dot in one piece (with every edge among its nodes, FKs too).
//    A bigger tree is split below its root, recursively: the subtrees are laid out on their own
//    and set side by side, top-aligned, with the root centred above them - the same shape dot
//    draws for a tree, only assembled by us.
// 3. The trees of one component are set in rows, in breadth-first order of the foreign keys
//    between them, so tables linked by an FK end up near each other.

#include "layoutgraph.h"

#include <algorithm>
#include <cmath>

namespace ssd::layout {

namespace {

// Appends `part` to `into`, moved by `offset`.
void append(ComponentLayout &into, ComponentLayout &&part, QPointF offset)
{
    for (size_t i = 0; i < part.nodes.size(); ++i) {
        into.nodes.push_back(part.nodes[i]);
        into.topLeft.push_back(part.topLeft[i] + offset);
    }
    for (EdgeRoute &route : part.routes) {
        for (QPointF &p : route.bezier)
            p += offset;
        route.arrowTip += offset;
        into.routes.push_back(std::move(route));
    }
}

class Splitter
{
public:
    Splitter(GraphvizSession &session, const PreparedGraph &graph, const Component &part)
        : m_session(session), m_graph(graph), m_part(part)
    {
    }

    QString run(ComponentLayout &out);

private:
    void buildForest();
    QString layoutTree(int root, ComponentLayout &out);
    std::vector<int> treeOrder() const;
    ComponentLayout rows(std::vector<ComponentLayout> &&trees, const std::vector<int> &order) const;

    GraphvizSession &m_session;
    const PreparedGraph &m_graph;
    const Component &m_part;

    // Local indices 0..n-1 stand for m_part.nodes[local].
    std::unordered_map<int, int> m_localOf;
    std::vector<int> m_parent;                 // spanning-forest parent, -1 for a root
    std::vector<std::vector<int>> m_children;  // spanning-forest children, ascending
    std::vector<int> m_roots;                  // one per tree, in discovery order
    std::vector<int> m_treeOf;                 // tree number of each node
    std::vector<int> m_bfs;                    // all nodes, breadth-first, tree after tree
    std::vector<std::pair<size_t, size_t>> m_treeRange; // each tree's slice of m_bfs
    struct LocalEdge
    {
        int edge, from, to; // edge index, local endpoints
    };
    std::vector<std::vector<LocalEdge>> m_treeEdges; // edges with both ends in one tree

    // Per-node scratch for layoutTree(), allocated once per component.
    std::vector<int> m_subtreeSize;
    std::vector<int> m_blockOf;        // block number, -1 on the spine
    std::vector<QSizeF> m_box;         // box of the subtree rooted here (spine and block roots)
    std::vector<QPointF> m_offset;     // that box's top-left relative to the parent's box
    std::vector<QPointF> m_own;        // a spine node's own top-left inside its box
    std::vector<QPointF> m_origin;     // the box's absolute top-left
};

void Splitter::buildForest()
{
    const size_t n = m_part.nodes.size();
    m_localOf.reserve(n);
    for (size_t i = 0; i < n; ++i)
        m_localOf.emplace(m_part.nodes[i], int(i));

    std::vector<std::vector<int>> down(n);
    std::vector<int> inDegree(n, 0);
    for (int e : m_part.edges) {
        const Edge &edge = m_graph.edges[size_t(e)];
        if (edge.kind != LayoutEdgeKind::Interleave)
            continue;
        const int from = m_localOf.at(edge.from), to = m_localOf.at(edge.to);
        down[size_t(from)].push_back(to);
        ++inDegree[size_t(to)];
    }

    m_subtreeSize.assign(n, 0);
    m_blockOf.assign(n, -1);
    m_box.assign(n, QSizeF());
    m_offset.assign(n, QPointF());
    m_own.assign(n, QPointF());
    m_origin.assign(n, QPointF());
    m_parent.assign(n, -1);
    m_children.assign(n, {});
    m_treeOf.assign(n, -1);
    m_bfs.reserve(n);
    const auto growTree = [&](int root) {
        const int tree = int(m_roots.size());
        m_roots.push_back(root);
        m_treeOf[size_t(root)] = tree;
        const size_t start = m_bfs.size();
        size_t head = start;
        m_bfs.push_back(root);
        while (head < m_bfs.size()) {
            const int u = m_bfs[head++];
            for (int c : down[size_t(u)]) {
                if (m_treeOf[size_t(c)] >= 0)
                    continue; // a second parent or a cycle (invalid schema): first visit wins
                m_treeOf[size_t(c)] = tree;
                m_parent[size_t(c)] = u;
                m_children[size_t(u)].push_back(c);
                m_bfs.push_back(c);
            }
        }
        m_treeRange.emplace_back(start, m_bfs.size());
    };
    for (int v = 0; v < int(n); ++v)
        if (inDegree[size_t(v)] == 0)
            growTree(v);
    for (int v = 0; v < int(n); ++v) // nodes only reachable around an interleave cycle
        if (m_treeOf[size_t(v)] < 0)
            growTree(v);

    m_treeEdges.assign(m_roots.size(), {});
    for (int e : m_part.edges) {
        const Edge &edge = m_graph.edges[size_t(e)];
        const int a = m_localOf.at(edge.from), b = m_localOf.at(edge.to);
        if (m_treeOf[size_t(a)] == m_treeOf[size_t(b)])
            m_treeEdges[size_t(m_treeOf[size_t(a)])].push_back(LocalEdge{e, a, b});
    }
}

QString Splitter::layoutTree(int root, ComponentLayout &out)
{
    const LayoutOptions &options = m_graph.options;
    const int limit = options.maxDotNodes;
    const auto [first, last] = m_treeRange[size_t(m_treeOf[size_t(root)])];
    const std::vector<int> nodes(m_bfs.begin() + qsizetype(first), m_bfs.begin() + qsizetype(last));

    // Subtree sizes, children before parents.
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
        int size = 1;
        for (int c : m_children[size_t(*it)])
            size += m_subtreeSize[size_t(c)];
        m_subtreeSize[size_t(*it)] = size;
    }

    // Blocks: maximal subtrees dot may take whole. Every other node is on the "spine" above them.
    std::vector<int> blockRoots;
    for (int v : nodes) {
        const int parent = m_parent[size_t(v)];
        if (m_subtreeSize[size_t(v)] <= limit && (parent < 0 || m_subtreeSize[size_t(parent)] > limit)) {
            m_blockOf[size_t(v)] = int(blockRoots.size());
            blockRoots.push_back(v);
        } else {
            m_blockOf[size_t(v)] = parent >= 0 ? m_blockOf[size_t(parent)] : -1;
        }
    }
    std::vector<Component> blocks(blockRoots.size());
    for (int v : nodes)
        if (m_blockOf[size_t(v)] >= 0)
            blocks[size_t(m_blockOf[size_t(v)])].nodes.push_back(m_part.nodes[size_t(v)]);
    for (const auto &[e, a, b] : m_treeEdges[size_t(m_treeOf[size_t(root)])])
        if (m_blockOf[size_t(a)] >= 0 && m_blockOf[size_t(a)] == m_blockOf[size_t(b)])
            blocks[size_t(m_blockOf[size_t(a)])].edges.push_back(e);
    std::vector<ComponentLayout> blockLayouts(blocks.size());
    for (size_t b = 0; b < blocks.size(); ++b) {
        const QString error = m_session.layoutComponent(m_graph, blocks[b].nodes, blocks[b].edges, options,
                                                        blockLayouts[b]);
        if (!error.isEmpty())
            return error;
        m_box[size_t(blockRoots[b])] = blockLayouts[b].size;
    }

    // Spine nodes, children before parents: the children's boxes side by side, top-aligned,
    // the node centred above them. Offsets are relative to the parent's box, so that nothing is
    // copied level after level (a 10,000-table chain stays linear).
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
        const int v = *it;
        if (m_blockOf[size_t(v)] >= 0)
            continue;
        const LayoutNode &node = m_graph.nodes[size_t(m_part.nodes[size_t(v)])];
        const std::vector<int> &children = m_children[size_t(v)];
        double rowWidth = 0, rowHeight = 0;
        for (int c : children) {
            rowWidth += m_box[size_t(c)].width();
            rowHeight = std::max(rowHeight, m_box[size_t(c)].height());
        }
        rowWidth += options.nodeSpacing * double(children.empty() ? 0 : children.size() - 1);
        const double width = std::max(rowWidth, node.width);
        const double top = node.height + options.rankSpacing;
        double x = (width - rowWidth) / 2;
        for (int c : children) {
            m_offset[size_t(c)] = QPointF(x, top);
            x += m_box[size_t(c)].width() + options.nodeSpacing;
        }
        m_own[size_t(v)] = QPointF((width - node.width) / 2, 0);
        m_box[size_t(v)] = QSizeF(width, children.empty() ? node.height : top + rowHeight);
    }

    // Absolute positions, parents before children.
    out = ComponentLayout();
    out.size = m_box[size_t(root)];
    m_offset[size_t(root)] = QPointF();
    for (int v : nodes) {
        const int parent = m_parent[size_t(v)];
        const bool spine = m_blockOf[size_t(v)] < 0;
        const bool blockRoot = !spine && (parent < 0 || m_blockOf[size_t(parent)] < 0);
        if (!spine && !blockRoot)
            continue;
        m_origin[size_t(v)] = (parent < 0 ? QPointF() : m_origin[size_t(parent)]) + m_offset[size_t(v)];
        if (spine) {
            out.nodes.push_back(m_part.nodes[size_t(v)]);
            out.topLeft.push_back(m_origin[size_t(v)] + m_own[size_t(v)]);
        } else {
            append(out, std::move(blockLayouts[size_t(m_blockOf[size_t(v)])]), m_origin[size_t(v)]);
        }
    }
    return {};
}

std::vector<int> Splitter::treeOrder() const
{
    const size_t trees = m_roots.size();
    std::vector<std::vector<int>> linked(trees);
    for (int e : m_part.edges) {
        const Edge &edge = m_graph.edges[size_t(e)];
        const int a = m_treeOf[size_t(m_localOf.at(edge.from))];
        const int b = m_treeOf[size_t(m_localOf.at(edge.to))];
        if (a != b) {
            linked[size_t(a)].push_back(b);
            linked[size_t(b)].push_back(a);
        }
    }
    for (std::vector<int> &list : linked) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    std::vector<int> order;
    order.reserve(trees);
    std::vector<char> seen(trees, 0);
    for (int start = 0; start < int(trees); ++start) {
        if (seen[size_t(start)])
            continue;
        seen[size_t(start)] = 1;
        size_t head = order.size();
        order.push_back(start);
        while (head < order.size()) {
            const int t = order[head++];
            for (int u : linked[size_t(t)])
                if (!seen[size_t(u)]) {
                    seen[size_t(u)] = 1;
                    order.push_back(u);
                }
        }
    }
    return order;
}

ComponentLayout Splitter::rows(std::vector<ComponentLayout> &&trees, const std::vector<int> &order) const
{
    const double gap = m_graph.options.componentSpacing;
    double area = 0, widest = 0;
    for (const ComponentLayout &tree : trees) {
        area += (tree.size.width() + gap) * (tree.size.height() + gap);
        widest = std::max(widest, tree.size.width());
    }
    // A little wider than square: screens are.
    const double rowLimit = std::max(widest, 1.5 * std::sqrt(area));

    ComponentLayout out;
    double x = 0, y = 0, rowHeight = 0, width = 0;
    for (int t : order) {
        ComponentLayout &tree = trees[size_t(t)];
        if (x > 0 && x + tree.size.width() > rowLimit) {
            y += rowHeight + gap;
            x = 0;
            rowHeight = 0;
        }
        const QSizeF size = tree.size;
        append(out, std::move(tree), QPointF(x, y)); // top-aligned: roots on one line
        width = std::max(width, x + size.width());
        rowHeight = std::max(rowHeight, size.height());
        x += size.width() + gap;
    }
    out.size = QSizeF(width, y + rowHeight);
    return out;
}

QString Splitter::run(ComponentLayout &out)
{
    buildForest();
    std::vector<ComponentLayout> trees(m_roots.size());
    for (size_t t = 0; t < m_roots.size(); ++t) {
        const QString error = layoutTree(m_roots[t], trees[t]);
        if (!error.isEmpty())
            return error;
    }
    if (trees.size() == 1)
        out = std::move(trees.front());
    else
        out = rows(std::move(trees), treeOrder());
    Q_ASSERT(out.nodes.size() == m_part.nodes.size());
    return {};
}

} // namespace

QString layoutPart(GraphvizSession &session, const PreparedGraph &graph, const Component &part,
                   ComponentLayout &out)
{
    if (int(part.nodes.size()) <= graph.options.maxDotNodes)
        return session.layoutComponent(graph, part.nodes, part.edges, graph.options, out);
    return Splitter(session, graph, part).run(out);
}

bool layoutInRows(GraphvizSession &session, const PreparedGraph &graph, const Component &part, ComponentLayout &out)
{
    ComponentLayout rows;
    if (!Splitter(session, graph, part).run(rows).isEmpty() || rows.size.width() >= out.size.width())
        return false;
    out = std::move(rows);
    return true;
}

} // namespace ssd::layout
