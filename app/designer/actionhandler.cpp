#include "actionhandler.h"

#include "commands.h"
#include "ddldock.h"
#include "diagramrender.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "filecontroller.h"
#include "layoutengine.h"
#include "mainwindow.h"
#include "schemaedits.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCompleter>
#include <QStringListModel>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace ssd {

ActionHandler::ActionHandler(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    createActions();
    createMenus();
    connect(window->scene(), &DiagramScene::tableSelectionChanged, this, &ActionHandler::updateEnabled);
    updateEnabled();
}

QAction *ActionHandler::make(const QString &name, const QString &text, QObject *)
{
    auto *action = new QAction(text, m_window);
    action->setObjectName(name);
    return action;
}

QAction *ActionHandler::action(const QString &name) const { return m_window->findChild<QAction *>(name); }

void ActionHandler::createActions()
{
    FileController *files = m_window->files();
    DiagramView *view = m_window->view();
    DiagramScene *scene = m_window->scene();
    QUndoStack *stack = m_window->document()->undoStack();

    QAction *a = make(QStringLiteral("actionNew"), tr("&New"));
    a->setShortcut(QKeySequence::New);
    connect(a, &QAction::triggered, files, &FileController::newDocument);
    a = make(QStringLiteral("actionOpen"), tr("&Open..."));
    a->setShortcut(QKeySequence::Open);
    connect(a, &QAction::triggered, this, [this, files] {
        if (!files->maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open DDL"), {}, tr("DDL files (*.sql *.ddl);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !files->openFile(path, &error))
            QMessageBox::warning(m_window, tr("Open"), error);
    });
    a = make(QStringLiteral("actionOpenExample"), tr("Open the &Music Example"));
    connect(a, &QAction::triggered, this, [files] {
        if (files->maybeSave())
            files->openExample();
    });
    a = make(QStringLiteral("actionSave"), tr("&Save"));
    a->setShortcut(QKeySequence::Save);
    connect(a, &QAction::triggered, files, &FileController::save);
    a = make(QStringLiteral("actionSaveAs"), tr("Save &As..."));
    a->setShortcut(QKeySequence::SaveAs);
    connect(a, &QAction::triggered, files, &FileController::saveAs);
    a = make(QStringLiteral("actionExportDdl"), tr("&Export Converted DDL..."));
    connect(a, &QAction::triggered, files, &FileController::exportDdl);
    a = make(QStringLiteral("actionExportDiagram"), tr("Export &Diagram..."));
    connect(a, &QAction::triggered, this, &ActionHandler::exportDiagram);
    a = make(QStringLiteral("actionQuit"), tr("&Quit"));
    a->setShortcut(QKeySequence::Quit);
    connect(a, &QAction::triggered, m_window, &QWidget::close);

    QAction *undo = stack->createUndoAction(m_window, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = stack->createRedoAction(m_window, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    m_delete = make(QStringLiteral("actionDelete"), tr("&Delete"));
    m_delete->setShortcut(QKeySequence::Delete);
    // Only while the diagram has focus: in the DDL editor Delete deletes text.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(m_delete);
    connect(m_delete, &QAction::triggered, this, &ActionHandler::deleteSelection);
    a = make(QStringLiteral("actionFind"), tr("&Find Table..."));
    a->setShortcut(QKeySequence::Find);

    m_find = new QLineEdit(m_window);
    m_find->setObjectName(QStringLiteral("findTable"));
    m_find->setPlaceholderText(tr("Find table"));
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(220);
    connect(a, &QAction::triggered, m_find, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        if (!findTable(m_find->text()))
            m_window->statusBar()->showMessage(tr("No table matches \"%1\".").arg(m_find->text()), 4000);
    });
    auto *completer = new QCompleter(m_window->tableNamesModel(), m_find);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_find->setCompleter(completer);
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this, &ActionHandler::findTable);

    a = make(QStringLiteral("actionZoomIn"), tr("Zoom &In"));
    a->setShortcut(QKeySequence::ZoomIn);
    connect(a, &QAction::triggered, view, &DiagramView::zoomIn);
    a = make(QStringLiteral("actionZoomOut"), tr("Zoom &Out"));
    a->setShortcut(QKeySequence::ZoomOut);
    connect(a, &QAction::triggered, view, &DiagramView::zoomOut);
    a = make(QStringLiteral("actionZoomFit"), tr("&Fit Diagram"));
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(a, &QAction::triggered, view, &DiagramView::fitAll);
    a = make(QStringLiteral("actionAutoLayout"), tr("&Auto Layout"));
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(a, &QAction::triggered, this, &ActionHandler::autoLayout);

    auto *tools = new QActionGroup(m_window);
    QAction *select = make(QStringLiteral("actionSelectTool"), tr("&Select"));
    m_newTable = make(QStringLiteral("actionNewTable"), tr("New &Table"));
    m_newTable->setShortcut(QKeySequence(Qt::Key_T));
    m_newTable->setToolTip(tr("New table: click in the diagram where it should go"));
    m_foreignKey = make(QStringLiteral("actionForeignKey"), tr("&Foreign Key"));
    m_foreignKey->setShortcut(QKeySequence(Qt::Key_F));
    m_foreignKey->setToolTip(tr("Foreign key: drag from the referencing table to the referenced one"));
    for (QAction *tool : {select, m_newTable, m_foreignKey}) {
        tool->setCheckable(true);
        tools->addAction(tool);
        view->addAction(tool);
        tool->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    }
    select->setChecked(true);
    connect(select, &QAction::triggered, scene, [scene] { scene->setTool(DiagramScene::Tool::Select); });
    connect(m_newTable, &QAction::triggered, scene, [scene] { scene->setTool(DiagramScene::Tool::CreateTable); });
    connect(m_foreignKey, &QAction::triggered, scene, [scene] { scene->setTool(DiagramScene::Tool::ForeignKey); });
    connect(scene, &DiagramScene::toolChanged, this, [select, this](DiagramScene::Tool tool) {
        (tool == DiagramScene::Tool::CreateTable ? m_newTable : tool == DiagramScene::Tool::ForeignKey ? m_foreignKey : select)
            ->setChecked(true);
    });
}

