#pragma once

// File > Export Migration: the DDL that takes the baseline (the design as last opened or saved,
// or a design, DDL file or migrations folder the user picks) to the design as it is now, previewed step by step
// (MigrationPreview: destructive and recreate steps stay out until ticked), written to one file
// or as the next numbered file of a migrations folder, named the way the files already there
// are (model/project/migrationfolder.h; an empty folder lets the user choose the naming).

#include "latestrun.h"
#include "migration/migrationplan.h"
#include "migrationfolder.h"
#include "schema.h"

#include <QDialog>

#include <memory>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
QT_END_NAMESPACE

namespace ssd {

class BusyIndicator;
class MigrationPreview;

class ExportMigrationDialog : public QDialog
{
    Q_OBJECT

public:
    // `baseline` is the design's remembered version, read from `baselineSource` (empty for a
    // new design); its object ids match the design's, so renames made in the designer are known.
    // `suggestedFolder`: where the file choosers start.
    ExportMigrationDialog(const Schema &design, const Schema &baseline, const QString &baselineSource,
                          const QString &suggestedFolder, QWidget *parent = nullptr);

    MigrationPreview *preview() const { return m_preview; }

    // Compares with the design, DDL file or migrations folder at `path` instead of the remembered
    // version (an empty path goes back to it). The baseline is read and the migration planned on a
    // pool thread (a 5,000-table file or a long history takes a while): the preview shows the
    // plan, or why the baseline cannot be read, when isPlanning() turns false. An indicator with
    // Cancel (back to the remembered version) shows after a second.
    void setBaselineFile(const QString &path);
    bool isPlanning() const { return m_planning.pending(); }

    enum class Target { OneFile, Folder };
    void setTarget(Target target, const QString &path);
    // For an empty folder: the naming of the first file (ignored when the folder has files).
    void setNaming(MigrationNaming naming);
    void setMigrationName(const QString &name);
    // The file the export would write now, empty when there is no target yet.
    QString targetFile() const;

    // Writes the ticked steps; returns an error (empty on success). With `confirm`, asks before
    // replacing a file and before writing a script that leaves out a step a later one may need.
    QString exportNow(bool confirm = true);
    QString summary() const { return m_summary; }

    void accept() override;

private:
    void replan();
    void showPlan(migration::MigrationPlan plan);
    void browseBaseline();
    void browseTarget();
    void updateTarget();
    Target target() const;
    QString baselineLabel() const;

    // Copies for the planning runs: the design cannot change while the dialog is open, but a
    // run on a pool thread must not read the document's own schema.
    std::shared_ptr<const Schema> m_design;
    std::shared_ptr<const Schema> m_remembered;
    QString m_rememberedSource;
    QString m_baselineFile; // the chosen design, DDL file or migrations folder; empty: the remembered version
    QString m_folder;
    LatestRun<migration::MigrationPlan> m_planning;
    BusyIndicator *m_reading;

    QRadioButton *m_useRemembered;
    QRadioButton *m_useFile;
    QLineEdit *m_baselinePath;
    MigrationPreview *m_preview;
    QRadioButton *m_oneFile;
    QRadioButton *m_intoFolder;
    QLineEdit *m_path;
    QComboBox *m_naming;
    QLineEdit *m_name;
    QLabel *m_nextFile;
    QPushButton *m_export;
    QString m_summary;
    bool m_cancelled = false;
};

} // namespace ssd
