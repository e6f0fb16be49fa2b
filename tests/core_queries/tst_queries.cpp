// Application queries: the parser (golden folders: what each query reduces to, its access path
// and the errors at line:column) and the access-path analysis, case by case.

#include "ddl.h"
#include "queries/accesspath.h"
#include "queries/queryfile.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace ssd;
using namespace ssd::queries;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

Schema schemaOf(const QString &ddl, Dialect dialect)
{
    ParseOptions options;
    options.dialect = dialect;
    ParseResult parsed = parseDdl(ddl, options);
    for (const Diagnostic &d : parsed.diagnostics)
        if (d.isError())
            qWarning("schema: %d:%d: %s", d.line, d.column, qPrintable(d.message));
    return parsed.schema;
}

QString opName(PredicateOp op)
{
    switch (op) {
    case PredicateOp::Equal: return QStringLiteral("=");
    case PredicateOp::In: return QStringLiteral("IN");
    case PredicateOp::Less: return QStringLiteral("<");
    case PredicateOp::LessEqual: return QStringLiteral("<=");
    case PredicateOp::Greater: return QStringLiteral(">");
    case PredicateOp::GreaterEqual: return QStringLiteral(">=");
    case PredicateOp::Between: return QStringLiteral("BETWEEN");
    case PredicateOp::IsNull: return QStringLiteral("IS NULL");
    }
    return {};
}

// A readable dump of what the parser kept, then the access path.
QString dump(const std::vector<Query> &queries, const Diagnostics &diagnostics, const Schema &schema)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << QStringLiteral("%1:%2: %3: %4").arg(d.line).arg(d.column).arg(severityName(d.severity), d.message);
    for (const Query &q : queries) {
        auto col = [&q](const ColumnRef &c) {
            const TableRef &t = q.tables[c.table];
            return (t.alias.isEmpty() ? t.table : t.alias) + u'.' + c.name;
        };
        out << QStringLiteral("%1 (%2:%3)%4%5").arg(q.name).arg(q.line).arg(q.column)
                   .arg(q.perSecond > 0 ? QStringLiteral(" %1/s").arg(q.perSecond) : QString(),
                        q.isSelect ? QString() : QStringLiteral(" not a SELECT"));
        QStringList tables, where, joins, reads, order;
        for (const TableRef &t : q.tables)
            tables << t.table + (t.alias.isEmpty() ? QString() : QStringLiteral(" AS ") + t.alias)
                          + (t.forceIndex.isEmpty() ? QString() : QStringLiteral(" FORCE_INDEX=") + t.forceIndex);
        for (const Predicate &p : q.predicates)
            where << col(p.column) + u' ' + opName(p.op);
        for (const JoinEquality &j : q.joins)
            joins << col(j.left) + QStringLiteral(" = ") + col(j.right);
        for (const ColumnRef &c : q.selected)
            reads << col(c);
        for (int t : q.starTables)
            reads << q.tables[t].table + QStringLiteral(".*");
        for (const OrderKey &k : q.orderBy)
            order << col(k.column) + (k.order == SortOrder::Desc ? QStringLiteral(" DESC") : QString());
        if (q.orderByExpression)
            order << QStringLiteral("<expression>");
        if (!tables.isEmpty())
            out << QStringLiteral("  from: ") + tables.join(QStringLiteral(", "));
        if (!where.isEmpty())
            out << QStringLiteral("  where: ") + where.join(QStringLiteral(", "));
        if (!joins.isEmpty())
            out << QStringLiteral("  joins: ") + joins.join(QStringLiteral(", "));
        if (!reads.isEmpty())
            out << QStringLiteral("  reads: ") + reads.join(QStringLiteral(", "));
        if (!order.isEmpty())
            out << QStringLiteral("  order by: ") + order.join(QStringLiteral(", "));
        if (q.hasLimit)
            out << QStringLiteral("  limit");
        if (q.isSelect)
            for (const QString &line : describeAccess(q, analyseQuery(q, schema)))
                out << QStringLiteral("  > ") + line;
    }
    return out.join(u'\n') + u'\n';
}

} // namespace

class TestQueries : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void access_data();
    void access();
    void neverFails_data();
    void neverFails();
};

void TestQueries::golden_data()
{
    QTest::addColumn<QString>("dir");
    const QDir root(QStringLiteral(SSD_TEST_DATA_DIR "/queries"));
    const QStringList cases = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY2(!cases.isEmpty(), "no golden cases in tests/data/queries");
    for (const QString &c : cases)
        QTest::newRow(qPrintable(c)) << root.filePath(c);
}

