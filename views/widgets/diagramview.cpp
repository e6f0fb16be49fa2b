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

// The part of `bounds` of `size` that shows the most of `names` (where table names are drawn):
// centred along a direction the diagram fits in; along another, starting a little before one of
// the names (the top-most, then left-most, of the best), so that a blank corner of the layout
// does not take the first look.
QRectF busiestWindow(const QRectF &bounds, const QSizeF &size, const QList<QRectF> &names)
{
    constexpr qreal kMargin = 30;
    auto starts = [&names](qreal low, qreal extent, qreal span, qreal (QRectF::*edge)() const) {
        if (span >= extent)
            return QList<qreal>{low - (span - extent) / 2};
        QList<qreal> list{low};
        for (const QRectF &box : names)
            list << std::clamp((box.*edge)() - kMargin, low, low + extent - span);
        std::sort(list.begin(), list.end());
        return list;
    };
    const QList<qreal> xs = starts(bounds.left(), bounds.width(), size.width(), &QRectF::left);
    const QList<qreal> ys = starts(bounds.top(), bounds.height(), size.height(), &QRectF::top);
    QRectF best(QPointF(xs.front(), ys.front()), size);
    int bestCount = -1;
    for (const qreal y : ys)
        for (const qreal x : xs) {
            const QRectF window(QPointF(x, y), size);
            const auto count = std::count_if(names.begin(), names.end(), [&window](const QRectF &name) { return window.contains(name); });
            if (count > bestCount) {
                bestCount = int(count);
                best = window;
            }
        }
    return best;
}
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
    // Scroll bars dragged or clicked, and keys that scroll, act through the bars' actions.
    for (QScrollBar *bar : {horizontalScrollBar(), verticalScrollBar()})
        connect(bar, &QAbstractSlider::actionTriggered, this, [this] { m_userMoved = true; });
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

void DiagramView::zoomIn()
{
    m_userMoved = true;
    setZoom(zoom() * kStep);
}

void DiagramView::zoomOut()
{
    m_userMoved = true;
    setZoom(zoom() / kStep);
}

// The margin is the scene rect's: a fit of exactly the scene rect is never clamped by the scroll
// range (the view centres a scene smaller than the viewport).
QRectF DiagramView::diagramBounds() const
{
    constexpr qreal m = DiagramScene::kSceneMargin;
    return scene()->itemsBoundingRect().adjusted(-m, -m, m, m);
}

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
    m_userMoved = false;
    fitAll();
    if (m_scene->tableItemCount() > kReadableTables)
        return;
    qreal readable = std::max(zoom(), m_scene->readableZoom());
    while (readable < 1.0 && !m_scene->namesWholeAt(readable))
        readable *= 1.02;
    readable = std::min(1.0, readable);
    if (readable <= zoom())
        return;
    setZoom(readable);
    const DiagramPainter &painter = m_scene->diagramPainter();
    QList<QRectF> names;
    for (const Table &table : m_scene->document()->schema().tables)
        if (const TableItem *item = m_scene->tableItem(table.id))
            names << painter.nameLabelBounds(painter.nameLabel(item->box(), item->table(), item->decoration(), zoom(),
                                                               painter.detailLevelAt(zoom())));
    centerOn(busiestWindow(diagramBounds(), QSizeF(viewport()->size()) / zoom(), names).center());
}

void DiagramView::showFirstLookUnlessMoved()
{
    if (!m_userMoved)
        showFirstLook();
}

void DiagramView::centerOnTable(ObjectId id)
{
    if (TableItem *item = m_scene->tableItem(id)) {
        m_userMoved = true;
        if (m_scene->diagramPainter().detailLevelAt(zoom()) == DetailLevel::NamesOnly)
            setZoom(0.8); // the columns of the table found
        centerOn(item);
    }
}

void DiagramView::wheelEvent(QWheelEvent *event)
{
    m_userMoved = true;
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
        m_userMoved = true;
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
