// Crash recovery for real: the built designer runs as a child process on a project, makes an
// edit through its undo stack (SSD_TEST_ADD_TABLE), autosaves it, and is killed with SIGKILL.
// The next start offers the session in the recovery dialog (answered by SSD_RECOVERY_ANSWER,
// which clicks the dialog's own button) and restores it as unsaved changes. A second run types
// DDL that does not parse (SSD_TEST_TYPE_DDL: no undo step, the design stays unmodified) before
// the kill, and the restart puts that text back into the editor.

#include "ddl.h"
#include "projectfile.h"
#include "recoverystore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace ssd;

namespace {

const QString kDdl = QStringLiteral(
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(100))\n"
    "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n");

bool hasTable(const Schema &schema, const QString &name)
{
    for (const Table &t : schema.tables)
        if (t.name == name)
            return true;
    return false;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestDesignerCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedDesignerIsRecovered();
    void typedDdlSurvivesKill();

private:
    QProcessEnvironment environment(const QString &answer, const QString &edit, const QString &typed = {}) const;
    // The draft text of a session's note (<session>.json next to <session>.spdesign).
    QString noteDraft(const QString &recoveryFile) const;
    // Waits (up to 30 s, while the designer runs) for a recovery file that `wanted` accepts;
    // its name, or empty when none came.
    QString awaitRecovery(const QProcess &designer, const std::function<bool(const QString &name)> &wanted) const;
    // The recovery folder of the child (QStandardPaths::AppDataLocation/recovery).
    QString recoveryDir() const { return m_home.filePath(QStringLiteral("data/SpannerSchemaDesigner/spanner-schema-designer/recovery")); }
    QStringList recoveryFiles() const { return QDir(recoveryDir()).entryList({QStringLiteral("*.spdesign")}, QDir::Files); }

    QTemporaryDir m_home;
};

void TestDesignerCrash::initTestCase()
{
    QVERIFY(m_home.isValid());
    if (!QFileInfo::exists(QStringLiteral(SSD_DESIGNER_PATH)))
        QSKIP("the designer executable is not built");
}

QProcessEnvironment TestDesignerCrash::environment(const QString &answer, const QString &edit, const QString &typed) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // The child's settings and recovery files live in the test's folder, never the user's.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // In sanitizer builds the child still aborts on memory errors, but its exit leak report
    // (fonts, Graphviz) is left to the in-process window tests, which cover the same code.
    if (env.contains(QStringLiteral("ASAN_OPTIONS")))
        env.insert(QStringLiteral("ASAN_OPTIONS"), env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
    env.insert(QStringLiteral("SSD_AUTOSAVE_INTERVAL_MS"), QStringLiteral("300"));
    env.insert(QStringLiteral("SSD_RECOVERY_ANSWER"), answer);
    if (!edit.isEmpty())
        env.insert(QStringLiteral("SSD_TEST_ADD_TABLE"), edit);
    if (!typed.isEmpty())
        env.insert(QStringLiteral("SSD_TEST_TYPE_DDL"), typed);
    return env;
}

QString TestDesignerCrash::noteDraft(const QString &recoveryFile) const
{
    const QString note = QDir(recoveryDir()).filePath(QFileInfo(recoveryFile).completeBaseName() + QStringLiteral(".json"));
    return QJsonDocument::fromJson(fileBytes(note)).object().value(u"draftText").toString();
}

QString TestDesignerCrash::awaitRecovery(const QProcess &designer, const std::function<bool(const QString &name)> &wanted) const
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 30000 && designer.state() == QProcess::Running) {
        QTest::qWait(100);
        for (const QString &name : recoveryFiles())
            if (wanted(name))
                return name;
    }
    return {};
}

