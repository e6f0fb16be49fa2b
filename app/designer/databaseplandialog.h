#pragma once

// Database > Compare with Database... and Apply to Database...: the plan from the live schema to
// the design in the preview Export Migration uses (MigrationPreview: destructive and recreate
// steps unticked until ticked). Compare only shows it (and can save the script of the ticked
// steps); Apply runs the ticked steps when the user presses Apply.

#include "migration/migrationplan.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QPushButton;
QT_END_NAMESPACE

namespace ssd {

class MigrationPreview;

class DatabasePlanDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Compare, Apply };
    DatabasePlanDialog(Mode mode, const QString &databaseName, migration::MigrationPlan plan, Dialect dialect,
                       QWidget *parent = nullptr);

    MigrationPreview *preview() const { return m_preview; }
    QPushButton *applyButton() const { return m_apply; } // Apply mode only
    // The statements of the ticked steps, in the plan's order.
    QStringList includedStatements() const;

    // Apply: asks before running a selection that leaves out a step a later one may need.
    void accept() override;

private:
    void saveScript();
    void updateButtons();

    Mode m_mode;
    MigrationPreview *m_preview;
    QPushButton *m_apply = nullptr;
};

} // namespace ssd
