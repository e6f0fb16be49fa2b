// Applier: CREATE of named schemas and roles, for both dialects.

#include "apply/applier.h"

namespace ssd::apply {

template<typename T>
void Applier::appendNamed(std::vector<T> &objects, const QString &name, const SourcePos &pos)
{
    T object;
    object.id = m_schema.newId();
    object.name = name;
    object.pos = pos;
    m_names.noteName(name);
    objects.push_back(std::move(object));
}

void Applier::createSchema(const CreateSchemaStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && namedSchemaExists(stmt.name.name))
        return;
    if (requireFreeName(stmt.name, NameKind::NamedSchema))
        appendNamed(m_schema.schemas, stmt.name.name, pos);
}

void Applier::createRole(const CreateRoleStmt &stmt, const SourcePos &pos)
{
    if (requireFreeName(stmt.name, NameKind::Role))
        appendNamed(m_schema.roles, stmt.name.name, pos);
}

} // namespace ssd::apply
