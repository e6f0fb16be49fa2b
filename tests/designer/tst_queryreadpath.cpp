// A query's read path in the designer: chosen in the Queries dock or the physical layout dock,
// the layout numbers the rows it reads; a checklist finding on a query jumps to it in the
// Queries editor; the lesson "Indexes for your queries" walks through five read paths.

#include "checklistdock.h"
#include "ddl.h"
#include "ddleditor.h"
#include "document.h"
#include "mainwindow.h"
#include "physicallayoutdock.h"
#include "physicallayoutview.h"
#include "physicalviews.h"
#include "queriesdock.h"
#include "readpathpanel.h"

#include <QComboBox>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <algorithm>

using namespace ssd;

namespace {

const char kSchema[] = "CREATE TABLE Users (UserId INT64 NOT NULL, Email STRING(MAX)) PRIMARY KEY (UserId);\n"
                       "CREATE TABLE Orders (UserId INT64 NOT NULL, OrderId INT64 NOT NULL, Total NUMERIC)\n"
                       "  PRIMARY KEY (UserId, OrderId), INTERLEAVE IN PARENT Users ON DELETE CASCADE;\n";

const char kQueries[] = "-- name: login\n-- per second: 300\nSELECT UserId FROM Users WHERE Email = @e;\n\n"
                        "-- name: orders\nSELECT o.Total FROM Users u JOIN Orders o ON o.UserId = u.UserId WHERE u.UserId = @u;\n";

int readCount(const PhysicalLayoutView *view)
{
    const std::vector<int> &order = view->readOrder();
    return int(std::count_if(order.begin(), order.end(), [](int n) { return n > 0; }));
}

} // namespace

class TestQueryReadPath : public QObject
{
    Q_OBJECT

    void load(MainWindow &window)
    {
        ParseResult parsed = parseDdl(QString::fromUtf8(kSchema));
        QVERIFY(parsed.ok());
        window.document()->reset(parsed.schema);
        window.queriesDock()->editor()->setPlainText(QString::fromUtf8(kQueries));
        window.queriesDock()->applyPendingEdit();
        window.show();
        window.physicalViews()->layoutDock()->show();
    }

private slots:
    // The Queries dock's selection shows its read path on the layout, and the layout's choice
    // selects the query in the Queries dock.
    void readPathFollowsTheQueriesDock()
    {
        MainWindow window;
        load(window);
        PhysicalLayoutDock *layout = window.physicalViews()->layoutDock();
        layout->setRowsPerTable(4);
        layout->refreshNow();
        QCOMPARE(readCount(layout->layoutView()), 0); // no query chosen yet
        window.queriesDock()->selectQuery(1);
        QCOMPARE(layout->currentQuery(), u"orders");
        layout->refreshNow();
        // One user, then its orders inside the same row tree.
        const int users = readCount(layout->layoutView());
        QVERIFY2(users >= 2, qPrintable(QString::number(users)));
        const StorageLayout &strip = layout->layoutView()->storageLayout();
        int first = -1;
        for (int e = 0; e < int(strip.entries.size()); ++e)
            if (layout->layoutView()->readOrder()[size_t(e)] == 1)
                first = e;
        QVERIFY(first >= 0);
        QCOMPARE(strip.entries[size_t(first)].object, u"Users");
        for (int e = 0; e < int(strip.entries.size()); ++e)
            if (layout->layoutView()->readOrder()[size_t(e)] > 1)
                QCOMPARE(strip.entries[size_t(e)].rowTree, strip.entries[size_t(first)].rowTree);
        QVERIFY2(layout->readPathPanel()->description().contains(u"local"), qPrintable(layout->readPathPanel()->description()));

        // Picked in the layout dock: the Queries dock follows, and the path changes.
        QComboBox *choice = layout->readPathPanel()->queryChoice();
        choice->setCurrentIndex(choice->findData(QStringLiteral("login")));
        QCOMPARE(window.queriesDock()->selectedQuery(), 0);
        layout->refreshNow();
        // No index on Email: every user is read.
        int userRows = 0;
        for (const LayoutEntry &e : strip.entries)
            userRows += e.object == u"Users" ? 1 : 0;
        QCOMPARE(readCount(layout->layoutView()), userRows);
        // "(no query)" clears it.
        QVERIFY(layout->setCurrentQuery({}));
        layout->refreshNow();
        QVERIFY(layout->layoutView()->readOrder().empty());
    }

    // Double-clicking a finding of index-access-pattern puts the Queries editor at its query.
    void checklistFindingJumpsToTheQuery()
    {
        MainWindow window;
        load(window);
        window.checklistDock()->refreshNow();
        QTreeWidget *tree = window.checklistDock()->tree();
        QTreeWidgetItem *finding = nullptr;
        for (QTreeWidgetItemIterator it(tree); *it && !finding; ++it)
            for (int c = 0; c < tree->columnCount(); ++c)
                if ((*it)->text(c).contains(u"`login`") && (*it)->text(c).contains(u"Email"))
                    finding = *it;
        QVERIFY(finding);
        window.queriesDock()->editor()->moveCursor(QTextCursor::End);
        Q_EMIT tree->itemDoubleClicked(finding, 0);
        // `login` starts at line 3, column 1.
        QCOMPARE(window.queriesDock()->editor()->textCursor().blockNumber() + 1, 3);
        QCOMPARE(window.queriesDock()->editor()->textCursor().positionInBlock(), 0);
        QCOMPARE(window.queriesDock()->selectedQuery(), 0);
    }

    // The lesson puts its queries in the dock and shows one read path a button.
    void lessonShowsReadPaths()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.physicalViews()->openLesson(QStringLiteral("indexes-for-queries")));
        QVERIFY(window.document()->queriesText().contains(u"-- name: GetCustomer"));
        PhysicalLayoutDock *layout = window.physicalViews()->layoutDock();
        QCOMPARE(layout->currentQuery(), u"GetCustomer");
        layout->refreshNow();
        QCOMPARE(readCount(layout->layoutView()), 1); // a point read
        auto *scan = window.findChild<QPushButton *>(QStringLiteral("lessonQuery4"));
        QVERIFY(scan);
        scan->click();
        QCOMPARE(layout->currentQuery(), u"CustomersNamed");
        layout->refreshNow();
        int customers = 0;
        for (const LayoutEntry &e : layout->layoutView()->storageLayout().entries)
            customers += e.object == u"Customers" ? 1 : 0;
        QCOMPARE(readCount(layout->layoutView()), customers);
        auto *login = window.findChild<QPushButton *>(QStringLiteral("lessonQuery3"));
        QVERIFY(login);
        login->click();
        layout->refreshNow();
        // Index entries, then as many base rows read back (sample customers may share an email).
        int indexEntries = 0, baseRows = 0;
        const StorageLayout &strip = layout->layoutView()->storageLayout();
        for (int e = 0; e < int(strip.entries.size()); ++e) {
            if (layout->layoutView()->readOrder()[size_t(e)] == 0)
                continue;
            (strip.entries[size_t(e)].isIndex ? indexEntries : baseRows) += 1;
        }
        QVERIFY(indexEntries >= 1);
        QCOMPARE(baseRows, indexEntries);
    }
};

QTEST_MAIN(TestQueryReadPath)
#include "tst_queryreadpath.moc"
