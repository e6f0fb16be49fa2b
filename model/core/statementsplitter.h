#pragma once

// Splits DDL text into its statements, the way Spanner's updateDdl takes them: one entry a
// statement, from its first token to its last, without the ';'. Comments before and between
// statements are dropped; comments inside a statement stay. The dialect's own lexer decides
// where a statement ends, so a ';' inside a string, a quoted identifier or a comment never
// splits. Lexical errors are not reported here (parsing reports them).

#include "schema.h"

#include <QStringList>
#include <QStringView>

namespace ssd {

QStringList splitStatements(QStringView text, Dialect dialect);

// One statement as updateDdl takes it: without comments, which Spanner refuses anywhere in a
// statement (the emulator 1.5.28 says "Expecting ')' but found '-'" for a column's comment line).
// A comment that ends a line leaves the line break and the next line's indentation; one inside a
// line leaves a space. Migration scripts and DDL files keep their comments; this is for what is
// sent to a database.
QString statementForSpanner(QStringView statement, Dialect dialect);
QStringList statementsForSpanner(const QStringList &statements, Dialect dialect);

} // namespace ssd
