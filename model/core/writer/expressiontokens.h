#pragma once

// The token stream of an expression kept as text (DEFAULT, AS, CHECK, view queries), in either
// dialect, and the string literal spellings of both: what the expression conversion rewrites.
// The tokens are the dialect's lexer's (googlesql/googlesqllexer.h, postgresql/pglexer.h), with
// what the conversion needs on top: the gaps between them (whitespace and comments) as Space
// tokens, so that the text can be written back as it was, and literals decoded.

#include "schema.h"

#include <QString>
#include <vector>

namespace ssd::expr {

struct Token
{
    enum class Kind { Space, String, QuotedName, Word, Number, Punct };
    Kind kind = Kind::Punct;
    QString text;   // as written
    QString value;  // String: decoded content; QuotedName: unquoted name; Word: text;
                    // Space: the text as both dialects read it (a GoogleSQL # comment as --)
    bool bytes = false;
};

// Dotted paths (spanner.pending_commit_timestamp, t.col) are one Word token. PostgreSQL operators
// are one Punct token each, as its lexer reads them (`<>`, `||`, `>=`, `::`).
std::vector<Token> tokenize(const QString &text, Dialect dialect);
QString googleSqlString(const QString &value);
QString postgreSqlString(const QString &value);

} // namespace ssd::expr
