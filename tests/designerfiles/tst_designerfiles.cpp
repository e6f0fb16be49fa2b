// The designer's file handling driven through the real MainWindow under
// QT_QPA_PLATFORM=offscreen: .spdesign as the native format, DDL import, the modified marker,
// Revert, unsaved-changes questions and bad files (autosave and recovery: tst_designerautosave.cpp).
// tst_designercrash.cpp kills a real designer process.

#include "actionhandler.h"
#include "autosave.h"
#include "checklistdock.h"
#include "checklistsettingsdialog.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
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
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <vector>

#include "designerfilestest.h"
#include "../designer/modaldialogs.h"

using namespace ssd;
using namespace ssd::filetest;

class TestDesignerFiles : public QObject, filetest::WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useScratchSettings("designerfiles"); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void saveAndReloadKeepsEverything();
    void enteredSampleRowsAreSaved();
    void importedDdlSavesAsProject();
    void modifiedMarkerFollowsUndoStack();
    void revertReloadsSavedVersion();
    void checklistUsesProjectSettings();
    void settingsAndNotesEditedSavedAndLoaded();
    void saveAsOfImportedDdl();
    void unsavedChangesAsk();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();
    void binaryFileIsNoDdl();
    void saveToUnwritableLocationKeepsFile();
};

void TestDesignerFiles::saveAndReloadKeepsEverything()
{
    const ProjectData original = richProject();
    const QString file = path(QStringLiteral("rich.spdesign"));
    QVERIFY(!ProjectFile::save(file, original));

    FileController *files = m_window->files();
    QString error;
    QVERIFY2(files->openFile(file, &error), qPrintable(error));
    Document *document = m_window->document();
    QCOMPARE(document->schema(), original.schema);
    for (auto it = original.positions.begin(); it != original.positions.end(); ++it)
        QCOMPARE(document->position(it.key()), it.value());
    QCOMPARE(files->projectPath(), QFileInfo(file).absoluteFilePath());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("rich.spdesign[*]")));
    QVERIFY(!m_window->isWindowModified());

    // Edit the schema and move a table, then save under another name and load it back.
    QVERIFY(addTable(document, QStringLiteral("Concerts")).ok());
    const ObjectId singers = original.schema.tables.front().id;
    pushMoveTables(document, {{singers, QPointF(-300, 12.25)}}, QStringLiteral("Move"));
    QVERIFY(m_window->isWindowModified());
    const QString copy = path(QStringLiteral("copy.spdesign"));
    QVERIFY2(files->saveTo(copy, &error), qPrintable(error));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("copy.spdesign[*]")));

    const ProjectResult<LoadedProject> saved = ProjectFile::load(copy);
    QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error().message()));
    QCOMPARE(saved->data.schema, document->schema());
    QVERIFY(hasTable(saved->data.schema, QStringLiteral("Concerts")));
    QCOMPARE(saved->data.positions, document->positions());
    QCOMPARE(saved->data.positions.value(singers), QPointF(-300, 12.25));
    // What the designer does not show came back untouched.
    ProjectData expected = original;
    expected.schema = saved->data.schema;
    expected.positions = saved->data.positions;
    expected.sourceText = saved->data.sourceText;
    QCOMPARE(describeProjectDifference(expected, saved->data), QString());
    // The source text is the DDL dock's text, which parses back to the saved schema.
    QVERIFY(!saved->data.sourceText.isEmpty());
    QVERIFY(parseDdl(saved->data.sourceText).ok());

    // Reopening shows the same design again.
    QVERIFY(files->openFile(copy, &error));
    QCOMPARE(document->schema(), saved->data.schema);
    QCOMPARE(document->positions(), saved->data.positions);
    QCOMPARE(files->recentFiles().front(), QFileInfo(copy).absoluteFilePath());
}

