#pragma once

// One synchronous HTTP exchange: the request goes out, a local event loop runs until the answer,
// the timeout or a cancellation. Shared by the Spanner client and the token exchanges of
// credentials.h, so both time out and cancel the same way.

#include "spannererror.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <chrono>
#include <functional>

namespace ssd::spanner {

struct HttpAnswer
{
    int status = 0; // 0: no HTTP answer at all (refused, unreachable, reset)
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QString errorText; // the transport's description of `error`
};

// `what` names the exchange in the timeout's message ("GET projects/p/..."); it must not carry
// secrets. DeadlineExceeded after `timeout`, Cancelled soon after `cancelled()` turns true.
SpannerResult<HttpAnswer> exchange(QNetworkAccessManager &network, const QNetworkRequest &request,
                                   const QByteArray &verb, const QByteArray &body,
                                   std::chrono::milliseconds timeout,
                                   const std::function<bool()> &cancelled, const QString &what);

// How often a waiting call looks at its cancel flag: short enough that Cancel feels immediate.
constexpr std::chrono::milliseconds kCancelCheckInterval{20};

SpannerError cancelledError();

} // namespace ssd::spanner
