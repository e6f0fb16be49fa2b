#pragma once

// Internal to the GoogleSQL parser: the expressions of a CREATE or ALTER TABLE, copied out of its
// parser for the applier, which reviews them against the table they are judged against (the one
// CREATE makes, the one ALTER's action leaves; the statements' expressionReview). Only their
// tokens and the text under them are kept, so the statement is a plain value that outlives the
// parser and the statement's token buffer.

#include "googlesqlexpressionrules.h"

#include <QVarLengthArray>

namespace ssd::gsql {

class CopiedExpressions final : public ddl::ExpressionReview
{
public:
    // `expressions` point into tokens whose offsets point into `text`.
    CopiedExpressions(QStringView text, std::vector<PendingExpression> expressions);
    // The expressions point into m_tokens: a copy would point into the original.
    CopiedExpressions(const CopiedExpressions &) = delete;
    CopiedExpressions &operator=(const CopiedExpressions &) = delete;

    std::vector<ddl::ExpressionCheck> review(const Table &table, const ColumnIndex &columns) const override;

private:
    // Inside the object for the usual expression, so that a statement's copy is one allocation.
    QVarLengthArray<char16_t, 160> m_text;   // from the first expression's first token to the last one's ')'
    QVarLengthArray<Token, 24> m_tokens;     // those tokens, their offsets into m_text
    std::vector<PendingExpression> m_expressions; // the parser's, pointing into m_tokens
};

} // namespace ssd::gsql