// Each folder: schema.sql (its dialect from the folder name's prefix pg_ or not), queries.sql and
// expected.txt. SSD_UPDATE_GOLDEN=1 rewrites expected.txt (review the diff before committing).
void TestQueries::golden()
{
    QFETCH(QString, dir);
    const Dialect dialect = QFileInfo(dir).fileName().startsWith(u"pg_") ? Dialect::PostgreSql : Dialect::GoogleSql;
    const Schema schema = schemaOf(readText(dir + QStringLiteral("/schema.sql")), dialect);
    QVERIFY(!schema.tables.empty());
    Diagnostics diagnostics;
    const std::vector<Query> queries = parseQueries(readText(dir + QStringLiteral("/queries.sql")), schema, diagnostics);
    const QString actual = dump(queries, diagnostics, schema);
    const QString expectedPath = dir + QStringLiteral("/expected.txt");
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) {
        QFile f(expectedPath);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(actual.toUtf8());
    }
    QCOMPARE(actual, readText(expectedPath));
}

void TestQueries::access_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    const QString singers = QStringLiteral(
        "CREATE TABLE Singers (SingerId INT64 NOT NULL, FirstName STRING(100), LastName STRING(100), Country STRING(2),"
        " JoinedAt TIMESTAMP) PRIMARY KEY (SingerId);\n"
        "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(100), ReleasedAt TIMESTAMP)"
        " PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
        "CREATE TABLE Concerts (ConcertId INT64 NOT NULL, SingerId INT64, Venue STRING(100)) PRIMARY KEY (ConcertId);\n"
        "CREATE TABLE Tours (SingerId INT64 NOT NULL, TourId INT64 NOT NULL, Name STRING(100)) PRIMARY KEY (SingerId, TourId);\n"
        "CREATE INDEX SingersByLastName ON Singers(LastName) STORING (FirstName);\n"
        "CREATE INDEX SingersByCountry ON Singers(Country, JoinedAt);\n"
        "CREATE UNIQUE INDEX AlbumsByTitle ON Albums(Title);\n");
    auto row = [&](const char *name, const char *query, QStringList expected) {
        QTest::newRow(name) << singers << QString::fromUtf8(query) << expected;
    };
    row("pk point", "SELECT FirstName FROM Singers WHERE SingerId = @id",
        {QStringLiteral("Singers: point read of the primary key (SingerId)")});
    row("pk prefix range", "SELECT Title FROM Albums WHERE SingerId = @id",
        {QStringLiteral("Albums: range read of the primary key prefix (SingerId)")});
    row("pk prefix then range", "SELECT Title FROM Albums WHERE SingerId = @id AND AlbumId > 10",
        {QStringLiteral("Albums: range read of the primary key prefix (SingerId), bounded on AlbumId")});
    row("pk range only", "SELECT Title FROM Albums WHERE SingerId BETWEEN 1 AND 9",
        {QStringLiteral("Albums: range read of the primary key, bounded on SingerId")});
    row("index covered", "SELECT FirstName FROM Singers WHERE LastName = @n",
        {QStringLiteral("Singers: index SingersByLastName, range (LastName), covered by the index")});
    row("index back-join", "SELECT Country FROM Singers WHERE LastName = @n",
        {QStringLiteral("Singers: index SingersByLastName, range (LastName), then back-join to Singers for (Country)")});
    row("unique index point", "SELECT SingerId, AlbumId FROM Albums WHERE Title = 'x'",
        {QStringLiteral("Albums: index AlbumsByTitle, point lookup (Title), covered by the index")});
    row("index order served", "SELECT SingerId FROM Singers WHERE Country = @c ORDER BY JoinedAt LIMIT 10",
        {QStringLiteral("Singers: index SingersByCountry, range (Country), covered by the index; ORDER BY follows the key order")});
    row("index order against", "SELECT SingerId FROM Singers WHERE Country = @c ORDER BY JoinedAt DESC LIMIT 10",
        {QStringLiteral("Singers: index SingersByCountry, range (Country), covered by the index; ORDER BY runs against the key direction"),
         QStringLiteral("sort: ORDER BY is not served by the read order")});
    row("no index", "SELECT SingerId FROM Singers WHERE FirstName = @f",
        {QStringLiteral("Singers: full scan of the table, filtering on (FirstName)")});
    row("disjunction reads all", "SELECT SingerId FROM Singers WHERE SingerId = 1 OR LastName = 'x'",
        {QStringLiteral("Singers: full scan of the table")});
    // Spanner has no QUALIFY clause and does not reserve the word (lexing/keywords.h): an alias.
    row("QUALIFY is an alias", "SELECT QUALIFY.FirstName FROM Singers QUALIFY WHERE QUALIFY.SingerId = @id",
        {QStringLiteral("Singers: point read of the primary key (SingerId)")});
    row("force base table", "SELECT FirstName FROM Singers@{FORCE_INDEX=_BASE_TABLE} WHERE LastName = @n",
        {QStringLiteral("Singers: full scan of the table, filtering on (LastName)")});
    row("force index", "SELECT JoinedAt FROM Singers@{FORCE_INDEX=SingersByCountry} WHERE FirstName = @n",
        {QStringLiteral("Singers: index SingersByCountry (FORCE_INDEX), scan in key order, then back-join to Singers for (FirstName)")});
    row("interleaved join local", "SELECT a.Title FROM Singers s JOIN Albums a ON a.SingerId = s.SingerId WHERE s.SingerId = @id",
        {QStringLiteral("Singers: point read of the primary key (SingerId)"),
         QStringLiteral("Albums: range read of the primary key prefix (SingerId)"),
         QStringLiteral("join Singers with Albums: local, inside the row trees of Singers (interleaved on its key)")});
    row("join could interleave", "SELECT t.Name FROM Singers s JOIN Tours t USING (SingerId) WHERE s.SingerId = @id",
        {QStringLiteral("Singers: point read of the primary key (SingerId)"),
         QStringLiteral("Tours: range read of the primary key prefix (SingerId)"),
         QStringLiteral("join Singers with Tours: distributed (Tours is joined on the key of Singers but not interleaved in it)")});
    row("join distributed", "SELECT c.Venue FROM Singers s, Concerts c WHERE c.SingerId = s.SingerId AND s.LastName = @n",
        {QStringLiteral("Singers: index SingersByLastName, range (LastName), covered by the index"),
         QStringLiteral("Concerts: full scan of the table, filtering on (SingerId)"),
         QStringLiteral("join Singers with Concerts: distributed")});
}

