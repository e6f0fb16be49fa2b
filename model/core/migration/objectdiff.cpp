// Indexes, sequences, views, change streams and named schemas.

#include "planbuilder.h"

#include "identity.h"
#include "normalise.h"
#include "writer/alterwriter.h"

namespace ssd::migration {

namespace {

// The columns an index reads, to see whether one of them goes.
QStringList indexColumns(const Index &index)
{
    QStringList columns;
    for (const KeyPart &k : index.keys)
        columns << k.column;
    for (const KeyPart &k : index.orderBy)
        columns << k.column;
    columns << index.storing << index.whereNotNull << index.partitionBy;
    return columns;
}

} // namespace

void PlanBuilder::diffIndexes()
{
    const QHash<QString, int> fromIndexes = indexByName(m_from.indexes, m_dialect);
    const QHash<QString, int> toIndexes = indexByName(m_to.indexes, m_dialect);
    QSet<QString> recreated;
    for (const Index &fi : m_from.indexes) {
        const auto it = toIndexes.constFind(key(fi.name));
        const QString tk = key(fi.table);
        if (it == toIndexes.constEnd()) {
            add(Phase::DropIndexes, 0, StepKind::InPlace, QStringLiteral("index"), fi.name,
                m_droppedTables.contains(tk) ? tr("index %1 is dropped with its table %2").arg(fi.name, fi.table)
                                              : tr("index %1 is not in the new schema").arg(fi.name),
                {alter::dropObject(u"INDEX", fi.name, m_dialect)});
            continue;
        }
        const Index &ti = m_to.indexes[size_t(*it)];
        QString reason;
        if (tableGoes(tk) || key(ti.table) != tk)
            reason = tr("its table is recreated");
        else if (fi.isInterleaved() && tableGoes(key(fi.interleaveIn)))
            reason = tr("the table it is interleaved in is recreated");
        else if (anyColumnGoes(tk, indexColumns(fi)))
            reason = tr("a column it uses is dropped or recreated");
        else if (!sameIndexButStoring(fi, ti))
            reason = tr("its keys or kind change; Spanner alters only what an index stores");
        if (!reason.isEmpty()) {
            recreated.insert(key(fi.name));
            add(Phase::DropIndexes, 0, StepKind::Recreate, QStringLiteral("index"), fi.name,
                tr("index %1 is dropped to be created again: %2").arg(fi.name, reason),
                {alter::dropObject(u"INDEX", fi.name, m_dialect)});
            continue;
        }
        QStringList dropStored, addStored, dropped, added;
        for (const QString &c : fi.storing)
            if (!ti.storing.contains(c)) {
                dropStored << alter::indexStoredColumn(fi.name, c, false, m_dialect);
                dropped << c;
            }
        for (const QString &c : ti.storing)
            if (!fi.storing.contains(c)) {
                addStored << alter::indexStoredColumn(ti.name, c, true, m_dialect);
                added << c;
            }
        if (!dropStored.isEmpty())
            add(Phase::DropStoredColumns, 0, StepKind::InPlace, QStringLiteral("index"), fi.name,
                tr("index %1 stops storing %2").arg(fi.name, dropped.join(QStringLiteral(", "))), dropStored);
        if (!addStored.isEmpty())
            add(Phase::AddStoredColumns, 0, StepKind::InPlace, QStringLiteral("index"), ti.name,
                tr("index %1 also stores %2").arg(ti.name, added.join(QStringLiteral(", "))), addStored);
    }
    for (size_t i = 0; i < m_to.indexes.size(); ++i) {
        const Index &ti = m_to.indexes[i];
        const bool isNew = !fromIndexes.contains(key(ti.name));
        if (!isNew && !recreated.contains(key(ti.name)))
            continue;
        const Table *ft = fromTable(ti.table);
        const bool emptyTable = !ft || m_recreatedTables.contains(key(ti.table));
        const bool validating = ti.unique && !emptyTable;
        add(Phase::CreateIndexes, qint64(i), isNew ? (validating ? StepKind::Validating : StepKind::InPlace) : StepKind::Recreate,
            QStringLiteral("index"), ti.name,
            isNew ? tr("new index %1 on %2").arg(ti.name, ti.table) : tr("index %1 is created again").arg(ti.name),
            {alter::createIndex(ti, m_dialect)},
            validating ? tr("two rows of %1 with the same values in the index's key").arg(ti.table) : QString());
    }
}

void PlanBuilder::diffSequences()
{
    const QHash<QString, int> fromSequences = indexByName(m_from.sequences, m_dialect);
    const QHash<QString, int> toSequences = indexByName(m_to.sequences, m_dialect);
    for (const Sequence &fs : m_from.sequences)
        if (!toSequences.contains(key(fs.name)))
            add(Phase::DropSequences, 0, StepKind::Destructive, QStringLiteral("sequence"), fs.name,
                tr("sequence %1 is dropped: its counter is lost").arg(fs.name),
                {alter::dropObject(u"SEQUENCE", fs.name, m_dialect)});
    for (const Sequence &ts : m_to.sequences) {
        const auto it = fromSequences.constFind(key(ts.name));
        if (it == fromSequences.constEnd()) {
            add(Phase::CreateSequences, 0, StepKind::InPlace, QStringLiteral("sequence"), ts.name,
                tr("new sequence %1").arg(ts.name), {alter::createSequence(ts, m_dialect)});
            continue;
        }
        const Sequence &fs = m_from.sequences[size_t(*it)];
        if (sameSequence(fs, ts))
            continue;
        SequenceOptions clausesAlike = fs.clauses;
        clausesAlike.skipRangeMin = ts.clauses.skipRangeMin;
        clausesAlike.skipRangeMax = ts.clauses.skipRangeMax;
        clausesAlike.startCounter = ts.clauses.startCounter;
        const Option *fromKind = findOption(fs.options, u"sequence_kind");
        const Option *toKind = findOption(ts.options, u"sequence_kind");
        const bool kindChanges = !(clausesAlike == ts.clauses) || fs.ownedByNone != ts.ownedByNone
            || (fromKind == nullptr) != (toKind == nullptr) || (fromKind && fromKind->value != toKind->value);
        if (kindChanges) {
            add(Phase::DropSequences, 0, StepKind::Recreate, QStringLiteral("sequence"), fs.name,
                tr("sequence %1 is dropped to be created again (its kind changes): its counter is lost").arg(fs.name),
                {alter::dropObject(u"SEQUENCE", fs.name, m_dialect)});
            add(Phase::CreateSequences, 0, StepKind::Recreate, QStringLiteral("sequence"), ts.name,
                tr("sequence %1 is created again").arg(ts.name), {alter::createSequence(ts, m_dialect)});
            continue;
        }
        QStringList statements;
        if (!(fs.clauses == ts.clauses))
            statements << alter::setSequenceClauses(ts.name, fs.clauses, ts.clauses, m_dialect);
        if (fs.options != ts.options)
            statements << alter::setSequenceOptions(ts.name, optionChanges(fs.options, ts.options));
        add(Phase::AlterSequences, 0, StepKind::InPlace, QStringLiteral("sequence"), ts.name,
            tr("sequence %1: its skipped range or counter changes").arg(ts.name), statements);
    }
}

void PlanBuilder::diffViews()
{
    const QHash<QString, int> toViews = indexByName(m_to.views, m_dialect);
    const QHash<QString, int> fromViews = indexByName(m_from.views, m_dialect);
    // A view can only read views created before it, so one pass in creation order finds every
    // view that reads something that goes (a table, a column, or a view that goes).
    QSet<QString> goneViews;
    for (size_t i = 0; i < m_from.views.size(); ++i) {
        const View &fv = m_from.views[i];
        const auto it = toViews.constFind(key(fv.name));
        const QSet<QString> names = mentionedNames(fv.query, m_dialect);
        QString reason;
        // Names as the old schema spells them (the keys are case-folded in GoogleSQL).
        auto tableName = [&](const QString &k) { return fromTable(k) ? fromTable(k)->name : k; };
        auto columnName = [&](const QString &table, const QString &k) {
            if (const Table *t = fromTable(table))
                for (const Column &c : t->columns)
                    if (key(c.name) == k)
                        return c.name;
            return k;
        };
        for (const QString &name : names) {
            if (tableGoes(name))
                reason = tr("it reads table %1, which is dropped or recreated").arg(tableName(name));
            else if (goneViews.contains(name))
                reason = tr("it reads view %1, which is dropped or recreated").arg(m_from.views[size_t(fromViews.value(name))].name);
            else if (m_goneColumns.contains(name))
                for (const QString &column : m_goneColumns.value(name))
                    if (names.contains(column))
                        reason = tr("it reads %1.%2, which is dropped or recreated").arg(tableName(name), columnName(name, column));
            if (!reason.isEmpty())
                break;
        }
        if (it == toViews.constEnd() || !reason.isEmpty()) {
            goneViews.insert(key(fv.name));
            add(Phase::DropViews, -qint64(i), it == toViews.constEnd() ? StepKind::InPlace : StepKind::Recreate,
                QStringLiteral("view"), fv.name,
                it == toViews.constEnd() ? tr("view %1 is not in the new schema").arg(fv.name)
                                         : tr("view %1 is dropped to be created again: %2").arg(fv.name, reason),
                {alter::dropObject(u"VIEW", fv.name, m_dialect)});
        }
    }
    for (size_t i = 0; i < m_to.views.size(); ++i) {
        const View &tv = m_to.views[i];
        const auto it = fromViews.constFind(key(tv.name));
        if (it == fromViews.constEnd() || goneViews.contains(key(tv.name))) {
            add(Phase::Views, qint64(i), it == fromViews.constEnd() ? StepKind::InPlace : StepKind::Recreate,
                QStringLiteral("view"), tv.name,
                it == fromViews.constEnd() ? tr("new view %1").arg(tv.name) : tr("view %1 is created again").arg(tv.name),
                {alter::createView(tv, m_dialect, false)});
        } else if (!sameView(m_from.views[size_t(*it)], tv, m_dialect)) {
            add(Phase::Views, qint64(i), StepKind::InPlace, QStringLiteral("view"), tv.name,
                tr("view %1 changes its query").arg(tv.name), {alter::createView(tv, m_dialect, true)});
        }
    }
}

void PlanBuilder::diffChangeStreams()
{
    const QHash<QString, int> toStreams = indexByName(m_to.changeStreams, m_dialect);
    const QHash<QString, int> fromStreams = indexByName(m_from.changeStreams, m_dialect);
    for (const ChangeStream &fs : m_from.changeStreams) {
        const auto it = toStreams.constFind(key(fs.name));
        if (it == toStreams.constEnd()) {
            add(Phase::DropStreams, 0, StepKind::Destructive, QStringLiteral("change stream"), fs.name,
                tr("change stream %1 is dropped: the change records it kept are lost").arg(fs.name),
                {alter::dropObject(u"CHANGE STREAM", fs.name, m_dialect)});
            continue;
        }
        const ChangeStream &ts = m_to.changeStreams[size_t(*it)];
        // Stop watching what goes away before it goes; come to the new targets afterwards.
        ChangeStream current = fs;
        if (!fs.forAll) {
            current.targets.clear();
            for (const ChangeStream::Target &target : fs.targets) {
                const QString tk = key(target.table);
                if (tableGoes(tk) || (target.columns && anyColumnGoes(tk, *target.columns)))
                    continue;
                current.targets.push_back(target);
            }
            if (current.targets != fs.targets)
                add(Phase::NarrowStreams, 0, StepKind::InPlace, QStringLiteral("change stream"), fs.name,
                    tr("change stream %1 stops watching what is dropped or recreated").arg(fs.name),
                    {alter::setChangeStreamTargets(current, m_dialect)});
        }
        QStringList statements;
        if (current.forAll != ts.forAll || current.targets != ts.targets)
            statements << alter::setChangeStreamTargets(ts, m_dialect);
        if (fs.options != ts.options)
            statements << alter::setChangeStreamOptions(ts.name, optionChanges(fs.options, ts.options), m_dialect);
        if (!statements.isEmpty())
            add(Phase::Streams, 0, StepKind::InPlace, QStringLiteral("change stream"), ts.name,
                tr("change stream %1 changes what it watches or its options").arg(ts.name), statements);
    }
    for (const ChangeStream &ts : m_to.changeStreams)
        if (!fromStreams.contains(key(ts.name)))
            add(Phase::Streams, 0, StepKind::InPlace, QStringLiteral("change stream"), ts.name,
                tr("new change stream %1").arg(ts.name), {alter::createChangeStream(ts, m_dialect)});
}

void PlanBuilder::diffNamedSchemas()
{
    const QHash<QString, int> toSchemas = indexByName(m_to.schemas, m_dialect);
    const QHash<QString, int> fromSchemas = indexByName(m_from.schemas, m_dialect);
    for (const NamedSchema &fs : m_from.schemas)
        if (!toSchemas.contains(key(fs.name)))
            add(Phase::DropSchemas, 0, StepKind::InPlace, QStringLiteral("schema"), fs.name,
                tr("named schema %1 is dropped (it is empty by then)").arg(fs.name),
                {alter::dropObject(u"SCHEMA", fs.name, m_dialect)});
    for (const NamedSchema &ts : m_to.schemas)
        if (!fromSchemas.contains(key(ts.name)))
            add(Phase::CreateSchemas, 0, StepKind::InPlace, QStringLiteral("schema"), ts.name,
                tr("new named schema %1").arg(ts.name), {alter::createSchema(ts.name, m_dialect)});
}

} // namespace ssd::migration
