#include "ddl.h"

#include "googlesql/googlesqllexer.h"
#include "googlesql/googlesqlparser.h"
#include "lexing/keywords.h"
#include "postgresql/postgresqlparser.h"
#include "writer/conversion.h"
#include "writer/statementwriter.h"

#include <QCoreApplication>

namespace ssd {

namespace {

// Dialect-detection explanations are translated in the context "ssd::Ddl".
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Ddl)
};

QString at(int line, int column) { return QStringLiteral("%1:%2").arg(line).arg(column); }

} // namespace

DialectGuess detectDialect(QStringView text)
{
    // The GoogleSQL lexer reads both dialects well enough to find the first word or mark that only
    // one of them has: PostgreSQL's "names" are GoogleSQL strings, its E'' strings an identifier
    // and a string, a $tag$ string starts with a '$' punctuation mark. Its errors are the
    // parser's to report.
    Diagnostics ignored;
    gsql::GoogleSqlLexer lexer(text, ignored);
    // The comments lexed so far (those before the token just read, or all at the end): a '#'
    // comment is GoogleSQL's.
    size_t commentsSeen = 0;
    auto hashComment = [&]() -> std::optional<DialectGuess> {
        const std::vector<SourceComment> &comments = lexer.comments();
        for (; commentsSeen < comments.size(); ++commentsSeen) {
            const SourceComment &c = comments[commentsSeen];
            if (text[c.offset] != u'#')
                continue;
            const qsizetype lineStart = text.lastIndexOf(u'\n', c.offset) + 1;
            return DialectGuess{Dialect::GoogleSql, Tr::tr("'#' comment at %1").arg(at(c.line, int(c.offset - lineStart) + 1))};
        }
        return std::nullopt;
    };
    int depth = 0;
    bool lastWasCloseParenAtTop = false;
    for (Token t = lexer.next(); t.kind != TokenKind::End; t = lexer.next()) {
        if (auto guess = hashComment())
            return *guess;
        const QStringView word = text.mid(t.offset, t.length);
        const bool closesTopLevel = std::exchange(lastWasCloseParenAtTop, false);
        switch (t.kind) {
        case TokenKind::QuotedIdentifier:
            return {Dialect::GoogleSql, Tr::tr("back-quoted identifier at %1").arg(at(t.line, t.column))};
        case TokenKind::Identifier:
            if (closesTopLevel && equalsKeyword(word, "PRIMARY"))
                return {Dialect::GoogleSql, Tr::tr("PRIMARY KEY after the column list at %1").arg(at(t.line, t.column))};
            if (isDialectSign(word, Dialect::GoogleSql))
                return {Dialect::GoogleSql, Tr::tr("keyword %1 at %2").arg(word.toString().toUpper(), at(t.line, t.column))};
            if (isDialectSign(word, Dialect::PostgreSql))
                return {Dialect::PostgreSql, Tr::tr("keyword %1 at %2").arg(word.toString().toUpper(), at(t.line, t.column))};
            // "spanner.commit_timestamp" and friends: the spanner schema prefix is PostgreSQL-only.
            if (equalsKeyword(word, "spanner") && t.end() < text.size() && text[t.end()] == u'.')
                return {Dialect::PostgreSql, Tr::tr("spanner.* name at %1").arg(at(t.line, t.column))};
            break;
        case TokenKind::Punct:
            if (word == u"$" && t.end() < text.size() && (text[t.end()] == u'$' || text[t.end()].isLetter()))
                return {Dialect::PostgreSql, Tr::tr("dollar-quoted string at %1").arg(at(t.line, t.column))};
            if (word == u"(") {
                ++depth;
            } else if (word == u")") {
                depth = std::max(0, depth - 1);
                lastWasCloseParenAtTop = depth == 0;
            } else if (word == u";") {
                depth = 0;
            }
            break;
        default:
            break;
        }
    }
    if (auto guess = hashComment())
        return *guess;
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
    return writeStatementList(schema, dialectWriter(schema.dialect));
}

QString writeDdl(const Schema &schema)
{
    // Written straight into one buffer sized up front: joining the statement list would copy
    // every statement once more.
    return writeDdlText(schema, dialectWriter(schema.dialect));
}

PiecedText writeDdlPieces(const Schema &schema, StatementMemo &memo, QStringView header)
{
    return writeDdlPieces(schema, dialectWriter(schema.dialect), memo, header);
}

ConversionResult convertSchema(const Schema &schema, Dialect target)
{
    return convertSchemaTo(schema, target);
}

ConversionResult convertSchema(const Schema &schema, Dialect target, ConversionMemo &memo)
{
    return convertSchemaTo(schema, target, &memo);
}

} // namespace ssd
