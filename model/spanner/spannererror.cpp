#include "spannererror.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace ssd::spanner {

namespace {

constexpr const char *kStatusNames[] = {
    "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
    "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",
    "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED",
};
constexpr int kStatusCount = int(sizeof kStatusNames / sizeof kStatusNames[0]);

int codeFromStatusName(const QString &name)
{
    for (int code = 0; code < kStatusCount; ++code)
        if (name == QLatin1String(kStatusNames[code]))
            return code;
    return SpannerError::Unknown;
}

} // namespace

QString statusName(int code)
{
    if (code >= 0 && code < kStatusCount)
        return QString::fromLatin1(kStatusNames[code]);
    return QStringLiteral("CODE_%1").arg(code);
}

SpannerError makeError(int code, const QString &message, int httpStatus)
{
    return SpannerError{code, statusName(code), message, httpStatus};
}

QString SpannerError::toString() const
{
    return status.isEmpty() ? message : status + QStringLiteral(": ") + message;
}

std::optional<SpannerError> errorFromJson(const QByteArray &body, int httpStatus)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    SpannerError error;
    error.httpStatus = httpStatus;
    if (root.value(u"error").isObject()) {
        // Production (Google's API front end): the HTTP status in "code", the rpc code by name.
        const QJsonObject inner = root.value(u"error").toObject();
        error.status = inner.value(u"status").toString();
        error.code = error.status.isEmpty() ? SpannerError::Unknown : codeFromStatusName(error.status);
        error.message = inner.value(u"message").toString();
    } else if (root.value(u"code").isDouble()) {
        // The emulator's gateway and every Operation.error: the rpc code itself.
        error.code = root.value(u"code").toInt();
        error.status = statusName(error.code);
        error.message = root.value(u"message").toString();
    } else {
        return std::nullopt;
    }
    return error;
}

} // namespace ssd::spanner
