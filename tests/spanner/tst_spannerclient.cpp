// The Spanner client against a canned HTTP server on 127.0.0.1: Spanner's two error shapes
// (emulator and production), an operation that is polled until done and ends with an error,
// unreachable endpoints and silent servers (timeouts); and splitStatements, which cuts DDL
// files into the statements updateDdl takes, and statementForSpanner, which takes their comments
// out (Spanner refuses them).

#include "cannedserver.h"
#include "spannerclient.h"
#include "statementsplitter.h"

#include <QTcpServer>
#include <QtTest>

#include <functional>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <thread>

using namespace ssd;
using namespace ssd::spanner;

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

ClientOptions optionsFor(const QUrl &url)
{
    ClientOptions options;
    options.endpoint = url;
    options.callTimeout = std::chrono::milliseconds(2'000);
    options.pollInterval = std::chrono::milliseconds(1);
    return options;
}

const DatabaseName kDatabase{S("p"), S("i"), S("d")};

} // namespace

class TestSpannerClient : public QObject
{
    Q_OBJECT

private slots:
    void errorShapes_data();
    void errorShapes();
    void operationPolledUntilDone();
    void unreachableEndpoint();
    void silentServerTimesOut();
    void silentServerIsConnected();
    void connectTimeout();
    void postgresDatabaseThenDdl();
    void ddlProgressPerStatement();
    void listDatabasesFollowsPages();
    void userProjectHeader();
    void cancelFromAnotherThread_data();
    void cancelFromAnotherThread();
    void splitStatements_data();
    void splitStatements();
    void statementForSpanner_data();
    void statementForSpanner();
};

void TestSpannerClient::errorShapes_data()
{
    QTest::addColumn<int>("http");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("emulator") << 400 << QByteArray(R"({"code":9,"message":"Table X references nonexistent key column B."})")
                              << 9 << S("Table X references nonexistent key column B.");
    QTest::newRow("production") << 400 << QByteArray(R"({"error":{"code":400,"message":"Duplicate name in schema: T.","status":"FAILED_PRECONDITION"}})")
                                << 9 << S("Duplicate name in schema: T.");
    QTest::newRow("not json") << 404 << QByteArray("page not found") << 5 << S("page not found");
}

void TestSpannerClient::errorShapes()
{
    QFETCH(int, http);
    QFETCH(QByteArray, body);
    QFETCH(int, code);
    QFETCH(QString, message);
    CannedServer server([&](const QByteArray &) { return CannedServer::Answer{http, body}; });
    SpannerClient client(optionsFor(server.url()));
    const SpannerResult<QStringList> ddl = client.getDdl(kDatabase);
    QVERIFY(!ddl);
    QCOMPARE(ddl.error().code, code);
    QCOMPARE(ddl.error().message, message);
    QCOMPARE(ddl.error().httpStatus, http);
    QCOMPARE(server.requests.value(0), QByteArray("GET /v1/projects/p/instances/i/databases/d/ddl "));
}

void TestSpannerClient::operationPolledUntilDone()
{
    int polls = 0;
    CannedServer server([&](const QByteArray &request) -> std::optional<CannedServer::Answer> {
        if (request.startsWith("PATCH"))
            return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/op7","done":false})"};
        if (++polls < 3)
            return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/op7"})"};
        return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/op7","done":true,)"
                                         R"("error":{"code":3,"message":"Error parsing Spanner DDL statement"}})"};
    });
    SpannerClient client(optionsFor(server.url()));
    const SpannerStatus status = client.updateDdl(kDatabase, {S("CREATE TABLE T (A INT64) PRIMARY KEY (A)")}, S("op7"));
    QVERIFY(status);
    QCOMPARE(status->code, int(SpannerError::InvalidArgument));
    QCOMPARE(status->toString(), S("INVALID_ARGUMENT: Error parsing Spanner DDL statement"));
    QCOMPARE(polls, 3);
    QCOMPARE(server.requests.value(0),
             QByteArray(R"json(PATCH /v1/projects/p/instances/i/databases/d/ddl {"operationId":"op7","statements":["CREATE TABLE T (A INT64) PRIMARY KEY (A)"]})json"));
    QCOMPARE(server.requests.value(1), QByteArray("GET /v1/projects/p/instances/i/databases/d/operations/op7 "));
}

