#pragma once

// File > Export Diagram on a worker thread (spec/architecture.md: heavy work never on the GUI
// thread): a 5,000-table PNG takes seconds to paint and compress.
//
// Everything the worker reads is taken on the GUI thread as the export starts: a copy of the
// schema and the positions, and a DiagramPainter made there for the export alone. The worker
// never touches the scene's painter, whose text-width caches are not thread-safe, nor the
// screen (the painter carries its DPI, DiagramPainter::dpi()). The worker paints and writes the
// file through QSaveFile, which commits by a rename: the file is whole or not there.
//
// One export runs at a time: a second one is refused. One taking longer than the indicator delay
// shows a status-bar indicator with Cancel; Cancel stops the painting (between PNG bands, every
// few tables in SVG and PDF), and a cancelled export never commits. The file is the diagram as
// it was when the export started: edits made meanwhile are not in it.

#include "diagramrender.h"

#include <QObject>

#include <memory>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class MainWindow;
class StatusBarWorker;

class DiagramExporter : public QObject
{
    Q_OBJECT

public:
    explicit DiagramExporter(MainWindow *window);
    ~DiagramExporter() override; // cancels a running export (its worker, a child, waits for the thread)

    // Starts writing the document's diagram to `path` in `format`; false (and nothing started)
    // while another export runs. finished() reports the end.
    bool start(const QString &path, DiagramFormat format);
    // Stops the running export: nothing is written. Too late once the worker commits the file
    // (a rename): then finished() reports the file as written.
    void cancel();
    bool isRunning() const;
    // How long an export runs before the indicator shows (1 s by default).
    void setIndicatorDelay(int milliseconds);
    QWidget *indicator() const;

Q_SIGNALS:
    // The worker stopped. `error` (what failed: the renderer's or QSaveFile's message) is empty
    // when the file was written; `cancelled` when Cancel stopped it before it was.
    void finished(const QString &path, const QString &error, bool cancelled);

private:
    struct Job;
    void finish();

    MainWindow *m_window;
    StatusBarWorker *m_worker;
    std::shared_ptr<Job> m_job; // shared with the worker
};

} // namespace ssd
