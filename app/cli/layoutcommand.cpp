// spanner-schema layout: the physical storage order of sample rows (physical-layout.md 2.1-2.2):
// rows sorted by key, child rows inside their parent's row tree, global indexes as their own key
// ranges, and where split boundaries fall. Text, JSON, or the layout strip as SVG/PNG.

#include "clicommon.h"
#include "commands.h"
#include "layoutpainter.h"
#include "physical/physicaljson.h"
#include "physical/samplerows.h"
#include "physical/storagelayout.h"
#include "reportformat.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct LayoutCommand
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCommand)
};

// Too many rows make an unreadable picture and a slow run; the designer pages, the CLI refuses.
constexpr qint64 kMaxLayoutRows = 200000;

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
    const QCommandLineOption flatOption(QStringLiteral("not-interleaved"),
                                        LayoutCommand::tr("Lay the same rows out as if TABLE were not interleaved (the "
                                                          "designer's comparison; colours stay those of the schema)."),
                                        QStringLiteral("TABLE"));
    const QCommandLineOption formatOption = reportFormatOption();
    commandLine.parser().addOption(flatOption);
    commandLine.parser().addOption(rowsOption);
    commandLine.parser().addOption(seedOption);
    commandLine.parser().addOption(splitsOption);
    commandLine.parser().addOption(formatOption);
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const std::optional<qint64> rows = commandLine.integerValue(rowsOption, 0, 100000);
    if (!rows)
        return ExitFailure;
    const std::optional<qint64> seed = commandLine.integerValue(seedOption, 0, std::numeric_limits<qint64>::max());
    if (!seed)
        return ExitFailure;
    const std::optional<qint64> splits = commandLine.integerValue(splitsOption, 1, 1000);
    if (!splits)
        return ExitFailure;
    const std::optional<ReportFormat> format = reportFormat(commandLine, formatOption);
    if (!format)
        return ExitFailure;

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
    // A project's entered rows are what its designer shows; otherwise rows are generated.
    const bool entered = loaded->project && !loaded->project->sampleData.rows.empty() && !commandLine.parser().isSet(rowsOption);
    const SampleData data = entered ? loaded->project->sampleData : generateSampleRows(schema, options, &sampleDiagnostics);
    const QString flatTable = commandLine.parser().value(flatOption);
    Schema flat;
    if (!flatTable.isEmpty()) {
        const Table *table = schema.findTable(flatTable);
        if (!table || !table->interleave) {
            printError(loaded->name, LayoutCommand::tr("--not-interleaved needs an interleaved table; '%1' is not one").arg(flatTable));
            return ExitFailure;
        }
        flat = withoutInterleaving(schema, table->name);
    }
    const StorageLayout layout = buildStorageLayout(flatTable.isEmpty() ? schema : flat, data);
    // The sample generator builds the same key space, so its diagnostics repeat the layout's.
    printDiagnostics(loaded->name, layout.diagnostics);
    const SplitAssignment assignment = assignSplits(layout, int(*splits));

    QByteArray output;
    if (*format == ReportFormat::Text) {
        output = layoutToText(layout, assignment).toUtf8();
    } else if (*format == ReportFormat::Json) {
        output = QJsonDocument(layoutToJson(layout, assignment)).toJson(QJsonDocument::Indented);
    } else {
        LayoutPaintOptions paint;
        if (!flatTable.isEmpty())
            paint.title = LayoutCommand::tr("Physical layout of %1 if %2 were not interleaved").arg(loaded->name, flatTable);
        else if (entered)
            paint.title = LayoutCommand::tr("Physical layout of %1 (the project's sample rows)").arg(loaded->name);
        else
            paint.title = LayoutCommand::tr("Physical layout of %1 (%2 sample rows per table, seed %3)")
                              .arg(loaded->name).arg(*rows).arg(*seed);
        // Colours by declaration order, as in the designer: a table keeps its colour in every picture.
        for (const Table &t : schema.tables)
            paint.tableOrder << t.name;
        output = *format == ReportFormat::Svg ? renderLayoutSvg(layout, assignment, paint)
                                              : pngBytes(renderLayoutImage(layout, assignment, paint));
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
