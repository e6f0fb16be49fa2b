#include "autolayout.h"

#include <QElapsedTimer>
#include <QHash>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <thread>

using namespace ssd;

Q_DECLARE_METATYPE(ssd::LayoutRequest)

namespace {

// Small deterministic generator (no std distributions: their output differs between standard
// libraries, and these graphs must be the same everywhere).
struct Lcg
{
    quint64 state;
    explicit Lcg(quint64 seed) : state(seed * 6364136223846793005ULL + 1442695040888963407ULL) {}
    quint32 next()
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return quint32(state >> 33);
    }
    int below(int n) { return n <= 0 ? 0 : int(next() % quint32(n)); }
};

// A schema-like forest: roots, children up to depth 4, and FKs from some tables to earlier roots.
LayoutRequest forest(int count, quint64 seed, double fkRate = 0.15)
{
    LayoutRequest request;
    Lcg rng(seed);
    std::vector<int> depth;
    std::vector<ObjectId> roots;
    for (int i = 0; i < count; ++i) {
        const ObjectId id = ObjectId(1000 + i);
        request.nodes.push_back({id, 120.0 + rng.below(120), 40.0 + 16.0 * rng.below(12)});
        int d = 1;
        if (i > 0 && rng.below(100) < 75) {
            const int parent = std::max(0, i - 1 - rng.below(std::min(i, 12)));
            if (depth[size_t(parent)] < 4) {
                request.edges.push_back({ObjectId(1000 + parent), id, LayoutEdgeKind::Interleave});
                d = depth[size_t(parent)] + 1;
            }
        }
        depth.push_back(d);
        if (d == 1)
            roots.push_back(id);
        if (roots.size() > 1 && rng.below(1000) < int(fkRate * 1000)) {
            const ObjectId target = roots[size_t(rng.below(int(roots.size()) - 1))];
            if (target != id)
                request.edges.push_back({id, target, LayoutEdgeKind::ForeignKey});
        }
    }
    return request;
}

// One interleave tree: node i's parent is node (i - 1) / branching.
LayoutRequest oneTree(int count, int branching, int maxDotNodes)
{
    LayoutRequest request;
    for (int i = 0; i < count; ++i) {
        request.nodes.push_back({ObjectId(i + 1), 90.0 + (i % 4) * 20, 40.0 + (i % 3) * 15});
        if (i > 0)
            request.edges.push_back({ObjectId((i - 1) / branching + 1), ObjectId(i + 1), LayoutEdgeKind::Interleave});
    }
    request.options.maxDotNodes = maxDotNodes;
    return request;
}

LayoutRequest withMaxDot(LayoutRequest request, int maxDotNodes)
{
    request.options.maxDotNodes = maxDotNodes;
    return request;
}

LayoutRequest isolated(int count)
{
    LayoutRequest request;
    for (int i = 0; i < count; ++i)
        request.nodes.push_back({ObjectId(i + 1), 100.0 + (i % 7) * 10, 30.0 + (i % 5) * 12});
    return request;
}

LayoutRequest fromEdges(int nodeCount, const std::vector<std::pair<int, int>> &interleave,
                        const std::vector<std::pair<int, int>> &foreignKeys = {})
{
    LayoutRequest request;
    for (int i = 1; i <= nodeCount; ++i)
        request.nodes.push_back({ObjectId(i), 150, 60});
    for (const auto &[a, b] : interleave)
        request.edges.push_back({ObjectId(a), ObjectId(b), LayoutEdgeKind::Interleave});
    for (const auto &[a, b] : foreignKeys)
        request.edges.push_back({ObjectId(a), ObjectId(b), LayoutEdgeKind::ForeignKey});
    return request;
}

QRectF boxOf(const LayoutRequest &request, const LayoutResult &result, ObjectId id)
{
    for (const LayoutNode &node : request.nodes)
        if (node.id == id)
            return QRectF(result.positions.at(id), QSizeF(node.width, node.height));
    return {};
}

