#pragma once

// The keywords of each dialect, in one home: one table per dialect (keywords.cpp), whose words
// carry what they are for. No other list of SQL words classifies a word of a dialect.
// - Reserved words: the parsers refuse them as unquoted names, the writers quote names that spell
//   one, and the checklist's name rules flag them.
// - The DDL's own words and the type names: the DDL editor's highlighter colours them.
// - The words only one dialect has: dialect detection takes the first one it meets as the sign.
// - Query words, the same in both dialects: those that end a FROM item (no alias), and those that
//   may stand before '(' without calling a function.
// Lookups are ASCII case-insensitive and allocate nothing (every name of a schema is looked up).

#include <QStringView>

namespace ssd {

enum class Dialect; // schema.h

// GoogleSQL's reserved keywords, as Spanner's lexical reference lists them: a name that spells
// one must be back-quoted.
bool isGoogleSqlReservedKeyword(QStringView word);

// PostgreSQL's fully reserved keywords (Spanner's PostgreSQL interface follows PostgreSQL's
// keyword appendix): never an unquoted name.
bool isPostgreSqlReservedKeyword(QStringView word);

// The fully reserved keywords plus those PostgreSQL reserves except as a function or type name
// (JOIN, LEFT, LIKE, IS, ...): a table or column name that spells one is written double-quoted.
bool isPostgreSqlReservedName(QStringView word);

// What the DDL editor colours as a keyword: a word of the dialect's DDL (CREATE, INTERLEAVE,
// OPTIONS / INCLUDE, TTL, ...) or one it reserves (for PostgreSQL, as isPostgreSqlReservedName).
bool isDdlKeyword(QStringView word, Dialect dialect);

// What the DDL editor colours as a type: a word of the dialect's column types (INT64, STRING /
// bigint, varchar, double precision, ...).
bool isTypeName(QStringView word, Dialect dialect);

// A type or clause word that this dialect has and the other has not (INT64, STORING, OPTIONS /
// BIGINT, TTL, NEXTVAL): text that uses one is in this dialect. Shared words (DATE, NUMERIC, ...)
// are no sign.
bool isDialectSign(QStringView word, Dialect dialect);

// A query word that ends a FROM item, so is no alias after it (WHERE, JOIN, ON, TABLESAMPLE, ...).
// QUALIFY is none: Spanner has no QUALIFY clause and reserves no such word, so it is an alias.
bool isClauseWord(QStringView word, Dialect dialect);

// A query word that may stand before '(' without calling a function (IN, EXISTS, ARRAY, OVER, ...).
bool isKeywordBeforeParen(QStringView word, Dialect dialect);

} // namespace ssd
