#include "postgresqlwriter.h"

namespace ssd {

// PLACEHOLDER: replaced by the real writer (being written now).
QStringList writePostgreSqlStatements(const Schema &)
{
    return {};
}

} // namespace ssd
