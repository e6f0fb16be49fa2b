#pragma once

// When are the designer's views up to date after an edit? The scene syncs its items inside the
// Document's signals, but the checklist runs on the next event-loop pass, the converted DDL tab
// on a zero timer, QGraphicsScene indexes and repaints through posted events. settle() runs the
// event loop until none of that is left: no view reports pending work and a whole pass
// delivered no event at all. viewsCurrent() then checks, untimed, that what the views show is
// what the schema says (so a fast figure cannot come from a view that simply has not caught up).

#include <QObject>
#include <QString>

#include <utility>

namespace ssd {

class MainWindow;

// Counts every event the application delivers (an event filter on qApp).
class EventCounter : public QObject
{
public:
    EventCounter();
    ~EventCounter() override;
    int take() { return std::exchange(m_count, 0); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int m_count = 0;
};

// Processes events until the window's views are current. `allowDdlPause`: the DDL editor's
// typing pause (400 ms by design, waiting for more keys) may still be running. False when the
// window does not settle within a few thousand passes.
bool settle(MainWindow &window, EventCounter &counter, bool allowDdlPause = false);

// Empty when the diagram items, both DDL tabs and the checklist show the document's schema;
// else what differs. `ddlTyped`: the editable text is the user's (typed), not the writer's.
QString viewsCurrent(MainWindow &window, bool ddlTyped);

} // namespace ssd
