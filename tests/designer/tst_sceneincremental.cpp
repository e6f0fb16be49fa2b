// The diagram follows edits incrementally (DiagramScene::onSchemaChanged touches only what a
// change names and what depends on it): after every step of a sequence of edits, undos and
// redos, the scene must equal a scene freshly built from the same document - the same items
// with the same table, position, size and decoration, the same edges (kind, ends, what they
// show, geometry) and the same schema frames (members, rectangle). A skipped update (an edge
// not re-resolved after a rename, a depth not recoloured below a re-parented table, a badge
// not recounted, a frame not following its members) shows as a difference.

#include "commands.h"
#include "diagramscene.h"
#include "document.h"
#include "edgeitem.h"
#include "edits/schemaedits.h"
#include "schemagroupitem.h"
#include "tableitem.h"
#include "../core_edits/testschemas.h"

#include <QTest>
#include <QUndoStack>

using namespace ssd;

namespace {

QString rectText(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// Everything a rebuild decides, one sorted line per item.
QStringList describe(const DiagramScene &scene)
{
    QStringList lines;
    const Schema &schema = scene.document()->schema();
    for (const Table &t : schema.tables) {
        const TableItem *item = scene.tableItem(t.id);
        if (!item) {
            lines << QStringLiteral("table %1: no item").arg(t.name);
            continue;
        }
        const TableDecoration &d = item->decoration();
        lines << QStringLiteral("table %1 #%2 %3 same=%4 depth=%5 indexes=%6 findings=%7 %8 queried=%9 %10 %11")
                     .arg(t.name).arg(t.id).arg(rectText(item->box()))
                     .arg(item->table() == t ? 1 : 0).arg(d.depth).arg(d.indexCount).arg(d.findingCount)
                     .arg(d.findingColor.name()).arg(d.queried ? 1 : 0).arg(d.queryIndex, d.queryColumns.join(u','));
    }
    lines << QStringLiteral("items %1").arg(scene.tableItemCount());
    for (const EdgeItem *edge : scene.edges()) {
        const QString what = edge->kind() == EdgeItem::Kind::Interleave
                                 ? QStringLiteral("interleave %1 %2").arg(edge->interleave().parent).arg(int(edge->interleave().onDelete))
                                 : QStringLiteral("fk %1 %2").arg(edge->foreignKey().id).arg(edge->foreignKey().columns.join(u','));
        lines << QStringLiteral("edge %1 #%2 -> #%3 %4").arg(what).arg(edge->from()->tableId()).arg(edge->to()->tableId())
                     .arg(rectText(edge->boundingRect()));
    }
    lines << QStringLiteral("edges %1 counted %2").arg(scene.edges().size()).arg(scene.edgeCount());
    const auto groups = scene.schemaGroups();
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QStringList members;
        for (const TableItem *member : it.value()->members())
            members << QString::number(member->tableId());
        members.sort();
        lines << QStringLiteral("group %1 [%2] %3").arg(it.key(), members.join(u','), rectText(it.value()->frame()));
    }
    // Every item of the scene is a table, an edge or a frame: nothing left behind.
    lines << QStringLiteral("scene items %1").arg(scene.items().size());
    lines.sort();
    return lines;
}

Table plainTable(Schema &s, const QString &name)
{
    Table t;
    t.id = s.newId();
    t.name = name;
    t.columns = {test::column(s, QStringLiteral("Id"), ColumnType::scalar(TypeKind::Int64))};
    t.primaryKey = {test::key(QStringLiteral("Id"))};
    return t;
}

// The music schema and a table Labels that is in no hierarchy.
Schema musicAndLabels()
{
    Schema s = test::musicSchema();
    s.tables.push_back(plainTable(s, QStringLiteral("Labels")));
    return s;
}

ForeignKey foreignKeyTo(Schema &s, const QString &table)
{
    ForeignKey fk;
    fk.id = s.newId();
    fk.columns = {QStringLiteral("Id")};
    fk.referencedTable = table;
    fk.referencedColumns = {QStringLiteral("Id")};
    return fk;
}

} // namespace

class TestSceneIncremental : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsEqualARebuild();
    void findingsAndQueryReadsEqualARebuild();
    void interleaveReportsNamesAfterTheSchemaItReadIsFreed();
};

