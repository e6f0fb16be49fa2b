// The designer's physical views: the layout dock follows the document (key order, DESC, undo,
// the "not interleaved" comparison, selection both ways), the split simulator plays a run and
// lists its events, and the lessons load their schemas and presets.

#include "commands.h"
#include "ddl.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "physical/sampleedits.h"
#include "physicallayoutdock.h"
#include "physicallayoutview.h"
#include "physicalviews.h"
#include "samplerowdialog.h"
#include "splitsimulatordock.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ssd;

// The split simulation runs on a worker: a run takes well under a second normally, but seconds
// under the sanitizers (CI's ASan stage), so the waits for its result are generous.
constexpr int kSimulationWaitMs = 60000;

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
    void comparisonColoursAndLegend();
    void rowEditsAreUndoable();
    void rowEditRefusals();
    void rowDialogValidates();
    void enteredRowsFollowDocument();
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

void TestPhysViews::comparisonColoursAndLegend()
{
    // Both strips colour a table alike (the comparison puts Albums' block first, which used to
    // give it the first colour), and the dock shows one legend with every table.
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    QVERIFY(dock->setComparisonTable(QStringLiteral("Albums")));
    dock->refreshNow();
    auto colourOf = [](PhysicalLayoutView* view, const QString& label) {
        const QImage image = view->grab().toImage();
        const auto& entries = view->storageLayout().entries;
        for (int i = 0; i < int(entries.size()); ++i)
            if (entries[size_t(i)].label == label) {
                const QRect r = view->entryRect(i);
                return image.pixelColor(r.right() - 6, r.center().y()); // the box fill, right of the text
            }
        return QColor();
    };
    for (const QString& label : { QStringLiteral("Singers(1)"), QStringLiteral("Albums(1, 1)"), QStringLiteral("Songs(1, 1, 1)") }) {
        const QColor left = colourOf(dock->layoutView(), label), right = colourOf(dock->comparisonView(), label);
        QVERIFY2(left.isValid() && left == right, qPrintable(label + u' ' + left.name() + u' ' + right.name()));
    }
    QVERIFY(colourOf(dock->layoutView(), QStringLiteral("Singers(1)")) != colourOf(dock->layoutView(), QStringLiteral("Albums(1, 1)")));
    const QLabel* legend = dock->findChild<QLabel*>(QStringLiteral("layoutLegend"));
    QVERIFY(legend && legend->isVisible());
    for (const char16_t* table : { u"Singers", u"Albums", u"Songs" })
        QVERIFY2(legend->text().contains(QStringView(table)), qPrintable(legend->text()));
    // Same rows on both sides: the comparison only reorders them.
    QStringList left = dock->labels(), right;
    for (const LayoutEntry& e : dock->comparisonView()->storageLayout().entries)
        right << e.label;
    left.sort();
    right.sort();
    QCOMPARE(right, left);
}

namespace {

SampleRow musicRow(const Document* document, const QString& table, std::vector<qint64> key)
{
    const Table* t = document->schema().findTable(table);
    SampleRow row;
    row.table = table;
    row.values.resize(t->columns.size());
    for (size_t i = 0; i < key.size(); ++i)
        for (size_t c = 0; c < t->columns.size(); ++c)
            if (t->columns[c].name == t->primaryKey[i].column)
                row.values[c] = KeyValue::int64(key[i]);
    return row;
}

} // namespace

