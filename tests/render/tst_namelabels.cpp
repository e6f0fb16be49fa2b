// Table names at every zoom, on real schemas (tests/data/realworld): a names-only box draws its
// table's whole name, or its start and an ellipsis, never wider than the box and never smaller
// than DiagramPainter::kMinNamePixels on screen; `spanner-schema render --names-only` lays the
// diagram out with boxes sized for their names. Measured on the label the painter computes and
// on the pixels it paints.

#include "ddl.h"
#include "diagrampainter.h"
#include "diagramrender.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace ssd;

namespace {

QString realWorld(const QString &name) { return QStringLiteral(SSD_TEST_DATA_DIR "/realworld/") + name; }

// 20-30 table schemas first: the size the first look is about.
const QStringList kSchemas = {QStringLiteral("luci-go__resultdb.sql"), QStringLiteral("luci-go__analysis.sql"),
                              QStringLiteral("gsync__game_server.sql"),
                              QStringLiteral("spicedb__spanner_datastore.sql"),
                              QStringLiteral("dotnet-spanner-entity-framework__integration_tests.sql")};

Schema loadSchema(const QString &name)
{
    QFile file(realWorld(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseDdl(QString::fromUtf8(file.readAll())).schema;
}

// Text is the style's dark text colour, antialiased on a light header tint: dark pixels.
bool isText(const QColor &color) { return color.lightness() < 150; }

} // namespace

class TestNameLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void labelsAreWholeOrEndInAnEllipsis_data();
    void labelsAreWholeOrEndInAnEllipsis();
    void paintedTextStaysInTheLabel_data();
    void paintedTextStaysInTheLabel();
    void readableScaleShowsWholeNames_data();
    void readableScaleShowsWholeNames();
    void namesOnlyRenderIsLaidOutForItsBoxes();
    void speckBoxesKeepTheirFindingMark();

private:
    void addRows();
};

void TestNameLabels::initTestCase()
{
    if (!QFile::exists(realWorld(kSchemas.front())))
        QSKIP("tests/data/realworld is absent");
    if (!parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok())
        QSKIP("the GoogleSQL parser is not available in this build");
}

// Every schema from just under the scale where the header font reads, through the switch to
// names only, down to a 5,000-table overview.
void TestNameLabels::addRows()
{
    QTest::addColumn<QString>("schemaFile");
    QTest::addColumn<qreal>("scale");
    const DiagramPainter painter;
    const qreal namesOnly = painter.namesOnlyBelowScale();
    for (const QString &file : kSchemas)
        for (const qreal scale : {painter.headerFontReadsFrom() * 0.99, 0.5, namesOnly, namesOnly * 0.99, 0.3, 0.2, 0.12, 0.05, 0.02})
            QTest::addRow("%s@%.2f", qPrintable(file.section(u'.', 0, 0)), scale) << file << scale;
}

void TestNameLabels::labelsAreWholeOrEndInAnEllipsis_data() { addRows(); }

void TestNameLabels::labelsAreWholeOrEndInAnEllipsis()
{
    QFETCH(QString, schemaFile);
    QFETCH(qreal, scale);
    const Schema schema = loadSchema(schemaFile);
    QVERIFY(schema.tables.size() > 5);
    const DiagramPainter painter;
    const QChar ellipsis(0x2026);
    for (const Table &table : schema.tables) {
        const TableDecoration decoration = DiagramPainter::decorationFor(table, schema);
        // The designer's boxes keep their full-detail size (and draw full detail from 0.45 on);
        // render --names-only draws small ones.
        for (const DetailLevel size : {DetailLevel::Full, DetailLevel::NamesOnly}) {
            const QRectF box(QPointF(20, 30), painter.tableSize(table, size));
            const DetailLevel level = size == DetailLevel::Full ? painter.detailLevelAt(scale) : DetailLevel::NamesOnly;
            const NameLabel label = painter.nameLabel(box, table, decoration, scale, level);
            const QString what = QStringLiteral("%1 (%2 box): '%3'")
                                     .arg(table.name, level == DetailLevel::Full ? u"full detail" : u"names-only",
                                          label.lines.join(u'|'));
            QVERIFY2(box.contains(label.rect), qPrintable(what));
            const QFontMetricsF metrics(label.font);
            const qreal screenPixels = label.font.pointSizeF() * DiagramPainter::measuringDpi() / 72.0 * scale;
            if (label.lines.isEmpty()) {
                // Only when the box on screen is too small for one line of the smallest legible
                // text, or for an ellipsis at that size.
                QVERIFY2(metrics.height() > label.rect.height() || metrics.horizontalAdvance(ellipsis) > label.rect.width(),
                         qPrintable(what));
                continue;
            }
            QVERIFY2(label.lines.size() <= (level == DetailLevel::Full ? 1 : 2), qPrintable(what));
            for (const QString &line : label.lines)
                QVERIFY2(metrics.horizontalAdvance(line) <= label.rect.width() + 1e-6, qPrintable(what));
            const qreal linesHeight = label.lines.size() == 1 ? metrics.height() : label.lines.size() * metrics.lineSpacing();
            QVERIFY2(linesHeight <= label.rect.height() + 1e-6, qPrintable(what));
            QVERIFY2(screenPixels >= DiagramPainter::kMinNamePixels - 0.05,
                     qPrintable(QStringLiteral("%1 at %2 px").arg(what).arg(screenPixels)));
            if (label.whole) {
                QCOMPARE(label.text(), table.name);
                // Two lines only when one line at the smallest legible size would not fit.
                if (label.lines.size() == 2) {
                    QFont smallest = label.font;
                    smallest.setPointSizeF(DiagramPainter::kMinNamePixels / scale * 72.0 / DiagramPainter::measuringDpi());
                    const QFontMetricsF oneLine(smallest);
                    QVERIFY2(oneLine.horizontalAdvance(table.name) > label.rect.width() * 0.99
                                 || oneLine.height() > label.rect.height() * 0.99, qPrintable(what));
                }
            } else {
                QCOMPARE(label.lines.size(), 1);
                const QString text = label.text();
                QVERIFY2(text.endsWith(ellipsis), qPrintable(what));
                QVERIFY2(table.name.startsWith(text.chopped(1)), qPrintable(what));
                QVERIFY2(std::abs(screenPixels - DiagramPainter::kMinNamePixels) < 0.05, qPrintable(what));
            }
        }
    }
}

void TestNameLabels::paintedTextStaysInTheLabel_data() { addRows(); }

// Paints each full-size box at the scale, as the designer's item does, into an image with a
// margin around the box: dark text pixels only inside the label's rectangle, and some there.
void TestNameLabels::paintedTextStaysInTheLabel()
{
    QFETCH(QString, schemaFile);
    QFETCH(qreal, scale);
    const Schema schema = loadSchema(schemaFile);
    const DiagramPainter painter;
    constexpr int kMargin = 30;
    for (Table table : schema.tables) {
        TableDecoration decoration = DiagramPainter::decorationFor(table, schema);
        decoration.indexCount = 0; // the index badge's text is dark too
        table.comment.clear();     // and so are the note marker's lines
        const QRectF box(QPointF(0, 0), painter.tableSize(table));
        const NameLabel label = painter.nameLabel(box, table, decoration, scale);
        const QSize size = (box.size() * scale).toSize() + QSize(2 * kMargin, 2 * kMargin);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        const int dotsPerMeter = qRound(DiagramPainter::measuringDpi() / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        image.fill(painter.style().background);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::TextAntialiasing);
            p.translate(kMargin, kMargin);
            p.scale(scale, scale);
            painter.paintTable(&p, box, table, schema.dialect, DetailLevel::NamesOnly, decoration, scale);
        }
        // The box's inside without its border, and the label, in image pixels.
        const QRectF inside = QRectF(box.topLeft() * scale, box.size() * scale).translated(kMargin, kMargin).adjusted(2, 2, -2, -2);
        const QRectF text = QRectF(label.rect.topLeft() * scale, label.rect.size() * scale).translated(kMargin, kMargin).adjusted(-1, -1, 1, 1);
        int inLabel = 0;
        int left = image.width(), right = -1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QPointF at(x + 0.5, y + 0.5);
                if (!inside.contains(at) || !isText(image.pixelColor(x, y)))
                    continue; // outside the box: the border and the background
                QVERIFY2(text.contains(at), qPrintable(QStringLiteral("%1: text at %2,%3 outside the label %4,%5 %6x%7")
                                                            .arg(table.name).arg(x).arg(y).arg(text.x()).arg(text.y())
                                                            .arg(text.width()).arg(text.height())));
                ++inLabel;
                left = std::min(left, x);
                right = std::max(right, x);
            }
        QVERIFY2((inLabel > 0) == !label.lines.isEmpty(), qPrintable(table.name + u' ' + QString::number(inLabel)));
        // The ink is as wide as the measured text: drawn whole, not clipped by the rectangle (the
        // small dots of an ellipsis may be too light to count as ink).
        const QFontMetricsF metrics(label.font);
        qreal advance = 0, letters = 0;
        for (const QString &line : label.lines) {
            advance = std::max(advance, metrics.horizontalAdvance(line) * scale);
            letters = std::max(letters, metrics.horizontalAdvance(label.whole ? line : line.chopped(1)) * scale);
        }
        if (inLabel > 0)
            QVERIFY2(right - left + 1 >= 0.85 * letters - 1 && right - left + 1 <= advance + 2,
                     qPrintable(QStringLiteral("%1: ink %2 px wide, text %3 px").arg(table.name).arg(right - left + 1).arg(advance)));
        // Nothing dark outside the box either (text that overflows it).
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRectF outer = inside.adjusted(-4, -4, 4, 4);
                if (!outer.contains(QPointF(x + 0.5, y + 0.5)))
                    QVERIFY2(image.pixelColor(x, y) == QColor(painter.style().background),
                             qPrintable(QStringLiteral("%1: painted outside its box at %2,%3").arg(table.name).arg(x).arg(y)));
            }
    }
}

