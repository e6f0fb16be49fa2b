// GUI tests: the real diagram, DDL and properties widgets, driven with mouse events and cell
// edits under QT_QPA_PLATFORM=offscreen.

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
#include "textsplices.h"
#include "../core_edits/testschemas.h"
#include "designerharness.h"
#include "translationthreads.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMutex>
#include <QScopeGuard>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTranslator>
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
    void replaceTextChangesOnlyTheDifference_data();
    void replaceTextChangesOnlyTheDifference();
    void replaceTextSeesTypingSinceTheLastReplace();
    void replaceTextSplicesAMovedStatement();
    void textSplicesTurnOneTextIntoTheOther();
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
    void ddlEditFollowsInDiagramAndErrorsKeepLastGoodSchema();
    void convertedTabConvertsOffTheGuiThreadAndShowsTheLastSchema();
    void selectionFollowsBetweenDiagramAndText();
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

// The read-only tab of the other dialect is converted on a pool thread, only while it is shown;
// after rapid edits it shows exactly the conversion of the last schema.
void TestDesigner::convertedTabConvertsOffTheGuiThreadAndShowsTheLastSchema()
{
    Harness h;
    test::TranslationThreads recorder("%1: no PRIMARY KEY; PostgreSQL requires one");
    QCoreApplication::installTranslator(&recorder);
    auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&recorder); });
    Schema schema;
    for (int i = 0; i < 1500; ++i) {
        Table t;
        t.id = schema.newId();
        t.name = QStringLiteral("T%1").arg(i);
        t.columns = {test::column(schema, QStringLiteral("Id"), ColumnType::scalar(TypeKind::Int64))};
        t.hasPrimaryKey = false;
        schema.tables.push_back(t); // no primary key: the conversion warns about each table
    }
    h.document.reset(schema);
    auto *tabs = h.ddl->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(h.ddl->convertedEditor());
    QVERIFY(!h.ddl->convertedInSync());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    const QSet<QThread *> threads = recorder.threads(); // before the test's own conversion below
    QVERIFY(!threads.isEmpty());
    QVERIFY2(!threads.contains(QThread::currentThread()), "the converted tab was written on the GUI thread");
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()));

    // Rapid edits, some with event-loop passes between them (runs start and are overtaken).
    auto edit = [&](int i) {
        QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("edit"), [&](Schema &s, ObjectId &) {
                    Table &t = s.tables[size_t(i * 97)];
                    if (i % 2)
                        t.name += QStringLiteral("Renamed");
                    else
                        t.columns.push_back(test::column(s, QStringLiteral("Extra"), ColumnType::scalar(TypeKind::Bool)));
                    return QString();
                }).ok());
    };
    for (int i = 0; i < 10; ++i) {
        edit(i);
        if (i % 3 == 0)
            QCoreApplication::processEvents();
        if (i % 3 == 1)
            QTest::qWait(20);
    }
    QVERIFY(!h.ddl->convertedInSync());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()));

    // Hidden, the tab is not converted (nothing runs), and it is when shown again.
    tabs->setCurrentWidget(h.ddl->editableEditor());
    const QString shownBefore = h.ddl->convertedEditor()->toPlainText();
    edit(11);
    QTest::qWait(100);
    QVERIFY(!h.ddl->convertedInSync());
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), shownBefore);
    tabs->setCurrentWidget(h.ddl->convertedEditor());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()));
}

