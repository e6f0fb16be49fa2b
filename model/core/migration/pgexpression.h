#pragma once

// The meaning of a PostgreSQL-dialect expression, as one canonical string, so that what a user
// wrote and what Spanner prints back compare equal. Spanner stores a PostgreSQL DEFAULT,
// generated expression or CHECK analysed and prints it deparsed: every operator parenthesised
// (`((a + b) - '1'::bigint)`), literals typed (`'0'::bigint`, `' '::text`), implicit numeric
// casts made explicit (`cos((id)::double precision)`), LIKE as `~~`, IN as `= ANY (ARRAY[...])`,
// BETWEEN as two comparisons, `!=` as `<>`. The canonical form parses the expression with
// PostgreSQL's precedence and prints its tree with those spellings folded:
// - parentheses are the tree's, AND / OR chains are flattened;
// - a cast of a literal to its own kind of type is the literal (`'0'::bigint` is 0, `'x'::text`
//   and `'2020-01-01'::date` are the string); a widening numeric cast (to numeric, double
//   precision or real) is dropped, except on an operand of `/` or `%` whose other operand is not
//   a decimal literal, where it can turn an integer division into a fractional one;
// - `a IN (x)` / `a = ANY (ARRAY[x])` with one element is `a = x`.
// Not folded (they stay a difference, never a false "equal"): timestamps Spanner re-renders in
// its time zone, functional casts such as TEXT(x), and anything the parser does not know.

#include <QString>

#include <optional>

namespace ssd::migration {

// The canonical form, or nothing when the text is not an expression this parser knows (the
// caller then compares tokens).
std::optional<QString> canonicalPostgreSqlExpression(const QString &expression);

} // namespace ssd::migration
