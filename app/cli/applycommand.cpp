// spanner-schema apply DATABASE SCHEMA: makes a live database's schema what SCHEMA says. Reads
// the live schema, plans with the migration planner, prints the plan, and runs it as one
// updateDdl batch with progress on stderr. Spanner applies a batch statement by statement and
// keeps what it applied before a failure, so a failure reports exactly which statements stay
// applied and which did not run.

#include "clicommon.h"
#include "commands.h"
#include "livedatabase.h"
#include "planpolicy.h"
#include "migration/migrationplan.h"
#include "migration/planformat.h"
#include "statementsplitter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRandomGenerator>

#include <atomic>
#include <csignal>
#include <cstdio>

namespace ssd::cli {
namespace {

struct ApplyCommand
{
    Q_DECLARE_TR_FUNCTIONS(ApplyCommand)
};

void progressLine(const QString &text)
{
    std::fputs((QStringLiteral("apply: ") + text + u'\n').toUtf8().constData(), stderr);
    std::fflush(stderr);
}

// The first line of a statement, for progress and reports.
QString headline(const QString &statement)
{
    const QString first = statement.section(u'\n', 0, 0).trimmed();
    return first.size() > 100 ? first.left(97) + QStringLiteral("...") : first;
}

// Our own operation id ([a-z][a-z0-9_]*, unique enough): the operation can be found by it in
// the console and in Spanner's operations list.
QString operationId()
{
    return QStringLiteral("ssd_apply_%1_%2")
        .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd_hhmmss")))
        .arg(QRandomGenerator::global()->bounded(1'000'000), 6, 10, QLatin1Char('0'));
}

// While it exists, Ctrl+C (SIGINT) cancels the client's wait instead of ending the process, so
// that apply can ask Spanner to cancel the operation and report what stays applied. The first
// interrupt puts the default action back: a second Ctrl+C ends the process at once.
class InterruptCancels
{
public:
    explicit InterruptCancels(spanner::SpannerClient &client)
    {
        s_interrupted = false;
        s_client = &client;
        m_previous = std::signal(SIGINT, &InterruptCancels::onInterrupt);
    }
    ~InterruptCancels()
    {
        if (!s_interrupted)
            std::signal(SIGINT, m_previous == SIG_ERR ? SIG_DFL : m_previous);
        s_client = nullptr;
    }
    InterruptCancels(const InterruptCancels &) = delete;
    InterruptCancels &operator=(const InterruptCancels &) = delete;
    static bool interrupted() { return s_interrupted; }

private:
    static void onInterrupt(int)
    {
        std::signal(SIGINT, SIG_DFL);
        s_interrupted = true;
        if (spanner::SpannerClient *client = s_client.load())
            client->cancel(); // an atomic store: safe in a signal handler
    }
    static inline std::atomic<bool> s_interrupted = false;
    static inline std::atomic<spanner::SpannerClient *> s_client = nullptr;
    void (*m_previous)(int) = SIG_DFL;
};

// After Ctrl+C: what Spanner kept of the cancelled operation, and what it did not run.
void reportInterrupted(const QString &uri, const QStringList &statements, const spanner::DdlOutcome &ended)
{
    const qsizetype applied = std::min(ended.applied, statements.size());
    if (applied < 0) {
        printError(uri, ApplyCommand::tr("interrupted: %1").arg(ended.error->toString()));
        printNote(uri, ApplyCommand::tr("what was applied is unknown: compare the database with the schema (spanner-schema diff %1 SCHEMA)").arg(uri));
        return;
    }
    if (!ended.error) {
        printError(uri, ApplyCommand::tr("interrupted, but operation %1 had already finished: all %n statement(s) applied", nullptr,
                                         int(statements.size())).arg(ended.operation));
        return;
    }
    printError(uri, ApplyCommand::tr("interrupted: operation %1 ended (%2)").arg(ended.operation, ended.error->toString()));
    printNote(uri, ApplyCommand::tr("%n statement(s) applied (Spanner keeps them):", nullptr, int(applied)));
    for (qsizetype i = 0; i < applied; ++i)
        printNote(uri, QStringLiteral("  [%1] %2").arg(i + 1).arg(headline(statements[i])));
    if (applied < statements.size()) {
        printNote(uri, ApplyCommand::tr("%n statement(s) not applied:", nullptr, int(statements.size() - applied)));
        for (qsizetype i = applied; i < statements.size(); ++i)
            printNote(uri, QStringLiteral("  [%1] %2").arg(i + 1).arg(headline(statements[i])));
    }
}

// After a failure: what stays applied, what failed with Spanner's message, what did not run.
void reportFailure(const QString &uri, const QStringList &statements, const spanner::DdlOutcome &outcome)
{
    const qsizetype applied = outcome.applied;
    printError(uri, ApplyCommand::tr("statement %1 of %2 failed: %3")
                        .arg(applied + 1).arg(statements.size()).arg(outcome.error->toString()));
    printNote(uri, ApplyCommand::tr("%n statement(s) applied (Spanner keeps them):", nullptr, int(applied)));
    for (qsizetype i = 0; i < applied; ++i)
        printNote(uri, QStringLiteral("  [%1] %2").arg(i + 1).arg(headline(statements[i])));
    if (applied < statements.size())
        printNote(uri, ApplyCommand::tr("failed: [%1] %2").arg(applied + 1).arg(headline(statements[applied])));
    if (applied + 1 < statements.size()) {
        printNote(uri, ApplyCommand::tr("%n statement(s) not run:", nullptr, int(statements.size() - applied - 1)));
        for (qsizetype i = applied + 1; i < statements.size(); ++i)
            printNote(uri, QStringLiteral("  [%1] %2").arg(i + 1).arg(headline(statements[i])));
    }
}

int runApply(const QStringList &arguments)
{
    CommandLine commandLine(applyCommand,
                            ApplyCommand::tr("Make the schema of the live DATABASE what SCHEMA says: plan the "
                                             "steps with the migration planner, print them, and run them as one "
                                             "schema update, with progress on standard error. Exit 0 when done "
                                             "or nothing to do, 1 when a step is not allowed (nothing is sent), "
                                             "2 on errors (unreachable, missing database without --create, "
                                             "permission denied, Spanner's rejection; a report says which "
                                             "statements stay applied)."));
    commandLine.addInputArgument(QStringLiteral("DATABASE"),
                                 ApplyCommand::tr("The database: spanner://projects/P/instances/I/databases/D."));
    commandLine.addInputArgument(QStringLiteral("SCHEMA"),
                                 ApplyCommand::tr("The schema it should have: a DDL file, - , a folder of "
                                                  "migration files, a .spdesign project or another database."));
    const QCommandLineOption create(QStringLiteral("create"),
                                    ApplyCommand::tr("Create the database when it does not exist (in --dialect, "
                                                     "else the schema's dialect)."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    ApplyCommand::tr("Print the plan and send nothing."));
    const PlanPolicy policy(commandLine);
    for (const QCommandLineOption &option : {create, dryRun})
        commandLine.parser().addOption(option);
    commandLine.addDialectOption();
    commandLine.addOutputOption(ApplyCommand::tr("Write the plan to OUT instead of standard output."));
    commandLine.addVerboseOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const QString uri = commandLine.inputs().at(0);
    if (!spanner::looksLikeDatabaseUri(uri))
        return commandLine.usageError(ApplyCommand::tr("DATABASE must be spanner://projects/P/instances/I/databases/D, not '%1'").arg(uri));
    const std::optional<LoadedSchema> wanted = loadInput(commandLine, commandLine.inputs().at(1), true);
    if (!wanted)
        return ExitFailure;
    const Dialect dialect = wanted->parse.schema.dialect;

    std::optional<OpenedDatabase> database = openDatabase(commandLine, uri);
    if (!database)
        return ExitFailure;
    spanner::SpannerClient &client = *database->connection.client;
    Schema live;
    live.dialect = dialect;
    migration::PlanOptions planOptions;
    bool creating = false;
    spanner::SpannerResult<spanner::LiveSchema> current = spanner::readLiveSchema(client, database->name);
    if (!current) {
        if (current.error().code != spanner::SpannerError::NotFound || !commandLine.parser().isSet(create)) {
            printError(uri, current.error().toString());
            if (current.error().code == spanner::SpannerError::NotFound)
                printNote(uri, ApplyCommand::tr("use --create to create it"));
            return ExitFailure;
        }
        creating = true;
    } else {
        std::optional<LoadedSchema> parsed = parseLiveSchema(commandLine, uri, current.value());
        if (!parsed)
            return ExitFailure;
        if (parsed->parse.schema.dialect != dialect) {
            printError(uri, ApplyCommand::tr("the database is %1 but the schema is %2")
                                .arg(dialectName(parsed->parse.schema.dialect), dialectName(dialect)));
            return ExitFailure;
        }
        live = std::move(parsed->parse.schema);
        planOptions.generatedNames = std::move(parsed->constraintNames);
    }

    const migration::MigrationPlan plan = migration::plan(live, wanted->parse.schema, planOptions);
    if (!plan.error.isEmpty()) {
        printError(wanted->name, plan.error);
        return ExitFailure;
    }
    if (policy.reportRefusedSteps(wanted->name, plan) > 0) {
        printNote(uri, ApplyCommand::tr("nothing was sent to the database"));
        return ExitFindings;
    }
    if (!writeOutput(commandLine.output(), migration::planSql(plan).toUtf8()))
        return ExitFailure;
    // The plan printed above keeps its comments (a new table's, its columns'); what is sent has
    // none, as Spanner refuses them.
    QStringList statements;
    for (const migration::Step &step : plan.steps)
        statements += statementsForSpanner(step.statements, dialect);
    if (commandLine.parser().isSet(dryRun)) {
        printNote(uri, creating ? ApplyCommand::tr("dry run: the database would be created (%1) and %n statement(s) applied; nothing was sent", nullptr, int(statements.size())).arg(dialectName(dialect))
                                : ApplyCommand::tr("dry run: %n statement(s) would be applied; nothing was sent", nullptr, int(statements.size())));
        return ExitSuccess;
    }

    if (creating) {
        progressLine(ApplyCommand::tr("creating database %1 (%2)").arg(database->name.database, dialectName(dialect)));
        if (const spanner::SpannerStatus failed = client.createDatabase(database->name, dialect)) {
            printError(uri, failed->toString());
            return ExitFailure;
        }
    }
    if (statements.isEmpty()) {
        printNote(uri, ApplyCommand::tr("the database already has this schema: nothing to do"));
        return ExitSuccess;
    }

    const QString operation = operationId();
    progressLine(ApplyCommand::tr("%n statement(s) as operation %1", nullptr, int(statements.size())).arg(operation));
    // One line when a statement is committed, and one when the statement under way reports new
    // progress (backfills of indexes, constraint checks). An operation already done at its first
    // poll (the emulator) still gets a line for each statement.
    qsizetype shownApplied = 0;
    int shownPercent = -1;
    const qsizetype total = statements.size();
    const InterruptCancels interrupts(client);
    const spanner::DdlOutcome outcome = client.applyDdl(database->name, statements, operation, [&](const spanner::DdlProgress &progress) {
        for (; shownApplied < std::min(progress.applied, total); ++shownApplied, shownPercent = -1)
            progressLine(ApplyCommand::tr("[%1/%2] applied: %3").arg(shownApplied + 1).arg(total).arg(headline(statements[shownApplied])));
        if (shownApplied >= total || progress.currentPercent < 0 || progress.currentPercent == shownPercent)
            return;
        shownPercent = progress.currentPercent;
        QString line = ApplyCommand::tr("[%1/%2] running: %3 (%4%)")
                           .arg(shownApplied + 1).arg(total).arg(headline(statements[shownApplied])).arg(progress.currentPercent);
        if (progress.throttled)
            line += ApplyCommand::tr(" (throttled by Spanner)");
        progressLine(line);
    });
    if (outcome.error && InterruptCancels::interrupted()) {
        progressLine(ApplyCommand::tr("interrupted: asking Spanner to cancel operation %1").arg(operation));
        client.resetCancel();
        reportInterrupted(uri, statements, client.cancelDdl(database->name, operation, total));
        return ExitFailure;
    }
    if (outcome.error) {
        reportFailure(uri, statements, outcome);
        return ExitFailure;
    }
    progressLine(ApplyCommand::tr("done: %n statement(s) applied", nullptr, int(statements.size())));
    return ExitSuccess;
}

} // namespace

extern const Command applyCommand = {
    "apply", "ApplyCommand",
    QT_TRANSLATE_NOOP("ApplyCommand", "make a live database's schema what a schema file says"),
    runApply,
};

} // namespace ssd::cli