void TestDesignerFiles::enteredSampleRowsAreSaved()
{
    // The project's sample rows are what the physical layout dock shows; a row added there is
    // an undoable change that Save writes into the project.
    const ProjectData original = richProject();
    const QString file = path(QStringLiteral("rows.spdesign"));
    QVERIFY(!ProjectFile::save(file, original));
    FileController *files = m_window->files();
    QString error;
    QVERIFY2(files->openFile(file, &error), qPrintable(error));
    Document *document = m_window->document();
    QVERIFY(document->sampleData() == original.sampleData);
    PhysicalLayoutDock *dock = m_window->physicalViews()->layoutDock();
    QTRY_VERIFY(dock->showsEnteredRows());
    QVERIFY(!m_window->isWindowModified());

    SampleRow row;
    row.table = QStringLiteral("Singers");
    row.values = {KeyValue::int64(99), KeyValue()};
    QCOMPARE(dock->addRow(row), QString());
    QVERIFY(m_window->isWindowModified());
    QVERIFY2(files->saveTo(file, &error), qPrintable(error));
    const ProjectResult<LoadedProject> saved = ProjectFile::load(file);
    QVERIFY(saved.ok());
    QCOMPARE(saved->data.sampleData.rows.size(), original.sampleData.rows.size() + 1);
    QVERIFY(saved->data.sampleData.rows.back() == row);

    // Reopening shows them again; a new design starts from generated rows.
    QVERIFY(files->openFile(file, &error));
    QCOMPARE(document->sampleData().rows.size(), original.sampleData.rows.size() + 1);
    QVERIFY(dock->shownRows().rows.back() == row); // (the dock lays them out when it is shown)
    files->newDocument();
    QVERIFY(document->sampleData().rows.empty());
}

void TestDesignerFiles::importedDdlSavesAsProject()
{
    const QString ddl = path(QStringLiteral("music.sql"));
    QVERIFY(writeBytes(ddl, kDdl.toUtf8()));
    FileController *files = m_window->files();
    QString error;
    QVERIFY2(files->openFile(ddl, &error), qPrintable(error));
    QCOMPARE(files->importedFrom(), ddl);
    QVERIFY(files->projectPath().isEmpty()); // Save must not write DDL over music.sql
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("music.sql (imported)[*]")));
    QCOMPARE(m_window->document()->schema().tables.size(), size_t(2));

    const QString project = path(QStringLiteral("music.spdesign"));
    QVERIFY(files->saveTo(project, &error));
    QVERIFY(files->importedFrom().isEmpty());
    QCOMPARE(fileBytes(ddl), kDdl.toUtf8()); // the imported DDL is untouched
    QCOMPARE(ProjectFile::probe(project), FileKind::Project);
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(project);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->data.schema, m_window->document()->schema());
    QCOMPARE(loaded->data.sourceText, kDdl); // the text as written, comments and layout kept

    // A bundled lesson is a template: an untitled design, not an import of a file.
    QVERIFY(m_window->physicalViews()->openLesson(QStringLiteral("interleaving")));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Untitled[*]")));
    QVERIFY(files->projectPath().isEmpty());
    QVERIFY(!m_window->document()->schema().tables.empty());
}

void TestDesignerFiles::modifiedMarkerFollowsUndoStack()
{
    const QString file = path(QStringLiteral("marker.spdesign"));
    QVERIFY(!ProjectFile::save(file, richProject()));
    QVERIFY(m_window->files()->openFile(file));
    Document *document = m_window->document();
    QUndoStack *stack = document->undoStack();
    QAction *revert = m_window->actions()->action(QStringLiteral("actionRevert"));
    QVERIFY(revert);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!revert->isEnabled());

    QVERIFY(addTable(document, QStringLiteral("One")).ok());
    QVERIFY(m_window->isWindowModified());
    QVERIFY(revert->isEnabled());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    stack->undo();
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!revert->isEnabled());
    stack->redo();
    QVERIFY(m_window->isWindowModified());

    QVERIFY(m_window->files()->save());
    QVERIFY(!m_window->isWindowModified());
    stack->undo(); // before the saved state: modified again
    QVERIFY(m_window->isWindowModified());
    stack->redo();
    QVERIFY(!m_window->isWindowModified());
}

void TestDesignerFiles::revertReloadsSavedVersion()
{
    const ProjectData original = richProject();
    const QString file = path(QStringLiteral("revert.spdesign"));
    QVERIFY(!ProjectFile::save(file, original));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(file));
    Document *document = m_window->document();
    QVERIFY(addTable(document, QStringLiteral("Temporary")).ok());
    QVERIFY(files->canRevert());

    // Cancel keeps the edit.
    BoxWatcher cancel;
    cancel.answer(QMessageBox::Cancel);
    QVERIFY(!files->revert());
    QVERIFY(cancel.seen);
    QVERIFY(cancel.text.contains(QStringLiteral("revert.spdesign")));
    QVERIFY(hasTable(document->schema(), QStringLiteral("Temporary")));

    BoxWatcher discard;
    discard.answer(QMessageBox::Discard);
    QVERIFY(files->revert());
    QVERIFY(discard.seen);
    QTRY_VERIFY(!files->isOpening()); // the file is read in the background
    QCOMPARE(document->schema(), original.schema);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(files->projectPath(), QFileInfo(file).absoluteFilePath());
    // The kept data is the file's again (a save now writes what was loaded).
    QVERIFY(files->save());
    const ProjectResult<LoadedProject> saved = ProjectFile::load(file);
    QVERIFY(saved.ok());
    QCOMPARE(saved->data.notes, original.notes);
    QCOMPARE(saved->data.sampleData.rows.size(), original.sampleData.rows.size());
}

