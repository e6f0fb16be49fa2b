#include "httpexchange.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace ssd::spanner {

namespace {

struct HttpExchangeText
{
    Q_DECLARE_TR_FUNCTIONS(SpannerClient)
};

} // namespace

SpannerError cancelledError()
{
    return makeError(SpannerError::Cancelled, HttpExchangeText::tr("cancelled"));
}

SpannerResult<HttpAnswer> exchange(QNetworkAccessManager &network, const QNetworkRequest &request,
                                   const QByteArray &verb, const QByteArray &body,
                                   std::chrono::milliseconds timeout,
                                   const std::function<bool()> &cancelled, const QString &what)
{
    QNetworkReply *reply = network.sendCustomRequest(request, verb, body);
    QEventLoop loop;
    QTimer callTimer, cancelCheck;
    callTimer.setSingleShot(true);
    std::optional<SpannerError> stopped;
    QObject::connect(&callTimer, &QTimer::timeout, &loop, [&] {
        stopped = makeError(SpannerError::DeadlineExceeded,
                            HttpExchangeText::tr("%1: no answer within %2 s").arg(what).arg(timeout.count() / 1000.0));
        reply->abort();
    });
    QObject::connect(&cancelCheck, &QTimer::timeout, &loop, [&] {
        if (cancelled && cancelled() && !stopped) {
            stopped = cancelledError();
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    cancelCheck.start(kCancelCheckInterval);
    callTimer.start(timeout);
    if (!reply->isFinished())
        loop.exec();

    HttpAnswer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->isOpen() ? reply->readAll() : QByteArray();
    answer.error = reply->error();
    answer.errorText = reply->errorString();
    // Not deleteLater(): a synchronous caller may make thousands of calls before any event loop
    // of its own runs, and the reply is no longer in use (its slots only quit `loop`).
    delete reply;
    if (stopped)
        return *stopped;
    return answer;
}

} // namespace ssd::spanner
