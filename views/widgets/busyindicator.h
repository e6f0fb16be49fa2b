#pragma once

// The indicator of work running on a worker thread (spec/architecture.md: heavy work never on
// the GUI thread): a text, a progress bar (busy, or done of total) and a Cancel button. It shows
// only once the work has run for a delay (1 s by default), so that quick work does not flash it.
// The main window's auto layout and diagram export put one in the status bar, the split
// simulator one in its dock.

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;
QT_END_NAMESPACE

namespace ssd {

class BusyIndicator : public QWidget
{
    Q_OBJECT

public:
    // `name` and `cancelName` are the object names of the indicator and its Cancel button (tests
    // find them by name). Hidden until start().
    BusyIndicator(const QString &name, const QString &cancelName, QWidget *parent = nullptr);

    void setText(const QString &text);
    // Shows the indicator once `delay` milliseconds have passed, with a busy bar.
    void start();
    // Hides it (and forgets a pending show).
    void stop();
    // A bar of `done` out of `total` instead of the busy one (total 0: busy again).
    void setProgress(int done, int total);
    void setDelay(int milliseconds) { m_delay = milliseconds; }
    int delay() const { return m_delay; }

Q_SIGNALS:
    void cancelRequested();

private:
    int m_delay = 1000;
    QTimer *m_timer;
    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
};

} // namespace ssd
