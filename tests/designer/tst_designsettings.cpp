// The design settings in the Document (headless): hints and notes keyed by object id follow
// renames and come back with an undone deletion; every edit is an undo command (merging where a
// field is typed); a loaded project's names resolve to ids and those that name nothing are kept;
// the name-keyed ProjectSettings the checklist reads are built from the Document.

#include "commands.h"
#include "designsettings.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "../core_edits/testschemas.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace ssd;
using namespace ssd::test;

struct SettingsEdit
{
    std::function<bool(Document &)> push;
};
Q_DECLARE_METATYPE(SettingsEdit)

namespace {

QByteArray json(const ProjectSettings &settings)
{
    return QJsonDocument(projectSettingsToJson(settings)).toJson(QJsonDocument::Compact);
}

} // namespace

class TestDesignSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsUndoRedo_data();
    void editsUndoRedo();
    void hintsFollowRenames();
    void deletedObjectsHintComesBackOnUndo();
    void typingMergesPerField();
    void loadedNamesResolveAndTheRestIsKept();
    void resetClearsAndQueriesJoin();
};

void TestDesignSettings::editsUndoRedo_data()
{
    QTest::addColumn<SettingsEdit>("edit");
    QTest::addColumn<bool>("checklist");   // DesignSettingsChange::checklist
    QTest::addColumn<bool>("projectNote"); // DesignSettingsChange::projectNote
    QTest::addColumn<int>("objects");      // DesignSettingsChange::objects.size()
    const Schema m = musicSchema();
    const ObjectId singerId = columnId(m, u"Singers", u"SingerId");
    const ObjectId albums = tableId(m, u"Albums");
    QTest::newRow("key generation") << SettingsEdit{[=](Document &d) { return pushKeyGeneration(&d, singerId, KeyGeneration::UuidV4); }}
                                    << true << false << 1;
    QTest::newRow("expected rows") << SettingsEdit{[=](Document &d) { return pushExpectedRowsPerParent(&d, albums, 5000); }}
                                   << true << false << 1;
    QTest::newRow("object note") << SettingsEdit{[=](Document &d) { return pushObjectNote(&d, albums, QStringLiteral("one per record")); }}
                                 << false << false << 1;
    QTest::newRow("project note") << SettingsEdit{[](Document &d) {
        return pushDesignSettingsEdit(&d, QStringLiteral("note"), [](DesignSettings &s) { s.notes = QStringLiteral("lesson 1"); });
    }} << false << true << 0;
    QTest::newRow("planned nodes") << SettingsEdit{[](Document &d) {
        return pushDesignSettingsEdit(&d, QStringLiteral("nodes"), [](DesignSettings &s) { s.plannedNodes = 12; });
    }} << true << false << 0;
    QTest::newRow("multi-tenant and depth") << SettingsEdit{[](Document &d) {
        return pushDesignSettingsEdit(&d, QStringLiteral("tenancy"), [](DesignSettings &s) {
            s.multiTenant = true;
            s.deepHierarchyDepth = 3;
        });
    }} << true << false << 0;
}

void TestDesignSettings::editsUndoRedo()
{
    QFETCH(SettingsEdit, edit);
    QFETCH(bool, checklist);
    QFETCH(bool, projectNote);
    QFETCH(int, objects);
    Document document;
    document.reset(musicSchema());
    const DesignSettings before = document.designSettings();
    const QByteArray beforeJson = json(document.projectSettings());
    QSignalSpy changed(&document, &Document::designSettingsChanged);

    QVERIFY(edit.push(document));
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(document.isModified());
    QVERIFY(!(document.designSettings() == before));
    const DesignSettings after = document.designSettings();
    QCOMPARE(json(document.projectSettings()) != beforeJson, checklist);
    QCOMPARE(changed.count(), 1);
    const auto change = changed.takeFirst().at(0).value<DesignSettingsChange>();
    QCOMPARE(change.checklist, checklist);
    QCOMPARE(change.projectNote, projectNote);
    QCOMPARE(int(change.objects.size()), objects);

    document.undoStack()->undo();
    QVERIFY(document.designSettings() == before);
    QCOMPARE(json(document.projectSettings()), beforeJson);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QVERIFY(document.designSettings() == after);
    QCOMPARE(changed.count(), 2);

    // The same edit again changes nothing: no command.
    QVERIFY(!edit.push(document));
    QCOMPARE(document.undoStack()->count(), 1);
}

