#pragma once

// A client ready to talk to one database: the endpoint (endpoint.h) and, for Cloud Spanner, the
// credentials (credentials.h). What the CLI and the designer call before any Spanner work.

#include "credentials.h"
#include "databasename.h"
#include "endpoint.h"
#include "spannerclient.h"

#include <memory>

namespace ssd::spanner {

struct ConnectOptions
{
    QString endpoint;           // --endpoint URL; empty: from the environment
    QString accessTokenCommand; // --access-token-command CMD
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    std::chrono::milliseconds connectTimeout{10'000};
    std::function<bool()> cancelled;
};

struct Connection
{
    std::unique_ptr<SpannerClient> client;
    Endpoint endpoint;
    QString credentialSource; // empty for the emulator
};

SpannerResult<Connection> connectTo(const DatabaseName &database, const ConnectOptions &options);

} // namespace ssd::spanner
