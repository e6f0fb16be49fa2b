#include "commands.h"
#include "ddl.h"
#include "diagrampainter.h"
#include "document.h"
#include "edits/columntypes.h"
#include "edits/schemaedits.h"
#include "../core_edits/testschemas.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace ssd;
using namespace ssd::test;

struct EditFn
{
    std::function<QString(Schema &, ObjectId &)> run;
};
Q_DECLARE_METATYPE(EditFn)

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editUndoRedo_data();
    void editUndoRedo();
    void refusals_data();
    void refusals();
    void changeSignalsNameTheTables();
    void newTablesGetPositionsAndKeepThemOnRedo();
    void movesMerge();
    void replaceSchemaIsOneStep();
    void preparedReplaceIsTheSameStepAndFollowsALaterChange();
    void sampleRowsFollowSchemaEdits();
    void namesFollowEveryRevision();
    void snapshotsNeverChangeAndCostACopyOnlyWhileHeld();
    void editsRunOnAWorkingCopyThatFollowsTheSchema();
    void columnTypes_data();
    void columnTypes();
    void offeredTypesAreValid();
};

static EditFn fn(std::function<QString(Schema &, ObjectId &)> f) { return {std::move(f)}; }

void TestDocument::editUndoRedo_data()
{
    QTest::addColumn<EditFn>("edit");
    const Schema m = musicSchema();
    const ObjectId singers = tableId(m, u"Singers"), albums = tableId(m, u"Albums"), songs = tableId(m, u"Songs");
    const ObjectId firstName = columnId(m, u"Singers", u"FirstName");
    const ObjectId trackId = columnId(m, u"Songs", u"TrackId");
    const ObjectId songName = columnId(m, u"Songs", u"SongName");
    const ObjectId albumTitle = columnId(m, u"Albums", u"AlbumTitle");
    const ObjectId indexId = m.indexes.front().id;

    QTest::newRow("add table") << fn([](Schema &s, ObjectId &c) { return edits::addTable(s, QStringLiteral("Concerts"), c); });
    QTest::newRow("rename table") << fn([=](Schema &s, ObjectId &) { return edits::renameTable(s, albums, QStringLiteral("Records")); });
    QTest::newRow("delete leaf table") << fn([=](Schema &s, ObjectId &) { return edits::deleteTable(s, songs); });
    QTest::newRow("add column") << fn([=](Schema &s, ObjectId &c) {
        return edits::addColumn(s, singers, QStringLiteral("BirthDate"), ColumnType::scalar(TypeKind::Date), false, c);
    });
    QTest::newRow("rename indexed column") << fn([=](Schema &s, ObjectId &) { return edits::renameColumn(s, albums, albumTitle, QStringLiteral("Title")); });
    QTest::newRow("retype column") << fn([=](Schema &s, ObjectId &) { return edits::retypeColumn(s, singers, firstName, ColumnType::string(std::nullopt)); });
    QTest::newRow("not null") << fn([=](Schema &s, ObjectId &) { return edits::setColumnNotNull(s, singers, firstName, true); });
    QTest::newRow("reorder column") << fn([=](Schema &s, ObjectId &) { return edits::moveColumn(s, singers, firstName, 2); });
    QTest::newRow("delete column") << fn([=](Schema &s, ObjectId &) { return edits::deleteColumn(s, singers, firstName); });
    // Key edits that keep Spanner's interleave rule (a child's key starts with its parent's);
    // those that break it are in refusals().
    QTest::newRow("toggle key on") << fn([=](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, songs, songName); });
    QTest::newRow("toggle key off") << fn([=](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, songs, trackId); });
    QTest::newRow("toggle desc") << fn([=](Schema &s, ObjectId &) { return edits::toggleKeyDescending(s, songs, trackId); });
    QTest::newRow("move key part") << fn([=](Schema &s, ObjectId &) {
        const QString error = edits::toggleKeyColumn(s, songs, songName); // (SingerId, AlbumId, TrackId, SongName)
        return error.isEmpty() ? edits::moveKeyPart(s, songs, songName, 2) : error;
    });
    QTest::newRow("toggle desc on a parent") << fn([=](Schema &s, ObjectId &) {
        return edits::toggleKeyDescending(s, singers, columnId(s, u"Singers", u"SingerId")); // carried to Albums and Songs
    });
    QTest::newRow("remove interleave") << fn([=](Schema &s, ObjectId &) { return edits::removeInterleave(s, songs); });
    QTest::newRow("interleave on delete") << fn([=](Schema &s, ObjectId &) { return edits::setInterleaveOnDelete(s, songs, OnDelete::Cascade); });
    QTest::newRow("new table interleaved with prefix") << fn([=](Schema &s, ObjectId &c) {
        QString e = edits::addTable(s, QStringLiteral("Concerts"), c);
        ObjectId col = 0;
        e += edits::addColumn(s, c, QStringLiteral("ConcertId"), ColumnType::scalar(TypeKind::Int64), true, col);
        e += edits::toggleKeyColumn(s, c, col);
        return e + edits::interleaveTable(s, c, singers, OnDelete::Cascade, true);
    });
    QTest::newRow("foreign key to primary key") << fn([=](Schema &s, ObjectId &c) { return edits::addForeignKey(s, songs, singers, {}, {}, {}, c); });
    QTest::newRow("add index") << fn([=](Schema &s, ObjectId &c) {
        Index index;
        index.name = QStringLiteral("SingersByName");
        index.table = QStringLiteral("Singers");
        index.keys = {key(QStringLiteral("LastName")), key(QStringLiteral("FirstName"))};
        index.unique = true;
        return edits::addIndex(s, index, c);
    });
    QTest::newRow("update index") << fn([=](Schema &s, ObjectId &) {
        Index index = s.indexes.front();
        index.nullFiltered = true;
        index.storing = {QStringLiteral("AlbumId")};
        index.storing.clear();
        index.interleaveIn = QStringLiteral("Singers");
        return edits::updateIndex(s, index);
    });
    QTest::newRow("delete index") << fn([=](Schema &s, ObjectId &) { return edits::deleteIndex(s, indexId); });
}

