// project_crash: a child process is killed with SIGKILL while it saves a large project (and
// while it holds a recovery session), or runs out of file space mid-save; afterwards the
// previous file must be intact and openable, and crashed sessions must be recoverable.

#include "testprojects.h"

#include "projectfile.h"
#include "recoverystore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

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

// Sizes of the regular files process `pid` has open inside `directory` (named or not).
QList<qint64> openFileSizesIn(qint64 pid, const QString &directory)
{
    QList<qint64> sizes;
    const QString fdDirectory = QStringLiteral("/proc/%1/fd").arg(pid);
    const QString prefix = QFileInfo(directory).canonicalFilePath() + u'/';
    for (const QFileInfo &fd : QDir(fdDirectory).entryInfoList(QDir::Files | QDir::System)) {
        if (fd.symLinkTarget().startsWith(prefix))
            sizes.append(fd.size()); // stat() follows the link, also to a deleted file
    }
    return sizes;
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
#ifndef Q_OS_LINUX
    QSKIP("SIGKILL, RLIMIT_FSIZE and /proc/PID/fd are Linux-only");
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
    // stallAtBytes > 0: the child freezes once its temporary file holds that many bytes (a
    // file size limit trips inside the write), so the kill lands mid-write every time.
    QTest::addColumn<int>("stallAtBytes");
    QTest::addColumn<int>("delayMs");
    QTest::newRow("while writing the temporary file, first block") << 64 * 1024 << 0;
    QTest::newRow("while writing the temporary file, 1 MiB in") << 1024 * 1024 << 0;
    QTest::newRow("while writing the temporary file, near the end") << 4 * 1024 * 1024 << 0;
    // Seeded, so a failure can be reproduced.
    QRandomGenerator random(6);
    for (int i = 1; i <= 4; ++i)
        QTest::newRow(qPrintable(QStringLiteral("at a random moment %1").arg(i))) << 0 << int(200 + random.bounded(2500));
}

void TestProjectCrash::killDuringSave()
{
    QFETCH(int, stallAtBytes);
    QFETCH(int, delayMs);
    const QString directory = m_dir.filePath(QStringLiteral("kill-%1").arg(QLatin1StringView(QTest::currentDataTag())).replace(u' ', u'-'));
    QVERIFY(QDir().mkpath(directory));
    const QString target = directory + QStringLiteral("/design.spdesign");
    QVERIFY(!ProjectFile::save(target, m_previous));

    QProcess child;
    const auto killChild = qScopeGuard([&child] {
        if (child.state() != QProcess::NotRunning) {
            child.kill();
            child.waitForFinished(30000);
        }
    });
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (stallAtBytes > 0) {
        child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("save-stall"), target, QString::number(kLargeTables),
                                                        QString::number(stallAtBytes)});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        QElapsedTimer timer;
        timer.start();
        while (!said.contains('\n') && timer.elapsed() < 120000 && child.state() == QProcess::Running) {
            child.waitForReadyRead(1000);
            said += child.peek(4096);
        }
        QCOMPARE(said, QByteArray("stalled\n"));
        // The child is frozen inside its save with the temporary file open and partly written.
        // Qt creates it with O_TMPFILE where the file system allows, so it may have no name yet:
        // look at the child's open files rather than at the folder.
        const QList<qint64> sizes = openFileSizesIn(child.processId(), directory);
        QVERIFY2(sizes.size() == 1, qPrintable(QStringLiteral("%1 open files in the folder").arg(sizes.size())));
        QCOMPARE(sizes.constFirst(), qint64(stallAtBytes));
    } else {
        child.start(QStringLiteral(SSD_CRASH_HELPER), {QStringLiteral("save-loop"), target, QString::number(kLargeTables)});
        QVERIFY(child.waitForStarted());
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
    // What the kill left behind: nothing (an unnamed O_TMPFILE dies with the process) or one
    // named partial file.
    QVERIFY(temporaryFiles(directory).size() <= 1);

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
