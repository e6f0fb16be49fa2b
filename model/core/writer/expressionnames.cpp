#include "expressionnames.h"

#include <QSet>

namespace ssd::expr {

// Functions spelled the same way in both dialects (compared upper-case).
bool isPortableFunction(const QString &upper)
{
    static const QSet<QString> names = [] {
        QSet<QString> set;
        for (const char *name : {"ABS", "CEIL", "CEILING", "FLOOR", "ROUND", "TRUNC", "MOD", "SQRT", "POWER",
                                 "LN", "LOG", "EXP", "SIGN", "LOWER", "UPPER", "LENGTH", "CONCAT", "SUBSTR",
                                 "SUBSTRING", "REPLACE", "TRIM", "LTRIM", "RTRIM", "REVERSE", "STRPOS", "COALESCE",
                                 "NULLIF", "GREATEST", "LEAST", "CAST", "LPAD", "RPAD", "REPEAT", "EXTRACT",
                                 "CHAR_LENGTH", "STARTS_WITH", "ENDS_WITH", "COS", "SIN", "TAN", "ACOS", "ASIN",
                                 "ATAN", "ATAN2", "COUNT", "SUM", "MIN", "MAX", "AVG", "ARRAY_TO_STRING"})
            set.insert(QString::fromLatin1(name));
        return set;
    }();
    return names.contains(upper);
}

// "spanner.x" <-> "X" for the search/tokenize family and the Spanner-specific functions.
const char *const kSpannerFunctions[kSpannerFunctionCount][2] = {
    {"PENDING_COMMIT_TIMESTAMP", "spanner.pending_commit_timestamp"},
    {"GENERATE_UUID", "spanner.generate_uuid"},
    {"NEW_UUID", "gen_random_uuid"},
    {"TOKEN", "spanner.token"},
    {"TOKENIZE_FULLTEXT", "spanner.tokenize_fulltext"},
    {"TOKENIZE_NUMBER", "spanner.tokenize_number"},
    {"TOKENIZE_SUBSTRING", "spanner.tokenize_substring"},
    {"TOKENIZE_NGRAMS", "spanner.tokenize_ngrams"},
    {"TOKENIZE_BOOL", "spanner.tokenize_bool"},
    {"TOKENIZE_JSON", "spanner.tokenize_jsonb"},
    {"TOKENLIST_CONCAT", "spanner.tokenlist_concat"},
    {"BIT_REVERSE", "spanner.bit_reverse"},
};

QString postgreSqlType(const QString &upper)
{
    if (upper == u"INT64") return QStringLiteral("bigint");
    if (upper == u"FLOAT64") return QStringLiteral("double precision");
    if (upper == u"FLOAT32") return QStringLiteral("real");
    if (upper == u"BOOL") return QStringLiteral("boolean");
    if (upper == u"STRING") return QStringLiteral("varchar");
    if (upper == u"BYTES") return QStringLiteral("bytea");
    if (upper == u"JSON") return QStringLiteral("jsonb");
    if (upper == u"TIMESTAMP") return QStringLiteral("timestamptz");
    if (upper == u"DATE" || upper == u"NUMERIC" || upper == u"UUID") return upper.toLower();
    return {};
}

QString googleSqlType(QString lower)
{
    if (lower.startsWith(QLatin1StringView("pg_catalog.")))
        lower = lower.mid(11); // CAST(x AS PG_CATALOG.NUMERIC)
    if (lower == u"bigint" || lower == u"int8" || lower == u"int" || lower == u"integer") return QStringLiteral("INT64");
    if (lower == u"double precision" || lower == u"float8" || lower == u"float") return QStringLiteral("FLOAT64");
    if (lower == u"real" || lower == u"float4") return QStringLiteral("FLOAT32");
    if (lower == u"boolean" || lower == u"bool") return QStringLiteral("BOOL");
    if (lower == u"text" || lower == u"varchar" || lower == u"character varying") return QStringLiteral("STRING");
    if (lower == u"bytea") return QStringLiteral("BYTES");
    if (lower == u"jsonb") return QStringLiteral("JSON");
    if (lower == u"timestamptz" || lower == u"timestamp with time zone") return QStringLiteral("TIMESTAMP");
    if (lower == u"date" || lower == u"numeric" || lower == u"uuid") return lower.toUpper();
    return {};
}

} // namespace ssd::expr
