// The teacher's walk-through of issue 5 in the real designer window (MainWindow, offscreen):
// open the music lesson and see the seed's storage order with split boundaries between row
// trees; toggle interleaving and see the order change; select rows and tables both ways; run the
// timestamp-hotspot lesson and see the hotspot move along the heatmap; apply a checklist fix and
// see the load spread over the servers.
//
// SSD_WALKTHROUGH_SHOTS=DIR saves a picture of the window at each step (docs/images).

#include "checklistdock.h"
#include "commands.h"
#include "diagramscene.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "mainwindow.h"
#include "physicallayoutdock.h"
#include "physicallayoutview.h"
#include "physicalviews.h"
#include "splitsimulatordock.h"

#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QTest>
#include <QUndoStack>

using namespace ssd;

// The split simulation runs on a worker: a run takes well under a second normally, but seconds
// under the sanitizers (CI's ASan stage), so the waits for its result are generous.
constexpr int kSimulationWaitMs = 60000;

class TestPhysWalkthrough : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void musicLessonLayout();
    void toggleInterleaving();
    void selectionBothWays();
    void timestampHotspotMoves();
    void checklistFixSpreadsLoad();

private:
    void shot(const QString &name);
    PhysicalLayoutDock *layout() const { return m_window->physicalViews()->layoutDock(); }
    SplitSimulatorDock *simulator() const { return m_window->physicalViews()->simulatorDock(); }
    int indexOf(const QString &label) const { return int(layout()->labels().indexOf(label)); }
    // The heatmap range with the most load in `tick` among the ranges of `object`.
    int hottestRange(int tick, const QString &object) const;

    MainWindow *m_window = nullptr;
};

void TestPhysWalkthrough::initTestCase()
{
    // No saved window state or language from a previous run.
    QCoreApplication::setOrganizationName(QStringLiteral("SpannerSchemaDesignerTest"));
    QSettings().clear();
}

void TestPhysWalkthrough::init()
{
    m_window = new MainWindow;
    m_window->resize(1500, 950); // the designer's --screenshot size
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestPhysWalkthrough::cleanup()
{
    m_window->document()->undoStack()->setClean(); // no "save changes?" on close
    delete m_window;
    m_window = nullptr;
}

void TestPhysWalkthrough::shot(const QString &name)
{
    const QString dir = qEnvironmentVariable("SSD_WALKTHROUGH_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(50);
    QVERIFY(m_window->grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

int TestPhysWalkthrough::hottestRange(int tick, const QString &object) const
{
    const SimHeatmap &map = simulator()->result().heatmap;
    int best = -1;
    for (int r = 0; r < int(map.rangeObject.size()); ++r)
        if (map.rangeObject[r] == object && (best < 0 || map.load[size_t(tick)][size_t(r)] > map.load[size_t(tick)][size_t(best)]))
            best = r;
    return best;
}

void TestPhysWalkthrough::musicLessonLayout()
{
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("interleaving")));
    layout()->refreshNow();
    QVERIFY(layout()->isVisible());
    QVERIFY(m_window->physicalViews()->lessonDock()->isVisible());
    // The seed's picture: Singers(1), Albums(1, 1), Songs(1, 1, 1), Songs(1, 1, 2), Albums(1, 2), ...
    const QStringList labels = layout()->labels();
    const QStringList expected = {QStringLiteral("Singers(1)"), QStringLiteral("Albums(1, 1)"), QStringLiteral("Songs(1, 1, 1)"),
                                  QStringLiteral("Songs(1, 1, 2)"), QStringLiteral("Albums(1, 2)")};
    QCOMPARE(labels.mid(0, expected.size()), expected);
    QVERIFY(indexOf(QStringLiteral("Singers(2)")) > indexOf(QStringLiteral("Albums(1, 2)")));
    // Split boundaries fall between row trees: every split but the first starts at a singer,
    // one of them between Singers(3) and Singers(4) as in the seed's figure.
    const PhysicalLayoutView *view = layout()->layoutView();
    QVERIFY(view->splits().splits.size() >= 2);
    bool threeFour = false;
    for (const LayoutSplit &split : view->splits().splits)
        threeFour = threeFour || split.start == u"Singers(4)";
    QVERIFY(threeFour);
    for (size_t s = 1; s < view->splits().splits.size(); ++s) {
        const LayoutEntry &first = view->storageLayout().entries[size_t(view->splits().splits[s].firstEntry)];
        QCOMPARE(first.table, QStringLiteral("Singers"));
        QVERIFY(first.boundaryBefore == LayoutEntry::Boundary::RowTree);
    }
    // Every picture in the dock is reachable: the strip is drawn and not clipped to nothing.
    QTRY_VERIFY(view->visibleRegion().boundingRect().height() > 200);
    shot(QStringLiteral("walkthrough-1-music-lesson"));
}

void TestPhysWalkthrough::toggleInterleaving()
{
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("interleaving")));
    layout()->refreshNow();
    // The lesson shows the "Albums not interleaved" comparison beside the real layout.
    QCOMPARE(layout()->comparisonTable(), QStringLiteral("Albums"));
    QVERIFY(layout()->comparisonView()->isVisible());
    shot(QStringLiteral("walkthrough-2-comparison"));

    // Really removing the interleave (what the properties dock does) changes the layout itself.
    Document *document = m_window->document();
    const ObjectId albums = document->schema().findTable(u"Albums")->id;
    const EditResult result = pushSchemaEdit(document, QStringLiteral("Remove interleave"),
                                             [&](Schema &s, ObjectId &) { return edits::removeInterleave(s, albums); });
    QVERIFY2(result.ok(), qPrintable(result.error));
    QTRY_VERIFY(indexOf(QStringLiteral("Albums(1, 1)")) >= 0 && indexOf(QStringLiteral("Albums(1, 1)")) < indexOf(QStringLiteral("Singers(1)")));
    QVERIFY(layout()->labels().value(indexOf(QStringLiteral("Singers(1)")) + 1) != QStringLiteral("Albums(1, 1)"));
    shot(QStringLiteral("walkthrough-3-not-interleaved"));
    document->undoStack()->undo();
    QTRY_COMPARE(layout()->labels().value(indexOf(QStringLiteral("Singers(1)")) + 1), QStringLiteral("Albums(1, 1)"));
}

