#pragma once

// Runs Graphviz layouts for the main window on a worker thread, so that the GUI thread never
// runs Graphviz (spec/architecture.md: heavy work never on the GUI thread).
//
// Table sizes are measured on the GUI thread (layoutengine.h: the painter is not thread-safe);
// the worker gets a LayoutJob of plain data and returns positions. The result is applied only
// to the design it was computed for: when the document's revision changed while the layout ran
// (an edit, a move, another file opened), the result is discarded and the status bar says so.
// One layout runs at a time; a layout taking longer than the indicator delay shows a status-bar
// indicator with a Cancel button (Graphviz cannot be interrupted: Cancel discards the result).

#include <QObject>

#include <memory>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class MainWindow;
class StatusBarWorker;

class LayoutRunner : public QObject
{
    Q_OBJECT

public:
    enum class Kind {
        AutoLayout, // the "Auto layout" action: every table moves, one undo step
        Placement,  // after opening a file with unplaced tables: refines the cheap placement
    };
    Q_ENUM(Kind)

    explicit LayoutRunner(MainWindow *window); // its worker, a child, waits for the thread when deleted

    // Starts a layout of the current document. While an auto layout runs, another one is
    // refused (false). Otherwise a running layout is cancelled and this one starts as soon as
    // its worker stops.
    bool start(Kind kind);
    // Discards the running layout's result (and a queued one).
    void cancel();
    bool isRunning() const;
    // How long a layout runs before the indicator shows (1 s by default).
    void setIndicatorDelay(int milliseconds);
    QWidget *indicator() const;

Q_SIGNALS:
    // The worker stopped: `applied` when its positions went into the document.
    void finished(ssd::LayoutRunner::Kind kind, bool applied);

private:
    struct Outcome;
    void launch(Kind kind);
    void finish();
    void retranslate();

    MainWindow *m_window;
    StatusBarWorker *m_worker;
    std::shared_ptr<Outcome> m_outcome; // written by the worker, read after it finished
    Kind m_kind = Kind::AutoLayout;
    quint64 m_revision = 0; // the document's, when the running layout was prepared
    bool m_cancelled = false;
    bool m_pending = false;
    Kind m_pendingKind = Kind::AutoLayout;
};

} // namespace ssd