void TestSceneIncremental::editsEqualARebuild()
{
    Document document;
    document.reset(musicAndLabels());
    DiagramScene scene(&document);

    auto id = [&](QStringView name) { return test::tableId(document.schema(), name); };
    // A raw edit of the schema (as a DDL apply may make: dangling names, duplicates, cycles).
    auto edit = [&](const QString &text, const std::function<void(Schema &)> &change) {
        const EditResult r = pushSchemaEdit(&document, text, [&](Schema &s, ObjectId &) {
            change(s);
            return QString();
        });
        QVERIFY2(r.ok(), qPrintable(r.error));
    };
    auto tableIn = [](Schema &s, QStringView name) -> Table & { return *s.findTable(name); };
    auto check = [&](const char *step) {
        DiagramScene fresh(&document);
        const QStringList now = describe(scene), rebuilt = describe(fresh);
        if (now != rebuilt) {
            for (qsizetype i = 0; i < std::max(now.size(), rebuilt.size()); ++i)
                if (now.value(i) != rebuilt.value(i)) {
                    qWarning("incremental: %s\nrebuilt:     %s", qPrintable(now.value(i)), qPrintable(rebuilt.value(i)));
                    break;
                }
        }
        QVERIFY2(now == rebuilt, step);
    };
    check("opened");

    QVERIFY(pushSchemaEdit(&document, QStringLiteral("add table"), [&](Schema &s, ObjectId &c) {
                return edits::addTable(s, QStringLiteral("Venues"), c);
            }).ok());
    check("add table");
    edit(QStringLiteral("fk Albums -> Labels"), [&](Schema &s) {
        tableIn(s, u"Albums").foreignKeys.push_back(foreignKeyTo(s, QStringLiteral("Labels")));
    });
    check("add foreign key");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("add column"), [&](Schema &s, ObjectId &c) {
                return edits::addColumn(s, id(u"Labels"), QStringLiteral("Name"), ColumnType::string(100), false, c);
            }).ok());
    check("add column to a referenced table (its edges re-route)");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("rename"), [&](Schema &s, ObjectId &) {
                return edits::renameTable(s, id(u"Singers"), QStringLiteral("Artists"));
            }).ok());
    check("rename a parent");
    edit(QStringLiteral("rename without references"), [&](Schema &s) { tableIn(s, u"Labels").name = QStringLiteral("Labels2"); });
    check("a referenced table renamed: its foreign key dangles");
    edit(QStringLiteral("a table takes the name"), [&](Schema &s) { s.tables.push_back(plainTable(s, QStringLiteral("Labels"))); });
    check("a new table of the referenced name");
    edit(QStringLiteral("second Songs"), [&](Schema &s) { s.tables.push_back(plainTable(s, QStringLiteral("Songs"))); });
    check("a second table of one name");
    edit(QStringLiteral("interleave Labels2 in Songs"), [&](Schema &s) {
        tableIn(s, u"Labels2").interleave = Interleave{QStringLiteral("Songs"), Interleave::Kind::InParent, OnDelete::Cascade, true};
    });
    check("interleave at depth 4");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("remove interleave"), [&](Schema &s, ObjectId &) {
                return edits::removeInterleave(s, id(u"Albums"));
            }).ok());
    check("a table in the middle becomes a root (depths below change)");
    edit(QStringLiteral("drop the first Songs"), [&](Schema &s) {
        s.tables.erase(std::find_if(s.tables.begin(), s.tables.end(), [](const Table &t) { return t.name == u"Songs"; }));
    });
    check("the first of two tables of one name goes: the name resolves to the second");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("index"), [&](Schema &s, ObjectId &c) {
                Index index;
                index.name = QStringLiteral("VenuesById");
                index.table = s.tables.back().name;
                index.keys = {test::key(QStringLiteral("Id"))};
                return edits::addIndex(s, index, c);
            }).ok());
    check("add index");
    edit(QStringLiteral("schema tables"), [&](Schema &s) {
        s.tables.push_back(plainTable(s, QStringLiteral("sales.Orders")));
        s.tables.push_back(plainTable(s, QStringLiteral("sales.Items")));
        s.tables.back().foreignKeys.push_back(foreignKeyTo(s, QStringLiteral("sales.Orders")));
    });
    check("tables of a named schema");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("grow"), [&](Schema &s, ObjectId &c) {
                return edits::addColumn(s, id(u"sales.Orders"), QStringLiteral("Total"), ColumnType::scalar(TypeKind::Int64), false, c);
            }).ok());
    check("a member grows: its frame follows");
    edit(QStringLiteral("leave the schema"), [&](Schema &s) { tableIn(s, u"sales.Items").name = QStringLiteral("Items"); });
    check("a member renamed out of its schema");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("delete"), [&](Schema &s, ObjectId &) {
                return edits::deleteTable(s, id(u"sales.Orders"));
            }).ok());
    check("the last member goes: so does the frame");
    edit(QStringLiteral("cycle"), [&](Schema &s) {
        tableIn(s, u"Venues").interleave = Interleave{QStringLiteral("Labels"), Interleave::Kind::In, OnDelete::NoAction, false};
        tableIn(s, u"Labels").interleave = Interleave{QStringLiteral("Venues"), Interleave::Kind::In, OnDelete::NoAction, false};
    });
    check("an interleave cycle");
    edit(QStringLiteral("self reference"), [&](Schema &s) {
        tableIn(s, u"Venues").foreignKeys.push_back(foreignKeyTo(s, QStringLiteral("Venues")));
    });
    check("a foreign key to itself");
    pushMoveTables(&document, {{id(u"Labels"), QPointF(900, 40)}, {id(u"Albums"), QPointF(-300, 500)}}, QStringLiteral("move"));
    check("moved tables");

    QUndoStack *undo = document.undoStack();
    const int steps = undo->index();
    for (int i = 0; i < steps; ++i) {
        undo->undo();
        check(qPrintable(QStringLiteral("undo %1: %2").arg(i + 1).arg(undo->text(undo->index()))));
    }
    for (int i = 0; i < steps; ++i) {
        undo->redo();
        check(qPrintable(QStringLiteral("redo %1: %2").arg(i + 1).arg(undo->text(undo->index() - 1))));
    }
    // Interleaved undo and redo out of order with a new edit.
    undo->undo();
    undo->undo();
    check("undo twice");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("delete Albums"), [&](Schema &s, ObjectId &) {
                return edits::deleteTable(s, id(u"Albums"));
            }).ok());
    check("delete a table with edges after undos");
    undo->undo();
    check("undo the delete");
}

