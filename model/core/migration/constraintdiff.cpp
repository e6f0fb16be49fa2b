// Foreign keys and CHECK constraints. Named constraints are matched by name, unnamed ones by
// what they say (Spanner names those itself, so an unnamed constraint that has to be dropped
// cannot be named in a statement: the plan says so instead of guessing the generated name).

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
            if (fk.name.isEmpty()) {
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
                fk.name, tr("foreign key %1 on %2 is dropped: %3").arg(fk.name, ft.name, why),
                {alter::dropConstraint(ft.name, fk.name, m_dialect)});
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
        if (check.name.isEmpty()) {
            m_error = tr("the unnamed CHECK (%1) on %2 has to be dropped, but DROP CONSTRAINT needs the name "
                         "Spanner gave it when it was created, which OLD does not say (Spanner's DDL does not print "
                         "it either; INFORMATION_SCHEMA.CHECK_CONSTRAINTS has it). Write it in OLD as "
                         "CONSTRAINT <that name> CHECK (...), or name the check in both versions").arg(check.expr, to.name);
            continue;
        }
        add(Phase::DropChecks, 0, now ? StepKind::Recreate : StepKind::InPlace, QStringLiteral("check"), check.name,
            now ? tr("CHECK %1 on %2 is dropped to be added again: %3").arg(check.name, to.name,
                      readsGone ? tr("it reads a column that is dropped or recreated") : tr("its condition changes"))
                : tr("CHECK %1 on %2 is dropped").arg(check.name, to.name),
            {alter::dropConstraint(to.name, check.name, m_dialect)});
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