void TestDesignerCrash::killedDesignerIsRecovered()
{
    // A saved project with a diagram position to check after recovery.
    ParseResult parsed = parseDdl(kDdl);
    QVERIFY(parsed.ok());
    ProjectData project;
    project.schema = parsed.schema;
    const ObjectId singers = project.schema.tables.front().id;
    project.positions.insert(singers, QPointF(123.5, -40));
    project.notes = QStringLiteral("kept through the crash");
    const QString file = m_home.filePath(QStringLiteral("crash.spdesign"));
    QVERIFY(!ProjectFile::save(file, project));
    const QByteArray savedBytes = fileBytes(file);

    // 1. Edit, wait for the autosave, kill -9.
    QProcess designer;
    designer.setProcessEnvironment(environment(QStringLiteral("later"), QStringLiteral("EditedBeforeKill")));
    designer.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    designer.start(QStringLiteral(SSD_DESIGNER_PATH), {file});
    QVERIFY2(designer.waitForStarted(10000), qPrintable(designer.errorString()));
    const QString recovery = awaitRecovery(designer, [this](const QString &name) {
        // Written atomically, so a listed file is complete; it may still be the first one.
        const ProjectResult<LoadedProject> loaded = ProjectFile::load(QDir(recoveryDir()).filePath(name));
        return loaded.ok() && hasTable(loaded->data.schema, QStringLiteral("EditedBeforeKill"));
    });
    QVERIFY2(designer.state() == QProcess::Running, "the designer exited before it was killed");
    QVERIFY2(!recovery.isEmpty(), "no recovery file with the edit appeared within 30 s");
    designer.kill(); // SIGKILL: no destructor, no close event, no cleanup
    QVERIFY(designer.waitForFinished(10000));
    QCOMPARE(designer.exitStatus(), QProcess::CrashExit);
    QCOMPARE(fileBytes(file), savedBytes); // autosave never writes the project itself

    // The dead session is recoverable by anyone now.
    {
        RecoveryStore store(recoveryDir());
        const std::vector<RecoveryEntry> sessions = store.recoverableSessions();
        QCOMPARE(sessions.size(), size_t(1));
        QCOMPARE(sessions.front().originalPath, QFileInfo(file).absoluteFilePath());
    }

    // 2. Restart: the dialog offers it, "Restore" is clicked. --screenshot exits by itself
    // (without a close event), so the restored, still unsaved design stays in a recovery file
    // of the new session, which shows what the window held.
    QProcess restart;
    restart.setProcessEnvironment(environment(QStringLiteral("restore"), {}));
    restart.setProcessChannelMode(QProcess::ForwardedOutputChannel);
    const QString shot = m_home.filePath(QStringLiteral("restored.png"));
    restart.start(QStringLiteral(SSD_DESIGNER_PATH), {QStringLiteral("--language"), QStringLiteral("en"), QStringLiteral("--screenshot"), shot, file});
    QVERIFY(restart.waitForFinished(60000));
    QCOMPARE(restart.exitStatus(), QProcess::NormalExit);
    QCOMPARE(restart.exitCode(), 0);
    QVERIFY(QFileInfo(shot).size() > 0);
    const QString messages = QString::fromLocal8Bit(restart.readAllStandardError());
    QVERIFY2(messages.contains(QStringLiteral("restored unsaved changes")), qPrintable(messages));

    const QStringList after = recoveryFiles();
    QVERIFY2(!after.contains(recovery), "the restored session's files were not removed");
    QCOMPARE(after.size(), 1);
    const ProjectResult<LoadedProject> restored = ProjectFile::load(QDir(recoveryDir()).filePath(after.front()));
    QVERIFY(restored.ok());
    QVERIFY(hasTable(restored->data.schema, QStringLiteral("EditedBeforeKill")));
    QCOMPARE(restored->data.positions.value(singers), QPointF(123.5, -40));
    QCOMPARE(restored->data.notes, project.notes);
    {
        RecoveryStore store(recoveryDir());
        const std::vector<RecoveryEntry> sessions = store.recoverableSessions();
        QCOMPARE(sessions.size(), size_t(1));
        QCOMPARE(sessions.front().originalPath, QFileInfo(file).absoluteFilePath()); // still that project's
    }

    // 3. Start again and discard: nothing is offered any more, the project is as saved.
    QProcess discard;
    discard.setProcessEnvironment(environment(QStringLiteral("discard"), {}));
    discard.start(QStringLiteral(SSD_DESIGNER_PATH), {QStringLiteral("--screenshot"), shot, file});
    QVERIFY(discard.waitForFinished(60000));
    QCOMPARE(discard.exitCode(), 0);
    QVERIFY(recoveryFiles().isEmpty());
    QCOMPARE(fileBytes(file), savedBytes);
}

