#include "databasecontroller.h"

#include "actionhandler.h"
#include "commands.h"
#include "databaseplandialog.h"
#include "ddl.h"
#include "ddldock.h"
#include "document.h"
#include "filecontroller.h"
#include "edits/idreconcile.h"
#include "mainwindow.h"
#include "opendatabasedialog.h"
#include "retranslator.h"
#include "statementsplitter.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

namespace ssd {

namespace {

// "1. CREATE TABLE ...;" lines for the statements [from, to) of `statements`.
QString numbered(const QStringList &statements, qsizetype from, qsizetype to)
{
    QStringList lines;
    for (qsizetype i = from; i < to && i < statements.size(); ++i)
        lines += QStringLiteral("%1. %2;").arg(QString::number(i + 1), statements[i]);
    return lines.join(u'\n');
}

} // namespace

DatabaseController::DatabaseController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_open(new QAction(window))
    , m_compare(new QAction(window))
    , m_apply(new QAction(window))
    , m_update(new QAction(window))
    , m_menu(new QMenu(window))
    , m_indicator(new QLabel(window))
{
    m_open->setObjectName(QStringLiteral("actionOpenDatabase"));
    m_compare->setObjectName(QStringLiteral("actionCompareDatabase"));
    m_apply->setObjectName(QStringLiteral("actionApplyDatabase"));
    m_update->setObjectName(QStringLiteral("actionUpdateFromDatabase"));
    m_menu->setObjectName(QStringLiteral("databaseMenu"));
    m_indicator->setObjectName(QStringLiteral("databaseIndicator"));
    m_menu->addAction(m_compare);
    m_menu->addAction(m_apply);
    m_menu->addSeparator();
    m_menu->addAction(m_update);
    connect(m_open, &QAction::triggered, this, &DatabaseController::openDatabaseInteractive);
    connect(m_compare, &QAction::triggered, this, &DatabaseController::compare);
    connect(m_apply, &QAction::triggered, this, &DatabaseController::apply);
    connect(m_update, &QAction::triggered, this, &DatabaseController::updateFromDatabase);
    connect(window->files(), &FileController::liveDatabaseChanged, this, &DatabaseController::updateIndicator);
    window->statusBar()->addPermanentWidget(m_indicator);
    (new Retranslator(window))->add([this] { retranslate(); });
}

void DatabaseController::retranslate()
{
    m_open->setText(tr("Open &Database..."));
    m_open->setToolTip(tr("Read the schema of a Cloud Spanner database (or the emulator's) into a new design"));
    m_compare->setText(tr("&Compare with Database..."));
    m_compare->setToolTip(tr("The steps that would take the design's database to the design"));
    m_apply->setText(tr("&Apply to Database..."));
    m_apply->setToolTip(tr("Run the chosen steps against the design's database"));
    m_update->setText(tr("&Update from Database"));
    m_update->setToolTip(tr("Bring the database's schema into the design (one undo step; positions are kept)"));
    m_menu->setTitle(tr("Data&base"));
    updateIndicator();
}

std::optional<LiveTarget> DatabaseController::target() const
{
    const FileController *files = m_window->files();
    const spanner::SpannerResult<spanner::DatabaseName> name = spanner::parseDatabaseUri(files->liveDatabase());
    if (!name)
        return std::nullopt;
    return LiveTarget{name.value(), files->liveEndpoint()};
}

void DatabaseController::updateIndicator()
{
    const std::optional<LiveTarget> live = target();
    if (live) {
        m_indicator->setText(tr("Database: %1").arg(live->database.database));
        m_indicator->setToolTip(live->displayName());
    }
    m_indicator->setVisible(live.has_value());
}

void DatabaseController::showError(const QString &title, const QString &text, const QString &details)
{
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("databaseError"));
    box.setTextFormat(Qt::PlainText);
    if (!details.isEmpty())
        box.setDetailedText(details);
    box.exec();
}

