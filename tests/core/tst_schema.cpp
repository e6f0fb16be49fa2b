#include "columnindex.h"
#include "ddl.h"
#include "heapoptional.h"
#include "schema.h"
#include "stringpool.h"
#include "validation/schemavalidation.h"

#include <QTest>

using namespace ssd;

class TestSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coreDoesNotLinkGui();
    void sourcePositionsDoNotAffectEquality();
    void lookupsAreExactButUniquenessIgnoresCase();
    void nameHolderCoversConstraintsAndSynonyms();
    void interleaveDepthStopsAtCycles();
    void detectDialect_data();
    void detectDialect();
    void heapOptionalIsAValue();
    void stringPoolSharesEqualText();
    void parsedColumnNamesShareStorage_data();
    void parsedColumnNamesShareStorage();
    void columnIndex_data();
    void columnIndex();
    void columnsUsedByResolvesEachSpelling();
    void columnsUsedByReadsTheLexersNames_data();
    void columnsUsedByReadsTheLexersNames();
    void aViewDependsOnNoNameOfItsComments_data();
    void aViewDependsOnNoNameOfItsComments();
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

// Spanner's one namespace holds constraints and synonyms too; the holder says whose name it is.
void TestSchema::nameHolderCoversConstraintsAndSynonyms()
{
    Schema schema;
    Table table;
    table.name = QStringLiteral("Singers");
    table.synonyms << QStringLiteral("Artists");
    CheckConstraint check;
    check.name = QStringLiteral("Positive");
    table.checks.push_back(check);
    schema.tables.push_back(table);
    Index index;
    index.name = QStringLiteral("SingersByName");
    index.kind = Index::Kind::Search;
    schema.indexes.push_back(index);

    const std::optional<NameHolder> synonym = schema.nameHolder(u"ARTISTS");
    QVERIFY(synonym);
    QCOMPARE(int(synonym->kind), int(NameKind::Synonym));
    QCOMPARE(synonym->name, QStringLiteral("Artists"));
    QCOMPARE(synonym->table, QStringLiteral("Singers"));
    const std::optional<NameHolder> constraint = schema.nameHolder(u"positive");
    QVERIFY(constraint);
    QCOMPARE(int(constraint->kind), int(NameKind::Check));
    QCOMPARE(constraint->table, QStringLiteral("Singers"));
    QCOMPARE(int(schema.nameHolder(u"singersbyname")->kind), int(NameKind::SearchIndex));
    QVERIFY(schema.nameHolder(u"singersbyname")->table.isEmpty());
    QVERIFY(!schema.nameHolder(u"Albums"));
    QVERIFY(!schema.nameHolder(u""));
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
    // Read with the GoogleSQL lexer: a triple-quoted string is one string (a quote inside it ends
    // nothing), a '#' comment is found with its line:column.
    QTest::newRow("triple-quoted-string-is-ignored")
        << QStringLiteral("CREATE VIEW V SQL SECURITY INVOKER AS SELECT '''it's text''' AS a FROM T;\nCREATE TABLE U (a DATE) PRIMARY KEY (a)")
        << false << QStringLiteral("PRIMARY KEY after the column list at 2:25");
    QTest::newRow("hash-comment") << QStringLiteral("CREATE TABLE t (a DATE,\n  # note\n  b text)") << false
                                  << QStringLiteral("'#' comment at 2:3");
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

void TestSchema::heapOptionalIsAValue()
{
    Column a;
    QVERIFY(!a.defaultExpr);
    QVERIFY(a.defaultExpr == std::nullopt);
    a.defaultExpr = QStringLiteral("1");
    QVERIFY(a.defaultExpr.has_value());
    QCOMPARE(*a.defaultExpr, QStringLiteral("1"));

    Column b = a; // a deep copy: changing one leaves the other
    QCOMPARE(a, b);
    *b.defaultExpr = QStringLiteral("2");
    QCOMPARE(*a.defaultExpr, QStringLiteral("1"));
    QVERIFY(!(a == b));
    b = a;
    QCOMPARE(a, b);

    // Present-but-empty differs from absent, as with std::optional.
    Column empty;
    empty.defaultExpr = QString();
    QVERIFY(!(empty == Column()));
    QCOMPARE(empty.defaultExpr.value_or(QStringLiteral("x")), QString());

    const std::optional<QString> fromStd = QStringLiteral("3");
    a.defaultExpr = fromStd;
    QCOMPARE(std::optional<QString>(a.defaultExpr), fromStd);
    a.defaultExpr = std::optional<QString>();
    QVERIFY(!a.defaultExpr);

    a.identity.emplace().bitReversedPositive = true;
    QVERIFY(a.identity->bitReversedPositive);
    Column moved = std::move(a);
    QVERIFY(moved.identity && moved.identity->bitReversedPositive);
    moved.identity.reset();
    QVERIFY(!moved.identity);
}

void TestSchema::stringPoolSharesEqualText()
{
    StringPool pool;
    const QString first = pool.intern(u"TenantId");
    const QString again = pool.intern(QStringLiteral("TenantId"));
    QCOMPARE(again, QStringLiteral("TenantId"));
    QVERIFY(again.isSharedWith(first));
    const QString other = pool.intern(u"tenantid"); // exact text: case matters
    QCOMPARE(other, QStringLiteral("tenantid"));
    QVERIFY(!other.isSharedWith(first));
    // Many names (the index grows) still come back equal and shared.
    QStringList names;
    for (int i = 0; i < 5000; ++i)
        names << pool.intern(QString::number(i));
    for (int i = 0; i < 5000; ++i) {
        const QString name = pool.intern(QString::number(i));
        QCOMPARE(name, QString::number(i));
        QVERIFY(name.isSharedWith(names[i]));
    }
    QVERIFY(pool.intern(u"TenantId").isSharedWith(first));
}

void TestSchema::parsedColumnNamesShareStorage_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::newRow("googlesql") << QStringLiteral("CREATE TABLE A (Id INT64, Name STRING(MAX)) PRIMARY KEY (Id);\n"
                                                 "CREATE TABLE B (Id INT64, Name STRING(MAX)) PRIMARY KEY (Id);");
    QTest::newRow("postgresql") << QStringLiteral("CREATE TABLE a (Id bigint PRIMARY KEY, NAME text);\n"
                                                  "CREATE TABLE b (id bigint, name text, PRIMARY KEY (ID));");
}

