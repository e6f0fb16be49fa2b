// Applier: ALTER DATABASE, CREATE / ALTER LOCALITY GROUP and the statements the model keeps as
// written, for both dialects (DROP LOCALITY GROUP is applydrop.cpp).

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"


namespace ssd::apply {

void Applier::alterDatabase(const AlterDatabaseStmt &stmt)
{
    // The first name written is the database's: the emulator prints ALTER DATABASE a ... after
    // ALTER DATABASE a ...; ALTER DATABASE b ..., in both dialects.
    if (m_schema.databaseName.isEmpty())
        m_schema.databaseName = stmt.database.name;
    mergeOptions(m_schema.databaseOptions, stmt.options);
}

void Applier::localityGroup(LocalityGroupStmt &stmt, const SourcePos &pos)
{
    std::vector<LocalityGroup> &groups = m_schema.localityGroups;
    if (stmt.action == LocalityGroupStmt::Action::Create) {
        // A name taken ignoring case, as every Spanner name ("Duplicate name in schema").
        if (localityGroupNamed(stmt.name.name)) {
            if (!stmt.ifNotExists)
                error(stmt.name, localityGroupExists(m_dialect, stmt.name.name));
            return;
        }
        LocalityGroup group;
        group.id = m_schema.newId();
        group.name = stmt.name.name;
        group.options = std::move(stmt.options);
        group.pos = pos;
        groups.push_back(std::move(group));
        return;
    }
    LocalityGroup *group = localityGroupNamed(stmt.name.name);
    if (!group) {
        if (!isDefaultLocalityGroup(stmt.name.name))
            return void(error(stmt.name, objectNotFound(m_dialect, m_schema, DropStmt::Object::LocalityGroup, stmt.name.name)));
        // The built-in group exists implicitly; altering it makes its options explicit.
        LocalityGroup created;
        created.id = m_schema.newId();
        created.name = stmt.name.name;
        created.pos = pos;
        group = &groups.emplace_back(std::move(created));
    }
    mergeOptions(group->options, stmt.options);
    addSuppressed(group->pos, pos);
}

void Applier::keep(KeptStmt &stmt, const SourcePos &pos)
{
    stmt.kept.id = m_schema.newId();
    stmt.kept.pos = pos;
    m_schema.keptStatements.push_back(std::move(stmt.kept));
}

} // namespace ssd::apply
