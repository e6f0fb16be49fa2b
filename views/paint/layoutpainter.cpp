#include "layoutpainter.h"

#include <QCoreApplication>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <algorithm>

namespace ssd {

namespace {

// Texts drawn into the pictures (designer docks and the CLI's SVG/PNG output) are translatable.
struct LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::LayoutPainter)
};

constexpr qreal kMargin = 16;
constexpr qreal kBracket = 22;     // row-tree brackets between the gutter and the rows
constexpr qreal kTreeGap = 6;      // extra space between row trees
constexpr qreal kPadding = 8;

// Row positions are derived from the layout alone, so they are recomputed where needed rather
// than cached: painting a few thousand rows is cheap next to drawing them.
struct Geometry
{
    std::vector<qreal> rowTop;     // top of each entry's box
    std::vector<qreal> blockTop;   // heading position of each block start (NaN-free: -1 = none)
    qreal bottom = 0;
};

Geometry computeGeometry(const StorageLayout &layout, qreal top, qreal rowHeight, qreal headingHeight)
{
    Geometry g;
    qreal y = top;
    for (const LayoutEntry &e : layout.entries) {
        if (e.boundaryBefore == LayoutEntry::Boundary::Block) {
            y += g.rowTop.empty() ? 0 : 2 * kTreeGap;
            g.blockTop.push_back(y);
            y += headingHeight;
        } else {
            g.blockTop.push_back(-1);
            if (e.boundaryBefore == LayoutEntry::Boundary::RowTree)
                y += kTreeGap;
        }
        g.rowTop.push_back(y);
        y += rowHeight;
    }
    g.bottom = y;
    return g;
}

QString blockHeading(const LayoutEntry &e, bool shortHeadings)
{
    if (e.isIndex && e.depth == 1)
        return LayoutText::tr("%1  (global index)").arg(e.block);
    return shortHeadings ? LayoutText::tr("%1  (root table)").arg(e.block)
                         : LayoutText::tr("%1  (root table and its interleaved rows)").arg(e.block);
}

} // namespace

LayoutPaintOptions::LayoutPaintOptions()
{
    font.setFamily(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(13);
}

QColor LayoutPainter::tableColor(int ordinal)
{
    // Ten well-separated hues; beyond ten the hue rotates so that every table stays distinct
    // from its neighbours in the strip.
    static const QRgb palette[] = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xb07aa1, 0xe15759,
                                   0x76b7b2, 0xedc948, 0x9c755f, 0xff9da7, 0x8c8c8c};
    if (ordinal < 10)
        return QColor::fromRgb(palette[ordinal]);
    return QColor::fromHsv((ordinal * 47) % 360, 140, 200);
}

LayoutPainter::LayoutPainter(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options)
    : m_layout(layout), m_splits(splits), m_options(options)
{
    const QFontMetricsF fm(m_options.font);
    // Colour ordinals follow the given table order; the legend lists only tables with rows.
    m_tables = m_options.tableOrder;
    for (const LayoutEntry &e : m_layout.entries) {
        if (!m_tables.contains(e.table))
            m_tables << e.table;
        m_present.insert(e.table);
        m_maxDepth = std::max(m_maxDepth, e.depth);
        m_labelWidth = std::max(m_labelWidth, fm.horizontalAdvance(e.label) + (e.isIndex ? fm.horizontalAdvance(QStringLiteral("  ") + LayoutText::tr("index")) : 0));
    }
    // Room for the read-order badges at the right end of the boxes.
    if (!m_options.readOrder.empty())
        m_labelWidth += fm.horizontalAdvance(QString::number(m_options.readOrder.size())) + 16;
}

QString LayoutPainter::legendNote() const
{
    QString note = m_options.showSplits ? LayoutText::tr("dashed boxes: index entries; red dashed lines: split boundaries")
                                        : LayoutText::tr("dashed boxes: index entries");
    if (showsReadPath())
        note += LayoutText::tr("; numbers: the query's read order");
    return note;
}

