// Where and who: database URIs, the endpoint from --endpoint / SPANNER_EMULATOR_HOST /
// SPANNER_EMULATOR_REST_HOST, and every link of the credentials chain against a token endpoint
// and a Spanner REST server that the test runs on 127.0.0.1 (the service account's JWT is
// verified with the public half of a key the test makes). Secrets never appear in messages.

#include "cannedserver.h"
#include "connection.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include <memory>

using namespace ssd;
using namespace ssd::spanner;

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

const DatabaseName kDatabase{S("db-project"), S("inst"), S("music")};

// Answers the token endpoint's POST /token and Spanner's GET .../ddl.
struct FakeGoogle
{
    CannedServer server{[this](const QByteArray &request) -> std::optional<CannedServer::Answer> {
        if (request.startsWith("POST /token"))
            return tokenAnswer;
        return CannedServer::Answer{200, R"json({"statements":["CREATE TABLE T (\n  A INT64,\n) PRIMARY KEY(A)"]})json"};
    }};
    CannedServer::Answer tokenAnswer{200, R"({"access_token":"ya29.from-endpoint","expires_in":3599,"token_type":"Bearer"})"};

    QString url() const { return server.url().toString(); }
    // The head of the first request to Spanner (not to /token).
    QByteArray spannerHead() const
    {
        for (const QByteArray &head : server.heads)
            if (!head.startsWith("POST /token"))
                return head;
        return {};
    }
    QByteArray tokenForm() const
    {
        for (const QByteArray &request : server.requests)
            if (request.startsWith("POST /token "))
                return request.mid(12);
        return {};
    }
};

QProcessEnvironment bareEnvironment(const QString &home)
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("PATH"), home + QStringLiteral("/bin"));
    return environment;
}

QString writeFile(const QString &path, const QByteArray &content, bool executable = false)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    if (executable)
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return path;
}

QByteArray headerValue(const QByteArray &head, const QByteArray &name)
{
    for (const QByteArray &line : head.split('\n'))
        if (line.toLower().startsWith(name.toLower() + ':'))
            return line.mid(name.size() + 1).trimmed();
    return {};
}

// An RSA key made for this test: its private PEM and its public half.
struct TestKey
{
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key{EVP_RSA_gen(2048), EVP_PKEY_free};
    QByteArray privatePem() const
    {
        std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
        PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
        char *data = nullptr;
        const long size = BIO_get_mem_data(bio.get(), &data);
        return QByteArray(data, size);
    }
    bool verifies(const QByteArray &signingInput, const QByteArray &signature) const
    {
        std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), EVP_MD_CTX_free);
        return EVP_DigestVerifyInit(context.get(), nullptr, EVP_sha256(), nullptr, key.get()) == 1
            && EVP_DigestVerify(context.get(), reinterpret_cast<const unsigned char *>(signature.constData()), size_t(signature.size()),
                                reinterpret_cast<const unsigned char *>(signingInput.constData()), size_t(signingInput.size())) == 1;
    }
};

QByteArray fromBase64Url(const QByteArray &text)
{
    return QByteArray::fromBase64(text, QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

class TestCredentials : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void databaseUris_data();
    void databaseUris();
    void endpoints_data();
    void endpoints();
    void accessTokenCommand();
    void accessTokenCommandFails();
    void accessTokenFromEnvironment();
    void authorizedUser_data();
    void authorizedUser();
    void authorizedUserRefused();
    void serviceAccountJwt();
    void gcloudOnPath();
    void noCredentials();
    void emulatorNeedsNone();
    void secretsOnlyOverHttpsOrLoopback();

private:
    ConnectOptions connectOptions(const QString &endpoint, const QString &tokenCommand) const
    {
        ConnectOptions options;
        options.endpoint = endpoint;
        options.accessTokenCommand = tokenCommand;
        options.environment = m_environment;
        return options;
    }

    std::unique_ptr<QTemporaryDir> m_home;
    QProcessEnvironment m_environment;
};

void TestCredentials::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(QDir(m_home->path()).mkpath(QStringLiteral("bin")));
    m_environment = bareEnvironment(m_home->path());
}

