#include "diagramrender.h"

#include "autolayout.h"
#include "bandedpng.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QSvgGenerator>

#include <cmath>

namespace ssd {
namespace {

// DiagramPainter measures text with QFontMetricsF(font), that is at the screen's logical DPI,
// and fonts are sized in points. A device painted at another DPI would draw the text larger or
// smaller than the boxes measured for it, so every output device gets the painter's measuring
// DPI (DiagramPainter::dpi()) and one scene unit is one device pixel.

QRectF pageBounds(const DiagramPainter &diagram, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                  DetailLevel level)
{
    QRectF bounds = diagram.diagramBounds(schema, positions, level);
    if (bounds.width() < 1 || bounds.height() < 1)
        bounds = QRectF(0, 0, 200, 100); // an empty schema still gives a valid (blank) file
    // Whole units keep SVG view boxes and image sizes exact.
    return QRectF(std::floor(bounds.left()), std::floor(bounds.top()), std::ceil(bounds.width()),
                  std::ceil(bounds.height()));
}

QByteArray renderSvg(const DiagramPainter &diagram, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                     const QRectF &bounds, const DiagramRenderOptions &options, QString *error)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(diagram.dpi());
    generator.setSize(bounds.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
    generator.setTitle(options.title);
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = QGuiApplication::translate("DiagramRender", "cannot start SVG painting");
        return {};
    }
    paintDiagramPage(&painter, diagram, schema, positions, bounds, QRectF(QPointF(0, 0), bounds.size()), options.level,
                     QRectF(), options.cancelled);
    painter.end();
    return options.cancelled && options.cancelled() ? QByteArray() : data;
}

// The PNG's pixels per scene unit: the asked scale, lowered for the side limit, and for the pixel
// budget down to (not below) one pixel per unit.
qreal pngScale(const QRectF &bounds, const DiagramRenderOptions &options)
{
    qreal scale = options.imageScale > 0 ? options.imageScale : 1.0;
    const qreal area = bounds.width() * bounds.height();
    if (options.maxImagePixels > 0 && area * scale * scale > qreal(options.maxImagePixels))
        scale = std::max(std::min(scale, 1.0), std::sqrt(qreal(options.maxImagePixels) / area));
    const qreal longest = std::max(bounds.width(), bounds.height());
    if (longest * scale > options.maxImageSide)
        scale = options.maxImageSide / longest;
    return scale;
}

QByteArray renderPng(const DiagramPainter &diagram, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                     const QRectF &bounds, const DiagramRenderOptions &options, QString *error)
{
    const qreal scale = pngScale(bounds, options);
    const QSize size(std::max(1, int(std::ceil(bounds.width() * scale))), std::max(1, int(std::ceil(bounds.height() * scale))));
    const QRectF target(QPointF(0, 0), QSizeF(size));
    // Bands are painted on several threads: each gets its own copy of the painter, whose text
    // measuring caches are not thread-safe (copies share them until written: cheap).
    const auto paintBand = [&](QPainter *painter, const QRect &band) {
        const DiagramPainter local = diagram;
        paintDiagramPage(painter, local, schema, positions, bounds, target, options.level, QRectF(band));
    };
    return paintBandedPng(size, qRound(diagram.dpi() / 0.0254), paintBand, error, options.cancelled);
}

QByteArray renderPdf(const DiagramPainter &diagram, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                     const QRectF &bounds, const DiagramRenderOptions &options, QString *error)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        const int dpi = diagram.dpi();
        writer.setResolution(dpi);
        writer.setTitle(options.title);
        writer.setCreator(QStringLiteral("Spanner Schema Designer"));
        // One page exactly the size of the diagram: scene units are pixels at `dpi`.
        const QSizeF points = bounds.size() * 72.0 / dpi;
        writer.setPageLayout(QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = QGuiApplication::translate("DiagramRender", "cannot start PDF painting");
            return {};
        }
        const QRectF target(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
        paintDiagramPage(&painter, diagram, schema, positions, bounds, target, options.level, QRectF(), options.cancelled);
        painter.end();
    }
    return options.cancelled && options.cancelled() ? QByteArray() : data;
}

} // namespace

