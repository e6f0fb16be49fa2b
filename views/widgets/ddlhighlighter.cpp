#include "ddlhighlighter.h"

#include "googlesql/googlesqllexer.h"
#include "lexing/keywords.h"
#include "postgresql/pglexer.h"

#include <QSignalBlocker>
#include <QTextBlock>
#include <QTextDocument>

#include <utility>

namespace ssd {

namespace {

// Block states (what a line leaves open for the next, see lexing/openconstruct.h): 0 = nothing,
// >0 = inside a block comment (its nesting depth), -2 / -4 = inside a triple-quoted string of ' / ",
// <= kDollarQuoted = inside a dollar-quoted string (kDollarQuoted - the index of its $tag$ in
// m_dollarTags), -3 = not highlighted yet (plain until a later pass; -1 is Qt's "never highlighted").
constexpr int kTripleSingleQuoted = -2;
constexpr int kNotYet = -3;
constexpr int kTripleDoubleQuoted = -4;
constexpr int kDollarQuoted = -16;

} // namespace

DdlHighlighter::DdlHighlighter(QTextDocument *document, Dialect dialect)
    : QSyntaxHighlighter(document)
    , m_dialect(dialect)
{
    m_keyword.setForeground(QColor(0x1a, 0x4f, 0x9c));
    m_keyword.setFontWeight(QFont::Bold);
    m_type.setForeground(QColor(0x7b, 0x1f, 0xa2));
    m_string.setForeground(QColor(0x1b, 0x7a, 0x2f));
    m_identifier.setForeground(QColor(0x8a, 0x4b, 0x08));
    m_number.setForeground(QColor(0xb0, 0x3a, 0x2e));
    m_comment.setForeground(QColor(0x80, 0x80, 0x80));
    m_comment.setFontItalic(true);
    m_nextPass.setSingleShot(true);
    m_nextPass.setInterval(0);
    connect(&m_nextPass, &QTimer::timeout, this, &DdlHighlighter::highlightMore);
}

void DdlHighlighter::highlightMore()
{
    m_budget = kLinesPerPass;
    if (m_firstPlain < 0)
        return;
    // rehighlightBlock() goes on to the following lines while their state changes: through the
    // plain lines (kNotYet -> highlighted) until the budget ends; then a line stays kNotYet as it
    // was, and that stops it. Plain lines further down (after lines edited meanwhile) are found
    // by walking on.
    // New formats are no edit: without the document's signals, the editor does not take this
    // for typing (textChanged would start the DDL dock's parse), while the layout, which the
    // document calls directly, still repaints the lines.
    const QSignalBlocker quiet(document());
    QTextBlock block = document()->findBlockByNumber(std::exchange(m_firstPlain, -1));
    for (; block.isValid() && m_budget > 0; block = block.next())
        if (block.userState() == kNotYet)
            rehighlightBlock(block);
    if (block.isValid() && m_firstPlain < 0) {
        m_firstPlain = block.blockNumber(); // walk on from here next pass
        m_nextPass.start();
    }
}

void DdlHighlighter::setDialect(Dialect dialect)
{
    if (m_dialect == dialect)
        return;
    m_dialect = dialect;
    rehighlight();
}

void DdlHighlighter::highlightBlock(const QString &text)
{
    if (!m_nextPass.isActive())
        m_nextPass.start(); // the budget is per event-loop pass
    // Past the budget, and below a line left plain (whose end state is unknown): plain for now.
    if (m_budget <= 0 || previousBlockState() == kNotYet) {
        setCurrentBlockState(kNotYet);
        const int number = currentBlock().blockNumber();
        if (m_firstPlain < 0 || number < m_firstPlain)
            m_firstPlain = number;
        return;
    }
    --m_budget;
    const OpenConstruct carried = openConstructOf(previousBlockState());
    const OpenConstruct open = m_dialect == Dialect::GoogleSql ? highlightGoogleSql(text, carried)
                                                               : highlightPostgreSql(text, carried);
    if (open.isOpen())
        setFormat(open.offset, int(text.size()) - open.offset,
                  open.kind == OpenConstruct::Kind::BlockComment ? m_comment : m_string);
    setCurrentBlockState(stateOf(open));
}

// The line is lexed by the dialect's own lexer, from inside what the line before left open; its
// diagnostics (an unterminated string, a stray character) are the DDL dock's to show, not ours.
OpenConstruct DdlHighlighter::highlightGoogleSql(const QString &text, const OpenConstruct &carried)
{
    Diagnostics ignored;
    gsql::GoogleSqlLexer lexer(text, ignored, carried);
    for (Token token = lexer.next(); token.kind != TokenKind::End; token = lexer.next())
        formatToken(text, token);
    for (const SourceComment &comment : lexer.comments())
        setFormat(comment.offset, comment.length, m_comment);
    return lexer.openAtEnd();
}

OpenConstruct DdlHighlighter::highlightPostgreSql(const QString &text, const OpenConstruct &carried)
{
    Diagnostics ignored;
    pg::LexResult lexed;
    pg::StatementLexer lexer(text, lexed, ignored, carried);
    while (!lexer.atEnd())
        lexer.lexStatement();
    for (const Token &token : lexed.tokens)
        formatToken(text, token);
    for (const SourceComment &comment : lexed.comments)
        setFormat(comment.offset, comment.length, m_comment);
    // An unterminated string or quoted name leaves no token; it is coloured up to the next token
    // (a "" leaves none either) or to the end of the line. It is not carried to the next line.
    auto token = lexed.tokens.cbegin();
    for (const qint32 error : lexed.errorOffsets) {
        const QChar first = text[error];
        const bool name = first == u'"';
        if (!name && first != u'\'' && !(first.toUpper() == u'E' && error + 1 < text.size() && text[error + 1] == u'\''))
            continue; // a stray character, or what openAtEnd() reports
        while (token != lexed.tokens.cend() && token->offset <= error)
            ++token;
        const qint32 end = token == lexed.tokens.cend() ? qint32(text.size()) : token->offset;
        setFormat(error, end - error, name ? m_identifier : m_string);
    }
    return lexer.openAtEnd();
}

void DdlHighlighter::formatToken(const QString &text, const Token &token)
{
    switch (token.kind) {
    case TokenKind::Identifier: {
        // The dialect's keyword table (lexing/keywords.h): its type names, and its DDL words with
        // every word it reserves (the words a name must be quoted to spell).
        const QStringView word = QStringView(text).mid(token.offset, token.length);
        if (isTypeName(word, m_dialect))
            setFormat(token.offset, token.length, m_type);
        else if (isDdlKeyword(word, m_dialect))
            setFormat(token.offset, token.length, m_keyword);
        break;
    }
    case TokenKind::QuotedIdentifier:
        setFormat(token.offset, token.length, m_identifier);
        break;
    case TokenKind::String:
    case TokenKind::Bytes:
        setFormat(token.offset, token.length, m_string);
        break;
    case TokenKind::Integer:
    case TokenKind::Float:
    case TokenKind::Parameter:
        setFormat(token.offset, token.length, m_number);
        break;
    case TokenKind::Invalid: {
        // GoogleSQL's unterminated literals and malformed numbers: coloured as what they started.
        const QChar first = text[token.offset];
        if (first == u'\'' || first == u'"' || first.isLetter())
            setFormat(token.offset, token.length, m_string); // 'abc, r'abc
        else if (first == u'`')
            setFormat(token.offset, token.length, m_identifier);
        else if (first.isDigit() || first == u'.')
            setFormat(token.offset, token.length, m_number); // 123abc
        break;
    }
    case TokenKind::Punct:
    case TokenKind::End:
        break;
    }
}

OpenConstruct DdlHighlighter::openConstructOf(int state) const
{
    OpenConstruct open;
    if (state > 0) {
        open.kind = OpenConstruct::Kind::BlockComment;
        open.depth = state;
    } else if (state == kTripleSingleQuoted || state == kTripleDoubleQuoted) {
        open.kind = OpenConstruct::Kind::TripleQuotedString;
        open.quote = state == kTripleSingleQuoted ? u'\'' : u'"';
    } else if (state <= kDollarQuoted && kDollarQuoted - state < m_dollarTags.size()) {
        open.kind = OpenConstruct::Kind::DollarQuotedString;
        open.delimiter = m_dollarTags[kDollarQuoted - state];
    }
    return open;
}

int DdlHighlighter::stateOf(const OpenConstruct &open)
{
    switch (open.kind) {
    case OpenConstruct::Kind::None:
        return 0;
    case OpenConstruct::Kind::BlockComment:
        return open.depth;
    case OpenConstruct::Kind::TripleQuotedString:
        return open.quote == u'"' ? kTripleDoubleQuoted : kTripleSingleQuoted;
    case OpenConstruct::Kind::DollarQuotedString: {
        // The tag is what must match, so its state names it: a $a$ changed to $b$ changes the
        // state, and the lines below are highlighted again.
        qsizetype index = m_dollarTags.indexOf(open.delimiter);
        if (index < 0) {
            index = m_dollarTags.size();
            m_dollarTags.push_back(open.delimiter.toString());
        }
        return kDollarQuoted - int(index);
    }
    }
    return 0;
}

} // namespace ssd
