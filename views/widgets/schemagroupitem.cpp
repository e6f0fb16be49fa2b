#include "schemagroupitem.h"

#include "diagramscene.h"
#include "tableitem.h"

namespace ssd {

SchemaGroupItem::SchemaGroupItem(DiagramScene *scene, const QString &name)
    : m_scene(scene)
    , m_name(name)
{
    setZValue(-1); // under edges and tables
    setAcceptedMouseButtons(Qt::NoButton);
}

void SchemaGroupItem::addMember(TableItem *item)
{
    m_members.append(item);
    membersMoved();
}

void SchemaGroupItem::removeMember(TableItem *item)
{
    m_members.removeOne(item);
    membersMoved();
}

void SchemaGroupItem::membersMoved()
{
    QRectF bounds;
    for (const TableItem *item : std::as_const(m_members))
        bounds |= item->box();
    prepareGeometryChange();
    m_frame = bounds.isNull() ? QRectF() : m_scene->diagramPainter().schemaGroupRect(bounds);
    update();
}

QRectF SchemaGroupItem::boundingRect() const { return m_frame.adjusted(-2, -2, 2, 2); }

void SchemaGroupItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_frame.isNull())
        m_scene->diagramPainter().paintSchemaGroup(painter, m_frame, m_name);
}

} // namespace ssd
