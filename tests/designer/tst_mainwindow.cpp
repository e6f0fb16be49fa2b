// GUI tests of the real designer window (ssd_designer): the default dock arrangement and the
// File menu's exports, driven through their actions and dialogs under QT_QPA_PLATFORM=offscreen.

#include "readtextfile.h"
#include "actionhandler.h"
#include "checklistdock.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "ddlexportdialog.h"
#include "diagramexporter.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "edits/ddlexport.h"
#include "filecontroller.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "physicallayoutdock.h"
#include "physicalviews.h"
#include "propertiesdock.h"
#include "commentedit.h"
#include "projectfile.h"
#include "splitsimulatordock.h"
#include "tableitem.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QDockWidget>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <functional>

using namespace ssd;

namespace {

const char kMusic[] =
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, FirstName STRING(1024), LastName STRING(1024)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, AlbumTitle STRING(MAX))\n"
    "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
    "CREATE INDEX AlbumsByAlbumTitle ON Albums(AlbumTitle);\n"
    "CREATE TABLE Songs (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, TrackId INT64 NOT NULL, SongName STRING(MAX),\n"
    "  CONSTRAINT FK_SongsSingers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId))\n"
    "  PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums ON DELETE CASCADE;\n"
    "CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive');\n";

// File > Export DDL, answered as a user would: one file at `path`, in `dialect`.
void exportDdlToOneFile(MainWindow &window, Dialect dialect, const QString &path)
{
    whenModalOpens<DdlExportDialog>([&](DdlExportDialog *dialog) {
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("exportDialect"));
        combo->setCurrentIndex(combo->findData(int(dialect)));
        dialog->findChild<QRadioButton *>(QStringLiteral("exportOneFile"))->setChecked(true);
        dialog->findChild<QLineEdit *>(QStringLiteral("exportPath"))->setText(path);
        dialog->accept();
    });
    window.actions()->action(QStringLiteral("actionExportDdl"))->trigger();
}

struct Window
{
    QTemporaryDir dir;
    MainWindow window;
    Window()
    {
        window.resize(1280, 800);
        const QString path = dir.filePath(QStringLiteral("music.sql"));
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(kMusic);
        file.close();
        QString error;
        if (!window.files()->openFile(path, &error))
            qWarning("%s", qPrintable(error));
        window.show();
    }
    QAction *action(const char *name) const { return window.actions()->action(QLatin1String(name)); }
};

// Mouse gestures on the real diagram view, in scene coordinates.
struct Mouse
{
    DiagramView *view;
    void send(QEvent::Type type, const QPointF &scenePos, Qt::MouseButtons buttons)
    {
        const QPointF local = view->mapFromScene(scenePos);
        QMouseEvent event(type, local, view->viewport()->mapToGlobal(local), Qt::LeftButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &event);
    }
    void click(const QPointF &at)
    {
        send(QEvent::MouseButtonPress, at, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, at, Qt::NoButton);
    }
    void drag(const QPointF &from, const QPointF &to)
    {
        send(QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int step = 1; step <= 6; ++step)
            send(QEvent::MouseMove, from + (to - from) * step / 6.0, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    }
};

// SSD_DESIGNER_SHOTS=dir keeps pictures of the window at the states docs/designer.md shows.
void shot(QWidget *window, const QString &name)
{
    const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
    if (!dir.isEmpty()) {
        QCoreApplication::processEvents();
        window->grab().save(dir + u'/' + name + QStringLiteral(".png"));
    }
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultDocksLeaveRoomForTheDiagram();
    void exportDiagramThroughTheFileMenu_data();
    void exportDiagramThroughTheFileMenu();
    void exportDdlOneFileInEitherDialect();
    void exportDdlOneFilePerTable();
    void designMusicByMouseThenPasteACorpusSchemaThenUndoEverything();
    void commentsOfAnImportSurviveEditsUndoAndSave();
};

void TestMainWindow::initTestCase()
{
    if (!parseDdl(QString::fromLatin1(kMusic)).ok())
        QSKIP("the GoogleSQL parser is not available in this build");
}

void TestMainWindow::defaultDocksLeaveRoomForTheDiagram()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    PhysicalViews *physical = w.window.physicalViews();
    // Shown: DDL, Properties (Undo history behind it as a tab), Checklist.
    QVERIFY(w.window.ddlDock()->isVisible());
    QVERIFY(w.window.propertiesDock()->isVisible());
    QVERIFY(w.window.checklistDock()->isVisible());
    auto *undo = w.window.findChild<QDockWidget *>(QStringLiteral("undoDock"));
    QVERIFY(undo);
    QVERIFY(w.window.tabifiedDockWidgets(undo).contains(static_cast<QDockWidget *>(w.window.propertiesDock())));
    // The physical docks start hidden and are one View action away.
    QVERIFY(!physical->layoutDock()->isVisible());
    QVERIFY(!physical->simulatorDock()->isVisible());
    QVERIFY(!physical->lessonDock()->isVisible());
    QAction *showLayout = physical->layoutDock()->toggleViewAction();
    showLayout->trigger();
    QVERIFY(physical->layoutDock()->isVisible());
    QVERIFY(w.window.tabifiedDockWidgets(physical->layoutDock()).contains(undo));
    // The diagram keeps most of a 1280 x 800 window.
    const QSize diagram = w.window.centralWidget()->size();
    QVERIFY2(diagram.width() >= 700 && diagram.height() >= 450,
             qPrintable(QStringLiteral("%1 x %2").arg(diagram.width()).arg(diagram.height())));
}

