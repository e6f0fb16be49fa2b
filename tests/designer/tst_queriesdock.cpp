// The Queries dock in the real designer window, under QT_QPA_PLATFORM=offscreen.

#include "checklistdock.h"
#include "ddl.h"
#include "ddleditor.h"
#include "diagramscene.h"
#include "document.h"
#include "filecontroller.h"
#include "mainwindow.h"
#include "queriesdock.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ssd;

namespace {

const char kSchema[] = "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(MAX)) PRIMARY KEY (UserId);\n"
                       "CREATE TABLE Orders (UserId STRING(36) NOT NULL, OrderId INT64 NOT NULL, Total NUMERIC)\n"
                       "  PRIMARY KEY (UserId, OrderId), INTERLEAVE IN PARENT Users ON DELETE CASCADE;\n";

const char kQueries[] = "-- name: login\n-- per second: 300\nSELECT UserId FROM Users WHERE Email = @e;\n\n"
                        "-- name: orders\nSELECT o.Total FROM Users u JOIN Orders o ON o.UserId = u.UserId WHERE u.UserId = @u;\n";

void type(DdlEditor *editor, const QString &text)
{
    QTextCursor cursor = editor->textCursor();
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text); // as a keystroke does
    editor->setTextCursor(cursor);
}

} // namespace

class TestQueriesDock : public QObject
{
    Q_OBJECT

    void load(MainWindow &window)
    {
        ParseResult parsed = parseDdl(QString::fromUtf8(kSchema));
        QVERIFY(parsed.ok());
        window.document()->reset(parsed.schema);
    }

private slots:
    // Typing is one undo step; the list shows each query and how it is read; undo takes it back.
    void typingIsUndoable()
    {
        MainWindow window;
        load(window);
        QueriesDock *dock = window.queriesDock();
        const int before = window.document()->undoStack()->count();
        type(dock->editor(), QString::fromUtf8(kQueries));
        QVERIFY(window.document()->queriesText().isEmpty()); // not before the pause
        dock->applyPendingEdit();
        QCOMPARE(window.document()->queriesText(), QString::fromUtf8(kQueries));
        QCOMPARE(window.document()->undoStack()->count(), before + 1);
        QTreeWidget *list = dock->queryList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("login"));
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("full scan"));
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("300"));
        QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("range read")); // Orders: the rows of one user
        QCOMPARE(list->topLevelItem(1)->child(2)->text(0),
                 QStringLiteral("join Users with Orders: local, inside the row trees of Users (interleaved on its key)"));
        // Two more edits merge into the same step.
        type(dock->editor(), QStringLiteral("SELECT Email FROM Users;"));
        dock->applyPendingEdit();
        QCOMPARE(window.document()->undoStack()->count(), before + 1);
        QCOMPARE(list->topLevelItemCount(), 3);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->queriesText().isEmpty());
        QVERIFY(dock->editor()->toPlainText().isEmpty());
        QCOMPARE(list->topLevelItemCount(), 0);
    }

    // A query naming a missing column is underlined at its line:column; the rest is still listed.
    void errorIsUnderlined()
    {
        MainWindow window;
        load(window);
        QueriesDock *dock = window.queriesDock();
        type(dock->editor(), QStringLiteral("SELECT Email FROM Users;\nSELECT Emial FROM Users WHERE UserId = @u;"));
        dock->applyPendingEdit();
        QVERIFY(dock->editor()->hasError());
        QCOMPARE(dock->editor()->error()->line, 2);
        QCOMPARE(dock->editor()->error()->column, 8);
        QCOMPARE(dock->queryList()->topLevelItemCount(), 2);
        // Adding the column to the schema clears the error (the dock follows the schema).
        ParseResult parsed = parseDdl(QString::fromUtf8(kSchema).replace(QStringLiteral("Email STRING(MAX)"), QStringLiteral("Email STRING(MAX), Emial STRING(MAX)")));
        window.document()->reset(parsed.schema);
        type(dock->editor(), QStringLiteral(" "));
        dock->applyPendingEdit();
        QVERIFY(!dock->editor()->hasError());
    }

    // The checklist reads the queries: the unserved frequent query is a warning.
    void checklistUsesQueries()
    {
        MainWindow window;
        load(window);
        type(window.queriesDock()->editor(), QString::fromUtf8(kQueries));
        window.queriesDock()->applyPendingEdit();
        window.checklistDock()->refreshNow();
        bool found = false;
        for (const Finding &f : window.checklistDock()->findings())
            found = found || (f.ruleId == u"index-access-pattern" && f.subject.name == u"login" && f.severity == CheckSeverity::Warning);
        QVERIFY(found);
    }

    // The project file keeps the queries; reopening shows them in the dock.
    void projectKeepsQueries()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shop.spdesign"));
        {
            MainWindow window;
            load(window);
            type(window.queriesDock()->editor(), QString::fromUtf8(kQueries));
            window.queriesDock()->applyPendingEdit();
            QString error;
            QVERIFY2(window.files()->saveTo(path, &error), qPrintable(error));
        }
        MainWindow window;
        QString error;
        QVERIFY2(window.files()->openFile(path, &error), qPrintable(error));
        QCOMPARE(window.document()->queriesText(), QString::fromUtf8(kQueries));
        QCOMPARE(window.queriesDock()->editor()->toPlainText(), QString::fromUtf8(kQueries));
        QCOMPARE(window.queriesDock()->queryList()->topLevelItemCount(), 2);
        QVERIFY(!window.document()->isModified());
    }

    // Selecting a query selects the tables it reads in the diagram.
    void selectionFollows()
    {
        MainWindow window;
        load(window);
        type(window.queriesDock()->editor(), QString::fromUtf8(kQueries));
        window.queriesDock()->applyPendingEdit();
        window.queriesDock()->selectQuery(1);
        QList<ObjectId> expected{window.document()->schema().findTable(u"Users")->id,
                                 window.document()->schema().findTable(u"Orders")->id};
        QList<ObjectId> actual = window.scene()->selectedTableIds();
        std::sort(expected.begin(), expected.end());
        std::sort(actual.begin(), actual.end());
        QCOMPARE(actual, expected);
    }
};

QTEST_MAIN(TestQueriesDock)
#include "tst_queriesdock.moc"
