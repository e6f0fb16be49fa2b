#include "diagramscene.h"

#include "commands.h"
#include "edgeitem.h"
#include "edits/schemaedits.h"
#include "schemagroupitem.h"
#include "tableitem.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>

namespace ssd {

DiagramScene::DiagramScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    setItemIndexMethod(BspTreeIndex);
    connect(document, &Document::schemaChanged, this, &DiagramScene::onSchemaChanged);
    connect(document, &Document::positionsChanged, this, &DiagramScene::onPositionsChanged);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_syncing)
            Q_EMIT tableSelectionChanged(selectedTableIds());
    });
    rebuild();
}

DiagramScene::~DiagramScene()
{
    // QGraphicsScene's destructor deletes the items and may announce selection changes while
    // our members are already gone: stop listening and delete them ourselves first.
    disconnect(this, &QGraphicsScene::selectionChanged, this, nullptr);
    m_syncing = true;
    m_edgesOf.clear();
    m_edgesByTable.clear();
    m_groups.clear();
    m_tables.clear();
    m_fkRubberBand = nullptr;
    m_keyDropIndicator = nullptr;
    clear();
}

QList<ObjectId> DiagramScene::selectedTableIds() const
{
    QList<ObjectId> ids;
    // Schema order, not selection order, so results are stable.
    for (const Table &t : m_document->schema().tables)
        if (TableItem *item = m_tables.value(t.id); item && item->isSelected())
            ids.append(t.id);
    return ids;
}

void DiagramScene::selectTables(const QList<ObjectId> &ids)
{
    if (selectedTableIds() == ids)
        return;
    m_syncing = true;
    clearSelection();
    for (ObjectId id : ids)
        if (TableItem *item = m_tables.value(id))
            item->setSelected(true);
    m_syncing = false;
    Q_EMIT tableSelectionChanged(selectedTableIds());
}

void DiagramScene::setTool(Tool tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    Q_EMIT toolChanged(tool);
}

qreal DiagramScene::readableZoom() const
{
    qreal zoom = 0;
    for (const TableItem *item : m_tables)
        zoom = std::max(zoom, m_painter.readableScale(item->box(), item->table(), item->decoration()));
    return zoom;
}

bool DiagramScene::namesWholeAt(qreal zoom) const
{
    for (const TableItem *item : m_tables)
        if (!m_painter.nameWholeAt(item->box(), item->table(), item->decoration(), zoom))
            return false;
    return true;
}

bool DiagramScene::rowsReadable() const
{
    // TableItem draws the columns from this scale up (names only below).
    return views().isEmpty() || m_painter.detailLevelAt(views().front()->transform().m11()) == DetailLevel::Full;
}

TableItem *DiagramScene::tableAt(const QPointF &scenePos, const QGraphicsItem *ignore) const
{
    for (QGraphicsItem *item : items(scenePos)) {
        if (item != ignore && item->type() == TableItem::Type)
            return static_cast<TableItem *>(item);
    }
    return nullptr;
}

void DiagramScene::clearDropTarget()
{
    if (m_dropTarget)
        m_dropTarget->setDropState(false, false);
    m_dropTarget = nullptr;
}

void DiagramScene::createTableAt(const QPointF &scenePos)
{
    const QString name = edits::uniqueName(m_document->schema(), QStringLiteral("Table"));
    const ObjectId nextId = m_document->schema().lastId + 1; // addTable takes the next id
    const EditResult result = pushSchemaEdit(m_document, tr("Create table %1").arg(name),
                                             [&name](Schema &s, ObjectId &created) {
                                                 return edits::addTable(s, name, created);
                                             },
                                             {{nextId, scenePos}});
    if (!result.ok()) {
        Q_EMIT statusMessage(result.error);
        return;
    }
    selectTables({result.created});
}

void DiagramScene::interleave(ObjectId child, ObjectId parent, bool prefixParentKey)
{
    const Table *c = edits::tableById(m_document->schema(), child);
    const Table *p = edits::tableById(m_document->schema(), parent);
    if (!c || !p)
        return;
    // Copies: the edit replaces the tables c and p point into.
    const QString childName = c->name, parentName = p->name;
    const EditResult result = pushSchemaEdit(
        m_document, tr("Interleave %1 in %2").arg(childName, parentName),
        [=](Schema &s, ObjectId &) { return edits::interleaveTable(s, child, parent, OnDelete::Cascade, prefixParentKey); });
    Q_EMIT statusMessage(result.ok() ? tr("%1 is now interleaved in %2.").arg(childName, parentName) : result.error);
}

void DiagramScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    if (m_tool == Tool::CreateTable) {
        createTableAt(event->scenePos());
        setTool(Tool::Select);
        event->accept();
        return;
    }
    if (m_tool == Tool::ForeignKey) {
        // From a column row: the foreign key uses that column; from elsewhere in the box: the
        // referenced table's key, with same-named columns.
        m_fkSource = tableAt(event->scenePos());
        m_fkSourceRow = m_fkSource && rowsReadable()
                            ? m_painter.rowAt(m_fkSource->box(), m_fkSource->table(), event->scenePos()) : -1;
        if (m_fkSource) {
            const QPointF start = m_fkSourceRow >= 0
                                      ? m_painter.columnRect(m_fkSource->box(), m_fkSourceRow).center()
                                      : m_fkSource->box().center();
            m_fkRubberBand = addLine(QLineF(start, event->scenePos()),
                                     QPen(m_painter.style().foreignKeyEdge, 1.4, Qt::DashLine));
            m_fkRubberBand->setZValue(10);
        }
        event->accept();
        return;
    }
    if (TableItem *item = tableAt(event->scenePos()); item && rowsReadable()) {
        const int row = m_painter.rowAt(item->box(), item->table(), event->scenePos());
        if (row >= 0 && m_painter.keyMarkerRect(item->box(), row).contains(event->scenePos())) {
            m_keyItem = item;
            m_keyRow = row;
            selectTables({item->tableId()});
            event->accept();
            return;
        }
    }
    QGraphicsScene::mousePressEvent(event);
    m_dragStart.clear();
    m_dragged = nullptr;
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == TableItem::Type)
            m_dragStart.insert(static_cast<TableItem *>(item)->tableId(), item->pos());
    TableItem *pressed = tableAt(event->scenePos());
    if (pressed && m_dragStart.size() == 1 && m_dragStart.contains(pressed->tableId()))
        m_dragged = pressed; // a single table: dropping it onto another interleaves it
}

void DiagramScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_fkRubberBand) {
        m_fkRubberBand->setLine(QLineF(m_fkRubberBand->line().p1(), event->scenePos()));
        return;
    }
    if (m_keyItem) {
        previewKeyDrop(event->scenePos()); // key gesture: the table does not move
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
    if (m_tool != Tool::Select || !m_dragged || !(event->buttons() & Qt::LeftButton))
        return;
    TableItem *target = tableAt(event->scenePos(), m_dragged);
    if (target != m_dropTarget)
        clearDropTarget();
    if (target) {
        const bool refused = !edits::checkInterleave(m_document->schema(), m_dragged->tableId(), target->tableId()).isEmpty();
        target->setDropState(true, refused);
        m_dropTarget = target;
    }
}

void DiagramScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool == Tool::ForeignKey) {
        finishForeignKeyGesture(event->scenePos());
        event->accept();
        return;
    }
    if (m_keyItem) {
        finishKeyGesture(event->scenePos());
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    TableItem *target = m_dropTarget;
    TableItem *dragged = m_dragged;
    clearDropTarget();
    m_dragged = nullptr;
    if (event->button() != Qt::LeftButton || m_dragStart.isEmpty())
        return;
    const QHash<ObjectId, QPointF> start = std::exchange(m_dragStart, {});
    if (target && dragged) {
        // Dropped onto another table: this is an interleave gesture, not a move.
        dragged->setPos(start.value(dragged->tableId()));
        const ObjectId child = dragged->tableId(), parent = target->tableId();
        const QString refusal = edits::checkInterleave(m_document->schema(), child, parent);
        if (m_interleaveHandler)
            m_interleaveHandler(child, parent, refusal);
        else if (!refusal.isEmpty())
            Q_EMIT statusMessage(refusal);
        else
            interleave(child, parent, true);
        return;
    }
    PositionMap moved;
    for (auto it = start.begin(); it != start.end(); ++it)
        if (TableItem *item = m_tables.value(it.key()); item && item->pos() != it.value())
            moved.insert(it.key(), item->pos());
    if (!moved.isEmpty())
        pushMoveTables(m_document, moved, {});
}

void DiagramScene::finishForeignKeyGesture(const QPointF &scenePos)
{
    delete std::exchange(m_fkRubberBand, nullptr);
    TableItem *source = std::exchange(m_fkSource, nullptr);
    const int sourceRow = std::exchange(m_fkSourceRow, -1);
    setTool(Tool::Select);
    TableItem *target = tableAt(scenePos);
    if (!source || !target)
        return;
    const Table &from = source->table();
    const Table &to = target->table();
    const int targetRow = rowsReadable() ? m_painter.rowAt(target->box(), to, scenePos) : -1;
    QStringList columns, referenced;
    if (sourceRow >= 0) {
        columns << from.columns[size_t(sourceRow)].name;
        if (targetRow >= 0)
            referenced << to.columns[size_t(targetRow)].name;
        else if (to.primaryKey.size() == 1)
            referenced << to.primaryKey.front().column; // dropped on the box: its one key column
        else
            columns.clear(); // the whole key, by same-named columns
    }
    const ObjectId fromId = source->tableId(), toId = target->tableId();
    const QString text = columns.isEmpty()
                             ? tr("Add foreign key %1 -> %2").arg(from.name, to.name)
                             : tr("Add foreign key %1.%2 -> %3.%4").arg(from.name, columns.front(), to.name, referenced.front());
    const EditResult result = pushSchemaEdit(m_document, text, [=](Schema &s, ObjectId &created) {
        return edits::addForeignKey(s, fromId, toId, columns, referenced, {}, created);
    });
    Q_EMIT statusMessage(result.ok() ? tr("Foreign key added.") : result.error);
}

