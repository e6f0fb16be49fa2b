// ALTER TABLE in PostgreSQL's order: the action, checked before the first edit and reported at
// the name it is about. The actions that change what a table holds are then checked against
// Spanner's rules of the whole table, and a violation puts the table back as it was; the frequent
// ones of long migration histories are applied in place instead, in constant time
// (applyalterinplace.cpp). GoogleSQL's order is applyaltercopy.cpp; the checks both orders make
// are here (canAddColumn, canDropColumn, addForeignKey), ALTER COLUMN is applyaltercolumn.cpp.

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
    if (m_dialect == Dialect::GoogleSql)
        alterTableCopied(stmt, altered, pos);
    else
        alterTableChecked(stmt, altered, pos);
    if (before)
        m_names.drops().noteAltered(m_schema, *before);
}

void Applier::alterTableChecked(AlterTableStmt &stmt, Table *altered, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    const bool checked = stmt.action == A::AddColumn || stmt.action == A::DropColumn || stmt.action == A::AddForeignKey
                         || stmt.action == A::AddCheck || stmt.action == A::AlterColumnType || stmt.action == A::SetDefault
                         || stmt.action == A::DropDefault;
    Table *existing = checked ? altered : nullptr;
    if (!existing)
        return applyAlterTable(stmt, pos);
    if (alterTableInPlace(*existing, stmt, pos))
        return;
    const Table before = *existing;
    const size_t errorsBefore = m_diagnostics.size();
    applyAlterTable(stmt, pos);
    Table *after = m_schema.findTable(before.name);
    if (!after || m_diagnostics.size() != errorsBefore)
        return;
    const NameRef at = alterationAt(stmt);
    if (!report(validation::validateTableChange(m_schema, before, *after), at, pos)
        || !report(validation::validateTable(*after, m_dialect, &before), at, pos))
        *after = before;
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
    // GoogleSQL judges NOT NULL and the DEFAULT with the table the column joins (validateAddedColumn,
    // its expressions' review); PostgreSQL first, in its own words (left as found).
    if (m_dialect == Dialect::GoogleSql)
        return true;
    if (column.notNull && !column.defaultExpr && !column.isGenerated())
        return error(stmt.target, alterTableProblem(m_dialect, AlterTableProblem::NotNullColumnWithoutDefault, table.name, column.name));
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
    // The references first, then the name, in both dialects, as the emulator finds them (a taken
    // name with a missing referenced table: "Table not found"). GoogleSQL reports the references
    // at the action and words a taken name as a constraint's, PostgreSQL as a foreign key's.
    const bool googleSql = m_dialect == Dialect::GoogleSql;
    if (!report(checkForeignKey(m_dialect, m_names, m_schema, table, columns, fk, stmt.foreignKeyRefs), googleSql ? stmt.actionAt : stmt.table, pos))
        return false;
    if (!fk.name.isEmpty()) {
        const bool free = googleSql ? requireFreeName(stmt.target, NameKind::Constraint)
                                    : report(m_names.checkNewName(fk.name, NameKind::ForeignKey, fk.pos), stmt.table, pos);
        if (!free)
            return false;
    }
    fk.id = m_schema.newId();
    // A GoogleSQL constraint keeps where it is written; PostgreSQL's is where the statement is.
    if (googleSql) {
        addSuppressed(fk.pos, pos);
        addSuppressed(table.pos, pos);
    } else {
        fk.pos = pos;
    }
    if (!fk.name.isEmpty())
        m_names.noteName(fk.name);
    table.foreignKeys.push_back(std::move(fk));
    return true;
}

NameRef Applier::alterationAt(const AlterTableStmt &stmt)
{
    if (stmt.actionAt.line > 0)
        return stmt.actionAt;
    return stmt.target.line > 0 ? stmt.target : stmt.table;
}

