#pragma once

// The parser of one application query, shared by the files that read its clauses:
// queryparser.cpp (the statement's outline and token helpers), queryfrom.cpp (FROM, JOIN,
// hints), querycolumns.cpp (column references and the SELECT list) and querywhere.cpp (WHERE,
// ON and ORDER BY). Internal to queries/: callers use queryparser.h.

#include "query.h"
#include "querytokens.h"

#include <QCoreApplication>
#include <optional>

namespace ssd::queries {

class QueryStatementParser
{
    Q_DECLARE_TR_FUNCTIONS(ssd::queries::QueryParser)

public:
    QueryStatementParser(const std::vector<QueryToken> &tokens, QStringView text, const Schema &schema,
                         Diagnostics &diagnostics, Query &query)
        : m_t(tokens), m_text(text), m_schema(schema), m_diagnostics(diagnostics), m_q(query)
    {
    }

    void parse();

private:
    using Kind = QueryToken::Kind;
    // Words that end a FROM item's alias position or a clause (lexing/keywords.h).
    bool isClauseWord(const QueryToken &t) const;

    // ---- token helpers ------------------------------------------------------------------------

    size_t skipBalanced(size_t p) const; // p at '(' or '{' or '['; returns one past its closer
    // The first top-level token from p that is one of the words (or End).
    size_t clauseEnd(size_t p, std::initializer_list<const char *> words) const;
    size_t skipHint(size_t p) const; // GoogleSQL `@{...}`
    size_t skipWith(size_t p);
    void error(const QueryToken &at, const QString &message);

    // ---- FROM ---------------------------------------------------------------------------------

    const Table *findTable(const QString &name) const;
    size_t parseFrom(size_t p);
    size_t parseFromItem(size_t p, bool joined);
    // GoogleSQL table hint `@{FORCE_INDEX=name, ...}`.
    size_t parseHint(size_t p, TableRef &ref);
    // PostgreSQL table hint `/*@ FORCE_INDEX = name */`: the lexer drops comments, so it is read
    // from the text between the table name and what follows.
    void parseCommentHint(size_t nameEnd, size_t after, TableRef &ref);
    size_t parseUsing(size_t p);

    // ---- columns ------------------------------------------------------------------------------

    int tableOfQualifier(const QString &qualifier) const;
    ColumnRef columnOf(int table, const QueryToken &name, bool report);
    // A column reference `c`, `t.c` or `schema.t.c` spanning exactly [b, e). Returns an
    // unresolved ref (table -1) when it is not one; reports a missing table or column when report.
    ColumnRef columnRef(size_t b, size_t e, bool report);
    static bool isValueWord(const QueryToken &t);
    bool isSelectAlias(const QString &name) const;
    void addRead(const ColumnRef &ref);
    // Columns named anywhere inside an expression: read, never reported.
    void collectReads(size_t b, size_t e);

    // ---- SELECT list --------------------------------------------------------------------------

    // Calls f(begin, end) for each top-level ','-separated item of [b, e).
    template<typename F>
    void forEachItem(size_t b, size_t e, F &&f)
    {
        size_t item = b;
        for (size_t k = b; k <= e; ++k) {
            if (k < e && (m_t[k].isSymbol(u"(") || m_t[k].isSymbol(u"["))) {
                k = skipBalanced(k) - 1;
                continue;
            }
            if (k == e || m_t[k].isSymbol(u",")) {
                f(item, k);
                item = k + 1;
            }
        }
    }
    void parseSelectList(size_t b, size_t e);
    void parseSelectItem(size_t b, size_t e);
    bool isPlainPath(size_t b, size_t e) const;

    // ---- WHERE / ON ---------------------------------------------------------------------------

    void parseConjunction(size_t b, size_t e);
    bool isValue(size_t b, size_t e) const;
    static std::optional<PredicateOp> comparison(const QueryToken &t, bool flipped);
    void addPredicate(const ColumnRef &column, PredicateOp op);
    void parseConjunct(size_t b, size_t e);

    // ---- ORDER BY -----------------------------------------------------------------------------

    void parseOrderBy(size_t b, size_t e);
    void parseOrderItem(size_t b, size_t e);

    const std::vector<QueryToken> &m_t;
    QStringView m_text;
    const Schema &m_schema;
    Diagnostics &m_diagnostics;
    Query &m_q;
    QStringList m_opaque; // lower-cased names of FROM sources we do not model (WITH names, subqueries)
    std::vector<std::pair<QString, ColumnRef>> m_selectAliases;
    QueryToken m_hintToken;
};

} // namespace ssd::queries
