#include "localemulator.h"

#include "spannerclient.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTcpServer>
#include <QTimer>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace ssd::spanner {

namespace {

struct LocalEmulatorText
{
    Q_DECLARE_TR_FUNCTIONS(LocalEmulator)
};

const QString kPackage = QStringLiteral("google-cloud-cli-spanner-emulator");

bool hasBinaries(const QString &dir)
{
    return QFileInfo(dir + QStringLiteral("/gateway_main")).isExecutable()
        && QFileInfo(dir + QStringLiteral("/emulator_main")).isExecutable();
}

// The folder of gateway_main in the package's file list.
QString packageDir()
{
    QProcess dpkg;
    dpkg.start(QStringLiteral("dpkg-query"), {QStringLiteral("-L"), kPackage});
    if (!dpkg.waitForFinished(10'000) || dpkg.exitCode() != 0)
        return {};
    for (const QString &line : QString::fromUtf8(dpkg.readAllStandardOutput()).split(u'\n'))
        if (line.endsWith(u"/gateway_main"))
            return QFileInfo(line.trimmed()).absolutePath();
    return {};
}

// A port the kernel considers free on 127.0.0.1 at this moment (another process may take it
// before the gateway binds it; start() retries then).
quint16 freePort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
}

} // namespace

LocalEmulator::~LocalEmulator()
{
    stop();
}

QString LocalEmulator::findBinaryDir(QString *why)
{
    const QString fromEnvironment = qEnvironmentVariable("SSD_SPANNER_EMULATOR_DIR");
    if (!fromEnvironment.isEmpty()) {
        if (hasBinaries(fromEnvironment))
            return fromEnvironment;
        if (why)
            *why = LocalEmulatorText::tr("SSD_SPANNER_EMULATOR_DIR=%1 has no executable gateway_main and emulator_main")
                       .arg(fromEnvironment);
        return {};
    }
    QStringList candidates{packageDir(), QStringLiteral("/usr/lib/google-cloud-sdk/bin/cloud_spanner_emulator"),
                           QDir::homePath() + QStringLiteral("/google-cloud-sdk/bin/cloud_spanner_emulator")};
    for (const QString &dir : candidates)
        if (!dir.isEmpty() && hasBinaries(dir))
            return dir;
    if (why)
        *why = LocalEmulatorText::tr("no Cloud Spanner emulator: the Debian package %1 is not installed and "
                                     "SSD_SPANNER_EMULATOR_DIR is not set").arg(kPackage);
    return {};
}

SpannerStatus LocalEmulator::start(const QString &binaryDir, int readyTimeoutMs)
{
    stop();
    SpannerStatus status;
    for (int attempt = 0; attempt < 3; ++attempt) {
        status = startOnce(binaryDir, readyTimeoutMs);
        if (!status)
            return status;
        stop();
    }
    return status;
}

SpannerStatus LocalEmulator::startOnce(const QString &binaryDir, int readyTimeoutMs)
{
    m_grpcPort = freePort();
    m_httpPort = freePort();
    if (m_grpcPort == 0 || m_httpPort == 0 || m_grpcPort == m_httpPort)
        return SpannerError{SpannerError::Unavailable, statusName(SpannerError::Unavailable),
                            LocalEmulatorText::tr("no free port on 127.0.0.1"), 0};

    m_gateway = std::make_unique<QProcess>();
    m_gateway->setProgram(binaryDir + QStringLiteral("/gateway_main"));
    m_gateway->setArguments({QStringLiteral("--grpc_binary"), binaryDir + QStringLiteral("/emulator_main"),
                             QStringLiteral("--hostname"), QStringLiteral("127.0.0.1"),
                             QStringLiteral("--grpc_port"), QString::number(m_grpcPort),
                             QStringLiteral("--http_port"), QString::number(m_httpPort)});
    m_gateway->setProcessChannelMode(QProcess::MergedChannels);
    // Its own process group: emulator_main inherits it, so one kill() ends both.
    m_gateway->setChildProcessModifier([] { ::setpgid(0, 0); });
    m_gateway->start();
    if (!m_gateway->waitForStarted(10'000))
        return SpannerError{SpannerError::Unavailable, statusName(SpannerError::Unavailable),
                            LocalEmulatorText::tr("cannot start %1: %2").arg(m_gateway->program(), m_gateway->errorString()), 0};
    m_processGroup = m_gateway->processId();

    // The watchdog joins the group and ends it once this process is gone. If it cannot join
    // (the gateway died at once), it exits rather than kill our own group.
    const qint64 group = m_processGroup;
    m_watchdog = std::make_unique<QProcess>();
    m_watchdog->setProgram(QStringLiteral("/bin/sh"));
    m_watchdog->setArguments({QStringLiteral("-c"),
                              QStringLiteral("while kill -0 \"$1\" 2>/dev/null; do sleep 1; done; kill -KILL 0"),
                              QStringLiteral("sh"), QString::number(QCoreApplication::applicationPid())});
    m_watchdog->setChildProcessModifier([group] {
        if (::setpgid(0, pid_t(group)) != 0)
            ::_exit(1);
    });
    m_watchdog->start();
    m_watchdog->waitForStarted(10'000);

    ClientOptions options;
    options.endpoint = restEndpoint();
    options.connectTimeout = std::chrono::milliseconds(2'000);
    options.callTimeout = std::chrono::milliseconds(5'000);
    SpannerClient probe(options);
    QDeadlineTimer deadline(readyTimeoutMs);
    SpannerError last{SpannerError::Unavailable, statusName(SpannerError::Unavailable), {}, 0};
    while (!deadline.hasExpired()) {
        if (m_gateway->state() != QProcess::Running)
            return SpannerError{SpannerError::Unavailable, statusName(SpannerError::Unavailable),
                                LocalEmulatorText::tr("the emulator's gateway exited: %1")
                                    .arg(QString::fromUtf8(m_gateway->readAll().right(2000))), 0};
        SpannerResult<QStringList> configs = probe.instanceConfigs(QStringLiteral("probe"));
        if (configs)
            return std::nullopt;
        last = configs.error();
        QEventLoop loop;
        QTimer::singleShot(100, &loop, &QEventLoop::quit);
        loop.exec();
    }
    last.message = LocalEmulatorText::tr("the emulator did not answer on %1 within %2 s: %3")
                       .arg(restEndpoint().toDisplayString()).arg(readyTimeoutMs / 1000).arg(last.message);
    return last;
}

void LocalEmulator::stop()
{
    if (m_processGroup > 0)
        ::kill(-pid_t(m_processGroup), SIGKILL);
    m_processGroup = 0;
    for (std::unique_ptr<QProcess> *process : {&m_gateway, &m_watchdog}) {
        if (*process && (*process)->state() != QProcess::NotRunning) {
            (*process)->kill();
            (*process)->waitForFinished(10'000);
        }
        process->reset();
    }
}

bool LocalEmulator::isRunning() const
{
    return m_gateway && m_gateway->state() == QProcess::Running;
}

QUrl LocalEmulator::restEndpoint() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_httpPort));
}

} // namespace ssd::spanner
