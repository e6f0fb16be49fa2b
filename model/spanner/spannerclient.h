#pragma once

// A small client for Cloud Spanner's REST API (v1): instances; databases of either dialect
// (create, list, get, drop); DDL batches as long-running operations, polled with their
// per-statement progress; getDdl; and sessions with executeSql / DML for what getDdl lacks (the
// database's dialect, rows for tests). It speaks to the emulator's REST gateway without
// credentials; production needs a bearer token (setAccessToken, see credentials.h).
//
// Calls are synchronous: each one runs a local QEventLoop until the answer, a timeout, an
// error or cancel(). That suits tests and the command line; the designer calls it from a worker
// thread and cancel()s from the GUI thread. Every failure is a SpannerError value with
// Spanner's code and message.

#include "databasename.h"
#include "ddl.h"
#include "spannererror.h"

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QStringList>
#include <QUrl>

#include <atomic>
#include <chrono>
#include <functional>

namespace ssd::spanner {

// One database as databases.list / databases.get describe it.
struct DatabaseInfo
{
    QString name;    // the database id (the last part of its path)
    QString state;   // "READY", "CREATING" ...
    QString dialect; // "GOOGLE_STANDARD_SQL", "POSTGRESQL"; empty when not reported (the emulator)
};

// A query's answer: column names and the rows as Spanner encodes them in JSON (INT64 as
// strings, NULL as null ...).
struct ResultSet
{
    QStringList columns;
    QList<QJsonArray> rows;
};

// Where a DDL batch stands, from its operation's UpdateDatabaseDdlMetadata.
struct DdlProgress
{
    qsizetype statementCount = 0;
    qsizetype applied = 0;   // statements committed (commitTimestamps)
    int currentPercent = -1; // progress of the statement being applied (backfills); -1: not reported
    bool throttled = false;
};
using DdlProgressHandler = std::function<void(const DdlProgress &)>;

// How a DDL batch ended. Spanner applies the statements of a batch one after the other and does
// not roll back those applied before a failure: `applied` says how many of the first ones stay.
struct DdlOutcome
{
    qsizetype applied = 0;
    SpannerStatus error;
    QString operation; // the operation's name, when Spanner started one
};

struct ClientOptions
{
    QUrl endpoint;                                    // e.g. http://127.0.0.1:9020 (the REST side)
    std::chrono::milliseconds connectTimeout{10'000}; // until the first TCP connection stands
    std::chrono::milliseconds callTimeout{60'000};    // one HTTP exchange, start to end
    std::chrono::milliseconds operationTimeout{600'000}; // a long-running operation until done
    std::chrono::milliseconds pollInterval{50};       // between polls of a long-running operation
};

class SpannerClient
{
public:
    explicit SpannerClient(ClientOptions options);

    void setAccessToken(const QByteArray &token) { m_accessToken = token; }
    // Sent as x-goog-user-project: the quota project of user credentials.
    void setUserProject(const QString &project) { m_userProject = project; }
    const ClientOptions &options() const { return m_options; }

    // Thread-safe: the call in progress (in whatever thread) ends within a few milliseconds with
    // SpannerError::Cancelled, and so does every later one until resetCancel(). A DDL operation
    // already started goes on in Spanner; only the wait for it ends.
    void cancel() { m_cancelled = true; }
    void resetCancel() { m_cancelled = false; }
    bool isCancelled() const { return m_cancelled; }

    // The names of the instance configurations of the project (the emulator has one,
    // "emulator-config"). Also the cheapest "does it answer" probe.
    SpannerResult<QStringList> instanceConfigs(const QString &project);
    // Creates the instance and waits until it is ready.
    SpannerStatus createInstance(const QString &project, const QString &instanceId,
                                 const QString &config, int nodeCount = 1);
    // Creates the database in the dialect and applies `statements` to it. GoogleSQL sends them
    // with the CREATE DATABASE (extraStatements); PostgreSQL databases take no extra statements
    // at creation, so they follow as one updateDdl batch. An error in the statements leaves the
    // (empty or partly updated) database behind: the caller drops it.
    SpannerStatus createDatabase(const DatabaseName &database, Dialect dialect,
                                 const QStringList &statements = {});
    // Applies the statements as one batch and waits for the long-running operation to end; its
    // error, if any, is the result. `operationId` names the operation (empty: Spanner picks one).
    SpannerStatus updateDdl(const DatabaseName &database, const QStringList &statements,
                            const QString &operationId = {});
    // The same, reporting each poll's progress and how many statements stayed applied.
    DdlOutcome applyDdl(const DatabaseName &database, const QStringList &statements,
                        const QString &operationId = {}, const DdlProgressHandler &onProgress = {});
    // Asks Spanner to cancel the DDL operation `operationId` of the database, then waits until
    // it has ended, and says how it ended: how many of its `statementCount` statements stay
    // applied (Spanner does not roll back those it committed) and its error (CANCELLED when the
    // cancel took effect, none when the operation had finished anyway); `applied` is -1 when
    // Spanner never showed the operation (then nothing is known). For after a cancel(): call
    // resetCancel() first.
    DdlOutcome cancelDdl(const DatabaseName &database, const QString &operationId, qsizetype statementCount);
    // The database's schema as Spanner prints it, one statement an entry, without ';'.
    SpannerResult<QStringList> getDdl(const DatabaseName &database);
    SpannerStatus dropDatabase(const DatabaseName &database);
    // Every database of the instance (all pages).
    SpannerResult<QList<DatabaseInfo>> listDatabases(const QString &project, const QString &instance);
    SpannerResult<DatabaseInfo> getDatabase(const DatabaseName &database);
    // The names of the database's long-running operations (schema updates, its creation).
    SpannerResult<QStringList> listOperations(const DatabaseName &database);
    // Whether the instance has the database, from listDatabases (the emulator answers a get of
    // a missing database with INTERNAL "failed to marshal error message", not NOT_FOUND).
    SpannerResult<bool> databaseExists(const DatabaseName &database);

    // Sessions and SQL (spannersql.cpp). A session is named by its full path.
    SpannerResult<QString> createSession(const DatabaseName &database);
    SpannerStatus deleteSession(const QString &session);
    // A read-only query in a single-use transaction (strong read).
    SpannerResult<ResultSet> executeSql(const QString &session, const QString &sql);
    // The query in a session of its own, deleted afterwards.
    SpannerResult<ResultSet> query(const DatabaseName &database, const QString &sql);
    // DML statements (INSERT, UPDATE, DELETE) in one read-write transaction, committed at the
    // end and rolled back on any failure. The row count of each statement.
    SpannerResult<QList<qint64>> executeDml(const DatabaseName &database, const QStringList &statements);
    // GoogleSql or PostgreSql, from INFORMATION_SCHEMA.DATABASE_OPTIONS (getDdl does not say,
    // and the emulator's databases.get does not either).
    SpannerResult<Dialect> databaseDialect(const DatabaseName &database);

private:
    // One HTTP exchange: verb ("GET", "POST", "PATCH", "DELETE") on v1/<path>, with a JSON body
    // for POST and PATCH. The answer's JSON object, or the error (Spanner's, or the transport's).
    SpannerResult<QJsonObject> call(const QByteArray &verb, const QString &path,
                                    const QJsonObject &body = {});
    // GETs every page of a list (nextPageToken) and hands each entry of `member` to onItem.
    SpannerStatus listAll(const QString &path, QStringView member, const std::function<void(const QJsonObject &)> &onItem);
    // Connects once to the endpoint within connectTimeout; the reason when it cannot.
    SpannerStatus probeConnection();
    // Polls the Operation until done; its error, or its response. `onPoll` sees each state.
    SpannerResult<QJsonObject> waitForOperation(QJsonObject operation,
                                                const std::function<void(const QJsonObject &)> &onPoll = {});
    // Begins a read-write transaction in `session`, runs the DML in it, commits.
    SpannerResult<QList<qint64>> runDmlTransaction(const QString &session, const QStringList &statements);

    // While one exists, calls ignore cancel(): clean-up (a rollback, deleting a session) must
    // still reach Spanner after the user cancelled.
    struct CleanupScope
    {
        explicit CleanupScope(SpannerClient &client) : m_client(client) { ++m_client.m_cleanups; }
        ~CleanupScope() { --m_client.m_cleanups; }
        SpannerClient &m_client;
    };
    bool cancelRequested() const { return m_cancelled && m_cleanups == 0; }

    ClientOptions m_options;
    QByteArray m_accessToken;
    QString m_userProject;
    std::atomic<bool> m_cancelled = false;
    bool m_connected = false; // probeConnection() succeeded once
    int m_cleanups = 0; // CleanupScopes alive (only the calling thread touches it)
    QNetworkAccessManager m_network;
};

} // namespace ssd::spanner
