// WHERE and ON conjunctions (comparisons of a column with a value, join equalities) and ORDER BY.

#include "querystatementparser.h"

namespace ssd::queries {

void QueryStatementParser::parseConjunction(size_t b, size_t e)
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

bool QueryStatementParser::isValue(size_t b, size_t e) const
{
    if (e - b == 2 && m_t[b].isSymbol(u"-") && m_t[b + 1].kind == Kind::Number)
        return true;
    if (e - b != 1)
        return false;
    const QueryToken &t = m_t[b];
    return t.kind == Kind::Parameter || t.kind == Kind::String || t.kind == Kind::Number || t.isKeyword("TRUE")
           || t.isKeyword("FALSE") || t.isKeyword("NULL");
}

std::optional<PredicateOp> QueryStatementParser::comparison(const QueryToken &t, bool flipped)
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

void QueryStatementParser::addPredicate(const ColumnRef &column, PredicateOp op)
{
    if (column.table >= 0)
        m_q.predicates.push_back({column, op});
}

void QueryStatementParser::parseConjunct(size_t b, size_t e)
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

void QueryStatementParser::parseOrderBy(size_t b, size_t e)
{
    forEachItem(b, e, [this](size_t from, size_t to) { parseOrderItem(from, to); });
}

void QueryStatementParser::parseOrderItem(size_t b, size_t e)
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

} // namespace ssd::queries
