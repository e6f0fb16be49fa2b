#pragma once

// A table box in the diagram. Dumb: it shows a copy of its table and its decoration; sync()
// pulls both from the model. Dragging only moves the item; the scene turns the drag into a
// MoveTablesCommand (or an interleave) when the mouse is released.

#include "diagrampainter.h"

#include <QGraphicsItem>

namespace ssd {

class DiagramScene;

class TableItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    TableItem(DiagramScene *scene, ObjectId id);

    ObjectId tableId() const { return m_id; }
    const Table &table() const { return m_table; }
    void sync(const Table &table, const TableDecoration &decoration);
    void setDecoration(const TableDecoration &decoration);
    const TableDecoration &decoration() const { return m_decoration; }
    void setDropState(bool target, bool refused);
    // The table has a comment: a note marker in its header, the comment as tooltip.
    bool showsNoteMarker() const { return !m_table.comment.isEmpty(); }
    QRectF box() const { return QRectF(pos(), m_size); }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    DiagramScene *m_scene;
    ObjectId m_id;
    Table m_table;
    TableDecoration m_decoration;
    QSizeF m_size;
};

} // namespace ssd
