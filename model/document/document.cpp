#include "document.h"

#include <QSet>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace ssd {

Document::Document(QObject *parent)
    : QObject(parent)
    , m_schema(std::make_shared<Schema>())
    , m_undoStack(new QUndoStack(this))
    , m_placement(gridPlacement)
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    // QUndoStack's destructor clears the stack and emits undoTextChanged & co.; the listeners
    // (actions of a window being destroyed, which owns this document) may be half gone by then.
    m_undoStack->blockSignals(true);
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

bool Document::isModified() const { return !m_undoStack->isClean(); }
void Document::markSaved() { m_undoStack->setClean(); }

void Document::reset(Schema schema, PositionMap positions, const QString &sourceText)
{
    m_undoStack->clear();
    m_sourceText = sourceText;
    m_schema = std::make_shared<Schema>(std::move(schema));
    m_working.reset();
    m_names.reset();
    m_positions = std::move(positions);
    m_sampleData = {}; // rows belong to the schema they were entered for
    if (!m_queriesText.isEmpty()) {
        m_queriesText.clear(); // so are queries; a project puts its own back after reset
        Q_EMIT queriesChanged();
    }
    setDesignSettings({}); // so are hints and notes: a project puts its own back after reset
    const PositionMap placed = placeUnplaced(*m_schema);
    for (auto it = placed.begin(); it != placed.end(); ++it)
        m_positions.insert(it.key(), it.value());
    m_placedOnReset = placed.keys();
    ++m_revision;
    m_undoStack->setClean();
    Q_EMIT documentReset();
    SchemaChange all;
    all.everything = true;
    Q_EMIT schemaChanged(all);
}

const SchemaIndex &Document::names() const
{
    if (!m_names)
        m_names = std::make_unique<const SchemaIndex>(*m_schema);
    return *m_names;
}

void Document::setQueriesText(const QString &text)
{
    if (text == m_queriesText)
        return;
    m_queriesText = text;
    Q_EMIT queriesChanged();
}

ProjectSettings Document::projectSettings() const
{
    ProjectSettings settings = checklistSettings(*m_schema, m_design);
    settings.queriesText = m_queriesText;
    return settings;
}

void Document::setDesignSettings(const DesignSettings &settings)
{
    const DesignSettingsChange change = DesignSettingsChange::between(m_design, settings);
    if (change.isEmpty() && settings == m_design)
        return;
    m_design = settings;
    Q_EMIT designSettingsChanged(change);
}

void Document::setSampleData(const SampleData &data)
{
    if (data == m_sampleData)
        return;
    m_sampleData = data;
    Q_EMIT sampleDataChanged();
}

PositionMap Document::placeUnplaced(const Schema &schema, const PositionMap &extraPlaced) const
{
    // Every edit asks: the map of placed tables is built only when some table has no place.
    std::vector<ObjectId> unplaced;
    for (const Table &table : schema.tables)
        if (!extraPlaced.contains(table.id) && !m_positions.contains(table.id))
            unplaced.push_back(table.id);
    if (unplaced.empty())
        return {};
    PositionMap placed;
    for (const Table &table : schema.tables) {
        if (extraPlaced.contains(table.id))
            placed.insert(table.id, extraPlaced.value(table.id));
        else if (m_positions.contains(table.id))
            placed.insert(table.id, m_positions.value(table.id));
    }
    return m_placement ? m_placement(schema, placed, unplaced) : gridPlacement(schema, placed, unplaced);
}

void Document::setPlacementFunction(PlacementFunction function) { m_placement = std::move(function); }

Schema &Document::schemaForChange()
{
    // use_count() is exact enough here: only this (GUI) thread hands out snapshots, so a count of
    // one means nobody else holds it; a worker letting go at this moment only costs a copy.
    if (m_schema.use_count() > 1)
        m_schema = std::make_shared<Schema>(*m_schema);
    return *m_schema;
}

Schema &Document::workingCopy()
{
    if (!m_working)
        m_working = std::make_unique<Schema>(*m_schema);
    return *m_working;
}

void Document::applyDelta(const SchemaDelta &delta, bool forward)
{
    // Both copies before the signal: a view may push the next edit from its slot.
    for (Schema *schema : {&schemaForChange(), m_working.get()}) {
        if (!schema)
            continue;
        if (forward)
            delta.applyForward(*schema);
        else
            delta.applyBackward(*schema);
    }
    m_names.reset();
    ++m_revision;
    Q_EMIT schemaChanged(delta.change(forward));
}

void Document::setPositions(const PositionMap &positions)
{
    QList<ObjectId> ids;
    for (auto it = positions.begin(); it != positions.end(); ++it) {
        m_positions.insert(it.key(), it.value());
        ids.append(it.key());
    }
    if (ids.isEmpty())
        return;
    ++m_revision;
    Q_EMIT positionsChanged(ids);
}

PositionMap gridPlacement(const Schema &schema, const PositionMap &placed,
                          const std::vector<ObjectId> &unplaced)
{
    // Start one row below everything already placed so new tables never cover manual work.
    constexpr qreal cellWidth = 380, cellHeight = 300; // roomy: sizes are unknown here
    qreal top = 0;
    for (auto it = placed.begin(); it != placed.end(); ++it)
        top = std::max(top, it.value().y() + cellHeight);
    const int perRow = std::max(1, int(std::ceil(std::sqrt(double(unplaced.size())))));
    const QSet<ObjectId> wanted(unplaced.begin(), unplaced.end());
    PositionMap result;
    int i = 0;
    for (const Table &table : schema.tables) {
        if (!wanted.contains(table.id))
            continue;
        result.insert(table.id, QPointF((i % perRow) * cellWidth, top + (i / perRow) * cellHeight));
        ++i;
    }
    return result;
}

} // namespace ssd
