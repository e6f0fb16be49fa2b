// The expression checker's cursor and operators: OR, AND, NOT, comparisons (=, <>, IS, LIKE, IN,
// BETWEEN), bitwise, shift, additive and multiplicative operators, unary operators, subscripts
// and field access. Operands are in googlesqlexpressionoperands.cpp.

#include "googlesqlexpression.h"

#include "googlesqlstatementparser.h"

#include <algorithm>

namespace ssd::gsql {

using namespace expressionwords;

namespace {

// Precedence levels of the binary operators between comparison and unary, loosest first
// ([GSQL-EXPR] operator precedence): | ^ & (<< >>) (+ -) (* / ||).
constexpr int kBitOr = 0, kBitXor = 1, kBitAnd = 2, kShift = 3, kAdd = 4, kMul = 5, kLevels = 6;

// Nesting deeper than this is refused outright (long before Spanner's limit of 20 would matter,
// but it keeps the recursion bounded on hostile input).
constexpr int kMaxRecursion = 200;

} // namespace

ExpressionChecker::ExpressionChecker(QStringView text, const Token *begin, const Token *end, const Token &endToken,
                                     const ColumnIndex *columns)
    : TokenCursor(text, begin, end, &endToken), m_columns(columns)
{
}

bool ExpressionChecker::adjacentPunct(char16_t first, char16_t second) const
{
    return peekPunct(first) && peekPunct(second, 1) && peek(1).offset == peek().end();
}

bool ExpressionChecker::fail(const QString &expected)
{
    if (!m_errorToken) {
        m_errorToken = &peek();
        m_expected = expected;
        stop();
    }
    return false;
}

bool ExpressionChecker::expectPunct(char16_t c, const QString &expected)
{
    return acceptPunct(c) || fail(expected);
}

bool ExpressionChecker::check()
{
    if (atEnd())
        return fail(tr("an expression"));
    std::optional<Value> value = parseExpression();
    if (!value)
        return false;
    if (!atEnd())
        return fail(tr("an operator or ')' after the expression"));
    m_facts.type = value->type;
    m_facts.literalType = value->literal;
    m_facts.depth = value->depth;
    m_facts.deepest = value->at;
    return true;
}

// Every recursive descent (sub-expression, NOT, unary operator) goes through this guard.
class ExpressionChecker::Nesting
{
public:
    explicit Nesting(ExpressionChecker &checker) : m_checker(checker) { ++m_checker.m_nesting; }
    ~Nesting() { --m_checker.m_nesting; }
    bool tooDeep() const
    {
        if (m_checker.m_nesting <= kMaxRecursion)
            return false;
        m_checker.fail(tr("a less deeply nested expression"));
        return true;
    }

private:
    ExpressionChecker &m_checker;
};

std::optional<ExpressionChecker::Value> ExpressionChecker::parseExpression()
{
    const Nesting nesting(*this);
    if (nesting.tooDeep())
        return std::nullopt;
    return parseOr();
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseOr()
{
    std::optional<Value> left = parseAnd();
    while (left && peekKeyword("OR")) {
        next();
        std::optional<Value> right = parseAnd();
        if (!right)
            return std::nullopt;
        left = Value{TypeKind::Bool, false, 1 + std::max(left->depth, right->depth), left->at};
    }
    return left;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseAnd()
{
    std::optional<Value> left = parseNot();
    while (left && peekKeyword("AND")) {
        next();
        std::optional<Value> right = parseNot();
        if (!right)
            return std::nullopt;
        left = Value{TypeKind::Bool, false, 1 + std::max(left->depth, right->depth), left->at};
    }
    return left;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseNot()
{
    if (peekKeyword("NOT")) {
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return std::nullopt;
        const Token &notToken = next();
        std::optional<Value> operand = parseNot();
        if (!operand)
            return std::nullopt;
        return Value{TypeKind::Bool, false, 1 + operand->depth, &notToken};
    }
    return parseComparison();
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseComparison()
{
    std::optional<Value> left = parseBinary(kBitOr);
    while (left) {
        const int depth = left->depth;
        auto combine = [&](const std::optional<Value> &right) -> std::optional<Value> {
            if (!right)
                return std::nullopt;
            return Value{TypeKind::Bool, false, 1 + std::max(depth, right->depth), left->at};
        };
        if (adjacentPunct(u'<', u'=') || adjacentPunct(u'>', u'=') || adjacentPunct(u'!', u'=') || adjacentPunct(u'<', u'>')) {
            next();
            next();
            left = combine(parseBinary(kBitOr));
        } else if (peekPunct(u'=') || peekPunct(u'<') || peekPunct(u'>')) {
            next();
            left = combine(parseBinary(kBitOr));
        } else if (peekKeyword("IS")) {
            next();
            acceptKeyword("NOT");
            if (acceptKeyword("DISTINCT")) {
                if (!acceptKeyword("FROM")) {
                    fail(QStringLiteral("FROM"));
                    return std::nullopt;
                }
                left = combine(parseBinary(kBitOr));
            } else if (acceptKeyword("NULL") || acceptKeyword("TRUE") || acceptKeyword("FALSE") || acceptKeyword("UNKNOWN")) {
                left = Value{TypeKind::Bool, false, depth + 1, left->at};
            } else {
                fail(tr("NULL, TRUE, FALSE or DISTINCT FROM after IS"));
                return std::nullopt;
            }
        } else if (peekKeyword("LIKE") || peekKeyword("IN") || peekKeyword("BETWEEN")
                   || (peekKeyword("NOT") && (peekKeyword("LIKE", 1) || peekKeyword("IN", 1) || peekKeyword("BETWEEN", 1)))) {
            acceptKeyword("NOT");
            if (acceptKeyword("LIKE")) {
                if (peekKeyword("ANY") || peekKeyword("SOME") || peekKeyword("ALL")) {
                    next();
                    if (!parseInList())
                        return std::nullopt;
                    left = Value{TypeKind::Bool, false, depth + 1, left->at};
                } else {
                    left = combine(parseBinary(kBitOr));
                }
            } else if (acceptKeyword("IN")) {
                if (!parseInList())
                    return std::nullopt;
                left = Value{TypeKind::Bool, false, depth + 1, left->at};
            } else {
                next(); // BETWEEN
                std::optional<Value> low = parseBinary(kBitOr);
                if (!low)
                    return std::nullopt;
                if (!acceptKeyword("AND")) {
                    fail(tr("AND between the bounds of BETWEEN"));
                    return std::nullopt;
                }
                std::optional<Value> high = parseBinary(kBitOr);
                if (!high)
                    return std::nullopt;
                left = Value{TypeKind::Bool, false, 1 + std::max({depth, low->depth, high->depth}), left->at};
            }
        } else {
            break;
        }
    }
    return left;
}

// IN ( list ) | IN ( subquery ) | IN UNNEST ( array )
bool ExpressionChecker::parseInList()
{
    if (acceptKeyword("UNNEST")) {
        if (!expectPunct(u'(', tr("'(' after UNNEST")))
            return false;
        if (!parseExpression())
            return false;
        return expectPunct(u')', tr("')' to close UNNEST(...)"));
    }
    if (!peekPunct(u'('))
        return fail(tr("'(' or UNNEST after IN"));
    if (startsQuery())
        return skipQuery(next());
    next();
    do {
        if (!parseExpression())
            return false;
    } while (acceptPunct(u','));
    return expectPunct(u')', tr("',' or ')' in the IN list"));
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseBinary(int level)
{
    if (level >= kLevels)
        return parseUnary();
    std::optional<Value> left = parseBinary(level + 1);
    while (left) {
        bool two = false; // the operator is two adjacent punctuation tokens
        bool matched = false;
        switch (level) {
        case kBitOr: matched = peekPunct(u'|') && !adjacentPunct(u'|', u'|'); break;
        case kBitXor: matched = peekPunct(u'^'); break;
        case kBitAnd: matched = peekPunct(u'&'); break;
        case kShift: matched = two = adjacentPunct(u'<', u'<') || adjacentPunct(u'>', u'>'); break;
        case kAdd:
            // "a - > b" is no operator; "->" (lambda arrows) is not part of a DDL expression.
            matched = (peekPunct(u'+') || peekPunct(u'-')) && !adjacentPunct(u'-', u'>');
            break;
        case kMul: matched = peekPunct(u'*') || peekPunct(u'/') || (two = adjacentPunct(u'|', u'|')); break;
        }
        if (!matched)
            break;
        const bool concat = level == kMul && two;
        const bool divide = level == kMul && peekPunct(u'/');
        next();
        if (two)
            next();
        std::optional<Value> right = parseBinary(level + 1);
        if (!right)
            return std::nullopt;
        Value result{std::nullopt, false, 1 + std::max(left->depth, right->depth), left->at};
        if (concat) {
            if (left->type == TypeKind::Bytes && right->type == TypeKind::Bytes)
                result.type = TypeKind::Bytes;
            else if (left->type == TypeKind::String || right->type == TypeKind::String)
                result.type = TypeKind::String;
        } else if (level <= kShift) {
            result.type = TypeKind::Int64; // bitwise operators work on integers (and BYTES, left alone)
            if (left->type == TypeKind::Bytes)
                result.type = TypeKind::Bytes;
        } else if (left->type == TypeKind::Int64 && right->type == TypeKind::Int64) {
            result.type = divide ? TypeKind::Float64 : TypeKind::Int64;
        } else if ((left->type == TypeKind::Float64 || left->type == TypeKind::Int64)
                   && (right->type == TypeKind::Float64 || right->type == TypeKind::Int64)) {
            result.type = TypeKind::Float64;
        }
        left = result;
    }
    return left;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseUnary()
{
    if (peekPunct(u'-') || peekPunct(u'+') || peekPunct(u'~')) {
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return std::nullopt;
        const Token &op = next();
        std::optional<Value> operand = parseUnary();
        if (!operand)
            return std::nullopt;
        // A signed literal is still a literal (and no deeper).
        return Value{operand->type, operand->literal, operand->literal ? operand->depth : operand->depth + 1, &op};
    }
    return parsePostfix();
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parsePostfix()
{
    std::optional<Value> value = parsePrimary();
    while (value) {
        if (peekPunct(u'[')) {
            // a[OFFSET(0)], a[SAFE_ORDINAL(1)], json['key']
            next();
            if (!parseExpression())
                return std::nullopt;
            if (!expectPunct(u']', tr("']' to close the subscript")))
                return std::nullopt;
            value = Value{std::nullopt, false, value->depth + 1, value->at};
        } else if (peekPunct(u'.') && (peek(1).kind == TokenKind::Identifier || peek(1).kind == TokenKind::QuotedIdentifier)) {
            next();
            next(); // field access: struct, proto or JSON field
            value = Value{std::nullopt, false, value->depth + 1, value->at};
        } else {
            break;
        }
    }
    return value;
}

bool ExpressionChecker::startsQuery() const
{
    // Every '(' of a run of them asks the same question: the run is scanned once, so that a
    // million nested parentheses cost linear time, not one scan to the end per level.
    if (m_cursor >= m_parenRunBegin && m_cursor <= m_parenRunEnd && m_parenRunBegin)
        return m_parenRunQuery;
    int ahead = 0;
    while (peekPunct(u'(', ahead))
        ++ahead;
    m_parenRunBegin = m_cursor;
    m_parenRunEnd = m_cursor + ahead;
    m_parenRunQuery = peekKeyword("SELECT", ahead) || peekKeyword("WITH", ahead);
    return m_parenRunQuery;
}

// From the first token of a subquery (SELECT/WITH or the '(' before it) to the end of the
// bracket group that encloses it. Subqueries are not checked further: Spanner refuses them in
// generated columns and CHECK constraints, which the caller reports.
bool ExpressionChecker::skipQuery(const Token &first)
{
    if (!m_facts.subquery)
        m_facts.subquery = &first;
    const bool parenthesized = first.kind == TokenKind::Punct;
    int depth = parenthesized ? 1 : 0;
    while (!atEnd()) {
        if (peekPunct(u'(') || peekPunct(u'[')) {
            ++depth;
        } else if (peekPunct(u')') || peekPunct(u']')) {
            if (depth == 0)
                return true; // the ')' of the enclosing group: the caller consumes it
            if (--depth == 0 && parenthesized) {
                next();
                return true;
            }
        }
        next();
    }
    return parenthesized ? fail(tr("')' to close the subquery")) : true;
}

void ExpressionChecker::noteName(const Token &token, QStringView name, Value &value)
{
    if (!m_columns)
        return;
    if (const qsizetype at = m_columns->position(name); at >= 0) {
        const Column &column = *m_columns->find(name);
        if (!m_usedColumns.contains(quint64(at) + 1)) {
            m_usedColumns.insert(quint64(at) + 1);
            if (m_facts.columns.isEmpty())
                m_facts.firstColumn = &token;
            m_facts.columns.push_back(column.name);
        }
        value.type = column.type.kind;
        return;
    }
    if (token.kind == TokenKind::Identifier && isDatePart(name))
        return;
    if (!m_facts.unknownName)
        m_facts.unknownName = &token;
}

void ExpressionChecker::noteFunction(const Token &token, QStringView name)
{
    if (equalsKeyword(name, "PENDING_COMMIT_TIMESTAMP")) {
        if (!m_facts.pendingCommitTimestamp)
            m_facts.pendingCommitTimestamp = &token;
    } else if (isNonDeterministic(name)) {
        if (!m_facts.nonDeterministic)
            m_facts.nonDeterministic = &token;
    } else if (isUnsupportedFunction(name)) {
        if (!m_facts.unsupportedFunction)
            m_facts.unsupportedFunction = &token;
    }
}

} // namespace ssd::gsql
