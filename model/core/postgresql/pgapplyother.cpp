// Applier: sequences, views, change streams, database options, locality groups and kept
// statements.

#include "pgapply.h"

#include <algorithm>

namespace ssd::pg {

void mergeSequenceChanges(SequenceOptions &target, const SequenceOptions &changes, bool noSkipRange)
{
    target.noMinValue = target.noMinValue || changes.noMinValue;
    target.noMaxValue = target.noMaxValue || changes.noMaxValue;
    target.noCycle = target.noCycle || changes.noCycle;
    if (changes.skipRangeMin) {
        target.skipRangeMin = changes.skipRangeMin;
        target.skipRangeMax = changes.skipRangeMax;
    }
    if (noSkipRange) {
        target.skipRangeMin.reset();
        target.skipRangeMax.reset();
    }
}

void Applier::createSequence(CreateSequenceStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && m_schema.findSequence(stmt.sequence.name))
        return;
    if (!requireFreeName(stmt.name, NameKind::Sequence) || !requireSchemaOf(stmt.name))
        return;
    stmt.sequence.id = m_schema.newId();
    m_names.noteName(stmt.sequence.name);
    stmt.sequence.pos = pos;
    m_schema.sequences.push_back(std::move(stmt.sequence));
}

void Applier::alterSequence(AlterSequenceStmt &stmt, const SourcePos &pos)
{
    Sequence *sequence = m_schema.findSequence(stmt.name.name);
    if (!sequence) {
        if (!stmt.ifExists)
            error(stmt.name, tr("sequence %1 does not exist").arg(stmt.name.name));
        return;
    }
    SequenceOptions &clauses = sequence->clauses;
    const SequenceOptions &set = stmt.set;
    clauses.bitReversedPositive = clauses.bitReversedPositive || set.bitReversedPositive;
    mergeSequenceChanges(clauses, set, stmt.noSkipRange);
    if (set.startCounter)
        clauses.startCounter = set.startCounter;
    if (stmt.restartCounter)
        clauses.startCounter = stmt.restartCounter;
    sequence->ownedByNone = sequence->ownedByNone || stmt.ownedByNone;
    addSuppressed(sequence->pos, pos);
}

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
    stmt.view.id = m_schema.newId();
    m_names.noteName(stmt.view.name);
    stmt.view.pos = pos;
    m_schema.views.push_back(std::move(stmt.view));
}

bool Applier::checkTargets(const std::vector<NameRef> &tables, const std::vector<std::vector<NameRef>> &columns)
{
    for (size_t i = 0; i < tables.size(); ++i) {
        Table *table = nullptr;
        if (!requireTable(tables[i], &table))
            return false;
        for (const NameRef &column : columns[i]) {
            if (!requireColumn(*table, column))
                return false;
            if (table->isKeyColumn(column.name))
                return error(column, tr("key column %1 of table %2 is tracked implicitly and can't be listed in a change stream").arg(column.name, table->name));
        }
    }
    return true;
}

void Applier::createChangeStream(CreateChangeStreamStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && m_schema.findChangeStream(stmt.stream.name))
        return;
    if (!requireFreeName(stmt.name, NameKind::ChangeStream) || !checkTargets(stmt.tables, stmt.columns)
        || !report(validation::validateChangeStream(m_schema, stmt.stream), stmt.name, pos))
        return;
    stmt.stream.id = m_schema.newId();
    m_names.noteName(stmt.stream.name);
    stmt.stream.pos = pos;
    m_schema.changeStreams.push_back(std::move(stmt.stream));
}

void Applier::alterChangeStream(AlterChangeStreamStmt &stmt, const SourcePos &pos)
{
    using A = AlterChangeStreamStmt::Action;
    m_names.drops().recount(); // the tables it tracks may change in place
    ChangeStream *stream = m_schema.findChangeStream(stmt.name.name);
    if (!stream)
        return void(error(stmt.name, tr("change stream %1 does not exist").arg(stmt.name.name)));
    ChangeStream updated = *stream; // checked as a whole before it replaces the stream
    switch (stmt.action) {
    case A::SetFor:
        if (!checkTargets(stmt.tables, stmt.columns))
            return;
        updated.forAll = stmt.forAll;
        updated.targets = std::move(stmt.targets);
        break;
    case A::DropForAll:
        updated.forAll = false;
        updated.targets.clear();
        break;
    case A::SetOptions:
        for (const Option &option : stmt.options)
            setOption(updated.options, option.name, option.value);
        break;
    case A::ResetOptions:
        for (const QString &name : stmt.reset)
            removeOption(updated.options, name);
        break;
    }
    if (!report(validation::validateChangeStream(m_schema, updated), stmt.name, pos))
        return;
    *stream = std::move(updated);
    addSuppressed(stream->pos, pos);
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
