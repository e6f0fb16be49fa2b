#include "edgeitem.h"

#include "diagramscene.h"
#include "tableitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace ssd {

EdgeItem::EdgeItem(DiagramScene *scene, Kind kind, TableItem *from, TableItem *to)
    : m_scene(scene)
    , m_kind(kind)
    , m_from(from)
    , m_to(to)
{
    setZValue(kind == Kind::Interleave ? 0.5 : 0.4);
    m_bounds = (from->box() | to->box()).adjusted(-60, -30, 60, 30);
}

ObjectId EdgeItem::ownerId() const { return (m_kind == Kind::Interleave ? m_to : m_from)->tableId(); }

void EdgeItem::endsMoved()
{
    prepareGeometryChange();
    // Generous margins: labels, arrow heads and the self-reference loop stick out of the boxes.
    m_bounds = (m_from->box() | m_to->box()).adjusted(-60, -30, 60, 30);
}

QRectF EdgeItem::boundingRect() const { return m_bounds; }

void EdgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const DiagramPainter &dp = m_scene->diagramPainter();
    // Edge labels are drawn with the columns, not with names-only boxes.
    const qreal scale = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool labels = dp.detailLevelAt(scale) == DetailLevel::Full;
    if (m_kind == Kind::Interleave)
        dp.paintInterleaveEdge(painter, m_from->box(), m_to->box(), m_interleave, labels, QRectF(), scale);
    else {
        // Column to column; the rows are looked up per paint (columns may have moved).
        const auto [fromRow, toRow] = DiagramPainter::foreignKeyRows(m_from->table(), m_to->table(), m_foreignKey);
        dp.paintForeignKeyEdge(painter, m_from->box(), m_to->box(), m_foreignKey, labels, fromRow, toRow, QRectF(), scale);
    }
}

} // namespace ssd
