#include "livedatabase.h"

#include "liveschema.h"

#include <QCoreApplication>

namespace ssd::cli {

namespace {

struct LiveDatabase
{
    Q_DECLARE_TR_FUNCTIONS(LiveDatabase)
};

} // namespace

std::optional<OpenedDatabase> openDatabase(const CommandLine &commandLine, const QString &uri)
{
    spanner::SpannerResult<spanner::DatabaseName> name = spanner::parseDatabaseUri(uri);
    if (!name) {
        printError(uri, name.error().message);
        return std::nullopt;
    }
    spanner::SpannerResult<spanner::Connection> connection = spanner::connectTo(name.value(), commandLine.connectOptions());
    if (!connection) {
        printError(uri, connection.error().toString());
        return std::nullopt;
    }
    if (commandLine.verbose())
        printNote(uri, connection->endpoint.emulator
                           ? LiveDatabase::tr("the emulator at %1 (%2)").arg(connection->endpoint.url.toDisplayString(), connection->endpoint.origin)
                           : LiveDatabase::tr("%1 (%2), credentials from %3")
                                 .arg(connection->endpoint.url.toDisplayString(), connection->endpoint.origin, connection->credentialSource));
    return OpenedDatabase{name.value(), std::move(connection).value()};
}

std::optional<LoadedSchema> parseLiveSchema(const CommandLine &commandLine, const QString &uri, const spanner::LiveSchema &live)
{
    if (commandLine.dialect() && *commandLine.dialect() != live.dialect)
        printMessage(uri, Diagnostic::Severity::Warning,
                     LiveDatabase::tr("--dialect %1 ignored: the database is %2")
                         .arg(dialectName(*commandLine.dialect()), dialectName(live.dialect)));
    ParseOptions options;
    options.dialect = live.dialect;
    const QString text = live.ddlText();
    ParseResult result = parseDdl(text, options);
    result.dialectReason = LiveDatabase::tr("the database's database_dialect option");
    if (commandLine.verbose())
        printNote(uri, LiveDatabase::tr("dialect %1 (%2), %n statement(s)", nullptr, int(live.statements.size()))
                           .arg(dialectName(result.dialect), result.dialectReason));
    printDiagnostics(uri, result.diagnostics);
    if (!result.ok())
        return std::nullopt;
    return LoadedSchema{uri, std::move(result), text, std::nullopt, live.constraintNames};
}

std::optional<LoadedSchema> loadDatabaseSchema(const CommandLine &commandLine, const QString &uri)
{
    std::optional<OpenedDatabase> database = openDatabase(commandLine, uri);
    if (!database)
        return std::nullopt;
    spanner::SpannerResult<spanner::LiveSchema> live = spanner::readLiveSchema(*database->connection.client, database->name);
    if (!live) {
        printError(uri, live.error().toString());
        return std::nullopt;
    }
    return parseLiveSchema(commandLine, uri, live.value());
}

} // namespace ssd::cli
