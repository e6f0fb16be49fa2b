// GUI tests: the real diagram and properties widgets (and the DDL text they keep in step),
// driven with mouse events and cell edits under QT_QPA_PLATFORM=offscreen. The DDL pane's own
// tests are in tst_ddlpane.cpp.

#include "checklistdock.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "diagramrender.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "edgeitem.h"
#include "edits/schemaedits.h"
#include "layoutengine.h"
#include "propertiesdock.h"
#include "schemagroupitem.h"
#include "tableitem.h"
#include "../core_edits/testschemas.h"
#include "designerharness.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTreeWidget>
#include <QTest>
#include <QUndoStack>

using namespace ssd;
using designertest::Harness;

namespace {

bool parserAvailable()
{
    return parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok();
}

} // namespace

class TestDesigner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void designByMouseThenUndoAndRedoEverything();
    void dropRefusesCycles_data();
    void dropRefusesCycles();
    void foreignKeyTool();
    void foreignKeyByDraggingBetweenColumns();
    void foreignKeyEdgeEndsAtTheColumnRows();
    void keyToggledAndReorderedInTheDiagram();
    void keyReorderedByDraggingInProperties();
    void namedSchemasDrawnAsLabelledGroups();
    void renderedDiagramHasTheSchemaFrames();
    void namesOnlyWhenZoomedFarOut();
};

static void createTableByClick(Harness &h, const QPointF &at, const QString &name, const QStringList &keyColumns)
{
    const int before = h.scene.tableItemCount();
    h.scene.setTool(DiagramScene::Tool::CreateTable);
    h.click(at);
    QCOMPARE(h.scene.tableItemCount(), before + 1);
    QCOMPARE(h.scene.tool(), DiagramScene::Tool::Select);
    QCOMPARE(h.scene.selectedTableIds().size(), 1);
    h.settle();
    QCOMPARE(h.properties->table(), h.scene.selectedTableIds().front());
    h.properties->nameEdit()->setText(name);
    Q_EMIT h.properties->nameEdit()->editingFinished();
    h.settle();
    QVERIFY(h.document.schema().findTable(name));
    for (const QString &column : keyColumns) {
        h.properties->findChild<QPushButton *>(QStringLiteral("addColumn"))->click();
        h.settle();
        const int row = h.properties->columnsTable()->rowCount() - 1;
        h.cell(row, PropertiesDock::NameField)->setText(column);
        h.settle();
        h.cell(row, PropertiesDock::TypeField)->setText(QStringLiteral("INT64"));
        h.settle();
        h.cell(row, PropertiesDock::NotNullField)->setCheckState(Qt::Checked);
        h.settle();
        h.cell(row, PropertiesDock::KeyField)->setCheckState(Qt::Checked);
        h.settle();
    }
    const Table *t = h.document.schema().findTable(name);
    QCOMPARE(t->columns.size(), size_t(keyColumns.size()));
    QCOMPARE(t->primaryKey.size(), size_t(keyColumns.size()));
    for (int i = 0; i < keyColumns.size(); ++i) {
        QCOMPARE(t->primaryKey[size_t(i)].column, keyColumns[i]);
        QCOMPARE(t->columns[size_t(i)].type, ColumnType::scalar(TypeKind::Int64));
        QVERIFY(t->columns[size_t(i)].notNull);
    }
}

