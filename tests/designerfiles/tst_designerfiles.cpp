// The designer's file handling driven through the real MainWindow under
// QT_QPA_PLATFORM=offscreen: .spdesign as the native format, DDL import, the modified marker,
// Revert, unsaved-changes questions, bad files and autosave recovery within one process.
// tst_designercrash.cpp kills a real designer process.

#include "actionhandler.h"
#include "autosave.h"
#include "checklistdock.h"
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
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <vector>

using namespace ssd;

namespace {

const QString kDdl = QStringLiteral(
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(100))\n"
    "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n");

// A project with everything the designer does not show: it must come back unchanged.
ProjectData richProject()
{
    ParseResult parsed = parseDdl(kDdl);
    ProjectData data;
    data.schema = parsed.schema;
    qreal x = 40;
    for (const Table &t : data.schema.tables) {
        data.positions.insert(t.id, QPointF(x, 77.5));
        x += 420;
    }
    data.settings.plannedNodes = 9;
    data.settings.multiTenant = true;
    data.settings.keyGeneration.insert(QStringLiteral("Singers.SingerId"), KeyGeneration::BitReversed);
    SampleOptions options;
    options.rowsPerTable = 4;
    data.sampleData = generateSampleRows(data.schema, options);
    data.notes = QStringLiteral("Lesson notes: keep the singers' ids spread.");
    data.objectNotes.insert(data.schema.tables.front().id, QStringLiteral("the parent table"));
    return data;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

EditResult addTable(Document *document, const QString &name)
{
    return pushSchemaEdit(document, QStringLiteral("Add %1").arg(name),
                          [&name](Schema &s, ObjectId &created) { return edits::addTable(s, name, created); });
}

bool hasTable(const Schema &schema, const QString &name)
{
    for (const Table &t : schema.tables)
        if (t.name == name)
            return true;
    return false;
}

// SSD_DESIGNER_SHOTS=dir keeps a picture of each dialog the tests answer (for looking at).
void keepShot(QWidget *dialog, const QString &name)
{
    const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        dialog->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// Answers the next modal dialog with the button `pick` chooses, and keeps a QMessageBox's
// texts. Polls, because the dialog only exists once exec() runs.
struct BoxWatcher
{
    QString text;
    QString informative;
    bool seen = false;
    // The polling timers capture `this`: a watcher whose dialog never came must stop them when
    // it goes out of scope, or they fire in a later test function on a dead watcher.
    std::vector<QPointer<QTimer>> timers;

    BoxWatcher() = default;
    BoxWatcher(const BoxWatcher &) = delete;
    BoxWatcher &operator=(const BoxWatcher &) = delete;
    ~BoxWatcher()
    {
        for (const QPointer<QTimer> &timer : timers)
            delete timer.data();
    }

    // `pick` may also answer the dialog itself (a file dialog) and return nullptr; a dialog still
    // open after that is rejected. `wanted` skips other dialogs (another watcher's).
    void answerDialog(const std::function<QAbstractButton *(QDialog *)> &pick,
                      const std::function<bool(QDialog *)> &wanted = {})
    {
        // Owned by the application, so that a watcher whose dialog never came is freed too (LSan).
        auto *timer = new QTimer(QCoreApplication::instance());
        timer->setInterval(20);
        timers.emplace_back(timer);
        QObject::connect(timer, &QTimer::timeout, timer, [this, timer, pick, wanted] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || (wanted && !wanted(dialog)))
                return;
            timer->stop(); // deleteLater waits for an outer event loop, which a test may not run
            seen = true;
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                text = box->text();
                informative = box->informativeText();
            }
            keepShot(dialog, QString::fromLatin1(QTest::currentTestFunction()) + u'-'
                                 + QString::fromLatin1(dialog->metaObject()->className()).section(u':', -1));
            QAbstractButton *button = pick(dialog);
            if (button)
                button->click();
            else if (dialog->isVisible())
                dialog->reject();
            timer->deleteLater();
        });
        timer->start();
    }
    void answer(QMessageBox::StandardButton button)
    {
        answerDialog([button](QDialog *dialog) { return static_cast<QMessageBox *>(dialog)->button(button); },
                     [](QDialog *dialog) { return qobject_cast<QMessageBox *>(dialog) != nullptr; });
    }
};

} // namespace

class TestDesignerFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void saveAndReloadKeepsEverything();
    void enteredSampleRowsAreSaved();
    void importedDdlSavesAsProject();
    void modifiedMarkerFollowsUndoStack();
    void revertReloadsSavedVersion();
    void checklistUsesProjectSettings();
    void saveAsOfImportedDdl();
    void unsavedChangesAsk();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();
    void binaryFileIsNoDdl();
    void saveToUnwritableLocationKeepsFile();
    void autosaveWritesAndCleansUp();
    void autosaveWritesInAWorker();
    void recoveryRestoresAsModified();
    void draftDdlIsAutosavedAndRestored();
    void preferencesSetTheAutosaveInterval();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDesignerFiles::initTestCase()
{
    // A private settings and recovery folder: never the user's recent files or recovery files.
    static QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    qputenv("SSD_AUTOSAVE_INTERVAL_MS", "0"); // the tests write when they want to
    QCoreApplication::setOrganizationName(QStringLiteral("SpannerSchemaDesignerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("designerfiles"));
}

void TestDesignerFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->show();
}

void TestDesignerFiles::cleanup()
{
    if (m_window) {
        m_window->files()->endSession();
        m_window.reset();
    }
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

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
    QVERIFY(!files->openFileInteractive(bad));
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
    QVERIFY(!files->openFileInteractive(bad));
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

void TestDesignerFiles::autosaveWritesAndCleansUp()
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

void TestDesignerFiles::autosaveWritesInAWorker()
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

void TestDesignerFiles::recoveryRestoresAsModified()
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
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(store.recoverableSessions().size(), size_t(1));

    qunsetenv("SSD_RECOVERY_ANSWER");
    // Restore clicked as a user would, after checking what the dialog lists.
    QString listed;
    BoxWatcher restore;
    restore.answerDialog([&listed](QDialog *dialog) -> QAbstractButton * {
        if (auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("recoveryList")); list && list->topLevelItemCount() == 1)
            listed = list->topLevelItem(0)->text(0) + u'|' + list->topLevelItem(0)->toolTip(2);
        return dialog->findChild<QPushButton *>(QStringLiteral("restoreButton"));
    });
    QVERIFY(m_window->files()->offerRecovery());
    QVERIFY(restore.seen);
    QCOMPARE(listed, QStringLiteral("crashed.spdesign|") + QFileInfo(file).absoluteFilePath());
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
void TestDesignerFiles::draftDdlIsAutosavedAndRestored()
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
    QVERIFY(m_window->files()->offerRecovery());
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

void TestDesignerFiles::preferencesSetTheAutosaveInterval()
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

QTEST_MAIN(TestDesignerFiles)
#include "tst_designerfiles.moc"
