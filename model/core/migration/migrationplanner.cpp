// plan(): canonicalizes both schemas, applies the known renames to the old one, runs the diff
// rules (tablediff.cpp, constraintdiff.cpp, objectdiff.cpp) and sorts their steps by phase.

#include "migrationplan.h"

#include "identity.h"
#include "normalise.h"
#include "planbuilder.h"
#include "writer/alterwriter.h"
#include "writer/canonical.h"

#include <algorithm>

namespace ssd::migration {

QString stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::InPlace: return QStringLiteral("in-place");
    case StepKind::Validating: return QStringLiteral("validating");
    case StepKind::Destructive: return QStringLiteral("destructive");
    case StepKind::Recreate: return QStringLiteral("recreate");
    }
    return {};
}

PlanBuilder::PlanBuilder(const Schema &from, const Schema &to, const PlanOptions &options)
    : m_from(from), m_to(to), m_dialect(to.dialect), m_options(options),
      m_fromTables(indexByName(from.tables, to.dialect)), m_toTables(indexByName(to.tables, to.dialect))
{
}

QString PlanBuilder::key(QStringView name) const
{
    return identityKey(name, m_dialect);
}

const Table *PlanBuilder::fromTable(QStringView name) const
{
    const auto it = m_fromTables.constFind(key(name));
    return it == m_fromTables.constEnd() ? nullptr : &m_from.tables[size_t(*it)];
}

const Table *PlanBuilder::toTable(QStringView name) const
{
    const auto it = m_toTables.constFind(key(name));
    return it == m_toTables.constEnd() ? nullptr : &m_to.tables[size_t(*it)];
}

void PlanBuilder::add(Phase phase, qint64 order, StepKind kind, const QString &objectKind, const QString &object,
                      const QString &explanation, const QStringList &statements, const QString &failsWhen)
{
    Step step;
    step.kind = kind;
    step.objectKind = objectKind;
    step.object = object;
    step.explanation = explanation;
    step.failsWhen = failsWhen;
    step.statements = statements;
    m_steps.push_back({phase, order, std::move(step)});
}

bool PlanBuilder::tableGoes(const QString &tableKey) const
{
    return m_droppedTables.contains(tableKey) || m_recreatedTables.contains(tableKey);
}

bool PlanBuilder::columnGoes(const QString &tableKey, const QString &columnKey) const
{
    const auto it = m_goneColumns.constFind(tableKey);
    return it != m_goneColumns.constEnd() && it->contains(columnKey);
}

bool PlanBuilder::anyColumnGoes(const QString &tableKey, const QStringList &columns) const
{
    const auto it = m_goneColumns.constFind(tableKey);
    if (it == m_goneColumns.constEnd())
        return false;
    for (const QString &column : columns)
        if (it->contains(key(column)))
            return true;
    return false;
}

bool PlanBuilder::expressionLosesSomething(const QString &tableKey, const QString &expression) const
{
    const auto it = m_goneColumns.constFind(tableKey);
    if (it == m_goneColumns.constEnd())
        return false;
    const QSet<QString> names = mentionedNames(expression, m_dialect);
    return std::any_of(it->cbegin(), it->cend(), [&](const QString &column) { return names.contains(column); });
}

MigrationPlan PlanBuilder::build()
{
    for (const auto &[oldName, newName] : m_options.renames) {
        const qsizetype dot = oldName.lastIndexOf(u'.');
        if (!fromTable(oldName) && dot > 0)
            m_columnRenames.insert(key(newName.contains(u'.') ? newName.left(newName.lastIndexOf(u'.')) : oldName.left(dot))
                                       + u'\n' + key(oldName.mid(dot + 1)),
                                   newName.mid(newName.lastIndexOf(u'.') + 1));
    }
    diffTables();
    diffForeignKeys();
    diffIndexes();
    diffSequences();
    diffViews();
    diffChangeStreams();
    diffNamedSchemas();
    if (m_from.databaseOptions != m_to.databaseOptions || m_from.roles != m_to.roles || m_from.grants != m_to.grants
        || m_from.propertyGraphs != m_to.propertyGraphs || m_from.models != m_to.models
        || m_from.localityGroups != m_to.localityGroups || m_from.protoBundleTypes != m_to.protoBundleTypes)
        m_error = tr("database options, roles, grants, property graphs, models, locality groups and proto bundles "
                     "differ: the planner does not plan those yet");

    MigrationPlan plan;
    if (!m_error.isEmpty()) {
        plan.error = m_error;
        return plan;
    }
    std::stable_sort(m_steps.begin(), m_steps.end(), [](const PhasedStep &a, const PhasedStep &b) {
        return a.phase != b.phase ? a.phase < b.phase : a.order < b.order;
    });
    plan.steps.reserve(m_steps.size());
    for (PhasedStep &s : m_steps)
        plan.steps.push_back(std::move(s.step));
    return plan;
}

