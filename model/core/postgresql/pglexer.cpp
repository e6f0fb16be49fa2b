#include "pglexer.h"

#include "lexing/nestingdepth.h"

#include <QCoreApplication>

#include <array>

namespace ssd::pg {

namespace {

inline bool isIdentStart(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 128)
        return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '_';
    return c.isLetter();
}

// ASCII characters that continue an identifier: one table lookup per character of every name.
constexpr std::array<bool, 128> kAsciiIdentChars = [] {
    std::array<bool, 128> chars{};
    for (int u = 0; u < 128; ++u)
        chars[size_t(u)] = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' || u == '$';
    return chars;
}();

inline bool isIdentChar(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 128)
        return kAsciiIdentChars[u];
    return c.isLetterOrNumber();
}

inline bool isAsciiBlank(char16_t u)
{
    return u == ' ' || u == '\t' || u == '\n' || u == '\r' || u == '\f' || u == '\v';
}

inline bool isDigit(QChar c) { return c.unicode() >= '0' && c.unicode() <= '9'; }

bool isOperatorChar(QChar c)
{
    switch (c.unicode()) {
    case '+': case '-': case '*': case '/': case '<': case '>': case '=': case '~': case '!':
    case '@': case '#': case '%': case '^': case '&': case '|': case '`': case '?':
        return true;
    default:
        return false;
    }
}

// Walks the text keeping line:column up to date. Everything that may span lines goes through
// advanceTo() so newlines inside strings and comments are counted.
class Scanner
{
    Q_DECLARE_TR_FUNCTIONS(ssd::PostgreSqlParser)

public:
    Scanner(QStringView text, LexResult &result, Diagnostics &diagnostics, const OpenConstruct &carried)
        : m_text(text), m_n(qint32(text.size())), m_result(result), m_diagnostics(diagnostics)
    {
        if (carried.isOpen())
            resume(carried);
    }

    // Lexes up to and including the next ';' token; false once the text is used up.
    bool lexStatement();
    bool atEnd() const { return m_pos >= m_n; }
    OpenConstruct openAtEnd() const { return m_openAtEnd; }

private:
    QChar at(qint32 i) const { return i < m_n ? m_text[i] : QChar(); }
    int columnOf(qint32 offset) const { return offset - m_lineStart + 1; }
    void advanceTo(qint32 target)
    {
        for (; m_pos < target; ++m_pos) {
            if (m_text[m_pos] == u'\n') {
                ++m_line;
                m_lineStart = m_pos + 1;
            }
        }
    }
    void push(TokenKind kind, qint32 start, int line, int column, quint8 prefix = 0)
    {
        if (m_tooDeep.kind == TokenKind::Invalid) {
            m_tooDeep.length = m_pos - m_tooDeep.offset; // the tail grows; its tokens are not kept
            return;
        }
        Token t;
        t.kind = kind;
        t.stringPrefix = prefix;
        t.offset = start;
        t.length = m_pos - start;
        t.line = line;
        t.column = column;
        m_result.tokens.push_back(t);
        m_lastTokenEndLine = m_line;
    }
    void noteComment(qint32 start, int line)
    {
        m_result.comments.push_back({start, m_pos - start, line, m_line, m_lastTokenEndLine < line});
    }
    void error(int line, int column, const QString &message)
    {
        m_result.errorOffsets.push_back(m_errorStart);
        m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, line, column, message});
    }

    // The '(' at start opens one level more than NestingDepth allows: reported, and the rest of
    // the statement becomes one Invalid token (pushed by endTooDeep() at its ';' or the end).
    void tooDeep(qint32 start, int line, int column)
    {
        error(line, column, NestingDepth::tooDeepMessage());
        m_tooDeep.offset = start;
        m_tooDeep.length = m_pos - start;
        m_tooDeep.line = line;
        m_tooDeep.column = column;
        m_tooDeep.kind = TokenKind::Invalid;
    }
    void endTooDeep()
    {
        if (m_tooDeep.kind != TokenKind::Invalid)
            return;
        m_result.tokens.push_back(m_tooDeep);
        m_tooDeep.kind = TokenKind::End;
        m_nesting.reset();
    }

    void resume(const OpenConstruct &carried);
    void lineComment();
    void blockComment(int carriedDepth = 0);
    void quoted(QChar quote, qint32 start, int line, int column, bool backslashEscapes, TokenKind kind, quint8 prefix);
    bool dollarQuoted(qint32 start, int line, int column);
    void number(qint32 start, int line, int column);
    void operatorToken(qint32 start, int line, int column);
    void noteDirective(qint32 start, qint32 end);

    QStringView m_text;
    qint32 m_n;
    qint32 m_pos = 0;
    qint32 m_errorStart = 0; // offset of the token being scanned, for errorOffsets
    int m_line = 1;
    qint32 m_lineStart = 0;
    int m_lastTokenEndLine = 0; // a comment on this line after the token is a trailing one
    NestingDepth m_nesting;
    Token m_tooDeep; // Invalid while the tail of a too deeply nested statement is being skipped
    OpenConstruct m_openAtEnd;
    LexResult &m_result;
    Diagnostics &m_diagnostics;
};

