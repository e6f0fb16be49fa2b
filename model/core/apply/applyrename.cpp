// Applier: RENAME of tables, for both dialects.

#include "apply/applier.h"

#include "edits/tablereferences.h"

namespace ssd::apply {

void Applier::renameTables(const RenameTableStmt &stmt, const SourcePos &pos)
{
    // Several renames in one statement are atomic: undo them all if one fails.
    const Schema before = stmt.renames.size() > 1 ? m_schema : Schema{};
    for (const RenameTableStmt::Rename &rename : stmt.renames) {
        if (!renameTable(rename.from, rename.to, stmt.keepOldNameAsSynonym, pos)) {
            if (stmt.renames.size() > 1)
                m_schema = before;
            return;
        }
    }
}

// Spanner's rules, the same in both dialects: the table exists; the new name is free, ignoring
// case, even when it only changes the case of the old one (the emulator 1.5.28 refuses ALTER TABLE
// Singers RENAME TO SINGERS: "Duplicate name in schema: SINGERS."); its named schema exists.
bool Applier::renameTable(const NameRef &from, const NameRef &to, bool keepSynonym, const SourcePos &pos)
{
    Table *table = nullptr;
    if (!requireTable(from, &table))
        return false;
    if (!report(m_names.checkRename(from.name, to.name), to, {}) || !requireSchemaOf(to))
        return false;
    const QString old = table->name;
    table->name = to.name;
    m_names.noteRenamed(*table);
    if (keepSynonym)
        table->synonyms << old;
    addSuppressed(table->pos, pos);
    edits::followTableRename(m_schema, old, to.name, m_dialect);
    return true;
}

} // namespace ssd::apply
