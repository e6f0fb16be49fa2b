#include "mainwindow.h"

#include "actionhandler.h"
#include "checklistdock.h"
#include "commands.h"
#include "databasecontroller.h"
#include "ddldock.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
#include "layoutengine.h"
#include "layoutrunner.h"
#include "physicallayoutdock.h"
#include "physicalviews.h"
#include "propertiesdock.h"
#include "queriesdock.h"
#include "retranslator.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QStringListModel>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>

namespace ssd {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_scene(new DiagramScene(m_document, this))
    , m_view(new DiagramView(m_scene, this))
    , m_ddlDock(new DdlDock(m_document, this))
    , m_propertiesDock(new PropertiesDock(m_document, this))
    , m_checklistDock(new ChecklistDock(m_document, this))
    , m_queriesDock(new QueriesDock(m_document, this))
    , m_undoDock(new QDockWidget(this))
    , m_files(new FileController(m_document, m_ddlDock, this))
    , m_tableNames(new QStringListModel(this))
{
    m_document->setPlacementFunction(autoPlacement(m_scene->diagramPainter()));
    m_view->setObjectName(QStringLiteral("diagramView"));
    setCentralWidget(m_view);
    setDockNestingEnabled(true);
    auto *undoView = new QUndoView(m_document->undoStack(), m_undoDock);
    m_undoDock->setObjectName(QStringLiteral("undoDock"));
    m_undoDock->setWidget(undoView);

    // Physical layout, split simulator and lessons (before the menus, which list their docks).
    m_physical = new PhysicalViews(m_document, this);
    m_physical->setOpenFunction([this](const QString &path) { return m_files->maybeSave() && m_files->openFile(path); });
    arrangeDocks();
    m_layouts = new LayoutRunner(this);
    m_actions = new ActionHandler(this);
    m_databases = new DatabaseController(this);
    // Open Database after Open Recent; the Database menu before View.
    m_actions->fileMenu()->insertAction(m_actions->action(QStringLiteral("actionOpenExample")), m_databases->openAction());
    menuBar()->insertMenu(m_actions->viewMenu()->menuAction(), m_databases->menu());
    m_physical->addLessonsMenu(menuBar());

    // Selection follows between the diagram, the DDL text and the properties.
    connect(m_scene, &DiagramScene::tableSelectionChanged, this, [this](const QList<ObjectId> &ids) {
        m_propertiesDock->setTable(ids.size() == 1 ? ids.front() : 0);
        if (ids.size() == 1)
            m_ddlDock->revealTable(ids.front());
    });
    auto activate = [this](ObjectId id) {
        m_scene->selectTables({id});
        m_view->centerOnTable(id);
    };
    connect(m_ddlDock, &DdlDock::tableActivated, this, activate);
    connect(m_checklistDock, &ChecklistDock::tableActivated, this, activate);
    connect(m_physical->layoutDock(), &PhysicalLayoutDock::tableActivated, this, activate);
    connect(m_scene, &DiagramScene::tableSelectionChanged, m_physical->layoutDock(), &PhysicalLayoutDock::setSelectedTables);
    connect(m_checklistDock, &ChecklistDock::findingsPerTable, m_scene, &DiagramScene::setFindings);
    connect(m_checklistDock, &ChecklistDock::queryActivated, m_queriesDock, &QueriesDock::showQueryAt);
    // A query selected in the Queries dock selects the tables it reads in the diagram.
    // and shows its read path on the physical layout; a query picked there selects it here.
    connect(m_queriesDock, &QueriesDock::querySelected, this, [this](int index) {
        if (index < 0 || index >= int(m_queriesDock->queries().size()))
            return;
        m_physical->layoutDock()->setCurrentQuery(m_queriesDock->queries()[index].name);
        QList<ObjectId> ids;
        for (const queries::TableRef &ref : m_queriesDock->queries()[index].tables)
            if (const Table *t = m_document->schema().findTable(ref.table))
                ids.append(t->id);
        if (!ids.isEmpty()) {
            m_scene->selectTables(ids);
            m_view->centerOnTable(ids.front());
        }
    });
    connect(m_queriesDock, &QueriesDock::selectedAccessChanged, this, &MainWindow::showQueryReads);
    connect(m_physical->layoutDock(), &PhysicalLayoutDock::currentQueryChanged, this, [this](const QString &name) {
        const auto &all = m_queriesDock->queries();
        for (int i = 0; i < int(all.size()); ++i)
            if (all[size_t(i)].name == name && m_queriesDock->selectedQuery() != i)
                m_queriesDock->selectQuery(i);
    });
    m_scene->setInterleaveHandler([this](ObjectId child, ObjectId target, const QString &refusal) {
        handleInterleaveDrop(child, target, refusal);
    });
    auto showStatus = [this](const QString &message) { statusBar()->showMessage(message, 8000); };
    connect(m_scene, &DiagramScene::statusMessage, this, showStatus);
    connect(m_propertiesDock, &PropertiesDock::statusMessage, this, showStatus);
    connect(m_files, &FileController::statusMessage, this, showStatus);
    connect(m_databases, &DatabaseController::statusMessage, this, showStatus);
    connect(m_checklistDock, &ChecklistDock::statusMessage, this, showStatus);
    connect(m_physical, &PhysicalViews::statusMessage, this, showStatus);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::fileStateChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::schemaChanged, this, &MainWindow::updateTableNames);
    connect(m_document, &Document::documentReset, this, [this] {
        updateTitle();
        // Tables the file gave no position got a cheap one: the Graphviz one follows from a
        // worker (the GUI thread never runs Graphviz). Queued, so that the scene has its items.
        // Only if nothing changed before it starts: a table the user moved meanwhile is no longer
        // one to place.
        if (!m_document->placedOnReset().isEmpty() && haveGraphvizLayout())
            QTimer::singleShot(0, m_layouts, [this, opened = m_document->revision()] {
                if (m_document->revision() == opened)
                    m_layouts->start(LayoutRunner::Kind::Placement);
            });
        // After the scene has rebuilt its items (schemaChanged follows documentReset).
        QTimer::singleShot(0, m_view, &DiagramView::showFirstLook);
    });
    (new Retranslator(this))->add([this, undoView] {
        m_undoDock->setWindowTitle(tr("Undo History"));
        undoView->setEmptyLabel(tr("<opened>"));
        updateTitle();
    });
    statusBar()->showMessage(haveGraphvizLayout() ? tr("Ready.") : tr("Ready (grid placement: Graphviz layout not built)."));
}

