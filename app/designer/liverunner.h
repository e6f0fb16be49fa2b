#pragma once

// Runs Spanner work for the designer off the GUI thread, with a progress dialog and Cancel.
//
// The client (model/spanner) is synchronous and QtNetwork-based: each call spins a local event
// loop in the thread that made the client. So the worker thread connects (endpoint and
// credentials, connection.h), makes its own client there and runs the work; the GUI thread
// shows a QProgressDialog, keeps its event loop running (the window repaints and never
// freezes) and, on Cancel, calls SpannerClient::cancel(), which is thread-safe. The result comes
// back to the GUI thread when the worker ends.

#include "connection.h"

#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ssd {

// Where a design's live database is: the URI and, for the emulator, its REST endpoint.
struct LiveTarget
{
    spanner::DatabaseName database;
    QString emulatorEndpoint; // e.g. http://127.0.0.1:9020; empty: Cloud Spanner (with credentials)

    bool isEmulator() const { return !emulatorEndpoint.isEmpty(); }
    // "spanner://projects/p/instances/i/databases/d (emulator)"
    QString displayName() const;
    // The options connectTo() needs: the emulator endpoint marks the emulator (no credentials);
    // without one SPANNER_EMULATOR_HOST is ignored, since the user chose Cloud Spanner.
    spanner::ConnectOptions connectOptions() const;
};

// The emulator's REST endpoint the environment names (SPANNER_EMULATOR_HOST and friends, as the
// CLI reads them); empty when the environment names none.
QString emulatorEndpointFromEnvironment();

// What the work reports while it runs (from the worker thread; shown by the GUI thread).
class LiveProgress
{
public:
    virtual ~LiveProgress() = default;
    // `maximum` 0: busy, no known end.
    virtual void report(const QString &text, int value = 0, int maximum = 0) = 0;
};

using LiveWork = std::function<spanner::SpannerStatus(spanner::SpannerClient &client, LiveProgress &progress)>;

// Connects to `target` and runs `work` in a worker thread; meanwhile a modal progress dialog
// over `parent` says `busyText` and offers Cancel (which ends the call in progress within a few
// milliseconds: SpannerError::Cancelled). Returns when the worker has ended.
spanner::SpannerStatus runLiveWork(QWidget *parent, const LiveTarget &target, const QString &busyText,
                                   const LiveWork &work);

} // namespace ssd