// Save on an imported .sql goes through Save As with a .spdesign name next to it; a .sql name
// typed there is caught, and the user picks the design name instead.
void TestDesignerFiles::saveAsOfImportedDdl()
{
    const QString ddl = path(QStringLiteral("shop.sql"));
    QVERIFY(writeBytes(ddl, kDdl.toUtf8()));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(ddl));
    QVERIFY(addTable(m_window->document(), QStringLiteral("Orders")).ok());

    QString suggested;
    BoxWatcher saveDialog;
    saveDialog.answerDialog(
        [&suggested, this](QDialog *dialog) -> QAbstractButton * {
            auto *fileDialog = static_cast<QFileDialog *>(dialog);
            suggested = fileDialog->selectedFiles().value(0);
            // selectFile() leaves the name field alone while it has the focus (Qt keeps what the
            // user is typing), which it may or may not have yet: take the focus away first.
            if (QWidget *focused = fileDialog->focusWidget())
                focused->clearFocus();
            fileDialog->selectFile(path(QStringLiteral("typed.sql"))); // the user types a DDL name
            dialog->accept(); // QDialog's public accept(), QFileDialog's implementation
            return nullptr;
        },
        [](QDialog *dialog) { return qobject_cast<QFileDialog *>(dialog) != nullptr; });
    BoxWatcher question;
    question.answerDialog(
        [](QDialog *dialog) -> QAbstractButton * {
            for (QAbstractButton *b : static_cast<QMessageBox *>(dialog)->buttons())
                if (b->text() == QStringLiteral("Save as typed.spdesign"))
                    return b;
            return nullptr;
        },
        [](QDialog *dialog) { return qobject_cast<QMessageBox *>(dialog) != nullptr; });
    QVERIFY(files->save()); // not a project yet: Save is Save As
    QVERIFY(saveDialog.seen);
    QCOMPARE(suggested, path(QStringLiteral("shop.spdesign")));
    QVERIFY(question.seen);
    QVERIFY2(question.text.contains(QStringLiteral("typed.sql")), qPrintable(question.text));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("typed.sql")))); // no DDL written over anything
    QCOMPARE(files->projectPath(), path(QStringLiteral("typed.spdesign")));
    QVERIFY(hasTable(ProjectFile::load(path(QStringLiteral("typed.spdesign")))->data.schema, QStringLiteral("Orders")));
    QCOMPARE(fileBytes(ddl), kDdl.toUtf8());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("typed.spdesign[*]")));
}

// The checklist sees the settings saved in the design, like `spanner-schema lint` on the file.
void TestDesignerFiles::checklistUsesProjectSettings()
{
    const QString ddl = QStringLiteral("CREATE TABLE Things (Code INT64 NOT NULL) PRIMARY KEY (Code);\n");
    ProjectData project;
    project.schema = parseDdl(ddl).schema;
    project.settings.keyGeneration.insert(QStringLiteral("Things.Code"), KeyGeneration::Sequential);
    const QString file = path(QStringLiteral("things.spdesign"));
    QVERIFY(!ProjectFile::save(file, project));
    const QString sql = path(QStringLiteral("things.sql"));
    QVERIFY(writeBytes(sql, ddl.toUtf8()));
    const QString marked = QStringLiteral("the project marks it as sequentially generated");
    auto mentioned = [this, &marked] {
        m_window->checklistDock()->refreshNow();
        for (const Finding &f : m_window->checklistDock()->findings())
            if (f.message().contains(marked))
                return true;
        return false;
    };

    QVERIFY(m_window->files()->openFile(file));
    QVERIFY(mentioned());
    QVERIFY(m_window->files()->openFile(sql)); // an import has no settings
    QVERIFY(!mentioned());
    QVERIFY(m_window->files()->openFile(file));
    QVERIFY(mentioned());
}