void TestDocument::editUndoRedo()
{
    QFETCH(EditFn, edit);
    Document document;
    document.reset(musicSchema());
    const Schema original = document.schema();

    const EditResult result = pushSchemaEdit(&document, QStringLiteral("edit"), edit.run);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(document.undoStack()->count(), 1);
    const Schema after = document.schema();
    QVERIFY(!(after == original));

    document.undoStack()->undo();
    QCOMPARE(document.schema(), original);
    document.undoStack()->redo();
    QCOMPARE(document.schema(), after);
    document.undoStack()->undo();
    QCOMPARE(document.schema(), original);
}

void TestDocument::refusals_data()
{
    QTest::addColumn<EditFn>("edit");
    QTest::addColumn<QString>("messagePart");
    const Schema m = musicSchema();
    const ObjectId singers = tableId(m, u"Singers"), albums = tableId(m, u"Albums"), songs = tableId(m, u"Songs");
    const ObjectId albumTitle = columnId(m, u"Albums", u"AlbumTitle");
    const ObjectId firstName = columnId(m, u"Singers", u"FirstName");
    const ObjectId trackId = columnId(m, u"Songs", u"TrackId");

    QTest::newRow("cycle") << fn([=](Schema &s, ObjectId &) { return edits::interleaveTable(s, singers, songs, OnDelete::NoAction, false); })
                           << QStringLiteral("cycle");
    QTest::newRow("self") << fn([=](Schema &s, ObjectId &) { return edits::interleaveTable(s, albums, albums, OnDelete::NoAction, false); })
                          << QStringLiteral("itself");
    QTest::newRow("depth over seven") << fn([=](Schema &s, ObjectId &) {
        ObjectId parent = songs; // depth 3
        for (int i = 0; i < 4; ++i) {
            ObjectId t = 0;
            edits::addTable(s, QStringLiteral("Level%1").arg(i + 4), t);
            if (QString e = edits::interleaveTable(s, t, parent, OnDelete::NoAction, false); !e.isEmpty())
                return QStringLiteral("unexpected: ") + e;
            parent = t; // depth 7 after the loop
        }
        ObjectId t = 0;
        edits::addTable(s, QStringLiteral("Level8"), t);
        return edits::interleaveTable(s, t, parent, OnDelete::NoAction, false);
    }) << QStringLiteral("8 levels");
    QTest::newRow("subtree too deep") << fn([=](Schema &s, ObjectId &) {
        ObjectId top = 0, parent = 0;
        edits::addTable(s, QStringLiteral("Chain1"), top);
        parent = top;
        for (int i = 2; i <= 5; ++i) {
            ObjectId t = 0;
            edits::addTable(s, QStringLiteral("Chain%1").arg(i), t);
            edits::interleaveTable(s, t, parent, OnDelete::NoAction, false);
            parent = t;
        }
        return edits::interleaveTable(s, top, songs, OnDelete::NoAction, false); // 3 + 5
    }) << QStringLiteral("at most 7");
    // Spanner refuses a child whose key does not start with its parent's key, in order.
    QTest::newRow("key column added to a parent") << fn([=](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, singers, firstName); })
                                                  << QStringLiteral("Albums is interleaved in Singers, and its key must start");
    QTest::newRow("child's key part moved first") << fn([=](Schema &s, ObjectId &) { return edits::moveKeyPart(s, songs, trackId, 0); })
                                                  << QStringLiteral("Songs is interleaved in Albums, so its key must start");
    QTest::newRow("delete parent") << fn([=](Schema &s, ObjectId &) { return edits::deleteTable(s, singers); })
                                   << QStringLiteral("Albums");
    QTest::newRow("duplicate table name") << fn([](Schema &s, ObjectId &c) { return edits::addTable(s, QStringLiteral("singers"), c); })
                                          << QStringLiteral("already used");
    QTest::newRow("bad identifier") << fn([=](Schema &s, ObjectId &) { return edits::renameTable(s, singers, QStringLiteral("9 lives")); })
                                    << QStringLiteral("not a valid name");
    QTest::newRow("column used by index") << fn([=](Schema &s, ObjectId &) { return edits::deleteColumn(s, albums, albumTitle); })
                                          << QStringLiteral("AlbumsByAlbumTitle");
    QTest::newRow("index on missing column") << fn([](Schema &s, ObjectId &c) {
        Index index;
        index.name = QStringLiteral("Bad");
        index.table = QStringLiteral("Singers");
        index.keys = {key(QStringLiteral("Nope"))};
        return edits::addIndex(s, index, c);
    }) << QStringLiteral("Nope");
}