void TestDesignSettings::hintsFollowRenames()
{
    Document document;
    document.reset(musicSchema());
    const ObjectId singers = tableId(document.schema(), u"Singers"), albums = tableId(document.schema(), u"Albums");
    const ObjectId singerId = columnId(document.schema(), u"Singers", u"SingerId");
    QVERIFY(pushKeyGeneration(&document, singerId, KeyGeneration::Sequential));
    QVERIFY(pushExpectedRowsPerParent(&document, albums, 300));
    QVERIFY(pushObjectNote(&document, singers, QStringLiteral("the root")));

    QVERIFY(pushSchemaEdit(&document, QStringLiteral("rename table"),
                           [&](Schema &s, ObjectId &) { return edits::renameTable(s, singers, QStringLiteral("Artists")); }).ok());
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("rename column"),
                           [&](Schema &s, ObjectId &) { return edits::renameColumn(s, singers, singerId, QStringLiteral("ArtistId")); }).ok());
    QVERIFY(pushSchemaEdit(&document, QStringLiteral("rename child"),
                           [&](Schema &s, ObjectId &) { return edits::renameTable(s, albums, QStringLiteral("Records")); }).ok());
    ProjectSettings settings = document.projectSettings();
    QCOMPARE(settings.keyGenerationOf(u"Artists", u"ArtistId"), KeyGeneration::Sequential);
    QCOMPARE(settings.keyGenerationOf(u"Singers", u"SingerId"), KeyGeneration::Unknown);
    QCOMPARE(settings.keyGeneration.size(), 1);
    QCOMPARE(settings.expectedRowsPerParent, (QHash<QString, qint64>{{QStringLiteral("Records"), 300}}));
    QCOMPARE(objectNotesToSave(document.schema(), document.designSettings()).value(singers), QStringLiteral("the root"));

    // Undoing the renames names the old objects again.
    for (int i = 0; i < 3; ++i)
        document.undoStack()->undo();
    settings = document.projectSettings();
    QCOMPARE(settings.keyGenerationOf(u"Singers", u"SingerId"), KeyGeneration::Sequential);
    QCOMPARE(settings.expectedRowsPerParent, (QHash<QString, qint64>{{QStringLiteral("Albums"), 300}}));
}

void TestDesignSettings::deletedObjectsHintComesBackOnUndo()
{
    Document document;
    document.reset(musicSchema());
    const ObjectId songs = tableId(document.schema(), u"Songs");
    const ObjectId trackId = columnId(document.schema(), u"Songs", u"TrackId");
    QVERIFY(pushKeyGeneration(&document, trackId, KeyGeneration::TimeOrderedUuid));
    QVERIFY(pushExpectedRowsPerParent(&document, songs, 20));
    QVERIFY(pushObjectNote(&document, songs, QStringLiteral("tracks")));

    QVERIFY(pushSchemaEdit(&document, QStringLiteral("delete"), [&](Schema &s, ObjectId &) { return edits::deleteTable(s, songs); }).ok());
    ProjectSettings settings = document.projectSettings();
    QVERIFY(settings.keyGeneration.isEmpty()); // a deleted object's hints are not saved or checked
    QVERIFY(settings.expectedRowsPerParent.isEmpty());
    QVERIFY(objectNotesToSave(document.schema(), document.designSettings()).isEmpty());

    document.undoStack()->undo();
    settings = document.projectSettings();
    QCOMPARE(settings.keyGenerationOf(u"Songs", u"TrackId"), KeyGeneration::TimeOrderedUuid);
    QCOMPARE(settings.expectedRowsPerParent.value(QStringLiteral("Songs")), 20);
    QCOMPARE(objectNotesToSave(document.schema(), document.designSettings()).value(songs), QStringLiteral("tracks"));
}