// Empty when no two boxes intersect, else a description of the first pair found. Sweep over x so
// that 10,000 boxes stay fast.
QString firstOverlap(const LayoutRequest &request, const LayoutResult &result)
{
    std::vector<std::pair<QRectF, ObjectId>> boxes;
    for (const LayoutNode &node : request.nodes) {
        const auto it = result.positions.find(node.id);
        if (it == result.positions.end())
            return QStringLiteral("node %1 has no position").arg(node.id);
        boxes.push_back({QRectF(it->second, QSizeF(node.width, node.height)), node.id});
    }
    std::sort(boxes.begin(), boxes.end(),
              [](const auto &a, const auto &b) { return a.first.left() < b.first.left(); });
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = i + 1; j < boxes.size() && boxes[j].first.left() < boxes[i].first.right(); ++j)
            if (boxes[i].first.intersects(boxes[j].first))
                return QStringLiteral("nodes %1 and %2 overlap").arg(boxes[i].second).arg(boxes[j].second);
    return {};
}

bool samePositions(const LayoutResult &a, const LayoutResult &b)
{
    return a.positions == b.positions && a.bounds == b.bounds;
}

// Named schema groups over runs of consecutive nodes: of every `every` nodes the first
// `grouped` form group "g<run>", the rest stay ungrouped.
void groupRuns(LayoutRequest &request, size_t every, size_t grouped)
{
    for (size_t i = 0; i < request.nodes.size(); ++i)
        if (i % every < grouped)
            request.groups.emplace(request.nodes[i].id, QStringLiteral("g%1").arg(i / every));
}

// Named schemas: each group's frame (its nodes' union plus the padding and header) takes in no
// node of another group or of none, and frames of different groups do not overlap. Empty when
// all is well; `groupCount` groups are expected.
QString firstFrameProblem(const LayoutRequest &request, const LayoutResult &result, int groupCount)
{
    QHash<QString, QRectF> frames;
    for (const LayoutNode &node : request.nodes)
        if (const auto group = request.groups.find(node.id); group != request.groups.end())
            frames[group->second] |= QRectF(result.positions.at(node.id), QSizeF(node.width, node.height));
    if (frames.size() != groupCount)
        return QStringLiteral("%1 groups, expected %2").arg(frames.size()).arg(groupCount);
    const LayoutOptions options;
    for (auto it = frames.begin(); it != frames.end(); ++it)
        it.value().adjust(-options.groupPadding, -options.groupPadding - options.groupHeader, options.groupPadding,
                          options.groupPadding);
    for (const LayoutNode &node : request.nodes) {
        const auto group = request.groups.find(node.id);
        const QRectF box(result.positions.at(node.id), QSizeF(node.width, node.height));
        for (auto it = frames.cbegin(); it != frames.cend(); ++it)
            if ((group == request.groups.end() || group->second != it.key()) && it.value().intersects(box))
                return QStringLiteral("node %1 inside %2").arg(node.id).arg(it.key());
    }
    for (auto a = frames.cbegin(); a != frames.cend(); ++a)
        for (auto b = std::next(a); b != frames.cend(); ++b)
            if (a.value().intersects(b.value()))
                return QStringLiteral("frames %1 and %2 overlap").arg(a.key(), b.key());
    return {};
}

} // namespace

class TestAutoLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linkedTreesDoNotMakeAStrip();
    void parentsAboveChildren_data();
    void parentsAboveChildren();
    void componentsDoNotOverlap_data();
    void componentsDoNotOverlap();
    void deterministic_data();
    void deterministic();
    void degenerateGraphs_data();
    void degenerateGraphs();
    void invalidInputIsAnError_data();
    void invalidInputIsAnError();
    void placeNewNodesKeepsExisting_data();
    void placeNewNodesKeepsExisting();
    void newChildGoesBelowItsParent();
    void fixedTurnsFullLayoutIntoPlacement();
    void edgeRoutesAreInSceneCoordinates();
    void concurrentCallsAreSerialised();
    void tenThousandNodes_data();
    void tenThousandNodes();
    void requestFromSchema_data();
    void requestFromSchema();
    void groupsKeepTheirNodesTogether();
    void newTablesJoinTheirNamedSchema();
};