MainWindow::~MainWindow() = default;

void MainWindow::arrangeDocks()
{
    // The default arrangement keeps the diagram large: the DDL above the Properties on the
    // right (the Undo History and the physical layout as tabs behind the Properties), the
    // checklist below the diagram (the split simulator as a tab behind it). The physical docks
    // start hidden; View shows them and opening a lesson brings them up.
    QDockWidget *layoutDock = m_physical->layoutDock();
    QDockWidget *simulatorDock = m_physical->simulatorDock();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_ddlDock), static_cast<QDockWidget *>(m_propertiesDock),
                              m_undoDock, layoutDock})
        addDockWidget(Qt::RightDockWidgetArea, dock);
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_checklistDock), static_cast<QDockWidget *>(simulatorDock)})
        addDockWidget(Qt::BottomDockWidgetArea, dock);
    addDockWidget(Qt::RightDockWidgetArea, m_queriesDock);
    splitDockWidget(m_ddlDock, m_propertiesDock, Qt::Vertical);
    tabifyDockWidget(m_ddlDock, m_queriesDock);
    m_ddlDock->raise();
    tabifyDockWidget(m_propertiesDock, m_undoDock);
    tabifyDockWidget(m_undoDock, layoutDock);
    tabifyDockWidget(m_checklistDock, simulatorDock);
    layoutDock->hide();
    simulatorDock->hide();
    m_physical->lessonDock()->hide();
    m_propertiesDock->raise();
    m_checklistDock->raise();
    resizeDocks({m_ddlDock}, {440}, Qt::Horizontal);
    resizeDocks({m_ddlDock, m_propertiesDock}, {330, 290}, Qt::Vertical);
    resizeDocks({m_checklistDock}, {160}, Qt::Vertical);
}

