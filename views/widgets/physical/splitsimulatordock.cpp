#include "splitsimulatordock.h"

#include "busyindicator.h"
#include "document.h"
#include "heatmapview.h"
#include "retranslator.h"

#include <QComboBox>
#include <algorithm>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <atomic>

namespace ssd {

// What the worker and the GUI thread share. The worker writes `done` as it goes and `result`
// once; the GUI thread reads the result only after the worker finished.
struct SplitSimulatorDock::Run
{
    std::atomic<bool> stop{false}; // Cancel, or the inputs changed: the result is not shown
    std::atomic<int> done{0};      // ticks computed
    int total = 0;
    quint64 inputs = 0; // m_inputs when it started
    int capacity = 0;
    int servers = 0;
    SimulationResult result;
};

namespace {

QSpinBox *spinBox(int min, int max, int value, const QString &name, const QString &suffix = {})
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setObjectName(name);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

SplitSimulatorDock::SplitSimulatorDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_table(new QComboBox)
    , m_strategy(new QComboBox)
    , m_strategyNote(new QLabel)
    , m_rate(spinBox(0, 100000000, 14000, QStringLiteral("simRate")))
    , m_servers(spinBox(1, 10000, 4, QStringLiteral("simServers")))
    , m_capacity(spinBox(1, 100000000, 3500, QStringLiteral("simCapacity")))
    , m_ticks(spinBox(1, 100000, 120, QStringLiteral("simTicks")))
    , m_seed(spinBox(0, 1000000, 1, QStringLiteral("simSeed")))
    , m_play(new QPushButton)
    , m_step(new QPushButton)
    , m_reset(new QPushButton)
    , m_status(new QLabel)
    , m_heatmap(new HeatmapView)
    , m_events(new QTreeWidget)
    , m_indicator(new BusyIndicator(QStringLiteral("simProgress"), QStringLiteral("simCancel")))
{
    setObjectName(QStringLiteral("splitSimulatorDock"));
    m_table->setObjectName(QStringLiteral("simTable"));
    m_strategy->setObjectName(QStringLiteral("simStrategy"));
    m_strategy->setEditable(true); // hash:N and swapped:E:s take numbers
    // "auto" follows the table's key, so a fix applied to the key changes what is simulated.
    m_strategy->addItems({QStringLiteral("auto"), QStringLiteral("sequential"), QStringLiteral("timestamp"), QStringLiteral("commit-timestamp"),
                          QStringLiteral("uuid4"), QStringLiteral("bit-reversed"), QStringLiteral("hash:4"),
                          QStringLiteral("swapped")});
    m_strategy->setCurrentText(QStringLiteral("auto"));
    m_strategyNote->setObjectName(QStringLiteral("simStrategyNote"));
    m_status->setObjectName(QStringLiteral("simStatus"));
    m_play->setObjectName(QStringLiteral("simPlay"));
    m_play->setCheckable(true);
    m_step->setObjectName(QStringLiteral("simStep"));
    m_reset->setObjectName(QStringLiteral("simReset"));
    m_events->setObjectName(QStringLiteral("simEvents"));
    m_events->setRootIsDecorated(false);
    m_events->setUniformRowHeights(true);
    m_events->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *inputs = new QFormLayout;
    auto *first = new QHBoxLayout;
    first->addWidget(m_table, 1);
    auto *strategyLabel = new QLabel, *tableLabel = new QLabel, *serversLabel = new QLabel, *capacityLabel = new QLabel,
         *insertsLabel = new QLabel, *seedLabel = new QLabel, *ticksLabel = new QLabel;
    first->addWidget(strategyLabel);
    first->addWidget(m_strategy, 1);
    first->addWidget(m_strategyNote);
    inputs->addRow(tableLabel, first);
    auto *second = new QHBoxLayout;
    second->addWidget(m_rate);
    second->addWidget(serversLabel);
    second->addWidget(m_servers);
    second->addWidget(capacityLabel);
    second->addWidget(m_capacity);
    inputs->addRow(insertsLabel, second);
    auto *third = new QHBoxLayout;
    third->addWidget(m_ticks);
    third->addWidget(seedLabel);
    third->addWidget(m_seed);
    third->addStretch();
    inputs->addRow(ticksLabel, third);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_play);
    buttons->addWidget(m_step);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_indicator);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(inputs);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_events, 1);
    auto *area = new QScrollArea;
    area->setWidget(m_heatmap);
    area->setWidgetResizable(true); // the heatmap fills the dock, scrolling only below its minimum
    area->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(area);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    setWidget(splitter);

    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        step(1);
        if (m_visible >= int(m_result.ticks.size()))
            pause();
    });
    m_progress.setInterval(100);
    connect(&m_progress, &QTimer::timeout, this, [this] {
        if (m_run)
            m_indicator->setProgress(m_run->done.load(), m_run->total);
    });
    connect(m_indicator, &BusyIndicator::cancelRequested, this, &SplitSimulatorDock::cancel);
    connect(m_play, &QPushButton::toggled, this, [this](bool on) { on ? play() : pause(); });
    connect(m_step, &QPushButton::clicked, this, [this] { step(1); });
    connect(m_reset, &QPushButton::clicked, this, &SplitSimulatorDock::resetSimulation);
    connect(m_table, &QComboBox::currentTextChanged, this, &SplitSimulatorDock::invalidate);
    connect(m_strategy, &QComboBox::currentTextChanged, this, &SplitSimulatorDock::invalidate);
    for (QSpinBox *box : {m_rate, m_servers, m_capacity, m_ticks, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &SplitSimulatorDock::invalidate);
    // A schema change (a fix applied from the checklist, a key made DESC) invalidates the run;
    // the next step or play recomputes it with the same inputs.
    connect(m_document, &Document::schemaChanged, this, [this] {
        updateTables();
        const bool hadRun = m_visible > 0;
        invalidate();
        if (hadRun)
            m_status->setText(tr("The schema changed: press Play to run the simulation again."));
    });
    connect(m_document, &Document::documentReset, this, [this] {
        updateTables();
        invalidate();
    });
    updateTables();
    invalidate();
    (new Retranslator(this))->add([=, this] {
        setWindowTitle(tr("Split Simulator"));
        m_rate->setSuffix(tr(" /s"));
        m_capacity->setSuffix(tr(" /s"));
        m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
        m_indicator->setText(tr("Simulating…"));
        m_step->setText(tr("Step"));
        m_reset->setText(tr("Reset"));
        m_strategy->setToolTip(tr("Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped[:E[:s]]"));
        m_strategyNote->setToolTip(tr("The strategy \"auto\" takes from the table's primary key"));
        updateStrategyNote();
        m_rate->setToolTip(tr("Offered inserts per second"));
        m_capacity->setToolTip(tr("Writes per second one server can serve"));
        m_ticks->setToolTip(tr("Ticks to simulate (10 s each)"));
        m_events->setHeaderLabels({tr("Tick"), tr("Event"), tr("Split"), tr("Detail")});
        strategyLabel->setText(tr("Strategy"));
        tableLabel->setText(tr("Table"));
        serversLabel->setText(tr("Servers"));
        capacityLabel->setText(tr("Capacity"));
        insertsLabel->setText(tr("Inserts"));
        seedLabel->setText(tr("Seed"));
        ticksLabel->setText(tr("Ticks"));
        showTicks(m_visible); // the status line
    });
}