void TestDesigner::designByMouseThenUndoAndRedoEverything()
{
    Harness h;
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const Schema original = h.document.schema();

    createTableByClick(h, QPointF(40, 40), QStringLiteral("Singers"), {QStringLiteral("SingerId")});
    createTableByClick(h, QPointF(40, 400), QStringLiteral("Albums"), {QStringLiteral("AlbumId")});

    // Drag Albums onto Singers: interleaved, with Singers' key prefixed into Albums' key.
    const ObjectId albums = h.table(u"Albums"), singers = h.table(u"Singers");
    const QPointF albumsStart = h.scene.tableItem(albums)->pos();
    h.scene.selectTables({albums});
    h.drag(h.center(albums), h.center(singers));
    const Table *a = h.document.schema().findTable(u"Albums");
    QVERIFY(a->interleave);
    QCOMPARE(a->interleave->parent, QStringLiteral("Singers"));
    QStringList key;
    for (const KeyPart &k : a->primaryKey)
        key << k.column;
    QCOMPARE(key, (QStringList{QStringLiteral("SingerId"), QStringLiteral("AlbumId")}));
    QCOMPARE(h.scene.tableItem(albums)->pos(), albumsStart); // a drop is not a move
    int interleaveEdges = 0;
    for (EdgeItem *edge : h.scene.edges())
        interleaveEdges += edge->kind() == EdgeItem::Kind::Interleave;
    QCOMPARE(interleaveEdges, 1);

    h.scene.selectTables({albums});
    h.settle();
    h.shot(QStringLiteral("designed-by-mouse"));

    // An ordinary drag moves the box: one undo step.
    const int commandsBefore = h.document.undoStack()->count();
    h.drag(h.center(albums), h.center(albums) + QPointF(300, 0));
    QCOMPARE(h.document.position(albums), albumsStart + QPointF(300, 0));
    QCOMPARE(h.document.undoStack()->count(), commandsBefore + 1);

    // Undo everything back to the start, then redo everything.
    const Schema designed = h.document.schema();
    const int steps = h.document.undoStack()->count();
    QVERIFY(steps >= 12);
    while (h.document.undoStack()->canUndo())
        h.document.undoStack()->undo();
    h.settle();
    QCOMPARE(h.document.schema(), original);
    QCOMPARE(h.scene.tableItemCount(), 0);
    QVERIFY(h.scene.edges().isEmpty());
    while (h.document.undoStack()->canRedo())
        h.document.undoStack()->redo();
    h.settle();
    QCOMPARE(h.document.schema(), designed);
    QCOMPARE(h.scene.tableItemCount(), 2);
    QCOMPARE(h.scene.tableItem(albums)->pos(), albumsStart + QPointF(300, 0));
    if (parserAvailable()) {
        // Diagram -> DDL is immediate: the text is the canonical DDL of the model.
        QCOMPARE(h.ddl->editableEditor()->toPlainText(), writeDdl(designed));
    }
}

void TestDesigner::dropRefusesCycles_data()
{
    QTest::addColumn<QString>("child");
    QTest::addColumn<QString>("parent");
    QTest::newRow("root onto its grandchild") << QStringLiteral("Singers") << QStringLiteral("Songs");
    QTest::newRow("parent onto its child") << QStringLiteral("Albums") << QStringLiteral("Songs");
}

void TestDesigner::dropRefusesCycles()
{
    QFETCH(QString, child);
    QFETCH(QString, parent);
    Harness h;
    h.document.reset(test::musicSchema());
    h.view->setTransform(QTransform());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const Schema before = h.document.schema();
    QSignalSpy status(&h.scene, &DiagramScene::statusMessage);
    const ObjectId c = h.table(child), p = h.table(parent);
    const QPointF start = h.scene.tableItem(c)->pos();
    h.scene.selectTables({c});
    h.view->centerOn(h.center(c));
    h.drag(h.center(c), h.center(p));
    QCOMPARE(h.document.schema(), before);
    QCOMPARE(h.document.undoStack()->count(), 0);
    QCOMPARE(h.scene.tableItem(c)->pos(), start);
    QCOMPARE(status.count(), 1);
    QVERIFY2(status.at(0).at(0).toString().contains(QStringLiteral("cycle")), qPrintable(status.at(0).at(0).toString()));
}

void TestDesigner::foreignKeyTool()
{
    Harness h;
    h.document.reset(test::musicSchema());
    h.view->setTransform(QTransform());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const ObjectId songs = h.table(u"Songs"), singers = h.table(u"Singers");
    h.scene.setTool(DiagramScene::Tool::ForeignKey);
    // Header to header: the referenced table's key, by same-named columns.
    h.drag(h.header(songs), h.header(singers));
    const Table *t = h.document.schema().findTable(u"Songs");
    QCOMPARE(t->foreignKeys.size(), size_t(1));
    QCOMPARE(t->foreignKeys.front().referencedTable, QStringLiteral("Singers"));
    QCOMPARE(t->foreignKeys.front().columns, QStringList{QStringLiteral("SingerId")});
    int fkEdges = 0;
    for (EdgeItem *edge : h.scene.edges())
        fkEdges += edge->kind() == EdgeItem::Kind::ForeignKey;
    QCOMPARE(fkEdges, 1);
    QCOMPARE(h.scene.tool(), DiagramScene::Tool::Select);
    h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), test::musicSchema());
}

