#pragma once

// The GoogleSQL-dialect DDL lexer. Its tokens (lexing/token.h, shared with the PostgreSQL lexer)
// are (offset, length) views into the caller's text, so lexing allocates nothing per token. It is
// a pull lexer (GoogleSqlLexer::next()): the parser
// takes one statement's tokens at a time, so a big schema never needs a token vector for the whole
// text (tens of MB at 10,000 tables). Comments and whitespace produce no tokens, but comments that
// carry a `spanner-schema: disable=...` directive are remembered for the suppression bookkeeping.

#include "diagnostic.h"
#include "lexing/openconstruct.h"
#include "lexing/token.h"
#include "sourcecomments.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace ssd::gsql {

// A comment with a `spanner-schema: disable=rule[,rule]` directive.
struct SuppressionComment
{
    qsizetype offset = 0;
    qint32 line = 1;    // line of the comment start
    qint32 endLine = 1; // line of the comment end (block comments may span lines)
    QStringList rules;
};

struct LexResult
{
    std::vector<Token> tokens;        // ends with one End token
    std::vector<SuppressionComment> suppressions;
};

// Hands out the tokens of a text one by one. Lexical errors (unterminated strings, comments or
// quoted identifiers, stray characters) are reported at their opening position as they are met
// and leave an Invalid token behind. After the last token, next() returns End tokens.
// A text may start inside a comment or triple-quoted string that an earlier text left open
// (carried, see lexing/openconstruct.h): the DDL editor lexes line by line that way.
class GoogleSqlLexer
{
public:
    GoogleSqlLexer(QStringView text, Diagnostics &diagnostics, const OpenConstruct &carried = {});
    ~GoogleSqlLexer();
    GoogleSqlLexer(const GoogleSqlLexer &) = delete;
    GoogleSqlLexer &operator=(const GoogleSqlLexer &) = delete;

    Token next();
    void next(Token &out); // the same, written in place (no copy of the token through the stack)
    // The directive comments met so far, in text order (each one lies before the last token
    // returned by next(), or before the end of the text).
    const std::vector<SuppressionComment> &suppressions() const;
    // Every comment met so far, in text order (sourcecomments.h attaches them to objects).
    const std::vector<SourceComment> &comments() const;
    // The block comment or triple-quoted string still open at the end of the text, if any (known
    // once next() has returned End).
    OpenConstruct openAtEnd() const;

private:
    class Impl;
    Impl *m_impl;
};

// Lexes the whole text at once. Lexical errors (unterminated strings, comments or quoted identifiers, stray
// characters) are reported at their opening position and leave an Invalid token behind.
LexResult lexGoogleSql(QStringView text, Diagnostics &diagnostics);

// The value of a quoted identifier or string token: quotes removed and escapes resolved.
QString unquoteIdentifier(QStringView tokenText);
QString unquoteString(QStringView tokenText);

} // namespace ssd::gsql