void TestDocument::refusals()
{
    QFETCH(EditFn, edit);
    QFETCH(QString, messagePart);
    Document document;
    document.reset(musicSchema());
    const Schema original = document.schema();
    const EditResult result = pushSchemaEdit(&document, QStringLiteral("edit"), edit.run);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(messagePart), qPrintable(result.error));
    QCOMPARE(document.schema(), original);
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestDocument::changeSignalsNameTheTables()
{
    Document document;
    document.reset(musicSchema());
    QSignalSpy spy(&document, &Document::schemaChanged);
    const ObjectId albums = tableId(document.schema(), u"Albums");
    pushSchemaEdit(&document, QStringLiteral("rename"), [=](Schema &s, ObjectId &) {
        return edits::renameTable(s, albums, QStringLiteral("Records"));
    });
    QCOMPARE(spy.count(), 1);
    const auto change = spy.at(0).at(0).value<SchemaChange>();
    // The renamed table and its child (whose interleave parent name follows) changed.
    QVERIFY(change.touchesTable(albums));
    QVERIFY(change.touchesTable(tableId(document.schema(), u"Songs")));
    QVERIFY(!change.touchesTable(tableId(document.schema(), u"Singers")));
    QVERIFY(change.indexesChanged);
    QVERIFY(change.tablesAdded.empty());

    // Undoing an added table announces its removal.
    const EditResult added = pushSchemaEdit(&document, QStringLiteral("add"), [](Schema &s, ObjectId &c) {
        return edits::addTable(s, QStringLiteral("Concerts"), c);
    });
    QCOMPARE(spy.last().at(0).value<SchemaChange>().tablesAdded, std::vector<ObjectId>{added.created});
    document.undoStack()->undo();
    QCOMPARE(spy.last().at(0).value<SchemaChange>().tablesRemoved, std::vector<ObjectId>{added.created});
    QVERIFY(spy.last().at(0).value<SchemaChange>().tablesAdded.empty());
}

