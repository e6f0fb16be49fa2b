#include "tst_project.h"

#include "testprojects.h"

#include "projectfile.h"
#include "recoverystore.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <sqlite3.h>

using namespace ssd;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList savingLeftovers(const QString &directory)
{
    return QDir(directory).entryList({QStringLiteral("*.saving"), QStringLiteral("*-journal"), QStringLiteral("*-wal")},
                                     QDir::Files | QDir::Hidden);
}

} // namespace

void TestProject::saveReplacesAtomically()
{
    const QString directory = tempPath(QStringLiteral("atomic"));
    QVERIFY(QDir().mkpath(directory));
    const QString path = directory + QStringLiteral("/p.spdesign");
    ProjectData first = test::editedProject();
    QVERIFY(!ProjectFile::save(path, first));
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));

    ProjectData second = first;
    second.notes = QStringLiteral("second version");
    second.positions.insert(1, QPointF(1, 2));
    QVERIFY(!ProjectFile::save(path, second));
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(describeProjectDifference(loaded->data, second), QString());
    // The replacement keeps the permissions of the file it replaced, and leaves nothing behind.
    QCOMPARE(QFile::permissions(path) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser),
             QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup);
    QCOMPARE(savingLeftovers(directory), QStringList());
    QCOMPARE(QDir(directory).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("p.spdesign")});
}

void TestProject::saveErrors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");

    // Tests run as root in CI, and chmod does not stop root. These locations refuse new files
    // for root too: a "folder" that is a regular file (ENOTDIR), a folder that does not exist,
    // and sysfs, which the kernel keeps read-only for everyone.
    const QString regularFile = tempPath(QStringLiteral("regular-file"));
    QFile file(regularFile);
    if (file.open(QIODevice::WriteOnly))
        file.write("not a folder");
    file.close();
    QTest::newRow("folder is a regular file") << regularFile + QStringLiteral("/p.spdesign")
                                              << int(ProjectError::Code::ReadOnly) << QStringLiteral("is not a folder");
    QTest::newRow("folder does not exist") << tempPath(QStringLiteral("no/such/folder/p.spdesign"))
                                           << int(ProjectError::Code::ReadOnly) << QStringLiteral("does not exist");
    const QString directoryTarget = tempPath(QStringLiteral("a-directory.spdesign"));
    QDir().mkpath(directoryTarget);
    QTest::newRow("target is a directory") << directoryTarget << int(ProjectError::Code::WriteFailed)
                                           << QStringLiteral("it is a directory");
    QTest::newRow("read-only file system location (sysfs)") << QStringLiteral("/sys/p.spdesign")
                                                            << int(ProjectError::Code::ReadOnly)
                                                            << QStringLiteral("cannot create a file in /sys");
}

void TestProject::saveErrors()
{
    QFETCH(QString, path);
    QFETCH(int, code);
    QFETCH(QString, reason);
    if (path.startsWith(u"/sys/")) {
        QFile probe(QStringLiteral("/sys/ssd-probe"));
        if (!QFileInfo(QStringLiteral("/sys")).isDir() || probe.open(QIODevice::WriteOnly)) {
            probe.remove();
            QSKIP("/sys is missing or writable here");
        }
    }
    const ProjectStatus failed = ProjectFile::save(path, test::editedProject());
    QVERIFY(failed);
    QCOMPARE(int(failed->code), code);
    QVERIFY2(failed->reason.contains(reason), qPrintable(failed->message()));
    QCOMPARE(failed->file, path);
}

void TestProject::lockedFileIsRefused()
{
    const QString directory = tempPath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(directory));
    const QString path = directory + QStringLiteral("/p.spdesign");
    const ProjectData data = test::editedProject();
    QVERIFY(!ProjectFile::save(path, data));
    const QByteArray before = fileBytes(path);

    // Another program (here: another SQLite connection) is in a write transaction on the file.
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    ProjectData changed = data;
    changed.notes = QStringLiteral("changed");
    const ProjectStatus failed = ProjectFile::save(path, changed);
    QVERIFY(failed);
    QCOMPARE(failed->code, ProjectError::Code::Locked);
    QVERIFY2(failed->reason.contains(QStringLiteral("locked")), qPrintable(failed->message()));
    QCOMPARE(fileBytes(path), before);
    QCOMPARE(savingLeftovers(directory), QStringList());

    // Once the other program is done, saving works.
    QCOMPARE(sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    QVERIFY(!ProjectFile::save(path, changed));
    QCOMPARE(ProjectFile::load(path)->data.notes, QStringLiteral("changed"));
}

