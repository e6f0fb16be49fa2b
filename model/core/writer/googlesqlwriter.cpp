#include "googlesqlwriter.h"

namespace ssd {

// PLACEHOLDER: replaced by the real writer (being written now).
QStringList writeGoogleSqlStatements(const Schema &)
{
    return {};
}

} // namespace ssd
