#pragma once

// An interleave (parent -> child) or foreign-key edge. It reads the boxes of its two table
// items every time it paints, so it follows drags without touching the model.

#include "schema.h"

#include <QGraphicsItem>

namespace ssd {

class DiagramScene;
class TableItem;

class EdgeItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };
    enum class Kind { Interleave, ForeignKey };

    EdgeItem(DiagramScene *scene, Kind kind, TableItem *from, TableItem *to);

    Kind kind() const { return m_kind; }
    TableItem *from() const { return m_from; } // interleave: the parent; FK: the referencing table
    TableItem *to() const { return m_to; }     // interleave: the child; FK: the referenced table
    // The table that declares the edge: the interleaved child, the referencing table.
    ObjectId ownerId() const;
    void setInterleave(const Interleave &interleave) { m_interleave = interleave; }
    void setForeignKey(const ForeignKey &foreignKey) { m_foreignKey = foreignKey; }
    const Interleave &interleave() const { return m_interleave; }
    const ForeignKey &foreignKey() const { return m_foreignKey; }
    void endsMoved(); // geometry follows the table items

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    DiagramScene *m_scene;
    Kind m_kind;
    TableItem *m_from;
    TableItem *m_to;
    Interleave m_interleave;
    ForeignKey m_foreignKey;
    QRectF m_bounds;
};

} // namespace ssd