void TestSceneIncremental::findingsAndQueryReadsEqualARebuild()
{
    Document document;
    document.reset(test::musicSchema());
    DiagramScene scene(&document);
    const ObjectId singers = test::tableId(document.schema(), u"Singers");
    const ObjectId albums = test::tableId(document.schema(), u"Albums");
    const ObjectId songs = test::tableId(document.schema(), u"Songs");
    QHash<ObjectId, QPair<int, QColor>> findings;
    QHash<ObjectId, DiagramScene::QueryRead> reads;
    auto check = [&](const char *step) {
        DiagramScene fresh(&document);
        fresh.setFindings(findings);
        fresh.setQueryReads(reads);
        QVERIFY2(describe(scene) == describe(fresh), step);
    };
    findings = {{singers, {2, QColor(Qt::red)}}, {albums, {1, QColor(Qt::yellow)}}};
    scene.setFindings(findings);
    check("two tables with findings");
    findings = {{albums, {3, QColor(Qt::red)}}, {songs, {1, QColor(Qt::yellow)}}};
    scene.setFindings(findings);
    check("one table's finding gone, one changed, one new");
    reads = {{albums, {QStringLiteral("AlbumsByAlbumTitle"), {QStringLiteral("AlbumTitle")}}}};
    scene.setQueryReads(reads);
    check("a query reads a table");
    reads = {{singers, {QString(), {QStringLiteral("SingerId")}}}};
    scene.setQueryReads(reads);
    check("another query");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("add table"), [&](Schema &s, ObjectId &c) {
                return edits::addTable(s, QStringLiteral("Venues"), c);
            }).ok());
    check("a new table keeps the others' findings");
    findings.clear();
    reads.clear();
    scene.setFindings(findings);
    scene.setQueryReads(reads);
    check("no findings, no query");
}

QTEST_MAIN(TestSceneIncremental)
// A worker's snapshot keeps the schema shared, so the edit writes a copy and the old schema lives
// only as long as that snapshot; a view dropping its snapshot on the change frees it during the
// push. The status message must not read names from the freed schema (under ASan this test
// fails on a use after free; CI's sanitizer stage caught it in designer_window).
void TestSceneIncremental::interleaveReportsNamesAfterTheSchemaItReadIsFreed()
{
    Document document;
    document.reset(musicAndLabels());
    DiagramScene scene(&document);
    std::shared_ptr<const Schema> heldByAWorker = document.snapshot();
    connect(&document, &Document::schemaChanged, this, [&heldByAWorker] { heldByAWorker.reset(); });
    QString status;
    connect(&scene, &DiagramScene::statusMessage, this, [&status](const QString &message) { status = message; });

    scene.interleave(test::tableId(document.schema(), u"Labels"), test::tableId(document.schema(), u"Singers"), true);

    QVERIFY(!heldByAWorker);
    QCOMPARE(status, QStringLiteral("Labels is now interleaved in Singers."));
    QCOMPARE(document.schema().findTable(u"Labels")->interleave->parent, QStringLiteral("Singers"));
}

#include "tst_sceneincremental.moc"
