// GUI tests (offscreen) of the design settings' editors: the Properties dock's hints and note of
// the selected table, the checklist running again after a hint is chosen there, and the
// Checklist Settings dialog as one undo step.

#include "checklistdock.h"
#include "checklistsettingsdialog.h"
#include "commands.h"
#include "commentedit.h"
#include "ddl.h"
#include "designhintsbox.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "propertiesdock.h"
#include "designerharness.h"
#include "modaldialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace ssd;
using designertest::Harness;

namespace {

// Picks `generation` in a key generation combo box as a user does (activated, not just set).
void choose(QComboBox *combo, KeyGeneration generation)
{
    const int index = combo->findData(int(generation));
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

bool hasFinding(const ChecklistDock *checklist, const QString &rule, const QString &object)
{
    for (const Finding &f : checklist->findings())
        if (f.ruleId == rule && f.subject.displayName().contains(object))
            return true;
    return false;
}

} // namespace

class TestDesignHints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void propertiesEditHintsAndNote();
    void checklistFollowsAKeyGenerationChoice_data();
    void checklistFollowsAKeyGenerationChoice();
    void checklistSettingsDialogIsOneUndoStep();
};

void TestDesignHints::propertiesEditHintsAndNote()
{
    Harness h;
    h.document.reset(test::musicSchema());
    const ObjectId singers = h.table(u"Singers"), albums = h.table(u"Albums");
    DesignHintsBox *box = h.properties->hintsBox();

    // A root table has no parent to count rows under; its own key column can be described.
    h.scene.selectTables({singers}); // as a click does: Properties shows it
    QCOMPARE(h.properties->table(), singers);
    QVERIFY(box->isVisible());
    QVERIFY(!box->expectedRowsEdit()->isEnabled());
    const ObjectId singerId = test::columnId(h.document.schema(), u"Singers", u"SingerId");
    QVERIFY(box->keyGenerationCombo(singerId));

    // An interleaved child: its estimate, and only the key column it declares itself.
    h.scene.selectTables({albums});
    QVERIFY(box->expectedRowsEdit()->isEnabled());
    QVERIFY(!box->keyGenerationCombo(test::columnId(h.document.schema(), u"Albums", u"SingerId")));
    const ObjectId albumId = test::columnId(h.document.schema(), u"Albums", u"AlbumId");
    QComboBox *combo = box->keyGenerationCombo(albumId);
    QVERIFY(combo);

    box->expectedRowsEdit()->setText(QStringLiteral("5000"));
    Q_EMIT box->expectedRowsEdit()->editingFinished();
    QCOMPARE(h.document.designSettings().expectedRowsOf(albums), 5000);
    choose(combo, KeyGeneration::BitReversed);
    QCOMPARE(h.document.designSettings().keyGenerationOf(albumId), KeyGeneration::BitReversed);
    box->noteEdit()->setPlainText(QStringLiteral("one row per record"));
    QTest::keyClick(box->noteEdit(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(h.document.designSettings().noteOf(albums), QStringLiteral("one row per record"));
    QCOMPARE(h.document.undoStack()->count(), 3);
    QCOMPARE(h.document.projectSettings().expectedRowsPerParent.value(QStringLiteral("Albums")), 5000);

    // The box follows the document: undo, and a rename that keeps the hints (keyed by id).
    h.document.undoStack()->undo(); // the note
    h.document.undoStack()->undo(); // the key generation
    QTRY_COMPARE(combo->currentData().toInt(), int(KeyGeneration::Unknown));
    QCOMPARE(box->noteEdit()->toPlainText(), QString());
    h.document.undoStack()->redo();
    QTRY_COMPARE(combo->currentData().toInt(), int(KeyGeneration::BitReversed));
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("rename"), [&](Schema &s, ObjectId &) {
                return edits::renameTable(s, albums, QStringLiteral("Records"));
            }).ok());
    h.settle();
    QCOMPARE(h.properties->table(), albums); // still selected
    QCOMPARE(box->keyGenerationCombo(albumId), combo);
    QCOMPARE(combo->currentData().toInt(), int(KeyGeneration::BitReversed));
    QCOMPARE(box->expectedRowsEdit()->text(), QStringLiteral("5000"));
    QCOMPARE(h.document.projectSettings().keyGenerationOf(u"Records", u"AlbumId"), KeyGeneration::BitReversed);

    // Clearing the estimate removes the hint.
    box->expectedRowsEdit()->setText(QString());
    Q_EMIT box->expectedRowsEdit()->editingFinished();
    QCOMPARE(h.document.designSettings().expectedRowsOf(albums), 0);
    QVERIFY(h.document.projectSettings().expectedRowsPerParent.isEmpty());
    h.shot(QStringLiteral("designhints"));
}