void TestDesignSettings::typingMergesPerField()
{
    Document document;
    document.reset(musicSchema());
    const ObjectId singers = tableId(document.schema(), u"Singers"), albums = tableId(document.schema(), u"Albums");
    // One note typed in three commits is one step; another object's note is another.
    QVERIFY(pushObjectNote(&document, singers, QStringLiteral("a")));
    QVERIFY(pushObjectNote(&document, singers, QStringLiteral("ab")));
    QVERIFY(pushObjectNote(&document, singers, QStringLiteral("abc")));
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(pushObjectNote(&document, albums, QStringLiteral("x")));
    QVERIFY(pushExpectedRowsPerParent(&document, albums, 10));
    QVERIFY(pushExpectedRowsPerParent(&document, albums, 100));
    QCOMPARE(document.undoStack()->count(), 3);
    // Key generation choices never merge (each is a deliberate pick).
    const ObjectId singerId = columnId(document.schema(), u"Singers", u"SingerId");
    QVERIFY(pushKeyGeneration(&document, singerId, KeyGeneration::Hash));
    QVERIFY(pushKeyGeneration(&document, singerId, KeyGeneration::UuidV4));
    QCOMPARE(document.undoStack()->count(), 5);

    document.undoStack()->undo();
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.designSettings().expectedRowsOf(albums), 0);
    QCOMPARE(document.designSettings().noteOf(albums), QStringLiteral("x"));
    document.undoStack()->undo();
    QCOMPARE(document.designSettings().noteOf(singers), QStringLiteral("abc"));
    document.undoStack()->undo();
    QVERIFY(document.designSettings().objectNotes.isEmpty());

    // Typed and typed back: the merged step is gone.
    document.undoStack()->clear();
    QVERIFY(pushObjectNote(&document, singers, QStringLiteral("draft")));
    QVERIFY(pushObjectNote(&document, singers, QString()));
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestDesignSettings::loadedNamesResolveAndTheRestIsKept()
{
    const Schema schema = musicSchema();
    ProjectSettings loaded;
    loaded.plannedNodes = 7;
    loaded.keyGeneration.insert(QStringLiteral("Singers.SingerId"), KeyGeneration::BitReversed);
    loaded.keyGeneration.insert(QStringLiteral("Ghosts.GhostId"), KeyGeneration::UuidV4); // no such table
    loaded.keyGeneration.insert(QStringLiteral("Albums.Missing"), KeyGeneration::Hash);   // no such column
    loaded.expectedRowsPerParent.insert(QStringLiteral("Albums"), 40);
    loaded.expectedRowsPerParent.insert(QStringLiteral("Gone"), 9);
    QueryPattern pattern;
    pattern.name = QStringLiteral("recent");
    pattern.table = QStringLiteral("Albums");
    loaded.queryPatterns.push_back(pattern);
    const ObjectId albums = tableId(schema, u"Albums");
    const QHash<ObjectId, QString> notes{{albums, QStringLiteral("records")}, {9999, QStringLiteral("of nothing")}};

    const DesignSettings design = designSettingsFromProject(schema, loaded, QStringLiteral("project"), notes);
    QCOMPARE(design.plannedNodes, 7);
    QCOMPARE(design.keyGenerationOf(columnId(schema, u"Singers", u"SingerId")), KeyGeneration::BitReversed);
    QCOMPARE(design.expectedRowsOf(albums), 40);
    QCOMPARE(design.unresolvedKeyGeneration.size(), 2);
    QCOMPARE(design.unresolvedExpectedRows.size(), 1);
    QCOMPARE(design.noteOf(albums), QStringLiteral("records"));
    QCOMPARE(design.unresolvedNotes.value(9999), QStringLiteral("of nothing"));

    // Written back exactly as loaded: nothing the user wrote is lost.
    QCOMPARE(json(checklistSettings(schema, design)), json(loaded));
    QCOMPARE(objectNotesToSave(schema, design), notes);

    // A table named like an unresolved hint picks it up by name (what `spanner-schema lint` on
    // the saved file would do); a hint on an object wins over an unresolved one of the same name.
    Schema grown = schema;
    ObjectId created = 0;
    QVERIFY(edits::addTable(grown, QStringLiteral("Gone"), created).isEmpty());
    DesignSettings withHint = design;
    withHint.expectedRowsPerParent.insert(created, 12);
    QCOMPARE(checklistSettings(grown, design).expectedRowsPerParent.value(QStringLiteral("Gone")), 9);
    QCOMPARE(checklistSettings(grown, withHint).expectedRowsPerParent.value(QStringLiteral("Gone")), 12);
}

void TestDesignSettings::resetClearsAndQueriesJoin()
{
    Document document;
    document.reset(musicSchema());
    document.setQueriesText(QStringLiteral("-- name: all\nSELECT * FROM Singers;\n"));
    QVERIFY(pushDesignSettingsEdit(&document, QStringLiteral("nodes"), [](DesignSettings &s) { s.plannedNodes = 5; }));
    // The one queries text of the Document is the checklist's.
    QCOMPARE(document.projectSettings().queriesText, document.queriesText());
    QCOMPARE(document.projectSettings().plannedNodes, 5);

    QSignalSpy changed(&document, &Document::designSettingsChanged);
    document.reset(musicSchema());
    QVERIFY(document.designSettings() == DesignSettings());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(document.undoStack()->count(), 0);
    // Loading puts settings back without an undo step.
    DesignSettings loaded;
    loaded.multiTenant = true;
    document.setDesignSettings(loaded);
    QVERIFY(document.projectSettings().multiTenant);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
}

QTEST_GUILESS_MAIN(TestDesignSettings)
#include "tst_designsettings.moc"
