#include "queryparser.h"

#include "querystatementparser.h"

namespace ssd::queries {

void QueryStatementParser::parse()
{
    size_t p = 0;
    p = skipHint(p);
    if (m_t[p].isKeyword("WITH"))
        p = skipWith(p + 1);
    if (!m_t[p].isKeyword("SELECT"))
        return; // DML or anything else: kept, not analysed
    m_q.isSelect = true;
    ++p;
    while (m_t[p].isKeyword("DISTINCT") || m_t[p].isKeyword("ALL"))
        ++p;
    if (m_t[p].isKeyword("AS") && (m_t[p + 1].isKeyword("STRUCT") || m_t[p + 1].isKeyword("VALUE")))
        p += 2;
    const size_t selectBegin = p;
    const size_t selectEnd = clauseEnd(p, {"FROM"});
    p = selectEnd;
    if (m_t[p].isKeyword("FROM"))
        p = parseFrom(p + 1);
    parseSelectList(selectBegin, selectEnd);
    if (m_t[p].isKeyword("WHERE")) {
        // No QUALIFY: Spanner has no such clause, and the word may be an alias (lexing/keywords.h).
        const size_t end = clauseEnd(p + 1, {"GROUP", "HAVING", "ORDER", "LIMIT", "UNION", "INTERSECT", "EXCEPT", "WINDOW"});
        parseConjunction(p + 1, end);
        p = end;
    }
    p = clauseEnd(p, {"ORDER", "LIMIT", "UNION", "INTERSECT", "EXCEPT"}); // GROUP BY, HAVING ... skipped
    if (m_t[p].isKeyword("ORDER") && m_t[p + 1].isKeyword("BY")) {
        const size_t end = clauseEnd(p + 2, {"LIMIT", "OFFSET", "UNION", "INTERSECT", "EXCEPT", "FOR"});
        parseOrderBy(p + 2, end);
        p = end;
    }
    if (m_t[p].isKeyword("LIMIT"))
        m_q.hasLimit = true;
}

size_t QueryStatementParser::skipBalanced(size_t p) const
{
    int depth = 0;
    for (; m_t[p].kind != Kind::End; ++p) {
        if (m_t[p].isSymbol(u"(") || m_t[p].isSymbol(u"{") || m_t[p].isSymbol(u"["))
            ++depth;
        else if (m_t[p].isSymbol(u")") || m_t[p].isSymbol(u"}") || m_t[p].isSymbol(u"]"))
            if (--depth == 0)
                return p + 1;
    }
    return p;
}

// The first top-level token from p that is one of the words (or End).
size_t QueryStatementParser::clauseEnd(size_t p, std::initializer_list<const char *> words) const
{
    while (m_t[p].kind != Kind::End) {
        if (m_t[p].isSymbol(u"(") || m_t[p].isSymbol(u"[")) {
            p = skipBalanced(p);
            continue;
        }
        for (const char *w : words)
            if (m_t[p].isKeyword(w))
                return p;
        ++p;
    }
    return p;
}

size_t QueryStatementParser::skipHint(size_t p) const
{
    if (m_t[p].isSymbol(u"@") && m_t[p + 1].isSymbol(u"{"))
        return skipBalanced(p + 1);
    return p;
}

size_t QueryStatementParser::skipWith(size_t p)
{
    if (m_t[p].isKeyword("RECURSIVE"))
        ++p;
    while (m_t[p].isName()) {
        m_opaque.append(m_t[p].text.toLower());
        ++p;
        if (m_t[p].isKeyword("AS"))
            ++p;
        if (!m_t[p].isSymbol(u"("))
            break;
        p = skipBalanced(p);
        if (!m_t[p].isSymbol(u","))
            break;
        ++p;
    }
    return p;
}

void QueryStatementParser::error(const QueryToken &at, const QString &message)
{
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, at.line, at.column, message});
}

Query parseQuery(const QueryStatementTokens &statement, QStringView text, const Schema &schema, Diagnostics &diagnostics)
{
    Query query;
    const std::vector<QueryToken> &tokens = statement.tokens;
    if (tokens.size() <= 1)
        return query;
    query.line = tokens.front().line;
    query.column = tokens.front().column;
    const qsizetype begin = tokens.front().offset;
    query.text = text.mid(begin, tokens[tokens.size() - 2].end() - begin).toString();
    for (const QueryToken &t : tokens)
        if (t.kind == QueryToken::Kind::Invalid)
            return query; // already reported by the lexer
    QueryStatementParser(tokens, text, schema, diagnostics, query).parse();
    return query;
}

} // namespace ssd::queries
