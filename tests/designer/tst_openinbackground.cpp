// File > Open reads and parses in a worker (issue 16 item 2): in the real window, the file is
// read off the GUI thread (DesignReader::reads().onMainThread, counted where every read starts,
// stays put; the last case shows the counter does count a read on this thread), the design is
// replaced only once the file is read, and Cancel, a failed read, a second open and closing the
// window leave the design that was open exactly as it was. Edits made while the file is read
// are asked about before they are replaced.

#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "designreader.h"
#include "diagramscene.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
#include "fileopener.h"
#include "mainwindow.h"
#include "modaldialogs.h"

#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace ssd;

namespace {

// DDL of `count` tables, each referencing an earlier one: big enough that reading and parsing
// take a while (the worker is still busy when the test acts), small enough for a unit test.
QString bigDdl(int count)
{
    QString ddl;
    for (int i = 0; i < count; ++i) {
        ddl += QStringLiteral("CREATE TABLE T%1 (\n  Id INT64 NOT NULL,\n  Ref INT64,\n  Name STRING(100),\n").arg(i);
        if (i > 0)
            ddl += QStringLiteral("  CONSTRAINT FK_T%1 FOREIGN KEY (Ref) REFERENCES T%2 (Id),\n").arg(i).arg(i / 2);
        ddl += QStringLiteral(") PRIMARY KEY (Id);\n\n");
    }
    return ddl;
}

// An edit as the New Table tool makes it: one undo step.
bool addTable(Document *document, const QString &name)
{
    return pushSchemaEdit(document, QStringLiteral("Add %1").arg(name),
                          [&name](Schema &s, ObjectId &created) { return edits::addTable(s, name, created); })
        .ok();
}

bool writeText(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0;
}

} // namespace

class TestOpenInBackground : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void readsOffTheGuiThread();
    void cancelLeavesTheDesignUntouched();
    void failedOpenShowsTheErrorAndKeepsTheDesign();
    void secondOpenReplacesTheFirst();
    void editsMadeWhileReadingAreAskedAbout_data();
    void editsMadeWhileReadingAreAskedAbout();
    void closingMidOpenIsSafe();
    void openFileReadsOnTheCallingThread();

private:
    // A small design with an unsaved edit: what must survive a cancelled or failed open.
    void openEditedDesign();

    QTemporaryDir m_dir;
    QString m_big;   // 1,500 tables
    QString m_small; // 3 tables
    std::unique_ptr<MainWindow> m_window;
};

void TestOpenInBackground::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_big = m_dir.filePath(QStringLiteral("big.sql"));
    m_small = m_dir.filePath(QStringLiteral("small.sql"));
    QVERIFY(writeText(m_big, bigDdl(1500)));
    QVERIFY(writeText(m_small, bigDdl(3)));
}

void TestOpenInBackground::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
}

void TestOpenInBackground::cleanup()
{
    m_window->files()->endSession(); // no recovery file left behind
    m_window.reset();
}

void TestOpenInBackground::openEditedDesign()
{
    QString error;
    QVERIFY2(m_window->files()->openFile(m_small, &error), qPrintable(error));
    QVERIFY(addTable(m_window->document(), QStringLiteral("Pending")));
    QVERIFY(m_window->document()->isModified());
}

void TestOpenInBackground::readsOffTheGuiThread()
{
    FileController *files = m_window->files();
    const Schema before = m_window->document()->schema();
    const DesignReader::Reads readsBefore = DesignReader::reads();
    QSignalSpy finished(files, &FileController::openFinished);

    files->openInBackground(m_big);
    // Nothing changed yet: the file is being read, the window keeps handling events.
    QVERIFY(files->isOpening());
    QCOMPARE(m_window->document()->schema(), before);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.front().at(1).toBool(), true);

    const DesignReader::Reads reads = DesignReader::reads();
    QCOMPARE(reads.all, readsBefore.all + 1);
    QCOMPARE(reads.onMainThread, readsBefore.onMainThread); // the worker read and parsed it
    // The design is the file's, opened as before: imported, clean, no undo step.
    const Document *document = m_window->document();
    QCOMPARE(int(document->schema().tables.size()), 1500);
    QCOMPARE(document->schema(), parseDdl(bigDdl(1500)).schema);
    QCOMPARE(document->undoStack()->count(), 0);
    QVERIFY(!document->isModified());
    QCOMPARE(files->importedFrom(), m_big);
    QCOMPARE(m_window->ddlDock()->editableEditor()->toPlainText(), bigDdl(1500));
    QCOMPARE(m_window->scene()->tableItemCount(), 1500);
}

