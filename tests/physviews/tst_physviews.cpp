// The designer's physical views: the layout dock follows the document (key order, DESC, undo,
// the "not interleaved" comparison, selection both ways), the split simulator plays a run and
// lists its events, and the lessons load their schemas and presets.

#include "commands.h"
#include "ddl.h"
#include "document.h"
#include "physicallayoutdock.h"
#include "physicallayoutview.h"
#include "physicalviews.h"
#include "schemaedits.h"
#include "splitsimulatordock.h"

#include <QAction>
#include <QFile>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ssd;

class TestPhysViews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void musicStorageOrder();
    void descendingKeyReorders_data();
    void descendingKeyReorders();
    void notInterleavedComparison();
    void selectionBothWays();
    void simulatorEvents_data();
    void simulatorEvents();
    void simulatorPlayPauseReset();
    void simulatorBadInput();
    void lessonLoads_data();
    void lessonLoads();
    void lessonsMenu();

private:
    void openMusic();
    int indexOf(const QString& label) const { return int(m_views->layoutDock()->labels().indexOf(label)); }

    QMainWindow* m_window = nullptr;
    Document* m_document = nullptr;
    PhysicalViews* m_views = nullptr;
};

void TestPhysViews::init()
{
    m_window = new QMainWindow;
    m_document = new Document(m_window);
    m_views = new PhysicalViews(m_document, m_window);
    m_window->resize(1200, 800);
    m_window->show();
}

void TestPhysViews::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPhysViews::openMusic()
{
    QFile file(QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql"));
    QVERIFY2(file.open(QIODevice::ReadOnly), "the music example is part of the sources");
    const QString text = QString::fromUtf8(file.readAll());
    ParseResult parsed = parseDdl(text);
    QVERIFY(parsed.ok());
    m_document->reset(std::move(parsed.schema), {}, text);
    m_views->layoutDock()->setRowsPerTable(4);
    m_views->layoutDock()->refreshNow();
}

void TestPhysViews::musicStorageOrder()
{
    openMusic();
    const QStringList labels = m_views->layoutDock()->labels();
    // The seed documents' picture: a singer's row tree holds its albums, each followed by its songs.
    const int singer1 = int(labels.indexOf(QStringLiteral("Singers(1)")));
    QVERIFY2(singer1 >= 0, qPrintable(labels.join(u", ")));
    QCOMPARE(labels.value(singer1 + 1), QStringLiteral("Albums(1, 1)"));
    QCOMPARE(labels.value(singer1 + 2), QStringLiteral("Songs(1, 1, 1)"));
    QVERIFY(indexOf(QStringLiteral("Albums(1, 2)")) < indexOf(QStringLiteral("Singers(2)")));
    QVERIFY(!m_views->layoutDock()->layoutView()->storageLayout().entries.empty());
    QVERIFY(m_views->layoutDock()->layoutView()->width() > 100);
}

void TestPhysViews::descendingKeyReorders_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("before"); // ASC: `before` sorts first; DESC: after `after`
    QTest::addColumn<QString>("after");
    QTest::newRow("root key DESC") << QStringLiteral("Singers") << QStringLiteral("SingerId") << QStringLiteral("Singers(1)")
                                   << QStringLiteral("Singers(2)");
    QTest::newRow("grandchild key DESC") << QStringLiteral("Songs") << QStringLiteral("TrackId")
                                         << QStringLiteral("Songs(1, 1, 1)") << QStringLiteral("Songs(1, 1, 2)");
}

void TestPhysViews::descendingKeyReorders()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QString, before);
    QFETCH(QString, after);
    openMusic();
    QVERIFY(indexOf(before) >= 0 && indexOf(before) < indexOf(after));
    const Table* t = m_document->schema().findTable(table);
    QVERIFY(t);
    const ObjectId tableId = t->id, columnId = t->findColumn(column)->id;
    const EditResult result = pushSchemaEdit(m_document, QStringLiteral("DESC"),
        [&](Schema& s, ObjectId&) { return edits::toggleKeyDescending(s, tableId, columnId); });
    QVERIFY2(result.ok(), qPrintable(result.error));
    // The dock refreshes on its own at the next event-loop pass.
    QTRY_VERIFY(indexOf(after) >= 0 && indexOf(after) < indexOf(before));
    m_document->undoStack()->undo();
    QTRY_VERIFY(indexOf(before) >= 0 && indexOf(before) < indexOf(after));
}

