#include "liverunner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QPointer>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>
#include <mutex>

namespace ssd {

namespace {

struct LiveRunnerText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::LiveRunner)
};

// What the GUI thread and the worker share: the cancel request and the worker's client while
// it exists (cancel() is the one client call made from another thread).
struct SharedState
{
    std::atomic<bool> cancelled = false;
    std::mutex mutex;
    spanner::SpannerClient *client = nullptr;

    void cancel()
    {
        cancelled = true;
        const std::lock_guard lock(mutex);
        if (client)
            client->cancel();
    }
    void setClient(spanner::SpannerClient *c)
    {
        const std::lock_guard lock(mutex);
        client = c;
        if (client && cancelled)
            client->cancel();
    }
};

// Reports from the worker reach the dialog as queued calls in the GUI thread.
class DialogProgress : public LiveProgress
{
public:
    explicit DialogProgress(QProgressDialog *dialog) : m_dialog(dialog) {}
    void report(const QString &text, int value, int maximum) override
    {
        QProgressDialog *dialog = m_dialog;
        QMetaObject::invokeMethod(
            dialog,
            [dialog, text, value, maximum] {
                if (dialog->wasCanceled())
                    return; // keep saying "Cancelling..."
                dialog->setLabelText(text);
                dialog->setRange(0, maximum);
                dialog->setValue(value);
            },
            Qt::QueuedConnection);
    }

private:
    QProgressDialog *m_dialog;
};

} // namespace

QString LiveTarget::displayName() const
{
    return isEmulator() ? LiveRunnerText::tr("%1 (emulator)").arg(database.uri()) : database.uri();
}

spanner::ConnectOptions LiveTarget::connectOptions() const
{
    spanner::ConnectOptions options;
    if (isEmulator()) {
        options.endpoint = emulatorEndpoint;
        // connectTo() talks without credentials when the environment names an emulator; the
        // endpoint given above is where it is.
        options.environment.insert(QStringLiteral("SPANNER_EMULATOR_HOST"), QUrl(emulatorEndpoint).authority());
    } else {
        options.environment.remove(QStringLiteral("SPANNER_EMULATOR_HOST"));
        options.environment.remove(QStringLiteral("SPANNER_EMULATOR_REST_HOST"));
    }
    return options;
}

QString emulatorEndpointFromEnvironment()
{
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (environment.value(QStringLiteral("SPANNER_EMULATOR_HOST")).trimmed().isEmpty())
        return {};
    const spanner::SpannerResult<spanner::Endpoint> endpoint = spanner::resolveEndpoint({}, environment);
    return endpoint && endpoint->emulator ? endpoint->url.toString() : QString();
}

spanner::SpannerStatus runLiveWork(QWidget *parent, const LiveTarget &target, const QString &busyText,
                                   const LiveWork &work)
{
    auto shared = std::make_shared<SharedState>();
    QProgressDialog dialog(busyText, LiveRunnerText::tr("Cancel"), 0, 0, parent);
    dialog.setObjectName(QStringLiteral("liveProgressDialog"));
    dialog.setWindowTitle(target.database.database);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    dialog.setMinimumWidth(420);
    // Quick calls (most, on the emulator) should not flash a dialog: it shows after 0.3 s, by
    // the timer below, never by QProgressDialog's own timing (which depends on setValue calls).
    dialog.setMinimumDuration(24 * 3600 * 1000);
    QTimer showLater;
    showLater.setSingleShot(true);
    QObject::connect(&showLater, &QTimer::timeout, &dialog, &QProgressDialog::show);
    showLater.start(300);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&dialog, shared] {
        dialog.setLabelText(LiveRunnerText::tr("Cancelling..."));
        dialog.setCancelButton(nullptr);
        shared->cancel();
    });

    DialogProgress progress(&dialog);
    spanner::SpannerStatus result;
    QThread *thread = QThread::create([&] {
        spanner::ConnectOptions options = target.connectOptions();
        options.cancelled = [shared] { return bool(shared->cancelled); };
        spanner::SpannerResult<spanner::Connection> connection = spanner::connectTo(target.database, options);
        if (!connection) {
            result = connection.error();
            return;
        }
        shared->setClient(connection->client.get());
        result = work(*connection->client, progress);
        shared->setClient(nullptr);
    });
    QEventLoop loop;
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    thread->start();
    loop.exec();
    thread->wait();
    delete thread;
    return result;
}

} // namespace ssd
