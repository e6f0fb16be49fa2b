// DiagramPainter: the table name of a names-only box, fitted to the box at a view scale.
//
// Zoomed far out a box is too small on screen for its columns, and its name drawn in the header
// font would be a few pixels high. The label is drawn as large as the header font appears at
// 100 %, shrunk to fit the box, and never smaller than kMinNamePixels on screen: a name that does
// not fit at that size is elided at its end. It is never wider than the box, so it is never cut
// on both sides by the box (the designer caches each box as a pixmap of its own size).

#include "diagrampainter.h"

#include <QFontMetricsF>

#include <algorithm>

namespace ssd {

namespace {
constexpr qreal kLabelPadding = 8; // between the label and the box's sides, as in the header
constexpr qreal kLabelMargin = 2;  // above and below it
} // namespace

QFont DiagramPainter::headerFontAt(qreal pixels) const
{
    QFont font = m_style.headerFont;
    font.setPointSizeF(m_style.headerFont.pointSizeF() > 0 ? m_style.headerFont.pointSizeF() * pixels / m_headerPixels
                                                          : pixels * 72.0 / measuringDpi());
    return font;
}

QRectF DiagramPainter::nameLabelRect(const QRectF &box, const Table &table, const TableDecoration &decoration) const
{
    const bool badges = (decoration.findingCount > 0 && decoration.findingColor.isValid()) || decoration.indexCount > 0;
    if (box.height() >= 2 * m_headerLineHeight) {
        // A full-detail box: centred in the whole box, or under the header band that has badges.
        const qreal top = badges ? m_headerLineHeight : kLabelMargin;
        return box.adjusted(kLabelPadding, top, -kLabelPadding, -kLabelMargin);
    }
    // A names-only box (tableSize(NamesOnly)): one header band, the label left of the badges.
    const QRectF name = headerLayout(box, table, decoration).name;
    return QRectF(name.left(), box.top() + kLabelMargin, name.width(), box.height() - 2 * kLabelMargin);
}

NameLabel DiagramPainter::nameLabel(const QRectF &box, const Table &table, const TableDecoration &decoration,
                                    qreal scale) const
{
    NameLabel label;
    label.rect = nameLabelRect(box, table, decoration);
    scale = std::max(scale, 1e-4);
    const qreal width = label.rect.width();
    const qreal height = label.rect.height();
    // Text size is proportional to the font size, up to hinting: measure the header font once,
    // then check (and correct) at the size chosen.
    const qreal advancePerPixel = cachedAdvance(m_headerMetrics, m_headerAdvances, table.name) / m_headerPixels;
    const qreal heightPerPixel = m_headerMetrics.height() / m_headerPixels;
    const qreal minimum = kMinNamePixels / scale; // scene units
    qreal pixels = m_headerPixels / std::min(scale, 1.0);
    if (advancePerPixel > 0)
        pixels = std::min(pixels, width / advancePerPixel);
    pixels = std::min(pixels, height / heightPerPixel);
    for (int attempt = 0; attempt < 4 && pixels >= minimum; ++attempt) {
        label.font = headerFontAt(pixels);
        const QFontMetricsF metrics(label.font);
        const qreal advance = metrics.horizontalAdvance(table.name);
        if (advance <= width && metrics.height() <= height) {
            label.text = table.name;
            label.whole = true;
            return label;
        }
        pixels *= std::min(advance > 0 ? width / advance : 1.0, height / metrics.height()) * 0.995;
    }
    // Too long for the box at the smallest size: that size, elided at the end.
    label.font = headerFontAt(minimum);
    const QFontMetricsF metrics(label.font);
    if (metrics.height() > height)
        return label; // not even one line of legible text fits: the tinted box alone (as when
                      // elidedText() finds no room for an ellipsis)
    label.text = metrics.elidedText(table.name, Qt::ElideRight, width);
    label.whole = label.text == table.name;
    return label;
}

qreal DiagramPainter::readableScale(const QRectF &box, const Table &table, const TableDecoration &decoration) const
{
    const qreal fullDetail = namesOnlyBelowScale();
    const QRectF rect = nameLabelRect(box, table, decoration);
    if (rect.width() <= 0 || rect.height() <= 0)
        return fullDetail;
    // At scale s the smallest label is kMinNamePixels / s scene units high: it must fit the
    // label's rectangle in both directions.
    const qreal advancePerPixel = cachedAdvance(m_headerMetrics, m_headerAdvances, table.name) / m_headerPixels;
    const qreal heightPerPixel = m_headerMetrics.height() / m_headerPixels;
    qreal scale = kMinNamePixels * std::max(advancePerPixel / rect.width(), heightPerPixel / rect.height());
    // Hinting makes sizes not quite proportional: step up until the label is whole.
    for (int attempt = 0; attempt < 20 && scale < fullDetail; ++attempt, scale *= 1.02)
        if (nameLabel(box, table, decoration, scale).whole)
            return scale;
    return fullDetail;
}

} // namespace ssd
