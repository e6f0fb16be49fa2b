#include "tst_project.h"

#include "testprojects.h"

#include "ddl.h"
#include "projectfile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace ssd;

#ifdef SSD_CLI_PATH
#define SSD_REQUIRE_CLI()
#else
#define SSD_CLI_PATH ""
#define SSD_REQUIRE_CLI() QSKIP("the spanner-schema executable is not part of this build")
#endif

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(SSD_CLI_PATH), arguments);
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

bool writeText(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QString exampleDdl()
{
    return QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql");
}

} // namespace

void TestProject::cliImport()
{
    SSD_REQUIRE_CLI();
    const QString out = tempPath(QStringLiteral("cli/music.spdesign"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const Run run = runCli({QStringLiteral("import"), exampleDdl(), QStringLiteral("-o"), out, QStringLiteral("-v")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(QStringLiteral("project file written")), qPrintable(run.err));

    QFile ddl(exampleDdl());
    QVERIFY(ddl.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ddl.readAll());
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(out);
    QVERIFY(loaded.ok());
    QVERIFY(loaded->data.schema == parseDdl(text).schema);
    QCOMPARE(loaded->data.sourceText, text);
    QCOMPARE(ProjectFile::probe(out), FileKind::Project);

    // Importing a version-1 project writes it again in the current format.
    const QString upgraded = tempPath(QStringLiteral("cli/upgraded.spdesign"));
    const Run upgrade = runCli({QStringLiteral("import"), QStringLiteral(SSD_TEST_DATA_DIR "/project/version1.spdesign"),
                                QStringLiteral("-o"), upgraded});
    QVERIFY2(upgrade.exitCode == 0, qPrintable(upgrade.err));
    QCOMPARE(ProjectFile::load(upgraded)->formatVersion, kProjectFormatVersion);
    QCOMPARE(ProjectFile::load(upgraded)->data.notes, ProjectFile::load(QStringLiteral(SSD_TEST_DATA_DIR "/project/version1.spdesign"))->data.notes);
}

void TestProject::cliImportRefuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString dir = tempPath(QStringLiteral("cli-refuse"));
    QDir().mkpath(dir);
    writeText(dir + QStringLiteral("/bad.sql"), "CREATE TABLE (\n");
    writeText(dir + QStringLiteral("/notours.spdesign"), "just some text\n");
    const QString out = dir + QStringLiteral("/out.spdesign");
    QTest::newRow("DDL that does not parse") << QStringList{QStringLiteral("import"), dir + QStringLiteral("/bad.sql"), QStringLiteral("-o"), out}
                                            << QStringLiteral("bad.sql:1:");
    QTest::newRow("no output") << QStringList{QStringLiteral("import"), exampleDdl()} << QStringLiteral("-o OUT.spdesign");
    QTest::newRow("output to stdout") << QStringList{QStringLiteral("import"), exampleDdl(), QStringLiteral("-o"), QStringLiteral("-")}
                                      << QStringLiteral("never goes to standard output");
    QTest::newRow("missing input") << QStringList{QStringLiteral("import"), dir + QStringLiteral("/none.sql"), QStringLiteral("-o"), out}
                                   << QStringLiteral("no such file");
    QTest::newRow("project that is not ours") << QStringList{QStringLiteral("import"), dir + QStringLiteral("/notours.spdesign"), QStringLiteral("-o"), out}
                                              << QStringLiteral("not a Spanner Schema Designer project");
    QTest::newRow("output folder is a file") << QStringList{QStringLiteral("import"), exampleDdl(), QStringLiteral("-o"), exampleDdl() + QStringLiteral("/x.spdesign")}
                                             << QStringLiteral("is not a folder");
}

void TestProject::cliImportRefuses()
{
    SSD_REQUIRE_CLI();
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(tempPath(QStringLiteral("cli-refuse/out.spdesign"))));
}

void TestProject::cliReadsProjects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("format") << QStringList{QStringLiteral("format")};
    QTest::newRow("convert") << QStringList{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("postgresql")};
    QTest::newRow("dump") << QStringList{QStringLiteral("dump")};
    QTest::newRow("lint") << QStringList{QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("layout") << QStringList{QStringLiteral("layout")};
    QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), QStringLiteral("--table"), QStringLiteral("Singers"),
                                             QStringLiteral("--strategy"), QStringLiteral("sequential"), QStringLiteral("--ticks"),
                                             QStringLiteral("20"), QStringLiteral("--format"), QStringLiteral("json")};
}