void TestDocument::newTablesGetPositionsAndKeepThemOnRedo()
{
    Document document;
    document.reset(musicSchema());
    for (const Table &t : document.schema().tables)
        QVERIFY(document.hasPosition(t.id));
    const EditResult r = pushSchemaEdit(&document, QStringLiteral("add"), [](Schema &s, ObjectId &c) {
        return edits::addTable(s, QStringLiteral("Concerts"), c);
    }, {{0, QPointF()}});
    QVERIFY(r.created != 0);
    QVERIFY(document.hasPosition(r.created));
    const QPointF placed = document.position(r.created);
    document.undoStack()->undo();
    document.undoStack()->redo();
    QCOMPARE(document.position(r.created), placed);

    // An explicit position (a click in the diagram) is used as given.
    const EditResult r2 = pushSchemaEdit(&document, QStringLiteral("add"), [](Schema &s, ObjectId &c) {
        return edits::addTable(s, QStringLiteral("Venues"), c);
    }, {{document.schema().lastId + 1, QPointF(700, 30)}});
    QCOMPARE(document.position(r2.created), QPointF(700, 30));
}

void TestDocument::movesMerge()
{
    Document document;
    document.reset(musicSchema());
    const ObjectId singers = tableId(document.schema(), u"Singers");
    const QPointF start = document.position(singers);
    pushMoveTables(&document, {{singers, start + QPointF(10, 0)}}, {});
    pushMoveTables(&document, {{singers, start + QPointF(20, 5)}}, {});
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.position(singers), start + QPointF(20, 5));
    document.undoStack()->undo();
    QCOMPARE(document.position(singers), start);
    // Moving back to the start makes the merged command obsolete: nothing to undo.
    document.undoStack()->redo();
    pushMoveTables(&document, {{singers, start}}, {});
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestDocument::replaceSchemaIsOneStep()
{
    Document document;
    document.reset(musicSchema());
    const Schema original = document.schema();
    const ObjectId songs = tableId(original, u"Songs");
    const QPointF songsPos = document.position(songs);

    Schema parsed = original;
    parsed.tables.back().columns.back().name = QStringLiteral("Title"); // as if re-typed in DDL
    for (Table &t : parsed.tables)
        t.id += 1000; // the parser numbers from scratch
    QVERIFY(pushReplaceSchema(&document, parsed, QStringLiteral("Edit DDL")));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(tableId(document.schema(), u"Songs"), songs);
    QCOMPARE(document.position(songs), songsPos);
    QVERIFY(document.schema().findTable(u"Songs")->findColumn(u"Title"));
    QVERIFY(!pushReplaceSchema(&document, document.schema(), QStringLiteral("same")));
    document.undoStack()->undo();
    QCOMPARE(document.schema(), original);
}

// The typed DDL's step is prepared on a pool thread against a snapshot; pushed later, it is the
// step pushReplaceSchema makes, also when the document changed after the snapshot.
void TestDocument::preparedReplaceIsTheSameStepAndFollowsALaterChange()
{
    Document document;
    document.reset(musicSchema());
    const Schema original = document.schema();
    const ObjectId songs = tableId(original, u"Songs");
    Schema parsed = original;
    parsed.tables.back().columns.back().name = QStringLiteral("Title");
    for (Table &t : parsed.tables)
        t.id += 1000;

    // Against the document's revision: the ids are reconciled, one step, undone as one.
    PreparedSchema prepared = prepareReplaceSchema(*document.snapshot(), document.revision(), parsed);
    QVERIFY(pushPreparedSchema(&document, std::move(prepared), QStringLiteral("Edit DDL")));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(tableId(document.schema(), u"Songs"), songs);
    QVERIFY(document.schema().findTable(u"Songs")->findColumn(u"Title"));
    const Schema edited = document.schema();
    QVERIFY(!pushPreparedSchema(&document, prepareReplaceSchema(*document.snapshot(), document.revision(), edited),
                                QStringLiteral("same")));
    document.undoStack()->undo();
    QCOMPARE(document.schema(), original);

    // The document changed after the snapshot (a table added): the step is prepared again, so
    // the schema becomes the parsed one, not the old snapshot's delta laid over the change.
    prepared = prepareReplaceSchema(*document.snapshot(), document.revision(), parsed);
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("Add table"), [](Schema &s, ObjectId &created) {
                return edits::addTable(s, QStringLiteral("Stages"), created);
            }).ok());
    QVERIFY(pushPreparedSchema(&document, std::move(prepared), QStringLiteral("Edit DDL")));
    QVERIFY(!document.schema().findTable(u"Stages"));
    QCOMPARE(document.schema().tables.size(), original.tables.size());
    QCOMPARE(tableId(document.schema(), u"Songs"), songs);
    QVERIFY(document.schema().findTable(u"Songs")->findColumn(u"Title"));
}

