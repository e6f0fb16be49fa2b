#include "googlesqllexer.h"

#include "lexing/nestingdepth.h"

#include <QCoreApplication>

#include <array>
#include <new>

namespace ssd::gsql {

namespace {

// Character classes of the ASCII range, one table lookup per character in the hot loops.
enum : quint8 { kIdentStartBit = 1, kIdentPartBit = 2, kBlankBit = 4 };
constexpr std::array<quint8, 128> makeAsciiClasses()
{
    std::array<quint8, 128> classes{};
    for (int c = 0; c < 128; ++c) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        const bool digit = c >= '0' && c <= '9';
        classes[c] = quint8((letter ? kIdentStartBit : 0) | (letter || digit ? kIdentPartBit : 0)
                            | ((c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') ? kBlankBit : 0));
    }
    return classes;
}
constexpr std::array<quint8, 128> kAsciiClasses = makeAsciiClasses();

inline bool isDigit(char16_t c) { return c >= u'0' && c <= u'9'; }
inline bool isHexDigit(char16_t c) { return isDigit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F'); }

inline bool isIdentStart(char16_t c)
{
    return c < 0x80 ? (kAsciiClasses[c] & kIdentStartBit) != 0 : QChar(c).isLetter();
}
inline bool isIdentPart(char16_t c)
{
    return c < 0x80 ? (kAsciiClasses[c] & kIdentPartBit) != 0 : QChar(c).isLetterOrNumber();
}

// Parses the rule list of a `spanner-schema: disable=a,b` directive out of a comment's text.
QStringList suppressionRules(QStringView comment)
{
    static constexpr QLatin1StringView marker("spanner-schema:");
    const qsizetype at = comment.indexOf(marker, 0, Qt::CaseInsensitive);
    if (at < 0)
        return {};
    qsizetype i = at + marker.size();
    const qsizetype n = comment.size();
    auto skipSpaces = [&] { while (i < n && (comment[i] == u' ' || comment[i] == u'\t')) ++i; };
    skipSpaces();
    static constexpr QLatin1StringView disable("disable");
    if (!comment.mid(i).startsWith(disable, Qt::CaseInsensitive))
        return {};
    i += disable.size();
    skipSpaces();
    if (i >= n || comment[i] != u'=')
        return {};
    ++i;
    QStringList rules;
    for (;;) {
        skipSpaces();
        const qsizetype start = i;
        while (i < n && (comment[i].isLetterOrNumber() || comment[i] == u'-' || comment[i] == u'_'))
            ++i;
        if (i > start)
            rules.push_back(comment.mid(start, i - start).toString());
        skipSpaces();
        if (i < n && comment[i] == u',') {
            ++i;
            continue;
        }
        break;
    }
    return rules;
}

} // namespace

class GoogleSqlLexer::Impl
{
    Q_DECLARE_TR_FUNCTIONS(ssd::GoogleSqlParser)

public:
    Impl(QStringView text, Diagnostics &diagnostics, const OpenConstruct &carried)
        : m_text(text), m_n(text.size()), m_diagnostics(diagnostics)
    {
        if (carried.isOpen())
            resume(carried);
    }

    OpenConstruct openAtEnd() const { return m_openAtEnd; }

    // Writes the token into out (the caller's vector slot): returning 24-byte tokens by value
    // made every caller reload what the lexer had just stored, a store-forwarding stall per token.
    void nextToken(Token &out)
    {
        if (m_hasPending) {
            m_hasPending = false;
            out = m_pending;
            remember(out);
            return;
        }
        if (!skipTrivia()) {
            if (m_hasPending) {
                nextToken(out);
                return;
            }
            out.offset = m_n;
            out.length = 0;
            out.line = m_line;
            out.column = int(m_n - m_lineStart) + 1;
            out.kind = TokenKind::End;
            return;
        }
        new (&out) Token(next()); // constructed in place (guaranteed copy elision)
        remember(out);
    }

    std::vector<SuppressionComment> suppressions;
    std::vector<SourceComment> comments;

private:
    // Starts inside what the previous piece of text left open: the comment or string goes on to
    // its end in this text, or over all of it (and is still open at its end).
    void resume(const OpenConstruct &carried)
    {
        if (carried.kind == OpenConstruct::Kind::BlockComment) {
            const qsizetype close = m_text.indexOf(u"*/");
            if (close < 0) {
                advanceCountingLines(m_n);
                m_openAtEnd = OpenConstruct::blockComment(0, 1);
                return;
            }
            advanceCountingLines(close + 2);
            rememberComment(0, 1);
        } else if (carried.kind == OpenConstruct::Kind::TripleQuotedString) {
            const qsizetype end = endOfTripleQuoted(0, carried.quote);
            if (end < 0) {
                advanceCountingLines(m_n);
                m_openAtEnd = OpenConstruct::tripleQuoted(0, carried.quote);
                return;
            }
            advanceCountingLines(end);
            m_pending = make(0, TokenKind::String, 1, 1);
            m_hasPending = true;
        }
    }

    // The offset after the ''' or """ that closes a triple-quoted string whose body starts at
    // from, or -1 when the text ends first.
    qsizetype endOfTripleQuoted(qsizetype from, char16_t quote) const
    {
        for (qsizetype i = from; i < m_n;) {
            const char16_t c = m_text[i].unicode();
            if (c == u'\\')
                i += 2;
            else if (c == quote && at(i + 1) == quote && at(i + 2) == quote)
                return i + 3;
            else
                ++i;
        }
        return -1;
    }

    void remember(const Token &token)
    {
        m_previousEndLine = m_line;
        m_previousOffset = token.offset;
        m_previousEnd = token.end();
        m_previousKind = token.kind;
        m_hasPrevious = true;
    }

    char16_t at(qsizetype i) const { return i < m_n ? m_text[i].unicode() : char16_t(0); }

    void newline(qsizetype newlineOffset)
    {
        ++m_line;
        m_lineStart = newlineOffset + 1;
    }

    // Advances over [m_pos, to) counting line breaks (for multi-line tokens and comments).
    void advanceCountingLines(qsizetype to)
    {
        for (qsizetype i = m_pos; i < to; ++i)
            if (m_text[i].unicode() == u'\n')
                newline(i);
        m_pos = to;
    }

    void error(int line, int column, const QString &message)
    {
        m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, line, column, message});
    }

    void rememberComment(qsizetype start, int line)
    {
        const QStringView comment = m_text.mid(start, m_pos - start);
        comments.push_back({qint32(start), qint32(m_pos - start), line, m_line, !m_hasPrevious || m_previousEndLine < line});
        // Cheap pre-check: most comments have no directive.
        if (!comment.contains(u"spanner-schema", Qt::CaseInsensitive))
            return;
        QStringList rules = suppressionRules(comment);
        if (!rules.isEmpty())
            suppressions.push_back({start, line, m_line, std::move(rules)});
    }

    // Skips whitespace and comments; false at the end of the text.
    bool skipTrivia()
    {
        while (m_pos < m_n) {
            const char16_t c = m_text[m_pos].unicode();
            if (c == u'\n') {
                newline(m_pos);
                ++m_pos;
            } else if (c < 0x80 && (kAsciiClasses[c] & kBlankBit)) {
                ++m_pos;
            } else if (c == u'#' || (c == u'-' && at(m_pos + 1) == u'-')) {
                const qsizetype start = m_pos;
                while (m_pos < m_n && m_text[m_pos].unicode() != u'\n')
                    ++m_pos;
                rememberComment(start, m_line);
            } else if (c == u'/' && at(m_pos + 1) == u'*') {
                const qsizetype start = m_pos;
                const int line = m_line, column = int(m_pos - m_lineStart) + 1;
                const qsizetype close = m_text.indexOf(u"*/", m_pos + 2);
                if (close < 0) {
                    error(line, column, tr("unterminated comment: '/*' is never closed by '*/'"));
                    // Leave an Invalid token so the statement it swallowed is not applied.
                    m_pending.offset = m_pos;
                    m_pending.length = 2;
                    m_pending.line = line;
                    m_pending.column = column;
                    m_pending.kind = TokenKind::Invalid;
                    m_hasPending = true;
                    m_openAtEnd = OpenConstruct::blockComment(qint32(m_pos), 1);
                    advanceCountingLines(m_n);
                    return false;
                }
                advanceCountingLines(close + 2);
                rememberComment(start, line);
            } else if (c >= 0x80 && QChar(c).isSpace()) {
                ++m_pos; // NBSP, U+2000..U+200A, U+202F, U+205F, U+3000 ...
            } else {
                return true;
            }
        }
        return false;
    }

    Token make(qsizetype start, TokenKind kind, int line, int column)
    {
        Token t;
        t.offset = start;
        t.length = qint32(m_pos - start);
        t.line = line;
        t.column = column;
        t.kind = kind;
        return t;
    }

    Token next()
    {
        const qsizetype start = m_pos;
        const int line = m_line;
        const int column = int(m_pos - m_lineStart) + 1;
        const char16_t c = m_text[m_pos].unicode();

        if (isIdentStart(c)) {
            // String prefixes: r, b, rb, br (any case) directly followed by a quote.
            qsizetype p = m_pos;
            int prefix = 0;
            bool bytes = false;
            while (prefix < 2 && p < m_n) {
                const char16_t pc = m_text[p].unicode();
                if (pc == u'r' || pc == u'R' || pc == u'b' || pc == u'B') {
                    bytes = bytes || pc == u'b' || pc == u'B';
                    ++p;
                    ++prefix;
                } else {
                    break;
                }
            }
            if (prefix > 0 && (at(p) == u'\'' || at(p) == u'"')) {
                const bool raw = prefix == 2 || at(m_pos) == u'r' || at(m_pos) == u'R';
                if (prefix == 2 && (at(m_pos) | 0x20) == (at(m_pos + 1) | 0x20)) {
                    // "rr'" or "bb'": not a valid prefix; lex as an identifier followed by a string.
                } else {
                    m_pos = p;
                    return lexString(start, line, column, bytes ? TokenKind::Bytes : TokenKind::String, raw);
                }
            }
            ++m_pos;
            while (m_pos < m_n && isIdentPart(m_text[m_pos].unicode()))
                ++m_pos;
            return make(start, TokenKind::Identifier, line, column);
        }
        if (isDigit(c) || (c == u'.' && isDigit(at(m_pos + 1)) && !previousEndsName()))
            return lexNumber(start, line, column);
        if (c == u'\'' || c == u'"')
            return lexString(start, line, column, TokenKind::String, false);
        if (c == u'`')
            return lexQuotedIdentifier(start, line, column);
        if (c == u'=' && at(m_pos + 1) == u'>') {
            m_pos += 2;
            return make(start, TokenKind::Punct, line, column);
        }
        if (c < 0x80 && c > 0x20 && c != 0x7f && c != u'\\') {
            ++m_pos;
            if (c == u'(') {
                if (!m_nesting.open() && !m_skippingTooDeep)
                    return tooDeep(start, line, column);
            } else if (c == u')') {
                m_nesting.close();
            } else if (c == u';') {
                m_nesting.reset();
            }
            return make(start, TokenKind::Punct, line, column);
        }
        // A stray character: report it once and keep going so the next statements still parse.
        m_pos += (QChar::isHighSurrogate(c) && QChar::isLowSurrogate(at(m_pos + 1))) ? 2 : 1;
        error(line, column, tr("unexpected character '%1'").arg(m_text.mid(start, m_pos - start)));
        return make(start, TokenKind::Invalid, line, column);
    }

    // The '(' at start opens one level more than NestingDepth allows: reports it and returns one
    // Invalid token from it to the end of the statement (the ';' stays for the next call), lexing
    // that tail without keeping its tokens.
    Token tooDeep(qsizetype start, int line, int column)
    {
        error(line, column, NestingDepth::tooDeepMessage());
        m_skippingTooDeep = true;
        qsizetype tailEnd = m_pos;
        while (skipTrivia() && m_text[m_pos].unicode() != u';') {
            next();
            tailEnd = m_pos;
        }
        m_skippingTooDeep = false;
        m_nesting.reset();
        Token tail;
        tail.offset = qint32(start);
        tail.length = qint32(tailEnd - start);
        tail.line = line;
        tail.column = column;
        tail.kind = TokenKind::Invalid;
        return tail;
    }

    // True when the previous token touches this position and is a name or ')', so that "t.1" style
    // paths and "a.5" do not lex the dot as the start of a float.
    bool previousEndsName() const
    {
        if (!m_hasPrevious || m_previousEnd != m_pos)
            return false;
        return m_previousKind == TokenKind::Identifier || m_previousKind == TokenKind::QuotedIdentifier
               || (m_previousKind == TokenKind::Punct && m_text[m_previousOffset] == u')');
    }

    Token lexNumber(qsizetype start, int line, int column)
    {
        if (at(m_pos) == u'0' && (at(m_pos + 1) == u'x' || at(m_pos + 1) == u'X') && isHexDigit(at(m_pos + 2))) {
            m_pos += 2;
            while (m_pos < m_n && isHexDigit(m_text[m_pos].unicode()))
                ++m_pos;
            return finishNumber(start, line, column, TokenKind::Integer);
        }
        bool isFloat = false;
        while (m_pos < m_n && isDigit(m_text[m_pos].unicode()))
            ++m_pos;
        if (at(m_pos) == u'.') {
            isFloat = true;
            ++m_pos;
            while (m_pos < m_n && isDigit(m_text[m_pos].unicode()))
                ++m_pos;
        }
        if ((at(m_pos) == u'e' || at(m_pos) == u'E')
            && (isDigit(at(m_pos + 1)) || ((at(m_pos + 1) == u'+' || at(m_pos + 1) == u'-') && isDigit(at(m_pos + 2))))) {
            isFloat = true;
            m_pos += 2;
            while (m_pos < m_n && isDigit(m_text[m_pos].unicode()))
                ++m_pos;
        }
        return finishNumber(start, line, column, isFloat ? TokenKind::Float : TokenKind::Integer);
    }

    Token finishNumber(qsizetype start, int line, int column, TokenKind kind)
    {
        // "123abc" is not a number followed by a name: GoogleSQL requires a separator.
        if (m_pos < m_n && isIdentPart(m_text[m_pos].unicode())) {
            while (m_pos < m_n && isIdentPart(m_text[m_pos].unicode()))
                ++m_pos;
            error(line, column, tr("invalid number '%1'").arg(m_text.mid(start, m_pos - start)));
            return make(start, TokenKind::Invalid, line, column);
        }
        return make(start, kind, line, column);
    }

    // m_pos is at the opening quote (after any prefix).
    Token lexString(qsizetype start, int line, int column, TokenKind kind, bool raw)
    {
        Q_UNUSED(raw); // a backslash never ends a string, raw or not; escapes are resolved later
        const char16_t quote = m_text[m_pos].unicode();
        const bool triple = at(m_pos + 1) == quote && at(m_pos + 2) == quote;
        if (triple) {
            if (const qsizetype end = endOfTripleQuoted(m_pos + 3, quote); end >= 0) {
                advanceCountingLines(end);
                return make(start, kind, line, column);
            }
            advanceCountingLines(m_n);
            m_openAtEnd = OpenConstruct::tripleQuoted(qint32(start), quote);
            error(line, column, tr("unterminated string literal: %1 is never closed")
                                    .arg(QString(3, QChar(quote))));
            return make(start, TokenKind::Invalid, line, column);
        }
        qsizetype i = m_pos + 1;
        while (i < m_n) {
            const char16_t c = m_text[i].unicode();
            if (c == u'\\' && i + 1 < m_n && m_text[i + 1].unicode() != u'\n') {
                i += 2;
            } else if (c == quote) {
                m_pos = i + 1;
                return make(start, kind, line, column);
            } else if (c == u'\n' || c == u'\r') {
                break;
            } else {
                ++i;
            }
        }
        // Single-line literal without its closing quote: stop at the end of the line so that
        // the following lines still lex normally.
        m_pos = i;
        error(line, column, tr("unterminated string literal: missing closing %1").arg(QChar(quote)));
        return make(start, TokenKind::Invalid, line, column);
    }

    Token lexQuotedIdentifier(qsizetype start, int line, int column)
    {
        qsizetype i = m_pos + 1;
        while (i < m_n) {
            const char16_t c = m_text[i].unicode();
            if (c == u'\\' && i + 1 < m_n && m_text[i + 1].unicode() != u'\n') {
                i += 2;
            } else if (c == u'`') {
                m_pos = i + 1;
                if (m_pos - start == 2) {
                    error(line, column, tr("empty quoted identifier ``"));
                    return make(start, TokenKind::Invalid, line, column);
                }
                return make(start, TokenKind::QuotedIdentifier, line, column);
            } else if (c == u'\n' || c == u'\r') {
                break;
            } else {
                ++i;
            }
        }
        m_pos = i;
        error(line, column, tr("unterminated quoted identifier: missing closing '`'"));
        return make(start, TokenKind::Invalid, line, column);
    }

    QStringView m_text;
    qsizetype m_n;
    Diagnostics &m_diagnostics;
    qsizetype m_pos = 0;
    int m_line = 1;
    qsizetype m_lineStart = 0;
    qsizetype m_previousOffset = 0;   // the last token handed out (for previousEndsName)
    qsizetype m_previousEnd = 0;
    TokenKind m_previousKind = TokenKind::End;
    bool m_hasPrevious = false;
    qint32 m_previousEndLine = 0; // line where the last token ended (a comment after it on that line is trailing)
    NestingDepth m_nesting;
    bool m_skippingTooDeep = false;
    Token m_pending;           // handed out by the next call: an unterminated comment's Invalid
    bool m_hasPending = false; // token, or the end of a triple-quoted string carried in
    OpenConstruct m_openAtEnd;
};

namespace {

// Resolves backslash escapes of a quoted body (string literal or quoted identifier).
QString unescape(QStringView body)
{
    if (!body.contains(u'\\'))
        return body.toString();
    QString out;
    out.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c != u'\\' || i + 1 >= body.size()) {
            out += c;
            continue;
        }
        const QChar e = body[++i];
        switch (e.unicode()) {
        case u'n': out += u'\n'; break;
        case u't': out += u'\t'; break;
        case u'r': out += u'\r'; break;
        case u'0': out += QChar(0); break;
        default: out += e; break; // \\ \' \" \` and anything else: the character itself
        }
    }
    return out;
}

} // namespace

