#include "statusbarworker.h"

#include "busyindicator.h"

#include <QMainWindow>
#include <QStatusBar>
#include <QThread>

namespace ssd {

StatusBarWorker::StatusBarWorker(QMainWindow *window, const QString &name, const QString &cancelName, QObject *parent)
    : QObject(parent)
    , m_indicator(new BusyIndicator(name, cancelName, window))
{
    window->statusBar()->addPermanentWidget(m_indicator);
    connect(m_indicator, &BusyIndicator::cancelRequested, this, &StatusBarWorker::cancelRequested);
}

StatusBarWorker::~StatusBarWorker()
{
    // The indicator may be gone already (the window deletes its widgets): not touched here.
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void StatusBarWorker::start(std::function<void()> work)
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create(std::move(work));
    connect(m_thread, &QThread::finished, this, &StatusBarWorker::onThreadFinished);
    m_indicator->start();
    m_thread->start();
}

void StatusBarWorker::hideIndicator() { m_indicator->stop(); }

void StatusBarWorker::onThreadFinished()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    m_indicator->stop();
    Q_EMIT finished();
}

} // namespace ssd