void TestNameLabels::readableScaleShowsWholeNames_data()
{
    QTest::addColumn<QString>("schemaFile");
    for (const QString &file : kSchemas)
        QTest::newRow(qPrintable(file.section(u'.', 0, 0))) << file;
}

// At readableScale() the whole name shows at the smallest legible size or more; a little below
// it, the table that needs that scale loses the end of its name.
void TestNameLabels::readableScaleShowsWholeNames()
{
    QFETCH(QString, schemaFile);
    const Schema schema = loadSchema(schemaFile);
    const DiagramPainter painter;
    qreal worst = 0;
    const Table *binding = nullptr;
    for (const Table &table : schema.tables) {
        const TableDecoration decoration = DiagramPainter::decorationFor(table, schema);
        const QRectF box(QPointF(0, 0), painter.tableSize(table));
        const qreal scale = painter.readableScale(box, table, decoration);
        QVERIFY(scale > 0 && scale <= painter.headerFontReadsFrom());
        QVERIFY2(painter.nameWholeAt(box, table, decoration, scale), qPrintable(table.name));
        if (scale > worst) {
            worst = scale;
            binding = &table;
        }
    }
    QVERIFY(binding);
    qInfo("names read from scale %.3f on (%s)", worst, qPrintable(binding->name));
    const QRectF box(QPointF(0, 0), painter.tableSize(*binding));
    QVERIFY2(!painter.nameWholeAt(box, *binding, DiagramPainter::decorationFor(*binding, schema), worst * 0.9),
             qPrintable(binding->name));
}

