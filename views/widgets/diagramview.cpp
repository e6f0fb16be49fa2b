#include "diagramview.h"

#include "diagramscene.h"
#include "tableitem.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace ssd {

namespace {
constexpr qreal kMinZoom = 0.02;
constexpr qreal kMaxZoom = 4.0;
constexpr qreal kStep = 1.25;
} // namespace

DiagramView::DiagramView(DiagramScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(RubberBandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState);
}

qreal DiagramView::zoom() const { return transform().m11(); }

void DiagramView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(zoom, this->zoom()))
        return;
    setTransform(QTransform::fromScale(zoom, zoom));
    Q_EMIT zoomChanged(zoom);
}

void DiagramView::zoomIn() { setZoom(zoom() * kStep); }
void DiagramView::zoomOut() { setZoom(zoom() / kStep); }

QRectF DiagramView::diagramBounds() const { return scene()->itemsBoundingRect().adjusted(-30, -30, 30, 30); }

void DiagramView::fitAll()
{
    const QRectF bounds = diagramBounds();
    if (bounds.isEmpty())
        return;
    fitInView(bounds, Qt::KeepAspectRatio);
    // Never magnify a small schema beyond 100 %: it looks blurry and hides the size of things.
    if (zoom() > 1.0)
        setTransform(QTransform());
    centerOn(bounds.center());
    Q_EMIT zoomChanged(zoom());
}

void DiagramView::showFirstLook()
{
    fitAll();
    if (m_scene->tableItemCount() > kReadableTables)
        return;
    const qreal readable = std::min(1.0, m_scene->readableZoom());
    if (zoom() >= readable)
        return;
    setZoom(readable);
    // Along a direction the diagram fits in, centred; along the other, from its start.
    const QRectF bounds = diagramBounds();
    const QSizeF visible = QSizeF(viewport()->size()) / zoom();
    centerOn(visible.width() >= bounds.width() ? bounds.center().x() : bounds.left() + visible.width() / 2,
             visible.height() >= bounds.height() ? bounds.center().y() : bounds.top() + visible.height() / 2);
}

void DiagramView::centerOnTable(ObjectId id)
{
    if (TableItem *item = m_scene->tableItem(id)) {
        if (m_scene->diagramPainter().detailLevelAt(zoom()) == DetailLevel::NamesOnly)
            setZoom(0.8); // the columns of the table found
        centerOn(item);
    }
}

void DiagramView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const qreal factor = std::pow(kStep, event->angleDelta().y() / 120.0);
        setZoom(zoom() * factor);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void DiagramView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        m_panning = true;
        m_panStart = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void DiagramView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panStart;
        m_panStart = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void DiagramView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton)) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace ssd
