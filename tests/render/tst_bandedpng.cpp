// paintBandedPng(): the PNG painted band by band on worker threads must be the picture one
// QPainter paints on one image, pixel for pixel, across band boundaries, and a valid PNG that
// Qt's own reader loads with its size and resolution. Also the diagram's pixel budget.

#include "bandedpng.h"
#include "ddl.h"
#include "diagrampainter.h"
#include "diagramrender.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace ssd;

namespace {

// Something with antialiased curves, text and thin lines everywhere, so that every band has
// edges that a wrong offset or a missed row would shift.
void paintPicture(QPainter *painter, const QSize &size)
{
    painter->fillRect(QRect(QPoint(0, 0), size), QColor(250, 250, 245));
    painter->setPen(QPen(QColor(30, 80, 160), 1.5));
    for (int y = 0; y < size.height(); y += 37)
        painter->drawLine(QPointF(0, y + 0.3), QPointF(size.width(), y + size.height() / 7.0));
    QPainterPath curve;
    curve.moveTo(0, 0);
    curve.cubicTo(size.width() * 0.3, size.height(), size.width() * 0.7, 0, size.width(), size.height());
    painter->drawPath(curve);
    painter->setPen(Qt::black);
    for (int y = 10; y < size.height(); y += 53)
        painter->drawText(QPointF(5 + y % 97, y), QStringLiteral("Row %1 crosses bands").arg(y));
}

} // namespace

class TestBandedPng : public QObject
{
    Q_OBJECT

private slots:
    void sameAsOnePainting_data();
    void sameAsOnePainting();
    void invalidSizeIsAnError();
    void pixelBudgetKeepsOnePixelPerUnit();
    void exposedSkipsOnlyWhatIsNotSeen_data();
    void exposedSkipsOnlyWhatIsNotSeen();
};

void TestBandedPng::sameAsOnePainting_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("one pixel") << QSize(1, 1);
    QTest::newRow("one band") << QSize(300, 120);
    QTest::newRow("one row") << QSize(2797, 1);
    // 8 MiB bands of 12,001-byte rows: 699 rows each, so three bands, the last a short one.
    QTest::newRow("three bands") << QSize(4000, 1500);
}

