#pragma once

// One piece of heavy work on a worker thread for the main window, with its indicator in the
// status bar (spec/architecture.md: heavy work never on the GUI thread; past a second the window
// shows a progress indicator with Cancel). The shape Auto Layout (LayoutRunner), Export Diagram
// (DiagramExporter) and Open (FileOpener) share; each keeps its own job, its cancel rule and
// what it does with the result.
//
// The work must not touch the window or the document: it gets copies of plain values, writes
// its outcome into something it shares with its owner, and the owner reads that after
// finished(), on the GUI thread.

#include <QObject>

#include <functional>

QT_BEGIN_NAMESPACE
class QMainWindow;
class QThread;
QT_END_NAMESPACE

namespace ssd {

class BusyIndicator;

class StatusBarWorker : public QObject
{
    Q_OBJECT

public:
    // `name` and `cancelName` are the object names of the indicator and its Cancel button.
    StatusBarWorker(QMainWindow *window, const QString &name, const QString &cancelName, QObject *parent);
    ~StatusBarWorker() override; // waits for a running worker: it must not outlive the window

    // Runs `work` on a new thread; the indicator shows if it runs past the indicator's delay.
    // Only when !isRunning().
    void start(std::function<void()> work);
    bool isRunning() const { return m_thread != nullptr; }
    // Hides the indicator while the work still runs (it was cancelled, its result is not wanted).
    void hideIndicator();
    BusyIndicator *indicator() const { return m_indicator; }

Q_SIGNALS:
    void cancelRequested(); // the indicator's Cancel button
    void finished();        // the work returned; isRunning() is false again

private:
    void onThreadFinished();

    QThread *m_thread = nullptr;
    BusyIndicator *m_indicator;
};

} // namespace ssd
