// GUI tests of the checklist dock: findings follow edits, quick fixes are one undo step, the
// lint runs off the GUI thread and the tree shows the last schema's findings, stale fixes refused.

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
#include "translationthreads.h"
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMutex>
#include <QScopeGuard>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTextBlock>
#include <QThread>
#include <QTranslator>
#include <QTreeWidget>
#include <QTest>
#include <QUndoStack>

#include <QApplication>
#include <QMutex>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ssd;
using designertest::Harness;

class TestChecklistDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checklistFollowsEditsAndQuickFixIsOneUndoStep();
    void checklistLintsOffTheGuiThreadAndShowsTheLastSchema();
    void checklistRefusesAStaleQuickFix();
    void aKeptRowShowsTheNewMessage();
};

void TestChecklistDock::checklistFollowsEditsAndQuickFixIsOneUndoStep()
{
    Harness h;
    auto *checklist = new ChecklistDock(&h.document, &h.window);
    QObject::connect(checklist, &ChecklistDock::findingsPerTable, &h.scene, &DiagramScene::setFindings);
    Schema schema = test::musicSchema();
    // A timestamp as the first key column: a hotspot the checklist reports, with a fix.
    Column created = test::column(schema, QStringLiteral("CreatedAt"), ColumnType::scalar(TypeKind::Timestamp));
    schema.tables.front().columns.insert(schema.tables.front().columns.begin(), created);
    schema.tables.front().primaryKey.insert(schema.tables.front().primaryKey.begin(), test::key(QStringLiteral("CreatedAt")));
    h.document.reset(schema);
    QTRY_VERIFY(!checklist->findings().empty());
    QVERIFY(checklist->tree()->topLevelItemCount() > 0);
    const size_t before = checklist->findings().size();

    // The diagram badge of the table with findings.
    const ObjectId singers = h.table(u"Singers");
    QVERIFY(h.scene.tableItem(singers)->decoration().findingCount > 0);

    int withFix = -1;
    for (size_t i = 0; i < checklist->findings().size() && withFix < 0; ++i)
        if (!checklist->findings()[i].fixes.empty())
            withFix = int(i);
    QVERIFY2(withFix >= 0, "no finding with a quick fix");
    const QString rule = checklist->findings()[size_t(withFix)].ruleId;
    QVERIFY(checklist->applyFix(withFix, 0));
    QCOMPARE(h.document.undoStack()->count(), 1);
    QVERIFY(!(h.document.schema() == schema));
    checklist->refreshNow();
    bool stillThere = false;
    for (const Finding &f : checklist->findings())
        stillThere = stillThere || (f.ruleId == rule && f.subject.table == QStringLiteral("Singers"));
    QVERIFY2(!stillThere || checklist->findings().size() < before, qPrintable(rule));

    h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), schema);
    checklist->refreshNow();
    QCOMPARE(checklist->findings().size(), before);
}

namespace {

// A table keyed by a timestamp first (a finding, with quick fixes).
Table timestampKeyedTable(Schema &s, const QString &name)
{
    Table t;
    t.id = s.newId();
    t.name = name;
    t.columns = {test::column(s, QStringLiteral("CreatedAt"), ColumnType::scalar(TypeKind::Timestamp)),
                 test::column(s, QStringLiteral("Id"), ColumnType::scalar(TypeKind::Int64)),
                 test::column(s, QStringLiteral("Name"), ColumnType::string(std::nullopt), false)};
    t.primaryKey = {test::key(QStringLiteral("CreatedAt")), test::key(QStringLiteral("Id"))};
    return t;
}

Schema timestampKeyedTables(int count)
{
    Schema s;
    for (int i = 0; i < count; ++i)
        s.tables.push_back(timestampKeyedTable(s, QStringLiteral("T%1").arg(i)));
    return s;
}

// The tree as rows "rule|object|message", group by group, and the findings as the tree would show
// them grouped by severity (worst first, findings' order inside a group).
QStringList treeRows(const QTreeWidget *tree)
{
    QStringList rows;
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int c = 0; c < tree->topLevelItem(g)->childCount(); ++c) {
            const QTreeWidgetItem *item = tree->topLevelItem(g)->child(c);
            rows.append(item->text(0) + u'|' + item->text(1) + u'|' + item->text(2));
        }
    return rows;
}
QStringList rowsBySeverity(const Findings &findings)
{
    QStringList rows;
    for (CheckSeverity s : {CheckSeverity::Error, CheckSeverity::Warning, CheckSeverity::Info})
        for (const Finding &f : findings)
            if (f.severity == s)
                rows.append(f.ruleId + u'|' + f.subject.displayName() + u'|' + f.message());
    return rows;
}
QStringList rows(const Findings &findings)
{
    QStringList rows;
    for (const Finding &f : findings)
        rows.append(f.ruleId + u'|' + f.subject.displayName() + u'|' + f.message());
    return rows;
}
} // namespace

