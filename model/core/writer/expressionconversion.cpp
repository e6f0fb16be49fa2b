#include "expressionconversion.h"

#include "expressiontokens.h"
#include "writerutil.h"

#include <QCoreApplication>

#include <vector>

namespace ssd {

namespace {

using expr::Token;
using expr::tokenize;
using expr::googleSqlString;
using expr::postgreSqlString;

// Functions spelled the same way in both dialects (compared upper-case).
bool isPortableFunction(const QString &upper)
{
    static const QSet<QString> names = [] {
        QSet<QString> set;
        for (const char *name : {"ABS", "CEIL", "CEILING", "FLOOR", "ROUND", "TRUNC", "MOD", "SQRT", "POWER",
                                 "LN", "LOG", "EXP", "SIGN", "LOWER", "UPPER", "LENGTH", "CONCAT", "SUBSTR",
                                 "SUBSTRING", "REPLACE", "TRIM", "LTRIM", "RTRIM", "REVERSE", "STRPOS", "COALESCE",
                                 "NULLIF", "GREATEST", "LEAST", "CAST", "LPAD", "RPAD", "REPEAT", "EXTRACT",
                                 "CHAR_LENGTH", "STARTS_WITH", "ENDS_WITH", "COS", "SIN", "TAN", "ACOS", "ASIN",
                                 "ATAN", "ATAN2", "COUNT", "SUM", "MIN", "MAX", "AVG"})
            set.insert(QString::fromLatin1(name));
        return set;
    }();
    return names.contains(upper);
}

// Words that may stand before "(" without being a function call.
bool isKeywordBeforeParen(const QString &upper)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *word : {"IN", "EXISTS", "AND", "OR", "NOT", "AS", "WHEN", "THEN", "ELSE", "CASE", "SELECT",
                                 "FROM", "WHERE", "ON", "USING", "VALUES", "OVER", "JOIN", "BY", "IS", "LIKE",
                                 "BETWEEN", "ALL", "ANY", "SOME", "UNION", "WITH", "DISTINCT", "END", "NULL",
                                 "ARRAY", "STRUCT", "INTERVAL", "UNNEST", "INTERSECT", "EXCEPT", "LIMIT", "OFFSET",
                                 "HAVING", "GROUP", "ORDER", "PARTITION", "SEQUENCE", "ROW", "ANALYZE"})
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words.contains(upper);
}

// "spanner.x" <-> "X" for the search/tokenize family and the Spanner-specific functions.
const char *const kSpannerFunctions[][2] = {
    {"PENDING_COMMIT_TIMESTAMP", "spanner.pending_commit_timestamp"},
    {"GENERATE_UUID", "spanner.generate_uuid"},
    {"NEW_UUID", "gen_random_uuid"},
    {"TOKEN", "spanner.token"},
    {"TOKENIZE_FULLTEXT", "spanner.tokenize_fulltext"},
    {"TOKENIZE_NUMBER", "spanner.tokenize_number"},
    {"TOKENIZE_SUBSTRING", "spanner.tokenize_substring"},
    {"TOKENIZE_NGRAMS", "spanner.tokenize_ngrams"},
    {"TOKENIZE_BOOL", "spanner.tokenize_bool"},
    {"TOKENIZE_JSON", "spanner.tokenize_jsonb"},
    {"TOKENLIST_CONCAT", "spanner.tokenlist_concat"},
    {"BIT_REVERSE", "spanner.bit_reverse"},
};

QString postgreSqlType(const QString &upper)
{
    if (upper == u"INT64") return QStringLiteral("bigint");
    if (upper == u"FLOAT64") return QStringLiteral("double precision");
    if (upper == u"FLOAT32") return QStringLiteral("real");
    if (upper == u"BOOL") return QStringLiteral("boolean");
    if (upper == u"STRING") return QStringLiteral("varchar");
    if (upper == u"BYTES") return QStringLiteral("bytea");
    if (upper == u"JSON") return QStringLiteral("jsonb");
    if (upper == u"TIMESTAMP") return QStringLiteral("timestamptz");
    if (upper == u"DATE" || upper == u"NUMERIC" || upper == u"UUID") return upper.toLower();
    return {};
}

