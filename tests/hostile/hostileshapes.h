#pragma once

// The worst input shapes for the parsers, writers, conversion, dump and checklist: one table with
// very many columns, indexes, foreign keys or checks; deep interleave chains and wide fan-outs;
// very long names, literals and comments; deep nesting; very many statements. Each shape grows
// to a requested size in characters, so that the time of every stage can be compared with the
// size of its input (shared by the hostile_shapes stress test and ssd_hostile_bench).

#include "schema.h"

#include <QString>

#include <vector>

namespace ssd::hostile {

struct Shape
{
    const char *name;
    const char *description;
    // Whether the text is meant to parse without errors in GoogleSQL and in PostgreSQL (nesting
    // beyond the parsers' limits is meant to be refused, quickly and with a clear message).
    bool validGoogleSql;
    bool validPostgreSql;
    // Why the shape is still super-linear somewhere (the stress test skips it, naming this), or null.
    const char *knownSuperLinear;
    // Appends statements to `out` until it holds at least `size` characters.
    void (*generate)(QString &out, Dialect dialect, qsizetype size);
};

const std::vector<Shape> &shapes();
const Shape *findShape(QStringView name);

// The shape's DDL, at least `size` characters long (one unit at the very least).
QString generate(const Shape &shape, Dialect dialect, qsizetype size);

} // namespace ssd::hostile