void TestMainWindow::exportDiagramThroughTheFileMenu_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("svg") << QStringLiteral("diagram.svg") << QByteArray("<?xml");
    QTest::newRow("png") << QStringLiteral("diagram.png") << QByteArray("\x89PNG");
    QTest::newRow("pdf") << QStringLiteral("diagram.pdf") << QByteArray("%PDF");
}

void TestMainWindow::exportDiagramThroughTheFileMenu()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, magic);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const QString path = w.dir.filePath(fileName);
    bool dialogSeen = false;
    whenModalOpens<QFileDialog>([&](QFileDialog *dialog) {
        dialogSeen = true;
        // As a user does: the file type, then the name.
        for (const QString &filter : dialog->nameFilters())
            if (filter.contains(u'.' + QFileInfo(path).suffix()))
                dialog->selectNameFilter(filter);
        // selectFile() leaves the name field alone while it has the focus: take it away first.
        if (QWidget *focused = dialog->focusWidget())
            focused->clearFocus();
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog hides accept()
    });
    QSignalSpy exported(w.window.actions()->diagramExporter(), &DiagramExporter::finished);
    w.action("actionExportDiagram")->trigger();
    QVERIFY(dialogSeen);
    // Painted and written on a worker thread (tst_diagramexport.cpp).
    QVERIFY(exported.wait(60000));
    QCOMPARE(exported.front().at(1).toString(), QString());
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray data = file.readAll();
    QVERIFY(data.startsWith(magic));
    if (fileName.endsWith(u".svg")) {
        for (const char *table : {"Singers", "Albums", "Songs"})
            QVERIFY2(data.contains(table), table);
    } else if (fileName.endsWith(u".png")) {
        const QImage image = QImage::fromData(data);
        QVERIFY(image.width() > 200 && image.height() > 200);
    }
    // Errors are reported, not thrown away: an unknown extension.
    QVERIFY(!w.window.actions()->exportDiagramTo(w.dir.filePath(QStringLiteral("diagram.bmp"))).isEmpty());
}

void TestMainWindow::exportDdlOneFileInEitherDialect()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const Schema &schema = w.window.document()->schema();
    for (const Dialect dialect : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        const QString path = w.dir.filePath(dialect == Dialect::GoogleSql ? QStringLiteral("g.sql") : QStringLiteral("pg.sql"));
        exportDdlToOneFile(w.window, dialect, path);
        const QString expected = dialect == schema.dialect ? writeDdl(schema) : writeDdl(convertSchema(schema, dialect).schema);
        QCOMPARE(readTextFile(path), expected);
        const ParseResult reread = parseDdl(readTextFile(path));
        QVERIFY(reread.ok());
        QCOMPARE(reread.dialect, dialect);
        QCOMPARE(reread.schema.tables.size(), size_t(3));
    }
}

