#pragma once

// The diagram: one TableItem per table, one EdgeItem per interleave link and foreign key. The
// scene follows the Document's change signals (items sync from the model) and turns gestures
// into commands: drags become MoveTablesCommand, dropping a table onto another interleaves it,
// the "new table" and "foreign key" tools create objects.

#include "diagrampainter.h"
#include "document.h"

#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHash>
#include <QMultiHash>
#include <QSet>

#include <functional>

namespace ssd {

class EdgeItem;
class SchemaGroupItem;
class TableItem;

class DiagramScene : public QGraphicsScene
{
    Q_OBJECT

public:
    enum class Tool { Select, CreateTable, ForeignKey };

    explicit DiagramScene(Document *document, QObject *parent = nullptr);
    ~DiagramScene() override;

    Document *document() const { return m_document; }
    const DiagramPainter &diagramPainter() const { return m_painter; }

    TableItem *tableItem(ObjectId id) const { return m_tables.value(id); }
    int tableItemCount() const { return int(m_tables.size()); }
    // The smallest zoom at which every table's whole name reads (DiagramPainter::readableScale).
    qreal readableZoom() const;
    // Every table's whole name shows at `zoom` (not always so above readableZoom(): full-detail
    // headers have less room than names-only boxes).
    bool namesWholeAt(qreal zoom) const;
    // Every edge, in schema order (each table's interleave link, then its foreign keys).
    QList<EdgeItem *> edges() const;
    int edgeCount() const { return m_edgeCount; }
    // Frames of the named schemas, by schema name.
    QHash<QString, SchemaGroupItem *> schemaGroups() const { return m_groups; }
    QList<ObjectId> selectedTableIds() const;
    void selectTables(const QList<ObjectId> &ids);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);

    // Decides what a drop of `child` onto `parent` does. `refusal` is non-empty when the
    // interleave is impossible (cycle, depth); the handler explains it. Without a handler the
    // scene interleaves with the parent's key prefixed, or reports the refusal as a status.
    using InterleaveHandler = std::function<void(ObjectId child, ObjectId parent, const QString &refusal)>;
    void setInterleaveHandler(InterleaveHandler handler) { m_interleaveHandler = std::move(handler); }
    // Pushes the interleave command (one undo step) or reports why it cannot.
    void interleave(ObjectId child, ObjectId parent, bool prefixParentKey);

    // Checklist findings per table (count + colour of the worst), shown as badges.
    void setFindings(const QHash<ObjectId, QPair<int, QColor>> &findings);

    // What the query selected in the Queries dock reads, per table: the secondary index it goes
    // through (empty: the primary key) and the columns it filters on. Those tables stay outlined,
    // with the index named on their header, until another query (or none: empty) is shown.
    struct QueryRead
    {
        QString index;
        QStringList columns;
    };
    void setQueryReads(const QHash<ObjectId, QueryRead> &reads);

    // While a key marker is dragged: the row it would land on is outlined, accepted (another
    // key column: the dragged one takes its place) or refused.
    enum class KeyDrop { None, Accepted, Refused };
    KeyDrop keyDropPreview() const { return m_keyDrop; }

    // Called by TableItem while it moves, so edges follow.
    void tableItemMoved(TableItem *item);

    // The scene rect (the views' scroll range) is set explicitly: the bounds of the tables, edges
    // and schema frames as they are now, plus this margin (DiagramView fits the same margin).
    // Qt's default rect is the union of every extent the items ever had, updated only on a later
    // event-loop pass: after the open-time placement replaced the cheap one it still held the
    // cheap layout's extent, and a fit in between was clamped by that stale scroll range. It is
    // fitted exactly whenever the document adds, removes, resizes or moves tables. Not while a table
    // is dragged: a rect changing under the mouse re-centres the view and QGraphicsView replays the
    // move, so the table would drift from the pointer; the release moves it in the document.
    static constexpr qreal kSceneMargin = 30;

Q_SIGNALS:
    void tableSelectionChanged(const QList<ssd::ObjectId> &ids);
    void statusMessage(const QString &message);
    void toolChanged(ssd::DiagramScene::Tool tool);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    // While one lives, moves do not touch the scene rect; the outermost one fits it on its end.
    struct SceneRectBatch;
    void fitSceneRect();
    // Items follow the model (diagramscenesync.cpp): rebuild() makes them all, onSchemaChanged()
    // only touches what the change names and what depends on it, with the same functions.
    void rebuild();
    void onSchemaChanged(const SchemaChange &change);
    void onPositionsChanged(const QList<ObjectId> &ids);
    TableItem *createTableItem(const Table &table);
    void deleteTableItem(TableItem *item);
    void registerTable(const Table &table);   // the name and references indexes below
    void unregisterTable(const Table &table);
    void deleteEdgesAt(TableItem *item, QSet<ObjectId> &owners);
    void syncEdgesOf(ObjectId owner);         // the owner's edges, resolved against the schema now
    void syncDecorations(const QSet<ObjectId> &ids, const QSet<QString> &countIndexesOf);
    void updateDecoration(TableItem *item, const std::function<void(TableDecoration &)> &change);
    void addToGroup(TableItem *item);
    void removeFromGroup(TableItem *item, const QString &tableName);
    void clearDropTarget();
    TableItem *tableAt(const QPointF &scenePos, const QGraphicsItem *ignore = nullptr) const;
    void createTableAt(const QPointF &scenePos);
    // Key gutter gesture (Select tool): a click on a row's key marker toggles the column's key
    // membership; a drag from one key column's marker to another's moves it to that position.
    void finishKeyGesture(const QPointF &scenePos);
    void previewKeyDrop(const QPointF &scenePos);
    void clearKeyDropPreview();
    void finishForeignKeyGesture(const QPointF &scenePos);
    bool rowsReadable() const; // the view is zoomed in enough to show columns

    Document *m_document;
    DiagramPainter m_painter;
    QHash<ObjectId, TableItem *> m_tables;
    QHash<ObjectId, QList<EdgeItem *>> m_edgesOf;     // by the table that declares them (child, referencing)
    QMultiHash<ObjectId, EdgeItem *> m_edgesByTable; // by both ends: edges follow a moving table
    int m_edgeCount = 0;
    // Which tables a name concerns, so that a table appearing, going or renamed reaches them:
    // the tables of that name, those interleaved in it, those with a foreign key to it.
    QMultiHash<QString, ObjectId> m_tablesNamed;
    QMultiHash<QString, ObjectId> m_childrenOf;
    QMultiHash<QString, ObjectId> m_referrersOf;
    QHash<QString, SchemaGroupItem *> m_groups;
    QHash<ObjectId, QPair<int, QColor>> m_findings;
    QHash<ObjectId, QueryRead> m_queryReads;
    Tool m_tool = Tool::Select;
    InterleaveHandler m_interleaveHandler;

    // Drag state
    QHash<ObjectId, QPointF> m_dragStart;
    TableItem *m_dragged = nullptr;
    TableItem *m_dropTarget = nullptr;
    TableItem *m_fkSource = nullptr;
    int m_fkSourceRow = -1;
    QGraphicsLineItem *m_fkRubberBand = nullptr;
    TableItem *m_keyItem = nullptr;
    int m_keyRow = -1;
    QGraphicsRectItem *m_keyDropIndicator = nullptr;
    KeyDrop m_keyDrop = KeyDrop::None;
    int m_keyDropRow = -1;       // the row the preview was computed for (a move is tried once per row)
    QString m_keyDropMessage;    // what the status bar says about that row
    bool m_syncing = false;
    int m_sceneRectBatch = 0;
};

} // namespace ssd