bool LayoutPainter::showsReadPath() const { return !m_options.readOrder.empty(); }

bool LayoutPainter::isRead(int entry) const
{
    return entry >= 0 && entry < int(m_options.readOrder.size()) && m_options.readOrder[size_t(entry)] > 0;
}

int LayoutPainter::colorOrdinal(const LayoutEntry &entry) const { return int(m_tables.indexOf(entry.table)); }

qreal LayoutPainter::stripTop() const
{
    const QFontMetricsF fm(m_options.font);
    return kMargin + (m_options.title.isEmpty() ? 0 : fm.height() * 2);
}

qreal LayoutPainter::rowsLeft() const { return kMargin + m_options.gutterWidth + kBracket; }

QSize LayoutPainter::size() const
{
    const QFontMetricsF fm(m_options.font);
    const Geometry g = computeGeometry(m_layout, stripTop(), m_options.rowHeight, fm.height() + 8);
    const qreal boxWidth = std::max<qreal>(m_options.boxWidth, m_labelWidth + 2 * kPadding);
    qreal width = rowsLeft() + (m_maxDepth - 1) * m_options.indent + boxWidth + kMargin;
    for (const LayoutEntry &e : m_layout.entries)
        if (e.boundaryBefore == LayoutEntry::Boundary::Block)
            width = std::max(width, rowsLeft() + fm.horizontalAdvance(blockHeading(e, m_options.shortHeadings)) + kMargin);
    QFont bold = m_options.font;
    bold.setBold(true);
    width = std::max(width, kMargin * 2 + QFontMetricsF(bold).horizontalAdvance(m_options.title));
    const qreal legendHeight = (fm.height() + 6) * qreal((m_present.size() + 2) / 3) + 2 * fm.height();
    width = std::max(width, kMargin * 2 + fm.horizontalAdvance(legendNote()));
    const qreal bottom = m_layout.entries.empty() ? stripTop() + fm.height() * 2 : g.bottom;
    return QSize(int(std::ceil(width)), int(std::ceil(bottom + kMargin + legendHeight + kMargin)));
}

QRectF LayoutPainter::entryRect(int entry) const
{
    if (entry < 0 || entry >= int(m_layout.entries.size()))
        return {};
    const QFontMetricsF fm(m_options.font);
    const Geometry g = computeGeometry(m_layout, stripTop(), m_options.rowHeight, fm.height() + 8);
    const LayoutEntry &e = m_layout.entries[size_t(entry)];
    const qreal right = rowsLeft() + (m_maxDepth - 1) * m_options.indent + std::max<qreal>(m_options.boxWidth, m_labelWidth + 2 * kPadding);
    const qreal left = rowsLeft() + (e.depth - 1) * m_options.indent;
    return QRectF(left, g.rowTop[size_t(entry)] + 2, right - left, m_options.rowHeight - 4);
}

