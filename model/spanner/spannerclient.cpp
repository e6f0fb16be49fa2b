#include "spannerclient.h"

#include "httpexchange.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTcpSocket>
#include <QTimer>

namespace ssd::spanner {

namespace {

struct SpannerClientText
{
    Q_DECLARE_TR_FUNCTIONS(SpannerClient)
};

// The rpc code an HTTP status stands for when the body says nothing we can read.
int codeForHttpStatus(int httpStatus)
{
    switch (httpStatus) {
    case 400: return SpannerError::InvalidArgument;
    case 404: return SpannerError::NotFound;
    case 409: return SpannerError::AlreadyExists;
    case 412: return SpannerError::FailedPrecondition;
    case 500: return SpannerError::Internal;
    case 503: return SpannerError::Unavailable;
    case 504: return SpannerError::DeadlineExceeded;
    default: return SpannerError::Unknown;
    }
}

// Waits without blocking the event loop (the operation poll's pause); false when cancelled.
bool pause(std::chrono::milliseconds interval, const std::atomic<bool> &cancelled)
{
    QEventLoop loop;
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (cancelled)
            loop.quit();
    });
    check.start(kCancelCheckInterval);
    QTimer::singleShot(interval, &loop, &QEventLoop::quit);
    if (!cancelled)
        loop.exec();
    return !cancelled;
}

DdlProgress progressOf(const QJsonObject &operation)
{
    const QJsonObject metadata = operation.value(u"metadata").toObject();
    DdlProgress progress;
    progress.statementCount = metadata.value(u"statements").toArray().size();
    progress.applied = metadata.value(u"commitTimestamps").toArray().size();
    progress.throttled = metadata.value(u"throttled").toBool();
    // progress[i] belongs to statement i; the one after the applied ones is under way.
    const QJsonArray perStatement = metadata.value(u"progress").toArray();
    if (progress.applied < perStatement.size())
        progress.currentPercent = perStatement.at(progress.applied).toObject().value(u"progressPercent").toInt();
    return progress;
}

DatabaseInfo databaseInfoOf(const QJsonObject &database)
{
    return DatabaseInfo{database.value(u"name").toString().section(u'/', -1),
                        database.value(u"state").toString(),
                        database.value(u"databaseDialect").toString()};
}

} // namespace

SpannerClient::SpannerClient(ClientOptions options) : m_options(std::move(options)) {}

SpannerStatus SpannerClient::probeConnection()
{
    // QNetworkReply has no "connected" signal to end a connect timeout on (requestSent does not
    // come for every request in Qt 6.4), so the first call opens a TCP connection of its own:
    // an address that does not answer is reported after connectTimeout, not after callTimeout.
    const QString host = m_options.endpoint.host();
    const int port = m_options.endpoint.port(m_options.endpoint.scheme() == u"https" ? 443 : 80);
    QTcpSocket socket;
    QEventLoop loop;
    QTimer check;
    QObject::connect(&socket, &QTcpSocket::connected, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (cancelRequested())
            loop.quit();
    });
    QTimer::singleShot(m_options.connectTimeout, &loop, &QEventLoop::quit);
    check.start(kCancelCheckInterval);
    socket.connectToHost(host, quint16(port));
    loop.exec();
    if (socket.state() == QAbstractSocket::ConnectedState) {
        socket.abort();
        return std::nullopt;
    }
    if (cancelRequested())
        return cancelledError();
    const QString where = m_options.endpoint.toDisplayString();
    if (socket.error() != QAbstractSocket::UnknownSocketError)
        return makeError(SpannerError::Unavailable,
                         SpannerClientText::tr("cannot connect to %1: %2").arg(where, socket.errorString()));
    return makeError(SpannerError::Unavailable,
                     SpannerClientText::tr("could not connect to %1 within %2 s")
                         .arg(where).arg(m_options.connectTimeout.count() / 1000.0));
}