void TestPhysViews::notInterleavedComparison()
{
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    QVERIFY(!dock->setComparisonTable(QStringLiteral("Singers"))); // a root table: nothing to compare
    QVERIFY(dock->setComparisonTable(QStringLiteral("Albums")));
    dock->refreshNow();
    QVERIFY(dock->comparisonView()->isVisible());
    QStringList flat;
    for (const LayoutEntry& e : dock->comparisonView()->storageLayout().entries)
        flat << e.label;
    // Albums form their own block: no longer right after their singer.
    const int singer1 = int(flat.indexOf(QStringLiteral("Singers(1)")));
    QVERIFY(singer1 >= 0 && flat.contains(QStringLiteral("Albums(1, 1)")));
    QVERIFY(flat.value(singer1 + 1) != QStringLiteral("Albums(1, 1)"));
    QCOMPARE(flat.size(), dock->labels().size());
    QVERIFY(dock->setComparisonTable({}));
    dock->refreshNow();
    QVERIFY(!dock->comparisonView()->isVisible());
}

void TestPhysViews::selectionBothWays()
{
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    const ObjectId albums = m_document->schema().findTable(u"Albums")->id;
    const ObjectId singers = m_document->schema().findTable(u"Singers")->id;
    dock->setSelectedTables({ albums });
    QCOMPARE(dock->layoutView()->highlightedTables(), QSet<QString> { QStringLiteral("Albums") });

    QSignalSpy activated(dock, &PhysicalLayoutDock::tableActivated);
    PhysicalLayoutView* view = dock->layoutView();
    const int singer1 = indexOf(QStringLiteral("Singers(1)"));
    const QRect rect = view->entryRect(singer1);
    QVERIFY(rect.isValid());
    QCOMPARE(view->entryAt(rect.center()), singer1);
    QTest::mouseClick(view, Qt::LeftButton, {}, rect.center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.front().front().value<ObjectId>(), singers);
    QCOMPARE(view->highlightedTables(), QSet<QString> { QStringLiteral("Singers") });
    QCOMPARE(view->entryAt(QPoint(1, 1)), -1); // the margin is no row
}

void TestPhysViews::simulatorEvents_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<bool>("movingHotSpot");
    QTest::newRow("timestamp: moving hotspot") << QStringLiteral("timestamp") << true;
    QTest::newRow("uuid4: no moving hotspot") << QStringLiteral("uuid4") << false;
}

void TestPhysViews::simulatorEvents()
{
    QFETCH(QString, strategy);
    QFETCH(bool, movingHotSpot);
    QVERIFY(m_views->openLesson(QStringLiteral("timestamp-hotspot")));
    SplitSimulatorDock* sim = m_views->simulatorDock();
    SimulatorSettings s = sim->settings();
    s.table = strategy == u"uuid4" ? QStringLiteral("EventsByUuid") : QStringLiteral("Events");
    s.strategy = strategy;
    s.insertsPerSecond = 14000;
    s.servers = 4;
    s.ticks = 120;
    sim->setSettings(s);
    QCOMPARE(sim->visibleTicks(), 0);
    QCOMPARE(sim->eventList()->topLevelItemCount(), 0);
    sim->step(60);
    QCOMPARE(sim->visibleTicks(), 60);
    const int half = sim->eventList()->topLevelItemCount();
    sim->step(1000); // clamps at the end
    QCOMPARE(sim->visibleTicks(), 120);
    QTreeWidget* list = sim->eventList();
    QVERIFY(list->topLevelItemCount() >= half);
    QCOMPARE(list->topLevelItemCount(), int(sim->result().events.size()));
    int moving = 0, splits = 0;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        moving += list->topLevelItem(i)->text(1) == u"MOVING_HOT_SPOT";
        splits += list->topLevelItem(i)->text(1) == u"split";
    }
    QVERIFY(splits > 0);
    QCOMPARE(moving > 0, movingHotSpot);
    // SSD_PHYSVIEWS_SHOTS=DIR keeps pictures of the window for the documentation.
    if (const QString dir = qEnvironmentVariable("SSD_PHYSVIEWS_SHOTS"); !dir.isEmpty())
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simulator-") + strategy + QStringLiteral(".png")));
    // The achieved throughput: pinned near one server for the timestamp key, all servers for UUIDs.
    const double achieved = sim->result().ticks.back().achieved;
    if (movingHotSpot)
        QVERIFY2(achieved <= 1.1 * 3500, qPrintable(QString::number(achieved)));
    else
        QVERIFY2(achieved >= 0.9 * 4 * 3500, qPrintable(QString::number(achieved)));
}

void TestPhysViews::simulatorPlayPauseReset()
{
    QVERIFY(m_views->openLesson(QStringLiteral("timestamp-hotspot")));
    SplitSimulatorDock* sim = m_views->simulatorDock();
    SimulatorSettings s = sim->settings();
    s.ticks = 30;
    sim->setSettings(s);
    sim->play();
    QVERIFY(sim->isPlaying());
    QTRY_VERIFY(sim->visibleTicks() >= 3);
    sim->pause();
    const int shown = sim->visibleTicks();
    QTest::qWait(300);
    QCOMPARE(sim->visibleTicks(), shown);
    sim->resetSimulation();
    QCOMPARE(sim->visibleTicks(), 0);
    QCOMPARE(sim->eventList()->topLevelItemCount(), 0);
    // Playing to the end stops by itself.
    sim->play();
    QTRY_VERIFY_WITH_TIMEOUT(!sim->isPlaying(), 20000);
    QCOMPARE(sim->visibleTicks(), 30);
}