void Applier::applyAlterTable(AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    using P = AlterTableProblem;
    Table *table = nullptr;
    if (!requireTable(stmt.table, &table))
        return;
    switch (stmt.action) {
    case A::AddColumn: {
        if (!canAddColumn(*table, nullptr, stmt))
            return;
        Column &column = stmt.column;
        column.id = m_schema.newId();
        column.pos = pos;
        table->columns.push_back(std::move(column));
        return;
    }
    case A::DropColumn:
        if (canDropColumn(*table, nullptr, stmt, nullptr))
            table->columns.erase(table->columns.begin() + table->columnIndex(stmt.target.name));
        return;
    case A::AddForeignKey:
        addForeignKey(*table, nullptr, stmt, pos);
        return;
    case A::AddCheck: {
        CheckConstraint &check = stmt.check;
        if (!check.name.isEmpty() && !report(m_names.checkNewName(check.name, NameKind::Check, check.pos), stmt.table, pos))
            return;
        if (m_dialect == Dialect::PostgreSql && !report(checkLoneColumnIsBoolean(*table, check, stmt.table), stmt.table, pos))
            return;
        check.id = m_schema.newId();
        check.pos = pos;
        m_names.noteName(check.name);
        table->checks.push_back(std::move(check));
        return;
    }
    case A::DropConstraint:
        dropConstraint(*table, stmt.target);
        return;
    case A::AlterColumnType: case A::SetDefault: case A::DropDefault: case A::AlterIdentity: case A::SetColumnLocalityGroup:
    case A::RestateColumn: case A::SetOnUpdate: case A::DropOnUpdate: case A::SetColumnOptions:
        alterColumn(*table, stmt, pos);
        return;
    case A::SetOptions:
        mergeOptions(table->options, stmt.options);
        break;
    case A::RenameTo: // the PostgreSQL parser's rename is a RenameTableStmt (applyrename.cpp)
        Q_ASSERT(false);
        return;
    case A::AddTtl: case A::AlterTtl: {
        if (stmt.action == A::AddTtl && table->rowDeletionPolicy)
            return void(error(stmt.table, alterTableProblem(m_dialect, P::TtlExists, table->name)));
        if (stmt.action == A::AlterTtl && !table->rowDeletionPolicy)
            return void(error(stmt.table, alterTableProblem(m_dialect, P::NoTtlToAlter, table->name)));
        if (!requireColumn(*table, nullptr, stmt.target))
            return;
        std::optional<RowDeletionPolicy> before = std::exchange(table->rowDeletionPolicy, stmt.ttl);
        if (!report(checkTtlColumn(m_dialect, *table, nullptr, stmt.target), stmt.table, pos))
            return void(table->rowDeletionPolicy = std::move(before));
        break;
    }
    case A::DropTtl:
        if (!table->rowDeletionPolicy)
            return void(error(stmt.table, alterTableProblem(m_dialect, P::NoTtlToDrop, table->name)));
        table->rowDeletionPolicy.reset();
        break;
    case A::SetOnDelete:
        if (!table->interleave || table->interleave->kind != Interleave::Kind::InParent)
            return void(error(stmt.table, alterTableProblem(m_dialect, P::NotInterleavedInParent, table->name)));
        table->interleave->onDelete = stmt.interleave.onDelete;
        table->interleave->onDeleteExplicit = true;
        break;
    case A::SetInterleave:
        if (!table->interleave)
            return void(error(stmt.table, alterTableProblem(m_dialect, P::NotInterleaved, table->name)));
        if (table->interleave->parent != stmt.interleave.parent)
            return void(error(stmt.interleaveParent, alterTableProblem(m_dialect, P::InterleaveParentChanged, table->name,
                                                                       stmt.interleave.parent, table->interleave->parent)));
        table->interleave = stmt.interleave;
        break;
    case A::AddSynonym:
        if (!requireFreeName(stmt.target, NameKind::Synonym))
            return;
        table->synonyms << stmt.target.name;
        m_names.noteName(stmt.target.name);
        break;
    case A::DropSynonym:
        if (!table->synonyms.removeOne(stmt.target.name))
            return void(error(stmt.target, alterTableProblem(m_dialect, P::SynonymMissing, table->name, stmt.target.name)));
        break;
    case A::SetLocalityGroup:
        if (!requireLocalityGroup(stmt.target))
            return;
        table->localityGroup = stmt.target.name;
        break;
    }
    addSuppressed(table->pos, pos);
}

} // namespace ssd::apply