void DatabaseController::openDatabaseInteractive()
{
    if (!m_window->files()->maybeSave())
        return;
    OpenDatabaseDialog dialog(target().value_or(LiveTarget{}), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    openDatabase(dialog.target());
}

std::optional<LiveTarget> DatabaseController::targetOrAsk()
{
    if (std::optional<LiveTarget> live = target())
        return live;
    OpenDatabaseDialog dialog(LiveTarget{}, m_window);
    dialog.setWindowTitle(tr("Choose the Design's Database"));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const LiveTarget chosen = dialog.target();
    m_window->files()->setLiveDatabase(chosen.database.uri(), chosen.emulatorEndpoint);
    OpenDatabaseDialog::addRecentDatabase(chosen);
    return chosen;
}

std::optional<ParseResult> DatabaseController::readLive(const LiveTarget &target, QString *text,
                                                        std::vector<migration::GeneratedConstraintName> *constraintNames)
{
    std::optional<spanner::LiveSchema> live;
    QString ddl;
    ParseResult result;
    const spanner::SpannerStatus failed =
        runLiveWork(m_window, target, tr("Reading the schema of %1...").arg(target.displayName()),
                    [&](spanner::SpannerClient &client, LiveProgress &) -> spanner::SpannerStatus {
                        spanner::SpannerResult<spanner::LiveSchema> schema = spanner::readLiveSchema(client, target.database);
                        if (!schema)
                            return schema.error();
                        live = std::move(schema).value();
                        // Parsed here too: a 5,000-table schema takes a while to parse, and the
                        // GUI thread only waits for this worker.
                        ParseOptions options;
                        options.dialect = live->dialect;
                        ddl = live->ddlText();
                        result = parseDdl(ddl, options);
                        return std::nullopt;
                    });
    if (failed) {
        if (failed->code == spanner::SpannerError::Cancelled)
            Q_EMIT statusMessage(tr("Cancelled."));
        else
            showError(tr("Database"), tr("Could not read %1:\n\n%2").arg(target.displayName(), failed->toString()));
        return std::nullopt;
    }
    if (!result.ok()) {
        for (const Diagnostic &d : result.diagnostics)
            if (d.isError()) {
                showError(tr("Database"),
                          tr("The schema of %1 could not be read:\n\n%2:%3:%4: %5")
                              .arg(target.displayName(), target.database.uri())
                              .arg(d.line)
                              .arg(d.column)
                              .arg(d.message),
                          ddl);
                break;
            }
        return std::nullopt;
    }
    if (text)
        *text = ddl;
    if (constraintNames)
        *constraintNames = std::move(live->constraintNames);
    return result;
}

bool DatabaseController::openDatabase(const LiveTarget &target)
{
    QString text;
    std::optional<ParseResult> parsed = readLive(target, &text);
    if (!parsed)
        return false;
    OpenDatabaseDialog::addRecentDatabase(target);
    const int tables = int(parsed->schema.tables.size());
    const Dialect dialect = parsed->dialect;
    m_window->files()->openLiveSchema(std::move(*parsed), text, target.database.uri(), target.emulatorEndpoint);
    Q_EMIT statusMessage(tr("Opened %1 (%2, %n table(s)).", nullptr, tables).arg(target.displayName(), dialectName(dialect)));
    return true;
}

std::optional<migration::MigrationPlan> DatabaseController::planFromLive(const LiveTarget &target)
{
    m_window->ddlDock()->applyPendingEdit(); // text typed a moment ago is part of the design
    migration::PlanOptions options;
    std::optional<ParseResult> parsed = readLive(target, nullptr, &options.generatedNames);
    if (!parsed)
        return std::nullopt;
    const Schema &design = m_window->document()->schema();
    // The baseline (the version last opened, e.g. from this database) shares the design's ids,
    // so the live objects get those ids by name and a table renamed in the designer is a rename.
    // Fresh ids start above the design's, so a new live object never takes a new design object's id.
    Schema reference = m_window->files()->baseline();
    reference.lastId = std::max(reference.lastId, design.lastId);
    Schema live = std::move(parsed->schema);
    reconcileIds(reference, live);
    options.matchById = true;
    return migration::plan(live, design, options);
}

bool DatabaseController::showPlan(DatabasePlanDialog::Mode mode, LiveTarget *chosen, QStringList *statements)
{
    const std::optional<LiveTarget> live = targetOrAsk();
    if (!live)
        return false;
    std::optional<migration::MigrationPlan> plan = planFromLive(*live);
    if (!plan)
        return false;
    DatabasePlanDialog dialog(mode, live->displayName(), std::move(*plan), m_window->document()->schema().dialect, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *chosen = *live;
    // Shown with their comments; sent without, as Spanner refuses them.
    *statements = statementsForSpanner(dialog.includedStatements(), m_window->document()->schema().dialect);
    return true;
}

void DatabaseController::compare()
{
    LiveTarget live;
    QStringList statements;
    showPlan(DatabasePlanDialog::Mode::Compare, &live, &statements); // read-only: nothing to run
}

void DatabaseController::apply()
{
    LiveTarget live;
    QStringList statements;
    if (showPlan(DatabasePlanDialog::Mode::Apply, &live, &statements))
        applyStatements(live, statements);
}

bool DatabaseController::applyStatements(const LiveTarget &target, const QStringList &statements)
{
    const qsizetype count = statements.size();
    spanner::DdlOutcome outcome;
    bool sent = false;
    const spanner::SpannerStatus failed = runLiveWork(
        m_window, target, tr("Applying %n statement(s) to %1...", nullptr, int(count)).arg(target.displayName()),
        [&](spanner::SpannerClient &client, LiveProgress &progress) -> spanner::SpannerStatus {
            sent = true;
            outcome = client.applyDdl(target.database, statements, {}, [&](const spanner::DdlProgress &p) {
                const qsizetype current = std::min(p.applied + 1, count);
                QString text = tr("Statement %1 of %2").arg(current).arg(count);
                if (p.currentPercent >= 0)
                    text += u' ' + tr("(%1% done)").arg(p.currentPercent);
                if (p.throttled)
                    text += u' ' + tr("(throttled by Spanner)");
                progress.report(text + u'\n' + statements.value(current - 1).left(120), int(p.applied), int(count));
            });
            return outcome.error;
        });
    const QString name = target.displayName();
    if (!failed) {
        QMessageBox box(QMessageBox::Information, tr("Apply to Database"),
                        tr("Applied %n statement(s) to %1.", nullptr, int(count)).arg(name), QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("applyResult"));
        box.setDetailedText(numbered(statements, 0, count));
        box.exec();
        Q_EMIT statusMessage(tr("Applied %n statement(s) to %1.", nullptr, int(count)).arg(name));
        return true;
    }
    const qsizetype applied = sent ? outcome.applied : 0;
    QString text;
    if (failed->code == spanner::SpannerError::Cancelled)
        text = tr("Stopped waiting for %1. Spanner had applied %2 of %3 statement(s) by then; a batch already sent "
                  "goes on in Spanner. Compare with Database shows where it stands.")
                   .arg(name)
                   .arg(applied)
                   .arg(count);
    else if (!sent || (applied == 0 && outcome.operation.isEmpty()))
        text = tr("Nothing was applied to %1:\n\n%2").arg(name, failed->toString());
    else
        text = tr("Spanner applied %1 of %2 statement(s) to %3 and stopped at statement %4:\n\n%5\n\n"
                  "The statements before it stay applied (Spanner does not roll them back).")
                   .arg(applied)
                   .arg(count)
                   .arg(name)
                   .arg(applied + 1)
                   .arg(failed->toString());
    QString details;
    if (applied > 0)
        details += tr("Applied:") + u'\n' + numbered(statements, 0, applied) + u'\n';
    if (applied < count && failed->code != spanner::SpannerError::Cancelled && sent && !outcome.operation.isEmpty())
        details += tr("Failed:") + u'\n' + numbered(statements, applied, applied + 1) + u'\n';
    const qsizetype notRunFrom = failed->code == spanner::SpannerError::Cancelled || outcome.operation.isEmpty()
        ? applied : applied + 1;
    if (notRunFrom < count)
        details += tr("Not applied:") + u'\n' + numbered(statements, notRunFrom, count);
    showError(tr("Apply to Database"), text, details);
    return false;
}

bool DatabaseController::updateFromDatabase()
{
    const std::optional<LiveTarget> live = targetOrAsk();
    if (!live)
        return false;
    m_window->ddlDock()->applyPendingEdit();
    std::optional<ParseResult> parsed = readLive(*live);
    if (!parsed)
        return false;
    // Ids by name (pushReplaceSchema): tables that still exist keep their ids, so their positions.
    if (!pushReplaceSchema(m_window->document(), std::move(parsed->schema), tr("Update from %1").arg(live->database.database))) {
        Q_EMIT statusMessage(tr("The design already matches %1.").arg(live->displayName()));
        return false;
    }
    Q_EMIT statusMessage(tr("Updated the design from %1 (Undo takes it back).").arg(live->displayName()));
    return true;
}

} // namespace ssd
