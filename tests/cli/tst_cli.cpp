// End-to-end tests of the spanner-schema executable: each test runs the built binary with
// QProcess, as a user or a CI script would, and checks exit status, stdout and stderr.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include <unistd.h>

namespace {

QString examplePath()
{
    return QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql");
}

// Every line a diagnostic: "FILE:LINE:COLUMN: severity: message" or "FILE: severity: message".
const QRegularExpression kMessageLine(QStringLiteral(
    R"(^(?<file>[^:]+)(:(?<line>\d+):(?<column>\d+))?: (?<severity>error|warning|note): \S.*$)"));

// The same three tables in both dialects; both sides express exactly the same model.
const char kMusicCore[] = R"(CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  SingerInfo BYTES(MAX),
) PRIMARY KEY(SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  AlbumTitle STRING(MAX),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE INDEX AlbumsByAlbumTitle ON Albums(AlbumTitle);
)";

const char kPostgreSqlTable[] =
    "CREATE TABLE singers (\n  singer_id bigint PRIMARY KEY,\n  name varchar(100)\n);\n";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    void run(Run &result, const QStringList &arguments, const QByteArray &input = {}, bool feedStdin = true)
    {
        runCli(result, arguments, input, feedStdin);
    }

    void verifyMessageLines(const QByteArray &err)
    {
        const QStringList lines = QString::fromUtf8(err).split(u'\n', Qt::SkipEmptyParts);
        for (const QString &line : lines)
            QVERIFY2(kMessageLine.match(line).hasMatch(), qPrintable(QStringLiteral("not in FILE:LINE:COLUMN: severity: message form: ") + line));
    }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return writeTestFile(QDir(m_dir.path()), name, content);
    }

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo::exists(QStringLiteral(SSD_CLI_PATH)), SSD_CLI_PATH);
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutContains");
        QTest::addColumn<QString>("stderrContains");
        const QString example = examplePath();

        QTest::newRow("no arguments") << QStringList{} << 2 << QString() << QStringLiteral("missing COMMAND");
        // layout and simulate: the storage order, the comparison without an interleave, "auto".
        const QString music = QStringLiteral(SSD_SOURCE_DIR "/resources/lessons/interleaving.sql");
        const QString events = QStringLiteral(SSD_SOURCE_DIR "/resources/lessons/timestamp-hotspot.sql");
        QTest::newRow("layout music")
            << QStringList{QStringLiteral("layout"), music, QStringLiteral("--rows-per-table"), QStringLiteral("2")} << 0
            << QStringLiteral("+ Singers(1)\n|   Albums(1, 1)\n|     Songs(1, 1, 1)") << QString();
        QTest::newRow("layout not interleaved: albums leave their singers")
            << QStringList{QStringLiteral("layout"), music, QStringLiteral("--rows-per-table"), QStringLiteral("2"),
                           QStringLiteral("--not-interleaved"), QStringLiteral("Albums")} << 0
            << QStringLiteral("+ Singers(1)\n+ Singers(2)") << QString();
        QTest::newRow("layout not interleaved: a root table is refused")
            << QStringList{QStringLiteral("layout"), music, QStringLiteral("--not-interleaved"), QStringLiteral("Singers")} << 2
            << QString() << QStringLiteral("--not-interleaved needs an interleaved table");
        QTest::newRow("simulate auto: timestamp key stays on one server")
            << QStringList{QStringLiteral("simulate"), events, QStringLiteral("--table"), QStringLiteral("Events"),
                           QStringLiteral("--strategy"), QStringLiteral("auto"), QStringLiteral("--ticks"), QStringLiteral("2")} << 0
            << QStringLiteral("   1     14000      3500       1") << QString();
        QTest::newRow("--help lists the commands")
            << QStringList{QStringLiteral("--help")} << 0
            << QStringLiteral("  format   ") << QString();
        QTest::newRow("help format")
            << QStringList{QStringLiteral("help"), QStringLiteral("format")} << 0
            << QStringLiteral("Usage: spanner-schema format [options] FILE|-") << QString();
        QTest::newRow("format --help")
            << QStringList{QStringLiteral("format"), QStringLiteral("--help")} << 0
            << QStringLiteral("--dialect <DIALECT>") << QString();
        QTest::newRow("convert -h")
            << QStringList{QStringLiteral("convert"), QStringLiteral("-h")} << 0
            << QStringLiteral("--to <DIALECT>") << QString();
        QTest::newRow("dump --help")
            << QStringList{QStringLiteral("dump"), QStringLiteral("--help")} << 0
            << QStringLiteral("Usage: spanner-schema dump [options] FILE|-") << QString();
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("frobnicate")} << 2 << QString()
            << QStringLiteral("spanner-schema: error: unknown command 'frobnicate'");
        QTest::newRow("help for an unknown command")
            << QStringList{QStringLiteral("help"), QStringLiteral("frobnicate")} << 2 << QString()
            << QStringLiteral("unknown command 'frobnicate'");
        QTest::newRow("option before the command")
            << QStringList{QStringLiteral("--frob")} << 2 << QString()
            << QStringLiteral("unknown option '--frob'");
        QTest::newRow("unknown option of a command")
            << QStringList{QStringLiteral("format"), QStringLiteral("--frob"), example} << 2 << QString()
            << QStringLiteral("spanner-schema format: error: Unknown option 'frob'");
        QTest::newRow("missing FILE")
            << QStringList{QStringLiteral("format")} << 2 << QString()
            << QStringLiteral("spanner-schema format: error: missing the input FILE");
        QTest::newRow("two FILEs")
            << QStringList{QStringLiteral("format"), example, example} << 2 << QString()
            << QStringLiteral("unexpected argument");
        QTest::newRow("unknown dialect")
            << QStringList{QStringLiteral("format"), QStringLiteral("--dialect"), QStringLiteral("klingon"), example}
            << 2 << QString() << QStringLiteral("unknown dialect 'klingon'");
        QTest::newRow("convert without --to")
            << QStringList{QStringLiteral("convert"), example} << 2 << QString()
            << QStringLiteral("spanner-schema convert: error: missing --to");
        QTest::newRow("convert to an unknown dialect")
            << QStringList{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mysql"), example}
            << 2 << QString() << QStringLiteral("unknown dialect 'mysql'");
        QTest::newRow("dump as xml")
            << QStringList{QStringLiteral("dump"), QStringLiteral("--format"), QStringLiteral("xml"), example}
            << 2 << QString() << QStringLiteral("unknown format 'xml'");
        QTest::newRow("-o without a value")
            << QStringList{QStringLiteral("format"), example, QStringLiteral("-o")} << 2 << QString()
            << QStringLiteral("Missing value after '-o'");
    }

    void commandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutContains);
        QFETCH(QString, stderrContains);
        Run r;
        run(r, arguments);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.out).contains(stdoutContains), r.out.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(stderrContains), r.err.constData());
        if (exitCode == 0)
            QVERIFY2(r.err.isEmpty(), r.err.constData());
        else
            QVERIFY2(r.out.isEmpty(), "a usage error must not print to stdout");
    }

    void version()
    {
        Run r;
        run(r, {QStringLiteral("--version")});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("spanner-schema " SSD_VERSION "\n"));
    }

    // Input that is not a DDL text: one clear "FILE: error: ..." line, exit 2, nothing on stdout,
    // and quickly (the size limit is checked before reading).
    void unreadableInput_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<bool>("viaStdin");
        QTest::addColumn<QString>("expectedError"); // %1 = the input's name

        QTest::newRow("missing file") << QStringLiteral("missing") << false
                                      << QStringLiteral("%1: error: no such file or directory");
        QTest::newRow("directory") << QStringLiteral("directory") << false
                                   << QStringLiteral("%1: error: is a directory; expected a DDL file");
        QTest::newRow("NUL byte") << QStringLiteral("nul") << false
                                  << QStringLiteral("%1: error: not a text file (binary data at byte 7)");
        QTest::newRow("NUL byte on stdin") << QStringLiteral("nul") << true
                                           << QStringLiteral("%1: error: not a text file (binary data at byte 7)");
        QTest::newRow("invalid UTF-8") << QStringLiteral("latin1") << false
                                       << QStringLiteral("%1: error: not a text file (binary data at byte 14)");
        QTest::newRow("truncated UTF-8 at the end") << QStringLiteral("truncated") << false
                                                    << QStringLiteral("%1: error: not a text file (binary data at byte 3)");
        QTest::newRow("UTF-16 surrogate encoded in UTF-8") << QStringLiteral("surrogate") << false
                                                           << QStringLiteral("%1: error: not a text file (binary data at byte 0)");
        QTest::newRow("random bytes") << QStringLiteral("random") << false
                                      << QStringLiteral("%1: error: not a text file (binary data at byte 0)");
        QTest::newRow("50 MB file") << QStringLiteral("huge") << false
                                    << QStringLiteral("%1: error: input too large (52428800 bytes): Spanner limits the DDL of a whole schema to 10 MiB (10485760 bytes)");
        QTest::newRow("50 MB on stdin") << QStringLiteral("huge") << true
                                        << QStringLiteral("%1: error: input too large (more than 10485760 bytes): Spanner limits the DDL of a whole schema to 10 MiB (10485760 bytes)");
    }

    void unreadableInput()
    {
        QFETCH(QString, what);
        QFETCH(bool, viaStdin);
        QFETCH(QString, expectedError);

        QByteArray content;
        if (what == u"nul")
            content = QByteArray("CREATE \0TABLE", 13);
        else if (what == u"latin1")
            content = "-- Mot\xc3\xb6rhead \xe9 ist da\nCREATE TABLE T (A INT64) PRIMARY KEY(A);\n";
        else if (what == u"truncated")
            content = "-- \xe2\x82";
        else if (what == u"surrogate")
            content = "\xed\xa0\x80 text";
        else if (what == u"random")
            content = QByteArray::fromHex("ffd8ffe000104a464946000101010048");
        else if (what == u"huge") {
            // Valid, repetitive DDL: the size alone must stop it.
            const QByteArray table = "CREATE TABLE T (A INT64 NOT NULL, B STRING(MAX)) PRIMARY KEY(A);\n";
            content.reserve(50 * 1024 * 1024);
            while (content.size() + table.size() <= 50 * 1024 * 1024)
                content += table;
            content += QByteArray(50 * 1024 * 1024 - content.size(), '\n');
        }

        QString path;
        if (what == u"missing")
            path = m_dir.filePath(QStringLiteral("no-such-file.sql"));
        else if (what == u"directory")
            path = m_dir.path();
        else if (!viaStdin)
            path = writeFile(what + QStringLiteral(".sql"), content);
        QVERIFY(viaStdin || !path.isEmpty());

        Run r;
        run(r, {QStringLiteral("format"), viaStdin ? QStringLiteral("-") : path}, content);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), expectedError.arg(viaStdin ? QStringLiteral("<stdin>") : path) + u'\n');
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.milliseconds < 10000, qPrintable(QStringLiteral("took %1 ms").arg(r.milliseconds)));
    }

    void unreadableFile()
    {
        if (::geteuid() == 0)
            QSKIP("running as root: file permissions do not stop reading");
        const QString path = writeFile(QStringLiteral("secret.sql"), "CREATE TABLE T (A INT64) PRIMARY KEY(A);");
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        Run r;
        run(r, {QStringLiteral("format"), path});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith((path + QStringLiteral(": error: cannot open: ")).toUtf8()), r.err.constData());
    }

    // Empty input is a valid empty schema (nothing to print), announced with a note.
    void emptyInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("viaStdin");
        QTest::newRow("empty file") << QByteArray() << false;
        QTest::newRow("whitespace only") << QByteArray(" \n\t\r\n") << false;
        QTest::newRow("byte-order mark only") << QByteArray("\xEF\xBB\xBF") << false;
        QTest::newRow("empty stdin") << QByteArray() << true;
    }

    void emptyInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, viaStdin);
        const QString path = viaStdin ? QStringLiteral("-") : writeFile(QStringLiteral("empty.sql"), content);
        Run r;
        run(r, {QStringLiteral("format"), path}, content);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray());
        const QString name = viaStdin ? QStringLiteral("<stdin>") : path;
        QCOMPARE(QString::fromUtf8(r.err), name + QStringLiteral(": note: the input is empty; treating it as an empty schema\n"));
    }

    // Text that does not parse: every broken statement reported as FILE:LINE:COLUMN, exit 2,
    // nothing printed on stdout (no half-formatted schema).
    void parseErrors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("firstErrorLine");

        QTest::newRow("unterminated CREATE TABLE")
            << QByteArray("CREATE TABLE (") << QStringList{QStringLiteral("format")} << 1;
        QTest::newRow("misspelled keyword on line 3")
            << QByteArray("CREATE TABLE T (A INT64) PRIMARY KEY(A);\n\nCREATE TABEL U (B INT64) PRIMARY KEY(B);\n")
            << QStringList{QStringLiteral("format")} << 3;
        QTest::newRow("PostgreSQL text read as GoogleSQL")
            << QByteArray("CREATE TABLE singers (\n  name varchar(100),\n  singer_id bigint PRIMARY KEY\n);\n")
            << QStringList{QStringLiteral("format"), QStringLiteral("--dialect"), QStringLiteral("googlesql")} << 2;
        QTest::newRow("convert refuses broken input")
            << QByteArray("CREATE TABLE T (A INT64) PRIMARY KEY(A);\nALTER TABLE;\n")
            << QStringList{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("postgresql")} << 2;
        QTest::newRow("dump refuses broken input")
            << QByteArray("CREATE INDEX ON;") << QStringList{QStringLiteral("dump")} << 1;
    }

    void parseErrors()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, arguments);
        QFETCH(int, firstErrorLine);
        for (const bool viaStdin : {false, true}) {
            const QString path = viaStdin ? QStringLiteral("-") : writeFile(QStringLiteral("broken.sql"), content);
            Run r;
            run(r, arguments + QStringList{path}, content);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            verifyMessageLines(r.err);
            if (QTest::currentTestFailed())
                return;
            const QString name = viaStdin ? QStringLiteral("<stdin>") : path;
            const QRegularExpressionMatch first = QRegularExpression(
                QStringLiteral("^%1:(\\d+):\\d+: error: ").arg(QRegularExpression::escape(name)),
                QRegularExpression::MultilineOption).match(QString::fromUtf8(r.err));
            QVERIFY2(first.hasMatch(), r.err.constData());
            QCOMPARE(first.captured(1).toInt(), firstErrorLine);
        }
    }

    void formatExample()
    {
        Run fromFile;
        run(fromFile, {QStringLiteral("format"), examplePath()});
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(fromFile.exitCode == 0, fromFile.err.constData());
        QVERIFY2(fromFile.err.isEmpty(), fromFile.err.constData());
        const QString text = QString::fromUtf8(fromFile.out);
        for (const char *expected : {"CREATE TABLE Singers (", "CREATE TABLE Albums (",
                                     "INTERLEAVE IN PARENT Singers ON DELETE CASCADE",
                                     "INTERLEAVE IN PARENT Albums ON DELETE CASCADE",
                                     "CREATE INDEX AlbumsByAlbumTitle ON Albums(AlbumTitle)",
                                     // issue 15: the file's comments, and a blank line between statements
                                     "-- The music catalogue of the Cloud Spanner documentation",
                                     "-- Singers are the root of the hierarchy.\nCREATE TABLE Singers (\n  -- the singer id\n  SingerId INT64 NOT NULL,",
                                     ";\n\n-- Where concerts take place.\nCREATE TABLE Venues ("})
            QVERIFY2(text.contains(QLatin1StringView(expected)), expected);

        // The same text from stdin, and canonical text is a fixed point of format.
        QFile example(examplePath());
        QVERIFY(example.open(QIODevice::ReadOnly));
        Run fromStdin;
        run(fromStdin, {QStringLiteral("format"), QStringLiteral("-")}, example.readAll());
        QCOMPARE(fromStdin.out, fromFile.out);
        Run again;
        run(again, {QStringLiteral("format"), QStringLiteral("-")}, fromFile.out);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, fromFile.out);
    }

    void outputFile()
    {
        const QString out = m_dir.filePath(QStringLiteral("formatted.sql"));
        QVERIFY(writeFile(QStringLiteral("formatted.sql"), "old content") == out);
        Run r;
        run(r, {QStringLiteral("format"), QStringLiteral("-o"), out, QStringLiteral("-")}, kMusicCore);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        Run toStdout;
        run(toStdout, {QStringLiteral("format"), QStringLiteral("-")}, kMusicCore);
        QCOMPARE(written.readAll(), toStdout.out);

        // An output that cannot be written: a clear error, exit 2, the input untouched.
        const QString bad = m_dir.filePath(QStringLiteral("no-such-dir/out.sql"));
        Run failed;
        run(failed, {QStringLiteral("format"), QStringLiteral("--output"), bad, QStringLiteral("-")}, kMusicCore);
        QCOMPARE(failed.exitCode, 2);
        QVERIFY2(failed.err.startsWith((bad + QStringLiteral(": error: cannot write: ")).toUtf8()), failed.err.constData());
    }

    void dialectDetection_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expectedNote");
        QTest::newRow("PostgreSQL keyword")
            << QByteArray(kPostgreSqlTable)
            << QStringLiteral("<stdin>: note: dialect postgresql (keyword BIGINT at 2:13)");
        QTest::newRow("GoogleSQL keyword")
            << QByteArray(kMusicCore) << QStringLiteral("<stdin>: note: dialect googlesql (keyword INT64 at 2:12)");
    }

    void dialectDetection()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expectedNote);
        Run r;
        run(r, {QStringLiteral("format"), QStringLiteral("--verbose"), QStringLiteral("-")}, content);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(expectedNote + u'\n'), r.err.constData());
        Run forced;
        run(forced, {QStringLiteral("format"), QStringLiteral("-v"), QStringLiteral("--dialect"),
                     QStringLiteral("postgresql"), QStringLiteral("-")}, kPostgreSqlTable);
        QVERIFY2(forced.err.startsWith("<stdin>: note: dialect postgresql (--dialect option)\n"), forced.err.constData());
    }

    // GoogleSQL -> PostgreSQL -> GoogleSQL gives back the canonical GoogleSQL for a schema both
    // dialects can express.
    void convertRoundTrip()
    {
        Run formatted, toPg, back;
        run(formatted, {QStringLiteral("format"), QStringLiteral("-")}, kMusicCore);
        run(toPg, {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("postgresql"), QStringLiteral("-")}, kMusicCore);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(toPg.exitCode == 0, toPg.err.constData());
        QVERIFY2(toPg.err.isEmpty(), toPg.err.constData());
        // Mixed-case GoogleSQL names stay as they are, quoted or not, in PostgreSQL.
        QVERIFY2(QRegularExpression(QStringLiteral("INTERLEAVE IN PARENT \"?Singers\"? ON DELETE CASCADE"))
                     .match(QString::fromUtf8(toPg.out)).hasMatch(),
                 toPg.out.constData());
        QVERIFY2(!toPg.out.contains("INT64"), toPg.out.constData());
        run(back, {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("googlesql"), QStringLiteral("-")}, toPg.out);
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QCOMPARE(back.out, formatted.out);
    }

    // What PostgreSQL cannot express is a warning on stderr naming the object; the rest converts.
    void convertWarnings()
    {
        const QByteArray ddl = "CREATE PROTO BUNDLE (examples.music.SingerInfo);\n"
                               "CREATE TABLE Singers (\n  SingerId INT64 NOT NULL,\n"
                               "  Info examples.music.SingerInfo,\n) PRIMARY KEY(SingerId);\n";
        Run r;
        run(r, {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("postgresql"), QStringLiteral("-")}, ddl);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        verifyMessageLines(r.err);
        QVERIFY2(QRegularExpression(QStringLiteral("^<stdin>(:\\d+:\\d+)?: warning: .*Singers"),
                                    QRegularExpression::MultilineOption).match(QString::fromUtf8(r.err)).hasMatch(),
                 r.err.constData());
        QVERIFY2(r.out.contains("CREATE TABLE"), r.out.constData());
    }

    // What the target cannot say at all (a zero-column key in PostgreSQL) is an error at the
    // table's FILE:LINE:COLUMN, exit 2 and no DDL: Spanner would reject it.
    void convertRefuses()
    {
        const QByteArray ddl = "CREATE TABLE T (A INT64 NOT NULL) PRIMARY KEY (A);\n\nCREATE TABLE Solo (x INT64) PRIMARY KEY ();\n";
        Run r;
        run(r, {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("postgresql"), QStringLiteral("-")}, ddl);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.exitCode, 2);
        verifyMessageLines(r.err);
        QVERIFY2(r.err.startsWith("<stdin>:3:1: error: table Solo: zero-column PRIMARY KEY ()"), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }

    void dumpExample()
    {
        Run r;
        run(r, {QStringLiteral("dump"), examplePath()});
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = document.object();
        QCOMPARE(root.value(u"dialect").toString(), QStringLiteral("googlesql"));
        const QJsonArray tables = root.value(u"tables").toArray();
        QCOMPARE(tables.size(), 5);
        QJsonObject albums;
        for (const QJsonValue &table : tables)
            if (table[u"name"].toString() == u"Albums")
                albums = table.toObject();
        QCOMPARE(albums[u"interleave"][u"parent"].toString(), QStringLiteral("Singers"));
        QCOMPARE(albums[u"interleave"][u"onDelete"].toString(), QStringLiteral("cascade"));
        QCOMPARE(albums[u"primaryKey"].toArray().size(), 2);
        QCOMPARE(albums[u"columns"][0][u"type"].toString(), QStringLiteral("INT64"));
        QCOMPARE(albums[u"columns"][0][u"notNull"].toBool(), true);
        QCOMPARE(root.value(u"indexes").toArray().size(), 3);

        Run empty;
        run(empty, {QStringLiteral("dump"), QStringLiteral("--compact"), QStringLiteral("-")});
        QCOMPARE(empty.exitCode, 0);
        QVERIFY2(!empty.out.trimmed().contains('\n'), empty.out.constData());
        QCOMPARE(QJsonDocument::fromJson(empty.out).object().value(u"tables").toArray().size(), 0);
    }

    // Every valid corpus file goes through format without a crash or a hang; the parser tests
    // check the content, this checks the executable's plumbing on real-world input.
    void corpusSmoke_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::newRow("googlesql") << QStringLiteral("googlesql");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void corpusSmoke()
    {
        QFETCH(QString, dialect);
        const QDir dir(QStringLiteral(SSD_CORPUS_DIR "/ddl/") + dialect);
        if (!dir.exists())
            QSKIP(qPrintable(QStringLiteral("corpus not found at %1 (set the CMake cache variable SSD_CORPUS_DIR)").arg(dir.path())));
        const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        int formatted = 0;
        QStringList failed;
        for (const QString &file : files) {
            Run r;
            run(r, {QStringLiteral("format"), QStringLiteral("--dialect"), dialect, dir.filePath(file)}, {}, false);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(r.exitCode == 0 || r.exitCode == 2, qPrintable(file));
            verifyMessageLines(r.err);
            if (QTest::currentTestFailed())
                return;
            if (r.exitCode == 0)
                ++formatted;
            else
                failed << file;
        }
        qInfo("%s: %d of %d corpus files formatted", qPrintable(dialect), formatted, int(files.size()));
        if (!failed.isEmpty())
            qInfo("not formatted (exit 2): %s", qPrintable(failed.mid(0, 10).join(u", ")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
