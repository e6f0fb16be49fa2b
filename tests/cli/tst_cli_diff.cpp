// spanner-schema diff end to end: the SQL and JSON plans, exit statuses 0/1/2, refusals listed
// on stderr with nothing on stdout, and every kind of input (DDL file, standard input, a
// migration folder, a .spdesign project).

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

const char kOld[] = "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n  Name STRING(100),\n  Bio STRING(MAX),\n) PRIMARY KEY (SingerId);\n";
const char kAddAge[] = "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n  Name STRING(100),\n  Bio STRING(MAX),\n  Age INT64,\n) PRIMARY KEY (SingerId);\n";
const char kDropBio[] = "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n  Name STRING(100),\n) PRIMARY KEY (SingerId);\n";
const char kNewKey[] = "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n  Name STRING(100),\n  Bio STRING(MAX),\n) PRIMARY KEY (SingerId DESC);\n";
const char kPostgreSql[] = "CREATE TABLE singers (singer_id bigint PRIMARY KEY);\n";

} // namespace

class TestCliDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return writeTestFile(QDir(m_dir.path()), name, content);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void exitStatuses_data()
    {
        QTest::addColumn<QByteArray>("oldText");
        QTest::addColumn<QByteArray>("newText");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("out");    // exact stdout
        QTest::addColumn<QString>("errHas"); // a part of stderr ("" = stderr empty)
        QTest::newRow("equal: empty plan") << QByteArray(kOld) << QByteArray(kOld) << QStringList() << 0 << QString() << QString();
        QTest::newRow("in-place step") << QByteArray(kOld) << QByteArray(kAddAge) << QStringList() << 0
                                       << S("-- in-place: new column Singers.Age\nALTER TABLE Singers ADD COLUMN Age INT64;\n") << QString();
        QTest::newRow("drop refused") << QByteArray(kOld) << QByteArray(kDropBio) << QStringList() << 1 << QString()
                                      << S("error: destructive step not allowed without --allow-drop: column Singers.Bio");
        QTest::newRow("drop allowed") << QByteArray(kOld) << QByteArray(kDropBio) << QStringList{S("--allow-drop")} << 0
                                      << S("-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values\n"
                                           "ALTER TABLE Singers DROP COLUMN Bio;\n")
                                      << QString();
        QTest::newRow("recreate refused") << QByteArray(kOld) << QByteArray(kNewKey) << QStringList{S("--allow-drop")} << 1 << QString()
                                          << S("error: recreate step not allowed without --allow-recreate: table Singers is dropped");
        QTest::newRow("rename") << QByteArray(kOld) << QByteArray(QByteArray(kOld).replace("Singers", "Artists"))
                                << QStringList{S("--rename"), S("Singers=Artists")} << 0
                                << S("-- in-place: table Singers is renamed to Artists\nALTER TABLE Singers RENAME TO Artists;\n") << QString();
        QTest::newRow("dialects differ") << QByteArray(kOld) << QByteArray(kPostgreSql) << QStringList() << 2 << QString()
                                         << S("convert first");
        QTest::newRow("parse error") << QByteArray(kOld) << QByteArray("CREATE TABLE T (\n  A INT64 NOT NULL\n  B INT64,\n) PRIMARY KEY (A);\n")
                                     << QStringList() << 2 << QString() << S("new.sql:3:");
        QTest::newRow("bad format") << QByteArray(kOld) << QByteArray(kOld) << QStringList{S("--format"), S("xml")} << 2 << QString()
                                    << S("unknown format 'xml'");
        QTest::newRow("bad rename") << QByteArray(kOld) << QByteArray(kOld) << QStringList{S("--rename"), S("Singers")} << 2 << QString()
                                    << S("--rename takes OLD=NEW");
    }

    void exitStatuses()
    {
        QFETCH(QByteArray, oldText);
        QFETCH(QByteArray, newText);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QString, out);
        QFETCH(QString, errHas);
        const QString oldPath = writeFile(S("old.sql"), oldText), newPath = writeFile(S("new.sql"), newText);
        Run r;
        runCli(r, QStringList{S("diff"), oldPath, newPath} + options);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(QString::fromUtf8(r.out), out);
        if (errHas.isEmpty())
            QCOMPARE(QString::fromUtf8(r.err), QString());
        else
            QVERIFY2(QString::fromUtf8(r.err).contains(errHas), r.err.constData());
    }

    void missingNewIsAUsageError()
    {
        Run r;
        runCli(r, {S("diff"), writeFile(S("only.sql"), kOld)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("missing the input NEW"), r.err.constData());
        runCli(r, {S("diff"), S("-"), S("-")});
        QCOMPARE(r.exitCode, 2);
    }

    void jsonPlan()
    {
        Run r;
        runCli(r, {S("diff"), S("--format"), S("json"), writeFile(S("a.sql"), kOld), writeFile(S("b.sql"),
            "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n  Name STRING(100) NOT NULL,\n  Bio STRING(MAX),\n) PRIMARY KEY (SingerId);\n")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray steps = QJsonDocument::fromJson(r.out).object().value(S("steps")).toArray();
        QCOMPARE(steps.size(), 1);
        const QJsonObject step = steps[0].toObject();
        QCOMPARE(step.value(S("kind")).toString(), S("validating"));
        QCOMPARE(step.value(S("objectKind")).toString(), S("column"));
        QCOMPARE(step.value(S("object")).toString(), S("Singers.Name"));
        QCOMPARE(step.value(S("failsWhen")).toString(), S("a row with NULL in Name"));
        QCOMPARE(step.value(S("statements")).toArray(), QJsonArray{S("ALTER TABLE Singers ALTER COLUMN Name STRING(100) NOT NULL")});
    }

    void standardInputAndOutputFile()
    {
        Run r;
        const QString out = m_dir.filePath(S("plan.sql"));
        runCli(r, {S("diff"), S("-"), writeFile(S("n.sql"), kAddAge), S("-o"), out}, kOld);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("-- in-place: new column Singers.Age\nALTER TABLE Singers ADD COLUMN Age INT64;\n"));
    }

    void migrationFolder()
    {
        // Natural order: 2 before 10; the .down.sql files are not part of the history.
        writeFile(S("history/1_create.up.sql"), "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(10)) PRIMARY KEY (SingerId);\n");
        writeFile(S("history/1_create.down.sql"), "DROP TABLE Singers;\n");
        writeFile(S("history/2_bio.up.sql"), "ALTER TABLE Singers ADD COLUMN Bio STRING(MAX);\n");
        writeFile(S("history/10_name.up.sql"), "ALTER TABLE Singers ALTER COLUMN Name STRING(100);\n");
        Run r;
        runCli(r, {S("diff"), m_dir.filePath(S("history")), writeFile(S("same.sql"), kOld)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err, QByteArray());
        // A bad statement in a later file is reported with that file's name and position.
        writeFile(S("history/11_bad.up.sql"), "\nALTER TABLE Nope ADD COLUMN X INT64;\n");
        runCli(r, {S("diff"), m_dir.filePath(S("history")), writeFile(S("same.sql"), kOld)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("11_bad.up.sql:2:"), r.err.constData());
    }

    void projectInput()
    {
        const QString project = m_dir.filePath(S("music.spdesign"));
        Run r;
        runCli(r, {S("import"), writeFile(S("p.sql"), kOld), S("-o"), project});
        QCOMPARE(r.exitCode, 0);
        runCli(r, {S("diff"), project, writeFile(S("n2.sql"), kAddAge)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("-- in-place: new column Singers.Age\nALTER TABLE Singers ADD COLUMN Age INT64;\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
