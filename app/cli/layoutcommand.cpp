// spanner-schema layout: the physical storage order of sample rows (physical-layout.md 2.1-2.2):
// rows sorted by key, child rows inside their parent's row tree, global indexes as their own key
// ranges, and where split boundaries fall. Text, JSON, or the layout strip as SVG/PNG.

#include "clicommon.h"
#include "commands.h"
#include "layoutpainter.h"
#include "physical/physicaljson.h"
#include "physical/samplerows.h"
#include "physical/storagelayout.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct LayoutCommand
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCommand)
};

// Too many rows make an unreadable picture and a slow run; the designer pages, the CLI refuses.
constexpr qint64 kMaxLayoutRows = 200000;

std::optional<qint64> integerOption(CommandLine &commandLine, const QCommandLineOption &option, qint64 low, qint64 high,
                                    int *exitCode)
{
    bool ok = false;
    const QString text = commandLine.parser().value(option);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < low || value > high) {
        *exitCode = commandLine.usageError(LayoutCommand::tr("--%1 must be an integer from %2 to %3 (got '%4')")
                                               .arg(option.names().constLast()).arg(low).arg(high).arg(text));
        return std::nullopt;
    }
    return value;
}

int runLayout(const QStringList &arguments)
{
    CommandLine commandLine(layoutCommand,
                            LayoutCommand::tr("Print the physical storage order of sample rows of the schema in FILE: "
                                              "rows sorted by primary key (ASC/DESC, NULLs first), interleaved rows "
                                              "inside their parent's row tree, global indexes as their own key ranges, "
                                              "and split boundaries placed between row trees where possible."));
    const QCommandLineOption rowsOption(QStringLiteral("rows-per-table"), LayoutCommand::tr("Sample rows per table (default 4)."),
                                        QStringLiteral("N"), QStringLiteral("4"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), LayoutCommand::tr("Seed of the sample rows (default 1)."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption splitsOption(QStringLiteral("splits"),
                                          LayoutCommand::tr("Cut the rows into K splits, one server each (default 1)."),
                                          QStringLiteral("K"), QStringLiteral("1"));
    const QCommandLineOption formatOption(QStringLiteral("format"), LayoutCommand::tr("text, json, svg or png (default text)."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    commandLine.parser().addOption(rowsOption);
    commandLine.parser().addOption(seedOption);
    commandLine.parser().addOption(splitsOption);
    commandLine.parser().addOption(formatOption);
    commandLine.addInputArgument();
    commandLine.addDialectOption();
    commandLine.addOutputOption();
    commandLine.addVerboseOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    int exitCode = ExitFailure;
    const std::optional<qint64> rows = integerOption(commandLine, rowsOption, 0, 100000, &exitCode);
    if (!rows)
        return exitCode;
    const std::optional<qint64> seed = integerOption(commandLine, seedOption, 0, std::numeric_limits<qint64>::max(), &exitCode);
    if (!seed)
        return exitCode;
    const std::optional<qint64> splits = integerOption(commandLine, splitsOption, 1, 1000, &exitCode);
    if (!splits)
        return exitCode;
    const QString format = commandLine.parser().value(formatOption);
    if (format != u"text" && format != u"json" && format != u"svg" && format != u"png")
        return commandLine.usageError(LayoutCommand::tr("unknown format '%1' (expected text, json, svg or png)").arg(format));
    if ((format == u"svg" || format == u"png") && !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        printError(commandLine.input(), LayoutCommand::tr("this build of spanner-schema cannot paint (no GUI application object)"));
        return ExitFailure;
    }

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    const Schema &schema = loaded->parse.schema;
    if (qint64(schema.tables.size() + schema.indexes.size()) * *rows > kMaxLayoutRows) {
        printError(loaded->name, LayoutCommand::tr("%1 tables and indexes with %2 rows each are more than %3 rows; use a smaller --rows-per-table")
                                     .arg(schema.tables.size() + schema.indexes.size()).arg(*rows).arg(kMaxLayoutRows));
        return ExitFailure;
    }

    SampleOptions options;
    options.rowsPerTable = int(*rows);
    options.seed = quint64(*seed);
    Diagnostics sampleDiagnostics;
    const SampleData data = generateSampleRows(schema, options, &sampleDiagnostics);
    const StorageLayout layout = buildStorageLayout(schema, data);
    // The sample generator builds the same key space, so its diagnostics repeat the layout's.
    printDiagnostics(loaded->name, layout.diagnostics);
    const SplitAssignment assignment = assignSplits(layout, int(*splits));

    QByteArray output;
    if (format == u"text") {
        output = layoutToText(layout, assignment).toUtf8();
    } else if (format == u"json") {
        output = QJsonDocument(layoutToJson(layout, assignment)).toJson(QJsonDocument::Indented);
    } else {
        LayoutPaintOptions paint;
        paint.title = LayoutCommand::tr("Physical layout of %1 (%2 sample rows per table, seed %3)")
                          .arg(loaded->name).arg(*rows).arg(*seed);
        if (format == u"svg") {
            output = renderLayoutSvg(layout, assignment, paint);
        } else {
            QBuffer buffer(&output);
            buffer.open(QIODevice::WriteOnly);
            renderLayoutImage(layout, assignment, paint).save(&buffer, "PNG");
        }
    }
    return writeOutput(commandLine.output(), output) ? ExitSuccess : ExitFailure;
}

} // namespace

extern const Command layoutCommand = {
    "layout", "LayoutCommand",
    QT_TRANSLATE_NOOP("LayoutCommand", "show rows in physical storage order with row trees and splits"),
    runLayout,
};

} // namespace ssd::cli
