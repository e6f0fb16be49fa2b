// DiagramScene: the items following the model. rebuild() makes every item; onSchemaChanged()
// touches only what a SchemaChange names and what depends on it, through the same functions, so
// that an edit of one table costs one table's work also at 5,000 tables (issue 16) and the
// result is what a rebuild gives (tests/designer/tst_sceneincremental.cpp checks that):
//  - a table's edges depend on its own interleave and foreign keys and on which table each
//    referenced name resolves to: a table added, removed or renamed re-resolves the tables that
//    name it (m_childrenOf, m_referrersOf);
//  - an edge's geometry follows both boxes: a changed table (its size may differ) re-routes the
//    edges at it, as a move does;
//  - a table's interleave depth depends on the chain above it: a change of a name or an
//    interleave re-colours everything interleaved below that name;
//  - the index badge counts the indexes naming the table: recounted for the names the change's
//    indexTables lists and for new names;
//  - a schema frame is the bounds of its members: it follows members coming, going, growing.

#include "diagramscene.h"

#include "edgeitem.h"
#include "interleavechain.h"
#include "schemagroupitem.h"
#include "tableitem.h"

namespace ssd {

namespace {
// What the scene sets of a decoration (the drop state and selection are the item's own).
bool sameDecoration(const TableDecoration &a, const TableDecoration &b)
{
    return a.depth == b.depth && a.indexCount == b.indexCount && a.findingCount == b.findingCount
           && a.findingColor == b.findingColor && a.queried == b.queried && a.queryIndex == b.queryIndex
           && a.queryColumns == b.queryColumns;
}
} // namespace

struct DiagramScene::SceneRectBatch
{
    explicit SceneRectBatch(DiagramScene *batched)
        : scene(batched)
    {
        ++scene->m_sceneRectBatch;
    }
    ~SceneRectBatch()
    {
        if (--scene->m_sceneRectBatch == 0)
            scene->fitSceneRect();
    }
    SceneRectBatch(const SceneRectBatch &) = delete;
    SceneRectBatch &operator=(const SceneRectBatch &) = delete;
    DiagramScene *scene;
};

void DiagramScene::fitSceneRect()
{
    // The scene's own lists, not itemsBoundingRect(): that sorts every item, and this runs on
    // every move at 5,000 tables.
    QRectF extent;
    for (const TableItem *item : std::as_const(m_tables))
        extent |= item->sceneBoundingRect();
    for (const QList<EdgeItem *> &edges : std::as_const(m_edgesOf))
        for (const EdgeItem *edge : edges)
            extent |= edge->sceneBoundingRect();
    for (const SchemaGroupItem *group : std::as_const(m_groups))
        extent |= group->sceneBoundingRect();
    // No table: a null rect gives the scene back Qt's own (empty) one.
    setSceneRect(extent.isNull() ? QRectF() : extent.adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
}

void DiagramScene::rebuild()
{
    const SceneRectBatch batch(this);
    const QList<ObjectId> selected = selectedTableIds();
    m_edgesOf.clear();
    m_edgesByTable.clear();
    m_edgeCount = 0;
    m_tablesNamed.clear();
    m_childrenOf.clear();
    m_referrersOf.clear();
    m_groups.clear();
    m_tables.clear();
    m_dragged = m_dropTarget = m_fkSource = m_keyItem = nullptr;
    m_fkRubberBand = nullptr;
    m_keyDropIndicator = nullptr;
    m_keyDrop = KeyDrop::None;
    clear();
    const Schema &schema = m_document->schema();
    QSet<ObjectId> all;
    QSet<QString> names;
    for (const Table &table : schema.tables) {
        if (m_tables.contains(table.id))
            continue; // a second table with one id: the first is the one shown (as tableById)
        createTableItem(table);
        all.insert(table.id);
        names.insert(table.name);
    }
    for (ObjectId id : std::as_const(all))
        syncEdgesOf(id);
    syncDecorations(all, names);
    selectTables(selected);
}

void DiagramScene::onSchemaChanged(const SchemaChange &change)
{
    if (change.everything) {
        rebuild();
        return;
    }
    const SceneRectBatch batch(this);
    const SchemaIndex &schemaNames = m_document->names();
    QSet<QString> repointed;      // names that may resolve to another table (or none) now
    QSet<QString> depthRoots;     // names below which interleave depths may differ now
    QSet<QString> countIndexesOf; // names whose index badge is recounted
    QSet<ObjectId> owners;        // tables whose edges are resolved again
    QSet<ObjectId> decorate;      // tables whose depth and index count are recomputed
    QList<TableItem *> changed;

    for (ObjectId id : change.tablesRemoved) {
        TableItem *item = m_tables.value(id);
        if (!item)
            continue;
        repointed.insert(item->table().name);
        depthRoots.insert(item->table().name);
        deleteEdgesAt(item, owners);
        deleteTableItem(item);
    }
    for (ObjectId id : change.tablesAdded) {
        const Table *t = schemaNames.tableById(id);
        if (!t || m_tables.contains(id))
            continue;
        createTableItem(*t);
        repointed.insert(t->name);
        depthRoots.insert(t->name);
        countIndexesOf.insert(t->name);
        owners.insert(id);
        decorate.insert(id);
    }
    for (ObjectId id : change.tablesChanged) {
        const Table *t = schemaNames.tableById(id);
        TableItem *item = m_tables.value(id);
        if (!t || !item)
            continue;
        const Table &old = item->table();
        const bool renamed = old.name != t->name;
        if (renamed) {
            repointed << old.name << t->name;
            depthRoots << old.name << t->name;
            countIndexesOf.insert(t->name);
            removeFromGroup(item, old.name);
        } else if (!(old.interleave == t->interleave)) {
            depthRoots.insert(t->name);
        }
        unregisterTable(old);
        item->sync(*t, item->decoration());
        registerTable(*t);
        if (renamed)
            addToGroup(item);
        owners.insert(id);
        decorate.insert(id);
        changed.append(item);
    }

    for (const QString &name : std::as_const(repointed)) {
        for (ObjectId id : m_childrenOf.values(name))
            owners.insert(id);
        for (ObjectId id : m_referrersOf.values(name))
            owners.insert(id);
    }
    for (ObjectId id : std::as_const(owners))
        syncEdgesOf(id);
    for (TableItem *item : std::as_const(changed))
        tableItemMoved(item); // its size may differ: the edges at it and its frame follow

    // Everything interleaved (at any depth) below a root name.
    QList<QString> pending(depthRoots.cbegin(), depthRoots.cend());
    QSet<QString> visited;
    while (!pending.isEmpty()) {
        const QString name = pending.takeLast();
        if (visited.contains(name))
            continue;
        visited.insert(name);
        for (ObjectId id : m_childrenOf.values(name)) {
            decorate.insert(id);
            if (const TableItem *child = m_tables.value(id))
                pending.append(child->table().name);
        }
    }
    for (const QString &name : change.indexTables) {
        countIndexesOf.insert(name);
        for (ObjectId id : m_tablesNamed.values(name))
            decorate.insert(id);
    }
    syncDecorations(decorate, countIndexesOf);

    if (change.dialectChanged) // the boxes print types in the schema's dialect
        for (TableItem *item : std::as_const(m_tables))
            item->update();
    Q_EMIT tableSelectionChanged(selectedTableIds());
}

void DiagramScene::onPositionsChanged(const QList<ObjectId> &ids)
{
    const SceneRectBatch batch(this);
    for (ObjectId id : ids)
        if (TableItem *item = m_tables.value(id); item && item->pos() != m_document->position(id))
            item->setPos(m_document->position(id));
}

TableItem *DiagramScene::createTableItem(const Table &table)
{
    auto *item = new TableItem(this, table.id);
    TableDecoration decoration;
    const auto finding = m_findings.value(table.id);
    decoration.findingCount = finding.first;
    decoration.findingColor = finding.second;
    if (const auto read = m_queryReads.constFind(table.id); read != m_queryReads.constEnd()) {
        decoration.queried = true;
        decoration.queryIndex = read->index;
        decoration.queryColumns = read->columns;
    }
    item->sync(table, decoration);
    item->setPos(m_document->position(table.id));
    m_tables.insert(table.id, item);
    addItem(item);
    registerTable(table);
    addToGroup(item);
    return item;
}

void DiagramScene::deleteTableItem(TableItem *item)
{
    if (m_dragged == item || m_dropTarget == item || m_fkSource == item || m_keyItem == item)
        m_dragged = m_dropTarget = m_fkSource = m_keyItem = nullptr;
    unregisterTable(item->table());
    removeFromGroup(item, item->table().name);
    m_tables.remove(item->tableId());
    delete item;
}

void DiagramScene::registerTable(const Table &table)
{
    m_tablesNamed.insert(table.name, table.id);
    if (table.interleave)
        m_childrenOf.insert(table.interleave->parent, table.id);
    for (const ForeignKey &fk : table.foreignKeys)
        m_referrersOf.insert(fk.referencedTable, table.id);
}

void DiagramScene::unregisterTable(const Table &table)
{
    // remove(key, value) drops every such pair: two foreign keys to one table leave none behind.
    m_tablesNamed.remove(table.name, table.id);
    if (table.interleave)
        m_childrenOf.remove(table.interleave->parent, table.id);
    for (const ForeignKey &fk : table.foreignKeys)
        m_referrersOf.remove(fk.referencedTable, table.id);
}

void DiagramScene::deleteEdgesAt(TableItem *item, QSet<ObjectId> &owners)
{
    for (EdgeItem *edge : m_edgesByTable.values(item->tableId())) {
        const ObjectId owner = edge->ownerId();
        m_edgesOf[owner].removeOne(edge);
        owners.insert(owner); // an edge into the table: its owner resolves the name again
        m_edgesByTable.remove(edge->from()->tableId(), edge);
        m_edgesByTable.remove(edge->to()->tableId(), edge);
        --m_edgeCount;
        delete edge;
    }
    m_edgesOf.remove(item->tableId());
}

void DiagramScene::syncEdgesOf(ObjectId owner)
{
    TableItem *item = m_tables.value(owner);
    QList<EdgeItem *> &have = m_edgesOf[owner];
    struct Wanted
    {
        EdgeItem::Kind kind;
        TableItem *from;
        TableItem *to;
        const Interleave *interleave;
        const ForeignKey *foreignKey;
    };
    std::vector<Wanted> wanted;
    if (item) {
        const SchemaIndex &names = m_document->names();
        auto itemNamed = [&](const QString &name) -> TableItem * {
            const Table *t = names.table(name);
            return t ? m_tables.value(t->id) : nullptr;
        };
        const Table &t = item->table();
        if (t.interleave)
            if (TableItem *parent = itemNamed(t.interleave->parent))
                wanted.push_back({EdgeItem::Kind::Interleave, parent, item, &*t.interleave, nullptr});
        for (const ForeignKey &fk : t.foreignKeys)
            if (TableItem *target = itemNamed(fk.referencedTable))
                wanted.push_back({EdgeItem::Kind::ForeignKey, item, target, nullptr, &fk});
    }
    auto same = [](const EdgeItem *edge, const Wanted &w) {
        return edge->kind() == w.kind && edge->from() == w.from && edge->to() == w.to
               && (w.interleave ? edge->interleave() == *w.interleave : edge->foreignKey() == *w.foreignKey);
    };
    if (have.size() == qsizetype(wanted.size())
        && std::equal(have.cbegin(), have.cend(), wanted.cbegin(), same)) {
        if (have.isEmpty())
            m_edgesOf.remove(owner);
        return; // kept: a changed end re-routes it (tableItemMoved)
    }
    for (EdgeItem *edge : std::as_const(have)) {
        m_edgesByTable.remove(edge->from()->tableId(), edge);
        m_edgesByTable.remove(edge->to()->tableId(), edge);
        --m_edgeCount;
        delete edge;
    }
    have.clear();
    for (const Wanted &w : wanted) {
        auto *edge = new EdgeItem(this, w.kind, w.from, w.to);
        if (w.interleave)
            edge->setInterleave(*w.interleave);
        else
            edge->setForeignKey(*w.foreignKey);
        have.append(edge);
        m_edgesByTable.insert(w.from->tableId(), edge);
        if (w.to != w.from)
            m_edgesByTable.insert(w.to->tableId(), edge);
        ++m_edgeCount;
        addItem(edge);
    }
    if (have.isEmpty())
        m_edgesOf.remove(owner);
}

QList<EdgeItem *> DiagramScene::edges() const
{
    QList<EdgeItem *> all;
    all.reserve(m_edgeCount);
    for (const Table &t : m_document->schema().tables)
        if (const auto it = m_edgesOf.constFind(t.id); it != m_edgesOf.constEnd() && m_tables.contains(t.id))
            all.append(*it);
    return all;
}

void DiagramScene::syncDecorations(const QSet<ObjectId> &ids, const QSet<QString> &countIndexesOf)
{
    if (ids.isEmpty())
        return;
    const SchemaIndex &names = m_document->names();
    QHash<QString, int> indexCount;
    if (!countIndexesOf.isEmpty())
        for (const Index &index : m_document->schema().indexes)
            if (countIndexesOf.contains(index.table))
                ++indexCount[index.table];
    for (ObjectId id : ids) {
        TableItem *item = m_tables.value(id);
        const Table *t = names.tableById(id);
        if (!item || !t)
            continue;
        // The schema's table, not the item's copy: the chain walk knows a table by its address.
        const int depth = int(interleaveChain(*t, [&names](QStringView name) { return names.table(name); }).size()) + 1;
        const int count = countIndexesOf.contains(t->name) ? indexCount.value(t->name) : item->decoration().indexCount;
        updateDecoration(item, [&](TableDecoration &d) {
            d.depth = depth;
            d.indexCount = count;
        });
    }
}

void DiagramScene::updateDecoration(TableItem *item, const std::function<void(TableDecoration &)> &change)
{
    TableDecoration d = item->decoration();
    change(d);
    if (!sameDecoration(d, item->decoration()))
        item->setDecoration(d); // repaints: only when the badge, tint or outline differs
}

void DiagramScene::setFindings(const QHash<ObjectId, QPair<int, QColor>> &findings)
{
    QSet<ObjectId> differ;
    for (auto it = findings.cbegin(); it != findings.cend(); ++it)
        if (m_findings.value(it.key()) != it.value())
            differ.insert(it.key());
    for (auto it = m_findings.cbegin(); it != m_findings.cend(); ++it)
        if (!findings.contains(it.key()))
            differ.insert(it.key());
    m_findings = findings;
    for (ObjectId id : std::as_const(differ))
        if (TableItem *item = m_tables.value(id))
            updateDecoration(item, [finding = m_findings.value(id)](TableDecoration &d) {
                d.findingCount = finding.first;
                d.findingColor = finding.second;
            });
}

void DiagramScene::setQueryReads(const QHash<ObjectId, QueryRead> &reads)
{
    QSet<ObjectId> ids;
    for (auto it = reads.cbegin(); it != reads.cend(); ++it)
        ids.insert(it.key());
    for (auto it = m_queryReads.cbegin(); it != m_queryReads.cend(); ++it)
        ids.insert(it.key());
    m_queryReads = reads;
    for (ObjectId id : std::as_const(ids)) {
        TableItem *item = m_tables.value(id);
        if (!item)
            continue;
        const auto read = m_queryReads.constFind(id);
        const bool queried = read != m_queryReads.constEnd();
        updateDecoration(item, [&](TableDecoration &d) {
            d.queried = queried;
            d.queryIndex = queried ? read->index : QString();
            d.queryColumns = queried ? read->columns : QStringList();
        });
    }
}

void DiagramScene::addToGroup(TableItem *item)
{
    const QString name = DiagramPainter::schemaGroupOf(item->table().name);
    if (name.isEmpty())
        return;
    SchemaGroupItem *group = m_groups.value(name);
    if (!group) {
        group = new SchemaGroupItem(this, name);
        m_groups.insert(name, group);
        addItem(group);
    }
    group->addMember(item);
}

void DiagramScene::removeFromGroup(TableItem *item, const QString &tableName)
{
    const QString name = DiagramPainter::schemaGroupOf(tableName);
    SchemaGroupItem *group = name.isEmpty() ? nullptr : m_groups.value(name);
    if (!group)
        return;
    group->removeMember(item);
    if (group->members().isEmpty()) {
        m_groups.remove(name);
        delete group;
    }
}

void DiagramScene::tableItemMoved(TableItem *item)
{
    for (EdgeItem *edge : m_edgesByTable.values(item->tableId()))
        edge->endsMoved();
    if (!m_groups.isEmpty())
        if (SchemaGroupItem *group = m_groups.value(DiagramPainter::schemaGroupOf(item->table().name)))
            group->membersMoved();
}

} // namespace ssd
