#include "expressiontokens.h"

#include "lexing/lexedtext.h"
#include "sourcecomments.h"

namespace ssd::expr {

namespace {

QLatin1StringView l1(const char *text) { return QLatin1StringView(text); }

// Decodes backslash escapes (GoogleSQL strings, PostgreSQL E'' strings). Unlike the parsers'
// decoding, an escape it does not know is kept as written: the conversion writes the value back
// as a literal, and must not lose a backslash the other dialect might read.
QString unescape(QStringView s)
{
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != u'\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const QChar c = s[++i];
        switch (c.unicode()) {
        case 'n': out += u'\n'; break;
        case 't': out += u'\t'; break;
        case 'r': out += u'\r'; break;
        case '\\': case '\'': case '"': case '`': case '?': out += c; break;
        default: out += u'\\'; out += c; break; // keep unknown escapes as written
        }
    }
    return out;
}

// The body of a literal between its opening and closing delimiter (an unterminated one, which
// the lexer hands out as Invalid, has no closing delimiter).
QStringView between(QStringView literal, QStringView delimiter)
{
    QStringView body = literal.mid(delimiter.size());
    if (body.size() >= delimiter.size() && body.endsWith(delimiter))
        body.chop(delimiter.size());
    return body;
}

// A GoogleSQL string or bytes literal: [r|b|rb|br] then ' " ''' or """.
Token googleSqlString(QStringView text)
{
    qsizetype quote = 0;
    bool raw = false, bytes = false;
    for (; quote < text.size() && text[quote] != u'\'' && text[quote] != u'"'; ++quote) {
        raw = raw || text[quote].toLower() == u'r';
        bytes = bytes || text[quote].toLower() == u'b';
    }
    const QStringView literal = text.mid(quote);
    const bool triple = literal.size() >= 3 && literal[1] == literal[0] && literal[2] == literal[0];
    const QStringView body = between(literal, literal.left(triple ? 3 : 1));
    Token t;
    t.kind = Token::Kind::String;
    t.value = raw ? body.toString() : unescape(body);
    t.bytes = bytes;
    return t;
}

// A PostgreSQL string: '' doubles a quote, E'' also takes backslash escapes, $tag$ takes nothing.
Token postgreSqlString(QStringView text, quint8 prefix)
{
    Token t;
    t.kind = Token::Kind::String;
    if (prefix == '$') {
        t.value = between(text, text.left(text.indexOf(u'$', 1) + 1)).toString();
        return t;
    }
    const bool escaped = prefix == 'E';
    const QStringView body = between(text.mid(escaped ? 1 : 0), u"'");
    QString value;
    for (qsizetype j = 0; j < body.size(); ++j) {
        if (escaped && body[j] == u'\\' && j + 1 < body.size()) {
            value += body.mid(j++, 2); // decoded with the others below
        } else {
            value += body[j];
            if (body[j] == u'\'' && j + 1 < body.size() && body[j + 1] == u'\'')
                ++j;
        }
    }
    t.value = escaped ? unescape(value) : value;
    return t;
}

QString unquotedName(QStringView text, Dialect dialect)
{
    if (dialect == Dialect::GoogleSql)
        return unescape(between(text, u"`"));
    QString name = between(text, u"\"").toString();
    name.replace(l1("\"\""), l1("\""));
    return name;
}

// One lexer token as the conversion sees it.
Token expressionToken(QStringView text, const ssd::Token &lexed, Dialect dialect)
{
    const QStringView spelled = text.mid(lexed.offset, lexed.length);
    Token t;
    switch (lexed.kind) {
    case TokenKind::Identifier:
        t.kind = Token::Kind::Word;
        break;
    case TokenKind::QuotedIdentifier:
        t.kind = Token::Kind::QuotedName;
        t.value = unquotedName(spelled, dialect);
        break;
    case TokenKind::String:
    case TokenKind::Bytes:
        t = dialect == Dialect::GoogleSql ? googleSqlString(spelled) : postgreSqlString(spelled, lexed.stringPrefix);
        break;
    case TokenKind::Integer:
    case TokenKind::Float:
        t.kind = Token::Kind::Number;
        break;
    case TokenKind::Invalid: {
        // GoogleSQL's unterminated literals and malformed numbers, taken for what they start as.
        const QChar first = spelled.front();
        if (first == u'\'' || first == u'"' || first.isLetter())
            t = googleSqlString(spelled);
        else if (first == u'`')
            t = Token{Token::Kind::QuotedName, {}, unquotedName(spelled, dialect)};
        else
            t.kind = first.isDigit() ? Token::Kind::Number : Token::Kind::Punct;
        break;
    }
    case TokenKind::Parameter:
    case TokenKind::Punct:
    case TokenKind::End:
        t.kind = Token::Kind::Punct;
        break;
    }
    t.text = spelled.toString();
    if (t.kind != Token::Kind::String && t.kind != Token::Kind::QuotedName)
        t.value = t.text;
    return t;
}

// Turns the lexer's tokens into the conversion's: the gaps between them (whitespace and comments)
// become Space tokens, and dotted paths one Word.
class Assembler
{
public:
    Assembler(QStringView text, Dialect dialect, const std::vector<SourceComment> &comments)
        : m_text(text), m_dialect(dialect), m_comments(comments) {}

