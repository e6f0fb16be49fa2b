#pragma once

// The designer's live database (issue #13): File > Open Database..., and the Database menu's
// Compare with Database..., Apply to Database... and Update from Database...; a status-bar
// indicator names the design's database.
//
// Every Spanner call runs off the GUI thread (runLiveWork, liverunner.h) behind a progress
// dialog with Cancel; every failure is a dialog with Spanner's own message. The plans come from
// the migration planner (model/core/migration) and are shown in the preview Export Migration
// uses (MigrationPreview).

#include "databaseplandialog.h"
#include "liverunner.h"
#include "liveschema.h"
#include "migration/migrationplan.h"

#include <QObject>

#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QMenu;
QT_END_NAMESPACE

namespace ssd {

class MainWindow;
struct ParseResult;

class DatabaseController : public QObject
{
    Q_OBJECT

public:
    explicit DatabaseController(MainWindow *window);

    QAction *openAction() const { return m_open; } // for the File menu
    QMenu *menu() const { return m_menu; }         // the Database menu
    QLabel *indicator() const { return m_indicator; }

    // The design's database; nullopt when it has none.
    std::optional<LiveTarget> target() const;

    // File > Open Database...: asks which database, then openDatabase().
    void openDatabaseInteractive();
    // Reads the database's schema and makes it the design (as an import, laid out). False, after
    // an error dialog, when it cannot be read.
    bool openDatabase(const LiveTarget &target);
    // Database > Compare with Database...: the plan from the live schema to the design.
    void compare();
    // Database > Apply to Database...: the plan previewed, its ticked steps run as one batch.
    void apply();
    // Database > Update from Database...: the live schema replaces the design's as one undo
    // step; tables that still exist keep their positions. False when nothing changed or it failed.
    bool updateFromDatabase();

    // Runs `statements` against the design's database with a progress dialog, then says what
    // was applied in a dialog. True when every statement was applied.
    bool applyStatements(const LiveTarget &target, const QStringList &statements);

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    // The design's database, or one the user chooses now (remembered in the design).
    std::optional<LiveTarget> targetOrAsk();
    // The live schema parsed in its dialect, its ids matched to the design's where names (or the
    // design's baseline) say they are the same objects. nullopt after an error dialog.
    // `constraintNames`: the names Spanner gave the unnamed FKs and CHECKs (to drop them).
    std::optional<ParseResult> readLive(const LiveTarget &target, QString *text = nullptr,
                                        std::vector<migration::GeneratedConstraintName> *constraintNames = nullptr);
    std::optional<migration::MigrationPlan> planFromLive(const LiveTarget &target);
    // The plan from the design's database to the design in the dialog; true when the user
    // accepted it (Apply), with the database and the ticked statements.
    bool showPlan(DatabasePlanDialog::Mode mode, LiveTarget *chosen, QStringList *statements);
    void showError(const QString &title, const QString &text, const QString &details = {});
    void updateIndicator();
    void retranslate();

    MainWindow *m_window;
    QAction *m_open;
    QAction *m_compare;
    QAction *m_apply;
    QAction *m_update;
    QMenu *m_menu;
    QLabel *m_indicator;
};

} // namespace ssd
