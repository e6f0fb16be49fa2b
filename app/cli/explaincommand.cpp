// spanner-schema explain: how Spanner reads each of the application's queries (queries/accesspath.h).

#include "clicommon.h"
#include "commands.h"
#include "queries/accesspath.h"
#include "queries/queryfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct ExplainCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExplainCommand)
};

int runExplain(const QStringList &arguments)
{
    CommandLine commandLine(explainCommand,
                            ExplainCommand::tr("Print how Spanner reads each query of the --queries file against the "
                                               "schema in FILE: primary-key point or range reads, secondary indexes "
                                               "(with or without a back-join to the base table), full scans, local "
                                               "(interleaved) or distributed joins."));
    QCommandLineParser &parser = commandLine.parser();
    const QCommandLineOption formatOption(QStringLiteral("format"), ExplainCommand::tr("Output format: text or json."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(formatOption);
    commandLine.addCommonOptions();
    commandLine.addQueriesOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;
    const QString format = parser.value(formatOption).toLower();
    if (format != u"text" && format != u"json")
        return commandLine.usageError(ExplainCommand::tr("unknown format '%1' (text or json)").arg(format));
    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    const Schema &schema = loaded->parse.schema;
    const std::optional<QString> text =
        commandQueries(commandLine, *loaded, ExplainCommand::tr("--queries FILE is required (unless FILE is a project with queries)"));
    if (!text)
        return ExitFailure;
    Diagnostics ignored; // loadQueries reported them
    const std::vector<queries::Query> parsed = queries::parseQueries(*text, schema, ignored);
    QByteArray out;
    if (format == u"json") {
        QJsonArray list;
        for (const queries::Query &q : parsed)
            list.append(queries::accessToJson(q, queries::analyseQuery(q, schema)));
        out = QJsonDocument(QJsonObject{{QStringLiteral("queries"), list}}).toJson(QJsonDocument::Indented);
    } else {
        QString lines;
        for (const queries::Query &q : parsed) {
            lines += QStringLiteral("%1 (%2:%3)\n").arg(q.name).arg(q.line).arg(q.column);
            for (const QString &line : queries::describeAccess(q, queries::analyseQuery(q, schema)))
                lines += QStringLiteral("  ") + line + u'\n';
        }
        out = lines.toUtf8();
    }
    return writeOutput(commandLine.output(), out) ? ExitSuccess : ExitFailure;
}

} // namespace

extern const Command explainCommand = {
    "explain", "ExplainCommand",
    QT_TRANSLATE_NOOP("ExplainCommand", "print how Spanner reads each of the application's queries"),
    runExplain,
};

} // namespace ssd::cli