void TestDocument::sampleRowsFollowSchemaEdits()
{
    Document document;
    document.reset(musicSchema());
    const ObjectId singers = tableId(document.schema(), u"Singers");
    SampleRow row;
    row.table = QStringLiteral("Singers");
    row.values = {KeyValue::int64(7), KeyValue::string(QStringLiteral("Ana")), KeyValue::string(QStringLiteral("Lima"))};
    SampleData entered;
    entered.rows = {row};
    document.undoStack()->push(new SampleDataCommand(&document, QStringLiteral("Add row"), entered));

    // Deleting FirstName and renaming the table keeps the other values where they belong.
    const ObjectId firstName = document.schema().findTable(u"Singers")->findColumn(u"FirstName")->id;
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("Delete column"),
                           [&](Schema &s, ObjectId &) { return edits::deleteColumn(s, singers, firstName); }).ok());
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("Rename"),
                           [&](Schema &s, ObjectId &) { return edits::renameTable(s, singers, QStringLiteral("Artists")); }).ok());
    QCOMPARE(document.sampleData().rows.size(), size_t(1));
    QCOMPARE(document.sampleData().rows.front().table, QStringLiteral("Artists"));
    QCOMPARE(document.sampleData().rows.front().values,
             (std::vector<KeyValue>{KeyValue::int64(7), KeyValue::string(QStringLiteral("Lima"))}));

    // Undo brings back the deleted column's value, redo removes it again.
    QSignalSpy changed(&document, &Document::sampleDataChanged);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.sampleData(), entered);
    QCOMPARE(changed.count(), 2);
    document.undoStack()->redo();
    QCOMPARE(document.sampleData().rows.front().values.size(), size_t(2));

    // Edits that leave the rows alone do not touch them.
    changed.clear();
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("Add table"),
                           [](Schema &s, ObjectId &created) { return edits::addTable(s, QStringLiteral("Venues"), created); }).ok());
    QCOMPARE(changed.count(), 0);
}