void TestDesigner::ddlEditFollowsInDiagramAndErrorsKeepLastGoodSchema()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    const QString music = QStringLiteral(
        "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
        "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (SingerId, AlbumId),\n"
        "  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n");
    ParseResult parsed = parseDdl(music);
    QVERIFY(parsed.ok());
    h.document.reset(parsed.schema, {}, music);
    QCOMPARE(h.ddl->editableEditor()->toPlainText(), music); // the file's text, not reformatted
    const Schema original = h.document.schema();
    const ObjectId singers = h.table(u"Singers");
    const QPointF singersPos = h.document.position(singers);

    // Typing a new table: after the pause the diagram follows, as one undo step.
    DdlEditor *editor = h.ddl->editableEditor();
    const QString typed = music + QStringLiteral("CREATE TABLE Songs (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, TrackId INT64 NOT NULL)\n"
                                                 "  PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums;\n");
    editor->setFocus();
    editor->selectAll();
    editor->insertPlainText(typed);
    QVERIFY(h.ddl->hasPendingEdit());
    QTRY_VERIFY_WITH_TIMEOUT(h.scene.tableItemCount() == 3, 3000);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QCOMPARE(editor->toPlainText(), typed);                  // never reformatted under the cursor
    QCOMPARE(h.table(u"Singers"), singers);                  // ids survive by name
    QCOMPARE(h.document.position(singers), singersPos);      // and so does the manual layout
    const ObjectId songs = h.table(u"Songs");
    QVERIFY(h.document.hasPosition(songs));

    // A syntax error: underlined with its message, the diagram keeps the last good schema.
    const Schema good = h.document.schema();
    editor->insertPlainText(QStringLiteral("CREATE TABLE Broken (Id INT64 NOT NULL PRIMARY KEY (Id);\n"));
    h.ddl->applyPendingEdit();
    QVERIFY(editor->hasError());
    QVERIFY(editor->error()->line >= 6);
    QVERIFY(!editor->extraSelections().isEmpty());
    QCOMPARE(editor->extraSelections().front().format.underlineStyle(), QTextCharFormat::WaveUnderline);
    QVERIFY(h.ddl->statusText().contains(editor->error()->message));
    h.shot(QStringLiteral("ddl-error"));
    QCOMPARE(h.document.schema(), good);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QVERIFY(editor->toPlainText().contains(QStringLiteral("Broken"))); // the user's text stays

    // Undo: the model and the diagram go back, and the text follows the model.
    h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), original);
    QCOMPARE(h.scene.tableItemCount(), 2);
    QVERIFY(!editor->hasError());
    QCOMPARE(editor->toPlainText(), writeDdl(original));
    h.document.undoStack()->redo();
    QCOMPARE(h.document.schema(), good);
    QCOMPARE(h.scene.tableItemCount(), 3);

    // The converted tab is a read-only live conversion.
    QVERIFY(h.ddl->convertedEditor()->isReadOnly());
}

void TestDesigner::selectionFollowsBetweenDiagramAndText()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL writer/parser is not available in this build");
    Harness h;
    h.document.reset(test::musicSchema());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const ObjectId songs = h.table(u"Songs");
    h.scene.selectTables({songs});
    DdlEditor *editor = h.ddl->editableEditor();
    QCOMPARE(editor->textCursor().block().text().left(18), QStringLiteral("CREATE TABLE Songs"));
    QCOMPARE(editor->tableAtCursor(), QStringLiteral("Songs"));

    // Text -> diagram: moving the cursor into the Albums statement selects Albums.
    QSignalSpy activated(h.ddl, &DdlDock::tableActivated);
    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    QTextCursor cursor = editor->document()->find(QStringLiteral("CREATE TABLE Albums"));
    QVERIFY(!cursor.isNull());
    cursor.clearSelection();
    editor->setTextCursor(cursor);
    QVERIFY(activated.count() >= 1);
    QCOMPARE(activated.last().at(0).value<ObjectId>(), h.table(u"Albums"));
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


// Model -> text updates replace only the span that differs (a whole-text replace re-laid out and
// re-highlighted 5,000 tables' DDL on every edit): the result is exactly the new text, and a
// cursor outside the changed span stays on its character.
void TestDesigner::replaceTextChangesOnlyTheDifference_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("cursor");      // in `before`, before the change
    QTest::addColumn<int>("cursorAfter"); // where that character is in `after`
    const QString head = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n\n");
    QTest::newRow("column added in the middle") << head + QStringLiteral("CREATE TABLE B (\n  Y INT64,\n) PRIMARY KEY(Y);\n")
                                                << head + QStringLiteral("CREATE TABLE B (\n  Y INT64,\n  Z STRING(MAX),\n) PRIMARY KEY(Y);\n")
                                                << 3 << 3;
    QTest::newRow("text shrinks, cursor after the change") << QStringLiteral("abcXYZdef") << QStringLiteral("abcdef") << 7 << 4;
    QTest::newRow("repeated characters") << QStringLiteral("aaaa") << QStringLiteral("aaaaaa") << 0 << 0;
    QTest::newRow("emptied") << QStringLiteral("abc") << QString() << 0 << 0;
    // U+1F600 and U+1F601 share their high surrogate: the pair must not be split.
    QTest::newRow("surrogate pairs") << QStringLiteral("x \U0001F600 y") << QStringLiteral("x \U0001F601 y") << 0 << 0;
}

void TestDesigner::replaceTextChangesOnlyTheDifference()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, cursor);
    QFETCH(int, cursorAfter);
    DdlEditor editor(Dialect::GoogleSql);
    editor.setPlainText(before);
    QTextCursor c = editor.textCursor();
    c.setPosition(cursor);
    editor.setTextCursor(c);
    editor.replaceText(after);
    QCOMPARE(editor.toPlainText(), after);
    QCOMPARE(editor.textCursor().position(), cursorAfter);
    editor.undo(); // one step of the editor's own history
    QCOMPARE(editor.toPlainText(), before);
}

