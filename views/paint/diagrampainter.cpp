#include "diagrampainter.h"

#include "autolayout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QScreen>
#include <QtMath>

#include <algorithm>

namespace ssd {

namespace {

// Texts drawn into the pictures (designer docks and the CLI's SVG/PNG output) are translatable.
struct DiagramText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::DiagramPainter)
};

constexpr qreal kPadding = 8;
constexpr qreal kKeyColumnWidth = 44; // room for "12 ↓"
constexpr qreal kGap = 14;
constexpr qreal kMinWidth = 140;
constexpr qreal kGroupPadding = 14; // between a named schema's frame and its tables
constexpr qreal kBadgeGap = 4;     // between two header badges
constexpr qreal kNameBadgeGap = 6; // between the name and the first badge
constexpr qreal kNoteMarkerWidth = 9; // the header's note marker: this table has a comment
constexpr qreal kNoteMarkerHeight = 11;
constexpr qreal kNoteMarkerReadsFrom = 0.4; // zoomed further out it is a speck: not drawn

QString lengthText(const ColumnType &type) { return type.isMax() ? QStringLiteral("MAX") : QString::number(*type.length); }

QString googleSqlType(const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::Bool: return QStringLiteral("BOOL");
    case TypeKind::Int64: return QStringLiteral("INT64");
    case TypeKind::Float32: return QStringLiteral("FLOAT32");
    case TypeKind::Float64: return QStringLiteral("FLOAT64");
    case TypeKind::Numeric: return QStringLiteral("NUMERIC");
    case TypeKind::String: return QStringLiteral("STRING(%1)").arg(lengthText(type));
    case TypeKind::Bytes: return QStringLiteral("BYTES(%1)").arg(lengthText(type));
    case TypeKind::Json: return QStringLiteral("JSON");
    case TypeKind::Date: return QStringLiteral("DATE");
    case TypeKind::Timestamp: return QStringLiteral("TIMESTAMP");
    case TypeKind::Uuid: return QStringLiteral("UUID");
    case TypeKind::Interval: return QStringLiteral("INTERVAL");
    case TypeKind::TokenList: return QStringLiteral("TOKENLIST");
    case TypeKind::Proto:
    case TypeKind::Enum: return type.protoName;
    case TypeKind::Array: {
        QString text = QStringLiteral("ARRAY<%1>").arg(type.element.empty() ? QString() : googleSqlType(type.element.front()));
        if (type.vectorLength)
            text += QStringLiteral("(vector_length=>%1)").arg(*type.vectorLength);
        return text;
    }
    case TypeKind::Struct: {
        QStringList fields;
        for (size_t i = 0; i < type.element.size(); ++i)
            fields << (i < size_t(type.fieldNames.size()) ? type.fieldNames[qsizetype(i)] + u' ' : QString())
                          + googleSqlType(type.element[i]);
        return QStringLiteral("STRUCT<%1>").arg(fields.join(QStringLiteral(", ")));
    }
    }
    return {};
}

QString postgreSqlType(const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::Bool: return QStringLiteral("boolean");
    case TypeKind::Int64: return QStringLiteral("bigint");
    case TypeKind::Float32: return QStringLiteral("real");
    case TypeKind::Float64: return QStringLiteral("double precision");
    case TypeKind::Numeric: return QStringLiteral("numeric");
    case TypeKind::String: return type.isMax() ? QStringLiteral("varchar") : QStringLiteral("varchar(%1)").arg(*type.length);
    case TypeKind::Bytes: return QStringLiteral("bytea");
    case TypeKind::Json: return QStringLiteral("jsonb");
    case TypeKind::Date: return QStringLiteral("date");
    case TypeKind::Timestamp: return QStringLiteral("timestamptz");
    case TypeKind::Uuid: return QStringLiteral("uuid");
    case TypeKind::Interval: return QStringLiteral("interval");
    case TypeKind::TokenList: return QStringLiteral("spanner.tokenlist");
    case TypeKind::Proto:
    case TypeKind::Enum: return type.protoName;
    case TypeKind::Array: {
        QString text = (type.element.empty() ? QString() : postgreSqlType(type.element.front())) + QStringLiteral("[]");
        if (type.vectorLength)
            text += QStringLiteral(" vector length %1").arg(*type.vectorLength);
        return text;
    }
    case TypeKind::Struct: return QStringLiteral("record");
    }
    return {};
}

QString onDeleteText(OnDelete onDelete)
{
    return onDelete == OnDelete::Cascade ? QStringLiteral("ON DELETE CASCADE") : QStringLiteral("ON DELETE NO ACTION");
}

