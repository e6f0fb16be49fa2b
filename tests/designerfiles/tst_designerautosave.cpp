// Autosave and crash recovery within one process, driven through the real MainWindow under
// QT_QPA_PLATFORM=offscreen: the recovery file written and removed, written in a worker, restored
// as modified with the DDL draft, the Preferences interval. tst_designercrash.cpp kills a real
// designer process.

#include "actionhandler.h"
#include "autosave.h"
#include "checklistdock.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "designreader.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
#include "fileopener.h"
#include "mainwindow.h"
#include "physicallayoutdock.h"
#include "physicalviews.h"
#include "projectfile.h"
#include "recoverystore.h"
#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <vector>

#include "designerfilestest.h"

using namespace ssd;
using namespace ssd::filetest;

class TestDesignerAutosave : public QObject, filetest::WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useScratchSettings("designerautosave"); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void autosaveWritesAndCleansUp();
    void autosaveWritesInAWorker();
    void recoveryRestoresAsModified();
    void draftDdlIsAutosavedAndRestored();
    void preferencesSetTheAutosaveInterval();
};

void TestDesignerAutosave::autosaveWritesAndCleansUp()
{
    const QString file = path(QStringLiteral("auto.spdesign"));
    QVERIFY(!ProjectFile::save(file, richProject()));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(file));
    Autosave *autosave = files->autosave();
    QVERIFY(autosave->writeNow());
    QVERIFY(!autosave->hasRecoveryFile()); // nothing unsaved, nothing written

    QVERIFY(addTable(m_window->document(), QStringLiteral("Autosaved")).ok());
    // The edit schedules a write shortly after the step.
    QTRY_VERIFY_WITH_TIMEOUT(autosave->hasRecoveryFile(), 5000);
    const QString recovery = autosave->store().directory() + u'/' + autosave->store().sessionId() + QStringLiteral(".spdesign");
    const ProjectResult<LoadedProject> written = ProjectFile::load(recovery);
    QVERIFY(written.ok());
    QVERIFY(hasTable(written->data.schema, QStringLiteral("Autosaved")));
    QCOMPARE(written->data.notes, richProject().notes);
    QVERIFY(!hasTable(ProjectFile::load(file)->data.schema, QStringLiteral("Autosaved"))); // the project is untouched

    // Undo back to the saved state: no recovery file. Redo and save: none either.
    m_window->document()->undoStack()->undo();
    QVERIFY(!autosave->hasRecoveryFile());
    m_window->document()->undoStack()->redo();
    QVERIFY(autosave->writeNow());
    QVERIFY(autosave->hasRecoveryFile());
    QVERIFY(files->save());
    QVERIFY(!autosave->hasRecoveryFile());
}

