#pragma once

// A small client for Cloud Spanner's REST admin API (v1), enough to create instances and
// databases of either dialect, apply DDL batches as long-running operations and wait for them,
// read a database's DDL back and drop it. It speaks to the emulator's REST gateway without
// credentials; production needs a bearer token (setAccessToken; how to get one is issue 13's).
//
// Calls are synchronous: each one runs a local QEventLoop until the answer, a timeout or an
// error. That suits tests and the command line; the designer will call it from a worker thread.
// Every failure is a SpannerError value with Spanner's code and message.

#include "ddl.h"
#include "spannererror.h"

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QStringList>
#include <QUrl>

#include <chrono>

namespace ssd::spanner {

// projects/P/instances/I/databases/D
struct DatabaseName
{
    QString project;
    QString instance;
    QString database;

    QString instancePath() const; // projects/P/instances/I
    QString path() const;         // projects/P/instances/I/databases/D
};

struct ClientOptions
{
    QUrl endpoint;                                    // e.g. http://127.0.0.1:9020 (the REST side)
    std::chrono::milliseconds connectTimeout{10'000}; // until the request is sent
    std::chrono::milliseconds callTimeout{60'000};    // one HTTP exchange, start to end
    std::chrono::milliseconds operationTimeout{600'000}; // a long-running operation until done
    std::chrono::milliseconds pollInterval{50};       // between polls of a long-running operation
};

class SpannerClient
{
public:
    explicit SpannerClient(ClientOptions options);

    void setAccessToken(const QByteArray &token) { m_accessToken = token; }
    const ClientOptions &options() const { return m_options; }

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
    // The database's schema as Spanner prints it, one statement an entry, without ';'.
    SpannerResult<QStringList> getDdl(const DatabaseName &database);
    SpannerStatus dropDatabase(const DatabaseName &database);

private:
    // One HTTP exchange: verb ("GET", "POST", "PATCH", "DELETE") on v1/<path>, with a JSON body
    // for POST and PATCH. The answer's JSON object, or the error (Spanner's, or the transport's).
    SpannerResult<QJsonObject> call(const QByteArray &verb, const QString &path,
                                    const QJsonObject &body = {});
    // Polls the Operation until done; its error, or its response.
    SpannerResult<QJsonObject> waitForOperation(QJsonObject operation);

    ClientOptions m_options;
    QByteArray m_accessToken;
    QNetworkAccessManager m_network;
};

} // namespace ssd::spanner
