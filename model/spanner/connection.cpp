#include "connection.h"

#include <QCoreApplication>

namespace ssd::spanner {

namespace {

struct ConnectionText
{
    Q_DECLARE_TR_FUNCTIONS(Connection)
};

} // namespace

SpannerResult<Connection> connectTo(const DatabaseName &database, const ConnectOptions &options)
{
    SpannerResult<Endpoint> endpoint = resolveEndpoint(options.endpoint, options.environment);
    if (!endpoint)
        return endpoint.error();
    ClientOptions clientOptions;
    clientOptions.endpoint = endpoint->url;
    clientOptions.connectTimeout = options.connectTimeout;
    Connection connection{std::make_unique<SpannerClient>(clientOptions), endpoint.value(), QString()};
    if (endpoint->emulator)
        return connection;
    if (!mayCarrySecrets(endpoint->url))
        return makeError(SpannerError::InvalidArgument,
                         ConnectionText::tr("%1 is plain http and not a loopback address: no token is sent there "
                                            "(use https, or set SPANNER_EMULATOR_HOST for an emulator)")
                             .arg(endpoint->url.toDisplayString()));
    CredentialRequest request;
    request.accessTokenCommand = options.accessTokenCommand;
    request.environment = options.environment;
    request.project = database.project;
    request.cancelled = options.cancelled;
    SpannerResult<Credentials> credentials = findCredentials(request);
    if (!credentials)
        return credentials.error();
    connection.client->setAccessToken(credentials->accessToken);
    connection.client->setUserProject(credentials->userProject);
    connection.credentialSource = credentials->source;
    return connection;
}

} // namespace ssd::spanner