QString googleSqlType(const QString &lower)
{
    if (lower == u"bigint" || lower == u"int8" || lower == u"int" || lower == u"integer") return QStringLiteral("INT64");
    if (lower == u"double precision" || lower == u"float8" || lower == u"float") return QStringLiteral("FLOAT64");
    if (lower == u"real" || lower == u"float4") return QStringLiteral("FLOAT32");
    if (lower == u"boolean" || lower == u"bool") return QStringLiteral("BOOL");
    if (lower == u"text" || lower == u"varchar" || lower == u"character varying") return QStringLiteral("STRING");
    if (lower == u"bytea") return QStringLiteral("BYTES");
    if (lower == u"jsonb") return QStringLiteral("JSON");
    if (lower == u"timestamptz" || lower == u"timestamp with time zone") return QStringLiteral("TIMESTAMP");
    if (lower == u"date" || lower == u"numeric" || lower == u"uuid") return lower.toUpper();
    return {};
}

class Rewriter
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Conversion)

public:
    Rewriter(const QString &text, Dialect from, Dialect to, const QSet<QString> &names)
        : m_tokens(tokenize(text, from)), m_from(from), m_to(to), m_names(names)
    {
        m_out.reserve(text.size() + 16);
    }

    ExpressionConversion run()
    {
        while (m_pos < m_tokens.size())
            step();
        return {m_out, m_problems};
    }