void TestDesignerAutosave::autosaveWritesInAWorker()
{
    // The timed write (what the timers call) returns before the file is written: the snapshot
    // is taken here, serializing and writing happen in a worker, written() comes back later.
    Autosave *autosave = m_window->files()->autosave();
    QVERIFY(addTable(m_window->document(), QStringLiteral("InTheBackground")).ok());
    int writtenSignals = 0;
    connect(autosave, &Autosave::written, this, [&writtenSignals] { ++writtenSignals; });
    QVERIFY(autosave->startBackgroundWrite());
    QCOMPARE(writtenSignals, 0);
    QVERIFY(autosave->isWriting());
    QTRY_COMPARE_WITH_TIMEOUT(writtenSignals, 1, 10000);
    QVERIFY(!autosave->isWriting());
    const QString recovery = autosave->store().directory() + u'/' + autosave->store().sessionId() + QStringLiteral(".spdesign");
    QVERIFY(hasTable(ProjectFile::load(recovery)->data.schema, QStringLiteral("InTheBackground")));

    // Saving while a background write is under way: the recovery file is gone and stays gone.
    QVERIFY(addTable(m_window->document(), QStringLiteral("Later")).ok());
    QVERIFY(autosave->startBackgroundWrite());
    QString error;
    QVERIFY2(m_window->files()->saveTo(path(QStringLiteral("background.spdesign")), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!autosave->isWriting(), 10000);
    // (Whether the worker finished before the save or was overtaken depends on timing; the
    // store's ordering itself is tested in project/recoveryWritesInLineOrder.)
    QVERIFY(!autosave->hasRecoveryFile());
}

void TestDesignerAutosave::recoveryRestoresAsModified()
{
    const QString file = path(QStringLiteral("crashed.spdesign"));
    QVERIFY(!ProjectFile::save(file, richProject()));
    QVERIFY(m_window->files()->openFile(file));
    QVERIFY(addTable(m_window->document(), QStringLiteral("Unsaved")).ok());
    QVERIFY(m_window->files()->autosave()->writeNow());
    QVERIFY(m_window->files()->autosave()->hasRecoveryFile());
    // The window goes away without closing (as in a crash, minus the lock, which a dead
    // process cannot hold either).
    m_window.reset();

    m_window = std::make_unique<MainWindow>();
    m_window->show();
    RecoveryStore &store = m_window->files()->autosave()->store();
    QCOMPARE(store.recoverableSessions().size(), size_t(1));
    QCOMPARE(store.recoverableSessions().front().originalPath, QFileInfo(file).absoluteFilePath());

    // "Later" keeps it for the next start.
    qputenv("SSD_RECOVERY_ANSWER", "later");
    QVERIFY(!m_window->files()->offerRecovery(true));
    QCOMPARE(store.recoverableSessions().size(), size_t(1));

    // Restore reads in the background, as Open does; Cancel while it reads changes nothing and
    // keeps the copy for the next start.
    FileController *files = m_window->files();
    QSignalSpy messages(files, &FileController::statusMessage);
    QSignalSpy finished(files, &FileController::openFinished);
    qputenv("SSD_RECOVERY_ANSWER", "restore");
    QVERIFY(files->offerRecovery(true));
    QVERIFY(files->isOpening());
    files->cancelOpen();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QVERIFY(messages.last().at(0).toString().startsWith(QStringLiteral("Did not restore the unsaved changes of crashed.spdesign: cancelled.")));
    QTRY_VERIFY_WITH_TIMEOUT(!files->opener()->isWorkerRunning(), 10000);
    QTest::qWait(50); // the dropped result's delivery
    QVERIFY(!hasTable(m_window->document()->schema(), QStringLiteral("Unsaved")));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(store.recoverableSessions().size(), size_t(1));
    finished.clear();

    qunsetenv("SSD_RECOVERY_ANSWER");
    // Restore clicked as a user would, after checking what the dialog lists.
    QString listed;
    BoxWatcher restore;
    restore.answerDialog([&listed](QDialog *dialog) -> QAbstractButton * {
        if (auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("recoveryList")); list && list->topLevelItemCount() == 1)
            listed = list->topLevelItem(0)->text(0) + u'|' + list->topLevelItem(0)->toolTip(2);
        return dialog->findChild<QPushButton *>(QStringLiteral("restoreButton"));
    });
    const DesignReader::Reads readsBefore = DesignReader::reads();
    QVERIFY(files->offerRecovery(true));
    QVERIFY(restore.seen);
    QCOMPARE(listed, QStringLiteral("crashed.spdesign|") + QFileInfo(file).absoluteFilePath());
    // Nothing is applied before the worker's read comes back, and no read ran on this thread.
    QVERIFY(!hasTable(m_window->document()->schema(), QStringLiteral("Unsaved")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QCOMPARE(finished.at(0).at(1).toBool(), true);
    QCOMPARE(DesignReader::reads().onMainThread, readsBefore.onMainThread);
    QVERIFY(DesignReader::reads().all >= readsBefore.all + 1); // the original, for the baseline
    QCOMPARE(files->baselineSource(), QFileInfo(file).absoluteFilePath());
    QCOMPARE(files->baseline(), richProject().schema); // the original as on disk, not the changes
    QVERIFY(hasTable(m_window->document()->schema(), QStringLiteral("Unsaved")));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("crashed.spdesign[*]")));
    QCOMPARE(m_window->files()->projectPath(), QFileInfo(file).absoluteFilePath());
    // This session holds the changes now; the old one is gone.
    QVERIFY(m_window->files()->autosave()->hasRecoveryFile());
    QVERIFY(store.recoverableSessions().empty());
    // Saving writes them into the project.
    QVERIFY(m_window->files()->save());
    QVERIFY(hasTable(ProjectFile::load(file)->data.schema, QStringLiteral("Unsaved")));
    QCOMPARE(ProjectFile::load(file)->data.notes, richProject().notes);
}