void TestAutoLayout::parentsAboveChildren_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::newRow("chain-of-three") << fromEdges(3, {{1, 2}, {2, 3}});
    QTest::newRow("wide-tree") << fromEdges(8, {{1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 6}, {2, 7}, {5, 8}});
    QTest::newRow("two-trees-linked-by-fk") << fromEdges(6, {{1, 2}, {2, 3}, {4, 5}, {4, 6}}, {{3, 4}, {6, 1}});
    QTest::newRow("fk-against-the-hierarchy") << fromEdges(4, {{1, 2}, {2, 3}, {3, 4}}, {{1, 4}, {4, 1}});
    QTest::newRow("forest-300") << forest(300, 7);
    QTest::newRow("forest-300-split-into-trees") << withMaxDot(forest(300, 7, 0.5), 12);
    QTest::newRow("one-tree-split-below-roots") << oneTree(400, 3, 15);
    QTest::newRow("chain-split-at-every-level") << oneTree(300, 1, 4);
}

void TestAutoLayout::parentsAboveChildren()
{
    QFETCH(LayoutRequest, request);
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    for (const LayoutEdge &edge : request.edges) {
        if (edge.kind != LayoutEdgeKind::Interleave)
            continue;
        const QRectF parent = boxOf(request, result, edge.from);
        const QRectF child = boxOf(request, result, edge.to);
        QVERIFY2(child.top() >= parent.bottom() + request.options.rankSpacing * 0.99,
                 qPrintable(QStringLiteral("child %1 (top %2) is not below parent %3 (bottom %4)")
                                .arg(edge.to).arg(child.top()).arg(edge.from).arg(parent.bottom())));
    }
}

void TestAutoLayout::componentsDoNotOverlap_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::addColumn<int>("components");
    QTest::newRow("isolated-50") << isolated(50) << 50;
    QTest::newRow("two-chains") << fromEdges(6, {{1, 2}, {2, 3}, {4, 5}, {5, 6}}) << 2;
    QTest::newRow("fk-joins-components") << fromEdges(6, {{1, 2}, {2, 3}, {4, 5}, {5, 6}}, {{6, 1}}) << 1;
    QTest::newRow("forest-1000") << forest(1000, 11) << -1;
    QTest::newRow("forest-600-dense-fks") << forest(600, 3, 0.6) << -1;
    QTest::newRow("forest-800-split") << withMaxDot(forest(800, 4, 0.8), 20) << -1;
    QTest::newRow("wide-tree-split") << oneTree(600, 40, 30) << 1;
}

void TestAutoLayout::componentsDoNotOverlap()
{
    QFETCH(LayoutRequest, request);
    QFETCH(int, components);
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.positions.size(), request.nodes.size());
    if (components >= 0)
        QCOMPARE(result.componentCount, components);
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    // Full layouts start at the origin and the bounds are the union of the boxes.
    QCOMPARE(result.bounds.topLeft(), QPointF(0, 0));
    QRectF united;
    for (const LayoutNode &node : request.nodes)
        united = united.united(boxOf(request, result, node.id));
    QCOMPARE(result.bounds, united);
}

void TestAutoLayout::deterministic_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::newRow("forest-400") << forest(400, 5);
    LayoutRequest routed = forest(120, 9);
    routed.options.routeEdges = true;
    QTest::newRow("forest-120-with-routes") << routed;
    LayoutRequest placed = forest(200, 13);
    for (int i = 0; i < 150; ++i)
        placed.fixed.emplace(placed.nodes[size_t(i)].id, QPointF(i * 300.0, (i % 9) * 200.0));
    QTest::newRow("placement-of-50-new") << placed;
}