SpannerResult<QJsonObject> SpannerClient::call(const QByteArray &verb, const QString &path,
                                              const QJsonObject &body)
{
    if (cancelRequested())
        return cancelledError();
    if (!m_connected) {
        if (SpannerStatus unreachable = probeConnection())
            return *unreachable;
        m_connected = true;
    }
    QUrl url = m_options.endpoint;
    const qsizetype question = path.indexOf(u'?');
    url.setPath(QStringLiteral("/v1/") + path.left(question));
    if (question >= 0)
        url.setQuery(path.mid(question + 1));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_accessToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_accessToken);
    if (!m_userProject.isEmpty())
        request.setRawHeader("x-goog-user-project", m_userProject.toUtf8());
    const bool hasBody = verb == "POST" || verb == "PATCH";
    SpannerResult<HttpAnswer> exchanged = exchange(
        m_network, request, verb, hasBody ? QJsonDocument(body).toJson(QJsonDocument::Compact) : QByteArray(),
        m_options.callTimeout, [this] { return cancelRequested(); },
        QString::fromLatin1(verb) + u' ' + path.left(question));
    if (!exchanged)
        return exchanged.error();
    const int httpStatus = exchanged->status;
    const QByteArray &answer = exchanged->body;
    if (httpStatus == 0) // refused, unreachable, reset: no HTTP answer at all
        return makeError(SpannerError::Unavailable, m_options.endpoint.toDisplayString() + QStringLiteral(": ") + exchanged->errorText);
    if (httpStatus < 200 || httpStatus >= 300 || exchanged->error != QNetworkReply::NoError) {
        if (std::optional<SpannerError> error = errorFromJson(answer, httpStatus))
            return *error;
        const QString text = answer.trimmed().isEmpty() ? exchanged->errorText : QString::fromUtf8(answer.trimmed());
        return makeError(codeForHttpStatus(httpStatus), text, httpStatus);
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
    if (answer.trimmed().isEmpty())
        return QJsonObject();
    if (!document.isObject())
        return makeError(SpannerError::Internal,
                         SpannerClientText::tr("%1 %2: the answer is not a JSON object (%3)")
                             .arg(QString::fromLatin1(verb), path, parseError.errorString()), httpStatus);
    return document.object();
}

SpannerResult<QJsonObject> SpannerClient::waitForOperation(QJsonObject operation,
                                                          const std::function<void(const QJsonObject &)> &onPoll)
{
    const QString name = operation.value(u"name").toString();
    QElapsedTimer clock;
    clock.start();
    if (onPoll)
        onPoll(operation);
    while (!operation.value(u"done").toBool()) {
        if (name.isEmpty())
            return makeError(SpannerError::Internal, SpannerClientText::tr("an operation without a name is not done"));
        if (clock.elapsed() > m_options.operationTimeout.count())
            return makeError(SpannerError::DeadlineExceeded,
                             SpannerClientText::tr("operation %1 not done after %2 s")
                                 .arg(name).arg(m_options.operationTimeout.count() / 1000.0));
        if (!pause(m_options.pollInterval, m_cancelled))
            return makeError(SpannerError::Cancelled,
                             SpannerClientText::tr("cancelled; operation %1 goes on in Spanner").arg(name));
        SpannerResult<QJsonObject> polled = call("GET", name);
        if (!polled)
            return polled.error();
        operation = std::move(polled).value();
        if (onPoll)
            onPoll(operation);
    }
    if (operation.value(u"error").isObject()) {
        const QByteArray error = QJsonDocument(operation.value(u"error").toObject()).toJson();
        if (std::optional<SpannerError> found = errorFromJson(error, 200))
            return *found;
    }
    return operation.value(u"response").toObject();
}

SpannerResult<QStringList> SpannerClient::instanceConfigs(const QString &project)
{
    SpannerResult<QJsonObject> answer = call("GET", QStringLiteral("projects/%1/instanceConfigs").arg(project));
    if (!answer)
        return answer.error();
    QStringList names;
    for (const QJsonValue &config : answer->value(u"instanceConfigs").toArray())
        names.append(config.toObject().value(u"name").toString().section(u'/', -1));
    return names;
}

