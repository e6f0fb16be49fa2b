#pragma once

// Painting of the schema diagram with QtGui only: table boxes, interleave edges and foreign-key
// edges. The designer's scene items and the CLI's `render` command call the same code, so a
// rendered file looks like the window.
//
// Sizes are measured with the painter's own fonts (the auto-layout passes them to Graphviz as
// fixed node sizes). Fonts need a QGuiApplication (the CLI creates one on the offscreen
// platform).

#include "schema.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPointF>
#include <QRectF>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace ssd {

enum class DetailLevel {
    Full,      // header, every column with type, NOT NULL and key markers
    NamesOnly, // the table name only (zoomed far out)
};

// What the diagram shows next to a table beyond the schema itself.
struct TableDecoration
{
    int depth = 1;           // interleave level (1 = root), tints the header
    int indexCount = 0;      // shown as a badge
    bool selected = false;
    int findingCount = 0;
    QColor findingColor;     // severity colour of the worst finding; invalid = none
    bool dropTarget = false; // a table being dragged onto this one would be interleaved in it
    bool dropRefused = false;
    // The query selected in the Queries dock reads this table (outlined in DiagramStyle::queryRead),
    // through the secondary index `queryIndex` (named in the index badge instead of the count) or
    // its primary key (empty), filtering on `queryColumns` (their rows tinted).
    bool queried = false;
    QString queryIndex;
    QStringList queryColumns;
};

// Where a table header's parts go: the name left, the badges right (findings, then indexes).
struct HeaderLayout
{
    QRectF name;
    QString shownName;   // the table name, elided at its end when the badges need the room
    QRectF findingBadge; // empty when there is no finding
    QRectF indexBadge;   // empty when there is no index
    QString shownIndex;  // the badge's text when it names the selected query's index (elided)
    QRectF noteMarker;   // empty when the table has no comment
};

// A table name as a names-only box draws it (the designer zoomed far out, `render --names-only`):
// as large as the header font on screen, smaller to fit the box, but never smaller than
// DiagramPainter::kMinNamePixels on screen, on two lines split at a word boundary when one is
// too long for the box; a name that does not fit even so is elided at its end, so it is never
// cut on both sides.
struct NameLabel
{
    QFont font;        // in scene units: its size on screen is its pixel size times the view's scale
    QStringList lines; // the name on one line or two, or its start and an ellipsis on one; empty
                       // when the box is too small on screen for any text at kMinNamePixels
    QRectF rect;       // the lines are aligned in it and never wider than it
    Qt::Alignment alignment = Qt::AlignCenter;
    bool whole = false; // the lines hold the whole name
    QString text() const; // the lines joined: the name when whole
};

struct DiagramStyle
{
    QFont font;
    QFont headerFont;
    QColor background = QColor(0xfa, 0xfa, 0xf7);
    QColor boxFill = Qt::white;
    QColor boxBorder = QColor(0x5f, 0x6b, 0x7a);
    QColor text = QColor(0x20, 0x24, 0x2a);
    QColor mutedText = QColor(0x7a, 0x80, 0x88);
    QColor keyFill = QColor(0xf2, 0xb1, 0x34);
    QColor selection = QColor(0x1a, 0x73, 0xe8);
    QColor interleaveEdge = QColor(0x1a, 0x4f, 0x9c);
    QColor foreignKeyEdge = QColor(0xb0, 0x5a, 0x10);
    QColor groupFill = QColor(0xee, 0xf1, 0xf6);
    QColor groupBorder = QColor(0x9a, 0xa5, 0xb4);
    QColor queryRead = QColor(0x0b, 0x80, 0x43); // what the selected query reads
    QColor noteFill = QColor(0xff, 0xe0, 0x7a);  // the header's note marker: the table has a comment
    QColor noteBorder = QColor(0x8a, 0x6d, 0x00);
    DiagramStyle();
};

class DiagramPainter
{
public:
    explicit DiagramPainter(const DiagramStyle &style = {});

    const DiagramStyle &style() const { return m_style; }

    // Display text of a type in a dialect: "STRING(MAX)", "ARRAY<INT64>", "varchar(20)".
    static QString typeText(const ColumnType &type, Dialect dialect);
    // "1", "2 DESC" for key columns, empty otherwise.
    static QString keyMarker(const Table &table, const Column &column);

