#pragma once

// The cursor of both dialects' recursive-descent parsers (and of the GoogleSQL expression
// checker): it walks one statement's token range [begin, end) and answers the questions a
// descent asks of it, several times per token, so everything here is inline.
//
// After the first error the parser calls stop(): from then on peek() returns the End token and
// nothing advances, so the descent unwinds without exceptions and without cascading diagnostics.
// What an error says stays the parser's (each dialect has its own wording and translation
// context), so the expect*() helpers live there, built on accept*().

#include "lexing/token.h"

#include <QStringView>

#include <cstddef>
#include <initializer_list>

namespace ssd {

class TokenCursor
{
public:
    // endToken: what peek() returns past `end` (the parsers' sits where the statement's ';' or
    // the text ends, so that "found end of statement" points there); it must outlive the cursor.
    TokenCursor(QStringView text, const Token *begin, const Token *end, const Token *endToken)
        : m_text(text), m_begin(begin), m_end(end), m_cursor(begin), m_endToken(endToken)
    {
    }

    const Token &peek(int ahead = 0) const
    {
        if (m_failed || m_cursor + ahead >= m_end)
            return *m_endToken;
        return m_cursor[ahead];
    }
    // The token under the cursor, then one step on (not past the end, nor after stop()).
    const Token &next()
    {
        const Token &token = peek();
        if (!m_failed && m_cursor < m_end)
            ++m_cursor;
        return token;
    }
    // Past the range, or stopped. (The end token need not be an End token: the expression
    // checker's is the ')' after the expression.)
    bool atEnd() const { return m_failed || m_cursor >= m_end; }
    // How many tokens of the range lie before the cursor, and the token under it.
    size_t position() const { return size_t(m_cursor - m_begin); }
    const Token *current() const { return m_cursor; }

    QStringView text() const { return m_text; }
    QStringView textOf(const Token &token) const { return m_text.mid(token.offset, token.length); }

    // keyword: ASCII, compared case-insensitively (a quoted identifier is never a keyword).
    bool isKeyword(const Token &token, const char *keyword) const
    {
        return token.kind == TokenKind::Identifier && equalsKeyword(textOf(token), keyword);
    }
    bool peekKeyword(const char *keyword, int ahead = 0) const { return isKeyword(peek(ahead), keyword); }
    bool acceptKeyword(const char *keyword)
    {
        if (!peekKeyword(keyword))
            return false;
        next();
        return true;
    }
    // A run of keywords, all or nothing.
    bool acceptKeywords(std::initializer_list<const char *> keywords)
    {
        int ahead = 0;
        for (const char *keyword : keywords)
            if (!peekKeyword(keyword, ahead++))
                return false;
        m_cursor += ahead;
        return true;
    }

    // One punctuation character, or a whole operator spelled in ASCII ("::", "<>", "=>").
    bool isPunct(const Token &token, char16_t c) const
    {
        return token.kind == TokenKind::Punct && token.length == 1 && m_text[token.offset].unicode() == c;
    }
    bool isPunct(const Token &token, const char *symbol) const
    {
        if (token.kind != TokenKind::Punct)
            return false;
        const char16_t *p = m_text.utf16() + token.offset;
        qint32 i = 0;
        for (; i < token.length; ++i)
            if (symbol[i] == 0 || p[i] != char16_t(uchar(symbol[i])))
                return false;
        return symbol[i] == 0;
    }
    template<typename Punct>
    bool peekPunct(Punct punct, int ahead = 0) const
    {
        return isPunct(peek(ahead), punct);
    }
    template<typename Punct>
    bool acceptPunct(Punct punct)
    {
        if (!peekPunct(punct))
            return false;
        next();
        return true;
    }

    // How many elements the bracketed list the cursor is in holds from here on: a size hint for
    // reserve(), the commas at this depth up to the bracket that closes the list. With
    // `angleBrackets`, < and > nest too (GoogleSQL's ARRAY<STRUCT<a INT64, b INT64>>; in
    // PostgreSQL they are operators). A comma right before the closing bracket (GoogleSQL allows
    // "a INT64, )") opens no element.
    size_t listElementsAhead(bool angleBrackets) const
    {
        size_t elements = 1;
        int depth = 0;
        for (const Token *t = m_cursor; t < m_end; ++t) {
            if (t->kind != TokenKind::Punct || t->length != 1)
                continue;
            const char16_t c = m_text[t->offset].unicode();
            if (c == u'(' || c == u'[' || (angleBrackets && c == u'<')) {
                ++depth;
            } else if (c == u')' || c == u']' || (angleBrackets && c == u'>')) {
                if (--depth < 0) {
                    if (elements > 1 && t > m_cursor && isPunct(t[-1], u','))
                        --elements;
                    break;
                }
            } else if (c == u',' && depth == 0) {
                ++elements;
            }
        }
        return elements;
    }

    // The parser has reported an error: the cursor goes quiet (see above).
    void stop() { m_failed = true; }
    bool failed() const { return m_failed; }

protected:
    QStringView m_text;
    const Token *m_begin;
    const Token *m_end;
    const Token *m_cursor;
    const Token *m_endToken;
    bool m_failed = false;
};

} // namespace ssd