void TestDesigner::foreignKeyByDraggingBetweenColumns()
{
    Harness h;
    h.document.reset(test::musicSchema());
    h.view->setTransform(QTransform());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const ObjectId songs = h.table(u"Songs"), singers = h.table(u"Singers");
    QSignalSpy status(&h.scene, &DiagramScene::statusMessage);

    // Column row to column row: exactly those columns, one undo step.
    h.scene.setTool(DiagramScene::Tool::ForeignKey);
    const ObjectId albums = h.table(u"Albums");
    h.drag(h.row(songs, u"SongName").center(), h.row(albums, u"AlbumTitle").center());
    const Table *t = h.document.schema().findTable(u"Songs");
    QCOMPARE(t->foreignKeys.size(), size_t(1));
    QCOMPARE(t->foreignKeys.front().columns, QStringList{QStringLiteral("SongName")});
    QCOMPARE(t->foreignKeys.front().referencedTable, QStringLiteral("Albums"));
    QCOMPARE(t->foreignKeys.front().referencedColumns, QStringList{QStringLiteral("AlbumTitle")});
    QCOMPARE(h.document.undoStack()->count(), 1);
    QVERIFY(h.document.undoStack()->text(0).contains(QStringLiteral("Songs.SongName")));
    QCOMPARE(h.scene.tool(), DiagramScene::Tool::Select);
    QCOMPARE(h.scene.items().size(), h.scene.tableItemCount() + h.scene.edges().size()); // no rubber band left

    // Columns of different types are refused with the reason; nothing changes.
    const Schema before = h.document.schema();
    h.scene.setTool(DiagramScene::Tool::ForeignKey);
    h.drag(h.row(songs, u"TrackId").center(), h.row(singers, u"FirstName").center());
    QCOMPARE(h.document.schema(), before);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QVERIFY2(status.last().at(0).toString().contains(QStringLiteral("different types")), qPrintable(status.last().at(0).toString()));

    // From a column onto the referenced box's header: its one key column.
    h.scene.setTool(DiagramScene::Tool::ForeignKey);
    h.drag(h.row(songs, u"SingerId").center(), h.header(singers));
    QCOMPARE(h.document.schema().findTable(u"Songs")->foreignKeys.size(), size_t(2));
    QCOMPARE(h.document.schema().findTable(u"Songs")->foreignKeys.back().referencedColumns, QStringList{QStringLiteral("SingerId")});
    h.document.undoStack()->undo();
    h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), test::musicSchema());
}

void TestDesigner::foreignKeyEdgeEndsAtTheColumnRows()
{
    Harness h;
    Schema schema = test::musicSchema();
    ForeignKey fk;
    fk.id = schema.newId();
    fk.name = QStringLiteral("FK_SongsSinger");
    fk.columns = {QStringLiteral("SongName")};
    fk.referencedTable = QStringLiteral("Singers");
    fk.referencedColumns = {QStringLiteral("LastName")};
    schema.tables[2].foreignKeys.push_back(fk);
    const ObjectId singers = test::tableId(schema, u"Singers"), songs = test::tableId(schema, u"Songs");
    // Songs to the left of Singers, lower down: the edge leaves Songs' right side at the
    // SongName row and enters Singers' left side at the LastName row.
    h.document.reset(schema, {{singers, QPointF(600, 0)}, {test::tableId(schema, u"Albums"), QPointF(0, 400)}, {songs, QPointF(0, 120)}});
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const QRectF from = h.row(songs, u"SongName"), to = h.row(singers, u"LastName");
    const QRectF area = h.scene.tableItem(songs)->box() | h.scene.tableItem(singers)->box();
    QImage image(area.size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        h.scene.render(&painter, QRectF(QPointF(0, 0), area.size()), area);
    }
    const QColor fkColor = h.scene.diagramPainter().style().foreignKeyEdge;
    auto fkPixelsNear = [&](const QPointF &scenePoint) {
        const QPoint p = (scenePoint - area.topLeft()).toPoint();
        int count = 0;
        for (int y = p.y() - 4; y <= p.y() + 4; ++y)
            for (int x = p.x() - 8; x <= p.x() + 8; ++x)
                if (image.rect().contains(x, y)) {
                    const QColor c = image.pixelColor(x, y);
                    count += std::abs(c.red() - fkColor.red()) < 40 && std::abs(c.green() - fkColor.green()) < 40
                             && std::abs(c.blue() - fkColor.blue()) < 40;
                }
        return count;
    };
    QVERIFY(fkPixelsNear(QPointF(from.right() + 6, from.center().y())) > 3);
    QVERIFY(fkPixelsNear(QPointF(to.left() - 6, to.center().y())) > 3);
    // Not at the other rows' height: the edge is tied to the columns, not the boxes.
    QCOMPARE(fkPixelsNear(QPointF(to.left() - 6, h.row(singers, u"SingerId").center().y())), 0);
    const auto rows = DiagramPainter::foreignKeyRows(*schema.findTable(u"Songs"), *schema.findTable(u"Singers"), fk);
    QCOMPARE(rows, std::make_pair(3, 2));
}