SplitSimulatorDock::~SplitSimulatorDock()
{
    if (m_thread) {
        m_run->stop = true;
        m_thread->wait();
        delete m_thread;
    }
}

void SplitSimulatorDock::setIndicatorDelay(int milliseconds) { m_indicator->setDelay(milliseconds); }

QWidget *SplitSimulatorDock::indicator() const { return m_indicator; }

void SplitSimulatorDock::updateTables()
{
    QStringList names;
    for (const Table &t : m_document->schema().tables)
        names << t.name;
    QStringList present;
    for (int i = 0; i < m_table->count(); ++i)
        present << m_table->itemText(i);
    if (names == present)
        return;
    const QString current = m_table->currentText();
    const QSignalBlocker block(m_table);
    m_table->clear();
    m_table->addItems(names);
    m_table->setCurrentIndex(std::max(0, int(names.indexOf(current))));
}

SimulatorSettings SplitSimulatorDock::settings() const
{
    SimulatorSettings s;
    s.table = m_table->currentText();
    s.strategy = m_strategy->currentText();
    s.insertsPerSecond = m_rate->value();
    s.servers = m_servers->value();
    s.capacity = m_capacity->value();
    s.ticks = m_ticks->value();
    s.seed = m_seed->value();
    return s;
}

void SplitSimulatorDock::setSettings(const SimulatorSettings &s)
{
    pause();
    updateTables();
    m_table->setCurrentIndex(std::max(0, m_table->findText(s.table)));
    m_strategy->setCurrentText(s.strategy);
    m_rate->setValue(s.insertsPerSecond);
    m_servers->setValue(s.servers);
    m_capacity->setValue(s.capacity);
    m_ticks->setValue(s.ticks);
    m_seed->setValue(s.seed);
    resetSimulation();
}