void TestMainWindow::exportDdlOneFilePerTable()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const QString folder = w.dir.filePath(QStringLiteral("perTable"));
    whenModalOpens<DdlExportDialog>([&](DdlExportDialog *dialog) {
        dialog->findChild<QRadioButton *>(QStringLiteral("exportPerTable"))->setChecked(true);
        dialog->findChild<QLineEdit *>(QStringLiteral("exportPath"))->setText(folder);
        dialog->accept();
    });
    w.action("actionExportDdl")->trigger();
    QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files, (QStringList{QStringLiteral("Albums.sql"), QStringLiteral("Singers.sql"), QStringLiteral("Songs.sql"),
                                 QString::fromLatin1(kOtherObjectsFileName)}));
    // Each table's file has its table and its indexes and foreign keys, nothing else.
    const QString albums = readTextFile(QDir(folder).filePath(QStringLiteral("Albums.sql")));
    QVERIFY(albums.contains(QStringLiteral("CREATE TABLE Albums")));
    QVERIFY(albums.contains(QStringLiteral("CREATE INDEX AlbumsByAlbumTitle")));
    QVERIFY(!albums.contains(QStringLiteral("CREATE TABLE Singers")));
    QVERIFY(readTextFile(QDir(folder).filePath(QStringLiteral("Songs.sql"))).contains(QStringLiteral("FK_SongsSingers")));
    QVERIFY(readTextFile(QDir(folder).filePath(QString::fromLatin1(kOtherObjectsFileName))).contains(QStringLiteral("CREATE SEQUENCE Seq")));
    // Applied in dependency order the files give back the schema.
    QString all;
    for (const QString &name : {QString::fromLatin1(kOtherObjectsFileName), QStringLiteral("Singers.sql"),
                                QStringLiteral("Albums.sql"), QStringLiteral("Songs.sql")})
        all += readTextFile(QDir(folder).filePath(name));
    const ParseResult reread = parseDdl(all);
    QVERIFY(reread.ok());
    QCOMPARE(writeDdl(reread.schema), writeDdl(w.window.document()->schema()));

    // A second export into the same folder asks before replacing; "No" keeps the files.
    QFile::remove(QDir(folder).filePath(QStringLiteral("Songs.sql")));
    {
        QFile stale(QDir(folder).filePath(QStringLiteral("Singers.sql")));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.write("-- mine\n");
    }
    DdlExportDialog dialog(w.window.document()->schema(), folder, &w.window);
    dialog.setLayout(DdlExportLayout::FilePerTable);
    dialog.setPath(folder);
    whenModalOpens<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::No)->click(); });
    QCOMPARE(dialog.exportNow(), QStringLiteral("Export cancelled."));
    QCOMPARE(readTextFile(QDir(folder).filePath(QStringLiteral("Singers.sql"))), QStringLiteral("-- mine\n"));
    QVERIFY(!QFile::exists(QDir(folder).filePath(QStringLiteral("Songs.sql"))));
}