void TestSchema::parsedColumnNamesShareStorage()
{
    // The parsers hand out one string per distinct name (stringpool.h): a large schema repeats
    // its column names thousands of times. The model must not notice: a copy-on-write rename of
    // one column leaves the others alone.
    QFETCH(QString, ddl);
    ParseResult parsed = parseDdl(ddl);
    QVERIFY(parsed.ok());
    Schema &schema = parsed.schema;
    QCOMPARE(schema.tables.size(), size_t(2));
    Table &a = schema.tables[0];
    Table &b = schema.tables[1];
    QCOMPARE(a.columns[0].name.toLower(), QStringLiteral("id"));
    QVERIFY(a.columns[0].name.isSharedWith(b.columns[0].name));
    QVERIFY(a.columns[1].name.isSharedWith(b.columns[1].name));
    QVERIFY(a.primaryKey[0].column.isSharedWith(a.columns[0].name));
    QVERIFY(b.primaryKey[0].column.isSharedWith(a.columns[0].name));

    const QString original = b.columns[0].name;
    a.columns[0].name.append(u'X');
    QCOMPARE(a.columns[0].name, original + u'X');
    QCOMPARE(b.columns[0].name, original);
    QCOMPARE(b.primaryKey[0].column, original);
}

void TestSchema::columnIndex_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("lookup");
    QTest::addColumn<int>("caseSensitive");    // expected position, -1 when absent
    QTest::addColumn<int>("caseInsensitive");
    QTest::addColumn<int>("exactFirst");
    QTest::addColumn<int>("firstDuplicate"); // of the case-insensitive / exact-first index
    const QStringList plain{QStringLiteral("Id"), QStringLiteral("Name"), QStringLiteral("Total")};
    QTest::newRow("exact spelling") << plain << QStringLiteral("Name") << 1 << 1 << 1 << -1;
    QTest::newRow("other case") << plain << QStringLiteral("name") << -1 << 1 << 1 << -1;
    QTest::newRow("absent") << plain << QStringLiteral("Nam") << -1 << -1 << -1 << -1;
    // A table Spanner refuses, but which must resolve until then: twins that differ in case.
    const QStringList twins{QStringLiteral("a"), QStringLiteral("Col"), QStringLiteral("COL"), QStringLiteral("col")};
    QTest::newRow("twins: first spelling") << twins << QStringLiteral("Col") << 1 << 1 << 1 << 2;
    QTest::newRow("twins: later spelling") << twins << QStringLiteral("COL") << 2 << 1 << 2 << 2;
    QTest::newRow("twins: last spelling") << twins << QStringLiteral("col") << 3 << 1 << 3 << 2;
    QTest::newRow("twins: no such spelling") << twins << QStringLiteral("cOl") << -1 << 1 << 1 << 2;
    const QStringList repeated{QStringLiteral("x"), QStringLiteral("x"), QStringLiteral("X")};
    QTest::newRow("repeats: the first wins") << repeated << QStringLiteral("x") << 0 << 0 << 0 << 1;
    QTest::newRow("repeats: exact later") << repeated << QStringLiteral("X") << 2 << 0 << 2 << 1;
    const QStringList accented{QStringLiteral("Straße"), QStringLiteral("ÉTÉ")};
    QTest::newRow("non-ASCII case") << accented << QStringLiteral("été") << -1 << 1 << 1 << -1;
}

