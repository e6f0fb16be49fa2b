// spanner-schema simulate: the deterministic split simulation of physical-layout.md 2.5 for
// inserts into one table with a key-generation strategy. Per-tick splits, loads and throughput,
// the events, and the Key-Visualizer-like heatmap as SVG/PNG.

#include "clicommon.h"
#include "commands.h"
#include "heatmappainter.h"
#include "physical/physicaljson.h"
#include "physical/splitsimulation.h"
#include "reportformat.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct SimulateCommand
{
    Q_DECLARE_TR_FUNCTIONS(SimulateCommand)
};

int runSimulate(const QStringList &arguments)
{
    CommandLine commandLine(simulateCommand,
                            SimulateCommand::tr("Simulate inserts into table T of the schema in FILE with a key strategy, "
                                                "tick by tick: load-based splits, moves, merges, hot rows and moving "
                                                "hotspots, and the throughput the servers achieve. A teaching model of the "
                                                "documented behaviour, not Spanner's algorithm: undocumented constants are "
                                                "illustrative (see docs/physical-layout.md)."));
    const QCommandLineOption tableOption(QStringLiteral("table"), SimulateCommand::tr("The table that receives the inserts."),
                                         QStringLiteral("T"));
    const QCommandLineOption strategyOption(
        QStringLiteral("strategy"),
        SimulateCommand::tr("Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N, swapped[:E[:s]] "
                            "or auto (what the table's key suggests)."),
        QStringLiteral("S"));
    const QCommandLineOption rateOption(QStringLiteral("inserts-per-second"), SimulateCommand::tr("Offered inserts per second (default 14000)."),
                                        QStringLiteral("R"), QStringLiteral("14000"));
    const QCommandLineOption serversOption(QStringLiteral("servers"), SimulateCommand::tr("Servers (default 4)."), QStringLiteral("N"),
                                           QStringLiteral("4"));
    const QCommandLineOption capacityOption(QStringLiteral("capacity"),
                                            SimulateCommand::tr("Writes per second one server handles (default 3500, an estimate)."),
                                            QStringLiteral("C"), QStringLiteral("3500"));
    const QCommandLineOption ticksOption(QStringLiteral("ticks"), SimulateCommand::tr("Ticks of 10 s to simulate (default 120)."),
                                         QStringLiteral("K"), QStringLiteral("120"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), SimulateCommand::tr("Seed (default 1)."), QStringLiteral("S"),
                                        QStringLiteral("1"));
    const QCommandLineOption fanoutOption(QStringLiteral("child-fanout"),
                                          SimulateCommand::tr("Rows inserted into each interleaved child table per insert (default 0)."),
                                          QStringLiteral("F"), QStringLiteral("0"));
    const QCommandLineOption formatOption = reportFormatOption();
    for (const QCommandLineOption &option : {tableOption, strategyOption, rateOption, serversOption, capacityOption, ticksOption,
                                             seedOption, fanoutOption, formatOption})
        commandLine.parser().addOption(option);
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    if (!commandLine.parser().isSet(tableOption))
        return commandLine.usageError(SimulateCommand::tr("missing --table T"));
    if (!commandLine.parser().isSet(strategyOption))
        return commandLine.usageError(SimulateCommand::tr("missing --strategy S"));
    QString strategyError;
    const std::optional<KeyStrategy> strategy = KeyStrategy::parse(commandLine.parser().value(strategyOption), &strategyError);
    if (!strategy)
        return commandLine.usageError(strategyError);
    const auto rate = commandLine.integerValue(rateOption, 0, 100000000);
    if (!rate)
        return ExitFailure;
    const auto servers = commandLine.integerValue(serversOption, 1, 10000);
    if (!servers)
        return ExitFailure;
    const auto capacity = commandLine.integerValue(capacityOption, 1, 100000000);
    if (!capacity)
        return ExitFailure;
    const auto ticks = commandLine.integerValue(ticksOption, 0, 100000);
    if (!ticks)
        return ExitFailure;
    const auto seed = commandLine.integerValue(seedOption, 0, std::numeric_limits<qint64>::max());
    if (!seed)
        return ExitFailure;
    const auto fanout = commandLine.integerValue(fanoutOption, 0, 100);
    if (!fanout)
        return ExitFailure;
    const std::optional<ReportFormat> format = reportFormat(commandLine, formatOption);
    if (!format)
        return ExitFailure;

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    const Schema &schema = loaded->parse.schema;
    const QString tableName = commandLine.parser().value(tableOption);
    const Table *table = schema.findTable(tableName);
    if (!table) {
        printError(loaded->name, SimulateCommand::tr("unknown table '%1'").arg(tableName));
        return ExitFailure;
    }

    // "auto" is resolved here too, so that the picture's title names the strategy used.
    const KeyStrategy used = strategy->kind == KeyStrategy::Kind::Auto ? inferKeyStrategy(schema, *table) : *strategy;
    SimulationInput input = simpleInsertScenario(tableName, used, *rate, int(*servers), *capacity, int(*ticks), quint64(*seed));
    input.inserts.front().childFanout = int(*fanout);
    // Inserts into a child table need parent rows: give every ancestor 100 rows up front.
    const std::vector<const Table *> ancestors = schema.ancestorsOf(*table);
    for (auto it = ancestors.rbegin(); it != ancestors.rend(); ++it)
        input.initialRows.push_back({(*it)->name, 100, KeyStrategy(), 0});

    const SimulationResult result = runSplitSimulation(schema, input);
    printDiagnostics(loaded->name, result.diagnostics);
    if (!result.ok())
        return ExitFailure;

    QByteArray output;
    if (*format == ReportFormat::Text) {
        output = simulationToText(result, *capacity, int(*servers)).toUtf8();
    } else if (*format == ReportFormat::Json) {
        output = QJsonDocument(simulationToJson(result)).toJson(QJsonDocument::Indented);
    } else {
        HeatmapPaintOptions paint;
        paint.title = SimulateCommand::tr("%1: %2 inserts/s with %3 keys on %4 servers of %5 writes/s")
                          .arg(tableName).arg(*rate).arg(used.name()).arg(*servers).arg(*capacity);
        paint.capacity = *capacity;
        paint.servers = int(*servers);
        paint.tickSeconds = input.params.tickSeconds;
        output = *format == ReportFormat::Svg ? renderHeatmapSvg(result, paint) : pngBytes(renderHeatmapImage(result, paint));
    }
    return writeOutput(commandLine.output(), output) ? ExitSuccess : ExitFailure;
}

} // namespace

extern const Command simulateCommand = {
    "simulate", "SimulateCommand",
    QT_TRANSLATE_NOOP("SimulateCommand", "simulate splits and hotspots for inserts with a key strategy"),
    runSimulate,
};

} // namespace ssd::cli