void TestDesignHints::checklistFollowsAKeyGenerationChoice_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("generation");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("before"); // the rule's finding before the choice (after: the opposite)
    QTest::newRow("sequential raises pk-sequential-integer-first")
        << QStringLiteral("CREATE TABLE Things (Code INT64 NOT NULL, Label STRING(MAX)) PRIMARY KEY (Code);")
        << QStringLiteral("Code") << int(KeyGeneration::Sequential) << QStringLiteral("pk-sequential-integer-first") << false;
    QTest::newRow("bit-reversed clears pk-monotonic-first-column")
        << QStringLiteral("CREATE TABLE Events (CreatedAt TIMESTAMP NOT NULL, Payload STRING(MAX)) PRIMARY KEY (CreatedAt);")
        << QStringLiteral("CreatedAt") << int(KeyGeneration::BitReversed) << QStringLiteral("pk-monotonic-first-column") << true;
    QTest::newRow("time-ordered UUID raises pk-time-ordered-uuid")
        << QStringLiteral("CREATE TABLE Orders (OrderKey STRING(36) NOT NULL) PRIMARY KEY (OrderKey);")
        << QStringLiteral("OrderKey") << int(KeyGeneration::TimeOrderedUuid) << QStringLiteral("pk-time-ordered-uuid") << false;
}

void TestDesignHints::checklistFollowsAKeyGenerationChoice()
{
    QFETCH(QString, ddl);
    QFETCH(QString, column);
    QFETCH(int, generation);
    QFETCH(QString, rule);
    QFETCH(bool, before);
    Harness h;
    auto *checklist = new ChecklistDock(&h.document, &h.window);
    h.document.reset(parseDdl(ddl).schema);
    const Table &table = h.document.schema().tables.front();
    const ObjectId columnId = table.findColumn(column)->id;
    h.scene.selectTables({table.id});
    QTRY_VERIFY(!checklist->isRefreshPending());
    QCOMPARE(hasFinding(checklist, rule, column), before);

    choose(h.properties->hintsBox()->keyGenerationCombo(columnId), KeyGeneration(generation));
    QVERIFY(checklist->isRefreshPending()); // the settings changed: the lint runs again
    QTRY_VERIFY(!checklist->isRefreshPending());
    QCOMPARE(hasFinding(checklist, rule, column), !before);

    h.document.undoStack()->undo();
    QTRY_VERIFY(!checklist->isRefreshPending());
    QCOMPARE(hasFinding(checklist, rule, column), before);
}

void TestDesignHints::checklistSettingsDialogIsOneUndoStep()
{
    Document document;
    document.reset(test::musicSchema());
    DesignSettings odd = document.designSettings();
    odd.rowTreeBytesThreshold = 1000000007; // no whole number of MiB: kept exact when not edited
    document.setDesignSettings(odd);

    QWidget parent;
    whenModalOpens<ChecklistSettingsDialog>([](ChecklistSettingsDialog *dialog) {
        dialog->findChild<QSpinBox *>(QStringLiteral("plannedNodes"))->setValue(12);
        dialog->findChild<QCheckBox *>(QStringLiteral("multiTenant"))->setChecked(true);
        dialog->findChild<QSpinBox *>(QStringLiteral("deepHierarchyDepth"))->setValue(3);
        dialog->findChild<QPlainTextEdit *>(QStringLiteral("projectNote"))->setPlainText(QStringLiteral("Lesson 2"));
        if (const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS"); !dir.isEmpty()) // for looking at
            dialog->grab().save(dir + QStringLiteral("/checklistsettings.png"));
        dialog->accept();
    });
    QVERIFY(ChecklistSettingsDialog::edit(&document, &parent));
    QCOMPARE(document.undoStack()->count(), 1);
    const DesignSettings &s = document.designSettings();
    QCOMPARE(s.plannedNodes, 12);
    QVERIFY(s.multiTenant);
    QCOMPARE(s.deepHierarchyDepth, 3);
    QCOMPARE(s.notes, QStringLiteral("Lesson 2"));
    QCOMPARE(s.rowTreeBytesThreshold, 1000000007);
    QCOMPARE(document.projectSettings().plannedNodes, 12);

    document.undoStack()->undo();
    QVERIFY(document.designSettings() == odd);

    // Cancel, or OK without a change, pushes nothing.
    whenModalOpens<ChecklistSettingsDialog>([](ChecklistSettingsDialog *dialog) { dialog->reject(); });
    QVERIFY(!ChecklistSettingsDialog::edit(&document, &parent));
    whenModalOpens<ChecklistSettingsDialog>([](ChecklistSettingsDialog *dialog) {
        dialog->findChild<QSpinBox *>(QStringLiteral("rowTreeThreshold"))->setValue(2048);
        dialog->accept();
    });
    QVERIFY(ChecklistSettingsDialog::edit(&document, &parent));
    QCOMPARE(document.designSettings().rowTreeBytesThreshold, qint64(2048) * 1024 * 1024);
    whenModalOpens<ChecklistSettingsDialog>([](ChecklistSettingsDialog *dialog) { dialog->accept(); });
    QVERIFY(!ChecklistSettingsDialog::edit(&document, &parent));
    QCOMPARE(document.undoStack()->count(), 1); // the undone step was replaced
}

QTEST_MAIN(TestDesignHints)
#include "tst_designhints.moc"
