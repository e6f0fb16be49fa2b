#include "diagramexporter.h"

#include "busyindicator.h"
#include "document.h"
#include "mainwindow.h"
#include "retranslator.h"
#include "statusbarworker.h"

#include <QSaveFile>
#include <QStatusBar>

#include <atomic>

namespace ssd {

// What the worker and the GUI thread share. `state` decides, once, whether the file is
// committed or the export cancelled: whichever of the two moves it out of Running first wins,
// so a cancelled export can never commit and a committed one is never reported as cancelled.
struct DiagramExporter::Job
{
    enum State { Running, Cancelled, Committing };
    std::atomic<int> state{Running};
    QString path;
    QString error; // written by the worker, read after it finished
};

DiagramExporter::DiagramExporter(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_worker(new StatusBarWorker(window, QStringLiteral("exportProgress"), QStringLiteral("exportCancel"), this))
{
    connect(m_worker, &StatusBarWorker::cancelRequested, this, &DiagramExporter::cancel);
    connect(m_worker, &StatusBarWorker::finished, this, &DiagramExporter::finish);
    BusyIndicator *indicator = m_worker->indicator();
    (new Retranslator(indicator))->add([indicator] { indicator->setText(tr("Exporting the diagram…")); });
}

DiagramExporter::~DiagramExporter()
{
    if (m_worker->isRunning()) {
        int running = Job::Running; // never a file the user did not see finish (unless committing)
        m_job->state.compare_exchange_strong(running, Job::Cancelled);
    }
}

bool DiagramExporter::isRunning() const { return m_worker->isRunning(); }

void DiagramExporter::setIndicatorDelay(int milliseconds) { m_worker->indicator()->setDelay(milliseconds); }

QWidget *DiagramExporter::indicator() const { return m_worker->indicator(); }

bool DiagramExporter::start(const QString &path, DiagramFormat format)
{
    if (m_worker->isRunning())
        return false;
    const Document *document = m_window->document();
    m_job = std::make_shared<Job>();
    m_job->path = path;
    // Copies of plain values, and a painter of the export's own, made here: its fonts and DPI
    // come from this thread (DiagramPainter::dpi()).
    m_worker->start([job = m_job, schema = document->schema(), positions = document->positions(),
                                painter = DiagramPainter(), format] {
        DiagramRenderOptions options;
        options.cancelled = [&job] { return job->state.load() == Job::Cancelled; };
        QString error;
        const QByteArray data = renderDiagram(painter, schema, positions, format, options, &error);
        if (options.cancelled())
            return;
        QSaveFile file(job->path);
        if (data.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
            job->error = error.isEmpty() ? file.errorString() : error;
            return; // QSaveFile's destructor removes its temporary file
        }
        int running = Job::Running;
        if (!job->state.compare_exchange_strong(running, Job::Committing))
            return; // cancelled while writing: never committed
        if (!file.commit())
            job->error = file.errorString();
    });
    return true;
}

void DiagramExporter::cancel()
{
    if (!m_worker->isRunning())
        return;
    int running = Job::Running;
    if (!m_job->state.compare_exchange_strong(running, Job::Cancelled))
        return; // already cancelled, or committing: finish() reports the written file
    m_worker->hideIndicator();
    m_window->statusBar()->showMessage(tr("Export cancelled: nothing was written."), 6000);
}

void DiagramExporter::finish()
{
    const std::shared_ptr<Job> job = std::move(m_job);
    const bool cancelled = job->state.load() == Job::Cancelled;
    Q_EMIT finished(job->path, cancelled ? QString() : job->error, cancelled);
}

} // namespace ssd
