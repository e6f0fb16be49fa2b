#pragma once

// spanner:// inputs of the CLI: connecting with the command line's options (endpoint,
// credentials, timeout) and reading the live schema. Every failure is printed as
// "URI: error: CODE: message" and the caller exits with ExitFailure.

#include "clicommon.h"
#include "connection.h"
#include "liveschema.h"

namespace ssd::cli {

struct OpenedDatabase
{
    spanner::DatabaseName name;
    spanner::Connection connection;
};

std::optional<OpenedDatabase> openDatabase(const CommandLine &commandLine, const QString &uri);

// Parses the live schema in its own dialect (a --dialect that differs is a warning).
std::optional<LoadedSchema> parseLiveSchema(const CommandLine &commandLine, const QString &uri,
                                            const spanner::LiveSchema &live);

// openDatabase, readLiveSchema, parseLiveSchema: what loadSchema does for a spanner:// input.
std::optional<LoadedSchema> loadDatabaseSchema(const CommandLine &commandLine, const QString &uri);

} // namespace ssd::cli
