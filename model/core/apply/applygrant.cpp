// Applier: CREATE ROLE, GRANT and REVOKE, for both dialects.
//
// Spanner's rule, the same in both dialects' references ("the name of an existing database role",
// "... of an existing table / view / change stream / sequence"): every role a statement names,
// grantee or granted, and every object it names must exist, with the case it was created with.
// REVOKE names them the same way. The system roles exist in every database.

#include "apply/applier.h"

#include "apply/applytexts.h"

#include <algorithm>

namespace ssd::apply {

namespace {

using Object = DropStmt::Object;

// The names CREATE ROLE may not take, in both dialects' references: `public` and `spanner_*`,
// reserved for the system roles, and PostgreSQL's `pg_*`. GoogleSQL's names match ignoring case;
// PostgreSQL's arrive folded as written.
bool isReservedRoleName(Dialect dialect, QStringView name)
{
    if (dialect == Dialect::PostgreSql)
        return name == u"public" || name.startsWith(u"spanner_") || name.startsWith(u"pg_");
    return name.compare(u"public", Qt::CaseInsensitive) == 0 || name.startsWith(u"spanner_", Qt::CaseInsensitive);
}

} // namespace

bool isSystemRole(QStringView name)
{
    for (QStringView system : {u"public", u"spanner_info_reader", u"spanner_sys_reader"})
        if (name.compare(system, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

void Applier::createRole(const CreateRoleStmt &stmt, const SourcePos &pos)
{
    if (isReservedRoleName(m_dialect, stmt.name.name))
        return void(error(stmt.name, reservedRoleName(m_dialect, stmt.name.name)));
    if (!requireFreeName(stmt.name, NameKind::Role))
        return;
    Role role;
    role.name = stmt.name.name;
    appendCreated(m_schema.roles, std::move(role), pos);
}

bool Applier::requireRole(const NameRef &name)
{
    if (isSystemRole(name.name)
        || std::any_of(m_schema.roles.begin(), m_schema.roles.end(), [&](const Role &r) { return r.name == name.name; }))
        return true;
    return error(name, objectNotFound(m_dialect, m_schema, Object::Role, name.name));
}

// The object a GRANT ... ON <kind> names must exist. The kinds not checked (SCHEMA, ALL ... IN
// SCHEMA, the read functions) name what the schema does not model or what always exists.
bool Applier::requireGrantObject(const QString &kind, const NameRef &name)
{
    if (kind == u"TABLE") {
        if (tableNamed(name.name))
            return true;
        // PostgreSQL's GRANT ... ON [TABLE] names a table or a view; GoogleSQL's says ON VIEW.
        if (m_dialect == Dialect::PostgreSql && m_schema.findView(name.name))
            return true;
        return tableMissing(name);
    }
    Object object;
    if (kind == u"VIEW") {
        if (m_schema.findView(name.name))
            return true;
        object = Object::View;
    } else if (kind == u"CHANGE STREAM") {
        if (m_schema.findChangeStream(name.name))
            return true;
        object = Object::ChangeStream;
    } else if (kind == u"SEQUENCE") {
        if (m_schema.findSequence(name.name))
            return true;
        object = Object::Sequence;
    } else {
        return true;
    }
    return error(name, objectNotFound(m_dialect, m_schema, object, name.name));
}

void Applier::grant(GrantStmt &stmt, const SourcePos &pos)
{
    for (const NameRef &role : stmt.grantees)
        if (!requireRole(role))
            return;
    for (const NameRef &role : stmt.grantedRoles)
        if (!requireRole(role))
            return;
    for (const NameRef &object : stmt.objects)
        if (!requireGrantObject(stmt.grant.objectKind, object))
            return;
    stmt.grant.id = m_schema.newId();
    stmt.grant.pos = pos;
    m_schema.grants.push_back(std::move(stmt.grant));
}

} // namespace ssd::apply
