#pragma once

#include <QString>
#include <vector>

namespace ssd {

// A problem found in DDL text or in a model operation. Problems are values, never exceptions.
struct Diagnostic
{
    enum class Severity { Error, Warning, Note };

    Severity severity = Severity::Error;
    int line = 0;   // 1-based; 0 when the problem is not tied to a text position
    int column = 0; // 1-based, counted in UTF-16 code units of the line
    QString message;

    bool isError() const { return severity == Severity::Error; }
    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

using Diagnostics = std::vector<Diagnostic>;

inline bool hasErrors(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

QString severityName(Diagnostic::Severity severity); // "error", "warning", "note"

} // namespace ssd