// Where the ray from the centre of `box` towards `target` leaves the box.
QPointF exitPoint(const QRectF &box, const QPointF &target)
{
    const QPointF c = box.center();
    const QPointF d = target - c;
    if (qFuzzyIsNull(d.x()) && qFuzzyIsNull(d.y()))
        return c;
    const qreal tx = qFuzzyIsNull(d.x()) ? 1e9 : (box.width() / 2) / qAbs(d.x());
    const qreal ty = qFuzzyIsNull(d.y()) ? 1e9 : (box.height() / 2) / qAbs(d.y());
    return c + d * std::min(tx, ty);
}

void drawArrowHead(QPainter *painter, const QPointF &tip, const QPointF &from, qreal size, bool filledDiamond)
{
    const QLineF line(tip, from);
    const qreal angle = qDegreesToRadians(line.angle());
    auto at = [&](qreal delta, qreal length) {
        return tip + QPointF(std::cos(angle + delta) * length, -std::sin(angle + delta) * length);
    };
    if (filledDiamond) {
        const QPointF far = tip + QPointF(std::cos(angle) * size * 2, -std::sin(angle) * size * 2);
        QPolygonF diamond{tip, at(0.45, size * 1.1), far, at(-0.45, size * 1.1)};
        painter->drawPolygon(diamond);
    } else {
        painter->drawLine(tip, at(0.45, size));
        painter->drawLine(tip, at(-0.45, size));
    }
}

// Labels go at the middle of the edge, only when the edge is long enough to show them
// outside the boxes it connects.
// `beside`: next to a mostly vertical edge (interleave), which only needs the text's height.
QRectF edgeLabelRect(const QPainterPath &path, const QString &text, const QFontMetricsF &fm, bool beside)
{
    if (path.length() < (beside ? fm.height() + 6 : fm.horizontalAdvance(text) + 24))
        return {};
    const QPointF at = path.pointAtPercent(0.5);
    QRectF r(0, 0, fm.horizontalAdvance(text) + 8, fm.height() + 2);
    r.moveCenter(at);
    if (beside)
        r.moveLeft(at.x() + 5);
    return r;
}

void drawEdgeLabel(QPainter *painter, const QRectF &r, const QString &text, const QFont &font, const QColor &color)
{
    if (r.isNull())
        return;
    painter->save();
    painter->setFont(font);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->drawRoundedRect(r, 3, 3);
    painter->setPen(color);
    painter->drawText(r, Qt::AlignCenter, text);
    painter->restore();
}

// Whether an edge can show in `exposed` (null: everywhere). A cubic stays inside the rectangle
// of its control points; the margin covers the arrow heads (the diamond reaches 12 units from
// its tip, the open arrows 10), the end dot and the pens' width and antialiasing.
bool edgeShows(const QRectF &exposed, const QPainterPath &path, const QRectF &label)
{
    if (exposed.isNull())
        return true;
    constexpr qreal kMargin = 20;
    return path.controlPointRect().adjusted(-kMargin, -kMargin, kMargin, kMargin).intersects(exposed)
           || (!label.isNull() && label.adjusted(-2, -2, 2, 2).intersects(exposed));
}

} // namespace

