// The read path of a query over hand-written sample rows: which entries of the storage layout
// it reads, in what order, and which splits that touches.

#include "ddl.h"
#include "queries/queryfile.h"
#include "queries/readpath.h"

#include <QtTest>

#include <set>

using namespace ssd;
using namespace ssd::queries;

namespace {

const char kSchema[] =
    "CREATE TABLE Users (UserId INT64 NOT NULL, Email STRING(100), Name STRING(100)) PRIMARY KEY (UserId);\n"
    "CREATE TABLE Orders (UserId INT64 NOT NULL, OrderId INT64 NOT NULL, Status STRING(20), Total INT64)"
    " PRIMARY KEY (UserId, OrderId), INTERLEAVE IN PARENT Users ON DELETE CASCADE;\n"
    "CREATE TABLE Shipments (ShipmentId INT64 NOT NULL, UserId INT64) PRIMARY KEY (ShipmentId);\n"
    "CREATE INDEX UsersByEmail ON Users(Email);\n";

Schema schema()
{
    ParseOptions options;
    options.dialect = Dialect::GoogleSql;
    return parseDdl(QString::fromLatin1(kSchema), options).schema;
}

SampleRow row(const QString &table, std::vector<KeyValue> values) { return SampleRow{table, std::move(values)}; }

// Three users, their orders (two, two and one), and two shipments for user 2.
SampleData rows()
{
    auto i = [](qint64 v) { return KeyValue::int64(v); };
    auto s = [](const char *v) { return KeyValue::string(QString::fromLatin1(v)); };
    SampleData data;
    data.rows = {
        row(QStringLiteral("Users"), {i(1), s("a@x"), s("Ann")}),
        row(QStringLiteral("Users"), {i(2), s("b@x"), s("Bob")}),
        row(QStringLiteral("Users"), {i(3), s("c@x"), s("Cid")}),
        row(QStringLiteral("Orders"), {i(1), i(1), s("new"), i(10)}),
        row(QStringLiteral("Orders"), {i(1), i(2), s("paid"), i(20)}),
        row(QStringLiteral("Orders"), {i(2), i(1), s("new"), i(30)}),
        row(QStringLiteral("Orders"), {i(2), i(2), s("paid"), i(40)}),
        row(QStringLiteral("Orders"), {i(3), i(1), s("paid"), i(50)}),
        row(QStringLiteral("Shipments"), {i(7), i(2)}),
        row(QStringLiteral("Shipments"), {i(8), i(2)}),
    };
    return data;
}

// "step | step": each step's object, how it is read and its entries' labels.
QString dump(const ReadPath &path, const StorageLayout &layout)
{
    QStringList steps;
    for (const ReadStep &s : path.steps) {
        QStringList labels;
        for (int e : s.entries)
            labels << layout.entries[size_t(e)].label;
        const QString how = s.backJoin ? QStringLiteral("back-join")
                            : s.kind == ReadKind::Point ? QStringLiteral("point")
                            : s.kind == ReadKind::Range ? QStringLiteral("range")
                                                        : QStringLiteral("scan");
        steps << QStringLiteral("%1 %2: %3").arg(s.object, how, labels.join(QStringLiteral(", ")));
    }
    return steps.join(QStringLiteral(" | "));
}

} // namespace

class TestReadPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trace_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("bindings");
        // The bound row is the middle one of what the read seeks: Users(2) of three users.
        QTest::newRow("point read") << "SELECT Name FROM Users WHERE UserId = @id"
                                    << "Users point: Users(2)" << "Users.UserId = 2";
        QTest::newRow("range of a key prefix: one row tree's children")
            << "SELECT Total FROM Orders WHERE UserId = @u"
            << "Orders range: Orders(2, 1), Orders(2, 2)" << "Orders.UserId = 2";
        QTest::newRow("upper bound on an ASC key reads up to the bound row")
            << "SELECT Total FROM Orders WHERE UserId = @u AND OrderId < @o"
            << "Orders range: Orders(2, 1)" << "Orders.UserId = 2, Orders.OrderId < 1";
        QTest::newRow("lower bound reads from the bound row to the prefix's end")
            << "SELECT Total FROM Orders WHERE UserId = @u AND OrderId >= @o"
            << "Orders range: Orders(2, 1), Orders(2, 2)" << "Orders.UserId = 2, Orders.OrderId >= 1";
        QTest::newRow("index lookup, covered") << "SELECT UserId FROM Users WHERE Email = @e"
                                               << "UsersByEmail range: UsersByEmail(\"b@x\", 2)" << "Users.Email = \"b@x\"";
        QTest::newRow("index lookup then the base-table join back")
            << "SELECT Name FROM Users WHERE Email = @e"
            << "UsersByEmail range: UsersByEmail(\"b@x\", 2) | Users back-join: Users(2)" << "Users.Email = \"b@x\"";
        QTest::newRow("full scan") << "SELECT Email FROM Users WHERE Name = @n"
                                   << "Users scan: Users(1), Users(2), Users(3)" << "";
        QTest::newRow("local join: the children inside the parent's row tree")
            << "SELECT u.Name, o.Total FROM Users u JOIN Orders o ON o.UserId = u.UserId WHERE u.UserId = @id"
            << "Users point: Users(2) | Orders range: Orders(2, 1), Orders(2, 2)" << "Users.UserId = 2";
        QTest::newRow("distributed join: the other table is scanned for the join value")
            << "SELECT s.ShipmentId FROM Users u JOIN Shipments s ON s.UserId = u.UserId WHERE u.UserId = @id"
            << "Users point: Users(2) | Shipments scan: Shipments(7), Shipments(8)" << "Users.UserId = 2";
    }

    void trace()
    {
        QFETCH(QString, query);
        QFETCH(QString, expected);
        QFETCH(QString, bindings);
        const Schema s = schema();
        const SampleData data = rows();
        const StorageLayout layout = buildStorageLayout(s, data);
        QVERIFY(layout.diagnostics.empty());
        const SplitAssignment splits = assignSplits(layout, 3);
        Diagnostics diagnostics;
        const std::vector<Query> parsed = parseQueries(query, s, diagnostics);
        QVERIFY(diagnostics.empty());
        QCOMPARE(parsed.size(), size_t(1));
        const ReadPath path = traceReadPath(parsed[0], analyseQuery(parsed[0], s), s, data, layout, splits);
        QVERIFY(path.traced);
        QCOMPARE(dump(path, layout), expected);
        QCOMPARE(path.bindings.join(QStringLiteral(", ")), bindings);
        // Every entry read lies in a split listed as touched, and every touched split holds one.
        const std::vector<int> order = path.readOrder(int(layout.entries.size()));
        std::set<int> holding;
        for (int e = 0; e < int(order.size()); ++e) {
            if (order[size_t(e)] == 0)
                continue;
            int split = 0;
            while (split + 1 < int(splits.splits.size()) && splits.splits[size_t(split + 1)].firstEntry <= e)
                ++split;
            holding.insert(split);
        }
        QCOMPARE(std::vector<int>(holding.begin(), holding.end()), path.splits);
    }

    void readOrderNumbersEntriesInReadOrder()
    {
        const Schema s = schema();
        const SampleData data = rows();
        const StorageLayout layout = buildStorageLayout(s, data);
        const SplitAssignment splits = assignSplits(layout, 1);
        Diagnostics diagnostics;
        const std::vector<Query> parsed = parseQueries(u"SELECT Name FROM Users WHERE Email = @e", s, diagnostics);
        const ReadPath path = traceReadPath(parsed[0], analyseQuery(parsed[0], s), s, data, layout, splits);
        const std::vector<int> order = path.readOrder(int(layout.entries.size()));
        QCOMPARE(order.size(), layout.entries.size());
        QCOMPARE(order[size_t(path.steps[0].entries[0])], 1); // the index entry first
        QCOMPARE(order[size_t(path.steps[1].entries[0])], 2); // then the base row
        QCOMPARE(std::count_if(order.begin(), order.end(), [](int n) { return n > 0; }), 2);
        QCOMPARE(path.splits, std::vector<int>{0});
        // The text names the steps and the split.
        const QStringList lines = describeReadPath(path, layout, splits);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[2].startsWith(u"2. back-join to Users"), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains(u"split 0 (server 0)"), qPrintable(lines[3]));
    }

    // The middle user has no orders in the sample: the nearest user that has some is bound, so
    // the join's second step reads something.
    void joinBindsARowWithPartners()
    {
        const Schema s = schema();
        SampleData data = rows();
        std::erase_if(data.rows, [](const SampleRow &r) { return r.table == u"Orders" && r.values[0] == KeyValue::int64(2); });
        const StorageLayout layout = buildStorageLayout(s, data);
        Diagnostics diagnostics;
        const std::vector<Query> parsed = parseQueries(
            u"SELECT o.Total FROM Users u JOIN Orders o ON o.UserId = u.UserId WHERE u.UserId = @id", s, diagnostics);
        const ReadPath path = traceReadPath(parsed[0], analyseQuery(parsed[0], s), s, data, layout, assignSplits(layout, 1));
        QCOMPARE(dump(path, layout), u"Users point: Users(1) | Orders range: Orders(1, 1), Orders(1, 2)");
    }

    void notASelectIsNotTraced()
    {
        const Schema s = schema();
        const SampleData data = rows();
        const StorageLayout layout = buildStorageLayout(s, data);
        Diagnostics diagnostics;
        const std::vector<Query> parsed = parseQueries(u"DELETE FROM Users WHERE UserId = 1", s, diagnostics);
        QCOMPARE(parsed.size(), size_t(1));
        const ReadPath path = traceReadPath(parsed[0], analyseQuery(parsed[0], s), s, data, layout, assignSplits(layout, 2));
        QVERIFY(!path.traced);
        QVERIFY(path.steps.empty());
    }
};

QTEST_APPLESS_MAIN(TestReadPath)
#include "tst_readpath.moc"
