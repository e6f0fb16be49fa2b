#include "fileopener.h"

#include "busyindicator.h"
#include "retranslator.h"
#include "statusbarworker.h"

#include <QFileInfo>

namespace ssd {

FileOpener::FileOpener(QMainWindow *window, QObject *parent)
    : QObject(parent)
    , m_worker(new StatusBarWorker(window, QStringLiteral("openProgress"), QStringLiteral("openCancel"), this))
{
    // Reading and parsing report no progress: the indicator keeps its busy bar.
    connect(m_worker, &StatusBarWorker::cancelRequested, this, &FileOpener::cancel);
    connect(m_worker, &StatusBarWorker::finished, this, &FileOpener::onWorkerFinished);
    (new Retranslator(m_worker->indicator()))->add([this] { retranslate(); });
}

void FileOpener::setIndicatorDelay(int milliseconds) { m_worker->indicator()->setDelay(milliseconds); }

QWidget *FileOpener::indicator() const { return m_worker->indicator(); }

bool FileOpener::isWorkerRunning() const { return m_worker->isRunning(); }

void FileOpener::retranslate()
{
    if (isReading())
        m_worker->indicator()->setText(tr("Opening %1…").arg(QFileInfo(m_path).fileName()));
}

void FileOpener::start(const QString &path)
{
    start(path, {});
}

void FileOpener::start(const QString &path, std::function<ReadDesign()> read)
{
    m_read = std::move(read);
    if (isReading())
        Q_EMIT cancelled(m_path); // replaced by this one
    m_path = path;
    if (m_worker->isRunning()) {
        // The running read is of another file: this one starts when its worker is free.
        m_discard = true;
        retranslate();
        return;
    }
    launch();
}

void FileOpener::launch()
{
    m_discard = false;
    m_result = std::make_shared<ReadDesign>();
    retranslate();
    // The worker sees only the path and its result, never the window or the document.
    m_worker->start([path = m_path, read = m_read, result = m_result] {
        *result = read ? read() : DesignReader::read(path);
        if (result->ok() && !result->baseline)
            result->baseline = result->data.schema; // the copy FileController keeps, made here
    });
}

void FileOpener::cancel()
{
    if (!isReading())
        return;
    const QString path = std::exchange(m_path, QString());
    m_discard = true; // the worker still finishes (parsing cannot be interrupted); its result is dropped
    m_worker->hideIndicator();
    Q_EMIT cancelled(path);
}

void FileOpener::onWorkerFinished()
{
    std::shared_ptr<ReadDesign> result = std::move(m_result);
    if (m_discard) {
        if (isReading()) // another file was asked for meanwhile
            launch();
        return;
    }
    m_path.clear();
    Q_EMIT finished(std::move(result));
}

} // namespace ssd
