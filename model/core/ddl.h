#pragma once

// The DDL front door: parse text of either dialect into a Schema, write a Schema as canonical
// DDL, convert between dialects. The per-dialect work lives in googlesql/, postgresql/ and
// writer/; this header is what the CLI, the designer and the tests call.

#include "diagnostic.h"
#include "schema.h"

#include <optional>

namespace ssd {

class ConversionMemo;
class PiecedText;
class StatementMemo;

struct DialectGuess
{
    Dialect dialect = Dialect::GoogleSql;
    QString reason; // the signal that decided, e.g. "back-quoted identifier at 3:5"
};

// Looks at the tokens of the text (comments and strings skipped) for dialect-only signals.
DialectGuess detectDialect(QStringView text);

struct ParseOptions
{
    std::optional<Dialect> dialect; // nullopt: detect
};

struct ParseResult
{
    Schema schema;
    Diagnostics diagnostics;
    Dialect dialect = Dialect::GoogleSql;
    QString dialectReason;          // "--dialect option" or the detection signal
    bool ok() const { return !hasErrors(diagnostics); }
};

ParseResult parseDdl(QStringView text, const ParseOptions &options = {});

// Applies a batch of statements to an existing schema, in its dialect (migration histories,
// the designer's DDL editor). Statements that fail leave the schema as it was before them.
Diagnostics applyDdl(Schema &schema, QStringView text);

// Canonical DDL of the whole schema in the given dialect: the statements joined by ";\n\n"
// style separators, each ending with ";", a final newline. The schema must already be in that
// dialect (use convertSchema first otherwise).
QString writeDdl(const Schema &schema);
// The same text in pieces (writer/piecedtext.h), sharing from `memo` the tables and indexes it
// printed last time that have not changed since (writer/statementmemo.h): for callers that write
// the whole schema after each edit and look for what changed. `header` (e.g. notes about the
// text) comes first, with a blank line after it.
PiecedText writeDdlPieces(const Schema &schema, StatementMemo &memo, QStringView header = {});
QStringList writeStatements(const Schema &schema); // the same, one entry a statement, no ';'

struct ConversionResult
{
    Schema schema;
    Diagnostics diagnostics; // warnings naming each object or clause the target cannot express
};

ConversionResult convertSchema(const Schema &schema, Dialect target);
// The same, taking from `memo` the tables converted last time that have not changed since
// (writer/conversionmemo.h): for callers that convert the whole schema after each edit.
ConversionResult convertSchema(const Schema &schema, Dialect target, ConversionMemo &memo);

} // namespace ssd
