#include "physicallayoutview.h"

#include "layoutpainter.h"

#include <QMouseEvent>
#include <QPainter>

namespace ssd {

namespace {

LayoutPaintOptions paintOptions(const QString &title, const QStringList &tableOrder, const std::vector<int> &readOrder,
                                const std::vector<int> &touchedSplits)
{
    LayoutPaintOptions options;
    options.readOrder = readOrder;
    options.touchedSplits = touchedSplits;
    options.title = title;
    options.tableOrder = tableOrder;
    // Narrower than the CLI's picture: the strip shares a dock, and long labels widen it anyway.
    options.boxWidth = 150;
    options.indent = 16;
    options.gutterWidth = 78;
    options.rowHeight = 21;
    options.shortHeadings = true;
    return options;
}

} // namespace

PhysicalLayoutView::PhysicalLayoutView(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void PhysicalLayoutView::setLayoutData(StorageLayout layout, SplitAssignment splits, const QString &title,
                                       const QStringList &tableOrder)
{
    m_layout = std::move(layout);
    m_splits = std::move(splits);
    m_title = title;
    m_tableOrder = tableOrder;
    m_current = -1;
    m_readOrder.clear();
    m_touchedSplits.clear();
    // The painter keeps references: it is cheap to build, so it is made where it is needed.
    m_size = LayoutPainter(m_layout, m_splits, paintOptions(m_title, m_tableOrder, m_readOrder, m_touchedSplits)).size();
    setFixedSize(m_size);
    updateGeometry();
    update();
}

void PhysicalLayoutView::setReadPath(std::vector<int> readOrder, std::vector<int> touchedSplits)
{
    if (readOrder.size() != m_layout.entries.size())
        readOrder.clear(); // a path traced over another layout
    if (readOrder == m_readOrder && touchedSplits == m_touchedSplits)
        return;
    m_readOrder = std::move(readOrder);
    m_touchedSplits = std::move(touchedSplits);
    // The badges widen the boxes.
    m_size = LayoutPainter(m_layout, m_splits, paintOptions(m_title, m_tableOrder, m_readOrder, m_touchedSplits)).size();
    setFixedSize(m_size);
    updateGeometry();
    update();
}

void PhysicalLayoutView::setHighlightedTables(const QSet<QString> &tables)
{
    if (tables == m_highlighted)
        return;
    m_highlighted = tables;
    update();
}

void PhysicalLayoutView::setCurrentEntry(int entry)
{
    entry = entry >= 0 && entry < int(m_layout.entries.size()) ? entry : -1;
    if (entry == m_current)
        return;
    m_current = entry;
    update();
}

QSize PhysicalLayoutView::sizeHint() const { return m_size.isValid() ? m_size : QSize(300, 200); }

QRect PhysicalLayoutView::entryRect(int entry) const
{
    return LayoutPainter(m_layout, m_splits, paintOptions(m_title, m_tableOrder, m_readOrder, m_touchedSplits)).entryRect(entry).toAlignedRect();
}

int PhysicalLayoutView::entryAt(const QPoint &pos) const
{
    const LayoutPainter painter(m_layout, m_splits, paintOptions(m_title, m_tableOrder, m_readOrder, m_touchedSplits));
    for (int i = 0; i < int(m_layout.entries.size()); ++i)
        if (painter.entryRect(i).contains(pos))
            return i;
    return -1;
}

void PhysicalLayoutView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const LayoutPainter painter(m_layout, m_splits, paintOptions(m_title, m_tableOrder, m_readOrder, m_touchedSplits));
    painter.paint(&p);
    if (m_current >= 0) {
        // The picked row: a dotted frame around it and a marker at its left edge.
        const QRectF box = painter.entryRect(m_current).adjusted(-3, -2, 3, 2);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette().color(QPalette::Text), 1.2, Qt::DotLine));
        p.drawRoundedRect(box, 4, 4);
        p.setBrush(palette().color(QPalette::Highlight));
        p.setPen(Qt::NoPen);
        p.drawEllipse(QPointF(box.left() - 5, box.center().y()), 3.5, 3.5);
    }
    // A read path says which rows matter; outlining every row of the selected tables would hide it.
    if (m_highlighted.isEmpty() || !m_readOrder.empty())
        return;
    // Selection: a strong outline around every row of the selected tables (index entries
    // count for their base table, as in the diagram).
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
    for (int i = 0; i < int(m_layout.entries.size()); ++i) {
        const LayoutEntry &e = m_layout.entries[size_t(i)];
        if (m_highlighted.contains(e.table) || m_highlighted.contains(e.object))
            p.drawRoundedRect(painter.entryRect(i).adjusted(-1, -1, 1, 1), 3, 3);
    }
}

void PhysicalLayoutView::mousePressEvent(QMouseEvent *event)
{
    const int entry = entryAt(event->position().toPoint());
    if (entry >= 0) {
        setCurrentEntry(entry);
        Q_EMIT entryClicked(entry);
    }
    QWidget::mousePressEvent(event);
}

void PhysicalLayoutView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int entry = entryAt(event->position().toPoint());
    if (entry >= 0)
        Q_EMIT entryDoubleClicked(entry);
    QWidget::mouseDoubleClickEvent(event);
}

} // namespace ssd
