#pragma once

// The view on the diagram: zoom (Ctrl+wheel, actions), pan (middle or right button drag, or
// plain wheel scrolling), fit, and centring on a table found by name.

#include "schema.h"

#include <QGraphicsView>

namespace ssd {

class DiagramScene;

class DiagramView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    DiagramScene *diagramScene() const { return m_scene; }
    qreal zoom() const;
    void setZoom(qreal zoom);
    void zoomIn();
    void zoomOut();
    // The whole diagram, at most at 100 %.
    void fitAll();
    // How a design is first shown: the whole diagram when its table names read at that zoom;
    // else, for designs of up to kReadableTables tables, the smallest zoom at which every name
    // reads, showing the part of the diagram with the most whole tables. Bigger designs are
    // fitted whole: a readable zoom would show a small corner of them.
    void showFirstLook();
    // The same, unless the user has zoomed, scrolled, panned or found a table since the last
    // first look: opening a big design shows it at once and refines its placement in a worker
    // for seconds, and the refined diagram must not pull the view away from where the user went.
    void showFirstLookUnlessMoved();
    static constexpr int kReadableTables = 30;
    void centerOnTable(ObjectId id);

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRectF diagramBounds() const;

    DiagramScene *m_scene;
    bool m_panning = false;
    QPoint m_panStart;
    bool m_userMoved = false; // see showFirstLookUnlessMoved()
};

} // namespace ssd