private:
    const Token *peekSignificant(size_t from) const
    {
        for (size_t k = from; k < m_tokens.size(); ++k)
            if (m_tokens[k].kind != Token::Kind::Space)
                return &m_tokens[k];
        return nullptr;
    }
    size_t significantIndex(size_t from) const
    {
        size_t k = from;
        while (k < m_tokens.size() && m_tokens[k].kind == Token::Kind::Space)
            ++k;
        return k;
    }
    bool nextIsOpenParen() const
    {
        const Token *t = peekSignificant(m_pos + 1);
        return t && t->kind == Token::Kind::Punct && t->text == u"(";
    }
    void emitOperand(const QString &text)
    {
        m_lastOperandStart = m_out.size();
        m_out += text;
        m_lastSignificantWord.clear();
    }
    void problem(const QString &text)
    {
        if (!m_problems.contains(text))
            m_problems.push_back(text);
    }

    QString convertName(const QString &name) const
    {
        // Re-quote when the name is one of the schema's; otherwise keep the target's default
        // (unquoted) spelling.
        return quotedName(name, m_to);
    }

    void step()
    {
        const Token &t = m_tokens[m_pos];
        switch (t.kind) {
        case Token::Kind::Space:
            m_out += t.text;
            ++m_pos;
            return;
        case Token::Kind::Number:
            if (t.text.startsWith(QLatin1StringView("0x"), Qt::CaseInsensitive) && m_to == Dialect::PostgreSql) {
                bool ok = false;
                const qlonglong v = t.text.mid(2).toLongLong(&ok, 16);
                emitOperand(ok ? QString::number(v) : t.text);
            } else {
                emitOperand(t.text);
            }
            ++m_pos;
            return;
        case Token::Kind::String:
            if (t.bytes)
                problem(tr("bytes literal %1 kept as written").arg(t.text));
            emitOperand(t.bytes ? t.text : (m_to == Dialect::GoogleSql ? googleSqlString(t.value) : postgreSqlString(t.value)));
            ++m_pos;
            return;
        case Token::Kind::QuotedName:
            emitOperand(convertName(t.value));
            ++m_pos;
            return;
        case Token::Kind::Punct:
            punct(t);
            return;
        case Token::Kind::Word:
            word(t);
            return;
        }
    }

    void punct(const Token &t)
    {
        ++m_pos;
        if (t.text == u"(") {
            m_parenStarts.push_back(m_lastSignificantWord.isEmpty() ? m_out.size() : m_lastWordStart);
            m_out += t.text;
            m_lastSignificantWord.clear();
            return;
        }
        if (t.text == u")") {
            const qsizetype start = m_parenStarts.empty() ? m_out.size() : m_parenStarts.back();
            if (!m_parenStarts.empty())
                m_parenStarts.pop_back();
            m_out += t.text;
            m_lastOperandStart = start;
            m_lastSignificantWord.clear();
            return;
        }
        if (t.text == u"::" && m_from == Dialect::PostgreSql) {
            castSuffix();
            return;
        }
        if (t.text == u"[" && m_from == Dialect::GoogleSql && m_to == Dialect::PostgreSql)
            problem(tr("array literal or subscript [...] kept as written"));
        m_out += t.text;
        m_lastSignificantWord.clear();
    }

    // PostgreSQL "operand::type" becomes GoogleSQL "CAST(operand AS TYPE)".
    void castSuffix()
    {
        QStringList words;
        size_t k = significantIndex(m_pos);
        while (k < m_tokens.size() && m_tokens[k].kind == Token::Kind::Word) {
            words.push_back(m_tokens[k].text.toLower());
            const QString joined = words.join(u' ');
            // "double precision", "character varying", "timestamp with time zone"
            if (!googleSqlType(joined).isEmpty() && joined != u"timestamp"
                && !(joined == u"double" || joined == u"character"))
                break;
            const size_t next = significantIndex(k + 1);
            if (next >= m_tokens.size() || m_tokens[next].kind != Token::Kind::Word)
                break;
            const QString lookahead = joined + u' ' + m_tokens[next].text.toLower();
            if (!(lookahead.startsWith(u"double") || lookahead.startsWith(u"character")
                  || lookahead.startsWith(u"timestamp")))
                break;
            k = next;
        }
        const QString pgType = words.join(u' ');
        QString gType = googleSqlType(pgType);
        if (gType.isEmpty()) {
            problem(tr("cast to %1 kept as written").arg(pgType));
            m_out += QStringLiteral("::");
            return;
        }
        m_pos = k + 1;
        const qsizetype start = std::min(m_lastOperandStart, m_out.size());
        const QString operand = m_out.mid(start).trimmed();
        m_out.truncate(start);
        QString cast = QStringLiteral("CAST(") + operand + QStringLiteral(" AS ") + gType + u')';
        m_out += cast;
        m_lastOperandStart = start;
        m_lastSignificantWord.clear();
    }

    bool consumeEmptyParens()
    {
        const size_t open = significantIndex(m_pos + 1);
        const size_t close = significantIndex(open + 1);
        if (close < m_tokens.size() && m_tokens[open].text == u"(" && m_tokens[close].text == u")") {
            m_pos = close + 1;
            return true;
        }
        return false;
    }

    void word(const Token &t)
    {
        const QString upper = t.text.toUpper();
        const bool call = nextIsOpenParen();
        const qsizetype wordStart = m_out.size();

        // Type names after AS inside CAST( ... AS T).
        if (m_prevWasAs && m_to == Dialect::GoogleSql) {
            const QString g = googleSqlType(t.text.toLower());
            if (!g.isEmpty()) {
                m_out += g; // query casts take no length: CAST(x AS STRING)
                ++m_pos;
                m_prevWasAs = false;
                return;
            }
        }
        if (m_prevWasAs && m_to == Dialect::PostgreSql) {
            const QString pg = postgreSqlType(upper);
            if (!pg.isEmpty()) {
                m_out += pg;
                ++m_pos;
                // STRING(MAX) / BYTES(10): drop a MAX length, keep a number.
                const size_t open = significantIndex(m_pos);
                if (open + 2 < m_tokens.size() && m_tokens[open].text == u"(" && (upper == u"STRING" || upper == u"BYTES")) {
                    const size_t arg = significantIndex(open + 1);
                    const size_t close = significantIndex(arg + 1);
                    if (close < m_tokens.size() && m_tokens[close].text == u")") {
                        if (m_tokens[arg].text.compare(u"MAX", Qt::CaseInsensitive) != 0 && upper == u"STRING")
                            m_out += u'(' + m_tokens[arg].text + u')';
                        m_pos = close + 1;
                    }
                }
                m_prevWasAs = false;
                return;
            }
        }
        m_prevWasAs = upper == u"AS";

        if (m_to == Dialect::PostgreSql)
            toPostgreSql(t, upper, call);
        else
            toGoogleSql(t, upper, call);
        m_lastWordStart = wordStart;
        m_lastSignificantWord = upper;
    }

    void emitWordAsName(const Token &t)
    {
        // A (possibly dotted) identifier: re-quote the parts that are schema names.
        QString out;
        const QStringList parts = t.text.split(u'.');
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (i > 0)
                out += u'.';
            out += m_names.contains(parts[i]) ? convertName(parts[i]) : parts[i];
        }
        m_lastOperandStart = m_out.size();
        m_out += out;
    }

    void toPostgreSql(const Token &t, const QString &upper, bool call)
    {
        ++m_pos;
        if (!call) {
            emitWordAsName(t);
            return;
        }
        if (upper == u"CURRENT_TIMESTAMP") {
            --m_pos;
            consumeEmptyParens() ? void() : void(++m_pos);
            m_out += QStringLiteral("CURRENT_TIMESTAMP");
            return;
        }
        if (upper == u"GET_NEXT_SEQUENCE_VALUE") {
            // GET_NEXT_SEQUENCE_VALUE(SEQUENCE s) -> nextval('s')
            const size_t open = significantIndex(m_pos);
            const size_t kw = significantIndex(open + 1);
            const size_t name = significantIndex(kw + 1);
            const size_t close = significantIndex(name + 1);
            if (close < m_tokens.size() && m_tokens[kw].text.compare(u"SEQUENCE", Qt::CaseInsensitive) == 0
                && m_tokens[close].text == u")") {
                const QString seq = m_tokens[name].kind == Token::Kind::QuotedName ? m_tokens[name].value : m_tokens[name].text;
                m_out += QStringLiteral("nextval(") + postgreSqlString(quotedName(seq, Dialect::PostgreSql)) + u')';
                m_pos = close + 1;
                return;
            }
            problem(tr("GET_NEXT_SEQUENCE_VALUE without SEQUENCE name kept as written"));
            m_out += t.text;
            return;
        }
        for (const auto &pair : kSpannerFunctions) {
            if (upper == QLatin1StringView(pair[0])) {
                m_out += QLatin1StringView(pair[1]);
                return;
            }
        }
        if (!isPortableFunction(upper) && !isKeywordBeforeParen(upper))
            problem(tr("function %1 may not exist in PostgreSQL; kept as written").arg(t.text));
        m_out += t.text;
    }

    void toGoogleSql(const Token &t, const QString &upper, bool call)
    {
        ++m_pos;
        const QString lower = t.text.toLower();
        if (!call) {
            if (upper == u"CURRENT_TIMESTAMP") {
                m_out += QStringLiteral("CURRENT_TIMESTAMP()");
                return;
            }
            emitWordAsName(t);
            return;
        }
        if (lower == u"now") {
            --m_pos;
            consumeEmptyParens() ? void() : void(++m_pos);
            m_out += QStringLiteral("CURRENT_TIMESTAMP()");
            return;
        }
        if (lower == u"nextval") {
            const size_t open = significantIndex(m_pos);
            const size_t arg = significantIndex(open + 1);
            const size_t close = significantIndex(arg + 1);
            if (close < m_tokens.size() && m_tokens[arg].kind == Token::Kind::String && m_tokens[close].text == u")") {
                // The argument is a PostgreSQL name in a string: 'seq' or '"Seq"'.
                QString seq = m_tokens[arg].value;
                if (seq.size() >= 2 && seq.startsWith(u'"') && seq.endsWith(u'"'))
                    seq = seq.mid(1, seq.size() - 2).replace(QStringLiteral("\"\""), QStringLiteral("\""));
                else
                    seq = seq.toLower();
                m_out += QStringLiteral("GET_NEXT_SEQUENCE_VALUE(SEQUENCE ") + quotedName(seq, Dialect::GoogleSql) + u')';
                m_pos = close + 1;
                return;
            }
            problem(tr("nextval with a computed argument kept as written"));
            m_out += t.text;
            return;
        }
        for (const auto &pair : kSpannerFunctions) {
            if (lower == QLatin1StringView(pair[1])) {
                m_out += QLatin1StringView(pair[0]);
                return;
            }
        }
        if (!isPortableFunction(upper) && !isKeywordBeforeParen(upper))
            problem(tr("function %1 may not exist in GoogleSQL; kept as written").arg(t.text));
        m_out += t.text;
    }

    std::vector<Token> m_tokens;
    Dialect m_from, m_to;
    const QSet<QString> &m_names;
    size_t m_pos = 0;
    QString m_out;
    QStringList m_problems;
    std::vector<qsizetype> m_parenStarts;
    qsizetype m_lastOperandStart = 0;
    qsizetype m_lastWordStart = 0;
    QString m_lastSignificantWord;
    bool m_prevWasAs = false;
};

} // namespace

ExpressionConversion convertExpression(const QString &text, Dialect from, Dialect to, const QSet<QString> &names)
{
    if (from == to)
        return {text, {}};
    return Rewriter(text, from, to, names).run();
}

} // namespace ssd