// The whole diagram as it is laid out in the window, through the same renderDiagram() as
// `spanner-schema render`; the format follows the chosen file name's extension.
void ActionHandler::exportDiagram()
{
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Diagram"), QStringLiteral("diagram.svg"),
                                                tr("SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)"),
                                                &selectedFilter);
    if (path.isEmpty())
        return;
    if (!diagramFormatForPath(path)) // no or another extension: take the chosen filter's
        path += selectedFilter.contains(u".png") ? QStringLiteral(".png")
                : selectedFilter.contains(u".pdf") ? QStringLiteral(".pdf") : QStringLiteral(".svg");
    const Document *document = m_window->document();
    QString error;
    const QByteArray data = renderDiagram(document->schema(), document->positions(), *diagramFormatForPath(path), {}, &error);
    QSaveFile file(path);
    if (data.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        QMessageBox::warning(m_window, tr("Export Diagram"),
                             tr("Could not export the diagram to %1: %2")
                                 .arg(path, error.isEmpty() ? file.errorString() : error));
        return;
    }
    m_window->statusBar()->showMessage(tr("Diagram exported to %1").arg(path), 5000);
}

void ActionHandler::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("actionNew")));
    file->addAction(action(QStringLiteral("actionOpen")));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(action(QStringLiteral("actionOpenExample")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionSave")));
    file->addAction(action(QStringLiteral("actionSaveAs")));
    file->addAction(action(QStringLiteral("actionExportDdl")));
    file->addAction(action(QStringLiteral("actionExportDiagram")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionQuit")));
    FileController *files = m_window->files();
    files->populateRecentMenu(m_recentMenu);
    connect(files, &FileController::recentFilesChanged, this, [this, files] { files->populateRecentMenu(m_recentMenu); });

    QMenu *edit = bar->addMenu(tr("&Edit"));
    for (const char *name : {"actionUndo", "actionRedo", "", "actionDelete", "actionFind"}) {
        if (*name)
            edit->addAction(action(QLatin1StringView(name)));
        else
            edit->addSeparator();
    }
    QMenu *diagram = bar->addMenu(tr("&Diagram"));
    for (const char *name : {"actionSelectTool", "actionNewTable", "actionForeignKey", "", "actionZoomIn",
                             "actionZoomOut", "actionZoomFit", "", "actionAutoLayout"}) {
        if (*name)
            diagram->addAction(action(QLatin1StringView(name)));
        else
            diagram->addSeparator();
    }
    m_window->createViewMenu(bar->addMenu(tr("&View")));

    QToolBar *toolbar = m_window->addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char *name : {"actionNew", "actionOpen", "actionSave", "", "actionUndo", "actionRedo", "",
                             "actionSelectTool", "actionNewTable", "actionForeignKey", "actionDelete", "",
                             "actionZoomIn", "actionZoomOut", "actionZoomFit", "actionAutoLayout", ""}) {
        if (*name)
            toolbar->addAction(action(QLatin1StringView(name)));
        else
            toolbar->addSeparator();
    }
    toolbar->addWidget(m_find);
}

void ActionHandler::updateEnabled() { m_delete->setEnabled(!m_window->scene()->selectedTableIds().isEmpty()); }

void ActionHandler::deleteSelection()
{
    Document *document = m_window->document();
    const QList<ObjectId> ids = m_window->scene()->selectedTableIds();
    if (ids.isEmpty())
        return;
    // Children first, so a selected parent with selected children can go in one step.
    QList<ObjectId> ordered = ids;
    std::sort(ordered.begin(), ordered.end(), [document](ObjectId a, ObjectId b) {
        const Table *ta = edits::tableById(document->schema(), a), *tb = edits::tableById(document->schema(), b);
        return document->schema().interleaveDepth(*ta) > document->schema().interleaveDepth(*tb);
    });
    const EditResult result = pushSchemaEdit(document, tr("Delete %n table(s)", nullptr, int(ids.size())),
                                             [&ordered](Schema &s, ObjectId &) {
                                                 for (ObjectId id : ordered)
                                                     if (QString error = edits::deleteTable(s, id); !error.isEmpty())
                                                         return error;
                                                 return QString();
                                             });
    if (!result.ok())
        QMessageBox::information(m_window, tr("Delete"), result.error);
}

void ActionHandler::autoLayout()
{
    Document *document = m_window->document();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const PositionMap positions = layoutAll(document->schema(), m_window->scene()->diagramPainter(), &error);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        m_window->statusBar()->showMessage(tr("Auto layout failed: %1").arg(error), 6000);
        return;
    }
    pushMoveTables(document, positions, tr("Auto layout"));
    m_window->view()->fitAll();
}

bool ActionHandler::findTable(const QString &text)
{
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return false;
    const Table *match = nullptr;
    for (const Table &t : m_window->document()->schema().tables) {
        if (t.name.compare(needle, Qt::CaseInsensitive) == 0) {
            match = &t;
            break;
        }
        if (!match && t.name.contains(needle, Qt::CaseInsensitive))
            match = &t;
    }
    if (!match)
        return false;
    m_window->scene()->selectTables({match->id});
    m_window->view()->centerOnTable(match->id);
    return true;
}

} // namespace ssd