void SplitSimulatorDock::updateStrategyNote()
{
    // Which strategy "auto" stands for with the current key (it changes when a fix is applied).
    const std::optional<KeyStrategy> strategy = KeyStrategy::parse(m_strategy->currentText());
    const Table *table = m_document->schema().findTable(m_table->currentText());
    if (strategy && strategy->kind == KeyStrategy::Kind::Auto && table)
        m_strategyNote->setText(tr("= %1").arg(inferKeyStrategy(m_document->schema(), *table).name()));
    else
        m_strategyNote->clear();
}

QString SplitSimulatorDock::resolvedStrategy() const
{
    const std::optional<KeyStrategy> strategy = KeyStrategy::parse(m_strategy->currentText());
    const Table *table = m_document->schema().findTable(m_table->currentText());
    if (!strategy)
        return {};
    return strategy->kind == KeyStrategy::Kind::Auto && table ? inferKeyStrategy(m_document->schema(), *table).name() : strategy->name();
}

void SplitSimulatorDock::invalidate()
{
    updateStrategyNote();
    pause();
    ++m_inputs;
    m_then = Then::Show;
    if (m_run)
        m_run->stop = true; // computed for other inputs: never shown
    m_stale = true;
    m_error.clear();
    m_heatmap->setResult(nullptr, 0, 0, 0);
    showTicks(0);
}

std::optional<SimulationInput> SplitSimulatorDock::prepareInput()
{
    m_error.clear();
    const Schema &schema = m_document->schema();
    const SimulatorSettings s = settings();
    QString strategyError;
    const std::optional<KeyStrategy> strategy = KeyStrategy::parse(s.strategy, &strategyError);
    const Table *table = schema.findTable(s.table);
    if (!table)
        m_error = s.table.isEmpty() ? tr("The schema has no table to simulate.") : tr("Unknown table '%1'.").arg(s.table);
    else if (!strategy)
        m_error = strategyError;
    if (!m_error.isEmpty()) {
        // Nothing to compute: the error stands until the inputs change.
        m_stale = false;
        m_result = SimulationResult();
        m_heatmap->setResult(nullptr, 0, 0, 0);
        return std::nullopt;
    }
    const KeyStrategy used = strategy->kind == KeyStrategy::Kind::Auto ? inferKeyStrategy(schema, *table) : *strategy;
    SimulationInput input = simpleInsertScenario(s.table, used, s.insertsPerSecond, s.servers, s.capacity, s.ticks, quint64(s.seed));
    // Inserts into a child table need parent rows: every ancestor gets 100 rows up front (as
    // the CLI does).
    const std::vector<const Table *> ancestors = schema.ancestorsOf(*table);
    for (auto it = ancestors.rbegin(); it != ancestors.rend(); ++it)
        input.initialRows.push_back({(*it)->name, 100, KeyStrategy(), 0});
    return input;
}

bool SplitSimulatorDock::startRun(Then then, int count)
{
    const std::optional<SimulationInput> input = prepareInput();
    if (!input)
        return false;
    // One run at a time: pressing Play or Step again while it is computed changes what happens
    // when it arrives (steps add up), it never starts a second run.
    if (then == Then::Step && m_then == Then::Step)
        m_thenCount += count;
    else {
        m_then = then;
        m_thenCount = count;
    }
    if (!m_thread)
        launch(*input);
    return true; // else a stopped run is winding down: finishRun() starts this one
}

void SplitSimulatorDock::launch(const SimulationInput &input)
{
    m_run = std::make_shared<Run>();
    m_run->total = input.ticks;
    m_run->inputs = m_inputs;
    m_run->capacity = int(input.capacity);
    m_run->servers = input.servers;
    // The worker reads only its copies; the dock waits for it before it goes away.
    m_thread = QThread::create([run = m_run, schema = m_document->schema(), input] {
        run->result = runSplitSimulation(schema, input, [&run](int done, int) {
            run->done = done;
            return !run->stop.load();
        });
    });
    connect(m_thread, &QThread::finished, this, &SplitSimulatorDock::finishRun);
    m_status->clear(); // not "Press Play or Step." while it is computed; the indicator says so
    m_indicator->start();
    m_progress.start();
    m_thread->start();
}