void TestPhysViews::rowEditsAreUndoable()
{
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    QUndoStack* undo = m_document->undoStack();
    const QStringList generated = dock->labels();
    const size_t generatedRows = dock->shownRows().rows.size();
    QVERIFY(!dock->showsEnteredRows());
    QVERIFY(m_document->sampleData().rows.empty());

    // Adding a row to generated rows: they become the document's rows, plus the new one, inside
    // its singer's row tree.
    QCOMPARE(dock->addRow(musicRow(m_document, QStringLiteral("Albums"), { 1, 9 })), QString());
    QVERIFY(dock->showsEnteredRows());
    QCOMPARE(m_document->sampleData().rows.size(), generatedRows + 1);
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), QStringLiteral("Add row Albums(1, 9)"));
    QVERIFY(m_document->isModified());
    QStringList labels = dock->labels();
    QVERIFY(labels.indexOf(QStringLiteral("Albums(1, 9)")) > labels.indexOf(QStringLiteral("Albums(1, 2)")));
    QVERIFY(labels.indexOf(QStringLiteral("Albums(1, 9)")) < labels.indexOf(QStringLiteral("Singers(2)")));

    // Editing a root row's key moves its whole row tree.
    const int singer2 = indexOf(QStringLiteral("Singers(2)"));
    QCOMPARE(dock->replaceRow(singer2, musicRow(m_document, QStringLiteral("Singers"), { -3 })), QString());
    labels = dock->labels();
    const int moved = int(labels.indexOf(QStringLiteral("Singers(-3)")));
    QVERIFY(moved >= 0 && moved < labels.indexOf(QStringLiteral("Singers(1)")));
    QCOMPARE(labels.value(moved + 1), QStringLiteral("Albums(-3, 1)"));
    QVERIFY(!labels.contains(QStringLiteral("Singers(2)")));
    QVERIFY(undo->text(1).startsWith(u"Edit row Singers(2) and"));

    // Deleting a row deletes the rows below it.
    const int before = int(labels.size());
    QCOMPARE(dock->deleteRow(indexOf(QStringLiteral("Albums(1, 1)"))), QString());
    QVERIFY(!dock->labels().contains(QStringLiteral("Albums(1, 1)")));
    QVERIFY(!dock->labels().contains(QStringLiteral("Songs(1, 1, 1)")));
    QVERIFY(dock->labels().size() < before - 1);

    // Undo walks back through each step to the generated rows; redo comes back (the dock
    // refreshes at the next event-loop pass).
    undo->undo();
    QTRY_COMPARE(dock->labels().size(), before);
    undo->undo();
    QTRY_VERIFY(dock->labels().contains(QStringLiteral("Singers(2)")));
    undo->undo();
    QTRY_VERIFY(!dock->showsEnteredRows());
    QTRY_COMPARE(dock->labels(), generated);
    undo->redo();
    QTRY_VERIFY(dock->labels().contains(QStringLiteral("Albums(1, 9)")));

    // Generate Rows discards the entered rows as one more undoable step.
    dock->useGeneratedRows();
    QVERIFY(!dock->showsEnteredRows());
    QCOMPARE(dock->labels(), generated);
    undo->undo();
    QVERIFY(dock->showsEnteredRows());
    QTRY_VERIFY(dock->labels().contains(QStringLiteral("Albums(1, 9)")));
}

void TestPhysViews::rowEditRefusals()
{
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    QUndoStack* undo = m_document->undoStack();
    QVERIFY(dock->addRow(musicRow(m_document, QStringLiteral("Albums"), { 1, 1 })).contains(u"already exists"));
    QVERIFY(dock->addRow(musicRow(m_document, QStringLiteral("Albums"), { 77, 1 })).contains(u"Singers(77)"));
    QVERIFY(!dock->replaceRow(-1, musicRow(m_document, QStringLiteral("Singers"), { 5 })).isEmpty());
    QVERIFY(!dock->deleteRow(100000).isEmpty());
    QCOMPARE(undo->count(), 0);
    QVERIFY(!dock->showsEnteredRows());
}

