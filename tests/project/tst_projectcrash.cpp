// project_crash: a child process is killed with SIGKILL while it saves a large project (and
// while it holds a recovery session), or runs out of file space mid-save; afterwards the
// previous file must be intact and openable, and crashed sessions must be recoverable.

#include "testprojects.h"

#include "projectfile.h"
#include "recoverystore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#ifdef Q_OS_UNIX
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#endif

using namespace ssd;

namespace {

constexpr int kLargeTables = 1500;

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList temporaryFiles(const QString &directory)
{
    return QDir(directory).entryList({QStringLiteral("*.saving")}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestProjectCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killDuringSave_data();
    void killDuringSave();
    void diskFullDuringSave();
    void recoveryAfterKill();
    void cleanExitLeavesNoRecovery();

private:
    QTemporaryDir m_dir;
    ProjectData m_previous;
    ProjectData m_large;
};

void TestProjectCrash::initTestCase()
{
#ifndef Q_OS_UNIX
    QSKIP("SIGKILL and RLIMIT_FSIZE are Unix-only");
#endif
    QVERIFY(m_dir.isValid());
    m_previous = test::editedProject();
    m_previous.notes = QStringLiteral("previous");
    m_large = test::largeProject(kLargeTables);
    QElapsedTimer timer;
    timer.start();
    const QByteArray image = ProjectFile::serialize(m_large).value();
    qInfo("large project: %d tables, %lld bytes, serialized in %lld ms", kLargeTables, qint64(image.size()),
          timer.elapsed());
}

void TestProjectCrash::killDuringSave_data()
{
    QTest::addColumn<int>("delayMs"); // -1: kill as soon as the temporary file exists
    QTest::newRow("while writing the temporary file, 1") << -1;
    QTest::newRow("while writing the temporary file, 2") << -1;
    QTest::newRow("while writing the temporary file, 3") << -1;
    // Seeded, so a failure can be reproduced.
    QRandomGenerator random(6);
    for (int i = 1; i <= 4; ++i)
        QTest::newRow(qPrintable(QStringLiteral("at a random moment %1").arg(i))) << int(200 + random.bounded(2500));
}

void TestProjectCrash::killDuringSave()
{
    QFETCH(int, delayMs);
    const QString directory = m_dir.filePath(QStringLiteral("kill-%1").arg(QLatin1StringView(QTest::currentDataTag())).replace(u' ', u'-'));
    QVERIFY(QDir().mkpath(directory));
    const QString target = directory + QStringLiteral("/design.spdesign");
    QVERIFY(!ProjectFile::save(target, m_previous));

#ifdef Q_OS_LINUX
    // inotify reports the temporary file the moment it is created; the child is then frozen
    // with SIGSTOP, so that whether it is still mid-save can be checked without a race.
    const int watch = delayMs < 0 ? inotify_init1(IN_CLOEXEC | IN_NONBLOCK) : -1;
    if (watch >= 0)
        inotify_add_watch(watch, QFile::encodeName(directory).constData(), IN_CREATE);
    const auto closeWatch = qScopeGuard([watch] { if (watch >= 0) ::close(watch); });
#else
    const int watch = -1;
#endif
    QProcess child;
    const auto killChild = qScopeGuard([&child] {
        if (child.state() != QProcess::NotRunning) {
            child.kill();
            child.waitForFinished(30000);
        }
    });
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("save-loop"), target, QString::number(kLargeTables)});
    QVERIFY(child.waitForStarted());
    const auto pid = pid_t(child.processId());
    QElapsedTimer timer;
    timer.start();
    bool midWrite = false;
    if (delayMs < 0) {
        while (!midWrite && timer.elapsed() < 180000 && child.state() == QProcess::Running) {
            bool created = false;
#ifdef Q_OS_LINUX
            if (watch >= 0) {
                pollfd fds{watch, POLLIN, 0};
                if (::poll(&fds, 1, 1000) > 0) {
                    alignas(inotify_event) char buffer[4096];
                    const ssize_t n = ::read(watch, buffer, sizeof buffer);
                    for (ssize_t at = 0; at < n;) {
                        const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                        const char *name = event->name;
                        if (event->len > 0 && QByteArrayView(name, qstrlen(name)).endsWith(".saving"))
                            created = true;
                        at += ssize_t(sizeof(inotify_event) + event->len);
                    }
                }
            } else
#endif
            {
                created = !temporaryFiles(directory).isEmpty();
                if (!created)
                    QThread::usleep(200);
            }
            if (!created)
                continue;
            ::kill(pid, SIGSTOP);
            // Frozen: if the temporary file is still there, the rename has not happened yet.
            if (!temporaryFiles(directory).isEmpty())
                midWrite = true;
            else
                ::kill(pid, SIGCONT);
        }
        QVERIFY2(midWrite, "the child was never caught between creating and renaming its temporary file");
    } else {
        QTest::qWait(delayMs);
    }
    QCOMPARE(child.state(), QProcess::Running);
    child.kill(); // SIGKILL
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    const QString output = QString::fromUtf8(child.readAllStandardOutput());
    QVERIFY2(!output.contains(QStringLiteral("error")), qPrintable(output));

