#pragma once

// The split heatmap and throughput chart of a simulation run as a widget, painted by the shared
// HeatmapPainter and revealed up to a given tick.

#include "physical/splitsimulation.h"

#include "heatmappainter.h"

#include <QWidget>

namespace ssd {

class HeatmapView : public QWidget
{
    Q_OBJECT

public:
    explicit HeatmapView(QWidget *parent = nullptr);

    // `result` must outlive the view's use of it (the dock owns it).
    void setResult(const SimulationResult *result, qint64 capacity, int servers, int tickSeconds);
    void setVisibleTicks(int ticks);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The painter's options for the widget's current size (the picture grows with the dock).
    HeatmapPaintOptions paintOptions() const;

    const SimulationResult *m_result = nullptr;
    qint64 m_capacity = 3500;
    int m_servers = 4;
    int m_tickSeconds = 10;
    int m_visible = 0;
    QSize m_minimum;
};

} // namespace ssd