// The "done when" as one story in the real window: design the music schema from nothing
// with the mouse (tables by click, columns in Properties, keys by clicking their markers,
// interleaving by dropping a table on its parent), both DDL tabs and the checklist follow, a
// corpus schema pasted into the DDL editor is laid out, and undo takes everything back.
void TestMainWindow::designMusicByMouseThenPasteACorpusSchemaThenUndoEverything()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.files()->newDocument();
    Document *document = window.document();
    DiagramScene *scene = window.scene();
    window.view()->setTransform(QTransform());
    Mouse mouse{window.view()};
    PropertiesDock *properties = window.propertiesDock();
    QTableWidget *cells = properties->columnsTable();
    auto id = [document](QStringView name) {
        const Table *t = document->schema().findTable(name);
        return t ? t->id : ObjectId(0);
    };
    auto keyMarker = [scene](ObjectId table, QStringView column) {
        const TableItem *item = scene->tableItem(table);
        const QRectF row = scene->diagramPainter().columnRect(item->box(), item->table().columnIndex(column));
        return QPointF(row.left() + 20, row.center().y());
    };
    auto keyOf = [document](QStringView table) {
        QStringList names;
        for (const KeyPart &part : document->schema().findTable(table)->primaryKey)
            names << part.column;
        return names;
    };
    struct Col
    {
        QString name, type;
        bool notNull;
    };
    auto createTable = [&](const QPointF &at, const QString &name, const std::vector<Col> &columns) {
        window.actions()->action(QStringLiteral("actionNewTable"))->trigger();
        mouse.click(at);
        QCoreApplication::processEvents();
        properties->nameEdit()->setText(name);
        Q_EMIT properties->nameEdit()->editingFinished();
        for (const Col &column : columns) {
            properties->findChild<QPushButton *>(QStringLiteral("addColumn"))->click();
            QCoreApplication::processEvents();
            const int row = cells->rowCount() - 1;
            cells->item(row, PropertiesDock::NameField)->setText(column.name);
            QCoreApplication::processEvents();
            cells->item(row, PropertiesDock::TypeField)->setText(column.type);
            QCoreApplication::processEvents();
            if (column.notNull)
                cells->item(row, PropertiesDock::NotNullField)->setCheckState(Qt::Checked);
            QCoreApplication::processEvents();
        }
        return id(name);
    };
    // Accepts the designer's offer to prefix the parent's key when a table is dropped on it.
    auto dropOnto = [&](ObjectId child, ObjectId parent) {
        whenModalOpens<QMessageBox>([](QMessageBox *box) {
            for (QAbstractButton *button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
        });
        scene->selectTables({child});
        mouse.drag(scene->tableItem(child)->box().topLeft() + QPointF(60, 8),
                   scene->tableItem(parent)->box().topLeft() + QPointF(60, 8));
    };

    // A key named like a counter (SingerNumber), so that the checklist has a finding on Singers
    // (pk-sequential-integer-first, info) to double-click below; a plain SingerId is no signal.
    const ObjectId singers = createTable(QPointF(60, 40), QStringLiteral("Singers"),
                                         {{QStringLiteral("SingerNumber"), QStringLiteral("INT64"), true},
                                          {QStringLiteral("FirstName"), QStringLiteral("STRING(1024)"), false},
                                          {QStringLiteral("LastName"), QStringLiteral("STRING(1024)"), false}});
    mouse.click(keyMarker(singers, u"SingerNumber"));
    const ObjectId albums = createTable(QPointF(60, 260), QStringLiteral("Albums"),
                                        {{QStringLiteral("AlbumId"), QStringLiteral("INT64"), true},
                                         {QStringLiteral("AlbumTitle"), QStringLiteral("STRING(MAX)"), false}});
    mouse.click(keyMarker(albums, u"AlbumId"));
    dropOnto(albums, singers);
    QCOMPARE(keyOf(u"Albums"), (QStringList{QStringLiteral("SingerNumber"), QStringLiteral("AlbumId")}));
    const ObjectId songs = createTable(QPointF(60, 480), QStringLiteral("Songs"),
                                       {{QStringLiteral("TrackId"), QStringLiteral("INT64"), true},
                                        {QStringLiteral("SongName"), QStringLiteral("STRING(MAX)"), false}});
    mouse.click(keyMarker(songs, u"TrackId"));
    dropOnto(songs, albums);
    QCOMPARE(keyOf(u"Songs"), (QStringList{QStringLiteral("SingerNumber"), QStringLiteral("AlbumId"), QStringLiteral("TrackId")}));
    QCOMPARE(document->schema().findTable(u"Songs")->interleave->parent, QStringLiteral("Albums"));

    // Both DDL tabs and the checklist follow every edit.
    const Schema designed = document->schema();
    QCOMPARE(window.ddlDock()->editableEditor()->toPlainText(), writeDdl(designed));
    window.checklistDock()->refreshNow();
    QVERIFY(!window.checklistDock()->findings().empty());
    scene->selectTables({albums});
    window.view()->fitAll();
    shot(&window, QStringLiteral("designer-music-designed"));
    // The converted tab is refreshed when it is looked at.
    auto *tabs = window.ddlDock()->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QTRY_VERIFY(window.ddlDock()->convertedEditor()->toPlainText().contains(QStringLiteral("INTERLEAVE IN PARENT")));
    QVERIFY(window.ddlDock()->convertedEditor()->toPlainText().contains(QStringLiteral("bigint")));
    shot(&window, QStringLiteral("designer-ddl-converted"));
    tabs->setCurrentIndex(0);
    // The checklist grouped by object; double-clicking a finding selects its table.
    QTreeWidget *tree = window.checklistDock()->tree();
    window.checklistDock()->findChild<QComboBox *>()->setCurrentIndex(1);
    window.checklistDock()->refreshNow();
    tree->expandAll();
    QTreeWidgetItem *finding = nullptr;
    for (int i = 0; i < tree->topLevelItemCount() && !finding; ++i)
        if (tree->topLevelItem(i)->childCount() > 0)
            finding = tree->topLevelItem(i)->child(0);
    QVERIFY(finding);
    scene->selectTables({});
    tree->setCurrentItem(finding);
    Q_EMIT tree->itemDoubleClicked(finding, 0);
    QCOMPARE(scene->selectedTableIds(), QList<ObjectId>{singers}); // pk-sequential-integer-first on Singers
    shot(&window, QStringLiteral("designer-checklist"));

    // A real schema pasted into the DDL editor: parsed, laid out, one undo step.
    const QString corpus = QStringLiteral(SSD_CORPUS_DIR) + QStringLiteral("/ddl/googlesql/cloud-spanner-samples__TransitDB.sql");
    const QString pasted = readTextFile(corpus);
    if (!pasted.isEmpty()) {
        const int steps = document->undoStack()->count();
        DdlEditor *editor = window.ddlDock()->editableEditor();
        editor->setFocus();
        editor->selectAll();
        editor->insertPlainText(pasted);
        window.ddlDock()->applyPendingEdit();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const ParseResult parsed = parseDdl(pasted);
        QCOMPARE(int(document->schema().tables.size()), int(parsed.schema.tables.size()));
        QCOMPARE(scene->tableItemCount(), int(parsed.schema.tables.size()));
        for (const Table &table : document->schema().tables)
            QVERIFY(document->hasPosition(table.id));
        window.actions()->autoLayout();
        QCoreApplication::processEvents();
        shot(&window, QStringLiteral("designer-corpus-laid-out"));
    }

    // Undo everything back to the empty schema, then redo it all.
    const Schema last = document->schema();
    while (document->undoStack()->canUndo())
        document->undoStack()->undo();
    QCOMPARE(document->schema(), Schema{});
    QCOMPARE(scene->tableItemCount(), 0);
    if (auto *undo = window.findChild<QDockWidget *>(QStringLiteral("undoDock")))
        undo->raise();
    shot(&window, QStringLiteral("designer-after-undo"));
    while (document->undoStack()->canRedo())
        document->undoStack()->redo();
    QCOMPARE(document->schema(), last);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// Issue #15: open the commented example, add a column in the diagram, comment the table in
// Properties, undo and redo; the DDL pane and both saved forms (.spdesign and .sql) keep every
// comment of the file.
void TestMainWindow::commentsOfAnImportSurviveEditsUndoAndSave()
{
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    QVERIFY2(window.files()->openFile(QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql"), &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Document *document = window.document();
    const Table *singers = document->schema().findTable(u"Singers");
    QVERIFY(singers);
    QCOMPARE(singers->comment, QStringLiteral("Singers are the root of the hierarchy."));
    QCOMPARE(singers->columns.front().comment, QStringLiteral("the singer id"));
    QVERIFY(window.scene()->tableItem(singers->id)->showsNoteMarker());
    QVERIFY(!window.scene()->tableItem(document->schema().findTable(u"Albums")->id)->showsNoteMarker());

    PropertiesDock *properties = window.propertiesDock();
    properties->setTable(singers->id);
    properties->addColumn(); // the edit that used to drop every comment of the file
    QCoreApplication::processEvents();
    QCOMPARE(document->schema().findTable(u"Singers")->columns.size(), size_t(7));
    const ObjectId albums = document->schema().findTable(u"Albums")->id;
    properties->setTable(albums);
    properties->tableCommentEdit()->setFocus();
    properties->tableCommentEdit()->setPlainText(QStringLiteral("Each singer's albums.\nStored with the singer."));
    Q_EMIT properties->tableCommentEdit()->committed(properties->tableCommentEdit()->toPlainText());
    QCoreApplication::processEvents();
    QCOMPARE(document->schema().findTable(u"Albums")->comment, QStringLiteral("Each singer's albums.\nStored with the singer."));
    QVERIFY(window.scene()->tableItem(albums)->showsNoteMarker());
    document->undoStack()->undo();
    QVERIFY(document->schema().findTable(u"Albums")->comment.isEmpty());
    document->undoStack()->redo();
    QCOMPARE(document->schema().findTable(u"Albums")->comment, QStringLiteral("Each singer's albums.\nStored with the singer."));

    QCoreApplication::processEvents();
    const QString pane = window.ddlDock()->editableEditor()->toPlainText();
    for (const char *line : {"-- The music catalogue of the Cloud Spanner documentation", "-- Singers are the root of the hierarchy.\nCREATE TABLE Singers (",
                             "  SingerId INT64 NOT NULL,", "  -- the singer id\n  SingerId", "-- Each singer's albums.\n-- Stored with the singer.\nCREATE TABLE Albums",
                             "-- Finds albums by title", ";\n\n-- Each singer's albums.\n"})
        QVERIFY2(pane.contains(QLatin1String(line)), line);

    const QString project = dir.filePath(QStringLiteral("music.spdesign"));
    QVERIFY2(window.files()->saveTo(project, &error), qPrintable(error));
    const auto loaded = ProjectFile::load(project);
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value().data.schema == document->schema());
    QVERIFY(!loaded.value().data.schema.freeComments.empty());
    // The DDL written from the loaded project (what File > Export DDL writes) has them too.
    const QString reloadedDdl = writeDdl(loaded.value().data.schema);
    QCOMPARE(reloadedDdl, pane);
    QVERIFY(reloadedDdl.contains(QLatin1String("-- Try: spanner-schema format resources/examples/music.sql")));

    // File > Export DDL keeps them too: in one file, in the design's dialect and converted to
    // PostgreSQL, and in one file per table.
    const char *documented[] = {"-- Singers are the root of the hierarchy.", "-- the singer id", "-- Each singer's albums.",
                                "-- Finds albums by title", "-- Where concerts take place."};
    for (const Dialect dialect : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        const QString path = dir.filePath(dialect == Dialect::GoogleSql ? QStringLiteral("music.sql") : QStringLiteral("music.pg.sql"));
        exportDdlToOneFile(window, dialect, path);
        const QString exported = readTextFile(path);
        for (const char *comment : documented)
            QVERIFY2(exported.contains(QLatin1String(comment)), qPrintable(QStringLiteral("%1 in %2").arg(QLatin1String(comment), path)));
    }
    const QString folder = dir.filePath(QStringLiteral("perTable"));
    whenModalOpens<DdlExportDialog>([&](DdlExportDialog *dialog) {
        dialog->findChild<QRadioButton *>(QStringLiteral("exportPerTable"))->setChecked(true);
        dialog->findChild<QLineEdit *>(QStringLiteral("exportPath"))->setText(folder);
        dialog->accept();
    });
    window.actions()->action(QStringLiteral("actionExportDdl"))->trigger();
    const QString singersFile = readTextFile(QDir(folder).filePath(QStringLiteral("Singers.sql")));
    QVERIFY(singersFile.contains(QLatin1String("-- Singers are the root of the hierarchy.\nCREATE TABLE Singers (")));
    QVERIFY(singersFile.contains(QLatin1String("  -- the singer id\n  SingerId")));
    QVERIFY(readTextFile(QDir(folder).filePath(QStringLiteral("Albums.sql"))).contains(QLatin1String("-- Each singer's albums.\n-- Stored with the singer.\nCREATE TABLE Albums")));
}
