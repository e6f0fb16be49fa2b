#pragma once

// The reserved keywords of each dialect, in one home: the parsers refuse them as unquoted names,
// the writers quote names that spell one, and the checklist's name rules flag them. Lookups are
// ASCII case-insensitive and allocate nothing (every name of a schema is looked up).

#include <QStringView>

namespace ssd {

// GoogleSQL's reserved keywords, as Spanner's lexical reference lists them: a name that spells
// one must be back-quoted.
bool isGoogleSqlReservedKeyword(QStringView word);

// PostgreSQL's fully reserved keywords (Spanner's PostgreSQL interface follows PostgreSQL's
// keyword appendix): never an unquoted name.
bool isPostgreSqlReservedKeyword(QStringView word);

// The fully reserved keywords plus those PostgreSQL reserves except as a function or type name
// (JOIN, LEFT, LIKE, IS, ...): a table or column name that spells one is written double-quoted.
bool isPostgreSqlReservedName(QStringView word);

} // namespace ssd
