// The exported diagram: renderDiagram() in-process (what File > Export Diagram calls) and the
// `spanner-schema render` command, on the music example. Files are checked by loading them with
// Qt's own readers and by looking at the pixels where the tables should be.

#include "ddl.h"
#include "diagrampainter.h"
#include "diagramrender.h"
#include "projectfile.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>

using namespace ssd;

class TestRender : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inProcess_data();
    void inProcess();
    void cli_data();
    void cli();
    void cliErrors_data();
    void cliErrors();
    void keepsKnownPositions();
    void emptySchema();
    void cancelledRenderStopsPainting();
    void cliDrawsProjectPositions();
    void headerBadgesNeverCoverTheName_data();
    void headerBadgesNeverCoverTheName();

private:
    static QString musicPath() { return QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql"); }
    // `known`: positions a project saved (the rest are placed as the CLI places them).
    void checkFile(DiagramFormat format, const QByteArray &data, qreal scale, const QHash<ObjectId, QPointF> &known = {});
    int runCli(const QStringList &arguments, QByteArray *err = nullptr);

    Schema m_music;
    QTemporaryDir m_dir;
};

void TestRender::initTestCase()
{
    QFile file(musicPath());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(musicPath()));
    const ParseResult result = parseDdl(QString::fromUtf8(file.readAll()));
    QVERIFY(result.ok());
    m_music = result.schema;
    QCOMPARE(m_music.tables.size(), 5);
    QVERIFY(m_dir.isValid());
}

// PNG: loads, and every table's box (where the same layout puts it) holds the white box fill
// and dark text. SVG: parses, and names every table. PDF: a complete PDF document.
void TestRender::checkFile(DiagramFormat format, const QByteArray &data, qreal scale, const QHash<ObjectId, QPointF> &known)
{
    QVERIFY(!data.isEmpty());
    const DiagramPainter painter;
    const QHash<ObjectId, QPointF> positions = completeDiagramPositions(m_music, known, painter);
    QCOMPARE(positions.size(), qsizetype(m_music.tables.size()));
    const QRectF bounds = painter.diagramBounds(m_music, positions);
    switch (format) {
    case DiagramFormat::Png: {
        QImage image;
        QVERIFY(image.loadFromData(data, "PNG"));
        QCOMPARE(image.width(), int(std::ceil(std::ceil(bounds.width()) * scale)));
        const QPointF origin(std::floor(bounds.left()), std::floor(bounds.top()));
        const QRgb background = painter.style().background.rgb();
        QCOMPARE(image.pixel(1, 1), background); // the margin is background
        for (const Table &table : m_music.tables) {
            const QRectF box((positions.value(table.id) - origin) * scale, painter.tableSize(table) * scale);
            const QRect inside = box.adjusted(3, 3, -3, -3).toRect();
            QVERIFY2(image.rect().contains(inside), qPrintable(table.name));
            int white = 0, dark = 0;
            for (int y = inside.top(); y <= inside.bottom(); ++y)
                for (int x = inside.left(); x <= inside.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    white += c == Qt::white;
                    dark += c.lightness() < 100;
                }
            const int area = inside.width() * inside.height();
            QVERIFY2(white > area / 4, qPrintable(QStringLiteral("%1: box fill missing").arg(table.name)));
            QVERIFY2(dark > area / 200, qPrintable(QStringLiteral("%1: no text").arg(table.name)));
        }
        break;
    }
    case DiagramFormat::Svg: {
        QSvgRenderer renderer(data);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().size(), QSizeF(std::ceil(bounds.width()), std::ceil(bounds.height())));
        for (const Table &table : m_music.tables)
            QVERIFY2(data.contains(table.name.toUtf8()), qPrintable(table.name));
        break;
    }
    case DiagramFormat::Pdf:
        QVERIFY(data.startsWith("%PDF-"));
        QVERIFY(data.trimmed().endsWith("%%EOF"));
        QVERIFY2(data.size() > 5000, QByteArray::number(data.size()).constData()); // fonts and paths, not an empty page
        QVERIFY(data.contains("/MediaBox"));
        break;
    }
}

void TestRender::inProcess_data()
{
    QTest::addColumn<DiagramFormat>("format");
    QTest::newRow("svg") << DiagramFormat::Svg;
    QTest::newRow("png") << DiagramFormat::Png;
    QTest::newRow("pdf") << DiagramFormat::Pdf;
}