void TestBandedPng::sameAsOnePainting()
{
    QFETCH(QSize, size);
    QImage expected(size, QImage::Format_RGB32);
    {
        QPainter painter(&expected);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintPicture(&painter, size);
    }
    QString error;
    const QByteArray png = paintBandedPng(
        size, 3780, [&size](QPainter *painter, const QRect &) { paintPicture(painter, size); }, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QImage image;
    // The reader checks the zlib stream's Adler-32 too (the encoder sums it itself, then
    // combines the bands'): a wrong one fails here.
    QVERIFY(image.loadFromData(png, "PNG"));
    QCOMPARE(image.size(), size);
    QCOMPARE(image.dotsPerMeterX(), 3780);
    QCOMPARE(image.dotsPerMeterY(), 3780);
    QVERIFY(!image.hasAlphaChannel());
    image = image.convertToFormat(QImage::Format_RGB32);
    // Qt's rasteriser may antialias a path that leaves the device a shade differently when the
    // device is a band rather than the whole picture: allow faint differences (measured: 0.8 %
    // of the pixels, by up to 4 of 255).
    // A band put one row off, or a missed row, changes thousands of pixels by far more.
    qint64 differing = 0;
    int worst = 0;
    for (int y = 0; y < size.height(); ++y) {
        const QRgb *got = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        const QRgb *want = reinterpret_cast<const QRgb *>(expected.constScanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            if (got[x] == want[x])
                continue;
            ++differing;
            worst = std::max({worst, std::abs(qRed(got[x]) - qRed(want[x])), std::abs(qGreen(got[x]) - qGreen(want[x])),
                              std::abs(qBlue(got[x]) - qBlue(want[x]))});
        }
    }
    const qint64 pixels = qint64(size.width()) * size.height();
    QVERIFY2(differing * 20 <= pixels && worst <= 8,
             qPrintable(QStringLiteral("%1 of %2 pixels differ, by up to %3").arg(differing).arg(pixels).arg(worst)));
}

void TestBandedPng::invalidSizeIsAnError()
{
    QString error;
    QVERIFY(paintBandedPng(QSize(0, 10), 0, [](QPainter *, const QRect &) {}, &error).isEmpty());
    QVERIFY2(error.contains(u"0 x 10"), qPrintable(error));
}

// The budget lowers the asked scale of 2, but never below one pixel per scene unit.
void TestBandedPng::pixelBudgetKeepsOnePixelPerUnit()
{
    QFile file(QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ParseResult parsed = parseDdl(QString::fromUtf8(file.readAll()));
    QVERIFY(parsed.ok());
    const auto sizeOf = [&parsed](qint64 budget) {
        DiagramRenderOptions options;
        options.maxImagePixels = budget;
        QImage image;
        image.loadFromData(renderDiagram(parsed.schema, {}, DiagramFormat::Png, options), "PNG");
        return image.size();
    };
    const QSize full = sizeOf(0); // no budget: scale 2
    QVERIFY(!full.isEmpty());
    const QSize half(full.width() / 2, full.height() / 2);
    const QSize tiny = sizeOf(1);
    QVERIFY2(std::abs(tiny.width() - half.width()) <= 1 && std::abs(tiny.height() - half.height()) <= 1,
             qPrintable(QStringLiteral("%1x%2 vs %3x%4").arg(tiny.width()).arg(tiny.height()).arg(full.width()).arg(full.height())));
    const qint64 budget = qint64(full.width()) * full.height() / 3; // between scale 1 and 2
    const QSize between = sizeOf(budget);
    QVERIFY(qint64(between.width()) * between.height() <= budget + between.width() + between.height() + 1);
    QVERIFY(between.width() > half.width() + 1 && between.width() < full.width());
}

void TestBandedPng::exposedSkipsOnlyWhatIsNotSeen_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<qreal>("scale");
    QTest::newRow("music") << QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql") << 1.0;
    QTest::newRow("music x2") << QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql") << 2.0;
    QTest::newRow("ef samples") << QStringLiteral(SSD_SOURCE_DIR "/tests/data/realworld/dotnet-spanner-entity-framework__samples.sql") << 1.0;
}

// The PNG's bands pass their rectangle as `exposed`, and the painter skips the tables and the
// edges (curves, arrow heads, dots, labels) outside it. Each thin band, painted once with its own
// rectangle and once with one that skips nothing, must come out the same, pixel for pixel: a
// skipped edge whose arrow head or label reaches into the band would be missing.
void TestBandedPng::exposedSkipsOnlyWhatIsNotSeen()
{
    QFETCH(QString, path);
    QFETCH(qreal, scale);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ParseResult parsed = parseDdl(QString::fromUtf8(file.readAll()));
    QVERIFY(parsed.ok());
    const DiagramPainter diagram;
    QString error;
    const QHash<ObjectId, QPointF> positions = completeDiagramPositions(parsed.schema, {}, diagram, DetailLevel::Full, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QRectF bounds = diagram.diagramBounds(parsed.schema, positions, DetailLevel::Full);
    bounds = QRectF(std::floor(bounds.left()), std::floor(bounds.top()), std::ceil(bounds.width()), std::ceil(bounds.height()));
    const QSize size(int(std::ceil(bounds.width() * scale)), int(std::ceil(bounds.height() * scale)));
    const QRectF target(QPointF(0, 0), QSizeF(size));
    const QRectF everything(-1e6, -1e6, 2e6, 2e6);
    // 17 rows: the boundaries fall everywhere, close to every arrow head and label.
    constexpr int kBand = 17;
    int bandsWithContent = 0;
    for (int top = 0; top < size.height(); top += kBand) {
        const QRect band(0, top, size.width(), std::min(kBand, size.height() - top));
        QImage images[2];
        for (int i = 0; i < 2; ++i) {
            images[i] = QImage(band.size(), QImage::Format_RGB32);
            QPainter painter(&images[i]);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            painter.translate(0, -top);
            paintDiagramPage(&painter, diagram, parsed.schema, positions, bounds, target, DetailLevel::Full,
                             i == 0 ? QRectF(band) : everything);
        }
        if (images[0] != images[1]) {
            for (int y = 0; y < band.height(); ++y)
                for (int x = 0; x < band.width(); ++x)
                    if (images[0].pixel(x, y) != images[1].pixel(x, y))
                        QFAIL(qPrintable(QStringLiteral("pixel %1,%2 differs when the band skips what it does not show")
                                             .arg(x).arg(top + y)));
        }
        // A band with nothing but background says nothing: count the ones that had content.
        bandsWithContent += images[1].pixel(0, 0) != images[1].pixel(band.width() / 2, band.height() / 2);
    }
    QVERIFY(bandsWithContent > 0);
}

QTEST_MAIN(TestBandedPng)
#include "tst_bandedpng.moc"
