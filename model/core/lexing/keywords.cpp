#include "lexing/keywords.h"

#include <array>
#include <cstring>

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

// An open-addressing hash table keyed by the upper-case spelling, with a (length, initial) filter
// in front: most names are rejected by the filter alone, before they are upper-cased and hashed.
class KeywordTable
{
public:
    template<size_t N>
    void add(const char *const (&words)[N], quint8 category)
    {
        for (const char *word : words) {
            const qsizetype length = qsizetype(std::strlen(word));
            Q_ASSERT(length <= kLongest && m_count < kSlots / 2);
            size_t slot = hash(word, length) & kMask;
            while (m_slots[slot].word)
                slot = (slot + 1) & kMask;
            m_slots[slot] = {word, length, category};
            m_shapes[size_t(length)][size_t(word[0] - 'A')] = true;
            ++m_count;
        }
    }

    // The category the word was added with, or 0 when it is no keyword.
    quint8 category(QStringView word) const
    {
        const qsizetype length = word.size();
        if (length < 2 || length > kLongest)
            return 0;
        char16_t initial = word.front().unicode();
        if (initial >= u'a' && initial <= u'z')
            initial = char16_t(initial - 32);
        if (initial < u'A' || initial > u'Z' || !m_shapes[size_t(length)][size_t(initial - u'A')])
            return 0;
        char upper[kLongest];
        for (qsizetype i = 0; i < length; ++i) {
            const char16_t c = word[i].unicode();
            if (c >= u'a' && c <= u'z')
                upper[i] = char(c - 32);
            else if ((c >= u'A' && c <= u'Z') || c == u'_')
                upper[i] = char(c);
            else
                return 0; // keywords are letters and '_' only
        }
        for (size_t slot = hash(upper, length) & kMask; m_slots[slot].word; slot = (slot + 1) & kMask)
            if (m_slots[slot].length == length && std::memcmp(m_slots[slot].word, upper, size_t(length)) == 0)
                return m_slots[slot].category;
        return 0;
    }

private:
    static constexpr qsizetype kLongest = 20; // ASSERT_ROWS_MODIFIED
    static constexpr size_t kSlots = 256;     // a power of two, at least twice the word count
    static constexpr size_t kMask = kSlots - 1;
    static size_t hash(const char *upper, qsizetype length)
    {
        size_t h = size_t(length);
        for (qsizetype i = 0; i < length; ++i)
            h = h * 31 + size_t(quint8(upper[i]));
        return h;
    }
    struct Slot
    {
        const char *word = nullptr;
        qsizetype length = 0;
        quint8 category = 0;
    };
    std::array<Slot, kSlots> m_slots{};
    bool m_shapes[kLongest + 1][26] = {};
    size_t m_count = 0;
};

enum : quint8 { kReserved = 1, kTypeOrFunctionName = 2 };

const KeywordTable &googleSqlKeywords()
{
    static const KeywordTable table = [] {
        KeywordTable t;
        t.add(kGoogleSqlReserved, kReserved);
        return t;
    }();
    return table;
}

const KeywordTable &postgreSqlKeywords()
{
    static const KeywordTable table = [] {
        KeywordTable t;
        t.add(kPostgreSqlReserved, kReserved);
        t.add(kPostgreSqlTypeOrFunctionName, kTypeOrFunctionName);
        return t;
    }();
    return table;
}

} // namespace

bool isGoogleSqlReservedKeyword(QStringView word)
{
    return googleSqlKeywords().category(word) == kReserved;
}

bool isPostgreSqlReservedKeyword(QStringView word)
{
    return postgreSqlKeywords().category(word) == kReserved;
}

bool isPostgreSqlReservedName(QStringView word)
{
    return postgreSqlKeywords().category(word) != 0;
}

} // namespace ssd
