// The GoogleSQL parser against the shared conformance corpus (SSD_CORPUS_DIR):
// - every valid GoogleSQL file parses without a Syntax error, and without any error unless it
//   is a migration fragment or a parser-level sample (listed below / in MANIFEST.tsv);
// - every invalid GoogleSQL file whose reason is tagged [syntax] yields a Syntax error, except
//   the listed cases whose "syntax" error is really expression analysis;
// - every corpus file of every dialect goes through the parser without crashing or hanging.

#include "googlesql/googlesqlparser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QtTest>

using namespace ssd;

namespace {

const QString kCorpus = QStringLiteral(SSD_CORPUS_DIR);

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Valid files that ALTER / DROP / reference objects created in other files of their migration
// history, so applying them to an empty schema must give Semantic (never Syntax) errors.
const QHash<QString, QString> &migrationFragments()
{
    static const QHash<QString, QString> files = [] {
        QHash<QString, QString> h;
        const QString migrate = QStringLiteral("golang-migrate step; the tables come from earlier steps");
        for (const char *name : {"1481574547_create_users_table.down", "1496539702_add_city_to_users.down",
                                 "1496539702_add_city_to_users.up", "1496601752_add_index_on_user_emails.down",
                                 "1496601752_add_index_on_user_emails.up", "1496602638_create_books_table.down",
                                 "1496602638_create_books_table.up", "1621360367_create_transactions_table.down",
                                 "1621360367_create_transactions_table.up"})
            h.insert(QStringLiteral("golang-migrate__%1.sql").arg(QLatin1StringView(name)), migrate);
        const QString liquibase = QStringLiteral("liquibase change-set output; alters tables of its test fixture");
        for (const char *name : {"addColumn", "addDefaultValue", "addDefaultValueBoolean", "addDefaultValueComputed",
                                 "addDefaultValueNumeric", "addForeignKey", "addLookupTable", "addNotNullConstraint",
                                 "createColumnWithDefaultValue", "createColumnWithDefaultValueBoolean",
                                 "createColumnWithDefaultValueComputed", "createColumnWithDefaultValueNumeric", "createIndex",
                                 "dropAllForeignKeyConstraints", "dropColumn", "dropDefaultValue", "dropForeignKey", "dropIndex",
                                 "dropNotNullConstraint"})
            h.insert(QStringLiteral("liquibase-cloudspanner__%1.sql").arg(QLatin1StringView(name)), liquibase);
        const QString wrench = QStringLiteral("wrench migration; alters Singers created by migration 000001's schema");
        for (const char *name : {"000001", "000002_test", "000004", "ddl"})
            h.insert(QStringLiteral("wrench__%1.sql").arg(QLatin1StringView(name)), wrench);
        return h;
    }();
    return files;
}

// [syntax]-tagged invalid files whose error comes from analysing the expression (name resolution,
// types, determinism, subqueries); the DDL parser keeps expressions as text by design.
const QHash<QString, QString> &expressionAnalysisCases()
{
    static const QHash<QString, QString> files = [] {
        QHash<QString, QString> h;
        const QString types = QStringLiteral("expression type checking / name resolution (emulator analyser)");
        for (int n : {26, 27, 28, 29, 30, 31, 32, 33, 34})
            h.insert(QStringLiteral("emulator-schema_changes__check_constraint__%1.sql").arg(n, 3, 10, QLatin1Char('0')), types);
        const QString rules = QStringLiteral("expression rule (subquery / non-deterministic function / depth)");
        for (int n : {35, 36, 37, 38, 39})
            h.insert(QStringLiteral("emulator-schema_changes__check_constraint__%1.sql").arg(n, 3, 10, QLatin1Char('0')), rules);
        for (int n : {10, 22, 23, 28, 29, 37, 38, 42, 43, 44, 45, 49})
            h.insert(QStringLiteral("emulator-schema_changes__generated_column__%1.sql").arg(n, 3, 10, QLatin1Char('0')),
                     QStringLiteral("generated column expression analysis (function support, names, types, determinism)"));
        h.insert(QStringLiteral("emulator-schema_changes__check_constraint__025.sql"),
                 QStringLiteral("malformed CHECK expression 'A B C': expressions are kept as text, not parsed"));
        h.insert(QStringLiteral("schemadiff-ddlParserValidation__06_Test_5.sql"),
                 QStringLiteral("'| |' inside a DEFAULT expression: expressions are kept as text (a Semantic error is reported for the missing schema)"));
        return h;
    }();
    return files;
}

struct Manifest
{
    QHash<QString, QString> level; // path relative to the corpus -> level column
};

Manifest readManifest()
{
    Manifest manifest;
    const QStringList lines = readFile(kCorpus + QStringLiteral("/MANIFEST.tsv")).split(u'\n');
    for (const QString &line : lines) {
        const QStringList cols = line.split(u'\t');
        if (cols.size() > 3)
            manifest.level.insert(cols[0], cols[3]);
    }
    return manifest;
}

bool corpusPresent() { return QFileInfo(kCorpus + QStringLiteral("/ddl/googlesql")).isDir(); }

int g_validClean = 0, g_validSemanticOnly = 0, g_invalidDetected = 0, g_robust = 0;

} // namespace

