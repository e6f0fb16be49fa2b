#include "commands.h"

#include "physical/sampleedits.h"

#include "edits/idreconcile.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace ssd {

SchemaCommand::SchemaCommand(Document *document, const QString &text, const Schema &after,
                             const PositionMap &newPositions, int mergeId)
    : QUndoCommand(text)
    , m_document(document)
    , m_delta(SchemaDelta::between(document->schema(), after))
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
    Schema copy = document->schema();
    EditResult result;
    result.error = edit(copy, result.created);
    if (!result.ok())
        return result;
    auto *command = new SchemaCommand(document, text, copy, newPositions);
    if (!command->changesSomething()) {
        delete command;
        return result;
    }
    document->undoStack()->push(command);
    return result;
}

bool pushReplaceSchema(Document *document, Schema parsed, const QString &text)
{
    reconcileIds(document->schema(), parsed);
    if (parsed == document->schema())
        return false;
    document->undoStack()->push(new SchemaCommand(document, text, parsed, {}, Cmd_ApplyDdl));
    return true;
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