// replaceText() compares with the text it set last rather than reading the whole document back,
// so typing, setPlainText() or the editor's own undo in between must make it read the document
// again (a stale copy would put the new statement over the wrong span); highlighting must not.
void TestDesigner::replaceTextSeesTypingSinceTheLastReplace()
{
    const QString a = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n");
    const QString b = QStringLiteral("CREATE TABLE B (\n  X INT64,\n) PRIMARY KEY(X);\n");
    DdlEditor editor(Dialect::GoogleSql);
    editor.replaceText(a);
    QCoreApplication::processEvents(); // the highlighter's pass
    QCOMPARE(editor.textAsReplaced(), a);

    QTextCursor typing(editor.document());
    typing.movePosition(QTextCursor::End);
    typing.insertText(QStringLiteral("-- typed\n"));
    QVERIFY(editor.textAsReplaced().isNull());
    editor.replaceText(b);
    QCOMPARE(editor.toPlainText(), b);
    QCOMPARE(editor.textAsReplaced(), b);

    editor.setPlainText(a + a);
    editor.replaceText(b);
    QCOMPARE(editor.toPlainText(), b);

    editor.undo(); // back to a + a, through the editor's own history
    editor.replaceText(a);
    QCOMPARE(editor.toPlainText(), a);
}

// Interleaving a table moves its statement past all it now follows: replaceText changes the
// statement's old and new places only, not everything in between (that cost most of such an
// edit at 5,000 tables); the editor's own undo takes it back (in two steps for a move).
void TestDesigner::replaceTextSplicesAMovedStatement()
{
    QString text;
    for (int i = 0; i < 200; ++i)
        text += QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(i);
    const QString moved = QStringLiteral("CREATE TABLE Moved (\n  X INT64,\n) PRIMARY KEY(X);\n\n");
    const QString child = QStringLiteral("CREATE TABLE Moved (\n  X INT64,\n) PRIMARY KEY(X),\n  INTERLEAVE IN PARENT T199;\n\n");
    const QString head = QStringLiteral("CREATE SEQUENCE S OPTIONS (sequence_kind = 'bit_reversed_positive');\n\n");
    const QString tail = QStringLiteral("CREATE INDEX I ON T0 (X);\n");
    const struct { QString from, to; } cases[] = {
        {head + moved + text + tail, head + text + child + tail}, // moved later (and changed)
        {head + text + child + tail, head + moved + text + tail}, // moved earlier
        {head + text + tail, head + text.mid(50) + tail},         // a plain change: one splice
    };
    for (const auto &c : cases) {
        DdlEditor editor(Dialect::GoogleSql);
        editor.replaceText(c.from);
        qsizetype changed = 0;
        connect(editor.document(), &QTextDocument::contentsChange, &editor,
                [&](int, int removed, int added) { changed += removed + added; });
        editor.replaceText(c.to);
        QCOMPARE(editor.toPlainText(), c.to);
        QVERIFY2(changed < 4 * child.size(), qPrintable(QStringLiteral("case %2: %1 characters changed").arg(changed).arg(&c - cases)));
        while (editor.document()->isUndoAvailable() && editor.toPlainText() != c.from)
            editor.undo();
        QCOMPARE(editor.toPlainText(), c.from);
    }
}

// Random statement lists changed in random ways (statements moved, added, dropped, edited, the
// blank lines between them touched): the splices, applied in their order, give the new text.
void TestDesigner::textSplicesTurnOneTextIntoTheOther()
{
    QRandomGenerator random(7);
    for (int round = 0; round < 300; ++round) {
        QStringList statements;
        const int count = int(random.bounded(1, 60));
        for (int i = 0; i < count; ++i)
            statements << QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(random.bounded(20));
        QStringList changed = statements;
        for (int e = int(random.bounded(0, 8)); e > 0 && !changed.isEmpty(); --e) {
            const int at = int(random.bounded(changed.size()));
            switch (random.bounded(5)) {
            case 0: changed.move(at, int(random.bounded(changed.size()))); break;
            case 1: changed.insert(at, QStringLiteral("CREATE INDEX I%1 ON T (X);\n\n").arg(round)); break;
            case 2: changed.removeAt(at); break;
            case 3: changed[at].insert(int(random.bounded(changed[at].size())), QStringLiteral("Y")); break;
            default: changed[at].chop(1); break; // a blank line less: two statements become one block
            }
        }
        const QString before = statements.join(QString()), after = changed.join(QString());
        QString applied = before;
        qsizetype last = std::numeric_limits<qsizetype>::max();
        for (const TextSplice &splice : textSplices(before, after, int(random.bounded(1, 70)))) {
            QVERIFY2(splice.at + splice.removed <= last, "splices must come last position first");
            last = splice.at;
            applied.replace(splice.at, splice.removed, splice.inserted.toString());
        }
        QCOMPARE(applied, after);
    }
}

QTEST_MAIN(TestDesigner)
#include "tst_designer.moc"