void TestDocument::columnTypes_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical"); // empty: invalid
    const int g = int(Dialect::GoogleSql), p = int(Dialect::PostgreSql);
    QTest::newRow("int64") << g << QStringLiteral("int64") << QStringLiteral("INT64");
    QTest::newRow("string max") << g << QStringLiteral("STRING( max )") << QStringLiteral("STRING(MAX)");
    QTest::newRow("bytes 16") << g << QStringLiteral("BYTES(16)") << QStringLiteral("BYTES(16)");
    QTest::newRow("array") << g << QStringLiteral("ARRAY<STRING(20)>") << QStringLiteral("ARRAY<STRING(20)>");
    QTest::newRow("vector") << g << QStringLiteral("ARRAY<FLOAT32>(vector_length=>128)") << QStringLiteral("ARRAY<FLOAT32>(vector_length=>128)");
    QTest::newRow("proto") << g << QStringLiteral("shop.Order") << QStringLiteral("shop.Order");
    QTest::newRow("g nested array") << g << QStringLiteral("ARRAY<ARRAY<INT64>>") << QString();
    // Read by the dialect's parser, as DDL is: GoogleSQL reads a length out of range and the
    // checklist flags it (string-bytes-length, with its quick fix); PostgreSQL refuses it.
    QTest::newRow("g zero length") << g << QStringLiteral("STRING(0)") << QStringLiteral("STRING(0)");
    QTest::newRow("pg zero length") << p << QStringLiteral("varchar(0)") << QString();
    QTest::newRow("g garbage") << g << QStringLiteral("STRIN") << QString();
    QTest::newRow("g struct") << g << QStringLiteral("STRUCT<a INT64>") << QString();
    QTest::newRow("g with a clause") << g << QStringLiteral("INT64 NOT NULL") << QString();
    QTest::newRow("g closing the table") << g << QStringLiteral("INT64) PRIMARY KEY (C), INTERLEAVE IN PARENT P --") << QString();
    QTest::newRow("g two statements") << g << QStringLiteral("INT64) PRIMARY KEY (); DROP TABLE X") << QString();
    QTest::newRow("g bool alias") << g << QStringLiteral("boolean") << QStringLiteral("BOOL");
    QTest::newRow("pg default") << p << QStringLiteral("bigint DEFAULT 1") << QString();
    QTest::newRow("pg serial") << p << QStringLiteral("bigserial") << QString();
    QTest::newRow("pg commit timestamp") << p << QStringLiteral("spanner.commit_timestamp") << QString();
    QTest::newRow("pg float8 array") << p << QStringLiteral("float8[]") << QStringLiteral("double precision[]");
    QTest::newRow("pg timestamptz") << p << QStringLiteral("timestamp with time zone") << QStringLiteral("timestamptz");
    QTest::newRow("pg bigint") << p << QStringLiteral("BIGINT") << QStringLiteral("bigint");
    QTest::newRow("pg varchar") << p << QStringLiteral("character varying(30)") << QStringLiteral("varchar(30)");
    QTest::newRow("pg text") << p << QStringLiteral("text") << QStringLiteral("varchar");
    QTest::newRow("pg array") << p << QStringLiteral("bigint[]") << QStringLiteral("bigint[]");
    QTest::newRow("pg double") << p << QStringLiteral("double  precision") << QStringLiteral("double precision");
    QTest::newRow("pg garbage") << p << QStringLiteral("int64") << QString();
}

void TestDocument::columnTypes()
{
    QFETCH(int, dialect);
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QString error;
    const auto type = parseColumnType(text, Dialect(dialect), &error);
    if (canonical.isEmpty()) {
        QVERIFY(!type);
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(type, qPrintable(error));
    QCOMPARE(DiagramPainter::typeText(*type, Dialect(dialect)), canonical);
    QCOMPARE(parseColumnType(canonical, Dialect(dialect)), type);
}


// Every type the type combo box offers is one the dialect's parser reads.
void TestDocument::offeredTypesAreValid()
{
    for (Dialect dialect : {Dialect::GoogleSql, Dialect::PostgreSql})
        for (const QString &type : commonColumnTypes(dialect)) {
            QString error;
            QVERIFY2(parseColumnType(type, dialect, &error), qPrintable(error));
        }
}

void TestDocument::namesFollowEveryRevision()
{
    // One index per schema revision: shared while the schema is unchanged, rebuilt after an
    // edit, an undo and a reset, never pointing into an older schema.
    Document document;
    document.reset(musicSchema());
    const SchemaIndex *first = &document.names();
    QCOMPARE(&document.names(), first);
    QVERIFY(first->describes(document.schema()));
    QCOMPARE(document.names().table(u"Albums"), document.schema().findTable(u"Albums"));

    const ObjectId albums = tableId(document.schema(), u"Albums");
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("Rename"),
                           [&](Schema &s, ObjectId &) { return edits::renameTable(s, albums, QStringLiteral("Records")); }).ok());
    QVERIFY(document.names().describes(document.schema()));
    QCOMPARE(document.names().table(u"Albums"), nullptr);
    QCOMPARE(document.names().table(u"Records"), document.schema().findTable(u"Records"));
    QCOMPARE(document.names().tableById(albums), document.schema().findTable(u"Records"));

    document.undoStack()->undo();
    QCOMPARE(document.names().table(u"Records"), nullptr);
    QCOMPARE(document.names().table(u"Albums"), document.schema().findTable(u"Albums"));

    document.reset(Schema());
    QVERIFY(document.names().describes(document.schema()));
    QCOMPARE(document.names().table(u"Albums"), nullptr);
}

