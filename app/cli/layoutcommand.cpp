// spanner-schema layout: the physical storage order of sample rows (physical-layout.md 2.1-2.2):
// rows sorted by key, child rows inside their parent's row tree, global indexes as their own key
// ranges, and where split boundaries fall. Text, JSON, or the layout strip as SVG/PNG. With
// --query, one of the application's queries is traced over those rows (queries/readpath.h): the
// rows it reads, in order, and the splits it touches.

#include "clicommon.h"
#include "commands.h"
#include "layoutpainter.h"
#include "physical/physicaljson.h"
#include "physical/samplerows.h"
#include "physical/storagelayout.h"
#include "queries/queryfile.h"
#include "queries/readpath.h"
#include "reportformat.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace ssd::cli {
namespace {

struct LayoutCommand
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCommand)
};

// The query NAME of the --queries file (or the project's queries), traced over the layout.
struct TracedQuery
{
    queries::Query query;
    queries::QueryAccess access;
    queries::ReadPath path;
};

std::optional<TracedQuery> traceQuery(const CommandLine &commandLine, const LoadedSchema &loaded, const QString &name,
                                      const Schema &schema, const SampleData &data, const StorageLayout &layout,
                                      const SplitAssignment &splits)
{
    const std::optional<QString> text = commandQueries(
        commandLine, loaded, LayoutCommand::tr("--query needs --queries FILE (unless FILE is a project with queries)"));
    if (!text)
        return std::nullopt;
    Diagnostics ignored; // commandQueries printed them
    const std::vector<queries::Query> parsed = queries::parseQueries(*text, schema, ignored);
    const auto query = std::find_if(parsed.begin(), parsed.end(), [&](const queries::Query &q) { return q.name == name; });
    if (query == parsed.end()) {
        QStringList names;
        for (const queries::Query &q : parsed)
            names << q.name;
        printError(loaded.name, LayoutCommand::tr("no query named '%1' (the queries are: %2)")
                                    .arg(name, names.isEmpty() ? LayoutCommand::tr("none") : names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    TracedQuery traced{*query, queries::analyseQuery(*query, schema), {}};
    traced.path = queries::traceReadPath(traced.query, traced.access, schema, data, layout, splits);
    return traced;
}

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
    const QCommandLineOption queryOption(QStringLiteral("query"),
                                         LayoutCommand::tr("Show the read path of the query NAME of the --queries file (or of "
                                                           "the project's queries): the rows it reads, in order, and the splits it touches."),
                                         QStringLiteral("NAME"));
    const QCommandLineOption formatOption = reportFormatOption();
    commandLine.parser().addOption(flatOption);
    commandLine.parser().addOption(queryOption);
    commandLine.addQueriesOption();
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
    const Schema &shown = flatTable.isEmpty() ? schema : flat;
    const StorageLayout layout = buildStorageLayout(shown, data);
    // The sample generator builds the same key space, so its diagnostics repeat the layout's.
    printDiagnostics(loaded->name, layout.diagnostics);
    const SplitAssignment assignment = assignSplits(layout, int(*splits));

    const QString queryName = commandLine.parser().value(queryOption);
    if (queryName.isEmpty() && !commandLine.queriesFile().isEmpty())
        return commandLine.usageError(LayoutCommand::tr("--queries needs --query NAME: the query whose read path is shown"));
    std::optional<TracedQuery> traced;
    if (!queryName.isEmpty()) {
        traced = traceQuery(commandLine, *loaded, queryName, shown, data, layout, assignment);
        if (!traced)
            return ExitFailure;
    }

    QByteArray output;
    if (*format == ReportFormat::Text) {
        QString text = layoutToText(layout, assignment);
        if (traced) {
            text += QLatin1Char('\n') + LayoutCommand::tr("Read path of %1:").arg(queryName) + QLatin1Char('\n');
            for (const QString &line : queries::describeAccess(traced->query, traced->access)
                                           + queries::describeReadPath(traced->path, layout, assignment))
                text += QStringLiteral("  ") + line + QLatin1Char('\n');
        }
        output = text.toUtf8();
    } else if (*format == ReportFormat::Json) {
        QJsonObject json = layoutToJson(layout, assignment);
        if (traced) {
            QJsonObject path = queries::readPathToJson(traced->path, layout, assignment);
            path.insert(QStringLiteral("query"), queryName);
            json.insert(QStringLiteral("readPath"), path);
        }
        output = QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        LayoutPaintOptions paint;
        if (traced) {
            paint.readOrder = traced->path.readOrder(int(layout.entries.size()));
            paint.touchedSplits = traced->path.splits;
            // The summary line (entries read, splits touched) under the usual title.
            const QStringList lines = queries::describeReadPath(traced->path, layout, assignment);
            paint.title = LayoutCommand::tr("Read path of %1 in %2: %3")
                              .arg(queryName, loaded->name,
                                   lines.isEmpty() ? queries::describeAccess(traced->query, traced->access).join(u"; ") : lines.constLast());
        } else if (!flatTable.isEmpty())
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
