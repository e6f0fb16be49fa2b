// Applier: CREATE SCHEMA, for both dialects.

#include "apply/applier.h"

namespace ssd::apply {

namespace {

// An object that is only a name (a named schema).
template<typename T>
T named(const QString &name)
{
    T object;
    object.name = name;
    return object;
}

} // namespace

void Applier::createSchema(const CreateSchemaStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && namedSchemaExists(stmt.name.name))
        return;
    if (requireFreeName(stmt.name, NameKind::NamedSchema))
        appendCreated(m_schema.schemas, named<NamedSchema>(stmt.name.name), pos);
}

} // namespace ssd::apply