void Scanner::noteDirective(qint32 start, qint32 end)
{
    static constexpr QLatin1StringView marker("spanner-schema:");
    const QStringView body = m_text.mid(start, end - start);
    const qsizetype at = body.indexOf(marker, 0, Qt::CaseInsensitive);
    if (at < 0)
        return;
    QStringView rest = body.mid(at + marker.size()).trimmed();
    static constexpr QLatin1StringView disable("disable");
    if (!rest.startsWith(disable, Qt::CaseInsensitive))
        return;
    rest = rest.mid(disable.size()).trimmed();
    if (!rest.startsWith(u'='))
        return;
    rest = rest.mid(1);
    if (rest.endsWith(u"*/"))
        rest.chop(2);
    m_result.directives.push_back({start, rest.trimmed()});
}

void Scanner::lineComment()
{
    const qint32 start = m_pos;
    qint32 i = m_pos + 2;
    while (i < m_n && m_text[i] != u'\n')
        ++i;
    noteDirective(start, i);
    const int line = m_line;
    advanceTo(i);
    noteComment(start, line);
}

// Starts inside what the previous piece of text left open: the comment or string goes on to its
// end in this text, or over all of it (and is still open at its end).
void Scanner::resume(const OpenConstruct &carried)
{
    if (carried.kind == OpenConstruct::Kind::BlockComment) {
        blockComment(carried.depth);
    } else if (carried.kind == OpenConstruct::Kind::DollarQuotedString) {
        const qsizetype close = m_text.indexOf(carried.delimiter);
        if (close < 0) {
            advanceTo(m_n);
            m_openAtEnd = OpenConstruct::dollarQuoted(0, carried.delimiter);
            return;
        }
        advanceTo(qint32(close + carried.delimiter.size()));
        push(TokenKind::String, 0, 1, 1, '$');
    }
}

// m_pos is at the "/*", or at the start of the text inside a comment carried in at carriedDepth.
void Scanner::blockComment(int carriedDepth)
{
    // PostgreSQL block comments nest: /* a /* b */ c */ is one comment.
    const qint32 start = m_pos;
    const int line = m_line, column = columnOf(m_pos);
    int depth = carriedDepth;
    qint32 i = m_pos;
    while (i < m_n) {
        if (m_text[i] == u'/' && at(i + 1) == u'*') {
            ++depth;
            i += 2;
        } else if (m_text[i] == u'*' && at(i + 1) == u'/') {
            --depth;
            i += 2;
            if (depth == 0)
                break;
        } else {
            ++i;
        }
    }
    if (depth > 0) {
        m_openAtEnd = OpenConstruct::blockComment(start, depth);
        if (carriedDepth > 0) { // nothing new to report: it opened in an earlier text
            advanceTo(m_n);
            return;
        }
        error(line, column, depth > 1
                  ? tr("unterminated block comment: expected %1 closing '*/' (comments nest in PostgreSQL), found end of input").arg(depth)
                  : tr("unterminated block comment: expected '*/', found end of input"));
        advanceTo(m_n);
        return;
    }
    noteDirective(start, i);
    advanceTo(i);
    noteComment(start, line);
}

void Scanner::quoted(QChar quote, qint32 start, int line, int column, bool backslashEscapes, TokenKind kind, quint8 prefix)
{
    // m_pos is at the opening quote.
    qint32 i = m_pos + 1;
    bool closed = false;
    while (i < m_n) {
        const QChar c = m_text[i];
        if (backslashEscapes && c == u'\\') {
            i += 2;
            continue;
        }
        if (c == quote) {
            if (at(i + 1) == quote) { // doubled quote is an escaped quote
                i += 2;
                continue;
            }
            ++i;
            closed = true;
            break;
        }
        ++i;
    }
    if (!closed) {
        error(line, column, kind == TokenKind::QuotedIdentifier
                  ? tr("unterminated quoted identifier: expected closing '\"', found end of input")
                  : tr("unterminated string literal: expected closing \"'\", found end of input"));
        advanceTo(m_n);
        return;
    }
    advanceTo(qMin(i, m_n));
    if (kind == TokenKind::QuotedIdentifier && m_pos - start == 2) {
        error(line, column, tr("zero-length quoted identifier \"\" is not allowed"));
        return;
    }
    push(kind, start, line, column, prefix);
}