GoogleSqlLexer::GoogleSqlLexer(QStringView text, Diagnostics &diagnostics, const OpenConstruct &carried)
    : m_impl(new Impl(text, diagnostics, carried))
{
}

OpenConstruct GoogleSqlLexer::openAtEnd() const { return m_impl->openAtEnd(); }

GoogleSqlLexer::~GoogleSqlLexer() { delete m_impl; }

void GoogleSqlLexer::next(Token &out) { m_impl->nextToken(out); }

Token GoogleSqlLexer::next()
{
    Token token;
    m_impl->nextToken(token);
    return token;
}

const std::vector<SuppressionComment> &GoogleSqlLexer::suppressions() const { return m_impl->suppressions; }
const std::vector<SourceComment> &GoogleSqlLexer::comments() const { return m_impl->comments; }

LexResult lexGoogleSql(QStringView text, Diagnostics &diagnostics)
{
    GoogleSqlLexer lexer(text, diagnostics);
    LexResult result;
    for (;;) {
        result.tokens.push_back(lexer.next());
        if (result.tokens.back().kind == TokenKind::End)
            break;
    }
    result.suppressions = lexer.suppressions();
    return result;
}

QString unquoteIdentifier(QStringView tokenText)
{
    if (tokenText.size() >= 2 && tokenText.front() == u'`' && tokenText.back() == u'`')
        return unescape(tokenText.mid(1, tokenText.size() - 2));
    return tokenText.toString();
}

QString unquoteString(QStringView tokenText)
{
    qsizetype i = 0;
    bool raw = false;
    while (i < tokenText.size() && tokenText[i] != u'\'' && tokenText[i] != u'"') {
        raw = raw || tokenText[i] == u'r' || tokenText[i] == u'R';
        ++i;
    }
    QStringView body = tokenText.mid(i);
    const qsizetype quoteLength = (body.size() >= 6 && body[0] == body[1] && body[1] == body[2]) ? 3 : 1;
    if (body.size() < 2 * quoteLength)
        return {};
    body = body.mid(quoteLength, body.size() - 2 * quoteLength);
    return raw ? body.toString() : unescape(body);
}

} // namespace ssd::gsql