void TestDesigner::keyToggledAndReorderedInTheDiagram()
{
    Harness h;
    h.document.reset(test::musicSchema());
    h.view->setTransform(QTransform());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const ObjectId singers = h.table(u"Singers"), songs = h.table(u"Songs");
    const QPointF position = h.document.position(songs);
    auto key = [&](const char16_t *table) {
        QStringList names;
        for (const KeyPart &part : h.document.schema().findTable(QStringView(table))->primaryKey)
            names << part.column;
        return names;
    };
    QSignalSpy status(&h.scene, &DiagramScene::statusMessage);

    // Singers has interleaved children, whose keys must start with its key: a new key column
    // there is refused, and the status bar says why.
    h.click(h.keyMarker(singers, u"LastName"));
    QCOMPARE(key(u"Singers"), QStringList{QStringLiteral("SingerId")});
    QCOMPARE(h.document.undoStack()->count(), 0);
    QVERIFY(!status.isEmpty());
    QVERIFY2(status.constLast().constFirst().toString().contains(QStringLiteral("Albums is interleaved in Singers")),
             qPrintable(status.constLast().constFirst().toString()));

    // A click on a row's key marker of Songs (a leaf) adds the column to the key: one step, the box stays.
    h.click(h.keyMarker(songs, u"SongName"));
    const QStringList songsKey{QStringLiteral("SingerId"), QStringLiteral("AlbumId"), QStringLiteral("TrackId"), QStringLiteral("SongName")};
    QCOMPARE(key(u"Songs"), songsKey);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QCOMPARE(h.document.undoStack()->text(0), QStringLiteral("Add SongName to the key"));
    QCOMPARE(h.document.position(songs), position);

    // While its marker is dragged, the row under the pointer shows whether a drop would work:
    // Songs' own key column accepts; SingerId, repeated from the parents, refuses with the
    // interleave rule; nothing stays after the drop.
    h.send(QEvent::MouseButtonPress, h.keyMarker(songs, u"SongName"), Qt::LeftButton);
    QCOMPARE(h.scene.keyDropPreview(), DiagramScene::KeyDrop::None);
    h.send(QEvent::MouseMove, h.keyMarker(songs, u"SingerId"), Qt::LeftButton);
    QCOMPARE(h.scene.keyDropPreview(), DiagramScene::KeyDrop::Refused);
    QVERIFY2(status.constLast().constFirst().toString().contains(QStringLiteral("Songs is interleaved in Albums")),
             qPrintable(status.constLast().constFirst().toString()));
    h.send(QEvent::MouseMove, h.keyMarker(songs, u"TrackId"), Qt::LeftButton);
    QCOMPARE(h.scene.keyDropPreview(), DiagramScene::KeyDrop::Accepted);
    h.shot(QStringLiteral("key-drop-preview"));
    QCOMPARE(status.constLast().constFirst().toString(), QStringLiteral("Release to make SongName key column 3."));
    const int itemsWhileDragging = int(h.scene.items().size());
    h.send(QEvent::MouseButtonRelease, h.keyMarker(songs, u"TrackId"), Qt::NoButton);
    QCOMPARE(h.scene.keyDropPreview(), DiagramScene::KeyDrop::None);
    QCOMPARE(int(h.scene.items().size()), itemsWhileDragging - 1);
    const QStringList reordered{QStringLiteral("SingerId"), QStringLiteral("AlbumId"), QStringLiteral("SongName"), QStringLiteral("TrackId")};
    QCOMPARE(key(u"Songs"), reordered);
    h.document.undoStack()->undo();

    // Dragging its marker onto TrackId's row puts it before TrackId in the key: one step.
    h.drag(h.keyMarker(songs, u"SongName"), h.keyMarker(songs, u"TrackId"));
    QCOMPARE(key(u"Songs"), reordered);
    QCOMPARE(h.document.undoStack()->count(), 2);
    QCOMPARE(h.scene.tableItem(songs)->pos(), position);
    // Dropped on SingerId it is refused: the key stays, and no step is added.
    h.drag(h.keyMarker(songs, u"SongName"), h.keyMarker(songs, u"SingerId"));
    QCOMPARE(key(u"Songs"), reordered);
    QCOMPARE(h.document.undoStack()->count(), 2);

    // A second click takes it out again.
    h.click(h.keyMarker(songs, u"SongName"));
    QCOMPARE(key(u"Songs"), songsKey.mid(0, 3));
    QCOMPARE(h.document.undoStack()->count(), 3);
    while (h.document.undoStack()->canUndo())
        h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), test::musicSchema());
}

