#include "queryparser.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::queries {

namespace {

using Kind = QueryToken::Kind;

// Words that end a FROM item's alias position or a clause.
bool isClauseWord(const QueryToken &t)
{
    static const char *const words[] = {"WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "UNION", "INTERSECT",
                                        "EXCEPT", "WINDOW", "QUALIFY", "JOIN", "INNER", "LEFT", "RIGHT", "FULL",
                                        "CROSS", "ON", "USING", "TABLESAMPLE", "FOR", "FROM", "SELECT", "AS"};
    for (const char *w : words)
        if (t.isKeyword(w))
            return true;
    return false;
}

class Parser
{
    Q_DECLARE_TR_FUNCTIONS(ssd::queries::QueryParser)

public:
    Parser(const std::vector<QueryToken> &tokens, QStringView text, const Schema &schema, Diagnostics &diagnostics,
           Query &query)
        : m_t(tokens), m_text(text), m_schema(schema), m_diagnostics(diagnostics), m_q(query)
    {
    }

    void parse()
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
            const size_t end = clauseEnd(p + 1, {"GROUP", "HAVING", "ORDER", "LIMIT", "UNION", "INTERSECT", "EXCEPT", "WINDOW", "QUALIFY"});
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

private:
    // ---- token helpers -------------------------------------------------------------------

    size_t skipBalanced(size_t p) const // p at '(' or '{' or '['; returns one past its closer
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
    size_t clauseEnd(size_t p, std::initializer_list<const char *> words) const
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

    size_t skipHint(size_t p) const // GoogleSQL `@{...}`
    {
        if (m_t[p].isSymbol(u"@") && m_t[p + 1].isSymbol(u"{"))
            return skipBalanced(p + 1);
        return p;
    }

    size_t skipWith(size_t p)
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

