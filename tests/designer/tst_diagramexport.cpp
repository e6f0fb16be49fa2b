// File > Export Diagram never paints on the GUI thread of the real window: the export runs in a
// worker while a GUI-thread timer keeps ticking; Cancel leaves no file (and an existing one
// untouched); a second export while one runs is refused; closing the window mid-export writes
// nothing; the written files are the bytes renderDiagram() makes; a failed write shows the
// message box. SSD_EXPORT_BENCH=1 adds the 5,000-table figures (PNG and SVG: export time, and
// the longest the GUI thread was blocked, against rendering on the GUI thread as before).

#include "actionhandler.h"
#include "ddl.h"
#include "diagramexporter.h"
#include "diagramrender.h"
#include "document.h"
#include "gapmeter.h"
#include "generatedschema.h"
#include "layoutrunner.h"
#include "mainwindow.h"
#include "modaldialogs.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

#include <time.h>

using namespace ssd;
using ssd::bench::GapMeter; // the longest gap between ticks of a 5 ms GUI-thread timer
using ssd::testing::generatedSchema;
using ssd::testing::gridOf;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A whole PNG file: Qt reads its header (a 68-megapixel image is over QImageReader's allocation
// limit to decode) and it ends with the IEND chunk.
QSize pngSize(const QString &path)
{
    QImageReader reader(path);
    if (reader.format() != "png" || !readAll(path).endsWith(QByteArray("IEND\xae\x42\x60\x82", 8)))
        return {};
    return reader.size();
}

// CPU time of this thread, in milliseconds: what it did itself, not the time other threads had
// the cores.
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}


} // namespace

// The designer window as each case starts it: shown at 1280 x 800, offscreen, with a design.
struct ShownWindow
{
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    QTemporaryDir dir;
    explicit ShownWindow(const Schema &schema)
    {
        window->resize(1280, 800);
        window->show();
        window->document()->reset(schema, gridOf(schema));
    }
    DiagramExporter *exporter() const { return window->actions()->diagramExporter(); }
    QString path(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }
};

class TestDiagramExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theExportRunsOffTheGuiThread();
    void cancelLeavesNoFile();
    void aSecondExportWhileOneRunsIsRefused();
    void closingTheWindowDuringAnExportWritesNothing();
    void theFileIsWhatRenderDiagramMakes_data();
    void theFileIsWhatRenderDiagramMakes();
    void aFailedWriteShowsTheMessageBox();
    void benchmark5000Tables_data();
    void benchmark5000Tables();

private:
    Schema m_big;
};

void TestDiagramExport::initTestCase()
{
    if (!parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok())
        QSKIP("the GoogleSQL parser is not available in this build");
    // On the grid, 2,000 tables make a PNG of 4,267 x 16,000 pixels: seconds of painting here.
    m_big = generatedSchema(2000);
    QCOMPARE(int(m_big.tables.size()), 2000);
}

void TestDiagramExport::theExportRunsOffTheGuiThread()
{
    ShownWindow shown(m_big);
    QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
    const QString path = shown.path("big.png");
    GapMeter gaps;
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
    const qint64 started = clock.elapsed();
    // Started, not done: on the GUI thread the file would exist by now.
    QVERIFY(shown.exporter()->isRunning());
    QVERIFY(!QFile::exists(path));
    const int ticksBefore = gaps.ticks();
    QVERIFY(done.wait(120000));
    const qint64 took = clock.elapsed();
    const int ticks = gaps.ticks() - ticksBefore;
    qInfo("2,000-table PNG: started in %lld ms, exported in %lld ms, %d ticks of a 5 ms GUI timer meanwhile, "
          "longest gap %lld ms", started, took, ticks, gaps.longest());
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.front().at(1).toString(), QString());
    QCOMPARE(done.front().at(2).toBool(), false);
    // The event loop ran all along: a tick at least every 100 ms of the export on average.
    QVERIFY2(ticks >= std::max<qint64>(3, took / 100), qPrintable(QStringLiteral("%1 ticks in %2 ms").arg(ticks).arg(took)));
    const QSize size = pngSize(path);
    QVERIFY2(size.width() > 1000 && size.height() > 1000, qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
    QCOMPARE(shown.window->statusBar()->currentMessage(), QStringLiteral("Diagram exported to %1").arg(path));
    QVERIFY(!shown.exporter()->indicator()->isVisible());
}

