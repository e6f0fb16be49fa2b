#pragma once

// Who we are to Cloud Spanner: a bearer token, found in this order
//   1. --access-token-command CMD (its standard output), else SPANNER_ACCESS_TOKEN;
//   2. Application Default Credentials: the file GOOGLE_APPLICATION_CREDENTIALS names, else
//      gcloud's application_default_credentials.json ($CLOUDSDK_CONFIG, else ~/.config/gcloud):
//      "authorized_user" (its refresh token exchanged at the token endpoint) or
//      "service_account" (an RS256-signed JWT exchanged there, signed with OpenSSL's libcrypto);
//   3. `gcloud auth print-access-token` when gcloud is on PATH.
// User credentials (authorized_user, gcloud) bill a quota project: x-goog-user-project is their
// quota_project_id, else GOOGLE_CLOUD_QUOTA_PROJECT, else the database's project.
//
// Tokens, refresh tokens and keys live only in memory: they are never written to a file, a
// log or an error message (messages name the source, never the secret), and are never sent over
// plain http except to a loopback address.

#include "spannererror.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QUrl>

#include <chrono>
#include <functional>

namespace ssd::spanner {

struct Credentials
{
    QByteArray accessToken;
    QString userProject; // x-goog-user-project; empty for service accounts and given tokens
    QString source;      // where the token came from, for --verbose ("SPANNER_ACCESS_TOKEN" ...)
};

struct CredentialRequest
{
    QString accessTokenCommand;       // --access-token-command; empty: not given
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString project;                  // the database's project (default quota project)
    std::chrono::milliseconds timeout{30'000}; // a command or a token exchange
    std::function<bool()> cancelled;  // polled while waiting
};

SpannerResult<Credentials> findCredentials(const CredentialRequest &request);

// http is for loopback only (tests, local proxies): anything else must be https before a
// secret is sent to it.
bool mayCarrySecrets(const QUrl &url);

} // namespace ssd::spanner
