#pragma once

#include <QString>
#include <vector>

namespace ssd {

// A problem found in DDL text or in a model operation. Problems are values, never exceptions.
struct Diagnostic
{
    enum class Severity { Error, Warning, Note };
    // What kind of problem: the text does not parse (Syntax), it parses but refers to or
    // contradicts the schema (Semantic: missing table, duplicate name, ...), or a dialect
    // conversion cannot express something (Conversion). Tools treat them differently, e.g. a
    // migration fragment that ALTERs a table created elsewhere has Semantic errors only.
    enum class Kind { Syntax, Semantic, Conversion };

    Severity severity = Severity::Error;
    Kind kind = Kind::Syntax;
    int line = 0;   // 1-based; 0 when the problem is not tied to a text position
    int column = 0; // 1-based, counted in UTF-16 code units of the line
    QString message;

    bool isError() const { return severity == Severity::Error; }
    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

using Diagnostics = std::vector<Diagnostic>;

inline bool hasSyntaxErrors(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError() && d.kind == Diagnostic::Kind::Syntax)
            return true;
    return false;
}

inline bool hasErrors(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

QString severityName(Diagnostic::Severity severity); // "error", "warning", "note"

} // namespace ssd