void TestSpannerClient::unreachableEndpoint()
{
    quint16 port = 0;
    {
        QTcpServer closed; // a port that was free a moment ago and is closed now
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        port = closed.serverPort();
    }
    SpannerClient client(optionsFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port))));
    QElapsedTimer clock;
    clock.start();
    const SpannerStatus status = client.dropDatabase(kDatabase);
    QVERIFY(status);
    QCOMPARE(status->code, int(SpannerError::Unavailable));
    QCOMPARE(status->httpStatus, 0);
    QVERIFY2(clock.elapsed() < 5'000, qPrintable(QString::number(clock.elapsed())));
}

// A server that accepted the connection and reads the request is connected: its silence is the
// call timeout's, not the connect timeout's.
void TestSpannerClient::silentServerIsConnected()
{
    CannedServer server([](const QByteArray &) { return std::nullopt; });
    ClientOptions options = optionsFor(server.url());
    options.connectTimeout = std::chrono::milliseconds(200);
    options.callTimeout = std::chrono::milliseconds(1'000);
    SpannerClient client(options);
    const SpannerResult<QStringList> ddl = client.getDdl(kDatabase);
    QVERIFY(!ddl);
    QCOMPARE(ddl.error().code, int(SpannerError::DeadlineExceeded));
}

// A listening socket whose accept queue is full drops new connection attempts (Linux), so a
// connect neither succeeds nor fails: the connect timeout ends it, naming the endpoint.
void TestSpannerClient::connectTimeout()
{
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    QVERIFY(listener >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&address), length), 0);
    QCOMPARE(::listen(listener, 0), 0);
    QCOMPARE(::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
    const quint16 port = ntohs(address.sin_port);
    std::vector<std::unique_ptr<QTcpSocket>> fillers; // fill the accept queue, never accepted
    for (int i = 0; i < 4; ++i) {
        fillers.push_back(std::make_unique<QTcpSocket>());
        fillers.back()->connectToHost(QHostAddress::LocalHost, port);
        fillers.back()->waitForConnected(200);
    }
    ClientOptions options = optionsFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
    options.connectTimeout = std::chrono::milliseconds(500);
    SpannerClient client(options);
    QElapsedTimer clock;
    clock.start();
    const SpannerResult<QStringList> ddl = client.getDdl(kDatabase);
    const qint64 elapsed = clock.elapsed();
    ::close(listener);
    QVERIFY(!ddl);
    QCOMPARE(ddl.error().code, int(SpannerError::Unavailable));
    QCOMPARE(ddl.error().message, QStringLiteral("could not connect to http://127.0.0.1:%1 within 0.5 s").arg(port));
    QVERIFY2(elapsed >= 450 && elapsed < 2'000, qPrintable(QString::number(elapsed)));
}

void TestSpannerClient::silentServerTimesOut()
{
    CannedServer server([](const QByteArray &) { return std::nullopt; });
    ClientOptions options = optionsFor(server.url());
    options.callTimeout = std::chrono::milliseconds(300);
    SpannerClient client(options);
    const SpannerResult<QStringList> ddl = client.getDdl(kDatabase);
    QVERIFY(!ddl);
    QCOMPARE(ddl.error().code, int(SpannerError::DeadlineExceeded));
    QVERIFY2(ddl.error().message.contains(u"no answer within 0.3 s"), qPrintable(ddl.error().message));
}

// Spanner takes no extra statements with a PostgreSQL CREATE DATABASE: they follow as updateDdl.
void TestSpannerClient::postgresDatabaseThenDdl()
{
    CannedServer server([](const QByteArray &request) {
        if (request.startsWith("POST"))
            return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/c","done":true,"response":{}})"};
        return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/u","done":true,"response":{}})"};
    });
    SpannerClient client(optionsFor(server.url()));
    QVERIFY(!client.createDatabase(kDatabase, Dialect::PostgreSql, {S("CREATE TABLE t (a bigint PRIMARY KEY)")}));
    QCOMPARE(server.requests.size(), 2);
    QCOMPARE(server.requests[0], QByteArray(R"(POST /v1/projects/p/instances/i/databases {"createStatement":"CREATE DATABASE \"d\"","databaseDialect":"POSTGRESQL"})"));
    QCOMPARE(server.requests[1], QByteArray(R"json(PATCH /v1/projects/p/instances/i/databases/d/ddl {"statements":["CREATE TABLE t (a bigint PRIMARY KEY)"]})json"));
}

