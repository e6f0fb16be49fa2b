#pragma once

// Internal to the GoogleSQL parser: the rules Spanner's expression analysis applies to the
// expressions of one CREATE / ALTER TABLE statement, judged once the table is complete (see
// googlesqlexpressionrules.cpp). They need the expressions' tokens and the text under them, not
// the parser: the statement keeps a copy of them (googlesqlcopiedexpressions.h), which the
// applier reviews against the table.

#include "columnindex.h"
#include "lexing/token.h"
#include "schema.h"
#include "statements/statements.h"

#include <QCoreApplication>
#include <QHash>

namespace ssd::gsql {

struct ExpressionFacts; // googlesqlexpression.h

// One DEFAULT, ON UPDATE, generated (AS) or CHECK expression of a statement.
struct PendingExpression
{
    enum class Role { Default, OnUpdate, Generated, Check };
    Role role = Role::Default;
    QString owner; // the column (Default, OnUpdate, Generated) or the CHECK's name
    bool stored = false;
    const Token *begin = nullptr; // the tokens inside the parentheses
    const Token *end = nullptr;   // the ')' after them
};

class ExpressionRules
{
    // Messages are translated in the parser's context.
    Q_DECLARE_TR_FUNCTIONS(ssd::GoogleSqlParser)

public:
    // `text`: what the tokens' offsets point into. Both must outlive the rules.
    ExpressionRules(QStringView text, const std::vector<PendingExpression> &expressions);

    // What each expression needs of the schema, and the first problem it has in `table` alone
    // (the review of CreateTableStmt and AlterTableStmt), in the order written.
    // `columns`: an index of the table's columns ignoring case.
    std::vector<ddl::ExpressionCheck> review(const Table &table, const ColumnIndex &columns) const;

    // The rules that need no table (CAST type, function catalog, depth): the first broken one,
    // which the parser judges as soon as it has read the expression.
    static void tableFreeProblem(QStringView text, const ExpressionFacts &facts, const Token *first, const Token **at,
                                 QString *message);

private:
    // DEFAULT: no subquery, the column's type; ON UPDATE: PENDING_COMMIT_TIMESTAMP() only.
    std::optional<ddl::Problem> valueExpressionProblem(const ColumnIndex &columns, const PendingExpression &e,
                                                       const ExpressionFacts &facts) const;
    // Generated columns and CHECKs: names, subqueries, determinism (also through the generated
    // columns they use), result type.
    std::optional<ddl::Problem> tableExpressionProblem(const Table &table, const ColumnIndex &columns, const PendingExpression &e,
                                                       const ExpressionFacts &facts,
                                                       const QHash<QString, const Token *> &nonDeterministicColumns) const;
    QStringView textOf(const Token &token) const { return m_text.mid(token.offset, token.length); }
    QString identifierText(const Token &name) const; // the name a (quoted) identifier token spells

    QStringView m_text;
    const std::vector<PendingExpression> &m_expressions;
};

} // namespace ssd::gsql