void TestDesigner::keyReorderedByDraggingInProperties()
{
    Harness h;
    h.document.reset(test::musicSchema());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    h.scene.selectTables({h.table(u"Songs")});
    h.settle();
    QListWidget *chips = h.properties->keyOrderList();
    QCOMPARE(chips->count(), 3);
    QCOMPARE(chips->item(2)->text(), QStringLiteral("TrackId DESC"));
    QSignalSpy status(h.properties, &PropertiesDock::statusMessage);
    // What a drop of the third chip before the first does to the list's model: Songs is
    // interleaved in Albums, so its key must start with (SingerId, AlbumId); refused, said why,
    // and the chips come back.
    QVERIFY(chips->model()->moveRow(QModelIndex(), 2, QModelIndex(), 0));
    h.settle();
    QCOMPARE(h.document.schema(), test::musicSchema());
    QCOMPARE(h.document.undoStack()->count(), 0);
    QVERIFY(!status.isEmpty());
    QVERIFY2(status.constLast().constFirst().toString().contains(QStringLiteral("Songs is interleaved in Albums")),
             qPrintable(status.constLast().constFirst().toString()));
    QCOMPARE(chips->item(2)->text(), QStringLiteral("TrackId DESC"));

    // Songs' own key parts move freely: SongName added to the key, then dragged before TrackId.
    const ObjectId songs = h.table(u"Songs");
    const ObjectId songName = h.document.schema().findTable(u"Songs")->findColumn(u"SongName")->id;
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Key"), [&](Schema &s, ObjectId &) {
                return edits::toggleKeyColumn(s, songs, songName);
            }).ok());
    h.settle();
    QCOMPARE(chips->count(), 4);
    QVERIFY(chips->model()->moveRow(QModelIndex(), 3, QModelIndex(), 2));
    h.settle();
    const Table *table = h.document.schema().findTable(u"Songs");
    QCOMPARE(table->primaryKey[2].column, QStringLiteral("SongName"));
    QCOMPARE(table->primaryKey[3].column, QStringLiteral("TrackId"));
    QCOMPARE(table->primaryKey[3].order, SortOrder::Desc);
    QCOMPARE(h.document.undoStack()->count(), 2);
    QCOMPARE(chips->item(3)->text(), QStringLiteral("TrackId DESC"));
    // Moving down: from third to last.
    QVERIFY(chips->model()->moveRow(QModelIndex(), 2, QModelIndex(), 4));
    h.settle();
    QCOMPARE(h.document.schema().findTable(u"Songs")->primaryKey[3].column, QStringLiteral("SongName"));
    QCOMPARE(h.document.undoStack()->count(), 3);
}