void TestAutoLayout::deterministic()
{
    QFETCH(LayoutRequest, request);
    const LayoutResult first = layoutGraph(request);
    QVERIFY2(first.ok(), qPrintable(first.error));
    // Something different in between, so leftover Graphviz state would show.
    QVERIFY(layoutGraph(forest(50, 99)).ok());
    const LayoutResult second = layoutGraph(request);
    QVERIFY2(second.ok(), qPrintable(second.error));
    QVERIFY(samePositions(first, second));
    QCOMPARE(first.routes.size(), second.routes.size());
    for (size_t i = 0; i < first.routes.size(); ++i)
        QCOMPARE(first.routes[i].bezier, second.routes[i].bezier);
}

void TestAutoLayout::degenerateGraphs_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::newRow("empty") << LayoutRequest();
    QTest::newRow("single-node") << fromEdges(1, {});
    QTest::newRow("self-loop-interleave") << fromEdges(2, {{1, 1}}, {{2, 2}});
    QTest::newRow("duplicate-edges") << fromEdges(3, {{1, 2}, {1, 2}, {1, 2}, {2, 3}}, {{3, 1}, {3, 1}});
    QTest::newRow("interleave-cycle") << fromEdges(3, {{1, 2}, {2, 3}, {3, 1}});
    QTest::newRow("interleave-two-cycle") << fromEdges(2, {{1, 2}, {2, 1}});
    QTest::newRow("cycles-and-second-parents-split")
        << withMaxDot(fromEdges(9, {{1, 2}, {2, 3}, {3, 1}, {4, 5}, {5, 6}, {6, 4}, {1, 7}, {4, 7}, {7, 8}, {8, 9}},
                                {{9, 1}, {5, 2}}),
                      2);
    QTest::newRow("edges-to-unknown-nodes") << fromEdges(2, {{1, 42}, {42, 2}}, {{7, 8}});
    QTest::newRow("tiny-and-huge-boxes") << LayoutRequest{{{1, 0.5, 0.5}, {2, 90000, 20}, {3, 3, 80000}},
                                                          {{1, 2, LayoutEdgeKind::Interleave}},
                                                          {},
                                                          {},
                                                          {}};
    LayoutRequest zeroSpacing = forest(40, 2);
    zeroSpacing.options.nodeSpacing = 0;
    zeroSpacing.options.rankSpacing = -5;
    zeroSpacing.options.componentSpacing = std::nan("");
    QTest::newRow("nonsense-spacing-is-clamped") << zeroSpacing;
}

void TestAutoLayout::degenerateGraphs()
{
    QFETCH(LayoutRequest, request);
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.positions.size(), request.nodes.size());
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    if (request.nodes.empty())
        QVERIFY(result.bounds.isNull());

    // The same graph placed as "all new" next to nothing must behave as well.
    std::vector<ObjectId> all;
    for (const LayoutNode &node : request.nodes)
        all.push_back(node.id);
    const LayoutResult placed = placeNewNodes(request, all);
    QVERIFY2(placed.ok(), qPrintable(placed.error));
    QCOMPARE(placed.positions.size(), request.nodes.size());
}

void TestAutoLayout::invalidInputIsAnError_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("zero-width") << LayoutRequest{{{1, 0, 10}}, {}, {}, {}, {}} << QStringLiteral("invalid size");
    QTest::newRow("nan-height") << LayoutRequest{{{1, 10, std::nan("")}}, {}, {}, {}, {}} << QStringLiteral("invalid size");
    QTest::newRow("absurd-size") << LayoutRequest{{{1, 1e9, 10}}, {}, {}, {}, {}} << QStringLiteral("invalid size");
    QTest::newRow("duplicate-id") << LayoutRequest{{{1, 10, 10}, {1, 20, 20}}, {}, {}, {}, {}}
                                  << QStringLiteral("more than once");
    QTest::newRow("infinite-fixed-position")
        << LayoutRequest{{{1, 10, 10}, {2, 10, 10}}, {}, {{1, QPointF(INFINITY, 0)}}, {}, {}}
        << QStringLiteral("invalid fixed position");
}

