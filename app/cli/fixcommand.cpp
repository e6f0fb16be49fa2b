// spanner-schema fix: applies the quick fixes of one checklist rule and prints the resulting DDL.

#include "checks/checklist.h"
#include "checks/rulefixes.h"
#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>

namespace ssd::cli {
namespace {

struct FixCommand
{
    Q_DECLARE_TR_FUNCTIONS(FixCommand)
};

int runFix(const QStringList &arguments)
{
    CommandLine commandLine(fixCommand,
                            FixCommand::tr("Apply the quick fixes of checklist rule ID to the schema in FILE and "
                                           "print the resulting DDL in the file's dialect. Each matching finding "
                                           "gets its first fix, or the fix named by --fix."));
    QCommandLineParser &parser = commandLine.parser();
    const QCommandLineOption ruleOption(QStringLiteral("rule"), FixCommand::tr("The rule whose findings to fix."),
                                        QStringLiteral("ID"));
    const QCommandLineOption objectOption(QStringLiteral("object"),
                                          FixCommand::tr("Only findings about this object (Table, Table.Column, Index)."),
                                          QStringLiteral("NAME"));
    const QCommandLineOption fixOption(QStringLiteral("fix"),
                                       FixCommand::tr("The quick fix to apply when a finding offers several (see lint --format json)."),
                                       QStringLiteral("FIX"));
    parser.addOption(ruleOption);
    parser.addOption(objectOption);
    parser.addOption(fixOption);
    commandLine.addCommonOptions();
    commandLine.addQueriesOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;
    const QString rule = parser.value(ruleOption);
    if (rule.isEmpty())
        return commandLine.usageError(FixCommand::tr("--rule ID is required (see lint --list-rules)"));
    if (!findRule(rule))
        return commandLine.usageError(FixCommand::tr("unknown rule '%1' (see lint --list-rules)").arg(rule));

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    Schema schema = loaded->parse.schema;
    // A project's stored settings and queries drive its fixes; --queries replaces the queries.
    ProjectSettings settings = loaded->project ? loaded->project->settings : ProjectSettings{};
    if (!commandLine.queriesFile().isEmpty()) {
        const std::optional<QString> queries = loadQueries(commandLine.queriesFile(), schema);
        if (!queries)
            return ExitFailure;
        settings.queriesText = *queries;
    }
    const QString object = parser.value(objectOption);
    const QString wanted = parser.value(fixOption);

    int applied = 0, unfixable = 0;
    for (const RuleFixAttempt &attempt : applyRuleFixes(schema, rule, object, wanted, settings)) {
        if (attempt.applied) {
            ++applied;
            printNote(loaded->name, FixCommand::tr("applied %1: %2").arg(attempt.fixId, attempt.title));
        } else {
            ++unfixable;
            printNote(loaded->name, FixCommand::tr("no applicable quick fix for [%1] %2").arg(rule, attempt.subject));
        }
    }
    if (applied == 0 && unfixable == 0)
        printNote(loaded->name, object.isEmpty() ? FixCommand::tr("no finding of rule %1").arg(rule)
                                                  : FixCommand::tr("no finding of rule %1 on %2").arg(rule, object));
    if (!writeOutput(commandLine.output(), writeDdl(schema).toUtf8()))
        return ExitFailure;
    return applied == 0 && unfixable > 0 ? ExitFindings : ExitSuccess;
}

} // namespace

extern const Command fixCommand = {
    "fix", "FixCommand",
    QT_TRANSLATE_NOOP("FixCommand", "apply the quick fixes of a checklist rule and print the DDL"),
    runFix,
};

} // namespace ssd::cli