std::optional<DiagramFormat> diagramFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"svg")
        return DiagramFormat::Svg;
    if (suffix == u"png")
        return DiagramFormat::Png;
    if (suffix == u"pdf")
        return DiagramFormat::Pdf;
    return std::nullopt;
}

QHash<ObjectId, QPointF> completeDiagramPositions(const Schema &schema, const QHash<ObjectId, QPointF> &known,
                                                  const DiagramPainter &painter, DetailLevel level, QString *error)
{
    QHash<ObjectId, QPointF> positions;
    bool missing = false;
    for (const Table &table : schema.tables) {
        const auto it = known.constFind(table.id);
        if (it != known.constEnd())
            positions.insert(table.id, *it);
        else
            missing = true;
    }
    if (!missing)
        return positions;

    // Laid out for the boxes that are drawn: names-only boxes are far smaller than full ones.
    LayoutRequest request = requestFromSchema(schema, [&painter, level](const Table &table) { return painter.tableSize(table, level); });
    // Non-empty `fixed` makes the layout keep the known boxes and place only the others.
    for (auto it = positions.constBegin(); it != positions.constEnd(); ++it)
        request.fixed.emplace(it.key(), it.value());
    const LayoutResult result = layoutGraph(request);
    if (!result.ok()) {
        if (error)
            *error = result.error;
        return positions;
    }
    for (const auto &[id, point] : result.positions)
        positions.insert(id, point);
    return positions;
}

void paintDiagramPage(QPainter *painter, const DiagramPainter &diagram, const Schema &schema,
                      const QHash<ObjectId, QPointF> &positions, const QRectF &bounds, const QRectF &target,
                      DetailLevel level, const QRectF &exposed, const std::function<bool()> &stop)
{
    painter->save();
    painter->fillRect(exposed.isNull() ? target : exposed.intersected(target), diagram.style().background);
    const bool scaled = bounds.width() > 0 && bounds.height() > 0;
    const qreal sx = scaled ? target.width() / bounds.width() : 1.0;
    const qreal sy = scaled ? target.height() / bounds.height() : 1.0;
    painter->translate(target.topLeft());
    painter->scale(sx, sy);
    painter->translate(-bounds.topLeft());
    // The exposed part in scene coordinates, for skipping the tables outside it.
    QRectF sceneExposed;
    if (!exposed.isNull()) {
        const QPointF topLeft = exposed.topLeft() - target.topLeft();
        sceneExposed = QRectF(bounds.topLeft() + QPointF(topLeft.x() / sx, topLeft.y() / sy),
                              QSizeF(exposed.width() / sx, exposed.height() / sy));
    }
    diagram.paintDiagram(painter, schema, positions, level, sceneExposed, stop);
    painter->restore();
}

QByteArray renderDiagram(const Schema &schema, const QHash<ObjectId, QPointF> &positions, DiagramFormat format,
                         const DiagramRenderOptions &options, QString *error)
{
    return renderDiagram(DiagramPainter(), schema, positions, format, options, error);
}

QByteArray renderDiagram(const DiagramPainter &painter, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                         DiagramFormat format, const DiagramRenderOptions &options, QString *error)
{
    // This thread's own copy: `painter` stays untouched, whoever else holds it.
    const DiagramPainter diagram = painter;
    const QHash<ObjectId, QPointF> placed = completeDiagramPositions(schema, positions, diagram, options.level, error);
    if (error && !error->isEmpty())
        return {};
    const QRectF bounds = pageBounds(diagram, schema, placed, options.level);
    switch (format) {
    case DiagramFormat::Svg:
        return renderSvg(diagram, schema, placed, bounds, options, error);
    case DiagramFormat::Png:
        return renderPng(diagram, schema, placed, bounds, options, error);
    case DiagramFormat::Pdf:
        return renderPdf(diagram, schema, placed, bounds, options, error);
    }
    return {};
}

} // namespace ssd
