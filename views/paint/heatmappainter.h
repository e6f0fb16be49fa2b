#pragma once

// Painting of the split simulation with QtGui only: a Key-Visualizer-like heatmap (time across,
// key ranges down in KV order, colour = write load, brightness relative to the run's own peak),
// event marks above it, and the throughput chart (offered vs achieved, with one server's and all
// servers' capacity) below. The designer's split simulator view and the CLI's
// `simulate --format svg|png` call the same code.

#include "physical/splitsimulation.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QSize>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace ssd {

struct HeatmapPaintOptions
{
    QFont font;
    QString title;
    qint64 capacity = 3500;        // C, for the reference lines of the chart
    int servers = 4;
    int tickSeconds = 10;
    int heatmapWidth = 720;        // pixels for all ticks (cells are at least 1 px wide)
    int heatmapHeight = 360;       // pixels for all key ranges
    int chartHeight = 150;
    int visibleTicks = -1;         // draw only ticks [0, visibleTicks) (-1: all), for step-by-step play
    QColor background = QColor(0xfa, 0xfa, 0xf7);
    QColor text = QColor(0x20, 0x24, 0x2a);
    QColor mutedText = QColor(0x6a, 0x70, 0x78);
    HeatmapPaintOptions();
};

class HeatmapPainter
{
public:
    HeatmapPainter(const SimulationResult &result, const HeatmapPaintOptions &options = {});

    QSize size() const;
    void paint(QPainter *painter) const;

    // Dark (no load) to bright (the run's peak), like Key Visualizer's scale.
    static QColor loadColor(double fraction);
    static QColor eventColor(SimEvent::Kind kind);

private:
    void paintHeatmap(QPainter *painter, const QRectF &area) const;
    void paintEvents(QPainter *painter, const QRectF &area) const;
    void paintChart(QPainter *painter, const QRectF &area) const;

    const SimulationResult &m_result;
    HeatmapPaintOptions m_options;
    qreal m_labelWidth = 0;
    int m_ticks = 0;
};

QImage renderHeatmapImage(const SimulationResult &result, const HeatmapPaintOptions &options = {});
QByteArray renderHeatmapSvg(const SimulationResult &result, const HeatmapPaintOptions &options = {});

} // namespace ssd
