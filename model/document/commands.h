#pragma once

// Undo commands. Every change of a Document is one of these on its QUndoStack.
//
// Structural edits are pure functions on a Schema (schemaedits.h); SchemaCommand records the
// difference they made as a SchemaDelta plus the positions of tables it created (and the
// entered sample rows when the edit remaps them), so undo and redo are exact and the history
// stays small. MoveTablesCommand moves boxes and merges
// consecutive moves of the same tables.

#include "document.h"
#include "edits/schemadelta.h"

#include <QUndoCommand>

#include <functional>
#include <optional>

namespace ssd {

// Central list of merge ids (QUndoCommand::id()).
enum CommandId {
    Cmd_MoveTables = 1,
    Cmd_ApplyDdl,
    Cmd_DesignSettings,
};

class SchemaCommand : public QUndoCommand
{
public:
    // `after` is the schema the document should hold; positions are given for new tables
    // (missing ones are placed by the document's placement function).
    SchemaCommand(Document *document, const QString &text, const Schema &after,
                  const PositionMap &newPositions = {}, int mergeId = -1);
    // The same, with the delta from the document's schema to `after` already found.
    SchemaCommand(Document *document, const QString &text, SchemaDelta delta, const Schema &after,
                  const PositionMap &newPositions = {}, int mergeId = -1);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }

    bool changesSomething() const { return !m_delta.isEmpty() || !m_newPositions.isEmpty(); }
    const SchemaDelta &delta() const { return m_delta; }

private:
    Document *m_document;
    SchemaDelta m_delta;
    PositionMap m_newPositions; // only tables that had no position before
    int m_mergeId;
    // Entered sample rows follow the edit (a renamed column keeps its values); both sets are
    // kept only when the edit changes them.
    std::optional<SampleData> m_sampleBefore;
    SampleData m_sampleAfter;
};

class MoveTablesCommand : public QUndoCommand
{
public:
    MoveTablesCommand(Document *document, const PositionMap &newPositions, const QString &text = {});

    void undo() override;
    void redo() override;
    int id() const override { return Cmd_MoveTables; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    PositionMap m_before;
    PositionMap m_after;
};

// Replaces the document's sample rows (an added, edited or deleted row, or going back to
// generated rows). The row sets are small, so both are kept whole.
class SampleDataCommand : public QUndoCommand
{
public:
    SampleDataCommand(Document *document, const QString &text, SampleData after);

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    SampleData m_before;
    SampleData m_after;
};

// Replaces the application's queries text. Consecutive edits (typing in the Queries dock, applied
// after each pause) merge into one undo step.
class QueriesCommand : public QUndoCommand
{
public:
    QueriesCommand(Document *document, QString after);

    void undo() override;
    void redo() override;
    int id() const override { return 0x5153; } // "QS"
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    QString m_before;
    QString m_after;
};

// Replaces the document's design settings (checklist settings, hints, notes: a small value, kept
// whole). Consecutive edits of one field (`mergeKey`, e.g. typing one object's note) merge into
// one undo step; an empty key never merges.
class DesignSettingsCommand : public QUndoCommand
{
public:
    DesignSettingsCommand(Document *document, const QString &text, DesignSettings after, const QString &mergeKey = {});

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey.isEmpty() ? -1 : Cmd_DesignSettings; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    DesignSettings m_before;
    DesignSettings m_after;
    QString m_mergeKey;
};

// Runs `edit` on a copy of the document's design settings and pushes one DesignSettingsCommand
// (nothing when the edit changed nothing; then false).
bool pushDesignSettingsEdit(Document *document, const QString &text, const std::function<void(DesignSettings &)> &edit,
                            const QString &mergeKey = {});
// The edits the Properties dock offers, with their undo texts. Unknown, 0 rows and an empty note
// remove the hint or note.
bool pushKeyGeneration(Document *document, ObjectId column, KeyGeneration generation);
bool pushExpectedRowsPerParent(Document *document, ObjectId table, qint64 rows);
bool pushObjectNote(Document *document, ObjectId object, const QString &note);

// The outcome of a user action: empty error = done (one command pushed, or nothing to do).
struct EditResult
{
    QString error;
    ObjectId created = 0; // the new table/column/index id for "add" actions
    bool ok() const { return error.isEmpty(); }
};

// Runs `edit` on a copy of the document's schema (its working copy, document.h); on success pushes one SchemaCommand with
// `text` (nothing when the edit changed nothing). The document is untouched on error.
EditResult pushSchemaEdit(Document *document, const QString &text,
                          const std::function<QString(Schema &schema, ObjectId &created)> &edit,
                          const PositionMap &newPositions = {});

// Applies a schema parsed from DDL text as one undo step ("replace schema snapshot"): ids are
// reconciled by name first so that positions and selection survive. Returns false when the
// parsed schema equals the current one (nothing pushed).
bool pushReplaceSchema(Document *document, Schema parsed, const QString &text);

// pushReplaceSchema in two halves, so that the costly one runs on a pool thread (at 5,000 tables
// reconciling the ids and comparing the schemas takes ~15 ms): prepareReplaceSchema works on a
// snapshot of the document (Document::snapshot()) and its revision; pushPreparedSchema, on the
// GUI thread, pushes the prepared step, or prepares it again there if the document has changed
// since that revision. The result is the same as pushReplaceSchema's either way.
struct PreparedSchema
{
    Schema schema;      // the parsed schema with its namesakes' ids
    SchemaDelta delta;  // from the snapshot to `schema`
    quint64 revision = 0; // the document revision the snapshot was
};
// currentNames: the caller's index of `current`, if it has one (Document::names(), GUI thread only).
PreparedSchema prepareReplaceSchema(const Schema &current, quint64 revision, Schema parsed,
                                    const SchemaIndex *currentNames = nullptr);
bool pushPreparedSchema(Document *document, PreparedSchema prepared, const QString &text);

// Re-lays out everything (or the given positions) as one undo step.
void pushMoveTables(Document *document, const PositionMap &positions, const QString &text);

} // namespace ssd