void TestOpenInBackground::cancelLeavesTheDesignUntouched()
{
    openEditedDesign();
    FileController *files = m_window->files();
    const Document *document = m_window->document();
    const Schema before = document->schema();
    const PositionMap positions = document->positions();
    const int steps = document->undoStack()->count();
    QSignalSpy finished(files, &FileController::openFinished);

    files->openInBackground(m_big);
    // The indicator's Cancel, before the read can have come back (its result is delivered
    // through this thread's event loop, which has not run yet).
    auto *cancel = files->opener()->indicator()->findChild<QPushButton *>(QStringLiteral("openCancel"));
    QVERIFY(cancel);
    cancel->click();
    QVERIFY(!files->isOpening());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.front().at(0).toString(), m_big);
    QCOMPARE(finished.front().at(1).toBool(), false);
    // The worker finishes its read (a parse cannot be interrupted); its result is dropped.
    QTRY_VERIFY_WITH_TIMEOUT(!files->opener()->isWorkerRunning(), 60000);
    QTest::qWait(50);
    QCOMPARE(document->schema(), before);
    QCOMPARE(document->positions(), positions);
    QCOMPARE(document->undoStack()->count(), steps);
    QVERIFY(document->isModified());
    QCOMPARE(files->importedFrom(), m_small);
    QCOMPARE(finished.size(), 1);
}

void TestOpenInBackground::failedOpenShowsTheErrorAndKeepsTheDesign()
{
    openEditedDesign();
    FileController *files = m_window->files();
    const Schema before = m_window->document()->schema();
    const QString missing = m_dir.filePath(QStringLiteral("missing.sql"));
    QString text, informative;
    whenModalOpens<QMessageBox>([&](QMessageBox *box) {
        text = box->text();
        informative = box->informativeText();
        box->accept();
    });
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(missing);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.front().at(1).toBool(), false);
    // The same message box as before the read moved to a worker.
    QCOMPARE(text, QStringLiteral("Could not open missing.sql."));
    QVERIFY2(informative.contains(QStringLiteral("cannot read the file")), qPrintable(informative));
    QCOMPARE(m_window->document()->schema(), before);
    QVERIFY(m_window->document()->isModified());
}

void TestOpenInBackground::secondOpenReplacesTheFirst()
{
    FileController *files = m_window->files();
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(m_big);
    files->openInBackground(m_small); // the user chose another file meanwhile
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QCOMPARE(finished.at(0).at(0).toString(), m_big);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QCOMPARE(finished.at(1).at(0).toString(), m_small);
    QCOMPARE(finished.at(1).at(1).toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(!files->opener()->isWorkerRunning(), 60000);
    QTest::qWait(50);
    QCOMPARE(m_window->document()->schema(), parseDdl(bigDdl(3)).schema);
    QCOMPARE(files->importedFrom(), m_small);
}

void TestOpenInBackground::editsMadeWhileReadingAreAskedAbout_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("opened");
    QTest::newRow("discard the edit") << int(QMessageBox::Discard) << true;
    QTest::newRow("cancel: keep the edit") << int(QMessageBox::Cancel) << false;
}

void TestOpenInBackground::editsMadeWhileReadingAreAskedAbout()
{
    QFETCH(int, answer);
    QFETCH(bool, opened);
    FileController *files = m_window->files();
    Document *document = m_window->document();
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(m_big);
    // The window works while the file is read: an edit is made.
    QVERIFY(addTable(document, QStringLiteral("AddedMeanwhile")));
    const Schema edited = document->schema();
    bool asked = false;
    whenModalOpens<QMessageBox>([&](QMessageBox *box) {
        asked = box->objectName() == QStringLiteral("unsavedChangesBox");
        box->button(QMessageBox::StandardButton(answer))->click();
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY(asked);
    QCOMPARE(finished.front().at(1).toBool(), opened);
    if (opened) {
        QCOMPARE(int(document->schema().tables.size()), 1500);
        QVERIFY(!document->isModified());
    } else {
        QCOMPARE(document->schema(), edited);
        QVERIFY(document->isModified());
    }
}

void TestOpenInBackground::closingMidOpenIsSafe()
{
    FileController *files = m_window->files();
    const Schema before = m_window->document()->schema();
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(m_big);
    QVERIFY(m_window->close()); // nothing unsaved: no question
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.front().at(1).toBool(), false);
    QCOMPARE(m_window->document()->schema(), before);
    // Deleted while the worker still reads: the window waits for it, nothing dangles.
    m_window.reset();
    QTest::qWait(50);
    m_window = std::make_unique<MainWindow>(); // for cleanup()
}

// The counter the cases above rely on does count a read on the GUI thread: openFile() (bundled
// files, tests, --screenshot) reads where it is called.
void TestOpenInBackground::openFileReadsOnTheCallingThread()
{
    const DesignReader::Reads before = DesignReader::reads();
    QString error;
    QVERIFY2(m_window->files()->openFile(m_small, &error), qPrintable(error));
    QCOMPARE(DesignReader::reads().onMainThread, before.onMainThread + 1);
}

QTEST_MAIN(TestOpenInBackground)
#include "tst_openinbackground.moc"