void TestProject::cliReadsProjects()
{
    SSD_REQUIRE_CLI();
    // The same command gives the same output for the DDL and for a project imported from it.
    QFETCH(QStringList, arguments);
    const QString project = tempPath(QStringLiteral("cli-read/music.spdesign"));
    if (!QFile::exists(project)) {
        QDir().mkpath(QFileInfo(project).absolutePath());
        QCOMPARE(runCli({QStringLiteral("import"), exampleDdl(), QStringLiteral("-o"), project}).exitCode, 0);
    }
    // A project renamed to .db is still recognised by its content.
    const QString renamed = tempPath(QStringLiteral("cli-read/music-project.db"));
    if (!QFile::exists(renamed))
        QVERIFY(QFile::copy(project, renamed));

    const Run fromDdl = runCli(arguments + QStringList{exampleDdl()});
    const Run fromProject = runCli(arguments + QStringList{project});
    const Run fromRenamed = runCli(arguments + QStringList{renamed});
    QVERIFY2(fromProject.exitCode == fromDdl.exitCode, qPrintable(fromProject.err));
    QVERIFY(!fromDdl.out.isEmpty());
    QCOMPARE(fromProject.out, fromDdl.out);
    QCOMPARE(fromRenamed.out, fromDdl.out);
}

void TestProject::cliBadProjects_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray image = ProjectFile::serialize(test::editedProject()).value();
    QByteArray newer = image;
    newer[63] = 9; // user_version 9
    QTest::newRow("zero-byte") << QByteArray() << QStringLiteral("empty file (0 bytes)");
    QTest::newRow("random bytes") << QByteArray("\x01\x02\x03\xff\xfe binary", 13) << QStringLiteral("not a SQLite database");
    QTest::newRow("truncated") << image.left(5000) << QStringLiteral("truncated project file");
    QTest::newRow("newer format") << newer << QStringLiteral("project format version 9 was written by a newer");
    QTest::newRow("text named .spdesign") << QByteArray("CREATE TABLE T (Id INT64) PRIMARY KEY (Id);")
                                          << QStringLiteral("it is a text file");
}

void TestProject::cliBadProjects()
{
    SSD_REQUIRE_CLI();
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString path = tempPath(QStringLiteral("cli-bad/%1.spdesign").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QDir().mkpath(QFileInfo(path).absolutePath());
    QVERIFY(writeText(path, bytes));
    for (const QString &command : {QStringLiteral("format"), QStringLiteral("dump"), QStringLiteral("lint")}) {
        const Run run = runCli({command, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(path + QStringLiteral(": error: ")) && run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
}

void TestProject::cliLintUsesProjectSettings()
{
    SSD_REQUIRE_CLI();
    // The checklist settings saved with a design apply when linting it; --settings overrides.
    const QString ddl = tempPath(QStringLiteral("cli-settings/things.sql"));
    QDir().mkpath(QFileInfo(ddl).absolutePath());
    QVERIFY(writeText(ddl, "CREATE TABLE Things (Code INT64 NOT NULL) PRIMARY KEY (Code);\n"));
    ProjectData project;
    project.schema = parseDdl(QStringLiteral("CREATE TABLE Things (Code INT64 NOT NULL) PRIMARY KEY (Code);")).schema;
    project.settings.keyGeneration.insert(QStringLiteral("Things.Code"), KeyGeneration::Sequential);
    const QString path = tempPath(QStringLiteral("cli-settings/things.spdesign"));
    QVERIFY(!ProjectFile::save(path, project));
    const QString empty = tempPath(QStringLiteral("cli-settings/empty.json"));
    QVERIFY(writeText(empty, "{}"));

    const QString marked = QStringLiteral("the project marks it as sequentially generated");
    const Run fromProject = runCli({QStringLiteral("lint"), path});
    QVERIFY2(QString::fromUtf8(fromProject.out).contains(marked), qPrintable(QString::fromUtf8(fromProject.out) + fromProject.err));
    const Run fromDdl = runCli({QStringLiteral("lint"), ddl});
    QVERIFY2(!QString::fromUtf8(fromDdl.out).contains(marked), fromDdl.out.constData());
    const Run overridden = runCli({QStringLiteral("lint"), QStringLiteral("--settings"), empty, path});
    QVERIFY2(!QString::fromUtf8(overridden.out).contains(marked), qPrintable(QString::fromUtf8(overridden.out) + overridden.err));
}