DiagramStyle::DiagramStyle()
{
    font = QFont(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    headerFont = font;
    headerFont.setBold(true);
    headerFont.setPointSizeF(10);
}

static QFont boldOf(QFont font)
{
    font.setBold(true);
    return font;
}

DiagramPainter::DiagramPainter(const DiagramStyle &style)
    : m_style(style)
    , m_bodyMetrics(style.font)
    , m_boldMetrics(boldOf(style.font))
    , m_headerMetrics(style.headerFont)
    , m_lineHeight(QFontMetricsF(style.font).height() + 5)
    , m_headerLineHeight(QFontMetricsF(style.headerFont).height() + 10)
    , m_dpi(measuringDpi())
    , m_headerPixels(style.headerFont.pixelSize() > 0 ? style.headerFont.pixelSize()
                                                      : style.headerFont.pointSizeF() * m_dpi / 72.0)
{
}

int DiagramPainter::measuringDpi()
{
    // QFontMetricsF(font) measures at the default paint device's DPI, the primary screen's
    // logical DPI (96 without a screen).
    const QScreen *screen = QGuiApplication::primaryScreen();
    const qreal dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
    return dpi > 0 ? qRound(dpi) : 96;
}

QString DiagramPainter::typeText(const ColumnType &type, Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? googleSqlType(type) : postgreSqlType(type);
}

QString DiagramPainter::keyMarker(const Table &table, const Column &column)
{
    for (size_t i = 0; i < table.primaryKey.size(); ++i) {
        if (table.primaryKey[i].column == column.name) {
            QString marker = QString::number(i + 1);
            if (table.primaryKey[i].order == SortOrder::Desc)
                marker += QStringLiteral(" \u2193"); // downwards arrow: DESC
            return marker;
        }
    }
    return {};
}

qreal DiagramPainter::headerHeight() const { return m_headerLineHeight; }
qreal DiagramPainter::rowHeight() const { return m_lineHeight; }

QSizeF DiagramPainter::tableSize(const Table &table, DetailLevel level) const
{
    const QFontMetricsF &header = m_headerMetrics;
    const QFontMetricsF &body = m_bodyMetrics;
    qreal width = cachedAdvance(header, m_headerAdvances, table.name) + 2 * kPadding + badgeReserve();
    if (!table.comment.isEmpty())
        width += kNoteMarkerWidth + kBadgeGap; // the note marker has its own room: the name is never under it
    if (level == DetailLevel::NamesOnly)
        return QSizeF(std::max(kMinWidth, width), m_headerLineHeight + 6);
    qreal nameWidth = 0, typeWidth = 0;
    bool anyNotNull = false;
    // Column widths are measured on GoogleSQL names; the longer PostgreSQL spellings get the
    // slack from the NOT NULL column when present. Good enough to never clip in practice.
    const QFontMetricsF &bold = m_boldMetrics; // key columns are drawn in bold
    for (const Column &column : table.columns) {
        nameWidth = std::max(nameWidth, table.isKeyColumn(column.name) ? cachedAdvance(bold, m_boldAdvances, column.name)
                                                                       : cachedAdvance(body, m_bodyAdvances, column.name));
        typeWidth = std::max({typeWidth, cachedAdvance(body, m_bodyAdvances, googleSqlType(column.type)),
                              cachedAdvance(body, m_bodyAdvances, postgreSqlType(column.type))});
        anyNotNull = anyNotNull || column.notNull;
    }
    const qreal notNullWidth = anyNotNull ? cachedAdvance(body, m_bodyAdvances, QStringLiteral("NOT NULL")) + kGap : 0;
    width = std::max(width, kKeyColumnWidth + nameWidth + kGap + typeWidth + notNullWidth + kPadding);
    const int rows = std::max<int>(1, int(table.columns.size()));
    return QSizeF(std::max(kMinWidth, std::ceil(width)), m_headerLineHeight + rows * m_lineHeight + 6);
}

namespace {
QString indexBadgeText(int count)
{
    return DiagramText::tr("%n idx", "the number of indexes, abbreviated, on a table header", count);
}
} // namespace

qreal DiagramPainter::findingBadgeWidth(int count) const
{
    return std::max(m_bodyMetrics.height(), cachedAdvance(m_bodyMetrics, m_bodyAdvances, QString::number(count)) + 8);
}

qreal DiagramPainter::indexBadgeWidth(int count) const
{
    return cachedAdvance(m_bodyMetrics, m_bodyAdvances, indexBadgeText(count)) + 8;
}

qreal DiagramPainter::badgeReserve() const
{
    // Measured in the current language ("99 idx", "99 índ."), so translations fit too.
    return findingBadgeWidth(99) + kBadgeGap + indexBadgeWidth(99) + kNameBadgeGap + 1; // +1: rounding
}

HeaderLayout DiagramPainter::headerLayout(const QRectF &box, const Table &table, const TableDecoration &decoration) const
{
    HeaderLayout layout;
    const QRectF header(box.left(), box.top(), box.width(), m_headerLineHeight);
    const qreal badgeHeight = m_bodyMetrics.height();
    const qreal badgeTop = header.center().y() - badgeHeight / 2;
    qreal right = header.right() - kPadding; // right to left: findings, then indexes
    qreal gap = 0;
    if (decoration.findingCount > 0 && decoration.findingColor.isValid()) {
        const qreal width = findingBadgeWidth(decoration.findingCount);
        layout.findingBadge = QRectF(right - width, badgeTop, width, badgeHeight);
        right = layout.findingBadge.left() - kBadgeGap;
        gap = kNameBadgeGap - kBadgeGap;
    }
    if (!decoration.queryIndex.isEmpty()) {
        // The index the selected query reads, by name: as wide as the count badge at least, and
        // at most half the header, so the table's name keeps its room.
        const qreal countWidth = indexBadgeWidth(std::max(decoration.indexCount, 1));
        const qreal most = std::max(countWidth, header.width() / 2);
        const qreal width = std::clamp(cachedAdvance(m_bodyMetrics, m_bodyAdvances, decoration.queryIndex) + 8, countWidth, most);
        layout.shownIndex = m_bodyMetrics.elidedText(decoration.queryIndex, Qt::ElideRight, width - 6);
        layout.indexBadge = QRectF(right - width, badgeTop, width, badgeHeight);
        right = layout.indexBadge.left() - kBadgeGap;
        gap = kNameBadgeGap - kBadgeGap;
    } else if (decoration.indexCount > 0) {
        const qreal width = indexBadgeWidth(decoration.indexCount);
        layout.indexBadge = QRectF(right - width, badgeTop, width, badgeHeight);
        right = layout.indexBadge.left() - kBadgeGap;
        gap = kNameBadgeGap - kBadgeGap;
    }
    if (!table.comment.isEmpty()) {
        // Left of the badges, and the name elided before it: a long name never runs under it.
        layout.noteMarker = QRectF(right - kNoteMarkerWidth, header.center().y() - kNoteMarkerHeight / 2,
                                   kNoteMarkerWidth, kNoteMarkerHeight);
        right = layout.noteMarker.left() - kBadgeGap;
        gap = kNameBadgeGap - kBadgeGap;
    }
    const qreal left = header.left() + kPadding;
    layout.name = QRectF(left, header.top(), std::max<qreal>(0, right - gap - left), header.height());
    // Elided at the end, as everywhere a table name is drawn: its start is what a reader scans for.
    // (The measure is cached per name: eliding each paint measured every name again. A name a
    // pixel short of the room is elided the exact way.)
    layout.shownName = cachedAdvance(m_headerMetrics, m_headerAdvances, table.name) < layout.name.width() - 1
                           ? table.name
                           : m_headerMetrics.elidedText(table.name, Qt::ElideRight, layout.name.width());
    return layout;
}

qreal DiagramPainter::cachedAdvance(const QFontMetricsF &metrics, QHash<QString, qreal> &cache, const QString &text) const
{
    if (const auto it = cache.constFind(text); it != cache.constEnd())
        return *it;
    if (cache.size() > 100000)
        cache.clear(); // bounded: a huge schema of unique names must not grow it forever
    const qreal width = metrics.horizontalAdvance(text);
    cache.insert(text, width);
    return width;
}

// A small note with a folded corner: this table has a comment (the designer shows it in the
// tooltip and in Properties, the documentation export beside the table).
void DiagramPainter::paintNoteMarker(QPainter *painter, const QRectF &marker) const
{
    const qreal fold = 3;
    const QPointF origin = marker.topLeft();
    const qreal w = marker.width(), h = marker.height();
    const QPolygonF note({origin, origin + QPointF(w - fold, 0), origin + QPointF(w, fold), origin + QPointF(w, h),
                          origin + QPointF(0, h)});
    painter->save();
    painter->setPen(QPen(m_style.noteBorder, 1));
    painter->setBrush(m_style.noteFill);
    painter->drawPolygon(note);
    for (qreal y : {4.5, 7.0})
        painter->drawLine(origin + QPointF(2, y), origin + QPointF(w - 2, y));
    painter->restore();
}

QRectF DiagramPainter::columnRect(const QRectF &box, int index) const
{
    return QRectF(box.left(), box.top() + m_headerLineHeight + 3 + index * m_lineHeight, box.width(), m_lineHeight);
}

TableDecoration DiagramPainter::decorationFor(const Table &table, const Schema &schema)
{
    TableDecoration decoration;
    decoration.depth = schema.interleaveDepth(table);
    decoration.indexCount = int(schema.indexesOn(table.name).size());
    return decoration;
}

QColor DiagramPainter::headerColor(int depth)
{
    // Each interleave level gets its own tint so hierarchies read at a glance.
    static const QColor tints[] = {QColor(0xd6, 0xe4, 0xf7), QColor(0xdc, 0xef, 0xdc), QColor(0xf7, 0xe8, 0xcf),
                                   QColor(0xec, 0xdf, 0xf3), QColor(0xf6, 0xdc, 0xdc), QColor(0xdd, 0xf0, 0xf0),
                                   QColor(0xee, 0xee, 0xd6)};
    return tints[std::clamp(depth, 1, 7) - 1];
}

void DiagramPainter::paintTable(QPainter *painter, const QRectF &box, const Table &table, Dialect dialect,
                                DetailLevel level, const TableDecoration &decoration, qreal scale) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor border = decoration.dropRefused ? QColor(Qt::red)
                          : decoration.dropTarget ? m_style.interleaveEdge
                          : decoration.selected   ? m_style.selection
                          : decoration.queried    ? m_style.queryRead
                                                  : m_style.boxBorder;
    const qreal borderWidth =
        (decoration.selected || decoration.queried || decoration.dropTarget || decoration.dropRefused) ? 2.5 : 1.0;

    if (level == DetailLevel::NamesOnly && std::min(box.width(), box.height()) * scale < kMinNamePixels) {
        // A speck of a box (thousands of tables in view): no text fits it, its rounded corners
        // are under a pixel. The tinted box, its finding badge as a plain mark, its border.
        painter->fillRect(box, headerColor(decoration.depth));
        if (decoration.findingCount > 0 && decoration.findingColor.isValid())
            painter->fillRect(headerLayout(box, table, decoration).findingBadge, decoration.findingColor);
        painter->setPen(QPen(border, borderWidth));
        painter->drawRect(box);
        painter->restore();
        return;
    }

    QPainterPath outline;
    outline.addRoundedRect(box, 5, 5);
    painter->fillPath(outline, m_style.boxFill);

    // Header band.
    const QRectF headerRect(box.left(), box.top(), box.width(), m_headerLineHeight);
    painter->save();
    painter->setClipPath(outline);
    painter->fillRect(level == DetailLevel::NamesOnly ? box : headerRect, headerColor(decoration.depth));
    painter->restore();
    const HeaderLayout header = headerLayout(box, table, decoration);
    painter->setFont(m_style.font);
    // Far zoomed out the badges stay (where the findings are), their text would be specks.
    const bool badgeTextShows = m_bodyMetrics.height() * scale >= kMinMarkPixels;
    if (!header.findingBadge.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(decoration.findingColor);
        const qreal radius = header.findingBadge.height() / 2;
        painter->drawRoundedRect(header.findingBadge, radius, radius);
        painter->setPen(Qt::white);
        if (badgeTextShows)
            painter->drawText(header.findingBadge, Qt::AlignCenter, QString::number(decoration.findingCount));
    }
    if (!header.indexBadge.isEmpty() && decoration.queryIndex.isEmpty()) {
        painter->setPen(QPen(m_style.mutedText, 1));
        painter->setBrush(QColor(255, 255, 255, 180));
        painter->drawRoundedRect(header.indexBadge, 3, 3);
        painter->setPen(m_style.text);
        if (badgeTextShows)
            painter->drawText(header.indexBadge, Qt::AlignCenter, indexBadgeText(decoration.indexCount));
    } else if (!header.indexBadge.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_style.queryRead);
        painter->drawRoundedRect(header.indexBadge, 3, 3);
        painter->setPen(Qt::white);
        if (badgeTextShows)
            painter->drawText(header.indexBadge, Qt::AlignCenter, header.shownIndex);
    }
    if (!header.noteMarker.isEmpty() && scale >= kNoteMarkerReadsFrom)
        paintNoteMarker(painter, header.noteMarker);
    painter->setPen(m_style.text);
    const NameLabel label = nameLabel(box, table, decoration, scale, level);
    painter->setFont(label.font);
    painter->drawText(label.rect, label.alignment, label.lines.join(u'\n'));

    if (level == DetailLevel::Full) {
        painter->setPen(QPen(m_style.boxBorder, 0.6));
        painter->drawLine(headerRect.bottomLeft(), headerRect.bottomRight());
        if (table.columns.empty()) {
            painter->setPen(m_style.mutedText);
            painter->drawText(columnRect(box, 0).adjusted(kPadding, 0, 0, 0), Qt::AlignVCenter, DiagramText::tr("(no columns)"));
        }
        const QFontMetricsF &body = m_bodyMetrics;
        const QFontMetricsF &bold = m_boldMetrics;
        qreal nameWidth = 0;
        for (const Column &column : table.columns)
            nameWidth = std::max(nameWidth, table.isKeyColumn(column.name) ? cachedAdvance(bold, m_boldAdvances, column.name)
                                                                           : cachedAdvance(body, m_bodyAdvances, column.name));
        for (int i = 0; i < int(table.columns.size()); ++i) {
            const Column &column = table.columns[size_t(i)];
            const QRectF row = columnRect(box, i);
            if (decoration.queried && decoration.queryColumns.contains(column.name)) {
                QColor tint = m_style.queryRead;
                tint.setAlpha(40);
                painter->fillRect(row.adjusted(1, 0, -1, 0), tint);
            }
            const QString marker = keyMarker(table, column);
            if (!marker.isEmpty()) {
                const QRectF pill(row.left() + 5, row.top() + 2, kKeyColumnWidth - 10, row.height() - 4);
                painter->setPen(Qt::NoPen);
                painter->setBrush(m_style.keyFill);
                painter->drawRoundedRect(pill, 3, 3);
                painter->setPen(m_style.text);
                painter->drawText(pill, Qt::AlignCenter, marker);
            }
            QFont nameFont = m_style.font;
            nameFont.setBold(!marker.isEmpty());
            painter->setFont(nameFont);
            painter->setPen(m_style.text);
            const QRectF nameRect(row.left() + kKeyColumnWidth, row.top(), nameWidth + 4, row.height());
            painter->drawText(nameRect, Qt::AlignVCenter | Qt::AlignLeft, column.name);
            painter->setFont(m_style.font);
            painter->setPen(m_style.mutedText);
            const QRectF typeRect(nameRect.right() + kGap - 4, row.top(), row.right() - nameRect.right(), row.height());
            QString type = typeText(column.type, dialect);
            if (column.notNull)
                type += QStringLiteral("  NOT NULL");
            painter->drawText(typeRect, Qt::AlignVCenter | Qt::AlignLeft, type);
        }
    }

    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(border, borderWidth));
    painter->drawPath(outline);
    painter->restore();
}

