// spanner-schema fix: applies the quick fixes of one checklist rule and prints the resulting DDL.

#include "checks/checklist.h"
#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>

namespace ssd::cli {
namespace {

struct FixCommand
{
    Q_DECLARE_TR_FUNCTIONS(FixCommand)
};

bool matchesObject(const Finding &f, const QString &object)
{
    return object.isEmpty() || f.subject.displayName() == object || f.subject.name == object
        || f.subject.table == object;
}

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
    const QString object = parser.value(objectOption);
    const QString wanted = parser.value(fixOption);

    // One finding at a time, re-linting in between: a fix may resolve or reshape the others.
    int applied = 0, unfixable = 0;
    QSet<QString> tried;
    for (int round = 0; round < 10000; ++round) {
        bool progress = false;
        for (const Finding &f : runRule(schema, rule)) {
            const QString key = f.subject.displayName() + u'|' + f.message();
            if (!matchesObject(f, object) || tried.contains(key))
                continue;
            tried.insert(key);
            const QuickFix *chosen = nullptr;
            for (const QuickFix &fix : f.fixes)
                if (!chosen && (wanted.isEmpty() || fix.id == wanted))
                    chosen = &fix;
            if (!chosen || !chosen->applyTo(schema)) {
                ++unfixable;
                printNote(loaded->name, FixCommand::tr("no applicable quick fix for [%1] %2").arg(rule, f.subject.displayName()));
                continue;
            }
            ++applied;
            printNote(loaded->name, FixCommand::tr("applied %1: %2").arg(chosen->id, chosen->title()));
            progress = true;
            break;
        }
        if (!progress)
            break;
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
