#include "tableitem.h"

#include "diagramscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace ssd {

namespace {
// Below this scale the columns are unreadable: draw names only, in a font that stays legible.
constexpr qreal kNamesOnlyBelow = 0.45;
} // namespace

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
    const QRectF box(QPointF(0, 0), m_size);
    const DiagramPainter &dp = m_scene->diagramPainter();
    if (lod >= kNamesOnlyBelow) {
        dp.paintTable(painter, box, m_table, m_scene->document()->schema().dialect, DetailLevel::Full, decoration);
        return;
    }
    // Names only: the whole box in the header tint with the name scaled up to stay readable.
    static const Table unnamed;
    dp.paintTable(painter, box, unnamed, m_scene->document()->schema().dialect, DetailLevel::NamesOnly, decoration);
    QFont font = dp.style().headerFont;
    font.setPointSizeF(std::min(font.pointSizeF() / std::max(lod, 0.05), m_size.height() * 0.5));
    painter->setFont(font);
    painter->setPen(dp.style().text);
    painter->drawText(box.adjusted(4, 2, -4, -2), Qt::AlignCenter | Qt::TextWordWrap, m_table.name);
}

QVariant TableItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        m_scene->tableItemMoved(this);
    return QGraphicsItem::itemChange(change, value);
}

} // namespace ssd
