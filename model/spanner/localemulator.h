#pragma once

// Runs the Cloud Spanner emulator (Debian package google-cloud-cli-spanner-emulator) on free
// loopback ports for tests: gateway_main (REST and gRPC) starts emulator_main as its child, so
// both run in a process group of their own and stop() ends the whole group. A watchdog in the
// same group ends it too when this process dies without calling stop() (a crash, a ctest
// timeout), so no emulator outlives its test.

#include "spannererror.h"

#include <QProcess>
#include <QString>
#include <QUrl>

#include <memory>

namespace ssd::spanner {

class LocalEmulator
{
public:
    LocalEmulator() = default;
    ~LocalEmulator();
    LocalEmulator(const LocalEmulator &) = delete;
    LocalEmulator &operator=(const LocalEmulator &) = delete;

    // The folder holding gateway_main and emulator_main: $SSD_SPANNER_EMULATOR_DIR when set,
    // else where the Debian package put them (dpkg-query -L), else Cloud SDK's usual places.
    // Empty when there is none; `why` then says what was looked at.
    static QString findBinaryDir(QString *why = nullptr);

    // Starts the emulator on two free 127.0.0.1 ports and waits until its REST side answers
    // (at most `readyTimeoutMs`). Retries with new ports when another process took one.
    SpannerStatus start(const QString &binaryDir, int readyTimeoutMs = 30'000);
    // Ends the gateway, the emulator and the watchdog (the whole process group). Idempotent.
    void stop();

    bool isRunning() const;
    QUrl restEndpoint() const;           // http://127.0.0.1:<http port>
    quint16 grpcPort() const { return m_grpcPort; }
    qint64 processGroup() const { return m_processGroup; }

private:
    SpannerStatus startOnce(const QString &binaryDir, int readyTimeoutMs);

    std::unique_ptr<QProcess> m_gateway;
    std::unique_ptr<QProcess> m_watchdog;
    qint64 m_processGroup = 0;
    quint16 m_grpcPort = 0;
    quint16 m_httpPort = 0;
};

} // namespace ssd::spanner