void TestDiagramExport::cancelLeavesNoFile()
{
    for (const char *name : {"cancelled.png", "cancelled.svg"}) {
        ShownWindow shown(m_big);
        const QString path = shown.path(name);
        // A file already there is left as it was: a cancelled export never commits.
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        shown.exporter()->setIndicatorDelay(0);
        QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
        QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
        auto *cancel = shown.exporter()->indicator()->findChild<QPushButton *>(QStringLiteral("exportCancel"));
        QVERIFY(cancel);
        QTRY_VERIFY(cancel->isVisible());
        QVERIFY(shown.exporter()->isRunning());
        // SSD_EXPORT_SHOTS=DIR keeps a picture of the window with the indicator.
        if (const QString dir = qEnvironmentVariable("SSD_EXPORT_SHOTS"); !dir.isEmpty())
            QVERIFY(shown.window->grab().save(dir + QStringLiteral("/export-indicator.png")));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!shown.exporter()->indicator()->isVisible());
        QVERIFY(done.wait(120000));
        qInfo("%s: the worker stopped %lld ms after Cancel", name, clock.elapsed());
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.front().at(2).toBool(), true);
        QCOMPARE(readAll(path), QByteArray("old"));
        // Nor is a temporary file of QSaveFile left behind.
        QCOMPARE(QDir(shown.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QString::fromLatin1(name)});
        QCOMPARE(shown.window->statusBar()->currentMessage(), QStringLiteral("Export cancelled: nothing was written."));
    }
}

void TestDiagramExport::aSecondExportWhileOneRunsIsRefused()
{
    ShownWindow shown(m_big);
    QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
    const QString first = shown.path("first.png");
    const QString second = shown.path("second.svg");
    QCOMPARE(shown.window->actions()->exportDiagramTo(first), QString());
    QCOMPARE(shown.window->actions()->exportDiagramTo(second), QStringLiteral("An export of the diagram is already running."));
    QVERIFY(!shown.exporter()->start(second, DiagramFormat::Svg));
    // The menu says so in the status bar, without asking for a file name first.
    shown.window->actions()->action(QStringLiteral("actionExportDiagram"))->trigger();
    QCOMPARE(shown.window->statusBar()->currentMessage(), QStringLiteral("An export of the diagram is already running."));
    QVERIFY(done.wait(120000));
    QTest::qWait(200); // nothing queued behind it
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.front().at(0).toString(), first);
    QVERIFY(!pngSize(first).isEmpty());
    QVERIFY(!QFile::exists(second));
    // Once it is done, the next one runs.
    QCOMPARE(shown.window->actions()->exportDiagramTo(second), QString());
    QVERIFY(done.wait(120000));
    QVERIFY(readAll(second).startsWith("<?xml"));
}