// Production reports each statement's progress (backfills) and the commit timestamps of those
// done; a failure mid-batch keeps the count of statements applied.
void TestSpannerClient::ddlProgressPerStatement()
{
    int polls = 0;
    const QByteArray name = R"("name":"projects/p/instances/i/databases/d/operations/op",)";
    const QByteArray statements = R"json("statements":["CREATE TABLE A (X INT64) PRIMARY KEY (X)","CREATE INDEX I ON A(X)","CREATE TABLE B (X INT64) PRIMARY KEY (X)"],)json";
    CannedServer server([&](const QByteArray &request) -> std::optional<CannedServer::Answer> {
        if (request.startsWith("PATCH"))
            return CannedServer::Answer{200, "{" + name + R"("metadata":{)" + statements + R"("progress":[{"progressPercent":100}]}})"};
        if (++polls == 1)
            return CannedServer::Answer{200, "{" + name + R"("metadata":{)" + statements
                                                 + R"("commitTimestamps":["2026-01-01T00:00:00Z"],"progress":[{"progressPercent":100},{"progressPercent":40}],"throttled":true}})"};
        return CannedServer::Answer{200, "{" + name + R"("done":true,"metadata":{)" + statements
                                             + R"("commitTimestamps":["2026-01-01T00:00:00Z"],"progress":[{"progressPercent":100},{"progressPercent":70}]},)"
                                               R"("error":{"code":9,"message":"Found uniqueness violation on index I"}})"};
    });
    SpannerClient client(optionsFor(server.url()));
    QList<DdlProgress> seen;
    const DdlOutcome outcome = client.applyDdl(kDatabase, {S("CREATE TABLE A (X INT64) PRIMARY KEY (X)"), S("CREATE INDEX I ON A(X)"), S("CREATE TABLE B (X INT64) PRIMARY KEY (X)")},
                                               {}, [&](const DdlProgress &progress) { seen.append(progress); });
    QCOMPARE(seen.size(), 3);
    QCOMPARE(seen[0].applied, 0);
    QCOMPARE(seen[0].currentPercent, 100);
    QCOMPARE(seen[1].statementCount, 3);
    QCOMPARE(seen[1].applied, 1);
    QCOMPARE(seen[1].currentPercent, 40);
    QVERIFY(seen[1].throttled);
    QCOMPARE(seen[2].currentPercent, 70);
    QVERIFY(outcome.error);
    QCOMPARE(outcome.error->toString(), S("FAILED_PRECONDITION: Found uniqueness violation on index I"));
    QCOMPARE(outcome.applied, 1);
    QCOMPARE(outcome.operation, S("projects/p/instances/i/databases/d/operations/op"));
}

