// Graphviz never runs on the GUI thread of the real window: Auto layout runs in a worker and
// comes back as one undo step; the window keeps handling events meanwhile; Cancel and edits
// made while it runs win over its result; opening a file with unplaced tables refines their
// cheap placement from a worker without an undo step. graphvizRuns().onMainThread (counted at
// the Graphviz entry point) proves the GUI thread never ran dot; the last case shows that
// counter does count a run on this thread.

#include "autolayout.h"
#include "commands.h"
#include "ddl.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "generatedschema.h"
#include "layoutengine.h"
#include "layoutrunner.h"
#include "mainwindow.h"
#include "actionhandler.h"

#include <QAction>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <thread>

using namespace ssd;
using ssd::testing::generatedSchema;
using ssd::testing::gridOf;

namespace {

// dot over one FK-linked component of `nodes` boxes (no splitting): dot grows ~N^2 here, about
// 2 s at 6,000 nodes on the (loaded) project machine.
class BusyGraphviz
{
public:
    explicit BusyGraphviz(int nodes)
    {
        LayoutRequest request;
        for (int i = 1; i <= nodes; ++i) {
            request.nodes.push_back({ObjectId(i), 180, 120});
            if (i > 1)
                request.edges.push_back({ObjectId(i), ObjectId(i / 2), LayoutEdgeKind::ForeignKey});
            if (i > 2)
                request.edges.push_back({ObjectId(i), ObjectId(i - 1), LayoutEdgeKind::ForeignKey});
        }
        request.options.maxDotNodes = nodes;
        const int before = graphvizRuns().all;
        m_thread = std::thread([request] { layoutGraph(request); });
        // Holding the Graphviz lock once it is counted: one component, one dot run.
        QElapsedTimer waited;
        waited.start();
        while (graphvizRuns().all == before && waited.elapsed() < 30000)
            QTest::qWait(1);
        m_busy = graphvizRuns().all > before;
    }
    ~BusyGraphviz() { m_thread.join(); }
    bool busy() const { return m_busy; }

private:
    std::thread m_thread;
    bool m_busy = false;
};

QAction *autoLayoutAction(MainWindow &window) { return window.actions()->action(QStringLiteral("actionAutoLayout")); }

} // namespace

// The designer window as each case starts it: shown at 1280 x 800, offscreen.
struct ShownWindow
{
    MainWindow window;
    ShownWindow()
    {
        window.resize(1280, 800);
        window.show();
    }
};

class TestLayoutRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void autoLayoutRunsInAWorkerAsOneUndoStep();
    void guiThreadHandlesEventsWhileABigLayoutRuns();
    void cancelDiscardsTheResult();
    void anEditMadeDuringTheLayoutIsKept();
    void aSecondAutoLayoutDoesNotRunInParallel();
    void openingUnplacedTablesRefinesThemWithoutAnUndoStep();
    void theRefinedPlacementLeavesAViewTheUserMoved();
    void newTablesInACommandArePlacedWithoutGraphviz();
    void theCounterCountsARunOnThisThread();

private:
    Schema m_big;
};

void TestLayoutRunner::initTestCase()
{
    if (!haveGraphvizLayout())
        QSKIP("the Graphviz layout is not built");
    if (!parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok())
        QSKIP("the GoogleSQL parser is not available in this build");
    m_big = generatedSchema(1000);
    QCOMPARE(int(m_big.tables.size()), 1000);
}

void TestLayoutRunner::autoLayoutRunsInAWorkerAsOneUndoStep()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    const Schema schema = generatedSchema(200);
    const PositionMap grid = gridOf(schema);
    window.document()->reset(schema, grid);
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);

    autoLayoutAction(window)->trigger();
    // Nothing moved yet: the positions arrive later, from the worker.
    QVERIFY(window.layouts()->isRunning());
    QCOMPARE(window.document()->positions(), grid);
    QVERIFY(done.wait(60000));
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.front().at(1).toBool(), true);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Auto layout"));
    QVERIFY(window.document()->positions() != grid);
    QCOMPARE(window.document()->positions().size(), 200);
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->positions(), grid);
    QCOMPARE(graphvizRuns().onMainThread, 0);
}

