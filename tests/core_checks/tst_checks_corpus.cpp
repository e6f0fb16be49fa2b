// The checklist against the shared corpus: no error-severity finding on DDL the Spanner emulator
// accepted, and the emulator's rejected [semantic] cases about keys, interleaving, types and
// limits are caught (by the parser's semantic checks or by an error-severity finding).

#include "checks/checklist.h"
#include "checktestutil.h"

#include <QtTest>

using namespace ssd;

class TestChecksCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void acceptedFilesHaveNoErrors_data();
    void acceptedFilesHaveNoErrors();
    void rejectedSemanticCasesAreCaught();

private:
    QDir m_corpus;
};

void TestChecksCorpus::initTestCase()
{
    m_corpus = QDir(QStringLiteral(SSD_CORPUS_DIR "/ddl"));
    if (!m_corpus.exists())
        QSKIP("corpus not found (SSD_CORPUS_DIR); skipping the corpus checks");
}

void TestChecksCorpus::acceptedFilesHaveNoErrors_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::newRow("googlesql") << QStringLiteral("googlesql");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestChecksCorpus::acceptedFilesHaveNoErrors()
{
    QFETCH(QString, dialect);
    const QDir dir(m_corpus.filePath(dialect));
    int files = 0, unparsed = 0, findings = 0;
    QStringList failures;
    for (const QString &name : dir.entryList({QStringLiteral("emulator-*.sql")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ParseResult parsed = parseDdl(QString::fromUtf8(f.readAll()), ParseOptions{dialectFromName(dialect)});
        ++files;
        if (!parsed.ok()) {
            ++unparsed; // the parser's corpus tests own these
            continue;
        }
        const Findings all = runChecklist(parsed.schema);
        findings += int(all.size());
        for (const Finding &finding : all)
            if (finding.severity == CheckSeverity::Error)
                failures.append(name + QStringLiteral(": ") + checktest::describe(finding));
    }
    qInfo().noquote() << QStringLiteral("%1 emulator-accepted %2 files linted (%3 not parsed), %4 findings, %5 errors")
                             .arg(files - unparsed)
                             .arg(dialect)
                             .arg(unparsed)
                             .arg(findings)
                             .arg(failures.size());
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    QVERIFY(files > 0);
}

void TestChecksCorpus::rejectedSemanticCasesAreCaught()
{
    QFile readme(m_corpus.filePath(QStringLiteral("invalid/README.md")));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    // Semantic cases whose expected emulator error is about keys, interleaving, types or limits of
    // a final schema (not about ALTER-only transitions, models, views or change streams).
    static const QRegularExpression topic(QStringLiteral(
        "key|interleav|parent|too many keys|too deeply|allow_commit_timestamp|PENDING_COMMIT_TIMESTAMP|"
        "not of type TIMESTAMP|TTL interval|ROW DELETION POLICY because|length|foreign key|STORING|stored column|"
        "adds no columns|Table not found: (Users|Albums|T) "), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression offTopic(QStringLiteral(
        "Model |Change Stream|View|Cannot change|Changing|Requested change|could not be made|Cannot add NOT NULL|"
        "via <ALTER|will break|does not exist on table|drop|tentatively|Add check constraint before|ON UPDATE|"
        "Cannot convert|Cannot alter|DEFAULT expression references|non-scalar|Primary key references|references nonexistent key|references key column"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression row(QStringLiteral("^\\| ((googlesql|postgresql)/[^ ]+\\.sql) \\| [^|]+\\| [^|]+\\| \\[semantic\\] (.*)$"));
    int relevant = 0, byParser = 0, byChecks = 0;
    QStringList missed;
    for (const QString &line : QString::fromUtf8(readme.readAll()).split(u'\n')) {
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        const QString reason = m.captured(3);
        if (!topic.match(reason).hasMatch() || offTopic.match(reason).hasMatch())
            continue;
        QFile f(m_corpus.filePath(QStringLiteral("invalid/") + m.captured(1)));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        ++relevant;
        const ParseResult parsed = parseDdl(QString::fromUtf8(f.readAll()), ParseOptions{dialectFromName(m.captured(2))});
        if (!parsed.ok()) {
            ++byParser;
            continue;
        }
        const Findings findings = runChecklist(parsed.schema);
        if (hasErrorFindings(findings)) {
            ++byChecks;
            continue;
        }
        missed.append(m.captured(1) + QStringLiteral(": ") + reason.left(140));
    }
    qInfo().noquote() << QStringLiteral("%1 rejected [semantic] key/interleave/type/limit cases: %2 caught by the parser, "
                                        "%3 by error findings, %4 missed")
                             .arg(relevant)
                             .arg(byParser)
                             .arg(byChecks)
                             .arg(missed.size());
    for (const QString &m : missed)
        qInfo().noquote() << QStringLiteral("missed: ") + m;
    QVERIFY(relevant > 0);
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestChecksCorpus)
#include "tst_checks_corpus.moc"
