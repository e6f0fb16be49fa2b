// spanner-schema lint: the checklist of docs/checklist.md on a DDL file, as text, JSON or SARIF.

#include "checks/checklist.h"
#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ssd::cli {
namespace {

struct LintCommand
{
    Q_DECLARE_TR_FUNCTIONS(LintCommand)
};

QString sarifLevel(CheckSeverity severity)
{
    switch (severity) {
    case CheckSeverity::Error: return QStringLiteral("error");
    case CheckSeverity::Warning: return QStringLiteral("warning");
    case CheckSeverity::Info: return QStringLiteral("note");
    }
    return {};
}

QByteArray listRules(bool json)
{
    if (!json) {
        QString out;
        for (const RuleInfo &rule : ruleCatalog())
            out += QStringLiteral("%1  %2  %3  %4\n")
                       .arg(rule.ruleId().leftJustified(34), checkSeverityName(rule.severity).leftJustified(7),
                            rule.translatedTitle(), rule.documentationUrl());
        return out.toUtf8();
    }
    QJsonArray rules;
    for (const RuleInfo &rule : ruleCatalog()) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), rule.ruleId());
        o.insert(QStringLiteral("number"), rule.number);
        o.insert(QStringLiteral("severity"), checkSeverityName(rule.severity));
        o.insert(QStringLiteral("family"), QString::fromLatin1(rule.family));
        o.insert(QStringLiteral("title"), rule.translatedTitle());
        o.insert(QStringLiteral("explanation"), rule.translatedExplanation());
        o.insert(QStringLiteral("source"), rule.documentationUrl());
        o.insert(QStringLiteral("quickFix"), rule.mechanicalFix);
        rules.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("rules"), rules}}).toJson(QJsonDocument::Indented);
}

QByteArray formatText(const QString &file, const Findings &findings)
{
    QString out;
    int counts[3] = {0, 0, 0};
    for (const Finding &f : findings) {
        ++counts[int(f.severity)];
        out += QStringLiteral("%1:%2:%3: %4: [%5] %6\n")
                   .arg(file)
                   .arg(std::max(f.line, 1))
                   .arg(std::max(f.column, 1))
                   .arg(checkSeverityName(f.severity), f.ruleId, f.message);
    }
    out += LintCommand::tr("%1: %n finding(s): ", nullptr, int(findings.size())).arg(file)
        + LintCommand::tr("%1 error(s), %2 warning(s), %3 info").arg(counts[2]).arg(counts[1]).arg(counts[0])
        + u'\n';
    return out.toUtf8();
}

QByteArray formatJson(const Findings &findings)
{
    QJsonArray list;
    for (const Finding &f : findings) {
        QJsonArray fixes;
        for (const QuickFix &fix : f.fixes)
            fixes.append(QJsonObject{{QStringLiteral("id"), fix.id}, {QStringLiteral("title"), fix.title}});
        QJsonObject o;
        o.insert(QStringLiteral("rule"), f.ruleId);
        o.insert(QStringLiteral("severity"), checkSeverityName(f.severity));
        o.insert(QStringLiteral("object"), f.subject.displayName());
        o.insert(QStringLiteral("objectKind"), subjectKindName(f.subject.kind));
        o.insert(QStringLiteral("line"), f.line);
        o.insert(QStringLiteral("column"), f.column);
        o.insert(QStringLiteral("message"), f.message);
        o.insert(QStringLiteral("explanation"), f.explanation);
        o.insert(QStringLiteral("fixes"), fixes);
        list.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("findings"), list}}).toJson(QJsonDocument::Indented);
}

// SARIF 2.1.0 (the subset code-scanning services read): one run, every catalog rule in the
// driver, one result per finding with its physical location.
QByteArray formatSarif(const QString &file, const Findings &findings)
{
    QJsonArray rules;
    QHash<QString, int> ruleIndex;
    for (const RuleInfo &rule : ruleCatalog()) {
        ruleIndex.insert(rule.ruleId(), int(rules.size()));
        QJsonObject r;
        r.insert(QStringLiteral("id"), rule.ruleId());
        r.insert(QStringLiteral("name"), rule.ruleId());
        r.insert(QStringLiteral("shortDescription"), QJsonObject{{QStringLiteral("text"), rule.translatedTitle()}});
        r.insert(QStringLiteral("fullDescription"), QJsonObject{{QStringLiteral("text"), rule.translatedExplanation()}});
        r.insert(QStringLiteral("helpUri"), rule.documentationUrl());
        r.insert(QStringLiteral("defaultConfiguration"), QJsonObject{{QStringLiteral("level"), sarifLevel(rule.severity)}});
        rules.append(r);
    }
    const QString uri = file == stdinName() ? QStringLiteral("stdin") : file;
    QJsonArray results;
    for (const Finding &f : findings) {
        QJsonObject physical{{QStringLiteral("artifactLocation"), QJsonObject{{QStringLiteral("uri"), uri}}}};
        physical.insert(QStringLiteral("region"), QJsonObject{{QStringLiteral("startLine"), std::max(f.line, 1)},
                                                              {QStringLiteral("startColumn"), std::max(f.column, 1)}});
        QJsonObject result;
        result.insert(QStringLiteral("ruleId"), f.ruleId);
        result.insert(QStringLiteral("ruleIndex"), ruleIndex.value(f.ruleId));
        result.insert(QStringLiteral("level"), sarifLevel(f.severity));
        result.insert(QStringLiteral("message"), QJsonObject{{QStringLiteral("text"), f.message}});
        result.insert(QStringLiteral("locations"), QJsonArray{QJsonObject{{QStringLiteral("physicalLocation"), physical}}});
        result.insert(QStringLiteral("logicalLocations"),
                      QJsonArray{QJsonObject{{QStringLiteral("fullyQualifiedName"), f.subject.displayName()},
                                             {QStringLiteral("kind"), subjectKindName(f.subject.kind)}}});
        results.append(result);
    }
    QJsonObject driver;
    driver.insert(QStringLiteral("name"), QStringLiteral("spanner-schema"));
    driver.insert(QStringLiteral("version"), QStringLiteral(SSD_VERSION));
    driver.insert(QStringLiteral("informationUri"), QStringLiteral("https://docs.cloud.google.com/spanner/docs/schema-design"));
    driver.insert(QStringLiteral("rules"), rules);
    QJsonObject run;
    run.insert(QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}});
    run.insert(QStringLiteral("results"), results);
    QJsonObject sarif;
    sarif.insert(QStringLiteral("version"), QStringLiteral("2.1.0"));
    sarif.insert(QStringLiteral("$schema"), QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json"));
    sarif.insert(QStringLiteral("runs"), QJsonArray{run});
    return QJsonDocument(sarif).toJson(QJsonDocument::Indented);
}

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
                                            LintCommand::tr("Project settings as JSON (planned nodes, key generation, ...)."),
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
        return writeOutput(commandLine.output(), listRules(format == u"json")) ? ExitSuccess : ExitFailure;
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
    const Findings findings = runChecklist(loaded->parse.schema, settings, options);
    QByteArray out;
    if (format == u"json")
        out = formatJson(findings);
    else if (format == u"sarif")
        out = formatSarif(loaded->name, findings);
    else
        out = formatText(loaded->name, findings);
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
