// The rules Spanner's expression analysis applies to the expressions of one CREATE / ALTER TABLE
// statement, checked once the table is complete (a generated column may use columns declared
// after it): names must be columns of the table, generated columns and CHECK constraints take
// no subqueries, stored generated columns and CHECK constraints (also through the generated
// columns they use) must be deterministic, a CHECK is a BOOL, a generated column's value has its
// column's type, and no expression is nested deeper than 20. Found, not reported: the applier
// reports them in its turn (apply/applytable.cpp for CREATE TABLE, apply/applyaltercopy.cpp for
// ALTER TABLE, which reviews them against the table as the action leaves it).

#include "googlesqlexpressionrules.h"

#include "googlesqlexpression.h"
#include "googlesqllexer.h"

namespace ssd::gsql {

namespace {

QString typeName(TypeKind kind)
{
    switch (kind) {
    case TypeKind::Bool: return QStringLiteral("BOOL");
    case TypeKind::Int64: return QStringLiteral("INT64");
    case TypeKind::Float32: return QStringLiteral("FLOAT32");
    case TypeKind::Float64: return QStringLiteral("FLOAT64");
    case TypeKind::Numeric: return QStringLiteral("NUMERIC");
    case TypeKind::String: return QStringLiteral("STRING");
    case TypeKind::Bytes: return QStringLiteral("BYTES");
    case TypeKind::Json: return QStringLiteral("JSON");
    case TypeKind::Date: return QStringLiteral("DATE");
    case TypeKind::Timestamp: return QStringLiteral("TIMESTAMP");
    case TypeKind::Uuid: return QStringLiteral("UUID");
    case TypeKind::Interval: return QStringLiteral("INTERVAL");
    case TypeKind::TokenList: return QStringLiteral("TOKENLIST");
    case TypeKind::Array: return QStringLiteral("ARRAY");
    case TypeKind::Struct: return QStringLiteral("STRUCT");
    case TypeKind::Proto: return QStringLiteral("PROTO");
    case TypeKind::Enum: return QStringLiteral("ENUM");
    }
    return {};
}

// The scalar types whose mismatches are certain; anything else (arrays, protos, ...) is left to
// Spanner.
bool plainScalar(TypeKind kind)
{
    switch (kind) {
    case TypeKind::Bool: case TypeKind::Int64: case TypeKind::Float32: case TypeKind::Float64: case TypeKind::Numeric:
    case TypeKind::String: case TypeKind::Bytes: case TypeKind::Json: case TypeKind::Date: case TypeKind::Timestamp:
        return true;
    default:
        return false;
    }
}

// Whether a value of type `from` can be stored in a column of type `to` (GoogleSQL's implicit
// coercions: integers widen to NUMERIC and floating point; literals coerce more freely).
bool assignable(TypeKind from, bool literal, TypeKind to)
{
    if (from == to || !plainScalar(from) || !plainScalar(to))
        return true;
    const bool numericTarget = to == TypeKind::Numeric || to == TypeKind::Float32 || to == TypeKind::Float64;
    if (from == TypeKind::Int64 && numericTarget)
        return true;
    if ((from == TypeKind::Numeric || from == TypeKind::Float32) && to == TypeKind::Float64)
        return true;
    if (literal && from == TypeKind::Float64 && numericTarget)
        return true;
    if (literal && from == TypeKind::String && (to == TypeKind::Date || to == TypeKind::Timestamp || to == TypeKind::Json))
        return true;
    return false;
}

// Whether an expression's text (as the model keeps it) is a call of `function` without
// arguments. Function names are case-insensitive; the model's text may keep a space in "( )".
bool isCallOf(const QString &expression, QLatin1StringView function)
{
    QString compact = expression;
    compact.remove(u' ');
    return compact.size() == function.size() + 2 && compact.startsWith(function, Qt::CaseInsensitive)
           && compact.endsWith(u"()");
}

bool isPendingCommitTimestampCall(const QString &expression)
{
    return isCallOf(expression, QLatin1StringView("PENDING_COMMIT_TIMESTAMP"));
}

std::optional<ddl::Problem> problemAt(const Token &at, QString message)
{
    return ddl::Problem{std::move(message), {QString(), at.line, at.column}};
}

} // namespace

ExpressionRules::ExpressionRules(QStringView text, const std::vector<PendingExpression> &expressions)
    : m_text(text), m_expressions(expressions)
{
}

QString ExpressionRules::identifierText(const Token &name) const
{
    return name.kind == TokenKind::QuotedIdentifier ? unquoteIdentifier(textOf(name)) : textOf(name).toString();
}

void ExpressionRules::tableFreeProblem(QStringView text, const ExpressionFacts &f, const Token *first, const Token **at,
                                       QString *message)
{
    auto word = [&](const Token *t) { return text.mid(t->offset, t->length).toString(); };
    if (f.unknownType) {
        *at = f.unknownType;
        *message = tr("type not found: %1").arg(word(f.unknownType));
    } else if (f.unsupportedFunction) {
        *at = f.unsupportedFunction;
        *message = tr("function %1 is not supported by Spanner").arg(word(f.unsupportedFunction));
    } else if (f.depth > ExpressionChecker::kMaxDepth) {
        *at = first;
        *message = tr("expression depth of %1 exceeds the maximum allowed depth of %2").arg(f.depth).arg(ExpressionChecker::kMaxDepth);
    }
}

std::optional<ddl::Problem> ExpressionRules::valueExpressionProblem(const ColumnIndex &columns, const PendingExpression &e,
                                                                    const ExpressionFacts &f) const
{
    const Column *column = columns.find(e.owner);
    if (!column)
        return std::nullopt;
    if (e.role == PendingExpression::Role::OnUpdate) {
        const QString expression = column->onUpdateExpr.value_or(QString());
        if (!isPendingCommitTimestampCall(expression)
            && !isCallOf(expression, QLatin1StringView("PENDING_COMMIT_TIMESTAMP_INT64")))
            return problemAt(*e.begin, tr("PENDING_COMMIT_TIMESTAMP() (or PENDING_COMMIT_TIMESTAMP_INT64()) is the only supported "
                                          "ON UPDATE expression (column %1)").arg(e.owner));
        return std::nullopt;
    }
    // DEFAULT: a constant or a function of nothing but the time, a sequence or randomness. (A
    // column it uses is the shared rule's, apply::checkDefaultUsesNoColumn, checked before.)
    if (f.subquery)
        return problemAt(*f.subquery, tr("the DEFAULT value of column %1 cannot use a subquery: only scalar expressions are "
                                         "allowed").arg(e.owner));
    if (f.type && !assignable(*f.type, f.literalType, column->type.kind))
        return problemAt(*e.begin, tr("column %1 is declared %2, but its DEFAULT value is %3")
                                       .arg(e.owner, typeName(column->type.kind), typeName(*f.type)));
    return std::nullopt;
}

std::vector<ddl::ExpressionCheck> ExpressionRules::review(const Table &table, const ColumnIndex &columns) const
{
    using Role = PendingExpression::Role;
    // Generated columns whose value is non-deterministic (directly or through another generated
    // column), with the function call that makes them so.
    QHash<QString, const Token *> nonDeterministicColumns;
    std::vector<ExpressionFacts> facts;
    facts.reserve(m_expressions.size());
    for (const PendingExpression &e : m_expressions) {
        ExpressionChecker checker(m_text, e.begin, e.end, *e.end, &columns);
        checker.check(); // the grammar passed when the expression was parsed
        facts.push_back(checker.facts());
        if (e.role == Role::Generated && facts.back().nonDeterministic)
            nonDeterministicColumns.insert(e.owner.toLower(), facts.back().nonDeterministic);
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (size_t i = 0; i < m_expressions.size(); ++i) {
            const PendingExpression &e = m_expressions[i];
            if (e.role != Role::Generated || nonDeterministicColumns.contains(e.owner.toLower()))
                continue;
            for (const QString &used : facts[i].columns) {
                if (const Token *call = nonDeterministicColumns.value(used.toLower())) {
                    nonDeterministicColumns.insert(e.owner.toLower(), call);
                    grew = true;
                    break;
                }
            }
        }
    }

    std::vector<ddl::ExpressionCheck> checks;
    for (size_t i = 0; i < m_expressions.size(); ++i) {
        const PendingExpression &e = m_expressions[i];
        const ExpressionFacts &f = facts[i];
        ddl::ExpressionCheck check;
        check.column = e.owner;
        check.constraint = e.role == Role::Check;
        for (const auto &[first, last] : f.sequences) {
            ddl::NameRef &name = check.sequences.emplace_back(ddl::NameRef{QString(), first->line, first->column});
            for (const Token *t = first; t <= last; ++t) {
                if (t->kind == TokenKind::Punct)
                    continue;
                if (!name.name.isEmpty())
                    name.name += u'.';
                name.name += identifierText(*t);
            }
        }
        if (e.role == Role::Default && f.firstColumn)
            check.defaultNames.push_back({identifierText(*f.firstColumn), f.firstColumn->line, f.firstColumn->column});
        check.problem = e.role == Role::Default || e.role == Role::OnUpdate ? valueExpressionProblem(columns, e, f)
                                                                           : tableExpressionProblem(table, columns, e, f, nonDeterministicColumns);
        if (!check.defaultNames.empty() || !check.sequences.empty() || check.problem)
            checks.push_back(std::move(check)); // an expression that needs nothing is not kept
    }
    return checks;
}

std::optional<ddl::Problem> ExpressionRules::tableExpressionProblem(const Table &table, const ColumnIndex &columns, const PendingExpression &e,
                                                                    const ExpressionFacts &f,
                                                                    const QHash<QString, const Token *> &nonDeterministicColumns) const
{
    const bool generated = e.role == PendingExpression::Role::Generated, check = e.role == PendingExpression::Role::Check;
    auto word = [&](const Token *t) { return textOf(*t).toString(); };
    const Token *problem = nullptr;
    QString message;
    tableFreeProblem(m_text, f, e.begin, &problem, &message);
    if (problem)
        return problemAt(*problem, message);
    if (f.unknownName) {
        const QString name = identifierText(*f.unknownName);
        return problemAt(*f.unknownName, generated
                             ? tr("unrecognized name %1 in generated column %2: table %3 has no such column").arg(name, e.owner, table.name)
                             : tr("unrecognized name %1 in a CHECK constraint: table %2 has no such column").arg(name, table.name));
    }
    if (f.subquery)
        return problemAt(*f.subquery, generated
                             ? tr("generated column %1 cannot use a subquery: only scalar expressions are allowed").arg(e.owner)
                             : tr("a CHECK constraint cannot use a subquery: only scalar expressions are allowed"));
    if (f.pendingCommitTimestamp)
        return problemAt(*f.pendingCommitTimestamp,
                         generated ? tr("generated column %1 cannot use PENDING_COMMIT_TIMESTAMP(): it may only be the value "
                                        "written by an INSERT or UPDATE").arg(e.owner)
                                   : tr("a CHECK constraint cannot use PENDING_COMMIT_TIMESTAMP(): it may only be the value "
                                        "written by an INSERT or UPDATE"));
    if (f.nonDeterministic && (check || e.stored))
        return problemAt(*f.nonDeterministic, check
                             ? tr("a CHECK constraint cannot use the non-deterministic function %1").arg(word(f.nonDeterministic))
                             : tr("stored generated column %1 uses the non-deterministic function %2; its value must only "
                                  "depend on the row's columns").arg(e.owner, word(f.nonDeterministic)));
    if (check || e.stored) {
        for (const QString &used : f.columns) {
            if (const Token *call = nonDeterministicColumns.value(used.toLower()))
                return problemAt(*call, check ? tr("a CHECK constraint uses generated column %1, whose value depends on the "
                                                   "non-deterministic function %2").arg(used, word(call))
                                              : tr("stored generated column %1 uses generated column %2, whose value depends on "
                                                   "the non-deterministic function %3").arg(e.owner, used, word(call)));
        }
    }
    if (check && f.type && *f.type != TypeKind::Bool)
        return problemAt(*e.begin, tr("a CHECK constraint must be a BOOL expression; this one is %1").arg(typeName(*f.type)));
    if (generated && f.type) {
        const Column *column = columns.find(e.owner);
        if (column && !assignable(*f.type, f.literalType, column->type.kind))
            return problemAt(*e.begin, tr("generated column %1 is declared %2, but its expression is %3")
                                           .arg(e.owner, typeName(column->type.kind), typeName(*f.type)));
    }
    return std::nullopt;
}

} // namespace ssd::gsql