    void error(const QueryToken &at, const QString &message)
    {
        m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, at.line, at.column, message});
    }

    // ---- FROM ----------------------------------------------------------------------------

    const Table *findTable(const QString &name) const
    {
        if (const Table *t = m_schema.findTable(name))
            return t;
        for (const Table &t : m_schema.tables) // GoogleSQL names ignore case; PostgreSQL folded them already
            if (t.name.compare(name, Qt::CaseInsensitive) == 0)
                return &t;
        return nullptr;
    }

    size_t parseFrom(size_t p)
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

    size_t parseFromItem(size_t p, bool joined)
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
    size_t parseHint(size_t p, TableRef &ref)
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
    void parseCommentHint(size_t nameEnd, size_t after, TableRef &ref)
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

    size_t parseUsing(size_t p)
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

    // ---- columns -------------------------------------------------------------------------

    int tableOfQualifier(const QString &qualifier) const
    {
        for (size_t i = 0; i < m_q.tables.size(); ++i)
            if (m_q.tables[i].alias.compare(qualifier, Qt::CaseInsensitive) == 0)
                return int(i);
        for (size_t i = 0; i < m_q.tables.size(); ++i)
            if (m_q.tables[i].alias.isEmpty() && m_q.tables[i].table.compare(qualifier, Qt::CaseInsensitive) == 0)
                return int(i);
        return -1;
    }

    ColumnRef columnOf(int table, const QueryToken &name, bool report)
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
    ColumnRef columnRef(size_t b, size_t e, bool report)
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

    static bool isValueWord(const QueryToken &t)
    {
        return t.isKeyword("TRUE") || t.isKeyword("FALSE") || t.isKeyword("NULL") || t.isKeyword("CURRENT_TIMESTAMP")
               || t.isKeyword("CURRENT_DATE") || t.isKeyword("CURRENT_TIME") || t.isKeyword("LOCALTIMESTAMP");
    }

    bool isSelectAlias(const QString &name) const
    {
        for (const auto &[alias, column] : m_selectAliases)
            if (alias.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    }

    void addRead(const ColumnRef &ref)
    {
        if (ref.table < 0)
            return;
        for (const ColumnRef &r : m_q.selected)
            if (r.table == ref.table && r.name == ref.name)
                return;
        m_q.selected.push_back(ref);
    }

    // Columns named anywhere inside an expression: read, never reported.
    void collectReads(size_t b, size_t e)
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

    // ---- SELECT list ---------------------------------------------------------------------

    // Calls f(begin, end) for each top-level ','-separated item of [b, e).
    template<typename F>
    void forEachItem(size_t b, size_t e, F &&f)
    {
        size_t item = b;
        for (size_t k = b; k <= e; ++k) {
            if (k < e && (m_t[k].isSymbol(u"(") || m_t[k].isSymbol(u"["))) {
                k = skipBalanced(k) - 1;
                continue;
            }
            if (k == e || m_t[k].isSymbol(u",")) {
                f(item, k);
                item = k + 1;
            }
        }
    }

    void parseSelectList(size_t b, size_t e)
    {
        forEachItem(b, e, [this](size_t from, size_t to) { parseSelectItem(from, to); });
    }

    void parseSelectItem(size_t b, size_t e)
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

    bool isPlainPath(size_t b, size_t e) const
    {
        for (size_t k = b; k < e; ++k)
            if ((k - b) % 2 == 0 ? !m_t[k].isName() : !m_t[k].isSymbol(u"."))
                return false;
        return true;
    }

    // ---- WHERE / ON ----------------------------------------------------------------------

    void parseConjunction(size_t b, size_t e)
    {
        collectReads(b, e);
        // A top-level OR makes the whole condition a disjunction: nothing narrows the read.
        for (size_t k = b; k < e; ++k) {
            if (m_t[k].isSymbol(u"(") || m_t[k].isSymbol(u"[")) {
                k = skipBalanced(k) - 1;
                continue;
            }
            if (m_t[k].isKeyword("OR"))
                return;
        }
        size_t conjunct = b;
        bool inBetween = false;
        for (size_t k = b; k <= e; ++k) {
            if (k < e && (m_t[k].isSymbol(u"(") || m_t[k].isSymbol(u"["))) {
                k = skipBalanced(k) - 1;
                continue;
            }
            if (k < e && m_t[k].isKeyword("BETWEEN"))
                inBetween = true;
            else if (k < e && m_t[k].isKeyword("AND") && inBetween)
                inBetween = false;
            else if (k == e || m_t[k].isKeyword("AND")) {
                parseConjunct(conjunct, k);
                conjunct = k + 1;
            }
        }
    }

    bool isValue(size_t b, size_t e) const
    {
        if (e - b == 2 && m_t[b].isSymbol(u"-") && m_t[b + 1].kind == Kind::Number)
            return true;
        if (e - b != 1)
            return false;
        const QueryToken &t = m_t[b];
        return t.kind == Kind::Parameter || t.kind == Kind::String || t.kind == Kind::Number || t.isKeyword("TRUE")
               || t.isKeyword("FALSE") || t.isKeyword("NULL");
    }

    static std::optional<PredicateOp> comparison(const QueryToken &t, bool flipped)
    {
        if (t.isSymbol(u"="))
            return PredicateOp::Equal;
        if (t.isSymbol(u"<"))
            return flipped ? PredicateOp::Greater : PredicateOp::Less;
        if (t.isSymbol(u"<="))
            return flipped ? PredicateOp::GreaterEqual : PredicateOp::LessEqual;
        if (t.isSymbol(u">"))
            return flipped ? PredicateOp::Less : PredicateOp::Greater;
        if (t.isSymbol(u">="))
            return flipped ? PredicateOp::LessEqual : PredicateOp::GreaterEqual;
        return std::nullopt;
    }

    void addPredicate(const ColumnRef &column, PredicateOp op)
    {
        if (column.table >= 0)
            m_q.predicates.push_back({column, op});
    }

    void parseConjunct(size_t b, size_t e)
    {
        while (e - b >= 2 && m_t[b].isSymbol(u"(") && skipBalanced(b) == e) { // (a = @x)
            ++b;
            --e;
        }
        if (e <= b)
            return;
        // Find the operator at depth 0.
        for (size_t k = b; k < e; ++k) {
            if (m_t[k].isSymbol(u"(") || m_t[k].isSymbol(u"[")) {
                k = skipBalanced(k) - 1;
                continue;
            }
            const QueryToken &op = m_t[k];
            if (const auto cmp = comparison(op, false)) {
                if (isValue(k + 1, e))
                    addPredicate(columnRef(b, k, true), *cmp);
                else if (isValue(b, k))
                    addPredicate(columnRef(k + 1, e, true), *comparison(op, true));
                else if (*cmp == PredicateOp::Equal) {
                    const ColumnRef l = columnRef(b, k, isPlainPath(b, k));
                    const ColumnRef r = columnRef(k + 1, e, isPlainPath(k + 1, e));
                    if (l.table >= 0 && r.table >= 0 && l.table != r.table)
                        m_q.joins.push_back({l, r});
                }
                return;
            }
            if (op.isKeyword("IN") && k > b) {
                addPredicate(columnRef(b, k, true), PredicateOp::In);
                return;
            }
            if (op.isKeyword("BETWEEN") && k > b) {
                addPredicate(columnRef(b, k, true), PredicateOp::Between);
                return;
            }
            if (op.isKeyword("IS") && k > b && m_t[k + 1].isKeyword("NULL") && k + 2 == e) {
                addPredicate(columnRef(b, k, true), PredicateOp::IsNull);
                return;
            }
            if (op.isKeyword("NOT") || op.isKeyword("LIKE") || op.isKeyword("IS") || op.isSymbol(u"<>") || op.isSymbol(u"!="))
                return; // no seek: the columns were already collected as read
        }
    }

    // ---- ORDER BY ------------------------------------------------------------------------

    void parseOrderBy(size_t b, size_t e)
    {
        forEachItem(b, e, [this](size_t from, size_t to) { parseOrderItem(from, to); });
    }

    void parseOrderItem(size_t b, size_t e)
    {
        SortOrder order = SortOrder::Asc;
        if (e - b >= 3 && m_t[e - 2].isKeyword("NULLS"))
            e -= 2;
        if (e - b >= 2 && (m_t[e - 1].isKeyword("ASC") || m_t[e - 1].isKeyword("DESC"))) {
            order = m_t[e - 1].isKeyword("DESC") ? SortOrder::Desc : SortOrder::Asc;
            --e;
        }
        if (b >= e)
            return;
        ColumnRef ref;
        if (e - b == 1 && m_t[b].isName())
            for (const auto &[alias, column] : m_selectAliases)
                if (ref.table < 0 && alias.compare(m_t[b].text, Qt::CaseInsensitive) == 0)
                    ref = column;
        if (ref.table < 0 && isPlainPath(b, e))
            ref = columnRef(b, e, true);
        if (ref.table < 0) {
            m_q.orderByExpression = true;
            collectReads(b, e);
            return;
        }
        addRead(ref);
        m_q.orderBy.push_back({ref, order});
    }

    const std::vector<QueryToken> &m_t;
    QStringView m_text;
    const Schema &m_schema;
    Diagnostics &m_diagnostics;
    Query &m_q;
    QStringList m_opaque; // lower-cased names of FROM sources we do not model (WITH names, subqueries)
    std::vector<std::pair<QString, ColumnRef>> m_selectAliases;
    QueryToken m_hintToken;
};

} // namespace

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
        if (t.kind == Kind::Invalid)
            return query; // already reported by the lexer
    Parser(tokens, text, schema, diagnostics, query).parse();
    return query;
}

} // namespace ssd::queries