// DDL typed in the editor that does not parse is no undo step: the design stays unmodified, yet
// the autosave keeps the text, and a recovery puts it back with its error marked.
void TestDesignerAutosave::draftDdlIsAutosavedAndRestored()
{
    const QString file = path(QStringLiteral("draft.spdesign"));
    QVERIFY(!ProjectFile::save(file, richProject()));
    QVERIFY(m_window->files()->openFile(file));
    Autosave *autosave = m_window->files()->autosave();
    DdlDock *dock = m_window->ddlDock();
    const QString original = dock->editableEditor()->toPlainText();
    const QString typed = original + QStringLiteral("\nCREATE TABLE Drafted (Id INT64 NOT NULL,\n");

    // Typing (as keystrokes do) makes a draft; once it fails to parse it stays one.
    QTextCursor cursor = dock->editableEditor()->textCursor();
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("\nCREATE TABLE Drafted (Id INT64 NOT NULL,\n"));
    dock->applyPendingEdit();
    QVERIFY(dock->editableEditor()->hasError());
    QVERIFY(!m_window->isWindowModified()); // the schema did not change
    QCOMPARE(dock->draftText(), typed);
    QTRY_VERIFY_WITH_TIMEOUT(autosave->hasRecoveryFile(), 5000); // written shortly after typing

    // Putting the text back as it was leaves nothing to keep: the recovery file goes.
    dock->editableEditor()->setPlainText(original);
    dock->applyPendingEdit();
    QVERIFY(dock->draftText().isEmpty());
    QVERIFY(autosave->writeNow());
    QVERIFY(!autosave->hasRecoveryFile());

    // Type the broken text again, autosave, and go away as in a crash.
    dock->editableEditor()->setPlainText(typed);
    dock->applyPendingEdit();
    QVERIFY(autosave->writeNow());
    QVERIFY(autosave->hasRecoveryFile());
    m_window.reset();

    m_window = std::make_unique<MainWindow>();
    m_window->show();
    RecoveryStore &store = m_window->files()->autosave()->store();
    QCOMPARE(store.recoverableSessions().size(), size_t(1));
    QCOMPARE(store.recoverableSessions().front().draftText, typed);
    qputenv("SSD_RECOVERY_ANSWER", "restore");
    QVERIFY(m_window->files()->offerRecovery(false)); // read on this thread, as --screenshot does
    qunsetenv("SSD_RECOVERY_ANSWER");
    DdlEditor *editor = m_window->ddlDock()->editableEditor();
    QCOMPARE(editor->toPlainText(), typed);
    QVERIFY(editor->hasError()); // underlined as before the crash
    QVERIFY(m_window->ddlDock()->statusText().contains(QStringLiteral("last valid DDL")));
    QVERIFY(!hasTable(m_window->document()->schema(), QStringLiteral("Drafted"))); // the recovered schema is the valid one
    QCOMPARE(m_window->document()->schema(), richProject().schema);
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->files()->projectPath(), QFileInfo(file).absoluteFilePath());
    // The new session holds the draft now.
    QVERIFY(m_window->files()->autosave()->hasRecoveryFile());
    QVERIFY(store.recoverableSessions().empty());

    // Fixing the text applies it as an undo step; saving leaves nothing to recover.
    editor->setPlainText(original + QStringLiteral("\nCREATE TABLE Drafted (Id INT64 NOT NULL) PRIMARY KEY (Id);\n"));
    m_window->ddlDock()->applyPendingEdit();
    QVERIFY(m_window->ddlDock()->draftText().isEmpty());
    QVERIFY(hasTable(m_window->document()->schema(), QStringLiteral("Drafted")));
    QVERIFY(m_window->files()->save());
    QVERIFY(!m_window->files()->autosave()->hasRecoveryFile());
}

void TestDesignerAutosave::preferencesSetTheAutosaveInterval()
{
    // The environment override of the other tests would hide the setting.
    const QByteArray overridden = qgetenv("SSD_AUTOSAVE_INTERVAL_MS");
    qunsetenv("SSD_AUTOSAVE_INTERVAL_MS");
    const auto restore = qScopeGuard([&] { qputenv("SSD_AUTOSAVE_INTERVAL_MS", overridden); });
    Autosave *autosave = m_window->files()->autosave();
    QAction *preferences = m_window->findChild<QAction *>(QStringLiteral("actionPreferences"));
    QVERIFY(preferences);

    auto answerWith = [&](bool periodic, int seconds) {
        BoxWatcher watcher;
        watcher.answerDialog([=](QDialog *dialog) -> QAbstractButton * {
            dialog->findChild<QCheckBox *>(QStringLiteral("autosavePeriodic"))->setChecked(periodic);
            if (periodic)
                dialog->findChild<QSpinBox *>(QStringLiteral("autosaveSeconds"))->setValue(seconds);
            return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        });
        preferences->trigger();
        return watcher.seen;
    };
    QVERIFY(answerWith(true, 90));
    QCOMPARE(Autosave::intervalSecondsSetting(), 90);
    QCOMPARE(autosave->intervalMs(), 90000); // in use at once, no restart
    QVERIFY(answerWith(false, 0));
    QCOMPARE(Autosave::intervalSecondsSetting(), 0);
    QCOMPARE(autosave->intervalMs(), 0);

    // Cancel keeps the setting.
    BoxWatcher cancel;
    cancel.answerDialog([](QDialog *dialog) -> QAbstractButton * {
        dialog->findChild<QCheckBox *>(QStringLiteral("autosavePeriodic"))->setChecked(true);
        return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
    });
    preferences->trigger();
    QVERIFY(cancel.seen);
    QCOMPARE(Autosave::intervalSecondsSetting(), 0);
    Autosave::setIntervalSecondsSetting(Autosave::kDefaultIntervalSeconds);
}

QTEST_MAIN(TestDesignerAutosave)
#include "tst_designerautosave.moc"