void TestDiagramExport::closingTheWindowDuringAnExportWritesNothing()
{
    ShownWindow shown(m_big);
    const QString path = shown.path("closed.png");
    QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
    QVERIFY(shown.exporter()->isRunning());
    QElapsedTimer clock;
    clock.start();
    shown.window.reset(); // waits for the worker, which must not commit
    qInfo("the window closed %lld ms into the export", clock.elapsed());
    QCOMPARE(QDir(shown.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestDiagramExport::theFileIsWhatRenderDiagramMakes_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("format");
    QTest::newRow("png") << QStringLiteral("d.png") << int(DiagramFormat::Png);
    QTest::newRow("svg") << QStringLiteral("d.svg") << int(DiagramFormat::Svg);
    QTest::newRow("pdf") << QStringLiteral("d.pdf") << int(DiagramFormat::Pdf);
}

void TestDiagramExport::theFileIsWhatRenderDiagramMakes()
{
    QFETCH(QString, fileName);
    QFETCH(int, format);
    const Schema schema = generatedSchema(60);
    ShownWindow shown(schema);
    QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
    const QString path = shown.dir.filePath(fileName);
    QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
    QVERIFY(done.wait(60000));
    QCOMPARE(done.front().at(1).toString(), QString());
    const QByteArray data = readAll(path);
    // The bytes the CLI's `render` makes for the same design (a PDF carries its creation time).
    QString error;
    const QByteArray expected = renderDiagram(schema, shown.window->document()->positions(), DiagramFormat(format), {}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    if (DiagramFormat(format) == DiagramFormat::Pdf) {
        QVERIFY(data.startsWith("%PDF"));
        QVERIFY(data.size() > 1000);
    } else {
        QCOMPARE(data.size(), expected.size());
        QVERIFY(data == expected);
    }
    if (DiagramFormat(format) == DiagramFormat::Png) {
        const QImage image = QImage::fromData(data, "PNG");
        QCOMPARE(image.size(), QImage::fromData(expected, "PNG").size());
    }
}

void TestDiagramExport::aFailedWriteShowsTheMessageBox()
{
    ShownWindow shown(generatedSchema(5));
    QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
    const QString path = shown.path("no such folder/d.svg");
    QString shownText;
    whenModalOpens<QMessageBox>([&](QMessageBox *box) {
        shownText = box->text();
        box->accept();
    });
    QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
    QVERIFY(done.wait(60000));
    QVERIFY(!done.front().at(1).toString().isEmpty());
    QTRY_VERIFY(!shownText.isEmpty());
    QVERIFY2(shownText.startsWith(QStringLiteral("Could not export the diagram to %1: ").arg(path)), qPrintable(shownText));
    QVERIFY(!QFile::exists(path));
}

void TestDiagramExport::benchmark5000Tables_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("format");
    QTest::newRow("png") << QStringLiteral("b.png") << int(DiagramFormat::Png);
    QTest::newRow("svg") << QStringLiteral("b.svg") << int(DiagramFormat::Svg);
}

// The figures of docs/scale.md: the designer's export of a 5,000-table design as it opens (the
// cheap placement, the Graphviz refinement cancelled), before (the old GUI-thread path:
// renderDiagram and QSaveFile right here) and after (DiagramExporter).
void TestDiagramExport::benchmark5000Tables()
{
    const QString ddlPath = qEnvironmentVariable("SSD_EXPORT_BENCH");
    if (ddlPath.isEmpty())
        QSKIP("set SSD_EXPORT_BENCH to a DDL file (gen_schema.py --tables 5000) for the figures");
    QFETCH(QString, fileName);
    QFETCH(int, format);
    QFile ddl(ddlPath);
    QVERIFY(ddl.open(QIODevice::ReadOnly));
    const ParseResult parsed = parseDdl(QString::fromUtf8(ddl.readAll()));
    QVERIFY(parsed.ok());
    ShownWindow shown(Schema{});
    shown.window->document()->reset(parsed.schema, {});
    shown.window->layouts()->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!shown.window->layouts()->isRunning(), 120000);
    const Document *document = shown.window->document();
    const QString path = shown.dir.filePath(fileName);
    QTest::qWait(3000); // the window's first painting of 5,000 items and the docks' workers settle

    // Before: on the GUI thread, as ActionHandler::exportDiagramTo did.
    QElapsedTimer clock;
    clock.start();
    QString error;
    const QByteArray data = renderDiagram(document->schema(), document->positions(), DiagramFormat(format), {}, &error);
    QSaveFile file(path + QStringLiteral(".before"));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit());
    const qint64 before = clock.elapsed();

    QSignalSpy done(shown.exporter(), &DiagramExporter::finished);
    GapMeter gaps;
    clock.restart();
    const double cpuBefore = threadCpuMs();
    QCOMPARE(shown.window->actions()->exportDiagramTo(path), QString());
    const double startCpu = threadCpuMs() - cpuBefore;
    const qint64 started = clock.elapsed();
    QVERIFY(done.wait(300000));
    const qint64 after = clock.elapsed();
    QCOMPARE(done.front().at(1).toString(), QString());
    qInfo("%d tables, %s, %lld bytes: before %lld ms, all of it on the GUI thread; after %lld ms in the worker, "
          "the GUI thread blocked %lld ms to start it and at most %lld ms at a time (5 ms timer)",
          int(document->schema().tables.size()), qPrintable(fileName), qint64(data.size()), before, after, started,
          gaps.longest());
    qInfo("the start took %.1f ms of GUI-thread CPU (the rest of its wall time: waiting for a core)", startCpu);
    QCOMPARE(readAll(path).size(), data.size());
    // What the start costs the GUI thread: mostly the copy of the schema for the worker.
    clock.restart();
    const Schema copy = document->schema();
    const qint64 copied = clock.elapsed();
    clock.restart();
    const DiagramPainter painter;
    qInfo("copying the schema took %lld ms, making the painter %lld ms (%d tables)", copied, clock.elapsed(),
          int(copy.tables.size()));
}

QTEST_MAIN(TestDiagramExport)
#include "tst_diagramexport.moc"
