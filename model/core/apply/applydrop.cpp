// Applier: DROP of every kind of object, for both dialects.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "writer/grantroles.h"

#include <algorithm>

namespace ssd::apply {

void Applier::drop(const DropStmt &stmt)
{
    for (const NameRef &name : stmt.names)
        if (!dropIfExists(stmt.object, name) && !stmt.ifExists)
            error(name, objectNotFound(m_dialect, m_schema, stmt.object, name.name));
}

bool Applier::dropIfExists(DropStmt::Object object, const NameRef &name)
{
    using Object = DropStmt::Object;
    switch (object) {
    case Object::Table:
        if (const Table *table = tableNamed(name.name); !table)
            return false;
        else if (report(m_names.drops().validateDropTable(m_schema, *table), name, SourcePos{}))
            m_names.drops().dropTable(m_schema, *table);
        return true;
    case Object::Index:
    case Object::SearchIndex:
    case Object::VectorIndex:
        if (const Index *index = m_names.drops().findIndex(m_schema, name.name); !index)
            return false;
        else if (report(validation::validateDropIndex(m_schema, *index), name, SourcePos{}))
            m_names.drops().dropIndex(m_schema, *index);
        return true;
    case Object::View:
        if (const View *view = m_schema.findView(name.name); !view)
            return false;
        else if (report(validation::validateDropView(m_schema, *view), name, SourcePos{}))
            erase(m_schema.views, view);
        return true;
    case Object::Schema:
        if (const NamedSchema *schema = namedIgnoringCase(m_schema.schemas, name.name); !schema)
            return false;
        else if (report(validation::validateDropSchema(m_schema, schema->name), name, SourcePos{}))
            erase(m_schema.schemas, schema);
        return true;
    case Object::ChangeStream:
        m_names.drops().recount(); // the streams counted for DROP TABLE move
        return erase(m_schema.changeStreams, namedIgnoringCase(m_schema.changeStreams, name.name));
    case Object::Role:
        if (isSystemRole(name.name))
            return error(name, systemRoleDropped(m_dialect, name.name)), true;
        if (const Role *role = exactlyNamed(m_schema.roles, name.name); !role)
            return false;
        else if (roleHoldsPrivileges(m_schema, role->name))
            return error(name, roleHoldsPrivilegesText(m_dialect, role->name)), true;
        else
            erase(m_schema.roles, role);
        // Its memberships go with it, as Spanner revokes them ("Dropping a role automatically
        // revokes its membership in other roles and revokes the membership of its members"), and
        // so do the GRANT and REVOKE pairs that name it.
        removeRoleFromGrants(m_schema, name.name, m_dialect);
        return true;
    case Object::Sequence:
        if (const Sequence *sequence = m_names.sequence(name.name); !sequence)
            return false;
        else if (report(validation::validateDropSequence(m_schema, *sequence), name, SourcePos{}))
            erase(m_schema.sequences, sequence);
        return true;
    case Object::LocalityGroup: return erase(m_schema.localityGroups, localityGroupNamed(name.name));
    case Object::PropertyGraph: return erase(m_schema.propertyGraphs, exactlyNamed(m_schema.propertyGraphs, name.name));
    case Object::Model: return erase(m_schema.models, namedIgnoringCase(m_schema.models, name.name));
    case Object::ProtoBundle: {
        const bool exists = !m_schema.protoBundleTypes.isEmpty();
        m_schema.protoBundleTypes.clear();
        return exists;
    }
    }
    return false;
}

} // namespace ssd::apply