void TestPhysWalkthrough::selectionBothWays()
{
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("interleaving")));
    layout()->refreshNow();
    const Schema &schema = m_window->document()->schema();
    // A click on a row selects its table in the diagram ...
    PhysicalLayoutView *view = layout()->layoutView();
    const int album = indexOf(QStringLiteral("Albums(1, 2)"));
    QTest::mouseClick(view, Qt::LeftButton, {}, view->entryRect(album).center());
    QTRY_COMPARE(m_window->scene()->selectedTableIds(), QList<ObjectId>{schema.findTable(u"Albums")->id});
    QCOMPARE(view->highlightedTables(), QSet<QString>{QStringLiteral("Albums")});
    QCOMPARE(view->currentEntry(), album);
    // ... and a table selected in the diagram outlines its rows.
    m_window->scene()->selectTables({schema.findTable(u"Songs")->id});
    QTRY_COMPARE(view->highlightedTables(), QSet<QString>{QStringLiteral("Songs")});
    shot(QStringLiteral("walkthrough-4-selection"));
}

void TestPhysWalkthrough::timestampHotspotMoves()
{
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("timestamp-hotspot")));
    SplitSimulatorDock *sim = simulator();
    QCOMPARE(sim->settings().table, QStringLiteral("Events"));
    QCOMPARE(sim->resolvedStrategy(), QStringLiteral("timestamp"));
    sim->step(60);
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 60, kSimulationWaitMs); // computed on a worker
    const int early = hottestRange(20, QStringLiteral("Events"));
    const int middle = hottestRange(59, QStringLiteral("Events"));
    shot(QStringLiteral("walkthrough-5-timestamp-hotspot-half"));
    sim->step(60);
    QCOMPARE(sim->visibleTicks(), 120);
    const int late = hottestRange(119, QStringLiteral("Events"));
    // The hot range walks down the key space (the diagonal) ...
    QVERIFY2(early < middle && middle < late, qPrintable(QStringLiteral("%1 %2 %3").arg(early).arg(middle).arg(late)));
    // ... tagged MOVING_HOT_SPOT, with throughput pinned at one server's capacity.
    bool moving = false;
    for (const SimEvent &e : sim->result().events)
        moving = moving || e.kind == SimEvent::Kind::MovingHotSpot;
    QVERIFY(moving);
    const double achieved = sim->result().ticks.back().achieved;
    QVERIFY2(achieved <= 1.1 * 3500, qPrintable(QString::number(achieved)));
    shot(QStringLiteral("walkthrough-6-timestamp-hotspot"));
}

void TestPhysWalkthrough::checklistFixSpreadsLoad()
{
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("timestamp-hotspot")));
    SplitSimulatorDock *sim = simulator();
    sim->step(120);
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 120, kSimulationWaitMs);
    const double before = sim->result().ticks.back().achieved;

    // The checklist warns about Events' timestamp-first key and offers fixes; apply the hash shard.
    ChecklistDock *checklist = m_window->checklistDock();
    checklist->refreshNow();
    int finding = -1, fix = -1;
    for (int f = 0; f < int(checklist->findings().size()) && fix < 0; ++f) {
        const Finding &candidate = checklist->findings()[size_t(f)];
        if (candidate.ruleId != u"pk-monotonic-first-column" || candidate.subject.table != u"Events")
            continue;
        for (int x = 0; x < int(candidate.fixes.size()); ++x)
            if (candidate.fixes[size_t(x)].id == u"hash-shard-prefix") {
                finding = f;
                fix = x;
            }
    }
    QVERIFY2(fix >= 0, "the checklist offers a hash shard fix for Events");
    QVERIFY(checklist->applyFix(finding, fix));
    QVERIFY(m_window->document()->schema().findTable(u"Events")->findColumn(u"ShardId"));
    // The run is invalidated and "auto" now means a hash prefix.
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 0, kSimulationWaitMs);
    QVERIFY2(sim->resolvedStrategy().startsWith(u"hash:"), qPrintable(sim->resolvedStrategy()));
    sim->step(120);
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 120, kSimulationWaitMs);
    QVERIFY2(sim->error().isEmpty(), qPrintable(sim->error()));
    const SimTick &last = sim->result().ticks.back();
    // Load spread: several busy servers and well over one server's capacity.
    int busyServers = 0;
    for (double load : last.serverLoad)
        busyServers += load >= 0.5 * 3500;
    QVERIFY2(busyServers >= 3, qPrintable(QString::number(busyServers)));
    QVERIFY2(last.achieved >= 3 * before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(last.achieved)));
    shot(QStringLiteral("walkthrough-7-after-fix"));
}

QTEST_MAIN(TestPhysWalkthrough)
#include "tst_physwalkthrough.moc"