    // Table names are never drawn smaller than this on screen (logical pixels): under it a name
    // is elided at its end instead of shrinking further.
    static constexpr qreal kMinNamePixels = 8;
    // Badge numbers, arrow heads and dashes are not drawn smaller than this on screen (pixels):
    // a far zoomed-out view of thousands of tables shows boxes, badges and lines without them.
    static constexpr qreal kMinMarkPixels = 2;
    // Below this scale column text (9 pt) would be under 5.4 px: the views draw names-only boxes.
    static constexpr qreal kNamesOnlyBelowScale = 0.45;
    qreal namesOnlyBelowScale() const { return kNamesOnlyBelowScale; }
    DetailLevel detailLevelAt(qreal scale) const
    {
        return scale < kNamesOnlyBelowScale ? DetailLevel::NamesOnly : DetailLevel::Full;
    }
    // The table name as a box at `box` of `level` draws it at `scale` (1 for a file: scene units
    // are pixels): the names-only label, or the full-detail header's name (in the header font, or
    // at kMinNamePixels on screen where that font would be smaller, elided at the end).
    NameLabel nameLabel(const QRectF &box, const Table &table, const TableDecoration &decoration, qreal scale = 1,
                        DetailLevel level = DetailLevel::NamesOnly) const;
    // From this scale on the header font is at least kMinNamePixels on screen.
    qreal headerFontReadsFrom() const { return kMinNamePixels / m_headerPixels; }
    // Whether the views, which pick the level by scale, show the whole name of the table.
    bool nameWholeAt(const QRectF &box, const Table &table, const TableDecoration &decoration, qreal scale) const
    {
        return nameLabel(box, table, decoration, scale, detailLevelAt(scale)).whole;
    }
    // Where a label's text is drawn (its lines centred in label.rect).
    static QRectF nameLabelBounds(const NameLabel &label);
    // The smallest scale at which the views show the table's whole name (nameWholeAt()), at most
    // the scale from which full detail draws the header font at kMinNamePixels or more.
    qreal readableScale(const QRectF &box, const Table &table, const TableDecoration &decoration) const;
    // The DPI that text is measured at (the primary screen's logical DPI, 96 without one): files
    // are painted at it so that one scene unit is one pixel and text fits the measured boxes.
    static int measuringDpi();
    // measuringDpi() as it was when this painter was made. The screen is read on the thread that
    // makes the painter: one made on the GUI thread and handed to a worker (File > Export
    // Diagram) lets the worker paint without touching QScreen, which is not thread-safe.
    int dpi() const { return m_dpi; }

    QSizeF tableSize(const Table &table, DetailLevel level = DetailLevel::Full) const;
    HeaderLayout headerLayout(const QRectF &box, const Table &table, const TableDecoration &decoration) const;
    qreal headerHeight() const;
    qreal rowHeight() const;
    // The row of column `index` inside a box at `box` (Full detail).
    QRectF columnRect(const QRectF &box, int index) const;

    // `decoration` carries what needs the whole schema (depth, index count) so that painting one
    // box stays O(columns) on 5,000-table schemas; decorationFor() computes it the slow way.
    // `scale` (screen pixels per scene unit) sizes the names-only label (nameLabel()).
    void paintTable(QPainter *painter, const QRectF &box, const Table &table, Dialect dialect,
                    DetailLevel level = DetailLevel::Full, const TableDecoration &decoration = {},
                    qreal scale = 1) const;
    static TableDecoration decorationFor(const Table &table, const Schema &schema);

    // Interleave edge: parent above, child below (top-down hierarchies). Thick, solid, with a
    // diamond at the parent and the ON DELETE action written near the child. At a `scale` where
    // the arrow heads (and a foreign key's dashes and dot) would be under kMinMarkPixels on
    // screen, the edges of a far zoomed-out view are plain lines: the marks cost more to paint
    // than the lines and cannot be seen.
    void paintInterleaveEdge(QPainter *painter, const QRectF &parentBox, const QRectF &childBox,
                             const Interleave &interleave, bool showLabel = true, const QRectF &exposed = QRectF(),
                             qreal scale = 1) const;
    // Foreign key: thin, dashed, from a dot at the referencing column's row to an open arrow at
    // the referenced column's row (column to column), leaving and entering the boxes sideways so
    // that it never looks like a top-down interleave edge. A row of -1 (or names-only boxes)
    // connects the boxes themselves.
    void paintForeignKeyEdge(QPainter *painter, const QRectF &fromBox, const QRectF &toBox,
                             const ForeignKey &foreignKey, bool showLabel = true, int fromRow = -1,
                             int toRow = -1, const QRectF &exposed = QRectF(), qreal scale = 1) const;
    // The rows an edge of `foreignKey` (declared on `from`, referencing `to`) attaches to: its
    // first column and first referenced column (the referenced table's first key column when
    // the key names none); -1 when a column is missing.
    static std::pair<int, int> foreignKeyRows(const Table &from, const Table &to, const ForeignKey &foreignKey);
    // The row under a point in a box at Full detail, or -1 (header, padding, outside).
    int rowAt(const QRectF &box, const Table &table, const QPointF &point) const;
    // Where the key marker of a row is drawn (clicking there toggles key membership).
    QRectF keyMarkerRect(const QRectF &box, int row) const;

