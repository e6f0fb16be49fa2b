#include "credentials.h"

#include "httpexchange.h"
#include "jwtsigner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QProcess>
#include <QStandardPaths>

namespace ssd::spanner {

namespace {

struct CredentialsText
{
    Q_DECLARE_TR_FUNCTIONS(Credentials)
};

const char kDefaultTokenUri[] = "https://oauth2.googleapis.com/token";
const char kSpannerScopes[] = "https://www.googleapis.com/auth/spanner.admin https://www.googleapis.com/auth/spanner.data";

// application/x-www-form-urlencoded, every value percent-encoded ('+' included: it means space).
using Form = QList<std::pair<QByteArray, QString>>;
QByteArray encodeForm(const Form &form)
{
    QByteArray body;
    for (const auto &[key, value] : form)
        body += (body.isEmpty() ? "" : "&") + key + '=' + QUrl::toPercentEncoding(value);
    return body;
}

SpannerError unauthenticated(const QString &message)
{
    return makeError(SpannerError::Unauthenticated, message);
}

// Runs `program arguments` and returns its first line of output: the token.
SpannerResult<QByteArray> tokenFromCommand(const QString &program, const QStringList &arguments,
                                           const QString &what, const CredentialRequest &request)
{
    QProcess process;
    process.setProcessEnvironment(request.environment);
    process.start(program, arguments);
    QDeadlineTimer deadline(request.timeout);
    bool finished = false;
    while (!(finished = process.waitForFinished(int(kCancelCheckInterval.count())))) {
        if (process.state() == QProcess::NotRunning || deadline.hasExpired() || (request.cancelled && request.cancelled()))
            break;
    }
    if (process.error() == QProcess::FailedToStart)
        return unauthenticated(CredentialsText::tr("%1: cannot start it").arg(what));
    if (!finished && process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(1'000);
        if (request.cancelled && request.cancelled())
            return cancelledError();
        return unauthenticated(CredentialsText::tr("%1: no token within %2 s").arg(what).arg(request.timeout.count() / 1000.0));
    }
    // Its standard error explains a failure ("not logged in"); its output is the secret and is
    // never quoted.
    const QString errors = QString::fromUtf8(process.readAllStandardError()).trimmed().left(500);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return unauthenticated(CredentialsText::tr("%1 failed (exit status %2)%3")
                                   .arg(what).arg(process.exitCode())
                                   .arg(errors.isEmpty() ? QString() : QStringLiteral(": ") + errors));
    const QByteArray token = process.readAllStandardOutput().trimmed().split('\n').value(0).trimmed();
    if (token.isEmpty())
        return unauthenticated(CredentialsText::tr("%1 printed no token").arg(what));
    return token;
}

// The OAuth 2.0 token endpoint's answer to a form: the access token, or why there is none.
SpannerResult<QByteArray> exchangeAtTokenEndpoint(const QUrl &tokenUri, const Form &form, const QString &what,
                                                  const CredentialRequest &request)
{
    if (!mayCarrySecrets(tokenUri))
        return unauthenticated(CredentialsText::tr("%1: token_uri %2 is neither https nor a loopback address")
                                   .arg(what, tokenUri.toDisplayString()));
    QNetworkAccessManager network;
    QNetworkRequest post(tokenUri);
    post.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    SpannerResult<HttpAnswer> answer = exchange(network, post, "POST", encodeForm(form),
                                                request.timeout, request.cancelled,
                                                what + QStringLiteral(": ") + tokenUri.toDisplayString());
    if (!answer)
        return answer.error();
    if (answer->status == 0)
        return makeError(SpannerError::Unavailable,
                         CredentialsText::tr("%1: %2: %3").arg(what, tokenUri.toDisplayString(), answer->errorText));
    const QJsonObject reply = QJsonDocument::fromJson(answer->body).object();
    const QByteArray token = reply.value(u"access_token").toString().toUtf8();
    if (answer->status != 200 || token.isEmpty()) {
        // OAuth's error shape: {"error": "invalid_grant", "error_description": "..."}.
        const QString reason = reply.value(u"error").toString();
        const QString description = reply.value(u"error_description").toString();
        return unauthenticated(CredentialsText::tr("%1: the token endpoint refused (HTTP %2%3)")
                                   .arg(what).arg(answer->status)
                                   .arg(reason.isEmpty() ? QString() : QStringLiteral(": ") + reason
                                            + (description.isEmpty() ? QString() : QStringLiteral(": ") + description)));
    }
    return token;
}

QUrl tokenUriOf(const QJsonObject &file)
{
    const QString uri = file.value(u"token_uri").toString();
    return QUrl(uri.isEmpty() ? QString::fromLatin1(kDefaultTokenUri) : uri);
}

QString quotaProject(const QJsonObject &file, const CredentialRequest &request)
{
    QString project = file.value(u"quota_project_id").toString();
    if (project.isEmpty())
        project = request.environment.value(QStringLiteral("GOOGLE_CLOUD_QUOTA_PROJECT"));
    return project.isEmpty() ? request.project : project;
}

SpannerResult<Credentials> fromAuthorizedUser(const QJsonObject &file, const QString &what, const CredentialRequest &request)
{
    Form form{{"grant_type", QStringLiteral("refresh_token")}};
    for (const char *field : {"client_id", "client_secret", "refresh_token"}) {
        const QString value = file.value(QLatin1StringView(field)).toString();
        if (value.isEmpty())
            return unauthenticated(CredentialsText::tr("%1: no %2").arg(what, QLatin1StringView(field)));
        form.append({QByteArray(field), value});
    }
    SpannerResult<QByteArray> token = exchangeAtTokenEndpoint(tokenUriOf(file), form, what, request);
    if (!token)
        return token.error();
    return Credentials{token.value(), quotaProject(file, request), what};
}

SpannerResult<Credentials> fromServiceAccount(const QJsonObject &file, const QString &what, const CredentialRequest &request)
{
    const QString email = file.value(u"client_email").toString();
    const QByteArray key = file.value(u"private_key").toString().toUtf8();
    if (email.isEmpty() || key.isEmpty())
        return unauthenticated(CredentialsText::tr("%1: no client_email or private_key").arg(what));
    const QUrl tokenUri = tokenUriOf(file);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QJsonObject header{{QStringLiteral("alg"), QStringLiteral("RS256")}, {QStringLiteral("typ"), QStringLiteral("JWT")}};
    if (file.contains(u"private_key_id"))
        header.insert(QStringLiteral("kid"), file.value(u"private_key_id"));
    const QJsonObject claims{
        {QStringLiteral("iss"), email},
        {QStringLiteral("scope"), QString::fromLatin1(kSpannerScopes)},
        {QStringLiteral("aud"), tokenUri.toString()},
        {QStringLiteral("iat"), now},
        {QStringLiteral("exp"), now + 3600},
    };
    SpannerResult<QByteArray> assertion = signJwt(header, claims, key);
    if (!assertion)
        return unauthenticated(what + QStringLiteral(": ") + assertion.error().message);
    const Form form{{"grant_type", QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")},
                    {"assertion", QString::fromLatin1(assertion.value())}};
    SpannerResult<QByteArray> token = exchangeAtTokenEndpoint(tokenUri, form, what, request);
    if (!token)
        return token.error();
    return Credentials{token.value(), QString(), what};
}

// The ADC file to use: GOOGLE_APPLICATION_CREDENTIALS (must exist), else gcloud's (may not).
QString adcPath(const QProcessEnvironment &environment, bool *explicitlyNamed)
{
    const QString named = environment.value(QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS"));
    *explicitlyNamed = !named.isEmpty();
    if (!named.isEmpty())
        return named;
    QString config = environment.value(QStringLiteral("CLOUDSDK_CONFIG"));
    if (config.isEmpty()) {
        const QString home = environment.value(QStringLiteral("HOME"));
        if (home.isEmpty())
            return {};
        config = home + QStringLiteral("/.config/gcloud");
    }
    return config + QStringLiteral("/application_default_credentials.json");
}

std::optional<SpannerResult<Credentials>> fromApplicationDefault(const CredentialRequest &request)
{
    bool named = false;
    const QString path = adcPath(request.environment, &named);
    if (path.isEmpty() || (!named && !QFileInfo::exists(path)))
        return std::nullopt;
    const QString what = CredentialsText::tr("Application Default Credentials %1").arg(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unauthenticated(CredentialsText::tr("%1: %2").arg(what, file.errorString()));
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    if (parseError.error != QJsonParseError::NoError)
        return unauthenticated(CredentialsText::tr("%1: not JSON (%2)").arg(what, parseError.errorString()));
    const QString type = json.value(u"type").toString();
    if (type == u"authorized_user")
        return fromAuthorizedUser(json, what + QStringLiteral(" (authorized_user)"), request);
    if (type == u"service_account")
        return fromServiceAccount(json, what + QStringLiteral(" (service_account)"), request);
    return unauthenticated(CredentialsText::tr("%1: type '%2' is not supported (authorized_user, service_account)").arg(what, type));
}

} // namespace

bool mayCarrySecrets(const QUrl &url)
{
    if (url.scheme() == u"https")
        return true;
    if (url.scheme() != u"http")
        return false;
    if (url.host() == u"localhost")
        return true;
    const QHostAddress address(url.host());
    return !address.isNull() && address.isLoopback();
}

SpannerResult<Credentials> findCredentials(const CredentialRequest &request)
{
    if (!request.accessTokenCommand.isEmpty()) {
        const QString what = CredentialsText::tr("--access-token-command");
        SpannerResult<QByteArray> token = tokenFromCommand(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), request.accessTokenCommand},
                                                           what, request);
        if (!token)
            return token.error();
        return Credentials{token.value(), QString(), what};
    }
    const QByteArray given = request.environment.value(QStringLiteral("SPANNER_ACCESS_TOKEN")).toUtf8().trimmed();
    if (!given.isEmpty())
        return Credentials{given, QString(), QStringLiteral("SPANNER_ACCESS_TOKEN")};
    if (std::optional<SpannerResult<Credentials>> adc = fromApplicationDefault(request))
        return *adc;
    const QStringList path = request.environment.value(QStringLiteral("PATH")).split(u':', Qt::SkipEmptyParts);
    const QString gcloud = QStandardPaths::findExecutable(QStringLiteral("gcloud"), path);
    if (!gcloud.isEmpty()) {
        const QString what = CredentialsText::tr("gcloud auth print-access-token");
        SpannerResult<QByteArray> token = tokenFromCommand(gcloud, {QStringLiteral("auth"), QStringLiteral("print-access-token")},
                                                           what, request);
        if (!token)
            return token.error();
        const QString quota = request.environment.value(QStringLiteral("GOOGLE_CLOUD_QUOTA_PROJECT"));
        return Credentials{token.value(), quota.isEmpty() ? request.project : quota, what};
    }
    return unauthenticated(CredentialsText::tr(
        "no credentials for Cloud Spanner: give --access-token-command or SPANNER_ACCESS_TOKEN, set "
        "GOOGLE_APPLICATION_CREDENTIALS, run 'gcloud auth application-default login', or put gcloud on PATH "
        "(for the emulator, set SPANNER_EMULATOR_HOST)"));
}

} // namespace ssd::spanner
