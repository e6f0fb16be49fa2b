#include "endpoint.h"

#include <QCoreApplication>

namespace ssd::spanner {

namespace {

struct EndpointText
{
    Q_DECLARE_TR_FUNCTIONS(Endpoint)
};

const char kProductionUrl[] = "https://spanner.googleapis.com";

// host:port (the form of both emulator variables), or a URL.
SpannerResult<QUrl> urlOfHostPort(const QString &value, const QString &origin, int portOffset)
{
    const QString text = value.trimmed();
    const QUrl url = QUrl(text.contains(u"://") ? text : QStringLiteral("http://") + text, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || url.port() <= 0 || url.port() + portOffset > 65535
        || (url.path() != u"" && url.path() != u"/"))
        return makeError(SpannerError::InvalidArgument,
                         EndpointText::tr("%1='%2' is not HOST:PORT").arg(origin, value));
    QUrl rest;
    rest.setScheme(url.scheme());
    rest.setHost(url.host());
    rest.setPort(url.port() + portOffset);
    return rest;
}

} // namespace

SpannerResult<Endpoint> resolveEndpoint(const QString &endpointOption, const QProcessEnvironment &environment)
{
    const QString emulatorHost = environment.value(QStringLiteral("SPANNER_EMULATOR_HOST"));
    const bool emulator = !emulatorHost.trimmed().isEmpty();
    if (!endpointOption.isEmpty()) {
        const QUrl url(endpointOption, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty()
            || (url.path() != u"" && url.path() != u"/"))
            return makeError(SpannerError::InvalidArgument,
                             EndpointText::tr("--endpoint '%1' is not an http:// or https:// URL without a path")
                                 .arg(endpointOption));
        QUrl base = url;
        base.setPath(QString());
        return Endpoint{base, emulator, QStringLiteral("--endpoint")};
    }
    if (emulator) {
        const QString restHost = environment.value(QStringLiteral("SPANNER_EMULATOR_REST_HOST"));
        SpannerResult<QUrl> url = restHost.trimmed().isEmpty()
            ? urlOfHostPort(emulatorHost, QStringLiteral("SPANNER_EMULATOR_HOST"), 10)
            : urlOfHostPort(restHost, QStringLiteral("SPANNER_EMULATOR_REST_HOST"), 0);
        if (!url)
            return url.error();
        return Endpoint{url.value(), true,
                        restHost.trimmed().isEmpty() ? QStringLiteral("SPANNER_EMULATOR_HOST (gRPC port + 10)")
                                                     : QStringLiteral("SPANNER_EMULATOR_REST_HOST")};
    }
    return Endpoint{QUrl(QString::fromLatin1(kProductionUrl)), false, QStringLiteral("Cloud Spanner")};
}

} // namespace ssd::spanner
