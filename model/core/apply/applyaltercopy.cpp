// ALTER TABLE, both dialects: the action applied to a copy of the table, the copy checked whole
// (the rules of apply/tablerules.h, the statement's expressions and the columns' value sources,
// then Spanner's rules of a changed table), and only then stored, with the ids of what the action
// adds given last, so that a failing statement leaves the schema untouched and takes no id. The
// frequent actions of long migration histories are applied in place instead
// (applyalterinplace.cpp); ALTER COLUMN is applyaltercolumn.cpp. A problem is reported at the
// name it is about when there is one, else where alterationAt says.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "apply/tablerules.h"
#include "edits/tablereferences.h"
#include "mergeoptions.h"

namespace ssd::apply {

namespace {

bool sameName(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

// The altered copy replaces the stored table. A column or foreign-key list of the same length is
// moved element by element into the stored buffer: the in-place path's index of the table
// (validation::AlteredTables) stays valid while the buffers do, and a migration history
// alternates the two paths (ALTER COLUMN copies, ADD / DROP COLUMN do not).
template <typename T>
void keepBuffer(std::vector<T> &stored, std::vector<T> &altered)
{
    if (stored.size() != altered.size())
        return;
    std::move(altered.begin(), altered.end(), stored.begin());
    altered.swap(stored);
}

void storeAltered(Table &stored, Table &&altered)
{
    keepBuffer(stored.columns, altered.columns);
    keepBuffer(stored.foreignKeys, altered.foreignKeys);
    stored = std::move(altered);
}

} // namespace

void Applier::alterTableCopied(AlterTableStmt &stmt, Table *existing, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    using P = AlterTableProblem;
    if (!existing)
        return void(tableMissing(stmt.table));
    if (alterTableInPlace(*existing, stmt, pos))
        return;
    Table table = *existing;
    const NameRef at = alterationAt(stmt);
    // What the action adds: its id is given once the whole statement is known to apply.
    enum class Added { Nothing, Column, ForeignKey, Check } added = Added::Nothing;
    QStringList addedNames; // constraint and synonym names (for the name index)
    switch (stmt.action) {
    case A::AddColumn:
        if (!canAddColumn(table, nullptr, stmt))
            return;
        table.columns.push_back(std::move(stmt.column));
        added = Added::Column;
        break;
    case A::AddForeignKey:
    case A::AddCheck: {
        const bool foreignKey = stmt.action == A::AddForeignKey;
        if (!stmt.target.name.isEmpty()) {
            if (!requireFreeName(stmt.target, foreignKey ? NameKind::ForeignKey : NameKind::Check))
                return;
            addedNames << stmt.target.name;
        }
        if (foreignKey) {
            table.foreignKeys.push_back(std::move(stmt.foreignKey));
            added = Added::ForeignKey;
            break;
        }
        // PostgreSQL's expressions are not typed: a lone column is the one CHECK it can judge.
        if (m_dialect == Dialect::PostgreSql && !report(checkLoneColumnIsBoolean(table, stmt.check, at), at, pos))
            return;
        table.checks.push_back(std::move(stmt.check));
        added = Added::Check;
        break;
    }
    case A::DropColumn:
        if (!canDropColumn(table, nullptr, stmt, nullptr))
            return;
        std::erase_if(table.columns, [&](const Column &c) { return c.name == stmt.target.name; });
        break;
    case A::DropConstraint:
        if (!dropConstraint(table, stmt.target))
            return;
        break;
    case A::AddSynonym:
        if (!requireFreeName(stmt.target, NameKind::Synonym))
            return;
        table.synonyms.push_back(stmt.target.name);
        addedNames << stmt.target.name;
        break;
    case A::DropSynonym:
        if (!table.synonyms.removeOne(stmt.target.name))
            return void(error(stmt.target, alterTableProblem(m_dialect, P::SynonymMissing, table.name, stmt.target.name)));
        break;
    case A::AddTtl:
    case A::AlterTtl:
        if (stmt.action == A::AddTtl && table.rowDeletionPolicy)
            return void(error(at, alterTableProblem(m_dialect, P::TtlExists, table.name)));
        if (stmt.action == A::AlterTtl && !table.rowDeletionPolicy)
            return void(error(at, alterTableProblem(m_dialect, P::NoTtlToAlter, table.name)));
        table.rowDeletionPolicy = stmt.ttl; // its column: checkTtlColumn, with the table
        break;
    case A::DropTtl:
        if (!table.rowDeletionPolicy)
            return void(error(at, alterTableProblem(m_dialect, P::NoTtlToDrop, table.name)));
        table.rowDeletionPolicy.reset();
        break;
    case A::SetOnDelete:
        if (!table.interleave || table.interleave->kind != Interleave::Kind::InParent)
            return void(error(at, alterTableProblem(m_dialect, P::NotInterleavedInParent, table.name)));
        table.interleave->onDelete = stmt.interleave.onDelete;
        table.interleave->onDeleteExplicit = true;
        break;
    case A::SetInterleave:
        if (!setInterleave(table, stmt, at))
            return;
        break;
    case A::SetOptions:
        mergeOptions(table.options, stmt.options);
        break;
    case A::SetLocalityGroup:
        if (!requireLocalityGroup(stmt.target))
            return;
        table.localityGroup = stmt.target.name;
        break;
    case A::RenameTo:
        // Even a new name that only changes the case is taken (the rule of applyrename.cpp).
        if (!report(m_names.checkRename(stmt.table.name, stmt.newName.name), stmt.newName, pos))
            return;
        if (!stmt.target.name.isEmpty()) {
            // The old name may stay as the synonym (the usual way to rename without breaking readers).
            if (!sameName(stmt.target.name, stmt.table.name) && !requireFreeName(stmt.target, NameKind::Synonym))
                return;
            table.synonyms.push_back(stmt.target.name);
            addedNames << stmt.target.name;
        }
        table.name = stmt.newName.name;
        break;
    default: // ALTER COLUMN
        if (!alterColumn(table, stmt, pos))
            return;
        break;
    }
    if (!copiedTableHolds(table, *existing, stmt, pos))
        return;
    SourcePos *addedPos = nullptr;
    switch (added) {
    case Added::Nothing: break;
    case Added::Column: table.columns.back().id = m_schema.newId(); addedPos = &table.columns.back().pos; break;
    case Added::ForeignKey: table.foreignKeys.back().id = m_schema.newId(); addedPos = &table.foreignKeys.back().pos; break;
    case Added::Check: table.checks.back().id = m_schema.newId(); addedPos = &table.checks.back().pos; break;
    }
    if (addedPos)
        addSuppressed(*addedPos, pos);
    addSuppressed(table.pos, pos);
    storeAltered(*existing, std::move(table));
    const bool renamed = stmt.action == A::RenameTo;
    if (renamed)
        m_names.noteRenamed(*existing);
    for (const QString &name : addedNames)
        m_names.noteName(name);
    if (renamed)
        edits::followTableRename(m_schema, stmt.table.name, stmt.newName.name, m_dialect);
}

bool Applier::setInterleave(Table &table, const AlterTableStmt &stmt, const NameRef &at)
{
    using P = AlterTableProblem;
    // Both DDL references: SET INTERLEAVE IN [PARENT] migrates an interleaved table between
    // INTERLEAVE IN and INTERLEAVE IN PARENT of its parent. A table is interleaved when it is
    // created or never, and keeps its parent; INTERLEAVE IN to IN PARENT ON DELETE CASCADE takes
    // two steps (first ON DELETE NO ACTION). The emulator has no SET INTERLEAVE to ask.
    if (!table.interleave)
        return error(at, alterTableProblem(m_dialect, P::NotInterleaved, table.name));
    const NameRef parent = stmt.interleaveParent.line > 0 ? stmt.interleaveParent : at;
    if (table.interleave->parent != stmt.interleave.parent)
        return error(parent, alterTableProblem(m_dialect, P::InterleaveParentChanged, table.name, stmt.interleave.parent,
                                               table.interleave->parent));
    if (table.interleave->kind == Interleave::Kind::In && stmt.interleave.kind == Interleave::Kind::InParent
        && stmt.interleave.onDelete == OnDelete::Cascade)
        return error(at, alterTableProblem(m_dialect, P::CascadeFromInterleaveIn, table.name, stmt.interleave.parent));
    table.interleave = stmt.interleave;
    return true;
}

bool Applier::copiedTableHolds(const Table &table, const Table &before, const AlterTableStmt &stmt, const SourcePos &pos)
{
    const NameRef at = alterationAt(stmt);
    auto holds = [&](const validation::Verdict &verdict) { return report(verdict, at, pos); };
    // Every lookup below goes through one index of the columns: a hostile table of 100,000
    // columns must not cost 100,000 linear searches.
    const ColumnIndex columns(table.columns, Qt::CaseInsensitive);
    if (!holds(checkColumnsAndKey(m_dialect, table, columns, {})))
        return false;
    if (table.interleave) {
        // Reported at the parent's name when this statement writes it.
        const NameRef &written = stmt.interleaveParent;
        const NameRef parent{table.interleave->parent, written.name == table.interleave->parent ? written.line : 0, written.column};
        if (!holds(checkInterleaveParent(m_dialect, m_names, m_schema, table, parent)))
            return false;
    }
    // The foreign key this statement adds is the last; the others have no positions here, and
    // are reported at the statement.
    static const ForeignKeyRefs unwritten;
    const bool addsForeignKey = stmt.action == AlterTableStmt::Action::AddForeignKey;
    for (size_t i = 0; i < table.foreignKeys.size(); ++i) {
        const ForeignKeyRefs &refs = addsForeignKey && i + 1 == table.foreignKeys.size() ? stmt.foreignKeyRefs : unwritten;
        if (!holds(checkForeignKey(m_dialect, m_names, m_schema, table, &columns, table.foreignKeys[i], refs)))
            return false;
    }
    // The names an ALTER TABLE adds are checked where it adds them.
    if (table.rowDeletionPolicy && !holds(checkTtlColumn(m_dialect, table, &columns, stmt.ttlColumn)))
        return false;
    return expressionsHold(table, columns, stmt, at, pos) && valueSourcesHold(table, nullptr, stmt, at, pos)
        && holds(validation::validateTableChange(m_schema, before, table)) && holds(validation::validateTable(table, m_dialect, &before));
}

bool Applier::expressionsHold(const Table &table, const ColumnIndex &columns, const AlterTableStmt &stmt, const NameRef &at,
                              const SourcePos &pos)
{
    if (!stmt.expressionReview)
        return true;
    const std::vector<ExpressionCheck> checks = stmt.expressionReview->review(table, columns);
    return report(checkExpressions(m_dialect, m_names, table, &columns, checks, false), at, pos)
        && report(checkExpressions(m_dialect, m_names, table, &columns, checks, true), at, pos);
}

bool Applier::valueSourcesHold(const Table &table, const Column *only, const AlterTableStmt &stmt, const NameRef &at,
                               const SourcePos &pos)
{
    // GoogleSQL's rules: PostgreSQL has no ON UPDATE, and refuses a DEFAULT of a generated
    // column with the action (applyaltercolumn.cpp).
    return m_dialect != Dialect::GoogleSql || report(checkValueSources(table, only, {&stmt.valueSources, 1}), at, pos);
}

} // namespace ssd::apply
