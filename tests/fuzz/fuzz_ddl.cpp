// libFuzzer entry point: arbitrary bytes through everything the DDL front door does, in both
// dialects: dialect detection, parsing a batch, writing canonical DDL, reading that back,
// converting to the other dialect, and applying the text as a migration on top of an existing
// schema (the ALTER/DROP paths). Any crash, sanitizer report or hang is a finding.
//
// With SSD_FUZZ_ROUNDTRIP=1 in the environment, a schema that parses without errors must also
// format to a fixed point (format(parse(format(x))) == format(x)); a mismatch aborts.

#include "ddl.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

bool g_checkRoundTrip = false;

const char kBaseGoogleSql[] =
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100)) PRIMARY KEY(SingerId);"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(MAX))"
    " PRIMARY KEY(SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;"
    "CREATE INDEX AlbumsByTitle ON Albums(Title) STORING (AlbumId);"
    "CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive');";

const char kBasePostgreSql[] =
    "CREATE TABLE singers (singer_id bigint PRIMARY KEY, name varchar(100));"
    "CREATE TABLE albums (singer_id bigint NOT NULL, album_id bigint NOT NULL, title text,"
    " PRIMARY KEY (singer_id, album_id)) INTERLEAVE IN PARENT singers ON DELETE CASCADE;"
    "CREATE INDEX albums_by_title ON albums(title) INCLUDE (album_id);"
    "CREATE SEQUENCE seq BIT_REVERSED_POSITIVE;";

const ssd::Schema &baseSchema(ssd::Dialect dialect)
{
    static const ssd::Schema google = ssd::parseDdl(QString::fromLatin1(kBaseGoogleSql), {ssd::Dialect::GoogleSql}).schema;
    static const ssd::Schema postgres = ssd::parseDdl(QString::fromLatin1(kBasePostgreSql), {ssd::Dialect::PostgreSql}).schema;
    return dialect == ssd::Dialect::GoogleSql ? google : postgres;
}

void exercise(const QString &text, ssd::Dialect dialect)
{
    ssd::ParseOptions options;
    options.dialect = dialect;
    const ssd::ParseResult parsed = ssd::parseDdl(text, options);
    const QString canonical = ssd::writeDdl(parsed.schema);

    // The writer's output must be readable by the parser of the same dialect.
    const ssd::ParseResult again = ssd::parseDdl(canonical, options);
    if (g_checkRoundTrip && parsed.ok()) {
        const QString twice = ssd::writeDdl(again.schema);
        if (!again.ok() || twice != canonical) {
            std::fprintf(stderr, "round trip mismatch (%s)\n--- format(x):\n%s\n--- format(format(x)):\n%s\n",
                         qPrintable(ssd::dialectName(dialect)), canonical.toUtf8().constData(),
                         twice.toUtf8().constData());
            std::abort();
        }
    }

    const ssd::Dialect other = dialect == ssd::Dialect::GoogleSql ? ssd::Dialect::PostgreSql
                                                                  : ssd::Dialect::GoogleSql;
    const ssd::ConversionResult converted = ssd::convertSchema(parsed.schema, other);
    const QString convertedText = ssd::writeDdl(converted.schema);
    ssd::parseDdl(convertedText, {other});

    ssd::Schema migrated = baseSchema(dialect);
    ssd::applyDdl(migrated, text);
    ssd::writeStatements(migrated);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const char *roundTrip = std::getenv("SSD_FUZZ_ROUNDTRIP");
    g_checkRoundTrip = roundTrip && roundTrip[0] == '1';
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Invalid UTF-8 becomes U+FFFD here, as it would in the designer's editor; the CLI refuses
    // such input before parsing, so the parsers only ever see decoded text.
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    ssd::detectDialect(text);
    exercise(text, ssd::Dialect::GoogleSql);
    exercise(text, ssd::Dialect::PostgreSql);
    return 0;
}
