#pragma once

// The document: the whole design and the one QUndoStack every change goes through. One Schema
// (the truth), the diagram positions keyed by ObjectId, the checklist settings, hints and notes
// (keyed by ObjectId too, designsettings.h), the sample rows entered in the physical layout view
// and the application's queries. Views read them and follow the typed change signals; they
// change the document only by pushing commands (see commands.h).

#include "designsettings.h"
#include "edits/schemadelta.h"
#include "physical/samplerows.h"
#include "schema.h"
#include "schemaindex.h"

#include <QHash>
#include <QObject>
#include <QPointF>

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QUndoStack;
QT_END_NAMESPACE

namespace ssd {

using PositionMap = QHash<ObjectId, QPointF>;

// Chooses positions for tables that have none yet, without moving the placed ones.
using PlacementFunction = std::function<PositionMap(const Schema &schema, const PositionMap &placed,
                                                    const std::vector<ObjectId> &unplaced)>;

class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const Schema &schema() const { return *m_schema; }
    // The schema as it is now, for work on another thread (the checklist's lint, the converted
    // tab): shared, not copied. The document copies its schema only when it changes while a
    // snapshot is still held (copy on write), so a worker never sees a change and an edit pays
    // for a copy only when a worker is still busy with the previous revision.
    std::shared_ptr<const Schema> snapshot() const { return m_schema; }
    // The index of schema()'s objects by name and id, one per schema revision: built on first use
    // after a change and shared by every view that looks objects up (checklist, physical layout,
    // diagram), instead of one per caller. Valid until the next schemaChanged.
    const SchemaIndex &names() const;
    const PositionMap &positions() const { return m_positions; }
    QPointF position(ObjectId id) const { return m_positions.value(id); }
    bool hasPosition(ObjectId id) const { return m_positions.contains(id); }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Rows the user entered or edited in the physical layout view (empty: the view generates
    // rows from a seed). A project file saves them (ProjectData::sampleData).
    const SampleData &sampleData() const { return m_sampleData; }

    // The application's queries, as a queries file's text (queries/queryfile.h): the Queries dock
    // edits it, the checklist and the physical layout read it, a project file saves it.
    const QString &queriesText() const { return m_queriesText; }

    // The checklist settings, per-object hints and notes, keyed by object id.
    const DesignSettings &designSettings() const { return m_design; }
    // What the checklist reads (and a project file stores): the settings with the hints named as
    // the schema names their objects now, and queriesText().
    ProjectSettings projectSettings() const;

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const;
    void markSaved();

    // New / Open: replaces everything without an undo step and clears the history. Tables
    // without a position are placed with the placement function. `sourceText` is the DDL the
    // schema was read from: the editor shows it as written instead of reformatting it.
    void reset(Schema schema, PositionMap positions = {}, const QString &sourceText = {});
    QString sourceText() const { return m_sourceText; }
    // The tables the last reset() gave positions to because they had none (with the placement
    // function, which is cheap in the designer): it then refines them in a worker.
    const QList<ObjectId> &placedOnReset() const { return m_placedOnReset; }
    // Changes with every reset, schema change and move: work started on one revision (a layout
    // in a worker) checks it before applying its result, so it never lands on another design.
    quint64 revision() const { return m_revision; }

    // Positions for the given tables (and any other unplaced ones), from the placement function.
    PositionMap placeUnplaced(const Schema &schema, const PositionMap &extraPlaced = {}) const;
    void setPlacementFunction(PlacementFunction function);

    // For pushSchemaEdit only: a second copy of the schema that an edit changes in place, equal to
    // schema() whenever no edit is running (every delta is applied to both). An edit at 5,000
    // tables then no longer copies the whole schema and destroys the copy (~20 M instructions, more
    // than the rest of the edit); it pays once per reset, at the first edit. The caller compares
    // it with schema() and puts it back with the delta it found (commands.cpp).
    Schema &workingCopy();

    // Used by commands only: apply a delta or positions and emit the matching signals.
    void applyDelta(const SchemaDelta &delta, bool forward);
    void setPositions(const PositionMap &positions);
    // Used by SampleDataCommand, and when a project is loaded (after reset(), no undo step).
    void setSampleData(const SampleData &data);
    // Used by QueriesCommand, and when a project is loaded (after reset(), no undo step).
    void setQueriesText(const QString &text);
    // Used by DesignSettingsCommand, and when a project is loaded (after reset(), no undo step).
    void setDesignSettings(const DesignSettings &settings);

Q_SIGNALS:
    void schemaChanged(const ssd::SchemaChange &change);
    void positionsChanged(const QList<ssd::ObjectId> &ids);
    void documentReset();
    void sampleDataChanged();
    void queriesChanged();
    void designSettingsChanged(const ssd::DesignSettingsChange &change);
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    // Whatever changes the schema calls schemaForChange() first (copy on write, see snapshot()).
    Schema &schemaForChange();

    std::shared_ptr<Schema> m_schema; // never null
    std::unique_ptr<Schema> m_working; // see workingCopy(); null until the first edit after a reset
    mutable std::unique_ptr<const SchemaIndex> m_names; // of *m_schema; null after every change
    PositionMap m_positions;
    SampleData m_sampleData;
    QString m_queriesText;
    DesignSettings m_design;
    QUndoStack *m_undoStack;
    QString m_fileName;
    QString m_sourceText;
    PlacementFunction m_placement;
    QList<ObjectId> m_placedOnReset;
    quint64 m_revision = 0;
};

// The stand-in placement until the Graphviz auto-layout is wired in by the app: a grid in id
// order below the placed tables. Deterministic, never overlaps placed boxes' rows.
PositionMap gridPlacement(const Schema &schema, const PositionMap &placed,
                          const std::vector<ObjectId> &unplaced);

} // namespace ssd