SpannerStatus SpannerClient::createInstance(const QString &project, const QString &instanceId,
                                           const QString &config, int nodeCount)
{
    const QJsonObject instance{
        {QStringLiteral("config"), QStringLiteral("projects/%1/instanceConfigs/%2").arg(project, config)},
        {QStringLiteral("displayName"), instanceId},
        {QStringLiteral("nodeCount"), nodeCount},
    };
    SpannerResult<QJsonObject> operation = call(
        "POST", QStringLiteral("projects/%1/instances").arg(project),
        QJsonObject{{QStringLiteral("instanceId"), instanceId}, {QStringLiteral("instance"), instance}});
    if (!operation)
        return operation.error();
    SpannerResult<QJsonObject> done = waitForOperation(std::move(operation).value());
    return done ? SpannerStatus() : SpannerStatus(done.error());
}

SpannerStatus SpannerClient::createDatabase(const DatabaseName &database, Dialect dialect,
                                           const QStringList &statements)
{
    const bool postgres = dialect == Dialect::PostgreSql;
    QJsonObject body{
        {QStringLiteral("createStatement"),
         postgres ? QStringLiteral("CREATE DATABASE \"%1\"").arg(database.database)
                  : QStringLiteral("CREATE DATABASE `%1`").arg(database.database)},
        {QStringLiteral("databaseDialect"), postgres ? QStringLiteral("POSTGRESQL") : QStringLiteral("GOOGLE_STANDARD_SQL")},
    };
    if (!postgres && !statements.isEmpty())
        body.insert(QStringLiteral("extraStatements"), QJsonArray::fromStringList(statements));
    SpannerResult<QJsonObject> operation = call("POST", database.instancePath() + QStringLiteral("/databases"), body);
    if (!operation)
        return operation.error();
    SpannerResult<QJsonObject> done = waitForOperation(std::move(operation).value());
    if (!done)
        return done.error();
    if (postgres && !statements.isEmpty())
        return updateDdl(database, statements);
    return std::nullopt;
}

SpannerStatus SpannerClient::updateDdl(const DatabaseName &database, const QStringList &statements,
                                      const QString &operationId)
{
    return applyDdl(database, statements, operationId).error;
}

DdlOutcome SpannerClient::applyDdl(const DatabaseName &database, const QStringList &statements,
                                   const QString &operationId, const DdlProgressHandler &onProgress)
{
    QJsonObject body{{QStringLiteral("statements"), QJsonArray::fromStringList(statements)}};
    if (!operationId.isEmpty())
        body.insert(QStringLiteral("operationId"), operationId);
    DdlOutcome outcome;
    // A batch refused before it started (the emulator checks the whole batch first) has no
    // operation: nothing of it was applied.
    SpannerResult<QJsonObject> operation = call("PATCH", database.path() + QStringLiteral("/ddl"), body);
    if (!operation) {
        outcome.error = operation.error();
        return outcome;
    }
    outcome.operation = operation->value(u"name").toString();
    SpannerResult<QJsonObject> done = waitForOperation(std::move(operation).value(), [&](const QJsonObject &state) {
        const DdlProgress progress = progressOf(state);
        outcome.applied = progress.applied;
        if (onProgress)
            onProgress(progress);
    });
    if (!done)
        outcome.error = done.error();
    else
        outcome.applied = statements.size();
    return outcome;
}

