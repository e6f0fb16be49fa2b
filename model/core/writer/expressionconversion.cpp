#include "expressionconversion.h"

#include "expressionnames.h"
#include "expressiontokens.h"
#include "functionconversion.h"
#include "writerutil.h"

#include "lexing/keywords.h"

#include <QCoreApplication>

#include <vector>

namespace ssd {

namespace {

using expr::Token;
using expr::tokenize;
using expr::googleSqlString;
using expr::postgreSqlString;
using expr::isPortableFunction;
using expr::kSpannerFunctions;
using expr::postgreSqlType;
using expr::googleSqlType;

class Rewriter
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Conversion)

public:
    Rewriter(std::vector<Token> tokens, Dialect from, Dialect to, const QSet<QString> &names)
        : m_tokens(std::move(tokens)), m_from(from), m_to(to), m_names(names)
    {
    }

    ExpressionConversion run()
    {
        while (m_pos < m_tokens.size()) {
            step();
            for (size_t k = m_pos; k > 0; --k) {
                if (m_tokens[k - 1].kind != Token::Kind::Space) {
                    m_previous = &m_tokens[k - 1];
                    break;
                }
            }
        }
        ExpressionConversion result;
        result.text = m_out;
        result.problems = m_problems;
        result.notes = m_notes;
        result.errors = m_errors;
        result.namesLookedUp = m_namesLookedUp;
        return result;
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
    void note(const QString &text)
    {
        if (!text.isEmpty() && !m_notes.contains(text))
            m_notes.push_back(text);
    }
    void error(const QString &text)
    {
        if (!m_errors.contains(text))
            m_errors.push_back(text);
    }
    bool isPunct(size_t k, QStringView text) const
    {
        return k < m_tokens.size() && m_tokens[k].kind == Token::Kind::Punct && m_tokens[k].text == text;
    }

    // The index of the token closing the bracket at `open` ("(" or "["), or m_tokens.size().
    size_t matchingClose(size_t open) const
    {
        int depth = 0;
        for (size_t k = open; k < m_tokens.size(); ++k) {
            if (m_tokens[k].kind != Token::Kind::Punct)
                continue;
            const QString &p = m_tokens[k].text;
            if (p == u"(" || p == u"[")
                ++depth;
            else if ((p == u")" || p == u"]") && --depth == 0)
                return k;
        }
        return m_tokens.size();
    }

    // The tokens in [begin, end) rewritten on their own; what they report joins this rewrite's.
    QString converted(size_t begin, size_t end)
    {
        Rewriter inner(std::vector<Token>(m_tokens.begin() + begin, m_tokens.begin() + end), m_from, m_to, m_names);
        const ExpressionConversion r = inner.run();
        for (const QString &p : r.problems)
            problem(p);
        for (const QString &n : r.notes)
            note(n);
        for (const QString &e : r.errors)
            error(e);
        m_namesLookedUp += r.namesLookedUp;
        return r.text.trimmed();
    }

    // The arguments of the call whose "(" is at `open` and ")" at `close`, each rewritten.
    QStringList convertedArguments(size_t open, size_t close)
    {
        QStringList args;
        int depth = 0;
        size_t start = open + 1;
        for (size_t k = open + 1; k < close; ++k) {
            const Token &t = m_tokens[k];
            if (t.kind != Token::Kind::Punct)
                continue;
            if (t.text == u"(" || t.text == u"[")
                ++depth;
            else if (t.text == u")" || t.text == u"]")
                --depth;
            else if (t.text == u"," && depth == 0) {
                args.push_back(converted(start, k));
                start = k + 1;
            }
        }
        if (start < close || !args.isEmpty())
            args.push_back(converted(start, close));
        return args;
    }

    // A call the function table rewrites as a whole (m_pos is past its name).
    bool rewriteCall(const QString &name)
    {
        const bool known = m_to == Dialect::PostgreSql ? expr::rewritesCallToPostgreSql(name) : expr::rewritesCallToGoogleSql(name);
        const size_t open = significantIndex(m_pos);
        const size_t close = matchingClose(open);
        if (!known || close >= m_tokens.size())
            return false;
        const QStringList args = convertedArguments(open, close);
        const expr::CallRewrite r = m_to == Dialect::PostgreSql ? expr::callToPostgreSql(name, args) : expr::callToGoogleSql(name, args);
        note(r.note);
        if (!r.warning.isEmpty())
            problem(r.warning);
        if (!r.error.isEmpty())
            error(r.error);
        m_pos = close + 1;
        emitOperand(r.error.isEmpty() ? r.text : name + u'(' + args.join(QStringLiteral(", ")) + u')');
        return true;
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
            m_out += m_from == m_to ? t.text : t.value;
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
            else if (m_from == Dialect::GoogleSql && m_to == Dialect::PostgreSql && googleSqlString(t.value) != t.text)
                // "x", r'x', triple-quoted strings come back in the one spelling the reverse
                // writes; Spanner keeps expressions and view text as written, so it shows.
                note(tr("string %1 comes back as %2").arg(t.text, googleSqlString(t.value)));
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
            m_derivedTables.push_back(startsDerivedTable());
            m_out += t.text;
            m_lastSignificantWord.clear();
            return;
        }
        if (t.text == u")") {
            const qsizetype start = m_parenStarts.empty() ? m_out.size() : m_parenStarts.back();
            const bool derived = !m_derivedTables.empty() && m_derivedTables.back();
            if (!m_parenStarts.empty())
                m_parenStarts.pop_back();
            if (!m_derivedTables.empty())
                m_derivedTables.pop_back();
            m_out += t.text;
            if (derived && !aliasFollows()) {
                // PostgreSQL: "subquery in FROM must have an alias".
                m_out += QStringLiteral(" AS subquery%1").arg(++m_aliases);
                note(tr("a subquery in FROM gets an alias, which PostgreSQL requires"));
            }
            m_lastOperandStart = start;
            m_lastSignificantWord.clear();
            return;
        }
        if (t.text == u"::" && m_from == Dialect::PostgreSql) {
            castSuffix();
            return;
        }
        if (t.text == u"[" && bracket())
            return;
        m_out += t.text;
        m_lastSignificantWord.clear();
    }

