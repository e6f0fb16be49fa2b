#include "ddl.h"

#include "googlesql/googlesqlparser.h"
#include "postgresql/postgresqlparser.h"
#include "writer/conversion.h"
#include "writer/googlesqlwriter.h"
#include "writer/postgresqlwriter.h"
#include "writer/statementwriter.h"

#include <QCoreApplication>

namespace ssd {

namespace {

// Words that exist as type or clause keywords in one dialect only. Shared words (DATE, UUID,
// NUMERIC, BOOL, ...) decide nothing.
const char *const kGoogleSqlWords[] = {
    "INT64", "FLOAT64", "FLOAT32", "STRING", "BYTES", "STORING", "NULL_FILTERED", "OPTIONS",
    "TOKENLIST", "PROTO", "AUTO_INCREMENT",
};
const char *const kPostgreSqlWords[] = {
    "BIGINT", "INT8", "VARCHAR", "TEXT", "BYTEA", "TIMESTAMPTZ", "JSONB", "BOOLEAN", "FLOAT8",
    "FLOAT4", "SERIAL", "BIGSERIAL", "INCLUDE", "TTL", "NEXTVAL", "CHARACTER", "DOUBLE",
};

bool matchesAny(QStringView word, const char *const *begin, const char *const *end)
{
    for (auto it = begin; it != end; ++it)
        if (word.compare(QLatin1StringView(*it), Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

// Dialect-detection explanations are translated in the context "ssd::Ddl".
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Ddl)
};

QString at(int line, int column) { return QStringLiteral("%1:%2").arg(line).arg(column); }

} // namespace

DialectGuess detectDialect(QStringView text)
{
    int line = 1, column = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto advance = [&](qsizetype count) {
        for (qsizetype k = 0; k < count && i < n; ++k, ++i) {
            if (text[i] == u'\n') { ++line; column = 1; } else { ++column; }
        }
    };
    int depth = 0;
    bool lastWasCloseParenAtTop = false;
    while (i < n) {
        const QChar c = text[i];
        const int l = line, col = column;
        if (c == u'#')
            return {Dialect::GoogleSql, Tr::tr("'#' comment at %1").arg(at(l, col))};
        if (c == u'`')
            return {Dialect::GoogleSql, Tr::tr("back-quoted identifier at %1").arg(at(l, col))};
        if (c == u'-' && i + 1 < n && text[i + 1] == u'-') {
            while (i < n && text[i] != u'\n') advance(1);
            continue;
        }
        if (c == u'/' && i + 1 < n && text[i + 1] == u'*') {
            advance(2);
            while (i < n && !(text[i] == u'*' && i + 1 < n && text[i + 1] == u'/')) advance(1);
            advance(2);
            continue;
        }
        if (c == u'$' && i + 1 < n && (text[i + 1] == u'$' || text[i + 1].isLetter()))
            return {Dialect::PostgreSql, Tr::tr("dollar-quoted string at %1").arg(at(l, col))};
        if (c == u'\'' || c == u'"') {
            advance(1);
            while (i < n && text[i] != c) advance(text[i] == u'\\' ? 2 : 1);
            advance(1);
            lastWasCloseParenAtTop = false;
            continue;
        }
        if (c == u'(') { ++depth; advance(1); lastWasCloseParenAtTop = false; continue; }
        if (c == u')') { depth = std::max(0, depth - 1); advance(1); lastWasCloseParenAtTop = depth == 0; continue; }
        if (c == u';') { depth = 0; advance(1); lastWasCloseParenAtTop = false; continue; }
        if (c.isLetter() || c == u'_') {
            const qsizetype start = i;
            while (i < n && (text[i].isLetterOrNumber() || text[i] == u'_')) advance(1);
            QStringView word = text.mid(start, i - start);
            if (lastWasCloseParenAtTop && word.compare(u"PRIMARY", Qt::CaseInsensitive) == 0)
                return {Dialect::GoogleSql, Tr::tr("PRIMARY KEY after the column list at %1").arg(at(l, col))};
            lastWasCloseParenAtTop = false;
            if (matchesAny(word, std::begin(kGoogleSqlWords), std::end(kGoogleSqlWords)))
                return {Dialect::GoogleSql, Tr::tr("keyword %1 at %2").arg(word.toString().toUpper(), at(l, col))};
            if (matchesAny(word, std::begin(kPostgreSqlWords), std::end(kPostgreSqlWords)))
                return {Dialect::PostgreSql, Tr::tr("keyword %1 at %2").arg(word.toString().toUpper(), at(l, col))};
            // "spanner.commit_timestamp" and friends: the spanner schema prefix is PostgreSQL-only.
            if (word.compare(u"spanner", Qt::CaseInsensitive) == 0 && i < n && text[i] == u'.')
                return {Dialect::PostgreSql, Tr::tr("spanner.* name at %1").arg(at(l, col))};
            continue;
        }
        if (!c.isSpace())
            lastWasCloseParenAtTop = false;
        advance(1);
    }
    return {Dialect::GoogleSql, Tr::tr("no dialect-specific signal; GoogleSQL assumed")};
}

ParseResult parseDdl(QStringView text, const ParseOptions &options)
{
    ParseResult result;
    if (options.dialect) {
        result.dialect = *options.dialect;
        result.dialectReason = Tr::tr("--dialect option");
    } else {
        const DialectGuess guess = detectDialect(text);
        result.dialect = guess.dialect;
        result.dialectReason = guess.reason;
    }
    result.schema.dialect = result.dialect;
    result.diagnostics = applyDdl(result.schema, text);
    return result;
}

Diagnostics applyDdl(Schema &schema, QStringView text)
{
    Diagnostics diagnostics;
    if (schema.dialect == Dialect::GoogleSql)
        applyGoogleSql(schema, text, diagnostics);
    else
        applyPostgreSql(schema, text, diagnostics);
    return diagnostics;
}

QStringList writeStatements(const Schema &schema)
{
    return schema.dialect == Dialect::GoogleSql ? writeGoogleSqlStatements(schema)
                                                : writePostgreSqlStatements(schema);
}

QString writeDdl(const Schema &schema)
{
    // Written straight into one buffer sized up front: joining the statement list would copy
    // every statement once more.
    return schema.dialect == Dialect::GoogleSql ? writeGoogleSqlDdl(schema) : writePostgreSqlDdl(schema);
}

QString writeDdl(const Schema &schema, StatementMemo &memo)
{
    return writeDdlText(schema, dialectWriter(schema.dialect), &memo);
}

ConversionResult convertSchema(const Schema &schema, Dialect target)
{
    if (schema.dialect == target)
        return {schema, {}};
    return convertSchemaTo(schema, target);
}

} // namespace ssd
