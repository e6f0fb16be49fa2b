#pragma once

// Where the REST API of a database is, and whether it is the emulator (no credentials):
//   --endpoint URL                 that URL (the emulator when SPANNER_EMULATOR_HOST is set too)
//   SPANNER_EMULATOR_HOST=h:p      the emulator; h:p is its gRPC side (the variable every Spanner
//                                  tool reads); REST is SPANNER_EMULATOR_REST_HOST when set, else
//                                  h:(p + 10) (the emulator's defaults are 9010 and 9020)
//   neither                        Cloud Spanner, https://spanner.googleapis.com

#include "spannererror.h"

#include <QProcessEnvironment>
#include <QUrl>

namespace ssd::spanner {

struct Endpoint
{
    QUrl url;
    bool emulator = false; // talk without credentials
    QString origin;        // what chose it, for --verbose: "--endpoint", "SPANNER_EMULATOR_HOST" ...
};

SpannerResult<Endpoint> resolveEndpoint(const QString &endpointOption, const QProcessEnvironment &environment);

} // namespace ssd::spanner
