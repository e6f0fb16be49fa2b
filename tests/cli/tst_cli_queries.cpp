// spanner-schema with the application's queries: --queries FILE on lint, fix, import and explain,
// FILE:LINE:COLUMN and exit status 2 for a query naming what the schema does not have.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const char kSchema[] = R"(CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
  Country STRING(2),
) PRIMARY KEY (UserId);
CREATE TABLE Orders (
  UserId STRING(36) NOT NULL,
  OrderId STRING(36) NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
  Total NUMERIC,
) PRIMARY KEY (UserId, OrderId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
CREATE INDEX OrdersByCreatedAt ON Orders(UserId, CreatedAt), INTERLEAVE IN Users;
)";

const char kQueries[] = R"(-- name: login
-- per second: 300
SELECT UserId FROM Users WHERE Email = @email;

-- name: recent orders
SELECT Total FROM Orders WHERE UserId = @u ORDER BY CreatedAt DESC LIMIT 10;
)";

} // namespace

class TestCliQueries : public QObject
{
    Q_OBJECT

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return writeTestFile(QDir(m_dir.path()), name, content);
    }

    QTemporaryDir m_dir;
    QString m_schema, m_queries;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_schema = writeFile(QStringLiteral("schema.sql"), kSchema);
        m_queries = writeFile(QStringLiteral("queries.sql"), kQueries);
        QVERIFY(!m_schema.isEmpty() && !m_queries.isEmpty());
    }

    // Findings about a query are reported at the query, in the queries file; a frequent one warns.
    void lint()
    {
        Run r;
        runCli(r, {QStringLiteral("lint"), QStringLiteral("--queries"), m_queries, m_schema});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(m_queries + QStringLiteral(":3:1: warning: [index-access-pattern] Query `login` filters `Users` on (Email)")), r.out);
        QVERIFY2(out.contains(m_queries + QStringLiteral(":6:1: info: [index-access-pattern] Query `recent orders` reads the first rows by CreatedAt DESC")), r.out);
        QVERIFY2(out.contains(QStringLiteral("but `OrdersByCreatedAt` stores CreatedAt ascending")), r.out);
        QVERIFY2(!out.contains(QStringLiteral("No declared query reads index `OrdersByCreatedAt`")), r.out);
        // Without the queries, nothing about them.
        runCli(r, {QStringLiteral("lint"), m_schema});
        QVERIFY2(!r.out.contains("index-access-pattern"), r.out);
    }

    void badQueries_data()
    {
        QTest::addColumn<QByteArray>("queries");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown table") << QByteArray("SELECT 1;\nSELECT a FROM Missing WHERE a = 1;") << QStringLiteral(":2:15: error: table Missing does not exist");
        QTest::newRow("unknown column") << QByteArray("SELECT Email FROM Users\nWHERE  Emial = @e;") << QStringLiteral(":2:8: error: column Emial does not exist in table Users");
        QTest::newRow("unknown alias") << QByteArray("SELECT o.Total FROM Users u;") << QStringLiteral(":1:8: error: table or alias o is not in FROM");
        QTest::newRow("unknown index") << QByteArray("SELECT Email FROM Users@{FORCE_INDEX=Nope};") << QStringLiteral(":1:38: error: index Nope does not exist on table Users");
        QTest::newRow("lexical error") << QByteArray("SELECT Email FROM Users WHERE Email = 'x;") << QStringLiteral(":1:39: error: unterminated string literal");
    }

    // Every command that takes --queries refuses a bad query with FILE:LINE:COLUMN and status 2.
    void badQueries()
    {
        QFETCH(QByteArray, queries);
        QFETCH(QString, expected);
        const QString path = writeFile(QStringLiteral("bad.sql"), queries);
        const QString project = m_dir.filePath(QStringLiteral("bad.spdesign"));
        const QList<QStringList> commands{
            {QStringLiteral("lint"), QStringLiteral("--queries"), path, m_schema},
            {QStringLiteral("fix"), QStringLiteral("--rule"), QStringLiteral("index-access-pattern"), QStringLiteral("--queries"), path, m_schema},
            {QStringLiteral("import"), QStringLiteral("--queries"), path, m_schema, QStringLiteral("-o"), project},
            {QStringLiteral("explain"), QStringLiteral("--queries"), path, m_schema},
        };
        for (const QStringList &arguments : commands) {
            Run r;
            runCli(r, arguments);
            QVERIFY2(r.exitCode == 2, qPrintable(arguments.first() + u' ' + QString::fromUtf8(r.err)));
            QVERIFY2(QString::fromUtf8(r.err).contains(path + expected), qPrintable(arguments.first() + u' ' + QString::fromUtf8(r.err)));
            QVERIFY(r.out.isEmpty());
        }
        QVERIFY(!QFileInfo::exists(project));
    }

    // fix --rule index-access-pattern creates the index the filter needs and flips the ORDER BY key.
    void fix()
    {
        Run r;
        runCli(r, {QStringLiteral("fix"), QStringLiteral("--rule"), QStringLiteral("index-access-pattern"),
                   QStringLiteral("--queries"), m_queries, m_schema});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("CREATE INDEX UsersByEmail ON Users(Email);"), r.out);
        QVERIFY2(r.out.contains("CREATE INDEX OrdersByCreatedAt ON Orders(UserId, CreatedAt DESC) STORING (Total), INTERLEAVE IN Users;"), r.out);
        // The fixed schema serves both queries: linting it again finds nothing about them.
        const QString fixed = writeFile(QStringLiteral("fixed.sql"), r.out);
        runCli(r, {QStringLiteral("lint"), QStringLiteral("--queries"), m_queries, fixed});
        QVERIFY2(!r.out.contains("index-access-pattern"), r.out);
    }

    void explain()
    {
        Run r;
        runCli(r, {QStringLiteral("explain"), QStringLiteral("--queries"), m_queries, m_schema});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out),
                 QStringLiteral("login (3:1)\n"
                                "  Users: full scan of the table, filtering on (Email)\n"
                                "recent orders (6:1)\n"
                                "  Orders: range read of the primary key prefix (UserId)\n"
                                "  sort: ORDER BY is not served by the read order\n"));
        runCli(r, {QStringLiteral("explain"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--queries"), m_queries, m_schema});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray queries = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("queries")).toArray();
        QCOMPARE(queries.size(), 2);
        QCOMPARE(queries[0].toObject().value(QStringLiteral("perSecond")).toDouble(), 300.0);
        const QJsonObject orders = queries[1].toObject().value(QStringLiteral("tables")).toArray().first().toObject();
        QCOMPARE(orders.value(QStringLiteral("via")).toString(), QStringLiteral("primary key"));
        QCOMPARE(orders.value(QStringLiteral("read")).toString(), QStringLiteral("range"));
        QCOMPARE(queries[1].toObject().value(QStringLiteral("sortNeeded")).toBool(), true);
    }

    // import stores the queries in the project; lint and explain of the project use them.
    void importKeepsQueries()
    {
        const QString project = m_dir.filePath(QStringLiteral("shop.spdesign"));
        Run r;
        runCli(r, {QStringLiteral("import"), QStringLiteral("--queries"), m_queries, m_schema, QStringLiteral("-o"), project});
        QVERIFY2(r.exitCode == 0, r.err);
        runCli(r, {QStringLiteral("explain"), project});
        QVERIFY2(r.exitCode == 0, r.err);
        QVERIFY2(r.out.startsWith("login (3:1)\n"), r.out);
        runCli(r, {QStringLiteral("lint"), project});
        QVERIFY2(r.out.contains("[index-access-pattern] Query `login`"), r.out);
    }
};

QTEST_GUILESS_MAIN(TestCliQueries)
#include "tst_cli_queries.moc"
