#pragma once

// The service-account assertion of OAuth 2.0's JWT bearer grant (RFC 7523): header and claims
// as base64url JSON, signed with RS256 by the account's PEM private key (OpenSSL libcrypto).

#include "spannererror.h"

#include <QByteArray>
#include <QJsonObject>

namespace ssd::spanner {

// "header.claims.signature". The key stays in memory only; errors never quote it.
SpannerResult<QByteArray> signJwt(const QJsonObject &header, const QJsonObject &claims, const QByteArray &pemPrivateKey);

} // namespace ssd::spanner
