#include "heatmapview.h"

#include "heatmappainter.h"

#include <QPainter>

namespace ssd {

namespace {

HeatmapPaintOptions options(qint64 capacity, int servers, int tickSeconds, int visible)
{
    HeatmapPaintOptions o;
    o.capacity = capacity;
    o.servers = servers;
    o.tickSeconds = tickSeconds;
    o.visibleTicks = visible;
    // Smaller than the CLI's picture: the dock shares the window with the diagram.
    o.heatmapWidth = 600;
    o.heatmapHeight = 220;
    o.chartHeight = 110;
    return o;
}

} // namespace

HeatmapView::HeatmapView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void HeatmapView::setResult(const SimulationResult *result, qint64 capacity, int servers, int tickSeconds)
{
    m_result = result;
    m_capacity = capacity;
    m_servers = servers;
    m_tickSeconds = tickSeconds;
    m_size = m_result ? HeatmapPainter(*m_result, options(m_capacity, m_servers, m_tickSeconds, m_visible)).size() : QSize(360, 120);
    setFixedSize(m_size);
    update();
}

void HeatmapView::setVisibleTicks(int ticks)
{
    m_visible = ticks;
    update();
}

QSize HeatmapView::sizeHint() const { return m_size.isValid() ? m_size : QSize(300, 100); }

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (!m_result) {
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Press Play or Step to run the simulation."));
        return;
    }
    HeatmapPainter(*m_result, options(m_capacity, m_servers, m_tickSeconds, m_visible)).paint(&p);
}

} // namespace ssd