void LayoutPainter::paint(QPainter *painter) const
{
    const QSize canvas = size();
    const QFontMetricsF fm(m_options.font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->setFont(m_options.font);
    painter->fillRect(QRectF(QPointF(0, 0), QSizeF(canvas)), m_options.background);

    QFont bold = m_options.font;
    bold.setBold(true);
    if (!m_options.title.isEmpty()) {
        painter->setFont(bold);
        painter->setPen(m_options.text);
        painter->drawText(QPointF(kMargin, kMargin + fm.ascent()), m_options.title);
        painter->setFont(m_options.font);
    }
    if (m_layout.entries.empty()) {
        painter->setPen(m_options.mutedText);
        painter->drawText(QPointF(kMargin, stripTop() + fm.ascent()), LayoutText::tr("No rows: the schema has no table with a usable key."));
        painter->restore();
        return;
    }

    const Geometry g = computeGeometry(m_layout, stripTop(), m_options.rowHeight, fm.height() + 8);
    const qreal rowsRight = rowsLeft() + (m_maxDepth - 1) * m_options.indent + std::max<qreal>(m_options.boxWidth, m_labelWidth + 2 * kPadding);
    const int n = int(m_layout.entries.size());
    auto boxOf = [&](int entry) {
        const qreal left = rowsLeft() + (m_layout.entries[size_t(entry)].depth - 1) * m_options.indent;
        return QRectF(left, g.rowTop[size_t(entry)] + 2, rowsRight - left, m_options.rowHeight - 4);
    };

    // Split bands in the gutter: one band per split, tinted by server.
    if (m_options.showSplits) {
        for (size_t s = 0; s < m_splits.splits.size(); ++s) {
            const int first = m_splits.splits[s].firstEntry;
            const int last = s + 1 < m_splits.splits.size() ? m_splits.splits[s + 1].firstEntry - 1 : n - 1;
            if (first > last || first >= n)
                continue;
            QColor tint = QColor::fromHsv((m_splits.splits[s].server * 67 + 200) % 360, 40, 240);
            const bool touched = std::find(m_options.touchedSplits.begin(), m_options.touchedSplits.end(), int(s))
                                 != m_options.touchedSplits.end();
            if (showsReadPath())
                tint = touched ? QColor::fromHsv((m_splits.splits[s].server * 67 + 200) % 360, 110, 230)
                               : QColor(0xee, 0xee, 0xec);
            const QRectF band(kMargin, g.rowTop[size_t(first)] + 1, m_options.gutterWidth - 10,
                              g.rowTop[size_t(last)] + m_options.rowHeight - g.rowTop[size_t(first)] - 2);
            painter->setPen(QPen(tint.darker(140), 1));
            painter->setBrush(tint);
            painter->drawRoundedRect(band, 4, 4);
            painter->setPen(m_options.text);
            painter->setFont(bold);
            painter->drawText(QPointF(band.left() + 6, band.top() + fm.ascent() + 3), LayoutText::tr("Split %1").arg(s));
            painter->setFont(m_options.font);
            if (band.height() > 2 * fm.height() + 4) {
                painter->setPen(m_options.mutedText);
                painter->drawText(QPointF(band.left() + 6, band.top() + fm.ascent() + fm.height() + 4),
                                  LayoutText::tr("server %1").arg(m_splits.splits[s].server));
            }
        }
    }

    // Block headings and row-tree brackets.
    for (int i = 0; i < n; ++i) {
        const LayoutEntry &e = m_layout.entries[size_t(i)];
        if (g.blockTop[size_t(i)] >= 0) {
            painter->setPen(m_options.mutedText);
            painter->drawText(QPointF(rowsLeft(), g.blockTop[size_t(i)] + fm.ascent() + 2), blockHeading(e, m_options.shortHeadings));
        }
        if (e.boundaryBefore == LayoutEntry::Boundary::ChildRow)
            continue;
        const int end = m_layout.rowTreeEnd(i);
        const qreal top = g.rowTop[size_t(i)] + 3;
        const qreal bottom = g.rowTop[size_t(end - 1)] + m_options.rowHeight - 3;
        const qreal x = kMargin + m_options.gutterWidth + 6;
        QPainterPath bracket;
        bracket.moveTo(x + 8, top);
        bracket.lineTo(x, top);
        bracket.lineTo(x, bottom);
        bracket.lineTo(x + 8, bottom);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(tableColor(colorOrdinal(e)).darker(130), 1.5));
        painter->drawPath(bracket);
    }

    // Rows: boxes coloured per table, indented by depth; index entries dashed.
    for (int i = 0; i < n; ++i) {
        const LayoutEntry &e = m_layout.entries[size_t(i)];
        const QRectF box = boxOf(i);
        QColor color = tableColor(colorOrdinal(e));
        const bool faded = showsReadPath() && !isRead(i);
        if (faded)
            color = QColor(0xc8, 0xc8, 0xc4);
        QPen border(color.darker(120), isRead(i) ? 2.6 : 1.2);
        if (e.isIndex)
            border.setStyle(Qt::DashLine);
        painter->setPen(border);
        painter->setBrush(e.isIndex ? QColor(Qt::white) : color.lighter(faded ? 120 : 165));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(faded ? m_options.mutedText : m_options.text);
        painter->drawText(box.adjusted(kPadding, 0, -kPadding, 0), Qt::AlignVCenter | Qt::AlignLeft, e.label);
        if (isRead(i)) {
            // The read position, in a badge at the box's right end (where "index" goes otherwise).
            const QString number = QString::number(m_options.readOrder[size_t(i)]);
            const qreal w = std::max<qreal>(box.height() - 4, fm.horizontalAdvance(number) + 8);
            const QRectF badge(box.right() - w - 3, box.top() + 2, w, box.height() - 4);
            painter->setPen(Qt::NoPen);
            painter->setBrush(m_options.text);
            painter->drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
            painter->setPen(m_options.background);
            painter->setFont(bold);
            painter->drawText(badge, Qt::AlignCenter, number);
            painter->setFont(m_options.font);
        } else if (e.isIndex) {
            painter->setPen(m_options.mutedText);
            painter->drawText(box.adjusted(kPadding, 0, -kPadding, 0), Qt::AlignVCenter | Qt::AlignRight, LayoutText::tr("index"));
        }
    }

    // Split boundaries: a line across the strip in the gap before the split's first row.
    if (m_options.showSplits) {
        for (size_t s = 1; s < m_splits.splits.size(); ++s) {
            const int first = m_splits.splits[s].firstEntry;
            if (first <= 0 || first >= n)
                continue;
            // Above the block heading when the split starts a new table or index.
            const qreal below = g.blockTop[size_t(first)] >= 0 ? g.blockTop[size_t(first)] : g.rowTop[size_t(first)];
            const qreal y = (below + g.rowTop[size_t(first - 1)] + m_options.rowHeight) / 2;
            painter->setPen(QPen(m_options.splitLine, 2, Qt::DashLine));
            painter->drawLine(QPointF(kMargin, y), QPointF(rowsRight + 4, y));
        }
    }

    // Legend: one swatch per table.
    const qreal legendTop = g.bottom + kMargin;
    painter->setPen(m_options.mutedText);
    painter->drawText(QPointF(kMargin, legendTop + fm.ascent()),
                      LayoutText::tr("%1 rows in key order, %2 row trees (brackets)").arg(n).arg(m_layout.rowTreeCount));
    painter->drawText(QPointF(kMargin, legendTop + fm.height() + fm.ascent()), legendNote());
    const qreal column = std::max<qreal>(160, (canvas.width() - 2 * kMargin) / 3);
    qsizetype slot = 0;
    for (qsizetype t = 0; t < m_tables.size(); ++t) {
        if (!m_present.contains(m_tables.at(t)))
            continue;
        const qreal x = kMargin + qreal(slot % 3) * column;
        const qreal y = legendTop + 2 * fm.height() + 6 + qreal(slot / 3) * (fm.height() + 6);
        ++slot;
        const QColor color = tableColor(int(t));
        painter->setPen(QPen(color.darker(120), 1));
        painter->setBrush(color.lighter(165));
        painter->drawRoundedRect(QRectF(x, y, 14, fm.height() - 2), 2, 2);
        painter->setPen(m_options.text);
        painter->drawText(QPointF(x + 20, y + fm.ascent() - 1), m_tables.at(t));
    }
    painter->restore();
}

QImage renderLayoutImage(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options)
{
    const LayoutPainter painter(layout, splits, options);
    QImage image(painter.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(options.background);
    QPainter p(&image);
    painter.paint(&p);
    p.end();
    return image;
}

QByteArray renderLayoutSvg(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options)
{
    const LayoutPainter painter(layout, splits, options);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(painter.size());
    generator.setViewBox(QRect(QPoint(0, 0), painter.size()));
    generator.setTitle(options.title.isEmpty() ? LayoutText::tr("Physical layout") : options.title);
    QPainter p(&generator);
    painter.paint(&p);
    p.end();
    return buffer.data();
}

} // namespace ssd