std::pair<QPointF, QPointF> DiagramPainter::connectBoxes(const QRectF &from, const QRectF &to)
{
    return {exitPoint(from, to.center()), exitPoint(to, from.center())};
}

void DiagramPainter::paintInterleaveEdge(QPainter *painter, const QRectF &parentBox, const QRectF &childBox,
                                         const Interleave &interleave, bool showLabel, const QRectF &exposed,
                                         qreal scale) const
{
    QPointF start, end;
    if (childBox.top() > parentBox.bottom() + 10) {
        // Top-down: bottom of the parent to the top of the child, with an elbow for readability.
        start = QPointF(std::clamp(childBox.center().x(), parentBox.left() + 20, parentBox.right() - 20), parentBox.bottom());
        end = QPointF(std::clamp(parentBox.center().x(), childBox.left() + 20, childBox.right() - 20), childBox.top());
    } else {
        std::tie(start, end) = connectBoxes(parentBox, childBox);
    }
    QPainterPath path(start);
    const qreal midY = (start.y() + end.y()) / 2;
    // The arrow heads follow the edge's direction at its ends: a cubic's control points (a
    // QPainterPath::pointAtPercent measures the whole curve's length, most of a repaint of a big
    // diagram), the other end of a straight line.
    QPointF towardsChild = end, towardsParent = start;
    if (start.y() < end.y() - 10) {
        towardsChild = QPointF(start.x(), midY);
        towardsParent = QPointF(end.x(), midY);
        path.cubicTo(towardsChild, towardsParent, end);
    } else {
        path.lineTo(end);
    }
    const QString label = !showLabel ? QString()
                          : interleave.kind == Interleave::Kind::In ? QStringLiteral("INTERLEAVE IN")
                                                                     : onDeleteText(interleave.onDelete);
    const QRectF labelRect = showLabel ? edgeLabelRect(path, label, m_bodyMetrics,
                                                       std::abs(end.y() - start.y()) > std::abs(end.x() - start.x()))
                                       : QRectF();
    if (!edgeShows(exposed, path, labelRect))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(m_style.interleaveEdge, 2.6);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    if (6 * scale >= kMinMarkPixels) {
        painter->setBrush(m_style.interleaveEdge);
        drawArrowHead(painter, start, towardsChild, 6, true);
        painter->setBrush(Qt::NoBrush);
        drawArrowHead(painter, end, towardsParent, 9, false);
    }
    if (showLabel)
        drawEdgeLabel(painter, labelRect, label, m_style.font, m_style.interleaveEdge);
    painter->restore();
}