void TestRender::inProcess()
{
    QFETCH(DiagramFormat, format);
    QString error;
    const QByteArray data = renderDiagram(m_music, {}, format, {}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    checkFile(format, data, DiagramRenderOptions().imageScale);
}

int TestRender::runCli(const QStringList &arguments, QByteArray *err)
{
    QProcess process;
    process.start(QStringLiteral(SSD_CLI_PATH), arguments);
    if (!process.waitForFinished(120000))
        return -1;
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestRender::cli_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<DiagramFormat>("format");
    QTest::addColumn<qreal>("scale");
    QTest::newRow("svg") << QStringLiteral("music.svg") << QStringList() << DiagramFormat::Svg << 2.0;
    QTest::newRow("png") << QStringLiteral("music.png") << QStringList() << DiagramFormat::Png << 2.0;
    QTest::newRow("png-scale-1") << QStringLiteral("music1.png") << QStringList{QStringLiteral("--scale"), QStringLiteral("1")}
                                 << DiagramFormat::Png << 1.0;
    QTest::newRow("pdf-upper-case-extension") << QStringLiteral("music.PDF") << QStringList() << DiagramFormat::Pdf << 2.0;
    QTest::newRow("format-overrides-extension") << QStringLiteral("music.out")
                                                << QStringList{QStringLiteral("--format"), QStringLiteral("svg")}
                                                << DiagramFormat::Svg << 2.0;
}

void TestRender::cli()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, extra);
    QFETCH(DiagramFormat, format);
    QFETCH(qreal, scale);
    const QString out = m_dir.filePath(fileName);
    QByteArray err;
    QCOMPARE(runCli(QStringList{QStringLiteral("render"), musicPath(), QStringLiteral("-o"), out} + extra, &err), 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    checkFile(format, file.readAll(), scale);
}