void SplitSimulatorDock::finishRun()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    m_progress.stop();
    m_indicator->stop();
    const std::shared_ptr<Run> run = std::move(m_run);
    if (run->stop || run->inputs != m_inputs) {
        // Cancelled, or computed for inputs that changed since: dropped. Play or Step pressed
        // since then computes the current inputs now.
        if (m_then != Then::Show) {
            if (const std::optional<SimulationInput> input = prepareInput())
                launch(*input);
            else {
                pause();
                showTicks(0); // the error
            }
        }
        return;
    }
    m_result = std::move(run->result);
    m_stale = false;
    for (const Diagnostic &d : m_result.diagnostics)
        if (d.isError())
            m_error = m_error.isEmpty() ? d.message : m_error;
    m_heatmap->setResult(m_error.isEmpty() ? &m_result : nullptr, run->capacity, run->servers, SimulationParams().tickSeconds);
    const Then then = std::exchange(m_then, Then::Show);
    if (!m_error.isEmpty()) {
        pause();
        showTicks(0);
        return;
    }
    proceed(then, m_thenCount);
}

void SplitSimulatorDock::proceed(Then then, int count)
{
    switch (then) {
    case Then::Show:
        showTicks(m_visible);
        break;
    case Then::Step:
        showTicks(std::min(int(m_result.ticks.size()), m_visible + count));
        break;
    case Then::Play: {
        if (m_visible >= int(m_result.ticks.size()))
            showTicks(0);
        m_timer.start();
        const QSignalBlocker block(m_play);
        m_play->setChecked(true);
        m_play->setText(tr("Pause"));
        break;
    }
    }
}

void SplitSimulatorDock::cancel()
{
    if (!m_thread || m_run->stop)
        return;
    m_run->stop = true;
    m_then = Then::Show;
    pause();
    m_indicator->stop();
    m_status->setText(tr("Simulation cancelled: press Play or Step to run it again."));
}

void SplitSimulatorDock::showTicks(int visible)
{
    if (visible < m_visible || visible == 0) {
        m_events->clear();
        m_listedEvents = 0;
    }
    m_visible = visible;
    m_heatmap->setVisibleTicks(visible);
    // Append the events of the newly shown ticks (the events are in tick order).
    QList<QTreeWidgetItem *> items;
    while (!m_stale && m_listedEvents < int(m_result.events.size()) && m_result.events[size_t(m_listedEvents)].tick < visible) {
        const SimEvent &e = m_result.events[size_t(m_listedEvents++)];
        auto *item = new QTreeWidgetItem({QString::number(e.tick), simEventKindLabel(e.kind), e.split, e.detail});
        if (e.kind == SimEvent::Kind::HotRow || e.kind == SimEvent::Kind::MovingHotSpot)
            item->setForeground(1, QColor(0xc6, 0x28, 0x28));
        items << item;
    }
    if (!items.isEmpty()) {
        m_events->addTopLevelItems(items);
        m_events->scrollToBottom();
    }
    if (!m_error.isEmpty()) {
        m_status->setText(m_error);
    } else if (m_stale || visible == 0) {
        m_status->setText(tr("Press Play or Step."));
    } else {
        const SimTick &t = m_result.ticks[size_t(visible - 1)];
        m_status->setText(tr("Tick %1 of %2: offered %3/s, achieved %4/s, %5 splits")
                              .arg(visible)
                              .arg(m_result.ticks.size())
                              .arg(qRound64(t.offered))
                              .arg(qRound64(t.achieved))
                              .arg(t.splits.size()));
    }
}

bool SplitSimulatorDock::isPlaying() const
{
    return m_timer.isActive() || (m_thread && !m_run->stop && m_then == Then::Play);
}

void SplitSimulatorDock::play()
{
    if (m_stale ? !startRun(Then::Play, 0) : !m_error.isEmpty()) {
        const QSignalBlocker block(m_play);
        m_play->setChecked(false);
        showTicks(0);
        return;
    }
    if (!m_stale) {
        proceed(Then::Play, 0);
        return;
    }
    // Computing: it plays when the run arrives.
    const QSignalBlocker block(m_play);
    m_play->setChecked(true);
    m_play->setText(tr("Pause"));
}

void SplitSimulatorDock::pause()
{
    m_timer.stop();
    if (m_then == Then::Play)
        m_then = Then::Show; // the run being computed is shown, not played
    const QSignalBlocker block(m_play);
    m_play->setChecked(false);
    m_play->setText(tr("Play"));
}

void SplitSimulatorDock::step(int count)
{
    if (m_stale ? !startRun(Then::Step, count) : !m_error.isEmpty()) {
        showTicks(0);
        return;
    }
    if (!m_stale)
        proceed(Then::Step, count);
}

void SplitSimulatorDock::resetSimulation()
{
    // The run is computed lazily by the next step or play: opening a lesson stays instant.
    invalidate();
}

} // namespace ssd
