#pragma once

// What names mean in expressions of each dialect: functions spelled alike in both, the Spanner
// functions named spanner.x in PostgreSQL, and the type names of casts. (The keywords that stand
// before "(" without being calls are in lexing/keywords.h.)

#include <QString>

namespace ssd::expr {

// Functions spelled the same way in both dialects (compared upper-case).
bool isPortableFunction(const QString &upper);

// "spanner.x" <-> "X" for the search/tokenize family and the Spanner-specific functions:
// {GoogleSQL name, PostgreSQL name}.
constexpr int kSpannerFunctionCount = 12;
extern const char *const kSpannerFunctions[kSpannerFunctionCount][2];

// Cast type names: GoogleSQL upper-case to PostgreSQL, PostgreSQL lower-case (pg_catalog.
// prefix allowed) to GoogleSQL; empty when unknown.
QString postgreSqlType(const QString &upper);
QString googleSqlType(QString lower);

} // namespace ssd::expr
