#include "jwtsigner.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <memory>

namespace ssd::spanner {

namespace {

struct JwtSignerText
{
    Q_DECLARE_TR_FUNCTIONS(Credentials)
};

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

SpannerResult<QByteArray> signJwt(const QJsonObject &header, const QJsonObject &claims, const QByteArray &pemPrivateKey)
{
    const QByteArray signingInput = base64Url(QJsonDocument(header).toJson(QJsonDocument::Compact)) + '.'
        + base64Url(QJsonDocument(claims).toJson(QJsonDocument::Compact));

    const std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(pemPrivateKey.constData(), int(pemPrivateKey.size())), BIO_free);
    const std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
        bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr) : nullptr, EVP_PKEY_free);
    if (!key)
        return makeError(SpannerError::Unauthenticated, JwtSignerText::tr("the private_key is not a PEM private key"));
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    size_t length = 0;
    const auto *input = reinterpret_cast<const unsigned char *>(signingInput.constData());
    if (!context || EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1
        || EVP_DigestSign(context.get(), nullptr, &length, input, size_t(signingInput.size())) != 1)
        return makeError(SpannerError::Unauthenticated, JwtSignerText::tr("the private_key cannot sign with RS256"));
    QByteArray signature(qsizetype(length), Qt::Uninitialized);
    if (EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()), &length, input,
                       size_t(signingInput.size())) != 1)
        return makeError(SpannerError::Unauthenticated, JwtSignerText::tr("the private_key cannot sign with RS256"));
    signature.resize(qsizetype(length));
    return signingInput + '.' + base64Url(signature);
}

} // namespace ssd::spanner
