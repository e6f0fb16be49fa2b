// spanner-schema lint: the checklist of docs/checklist.md on a DDL file, as text, JSON or SARIF.

#include "checks/checklist.h"
#include "checks/reports.h"
#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct LintCommand
{
    Q_DECLARE_TR_FUNCTIONS(LintCommand)
};

int runLint(const QStringList &arguments)
{
    CommandLine commandLine(lintCommand,
                            LintCommand::tr("Check the schema in FILE against the checklist (50 rules: hotspots, "
                                            "interleaving, indexes, key types, limits). Exit status 1 when a "
                                            "finding has severity error."));
    QCommandLineParser &parser = commandLine.parser();
    const QCommandLineOption formatOption(QStringLiteral("format"), LintCommand::tr("Output format: text, json or sarif."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption minSeverityOption(QStringLiteral("min-severity"),
                                               LintCommand::tr("Report findings of at least this severity: info, warning or error."),
                                               QStringLiteral("SEVERITY"), QStringLiteral("info"));
    const QCommandLineOption disableOption(QStringLiteral("disable"),
                                           LintCommand::tr("Rule ids to skip, separated by commas (repeatable)."),
                                           QStringLiteral("RULES"));
    const QCommandLineOption listOption(QStringLiteral("list-rules"), LintCommand::tr("List the rules and exit."));
    const QCommandLineOption settingsOption(QStringLiteral("settings"),
                                            LintCommand::tr("Project settings as JSON (planned nodes, key generation, ...); "
                                                            "default: the settings stored in a .spdesign input."),
                                            QStringLiteral("FILE"));
    parser.addOption(formatOption);
    parser.addOption(minSeverityOption);
    parser.addOption(disableOption);
    parser.addOption(listOption);
    parser.addOption(settingsOption);
    const bool listing = arguments.contains(QStringLiteral("--list-rules"));
    if (!listing)
        commandLine.addInputArgument();
    commandLine.addDialectOption();
    commandLine.addQueriesOption();
    commandLine.addOutputOption();
    commandLine.addVerboseOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const QString format = parser.value(formatOption).toLower();
    if (format != u"text" && format != u"json" && format != u"sarif")
        return commandLine.usageError(LintCommand::tr("unknown format '%1' (text, json or sarif)").arg(format));
    if (parser.isSet(listOption)) {
        if (format == u"sarif")
            return commandLine.usageError(LintCommand::tr("--list-rules prints text or json"));
        return writeOutput(commandLine.output(), rulesReport(format == u"json")) ? ExitSuccess : ExitFailure;
    }

    ChecklistOptions options;
    if (!checkSeverityFromName(parser.value(minSeverityOption), &options.minSeverity))
        return commandLine.usageError(LintCommand::tr("unknown severity '%1' (info, warning or error)")
                                          .arg(parser.value(minSeverityOption)));
    for (const QString &list : parser.values(disableOption)) {
        for (const QString &id : list.split(u',', Qt::SkipEmptyParts)) {
            if (!findRule(id.trimmed()))
                return commandLine.usageError(LintCommand::tr("unknown rule '%1' (see --list-rules)").arg(id.trimmed()));
            options.disabledRules.insert(id.trimmed());
        }
    }
    ProjectSettings settings;
    if (parser.isSet(settingsOption)) {
        QFile file(parser.value(settingsOption));
        QJsonParseError error;
        const QJsonDocument doc = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll(), &error) : QJsonDocument();
        if (!doc.isObject()) {
            printError(parser.value(settingsOption), LintCommand::tr("cannot read the settings (a JSON object is expected)"));
            return ExitFailure;
        }
        QString problems;
        settings = projectSettingsFromJson(doc.object(), &problems);
        if (!problems.isEmpty())
            printMessage(parser.value(settingsOption), Diagnostic::Severity::Warning, problems);
    }

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    // A project carries the settings the designer's checklist used; --settings overrides them.
    if (loaded->project && !parser.isSet(settingsOption))
        settings = loaded->project->settings;
    if (!commandLine.queriesFile().isEmpty()) {
        const std::optional<QString> queries = loadQueries(commandLine.queriesFile(), loaded->parse.schema);
        if (!queries)
            return ExitFailure;
        settings.queriesText = *queries;
    }
    const Findings findings = runChecklist(loaded->parse.schema, settings, options);
    QByteArray out;
    if (format == u"json")
        out = findingsJson(findings);
    else if (format == u"sarif")
        out = findingsSarif(loaded->name == stdinName() ? QStringLiteral("stdin") : loaded->name, findings, QStringLiteral(SSD_VERSION));
    else
        out = findingsText(loaded->name, findings, commandLine.queriesFile());
    if (!writeOutput(commandLine.output(), out))
        return ExitFailure;
    return hasErrorFindings(findings) ? ExitFindings : ExitSuccess;
}

} // namespace

extern const Command lintCommand = {
    "lint", "LintCommand",
    QT_TRANSLATE_NOOP("LintCommand", "check the schema against the checklist (text, JSON or SARIF)"),
    runLint,
};

} // namespace ssd::cli
