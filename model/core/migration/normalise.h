#pragma once

// The planner's notion of "equal": two objects that Spanner would store alike compare equal,
// however they were written. Both schemas are canonicalized first (writer/canonical.h: the
// spelling-only flags); what is left is the text of expressions, compared here token by token
// (spacing, keyword case, quoting of plain names and string quote styles do not matter), and the
// ids and source positions, which are bookkeeping.

#include "schema.h"

#include <QSet>
#include <QString>

namespace ssd::migration {

bool sameExpression(const QString &a, const QString &b, Dialect dialect);
bool sameColumn(const Column &a, const Column &b, Dialect dialect);
bool sameForeignKey(const ForeignKey &a, const ForeignKey &b);
bool sameCheck(const CheckConstraint &a, const CheckConstraint &b, Dialect dialect);
bool sameIndexButStoring(const Index &a, const Index &b);
bool sameSequence(const Sequence &a, const Sequence &b);
bool sameView(const View &a, const View &b, Dialect dialect);

// The OPTIONS to send so that `from` becomes `to`: the changed and new ones, and the removed ones
// set to null (Spanner's way of removing an option).
Options optionChanges(const Options &from, const Options &to);

// The names an expression mentions (identity keys; a dotted path gives each of its parts), to
// find what depends on a column or table that goes away.
QSet<QString> mentionedNames(const QString &expression, Dialect dialect);

} // namespace ssd::migration