    // Named schemas: tables "sch.Name" belong to the group "sch"; unqualified tables to none.
    static QString schemaGroupOf(const QString &tableName);
    // The frame drawn around the boxes of a group's tables (their union), with room for the
    // label above them.
    QRectF schemaGroupRect(const QRectF &memberBounds) const;
    void paintSchemaGroup(QPainter *painter, const QRectF &frame, const QString &name) const;
    // The group frames of the tables that have a box, by group name.
    QHash<QString, QRectF> schemaGroupFrames(const Schema &schema, const QHash<QString, QRectF> &boxesByName) const;

    // Where the segment between the centres of two boxes leaves `from` and enters `to`.
    static std::pair<QPointF, QPointF> connectBoxes(const QRectF &from, const QRectF &to);

    // The whole diagram (edges under boxes) for tables with a position; returns the bounds.
    QRectF diagramBounds(const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                         DetailLevel level = DetailLevel::Full) const;
    // A non-null `exposed` (scene coordinates) skips the tables and edges that lie outside it, for
    // painting a big diagram piece by piece (a PNG band): stroking every edge, dashes and all, in
    // every band was half of the painting at 200 tables, although clipping hid the result. An
    // edge is skipped by the rectangle of its curve's control points, arrow heads and label.
    // Schema frames are always drawn (few, and cheap). A `stop` that returns true ends the
    // painting before the next edge or table (an export cancelled while it paints).
    void paintDiagram(QPainter *painter, const Schema &schema, const QHash<ObjectId, QPointF> &positions,
                      DetailLevel level = DetailLevel::Full, const QRectF &exposed = QRectF(),
                      const std::function<bool()> &stop = {}) const;

private:
    static QColor headerColor(int depth);
    // Header badges: the findings count (a pill) and the index count ("3 idx").
    qreal findingBadgeWidth(int count) const;
    qreal indexBadgeWidth(int count) const;
    // Room kept right of the table name so that badges of up to two digits never cover it.
    qreal badgeReserve() const;
    void paintNoteMarker(QPainter *painter, const QRectF &marker) const;
    // Text widths are measured once per distinct text: shaping dominated opening big schemas
    // (every table is measured for the layout and again for its item), and column names and
    // type spellings repeat across tables. Not thread-safe: one painter per thread. A copy is
    // its own painter (the hashes are implicitly shared, copied when one of them is written), so
    // a copy may go to another thread.
    qreal cachedAdvance(const QFontMetricsF &metrics, QHash<QString, qreal> &cache, const QString &text) const;
    // Where a names-only box centres its label: below the badges in a box of full-detail height
    // (the designer's boxes keep their size when zoomed out), beside them in a names-only one.
    QRectF nameLabelRect(const QRectF &box, const Table &table, const TableDecoration &decoration) const;
    // The header font at `pixels` scene units.
    QFont headerFontAt(qreal pixels) const;
    NameLabel headerNameLabel(const QRectF &box, const Table &table, const TableDecoration &decoration, qreal scale) const;
    NameLabel namesOnlyLabel(const QRectF &box, const Table &table, const TableDecoration &decoration, qreal scale) const;

    mutable QHash<QString, qreal> m_bodyAdvances;
    mutable QHash<QString, qreal> m_boldAdvances;
    mutable QHash<QString, qreal> m_headerAdvances;

    DiagramStyle m_style;
    // Measured once: tableSize() runs for every table on every rebuild.
    QFontMetricsF m_bodyMetrics;
    QFontMetricsF m_boldMetrics;
    QFontMetricsF m_headerMetrics;
    qreal m_lineHeight;
    qreal m_headerLineHeight;
    int m_dpi;
    qreal m_headerPixels; // the header font's size in scene units (pixels at the measuring DPI)
};

} // namespace ssd
