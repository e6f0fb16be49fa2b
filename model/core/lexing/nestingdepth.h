#pragma once

// The cap both lexers put on nested parentheses. Spanner's parsers refuse very deep nesting
// anyway (GoogleSQL expressions allow a depth of 20, the emulator's PostgreSQL parser gives up
// after some thousands of levels); stopping in the lexer keeps a hostile statement of a million
// '(' from growing a token vector of a million tokens before the parser refuses it. The lexer
// reports the first '(' beyond the cap at its line:column and hands out the rest of the statement,
// up to its ';', as one Invalid token, so that the statement is not applied.

#include <QString>

namespace ssd {

class NestingDepth
{
public:
    static constexpr int kMaxParentheses = 1000;

    // A '(': false when it opens one level more than the cap allows.
    bool open() { return ++m_depth <= kMaxParentheses; }
    // A ')' (an unbalanced one is the parser's to report).
    void close()
    {
        if (m_depth > 0)
            --m_depth;
    }
    // A ';': the next statement starts at depth 0.
    void reset() { m_depth = 0; }

    // The diagnostic for the '(' that open() refused (translated in the context "ssd::Lexing").
    static QString tooDeepMessage();

private:
    int m_depth = 0;
};

} // namespace ssd