    void add(const ssd::Token &lexed)
    {
        const bool touches = !m_tokens.empty() && lexed.offset == m_end;
        gapUpTo(lexed.offset);
        m_end = lexed.end();
        if (touches && lexed.kind == TokenKind::Identifier && m_dotted) {
            m_tokens.back().text += m_text.mid(lexed.offset, lexed.length);
            m_tokens.back().value = m_tokens.back().text;
            m_dotted = false;
            return;
        }
        if (touches && m_tokens.back().kind == Token::Kind::Word && lexed.kind == TokenKind::Punct
            && m_text[lexed.offset] == u'.' && lexed.length == 1 && followedByWord(lexed.end())) {
            m_tokens.back().text += u'.';
            m_dotted = true;
            return;
        }
        m_dotted = false;
        m_tokens.push_back(expressionToken(m_text, lexed, m_dialect));
    }

    std::vector<Token> finish()
    {
        gapUpTo(m_text.size());
        return std::move(m_tokens);
    }

private:
    bool followedByWord(qsizetype at) const
    {
        return at < m_text.size() && (m_text[at].isLetter() || m_text[at] == u'_');
    }

    // The text between two tokens is whitespace and comments, kept as one Space token; a
    // character the lexer refused (and reported) in it is a Punct token of its own.
    void gapUpTo(qsizetype to)
    {
        qsizetype space = m_end;
        for (qsizetype i = m_end; i < to;) {
            while (m_comment < m_comments.size() && m_comments[m_comment].offset + m_comments[m_comment].length <= i)
                ++m_comment;
            if (m_comment < m_comments.size() && m_comments[m_comment].offset == i) {
                i += m_comments[m_comment].length;
            } else if (m_text[i].isSpace()) {
                ++i;
            } else {
                pushSpace(space, i);
                m_tokens.push_back(Token{Token::Kind::Punct, m_text.mid(i, 1).toString(), m_text.mid(i, 1).toString()});
                space = ++i;
            }
        }
        pushSpace(space, to);
        m_end = to;
    }

    void pushSpace(qsizetype from, qsizetype to)
    {
        if (to > from)
            m_tokens.push_back(Token{Token::Kind::Space, m_text.mid(from, to - from).toString(), portableGap(from, to)});
    }

    // The gap as both dialects read it: PostgreSQL has no # comment, so GoogleSQL's is spelled --.
    QString portableGap(qsizetype from, qsizetype to) const
    {
        QString out;
        qsizetype copied = from;
        for (const SourceComment &comment : m_comments) { // an expression has few
            if (comment.offset < from || comment.offset >= to || m_text[comment.offset] != u'#')
                continue;
            out += m_text.mid(copied, comment.offset - copied);
            out += QLatin1StringView("--");
            copied = comment.offset + 1;
        }
        out += m_text.mid(copied, to - copied);
        return out;
    }

    QStringView m_text;
    Dialect m_dialect;
    const std::vector<SourceComment> &m_comments;
    size_t m_comment = 0;
    qsizetype m_end = 0;    // where the last token (or gap) ended
    bool m_dotted = false;  // the last Word ends in a '.' that the next name continues
    std::vector<Token> m_tokens;
};

} // namespace

std::vector<Token> tokenize(const QString &text, Dialect dialect)
{
    const LexedText lexed = lexText(text, dialect);
    Assembler tokens(text, dialect, lexed.comments);
    for (const ssd::Token &t : lexed.tokens)
        tokens.add(t);
    return tokens.finish();
}

QString googleSqlString(const QString &value)
{
    QString out = QStringLiteral("'");
    for (QChar c : value) {
        switch (c.unicode()) {
        case '\'': out += l1("\\'"); break;
        case '\\': out += l1("\\\\"); break;
        case '\n': out += l1("\\n"); break;
        case '\t': out += l1("\\t"); break;
        case '\r': out += l1("\\r"); break;
        default: out += c; break;
        }
    }
    out += u'\'';
    return out;
}

QString postgreSqlString(const QString &value)
{
    bool needsEscape = false;
    for (QChar c : value)
        if (c == u'\\' || c == u'\n' || c == u'\t' || c == u'\r')
            needsEscape = true;
    QString out = needsEscape ? QStringLiteral("E'") : QStringLiteral("'");
    for (QChar c : value) {
        if (c == u'\'') out += l1("''");
        else if (needsEscape && c == u'\\') out += l1("\\\\");
        else if (c == u'\n') out += l1("\\n");
        else if (c == u'\t') out += l1("\\t");
        else if (c == u'\r') out += l1("\\r");
        else out += c;
    }
    out += u'\'';
    return out;
}

} // namespace ssd::expr
