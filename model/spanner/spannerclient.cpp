#include "spannerclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QNetworkRequest>
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

SpannerError makeError(int code, const QString &message, int httpStatus = 0)
{
    return SpannerError{code, statusName(code), message, httpStatus};
}

// Waits without blocking the event loop (the operation poll's pause).
void pause(std::chrono::milliseconds interval)
{
    QEventLoop loop;
    QTimer::singleShot(interval, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

QString DatabaseName::instancePath() const
{
    return QStringLiteral("projects/%1/instances/%2").arg(project, instance);
}

QString DatabaseName::path() const
{
    return instancePath() + QStringLiteral("/databases/") + database;
}

SpannerClient::SpannerClient(ClientOptions options) : m_options(std::move(options)) {}

SpannerResult<QJsonObject> SpannerClient::call(const QByteArray &verb, const QString &path,
                                              const QJsonObject &body)
{
    QUrl url = m_options.endpoint;
    url.setPath(QStringLiteral("/v1/") + path);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_accessToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_accessToken);
    const bool hasBody = verb == "POST" || verb == "PATCH";
    QNetworkReply *reply = m_network.sendCustomRequest(
        request, verb, hasBody ? QJsonDocument(body).toJson(QJsonDocument::Compact) : QByteArray());

    // Two clocks: the connect timeout ends when the request has gone out, the call timeout
    // covers the whole exchange. Either one aborts the reply and says which it was.
    QEventLoop loop;
    QTimer connectTimer, callTimer;
    connectTimer.setSingleShot(true);
    callTimer.setSingleShot(true);
    std::optional<SpannerError> timedOut;
    QObject::connect(&connectTimer, &QTimer::timeout, &loop, [&] {
        timedOut = makeError(SpannerError::Unavailable,
                             SpannerClientText::tr("could not connect to %1 within %2 s")
                                 .arg(m_options.endpoint.toDisplayString())
                                 .arg(m_options.connectTimeout.count() / 1000.0));
        reply->abort();
    });
    QObject::connect(&callTimer, &QTimer::timeout, &loop, [&] {
        timedOut = makeError(SpannerError::DeadlineExceeded,
                             SpannerClientText::tr("%1 %2: no answer within %3 s")
                                 .arg(QString::fromLatin1(verb), path)
                                 .arg(m_options.callTimeout.count() / 1000.0));
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::requestSent, &connectTimer, &QTimer::stop);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    connectTimer.start(m_options.connectTimeout);
    callTimer.start(m_options.callTimeout);
    if (!reply->isFinished())
        loop.exec();

    const int httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray answer = reply->isOpen() ? reply->readAll() : QByteArray();
    const QNetworkReply::NetworkError networkError = reply->error();
    const QString networkMessage = reply->errorString();
    // Not deleteLater(): a synchronous caller may make thousands of calls before any event loop
    // of its own runs, and the reply is no longer in use (its slots only quit `loop`).
    delete reply;

    if (timedOut)
        return *timedOut;
    if (httpStatus == 0) // refused, unreachable, reset: no HTTP answer at all
        return makeError(SpannerError::Unavailable, m_options.endpoint.toDisplayString() + QStringLiteral(": ") + networkMessage);
    if (httpStatus < 200 || httpStatus >= 300 || networkError != QNetworkReply::NoError) {
        if (std::optional<SpannerError> error = errorFromJson(answer, httpStatus))
            return *error;
        const QString text = answer.trimmed().isEmpty() ? networkMessage : QString::fromUtf8(answer.trimmed());
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

SpannerResult<QJsonObject> SpannerClient::waitForOperation(QJsonObject operation)
{
    const QString name = operation.value(u"name").toString();
    QElapsedTimer clock;
    clock.start();
    while (!operation.value(u"done").toBool()) {
        if (name.isEmpty())
            return makeError(SpannerError::Internal, SpannerClientText::tr("an operation without a name is not done"));
        if (clock.elapsed() > m_options.operationTimeout.count())
            return makeError(SpannerError::DeadlineExceeded,
                             SpannerClientText::tr("operation %1 not done after %2 s")
                                 .arg(name).arg(m_options.operationTimeout.count() / 1000.0));
        pause(m_options.pollInterval);
        SpannerResult<QJsonObject> polled = call("GET", name);
        if (!polled)
            return polled.error();
        operation = std::move(polled).value();
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
    QJsonObject body{{QStringLiteral("statements"), QJsonArray::fromStringList(statements)}};
    if (!operationId.isEmpty())
        body.insert(QStringLiteral("operationId"), operationId);
    SpannerResult<QJsonObject> operation = call("PATCH", database.path() + QStringLiteral("/ddl"), body);
    if (!operation)
        return operation.error();
    SpannerResult<QJsonObject> done = waitForOperation(std::move(operation).value());
    return done ? SpannerStatus() : SpannerStatus(done.error());
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

} // namespace ssd::spanner