void TestAutoLayout::invalidInputIsAnError()
{
    QFETCH(LayoutRequest, request);
    QFETCH(QString, fragment);
    const LayoutResult result = layoutGraph(request);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(fragment), qPrintable(result.error));
    QVERIFY(result.positions.empty());
}

void TestAutoLayout::placeNewNodesKeepsExisting_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::addColumn<int>("newCount"); // the last newCount nodes are new
    QTest::newRow("new-child-of-existing-parent") << fromEdges(4, {{1, 2}, {1, 3}, {1, 4}}) << 1;
    QTest::newRow("new-unrelated-table") << fromEdges(4, {{1, 2}, {1, 3}}) << 1;
    QTest::newRow("new-parent-of-existing-root") << fromEdges(3, {{1, 2}, {3, 1}}) << 1;
    QTest::newRow("new-fk-linked-table") << fromEdges(3, {{1, 2}}, {{3, 1}}) << 1;
    QTest::newRow("new-subtree") << fromEdges(6, {{1, 2}, {2, 4}, {4, 5}, {4, 6}}) << 3;
    QTest::newRow("many-new-among-many") << forest(600, 21) << 120;
    QTest::newRow("big-new-group-is-split") << withMaxDot(forest(300, 8, 0.6), 10) << 200;
    QTest::newRow("several-unrelated-new") << isolated(40) << 15;
}

void TestAutoLayout::placeNewNodesKeepsExisting()
{
    QFETCH(LayoutRequest, request);
    QFETCH(int, newCount);
    // Existing positions: a real layout of the old nodes, then shuffled about a bit by "the user".
    LayoutRequest old = request;
    old.nodes.resize(request.nodes.size() - size_t(newCount));
    const LayoutResult before = layoutGraph(old);
    QVERIFY2(before.ok(), qPrintable(before.error));
    int k = 0;
    for (const auto &[id, pos] : before.positions)
        request.fixed.emplace(id, pos + QPointF((k++ % 3) * 7.5, 0));

    std::vector<ObjectId> newIds;
    for (size_t i = old.nodes.size(); i < request.nodes.size(); ++i)
        newIds.push_back(request.nodes[i].id);
    const LayoutResult result = placeNewNodes(request, newIds);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.positions.size(), request.nodes.size());
    for (const auto &[id, pos] : request.fixed)
        QCOMPARE(result.positions.at(id), pos); // exactly, not approximately
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
}

void TestAutoLayout::newChildGoesBelowItsParent()
{
    LayoutRequest request = fromEdges(3, {{1, 2}, {1, 3}});
    request.fixed = {{1, QPointF(500, 100)}, {2, QPointF(500, 300)}};
    const LayoutResult result = placeNewNodes(request, {3});
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QRectF parent = boxOf(request, result, 1);
    const QRectF child = boxOf(request, result, 3);
    QVERIFY(child.top() >= parent.bottom());
    // Near the parent, not thrown to the far edge of the canvas.
    QVERIFY2(std::abs(child.center().x() - parent.center().x()) < 600,
             qPrintable(QStringLiteral("child at x=%1, parent at x=%2").arg(child.center().x()).arg(parent.center().x())));
    QVERIFY(child.top() < parent.bottom() + 400);
}

void TestAutoLayout::fixedTurnsFullLayoutIntoPlacement()
{
    LayoutRequest request = fromEdges(3, {{1, 2}});
    request.fixed = {{1, QPointF(-40, 25.25)}, {2, QPointF(-40, 300)}};
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.positions.at(1), QPointF(-40, 25.25));
    QCOMPARE(result.positions.at(2), QPointF(-40, 300));
    QVERIFY(result.positions.count(3));
    // A new id that is also fixed is re-placed: newIds wins.
    const LayoutResult moved = placeNewNodes(request, {2});
    QVERIFY2(moved.ok(), qPrintable(moved.error));
    QCOMPARE(moved.positions.at(1), QPointF(-40, 25.25));
    QVERIFY(moved.positions.count(2) && moved.positions.count(3));
}