    // "(" (at m_pos - 1) after FROM or JOIN that opens a SELECT, converting to PostgreSQL.
    bool startsDerivedTable() const
    {
        if (m_to != Dialect::PostgreSql || !m_previous || m_previous->kind != Token::Kind::Word)
            return false;
        const QString before = m_previous->text.toUpper();
        const size_t next = significantIndex(m_pos);
        return (before == u"FROM" || before == u"JOIN") && next < m_tokens.size()
            && m_tokens[next].text.compare(u"SELECT", Qt::CaseInsensitive) == 0;
    }
    bool aliasFollows() const
    {
        const size_t next = significantIndex(m_pos);
        if (next >= m_tokens.size())
            return false;
        const Token &t = m_tokens[next];
        if (t.kind == Token::Kind::QuotedName)
            return true;
        if (t.kind != Token::Kind::Word)
            return false;
        return !isClauseWord(t.text, m_from);
    }

    // After an operand "[" is a subscript, elsewhere an array literal. GoogleSQL [1, 2] is
    // PostgreSQL ARRAY[1, 2]; GoogleSQL subscripts say their base (a[OFFSET(0)], a[ORDINAL(1)]),
    // PostgreSQL's are 1-based and NULL out of range (a[1]). m_pos is past the "[".
    bool bracket()
    {
        const size_t open = m_pos - 1;
        const size_t close = matchingClose(open);
        if (close >= m_tokens.size())
            return false;
        const bool afterOperand = m_previous
            && ((m_previous->kind == Token::Kind::Word && !isKeywordBeforeParen(m_previous->text, m_from))
                || m_previous->kind == Token::Kind::QuotedName
                || (m_previous->kind == Token::Kind::Punct && (m_previous->text == u")" || m_previous->text == u"]")));
        const bool afterArray = m_previous && m_previous->kind == Token::Kind::Word && m_previous->text.compare(u"ARRAY", Qt::CaseInsensitive) == 0;
        if (!afterOperand) {
            const qsizetype start = afterArray ? m_lastWordStart : m_out.size();
            if (m_to == Dialect::PostgreSql && !afterArray)
                m_out += QStringLiteral("ARRAY");
            const QString elements = converted(open + 1, close);
            if (elements.isEmpty() && m_to == Dialect::PostgreSql)
                problem(tr("empty array literal [] has no element type in PostgreSQL; kept as ARRAY[]"));
            m_out += u'[' + elements + u']';
            m_pos = close + 1;
            m_lastOperandStart = start;
            m_lastSignificantWord.clear();
            return true;
        }
        // A subscript: wrap an array literal operand, PostgreSQL cannot subscript ARRAY[...] bare.
        auto wrapLiteralOperand = [this] {
            const qsizetype start = std::min(m_lastOperandStart, m_out.size());
            if (QStringView(m_out).mid(start).trimmed().startsWith(QLatin1StringView("ARRAY["), Qt::CaseInsensitive)) {
                m_out.insert(start, u'(');
                m_out += u')';
            }
        };
        if (m_to == Dialect::PostgreSql) {
            const size_t word = significantIndex(open + 1);
            const size_t paren = significantIndex(word + 1);
            QString base = QStringLiteral("OFFSET");
            QString index;
            if (word < close && m_tokens[word].kind == Token::Kind::Word && isPunct(paren, u"(")
                && significantIndex(matchingClose(paren) + 1) == close) {
                base = m_tokens[word].text.toUpper();
                if (base != u"OFFSET" && base != u"ORDINAL" && base != u"SAFE_OFFSET" && base != u"SAFE_ORDINAL")
                    return false;
                index = converted(paren + 1, matchingClose(paren));
            } else {
                index = converted(open + 1, close); // a[i] is a[OFFSET(i)]
            }
            if (base.endsWith(u"OFFSET")) {
                bool number = false;
                const qlonglong n = index.toLongLong(&number);
                index = number ? QString::number(n + 1) : u'(' + index + QStringLiteral(") + 1");
            }
            if (base.startsWith(u"SAFE_"))
                note(tr("%1 subscript is written as a 1-based PostgreSQL subscript").arg(base));
            else
                problem(tr("%1 subscript: an index out of range gives NULL in PostgreSQL, not an error").arg(base));
            wrapLiteralOperand();
            m_out += u'[' + index + u']';
        } else {
            for (size_t k = open + 1; k < close; ++k)
                if (isPunct(k, u":"))
                    return false; // a slice a[1:2]: GoogleSQL has none; kept, and the function table warns
            wrapLiteralOperand();
            m_out += QStringLiteral("[SAFE_ORDINAL(") + converted(open + 1, close) + QStringLiteral(")]");
            note(tr("a PostgreSQL subscript [i] is written [SAFE_ORDINAL(i)] in GoogleSQL"));
        }
        m_pos = close + 1;
        m_lastSignificantWord.clear();
        return true;
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
        // x::bigint[] is an array cast.
        const size_t open = significantIndex(m_pos), close = significantIndex(open + 1);
        if (isPunct(open, u"[") && isPunct(close, u"]")) {
            gType = QStringLiteral("ARRAY<") + gType + u'>';
            m_pos = close + 1;
        }
        if (pgType == u"text")
            note(tr("a cast to text is written CAST(... AS STRING), which comes back as varchar"));
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
            if (upper == u"BOOL") // the emulator: "cannot cast type bigint to boolean"
                problem(tr("cast to boolean: PostgreSQL casts only boolean and text values to boolean, GoogleSQL also INT64"));
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
            m_namesLookedUp.push_back(parts[i]);
            out += m_names.contains(parts[i]) ? convertName(parts[i]) : parts[i];
        }
        m_lastOperandStart = m_out.size();
        m_out += out;
    }

    void toPostgreSql(const Token &t, const QString &upper, bool call)
    {
        ++m_pos;
        if (upper == u"SELECT") {
            const size_t as = significantIndex(m_pos);
            const size_t kind = significantIndex(as + 1);
            if (kind < m_tokens.size() && m_tokens[as].text.compare(u"AS", Qt::CaseInsensitive) == 0
                && (m_tokens[kind].text.compare(u"VALUE", Qt::CaseInsensitive) == 0
                    || m_tokens[kind].text.compare(u"STRUCT", Qt::CaseInsensitive) == 0))
                error(tr("SELECT AS %1 has no PostgreSQL equivalent").arg(m_tokens[kind].text.toUpper()));
        }
        if (!call && upper == u"CURRENT_TIMESTAMP") {
            // PostgreSQL's CURRENT_TIMESTAMP comes back as CURRENT_TIMESTAMP(), the common
            // GoogleSQL spelling; Spanner keeps a DEFAULT as written, so the change is visible.
            note(tr("CURRENT_TIMESTAMP comes back as CURRENT_TIMESTAMP()"));
            m_out += QStringLiteral("CURRENT_TIMESTAMP");
            return;
        }
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
        if (upper == u"GET_NEXT_SEQUENCE_VALUE" || upper == u"GET_INTERNAL_SEQUENCE_STATE") {
            // GET_NEXT_SEQUENCE_VALUE(SEQUENCE s) -> nextval('s'): Spanner looks the string up
            // as the exact name (the emulator finds 'Seq', not '"Seq"').
            const size_t open = significantIndex(m_pos);
            const size_t kw = significantIndex(open + 1);
            const size_t name = significantIndex(kw + 1);
            const size_t close = significantIndex(name + 1);
            if (close < m_tokens.size() && m_tokens[kw].text.compare(u"SEQUENCE", Qt::CaseInsensitive) == 0
                && m_tokens[close].text == u")") {
                const QString seq = m_tokens[name].kind == Token::Kind::QuotedName ? m_tokens[name].value : m_tokens[name].text;
                emitOperand((upper == u"GET_NEXT_SEQUENCE_VALUE" ? QStringLiteral("nextval(")
                                                                : QStringLiteral("spanner.get_internal_sequence_state("))
                            + postgreSqlString(seq) + u')');
                m_pos = close + 1;
                return;
            }
            problem(tr("%1 without SEQUENCE name kept as written").arg(t.text));
            m_out += t.text;
            return;
        }
        if (rewriteCall(t.text))
            return;
        for (const auto &pair : kSpannerFunctions) {
            if (upper == QLatin1StringView(pair[0])) {
                m_out += QLatin1StringView(pair[1]);
                return;
            }
        }
        if (!isPortableFunction(upper) && !isKeywordBeforeParen(upper, m_from))
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
        if (lower == u"nextval" || lower == u"spanner.get_internal_sequence_state") {
            const size_t open = significantIndex(m_pos);
            const size_t arg = significantIndex(open + 1);
            const size_t close = significantIndex(arg + 1);
            if (close < m_tokens.size() && m_tokens[arg].kind == Token::Kind::String && m_tokens[close].text == u")") {
                // The argument is the sequence's exact name in a string; a quoted form '"Seq"'
                // is unwrapped.
                QString seq = m_tokens[arg].value;
                if (seq.size() >= 2 && seq.startsWith(u'"') && seq.endsWith(u'"'))
                    seq = seq.mid(1, seq.size() - 2).replace(QStringLiteral("\"\""), QStringLiteral("\""));
                emitOperand((lower == u"nextval" ? QStringLiteral("GET_NEXT_SEQUENCE_VALUE(SEQUENCE ")
                                                 : QStringLiteral("GET_INTERNAL_SEQUENCE_STATE(SEQUENCE "))
                            + quotedName(seq, Dialect::GoogleSql) + u')');
                m_pos = close + 1;
                return;
            }
            problem(tr("%1 with a computed argument kept as written").arg(t.text));
            m_out += t.text;
            return;
        }
        if (rewriteCall(t.text))
            return;
        for (const auto &pair : kSpannerFunctions) {
            if (lower == QLatin1StringView(pair[1])) {
                m_out += QLatin1StringView(pair[0]);
                return;
            }
        }
        if (!isPortableFunction(upper) && !isKeywordBeforeParen(upper, m_from))
            problem(tr("function %1 may not exist in GoogleSQL; kept as written").arg(t.text));
        m_out += t.text;
    }

    std::vector<Token> m_tokens;
    Dialect m_from, m_to;
    const QSet<QString> &m_names;
    size_t m_pos = 0;
    const Token *m_previous = nullptr; // the last significant token consumed
    QString m_out;
    QStringList m_problems, m_notes, m_errors, m_namesLookedUp;
    std::vector<qsizetype> m_parenStarts;
    std::vector<bool> m_derivedTables; // parallel to m_parenStarts
    int m_aliases = 0;
    qsizetype m_lastOperandStart = 0;
    qsizetype m_lastWordStart = 0;
    QString m_lastSignificantWord;
    bool m_prevWasAs = false;
};

} // namespace

ExpressionConversion convertExpression(const QString &text, Dialect from, Dialect to, const QSet<QString> &names)
{
    if (from == to) {
        ExpressionConversion same;
        same.text = text;
        return same;
    }
    return Rewriter(tokenize(text, from), from, to, names).run();
}

} // namespace ssd