void TestDesignerCrash::typedDdlSurvivesKill()
{
    QDir(recoveryDir()).removeRecursively(); // independent of the other case
    ProjectData project;
    project.schema = parseDdl(kDdl).schema;
    const QString file = m_home.filePath(QStringLiteral("draft.spdesign"));
    QVERIFY(!ProjectFile::save(file, project));
    const QByteArray savedBytes = fileBytes(file);
    const QString typed = QStringLiteral("\nCREATE TABLE TypedBeforeKill (Id INT64 NOT NULL,\n");

    // 1. Type DDL that does not parse (no edit, so the design itself is unmodified), kill -9.
    QProcess designer;
    designer.setProcessEnvironment(environment(QStringLiteral("later"), {}, typed));
    designer.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    designer.start(QStringLiteral(SSD_DESIGNER_PATH), {file});
    QVERIFY2(designer.waitForStarted(10000), qPrintable(designer.errorString()));
    const QString recovery = awaitRecovery(designer, [&](const QString &name) { return noteDraft(name).endsWith(typed); });
    QVERIFY2(designer.state() == QProcess::Running, "the designer exited before it was killed");
    QVERIFY2(!recovery.isEmpty(), "no recovery note with the typed DDL appeared within 30 s");
    designer.kill();
    QVERIFY(designer.waitForFinished(10000));
    QCOMPARE(designer.exitStatus(), QProcess::CrashExit);
    QCOMPARE(fileBytes(file), savedBytes);
    {
        RecoveryStore store(recoveryDir());
        const std::vector<RecoveryEntry> sessions = store.recoverableSessions();
        QCOMPARE(sessions.size(), size_t(1));
        QVERIFY(sessions.front().draftText.endsWith(typed));
        QVERIFY(sessions.front().draftText.contains(QStringLiteral("CREATE TABLE Singers"))); // the whole editor text
        const ProjectResult<LoadedProject> kept = RecoveryStore::load(sessions.front());
        QVERIFY(kept.ok());
        QCOMPARE(kept->data.schema, project.schema); // the valid schema, without the broken text
    }

    // 2. Restart and restore: the new session holds the same draft (the editor shows it; the
    // DDL dock only reports a draft for text the user typed and that is not the schema).
    QProcess restart;
    restart.setProcessEnvironment(environment(QStringLiteral("restore"), {}));
    const QString shot = m_home.filePath(QStringLiteral("draft-restored.png"));
    restart.start(QStringLiteral(SSD_DESIGNER_PATH), {QStringLiteral("--language"), QStringLiteral("en"), QStringLiteral("--screenshot"), shot, file});
    QVERIFY(restart.waitForFinished(60000));
    QCOMPARE(restart.exitCode(), 0);
    QVERIFY(QString::fromLocal8Bit(restart.readAllStandardError()).contains(QStringLiteral("restored unsaved changes")));
    const QStringList after = recoveryFiles();
    QCOMPARE(after.size(), 1);
    QVERIFY(after.front() != recovery);
    QVERIFY(noteDraft(after.front()).endsWith(typed));
    const ProjectResult<LoadedProject> restored = ProjectFile::load(QDir(recoveryDir()).filePath(after.front()));
    QVERIFY(restored.ok());
    QCOMPARE(restored->data.schema, project.schema);

    // 3. Discard: nothing left, the project as saved.
    QProcess discard;
    discard.setProcessEnvironment(environment(QStringLiteral("discard"), {}));
    discard.start(QStringLiteral(SSD_DESIGNER_PATH), {QStringLiteral("--screenshot"), shot, file});
    QVERIFY(discard.waitForFinished(60000));
    QCOMPARE(discard.exitCode(), 0);
    QVERIFY(recoveryFiles().isEmpty());
    QCOMPARE(fileBytes(file), savedBytes);
}

QTEST_MAIN(TestDesignerCrash)
#include "tst_designercrash.moc"