void DiagramPainter::paintForeignKeyEdge(QPainter *painter, const QRectF &fromBox, const QRectF &toBox,
                                         const ForeignKey &foreignKey, bool showLabel, int fromRow, int toRow,
                                         const QRectF &exposed, qreal scale) const
{
    QPainterPath path;
    QPointF start, end, beforeEnd; // beforeEnd: the direction the arrow head comes from (see paintInterleaveEdge)
    const bool rows = fromRow >= 0 && toRow >= 0;
    if (rows) {
        // Column to column: leave the referencing row sideways, enter the referenced row
        // sideways. Side by side boxes face each other; stacked boxes (or a self reference)
        // both use the right side, with a loop out to the right.
        const qreal fromY = columnRect(fromBox, fromRow).center().y();
        const qreal toY = columnRect(toBox, toRow).center().y();
        QPointF a, b;
        qreal outA = 1, outB = 1;
        if (toBox.left() > fromBox.right() + 24) {
            a = QPointF(fromBox.right(), fromY);
            b = QPointF(toBox.left(), toY);
            outB = -1;
        } else if (toBox.right() < fromBox.left() - 24) {
            a = QPointF(fromBox.left(), fromY);
            b = QPointF(toBox.right(), toY);
            outA = -1;
        } else {
            a = QPointF(fromBox.right(), fromY);
            b = QPointF(toBox.right(), toY);
        }
        const qreal reach = outA == outB ? 46.0 : std::max(30.0, std::abs(b.x() - a.x()) / 2);
        path.moveTo(a);
        const qreal lift = std::abs(a.y() - b.y()) < 4 && outA == outB ? 14 : 0; // same row: open the loop
        beforeEnd = b + QPointF(outB * reach, lift);
        path.cubicTo(a + QPointF(outA * reach, -lift), beforeEnd, b);
        start = a;
        end = b;
    } else if (fromBox == toBox) {
        // Self reference: a loop on the right side.
        const QPointF a(fromBox.right(), fromBox.top() + 14), b(fromBox.right(), fromBox.top() + 34);
        path.moveTo(a);
        beforeEnd = b + QPointF(40, 10);
        path.cubicTo(a + QPointF(40, -10), beforeEnd, b);
        start = a;
        end = b;
    } else {
        std::tie(start, end) = connectBoxes(fromBox, toBox);
        path.moveTo(start);
        path.lineTo(end);
        beforeEnd = start;
    }
    QString label;
    if (showLabel) {
        label = foreignKey.name.isEmpty() ? QStringLiteral("FK") : foreignKey.name;
        if (foreignKey.onDelete == OnDelete::Cascade)
            label += QStringLiteral(" (CASCADE)");
    }
    const QRectF labelRect = showLabel ? edgeLabelRect(path, label, m_bodyMetrics, false) : QRectF();
    if (!edgeShows(exposed, path, labelRect))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // A dash is four pen widths long.
    const bool marks = 4 * 1.4 * scale >= kMinMarkPixels;
    QPen pen(m_style.foreignKeyEdge, 1.4, marks ? Qt::DashLine : Qt::SolidLine);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    if (marks) {
        pen.setStyle(Qt::SolidLine);
        painter->setPen(pen);
        // A dot on the referencing column, an open arrow into the referenced one.
        painter->setBrush(m_style.foreignKeyEdge);
        painter->drawEllipse(start, 3.2, 3.2);
        painter->setBrush(Qt::NoBrush);
        drawArrowHead(painter, end, beforeEnd, 10, false);
    }
    if (showLabel)
        drawEdgeLabel(painter, labelRect, label, m_style.font, m_style.foreignKeyEdge);
    painter->restore();
}