void TestProject::recoveryStoreHidesLiveSessions()
{
    const QString directory = tempPath(QStringLiteral("recovery-live"));
    RecoveryStore designer(directory);
    QVERIFY(!designer.hasRecoveryFile());
    const ProjectData data = test::editedProject();
    QVERIFY(!designer.write(data, QStringLiteral("/home/me/music.spdesign")));
    QVERIFY(designer.hasRecoveryFile());
    QVERIFY(!designer.sessionId().isEmpty());

    // A second designer (same process here; the lock names this process, which is alive) does
    // not offer the first one's live session.
    RecoveryStore other(directory);
    QVERIFY(other.recoverableSessions().empty());
    QVERIFY(designer.recoverableSessions().empty());

    // Rewriting replaces the file; discarding removes it.
    ProjectData later = data;
    later.notes = QStringLiteral("later");
    QVERIFY(!designer.write(later));
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(directory + u'/' + designer.sessionId() + QStringLiteral(".spdesign"));
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->data.notes, QStringLiteral("later"));
    designer.discard();
    QVERIFY(!designer.hasRecoveryFile());
    QCOMPARE(QDir(directory).entryList({QStringLiteral("*.spdesign")}, QDir::Files), QStringList());
    // Sessions of processes that died are offered: project_crash kills a real process for that.
}

void TestProject::recoveryWritesInLineOrder()
{
    // The autosave reserves a write on the GUI thread and runs it in a worker: whatever order the
    // worker finishes in, the newest reservation (or a discard) decides what the file holds.
    const QString directory = tempPath(QStringLiteral("recovery-order"));
    RecoveryStore store(directory);
    ProjectData older = test::editedProject(), newer = older;
    older.notes = QStringLiteral("older");
    newer.notes = QStringLiteral("newer");
    const ProjectResult<quint64> first = store.reserveWrite(), second = store.reserveWrite();
    QVERIFY(first.ok() && second.ok());
    bool superseded = true;
    QVERIFY(!store.writeReserved(second.value(), newer, {}, {}, &superseded));
    QVERIFY(!superseded);
    QVERIFY(!store.writeReserved(first.value(), older, {}, {}, &superseded)); // finishes last
    QVERIFY(superseded);
    const QString file = directory + u'/' + store.sessionId() + QStringLiteral(".spdesign");
    QCOMPARE(ProjectFile::load(file)->data.notes, QStringLiteral("newer"));

    // A discard while a write waits: the write writes nothing, the file stays gone.
    const ProjectResult<quint64> late = store.reserveWrite();
    QVERIFY(late.ok());
    store.discard();
    QVERIFY(!store.writeReserved(late.value(), newer, {}, {}, &superseded));
    QVERIFY(superseded);
    QVERIFY(!store.hasRecoveryFile());
}

void TestProject::recoveryKeepsEditorDraft()
{
    const QString directory = tempPath(QStringLiteral("recovery-draft"));
    const QString draft = QStringLiteral("CREATE TABLE Half (Id INT64 NOT NULL,\n");
    {
        RecoveryStore designer(directory);
        QVERIFY(!designer.write(test::editedProject(), QStringLiteral("/home/me/music.spdesign"), draft));
    } // the store goes away as a dead process's would: its lock is free
    RecoveryStore next(directory);
    std::vector<RecoveryEntry> sessions = next.recoverableSessions();
    QCOMPARE(sessions.size(), size_t(1));
    QCOMPARE(sessions.front().draftText, draft);
    // The .spdesign stays a plain project file: the draft is in the note only.
    const ProjectResult<LoadedProject> loaded = RecoveryStore::load(sessions.front());
    QVERIFY(loaded.ok());
    QVERIFY(!loaded->data.sourceText.contains(QStringLiteral("Half")));
    QVERIFY(next.discard(sessions.front()));

    // Without a draft the note has none (and notes written before drafts existed read the same).
    {
        RecoveryStore designer(directory);
        QVERIFY(!designer.write(test::editedProject()));
    }
    sessions = next.recoverableSessions();
    QCOMPARE(sessions.size(), size_t(1));
    QVERIFY(sessions.front().draftText.isEmpty());
}
