#include "ddlhighlighter.h"

#include "lexing/keywords.h"

#include <QSet>
#include <QSignalBlocker>
#include <QTextBlock>
#include <QTextDocument>

#include <utility>

namespace ssd {

namespace {

QSet<QString> wordSet(std::initializer_list<const char *> words)
{
    QSet<QString> set;
    for (const char *w : words)
        set.insert(QString::fromLatin1(w));
    return set;
}

const QSet<QString> &sharedKeywords()
{
    static const QSet<QString> words = wordSet({
        "CREATE", "ALTER", "DROP", "TABLE", "INDEX", "UNIQUE", "ON", "PRIMARY", "KEY", "FOREIGN",
        "REFERENCES", "CONSTRAINT", "CHECK", "NOT", "NULL", "DEFAULT", "AS", "STORED", "VIRTUAL",
        "INTERLEAVE", "IN", "PARENT", "DELETE", "CASCADE", "NO", "ACTION", "ADD", "COLUMN", "SET",
        "VIEW", "SQL", "SECURITY", "INVOKER", "DEFINER", "SELECT", "FROM", "WHERE", "AND", "OR",
        "IS", "CHANGE", "STREAM", "FOR", "ALL", "SEQUENCE", "SCHEMA", "DATABASE", "ROLE", "GRANT",
        "REVOKE", "TO", "IF", "EXISTS", "REPLACE", "ROW", "DELETION", "POLICY", "OLDER_THAN",
        "INTERVAL", "DAY", "ENFORCED", "ASC", "DESC", "GENERATED", "ALWAYS", "BY", "IDENTITY",
        "SEARCH", "VECTOR", "MODEL", "PROPERTY", "GRAPH", "LOCALITY", "GROUP", "HIDDEN", "WITH",
        "RENAME", "SYNONYM", "OR", "JOIN", "USING", "ORDER", "PARTITION"});
    return words;
}

const QSet<QString> &googleSqlKeywords()
{
    static const QSet<QString> words = wordSet({"OPTIONS", "STORING", "NULL_FILTERED", "AUTO_INCREMENT",
                                                "PROTO", "BUNDLE", "PLACEMENT", "FUNCTION", "RETURNS"});
    return words;
}

const QSet<QString> &postgreSqlKeywords()
{
    static const QSet<QString> words = wordSet({"INCLUDE", "TTL", "NULLS", "FIRST", "LAST", "OWNED", "NONE",
                                                "BIT_REVERSED_POSITIVE", "SKIP", "RANGE", "START", "COUNTER",
                                                "TIME", "ZONE", "VARYING"});
    return words;
}

const QSet<QString> &googleSqlTypes()
{
    static const QSet<QString> words = wordSet({"BOOL", "INT64", "FLOAT32", "FLOAT64", "NUMERIC", "STRING", "BYTES",
                                                "JSON", "DATE", "TIMESTAMP", "UUID", "TOKENLIST", "ARRAY",
                                                "STRUCT", "MAX"});
    return words;
}

const QSet<QString> &postgreSqlTypes()
{
    static const QSet<QString> words = wordSet({"BIGINT", "INT8", "INTEGER", "BOOL", "BOOLEAN", "REAL", "FLOAT4",
                                                "FLOAT8", "DOUBLE", "PRECISION", "NUMERIC", "DECIMAL", "VARCHAR",
                                                "CHARACTER", "TEXT", "BYTEA", "JSONB", "DATE", "TIMESTAMPTZ",
                                                "UUID", "SERIAL", "BIGSERIAL"});
    return words;
}

// Block states: 0 = normal, >0 = inside a block comment (nesting depth), -2 = triple-quoted string,
// -3 = not highlighted yet (plain until a later pass; -1 is Qt's "never highlighted").
constexpr int kTripleString = -2;
constexpr int kNotYet = -3;

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

// The DDL words of the lists above, and every word the dialect reserves (the words a name must be
// quoted to spell: the same table the parsers and writers use).
bool DdlHighlighter::isKeyword(const QString &upper) const
{
    if (m_dialect == Dialect::GoogleSql)
        return sharedKeywords().contains(upper) || googleSqlKeywords().contains(upper) || isGoogleSqlReservedKeyword(upper);
    return sharedKeywords().contains(upper) || postgreSqlKeywords().contains(upper) || isPostgreSqlReservedName(upper);
}

bool DdlHighlighter::isType(const QString &upper) const
{
    return (m_dialect == Dialect::GoogleSql ? googleSqlTypes() : postgreSqlTypes()).contains(upper);
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
    const bool pg = m_dialect == Dialect::PostgreSql;
    int state = std::max(previousBlockState(), kTripleString);
    if (state == -1)
        state = 0;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (state == kTripleString) {
            const qsizetype end = text.indexOf(QStringLiteral("'''"), i);
            const qsizetype stop = end < 0 ? n : end + 3;
            setFormat(int(i), int(stop - i), m_string);
            i = stop;
            if (end >= 0)
                state = 0;
            continue;
        }
        if (state > 0) {
            const qsizetype start = i;
            while (i < n && state > 0) {
                if (pg && text.mid(i, 2) == u"/*") { ++state; i += 2; }
                else if (text.mid(i, 2) == u"*/") { --state; i += 2; }
                else ++i;
            }
            setFormat(int(start), int(i - start), m_comment);
            continue;
        }
        const QChar c = text[i];
        if ((c == u'-' && i + 1 < n && text[i + 1] == u'-') || (!pg && c == u'#')) {
            setFormat(int(i), int(n - i), m_comment);
            break;
        }
        if (c == u'/' && i + 1 < n && text[i + 1] == u'*') {
            state = 1;
            setFormat(int(i), 2, m_comment);
            i += 2;
            continue;
        }
        if (!pg && text.mid(i, 3) == u"'''") {
            state = kTripleString;
            setFormat(int(i), 3, m_string);
            i += 3;
            continue;
        }
        if (c == u'\'' || c == u'"' || c == u'`') {
            const qsizetype start = i++;
            while (i < n && text[i] != c)
                i += (text[i] == u'\\' && !pg) ? 2 : 1;
            i = std::min(n, i + 1);
            setFormat(int(start), int(i - start), c == u'\'' ? m_string : m_identifier);
            continue;
        }
        if (c.isDigit()) {
            const qsizetype start = i;
            while (i < n && (text[i].isLetterOrNumber() || text[i] == u'.'))
                ++i;
            setFormat(int(start), int(i - start), m_number);
            continue;
        }
        if (c.isLetter() || c == u'_') {
            const qsizetype start = i;
            while (i < n && (text[i].isLetterOrNumber() || text[i] == u'_'))
                ++i;
            const QString word = QStringView(text).mid(start, i - start).toString().toUpper();
            if (isType(word))
                setFormat(int(start), int(i - start), m_type);
            else if (isKeyword(word))
                setFormat(int(start), int(i - start), m_keyword);
            continue;
        }
        ++i;
    }
    setCurrentBlockState(state);
}

} // namespace ssd