std::pair<int, int> DiagramPainter::foreignKeyRows(const Table &from, const Table &to, const ForeignKey &foreignKey)
{
    auto indexOf = [](const Table &table, const QString &name) {
        for (size_t i = 0; i < table.columns.size(); ++i)
            if (table.columns[i].name == name)
                return int(i);
        return -1;
    };
    const int fromRow = foreignKey.columns.isEmpty() ? -1 : indexOf(from, foreignKey.columns.front());
    QString referenced = foreignKey.referencedColumns.isEmpty() ? QString() : foreignKey.referencedColumns.front();
    if (referenced.isEmpty() && !to.primaryKey.empty())
        referenced = to.primaryKey.front().column;
    const int toRow = referenced.isEmpty() ? -1 : indexOf(to, referenced);
    return {fromRow, toRow};
}

int DiagramPainter::rowAt(const QRectF &box, const Table &table, const QPointF &point) const
{
    if (!box.contains(point) || table.columns.empty())
        return -1;
    const qreal offset = point.y() - (box.top() + m_headerLineHeight + 3);
    if (offset < 0)
        return -1;
    const int row = int(offset / m_lineHeight);
    return row < int(table.columns.size()) ? row : -1;
}

QRectF DiagramPainter::keyMarkerRect(const QRectF &box, int row) const
{
    const QRectF r = columnRect(box, row);
    return QRectF(r.left(), r.top(), kKeyColumnWidth, r.height());
}

