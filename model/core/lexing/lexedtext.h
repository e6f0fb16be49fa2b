#pragma once

// A whole text of either dialect as that dialect's lexer reads it: an expression, a view's query,
// a statement the model keeps. The scanners that look for words in such text (the columns an
// expression uses, the calls in a DEFAULT, the views a query names, ...) read these tokens, so
// that a word inside a string literal or a comment is no word, as for the parsers.

#include "lexing/token.h"
#include "schema.h"
#include "sourcecomments.h"

#include <vector>

namespace ssd {

struct LexedText
{
    std::vector<Token> tokens; // in text order, without End tokens
    std::vector<SourceComment> comments;
};

// The text was parsed before (it comes out of the model), so a lexical flaw is the parser's to
// report: it is not reported again, and leaves what the lexer makes of it (an Invalid token).
LexedText lexText(QStringView text, Dialect dialect);

// What a QuotedIdentifier token holds between its quotes, as written (escapes and doubled quotes
// are not resolved).
inline QStringView quotedBody(QStringView text, const Token &token)
{
    return text.mid(token.offset + 1, qMax(0, token.length - 2));
}

// Whether the token is the one punctuation character `c`.
inline bool isPunct(QStringView text, const Token &token, char16_t c)
{
    return token.kind == TokenKind::Punct && token.length == 1 && text[token.offset] == c;
}

} // namespace ssd