void TestPhysViews::rowDialogValidates()
{
    openMusic();
    SampleData rows;
    rows.rows = { musicRow(m_document, QStringLiteral("Singers"), { 1 }) };
    // Adding an album with the picked singer's row as the suggestion: SingerId is filled in.
    SampleRowDialog dialog(m_document->schema(), rows, rows.rows.front(), -1);
    auto* table = dialog.findChild<QComboBox*>(QStringLiteral("rowTable"));
    QVERIFY(table && table->isEnabled());
    table->setCurrentIndex(table->findText(QStringLiteral("Albums")));
    QLineEdit* singerId = dialog.field(QStringLiteral("SingerId"));
    QLineEdit* albumId = dialog.field(QStringLiteral("AlbumId"));
    QVERIFY(singerId && albumId);
    QCOMPARE(singerId->text(), QStringLiteral("1"));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // AlbumId is NOT NULL and empty
    QVERIFY(dialog.problem().contains(u"AlbumId"));
    QTest::keyClicks(albumId, QStringLiteral("two"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problem().contains(u"whole number"));
    albumId->setText(QStringLiteral("2"));
    QVERIFY2(ok->isEnabled(), qPrintable(dialog.problem()));
    singerId->setText(QStringLiteral("5")); // no such singer
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problem().contains(u"Singers(5)"));
    singerId->setText(QStringLiteral("1"));
    QVERIFY(ok->isEnabled());
    const SampleRow row = dialog.row();
    QCOMPARE(row.table, QStringLiteral("Albums"));
    QCOMPARE(rowLabel(row.table, { row.values[0], row.values[1] }), QStringLiteral("Albums(1, 2)"));

    // Editing: the table is fixed and the fields show the row's values.
    SampleRowDialog edit(m_document->schema(), rows, rows.rows.front(), 0);
    QVERIFY(!edit.findChild<QComboBox*>(QStringLiteral("rowTable"))->isEnabled());
    QCOMPARE(edit.field(QStringLiteral("SingerId"))->text(), QStringLiteral("1"));
    QVERIFY(edit.problem().isEmpty());
}

void TestPhysViews::enteredRowsFollowDocument()
{
    // The rows live in the document: a new document (or lesson) starts from generated rows, and
    // rows put into the document (as loading a project does) are what the dock shows.
    openMusic();
    PhysicalLayoutDock* dock = m_views->layoutDock();
    SampleData rows;
    rows.rows = { musicRow(m_document, QStringLiteral("Singers"), { 42 }), musicRow(m_document, QStringLiteral("Albums"), { 42, 7 }) };
    m_document->setSampleData(rows);
    // (AlbumsByAlbumTitle is a global index: its entry for the NULL title is a block of its own.)
    QTRY_COMPARE(dock->labels(), QStringList({ QStringLiteral("AlbumsByAlbumTitle(NULL, 42, 7)"), QStringLiteral("Singers(42)"),
                                     QStringLiteral("Albums(42, 7)") }));
    QVERIFY(!dock->findChild<QSpinBox*>(QStringLiteral("layoutRows"))->isEnabled());
    // A key column turned DESC reorders the entered rows too.
    SampleData more = rows;
    more.rows.push_back(musicRow(m_document, QStringLiteral("Singers"), { 43 }));
    m_document->setSampleData(more);
    const Table* singers = m_document->schema().findTable(u"Singers");
    const ObjectId tableId = singers->id, columnId = singers->findColumn(u"SingerId")->id;
    QVERIFY(pushSchemaEdit(m_document, QStringLiteral("DESC"), [&](Schema& s, ObjectId&) {
        return edits::toggleKeyDescending(s, tableId, columnId);
    }).ok());
    QTRY_COMPARE(dock->labels().value(1), QStringLiteral("Singers(43)"));
    openMusic();
    QVERIFY(m_document->sampleData().rows.empty());
    QTRY_VERIFY(!dock->showsEnteredRows() && dock->labels().contains(QStringLiteral("Songs(1, 1, 1)")));
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
    sim->step(60); // computed on a worker: the ticks show when it is done
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 60, kSimulationWaitMs);
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
    QTRY_VERIFY_WITH_TIMEOUT(sim->visibleTicks() >= 3, kSimulationWaitMs);
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
    QTRY_COMPARE_WITH_TIMEOUT(sim->visibleTicks(), 5, kSimulationWaitMs);
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