// `render --names-only` places names-only boxes, not full ones: no two overlap, and the diagram
// is far smaller than one laid out for the full boxes and drawn with small ones.
void TestNameLabels::namesOnlyRenderIsLaidOutForItsBoxes()
{
    const Schema schema = loadSchema(kSchemas.front());
    const DiagramPainter painter;
    QString error;
    const QHash<ObjectId, QPointF> names = completeDiagramPositions(schema, {}, painter, DetailLevel::NamesOnly, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QHash<ObjectId, QPointF> full = completeDiagramPositions(schema, {}, painter, DetailLevel::Full, &error);
    for (const Table &a : schema.tables)
        for (const Table &b : schema.tables)
            if (a.id < b.id)
                QVERIFY2(!QRectF(names.value(a.id), painter.tableSize(a, DetailLevel::NamesOnly))
                              .intersects(QRectF(names.value(b.id), painter.tableSize(b, DetailLevel::NamesOnly))),
                         qPrintable(a.name + QStringLiteral(" overlaps ") + b.name));
    const QRectF namesBounds = painter.diagramBounds(schema, names, DetailLevel::NamesOnly);
    const QRectF sparseBounds = painter.diagramBounds(schema, full, DetailLevel::NamesOnly);
    qInfo("names-only diagram %.0f x %.0f, laid out for full boxes %.0f x %.0f", namesBounds.width(), namesBounds.height(),
          sparseBounds.width(), sparseBounds.height());
    QVERIFY(namesBounds.width() * namesBounds.height() < 0.5 * sparseBounds.width() * sparseBounds.height());

    DiagramRenderOptions options;
    options.level = DetailLevel::NamesOnly;
    options.imageScale = 1;
    QImage image;
    QVERIFY(image.loadFromData(renderDiagram(schema, {}, DiagramFormat::Png, options, &error), "PNG"));
    QCOMPARE(image.size(), QSize(int(std::ceil(namesBounds.width())), int(std::ceil(namesBounds.height()))));
}


// Thousands of tables in view make each box a few pixels: no text fits it, and it is painted as
// a plain tinted box; where its findings are must still show, in their colour.
void TestNameLabels::speckBoxesKeepTheirFindingMark()
{
    const Schema schema = loadSchema(kSchemas.front());
    const DiagramPainter painter;
    // The smallest box of the schema, at scales that make it 4 and 7 pixels on its short side.
    const Table &table = *std::min_element(schema.tables.begin(), schema.tables.end(), [&](const Table &a, const Table &b) {
        return painter.tableSize(a).height() < painter.tableSize(b).height();
    });
    const QRectF box(QPointF(0, 0), painter.tableSize(table));
    const qreal side = std::min(box.width(), box.height());
    const QColor finding(220, 0, 0);
    auto redPixels = [&](qreal scale, int findings) {
        TableDecoration decoration = DiagramPainter::decorationFor(table, schema);
        decoration.findingCount = findings;
        decoration.findingColor = finding;
        QImage image((box.size() * scale).toSize() + QSize(4, 4), QImage::Format_ARGB32_Premultiplied);
        image.fill(painter.style().background);
        {
            QPainter p(&image);
            p.translate(2, 2);
            p.scale(scale, scale);
            painter.paintTable(&p, box, table, schema.dialect, DetailLevel::NamesOnly, decoration, scale);
        }
        int red = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() - std::max(c.green(), c.blue()) > 60;
            }
        return red;
    };
    for (const qreal scale : {4 / side, 7 / side}) {
        QVERIFY2(std::min(box.width(), box.height()) * scale < DiagramPainter::kMinNamePixels, "not a speck at this scale");
        QVERIFY2(painter.nameLabel(box, table, {}, scale).lines.isEmpty(), "a name fits the speck");
        QVERIFY2(redPixels(scale, 3) > 0, qPrintable(QString::number(scale)));
        QCOMPARE(redPixels(scale, 0), 0);
    }
}

QTEST_MAIN(TestNameLabels)
#include "tst_namelabels.moc"
