#pragma once

// File > Export DDL: choose the dialect (the schema's own or the converted one), one file or
// one file per table (a folder), and where. Accepting writes the files (exportDdlFiles); a
// failure is shown and the dialog stays open.

#include "edits/ddlexport.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLineEdit;
class QRadioButton;
QT_END_NAMESPACE

namespace ssd {

class DdlExportDialog : public QDialog
{
    Q_OBJECT

public:
    // `suggestedFolder`: where the file chooser starts (e.g. the open file's folder).
    DdlExportDialog(const Schema &schema, const QString &suggestedFolder, QWidget *parent = nullptr);

    Dialect dialect() const;
    void setDialect(Dialect dialect);
    DdlExportLayout layout() const;
    void setLayout(DdlExportLayout layout);
    QString path() const; // the file (one file) or the folder (per table)
    void setPath(const QString &path);

    // Writes the export; returns an error message (empty on success). With `confirmOverwrite`
    // existing files are only replaced after the user agrees.
    QString exportNow(bool confirmOverwrite = true);
    // A one-line summary of the last successful export, for the status bar.
    QString summary() const { return m_summary; }

    void accept() override;

private:
    void browse();
    void updatePlaceholder();

    const Schema &m_schema;
    QString m_folder;
    QComboBox *m_dialect;
    QRadioButton *m_oneFile;
    QRadioButton *m_perTable;
    QLineEdit *m_path;
    QString m_summary;
    bool m_cancelled = false;
};

} // namespace ssd
