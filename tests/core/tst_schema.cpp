#include "ddl.h"
#include "schema.h"

#include <QTest>

using namespace ssd;

class TestSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coreDoesNotLinkGui();
    void sourcePositionsDoNotAffectEquality();
    void lookupsAreExactButUniquenessIgnoresCase();
    void interleaveDepthStopsAtCycles();
    void detectDialect_data();
    void detectDialect();
};

void TestSchema::coreDoesNotLinkGui()
{
    // This executable links ssd_core and QtTest only; QGuiApplication would not even compile
    // here. The check that matters is the CMake target; this documents the intent.
    QVERIFY(!QCoreApplication::instance()->inherits("QGuiApplication"));
}

void TestSchema::sourcePositionsDoNotAffectEquality()
{
    Table a;
    a.name = QStringLiteral("Singers");
    a.pos = {3, 1, {}};
    Table b = a;
    b.pos = {10, 4, {}};
    QCOMPARE(a, b);
    b.name = QStringLiteral("Albums");
    QVERIFY(!(a == b));
}

void TestSchema::lookupsAreExactButUniquenessIgnoresCase()
{
    Schema schema;
    Table table;
    table.id = schema.newId();
    table.name = QStringLiteral("Singers");
    schema.tables.push_back(table);
    QVERIFY(schema.findTable(u"Singers"));
    QVERIFY(!schema.findTable(u"singers"));
    QVERIFY(schema.nameInUse(u"SINGERS"));
    QVERIFY(!schema.nameInUse(u"Albums"));
}

void TestSchema::interleaveDepthStopsAtCycles()
{
    Schema schema;
    for (const char *name : {"A", "B", "C"}) {
        Table t;
        t.id = schema.newId();
        t.name = QString::fromLatin1(name);
        schema.tables.push_back(t);
    }
    schema.tables[1].interleave = Interleave{QStringLiteral("A"), Interleave::Kind::InParent, OnDelete::Cascade, true};
    schema.tables[2].interleave = Interleave{QStringLiteral("B"), Interleave::Kind::InParent, OnDelete::NoAction, false};
    QCOMPARE(schema.interleaveDepth(schema.tables[2]), 3);
    QCOMPARE(schema.childrenOf(u"A").size(), size_t(1));
    schema.tables[0].interleave = Interleave{QStringLiteral("C"), Interleave::Kind::In, OnDelete::NoAction, false};
    QCOMPARE(schema.interleaveDepth(schema.tables[2]), 3); // A -> C -> B -> A stops, no hang
}

void TestSchema::detectDialect_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("postgres");
    QTest::addColumn<QString>("reasonFragment");
    QTest::newRow("googlesql-type") << QStringLiteral("CREATE TABLE T (a INT64) PRIMARY KEY (a)") << false << QStringLiteral("INT64");
    QTest::newRow("googlesql-pk-after-columns") << QStringLiteral("CREATE TABLE T (a DATE) PRIMARY KEY (a)") << false << QStringLiteral("PRIMARY KEY");
    QTest::newRow("googlesql-backquote") << QStringLiteral("CREATE TABLE `Order` (a DATE) PRIMARY KEY (a)") << false << QStringLiteral("back-quoted");
    QTest::newRow("postgres-bigint") << QStringLiteral("CREATE TABLE t (a bigint PRIMARY KEY)") << true << QStringLiteral("BIGINT");
    QTest::newRow("postgres-dollar") << QStringLiteral("CREATE VIEW v SQL SECURITY INVOKER AS SELECT $$x$$ AS a") << true << QStringLiteral("dollar");
    QTest::newRow("comment-is-ignored") << QStringLiteral("-- INT64\nCREATE TABLE t (a varchar PRIMARY KEY)") << true << QStringLiteral("VARCHAR");
    QTest::newRow("string-is-ignored") << QStringLiteral("CREATE VIEW v SQL SECURITY INVOKER AS SELECT 'INT64' AS a FROM t WHERE b::text = ''") << true << QStringLiteral("TEXT");
}

void TestSchema::detectDialect()
{
    QFETCH(QString, text);
    QFETCH(bool, postgres);
    QFETCH(QString, reasonFragment);
    const DialectGuess guess = ssd::detectDialect(text);
    QCOMPARE(guess.dialect == Dialect::PostgreSql, postgres);
    QVERIFY2(guess.reason.contains(reasonFragment), qPrintable(guess.reason));
}

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
