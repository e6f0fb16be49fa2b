// spanner-schema docs end to end: the folder it writes for each kind of input and format, its
// language, and its errors (exit statuses, FILE:LINE:COLUMN for bad DDL, output paths it cannot
// write). What the pages say is checked by the golden folders of tests/docs.

#include "clirun.h"

#include <QDir>
#include <QTemporaryDir>

class TestCliDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void writesTheFolder_data();
    void writesTheFolder();
    void migrationFolderInput();
    void pagesInPortuguese();
    void errors_data();
    void errors();

private:
    QTemporaryDir m_dir;
    QString m_schema;
};

namespace {

const QByteArray kSchema = "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100)) PRIMARY KEY (SingerId);\n"
                           "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (SingerId, AlbumId),\n"
                           "  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n";

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

void TestCliDocs::init()
{
    QVERIFY(m_dir.isValid());
    m_schema = writeTestFile(QDir(m_dir.path()), QStringLiteral("music.sql"), kSchema);
    QVERIFY(!m_schema.isEmpty());
}

void TestCliDocs::writesTheFolder_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("markdown by default")
        << QStringList() << QStringList{QStringLiteral("README.md"), QStringLiteral("tables/Singers.md"),
                                        QStringLiteral("tables/Albums.md"), QStringLiteral("diagrams/schema.svg"),
                                        QStringLiteral("diagrams/Albums.svg")};
    QTest::newRow("html") << QStringList{QStringLiteral("--format"), QStringLiteral("html")}
                          << QStringList{QStringLiteral("index.html"), QStringLiteral("tables/Singers.html"),
                                         QStringLiteral("diagrams/Singers.svg")};
    QTest::newRow("no diagrams") << QStringList{QStringLiteral("--no-diagrams")}
                                 << QStringList{QStringLiteral("README.md"), QStringLiteral("tables/Albums.md")};
}

void TestCliDocs::writesTheFolder()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, files);
    const QString out = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_'));
    Run run;
    runCli(run, QStringList{QStringLiteral("docs"), m_schema, QStringLiteral("-o"), out} + options);
    QCOMPARE(run.exitCode, 0);
    for (const QString &file : files)
        QVERIFY2(QFileInfo::exists(QDir(out).filePath(file)), qPrintable(file));
    QCOMPARE(QFileInfo::exists(QDir(out).filePath(QStringLiteral("diagrams"))), !options.contains(QStringLiteral("--no-diagrams")));
    // Standard input is read like a file.
    Run fromStdin;
    runCli(fromStdin, QStringList{QStringLiteral("docs"), QStringLiteral("-"), QStringLiteral("-o"),
                                  m_dir.filePath(QStringLiteral("stdin"))} + options, kSchema);
    QCOMPARE(fromStdin.exitCode, 0);
}

void TestCliDocs::migrationFolderInput()
{
    const QDir folder(m_dir.filePath(QStringLiteral("migrations")));
    QVERIFY(!writeTestFile(folder, QStringLiteral("000001_singers.up.sql"),
                           "CREATE TABLE Singers (SingerId INT64 NOT NULL) PRIMARY KEY (SingerId);\n").isEmpty());
    QVERIFY(!writeTestFile(folder, QStringLiteral("000002_albums.up.sql"),
                           "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (SingerId, AlbumId),"
                           " INTERLEAVE IN PARENT Singers;\n").isEmpty());
    const QString out = m_dir.filePath(QStringLiteral("fromFolder"));
    Run run;
    runCli(run, {QStringLiteral("docs"), folder.path(), QStringLiteral("-o"), out, QStringLiteral("--no-diagrams")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(readAll(QDir(out).filePath(QStringLiteral("tables/Albums.md"))).contains(u"[`Singers`](Singers.md)"));
}

void TestCliDocs::pagesInPortuguese()
{
    const QString out = m_dir.filePath(QStringLiteral("pt"));
    const QByteArray saved = qgetenv("LANGUAGE");
    qputenv("LANGUAGE", "pt_BR");
    Run run;
    runCli(run, {QStringLiteral("docs"), m_schema, QStringLiteral("-o"), out, QStringLiteral("--no-diagrams")});
    qputenv("LANGUAGE", saved);
    QCOMPARE(run.exitCode, 0);
    const QString index = readAll(QDir(out).filePath(QStringLiteral("README.md")));
    QVERIFY2(index.contains(u"## Resumo") && index.contains(u"Chaves estrangeiras"), qPrintable(index.left(300)));
    QVERIFY(readAll(QDir(out).filePath(QStringLiteral("tables/Albums.md"))).contains(u"## Intercalação"));
}

void TestCliDocs::errors_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("no output folder") << QString() << QStringList() << QStringLiteral("-o OUT");
    QTest::newRow("unknown format") << QString() << QStringList{QStringLiteral("--format"), QStringLiteral("pdf")}
                                    << QStringLiteral("unknown format 'pdf'");
    QTest::newRow("ddl that does not parse")
        << QStringLiteral("CREATE TABLE T (\n  Id INT64 NOT NULL,\n  Bad STRNG(10)\n) PRIMARY KEY (Id);\n")
        << QStringList{QStringLiteral("-o"), QStringLiteral("@/errout")} << QStringLiteral("bad.sql:3:");
    QTest::newRow("output is a file") << QString() << QStringList{QStringLiteral("-o"), QStringLiteral("@/music.sql")}
                                      << QStringLiteral("must be a folder");
    QTest::newRow("output under a file") << QString() << QStringList{QStringLiteral("-o"), QStringLiteral("@/music.sql/docs")}
                                         << QStringLiteral("cannot create the folder");
    QTest::newRow("missing input") << QStringLiteral("@missing") << QStringList{QStringLiteral("-o"), QStringLiteral("@/errout")}
                                   << QStringLiteral("missing.sql");
}

void TestCliDocs::errors()
{
    QFETCH(QString, input);
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QString path = m_schema;
    if (input == u"@missing")
        path = m_dir.filePath(QStringLiteral("missing.sql"));
    else if (!input.isEmpty())
        path = writeTestFile(QDir(m_dir.path()), QStringLiteral("bad.sql"), input.toUtf8());
    for (QString &option : options)
        option.replace(QStringLiteral("@"), m_dir.path());
    Run run;
    runCli(run, QStringList{QStringLiteral("docs"), path} + options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("errout/README.md"))));
}

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_cli_docs.moc"
