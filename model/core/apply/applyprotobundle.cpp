// Applier: CREATE and ALTER PROTO BUNDLE, GoogleSQL's only (DROP is applydrop.cpp). A database has
// one bundle, a list of proto type names; each problem is reported where the statement starts.

#include "apply/applier.h"

#include "apply/applytexts.h"

namespace ssd::apply {

void Applier::protoBundle(const ProtoBundleStmt &stmt)
{
    QStringList &types = m_schema.protoBundleTypes;
    if (stmt.action == ProtoBundleStmt::Action::Create) {
        if (!types.isEmpty())
            return void(error(stmt.at, protoBundleExists()));
        types = stmt.insert;
        return;
    }
    for (const QString &type : stmt.remove)
        if (!types.contains(type))
            return void(error(stmt.at, protoTypeNotInBundle(type)));
    for (const QString &type : stmt.insert)
        if (types.contains(type))
            return void(error(stmt.at, protoTypeAlreadyInBundle(type)));
    for (const QString &type : stmt.remove)
        types.removeAll(type);
    types += stmt.insert;
}

} // namespace ssd::apply