void TestQueries::access()
{
    QFETCH(QString, ddl);
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    const Schema schema = schemaOf(ddl, Dialect::GoogleSql);
    Diagnostics diagnostics;
    const std::vector<Query> queries = parseQueries(query, schema, diagnostics);
    for (const Diagnostic &d : diagnostics)
        qWarning("%d:%d: %s", d.line, d.column, qPrintable(d.message));
    QVERIFY(diagnostics.empty());
    QCOMPARE(int(queries.size()), 1);
    QCOMPARE(describeAccess(queries.front(), analyseQuery(queries.front(), schema)), expected);
}

// Hostile text: never a crash or a hang, whatever is cut off where.
void TestQueries::neverFails_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("only comments") << QStringLiteral("-- name: x\n-- per second: 3\n");
    QTest::newRow("unterminated string") << QStringLiteral("SELECT * FROM T WHERE a = 'x");
    QTest::newRow("open paren") << QStringLiteral("SELECT (((( FROM T WHERE");
    QTest::newRow("close paren") << QStringLiteral("SELECT a FROM T WHERE a = ))) ORDER BY");
    QTest::newRow("dangling join") << QStringLiteral("SELECT a FROM T JOIN");
    QTest::newRow("dangling using") << QStringLiteral("SELECT a FROM T JOIN T USING (");
    QTest::newRow("dangling hint") << QStringLiteral("SELECT a FROM T@{FORCE_INDEX=");
    QTest::newRow("between") << QStringLiteral("SELECT a FROM T WHERE a BETWEEN AND AND");
    QTest::newRow("order by only") << QStringLiteral("SELECT a FROM T ORDER BY , , DESC NULLS");
    QTest::newRow("dml") << QStringLiteral("UPDATE T SET a = 1 WHERE a = 2; DELETE FROM T WHERE TRUE");
    QTest::newRow("semicolons") << QStringLiteral(";;;;");
}

void TestQueries::neverFails()
{
    QFETCH(QString, text);
    const Schema schema = schemaOf(QStringLiteral("CREATE TABLE T (a INT64, b STRING(MAX)) PRIMARY KEY (a);"), Dialect::GoogleSql);
    for (qsizetype cut = 0; cut <= text.size(); ++cut) {
        Diagnostics diagnostics;
        const std::vector<Query> queries = parseQueries(QStringView(text).first(cut), schema, diagnostics);
        for (const Query &q : queries)
            describeAccess(q, analyseQuery(q, schema));
    }
}

QTEST_GUILESS_MAIN(TestQueries)
#include "tst_queries.moc"
