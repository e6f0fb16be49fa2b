// A CREATE or ALTER TABLE's expressions, copied out of its parser (see the header).

#include "googlesqlcopiedexpressions.h"

#include <algorithm>

namespace ssd::gsql {

CopiedExpressions::CopiedExpressions(QStringView text, std::vector<PendingExpression> expressions)
    : m_expressions(std::move(expressions))
{
    Q_ASSERT(!m_expressions.empty());
    const Token *first = m_expressions.front().begin;
    const Token *last = m_expressions.front().end;
    for (const PendingExpression &e : m_expressions) {
        first = std::min(first, e.begin);
        last = std::max(last, e.end);
    }
    // Only the stretch of text the expressions span is copied, and their token offsets moved
    // with it; their lines and columns, which the diagnostics show, stay the statement's.
    const qint32 base = first->offset;
    const QStringView spanned = text.mid(base, last->end() - base);
    m_text.append(spanned.utf16(), spanned.size());
    m_tokens.append(first, qsizetype(last + 1 - first));
    for (Token &token : m_tokens)
        token.offset -= base;
    for (PendingExpression &e : m_expressions) {
        e.begin = m_tokens.data() + (e.begin - first);
        e.end = m_tokens.data() + (e.end - first);
    }
}

std::vector<ddl::ExpressionCheck> CopiedExpressions::review(const Table &table, const ColumnIndex &columns) const
{
    return ExpressionRules(QStringView(m_text.constData(), m_text.size()), m_expressions).review(table, columns);
}

} // namespace ssd::gsql
