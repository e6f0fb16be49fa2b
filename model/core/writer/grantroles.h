#pragma once

// Role-membership grants (GRANT ROLE a TO ROLE b / PostgreSQL GRANT a TO b) keep the granted
// roles in Grant::privileges as a comma-separated list: plain names in GoogleSQL, the names as
// written (double quotes kept) in PostgreSQL. These helpers read and edit that list so that
// both parsers, both writers and the conversion agree on it.

#include "schema.h"

#include <QString>
#include <QStringList>

namespace ssd {

bool isRoleGrant(const Grant &grant);

// The parts of `text` between `separator`s outside double quotes, back quotes and parentheses
// (a privilege's column list), as written, trimmed; empty parts are left out. The one
// quote-aware splitter of grant lists (',') and of qualified names in grants ('.').
QStringList splitOutsideQuotes(QStringView text, char16_t separator);
// The list items as written ("a", "\"Mixed\"").
inline QStringList splitGrantList(QStringView text) { return splitOutsideQuotes(text, u','); }

// The role name an item stands for: quotes removed; unquoted PostgreSQL names fold to lower case.
QString grantedRoleName(QStringView item, Dialect dialect);
QStringList grantedRoleNames(const Grant &grant, Dialect dialect);

// Whether `role` still holds a privilege (not a role membership) once every GRANT and REVOKE of
// the schema is applied in order: Spanner refuses to drop such a role ("All privileges granted to
// a database role must be revoked before the role can be dropped"). A REVOKE of a privilege on an
// object takes its column privileges too; names match ignoring case, so that a REVOKE spelled
// otherwise is never taken for a privilege still held.
bool roleHoldsPrivileges(const Schema &schema, const QString &role);

// DROP ROLE: removes the role from every grant's grantees and from the granted roles of
// role-membership grants; grants left without grantees or granted roles are removed.
void removeRoleFromGrants(Schema &schema, const QString &role, Dialect dialect);

} // namespace ssd
