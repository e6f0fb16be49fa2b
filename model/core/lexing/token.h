#pragma once

// The token of both dialects' lexers (googlesql/googlesqllexer.h, postgresql/pglexer.h). The two
// lexers stay apart because the dialects' lexical rules differ (`name` against "name", r'' b''
// ''' against E'' and $tag$ strings, '#' comments against nested block comments), but what they
// produce is one small POD: a view into the caller's text with its line:column, so that lexing
// allocates nothing per token and one cursor (tokencursor.h) serves both parsers.

#include <QStringView>
#include <QtGlobal>

namespace ssd {

// The union of what the two dialects need; a comment names the dialect when only one uses a kind.
enum class TokenKind : quint8 {
    Identifier,       // unquoted word (keywords are identifiers too; the parser decides)
    QuotedIdentifier, // `name` (GoogleSQL) or "name" (PostgreSQL); the text includes the quotes
    String,           // any string literal; the text includes prefix and delimiters
    Bytes,            // b'...' and friends (GoogleSQL)
    Integer,          // 123, 0x1F
    Float,            // 1.5, 2e10, .5
    Parameter,        // $1 (PostgreSQL)
    Punct,            // punctuation or an operator: ( ) , ; . => (GoogleSQL) :: <> || (PostgreSQL) ...
    Invalid,          // an unterminated literal or comment, or a stray character, already reported (GoogleSQL)
    End,              // one past the last token of a statement or of the text
};

inline bool isNumber(TokenKind kind) { return kind == TokenKind::Integer || kind == TokenKind::Float; }

struct Token
{
    qint32 offset = 0; // into the source text, in UTF-16 code units
    qint32 length = 0;
    qint32 line = 1;   // 1-based
    qint32 column = 1; // 1-based, UTF-16 code units
    TokenKind kind = TokenKind::End;
    // PostgreSQL String tokens: 0 for '...', 'E' for an escape string, '$' for a dollar-quoted one.
    quint8 stringPrefix = 0;

    qint32 end() const { return offset + length; }
};

// Case-insensitive comparison of a token's text with an ASCII keyword spelled in upper or in lower
// case (GoogleSQL's parser spells its keywords in upper case, PostgreSQL's in lower case).
inline bool equalsKeyword(QStringView word, const char *keyword)
{
    const auto fold = [](char16_t c) { return (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c; };
    qsizetype i = 0;
    for (; keyword[i]; ++i) {
        if (i >= word.size() || fold(word[i].unicode()) != fold(char16_t(uchar(keyword[i]))))
            return false;
    }
    return i == word.size();
}

} // namespace ssd
