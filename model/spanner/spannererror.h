#pragma once

// Errors of the Spanner client as values. `code` is the google.rpc.Code Spanner reports
// (3 INVALID_ARGUMENT, 5 NOT_FOUND, 6 ALREADY_EXISTS, 9 FAILED_PRECONDITION ...), or one of the
// transport codes below when no answer came (4 DEADLINE_EXCEEDED, 14 UNAVAILABLE). `message` is
// Spanner's own text, unchanged, so that a user sees exactly what Spanner said.

#include "expected.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ssd::spanner {

struct SpannerError
{
    // The google.rpc.Code values the client produces itself or branches on.
    enum Code : int {
        Ok = 0,
        Cancelled = 1,
        Unknown = 2,
        InvalidArgument = 3,
        DeadlineExceeded = 4,
        NotFound = 5,
        AlreadyExists = 6,
        PermissionDenied = 7,
        FailedPrecondition = 9,
        Aborted = 10,
        Internal = 13,
        Unavailable = 14,
        Unauthenticated = 16,
    };

    int code = Unknown;
    QString status;     // "INVALID_ARGUMENT" ...: production's name, else derived from the code
    QString message;    // Spanner's message, or what went wrong on the way
    int httpStatus = 0; // 0 when no HTTP answer came (refused, timed out, cancelled)

    // "INVALID_ARGUMENT: Table X references nonexistent key column B."
    QString toString() const;
};

// An error the client makes itself (status = statusName(code)).
SpannerError makeError(int code, const QString &message, int httpStatus = 0);

// The canonical name of a google.rpc.Code ("NOT_FOUND"); "CODE_42" for unknown values.
QString statusName(int code);

// The error in a JSON body, in either shape:
//   emulator:   {"code": 9, "message": "..."}
//   production: {"error": {"code": 400, "message": "...", "status": "FAILED_PRECONDITION"}}
//   operation:  {"code": 9, "message": "..."} as an Operation's "error" member (same as the emulator)
// Production's "code" is the HTTP status; the rpc code then comes from "status". nullopt when
// the body carries neither shape.
std::optional<SpannerError> errorFromJson(const QByteArray &body, int httpStatus);

template<typename T>
using SpannerResult = Expected<T, SpannerError>;

// For calls without a value: an empty optional means success.
using SpannerStatus = std::optional<SpannerError>;

} // namespace ssd::spanner
