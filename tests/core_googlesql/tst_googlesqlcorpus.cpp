// The GoogleSQL parser against the shared conformance corpus (SSD_CORPUS_DIR):
// - every valid GoogleSQL file parses without a Syntax error, and without any error unless it
//   is a migration fragment or a parser-level sample (listed below / in MANIFEST.tsv);
// - every invalid GoogleSQL file whose reason is tagged [syntax] is rejected: with a Syntax error,
//   or, for the listed cases whose "syntax" error is really expression analysis, a Semantic one;
// - every corpus file of every dialect goes through the parser without crashing or hanging.

#include "googlesql/googlesqlparser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

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
                                 "dropNotNullConstraint", "createView", "dropView"})
            h.insert(QStringLiteral("liquibase-cloudspanner__%1.sql").arg(QLatin1StringView(name)), liquibase);
        const QString wrench = QStringLiteral("wrench migration; alters Singers created by migration 000001's schema");
        for (const char *name : {"000001", "000002_test", "000004", "ddl"})
            h.insert(QStringLiteral("wrench__%1.sql").arg(QLatin1StringView(name)), wrench);
        return h;
    }();
    return files;
}

// [syntax]-tagged invalid files that Spanner rejects in its expression ANALYSIS (name resolution,
// types, determinism, subqueries, nesting depth, its function catalog), not in its grammar: the
// corpus README tags them [syntax] because the emulator's message starts "Error parsing
// expression". The parser checks expressions (googlesqlexpression.h) and reports these as
// Semantic errors at the offending token, so for them the test demands an error of that kind.
const QHash<QString, QString> &expressionAnalysisCases()
{
    static const QHash<QString, QString> files = [] {
        QHash<QString, QString> h;
        const QString names = QStringLiteral("unknown column name in an expression");
        const QString types = QStringLiteral("expression type (CHECK must be BOOL, generated value has the column's type, CAST type)");
        const QString rules = QStringLiteral("expression rule (subquery / non-deterministic function / depth / function catalog)");
        auto check = [](int n) { return QStringLiteral("emulator-schema_changes__check_constraint__%1.sql").arg(n, 3, 10, QLatin1Char('0')); };
        auto generated = [](int n) { return QStringLiteral("emulator-schema_changes__generated_column__%1.sql").arg(n, 3, 10, QLatin1Char('0')); };
        h.insert(check(26), names);
        for (int n : {27, 28, 29, 30, 31, 32, 33, 34})
            h.insert(check(n), types);
        for (int n : {35, 36, 37, 38, 39})
            h.insert(check(n), rules);
        for (int n : {22, 23})
            h.insert(generated(n), names);
        for (int n : {28, 29})
            h.insert(generated(n), types);
        for (int n : {10, 37, 38, 42, 43, 44, 45, 49})
            h.insert(generated(n), rules);
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

int g_validClean = 0, g_validSemanticOnly = 0, g_invalidDetected = 0, g_invalidAnalysis = 0, g_robust = 0;

} // namespace

class TestGoogleSqlCorpus : public QObject
{
    Q_OBJECT

private slots:
    void validFiles_data();
    void validFiles();
    void invalidSyntaxFiles_data();
    void invalidSyntaxFiles();
    void invalidValueSources_data();
    void invalidValueSources();
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
    Schema schema;
    Diagnostics diagnostics;
    applyGoogleSql(schema, readFile(path), diagnostics);
    QString all;
    for (const Diagnostic &d : diagnostics)
        all += QStringLiteral("%1:%2 %3\n").arg(d.line).arg(d.column).arg(d.message);
    if (expressionAnalysisCases().contains(name)) {
        const bool semanticError = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) {
            return d.isError() && d.kind == Diagnostic::Kind::Semantic;
        });
        QVERIFY2(semanticError, qPrintable(name + QStringLiteral(" (") + expressionAnalysisCases().value(name)
                                           + QStringLiteral(") not rejected:\n") + all));
        ++g_invalidAnalysis;
        return;
    }
    QVERIFY2(hasSyntaxErrors(diagnostics), qPrintable(name + QStringLiteral(" not rejected:\n") + all));
    ++g_invalidDetected;
}

// The emulator's column DEFAULT and ON UPDATE cases tagged [semantic] or [unsupported-feature]
// that the parser rejects (column references, subqueries and type mismatches in DEFAULT, DEFAULT
// next to AS, ON UPDATE rules). Cases 34-36 (commit-timestamp defaults) are left to the
// checklist's commit-ts-misuse, which offers a quick fix; case 8 is the [syntax] function catalog.
void TestGoogleSqlCorpus::invalidValueSources_data()
{
    QTest::addColumn<QString>("path");
    if (!corpusPresent())
        QSKIP("corpus not found at SSD_CORPUS_DIR; corpus tests skipped");
    const QString dir = kCorpus + QStringLiteral("/ddl/invalid/googlesql/emulator-schema_changes__");
    for (int n : {16, 17, 23, 26, 27, 28, 29, 31, 32, 33})
        QTest::newRow(qPrintable(QStringLiteral("column_default_values %1").arg(n)))
            << dir + QStringLiteral("column_default_values__%1.sql").arg(n, 3, 10, QLatin1Char('0'));
    for (int n = 7; n <= 12; ++n)
        QTest::newRow(qPrintable(QStringLiteral("column_on_update %1").arg(n)))
            << dir + QStringLiteral("column_on_update__%1.sql").arg(n, 3, 10, QLatin1Char('0'));
}

void TestGoogleSqlCorpus::invalidValueSources()
{
    QFETCH(QString, path);
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    Schema schema;
    Diagnostics diagnostics;
    applyGoogleSql(schema, readFile(path), diagnostics);
    const bool semanticError = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) {
        return d.isError() && d.kind == Diagnostic::Kind::Semantic;
    });
    QVERIFY2(semanticError, qPrintable(QFileInfo(path).fileName() + QStringLiteral(" not rejected")));
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
          "%d [syntax] invalid files rejected with a Syntax error and %d with a Semantic error from expression analysis, "
          "%d files parsed for robustness",
          g_validClean, g_validSemanticOnly, g_invalidDetected, g_invalidAnalysis, g_robust);
}

QTEST_GUILESS_MAIN(TestGoogleSqlCorpus)
#include "tst_googlesqlcorpus.moc"