void TestCredentials::databaseUris_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("path"); // empty: refused
    QTest::addColumn<QString>("why");
    QTest::newRow("plain") << S("spanner://projects/p1/instances/prod/databases/music") << S("projects/p1/instances/prod/databases/music") << QString();
    QTest::newRow("domain project") << S("spanner://projects/example.com:p1/instances/i-1/databases/d_2") << S("projects/example.com:p1/instances/i-1/databases/d_2") << QString();
    QTest::newRow("no database") << S("spanner://projects/p/instances/i") << QString() << S("the path is not projects/P/instances/I/databases/D");
    QTest::newRow("trailing slash") << S("spanner://projects/p/instances/i/databases/d/") << QString() << S("the path is not");
    QTest::newRow("upper case database") << S("spanner://projects/p/instances/i/databases/Music") << QString() << S("'Music' is not a database id");
    QTest::newRow("other scheme") << S("gs://projects/p/instances/i/databases/d") << QString() << S("does not start with spanner://");
}

void TestCredentials::databaseUris()
{
    QFETCH(QString, uri);
    QFETCH(QString, path);
    QFETCH(QString, why);
    const SpannerResult<DatabaseName> name = parseDatabaseUri(uri);
    if (path.isEmpty()) {
        QVERIFY(!name);
        QCOMPARE(name.error().code, int(SpannerError::InvalidArgument));
        QVERIFY2(name.error().message.contains(why), qPrintable(name.error().message));
        return;
    }
    QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
    QCOMPARE(name->path(), path);
    QCOMPARE(name->uri(), uri);
}

void TestCredentials::endpoints_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("emulatorHost");
    QTest::addColumn<QString>("restHost");
    QTest::addColumn<QString>("url"); // empty: refused
    QTest::addColumn<bool>("emulator");
    QTest::newRow("cloud spanner") << QString() << QString() << QString() << S("https://spanner.googleapis.com") << false;
    QTest::newRow("emulator defaults") << QString() << S("localhost:9010") << QString() << S("http://localhost:9020") << true;
    QTest::newRow("emulator rest host") << QString() << S("127.0.0.1:9010") << S("127.0.0.1:7777") << S("http://127.0.0.1:7777") << true;
    QTest::newRow("endpoint wins") << S("http://127.0.0.1:1234") << S("127.0.0.1:9010") << S("127.0.0.1:7777") << S("http://127.0.0.1:1234") << true;
    QTest::newRow("endpoint for cloud") << S("https://eu-spanner.example.com/") << QString() << QString() << S("https://eu-spanner.example.com") << false;
    QTest::newRow("endpoint with a path") << S("http://127.0.0.1:1/v1") << QString() << QString() << QString() << false;
    QTest::newRow("emulator host without port") << QString() << S("localhost") << QString() << QString() << true;
}

void TestCredentials::endpoints()
{
    QFETCH(QString, option);
    QFETCH(QString, emulatorHost);
    QFETCH(QString, restHost);
    QFETCH(QString, url);
    QFETCH(bool, emulator);
    QProcessEnvironment environment;
    if (!emulatorHost.isEmpty())
        environment.insert(QStringLiteral("SPANNER_EMULATOR_HOST"), emulatorHost);
    if (!restHost.isEmpty())
        environment.insert(QStringLiteral("SPANNER_EMULATOR_REST_HOST"), restHost);
    const SpannerResult<Endpoint> endpoint = resolveEndpoint(option, environment);
    if (url.isEmpty()) {
        QVERIFY(!endpoint);
        QCOMPARE(endpoint.error().code, int(SpannerError::InvalidArgument));
        return;
    }
    QVERIFY2(endpoint, qPrintable(endpoint ? QString() : endpoint.error().message));
    QCOMPARE(endpoint->url.toString(), url);
    QCOMPARE(endpoint->emulator, emulator);
}