void TestSpannerClient::listDatabasesFollowsPages()
{
    CannedServer server([](const QByteArray &request) {
        if (request.contains("pageToken=next%2Bpage"))
            return CannedServer::Answer{200, R"({"databases":[{"name":"projects/p/instances/i/databases/c","state":"CREATING"}]})"};
        return CannedServer::Answer{200, R"({"databases":[{"name":"projects/p/instances/i/databases/a","state":"READY","databaseDialect":"POSTGRESQL"},)"
                                         R"({"name":"projects/p/instances/i/databases/b","state":"READY","databaseDialect":"GOOGLE_STANDARD_SQL"}],"nextPageToken":"next+page"})"};
    });
    SpannerClient client(optionsFor(server.url()));
    const SpannerResult<QList<DatabaseInfo>> databases = client.listDatabases(S("p"), S("i"));
    QVERIFY(databases);
    QCOMPARE(databases->size(), 3);
    QCOMPARE(databases->at(0).name, S("a"));
    QCOMPARE(databases->at(0).dialect, S("POSTGRESQL"));
    QCOMPARE(databases->at(2).name, S("c"));
    QCOMPARE(databases->at(2).state, S("CREATING"));
    QCOMPARE(server.requests.size(), 2);
    QCOMPARE(client.databaseExists(DatabaseName{S("p"), S("i"), S("b")}).value(), true);
    QCOMPARE(client.databaseExists(DatabaseName{S("p"), S("i"), S("z")}).value(), false);
}

// User credentials bill a quota project: x-goog-user-project, and the bearer token.
void TestSpannerClient::userProjectHeader()
{
    CannedServer server([](const QByteArray &) {
        return CannedServer::Answer{403, R"({"error":{"code":403,"message":"Caller does not have required permission to use project q.","status":"PERMISSION_DENIED"}})"};
    });
    SpannerClient client(optionsFor(server.url()));
    client.setAccessToken("tok-123");
    client.setUserProject(S("quota-project"));
    const SpannerResult<ResultSet> result = client.executeSql(S("projects/p/instances/i/databases/d/sessions/s1"), S("SELECT 1"));
    QVERIFY(!result);
    QCOMPARE(result.error().code, int(SpannerError::PermissionDenied));
    QCOMPARE(result.error().httpStatus, 403);
    const QByteArray head = server.heads.value(0).toLower();
    QVERIFY2(head.startsWith("post /v1/projects/p/instances/i/databases/d/sessions/s1:executesql "), head.constData());
    QVERIFY2(head.contains("\r\nx-goog-user-project: quota-project"), head.constData());
    QVERIFY(head.contains("authorization: bearer tok-123"));
    QVERIFY(server.requests.value(0).endsWith(R"( {"sql":"SELECT 1"})"));
}

void TestSpannerClient::cancelFromAnotherThread_data()
{
    QTest::addColumn<bool>("duringOperation");
    QTest::newRow("a silent call") << false;
    QTest::newRow("an operation that never ends") << true;
}