// Settings, hints and notes live in the Document: edited in the designer (Edit > Checklist
// Settings, a hint, a rename the hints follow), saved by name and loaded back; hints and notes
// that name no object of the schema are written back as they were loaded.
void TestDesignerFiles::settingsAndNotesEditedSavedAndLoaded()
{
    ProjectData project = richProject(); // Singers.SingerId bit-reversed, 9 nodes, notes
    project.settings.keyGeneration.insert(QStringLiteral("Ghosts.GhostId"), KeyGeneration::UuidV4);
    project.settings.expectedRowsPerParent.insert(QStringLiteral("Albums"), 250);
    project.objectNotes.insert(987654, QStringLiteral("a note of an object this schema lacks"));
    const QString file = path(QStringLiteral("hints.spdesign"));
    QVERIFY(!ProjectFile::save(file, project));
    QVERIFY(m_window->files()->openFile(file));
    Document *document = m_window->document();
    QCOMPARE(document->designSettings().plannedNodes, 9);
    QCOMPARE(document->undoStack()->count(), 0); // loading is no undo step
    QVERIFY(!m_window->isWindowModified());

    const Schema &schema = document->schema();
    const ObjectId singers = schema.findTable(u"Singers")->id;
    const ObjectId albumId = schema.findTable(u"Albums")->findColumn(u"AlbumId")->id;
    QVERIFY(pushSchemaEdit(document, QStringLiteral("Rename"), [&](Schema &s, ObjectId &) {
                return edits::renameTable(s, singers, QStringLiteral("Artists"));
            }).ok());
    QVERIFY(pushKeyGeneration(document, albumId, KeyGeneration::Hash));
    whenModalOpens<ChecklistSettingsDialog>([](ChecklistSettingsDialog *dialog) {
        dialog->findChild<QSpinBox *>(QStringLiteral("plannedNodes"))->setValue(4);
        dialog->findChild<QPlainTextEdit *>(QStringLiteral("projectNote"))->setPlainText(QStringLiteral("edited"));
        dialog->accept();
    });
    m_window->actions()->action(QStringLiteral("actionChecklistSettings"))->trigger();
    QCOMPARE(document->designSettings().plannedNodes, 4);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->files()->save());

    const ProjectResult<LoadedProject> saved = ProjectFile::load(file);
    QVERIFY(saved);
    const ProjectSettings &settings = saved->data.settings;
    QCOMPARE(settings.keyGenerationOf(u"Artists", u"SingerId"), KeyGeneration::BitReversed);
    QCOMPARE(settings.keyGenerationOf(u"Singers", u"SingerId"), KeyGeneration::Unknown);
    QCOMPARE(settings.keyGenerationOf(u"Albums", u"AlbumId"), KeyGeneration::Hash);
    QCOMPARE(settings.keyGenerationOf(u"Ghosts", u"GhostId"), KeyGeneration::UuidV4);
    QCOMPARE(settings.expectedRowsPerParent.value(QStringLiteral("Albums")), 250);
    QCOMPARE(settings.plannedNodes, 4);
    QVERIFY(settings.multiTenant);
    QCOMPARE(saved->data.notes, QStringLiteral("edited"));
    QCOMPARE(saved->data.objectNotes, project.objectNotes);

    // Opened again, the designer holds what it saved.
    QVERIFY(m_window->files()->openFile(file));
    QCOMPARE(describeProjectDifference(m_window->files()->projectData(), saved->data), QString());
    QCOMPARE(m_window->document()->designSettings().keyGenerationOf(albumId), KeyGeneration::Hash);
}

void TestDesignerFiles::unsavedChangesAsk()
{
    const QString file = path(QStringLiteral("ask.spdesign"));
    QVERIFY(!ProjectFile::save(file, richProject()));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(file));
    Document *document = m_window->document();
    QVERIFY(addTable(document, QStringLiteral("Unsaved")).ok());

    // Closing: Cancel keeps the window and the edit.
    BoxWatcher cancel;
    cancel.answer(QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    QVERIFY(cancel.seen);
    QVERIFY(cancel.text.contains(QStringLiteral("ask.spdesign")));
    QVERIFY(m_window->isVisible());
    QVERIFY(hasTable(document->schema(), QStringLiteral("Unsaved")));

    // New: Save writes the file first, then the design is empty.
    BoxWatcher save;
    save.answer(QMessageBox::Save);
    files->newDocument();
    QVERIFY(save.seen);
    QVERIFY(hasTable(ProjectFile::load(file)->data.schema, QStringLiteral("Unsaved")));
    QVERIFY(document->schema().tables.empty());
    QVERIFY(files->projectPath().isEmpty());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Untitled[*]")));

    // Closing with Discard: closes, and the file keeps the saved state.
    QVERIFY(addTable(document, QStringLiteral("Dropped")).ok());
    BoxWatcher discard;
    discard.answer(QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY(discard.seen);
    QVERIFY(!hasTable(ProjectFile::load(file)->data.schema, QStringLiteral("Dropped")));
}

void TestDesignerFiles::badFilesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");

    const QByteArray image = ProjectFile::serialize(richProject()).value();
    QByteArray newer = image;
    // PRAGMA user_version lives at offset 60 of the SQLite header (big-endian).
    newer[60] = 0;
    newer[61] = 0;
    newer[62] = 0;
    newer[63] = char(99);
    QTest::newRow("zero-byte") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("text named .spdesign") << kDdl.toUtf8() << QStringLiteral("text file");
    QTest::newRow("truncated") << image.left(image.size() / 2) << QStringLiteral("bytes");
    QTest::newRow("newer version") << newer << QStringLiteral("99");
}

