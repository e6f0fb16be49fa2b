#pragma once

// Reads the file File > Open (Open Recent, Revert, a file named on the command line) opens, on a
// worker thread: reading and parsing a 5,000-table DDL file or design must not freeze the
// window (spec/architecture.md: heavy work never on the GUI thread). The worker only reads
// (DesignReader) into a plain value; the document is replaced on the GUI thread, by
// FileController, once the value is back, so that a cancelled or failed open never touched the
// design that was open.
//
// One file is read at a time. Opening another while one is read replaces it: the first one's
// result is discarded (the parser cannot be interrupted, so its worker finishes first) and the
// second starts when the worker is free. Past the indicator's delay the status bar shows
// "Opening NAME…" with Cancel; Cancel discards the result.

#include "designreader.h"

#include <QObject>

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QMainWindow;
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class StatusBarWorker;

class FileOpener : public QObject
{
    Q_OBJECT

public:
    explicit FileOpener(QMainWindow *window, QObject *parent); // its worker, a child, waits for the thread when deleted

    // Starts reading `path` (after a running read is discarded).
    void start(const QString &path);
    // The same, reading with `read` instead of DesignReader::read (Recover Unsaved Changes reads
    // the autosave's copy and the original): `path` names what is read, in the indicator and
    // the signals. `read` runs on the worker: it may hold plain values only.
    void start(const QString &path, std::function<ReadDesign()> read);
    // Discards the running read (and a queued one); cancelled() reports it at once.
    void cancel();
    // A read was started and neither finished nor cancelled yet.
    bool isReading() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }
    // The worker runs: also after a cancel, until the read it cannot interrupt ends.
    bool isWorkerRunning() const;
    // How long a read runs before the indicator shows (1 s by default).
    void setIndicatorDelay(int milliseconds);
    QWidget *indicator() const;

Q_SIGNALS:
    // The read of `read->path` finished (read->error says whether it failed), not cancelled.
    // Shared, not copied: the receiver moves the design out of it (copying a 5,000-table schema
    // would cost the GUI thread ~80 ms).
    void finished(std::shared_ptr<ssd::ReadDesign> read);
    void cancelled(const QString &path);

private:
    void launch();
    void onWorkerFinished();
    void retranslate();

    StatusBarWorker *m_worker;
    QString m_path;                       // what the user asked to open (empty: nothing)
    std::function<ReadDesign()> m_read;   // how, when not DesignReader::read(m_path)
    std::shared_ptr<ReadDesign> m_result; // written by the worker, read after it finished
    bool m_discard = false;               // the running worker's result is not wanted
};

} // namespace ssd