    // The target is the previous file or one complete generation, never a mixture.
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(target);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message()));
    if (loaded->data.notes == u"previous") {
        QCOMPARE(describeProjectDifference(loaded->data, m_previous), QString());
    } else {
        QVERIFY2(loaded->data.notes.startsWith(QStringLiteral("generation ")), qPrintable(loaded->data.notes));
        // Generation n is on disk once its rename is done, possibly before "saved n" was printed.
        const int generation = loaded->data.notes.mid(11).toInt();
        QVERIFY2(generation == 1 || output.contains(QStringLiteral("saved %1\n").arg(generation - 1)), qPrintable(output));
        ProjectData expected = m_large;
        expected.notes = loaded->data.notes;
        QCOMPARE(describeProjectDifference(loaded->data, expected), QString());
    }
    if (midWrite)
        QVERIFY(!temporaryFiles(directory).isEmpty()); // what the kill left behind

    // The next save removes the dead process's temporary file.
    QVERIFY(!ProjectFile::save(target, m_previous));
    QCOMPARE(temporaryFiles(directory), QStringList());
    QCOMPARE(ProjectFile::load(target)->data.notes, QStringLiteral("previous"));
}

void TestProjectCrash::diskFullDuringSave()
{
    const QString directory = m_dir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(directory));
    const QString target = directory + QStringLiteral("/design.spdesign");
    QVERIFY(!ProjectFile::save(target, m_previous));
    const QByteArray before = fileBytes(target);
    QVERIFY(before.size() < 256 * 1024);

    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("fill"), target, QString::number(kLargeTables),
                                                    QString::number(256 * 1024)});
    QVERIFY(child.waitForFinished(120000));
    const QString output = QString::fromUtf8(child.readAllStandardOutput());
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("cannot save")) && output.contains(QStringLiteral("previous file is intact")),
             qPrintable(output));
    QCOMPARE(fileBytes(target), before);
    QCOMPARE(temporaryFiles(directory), QStringList());
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(target);
    QVERIFY(loaded.ok());
    QCOMPARE(describeProjectDifference(loaded->data, m_previous), QString());
}

void TestProjectCrash::recoveryAfterKill()
{
    const QString directory = m_dir.filePath(QStringLiteral("recovery"));
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("recovery"), directory, QStringLiteral("/projects/music.spdesign")});
    QVERIFY(child.waitForStarted());
    QByteArray line;
    QElapsedTimer timer;
    timer.start();
    while (!line.contains('\n') && timer.elapsed() < 60000 && child.state() == QProcess::Running) {
        child.waitForReadyRead(1000);
        line += child.readAllStandardOutput();
    }
    QVERIFY2(line.startsWith("ready "), line.constData());
    const QString sessionId = QString::fromUtf8(line.mid(6).trimmed());

    // While the other designer runs, its session is not offered.
    RecoveryStore store(directory);
    QVERIFY(store.recoverableSessions().empty());

    child.kill();
    QVERIFY(child.waitForFinished(30000));
    const std::vector<RecoveryEntry> entries = store.recoverableSessions();
    QCOMPARE(entries.size(), size_t(1));
    QCOMPARE(entries.front().sessionId, sessionId);
    QCOMPARE(entries.front().originalPath, QStringLiteral("/projects/music.spdesign"));
    QCOMPARE(entries.front().processId, child.processId() ? child.processId() : entries.front().processId);
    const ProjectResult<LoadedProject> recovered = RecoveryStore::load(entries.front());
    QVERIFY(recovered.ok());
    ProjectData expected = test::editedProject();
    expected.notes = QStringLiteral("unsaved");
    QCOMPARE(describeProjectDifference(recovered->data, expected), QString());

    QVERIFY(store.discard(entries.front()));
    QVERIFY(store.recoverableSessions().empty());
    QCOMPARE(QDir(directory).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestProjectCrash::cleanExitLeavesNoRecovery()
{
    const QString directory = m_dir.filePath(QStringLiteral("clean"));
    QProcess child;
    child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("recovery-clean"), directory});
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitCode(), 0);
    RecoveryStore store(directory);
    QVERIFY(store.recoverableSessions().empty());
    QCOMPARE(QDir(directory).entryList({QStringLiteral("*.spdesign")}, QDir::Files | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(TestProjectCrash)
#include "tst_projectcrash.moc"