class TestGoogleSqlCorpus : public QObject
{
    Q_OBJECT

private slots:
    void validFiles_data();
    void validFiles();
    void invalidSyntaxFiles_data();
    void invalidSyntaxFiles();
    void robustness_data();
    void robustness();
    void cleanupTestCase();
};

void TestGoogleSqlCorpus::validFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("semanticAllowed");
    if (!corpusPresent())
        QSKIP("corpus not found at SSD_CORPUS_DIR; corpus tests skipped");
    const Manifest manifest = readManifest();
    const QDir dir(kCorpus + QStringLiteral("/ddl/googlesql"));
    for (const QString &name : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        // Parser-level files (memefish, schema-diff tool) are syntax-only per the corpus README:
        // most are single statements that reference objects they never create.
        const bool parserLevel = manifest.level.value(QStringLiteral("ddl/googlesql/") + name) == u"parser";
        QTest::newRow(qPrintable(name)) << dir.filePath(name) << (parserLevel || migrationFragments().contains(name));
    }
}

void TestGoogleSqlCorpus::validFiles()
{
    QFETCH(QString, path);
    QFETCH(bool, semanticAllowed);
    Schema schema;
    Diagnostics diagnostics;
    applyGoogleSql(schema, readFile(path), diagnostics);
    QString all;
    for (const Diagnostic &d : diagnostics)
        all += QStringLiteral("%1:%2 %3\n").arg(d.line).arg(d.column).arg(d.message);
    QVERIFY2(!hasSyntaxErrors(diagnostics), qPrintable(all));
    if (!semanticAllowed)
        QVERIFY2(!hasErrors(diagnostics), qPrintable(all));
    if (hasErrors(diagnostics))
        ++g_validSemanticOnly;
    else
        ++g_validClean;
}

void TestGoogleSqlCorpus::invalidSyntaxFiles_data()
{
    QTest::addColumn<QString>("path");
    if (!corpusPresent())
        QSKIP("corpus not found at SSD_CORPUS_DIR; corpus tests skipped");
    const QString readme = readFile(kCorpus + QStringLiteral("/ddl/invalid/README.md"));
    static const QRegularExpression row(QStringLiteral("^\\|\\s*(googlesql/[^|\\s]+\\.sql)\\s*\\|[^\\n]*\\[syntax\\]"),
                                        QRegularExpression::MultilineOption);
    int rows = 0;
    for (auto it = row.globalMatch(readme); it.hasNext();) {
        const QString file = it.next().captured(1);
        QTest::newRow(qPrintable(file)) << kCorpus + QStringLiteral("/ddl/invalid/") + file;
        ++rows;
    }
    QVERIFY(rows > 50);
}

void TestGoogleSqlCorpus::invalidSyntaxFiles()
{
    QFETCH(QString, path);
    const QString name = QFileInfo(path).fileName();
    if (expressionAnalysisCases().contains(name))
        QSKIP(qPrintable(QStringLiteral("not a DDL grammar error: ") + expressionAnalysisCases().value(name)));
    Schema schema;
    Diagnostics diagnostics;
    applyGoogleSql(schema, readFile(path), diagnostics);
    QVERIFY2(hasSyntaxErrors(diagnostics), qPrintable(name));
    ++g_invalidDetected;
}

void TestGoogleSqlCorpus::robustness_data()
{
    QTest::addColumn<QString>("path");
    if (!corpusPresent())
        QSKIP("corpus not found at SSD_CORPUS_DIR; corpus tests skipped");
    for (const char *sub : {"ddl/postgresql", "ddl/invalid/googlesql", "ddl/invalid/postgresql", "ddl/expected/googlesql",
                            "ddl/expected/postgresql"}) {
        const QDir dir(kCorpus + u'/' + QLatin1StringView(sub));
        for (const QString &name : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QLatin1StringView(sub) + u'/' + name)) << dir.filePath(name);
    }
}

void TestGoogleSqlCorpus::robustness()
{
    QFETCH(QString, path);
    const QString text = readFile(path);
    QElapsedTimer timer;
    timer.start();
    // Also every prefix cut at a random-ish point: truncated input must not crash either.
    for (const qsizetype cut : {text.size(), text.size() / 2, text.size() / 3 + 1}) {
        Schema schema;
        Diagnostics diagnostics;
        applyGoogleSql(schema, QStringView(text).left(cut), diagnostics);
        for (const Diagnostic &d : diagnostics) {
            QVERIFY(d.line >= 1);
            QVERIFY(d.column >= 1);
            QVERIFY(!d.message.isEmpty());
        }
    }
    QVERIFY2(timer.elapsed() < 5000, "parsing a corpus file took more than 5 s");
    ++g_robust;
}

void TestGoogleSqlCorpus::cleanupTestCase()
{
    qInfo("GoogleSQL corpus: %d valid files clean, %d valid files with Semantic errors only (listed fragments / parser-level), "
          "%d [syntax] invalid files detected, %d files parsed for robustness",
          g_validClean, g_validSemanticOnly, g_invalidDetected, g_robust);
}

QTEST_GUILESS_MAIN(TestGoogleSqlCorpus)
#include "tst_googlesqlcorpus.moc"
