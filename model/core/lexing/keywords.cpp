#include "lexing/keywords.h"

#include "lexing/keywordtable.h"
#include "schema.h"

namespace ssd {

namespace {

// Spanner GoogleSQL lexical structure, "Reserved keywords".
constexpr const char *kGoogleSqlReserved[] = {
    "ALL", "AND", "ANY", "ARRAY", "AS", "ASC", "ASSERT_ROWS_MODIFIED", "AT", "BETWEEN", "BY", "CASE", "CAST",
    "COLLATE", "CONTAINS", "CREATE", "CROSS", "CUBE", "CURRENT", "DEFAULT", "DEFINE", "DESC", "DISTINCT",
    "ELSE", "END", "ENUM", "ESCAPE", "EXCEPT", "EXCLUDE", "EXISTS", "EXTRACT", "FALSE", "FETCH", "FOLLOWING",
    "FOR", "FROM", "FULL", "GRAPH_TABLE", "GROUP", "GROUPING", "GROUPS", "HASH", "HAVING", "IF", "IGNORE", "IN",
    "INNER", "INTERSECT", "INTERVAL", "INTO", "IS", "JOIN", "LATERAL", "LEFT", "LIKE", "LIMIT", "LOOKUP",
    "MERGE", "NATURAL", "NEW", "NO", "NOT", "NULL", "NULLS", "OF", "ON", "OR", "ORDER", "OUTER", "OVER",
    "PARTITION", "PRECEDING", "PROTO", "RANGE", "RECURSIVE", "RESPECT", "RIGHT", "ROLLUP", "ROWS", "SELECT",
    "SET", "SOME", "STRUCT", "TABLESAMPLE", "THEN", "TO", "TREAT", "TRUE", "UNBOUNDED", "UNION", "UNNEST",
    "USING", "WHEN", "WHERE", "WINDOW", "WITH", "WITHIN",
};

// PostgreSQL's keyword appendix, "reserved".
constexpr const char *kPostgreSqlReserved[] = {
    "ALL", "ANALYSE", "ANALYZE", "AND", "ANY", "ARRAY", "AS", "ASC", "ASYMMETRIC", "BOTH", "CASE", "CAST",
    "CHECK", "COLLATE", "COLUMN", "CONSTRAINT", "CREATE", "CURRENT_CATALOG", "CURRENT_DATE", "CURRENT_ROLE",
    "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "DEFAULT", "DEFERRABLE", "DESC", "DISTINCT", "DO",
    "ELSE", "END", "EXCEPT", "FALSE", "FETCH", "FOR", "FOREIGN", "FROM", "GRANT", "GROUP", "HAVING", "IN",
    "INITIALLY", "INTERSECT", "INTO", "LATERAL", "LEADING", "LIMIT", "LOCALTIME", "LOCALTIMESTAMP", "NOT",
    "NULL", "OFFSET", "ON", "ONLY", "OR", "ORDER", "PLACING", "PRIMARY", "REFERENCES", "RETURNING", "SELECT",
    "SESSION_USER", "SOME", "SYMMETRIC", "TABLE", "THEN", "TO", "TRAILING", "TRUE", "UNION", "UNIQUE", "USER",
    "USING", "VARIADIC", "WHEN", "WHERE", "WINDOW", "WITH",
};

// PostgreSQL's keyword appendix, "reserved (can be function or type)".
constexpr const char *kPostgreSqlTypeOrFunctionName[] = {
    "AUTHORIZATION", "BINARY", "COLLATION", "CONCURRENTLY", "CROSS", "CURRENT_SCHEMA", "FREEZE", "FULL",
    "ILIKE", "INNER", "IS", "ISNULL", "JOIN", "LEFT", "LIKE", "NATURAL", "NOTNULL", "OUTER", "OVERLAPS",
    "RIGHT", "SIMILAR", "TABLESAMPLE", "VERBOSE",
};

// The DDL's own words, which the DDL editor colours as keywords besides the reserved ones.
constexpr const char *kDdlWords[] = {
    "CREATE", "ALTER", "DROP", "TABLE", "INDEX", "UNIQUE", "ON", "PRIMARY", "KEY", "FOREIGN",
    "REFERENCES", "CONSTRAINT", "CHECK", "NOT", "NULL", "DEFAULT", "AS", "STORED", "VIRTUAL",
    "INTERLEAVE", "IN", "PARENT", "DELETE", "CASCADE", "NO", "ACTION", "ADD", "COLUMN", "SET",
    "VIEW", "SQL", "SECURITY", "INVOKER", "DEFINER", "SELECT", "FROM", "WHERE", "AND", "OR",
    "IS", "CHANGE", "STREAM", "FOR", "ALL", "SEQUENCE", "SCHEMA", "DATABASE", "ROLE", "GRANT",
    "REVOKE", "TO", "IF", "EXISTS", "REPLACE", "ROW", "DELETION", "POLICY", "OLDER_THAN",
    "INTERVAL", "DAY", "ENFORCED", "ASC", "DESC", "GENERATED", "ALWAYS", "BY", "IDENTITY",
    "SEARCH", "VECTOR", "MODEL", "PROPERTY", "GRAPH", "LOCALITY", "GROUP", "HIDDEN", "WITH",
    "RENAME", "SYNONYM", "JOIN", "USING", "ORDER", "PARTITION",
};
constexpr const char *kGoogleSqlDdlWords[] = {
    "OPTIONS", "STORING", "NULL_FILTERED", "AUTO_INCREMENT", "PROTO", "BUNDLE", "PLACEMENT", "FUNCTION", "RETURNS",
};
constexpr const char *kPostgreSqlDdlWords[] = {
    "INCLUDE", "TTL", "NULLS", "FIRST", "LAST", "OWNED", "NONE", "BIT_REVERSED_POSITIVE", "SKIP", "RANGE",
    "START", "COUNTER", "TIME", "ZONE", "VARYING",
};

// The words of column types (the DDL editor colours them as types).
constexpr const char *kGoogleSqlTypeNames[] = {
    "BOOL", "INT64", "FLOAT32", "FLOAT64", "NUMERIC", "STRING", "BYTES", "JSON", "DATE", "TIMESTAMP", "UUID",
    "TOKENLIST", "ARRAY", "STRUCT", "MAX",
};
constexpr const char *kPostgreSqlTypeNames[] = {
    "BIGINT", "INT8", "INTEGER", "BOOL", "BOOLEAN", "REAL", "FLOAT4", "FLOAT8", "DOUBLE", "PRECISION", "NUMERIC",
    "DECIMAL", "VARCHAR", "CHARACTER", "TEXT", "BYTEA", "JSONB", "DATE", "TIMESTAMPTZ", "UUID", "SERIAL",
    "BIGSERIAL",
};

// Type and clause words that one dialect has and the other has not: the first one in a text tells
// dialect detection its dialect. Words both have (DATE, UUID, NUMERIC, BOOL, ...) decide nothing.
constexpr const char *kGoogleSqlSigns[] = {
    "INT64", "FLOAT64", "FLOAT32", "STRING", "BYTES", "STORING", "NULL_FILTERED", "OPTIONS",
    "TOKENLIST", "PROTO", "AUTO_INCREMENT",
};
constexpr const char *kPostgreSqlSigns[] = {
    "BIGINT", "INT8", "VARCHAR", "TEXT", "BYTEA", "TIMESTAMPTZ", "JSONB", "BOOLEAN", "FLOAT8",
    "FLOAT4", "SERIAL", "BIGSERIAL", "INCLUDE", "TTL", "NEXTVAL", "CHARACTER", "DOUBLE",
};

// Query words, the same in both dialects, that end a FROM item, so are no alias after it: the
// reserved words that may follow one, and OFFSET (reserved in PostgreSQL). QUALIFY is not among
// them: Spanner has no QUALIFY clause and does not reserve the word (an alias may spell it).
constexpr const char *kClauseWords[] = {
    "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "UNION", "INTERSECT", "EXCEPT", "WINDOW",
    "JOIN", "INNER", "LEFT", "RIGHT", "FULL", "CROSS", "ON", "USING", "TABLESAMPLE", "FOR", "FROM", "SELECT",
};

// Query words, the same in both dialects, that may stand before '(' without calling a function.
constexpr const char *kWordsBeforeParen[] = {
    "IN", "EXISTS", "AND", "OR", "NOT", "AS", "WHEN", "THEN", "ELSE", "CASE", "SELECT", "FROM", "WHERE", "ON",
    "USING", "VALUES", "OVER", "JOIN", "BY", "IS", "LIKE", "BETWEEN", "ALL", "ANY", "SOME", "UNION", "WITH",
    "DISTINCT", "END", "NULL", "ARRAY", "STRUCT", "INTERVAL", "UNNEST", "INTERSECT", "EXCEPT", "LIMIT", "OFFSET",
    "HAVING", "GROUP", "ORDER", "PARTITION", "SEQUENCE", "ROW", "ANALYZE",
};

// What a word of a dialect's table is: the flags of every list above that holds it.
enum : quint8 {
    kReserved = 1,
    kTypeOrFunctionName = 2, // PostgreSQL: reserved except as a type or function name
    kDdlWord = 4,
    kTypeName = 8,
    kDialectSign = 16,
    kClauseWord = 32,
    kBeforeParen = 64,
};

// The tables are built on first use, out of line: the accessors, called for every name, stay a
// check of their static's guard.
Q_NEVER_INLINE KeywordTable googleSqlTable()
{
    KeywordTable t;
    t.add(kGoogleSqlReserved, kReserved)
        .add(kDdlWords, kDdlWord)
        .add(kGoogleSqlDdlWords, kDdlWord)
        .add(kGoogleSqlTypeNames, kTypeName)
        .add(kGoogleSqlSigns, kDialectSign)
        .add(kClauseWords, kClauseWord)
        .add(kWordsBeforeParen, kBeforeParen)
        .seal();
    return t;
}

Q_NEVER_INLINE KeywordTable postgreSqlTable()
{
    KeywordTable t;
    t.add(kPostgreSqlReserved, kReserved)
        .add(kPostgreSqlTypeOrFunctionName, kTypeOrFunctionName)
        .add(kDdlWords, kDdlWord)
        .add(kPostgreSqlDdlWords, kDdlWord)
        .add(kPostgreSqlTypeNames, kTypeName)
        .add(kPostgreSqlSigns, kDialectSign)
        .add(kClauseWords, kClauseWord)
        .add(kWordsBeforeParen, kBeforeParen)
        .seal();
    return t;
}

const KeywordTable &googleSqlKeywords()
{
    static const KeywordTable table = googleSqlTable();
    return table;
}

const KeywordTable &postgreSqlKeywords()
{
    static const KeywordTable table = postgreSqlTable();
    return table;
}

const KeywordTable &keywordsOf(Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? googleSqlKeywords() : postgreSqlKeywords();
}

} // namespace

bool isGoogleSqlReservedKeyword(QStringView word)
{
    return googleSqlKeywords().flags(word, kReserved) != 0;
}

bool isPostgreSqlReservedKeyword(QStringView word)
{
    return postgreSqlKeywords().flags(word, kReserved) != 0;
}

bool isPostgreSqlReservedName(QStringView word)
{
    return postgreSqlKeywords().flags(word, kReserved | kTypeOrFunctionName) != 0;
}

bool isDdlKeyword(QStringView word, Dialect dialect)
{
    return keywordsOf(dialect).flags(word, kDdlWord | kReserved | kTypeOrFunctionName) != 0;
}

bool isTypeName(QStringView word, Dialect dialect)
{
    return keywordsOf(dialect).flags(word, kTypeName) != 0;
}

bool isDialectSign(QStringView word, Dialect dialect)
{
    return keywordsOf(dialect).flags(word, kDialectSign) != 0;
}

bool isClauseWord(QStringView word, Dialect dialect)
{
    return keywordsOf(dialect).flags(word, kClauseWord) != 0;
}

bool isKeywordBeforeParen(QStringView word, Dialect dialect)
{
    return keywordsOf(dialect).flags(word, kBeforeParen) != 0;
}

} // namespace ssd