void TestDesigner::namedSchemasDrawnAsLabelledGroups()
{
    Harness h;
    Schema schema = test::musicSchema();
    schema.tables[0].name = QStringLiteral("sales.Singers"); // a named schema with one table
    schema.tables[1].interleave.reset();
    schema.tables[2].interleave.reset();
    schema.tables[1].name = QStringLiteral("catalog.Albums");
    schema.tables[2].name = QStringLiteral("catalog.Songs");
    schema.indexes.clear();
    h.document.setPlacementFunction(autoPlacement(h.scene.diagramPainter()));
    h.document.reset(schema);
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const auto groups = h.scene.schemaGroups();
    QCOMPARE(groups.size(), 2);
    SchemaGroupItem *catalog = groups.value(QStringLiteral("catalog"));
    QVERIFY(catalog);
    QCOMPARE(catalog->members().size(), 2);
    const QRectF albums = h.scene.tableItem(h.table(u"catalog.Albums"))->box();
    const QRectF songs = h.scene.tableItem(h.table(u"catalog.Songs"))->box();
    const QRectF singers = h.scene.tableItem(h.table(u"sales.Singers"))->box();
    QVERIFY(catalog->frame().contains(albums) && catalog->frame().contains(songs));
    if (haveGraphvizLayout()) {
        // The layout keeps a group's tables together: no other table inside its frame.
        QVERIFY(!catalog->frame().intersects(singers));
        QVERIFY(!groups.value(QStringLiteral("sales"))->frame().intersects(albums));
    }
    // Frames follow their tables.
    const QRectF frame = catalog->frame();
    h.scene.selectTables({h.table(u"catalog.Songs")});
    h.view->centerOn(h.header(h.table(u"catalog.Songs")));
    h.drag(h.header(h.table(u"catalog.Songs")), h.header(h.table(u"catalog.Songs")) + QPointF(0, 900));
    const QRectF moved = h.scene.tableItem(h.table(u"catalog.Songs"))->box();
    QVERIFY(!frame.contains(moved));
    QVERIFY(catalog->frame().contains(moved) && catalog->frame().contains(albums));
    // Renaming the last table out of a schema removes its frame.
    const ObjectId singersId = h.table(u"sales.Singers");
    pushSchemaEdit(&h.document, QStringLiteral("rename"), [=](Schema &s, ObjectId &) { return edits::renameTable(s, singersId, QStringLiteral("Singers")); });
    QCOMPARE(h.scene.schemaGroups().size(), 1);
}

// `spanner-schema render` and File > Export Diagram paint through renderDiagram: the named
// schema frames are there too, around their tables and inside the picture.
void TestDesigner::renderedDiagramHasTheSchemaFrames()
{
    Schema schema = test::musicSchema();
    for (Table &table : schema.tables)
        table.interleave.reset();
    schema.indexes.clear();
    schema.tables[0].name = QStringLiteral("sales.Singers");
    schema.tables[1].name = QStringLiteral("sales.Albums");
    const DiagramPainter painter;
    const QHash<ObjectId, QPointF> positions{{schema.tables[0].id, QPointF(0, 0)},
                                             {schema.tables[1].id, QPointF(0, 200)},
                                             {schema.tables[2].id, QPointF(400, 0)}};
    const QRectF bounds = painter.diagramBounds(schema, positions);
    const QRectF frame = painter.schemaGroupRect(QRectF(QPointF(0, 0), painter.tableSize(schema.tables[0]))
                                                 | QRectF(QPointF(0, 200), painter.tableSize(schema.tables[1])));
    QVERIFY(bounds.contains(frame));
    QVERIFY(frame.top() < -painter.headerHeight()); // room for the label above the tables
    DiagramRenderOptions options;
    options.imageScale = 1;
    QString error;
    const QImage image = QImage::fromData(renderDiagram(schema, positions, DiagramFormat::Png, options, &error));
    QVERIFY2(!image.isNull(), qPrintable(error));
    // The frame's fill shows between the two grouped tables, not between Singers and Songs.
    const QColor fill = painter.style().groupFill;
    auto isFill = [&](const QPointF &scenePoint) {
        const QPoint p = (scenePoint - bounds.topLeft()).toPoint();
        const QColor c = image.pixelColor(p);
        return std::abs(c.red() - fill.red()) < 6 && std::abs(c.green() - fill.green()) < 6 && std::abs(c.blue() - fill.blue()) < 6;
    };
    QVERIFY(isFill(QPointF(20, 190)));
    QVERIFY(!isFill(QPointF(350, 20)));
}

void TestDesigner::namesOnlyWhenZoomedFarOut()
{
    Harness h;
    h.document.reset(test::musicSchema());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    TableItem *item = h.scene.tableItem(h.table(u"Songs"));
    const QRectF box = item->box();
    auto render = [&](qreal zoom) {
        QImage image((box.size() * zoom).toSize() + QSize(2, 2), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        h.scene.render(&painter, QRectF(QPointF(0, 0), box.size() * zoom), box);
        return image;
    };
    // Full detail draws the key pills (their fill colour shows up); names-only does not.
    auto hasKeyFill = [&](const QImage &image) {
        const QRgb key = h.scene.diagramPainter().style().keyFill.rgb();
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixel(x, y) == key)
                    return true;
        return false;
    };
    QVERIFY(hasKeyFill(render(1.0)));
    QVERIFY(!hasKeyFill(render(0.2)));
}

QTEST_MAIN(TestDesigner)
#include "tst_designer.moc"
