// spanner-schema layout --queries FILE --query NAME: the rows a query reads, in order, with the
// splits it touches, over the schema of the lesson "Indexes for your queries". Golden text per
// query in tests/data/layoutquery/ (SSD_UPDATE_GOLDEN=1
// rewrites them; read the diff before committing).

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QString dataPath(const QString &name) { return QStringLiteral(SSD_TEST_DATA_DIR "/layoutquery/") + name; }
// The schema of the lesson "Indexes for your queries", whose queries queries.sql repeats.
QString schemaPath() { return QStringLiteral(SSD_TEST_DATA_DIR "/../../resources/lessons/indexes-for-queries.sql"); }

QStringList layoutArguments(const QString &query)
{
    return {QStringLiteral("layout"), QStringLiteral("--rows-per-table"), QStringLiteral("4"), QStringLiteral("--splits"),
            QStringLiteral("3"), QStringLiteral("--queries"), dataPath(QStringLiteral("queries.sql")), QStringLiteral("--query"),
            query, schemaPath()};
}

} // namespace

class TestCliLayoutQuery : public QObject
{
    Q_OBJECT

private slots:
    void golden_data()
    {
        QTest::addColumn<QString>("query");
        for (const char *name : {"GetCustomer", "OrdersOfCustomer", "CustomerWithOrders", "Login", "CustomersNamed"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void golden()
    {
        QFETCH(QString, query);
        Run r;
        runCli(r, layoutArguments(query));
        QCOMPARE(r.exitCode, 0);
        QFile expected(dataPath(query + QStringLiteral(".txt")));
        if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) {
            QVERIFY(expected.open(QIODevice::WriteOnly));
            expected.write(r.out);
            return;
        }
        QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(expected.fileName()));
        QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(expected.readAll()));
    }

    // JSON carries the same path: steps with their entries, and the splits.
    void json()
    {
        Run r;
        runCli(r, layoutArguments(QStringLiteral("Login")) << QStringLiteral("--format") << QStringLiteral("json"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject path = QJsonDocument::fromJson(r.out).object().value(u"readPath").toObject();
        QCOMPARE(path.value(u"query").toString(), u"Login");
        const QJsonArray steps = path.value(u"steps").toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps[0].toObject().value(u"object").toString(), u"CustomersByEmail");
        QCOMPARE(steps[1].toObject().value(u"read").toString(), u"back-join");
        // One base row read back per index entry (two sample customers share the bound email).
        QVERIFY(!steps[0].toObject().value(u"entries").toArray().isEmpty());
        QCOMPARE(steps[1].toObject().value(u"entries").toArray().size(), steps[0].toObject().value(u"entries").toArray().size());
        QVERIFY(!path.value(u"splits").toArray().isEmpty());
    }

    // The picture differs from the plain layout (the read rows are numbered, the rest faded).
    void png()
    {
        Run plain, traced;
        runCli(plain, {QStringLiteral("layout"), QStringLiteral("--splits"), QStringLiteral("3"), QStringLiteral("--format"),
                       QStringLiteral("png"), schemaPath()});
        runCli(traced, layoutArguments(QStringLiteral("GetCustomer")) << QStringLiteral("--format") << QStringLiteral("png"));
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(traced.exitCode, 0);
        QVERIFY(traced.out.startsWith("\x89PNG"));
        QVERIFY(traced.out != plain.out);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown query") << layoutArguments(QStringLiteral("Nope")) << "no query named 'Nope' (the queries are: GetCustomer, ";
        QTest::newRow("--query without queries")
            << QStringList{QStringLiteral("layout"), QStringLiteral("--query"), QStringLiteral("GetCustomer"), schemaPath()}
            << "--query needs --queries FILE";
        QTest::newRow("--queries without --query")
            << QStringList{QStringLiteral("layout"), QStringLiteral("--queries"), dataPath(QStringLiteral("queries.sql")), schemaPath()}
            << "--queries needs --query NAME";
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Run r;
        runCli(r, arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLayoutQuery)
#include "tst_cli_layoutquery.moc"
