#pragma once

// Rewrites expression text (DEFAULT, generated columns, CHECK, view queries) from one dialect to
// the other: literals and quoted identifiers, the well-known Spanner functions, casts and type
// names. The model keeps expressions as text, so this is a token-level rewrite, not a parse.

#include "schema.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace ssd {

struct ExpressionConversion
{
    QString text;
    // Things the rewrite could not carry over faithfully, e.g. "function IF, which PostgreSQL
    // does not have"; the caller prefixes the object name.
    QStringList problems;
    // The same meaning spelled otherwise (a round trip does not give the original text back).
    QStringList notes;
    // Constructs the target has no equivalent for: it would reject the expression.
    QStringList errors;
    // The words looked up in `names` (below): the rewrite depends on nothing else of the schema,
    // so it holds while each of them is still a name, or still not one (ConversionMemo).
    QStringList namesLookedUp;
};

// `names` holds the schema's table, column, view and sequence names (exact spelling): identifiers
// matching one are re-quoted for the target dialect's case rules.
ExpressionConversion convertExpression(const QString &text, Dialect from, Dialect to, const QSet<QString> &names);

} // namespace ssd