bool Scanner::dollarQuoted(qint32 start, int line, int column)
{
    // $tag$ ... $tag$ where tag is empty or an identifier without '$'.
    qint32 i = m_pos + 1;
    if (at(i) != u'$') {
        if (!isIdentStart(at(i)))
            return false;
        while (i < m_n && isIdentChar(m_text[i]) && m_text[i] != u'$')
            ++i;
        if (at(i) != u'$')
            return false;
    }
    const QStringView delimiter = m_text.mid(m_pos, i + 1 - m_pos);
    const qsizetype close = m_text.indexOf(delimiter, i + 1);
    if (close < 0) {
        error(line, column, tr("unterminated dollar-quoted string: expected closing '%1', found end of input").arg(delimiter.toString()));
        m_openAtEnd = OpenConstruct::dollarQuoted(start, delimiter);
        advanceTo(m_n);
        return true;
    }
    advanceTo(qint32(close + delimiter.size()));
    push(TokenKind::String, start, line, column, '$');
    return true;
}

void Scanner::number(qint32 start, int line, int column)
{
    qint32 i = m_pos;
    TokenKind kind = TokenKind::Integer;
    if (m_text[i] == u'0' && (at(i + 1) == u'x' || at(i + 1) == u'X')) {
        i += 2;
        while (i < m_n && (isDigit(m_text[i]) || (m_text[i].unicode() >= 'a' && m_text[i].unicode() <= 'f') || (m_text[i].unicode() >= 'A' && m_text[i].unicode() <= 'F')))
            ++i;
    } else {
        while (i < m_n && (isDigit(m_text[i]) || m_text[i] == u'_'))
            ++i;
        if (at(i) == u'.' && at(i + 1) != u'.') {
            kind = TokenKind::Float;
            ++i;
            while (i < m_n && isDigit(m_text[i]))
                ++i;
        }
        if ((at(i) == u'e' || at(i) == u'E')
            && (isDigit(at(i + 1)) || ((at(i + 1) == u'+' || at(i + 1) == u'-') && isDigit(at(i + 2))))) {
            kind = TokenKind::Float;
            i += 2;
            while (i < m_n && isDigit(m_text[i]))
                ++i;
        }
    }
    advanceTo(i);
    push(kind, start, line, column);
}

void Scanner::operatorToken(qint32 start, int line, int column)
{
    // A run of operator characters, cut before a comment start. Like PostgreSQL, a multi-char
    // operator cannot end in + or - unless it contains one of ~!@#%^&|`? (so "=-1" is "=" "-" "1").
    qint32 i = m_pos;
    while (i < m_n && isOperatorChar(m_text[i])) {
        if (i > m_pos && ((m_text[i] == u'-' && at(i + 1) == u'-') || (m_text[i] == u'/' && at(i + 1) == u'*')))
            break;
        ++i;
    }
    if (i - m_pos > 1) {
        bool special = false;
        for (qint32 k = m_pos; k < i; ++k)
            special = special || QStringView(u"~!@#%^&|`?").contains(m_text[k]);
        while (!special && i - m_pos > 1 && (m_text[i - 1] == u'+' || m_text[i - 1] == u'-'))
            --i;
    }
    advanceTo(i);
    push(TokenKind::Punct, start, line, column);
}