// cancel() from another thread (the designer's Cancel button) ends the wait within moments,
// whatever the timeouts say.
void TestSpannerClient::cancelFromAnotherThread()
{
    QFETCH(bool, duringOperation);
    CannedServer server([&](const QByteArray &) -> std::optional<CannedServer::Answer> {
        if (!duringOperation)
            return std::nullopt;
        return CannedServer::Answer{200, R"({"name":"projects/p/instances/i/databases/d/operations/slow","done":false})"};
    });
    ClientOptions options = optionsFor(server.url());
    options.callTimeout = std::chrono::milliseconds(30'000);
    options.pollInterval = std::chrono::milliseconds(200);
    SpannerClient client(options);
    std::thread canceller([&client] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        client.cancel();
    });
    QElapsedTimer clock;
    clock.start();
    const SpannerStatus status = client.updateDdl(kDatabase, {S("CREATE TABLE T (A INT64) PRIMARY KEY (A)")});
    canceller.join();
    QVERIFY(status);
    QCOMPARE(status->code, int(SpannerError::Cancelled));
    QVERIFY2(clock.elapsed() < 2'000, qPrintable(QString::number(clock.elapsed())));
    if (duringOperation)
        QVERIFY2(status->message.contains(u"operations/slow goes on in Spanner"), qPrintable(status->message));
    // Cancelled stays until reset; then the client works again.
    QCOMPARE(client.getDdl(kDatabase).error().code, int(SpannerError::Cancelled));
    client.resetCancel();
    if (duringOperation)
        QVERIFY(client.getDdl(kDatabase)); // the server answers the GET with a JSON object

}

void TestSpannerClient::splitStatements_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("statements");
    QTest::newRow("googlesql, ; in strings and comments")
        << S("googlesql")
        << S("-- lead; comment\nCREATE TABLE `a;b` (x STRING(10) DEFAULT ('x;y')) PRIMARY KEY (x);\n"
             "/* between; */ CREATE INDEX i ON `a;b` (x) # trailing\n")
        << QStringList{S("CREATE TABLE `a;b` (x STRING(10) DEFAULT ('x;y')) PRIMARY KEY (x)"), S("CREATE INDEX i ON `a;b` (x)")};
    QTest::newRow("googlesql, empty statements")
        << S("googlesql") << S(" ; ;\nCREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive');;")
        << QStringList{S("CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive')")};
    QTest::newRow("postgresql, dollar quotes and nested comments")
        << S("postgresql")
        << S("/* a /* nested; */ still; */ CREATE TABLE \"t;1\" (a text DEFAULT $x$;$x$, PRIMARY KEY (a));\nCREATE INDEX i ON \"t;1\" (a)")
        << QStringList{S("CREATE TABLE \"t;1\" (a text DEFAULT $x$;$x$, PRIMARY KEY (a))"), S("CREATE INDEX i ON \"t;1\" (a)")};
}

void TestSpannerClient::splitStatements()
{
    QFETCH(QString, dialect);
    QFETCH(QString, text);
    QFETCH(QStringList, statements);
    QCOMPARE(ssd::splitStatements(text, *dialectFromName(dialect)), statements);
}

void TestSpannerClient::statementForSpanner_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("sent");
    QTest::newRow("googlesql, comments of a table, its columns and a line's end")
        << S("googlesql")
        << S("-- Singers\n# root\nCREATE TABLE S (\n  -- the id\n  Id INT64 NOT NULL, -- key\n  /* name */ Name STRING(MAX),\n) PRIMARY KEY (Id)")
        << S("CREATE TABLE S (\n  Id INT64 NOT NULL,\n  Name STRING(MAX),\n) PRIMARY KEY (Id)");
    QTest::newRow("googlesql, comment markers in strings and names stay")
        << S("googlesql") << S("CREATE TABLE `a--b` (x STRING(10) DEFAULT ('-- /* # */')) PRIMARY KEY (x)")
        << S("CREATE TABLE `a--b` (x STRING(10) DEFAULT ('-- /* # */')) PRIMARY KEY (x)");
    QTest::newRow("googlesql, a block comment between two tokens of a line")
        << S("googlesql") << S("CREATE INDEX i ON t (a /* first */, b)") << S("CREATE INDEX i ON t (a , b)");
    QTest::newRow("postgresql, nested and dollar-quoted")
        << S("postgresql")
        << S("CREATE TABLE t (\n  /* a /* nested */ b */\n  a text DEFAULT $x$--$x$, -- end\n  PRIMARY KEY (a)\n)")
        << S("CREATE TABLE t (\n  a text DEFAULT $x$--$x$,\n  PRIMARY KEY (a)\n)");
    QTest::newRow("postgresql, no comment: unchanged")
        << S("postgresql") << S("CREATE INDEX i ON t (a)") << S("CREATE INDEX i ON t (a)");
}

void TestSpannerClient::statementForSpanner()
{
    QFETCH(QString, dialect);
    QFETCH(QString, statement);
    QFETCH(QString, sent);
    QCOMPARE(ssd::statementForSpanner(statement, *dialectFromName(dialect)), sent);
}

QTEST_GUILESS_MAIN(TestSpannerClient)
#include "tst_spannerclient.moc"
