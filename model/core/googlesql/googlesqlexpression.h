#pragma once

// Internal to the GoogleSQL parser: a checker for the scalar expressions of DEFAULT, ON UPDATE,
// generated columns (AS) and CHECK constraints. The model keeps expressions as text; this pass
// only decides whether the text is a well-formed GoogleSQL expression (operands and operators
// alternate, brackets and function calls close, CASE has END, ...) and gathers the facts that
// Spanner's own expression analysis rejects: unknown column names, subqueries, non-deterministic
// functions, a result type that cannot be the column's or a CHECK's, too deep nesting.
//
// It is a recogniser, not a full analyser: a type is only inferred where it is evident (literals,
// CAST, comparisons, column references, a few string functions); anything else is "unknown" and
// never reported.

#include "columnindex.h"
#include "googlesqllexer.h"
#include "lexing/tokencursor.h"
#include "schema.h"

#include <QCoreApplication>

#include <optional>

namespace ssd::gsql {

// Word lists of the checker (googlesqlexpressionoperands.cpp). Names are compared ignoring ASCII
// case, so they take a name as written.
namespace expressionwords {
bool isDatePart(QStringView word);                 // YEAR, DAY, WEEK, MONDAY, ... (not column names)
bool isNonDeterministic(QStringView name);    // CURRENT_TIMESTAMP, GENERATE_UUID, RAND, ...
bool isUnsupportedFunction(QStringView name); // GoogleSQL functions Spanner lacks
std::optional<TypeKind> scalarTypeNamed(QStringView word);
std::optional<TypeKind> functionResultType(QStringView name);
bool returnsFirstArgumentType(QStringView name);
} // namespace expressionwords

// The facts of one expression that need the table to be judged.
struct ExpressionFacts
{
    const Token *unknownName = nullptr;        // first name that is not a column of the table
    const Token *subquery = nullptr;           // first SELECT (a non-scalar expression)
    const Token *nonDeterministic = nullptr;   // CURRENT_TIMESTAMP(), GENERATE_UUID(), RAND(), ...
    const Token *pendingCommitTimestamp = nullptr;
    const Token *unsupportedFunction = nullptr; // a GoogleSQL function Spanner does not offer
    const Token *unknownType = nullptr;        // CAST(x AS INT32): not a GoogleSQL type
    const Token *deepest = nullptr;            // where the nesting is deepest
    int depth = 0;                             // nesting depth of the expression tree
    QStringList columns;                       // the table's columns the expression uses
    const Token *firstColumn = nullptr;        // where it first uses one
    // SEQUENCE s arguments (GET_NEXT_SEQUENCE_VALUE, GET_INTERNAL_SEQUENCE_STATE): the first
    // and last token of each name (a.b.c), which must name a sequence that exists already.
    std::vector<std::pair<const Token *, const Token *>> sequences;
    std::optional<TypeKind> type;              // the result type, when evident
    bool literalType = false;                  // the result is a literal (which coerces)
};

class ExpressionChecker : private TokenCursor
{
    Q_DECLARE_TR_FUNCTIONS(ssd::GoogleSqlParser)

public:
    // [begin, end): the expression's tokens (without the surrounding parentheses); endToken is
    // what lies after them (the closing ')'). columns: when set, names are resolved against the
    // table's columns (case-insensitively) and column types feed the result type.
    ExpressionChecker(QStringView text, const Token *begin, const Token *end, const Token &endToken,
                      const ColumnIndex *columns = nullptr);

    // True when the expression is well formed; otherwise errorToken()/expected() say where and
    // what the grammar allowed there.
    bool check();
    const Token &errorToken() const { return *m_errorToken; }
    const QString &expected() const { return m_expected; }
    const ExpressionFacts &facts() const { return m_facts; }

    // Spanner's limit on the nesting of a generated column, CHECK or DEFAULT expression.
    static constexpr int kMaxDepth = 20;

private:
    struct Value
    {
        std::optional<TypeKind> type;
        bool literal = false;
        int depth = 1;
        const Token *at = nullptr;
    };

    class Nesting;
    friend class Nesting;

    // The cursor is lexing/tokencursor.h; fail() records the first error and stops it.
    bool adjacentPunct(char16_t first, char16_t second) const; // "<=", "||", ... as two tokens
    bool fail(const QString &expected);
    bool expectPunct(char16_t c, const QString &expected);

    std::optional<Value> parseExpression();
    std::optional<Value> parseOr();
    std::optional<Value> parseAnd();
    std::optional<Value> parseNot();
    std::optional<Value> parseComparison();
    std::optional<Value> parseBinary(int level);
    std::optional<Value> parseUnary();
    std::optional<Value> parsePostfix();
    std::optional<Value> parsePrimary();
    std::optional<Value> parseFunctionCall(const Token &name, QStringView functionName);
    std::optional<Value> parseCase(const Token &caseToken);
    std::optional<Value> parseCast(const Token &name);
    std::optional<Value> parseExtract(const Token &name);
    std::optional<Value> parseArrayLiteral(const Token &first);
    bool parseTypeName(std::optional<TypeKind> *kind);
    bool skipTypeParameters(); // <...> after ARRAY / STRUCT
    bool parseInList();
    bool skipQuery(const Token &first); // a subquery up to the ')' that closes it
    bool startsQuery() const;           // SELECT / WITH, possibly after '('s
    void noteName(const Token &token, QStringView name, Value &value);
    void noteFunction(const Token &token, QStringView name);

    const ColumnIndex *m_columns;
    HashSet64 m_usedColumns; // positions + 1 of facts.columns, so that each is listed once
    const Token *m_errorToken = nullptr;
    QString m_expected;
    ExpressionFacts m_facts;
    int m_nesting = 0; // recursion guard against pathological input
    // startsQuery()'s last run of '(' tokens [begin, end] and its answer.
    mutable const Token *m_parenRunBegin = nullptr;
    mutable const Token *m_parenRunEnd = nullptr;
    mutable bool m_parenRunQuery = false;
};

} // namespace ssd::gsql
