#pragma once

// The frame of a named schema in the diagram: a labelled box around the tables whose names are
// qualified with the schema ("sales.Orders"). It only draws; the scene tells it its members and
// when they move.

#include <QGraphicsItem>
#include <QList>
#include <QString>

namespace ssd {

class DiagramScene;
class TableItem;

class SchemaGroupItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    SchemaGroupItem(DiagramScene *scene, const QString &name);

    QString name() const { return m_name; }
    void addMember(TableItem *item);
    void removeMember(TableItem *item);
    const QList<TableItem *> &members() const { return m_members; }
    void membersMoved(); // the frame follows its tables
    QRectF frame() const { return m_frame; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    DiagramScene *m_scene;
    QString m_name;
    QList<TableItem *> m_members;
    QRectF m_frame;
};

} // namespace ssd