// A big schema's lint takes longer than a frame: the rules run on a worker, bursts of edits are
// coalesced, results of a schema that changed meanwhile are dropped, and the tree (updated in
// place) ends up showing exactly the findings of the last schema.
void TestChecklistDock::checklistLintsOffTheGuiThreadAndShowsTheLastSchema()
{
    Harness h;
    auto *checklist = new ChecklistDock(&h.document, &h.window);
    test::TranslationThreads recorder("Documentation: %1");
    QCoreApplication::installTranslator(&recorder);
    auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&recorder); });
    h.document.reset(timestampKeyedTables(1500));
    QVERIFY(checklist->isRefreshPending());
    QTRY_VERIFY_WITH_TIMEOUT(!checklist->isRefreshPending(), 60000);
    QVERIFY(!checklist->findings().empty());
    const QSet<QThread *> threads = recorder.threads();
    QVERIFY(!threads.isEmpty());
    QVERIFY2(!threads.contains(QThread::currentThread()), "the checklist ran on the GUI thread");

    // Expand a group and select a finding about a table the edits leave alone (not one naming
    // all the tables): updates in place keep both.
    QTreeWidget *tree = checklist->tree();
    QTreeWidgetItem *lastGroup = tree->topLevelItem(tree->topLevelItemCount() - 1);
    lastGroup->setExpanded(true);
    QTreeWidgetItem *selected = nullptr;
    for (int c = 0; c < lastGroup->childCount() && !selected; ++c)
        if (lastGroup->child(c)->text(1).startsWith(u"T1400") && !lastGroup->child(c)->text(0).startsWith(u"tenant"))
            selected = lastGroup->child(c);
    QVERIFY(selected);
    const QString selectedText = selected->text(1);
    tree->setCurrentItem(selected);

    // Rapid edits, some with event-loop passes between them (runs start and are overtaken),
    // some without (coalesced): keys reordered, a column added, a table renamed, a table added.
    for (int i = 0; i < 12; ++i) {
        const QString table = QStringLiteral("T%1").arg(i * 97);
        QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("edit"), [&](Schema &s, ObjectId &) {
                    Table *t = s.findTable(table);
                    switch (i % 4) {
                    case 0: std::swap(t->primaryKey[0], t->primaryKey[1]); break;
                    case 1: t->columns.push_back(test::column(s, QStringLiteral("Extra"), ColumnType::scalar(TypeKind::Timestamp))); break;
                    case 2: t->name += QStringLiteral("Renamed"); break;
                    case 3: s.tables.push_back(timestampKeyedTable(s, QStringLiteral("New%1").arg(i))); break;
                    }
                    return QString();
                }).ok());
        if (i % 3 == 0)
            QCoreApplication::processEvents();
        if (i % 3 == 1)
            QTest::qWait(20);
    }
    QVERIFY(checklist->isRefreshPending());
    QTRY_VERIFY_WITH_TIMEOUT(!checklist->isRefreshPending(), 60000);
    const Findings expected = runChecklist(h.document.schema(), h.document.projectSettings());
    QCOMPARE(rows(checklist->findings()), rows(expected));
    QCOMPARE(treeRows(tree), rowsBySeverity(expected));
    QVERIFY(lastGroup->isExpanded());
    QCOMPARE(tree->currentItem(), selected);
    QCOMPARE(selected->text(1), selectedText);

    // Grouped by object, then edited again: the same findings, one group per object.
    checklist->findChild<QComboBox *>()->setCurrentIndex(1);
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("edit"), [](Schema &s, ObjectId &) {
                std::swap(s.tables[5].primaryKey[0], s.tables[5].primaryKey[1]);
                return QString();
            }).ok());
    QTRY_VERIFY_WITH_TIMEOUT(!checklist->isRefreshPending(), 60000);
    const Findings last = runChecklist(h.document.schema(), h.document.projectSettings());
    QCOMPARE(rows(checklist->findings()), rows(last));
    QStringList byObject;
    QStringList groups;
    for (const Finding &f : last)
        if (!groups.contains(f.subject.displayName()))
            groups.append(f.subject.displayName());
    for (const QString &g : groups)
        for (const Finding &f : last)
            if (f.subject.displayName() == g)
                byObject.append(f.ruleId + u'|' + g + u'|' + f.message());
    QCOMPARE(treeRows(tree), byObject);
    QCOMPARE(tree->topLevelItemCount(), int(groups.size()));
}

