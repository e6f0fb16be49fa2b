#pragma once

// An application query, reduced to what decides how Spanner reads it: the tables of FROM and
// their joins, the WHERE conjuncts that compare a column with a parameter or a literal, the
// columns read, ORDER BY and LIMIT, and FORCE_INDEX hints. Everything else in the statement is
// kept in `text` and ignored by the analysis.

#include "schema.h"

#include <QString>
#include <optional>
#include <vector>

namespace ssd::queries {

// A resolved column: `table` indexes Query::tables.
struct ColumnRef
{
    int table = -1;
    QString name; // the column's name as the schema spells it
    int line = 0, column = 0;
    friend bool operator==(const ColumnRef &, const ColumnRef &) = default;
};

enum class PredicateOp { Equal, In, Less, LessEqual, Greater, GreaterEqual, Between, IsNull };

struct Predicate
{
    ColumnRef column;
    PredicateOp op = PredicateOp::Equal;
    bool isEquality() const { return op == PredicateOp::Equal || op == PredicateOp::In || op == PredicateOp::IsNull; }
    bool isRange() const { return !isEquality(); }
};

// `a.x = b.y`, from JOIN ... ON, USING or a WHERE conjunct.
struct JoinEquality
{
    ColumnRef left, right;
};

struct TableRef
{
    QString table;      // the schema's name
    QString alias;      // empty: none
    QString forceIndex; // @{FORCE_INDEX=...} / /*@ FORCE_INDEX = ... */; empty: none
    int line = 0, column = 0;
    bool joined = false; // reached through JOIN or ',' (the first table of FROM is the driving one)
};

struct OrderKey
{
    ColumnRef column;
    SortOrder order = SortOrder::Asc;
};

struct Query
{
    QString name;          // `-- name: X`, else "queryN"
    double perSecond = 0;  // `-- per second: N`; 0: not declared
    QString text;          // the statement as written
    int line = 0, column = 0; // of its first token
    bool isSelect = false; // false: kept and ignored (INSERT, DML, anything not understood)

    std::vector<TableRef> tables;
    std::vector<JoinEquality> joins;
    std::vector<Predicate> predicates;
    std::vector<ColumnRef> selected; // every column the query reads (SELECT list, WHERE, ORDER BY, joins)
    std::vector<int> starTables;     // tables read with `*` / `t.*`
    std::vector<OrderKey> orderBy;   // the plain-column keys of ORDER BY
    bool orderByExpression = false;  // ORDER BY also sorts on something that is not a plain column
    bool hasLimit = false;
};

} // namespace ssd::queries
