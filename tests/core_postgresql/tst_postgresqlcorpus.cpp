// The PostgreSQL-dialect parser against the shared conformance corpus: every valid file parses
// (migration fragments may only miss the objects they ALTER), every invalid file whose expected
// error is a syntax error or an unsupported feature is rejected, and nothing crashes or hangs.

#include "ddl.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

using namespace ssd;

namespace {

QString corpusDir() { return QStringLiteral(SSD_CORPUS_DIR); }

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Valid files that are single migration steps: they ALTER or reference tables created by another
// file, so against an empty schema they can only report "does not exist" (Semantic) errors.
// Identified from MANIFEST.tsv notes.
QHash<QString, QString> migrationFragments()
{
    return {
        {QStringLiteral("liquibase-cloudspanner-pg__"),
         QStringLiteral("Liquibase harness expected SQL: one change applied to the harness's pre-existing authors/posts tables")},
        {QStringLiteral("pgadapter__db.changelog-v1.1.sql"),
         QStringLiteral("Liquibase changelog v1.1 references table concerts created by changelog v1.0")},
    };
}

// Invalid files (tagged [syntax]/[unsupported-feature]) this parser does not reject, with why.
QHash<QString, QString> knownGaps()
{
    // Empty: generatedprimarykey__003 (cosh, which Spanner lacks) is rejected since the parser
    // knows the functions the emulator's tests show as unsupported.
    return {};
}

QString formatDiagnostics(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << QStringLiteral("%1:%2: %3%4: %5").arg(d.line).arg(d.column).arg(severityName(d.severity),
                 d.kind == Diagnostic::Kind::Syntax ? QStringLiteral(" (syntax)") : QStringLiteral(" (semantic)"), d.message);
    return lines.join(u'\n');
}

ParseResult parsePostgreSql(const QString &text)
{
    ParseOptions options;
    options.dialect = Dialect::PostgreSql;
    return parseDdl(text, options);
}

} // namespace

class TestPostgreSqlCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(corpusDir() + QStringLiteral("/ddl/postgresql")).exists())
            QSKIP("corpus not found: set SSD_CORPUS_DIR to /work/shared/corpus (ddl/postgresql missing)");
    }

    void validFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragmentReason");
        const QDir dir(corpusDir() + QStringLiteral("/ddl/postgresql"));
        const QHash<QString, QString> fragments = migrationFragments();
        for (const QString &name : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
            QString reason;
            for (auto it = fragments.begin(); it != fragments.end(); ++it)
                if (name.startsWith(it.key()))
                    reason = it.value();
            QTest::newRow(qPrintable(name)) << dir.filePath(name) << reason;
        }
    }

    void validFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, fragmentReason);
        const ParseResult result = parsePostgreSql(readText(path));
        QVERIFY2(!hasSyntaxErrors(result.diagnostics), qPrintable(formatDiagnostics(result.diagnostics)));
        if (fragmentReason.isEmpty()) {
            QVERIFY2(result.ok(), qPrintable(formatDiagnostics(result.diagnostics)));
        } else {
            for (const Diagnostic &d : result.diagnostics)
                QVERIFY2(d.kind == Diagnostic::Kind::Semantic && d.message.contains(QStringLiteral("does not exist")),
                         qPrintable(fragmentReason + u'\n' + formatDiagnostics(result.diagnostics)));
        }
    }

    void invalidFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("category");
        const QString readme = readText(corpusDir() + QStringLiteral("/ddl/invalid/README.md"));
        static const QRegularExpression row(QStringLiteral("^\\| postgresql/(\\S+\\.sql) \\|.*?\\[([a-z-]+)\\]"),
                                            QRegularExpression::MultilineOption);
        int rows = 0;
        for (auto it = row.globalMatch(readme); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QTest::newRow(qPrintable(m.captured(1)))
                << corpusDir() + QStringLiteral("/ddl/invalid/postgresql/") + m.captured(1) << m.captured(2);
            ++rows;
        }
        QVERIFY(rows > 100);
    }

    void invalidFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, category);
        QElapsedTimer timer;
        timer.start();
        const ParseResult result = parsePostgreSql(readText(path));
        QVERIFY2(timer.elapsed() < 2000, "parsing a small file took over 2 s");
        if (category != u"syntax" && category != u"unsupported-feature")
            return; // semantic/questionable: only "no crash, no hang" is required
        const QString name = QFileInfo(path).fileName();
        if (knownGaps().contains(name)) {
            if (result.ok())
                QSKIP(qPrintable(QStringLiteral("known gap: ") + knownGaps().value(name)));
            return;
        }
        QVERIFY2(!result.ok(), qPrintable(QStringLiteral("expected an error for [%1] file").arg(category)));
    }

    void expectedOutputsParse_data()
    {
        // The emulator's own canonical output must be accepted too.
        QTest::addColumn<QString>("path");
        const QDir dir(corpusDir() + QStringLiteral("/ddl/expected/postgresql"));
        for (const QString &name : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    void expectedOutputsParse()
    {
        QFETCH(QString, path);
        const ParseResult result = parsePostgreSql(readText(path));
        QVERIFY2(!hasSyntaxErrors(result.diagnostics), qPrintable(formatDiagnostics(result.diagnostics)));
    }
};

QTEST_GUILESS_MAIN(TestPostgreSqlCorpus)
#include "tst_postgresqlcorpus.moc"