// A quick fix finds its objects by name, so on a later schema it could still transform one
// whose finding is gone. Until the checklist has caught up, a fix applies only when the current
// schema still has its finding.
void TestChecklistDock::checklistRefusesAStaleQuickFix()
{
    Harness h;
    auto *checklist = new ChecklistDock(&h.document, &h.window);
    QSignalSpy status(checklist, &ChecklistDock::statusMessage);
    Schema schema = test::musicSchema();
    Column created = test::column(schema, QStringLiteral("CreatedAt"), ColumnType::scalar(TypeKind::Timestamp));
    schema.tables.front().columns.insert(schema.tables.front().columns.begin(), created);
    schema.tables.front().primaryKey.insert(schema.tables.front().primaryKey.begin(), test::key(QStringLiteral("CreatedAt")));
    h.document.reset(schema);
    checklist->refreshNow();
    int withFix = -1;
    for (size_t i = 0; i < checklist->findings().size() && withFix < 0; ++i)
        if (!checklist->findings()[i].fixes.empty() && checklist->findings()[i].subject.table == u"Singers")
            withFix = int(i);
    QVERIFY2(withFix >= 0, "no finding with a quick fix on Singers");
    const QuickFix fix = checklist->findings()[size_t(withFix)].fixes.front();

    // An unrelated edit: the finding still holds, so its fix applies before the checklist caught up.
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("rename"), [](Schema &s, ObjectId &) {
                s.findTable(u"Songs")->columns.back().name = QStringLiteral("Title");
                return QString();
            }).ok());
    QVERIFY(checklist->isRefreshPending());
    QVERIFY(checklist->applyFix(withFix, 0));
    QCOMPARE(h.document.undoStack()->count(), 2);
    h.document.undoStack()->undo();
    checklist->refreshNow();

    // The key column is no longer a timestamp: the finding is gone, though the fix would still
    // change the schema (so this refusal is the checklist's, not the fix's own).
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("retype"), [](Schema &s, ObjectId &) {
                s.findTable(u"Singers")->columns.front().type = ColumnType::string(64);
                return QString();
            }).ok());
    QVERIFY(checklist->isRefreshPending());
    QVERIFY(!(fix.apply(h.document.schema()) == h.document.schema()));
    const Schema before = h.document.schema();
    const int commands = h.document.undoStack()->count();
    status.clear();
    QVERIFY(!checklist->applyFix(withFix, 0));
    QCOMPARE(h.document.schema(), before);
    QCOMPARE(h.document.undoStack()->count(), commands);
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.front().front().toString(), ChecklistDock::tr("The fix no longer applies."));
}

QTEST_MAIN(TestChecklistDock)
// A row is kept for a later finding with the same rule, severity, object and fixes; its message is
// formatted when shown, so it is the newer finding's (here the count of key columns).
void TestChecklistDock::aKeptRowShowsTheNewMessage()
{
    Harness h;
    auto *checklist = new ChecklistDock(&h.document, &h.window);
    Schema s;
    Table wide;
    wide.id = s.newId();
    wide.name = QStringLiteral("Wide");
    for (int i = 0; i < 17; ++i) {
        wide.columns.push_back(test::column(s, QStringLiteral("K%1").arg(i), ColumnType::scalar(TypeKind::Int64)));
        wide.primaryKey.push_back(test::key(QStringLiteral("K%1").arg(i)));
    }
    s.tables.push_back(wide);
    h.document.reset(s);
    QTRY_VERIFY_WITH_TIMEOUT(!checklist->isRefreshPending(), 60000);
    auto row = [&]() -> QTreeWidgetItem * {
        QTreeWidget *tree = checklist->tree();
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int c = 0; c < tree->topLevelItem(g)->childCount(); ++c)
                if (tree->topLevelItem(g)->child(c)->text(0) == u"limit-key-columns")
                    return tree->topLevelItem(g)->child(c);
        return nullptr;
    };
    QTreeWidgetItem *before = row();
    QVERIFY(before);
    QVERIFY2(before->text(2).contains(u"(17"), qPrintable(before->text(2)));

    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("key"), [](Schema &schema, ObjectId &) {
                Table &t = schema.tables.front();
                t.columns.push_back(test::column(schema, QStringLiteral("K17"), ColumnType::scalar(TypeKind::Int64)));
                t.primaryKey.push_back(test::key(QStringLiteral("K17")));
                return QString();
            }).ok());
    QTRY_VERIFY_WITH_TIMEOUT(!checklist->isRefreshPending(), 60000);
    QCOMPARE(row(), before); // the same row
    QVERIFY2(before->text(2).contains(u"(18"), qPrintable(before->text(2)));
    QCOMPARE(treeRows(checklist->tree()), rowsBySeverity(checklist->findings()));
}

#include "tst_checklistdock.moc"
