// Applier: views, database options, locality groups and kept
// statements.

#include "pgapply.h"

#include <algorithm>

namespace ssd::pg {

void Applier::createView(CreateViewStmt &stmt, const SourcePos &pos)
{
    for (const NameRef &relation : stmt.relations) {
        // A table of exactly that name is found by the name index (the common case, so a script
        // of thousands of views stays linear). Otherwise a miss in the name hashes proves the
        // name unused; only a hit needs the scans.
        const bool exists = tableNamed(relation.name) || (m_names.inUse(relation.name)
            && (std::any_of(m_schema.tables.begin(), m_schema.tables.end(),
                            [&](const Table &t) { return QStringView(t.name).compare(relation.name, Qt::CaseInsensitive) == 0; })
                || std::any_of(m_schema.views.begin(), m_schema.views.end(),
                               [&](const View &v) { return QStringView(v.name).compare(relation.name, Qt::CaseInsensitive) == 0; })));
        if (!exists)
            return void(error(relation, tr("table %1 does not exist").arg(relation.name)));
    }
    if (stmt.orReplace) {
        if (View *existing = m_schema.findView(stmt.view.name)) {
            if (!report(validation::validateReplacedView(m_schema, stmt.view), stmt.name, pos))
                return;
            existing->sqlSecurity = stmt.view.sqlSecurity;
            existing->query = stmt.view.query;
            addSuppressed(existing->pos, pos);
            return;
        }
    }
    if (!requireFreeName(stmt.name, NameKind::View) || !requireSchemaOf(stmt.name))
        return;
    appendCreated(m_schema.views, std::move(stmt.view), pos);
}

void Applier::alterDatabase(AlterDatabaseStmt &stmt)
{
    if (m_schema.databaseName.isEmpty())
        m_schema.databaseName = stmt.database;
    if (stmt.value)
        setOption(m_schema.databaseOptions, stmt.option, *stmt.value);
    else
        removeOption(m_schema.databaseOptions, stmt.option);
}

void Applier::localityGroup(LocalityGroupStmt &stmt, const SourcePos &pos)
{
    auto it = std::find_if(m_schema.localityGroups.begin(), m_schema.localityGroups.end(),
                           [&](const LocalityGroup &g) { return g.name == stmt.name.name; });
    if (stmt.action == LocalityGroupStmt::Action::Create) {
        if (it != m_schema.localityGroups.end()) {
            if (!stmt.ifNotExists)
                error(stmt.name, tr("locality group %1 already exists").arg(stmt.name.name));
            return;
        }
        LocalityGroup group;
        group.id = m_schema.newId();
        group.name = stmt.name.name;
        group.options = std::move(stmt.options);
        group.pos = pos;
        m_schema.localityGroups.push_back(std::move(group));
        return;
    }
    if (it == m_schema.localityGroups.end()) {
        if (stmt.name.name == u"default") { // the default group always exists: materialise it
            LocalityGroup group;
            group.id = m_schema.newId();
            group.name = stmt.name.name;
            group.pos = pos;
            m_schema.localityGroups.push_back(std::move(group));
            it = m_schema.localityGroups.end() - 1;
        } else {
            return void(error(stmt.name, tr("locality group %1 does not exist").arg(stmt.name.name)));
        }
    }
    for (const Option &option : stmt.options)
        setOption(it->options, option.name, option.value);
    addSuppressed(it->pos, pos);
}

void Applier::keep(KeptStmt &stmt, const SourcePos &pos)
{
    stmt.kept.id = m_schema.newId();
    stmt.kept.pos = pos;
    m_schema.keptStatements.push_back(std::move(stmt.kept));
}

} // namespace ssd::pg
