// The operands of GoogleSQL expressions (literals, names, function calls, CASE, CAST, EXTRACT,
// ARRAY / STRUCT constructors, subqueries) and the word lists the checker consults; the operators
// are in googlesqlexpression.cpp.

#include "googlesqlexpression.h"

#include "googlesqlstatementparser.h"

#include <algorithm>

namespace ssd::gsql {

namespace {

bool isOneOf(QStringView word, std::initializer_list<const char *> upperWords)
{
    for (const char *w : upperWords)
        if (equalsKeyword(word, w))
            return true;
    return false;
}

} // namespace

namespace expressionwords {

// Date and time parts: arguments of EXTRACT, DATE_TRUNC, DATE_DIFF, INTERVAL ..., not names.
bool isDatePart(QStringView word)
{
    return isOneOf(word, {"NANOSECOND", "MICROSECOND", "MILLISECOND", "SECOND", "MINUTE", "HOUR", "DAY", "DAYOFWEEK",
                          "DAYOFYEAR", "WEEK", "ISOWEEK", "MONTH", "QUARTER", "YEAR", "ISOYEAR", "DATE", "TIME", "DATETIME",
                          "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"});
}

// Functions whose value changes from call to call: refused in CHECK constraints and stored
// generated columns (Spanner: "Expression is non-deterministic").
bool isNonDeterministic(QStringView name)
{
    return isOneOf(name, {"CURRENT_TIMESTAMP", "CURRENT_DATE", "CURRENT_DATETIME", "CURRENT_TIME", "GENERATE_UUID",
                               "NEW_UUID", "RAND"});
}

// GoogleSQL functions Spanner does not offer, as the emulator's conformance tests show
// ("Unsupported built-in function"). Deliberately short: only confirmed cases.
bool isUnsupportedFunction(QStringView name) { return isOneOf(name, {"ASCII"}); }

std::optional<TypeKind> scalarTypeNamed(QStringView word)
{
    struct Entry { const char *name; TypeKind kind; };
    static constexpr Entry kTypes[] = {
        {"BOOL", TypeKind::Bool},         {"INT64", TypeKind::Int64},       {"FLOAT32", TypeKind::Float32},
        {"FLOAT64", TypeKind::Float64},   {"NUMERIC", TypeKind::Numeric},   {"STRING", TypeKind::String},
        {"BYTES", TypeKind::Bytes},       {"JSON", TypeKind::Json},         {"DATE", TypeKind::Date},
        {"TIMESTAMP", TypeKind::Timestamp}, {"UUID", TypeKind::Uuid},       {"INTERVAL", TypeKind::Interval},
        {"TOKENLIST", TypeKind::TokenList},
    };
    for (const Entry &e : kTypes)
        if (equalsKeyword(word, e.name))
            return e.kind;
    return std::nullopt;
}

// Result types of functions where it is evident. "Same as the first argument" functions (string
// functions that also take BYTES) are handled by the caller.
std::optional<TypeKind> functionResultType(QStringView name)
{
    if (isOneOf(name, {"STARTS_WITH", "ENDS_WITH", "REGEXP_CONTAINS", "IS_INF", "IS_NAN", "ARRAY_INCLUDES",
                            "ARRAY_INCLUDES_ANY", "ARRAY_INCLUDES_ALL", "SEARCH", "SEARCH_SUBSTRING", "SEARCH_NGRAMS"}))
        return TypeKind::Bool;
    if (isOneOf(name, {"LENGTH", "CHAR_LENGTH", "CHARACTER_LENGTH", "BYTE_LENGTH", "ARRAY_LENGTH", "STRPOS",
                            "FARM_FINGERPRINT", "UNIX_SECONDS", "UNIX_MILLIS", "UNIX_MICROS", "UNIX_DATE", "DATE_DIFF",
                            "TIMESTAMP_DIFF", "BIT_COUNT"}))
        return TypeKind::Int64;
    if (isOneOf(name, {"FORMAT", "TO_HEX", "TO_BASE64", "TO_BASE32", "FORMAT_DATE", "FORMAT_TIMESTAMP", "JSON_VALUE",
                            "JSON_EXTRACT_SCALAR", "INITCAP", "GENERATE_UUID", "SOUNDEX"}))
        return TypeKind::String;
    if (isOneOf(name, {"SHA1", "SHA256", "SHA512", "MD5", "FROM_HEX", "FROM_BASE64", "FROM_BASE32"}))
        return TypeKind::Bytes;
    if (isOneOf(name, {"CURRENT_TIMESTAMP", "PENDING_COMMIT_TIMESTAMP", "TIMESTAMP_ADD", "TIMESTAMP_SUB",
                            "TIMESTAMP_TRUNC", "TIMESTAMP_SECONDS", "TIMESTAMP_MILLIS", "TIMESTAMP_MICROS", "PARSE_TIMESTAMP"}))
        return TypeKind::Timestamp;
    if (isOneOf(name, {"CURRENT_DATE", "DATE_ADD", "DATE_SUB", "DATE_TRUNC", "DATE_FROM_UNIX_DATE", "PARSE_DATE"}))
        return TypeKind::Date;
    if (isOneOf(name, {"SQRT", "POW", "POWER", "EXP", "LN", "LOG", "LOG10", "RAND", "IEEE_DIVIDE"}))
        return TypeKind::Float64;
    if (isOneOf(name, {"PARSE_JSON", "TO_JSON", "JSON_OBJECT", "JSON_ARRAY"}))
        return TypeKind::Json;
    if (isOneOf(name, {"SPLIT", "ARRAY_CONCAT", "ARRAY_REVERSE", "GENERATE_ARRAY"}))
        return TypeKind::Array;
    return std::nullopt;
}

// String functions that return the type of their first argument (STRING or BYTES).
bool returnsFirstArgumentType(QStringView name)
{
    return isOneOf(name, {"LOWER", "UPPER", "TRIM", "LTRIM", "RTRIM", "SUBSTR", "SUBSTRING", "CONCAT", "REPLACE",
                               "REVERSE", "LPAD", "RPAD", "LEFT", "RIGHT", "REPEAT", "REGEXP_EXTRACT", "REGEXP_REPLACE"});
}

} // namespace expressionwords

using namespace expressionwords;

std::optional<ExpressionChecker::Value> ExpressionChecker::parsePrimary()
{
    const Token &t = peek();
    switch (t.kind) {
    case TokenKind::String:
    case TokenKind::Bytes:
        // Adjacent literals of one kind are one literal: 'a;b' 's' is 'a;bs'.
        while (peek().kind == t.kind)
            next();
        return Value{t.kind == TokenKind::String ? TypeKind::String : TypeKind::Bytes, true, 1, &t};
    case TokenKind::Integer:
        next();
        return Value{TypeKind::Int64, true, 1, &t};
    case TokenKind::Float:
        next();
        return Value{TypeKind::Float64, true, 1, &t};
    case TokenKind::QuotedIdentifier: {
        next();
        Value value{std::nullopt, false, 1, &t};
        if (!peekPunct(u'.') && !peekPunct(u'('))
            noteName(t, unquoteIdentifier(textOf(t)), value);
        if (peekPunct(u'('))
            return parseFunctionCall(t, unquoteIdentifier(textOf(t)));
        return value;
    }
    case TokenKind::Punct:
    case TokenKind::Identifier:
        break;
    default: // End, Invalid
        fail(tr("an operand (a name, a literal, a function call or '(')"));
        return std::nullopt;
    }

    if (t.kind == TokenKind::Punct) {
        if (peekPunct(u'(')) {
            if (startsQuery()) {
                if (!skipQuery(next()))
                    return std::nullopt;
                // (SELECT ...) UNION ALL (SELECT ...): the set operation continues the query.
                while (peekKeyword("UNION") || peekKeyword("INTERSECT") || peekKeyword("EXCEPT")) {
                    next();
                    if (!acceptKeyword("ALL"))
                        acceptKeyword("DISTINCT");
                    if (!startsQuery()) {
                        fail(tr("a query after the set operator"));
                        return std::nullopt;
                    }
                    if (!skipQuery(peekPunct(u'(') ? next() : peek()))
                        return std::nullopt;
                }
                return Value{std::nullopt, false, 2, &t};
            }
            next();
            std::optional<Value> inner = parseExpression();
            if (!inner)
                return std::nullopt;
            if (acceptPunct(u',')) { // (a, b): a struct
                do {
                    if (!parseExpression())
                        return std::nullopt;
                } while (acceptPunct(u','));
                if (!expectPunct(u')', tr("',' or ')' in the parenthesized list")))
                    return std::nullopt;
                return Value{TypeKind::Struct, false, inner->depth + 1, &t};
            }
            if (!expectPunct(u')', tr("')' or an operator")))
                return std::nullopt;
            return inner;
        }
        if (peekPunct(u'['))
            return parseArrayLiteral(t);
        fail(tr("an operand (a name, a literal, a function call or '(')"));
        return std::nullopt;
    }

    // An identifier: keyword literal, special form, function call or (path of) name.
    const QStringView word = textOf(t);
    if (equalsKeyword(word, "TRUE") || equalsKeyword(word, "FALSE")) {
        next();
        return Value{TypeKind::Bool, true, 1, &t};
    }
    if (equalsKeyword(word, "NULL")) {
        next();
        return Value{std::nullopt, true, 1, &t};
    }
    if (equalsKeyword(word, "CASE"))
        return parseCase(next());
    if ((equalsKeyword(word, "CAST") || equalsKeyword(word, "SAFE_CAST")) && peekPunct(u'(', 1))
        return parseCast(next());
    if (equalsKeyword(word, "EXTRACT") && peekPunct(u'(', 1))
        return parseExtract(next());
    if (equalsKeyword(word, "EXISTS") && peekPunct(u'(', 1)) {
        next();
        if (!startsQuery()) {
            fail(tr("a subquery in EXISTS (...)"));
            return std::nullopt;
        }
        if (!skipQuery(next()))
            return std::nullopt;
        return Value{TypeKind::Bool, false, 2, &t};
    }
    if (equalsKeyword(word, "SELECT") || equalsKeyword(word, "WITH")) {
        if (!skipQuery(t))
            return std::nullopt;
        return Value{std::nullopt, false, 2, &t};
    }
    if (equalsKeyword(word, "ARRAY")) {
        next();
        if (peekPunct(u'(')) { // ARRAY(subquery)
            if (!startsQuery()) {
                fail(tr("a subquery after ARRAY("));
                return std::nullopt;
            }
            if (!skipQuery(next()))
                return std::nullopt;
            return Value{TypeKind::Array, false, 2, &t};
        }
        if (peekPunct(u'<')) { // ARRAY<T>[...]
            if (!skipTypeParameters()) {
                fail(tr("'>' to close ARRAY<...>"));
                return std::nullopt;
            }
        }
        if (!peekPunct(u'[')) {
            fail(tr("'[' or '(' after ARRAY"));
            return std::nullopt;
        }
        return parseArrayLiteral(t);
    }
    if (equalsKeyword(word, "STRUCT")) {
        next();
        if (peekPunct(u'<'))
            skipTypeParameters(); // an unclosed list leaves nothing for the '(' below
        if (!expectPunct(u'(', tr("'(' after STRUCT")))
            return std::nullopt;
        int depth = 1;
        if (!acceptPunct(u')')) {
            do {
                std::optional<Value> field = parseExpression();
                if (!field)
                    return std::nullopt;
                depth = std::max(depth, field->depth);
                if (acceptKeyword("AS")) { // STRUCT(1 AS a)
                    if (peek().kind != TokenKind::Identifier && peek().kind != TokenKind::QuotedIdentifier) {
                        fail(tr("a field name after AS"));
                        return std::nullopt;
                    }
                    next();
                }
            } while (acceptPunct(u','));
            if (!expectPunct(u')', tr("',' or ')' in STRUCT(...)")))
                return std::nullopt;
        }
        return Value{TypeKind::Struct, false, depth + 1, &t};
    }
    if (equalsKeyword(word, "INTERVAL")) {
        next();
        std::optional<Value> amount = parseUnary();
        if (!amount)
            return std::nullopt;
        if (peek().kind != TokenKind::Identifier || !isDatePart(textOf(peek()))) {
            fail(tr("a date part (DAY, HOUR, ...) after INTERVAL"));
            return std::nullopt;
        }
        next();
        if (acceptKeyword("TO") && !(peek().kind == TokenKind::Identifier && isDatePart(textOf(next())))) {
            fail(tr("a date part after TO"));
            return std::nullopt;
        }
        return Value{TypeKind::Interval, false, amount->depth + 1, &t};
    }
    // Typed literals: DATE '2024-01-01', TIMESTAMP '...', NUMERIC '1.5', JSON '{}'.
    if (peek(1).kind == TokenKind::String) {
        std::optional<TypeKind> kind;
        if (equalsKeyword(word, "DATE"))
            kind = TypeKind::Date;
        else if (equalsKeyword(word, "TIMESTAMP"))
            kind = TypeKind::Timestamp;
        else if (equalsKeyword(word, "NUMERIC"))
            kind = TypeKind::Numeric;
        else if (equalsKeyword(word, "JSON"))
            kind = TypeKind::Json;
        else if (equalsKeyword(word, "DATETIME") || equalsKeyword(word, "TIME") || equalsKeyword(word, "BIGNUMERIC")
                 || equalsKeyword(word, "RANGE"))
            kind = TypeKind::Interval; // not a Spanner column type: only "some other type"
        if (kind) {
            next();
            next();
            return Value{kind == TypeKind::Interval ? std::nullopt : kind, true, 1, &t};
        }
    }
    // Bare CURRENT_TIMESTAMP / CURRENT_DATE are function calls without parentheses.
    if (!peekPunct(u'(', 1) && !peekPunct(u'.', 1)
        && (equalsKeyword(word, "CURRENT_TIMESTAMP") || equalsKeyword(word, "CURRENT_DATE"))) {
        next();
        noteFunction(t, word);
        return Value{functionResultType(word), false, 1, &t};
    }
    if (isGoogleSqlReservedKeyword(word) && !peekPunct(u'(', 1)) {
        fail(tr("an operand (a name, a literal, a function call or '(')"));
        return std::nullopt;
    }

    // A path a.b.c, possibly the name of a function: SAFE.SUBSTR(...), NET.IP_FROM_STRING(...).
    next();
    const Token *last = &t;
    while (peekPunct(u'.') && (peek(1).kind == TokenKind::Identifier || peek(1).kind == TokenKind::QuotedIdentifier)
           && peekPunct(u'(', 2)) {
        next();
        last = &next();
    }
    if (peekPunct(u'('))
        return parseFunctionCall(*last, textOf(*last));
    Value value{std::nullopt, false, 1, &t};
    if (!peekPunct(u'.'))
        noteName(t, word, value);
    return value;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseFunctionCall(const Token &name, QStringView functionName)
{
    noteFunction(name, functionName);
    next(); // '('
    if (peekPunct(u'*') && peekPunct(u')', 1))
        next(); // COUNT(*): the '*' is no operand
    int depth = 0;
    std::optional<TypeKind> firstArgument;
    bool first = true;
    if (!acceptPunct(u')')) {
        acceptKeyword("DISTINCT"); // COUNT(DISTINCT x)
        do {
            // GET_NEXT_SEQUENCE_VALUE(SEQUENCE s); named arguments name => value; a lambda x -> ...
            if (peekKeyword("SEQUENCE") && (peek(1).kind == TokenKind::Identifier || peek(1).kind == TokenKind::QuotedIdentifier)) {
                next();
                const Token *firstPart = &next();
                const Token *lastPart = firstPart;
                while (peekPunct(u'.') && peek(1).kind != TokenKind::End) {
                    next();
                    lastPart = &next();
                }
                m_facts.sequences.emplace_back(firstPart, lastPart);
                depth = std::max(depth, 1);
                first = false;
                continue;
            }
            if ((peek().kind == TokenKind::Identifier || peek().kind == TokenKind::QuotedIdentifier)
                && peek(1).kind == TokenKind::Punct && peek(1).length == 2) {
                next();
                next(); // name =>
            } else if (peek().kind == TokenKind::Identifier && peek(1).kind == TokenKind::Punct && peekPunct(u'-', 1)
                       && peekPunct(u'>', 2) && peek(2).offset == peek(1).end()) {
                next();
                next();
                next(); // x ->
            }
            std::optional<Value> argument = parseExpression();
            if (!argument)
                return std::nullopt;
            if (first)
                firstArgument = argument->type;
            first = false;
            depth = std::max(depth, argument->depth);
            // Aggregate and function-specific modifiers that may follow an argument.
            if (peekKeyword("IGNORE") || peekKeyword("RESPECT")) {
                next();
                if (!acceptKeyword("NULLS")) {
                    fail(tr("NULLS after IGNORE or RESPECT"));
                    return std::nullopt;
                }
            }
            if (peekKeyword("ORDER") && peekKeyword("BY", 1)) {
                next();
                next();
                if (!parseExpression())
                    return std::nullopt;
                if (!acceptKeyword("ASC"))
                    acceptKeyword("DESC");
            }
            if (acceptKeyword("LIMIT") && !parseExpression())
                return std::nullopt;
            if (acceptKeyword("HAVING")) {
                if (!acceptKeyword("MAX"))
                    acceptKeyword("MIN");
                if (!parseExpression())
                    return std::nullopt;
            }
        } while (acceptPunct(u','));
        if (!expectPunct(u')', tr("',' or ')' in the arguments of %1").arg(textOf(name))))
            return std::nullopt;
    }
    Value value{functionResultType(functionName), false, depth + 1, &name};
    if (returnsFirstArgumentType(functionName) && (firstArgument == TypeKind::String || firstArgument == TypeKind::Bytes))
        value.type = firstArgument;
    return value;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseCase(const Token &caseToken)
{
    int depth = 1;
    if (!peekKeyword("WHEN")) {
        std::optional<Value> subject = parseExpression();
        if (!subject)
            return std::nullopt;
        depth = subject->depth;
    }
    if (!peekKeyword("WHEN")) {
        fail(tr("WHEN in CASE"));
        return std::nullopt;
    }
    std::optional<TypeKind> type;
    while (acceptKeyword("WHEN")) {
        std::optional<Value> condition = parseExpression();
        if (!condition)
            return std::nullopt;
        if (!acceptKeyword("THEN")) {
            fail(tr("THEN after the WHEN condition"));
            return std::nullopt;
        }
        std::optional<Value> result = parseExpression();
        if (!result)
            return std::nullopt;
        if (!type)
            type = result->type;
        depth = std::max({depth, condition->depth, result->depth});
    }
    if (acceptKeyword("ELSE")) {
        std::optional<Value> otherwise = parseExpression();
        if (!otherwise)
            return std::nullopt;
        depth = std::max(depth, otherwise->depth);
    }
    if (!acceptKeyword("END")) {
        fail(tr("WHEN, ELSE or END in CASE"));
        return std::nullopt;
    }
    return Value{type, false, depth + 1, &caseToken};
}

// A type name after CAST ... AS: a GoogleSQL type, ARRAY<...>, STRUCT<...>, a (dotted) proto or
// enum name, optionally with parameters: STRING(10), NUMERIC(10, 2).
bool ExpressionChecker::parseTypeName(std::optional<TypeKind> *kind)
{
    const Token &t = peek();
    if (t.kind != TokenKind::Identifier && t.kind != TokenKind::QuotedIdentifier)
        return fail(tr("a type name"));
    next();
    const QStringView word = textOf(t);
    if (t.kind == TokenKind::Identifier && (equalsKeyword(word, "ARRAY") || equalsKeyword(word, "STRUCT"))) {
        *kind = equalsKeyword(word, "ARRAY") ? TypeKind::Array : TypeKind::Struct;
        if (!peekPunct(u'<'))
            return fail(tr("'<' after %1").arg(word));
        return skipTypeParameters() || fail(tr("'>' to close %1<...>").arg(word));
    }
    bool dotted = false;
    while (peekPunct(u'.') && peek(1).kind != TokenKind::End) {
        next();
        next();
        dotted = true;
    }
    if (!dotted && t.kind == TokenKind::Identifier) {
        *kind = scalarTypeNamed(word);
        if (!*kind && !equalsKeyword(word, "BIGNUMERIC") && !equalsKeyword(word, "DATETIME") && !equalsKeyword(word, "TIME")
            && !m_facts.unknownType)
            m_facts.unknownType = &t;
    } else {
        *kind = std::nullopt; // proto message or enum
    }
    if (acceptPunct(u'(')) { // type parameters
        do {
            if (!acceptKeyword("MAX") && peek().kind != TokenKind::Integer)
                return fail(tr("a type parameter"));
            if (peek().kind == TokenKind::Integer)
                next();
        } while (acceptPunct(u','));
        if (!expectPunct(u')', tr("')' after the type parameters")))
            return false;
    }
    return true;
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseCast(const Token &name)
{
    next(); // '('
    std::optional<Value> operand = parseExpression();
    if (!operand)
        return std::nullopt;
    if (!acceptKeyword("AS")) {
        fail(tr("AS and a type in %1(...)").arg(textOf(name)));
        return std::nullopt;
    }
    std::optional<TypeKind> kind;
    if (!parseTypeName(&kind))
        return std::nullopt;
    if (acceptKeyword("FORMAT")) {
        if (!parseExpression())
            return std::nullopt;
        if (acceptKeyword("AT") && !(acceptKeyword("TIME") && acceptKeyword("ZONE") && parseExpression())) {
            fail(tr("TIME ZONE and a time zone"));
            return std::nullopt;
        }
    }
    if (!expectPunct(u')', tr("')' to close %1(...)").arg(textOf(name))))
        return std::nullopt;
    return Value{kind, false, operand->depth + 1, &name};
}

std::optional<ExpressionChecker::Value> ExpressionChecker::parseExtract(const Token &name)
{
    next(); // '('
    const Token &part = peek();
    if (part.kind != TokenKind::Identifier || !isDatePart(textOf(part))) {
        fail(tr("a date part (YEAR, MONTH, DAY, ...) in EXTRACT"));
        return std::nullopt;
    }
    next();
    if (acceptPunct(u'(')) { // WEEK(MONDAY)
        if (!(peek().kind == TokenKind::Identifier && isDatePart(textOf(next()))) || !expectPunct(u')', tr("')' after the weekday")))
            return std::nullopt;
    }
    if (!acceptKeyword("FROM")) {
        fail(tr("FROM after the date part in EXTRACT"));
        return std::nullopt;
    }
    std::optional<Value> operand = parseExpression();
    if (!operand)
        return std::nullopt;
    if (acceptKeyword("AT")) {
        if (!acceptKeyword("TIME") || !acceptKeyword("ZONE")) {
            fail(tr("TIME ZONE after AT"));
            return std::nullopt;
        }
        if (!parseExpression())
            return std::nullopt;
    }
    if (!expectPunct(u')', tr("')' to close EXTRACT(...)")))
        return std::nullopt;
    const bool datePart = equalsKeyword(textOf(part), "DATE");
    return Value{datePart ? std::optional<TypeKind>(TypeKind::Date) : std::optional<TypeKind>(TypeKind::Int64), false,
                 operand->depth + 1, &name};
}

// Skips the <...> after ARRAY or STRUCT, nested ones included, from the '<' under the cursor.
// False when the input ends before the list is closed.
bool ExpressionChecker::skipTypeParameters()
{
    int angle = 0;
    do {
        if (peekPunct(u'<'))
            ++angle;
        else if (peekPunct(u'>'))
            --angle;
        next();
    } while (!atEnd() && angle > 0);
    return angle == 0;
}

// [a, b, ...] after ARRAY, ARRAY<T> or on its own.
std::optional<ExpressionChecker::Value> ExpressionChecker::parseArrayLiteral(const Token &first)
{
    next(); // '['
    int depth = 1;
    if (!acceptPunct(u']')) {
        do {
            std::optional<Value> element = parseExpression();
            if (!element)
                return std::nullopt;
            depth = std::max(depth, element->depth);
        } while (acceptPunct(u','));
        if (!expectPunct(u']', tr("',' or ']' in the array")))
            return std::nullopt;
    }
    return Value{TypeKind::Array, false, depth + 1, &first};
}

} // namespace ssd::gsql
