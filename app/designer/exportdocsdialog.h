#pragma once

// File > Export Documentation: the format (Markdown or HTML) and the folder, then the pages of
// views/docs (the same as `spanner-schema docs`). Building paints an SVG per table, which takes
// seconds on a big schema, so it runs in a worker thread on a copy of the design while the dialog
// shows its progress and offers Cancel; the window stays responsive. A failure is shown in the
// dialog, which stays open.

#include "schemadocs.h"

#include <QDialog>

#include <atomic>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QThread;
QT_END_NAMESPACE

namespace ssd {

class ExportDocsDialog : public QDialog
{
    Q_OBJECT

public:
    // `options` carries the title, the checklist settings and the diagram positions; format
    // and folder are what the user picks. `suggestedFolder`: where the chooser starts.
    ExportDocsDialog(const Schema &schema, const docs::Options &options, const QString &suggestedFolder,
                     QWidget *parent = nullptr);
    ~ExportDocsDialog() override;

    docs::Format format() const;
    void setFormat(docs::Format format);
    QString folder() const;
    void setFolder(const QString &folder);
    bool isRunning() const { return m_thread != nullptr; }
    QString errorText() const;
    // A one-line summary of the last export, for the status bar.
    QString summary() const { return m_summary; }

    // Starts the export (the dialog closes when it succeeds).
    void accept() override;
    // Cancels a running export, else closes.
    void reject() override;

Q_SIGNALS:
    void exportFinished(bool ok);

private:
    void browse();
    void finish();
    void setRunning(bool running);

    Schema m_schema;
    docs::Options m_options;
    QComboBox *m_format;
    QLineEdit *m_folder;
    QLabel *m_error;
    QProgressBar *m_progress;
    QDialogButtonBox *m_buttons;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    // Written by the worker, read by the GUI thread after the thread has finished.
    QString m_result;
    int m_files = 0;
    QString m_summary;
};

} // namespace ssd
