#pragma once

// How long the GUI thread was blocked: a short timer on the GUI thread ticks every few
// milliseconds, and the longest gap between two ticks is the longest the event loop did not run
// (what a user feels as a frozen window). Header only, QtCore only, for benchmarks and tests.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace ssd::bench {

class GapMeter : public QObject
{
public:
    // A gap at least `recordMs` long is kept in gaps() with where it started (traces).
    explicit GapMeter(int intervalMs = 5, qint64 recordMs = 50)
        : m_recordMs(recordMs)
    {
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
        m_clock.start();
        m_since.start();
        m_timer.start();
    }

    struct Gap
    {
        qint64 startMs; // since the meter started
        qint64 lengthMs;
    };

    // The longest gap so far; a gap still open counts.
    qint64 longest() const { return std::max(m_longest, m_since.elapsed()); }
    int ticks() const { return m_ticks; }
    qint64 elapsed() const { return m_clock.elapsed(); }
    const std::vector<Gap> &gaps() const { return m_gaps; }
    const QTimer &timer() const { return m_timer; } // whose events are the meter's own
    // Ends the measurement: the gap open now is closed as if a tick came.
    void stop()
    {
        if (!m_timer.isActive())
            return;
        tick();
        m_timer.stop();
    }

private:
    void tick()
    {
        const qint64 gap = m_since.restart();
        m_longest = std::max(m_longest, gap);
        if (gap >= m_recordMs)
            m_gaps.push_back({m_clock.elapsed() - gap, gap});
        ++m_ticks;
    }

    QTimer m_timer;
    QElapsedTimer m_clock; // since the start
    QElapsedTimer m_since; // since the last tick
    qint64 m_recordMs;
    qint64 m_longest = 0;
    int m_ticks = 0;
    std::vector<Gap> m_gaps;
};

} // namespace ssd::bench