void TestDesignerFiles::badFilesChangeNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);

    // The design open before the failed Open stays as it was.
    const QString good = path(QStringLiteral("good.spdesign"));
    QVERIFY(!ProjectFile::save(good, richProject()));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(good));
    QVERIFY(addTable(m_window->document(), QStringLiteral("Pending")).ok());
    const Schema before = m_window->document()->schema();

    const QString bad = path(QStringLiteral("bad.spdesign"));
    QVERIFY(writeBytes(bad, bytes));
    BoxWatcher box;
    box.answer(QMessageBox::Ok);
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(bad);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.front().at(1).toBool(), false);
    QVERIFY(box.seen);
    QVERIFY2(box.text.contains(QStringLiteral("bad.spdesign")), qPrintable(box.text));
    QVERIFY2(box.informative.contains(reason, Qt::CaseInsensitive), qPrintable(box.informative));
    QCOMPARE(fileBytes(bad), bytes); // never "repaired" or overwritten
    QCOMPARE(m_window->document()->schema(), before);
    QCOMPARE(files->projectPath(), QFileInfo(good).absoluteFilePath());
    QVERIFY(m_window->isWindowModified());
}

// A binary file with a .sql name is refused as the CLI refuses it, not imported as garbage DDL.
void TestDesignerFiles::binaryFileIsNoDdl()
{
    FileController *files = m_window->files();
    QVERIFY(addTable(m_window->document(), QStringLiteral("Pending")).ok());
    const Schema before = m_window->document()->schema();
    const QString bad = path(QStringLiteral("photo.sql"));
    const QByteArray bytes("CREATE TABLE T (\xff\xfe\x00\x01", 20);
    QVERIFY(writeBytes(bad, bytes));
    BoxWatcher box;
    box.answer(QMessageBox::Ok);
    QSignalSpy finished(files, &FileController::openFinished);
    files->openInBackground(bad);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.front().at(1).toBool(), false);
    QVERIFY(box.seen);
    QVERIFY2(box.informative.contains(QStringLiteral("not a text file (binary data at byte 16)")), qPrintable(box.informative));
    QCOMPARE(m_window->document()->schema(), before);
    QCOMPARE(fileBytes(bad), bytes);
}

void TestDesignerFiles::saveToUnwritableLocationKeepsFile()
{
    // chmod does not stop root (CI); a folder that became a regular file stops everyone.
    const QString folder = path(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(folder));
    const QString file = folder + QStringLiteral("/p.spdesign");
    QVERIFY(!ProjectFile::save(file, richProject()));
    FileController *files = m_window->files();
    QVERIFY(files->openFile(file));
    QVERIFY(addTable(m_window->document(), QStringLiteral("Edited")).ok());
    QVERIFY(QDir().rename(folder, path(QStringLiteral("moved"))));
    QVERIFY(writeBytes(folder, "now a file"));

    BoxWatcher box;
    box.answer(QMessageBox::Ok);
    QVERIFY(!files->save());
    QVERIFY(box.seen);
    QVERIFY2(box.text.contains(QStringLiteral("p.spdesign")), qPrintable(box.text));
    QVERIFY2(box.informative.contains(QStringLiteral("Save As")), qPrintable(box.informative));
    QVERIFY(m_window->isWindowModified()); // nothing pretends to be saved
    QCOMPARE(fileBytes(folder), QByteArray("now a file"));
    const ProjectResult<LoadedProject> kept = ProjectFile::load(path(QStringLiteral("moved/p.spdesign")));
    QVERIFY(kept.ok());
    QVERIFY(!hasTable(kept->data.schema, QStringLiteral("Edited")));
}

QTEST_MAIN(TestDesignerFiles)
#include "tst_designerfiles.moc"