void TestAutoLayout::edgeRoutesAreInSceneCoordinates()
{
    LayoutRequest request = fromEdges(4, {{1, 2}, {1, 3}}, {{3, 4}});
    request.options.routeEdges = true;
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.routes.size(), size_t(3));
    for (const EdgeRoute &route : result.routes) {
        QVERIFY(route.bezier.size() >= 4);
        QCOMPARE((route.bezier.size() - 1) % 3, size_t(0));
        const QRectF from = boxOf(request, result, route.from).adjusted(-2, -2, 2, 2);
        const QRectF to = boxOf(request, result, route.to);
        QVERIFY2(from.contains(route.bezier.front()), "route does not start at its source box");
        QVERIFY2(to.adjusted(-2, -2, 2, 2).contains(route.arrowTip), "arrow does not touch its target box");
        QVERIFY2(to.adjusted(-16, -16, 16, 16).contains(route.bezier.back()), "route ends far from its target");
    }
    QVERIFY(layoutGraph(fromEdges(4, {{1, 2}})).routes.empty()); // off by default
}

void TestAutoLayout::concurrentCallsAreSerialised()
{
    const LayoutRequest a = forest(300, 31);
    const LayoutRequest b = forest(250, 32);
    const LayoutResult expectedA = layoutGraph(a);
    const LayoutResult expectedB = layoutGraph(b);
    LayoutResult gotA, gotB;
    std::thread first([&] { gotA = layoutGraph(a); });
    std::thread second([&] { gotB = layoutGraph(b); });
    first.join();
    second.join();
    QVERIFY(samePositions(expectedA, gotA));
    QVERIFY(samePositions(expectedB, gotB));
}

void TestAutoLayout::tenThousandNodes_data()
{
    QTest::addColumn<LayoutRequest>("request");
    QTest::addColumn<bool>("packed"); // many components: packing must keep it roughly square
    QTest::newRow("forest-10000") << forest(10000, 17) << true;
    QTest::newRow("isolated-10000") << isolated(10000) << true;
    QTest::newRow("one-tree-10000") << oneTree(10000, 6, 300) << false;
    QTest::newRow("chain-10000") << oneTree(10000, 1, 300) << false;
}

void TestAutoLayout::tenThousandNodes()
{
    QFETCH(LayoutRequest, request);
    QFETCH(bool, packed);
    QElapsedTimer timer;
    timer.start();
    const LayoutResult result = layoutGraph(request);
    qInfo("%zu nodes, %d components: %lld ms", request.nodes.size(), result.componentCount,
          timer.elapsed());
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.positions.size(), request.nodes.size());
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    // Packing keeps the picture roughly square instead of a 35:1 strip.
    const double aspect = result.bounds.width() / result.bounds.height();
    if (packed)
        QVERIFY2(aspect > 0.2 && aspect < 5, qPrintable(QString::number(aspect)));
}

void TestAutoLayout::linkedTreesDoNotMakeAStrip()
{
    // 16 interleave trees (a root and three children) whose roots reference each other: one
    // component, and dot puts all 16 roots on its top rank, a strip of about 8:1 that no
    // packing makes narrower. It is laid out again with its trees in rows.
    LayoutRequest request;
    ObjectId next = 1;
    std::vector<ObjectId> roots;
    for (int tree = 0; tree < 16; ++tree) {
        const ObjectId root = next++;
        roots.push_back(root);
        request.nodes.push_back({root, 200, 160});
        for (int child = 0; child < 3; ++child) {
            request.nodes.push_back({next, 200, 120});
            request.edges.push_back({root, next++, LayoutEdgeKind::Interleave});
        }
        if (tree > 0)
            request.edges.push_back({root, roots[size_t(tree) - 1], LayoutEdgeKind::ForeignKey});
    }
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.componentCount, 1);
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    const double aspect = result.bounds.width() / result.bounds.height();
    QVERIFY2(aspect >= 0.5 && aspect <= 2.0, qPrintable(QString::number(aspect)));
    // Still a tree layout: every child below its parent.
    for (const LayoutEdge &edge : request.edges)
        if (edge.kind == LayoutEdgeKind::Interleave)
            QVERIFY(result.positions.at(edge.to).y() > result.positions.at(edge.from).y());
}

