#pragma once

// The whole schema diagram as a file: SVG, PNG or PDF. The designer's File > Export Diagram and
// the CLI's `render` command call the same functions, which paint with DiagramPainter, so an
// exported file looks like the window. Needs a QGuiApplication (fonts); the CLI uses the
// offscreen platform.

#include "diagrampainter.h"

#include <QByteArray>
#include <QHash>
#include <QPointF>
#include <QString>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace ssd {

enum class DiagramFormat { Svg, Png, Pdf };

// The format named by a file name's extension (case-insensitive): .svg, .png, .pdf.
std::optional<DiagramFormat> diagramFormatForPath(const QString &path);

struct DiagramRenderOptions
{
    DetailLevel level = DetailLevel::Full;
    // PNG pixels per scene unit. Large diagrams are scaled down so that no side exceeds
    // maxImageSide (a 5,000-table schema would otherwise need gigabytes of pixels) and the image
    // has at most maxImagePixels, but the pixel budget never takes the scale below one pixel per
    // scene unit, where text stays as sharp as on a screen at 100 %.
    qreal imageScale = 2.0;
    int maxImageSide = 16000;
    qint64 maxImagePixels = 40'000'000;
    QString title; // SVG/PDF document title
    // Polled while painting, from the rendering threads (so it must be thread-safe): once it
    // returns true the render stops (PNG: before the next band; SVG and PDF: before the next
    // table) and returns an empty array without an error.
    std::function<bool()> cancelled;
};

// Positions for every table of `schema`: the given ones are kept, tables without one are placed
// by the auto-layout (all of them when `known` is empty) as boxes of `level`, sized by `painter`.
// On a layout failure returns the known positions and sets *error.
QHash<ObjectId, QPointF> completeDiagramPositions(const Schema &schema, const QHash<ObjectId, QPointF> &known,
                                                  const DiagramPainter &painter,
                                                  DetailLevel level = DetailLevel::Full, QString *error = nullptr);

// Paints the background and the diagram so that `bounds` (scene coordinates) fills `target`.
// A non-null `exposed` (in target coordinates) paints only the tables that show in it.
// `stop` as in DiagramPainter::paintDiagram().
void paintDiagramPage(QPainter *painter, const DiagramPainter &diagram, const Schema &schema,
                      const QHash<ObjectId, QPointF> &positions, const QRectF &bounds, const QRectF &target,
                      DetailLevel level, const QRectF &exposed = QRectF(), const std::function<bool()> &stop = {});

// The file contents of the diagram in `format`. Tables without a position are laid out first.
// Returns an empty array and sets *error when painting fails.
QByteArray renderDiagram(const Schema &schema, const QHash<ObjectId, QPointF> &positions, DiagramFormat format,
                         const DiagramRenderOptions &options = {}, QString *error = nullptr);
// The same with the fonts, sizes and DPI of `painter`, which may have been made on another
// thread: a worker renders with a painter the GUI thread made (DiagramPainter::dpi()), never with
// one that another thread paints with at the same time.
QByteArray renderDiagram(const DiagramPainter &painter, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                         DiagramFormat format, const DiagramRenderOptions &options = {}, QString *error = nullptr);

} // namespace ssd
