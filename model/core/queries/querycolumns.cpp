// Column references resolved against the FROM tables, the columns a query reads, and the SELECT list.

#include "querystatementparser.h"

namespace ssd::queries {

int QueryStatementParser::tableOfQualifier(const QString &qualifier) const
{
    for (size_t i = 0; i < m_q.tables.size(); ++i)
        if (m_q.tables[i].alias.compare(qualifier, Qt::CaseInsensitive) == 0)
            return int(i);
    for (size_t i = 0; i < m_q.tables.size(); ++i)
        if (m_q.tables[i].alias.isEmpty() && m_q.tables[i].table.compare(qualifier, Qt::CaseInsensitive) == 0)
            return int(i);
    return -1;
}

ColumnRef QueryStatementParser::columnOf(int table, const QueryToken &name, bool report)
{
    ColumnRef ref;
    const Table *t = findTable(m_q.tables[table].table);
    const Column *c = t ? t->findColumn(name.text) : nullptr;
    if (t && !c)
        for (const Column &col : t->columns)
            if (!c && col.name.compare(name.text, Qt::CaseInsensitive) == 0)
                c = &col;
    if (!c) {
        if (report)
            error(name, tr("column %1 does not exist in table %2").arg(name.text, m_q.tables[table].table));
        return ref;
    }
    ref.table = table;
    ref.name = c->name;
    ref.line = name.line;
    ref.column = name.column;
    return ref;
}

// A column reference `c`, `t.c` or `schema.t.c` spanning exactly [b, e). Returns an
// unresolved ref (table -1) when it is not one; reports a missing table or column when report.
ColumnRef QueryStatementParser::columnRef(size_t b, size_t e, bool report)
{
    std::vector<size_t> parts;
    for (size_t k = b; k < e; k += 2) {
        if (!m_t[k].isName() || (k + 1 < e && !m_t[k + 1].isSymbol(u".")))
            return {};
        parts.push_back(k);
    }
    if (parts.empty() || parts.size() > 3)
        return {};
    const QueryToken &last = m_t[parts.back()];
    if (parts.size() == 1) {
        for (size_t t = 0; t < m_q.tables.size(); ++t)
            if (ColumnRef r = columnOf(int(t), last, false); r.table >= 0)
                return r;
        if (report && m_opaque.isEmpty() && !m_q.tables.empty() && !isSelectAlias(last.text) && !isValueWord(last))
            error(last, m_q.tables.size() == 1
                            ? tr("column %1 does not exist in table %2").arg(last.text, m_q.tables.front().table)
                            : tr("column %1 does not exist in any table of FROM").arg(last.text));
        return {};
    }
    QString qualifier = m_t[parts[0]].text;
    if (parts.size() == 3)
        qualifier += u'.' + m_t[parts[1]].text;
    const int table = tableOfQualifier(qualifier);
    if (table >= 0)
        return columnOf(table, last, report);
    if (parts.size() == 3) // alias.column.field: a STRUCT or JSON field of a column
        if (const int t = tableOfQualifier(m_t[parts[0]].text); t >= 0)
            return columnOf(t, m_t[parts[1]], report);
    if (report && !m_opaque.contains(qualifier.toLower())) {
        // `column.field` (a STRUCT or JSON field) is not a qualifier.
        for (size_t t = 0; t < m_q.tables.size(); ++t)
            if (columnOf(int(t), m_t[parts[0]], false).table >= 0)
                return {};
        error(m_t[parts[0]], tr("table or alias %1 is not in FROM").arg(qualifier));
    }
    return {};
}

bool QueryStatementParser::isValueWord(const QueryToken &t)
{
    return t.isKeyword("TRUE") || t.isKeyword("FALSE") || t.isKeyword("NULL") || t.isKeyword("CURRENT_TIMESTAMP")
           || t.isKeyword("CURRENT_DATE") || t.isKeyword("CURRENT_TIME") || t.isKeyword("LOCALTIMESTAMP");
}

bool QueryStatementParser::isSelectAlias(const QString &name) const
{
    for (const auto &[alias, column] : m_selectAliases)
        if (alias.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

void QueryStatementParser::addRead(const ColumnRef &ref)
{
    if (ref.table < 0)
        return;
    for (const ColumnRef &r : m_q.selected)
        if (r.table == ref.table && r.name == ref.name)
            return;
    m_q.selected.push_back(ref);
}

// Columns named anywhere inside an expression: read, never reported.
void QueryStatementParser::collectReads(size_t b, size_t e)
{
    for (size_t k = b; k < e; ++k) {
        if (!m_t[k].isName() || (k > b && m_t[k - 1].isSymbol(u".")))
            continue;
        size_t end = k + 1;
        while (end + 1 < e + 1 && m_t[end].isSymbol(u".") && m_t[end + 1].isName())
            end += 2;
        if (m_t[end].isSymbol(u"("))
            continue; // a function name
        addRead(columnRef(k, std::min(end, k + 3), false));
        k = end - 1;
    }
}

void QueryStatementParser::parseSelectList(size_t b, size_t e)
{
    forEachItem(b, e, [this](size_t from, size_t to) { parseSelectItem(from, to); });
}

void QueryStatementParser::parseSelectItem(size_t b, size_t e)
{
    if (b >= e)
        return;
    if (e - b == 1 && m_t[b].isSymbol(u"*")) {
        for (size_t t = 0; t < m_q.tables.size(); ++t)
            m_q.starTables.push_back(int(t));
        return;
    }
    if (e - b == 3 && m_t[b].isName() && m_t[b + 1].isSymbol(u".") && m_t[b + 2].isSymbol(u"*")) {
        if (const int t = tableOfQualifier(m_t[b].text); t >= 0)
            m_q.starTables.push_back(t);
        else if (!m_opaque.contains(m_t[b].text.toLower()))
            error(m_t[b], tr("table or alias %1 is not in FROM").arg(m_t[b].text));
        return;
    }
    QString alias;
    size_t exprEnd = e;
    if (e - b >= 2 && m_t[e - 1].isName() && (m_t[e - 2].isKeyword("AS") || m_t[e - 2].isName())) {
        alias = m_t[e - 1].text;
        exprEnd = m_t[e - 2].isKeyword("AS") ? e - 2 : e - 1;
    }
    const ColumnRef ref = columnRef(b, exprEnd, false);
    if (ref.table >= 0 || (exprEnd - b) % 2 == 1) {
        const ColumnRef checked = ref.table >= 0 ? ref : columnRef(b, exprEnd, true);
        addRead(checked);
        if (!alias.isEmpty())
            m_selectAliases.push_back({alias, checked});
        if (ref.table >= 0 || checked.table >= 0 || !isPlainPath(b, exprEnd))
            collectReads(b, exprEnd);
        return;
    }
    collectReads(b, exprEnd);
    if (!alias.isEmpty())
        m_selectAliases.push_back({alias, {}});
}

bool QueryStatementParser::isPlainPath(size_t b, size_t e) const
{
    for (size_t k = b; k < e; ++k)
        if ((k - b) % 2 == 0 ? !m_t[k].isName() : !m_t[k].isSymbol(u"."))
            return false;
    return true;
}

} // namespace ssd::queries
