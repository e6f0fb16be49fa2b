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

// Where a name may go on to a second line: at a word boundary of an identifier, before a capital
// that starts a word ("Root|Invocations", "TQ|Reminders") or after a separator
// ("relationship_|counters", "sales.|Orders"). Breaks near the middle come first.
std::vector<qsizetype> lineBreaks(const QString &name)
{
    std::vector<qsizetype> breaks;
    for (qsizetype i = 1; i < name.size(); ++i) {
        const QChar before = name[i - 1], at = name[i];
        const bool afterSeparator = before == u'_' || before == u'.' || before == u'-';
        const bool wordStart = at.isUpper() && (before.isLower() || before.isDigit()
                                                || (before.isUpper() && i + 1 < name.size() && name[i + 1].isLower()));
        if ((afterSeparator && at != before) || wordStart)
            breaks.push_back(i);
    }
    const qsizetype middle = name.size() / 2;
    std::stable_sort(breaks.begin(), breaks.end(),
                     [middle](qsizetype a, qsizetype b) { return std::abs(a - middle) < std::abs(b - middle); });
    return breaks;
}
} // namespace

QString NameLabel::text() const { return lines.join(QString()); }

QFont DiagramPainter::headerFontAt(qreal pixels) const
{
    QFont font = m_style.headerFont;
    font.setPointSizeF(m_style.headerFont.pointSizeF() > 0 ? m_style.headerFont.pointSizeF() * pixels / m_headerPixels
                                                          : pixels * 72.0 / m_dpi);
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

// One line when the name fits on one at kMinNamePixels or more; else two lines split at the
// word boundary nearest the middle whose longer line fits (a tall box has the room); else one
// line at kMinNamePixels, elided at its end.
NameLabel DiagramPainter::nameLabel(const QRectF &box, const Table &table, const TableDecoration &decoration,
                                    qreal scale, DetailLevel level) const
{
    return level == DetailLevel::Full ? headerNameLabel(box, table, decoration, scale)
                                      : namesOnlyLabel(box, table, decoration, scale);
}

// Full detail: the header's name in the header font (tableSize() made room for it); zoomed out
// to where that font is under kMinNamePixels, at that size, elided at the end when it needs more
// room than the header has beside the badges.
NameLabel DiagramPainter::headerNameLabel(const QRectF &box, const Table &table, const TableDecoration &decoration,
                                          qreal scale) const
{
    const HeaderLayout header = headerLayout(box, table, decoration);
    NameLabel label;
    label.rect = header.name;
    label.alignment = Qt::AlignVCenter | Qt::AlignLeft;
    QString text = header.shownName;
    if (scale >= headerFontReadsFrom()) {
        label.font = m_style.headerFont;
    } else {
        label.font = headerFontAt(kMinNamePixels / std::max(scale, 1e-4));
        text = QFontMetricsF(label.font).elidedText(table.name, Qt::ElideRight, label.rect.width());
    }
    if (!text.isEmpty())
        label.lines = {text};
    label.whole = text == table.name;
    return label;
}

NameLabel DiagramPainter::namesOnlyLabel(const QRectF &box, const Table &table, const TableDecoration &decoration,
                                         qreal scale) const
{
    NameLabel label;
    label.rect = nameLabelRect(box, table, decoration);
    scale = std::max(scale, 1e-4);
    const qreal width = label.rect.width();
    const qreal height = label.rect.height();
    const qreal minimum = kMinNamePixels / scale; // scene units
    if (height < 0.8 * m_headerMetrics.height() * minimum / m_headerPixels) {
        // Far from one line of the smallest text (a box a few pixels high on screen): the tinted
        // box alone, as found below, without trying every size and line break.
        label.font = headerFontAt(minimum);
        return label;
    }
    const qreal target = m_headerPixels / std::min(scale, 1.0);
    // Text size is proportional to the font size, up to hinting: estimate from the header font's
    // measures, then check (and correct) at the size chosen.
    auto fit = [&](const QStringList &lines) {
        qreal widest = 0;
        for (const QString &line : lines)
            widest = std::max(widest, cachedAdvance(m_headerMetrics, m_headerAdvances, line));
        const qreal linesHeight = lines.size() == 1 ? m_headerMetrics.height() : lines.size() * m_headerMetrics.lineSpacing();
        qreal pixels = std::min(target, height * m_headerPixels / linesHeight);
        if (widest > 0)
            pixels = std::min(pixels, width * m_headerPixels / widest);
        if (pixels < minimum && pixels > 0.97 * minimum)
            pixels = minimum; // the estimate is not exact: worth a try
        // A few corrections from the estimate, then the smallest size as the last try (hinted
        // advances grow in steps, so the estimate can stay a little too large).
        for (int attempt = 0; attempt < 6 && pixels >= minimum; ++attempt) {
            const QFont font = headerFontAt(attempt == 5 ? minimum : pixels);
            const QFontMetricsF metrics(font);
            qreal advance = 0;
            for (const QString &line : lines)
                advance = std::max(advance, metrics.horizontalAdvance(line));
            const qreal needed = lines.size() == 1 ? metrics.height() : lines.size() * metrics.lineSpacing();
            if (advance <= width && needed <= height) {
                label.font = font;
                label.lines = lines;
                label.whole = true;
                return true;
            }
            pixels = std::max(minimum, pixels * std::min(advance > 0 ? width / advance : 1.0, height / needed) * 0.995);
        }
        return false;
    };
    if (fit({table.name}))
        return label;
    for (const qsizetype at : lineBreaks(table.name))
        if (fit({table.name.left(at), table.name.mid(at)}))
            return label;
    // Too long for the box at the smallest size: that size, elided at the end.
    label.font = headerFontAt(minimum);
    const QFontMetricsF metrics(label.font);
    if (metrics.height() > height)
        return label; // not even one line of legible text fits: the tinted box alone (as when
                      // elidedText() finds no room for an ellipsis)
    const QString elided = metrics.elidedText(table.name, Qt::ElideRight, width);
    if (!elided.isEmpty())
        label.lines = {elided};
    label.whole = elided == table.name;
    return label;
}

QRectF DiagramPainter::nameLabelBounds(const NameLabel &label)
{
    const QFontMetricsF metrics(label.font);
    qreal width = 0;
    for (const QString &line : label.lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    QRectF bounds(0, 0, width, label.lines.size() * metrics.lineSpacing());
    bounds.moveCenter(label.rect.center());
    if (label.alignment & Qt::AlignLeft)
        bounds.moveLeft(label.rect.left());
    return bounds;
}

qreal DiagramPainter::readableScale(const QRectF &box, const Table &table, const TableDecoration &decoration) const
{
    const qreal headerReads = headerFontReadsFrom();
    const QRectF rect = nameLabelRect(box, table, decoration);
    if (rect.width() <= 0 || rect.height() <= 0)
        return headerReads;
    // Names only: at scale s the smallest label is kMinNamePixels / s scene units high; one line,
    // or the best two, must fit the label's rectangle in both directions.
    auto needs = [&](const QStringList &lines) {
        qreal widest = 0;
        for (const QString &line : lines)
            widest = std::max(widest, cachedAdvance(m_headerMetrics, m_headerAdvances, line));
        const qreal linesHeight = lines.size() == 1 ? m_headerMetrics.height() : lines.size() * m_headerMetrics.lineSpacing();
        return kMinNamePixels / m_headerPixels * std::max(widest / rect.width(), linesHeight / rect.height());
    };
    qreal scale = needs({table.name});
    for (const qsizetype at : lineBreaks(table.name))
        scale = std::min(scale, needs({table.name.left(at), table.name.mid(at)}));
    // Hinting makes sizes not quite proportional: step up until the label is whole; on into full
    // detail, whose header has less room (the badges), up to where the header font reads.
    for (int attempt = 0; attempt < 40 && scale < kNamesOnlyBelowScale; ++attempt, scale *= 1.02)
        if (nameWholeAt(box, table, decoration, scale))
            return scale;
    for (scale = std::max(scale, kNamesOnlyBelowScale); scale < headerReads; scale *= 1.02)
        if (nameWholeAt(box, table, decoration, scale))
            return scale;
    return headerReads;
}

} // namespace ssd