QString DiagramPainter::schemaGroupOf(const QString &tableName) { return namedSchemaGroup(tableName); }

QRectF DiagramPainter::schemaGroupRect(const QRectF &memberBounds) const
{
    return memberBounds.adjusted(-kGroupPadding, -kGroupPadding - m_headerLineHeight, kGroupPadding, kGroupPadding);
}

void DiagramPainter::paintSchemaGroup(QPainter *painter, const QRectF &frame, const QString &name) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_style.groupBorder, 1.2, Qt::DashLine));
    painter->setBrush(m_style.groupFill);
    painter->drawRoundedRect(frame, 8, 8);
    // The label: the schema's name in a tab on the frame's top edge.
    painter->setFont(m_style.headerFont);
    const qreal width = m_headerMetrics.horizontalAdvance(name) + 2 * kPadding;
    const QRectF tab(frame.left() + 10, frame.top() + 4, std::min(width, frame.width() - 20), m_headerLineHeight - 4);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_style.groupBorder);
    painter->drawRoundedRect(tab, 4, 4);
    painter->setPen(Qt::white);
    painter->drawText(tab, Qt::AlignCenter, m_headerMetrics.elidedText(name, Qt::ElideRight, tab.width() - 4));
    painter->restore();
}

QHash<QString, QRectF> DiagramPainter::schemaGroupFrames(const Schema &schema, const QHash<QString, QRectF> &boxesByName) const
{
    QHash<QString, QRectF> members;
    for (const Table &table : schema.tables) {
        const QString group = schemaGroupOf(table.name);
        if (group.isEmpty())
            continue;
        if (const auto box = boxesByName.constFind(table.name); box != boxesByName.constEnd())
            members[group] |= *box;
    }
    for (auto it = members.begin(); it != members.end(); ++it)
        it.value() = schemaGroupRect(it.value());
    return members;
}

