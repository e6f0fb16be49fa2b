#pragma once

// The split simulator dock: inserts into one table with a key strategy, run through the
// deterministic split simulation (physical-layout.md 2.5) and played back tick by tick: the
// Key-Visualizer-like heatmap and throughput chart (the shared HeatmapPainter, the same picture
// as `spanner-schema simulate --format png`) grow with each tick, and the events of the shown
// ticks are listed. The run is computed once per set of inputs (it is deterministic), so play,
// pause, step and reset only move the visible tick.

#include "physical/splitsimulation.h"

#include <QDockWidget>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
QT_END_NAMESPACE

namespace ssd {

class Document;
class HeatmapView;

struct SimulatorSettings
{
    QString table;
    QString strategy = QStringLiteral("auto"); // "auto": from the table's key (inferKeyStrategy)
    int insertsPerSecond = 14000;
    int servers = 4;
    int capacity = 3500;
    int ticks = 120;
    int seed = 1;
};

class SplitSimulatorDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SplitSimulatorDock(Document *document, QWidget *parent = nullptr);

    SimulatorSettings settings() const;
    // Sets every input and goes back to tick 0.
    void setSettings(const SimulatorSettings &settings);

    void play();
    void pause();
    bool isPlaying() const { return m_timer.isActive(); }
    // Shows `count` more ticks (computing the run first when the inputs changed).
    void step(int count = 1);
    void resetSimulation();

    int visibleTicks() const { return m_visible; }
    const SimulationResult &result() const { return m_result; }
    QTreeWidget *eventList() const { return m_events; }
    // The last error (unknown table, bad strategy, ...), empty when the run is valid.
    QString error() const { return m_error; }
    // The strategy simulated: the chosen one, or what "auto" stands for with the current key.
    QString resolvedStrategy() const;

private:
    void updateTables();
    void invalidate();
    void updateStrategyNote();
    bool ensureResult();
    void showTicks(int visible);

    Document *m_document;
    QComboBox *m_table;
    QComboBox *m_strategy;
    QLabel *m_strategyNote;
    QSpinBox *m_rate;
    QSpinBox *m_servers;
    QSpinBox *m_capacity;
    QSpinBox *m_ticks;
    QSpinBox *m_seed;
    QPushButton *m_play;
    QPushButton *m_step;
    QPushButton *m_reset;
    QLabel *m_status;
    HeatmapView *m_heatmap;
    QTreeWidget *m_events;
    QTimer m_timer;
    SimulationResult m_result;
    bool m_stale = true;
    int m_visible = 0;
    int m_listedEvents = 0;
    QString m_error;
};

} // namespace ssd
