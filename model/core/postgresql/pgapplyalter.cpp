// Applier: ALTER TABLE actions.

#include "pgapply.h"

#include <algorithm>

namespace ssd::pg {

bool Applier::alterColumn(Table &table, AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    if (!requireColumn(table, stmt.target))
        return false;
    Column &column = *table.findColumn(stmt.target.name);
    switch (stmt.action) {
    case A::AlterColumnType:
        if (stmt.newType) {
            if (!report(validation::validateKeyColumnRestated(m_schema, table, column.name), stmt.target, {}))
                return false;
            column.type = *stmt.newType;
            if (stmt.newTypeCommitTimestamp)
                setOption(column.options, QStringLiteral("allow_commit_timestamp"), QStringLiteral("true"));
            else
                removeOption(column.options, u"allow_commit_timestamp");
            // TYPE restates the column without NOT NULL, as Spanner reads it (the emulator 1.5.28
            // prints the column nullable after it); a SET NOT NULL in the same statement keeps it.
            column.notNull = false;
        }
        if (stmt.newNotNull) {
            if (!*stmt.newNotNull && table.isKeyColumn(column.name))
                return error(stmt.target, tr("primary key column %1 can't be nullable").arg(column.name));
            column.notNull = *stmt.newNotNull;
        }
        break;
    case A::SetDefault:
        if (column.isGenerated())
            return error(stmt.target, tr("column %1 is generated and can't have a default").arg(column.name));
        for (const NameRef &used : stmt.defaultNames)
            if (!requireNotAColumn(used, column.name, table))
                return false;
        if (!requireSequences(stmt.sequenceNames))
            return false;
        column.defaultExpr = stmt.defaultExpr;
        break;
    case A::DropDefault:
        column.defaultExpr.reset();
        break;
    case A::AlterIdentity: {
        if (!column.isIdentity())
            return error(stmt.target, tr("column %1 is not an identity column").arg(column.name));
        SequenceOptions identity = column.identity.value_or(SequenceOptions{});
        const SequenceOptions &c = stmt.identityChanges;
        apply::mergeSequenceChanges(identity, c, stmt.noSkipRange);
        if (stmt.restartCounter)
            identity.startCounter = stmt.restartCounter;
        if (c.startCounter)
            identity.startCounter = c.startCounter;
        column.identity = identity;
        break;
    }
    case A::SetColumnLocalityGroup:
        if (!requireLocalityGroup({stmt.defaultExpr, stmt.target.line, stmt.target.column}))
            return false;
        setOption(column.options, QStringLiteral("locality_group"), u'\'' + stmt.defaultExpr + u'\'');
        break;
    default:
        break;
    }
    addSuppressed(column.pos, pos);
    return true;
}

void Applier::alterTable(AlterTableStmt &stmt, const SourcePos &pos)
{
    // Whatever the action does to the table, the references it adds are counted for DROP TABLE.
    const Table *altered = tableNamed(stmt.table.name);
    const std::optional<validation::Drops::References> before =
        altered ? std::optional(m_names.drops().referencesOf(m_schema, *altered)) : std::nullopt;
    alterTableChecked(stmt, pos);
    if (before)
        m_names.drops().noteAltered(m_schema, *before);
}

void Applier::alterTableChecked(AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    // The actions that change what a table holds are checked against Spanner's schema rules
    // afterwards; a violation puts the table back as it was.
    const bool checked = stmt.action == A::AddColumn || stmt.action == A::DropColumn || stmt.action == A::AddForeignKey
                         || stmt.action == A::AddCheck || stmt.action == A::AlterColumnType || stmt.action == A::SetDefault
                         || stmt.action == A::DropDefault;
    const Table *existing = checked ? tableNamed(stmt.table.name) : nullptr;
    if (!existing)
        return applyAlterTable(stmt, pos);
    if (alterTableInPlace(stmt, pos))
        return;
    const Table before = *existing;
    const size_t errorsBefore = m_diagnostics.size();
    applyAlterTable(stmt, pos);
    Table *after = m_schema.findTable(before.name);
    if (!after || m_diagnostics.size() != errorsBefore)
        return;
    const NameRef at = stmt.target.line > 0 ? stmt.target : stmt.table;
    if (!report(validation::validateTableChange(m_schema, before, *after), at, pos)
        || !report(validation::validateTable(*after, Dialect::PostgreSql, &before), at, pos))
        *after = before;
}

void Applier::applyAlterTable(AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    Table *table = nullptr;
    if (!requireTable(stmt.table, &table))
        return;
    switch (stmt.action) {
    case A::AddColumn: {
        Column &column = stmt.column;
        if (table->findColumn(column.name) || std::any_of(table->columns.begin(), table->columns.end(), [&](const Column &c) {
                return QStringView(c.name).compare(column.name, Qt::CaseInsensitive) == 0; })) {
            if (!stmt.ifNotExists)
                error(stmt.target, tr("column %1 already exists in table %2").arg(column.name, table->name));
            return;
        }
        if (column.notNull && !column.defaultExpr && !column.isGenerated())
            return void(error(stmt.target, tr("cannot add NOT NULL column %1.%2 to an existing table without a DEFAULT").arg(table->name, column.name)));
        for (const NameRef &used : stmt.defaultNames)
            if (!requireNotAColumn(used, column.name, *table, &column))
                return;
        if (!requireSequences(stmt.sequenceNames))
            return;
        column.id = m_schema.newId();
        column.pos = pos;
        table->columns.push_back(std::move(column));
        return;
    }
    case A::DropColumn: {
        if (!requireColumn(*table, stmt.target))
            return;
        if (table->isKeyColumn(stmt.target.name))
            return void(error(stmt.target, tr("cannot drop key column %1 of table %2").arg(stmt.target.name, table->name)));
        for (const Index &index : m_schema.indexes) {
            if (index.table != table->name)
                continue;
            const bool used = index.storing.contains(stmt.target.name) || std::any_of(index.keys.begin(), index.keys.end(),
                                  [&](const KeyPart &k) { return k.column == stmt.target.name; });
            if (used)
                return void(error(stmt.target, tr("cannot drop column %1: index %2 uses it").arg(stmt.target.name, index.name)));
        }
        for (const ForeignKey &fk : table->foreignKeys)
            if (fk.columns.contains(stmt.target.name))
                return void(error(stmt.target, tr("cannot drop column %1: foreign key %2 uses it").arg(stmt.target.name, fk.name)));
        const int at = table->columnIndex(stmt.target.name);
        table->columns.erase(table->columns.begin() + at);
        return;
    }
    case A::AddForeignKey: {
        ForeignKey &fk = stmt.foreignKey;
        if (!report(apply::checkForeignKey(m_dialect, m_names, m_schema, *table, nullptr, fk, stmt.foreignKeyRefs), stmt.table, pos))
            return;
        if (!fk.name.isEmpty() && !report(m_names.checkNewName(fk.name, NameKind::ForeignKey, fk.pos), stmt.table, pos))
            return;
        fk.id = m_schema.newId();
        fk.pos = pos;
        m_names.noteName(fk.name);
        table->foreignKeys.push_back(std::move(fk));
        return;
    }
    case A::AddCheck: {
        CheckConstraint &check = stmt.check;
        if (!check.name.isEmpty() && !report(m_names.checkNewName(check.name, NameKind::Check, check.pos), stmt.table, pos))
            return;
        check.id = m_schema.newId();
        check.pos = pos;
        m_names.noteName(check.name);
        table->checks.push_back(std::move(check));
        return;
    }
    case A::DropConstraint: {
        auto fk = std::find_if(table->foreignKeys.begin(), table->foreignKeys.end(), [&](const ForeignKey &f) { return f.name == stmt.target.name; });
        if (fk != table->foreignKeys.end()) {
            table->foreignKeys.erase(fk);
            return;
        }
        auto check = std::find_if(table->checks.begin(), table->checks.end(), [&](const CheckConstraint &c) { return c.name == stmt.target.name; });
        if (check != table->checks.end()) {
            table->checks.erase(check);
            return;
        }
        return void(error(stmt.target, tr("constraint %1 does not exist on table %2").arg(stmt.target.name, table->name)));
    }
    case A::AlterColumnType: case A::SetDefault: case A::DropDefault: case A::AlterIdentity: case A::SetColumnLocalityGroup:
        alterColumn(*table, stmt, pos);
        return;
    case A::AddTtl: case A::AlterTtl: {
        if (stmt.action == A::AddTtl && table->rowDeletionPolicy)
            return void(error(stmt.table, tr("table %1 already has a TTL (use ALTER TTL)").arg(table->name)));
        if (stmt.action == A::AlterTtl && !table->rowDeletionPolicy)
            return void(error(stmt.table, tr("table %1 has no TTL to alter (use ADD TTL)").arg(table->name)));
        if (!requireColumn(*table, stmt.target))
            return;
        if (table->findColumn(stmt.target.name)->type.kind != TypeKind::Timestamp)
            return void(error(stmt.target, tr("TTL column %1 must be timestamptz").arg(stmt.target.name)));
        table->rowDeletionPolicy = stmt.ttl;
        break;
    }
    case A::DropTtl:
        if (!table->rowDeletionPolicy)
            return void(error(stmt.table, tr("table %1 has no TTL to drop").arg(table->name)));
        table->rowDeletionPolicy.reset();
        break;
    case A::SetOnDelete:
        if (!table->interleave || table->interleave->kind != Interleave::Kind::InParent)
            return void(error(stmt.table, tr("table %1 is not interleaved IN PARENT; SET ON DELETE needs a parent").arg(table->name)));
        table->interleave->onDelete = stmt.interleave.onDelete;
        table->interleave->onDeleteExplicit = true;
        break;
    case A::SetInterleave:
        if (!table->interleave)
            return void(error(stmt.table, tr("table %1 is not interleaved; interleaving can't be added later").arg(table->name)));
        if (table->interleave->parent != stmt.interleave.parent)
            return void(error(stmt.interleaveParent, tr("table %1 is interleaved in %2; the parent can't be changed").arg(table->name, table->interleave->parent)));
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
            return void(error(stmt.target, tr("table %1 has no synonym %2").arg(table->name, stmt.target.name)));
        break;
    case A::SetLocalityGroup:
        if (!requireLocalityGroup(stmt.target))
            return;
        table->localityGroup = stmt.target.name;
        break;
    }
    if (table)
        addSuppressed(table->pos, pos);
}

} // namespace ssd::pg