bool Scanner::lexStatement()
{
    while (m_pos < m_n) {
        const QChar c = m_text[m_pos];
        const qint32 start = m_pos;
        m_errorStart = start;
        const int line = m_line, column = columnOf(m_pos);
        const char16_t u = c.unicode();
        if (u == ' ' || u == '\t' || u == '\n' || u == '\r' || u == '\f' || u == '\v') {
            // A run of ASCII blanks in one go (indentation is most of a DDL file's whitespace).
            do {
                if (m_text[m_pos] == u'\n') {
                    ++m_line;
                    m_lineStart = m_pos + 1;
                }
                ++m_pos;
            } while (m_pos < m_n && isAsciiBlank(m_text[m_pos].unicode()));
        } else if (u >= 128 && c.isSpace()) {
            advanceTo(m_pos + 1);
        } else if (u == '-' && at(m_pos + 1) == u'-') {
            lineComment();
        } else if (u == '/' && at(m_pos + 1) == u'*') {
            blockComment();
        } else if (u == '\'') {
            quoted(u'\'', start, line, column, false, TokenKind::String, 0);
        } else if ((u == 'E' || u == 'e') && at(m_pos + 1) == u'\'') {
            ++m_pos;
            quoted(u'\'', start, line, column, true, TokenKind::String, 'E');
        } else if (u == '"') {
            quoted(u'"', start, line, column, false, TokenKind::QuotedIdentifier, 0);
        } else if (isIdentStart(c)) {
            qint32 i = m_pos + 1;
            while (i < m_n && isIdentChar(m_text[i]))
                ++i;
            m_pos = i; // identifiers hold no newline: skip advanceTo's per-character scan
            push(TokenKind::Identifier, start, line, column);
        } else if (isDigit(c) || (u == '.' && isDigit(at(m_pos + 1)))) {
            number(start, line, column);
        } else if (u == '$') {
            if (isDigit(at(m_pos + 1))) {
                qint32 i = m_pos + 1;
                while (i < m_n && isDigit(m_text[i]))
                    ++i;
                advanceTo(i);
                push(TokenKind::Parameter, start, line, column);
            } else if (!dollarQuoted(start, line, column)) {
                error(line, column, tr("unexpected character '$': expected a dollar quote such as $$ or $tag$"));
                advanceTo(m_pos + 1);
            }
        } else if (u == ':' && at(m_pos + 1) == u':') {
            advanceTo(m_pos + 2);
            push(TokenKind::Punct, start, line, column);
        } else if (u == '(' || u == ')' || u == '[' || u == ']' || u == ',' || u == ';' || u == '.' || u == ':') {
            ++m_pos; // none of these is a newline
            if (u == '(') {
                if (!m_nesting.open() && m_tooDeep.kind != TokenKind::Invalid) {
                    tooDeep(start, line, column);
                    continue;
                }
            } else if (u == ')') {
                m_nesting.close();
            } else if (u == ';') {
                endTooDeep();
                m_nesting.reset();
            }
            push(TokenKind::Punct, start, line, column);
            if (u == ';')
                return true;
        } else if (isOperatorChar(c)) {
            operatorToken(start, line, column);
        } else {
            error(line, column, tr("unexpected character '%1'").arg(c));
            advanceTo(m_pos + 1);
        }
    }
    endTooDeep();
    return false;
}

} // namespace

class StatementLexer::Impl : public Scanner
{
public:
    using Scanner::Scanner;
};

StatementLexer::StatementLexer(QStringView text, LexResult &result, Diagnostics &diagnostics, const OpenConstruct &carried)
    : m_impl(new Impl(text, result, diagnostics, carried))
{
}

OpenConstruct StatementLexer::openAtEnd() const { return m_impl->openAtEnd(); }

StatementLexer::~StatementLexer() { delete m_impl; }

bool StatementLexer::atEnd() const { return m_impl->atEnd(); }

void StatementLexer::lexStatement() { m_impl->lexStatement(); }


QString identifierName(QStringView text, const Token &token)
{
    QStringView raw = text.mid(token.offset, token.length);
    QString name;
    if (token.kind == TokenKind::QuotedIdentifier) {
        raw = raw.mid(1, raw.size() - 2);
        name = raw.toString();
        name.replace(QStringLiteral("\"\""), QStringLiteral("\""));
    } else {
        // ASCII fast path: fold in place without the general Unicode machinery.
        name = QString(raw.size(), Qt::Uninitialized);
        char16_t *out = reinterpret_cast<char16_t *>(name.data());
        bool ascii = true;
        for (qsizetype i = 0; i < raw.size(); ++i) {
            const char16_t c = raw[i].unicode();
            ascii = ascii && c < 128;
            out[i] = (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
        }
        if (!ascii)
            name = raw.toString().toLower();
    }
    if (name.size() > kMaxIdentifierLength)
        name.truncate(kMaxIdentifierLength);
    return name;
}

QString stringValue(QStringView text, const Token &token)
{
    const QStringView raw = text.mid(token.offset, token.length);
    if (token.stringPrefix == '$') {
        const qsizetype tagEnd = raw.indexOf(u'$', 1);
        const qsizetype delimiterLength = tagEnd + 1;
        return raw.mid(delimiterLength, raw.size() - 2 * delimiterLength).toString();
    }
    const bool escape = token.stringPrefix == 'E';
    const QStringView body = raw.mid(escape ? 2 : 1, raw.size() - (escape ? 3 : 2));
    QString value;
    value.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c == u'\'' && i + 1 < body.size() && body[i + 1] == u'\'') {
            value += c;
            ++i;
        } else if (escape && c == u'\\' && i + 1 < body.size()) {
            const QChar e = body[++i];
            switch (e.unicode()) {
            case 'n': value += u'\n'; break;
            case 't': value += u'\t'; break;
            case 'r': value += u'\r'; break;
            case 'b': value += u'\b'; break;
            case 'f': value += u'\f'; break;
            default: value += e; break;
            }
        } else {
            value += c;
        }
    }
    return value;
}

} // namespace ssd::pg
