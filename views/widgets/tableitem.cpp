#include "tableitem.h"

#include "diagramscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

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
    m_table = table;
    m_decoration = decoration;
    if (const QSizeF size = m_scene->diagramPainter().tableSize(table); size != m_size) {
        prepareGeometryChange();
        m_size = size;
    }
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
}

QVariant TableItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        m_scene->tableItemMoved(this);
    return QGraphicsItem::itemChange(change, value);
}

} // namespace ssd
