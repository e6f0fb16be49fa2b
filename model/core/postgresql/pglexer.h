#pragma once

// Tokenizer for Cloud Spanner's PostgreSQL-dialect DDL. It turns the text (all of it, or one
// statement at a time) into a flat vector of small POD tokens (lexing/token.h, shared with the
// GoogleSQL lexer: offset/length into the source, line:column), so that statement
// splitting and parsing never allocate per token. Comments are dropped, except that comments
// carrying a `spanner-schema: disable=` directive are remembered for checklist suppression.

#include "diagnostic.h"
#include "lexing/openconstruct.h"
#include "lexing/token.h"
#include "sourcecomments.h"

#include <QStringView>
#include <vector>

namespace ssd::pg {

// A `spanner-schema: disable=a,b` comment; rules are parsed later by whoever attaches them.
struct DirectiveComment
{
    qint32 offset = 0;
    QStringView rules; // the text after "disable=" up to the end of the comment
};

struct LexResult
{
    std::vector<Token> tokens;
    std::vector<DirectiveComment> directives;
    std::vector<SourceComment> comments; // every comment, in text order (see sourcecomments.h)
    std::vector<qint32> errorOffsets; // where lexical errors start (their statements are not parsed)
};

// Tokenizes the text one statement at a time: each lexStatement() call appends the tokens up to
// and including the next ';' (or up to the end of the text) to result.tokens, which the caller
// clears in between, so a big schema never needs a token vector for the whole text; directives
// and errorOffsets accumulate. Lexical errors (unterminated string, quoted identifier or comment,
// stray characters) are reported as Syntax diagnostics at the opening position as they are met;
// the lexer never loops forever and always consumes the input.
// A text may start inside a (nested) block comment or dollar-quoted string that an earlier text
// left open (carried, see lexing/openconstruct.h): the DDL editor lexes line by line that way.
class StatementLexer
{
public:
    StatementLexer(QStringView text, LexResult &result, Diagnostics &diagnostics, const OpenConstruct &carried = {});
    ~StatementLexer();
    StatementLexer(const StatementLexer &) = delete;
    StatementLexer &operator=(const StatementLexer &) = delete;

    bool atEnd() const;
    void lexStatement();
    // The block comment or dollar-quoted string still open at the end of the text, if any (known
    // once atEnd()).
    OpenConstruct openAtEnd() const;

private:
    class Impl;
    Impl *m_impl;
};


// The identifier's name as PostgreSQL keeps it: unquoted folded to lower case, quoted with ""
// unescaped; both truncated to 63 characters.
QString identifierName(QStringView text, const Token &token);

// Decoded value of a String token ('' and E'' escapes resolved, dollar delimiters removed).
QString stringValue(QStringView text, const Token &token);

constexpr int kMaxIdentifierLength = 63;

} // namespace ssd::pg
