#include "postgresqlparser.h"

namespace ssd {

// PLACEHOLDER: replaced by the real parser (being written now).
void applyPostgreSql(Schema &, QStringView, Diagnostics &diagnostics)
{
    diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, 1, 1, QStringLiteral("parser not implemented yet")});
}

} // namespace ssd