void TestCredentials::accessTokenCommand()
{
    FakeGoogle google;
    ConnectOptions options = connectOptions(google.url(), S("printf 'tok-from-cmd\\n'"));
    // The command wins over the variable.
    options.environment.insert(QStringLiteral("SPANNER_ACCESS_TOKEN"), QStringLiteral("tok-from-env"));
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY2(connection, qPrintable(connection ? QString() : connection.error().toString()));
    QCOMPARE(connection->credentialSource, S("--access-token-command"));
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray("Bearer tok-from-cmd"));
    QCOMPARE(headerValue(google.spannerHead(), "x-goog-user-project"), QByteArray());
}

void TestCredentials::accessTokenCommandFails()
{
    ConnectOptions options = connectOptions(S("http://127.0.0.1:9"), S("echo 'not logged in' >&2; echo secret-partial; exit 3"));
    const SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(!connection);
    QCOMPARE(connection.error().code, int(SpannerError::Unauthenticated));
    QCOMPARE(connection.error().message, S("--access-token-command failed (exit status 3): not logged in"));
}

void TestCredentials::accessTokenFromEnvironment()
{
    FakeGoogle google;
    ConnectOptions options = connectOptions(google.url(), QString());
    options.environment.insert(QStringLiteral("SPANNER_ACCESS_TOKEN"), QStringLiteral("tok-from-env"));
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(connection);
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray("Bearer tok-from-env"));
}

void TestCredentials::authorizedUser_data()
{
    QTest::addColumn<bool>("viaVariable"); // GOOGLE_APPLICATION_CREDENTIALS, else gcloud's file
    QTest::addColumn<QString>("quotaProject");
    QTest::addColumn<QByteArray>("userProject");
    QTest::newRow("GOOGLE_APPLICATION_CREDENTIALS, quota project") << true << S("billing-p") << QByteArray("billing-p");
    QTest::newRow("gcloud's file, the database's project") << false << QString() << QByteArray("db-project");
}

void TestCredentials::authorizedUser()
{
    QFETCH(bool, viaVariable);
    QFETCH(QString, quotaProject);
    QFETCH(QByteArray, userProject);
    FakeGoogle google;
    QJsonObject adc{{S("type"), S("authorized_user")}, {S("client_id"), S("cid.apps")}, {S("client_secret"), S("csecret")},
                    {S("refresh_token"), S("1//r+t/x")}, {S("token_uri"), google.url() + S("/token")}};
    if (!quotaProject.isEmpty())
        adc.insert(S("quota_project_id"), quotaProject);
    const QString folder = viaVariable ? m_home->path() : m_home->path() + S("/.config/gcloud");
    QVERIFY(QDir().mkpath(folder));
    const QString path = writeFile(folder + (viaVariable ? S("/user.json") : S("/application_default_credentials.json")),
                                   QJsonDocument(adc).toJson());
    ConnectOptions options = connectOptions(google.url(), QString());
    if (viaVariable)
        options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), path);
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY2(connection, qPrintable(connection ? QString() : connection.error().toString()));
    QCOMPARE(connection->credentialSource, S("Application Default Credentials %1 (authorized_user)").arg(path));
    QCOMPARE(google.tokenForm(), QByteArray("grant_type=refresh_token&client_id=cid.apps&client_secret=csecret&refresh_token=1%2F%2Fr%2Bt%2Fx"));
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray("Bearer ya29.from-endpoint"));
    QCOMPARE(headerValue(google.spannerHead(), "x-goog-user-project"), userProject);
}

