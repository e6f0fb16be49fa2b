// FROM: tables with their aliases and FORCE_INDEX hints, JOIN ... ON / USING, and sources the
// analysis does not model (subqueries, UNNEST, WITH names), kept as opaque.

#include "querystatementparser.h"

#include "lexing/keywords.h"

#include <QRegularExpression>

namespace ssd::queries {

bool QueryStatementParser::isClauseWord(const QueryToken &t) const
{
    // AS was taken before the alias: a second one is no alias either.
    return t.isWord() && (ssd::isClauseWord(t.text, m_schema.dialect) || t.isKeyword("AS"));
}

const Table *QueryStatementParser::findTable(const QString &name) const
{
    if (const Table *t = m_schema.findTable(name))
        return t;
    for (const Table &t : m_schema.tables) // GoogleSQL names ignore case; PostgreSQL folded them already
        if (t.name.compare(name, Qt::CaseInsensitive) == 0)
            return &t;
    return nullptr;
}

size_t QueryStatementParser::parseFrom(size_t p)
{
    p = parseFromItem(p, false);
    for (;;) {
        if (m_t[p].isSymbol(u",")) {
            p = parseFromItem(p + 1, true);
            continue;
        }
        size_t j = p;
        while (m_t[j].isKeyword("INNER") || m_t[j].isKeyword("CROSS") || m_t[j].isKeyword("LEFT")
               || m_t[j].isKeyword("RIGHT") || m_t[j].isKeyword("FULL") || m_t[j].isKeyword("OUTER")
               || m_t[j].isKeyword("HASH") || m_t[j].isKeyword("LOOKUP"))
            ++j;
        if (!m_t[j].isKeyword("JOIN"))
            return p;
        p = skipHint(j + 1);
        p = parseFromItem(p, true);
        if (m_t[p].isKeyword("ON")) {
            const size_t end = clauseEnd(p + 1, {"JOIN", "INNER", "CROSS", "LEFT", "RIGHT", "FULL", "WHERE", "GROUP",
                                                 "HAVING", "ORDER", "LIMIT", "UNION", "INTERSECT", "EXCEPT"});
            parseConjunction(p + 1, end);
            p = end;
        } else if (m_t[p].isKeyword("USING") && m_t[p + 1].isSymbol(u"(")) {
            p = parseUsing(p + 2);
        }
    }
}

size_t QueryStatementParser::parseFromItem(size_t p, bool joined)
{
    const QueryToken &first = m_t[p];
    size_t after = p;
    bool opaque = true;
    QString tableName;
    if (first.isSymbol(u"(")) {
        after = skipBalanced(p);
    } else if (first.isName()) {
        tableName = first.text;
        after = p + 1;
        while (m_t[after].isSymbol(u".") && m_t[after + 1].isName()) {
            tableName += u'.' + m_t[after + 1].text;
            after += 2;
        }
        if (m_t[after].isSymbol(u"(")) // UNNEST(...), a table function
            after = skipBalanced(after);
        else
            opaque = m_opaque.contains(tableName.toLower()); // a WITH name
    } else {
        return p; // not a FROM item we understand: leave it to the clause scan
    }
    TableRef ref;
    ref.line = first.line;
    ref.column = first.column;
    ref.joined = joined;
    const size_t nameEnd = after;
    after = parseHint(after, ref);
    if (m_t[after].isKeyword("AS"))
        ++after;
    if ((m_t[after].isWord() && !isClauseWord(m_t[after])) || m_t[after].kind == Kind::QuotedWord) {
        ref.alias = m_t[after].text;
        ++after;
    }
    if (ref.forceIndex.isEmpty())
        parseCommentHint(nameEnd, after, ref);
    if (opaque) {
        m_opaque.append((ref.alias.isEmpty() ? tableName : ref.alias).toLower());
        return after;
    }
    const Table *table = findTable(tableName);
    if (!table) {
        error(first, tr("table %1 does not exist").arg(tableName));
        m_opaque.append((ref.alias.isEmpty() ? tableName : ref.alias).toLower());
        return after;
    }
    ref.table = table->name;
    if (!ref.forceIndex.isEmpty() && ref.forceIndex.compare(u"_BASE_TABLE", Qt::CaseInsensitive) != 0) {
        const Index *index = m_schema.findIndex(ref.forceIndex);
        for (const Index &i : m_schema.indexes)
            if (!index && i.name.compare(ref.forceIndex, Qt::CaseInsensitive) == 0)
                index = &i;
        if (!index || index->table != table->name)
            error(m_hintToken.kind == Kind::End ? first : m_hintToken,
                  tr("index %1 does not exist on table %2").arg(ref.forceIndex, table->name));
        else
            ref.forceIndex = index->name;
    }
    m_q.tables.push_back(std::move(ref));
    return after;
}

// GoogleSQL table hint `@{FORCE_INDEX=name, ...}`.
size_t QueryStatementParser::parseHint(size_t p, TableRef &ref)
{
    if (!(m_t[p].isSymbol(u"@") && m_t[p + 1].isSymbol(u"{")))
        return p;
    const size_t end = skipBalanced(p + 1);
    for (size_t k = p + 2; k + 2 < end; ++k)
        if (m_t[k].isKeyword("FORCE_INDEX") && m_t[k + 1].isSymbol(u"=") && m_t[k + 2].isName()) {
            ref.forceIndex = m_t[k + 2].text;
            m_hintToken = m_t[k + 2];
        }
    return end;
}

// PostgreSQL table hint `/*@ FORCE_INDEX = name */`: the lexer drops comments, so it is read
// from the text between the table name and what follows.
void QueryStatementParser::parseCommentHint(size_t nameEnd, size_t after, TableRef &ref)
{
    const qsizetype from = m_t[nameEnd - 1].end();
    const qsizetype to = m_t[after].offset;
    if (to <= from)
        return;
    static const QRegularExpression hint(QStringLiteral(R"re(/\*@\s*FORCE_INDEX\s*=\s*"?([A-Za-z_][A-Za-z0-9_.]*)"?)re"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = hint.match(m_text.mid(from, to - from));
    if (m.hasMatch())
        ref.forceIndex = m.captured(1);
}

size_t QueryStatementParser::parseUsing(size_t p)
{
    const int right = int(m_q.tables.size()) - 1;
    while (m_t[p].isName()) {
        const QueryToken &name = m_t[p];
        if (right >= 1 && !m_q.tables.back().table.isEmpty()) {
            ColumnRef r = columnOf(right, name, true);
            ColumnRef l;
            for (int t = 0; t < right && l.table < 0; ++t)
                l = columnOf(t, name, false);
            if (l.table < 0)
                error(name, tr("column %1 does not exist in the tables joined before %2").arg(name.text, m_q.tables.back().table));
            if (l.table >= 0 && r.table >= 0)
                m_q.joins.push_back({l, r});
            addRead(l);
            addRead(r);
        }
        ++p;
        if (!m_t[p].isSymbol(u","))
            break;
        ++p;
    }
    return m_t[p].isSymbol(u")") ? p + 1 : p;
}

} // namespace ssd::queries
