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
    void fitAll();
    void centerOnTable(ObjectId id);

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    DiagramScene *m_scene;
    bool m_panning = false;
    QPoint m_panStart;
};

} // namespace ssd