void TestRender::cliErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString bad = m_dir.filePath(QStringLiteral("bad.sql"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("CREATE TABLE Broken (Id INT64 NOT NULL PRIMARY KEY(Id);\n");
    file.close();
    const QString out = m_dir.filePath(QStringLiteral("never.png"));
    QTest::newRow("unknown-extension") << QStringList{musicPath(), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.txt"))}
                                       << QStringLiteral("cannot tell the format");
    QTest::newRow("unknown-format") << QStringList{musicPath(), QStringLiteral("--format"), QStringLiteral("gif"), QStringLiteral("-o"), out}
                                    << QStringLiteral("unknown format 'gif'");
    QTest::newRow("stdout-without-format") << QStringList{musicPath()} << QStringLiteral("--format");
    QTest::newRow("bad-scale") << QStringList{musicPath(), QStringLiteral("--scale"), QStringLiteral("100"), QStringLiteral("-o"), out}
                               << QStringLiteral("--scale");
    QTest::newRow("unparsable-input") << QStringList{bad, QStringLiteral("-o"), out} << QStringLiteral("error");
    QTest::newRow("missing-input") << QStringList{m_dir.filePath(QStringLiteral("nope.sql")), QStringLiteral("-o"), out}
                                   << QStringLiteral("error");
}

void TestRender::cliErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QByteArray err;
    QCOMPARE(runCli(QStringList{QStringLiteral("render")} + arguments, &err), 2);
    QVERIFY2(QString::fromUtf8(err).contains(message), err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.png"))));
}

// Saved positions stay; the other tables are placed around them without overlapping anything.
void TestRender::keepsKnownPositions()
{
    const DiagramPainter painter;
    QHash<ObjectId, QPointF> known;
    known.insert(m_music.tables.at(0).id, QPointF(1000, 2000));
    known.insert(m_music.tables.at(3).id, QPointF(-500, 40));
    QString error;
    const QHash<ObjectId, QPointF> positions = completeDiagramPositions(m_music, known, painter, DetailLevel::Full, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(positions.size(), qsizetype(m_music.tables.size()));
    for (auto it = known.constBegin(); it != known.constEnd(); ++it)
        QCOMPARE(positions.value(it.key()), it.value());
    for (const Table &a : m_music.tables)
        for (const Table &b : m_music.tables)
            if (a.id < b.id) {
                const QRectF boxA(positions.value(a.id), painter.tableSize(a));
                const QRectF boxB(positions.value(b.id), painter.tableSize(b));
                QVERIFY2(!boxA.intersects(boxB), qPrintable(a.name + QStringLiteral(" overlaps ") + b.name));
            }
}

void TestRender::emptySchema()
{
    for (const DiagramFormat format : {DiagramFormat::Svg, DiagramFormat::Png, DiagramFormat::Pdf}) {
        QString error;
        const QByteArray data = renderDiagram(Schema(), {}, format, {}, &error);
        QVERIFY2(!data.isEmpty() && error.isEmpty(), qPrintable(error));
    }
}

// File > Export Diagram's Cancel (DiagramExporter): once `cancelled` returns true the render
// stops polling and painting and returns nothing, without an error; it is asked while painting,
// not only at the end (a few polls, then the answer turns).
void TestRender::cancelledRenderStopsPainting()
{
    // Enough tables for several polls (every 64 tables in SVG and PDF, every band in PNG).
    Schema schema;
    QHash<ObjectId, QPointF> positions;
    for (int i = 0; i < 300; ++i) {
        Table table = m_music.tables.front();
        table.id = ObjectId(100000 + i);
        table.name = QStringLiteral("T%1").arg(i);
        table.interleave.reset();
        table.foreignKeys.clear();
        positions.insert(table.id, QPointF((i % 20) * 400.0, (i / 20) * 400.0));
        schema.tables.push_back(table);
    }
    for (const DiagramFormat format : {DiagramFormat::Svg, DiagramFormat::Png, DiagramFormat::Pdf}) {
        std::atomic<int> polls{0};
        DiagramRenderOptions options;
        options.imageScale = 0.5; // PNG: 2,000 x 1,000 pixels, 4 bands
        options.cancelled = [&polls] { return ++polls > 2; };
        QString error;
        QVERIFY(renderDiagram(schema, positions, format, options, &error).isEmpty());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(polls.load() >= 3);
        // The same without Cancel: a whole file.
        options.cancelled = [] { return false; };
        QVERIFY(!renderDiagram(schema, positions, format, options, &error).isEmpty());
    }
}

// A .spdesign input is drawn with its saved diagram positions, not a fresh layout: every box is
// found at the spot the project put it, far from where the auto-layout would.
void TestRender::cliDrawsProjectPositions()
{
    ProjectData project;
    project.schema = m_music;
    qreal x = 0;
    for (const Table &table : m_music.tables) {
        project.positions.insert(table.id, QPointF(x, x / 2)); // a staircase no layout makes
        x += 700;
    }
    const QString path = m_dir.filePath(QStringLiteral("stairs.spdesign"));
    QVERIFY(!ProjectFile::save(path, project));
    const QString out = m_dir.filePath(QStringLiteral("stairs.png"));
    QByteArray err;
    QCOMPARE(runCli({QStringLiteral("render"), path, QStringLiteral("--scale"), QStringLiteral("1"), QStringLiteral("-o"), out}, &err), 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    checkFile(DiagramFormat::Png, file.readAll(), 1.0, project.positions);
}

void TestRender::headerBadgesNeverCoverTheName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("findings");
    QTest::addColumn<int>("indexes");
    QTest::addColumn<bool>("commented"); // the table has a comment: the header shows a note marker
    QTest::addColumn<bool>("fits");      // whole name shown in a box sized by tableSize()
    const QString qualified = QStringLiteral("analytics.CustomerLifetimeValueSnapshots");
    QTest::newRow("no badges") << qualified << 0 << 0 << false << true;
    QTest::newRow("both badges") << qualified << 7 << 12 << false << true;
    QTest::newRow("two-digit counts") << qualified << 99 << 99 << false << true;
    QTest::newRow("short name") << QStringLiteral("T") << 99 << 99 << false << true;
    QTest::newRow("more than the box was sized for") << qualified << 12345 << 678 << false << false;
    QTest::newRow("note marker only") << qualified << 0 << 0 << true << true;
    QTest::newRow("note marker and both badges") << qualified << 99 << 99 << true << true;
    QTest::newRow("note marker, name elided") << qualified << 12345 << 678 << true << false;
}

void TestRender::headerBadgesNeverCoverTheName()
{
    QFETCH(QString, name);
    QFETCH(int, findings);
    QFETCH(int, indexes);
    QFETCH(bool, commented);
    QFETCH(bool, fits);
    Table table;
    table.name = name;
    if (commented)
        table.comment = QStringLiteral("Snapshots of what each customer is worth, rebuilt nightly.");
    table.columns.resize(1);
    table.columns.front().name = QStringLiteral("Id");
    const DiagramPainter painter;
    TableDecoration decoration;
    decoration.findingCount = findings;
    decoration.findingColor = Qt::red;
    decoration.indexCount = indexes;
    const QRectF box(QPointF(10, 20), painter.tableSize(table));
    const HeaderLayout header = painter.headerLayout(box, table, decoration);

    QCOMPARE(header.shownName == name, fits);
    if (!fits)
        QVERIFY2(header.shownName.endsWith(QChar(0x2026)) && name.startsWith(header.shownName.chopped(1)),
                 qPrintable(header.shownName)); // elided at the end, as names-only labels are
    QVERIFY(header.name.left() > box.left() && header.name.width() > 0);
    QCOMPARE(header.findingBadge.isEmpty(), findings == 0);
    QCOMPARE(header.indexBadge.isEmpty(), indexes == 0);
    QCOMPARE(header.noteMarker.isEmpty(), !commented);
    for (const QRectF &badge : {header.findingBadge, header.indexBadge, header.noteMarker}) {
        if (badge.isEmpty())
            continue;
        QVERIFY(box.contains(badge));
        QVERIFY2(header.name.right() < badge.left(), qPrintable(QStringLiteral("name ends at %1, a badge starts at %2")
                                                                     .arg(header.name.right()).arg(badge.left())));
    }
    if (!header.findingBadge.isEmpty() && !header.indexBadge.isEmpty())
        QVERIFY(header.indexBadge.right() < header.findingBadge.left());
    for (const QRectF &badge : {header.findingBadge, header.indexBadge})
        if (!badge.isEmpty() && !header.noteMarker.isEmpty())
            QVERIFY(!header.noteMarker.intersects(badge));
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"
