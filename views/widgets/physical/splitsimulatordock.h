#pragma once

// The split simulator dock: inserts into one table with a key strategy, run through the
// deterministic split simulation (physical-layout.md 2.5) and played back tick by tick: the
// Key-Visualizer-like heatmap and throughput chart (the shared HeatmapPainter, the same picture
// as `spanner-schema simulate --format png`) grow with each tick, and the events of the shown
// ticks are listed. The run is computed once per set of inputs (it is deterministic), so play,
// pause, step and reset only move the visible tick.
//
// The run is computed on a worker thread (spec/architecture.md: heavy work never on the GUI
// thread): 120 ticks of UUID keys take about half a second, 1,000 ticks several seconds. The
// worker gets a copy of the schema and the input; the result is shown only when the inputs and
// the schema are still those it was computed for (a change discards it). Play or Step pressed
// meanwhile is done when the result arrives; one run at a time. A run longer than the indicator
// delay shows its progress with Cancel, which stops the worker.

#include "physical/splitsimulation.h"

#include <QDockWidget>
#include <QTimer>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QThread;
class QTreeWidget;
QT_END_NAMESPACE

namespace ssd {

class BusyIndicator;
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
    ~SplitSimulatorDock() override; // stops a running worker and waits for it

    SimulatorSettings settings() const;
    // Sets every input and goes back to tick 0.
    void setSettings(const SimulatorSettings &settings);

    // Plays the run, computing it first (on the worker) when the inputs changed.
    void play();
    void pause();
    // Playing, or about to: the run being computed plays when it arrives.
    bool isPlaying() const;
    // Shows `count` more ticks (computing the run first, on the worker, when the inputs changed:
    // the ticks show when it arrives).
    void step(int count = 1);
    void resetSimulation();
    // Stops the run being computed: nothing is shown, Play or Step computes it again.
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    // How long a run is computed before its progress shows (1 s by default).
    void setIndicatorDelay(int milliseconds);
    QWidget *indicator() const;

    int visibleTicks() const { return m_visible; }
    const SimulationResult &result() const { return m_result; }
    QTreeWidget *eventList() const { return m_events; }
    // The last error (unknown table, bad strategy, ...), empty when the run is valid.
    QString error() const { return m_error; }
    // The strategy simulated: the chosen one, or what "auto" stands for with the current key.
    QString resolvedStrategy() const;

private:
    // What to do with the run once it is computed.
    enum class Then { Show, Play, Step };
    struct Run;

    void updateTables();
    void invalidate();
    void updateStrategyNote();
    // The input of the current settings, or none (and m_error set) when they are not valid.
    std::optional<SimulationInput> prepareInput();
    // Starts computing the run for the current inputs, which then does `then`; false (m_error
    // set) when they are not valid.
    bool startRun(Then then, int count);
    void launch(const SimulationInput &input);
    void finishRun();
    void proceed(Then then, int count); // with a computed, valid run
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
    QThread *m_thread = nullptr;
    std::shared_ptr<Run> m_run; // shared with the worker
    quint64 m_inputs = 0;       // counts input and schema changes: a run of older inputs is discarded
    Then m_then = Then::Show;
    int m_thenCount = 0;
    BusyIndicator *m_indicator;
    QTimer m_progress; // shows the worker's progress while it runs
    bool m_stale = true;
    int m_visible = 0;
    int m_listedEvents = 0;
    QString m_error;
};

} // namespace ssd