void TestCredentials::authorizedUserRefused()
{
    FakeGoogle google;
    google.tokenAnswer = {400, R"({"error":"invalid_grant","error_description":"Token has been expired or revoked."})"};
    const QJsonObject adc{{S("type"), S("authorized_user")}, {S("client_id"), S("cid")}, {S("client_secret"), S("csecret-value")},
                          {S("refresh_token"), S("refresh-secret")}, {S("token_uri"), google.url() + S("/token")}};
    ConnectOptions options = connectOptions(google.url(), QString());
    options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), writeFile(m_home->path() + S("/adc.json"), QJsonDocument(adc).toJson()));
    const SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(!connection);
    QCOMPARE(connection.error().code, int(SpannerError::Unauthenticated));
    const QString message = connection.error().message;
    QVERIFY2(message.endsWith(u"(authorized_user): the token endpoint refused (HTTP 400: invalid_grant: Token has been expired or revoked.)"),
             qPrintable(message));
    QVERIFY(!message.contains(u"refresh-secret") && !message.contains(u"csecret-value"));
}

void TestCredentials::serviceAccountJwt()
{
    FakeGoogle google;
    TestKey key;
    QVERIFY(key.key);
    const QString tokenUri = google.url() + S("/token");
    const QJsonObject adc{{S("type"), S("service_account")}, {S("client_email"), S("robot@p.iam.gserviceaccount.com")},
                          {S("private_key_id"), S("kid-7")}, {S("private_key"), QString::fromLatin1(key.privatePem())},
                          {S("token_uri"), tokenUri}};
    ConnectOptions options = connectOptions(google.url(), QString());
    options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), writeFile(m_home->path() + S("/sa.json"), QJsonDocument(adc).toJson()));
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY2(connection, qPrintable(connection ? QString() : connection.error().toString()));
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray("Bearer ya29.from-endpoint"));
    QCOMPARE(headerValue(google.spannerHead(), "x-goog-user-project"), QByteArray()); // not user credentials

    const QByteArray form = google.tokenForm();
    QVERIFY2(form.startsWith("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion="), form.constData());
    const QByteArrayList parts = form.mid(form.indexOf("assertion=") + 10).split('.');
    QCOMPARE(parts.size(), 3);
    QVERIFY2(key.verifies(parts[0] + '.' + parts[1], fromBase64Url(parts[2])), "the JWT's RS256 signature does not verify");
    const QJsonObject header = QJsonDocument::fromJson(fromBase64Url(parts[0])).object();
    QCOMPARE(header.value(u"alg").toString(), S("RS256"));
    QCOMPARE(header.value(u"kid").toString(), S("kid-7"));
    const QJsonObject claims = QJsonDocument::fromJson(fromBase64Url(parts[1])).object();
    QCOMPARE(claims.value(u"iss").toString(), S("robot@p.iam.gserviceaccount.com"));
    QCOMPARE(claims.value(u"aud").toString(), tokenUri);
    QVERIFY(claims.value(u"scope").toString().contains(u"auth/spanner.data"));
    QCOMPARE(claims.value(u"exp").toInteger() - claims.value(u"iat").toInteger(), 3600);
    QVERIFY(qAbs(claims.value(u"iat").toInteger() - QDateTime::currentSecsSinceEpoch()) < 60);

    // A key that is not one: a clear error that never quotes it.
    QJsonObject broken = adc;
    broken.insert(S("private_key"), S("-----BEGIN PRIVATE KEY-----\nnot-a-key-secret\n-----END PRIVATE KEY-----\n"));
    options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), writeFile(m_home->path() + S("/broken.json"), QJsonDocument(broken).toJson()));
    const SpannerResult<Connection> refused = connectTo(kDatabase, options);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.endsWith(u"(service_account): the private_key is not a PEM private key"), qPrintable(refused.error().message));
    QVERIFY(!refused.error().message.contains(u"not-a-key-secret"));
}

