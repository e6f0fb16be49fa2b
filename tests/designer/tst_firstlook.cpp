// The first look at a design in the real window (1280 x 800, as --screenshot takes it): a real
// schema of up to 30 tables (tests/data/realworld) opens at a zoom where every table name reads
// whole, at DiagramPainter::kMinNamePixels or more, and no more zoomed in than that needs; a
// bigger schema opens fitted whole. Zoom levels below that elide names at their end
// (render_names tests the labels themselves at every zoom).

#include "ddl.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "filecontroller.h"
#include "layoutrunner.h"
#include "mainwindow.h"
#include "tableitem.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace ssd;

namespace {

QString realWorld(const QString &name) { return QStringLiteral(SSD_TEST_DATA_DIR "/realworld/") + name; }

// The scene rectangle the view shows.
QRectF visibleRect(const DiagramView *view) { return view->mapToScene(view->viewport()->rect()).boundingRect(); }

// The tables whose whole name does not show at `zoom` (names only or full detail, as the view
// draws them there).
QStringList unreadableNames(const DiagramScene *scene, qreal zoom)
{
    QStringList names;
    const DiagramPainter &painter = scene->diagramPainter();
    for (const Table &table : scene->document()->schema().tables) {
        const TableItem *item = scene->tableItem(table.id);
        if (!painter.nameWholeAt(item->box(), item->table(), item->decoration(), zoom))
            names << table.name;
    }
    return names;
}

} // namespace

class TestFirstLook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void realSchemaOpensWhereNamesRead_data();
    void realSchemaOpensWhereNamesRead();
    void bigSchemaOpensFittedWhole();
    void refinedPlacementIsFittedWhole();

private:
    // Writes 40 one-column tables named <prefix>0, <prefix>1 ... to `file` in m_dir and opens it in
    // `window` (1280 x 800, shown and exposed); empty, or what went wrong.
    QString openFortyTables(MainWindow &window, const QString &file, const QString &prefix);

    QTemporaryDir m_dir;
};

QString TestFirstLook::openFortyTables(MainWindow &window, const QString &file, const QString &prefix)
{
    QString ddl;
    for (int i = 0; i < 40; ++i)
        ddl += QStringLiteral("CREATE TABLE %1%2 (Id INT64 NOT NULL) PRIMARY KEY (Id);\n").arg(prefix).arg(i);
    const QString path = m_dir.filePath(file);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(ddl.toUtf8()) < 0)
        return QStringLiteral("cannot write ") + path;
    out.close();
    window.resize(1280, 800);
    QString error;
    if (!window.files()->openFile(path, &error))
        return error;
    window.show();
    return QTest::qWaitForWindowExposed(&window) ? QString() : QStringLiteral("the window was not exposed");
}

void TestFirstLook::initTestCase()
{
    if (!parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok())
        QSKIP("the GoogleSQL parser is not available in this build");
    if (!QFile::exists(realWorld(QStringLiteral("luci-go__resultdb.sql"))))
        QSKIP("tests/data/realworld is absent");
    QVERIFY(m_dir.isValid());
}

void TestFirstLook::realSchemaOpensWhereNamesRead_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"luci-go__resultdb.sql", "luci-go__analysis.sql", "gsync__game_server.sql", "spicedb__spanner_datastore.sql",
                             "dotnet-spanner-entity-framework__integration_tests.sql", "trillian__cloudspanner.sql"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestFirstLook::realSchemaOpensWhereNamesRead()
{
    QFETCH(QString, file);
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    QVERIFY2(window.files()->openFile(realWorld(file), &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents(); // the first look is taken once the window has its size
    const DiagramView *view = window.view();
    const DiagramScene *scene = window.scene();
    QVERIFY(scene->tableItemCount() <= DiagramView::kReadableTables);
    const qreal zoom = view->zoom();
    qInfo("%s: %d tables at zoom %.3f", qPrintable(file), scene->tableItemCount(), zoom);
    QVERIFY(zoom <= 1.0);
    const QStringList unreadable = unreadableNames(scene, zoom);
    QVERIFY2(unreadable.isEmpty(), qPrintable(unreadable.join(u", ")));

    const QRectF diagram = scene->itemsBoundingRect();
    const QRectF visible = visibleRect(view);
    if (!visible.contains(diagram)) {
        // Zoomed in beyond the fit only as far as the names need, showing at least as many names
        // as the diagram's top left corner would (often a blank corner of the layout).
        QVERIFY2(!unreadableNames(scene, zoom * 0.97).isEmpty(), "zoomed in further than the names need");
        const QRectF corner(diagram.topLeft(), visible.size());
        const DiagramPainter &painter = scene->diagramPainter();
        int shown = 0, inCorner = 0;
        for (const Table &table : scene->document()->schema().tables) {
            const TableItem *item = scene->tableItem(table.id);
            const QRectF name = painter.nameLabelBounds(
                painter.nameLabel(item->box(), item->table(), item->decoration(), zoom, painter.detailLevelAt(zoom)));
            shown += visible.contains(name);
            inCorner += corner.contains(name);
        }
        qInfo("%d of %d names in view (%d from the top left corner)", shown, scene->tableItemCount(), inCorner);
        QVERIFY(shown >= inCorner && shown > 0);
    }
}

// 40 tables with long names: reading them all would show a corner only, so the whole diagram is
// shown (names elided at their end).
void TestFirstLook::bigSchemaOpensFittedWhole()
{
    MainWindow window;
    const QString error = openFortyTables(window, QStringLiteral("forty.sql"), QStringLiteral("CustomerLifetimeValueSnapshotArchive"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(window.scene()->tableItemCount(), 40);
    QVERIFY(visibleRect(window.view()).contains(window.scene()->itemsBoundingRect().adjusted(1, 1, -1, -1)));
}

// The open-time placement (LayoutRunner::finish) moves every table and shows the first look in
// the same event-loop pass. The fit must show the tables where they are now: Qt's own scene rect
// still held the cheap placement's extent then (it catches up a pass later, and never shrinks),
// and the scroll range it gave clamped the fit to the old place, with the whole diagram out of
// sight here.
void TestFirstLook::refinedPlacementIsFittedWhole()
{
    MainWindow window;
    const QString error = openFortyTables(window, QStringLiteral("refined.sql"), QStringLiteral("Refined"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTRY_VERIFY(!window.layouts()->isRunning());
    QCoreApplication::processEvents();

    // As a refinement would: the same tables, one column of them far right of and below the
    // first placement.
    Document *document = window.document();
    PositionMap moved;
    qreal y = 3000;
    for (const Table &table : document->schema().tables) {
        moved.insert(table.id, QPointF(6000, y));
        y += window.scene()->tableItem(table.id)->boundingRect().height() + 40;
    }
    document->setPositions(moved);
    window.view()->showFirstLook();
    QCoreApplication::processEvents();
    const QRectF diagram = window.scene()->itemsBoundingRect();
    const QRectF visible = visibleRect(window.view());
    QVERIFY2(visible.contains(diagram),
             qPrintable(QStringLiteral("diagram (%1, %2 %3 x %4), visible (%5, %6 %7 x %8)")
                            .arg(diagram.x()).arg(diagram.y()).arg(diagram.width()).arg(diagram.height())
                            .arg(visible.x()).arg(visible.y()).arg(visible.width()).arg(visible.height())));
}

QTEST_MAIN(TestFirstLook)
#include "tst_firstlook.moc"
