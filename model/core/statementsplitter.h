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

} // namespace ssd
