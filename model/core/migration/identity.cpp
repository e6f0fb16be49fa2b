#include "identity.h"

namespace ssd::migration {

QString identityKey(QStringView name, Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? name.toString().toCaseFolded() : name.toString();
}

} // namespace ssd::migration
