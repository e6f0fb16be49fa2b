#include "tableitem.h"

#include "diagramscene.h"

#include <QPainter>
#include <QPolygonF>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace ssd {

TableItem::TableItem(DiagramScene *scene, ObjectId id)
    : m_scene(scene)
    , m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
    setCacheMode(DeviceCoordinateCache);
    setZValue(1);
}

void TableItem::sync(const Table &table, const TableDecoration &decoration)
{
    prepareGeometryChange();
    m_table = table;
    m_decoration = decoration;
    m_size = m_scene->diagramPainter().tableSize(table);
    setToolTip(table.comment); // the note marker's text, on hover
    update();
}

void TableItem::setDecoration(const TableDecoration &decoration)
{
    m_decoration = decoration;
    update();
}

void TableItem::setDropState(bool target, bool refused)
{
    if (m_decoration.dropTarget == target && m_decoration.dropRefused == refused)
        return;
    m_decoration.dropTarget = target;
    m_decoration.dropRefused = refused;
    update();
}

QRectF TableItem::boundingRect() const { return QRectF(QPointF(-3, -3), m_size + QSizeF(6, 6)); }

void TableItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    TableDecoration decoration = m_decoration;
    decoration.selected = isSelected();
    const DiagramPainter &dp = m_scene->diagramPainter();
    // Zoomed far out the box keeps its size (the layout and the edges depend on it) and shows its
    // name only, fitted to the box at this zoom.
    dp.paintTable(painter, QRectF(QPointF(0, 0), m_size), m_table, m_scene->document()->schema().dialect,
                  dp.detailLevelAt(lod), decoration, lod);
    if (!m_table.comment.isEmpty() && lod >= 0.4)
        paintNoteMarker(painter);
}

// A small note with a folded corner in the header, left of the finding and index badges (the
// painter's header layout says where they are): this table has a comment (shown in its tooltip
// and in Properties).
void TableItem::paintNoteMarker(QPainter *painter) const
{
    const HeaderLayout header = m_scene->diagramPainter().headerLayout(QRectF(QPointF(0, 0), m_size), m_table, m_decoration);
    const qreal w = 9, h = 11, fold = 3;
    qreal right = m_size.width() - 5;
    for (const QRectF &badge : {header.findingBadge, header.indexBadge})
        if (!badge.isEmpty())
            right = std::min(right, badge.left() - 3);
    const QPointF origin(right - w, 5);
    const QPolygonF note({origin, origin + QPointF(w - fold, 0), origin + QPointF(w, fold), origin + QPointF(w, h),
                          origin + QPointF(0, h)});
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x8a, 0x6d, 0x00), 1));
    painter->setBrush(QColor(0xff, 0xe0, 0x7a));
    painter->drawPolygon(note);
    for (qreal y : {4.5, 7.0})
        painter->drawLine(origin + QPointF(2, y), origin + QPointF(w - 2, y));
    painter->restore();
}

QVariant TableItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        m_scene->tableItemMoved(this);
    return QGraphicsItem::itemChange(change, value);
}

} // namespace ssd