void TestSchema::columnIndex()
{
    QFETCH(QStringList, names);
    QFETCH(QString, lookup);
    QFETCH(int, caseSensitive);
    QFETCH(int, caseInsensitive);
    QFETCH(int, exactFirst);
    QFETCH(int, firstDuplicate);
    std::vector<Column> columns;
    for (const QString &name : names) {
        Column c;
        c.name = name;
        columns.push_back(c);
    }
    const ColumnIndex sensitive(columns, Qt::CaseSensitive), insensitive(columns, Qt::CaseInsensitive),
        exact(columns, ColumnIndex::ExactFirst{});
    QCOMPARE(int(sensitive.position(lookup)), caseSensitive);
    QCOMPARE(int(insensitive.position(lookup)), caseInsensitive);
    QCOMPARE(int(exact.position(lookup)), exactFirst);
    QCOMPARE(int(insensitive.firstDuplicate()), firstDuplicate);
    QCOMPARE(int(exact.firstDuplicate()), firstDuplicate);
    QCOMPARE(exact.find(lookup), exactFirst < 0 ? nullptr : &columns[size_t(exactFirst)]);
}

void TestSchema::columnsUsedByResolvesEachSpelling()
{
    // Validation's reading of expressions: a name resolves to its exact spelling first, else to
    // the first column equal ignoring case; each column is listed once, by its own name.
    Table t;
    t.name = QStringLiteral("T");
    for (const char *name : {"Price", "PRICE", "Qty"}) {
        Column c;
        c.name = QString::fromLatin1(name);
        t.columns.push_back(c);
    }
    QCOMPARE(validation::columnsUsedBy(u"PRICE * qty + Price + price", t, Dialect::GoogleSql),
             (QStringList{QStringLiteral("PRICE"), QStringLiteral("Qty"), QStringLiteral("Price")}));
}

void TestSchema::columnsUsedByReadsTheLexersNames_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("used");
    const int googleSql = int(Dialect::GoogleSql), postgreSql = int(Dialect::PostgreSql);
    const QStringList price{QStringLiteral("Price")};
    QTest::newRow("googlesql: names, a qualified one and a call") << googleSql << QStringLiteral("T.Qty + Price + Qty(1)") << price;
    QTest::newRow("googlesql: a back-quoted name") << googleSql << QStringLiteral("`Price` + \"Qty\"") << price;
    QTest::newRow("googlesql: the type after AS") << googleSql << QStringLiteral("CAST(Price AS Qty)") << price;
    // Before the lexers, the words of comments and of the strings the scanner did not know were
    // columns.
    QTest::newRow("googlesql: a block comment") << googleSql << QStringLiteral("Price /* Qty */") << price;
    QTest::newRow("googlesql: a # comment") << googleSql << QStringLiteral("Price # Qty\n") << price;
    QTest::newRow("postgresql: a -- comment") << postgreSql << QStringLiteral("\"Price\" -- qty\n") << price;
    QTest::newRow("postgresql: an escape string") << postgreSql << QStringLiteral("\"Price\" || E'it\\'s qty'") << price;
    QTest::newRow("postgresql: a dollar-quoted string") << postgreSql << QStringLiteral("\"Price\" || $$qty$$") << price;
}

void TestSchema::columnsUsedByReadsTheLexersNames()
{
    QFETCH(int, dialect);
    QFETCH(QString, expression);
    QFETCH(QStringList, used);
    Table t;
    t.name = QStringLiteral("T");
    for (const char *name : {"Price", "Qty"}) {
        Column c;
        c.name = QString::fromLatin1(name);
        t.columns.push_back(c);
    }
    QCOMPARE(validation::columnsUsedBy(expression, t, Dialect(dialect)), used);
}

void TestSchema::aViewDependsOnNoNameOfItsComments_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<bool>("dropped");
    const int googleSql = int(Dialect::GoogleSql), postgreSql = int(Dialect::PostgreSql);
    QTest::newRow("googlesql: the query reads T") << googleSql
        << QStringLiteral("CREATE TABLE T (K INT64) PRIMARY KEY (K);\n"
                          "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.K FROM T;\nDROP TABLE T;") << false;
    // Before the lexers, a name in a comment was a dependency too.
    QTest::newRow("googlesql: T in a comment") << googleSql
        << QStringLiteral("CREATE TABLE T (K INT64) PRIMARY KEY (K);\n"
                          "CREATE VIEW V SQL SECURITY INVOKER AS SELECT /* from T */ 1 AS x;\nDROP TABLE T;") << true;
    QTest::newRow("postgresql: t in a comment") << postgreSql
        << QStringLiteral("CREATE TABLE t (k bigint PRIMARY KEY);\n"
                          "CREATE VIEW v SQL SECURITY INVOKER AS SELECT -- from t\n 1 AS x;\nDROP TABLE t;") << true;
}

// A table that a view's query names cannot be dropped; one named only in its comments can.
void TestSchema::aViewDependsOnNoNameOfItsComments()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    QFETCH(bool, dropped);
    ParseOptions options;
    options.dialect = Dialect(dialect);
    const ParseResult parsed = parseDdl(ddl, options);
    QCOMPARE(parsed.ok(), dropped);
    QCOMPARE(parsed.schema.tables.empty(), dropped);
}

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