void TestPhysViews::simulatorBadInput()
{
    openMusic();
    SplitSimulatorDock* sim = m_views->simulatorDock();
    SimulatorSettings s = sim->settings();
    s.table = QStringLiteral("Singers");
    s.strategy = QStringLiteral("hash:zero");
    sim->setSettings(s);
    sim->step(5);
    QCOMPARE(sim->visibleTicks(), 0);
    QVERIFY(!sim->error().isEmpty());
    s.strategy = QStringLiteral("sequential");
    sim->setSettings(s);
    sim->step(5);
    QCOMPARE(sim->visibleTicks(), 5);
    QVERIFY(sim->error().isEmpty());
}

void TestPhysViews::lessonLoads_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QStringList>("tables");
    QTest::addColumn<QString>("simulatedTable");
    QTest::newRow("interleaving") << QStringLiteral("interleaving")
                                  << QStringList { QStringLiteral("Singers"), QStringLiteral("Albums"), QStringLiteral("Songs") }
                                  << QStringLiteral("Albums");
    QTest::newRow("timestamp hotspot") << QStringLiteral("timestamp-hotspot")
                                       << QStringList { QStringLiteral("Events"), QStringLiteral("EventsByUuid"),
                                              QStringLiteral("EventsBitReversed"), QStringLiteral("EventsSharded"),
                                              QStringLiteral("EventsByUser") }
                                       << QStringLiteral("Events");
    QTest::newRow("global index") << QStringLiteral("global-index-hotspot") << QStringList { QStringLiteral("Orders") }
                                  << QStringLiteral("Orders");
    QTest::newRow("multi-tenancy") << QStringLiteral(
        "multi-tenancy") << QStringList { QStringLiteral("Tenants"), QStringLiteral("Documents"), QStringLiteral("ActivityLog") }
                                   << QStringLiteral("ActivityLog");
}

void TestPhysViews::lessonLoads()
{
    QFETCH(QString, lesson);
    QFETCH(QStringList, tables);
    QFETCH(QString, simulatedTable);
    openMusic();
    QVERIFY(m_views->openLesson(lesson));
    QCOMPARE(m_views->currentLesson(), lesson);
    QStringList names;
    for (const Table& t : m_document->schema().tables)
        names << t.name;
    QCOMPARE(names, tables);
    QVERIFY(m_views->lessonDock()->isVisible());
    QCOMPARE(m_views->simulatorDock()->settings().table, simulatedTable);
    QVERIFY(!m_views->layoutDock()->labels().isEmpty());
    // Every preset names a table of the lesson's schema and a valid strategy.
    const std::optional<Lesson> l = Lessons::find(lesson);
    QVERIFY(l && !l->presets.empty());
    for (const SimulationPreset& p : l->presets) {
        QVERIFY2(tables.contains(p.settings.table), qPrintable(p.settings.table));
        QVERIFY2(KeyStrategy::parse(p.settings.strategy).has_value(), qPrintable(p.settings.strategy));
    }
    if (!l->compareTable.isEmpty())
        QCOMPARE(m_views->layoutDock()->comparisonTable(), l->compareTable);
    if (const QString dir = qEnvironmentVariable("SSD_PHYSVIEWS_SHOTS"); !dir.isEmpty())
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/lesson-") + lesson + QStringLiteral(".png")));
    QVERIFY(!m_views->openLesson(QStringLiteral("no-such-lesson")));
}

void TestPhysViews::lessonsMenu()
{
    QMenu* menu = m_views->addLessonsMenu(m_window->menuBar());
    QCOMPARE(int(menu->actions().size()), int(Lessons::all().size()));
    QAction* interleaving = menu->findChild<QAction*>(QStringLiteral("lesson-interleaving"));
    QVERIFY(interleaving);
    // Through the window's open function, as the designer does.
    QStringList opened;
    m_views->setOpenFunction([this, &opened](const QString& path) {
        opened << path;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QString text = QString::fromUtf8(file.readAll());
        m_document->reset(parseDdl(text).schema, {}, text);
        return true;
    });
    interleaving->trigger();
    QCOMPARE(opened, QStringList { QStringLiteral(":/lessons/interleaving.sql") });
    QVERIFY(m_document->schema().findTable(u"Songs"));
    QCOMPARE(m_views->layoutDock()->labels().value(0), QStringLiteral("Singers(1)"));
    // A refused open (the user cancelled saving) leaves everything as it was.
    m_views->setOpenFunction([](const QString&) { return false; });
    QVERIFY(!m_views->openLesson(QStringLiteral("multi-tenancy")));
    QCOMPARE(m_views->currentLesson(), QStringLiteral("interleaving"));
}

QTEST_MAIN(TestPhysViews)
#include "tst_physviews.moc"