void MainWindow::createViewMenu(QMenu *menu)
{
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_ddlDock), static_cast<QDockWidget *>(m_queriesDock),
                              static_cast<QDockWidget *>(m_checklistDock), static_cast<QDockWidget *>(m_propertiesDock),
                              m_undoDock})
        menu->addAction(dock->toggleViewAction());
    if (m_physical)
        m_physical->addViewActions(menu);
}

void MainWindow::showQueryReads(int index)
{
    QHash<ObjectId, DiagramScene::QueryRead> reads;
    const auto &all = m_queriesDock->accessPaths();
    if (index >= 0 && index < int(all.size())) {
        for (const queries::TableAccess &access : all[size_t(index)].tables) {
            const Table *t = m_document->schema().findTable(access.tableName);
            if (!t)
                continue;
            // A table read twice (a self-join) shows both reads: its index, and every filter column.
            DiagramScene::QueryRead &read = reads[t->id];
            if (read.index.isEmpty())
                read.index = access.index;
            for (const QString &column : access.filterColumns)
                if (!read.columns.contains(column))
                    read.columns.append(column);
        }
    }
    m_scene->setQueryReads(reads);
}

void MainWindow::handleInterleaveDrop(ObjectId child, ObjectId parent, const QString &refusal)
{
    const Schema &schema = m_document->schema();
    const Table *c = edits::tableById(schema, child);
    const Table *p = edits::tableById(schema, parent);
    if (!c || !p)
        return;
    if (!refusal.isEmpty()) {
        QMessageBox::information(this, tr("Cannot interleave"), refusal);
        return;
    }
    // Ask only when prefixing would change the child's key.
    bool prefixed = c->primaryKey.size() >= p->primaryKey.size();
    for (size_t i = 0; prefixed && i < p->primaryKey.size(); ++i)
        prefixed = c->primaryKey[i].column == p->primaryKey[i].column;
    bool prefix = false;
    if (!prefixed && !p->primaryKey.empty()) {
        QStringList keys;
        for (const KeyPart &k : p->primaryKey)
            keys << k.column;
        QMessageBox box(QMessageBox::Question, tr("Interleave %1 in %2").arg(c->name, p->name),
                        tr("A child table's primary key must start with its parent's key columns (%1). "
                           "Add them to the start of %2's key?")
                            .arg(keys.join(QStringLiteral(", ")), c->name),
                        QMessageBox::Cancel, this);
        QPushButton *yes = box.addButton(tr("Prefix the key and interleave"), QMessageBox::AcceptRole);
        QPushButton *as = box.addButton(tr("Interleave only"), QMessageBox::ActionRole);
        box.setDefaultButton(yes);
        box.exec();
        if (box.clickedButton() != yes && box.clickedButton() != as)
            return;
        prefix = box.clickedButton() == yes;
    }
    m_scene->interleave(child, parent, prefix);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - Spanner Schema Designer").arg(m_files->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateTableNames()
{
    // Most edits keep every name: compare in place (no list built) and rename rows one by one,
    // so the completer sees a row change, not a reset; only a table added or dropped resets.
    const std::vector<Table> &tables = m_document->schema().tables;
    const QStringList shown = m_tableNames->stringList(); // shared, not copied
    if (shown.size() == qsizetype(tables.size())) {
        for (qsizetype row = 0; row < shown.size(); ++row)
            if (shown[row] != tables[size_t(row)].name)
                m_tableNames->setData(m_tableNames->index(int(row)), tables[size_t(row)].name);
        return;
    }
    QStringList names;
    names.reserve(qsizetype(tables.size()));
    for (const Table &t : tables)
        names << t.name;
    m_tableNames->setStringList(names);
}

bool MainWindow::restoreSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty())
        return false;
    restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    return true;
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_files->endSession(); // saved or discarded: no recovery file should outlive this window
    saveSettings();
    event->accept();
}

} // namespace ssd
