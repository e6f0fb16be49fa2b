// Foreign keys and CHECK constraints. Named constraints are matched by name, unnamed ones by
// what they say. Spanner names unnamed ones itself and getDdl does not print that name, so one
// that has to be dropped is dropped by the name the live database's INFORMATION_SCHEMA gave
// (PlanOptions::generatedNames); without it the plan says so instead of guessing the name.

#include "planbuilder.h"

#include "identity.h"
#include "normalise.h"
#include "writer/alterwriter.h"

namespace ssd::migration {

namespace {

const ForeignKey *matchingForeignKey(const Table &table, const ForeignKey &fk, Dialect dialect)
{
    for (const ForeignKey &other : table.foreignKeys) {
        if (fk.name.isEmpty() ? other.name.isEmpty() && sameForeignKey(fk, other)
                              : identityKey(other.name, dialect) == identityKey(fk.name, dialect))
            return &other;
    }
    return nullptr;
}

const CheckConstraint *matchingCheck(const Table &table, const CheckConstraint &check, Dialect dialect)
{
    for (const CheckConstraint &other : table.checks) {
        if (check.name.isEmpty() ? other.name.isEmpty() && sameExpression(check.expr, other.expr, dialect)
                                 : identityKey(other.name, dialect) == identityKey(check.name, dialect))
            return &other;
    }
    return nullptr;
}

bool nameUsedOn(const Table &table, const QString &name, Dialect dialect)
{
    const QString k = identityKey(name, dialect);
    for (const ForeignKey &fk : table.foreignKeys)
        if (!fk.name.isEmpty() && identityKey(fk.name, dialect) == k)
            return true;
    for (const CheckConstraint &check : table.checks)
        if (!check.name.isEmpty() && identityKey(check.name, dialect) == k)
            return true;
    return false;
}

// The one generated name of `table` that `matches` accepts; empty when there is none, or more
// than one (two unnamed constraints that say the same thing cannot be told apart).
template<typename Match>
QString generatedName(const std::vector<GeneratedConstraintName> &names, const Table &table, Dialect dialect, Match matches)
{
    QString found;
    for (const GeneratedConstraintName &g : names) {
        if (identityKey(g.table, dialect) != identityKey(table.name, dialect) || nameUsedOn(table, g.name, dialect) || !matches(g))
            continue;
        if (!found.isEmpty())
            return {};
        found = g.name;
    }
    return found;
}

QString generatedForeignKeyName(const std::vector<GeneratedConstraintName> &names, const Table &table, const ForeignKey &fk,
                                Dialect dialect)
{
    return generatedName(names, table, dialect, [&](const GeneratedConstraintName &g) {
        if (!g.checkClause.isEmpty() || g.columns.size() != fk.columns.size())
            return false;
        for (qsizetype i = 0; i < fk.columns.size(); ++i)
            if (identityKey(g.columns[i], dialect) != identityKey(fk.columns[i], dialect))
                return false;
        return true;
    });
}

QString generatedCheckName(const std::vector<GeneratedConstraintName> &names, const Table &table, const CheckConstraint &check,
                           Dialect dialect)
{
    return generatedName(names, table, dialect, [&](const GeneratedConstraintName &g) {
        return !g.checkClause.isEmpty() && sameExpression(g.checkClause, check.expr, dialect);
    });
}

QString foreignKeyLabel(const Table &table, const ForeignKey &fk)
{
    return fk.name.isEmpty() ? table.name + u'(' + fk.columns.join(QStringLiteral(", ")) + u')' : fk.name;
}

} // namespace

void PlanBuilder::diffForeignKeys()
{
    // Old keys that go: their table goes, what they reference goes, or they change.
    for (const Table &ft : m_from.tables) {
        const QString tk = key(ft.name);
        const Table *tt = toTable(ft.name);
        for (const ForeignKey &fk : ft.foreignKeys) {
            const ForeignKey *match = tt ? matchingForeignKey(*tt, fk, m_dialect) : nullptr;
            const ForeignKey *now = m_recreatedTables.contains(tk) ? nullptr : match;
            const QString refKey = key(fk.referencedTable);
            const bool dependsOnGone = tableGoes(tk) || tableGoes(refKey) || anyColumnGoes(tk, fk.columns)
                || anyColumnGoes(refKey, fk.referencedColumns);
            if (now && sameForeignKey(fk, *now) && !dependsOnGone)
                continue;
            // A table that is dropped takes its own keys with it; keys referencing it must go first.
            if (tableGoes(tk) && fk.name.isEmpty())
                continue;
            const QString dropName = fk.name.isEmpty() ? generatedForeignKeyName(m_options.generatedNames, ft, fk, m_dialect) : fk.name;
            if (dropName.isEmpty()) {
                m_error = tr("the unnamed foreign key %1 has to be dropped, but DROP CONSTRAINT needs the name "
                             "Spanner gave it when it was created, which OLD does not say (Spanner's DDL does not print "
                             "it either; INFORMATION_SCHEMA.TABLE_CONSTRAINTS has it). Write it in OLD as "
                             "CONSTRAINT <that name> FOREIGN KEY ..., or name the key in both versions").arg(foreignKeyLabel(ft, fk));
                continue;
            }
            const QString why = tt == nullptr ? tr("its table is dropped")
                : m_recreatedTables.contains(tk) ? tr("its table is recreated")
                : match == nullptr              ? tr("it is not in the new schema")
                : dependsOnGone                 ? tr("a table or column it uses is dropped or recreated")
                                                : tr("it changes; Spanner cannot alter a foreign key");
            add(Phase::DropForeignKeys, 0, match ? StepKind::Recreate : StepKind::InPlace, QStringLiteral("foreign key"),
                dropName, tr("foreign key %1 on %2 is dropped: %3").arg(dropName, ft.name, why),
                {alter::dropConstraint(ft.name, dropName, m_dialect)});
        }
    }
    // New keys, and those dropped above that come back.
    for (const Table &tt : m_to.tables) {
        const QString tk = key(tt.name);
        const Table *ft = fromTable(tt.name);
        const bool emptyTable = !ft || m_recreatedTables.contains(tk);
        for (const ForeignKey &fk : tt.foreignKeys) {
            const ForeignKey *before = ft && !emptyTable ? matchingForeignKey(*ft, fk, m_dialect) : nullptr;
            const QString refKey = key(fk.referencedTable);
            const bool dependsOnGone = tableGoes(refKey) || anyColumnGoes(tk, fk.columns)
                || anyColumnGoes(refKey, fk.referencedColumns);
            if (before && sameForeignKey(*before, fk) && !dependsOnGone)
                continue;
            const QString label = foreignKeyLabel(tt, fk);
            const StepKind kind = emptyTable ? StepKind::InPlace : before ? StepKind::Recreate : StepKind::Validating;
            add(Phase::AddForeignKeys, 0, kind, QStringLiteral("foreign key"), label,
                before || (ft && emptyTable) ? tr("foreign key %1 on %2 is added again").arg(label, tt.name)
                                             : tr("new foreign key %1 on %2").arg(label, tt.name),
                {alter::addForeignKey(tt.name, fk, m_dialect)},
                emptyTable ? QString()
                           : tr("a row of %1 whose (%2) matches no row of %3").arg(tt.name, fk.columns.join(QStringLiteral(", ")), fk.referencedTable));
        }
    }
}

void PlanBuilder::diffChecks(const Table &from, const Table &to)
{
    const QString tk = key(to.name);
    for (const CheckConstraint &check : from.checks) {
        const CheckConstraint *now = matchingCheck(to, check, m_dialect);
        const bool readsGone = expressionLosesSomething(tk, check.expr);
        if (now && sameCheck(check, *now, m_dialect) && !readsGone)
            continue;
        const QString dropName = check.name.isEmpty() ? generatedCheckName(m_options.generatedNames, from, check, m_dialect) : check.name;
        if (dropName.isEmpty()) {
            m_error = tr("the unnamed CHECK (%1) on %2 has to be dropped, but DROP CONSTRAINT needs the name "
                         "Spanner gave it when it was created, which OLD does not say (Spanner's DDL does not print "
                         "it either; INFORMATION_SCHEMA.CHECK_CONSTRAINTS has it). Write it in OLD as "
                         "CONSTRAINT <that name> CHECK (...), or name the check in both versions").arg(check.expr, to.name);
            continue;
        }
        add(Phase::DropChecks, 0, now ? StepKind::Recreate : StepKind::InPlace, QStringLiteral("check"), dropName,
            now ? tr("CHECK %1 on %2 is dropped to be added again: %3").arg(dropName, to.name,
                      readsGone ? tr("it reads a column that is dropped or recreated") : tr("its condition changes"))
                : tr("CHECK %1 on %2 is dropped").arg(dropName, to.name),
            {alter::dropConstraint(to.name, dropName, m_dialect)});
    }
    for (const CheckConstraint &check : to.checks) {
        const CheckConstraint *before = matchingCheck(from, check, m_dialect);
        if (before && sameCheck(*before, check, m_dialect) && !expressionLosesSomething(tk, before->expr))
            continue;
        const QString label = check.name.isEmpty() ? QStringLiteral("CHECK(") + check.expr + u')' : check.name;
        add(Phase::AddChecks, 0, StepKind::Validating, QStringLiteral("check"), label,
            before ? tr("CHECK %1 on %2 is added again").arg(label, to.name) : tr("new CHECK %1 on %2").arg(label, to.name),
            {alter::addCheck(to.name, check, m_dialect)},
            tr("a row of %1 for which %2 is false").arg(to.name, check.expr));
    }
}

} // namespace ssd::migration