void TestCredentials::gcloudOnPath()
{
    FakeGoogle google;
    // A gcloud that only knows `auth print-access-token`.
    QVERIFY(!writeFile(m_home->path() + S("/bin/gcloud"),
                       "#!/bin/sh\n[ \"$1 $2\" = 'auth print-access-token' ] || exit 9\necho tok-from-gcloud\n", true).isEmpty());
    m_environment.insert(S("PATH"), m_home->path() + S("/bin:/usr/bin:/bin"));
    ConnectOptions options = connectOptions(google.url(), QString());
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY2(connection, qPrintable(connection ? QString() : connection.error().toString()));
    QCOMPARE(connection->credentialSource, S("gcloud auth print-access-token"));
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray("Bearer tok-from-gcloud"));
    QCOMPARE(headerValue(google.spannerHead(), "x-goog-user-project"), QByteArray("db-project"));
}

void TestCredentials::noCredentials()
{
    ConnectOptions options = connectOptions(S("https://127.0.0.1:9"), QString());
    const SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(!connection);
    QCOMPARE(connection.error().code, int(SpannerError::Unauthenticated));
    QVERIFY2(connection.error().message.startsWith(u"no credentials for Cloud Spanner"), qPrintable(connection.error().message));
    // GOOGLE_APPLICATION_CREDENTIALS naming a missing file is an error, not a fall-through.
    options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), m_home->path() + S("/missing.json"));
    const SpannerResult<Connection> missing = connectTo(kDatabase, options);
    QVERIFY(!missing);
    QVERIFY2(missing.error().message.contains(u"missing.json"), qPrintable(missing.error().message));
}

void TestCredentials::emulatorNeedsNone()
{
    FakeGoogle google;
    ConnectOptions options = connectOptions(google.url(), QString());
    options.environment.insert(S("SPANNER_EMULATOR_HOST"), S("127.0.0.1:9010"));
    options.environment.insert(S("SPANNER_ACCESS_TOKEN"), S("never-sent"));
    SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(connection);
    QVERIFY(connection->endpoint.emulator);
    QVERIFY(connection->client->getDdl(kDatabase));
    QCOMPARE(headerValue(google.spannerHead(), "Authorization"), QByteArray());
}

void TestCredentials::secretsOnlyOverHttpsOrLoopback()
{
    QVERIFY(mayCarrySecrets(QUrl(S("https://spanner.googleapis.com"))));
    QVERIFY(mayCarrySecrets(QUrl(S("http://127.0.0.1:9020"))));
    QVERIFY(mayCarrySecrets(QUrl(S("http://[::1]:9020"))));
    QVERIFY(!mayCarrySecrets(QUrl(S("http://spanner.example.com"))));
    ConnectOptions options = connectOptions(S("http://spanner.example.com"), QString());
    options.environment.insert(S("SPANNER_ACCESS_TOKEN"), S("tok"));
    const SpannerResult<Connection> connection = connectTo(kDatabase, options);
    QVERIFY(!connection);
    QVERIFY2(connection.error().message.contains(u"no token is sent there"), qPrintable(connection.error().message));
    const QJsonObject adc{{S("type"), S("authorized_user")}, {S("client_id"), S("c")}, {S("client_secret"), S("s")},
                          {S("refresh_token"), S("r")}, {S("token_uri"), S("http://tokens.example.com/token")}};
    options.endpoint = S("https://127.0.0.1:9");
    options.environment.remove(S("SPANNER_ACCESS_TOKEN"));
    options.environment.insert(S("GOOGLE_APPLICATION_CREDENTIALS"), writeFile(m_home->path() + S("/http.json"), QJsonDocument(adc).toJson()));
    const SpannerResult<Connection> plain = connectTo(kDatabase, options);
    QVERIFY(!plain);
    QVERIFY2(plain.error().message.contains(u"is neither https nor a loopback address"), qPrintable(plain.error().message));
}

QTEST_GUILESS_MAIN(TestCredentials)
#include "tst_credentials.moc"
