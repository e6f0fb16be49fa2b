#include "commands.h"

#include "physical/sampleedits.h"

#include "edits/idreconcile.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QUndoStack>

namespace ssd {

SchemaCommand::SchemaCommand(Document *document, const QString &text, const Schema &after,
                             const PositionMap &newPositions, int mergeId)
    : SchemaCommand(document, text, SchemaDelta::between(document->schema(), after), after, newPositions, mergeId)
{
}

SchemaCommand::SchemaCommand(Document *document, const QString &text, SchemaDelta delta, const Schema &after,
                             const PositionMap &newPositions, int mergeId)
    : QUndoCommand(text)
    , m_document(document)
    , m_delta(std::move(delta))
    , m_mergeId(mergeId)
{
    // Remember positions only for tables that have none: undo keeps them harmlessly (the id is
    // never reused), and redo after undo restores the same place.
    PositionMap given;
    for (auto it = newPositions.begin(); it != newPositions.end(); ++it)
        if (!document->hasPosition(it.key()))
            given.insert(it.key(), it.value());
    m_newPositions = given;
    const PositionMap placed = document->placeUnplaced(after, given);
    for (auto it = placed.begin(); it != placed.end(); ++it)
        m_newPositions.insert(it.key(), it.value());
    if (!document->sampleData().rows.empty()) {
        SampleData remapped = remapSampleRows(document->schema(), after, document->sampleData());
        if (!(remapped == document->sampleData())) {
            m_sampleBefore = document->sampleData();
            m_sampleAfter = std::move(remapped);
        }
    }
}

void SchemaCommand::redo()
{
    // Positions first so views creating items for new tables find them.
    m_document->setPositions(m_newPositions);
    m_document->applyDelta(m_delta, true);
    if (m_sampleBefore)
        m_document->setSampleData(m_sampleAfter);
}

void SchemaCommand::undo()
{
    m_document->applyDelta(m_delta, false);
    if (m_sampleBefore)
        m_document->setSampleData(*m_sampleBefore);
}

MoveTablesCommand::MoveTablesCommand(Document *document, const PositionMap &newPositions,
                                     const QString &text)
    : QUndoCommand(text.isEmpty() ? QCoreApplication::translate("UndoCommands", "Move %n table(s)",
                                                                nullptr, int(newPositions.size()))
                                  : text)
    , m_document(document)
    , m_after(newPositions)
{
    for (auto it = newPositions.begin(); it != newPositions.end(); ++it)
        m_before.insert(it.key(), document->position(it.key()));
}

void MoveTablesCommand::redo() { m_document->setPositions(m_after); }
void MoveTablesCommand::undo() { m_document->setPositions(m_before); }

SampleDataCommand::SampleDataCommand(Document *document, const QString &text, SampleData after)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->sampleData())
    , m_after(std::move(after))
{
}

void SampleDataCommand::redo() { m_document->setSampleData(m_after); }
void SampleDataCommand::undo() { m_document->setSampleData(m_before); }

QueriesCommand::QueriesCommand(Document *document, QString after)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Edit queries"))
    , m_document(document)
    , m_before(document->queriesText())
    , m_after(std::move(after))
{
}

void QueriesCommand::redo() { m_document->setQueriesText(m_after); }
void QueriesCommand::undo() { m_document->setQueriesText(m_before); }

bool QueriesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const QueriesCommand *>(other);
    if (edit->m_document != m_document)
        return false;
    m_after = edit->m_after;
    return true;
}

DesignSettingsCommand::DesignSettingsCommand(Document *document, const QString &text, DesignSettings after,
                                             const QString &mergeKey)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->designSettings())
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{
}

void DesignSettingsCommand::redo() { m_document->setDesignSettings(m_after); }
void DesignSettingsCommand::undo() { m_document->setDesignSettings(m_before); }

bool DesignSettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const DesignSettingsCommand *>(other);
    if (edit->m_document != m_document || edit->m_mergeKey != m_mergeKey)
        return false;
    m_after = edit->m_after;
    setObsolete(m_before == m_after); // typed and typed back: no step left
    return true;
}

bool pushDesignSettingsEdit(Document *document, const QString &text, const std::function<void(DesignSettings &)> &edit,
                            const QString &mergeKey)
{
    DesignSettings after = document->designSettings();
    edit(after);
    if (after == document->designSettings())
        return false;
    document->undoStack()->push(new DesignSettingsCommand(document, text, std::move(after), mergeKey));
    return true;
}

namespace {
// "Singers" or "Singers.SingerId" for an undo text; the id when the object has no name here.
QString objectLabel(const Schema &schema, ObjectId id)
{
    for (const Table &t : schema.tables) {
        if (t.id == id)
            return t.name;
        for (const Column &c : t.columns)
            if (c.id == id)
                return t.name + u'.' + c.name;
    }
    return QString::number(id);
}
} // namespace