void TestLayoutRunner::guiThreadHandlesEventsWhileABigLayoutRuns()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    window.document()->reset(m_big, gridOf(m_big));
    window.layouts()->setIndicatorDelay(0);
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);
    // A 10 ms timer on the GUI thread: its ticks during the layout are the event loop running.
    QElapsedTimer clock;
    QList<qint64> ticks;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] { ticks.append(clock.elapsed()); });
    bool indicatorShown = false;
    connect(&timer, &QTimer::timeout, this, [&] { indicatorShown = indicatorShown || window.layouts()->indicator()->isVisible(); });
    BusyGraphviz busy(6000);
    QVERIFY(busy.busy());
    clock.start();
    timer.start();
    autoLayoutAction(window)->trigger();
    QVERIFY(done.wait(120000));
    const qint64 took = clock.elapsed();
    timer.stop();
    QVERIFY(done.front().at(1).toBool());
    qInfo("auto layout of 1000 tables behind a busy Graphviz: %lld ms, %lld timer ticks on the GUI thread meanwhile", took, qint64(ticks.size()));
    QVERIFY2(ticks.size() >= 3, qPrintable(QStringLiteral("%1 ticks in %2 ms").arg(ticks.size()).arg(took)));
    QVERIFY(indicatorShown);
    QVERIFY(!window.layouts()->indicator()->isVisible());
    QCOMPARE(graphvizRuns().onMainThread, 0);
}

void TestLayoutRunner::cancelDiscardsTheResult()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    const PositionMap grid = gridOf(m_big);
    window.document()->reset(m_big, grid);
    window.layouts()->setIndicatorDelay(0);
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);
    BusyGraphviz busy(6000);
    QVERIFY(busy.busy());
    autoLayoutAction(window)->trigger();
    auto *cancel = window.layouts()->indicator()->findChild<QPushButton *>(QStringLiteral("layoutCancel"));
    QVERIFY(cancel);
    QTRY_VERIFY(cancel->isVisible());
    QVERIFY(window.layouts()->isRunning());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!window.layouts()->indicator()->isVisible());
    QVERIFY(done.wait(120000));
    QCOMPARE(done.front().at(1).toBool(), false);
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QCOMPARE(window.document()->positions(), grid);
    QVERIFY(!window.document()->isModified());
}

void TestLayoutRunner::anEditMadeDuringTheLayoutIsKept()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    window.document()->reset(m_big, gridOf(m_big));
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);
    BusyGraphviz busy(6000);
    QVERIFY(busy.busy());
    autoLayoutAction(window)->trigger();
    QVERIFY(window.layouts()->isRunning());
    const ObjectId moved = m_big.tables[7].id;
    const QPointF where(-5000, -5000);
    pushMoveTables(window.document(), {{moved, where}}, QStringLiteral("Move"));
    QVERIFY(done.wait(120000));
    QCOMPARE(done.front().at(1).toBool(), false);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Move"));
    QCOMPARE(window.document()->position(moved), where);
    QCOMPARE(window.document()->positions(), [&] {
        PositionMap expected = gridOf(m_big);
        expected.insert(moved, where);
        return expected;
    }());
}

void TestLayoutRunner::aSecondAutoLayoutDoesNotRunInParallel()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    window.document()->reset(m_big, gridOf(m_big));
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);
    BusyGraphviz busy(6000);
    QVERIFY(busy.busy());
    QVERIFY(window.layouts()->start(LayoutRunner::Kind::AutoLayout));
    QVERIFY(!window.layouts()->start(LayoutRunner::Kind::AutoLayout));
    autoLayoutAction(window)->trigger(); // refused too, with a status message
    QVERIFY(done.wait(120000));
    QVERIFY(!window.layouts()->isRunning());
    QTest::qWait(200); // nothing queued behind it
    QCOMPARE(done.size(), 1);
    QCOMPARE(window.document()->undoStack()->count(), 1);
}