void TestAutoLayout::requestFromSchema_data()
{
    QTest::addColumn<bool>("withMeasure");
    QTest::newRow("measured") << true;
    QTest::newRow("fallback-size") << false;
}

void TestAutoLayout::requestFromSchema()
{
    QFETCH(bool, withMeasure);
    Schema schema;
    const auto addTable = [&](const QString &name, const QString &parent) -> Table & {
        Table t;
        t.id = schema.newId();
        t.name = name;
        t.columns.resize(3);
        if (!parent.isEmpty())
            t.interleave = Interleave{parent, Interleave::Kind::InParent, OnDelete::Cascade, true};
        schema.tables.push_back(t);
        return schema.tables.back();
    };
    addTable(QStringLiteral("Singers"), {});
    addTable(QStringLiteral("Albums"), QStringLiteral("Singers"));
    addTable(QStringLiteral("Songs"), QStringLiteral("Albums"));
    addTable(QStringLiteral("Orphan"), QStringLiteral("Missing")); // parent absent: no edge
    Table &venues = addTable(QStringLiteral("Venues"), {});
    ForeignKey fk;
    fk.referencedTable = QStringLiteral("Singers");
    venues.foreignKeys.push_back(fk);
    fk.referencedTable = QStringLiteral("Venues"); // self reference: no edge
    venues.foreignKeys.push_back(fk);
    fk.referencedTable = QStringLiteral("singers"); // exact names: no such table
    venues.foreignKeys.push_back(fk);

    int measured = 0;
    const auto measure = [&](const Table &table) {
        ++measured;
        return QSizeF(100 + table.name.size(), 50);
    };
    const LayoutRequest request = withMeasure ? ssd::requestFromSchema(schema, measure)
                                              : ssd::requestFromSchema(schema, {});
    QCOMPARE(request.nodes.size(), size_t(5));
    QCOMPARE(measured, withMeasure ? 5 : 0);
    for (size_t i = 0; i < request.nodes.size(); ++i) {
        QCOMPARE(request.nodes[i].id, schema.tables[i].id);
        QVERIFY(request.nodes[i].width > 0 && request.nodes[i].height > 0);
    }
    if (withMeasure)
        QCOMPARE(request.nodes[0].width, 107.0);
    QCOMPARE(request.edges.size(), size_t(3));
    QCOMPARE(request.edges[0].from, schema.tables[0].id);
    QCOMPARE(request.edges[0].to, schema.tables[1].id);
    QCOMPARE(request.edges[0].kind, LayoutEdgeKind::Interleave);
    QCOMPARE(request.edges[1].from, schema.tables[1].id);
    QCOMPARE(request.edges[1].to, schema.tables[2].id);
    QCOMPARE(request.edges[2].from, schema.tables[4].id);
    QCOMPARE(request.edges[2].to, schema.tables[0].id);
    QCOMPARE(request.edges[2].kind, LayoutEdgeKind::ForeignKey);
    QVERIFY(layoutGraph(request).ok());
}