bool pushKeyGeneration(Document *document, ObjectId column, KeyGeneration generation)
{
    return pushDesignSettingsEdit(
        document,
        QCoreApplication::translate("UndoCommands", "Set key generation of %1").arg(objectLabel(document->schema(), column)),
        [&](DesignSettings &s) {
            if (generation == KeyGeneration::Unknown)
                s.keyGeneration.remove(column);
            else
                s.keyGeneration.insert(column, generation);
        });
}

bool pushExpectedRowsPerParent(Document *document, ObjectId table, qint64 rows)
{
    return pushDesignSettingsEdit(
        document,
        QCoreApplication::translate("UndoCommands", "Set expected rows per parent of %1").arg(objectLabel(document->schema(), table)),
        [&](DesignSettings &s) {
            if (rows <= 0)
                s.expectedRowsPerParent.remove(table);
            else
                s.expectedRowsPerParent.insert(table, rows);
        },
        QStringLiteral("rows:%1").arg(table));
}

bool pushObjectNote(Document *document, ObjectId object, const QString &note)
{
    return pushDesignSettingsEdit(
        document, QCoreApplication::translate("UndoCommands", "Edit note of %1").arg(objectLabel(document->schema(), object)),
        [&](DesignSettings &s) {
            if (note.isEmpty())
                s.objectNotes.remove(object);
            else
                s.objectNotes.insert(object, note);
        },
        QStringLiteral("note:%1").arg(object));
}

bool MoveTablesCommand::mergeWith(const QUndoCommand *other)
{
    // Consecutive moves of the same set of tables (arrow-key nudges, repeated drags) are one step.
    const auto *move = static_cast<const MoveTablesCommand *>(other);
    if (move->m_document != m_document || move->m_after.size() != m_after.size())
        return false;
    for (auto it = move->m_after.begin(); it != move->m_after.end(); ++it)
        if (!m_after.contains(it.key()))
            return false;
    for (auto it = move->m_after.begin(); it != move->m_after.end(); ++it)
        m_after.insert(it.key(), it.value());
    setObsolete(m_before == m_after);
    return true;
}

EditResult pushSchemaEdit(Document *document, const QString &text,
                          const std::function<QString(Schema &, ObjectId &)> &edit,
                          const PositionMap &newPositions)
{
    // The edit changes the document's working copy in place, and the delta says what it changed
    // (found by comparing, so any edit works). The working copy is then put back with that delta:
    // it equals the schema again before the command's redo changes both.
    Schema &work = document->workingCopy();
    EditResult result;
    result.error = edit(work, result.created);
    SchemaDelta delta = SchemaDelta::between(document->schema(), work);
    if (!result.ok()) {
        delta.applyBackward(work); // the document is untouched on error, half-done edits included
        return result;
    }
    auto command = std::make_unique<SchemaCommand>(document, text, std::move(delta), work, newPositions);
    command->delta().applyBackward(work);
    if (command->changesSomething())
        document->undoStack()->push(command.release());
    return result;
}

bool pushReplaceSchema(Document *document, Schema parsed, const QString &text)
{
    return pushPreparedSchema(document,
                              prepareReplaceSchema(document->schema(), document->revision(), std::move(parsed), &document->names()), text);
}

PreparedSchema prepareReplaceSchema(const Schema &current, quint64 revision, Schema parsed, const SchemaIndex *currentNames)
{
    reconcileIds(current, parsed, currentNames);
    // The delta is the comparison: no second pass over the schema with operator== first.
    SchemaDelta delta = SchemaDelta::between(current, parsed);
    return {std::move(parsed), std::move(delta), revision};
}

bool pushPreparedSchema(Document *document, PreparedSchema prepared, const QString &text)
{
    if (prepared.revision != document->revision())
        return pushReplaceSchema(document, std::move(prepared.schema), text);
    auto command = std::make_unique<SchemaCommand>(document, text, std::move(prepared.delta), prepared.schema, PositionMap{}, Cmd_ApplyDdl);
    const bool pushed = command->changesSomething();
    if (pushed)
        document->undoStack()->push(command.release());
    // Freeing the parsed schema is the biggest part left (~3 ms at 5,000 tables): a pool
    // thread does it.
    QThreadPool::globalInstance()->start([parsed = std::make_shared<Schema>(std::move(prepared.schema))]() mutable { parsed.reset(); });
    return pushed;
}

void pushMoveTables(Document *document, const PositionMap &positions, const QString &text)
{
    PositionMap changed;
    for (auto it = positions.begin(); it != positions.end(); ++it)
        if (!document->hasPosition(it.key()) || document->position(it.key()) != it.value())
            changed.insert(it.key(), it.value());
    if (changed.isEmpty())
        return;
    document->undoStack()->push(new MoveTablesCommand(document, changed, text));
}

} // namespace ssd
