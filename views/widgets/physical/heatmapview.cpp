#include "heatmapview.h"

#include "heatmappainter.h"

#include <QPainter>

namespace ssd {

namespace {

// The smallest picture that stays readable; larger widgets give the heatmap and chart more room.
constexpr int kMinHeatmapWidth = 300, kMinHeatmapHeight = 80, kMinChartHeight = 48;

} // namespace

HeatmapPaintOptions HeatmapView::paintOptions() const
{
    HeatmapPaintOptions o;
    o.font.setPixelSize(12); // a little smaller than the CLI's picture: the dock is shared
    o.capacity = m_capacity;
    o.servers = m_servers;
    o.tickSeconds = m_tickSeconds;
    o.visibleTicks = m_visible;
    o.heatmapWidth = kMinHeatmapWidth;
    o.heatmapHeight = kMinHeatmapHeight;
    o.chartHeight = kMinChartHeight;
    if (!m_result)
        return o;
    // Fit the picture into the widget: what the painter adds around the heatmap and chart
    // (labels, legend, axes) is measured at the minimum size; the rest goes to the heatmap
    // (two thirds of the height) and the chart (one third).
    const QSize minimum = HeatmapPainter(*m_result, o).size();
    const int spareWidth = std::max(0, width() - minimum.width());
    const int spareHeight = std::max(0, height() - minimum.height());
    o.heatmapWidth += spareWidth;
    o.heatmapHeight += spareHeight * 2 / 3;
    o.chartHeight += spareHeight - spareHeight * 2 / 3;
    return o;
}

HeatmapView::HeatmapView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapView::setResult(const SimulationResult *result, qint64 capacity, int servers, int tickSeconds)
{
    m_result = result;
    m_capacity = capacity;
    m_servers = servers;
    m_tickSeconds = tickSeconds;
    HeatmapPaintOptions minimum = paintOptions();
    minimum.heatmapWidth = kMinHeatmapWidth;
    minimum.heatmapHeight = kMinHeatmapHeight;
    minimum.chartHeight = kMinChartHeight;
    m_minimum = m_result ? HeatmapPainter(*m_result, minimum).size() : QSize(300, 100);
    updateGeometry();
    update();
}

void HeatmapView::setVisibleTicks(int ticks)
{
    m_visible = ticks;
    update();
}

QSize HeatmapView::sizeHint() const { return m_minimum.expandedTo(QSize(600, 360)); }
QSize HeatmapView::minimumSizeHint() const { return m_minimum; }

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (!m_result) {
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Press Play or Step to run the simulation."));
        return;
    }
    p.fillRect(rect(), HeatmapPaintOptions().background);
    HeatmapPainter(*m_result, paintOptions()).paint(&p);
}

} // namespace ssd
