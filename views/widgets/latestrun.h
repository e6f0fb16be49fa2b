#pragma once

// The newest state of something a view shows, computed on a pool thread so that the GUI thread
// never waits for it (issue 16: the checklist's lint, the DDL dock's other dialect). One run in
// flight and at most one wanted after it: every request() bumps the wanted generation, a run
// carries the generation it started for, and only a run of the newest one is shown; a burst of
// requests in one event-loop pass starts one run. The job works on copies taken on the GUI
// thread when it starts (the model is a plain value), so edits go on while it runs.

#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>
#include <utility>

namespace ssd {

template<typename Result>
class LatestRun
{
public:
    using Job = std::function<Result()>;

    // makeJob: called on the GUI thread as a run starts; returns the work, holding copies of what
    // it reads. show: called on the GUI thread with the result of the newest state.
    LatestRun(std::function<Job()> makeJob, std::function<void(Result)> show)
        : m_makeJob(std::move(makeJob)), m_show(std::move(show))
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { start(); });
        QObject::connect(&m_watcher, &QFutureWatcher<Result>::finished, &m_watcher, [this] { finished(); });
    }
    LatestRun(const LatestRun &) = delete;
    LatestRun &operator=(const LatestRun &) = delete;

    // The job works on its own copies, but the application's translators and thread pool must
    // outlive it. (A watcher without a future would wait forever.)
    ~LatestRun()
    {
        if (m_running)
            m_watcher.waitForFinished();
    }

    // What the view shows is out of date: compute it again on the next event-loop pass.
    void request()
    {
        m_requested = ++m_wanted;
        m_timer.start();
    }
    // What the view shows is out of date, but nothing is to run until the next request() (the
    // view is hidden): a run in flight will not be shown.
    void invalidate() { ++m_wanted; }
    // What the view shows is older than the last request (a run is queued or in flight).
    bool pending() const { return m_shown != m_wanted; }
    // A run of the newest state is queued or in flight: request() since the last invalidate().
    bool requested() const { return m_requested == m_wanted && pending(); }
    // Computes and shows the newest state on this thread, now; a run in flight is dropped.
    void runNow()
    {
        m_timer.stop();
        m_show(m_makeJob()());
        m_shown = m_wanted;
    }

private:
    void start()
    {
        if (m_running || !pending() || m_requested <= m_shown)
            return;
        m_running = true;
        m_runningGeneration = m_wanted;
        auto promise = std::make_shared<QPromise<Result>>();
        m_watcher.setFuture(promise->future());
        promise->start();
        QThreadPool::globalInstance()->start([promise, job = m_makeJob()]() mutable {
            Result result = job();
            // The job's copies go before the result is announced: a snapshot of the schema still
            // held when an edit follows at once would make the document copy its schema.
            job = nullptr;
            promise->addResult(std::move(result));
            promise->finish();
        });
    }

    void finished()
    {
        m_running = false;
        if (m_runningGeneration == m_wanted && pending()) {
            m_shown = m_runningGeneration;
            m_show(m_watcher.future().takeResult());
        } else if (m_requested > m_runningGeneration && !m_timer.isActive()) {
            start(); // requested again during the run: that result is of no use
        }
    }

    std::function<Job()> m_makeJob;
    std::function<void(Result)> m_show;
    QTimer m_timer;
    QFutureWatcher<Result> m_watcher;
    quint64 m_wanted = 0;
    quint64 m_shown = 0;
    quint64 m_requested = 0; // the generation of the last request()
    quint64 m_runningGeneration = 0;
    bool m_running = false;
};

} // namespace ssd