namespace {

// Old names replaced by the new ones in every reference, so that a renamed table is compared
// with its new version; the rename itself is the first step.
std::vector<Step> applyTableRenames(Schema &from, const Schema &to, const PlanOptions &options)
{
    const Dialect dialect = to.dialect;
    std::vector<Step> steps;
    QHash<QString, QString> renames; // old key -> new name
    const QHash<QString, int> fromTables = indexByName(from.tables, dialect);
    const QHash<QString, int> toTables = indexByName(to.tables, dialect);
    for (const auto &[oldName, newName] : options.renames) {
        const QString oldKey = identityKey(oldName, dialect), newKey = identityKey(newName, dialect);
        if (!fromTables.contains(oldKey) || !toTables.contains(newKey) || fromTables.contains(newKey) || toTables.contains(oldKey))
            continue;
        const QString realNew = to.tables[size_t(toTables.value(newKey))].name;
        const QString realOld = from.tables[size_t(fromTables.value(oldKey))].name;
        renames.insert(oldKey, realNew);
        Step step;
        step.objectKind = QStringLiteral("table");
        step.object = realNew;
        step.explanation = PlanBuilder::tr("table %1 is renamed to %2").arg(realOld, realNew);
        step.statements = {alter::renameTable(realOld, realNew, dialect)};
        steps.push_back(std::move(step));
    }
    if (renames.isEmpty())
        return steps;
    auto rename = [&](QString &name) {
        const auto it = renames.constFind(identityKey(name, dialect));
        if (it != renames.constEnd())
            name = *it;
    };
    for (Table &t : from.tables) {
        rename(t.name);
        if (t.interleave)
            rename(t.interleave->parent);
        for (ForeignKey &fk : t.foreignKeys)
            rename(fk.referencedTable);
    }
    for (Index &i : from.indexes) {
        rename(i.table);
        rename(i.interleaveIn);
    }
    for (ChangeStream &cs : from.changeStreams)
        for (ChangeStream::Target &target : cs.targets)
            rename(target.table);
    return steps;
}

// Designer: objects known by id. A table or column whose id is in both schemas under another
// name is a rename.
PlanOptions withIdRenames(const Schema &from, const Schema &to, PlanOptions options)
{
    QHash<ObjectId, const Table *> fromById;
    for (const Table &t : from.tables)
        fromById.insert(t.id, &t);
    for (const Table &t : to.tables) {
        const Table *old = fromById.value(t.id);
        if (!old)
            continue;
        if (old->name != t.name)
            options.renames.emplace_back(old->name, t.name);
        QHash<ObjectId, const Column *> columns;
        for (const Column &c : old->columns)
            columns.insert(c.id, &c);
        for (const Column &c : t.columns)
            if (const Column *oc = columns.value(c.id); oc && oc->name != c.name)
                options.renames.emplace_back(t.name + u'.' + oc->name, t.name + u'.' + c.name);
    }
    return options;
}

} // namespace

MigrationPlan plan(const Schema &from, const Schema &to, const PlanOptions &options)
{
    if (from.dialect != to.dialect) {
        MigrationPlan refused;
        refused.error = PlanBuilder::tr("the schemas are of different dialects (%1 and %2): convert one first")
                            .arg(dialectName(from.dialect), dialectName(to.dialect));
        return refused;
    }
    const PlanOptions effective = options.matchById ? withIdRenames(from, to, options) : options;
    Schema old = canonicalized(from);
    const Schema target = canonicalized(to);
    std::vector<Step> renames = applyTableRenames(old, target, effective);
    MigrationPlan result = PlanBuilder(old, target, effective).build();
    if (result.error.isEmpty())
        result.steps.insert(result.steps.begin(), std::make_move_iterator(renames.begin()), std::make_move_iterator(renames.end()));
    return result;
}

} // namespace ssd::migration
