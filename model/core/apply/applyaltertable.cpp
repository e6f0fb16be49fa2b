// ALTER TABLE: the statement, and the checks an action makes whether the table is copied
// (applyaltercopy.cpp) or changed in place (applyalterinplace.cpp): canAddColumn, canDropColumn,
// addForeignKey, dropConstraint. ALTER COLUMN is applyaltercolumn.cpp.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "apply/tablerules.h"
#include "mergeoptions.h"

namespace ssd::apply {

void Applier::alterTable(AlterTableStmt &stmt, const SourcePos &pos)
{
    // Whatever the action does to the table, the references it adds are counted for DROP TABLE.
    Table *altered = tableNamed(stmt.table.name);
    const std::optional<validation::Drops::References> before =
        altered ? std::optional(m_names.drops().referencesOf(m_schema, *altered)) : std::nullopt;
    alterTableCopied(stmt, altered, pos);
    if (before)
        m_names.drops().noteAltered(m_schema, *before);
}

bool Applier::requireColumn(const Table &table, const ColumnIndex *columns, const NameRef &column)
{
    return hasColumn(table, columns, column.name) || error(column, columnNotFound(m_dialect, column.name, table.name));
}

bool Applier::defaultAllowed(const Table &table, const ColumnIndex *columns, const QString &column, const AlterTableStmt &stmt,
                             const Column *added)
{
    for (const NameRef &used : stmt.defaultNames)
        if (!report(checkDefaultUsesNoColumn(m_dialect, table, columns, column, used, added), used, {}))
            return false;
    return report(checkSequencesExist(m_dialect, m_names, stmt.sequenceNames), {}, {});
}

namespace {

// Spanner names unnamed constraints itself: FK_<Table>_<Referenced>_<hash>_<n> and
// CK_<Table>_<hash>_<n>. The model keeps unnamed constraints unnamed (the hash is Spanner's), so a
// DROP CONSTRAINT of such a name removes the n-th unnamed constraint of that shape. Both dialects
// name them so (the emulator's information_schema.table_constraints: FK_c_p_9A068D6312B56959_1).
size_t dropGeneratedConstraintName(Table &table, const QString &name)
{
    const qsizetype lastUnderscore = name.lastIndexOf(u'_');
    bool ok = false;
    const int n = lastUnderscore > 0 ? QStringView(name).mid(lastUnderscore + 1).toInt(&ok) : 0;
    if (!ok || n < 1)
        return 0;
    const QString fkPrefix = QStringLiteral("FK_%1_").arg(table.name);
    if (name.startsWith(fkPrefix)) {
        int seen = 0;
        for (auto it = table.foreignKeys.begin(); it != table.foreignKeys.end(); ++it) {
            if (!it->name.isEmpty() || !name.startsWith(fkPrefix + it->referencedTable + u'_'))
                continue;
            if (++seen == n) {
                table.foreignKeys.erase(it);
                return 1;
            }
        }
    }
    if (name.startsWith(QStringLiteral("CK_%1_").arg(table.name))) {
        int seen = 0;
        for (auto it = table.checks.begin(); it != table.checks.end(); ++it) {
            if (it->name.isEmpty() && ++seen == n) {
                table.checks.erase(it);
                return 1;
            }
        }
    }
    return 0;
}

} // namespace

bool Applier::dropConstraint(Table &table, const NameRef &name)
{
    auto fk = std::find_if(table.foreignKeys.begin(), table.foreignKeys.end(), [&](const ForeignKey &f) { return f.name == name.name; });
    if (fk != table.foreignKeys.end()) {
        table.foreignKeys.erase(fk);
        return true;
    }
    auto check = std::find_if(table.checks.begin(), table.checks.end(), [&](const CheckConstraint &c) { return c.name == name.name; });
    if (check != table.checks.end()) {
        table.checks.erase(check);
        return true;
    }
    return dropGeneratedConstraintName(table, name.name) > 0
           || error(name, alterTableProblem(m_dialect, AlterTableProblem::ConstraintMissing, table.name, name.name));
}

bool Applier::canAddColumn(const Table &table, const ColumnIndex *columns, const AlterTableStmt &stmt)
{
    const Column &column = stmt.column;
    const bool taken = columns ? columns->find(column.name) != nullptr
                               : std::any_of(table.columns.begin(), table.columns.end(), [&](const Column &c) {
                                     return QStringView(c.name).compare(column.name, Qt::CaseInsensitive) == 0;
                                 });
    if (taken)
        return stmt.ifNotExists ? false
                                : error(stmt.target, alterTableProblem(m_dialect, AlterTableProblem::ColumnExists, table.name, column.name));
    // The existing rows need a value: NOT NULL wants a DEFAULT (or a generated column).
    if (!report(validation::validateAddedColumn(table, column), stmt.target, {}))
        return false;
    return defaultAllowed(table, columns, column.name, stmt, &column);
}

bool Applier::canDropColumn(const Table &table, const ColumnIndex *columns, const AlterTableStmt &stmt,
                            const validation::AlteredTables::Entry *entry)
{
    if (!requireColumn(table, columns, stmt.target))
        return false;
    const QString &dropped = stmt.target.name;
    const validation::ColumnDropBlocker blocker = validation::columnDropBlocker(m_schema, table, dropped, entry);
    return !blocker || error(stmt.target, columnDropProblem(m_dialect, blocker, table.name, dropped));
}

bool Applier::addForeignKey(Table &table, const ColumnIndex *columns, AlterTableStmt &stmt, const SourcePos &pos)
{
    ForeignKey &fk = stmt.foreignKey;
    // The references first, then the name, as the emulator finds them (a taken name with a
    // missing referenced table: "Table not found").
    if (!report(checkForeignKey(m_dialect, m_names, m_schema, table, columns, fk, stmt.foreignKeyRefs), alterationAt(stmt), pos))
        return false;
    if (!fk.name.isEmpty() && !requireFreeName(stmt.target, NameKind::ForeignKey))
        return false;
    fk.id = m_schema.newId();
    addSuppressed(fk.pos, pos);
    addSuppressed(table.pos, pos);
    if (!fk.name.isEmpty())
        m_names.noteName(fk.name);
    table.foreignKeys.push_back(std::move(fk));
    return true;
}

NameRef Applier::alterationAt(const AlterTableStmt &stmt)
{
    if (stmt.target.line > 0)
        return stmt.target;
    return stmt.actionAt.line > 0 ? stmt.actionAt : stmt.table;
}

} // namespace ssd::apply
