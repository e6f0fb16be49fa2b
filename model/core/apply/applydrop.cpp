// Applier: DROP of every kind of object, for both dialects.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "writer/grantroles.h"

#include <algorithm>

namespace ssd::apply {

namespace {

template<typename Vec>
bool eraseByName(Vec &objects, QStringView name)
{
    const auto it = std::find_if(objects.begin(), objects.end(), [&](const auto &o) { return o.name == name; });
    if (it == objects.end())
        return false;
    objects.erase(it);
    return true;
}

} // namespace

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
            eraseByName(m_schema.views, name.name);
        return true;
    case Object::Schema:
        if (!namedSchemaExists(name.name))
            return false;
        if (report(validation::validateDropSchema(m_schema, name.name), name, SourcePos{}))
            eraseByName(m_schema.schemas, name.name);
        return true;
    case Object::ChangeStream:
        m_names.drops().recount(); // the streams counted for DROP TABLE move
        return eraseByName(m_schema.changeStreams, name.name);
    case Object::Role:
        if (!eraseByName(m_schema.roles, name.name))
            return false;
        removeRoleFromGrants(m_schema, name.name, m_dialect); // so that the schema stays consistent
        return true;
    case Object::Sequence: return eraseByName(m_schema.sequences, name.name);
    case Object::LocalityGroup:
        if (const LocalityGroup *group = localityGroupNamed(name.name)) {
            m_schema.localityGroups.erase(m_schema.localityGroups.begin() + (group - m_schema.localityGroups.data()));
            return true;
        }
        return false;
    case Object::PropertyGraph: return eraseByName(m_schema.propertyGraphs, name.name);
    case Object::Model: return eraseByName(m_schema.models, name.name);
    case Object::ProtoBundle: {
        const bool exists = !m_schema.protoBundleTypes.isEmpty();
        m_schema.protoBundleTypes.clear();
        return exists;
    }
    }
    return false;
}

} // namespace ssd::apply