DdlOutcome SpannerClient::cancelDdl(const DatabaseName &database, const QString &operationId, qsizetype statementCount)
{
    DdlOutcome outcome;
    outcome.operation = database.path() + QStringLiteral("/operations/") + operationId;
    // The cancel is a request: an operation already done (or a server that cannot cancel)
    // answers with an error, and what happened is read from the operation either way.
    const QString cancel = outcome.operation + QStringLiteral(":cancel");
    call("POST", cancel);
    // The updateDdl request may still be on its way or under way (the emulator applies the
    // whole batch before it answers and only then knows the operation): until the operation
    // appears, nothing can be said, so wait for it, for as long as an operation may take.
    QElapsedTimer clock;
    clock.start();
    SpannerResult<QJsonObject> operation = call("GET", outcome.operation);
    while (!operation && operation.error().code == SpannerError::NotFound && clock.elapsed() < m_options.operationTimeout.count()) {
        pause(m_options.pollInterval, m_cancelled);
        operation = call("GET", outcome.operation);
    }
    if (!operation) {
        outcome.error = operation.error().code == SpannerError::NotFound
            ? makeError(SpannerError::Unknown, SpannerClientText::tr("Spanner does not know operation %1 after %2 s: the request may not have reached it")
                                                   .arg(outcome.operation).arg(clock.elapsed() / 1000.0))
            : operation.error();
        outcome.applied = -1; // unknown
        return outcome;
    }
    if (!operation->value(u"done").toBool())
        call("POST", cancel);
    SpannerResult<QJsonObject> done = waitForOperation(std::move(operation).value(), [&](const QJsonObject &state) {
        outcome.applied = progressOf(state).applied;
    });
    if (!done)
        outcome.error = done.error();
    else
        outcome.applied = statementCount;
    return outcome;
}

SpannerResult<QStringList> SpannerClient::getDdl(const DatabaseName &database)
{
    SpannerResult<QJsonObject> answer = call("GET", database.path() + QStringLiteral("/ddl"));
    if (!answer)
        return answer.error();
    QStringList statements;
    for (const QJsonValue &statement : answer->value(u"statements").toArray())
        statements.append(statement.toString());
    return statements;
}

SpannerStatus SpannerClient::dropDatabase(const DatabaseName &database)
{
    SpannerResult<QJsonObject> answer = call("DELETE", database.path());
    return answer ? SpannerStatus() : SpannerStatus(answer.error());
}

SpannerStatus SpannerClient::listAll(const QString &path, QStringView member,
                                    const std::function<void(const QJsonObject &)> &onItem)
{
    QString pageToken;
    do {
        SpannerResult<QJsonObject> page = call(
            "GET", pageToken.isEmpty() ? path : path + QStringLiteral("?pageToken=") + QString::fromLatin1(QUrl::toPercentEncoding(pageToken)));
        if (!page)
            return page.error();
        for (const QJsonValue &item : page->value(member).toArray())
            onItem(item.toObject());
        pageToken = page->value(u"nextPageToken").toString();
    } while (!pageToken.isEmpty());
    return std::nullopt;
}

SpannerResult<QList<DatabaseInfo>> SpannerClient::listDatabases(const QString &project, const QString &instance)
{
    QList<DatabaseInfo> databases;
    if (SpannerStatus failed = listAll(QStringLiteral("projects/%1/instances/%2/databases").arg(project, instance), u"databases",
                                       [&](const QJsonObject &database) { databases.append(databaseInfoOf(database)); }))
        return *failed;
    return databases;
}

SpannerResult<QStringList> SpannerClient::listOperations(const DatabaseName &database)
{
    QStringList names;
    if (SpannerStatus failed = listAll(database.path() + QStringLiteral("/operations"), u"operations",
                                       [&](const QJsonObject &operation) { names.append(operation.value(u"name").toString()); }))
        return *failed;
    return names;
}

SpannerResult<DatabaseInfo> SpannerClient::getDatabase(const DatabaseName &database)
{
    SpannerResult<QJsonObject> answer = call("GET", database.path());
    if (!answer)
        return answer.error();
    return databaseInfoOf(answer.value());
}

SpannerResult<bool> SpannerClient::databaseExists(const DatabaseName &database)
{
    SpannerResult<QList<DatabaseInfo>> databases = listDatabases(database.project, database.instance);
    if (!databases)
        return databases.error();
    return std::any_of(databases->cbegin(), databases->cend(),
                       [&](const DatabaseInfo &info) { return info.name == database.database; });
}

} // namespace ssd::spanner