namespace {
// The key position the column of row `fromRow` takes when its marker is dropped on row
// `toRow`: that row's key position; -1 unless both rows are key columns.
int keyReorderPosition(const Table &table, int fromRow, int toRow)
{
    if (fromRow < 0 || toRow < 0 || size_t(fromRow) >= table.columns.size() || size_t(toRow) >= table.columns.size()
        || !table.isKeyColumn(table.columns[size_t(fromRow)].name))
        return -1;
    const QString &targetName = table.columns[size_t(toRow)].name;
    for (size_t i = 0; i < table.primaryKey.size(); ++i)
        if (table.primaryKey[i].column == targetName)
            return int(i);
    return -1;
}
} // namespace

void DiagramScene::previewKeyDrop(const QPointF &scenePos)
{
    const Table &table = m_keyItem->table();
    const int toRow = m_painter.rowAt(m_keyItem->box(), table, scenePos);
    if (toRow < 0 || toRow == m_keyRow) {
        clearKeyDropPreview();
        return;
    }
    if (toRow == m_keyDropRow)
        return; // same row as the last move: same answer
    const int position = keyReorderPosition(table, m_keyRow, toRow);
    const QString &dragged = table.columns[size_t(m_keyRow)].name;
    QString message = tr("Drag a key column's marker onto another key column to reorder the key.");
    KeyDrop drop = KeyDrop::Refused;
    if (position >= 0) {
        // Tried on a copy, so that a move Spanner's interleave rule forbids shows red with the
        // reason before the drop, not only after it.
        Schema trial = m_document->schema();
        const QString refusal = edits::moveKeyPart(trial, m_keyItem->tableId(), table.columns[size_t(m_keyRow)].id, position);
        drop = refusal.isEmpty() ? KeyDrop::Accepted : KeyDrop::Refused;
        message = refusal.isEmpty() ? tr("Release to make %1 key column %2.").arg(dragged).arg(position + 1) : refusal;
    }
    if (!m_keyDropIndicator) {
        m_keyDropIndicator = addRect(QRectF());
        m_keyDropIndicator->setZValue(10); // above the table boxes
    }
    const QColor colour = drop == KeyDrop::Accepted ? m_painter.style().interleaveEdge : QColor(Qt::red);
    QColor fill = colour;
    fill.setAlpha(40);
    m_keyDropIndicator->setPen(QPen(colour, 2, drop == KeyDrop::Accepted ? Qt::SolidLine : Qt::DashLine));
    m_keyDropIndicator->setBrush(fill);
    m_keyDropIndicator->setRect(m_painter.columnRect(m_keyItem->box(), toRow).adjusted(1, 0, -1, 0));
    if (message != m_keyDropMessage)
        Q_EMIT statusMessage(message);
    m_keyDrop = drop;
    m_keyDropRow = toRow;
    m_keyDropMessage = message;
}

void DiagramScene::clearKeyDropPreview()
{
    delete std::exchange(m_keyDropIndicator, nullptr);
    m_keyDrop = KeyDrop::None;
    m_keyDropRow = -1;
    m_keyDropMessage.clear();
}

void DiagramScene::finishKeyGesture(const QPointF &scenePos)
{
    clearKeyDropPreview();
    TableItem *item = std::exchange(m_keyItem, nullptr);
    const int fromRow = std::exchange(m_keyRow, -1);
    if (!item || fromRow < 0 || fromRow >= int(item->table().columns.size()))
        return;
    const Table &table = item->table();
    const Column &column = table.columns[size_t(fromRow)];
    const ObjectId tableId = item->tableId(), columnId = column.id;
    const int toRow = m_painter.rowAt(item->box(), table, scenePos);
    EditResult result;
    if (toRow == fromRow) {
        const bool inKey = table.isKeyColumn(column.name);
        result = pushSchemaEdit(m_document,
                                inKey ? tr("Remove %1 from the key").arg(column.name) : tr("Add %1 to the key").arg(column.name),
                                [=](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, tableId, columnId); });
    } else if (toRow >= 0) {
        // Dropped on another row: take that row's place in the key.
        const int position = keyReorderPosition(table, fromRow, toRow);
        if (position < 0) {
            Q_EMIT statusMessage(tr("Drag a key column's marker onto another key column to reorder the key."));
            return;
        }
        result = pushSchemaEdit(m_document, tr("Reorder the key of %1").arg(table.name),
                                [=](Schema &s, ObjectId &) { return edits::moveKeyPart(s, tableId, columnId, position); });
    }
    if (!result.ok())
        Q_EMIT statusMessage(result.error);
}

void DiagramScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, m_painter.style().background);
}

} // namespace ssd
