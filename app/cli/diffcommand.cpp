// spanner-schema diff: the migration from OLD to NEW (model/core/migration), as SQL or JSON.
// Steps that lose data are printed only when asked for: without --allow-drop / --allow-recreate
// the command lists them on stderr, prints nothing, and exits 1.

#include "clicommon.h"
#include "commands.h"
#include "planpolicy.h"
#include "migration/migrationplan.h"
#include "migration/planformat.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct DiffCommand
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
};

int runDiff(const QStringList &arguments)
{
    CommandLine commandLine(diffCommand,
                            DiffCommand::tr("Print the DDL that turns the schema OLD into NEW, step by step, "
                                            "each step with its kind (in-place, validating, destructive, "
                                            "recreate) and why. OLD and NEW are DDL files, - (standard "
                                            "input, for one of them), folders of migration files applied "
                                            "in name order, .spdesign projects or spanner:// databases, of one dialect. Exit 1 "
                                            "when the plan needs a step that was not allowed."));
    commandLine.addInputArgument(QStringLiteral("OLD"), DiffCommand::tr("The schema the database has now."));
    commandLine.addInputArgument(QStringLiteral("NEW"), DiffCommand::tr("The schema it should have."));
    const PlanPolicy policy(commandLine);
    const QCommandLineOption rename(QStringLiteral("rename"),
                                    DiffCommand::tr("OLD=NEW: the table (or Table.column) OLD is called NEW "
                                                    "now. Repeatable."),
                                    QStringLiteral("OLD=NEW"));
    const QCommandLineOption format(QStringLiteral("format"), DiffCommand::tr("sql (default) or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("sql"));
    for (const QCommandLineOption &option : {rename, format})
        commandLine.parser().addOption(option);
    commandLine.addDialectOption();
    commandLine.addOutputOption();
    commandLine.addVerboseOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const QString formatName = commandLine.parser().value(format);
    if (formatName != u"sql" && formatName != u"json")
        return commandLine.usageError(DiffCommand::tr("unknown format '%1' (expected sql or json)").arg(formatName));
    migration::PlanOptions options;
    for (const QString &pair : commandLine.parser().values(rename)) {
        const qsizetype equals = pair.indexOf(u'=');
        if (equals <= 0 || equals == pair.size() - 1)
            return commandLine.usageError(DiffCommand::tr("--rename takes OLD=NEW, not '%1'").arg(pair));
        options.renames.emplace_back(pair.left(equals).trimmed(), pair.mid(equals + 1).trimmed());
    }
    const QStringList inputs = commandLine.inputs();
    if (inputs[0] == u"-" && inputs[1] == u"-")
        return commandLine.usageError(DiffCommand::tr("only one of OLD and NEW can be standard input"));

    const std::optional<LoadedSchema> from = loadInput(commandLine, inputs[0], true);
    if (!from)
        return ExitFailure;
    const std::optional<LoadedSchema> to = loadInput(commandLine, inputs[1], true);
    if (!to)
        return ExitFailure;
    if (from->parse.schema.dialect != to->parse.schema.dialect) {
        printError(to->name, DiffCommand::tr("NEW is %1 but OLD is %2: convert first (spanner-schema convert --to %2)")
                                 .arg(dialectName(to->parse.schema.dialect), dialectName(from->parse.schema.dialect)));
        return ExitFailure;
    }

    options.generatedNames = from->constraintNames;
    const migration::MigrationPlan plan = migration::plan(from->parse.schema, to->parse.schema, options);
    if (!plan.error.isEmpty()) {
        printError(to->name, plan.error);
        return ExitFailure;
    }
    const bool refused = policy.reportRefusedSteps(to->name, plan) > 0;
    if (refused)
        return ExitFindings;
    const QByteArray text = formatName == u"json"
        ? QJsonDocument(migration::planJson(plan)).toJson(QJsonDocument::Indented)
        : migration::planSql(plan).toUtf8();
    return writeOutput(commandLine.output(), text) ? ExitSuccess : ExitFailure;
}

} // namespace

extern const Command diffCommand = {
    "diff", "DiffCommand",
    QT_TRANSLATE_NOOP("DiffCommand", "print the migration from one schema version to another"),
    runDiff,
};

} // namespace ssd::cli