void TestDocument::snapshotsNeverChangeAndCostACopyOnlyWhileHeld()
{
    // A worker's snapshot keeps the schema it was taken of through edits, undo and reset; the
    // document copies its schema for a change only while such a snapshot is held.
    Document document;
    document.reset(musicSchema());
    const ObjectId albums = tableId(document.schema(), u"Albums");
    const auto rename = [&](const QString &name) {
        return pushSchemaEdit(&document, QStringLiteral("Rename"),
                              [&](Schema &s, ObjectId &) { return edits::renameTable(s, albums, name); }).ok();
    };

    std::shared_ptr<const Schema> held = document.snapshot();
    QCOMPARE(held.get(), &document.schema()); // shared, not copied
    const Schema before = *held;
    QVERIFY(rename(QStringLiteral("Records")));
    QVERIFY(held.get() != &document.schema()); // copied on write
    QVERIFY(*held == before);
    QVERIFY(document.schema().findTable(u"Records"));
    QVERIFY(document.names().describes(document.schema()));

    held.reset(); // the worker is done: the next change needs no copy
    const Schema *current = &document.schema();
    QVERIFY(rename(QStringLiteral("Discs")));
    QCOMPARE(&document.schema(), current);
    QVERIFY(document.schema().findTable(u"Discs"));

    held = document.snapshot();
    const Schema atDiscs = *held;
    document.undoStack()->undo();
    QVERIFY(*held == atDiscs);
    QVERIFY(document.schema().findTable(u"Records"));
    document.reset(Schema());
    QVERIFY(*held == atDiscs);
    QVERIFY(document.schema().tables.empty());
}

void TestDocument::editsRunOnAWorkingCopyThatFollowsTheSchema()
{
    // pushSchemaEdit runs the edit on the document's working copy instead of a fresh copy of the
    // schema. Each edit must still see the schema as it is (after undo, redo, a refused half-done
    // edit, a reset) and give what the edit gives on a copy; a working copy that missed any of
    // them would carry a stale or half-done table into the next edit.
    Document document;
    document.reset(musicSchema());
    int serial = 0;
    const auto push = [&](std::function<QString(Schema &, ObjectId &)> edit) {
        Schema expected = document.schema();
        ObjectId created = 0;
        const QString error = edit(expected, created);
        const EditResult result = pushSchemaEdit(&document, QStringLiteral("Edit"), edit);
        QCOMPARE(result.error, error);
        if (error.isEmpty())
            QVERIFY(document.schema() == expected);
        QVERIFY(document.workingCopy() == document.schema());
    };
    const auto addColumn = [&](QStringView table) {
        const ObjectId id = tableId(document.schema(), table);
        const QString name = QStringLiteral("Added%1").arg(++serial);
        return [id, name](Schema &s, ObjectId &created) {
            return edits::addColumn(s, id, name, ColumnType::string(std::nullopt), false, created);
        };
    };
    const auto halfDone = [&](QStringView table) { // changes a table, then refuses
        const ObjectId id = tableId(document.schema(), table);
        return [id](Schema &s, ObjectId &created) {
            edits::addColumn(s, id, QStringLiteral("Half"), ColumnType::scalar(TypeKind::Int64), false, created);
            tableById(s, id)->comment = QStringLiteral("half done");
            return QStringLiteral("refused");
        };
    };

    push(addColumn(u"Albums"));
    push(halfDone(u"Singers"));
    QVERIFY(!document.schema().findTable(u"Singers")->findColumn(u"Half"));
    push(addColumn(u"Singers"));
    push([](Schema &, ObjectId &) { return QString(); }); // changes nothing: no step
    QCOMPARE(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    QVERIFY(document.workingCopy() == document.schema());
    push(addColumn(u"Songs")); // on the undone schema: Singers has no Added2
    document.undoStack()->undo();
    document.undoStack()->undo();
    document.undoStack()->redo();
    QVERIFY(document.workingCopy() == document.schema());
    push(addColumn(u"Albums"));
    push(halfDone(u"Albums"));

    Schema other = musicSchema();
    other.tables.erase(other.tables.begin());
    document.reset(other);
    QVERIFY(document.workingCopy() == document.schema());
    push(addColumn(u"Albums"));
    push(halfDone(u"Songs"));
    push(addColumn(u"Songs"));
    document.undoStack()->undo();
    push(addColumn(u"Songs"));
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
