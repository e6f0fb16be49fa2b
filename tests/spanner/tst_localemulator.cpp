// LocalEmulator and SpannerClient against the real emulator (label emulator; skipped without
// it): every call the conformance suite relies on, in both dialects, with Spanner's own errors;
// and the promise that no emulator process outlives its test, whether the test stops it or
// dies (a helper run of this executable starts an emulator and is killed with SIGKILL).

#include "localemulator.h"
#include "spannerclient.h"

#include <QProcess>
#include <QtTest>

#include <cerrno>
#include <csignal>
#include <iostream>

using namespace ssd;
using namespace ssd::spanner;

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

// True once no process of the group is left (zombies are reaped by their parents or init).
bool groupGone(qint64 group, int withinMs)
{
    QDeadlineTimer deadline(withinMs);
    do {
        if (::kill(-pid_t(group), 0) != 0 && errno == ESRCH)
            return true;
        QTest::qWait(50);
    } while (!deadline.hasExpired());
    return false;
}

const char kHoldOption[] = "--hold-emulator";

// The helper: starts an emulator, prints its process group, then waits to be killed.
int holdEmulator()
{
    LocalEmulator emulator;
    if (const SpannerStatus error = emulator.start(LocalEmulator::findBinaryDir())) {
        std::cerr << qPrintable(error->toString()) << std::endl;
        return 1;
    }
    std::cout << emulator.processGroup() << std::endl;
    return QCoreApplication::exec();
}

} // namespace

class TestLocalEmulator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clientCalls();
    void stopEndsTheGroup();
    void watchdogEndsTheGroupWhenTheTestDies();

private:
    QString m_binaries;
};

void TestLocalEmulator::initTestCase()
{
    QString why;
    m_binaries = LocalEmulator::findBinaryDir(&why);
    if (m_binaries.isEmpty())
        QSKIP(qPrintable(why));
}

void TestLocalEmulator::clientCalls()
{
    LocalEmulator emulator;
    const SpannerStatus started = emulator.start(m_binaries);
    QVERIFY2(!started, qPrintable(started ? started->toString() : QString()));
    SpannerClient client(ClientOptions{emulator.restEndpoint()});
    const SpannerResult<QStringList> configs = client.instanceConfigs(S("p"));
    QVERIFY(configs);
    QCOMPARE(configs.value(), QStringList{S("emulator-config")});
    QVERIFY(!client.createInstance(S("p"), S("test-instance"), S("emulator-config")));

    const DatabaseName google{S("p"), S("test-instance"), S("music")};
    QVERIFY(!client.createDatabase(google, Dialect::GoogleSql, {S("CREATE TABLE Singers (SingerId INT64) PRIMARY KEY (SingerId)")}));
    QVERIFY(!client.updateDdl(google, {S("CREATE INDEX SingersById ON Singers (SingerId DESC)")}, S("add_index")));
    const SpannerResult<QStringList> ddl = client.getDdl(google);
    QVERIFY(ddl);
    QCOMPARE(ddl.value(), (QStringList{S("CREATE TABLE Singers (\n  SingerId INT64,\n) PRIMARY KEY(SingerId)"),
                                       S("CREATE INDEX SingersById ON Singers(SingerId DESC)")}));
    // Spanner's own errors, code and message: a reused operation id, a bad statement.
    const SpannerStatus reused = client.updateDdl(google, {S("CREATE TABLE T (A INT64) PRIMARY KEY (A)")}, S("add_index"));
    QVERIFY(reused);
    QCOMPARE(reused->code, int(SpannerError::AlreadyExists));
    // Operation ids are [a-z][a-z0-9_]*: Spanner says so, the client passes it on.
    const SpannerStatus badId = client.updateDdl(google, {S("CREATE TABLE T (A INT64) PRIMARY KEY (A)")}, S("add-index"));
    QVERIFY(badId);
    QCOMPARE(badId->code, int(SpannerError::InvalidArgument));
    const SpannerStatus rejected = client.updateDdl(google, {S("CREATE TABLE X (A INT64) PRIMARY KEY (B)")});
    QVERIFY(rejected);
    QCOMPARE(rejected->code, int(SpannerError::FailedPrecondition));
    QCOMPARE(rejected->message, S("Table X references nonexistent key column B."));
    QVERIFY(!client.dropDatabase(google));
    QVERIFY(!client.getDdl(google));

    // PostgreSQL: the statements follow the CREATE DATABASE as an updateDdl batch.
    const DatabaseName postgres{S("p"), S("test-instance"), S("music-pg")};
    QVERIFY(!client.createDatabase(postgres, Dialect::PostgreSql, {S("CREATE TABLE singers (singer_id bigint PRIMARY KEY)")}));
    const SpannerResult<QStringList> pgDdl = client.getDdl(postgres);
    QVERIFY(pgDdl);
    QCOMPARE(pgDdl.value(), QStringList{S("CREATE TABLE singers (\n  singer_id bigint NOT NULL,\n  PRIMARY KEY(singer_id)\n)")});
    QVERIFY(!client.dropDatabase(postgres));
}

void TestLocalEmulator::stopEndsTheGroup()
{
    LocalEmulator emulator;
    QVERIFY(!emulator.start(m_binaries));
    const qint64 group = emulator.processGroup();
    QVERIFY(group > 0);
    QCOMPARE(::kill(-pid_t(group), 0), 0);
    emulator.stop();
    QVERIFY2(groupGone(group, 5'000), "gateway_main or emulator_main outlived stop()");
    QVERIFY(!emulator.isRunning());
}

void TestLocalEmulator::watchdogEndsTheGroupWhenTheTestDies()
{
    QProcess helper;
    helper.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kHoldOption)});
    QVERIFY(helper.waitForReadyRead(30'000));
    bool ok = false;
    const qint64 group = helper.readLine().trimmed().toLongLong(&ok);
    QVERIFY2(ok && group > 0, qPrintable(QString::fromUtf8(helper.readAllStandardError())));
    QCOMPARE(::kill(-pid_t(group), 0), 0);
    helper.kill(); // SIGKILL: no destructor, no stop()
    QVERIFY(helper.waitForFinished(5'000));
    QVERIFY2(groupGone(group, 5'000), "the emulator outlived the process that started it");
}

int main(int argc, char **argv)
{
    if (argc == 2 && qstrcmp(argv[1], kHoldOption) == 0) {
        QCoreApplication app(argc, argv);
        return holdEmulator();
    }
    QCoreApplication app(argc, argv);
    TestLocalEmulator test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_localemulator.moc"
