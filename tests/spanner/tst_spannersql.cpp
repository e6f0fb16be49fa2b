// SpannerClient against the real emulator (label emulator; skipped without it): databases
// listed and got, sessions with DML and queries, the dialect from INFORMATION_SCHEMA in both
// dialects, and a DDL batch that fails in its second statement (a unique index over duplicate
// rows, found only while Spanner backfills it): the first statement stays applied and the
// outcome says so.

#include "emulatorjudge.h"

#include <QtTest>

using namespace ssd;
using namespace ssd::spanner;

namespace {
QString S(const char *text) { return QString::fromUtf8(text); }
} // namespace

class TestSpannerSql : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void databasesListedAndGot();
    void dmlThenQuery();
    void dialect_data();
    void dialect();
    void secondStatementFailsMidBatch();
    void batchRefusedBeforeItStarts();

private:
    conformance::EmulatorSession m_session;
    SpannerClient *m_client = nullptr;
    const QString m_project = S("p"), m_instance = S("test-instance");
};

void TestSpannerSql::initTestCase()
{
    ClientOptions options;
    options.pollInterval = std::chrono::milliseconds(5);
    bool installed = false;
    const QString error = m_session.start(m_project, m_instance, &installed, options);
    if (!installed)
        QSKIP(qPrintable(error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_client = &m_session.client();
}

void TestSpannerSql::cleanupTestCase()
{
    m_client = nullptr; // the session stops the emulator when the test object goes
}

void TestSpannerSql::databasesListedAndGot()
{
    const DatabaseName listed{m_project, m_instance, S("listed")};
    QVERIFY(!m_client->createDatabase(listed, Dialect::GoogleSql));
    const SpannerResult<QList<DatabaseInfo>> databases = m_client->listDatabases(m_project, m_instance);
    QVERIFY2(databases, qPrintable(databases ? QString() : databases.error().toString()));
    QStringList names;
    for (const DatabaseInfo &info : databases.value())
        names.append(info.name);
    QVERIFY2(names.contains(S("listed")), qPrintable(names.join(u',')));
    const SpannerResult<DatabaseInfo> got = m_client->getDatabase(listed);
    QVERIFY(got);
    QCOMPARE(got->name, S("listed"));
    QCOMPARE(got->state, S("READY"));
    QCOMPARE(m_client->databaseExists(listed).value(), true);
    QCOMPARE(m_client->databaseExists(DatabaseName{m_project, m_instance, S("missing")}).value(), false);
    QVERIFY(!m_client->dropDatabase(listed));
    QCOMPARE(m_client->databaseExists(listed).value(), false);
}

void TestSpannerSql::dmlThenQuery()
{
    const DatabaseName rows{m_project, m_instance, S("rows")};
    QVERIFY(!m_client->createDatabase(rows, Dialect::GoogleSql, {S("CREATE TABLE T (A INT64, B STRING(MAX)) PRIMARY KEY (A)")}));
    const SpannerResult<QList<qint64>> counts = m_client->executeDml(
        rows, {S("INSERT INTO T (A, B) VALUES (1, 'one'), (2, 'two')"), S("UPDATE T SET B = 'uno' WHERE A = 1")});
    QVERIFY2(counts, qPrintable(counts ? QString() : counts.error().toString()));
    QCOMPARE(counts.value(), (QList<qint64>{2, 1}));
    const SpannerResult<ResultSet> result = m_client->query(rows, S("SELECT A, B FROM T ORDER BY A"));
    QVERIFY(result);
    QCOMPARE(result->columns, (QStringList{S("A"), S("B")}));
    QCOMPARE(result->rows.size(), 2);
    QCOMPARE(result->rows[0], (QJsonArray{S("1"), S("uno")}));
    QCOMPARE(result->rows[1], (QJsonArray{S("2"), S("two")}));
    // A failing statement rolls the whole transaction back (and releases the database: the
    // emulator allows one transaction at a time, so the next DML would fail otherwise).
    const SpannerResult<QList<qint64>> failed = m_client->executeDml(
        rows, {S("INSERT INTO T (A, B) VALUES (3, 'three')"), S("INSERT INTO T (A, B) VALUES (1, 'again')")});
    QVERIFY(!failed);
    QCOMPARE(failed.error().code, int(SpannerError::AlreadyExists));
    QVERIFY2(failed.error().message.startsWith(u"DML statement 2 of 2: "), qPrintable(failed.error().message));
    QCOMPARE(m_client->query(rows, S("SELECT COUNT(*) FROM T"))->rows.value(0), (QJsonArray{S("2")}));
    QVERIFY(m_client->executeDml(rows, {S("DELETE FROM T WHERE A = 2")}));
    // A query Spanner rejects: its code and message.
    const SpannerResult<ResultSet> bad = m_client->query(rows, S("SELECT nope FROM T"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().code, int(SpannerError::InvalidArgument));
    QVERIFY2(bad.error().message.contains(u"Unrecognized name: nope"), qPrintable(bad.error().message));
    QVERIFY(!m_client->dropDatabase(rows));
}

void TestSpannerSql::dialect_data()
{
    QTest::addColumn<int>("dialect");
    QTest::newRow("googlesql") << int(Dialect::GoogleSql);
    QTest::newRow("postgresql") << int(Dialect::PostgreSql);
}

void TestSpannerSql::dialect()
{
    QFETCH(int, dialect);
    const DatabaseName database{m_project, m_instance, S("dialect-%1").arg(dialect)};
    QVERIFY(!m_client->createDatabase(database, Dialect(dialect)));
    const SpannerResult<Dialect> found = m_client->databaseDialect(database);
    QVERIFY2(found, qPrintable(found ? QString() : found.error().toString()));
    QCOMPARE(int(found.value()), dialect);
    QVERIFY(!m_client->dropDatabase(database));
}

void TestSpannerSql::secondStatementFailsMidBatch()
{
    const DatabaseName database{m_project, m_instance, S("midbatch")};
    QVERIFY(!m_client->createDatabase(database, Dialect::GoogleSql, {S("CREATE TABLE T (A INT64, B STRING(MAX)) PRIMARY KEY (A)")}));
    QVERIFY(m_client->executeDml(database, {S("INSERT INTO T (A, B) VALUES (1, 'x'), (2, 'x')")}));
    QList<DdlProgress> seen;
    const DdlOutcome outcome = m_client->applyDdl(
        database,
        {S("CREATE TABLE U (A INT64) PRIMARY KEY (A)"), S("CREATE UNIQUE INDEX TB ON T(B)"), S("CREATE TABLE V (A INT64) PRIMARY KEY (A)")},
        S("midbatch_op"), [&](const DdlProgress &progress) { seen.append(progress); });
    QVERIFY(outcome.error);
    QCOMPARE(outcome.error->code, int(SpannerError::FailedPrecondition));
    QVERIFY2(outcome.error->message.contains(u"uniqueness violation on index TB"), qPrintable(outcome.error->message));
    QCOMPARE(outcome.applied, 1);
    QVERIFY(outcome.operation.endsWith(u"/operations/midbatch_op"));
    QVERIFY(!seen.isEmpty());
    QCOMPARE(seen.constLast().statementCount, 3);
    QCOMPARE(seen.constLast().applied, 1);
    const SpannerResult<QStringList> ddl = m_client->getDdl(database);
    QVERIFY(ddl);
    QCOMPARE(ddl->size(), 2); // T and U
    QVERIFY(ddl->at(1).startsWith(u"CREATE TABLE U"));
    QVERIFY(!m_client->dropDatabase(database));
}

// The emulator checks a batch before it starts one: a statement it rejects there leaves nothing
// applied, and no operation.
void TestSpannerSql::batchRefusedBeforeItStarts()
{
    const DatabaseName database{m_project, m_instance, S("refused")};
    QVERIFY(!m_client->createDatabase(database, Dialect::GoogleSql));
    const DdlOutcome outcome = m_client->applyDdl(
        database, {S("CREATE TABLE U (A INT64) PRIMARY KEY (A)"), S("CREATE TABLE X (A INT64) PRIMARY KEY (B)")});
    QVERIFY(outcome.error);
    QCOMPARE(outcome.error->message, S("Table X references nonexistent key column B."));
    QCOMPARE(outcome.applied, 0);
    QVERIFY(m_client->getDdl(database)->isEmpty());
    QVERIFY(!m_client->dropDatabase(database));
}

QTEST_GUILESS_MAIN(TestSpannerSql)
#include "tst_spannersql.moc"
