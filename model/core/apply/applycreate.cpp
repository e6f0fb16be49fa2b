// Applier: CREATE of named schemas and roles, for both dialects.

#include "apply/applier.h"

namespace ssd::apply {

void Applier::createSchema(const CreateSchemaStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && namedSchemaExists(stmt.name.name))
        return;
    if (!requireFreeName(stmt.name, NameKind::NamedSchema))
        return;
    NamedSchema schema;
    schema.id = m_schema.newId();
    schema.name = stmt.name.name;
    m_names.noteName(stmt.name.name);
    schema.pos = pos;
    m_schema.schemas.push_back(std::move(schema));
}

void Applier::createRole(const CreateRoleStmt &stmt, const SourcePos &pos)
{
    if (!requireFreeName(stmt.name, NameKind::Role))
        return;
    Role role;
    role.id = m_schema.newId();
    role.name = stmt.name.name;
    m_names.noteName(stmt.name.name);
    role.pos = pos;
    m_schema.roles.push_back(std::move(role));
}

} // namespace ssd::apply