// Named schemas: each group's nodes lie in one frame (their union plus the padding and header)
// that no other node enters; frames of different groups do not overlap.
void TestAutoLayout::groupsKeepTheirNodesTogether()
{
    LayoutRequest request = forest(120, 7);
    // Three groups of consecutive nodes (whole trees and parts of trees), the rest ungrouped;
    // the edges between groups and to ungrouped nodes stay.
    groupRuns(request, 40, 25);
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    const QString frameProblem = firstFrameProblem(request, result, 3);
    QVERIFY2(frameProblem.isEmpty(), qPrintable(frameProblem));
    // The same input gives the same layout.
    QVERIFY(samePositions(result, layoutGraph(request)));

    // requestFromSchema groups qualified table names by their named schema.
    Schema schema;
    for (const char *name : {"sales.Orders", "sales.Items", "Plain"}) {
        Table table;
        table.id = schema.newId();
        table.name = QString::fromLatin1(name);
        schema.tables.push_back(table);
    }
    const LayoutRequest fromSchema = ssd::requestFromSchema(schema, {});
    QCOMPARE(fromSchema.groups.size(), size_t(2));
    QCOMPARE(fromSchema.groups.at(1), QStringLiteral("sales"));
    QCOMPARE(namedSchemaGroup(u"Plain"), QString());
    QCOMPARE(namedSchemaGroup(u"a.b.C"), QStringLiteral("a.b"));
}

// A table added later to a named schema goes next to that schema's tables, and placing it never
// pulls another schema's (or an ungrouped) table into a frame.
void TestAutoLayout::newTablesJoinTheirNamedSchema()
{
    LayoutRequest request = forest(60, 11);
    groupRuns(request, 20, 12);
    const LayoutResult before = layoutGraph(request);
    QVERIFY2(before.ok(), qPrintable(before.error));
    for (const auto &[id, position] : before.positions)
        request.fixed.emplace(id, position);

    // Three new tables linked to nothing: one in g0, one in g2, one in no schema.
    ObjectId firstNew = 0;
    for (const LayoutNode &node : request.nodes)
        firstNew = std::max(firstNew, node.id + 1);
    std::vector<ObjectId> added;
    for (int k = 0; k < 3; ++k) {
        const ObjectId id = firstNew + ObjectId(k);
        request.nodes.push_back(LayoutNode{id, 180, 120});
        if (k < 2)
            request.groups.emplace(id, QStringLiteral("g%1").arg(2 * k));
        added.push_back(id);
    }
    const LayoutResult result = placeNewNodes(request, added);
    QVERIFY2(result.ok(), qPrintable(result.error));
    for (const auto &[id, position] : request.fixed)
        QCOMPARE(result.positions.at(id), position);
    const QString overlap = firstOverlap(request, result);
    QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    const QString frameProblem = firstFrameProblem(request, result, 3);
    QVERIFY2(frameProblem.isEmpty(), qPrintable(frameProblem));

    // Each grouped newcomer lies closer to its own schema's tables than to any other schema's.
    for (int k = 0; k < 2; ++k) {
        const QPointF centre = boxOf(request, result, added[size_t(k)]).center();
        QHash<QString, double> nearest;
        for (const LayoutNode &node : request.nodes) {
            const auto group = request.groups.find(node.id);
            if (node.id >= firstNew || group == request.groups.end())
                continue;
            const QPointF d = boxOf(request, result, node.id).center() - centre;
            const double distance = std::hypot(d.x(), d.y());
            if (!nearest.contains(group->second) || distance < nearest.value(group->second))
                nearest.insert(group->second, distance);
        }
        const QString own = QStringLiteral("g%1").arg(2 * k);
        for (auto it = nearest.cbegin(); it != nearest.cend(); ++it)
            if (it.key() != own)
                QVERIFY2(nearest.value(own) < it.value(),
                         qPrintable(QStringLiteral("%1 is nearer to %2 (%3) than to %4 (%5)")
                                        .arg(added[size_t(k)]).arg(it.key()).arg(it.value()).arg(own).arg(nearest.value(own))));
    }
}

QTEST_GUILESS_MAIN(TestAutoLayout)
#include "tst_autolayout.moc"