QRectF DiagramPainter::diagramBounds(const Schema &schema, const QHash<ObjectId, QPointF> &positions, DetailLevel level) const
{
    QRectF bounds;
    QHash<QString, QRectF> boxes;
    for (const Table &table : schema.tables) {
        if (!positions.contains(table.id))
            continue;
        const QRectF box(positions.value(table.id), tableSize(table, level));
        boxes.insert(table.name, box);
        bounds |= box;
    }
    for (const QRectF &frame : schemaGroupFrames(schema, boxes))
        bounds |= frame;
    return bounds.adjusted(-40, -40, 40, 40);
}

void DiagramPainter::paintDiagram(QPainter *painter, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                                  DetailLevel level, const QRectF &exposed, const std::function<bool()> &stop) const
{
    // Polled every 64 tables: often enough to stop within milliseconds, rarely enough to cost
    // nothing (the callback reads an atomic).
    const auto stopped = [&stop](size_t i) { return stop && i % 64 == 0 && stop(); };
    QHash<QString, QRectF> boxes;
    QHash<QString, const Table *> tables;
    for (const Table &table : schema.tables) {
        if (positions.contains(table.id)) {
            boxes.insert(table.name, QRectF(positions.value(table.id), tableSize(table, level)));
            tables.insert(table.name, &table);
        }
    }
    // Named schema frames under everything, in a stable (name) order.
    const QHash<QString, QRectF> frames = schemaGroupFrames(schema, boxes);
    QStringList groups = frames.keys();
    groups.sort();
    for (const QString &group : std::as_const(groups))
        paintSchemaGroup(painter, frames.value(group), group);
    const bool full = level == DetailLevel::Full;
    // A little room for what is drawn just outside a box (its outline's antialiasing, badges).
    const QRectF visible = exposed.isNull() ? QRectF() : exposed.adjusted(-8, -8, 8, 8);
    for (size_t i = 0; i < schema.tables.size(); ++i) {
        if (stopped(i))
            return;
        const Table &table = schema.tables[i];
        if (!boxes.contains(table.name))
            continue;
        if (table.interleave && boxes.contains(table.interleave->parent))
            paintInterleaveEdge(painter, boxes.value(table.interleave->parent), boxes.value(table.name), *table.interleave,
                                full, visible);
        for (const ForeignKey &fk : table.foreignKeys) {
            if (!boxes.contains(fk.referencedTable))
                continue;
            const auto [fromRow, toRow] = full ? foreignKeyRows(table, *tables.value(fk.referencedTable), fk) : std::pair(-1, -1);
            paintForeignKeyEdge(painter, boxes.value(table.name), boxes.value(fk.referencedTable), fk, full, fromRow, toRow,
                                visible);
        }
    }
    for (size_t i = 0; i < schema.tables.size(); ++i) {
        if (stopped(i))
            return;
        const Table &table = schema.tables[i];
        const auto box = boxes.constFind(table.name);
        if (box == boxes.constEnd() || (!visible.isNull() && !visible.intersects(*box)))
            continue;
        paintTable(painter, *box, table, schema.dialect, level, decorationFor(table, schema));
    }
}

} // namespace ssd