void TestLayoutRunner::openingUnplacedTablesRefinesThemWithoutAnUndoStep()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    QSignalSpy done(window.layouts(), &LayoutRunner::finished);
    const Schema schema = generatedSchema(200);
    // Half the tables keep the file's positions; the others have none.
    PositionMap half = gridOf(schema);
    for (int i = 0; i < 200; i += 2)
        half.remove(schema.tables[size_t(i)].id);
    window.document()->reset(schema, half);
    // The open placed every table at once, cheaply, without Graphviz.
    QCOMPARE(window.document()->positions().size(), 200);
    QCOMPARE(window.document()->placedOnReset().size(), 100);
    const PositionMap cheap = window.document()->positions();
    QVERIFY(done.wait(60000));
    QCOMPARE(done.front().at(0).value<LayoutRunner::Kind>(), LayoutRunner::Kind::Placement);
    QVERIFY(done.front().at(1).toBool());
    QVERIFY(window.document()->positions() != cheap);
    for (auto it = half.begin(); it != half.end(); ++it)
        QCOMPARE(window.document()->position(it.key()), it.value()); // the file's stay
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QVERIFY(!window.document()->isModified());
    QCOMPARE(graphvizRuns().onMainThread, 0);
}

// Opening shows the design at once and refines its placement in a worker: when that lands, the
// diagram is shown afresh (first look) unless the user has gone somewhere meanwhile; here they
// found a table, which zooms in on it, and the view stays on that table.
void TestLayoutRunner::theRefinedPlacementLeavesAViewTheUserMoved()
{
    for (const bool userMoves : {false, true}) {
        ShownWindow shown;
        MainWindow &window = shown.window;
        QSignalSpy done(window.layouts(), &LayoutRunner::finished);
        const Schema schema = generatedSchema(200);
        window.document()->reset(schema, {}); // no positions: every table is placed
        QCoreApplication::processEvents();    // the first look (queued by the reset)
        const qreal firstLookZoom = window.view()->zoom();
        const ObjectId found = schema.tables[size_t(150)].id;
        if (userMoves)
            window.view()->centerOnTable(found);
        const qreal zoom = window.view()->zoom();
        const QPointF center = window.view()->mapToScene(window.view()->viewport()->rect().center());
        QVERIFY(done.wait(60000));
        QVERIFY(done.front().at(1).toBool()); // the placement was applied
        if (userMoves) {
            QVERIFY(zoom > firstLookZoom);
            QCOMPARE(window.view()->zoom(), zoom);
            // Where it was, give or take the scroll range following the diagram's new bounds.
            const QPointF now = window.view()->mapToScene(window.view()->viewport()->rect().center());
            QVERIFY2(QLineF(now, center).length() < 40, qPrintable(QStringLiteral("moved by %1").arg(QLineF(now, center).length())));
        } else {
            // Shown afresh around the refined positions.
            QVERIFY(QLineF(window.view()->mapToScene(window.view()->viewport()->rect().center()), center).length() >= 40);
        }
    }
}

void TestLayoutRunner::newTablesInACommandArePlacedWithoutGraphviz()
{
    ShownWindow shown;
    MainWindow &window = shown.window;
    const Schema schema = generatedSchema(50);
    window.document()->reset(schema, gridOf(schema));
    // Applying DDL that adds 100 linked tables at once: placed in the command's constructor.
    const Schema bigger = generatedSchema(150);
    QVERIFY(pushReplaceSchema(window.document(), bigger, writeDdl(bigger)));
    QCOMPARE(window.document()->positions().size(), 150);
    QVERIFY(!window.layouts()->isRunning());
    QCOMPARE(graphvizRuns().onMainThread, 0);
}

void TestLayoutRunner::theCounterCountsARunOnThisThread()
{
    // The checks above would be empty if the counter never moved: a layout run right here does.
    const int before = graphvizRuns().onMainThread;
    MainWindow window;
    const Schema schema = generatedSchema(10);
    QString error;
    const PositionMap positions = prepareLayoutAll(schema, window.scene()->diagramPainter())(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(positions.size(), 10);
    QVERIFY(graphvizRuns().onMainThread > before);
}

QTEST_MAIN(TestLayoutRunner)
#include "tst_layoutrunner.moc"
