#include "actionhandler.h"

#include "autosave.h"
#include "checklistsettingsdialog.h"
#include "commands.h"
#include "ddldock.h"
#include "ddlexportdialog.h"
#include "diagramexporter.h"
#include "diagramrender.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "exportdocsdialog.h"
#include "exportmigrationdialog.h"
#include "filecontroller.h"
#include "languageswitcher.h"
#include "layoutengine.h"
#include "layoutrunner.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "retranslator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCompleter>
#include <QStringListModel>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace ssd {

ActionHandler::ActionHandler(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_exporter(new DiagramExporter(window))
{
    connect(m_exporter, &DiagramExporter::finished, this, &ActionHandler::diagramExported);
    createActions();
    createMenus();
    // Every text above, now and after each switch of View > Language.
    (new Retranslator(m_window))->add([this] { retranslate(); });
    connect(window->scene(), &DiagramScene::tableSelectionChanged, this, &ActionHandler::updateEnabled);
    updateEnabled();
}

QAction *ActionHandler::make(const QString &name, const char *text, const char *toolTip)
{
    auto *action = new QAction(m_window);
    action->setObjectName(name);
    m_actionTexts.push_back({action, text, toolTip});
    return action;
}

void ActionHandler::retranslate()
{
    for (const ActionText &t : m_actionTexts) {
        t.action->setText(tr(t.text));
        if (t.toolTip)
            t.action->setToolTip(tr(t.toolTip));
    }
    updateUndoTexts();
    m_find->setPlaceholderText(tr("Find table"));
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_diagramMenu->setTitle(tr("&Diagram"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_toolbar->setWindowTitle(tr("Main"));
}

// Like QUndoStack::createUndoAction, but with a prefix that follows the language.
void ActionHandler::updateUndoTexts()
{
    const QUndoStack *stack = m_window->document()->undoStack();
    m_undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

QAction *ActionHandler::action(const QString &name) const { return m_window->findChild<QAction *>(name); }

void ActionHandler::createActions()
{
    FileController *files = m_window->files();
    DiagramView *view = m_window->view();
    DiagramScene *scene = m_window->scene();
    QUndoStack *stack = m_window->document()->undoStack();

    QAction *a = make(QStringLiteral("actionNew"), QT_TR_NOOP("&New"));
    a->setShortcut(QKeySequence::New);
    connect(a, &QAction::triggered, files, &FileController::newDocument);
    a = make(QStringLiteral("actionOpen"), QT_TR_NOOP("&Open..."));
    a->setShortcut(QKeySequence::Open);
    connect(a, &QAction::triggered, files, &FileController::open);
    a = make(QStringLiteral("actionOpenExample"), QT_TR_NOOP("Open the &Music Example"));
    connect(a, &QAction::triggered, this, [files] {
        if (files->maybeSave())
            files->openExample();
    });
    a = make(QStringLiteral("actionSave"), QT_TR_NOOP("&Save"));
    a->setShortcut(QKeySequence::Save);
    connect(a, &QAction::triggered, files, &FileController::save);
    a = make(QStringLiteral("actionSaveAs"), QT_TR_NOOP("Save &As..."));
    a->setShortcut(QKeySequence::SaveAs);
    connect(a, &QAction::triggered, files, &FileController::saveAs);
    a = make(QStringLiteral("actionRevert"), QT_TR_NOOP("Re&vert"), QT_TR_NOOP("Discard unsaved changes and reload the saved design"));
    connect(a, &QAction::triggered, files, &FileController::revert);
    connect(files, &FileController::fileStateChanged, a, [a, files] { a->setEnabled(files->canRevert()); });
    a->setEnabled(files->canRevert());
    a = make(QStringLiteral("actionExportDdl"), QT_TR_NOOP("&Export DDL..."));
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(a, &QAction::triggered, this, &ActionHandler::exportDdl);
    a = make(QStringLiteral("actionExportMigration"), QT_TR_NOOP("Export &Migration..."),
             QT_TR_NOOP("The DDL that takes the version last opened or saved to this design"));
    connect(a, &QAction::triggered, this, &ActionHandler::exportMigration);
    a = make(QStringLiteral("actionExportDiagram"), QT_TR_NOOP("Export &Diagram..."));
    connect(a, &QAction::triggered, this, &ActionHandler::exportDiagram);
    a = make(QStringLiteral("actionExportDocs"), QT_TR_NOOP("Export Do&cumentation..."),
             QT_TR_NOOP("Markdown or HTML pages about every table, with ER diagrams and the checklist's findings"));
    connect(a, &QAction::triggered, this, &ActionHandler::exportDocumentation);
    a = make(QStringLiteral("actionQuit"), QT_TR_NOOP("&Quit"));
    a->setShortcut(QKeySequence::Quit);
    connect(a, &QAction::triggered, m_window, &QWidget::close);

    m_undo = new QAction(m_window);
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(stack->canUndo());
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    m_redo = new QAction(m_window);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setEnabled(stack->canRedo());
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &ActionHandler::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &ActionHandler::updateUndoTexts);
    m_delete = make(QStringLiteral("actionDelete"), QT_TR_NOOP("&Delete"));
    m_delete->setShortcut(QKeySequence::Delete);
    // Only while the diagram has focus: in the DDL editor Delete deletes text.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(m_delete);
    connect(m_delete, &QAction::triggered, this, &ActionHandler::deleteSelection);
    // The design's own settings (saved with it, undoable), next to the designer's Preferences.
    a = make(QStringLiteral("actionChecklistSettings"), QT_TR_NOOP("Checklist &Settings..."),
             QT_TR_NOOP("Planned nodes, multi-tenancy, size limits and the project note"));
    connect(a, &QAction::triggered, this, [this] { ChecklistSettingsDialog::edit(m_window->document(), m_window); });
    a = make(QStringLiteral("actionPreferences"), QT_TR_NOOP("&Preferences..."));
    a->setShortcut(QKeySequence::Preferences);
    a->setMenuRole(QAction::PreferencesRole);
    connect(a, &QAction::triggered, this, [this] {
        if (PreferencesDialog::edit(m_window))
            m_window->files()->autosave()->applyConfiguredInterval();
    });
    a = make(QStringLiteral("actionFind"), QT_TR_NOOP("&Find Table..."));
    a->setShortcut(QKeySequence::Find);

    m_find = new QLineEdit(m_window);
    m_find->setObjectName(QStringLiteral("findTable"));
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

    a = make(QStringLiteral("actionZoomIn"), QT_TR_NOOP("Zoom &In"));
    a->setShortcut(QKeySequence::ZoomIn);
    connect(a, &QAction::triggered, view, &DiagramView::zoomIn);
    a = make(QStringLiteral("actionZoomOut"), QT_TR_NOOP("Zoom &Out"));
    a->setShortcut(QKeySequence::ZoomOut);
    connect(a, &QAction::triggered, view, &DiagramView::zoomOut);
    a = make(QStringLiteral("actionZoomFit"), QT_TR_NOOP("&Fit Diagram"));
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(a, &QAction::triggered, view, &DiagramView::fitAll);
    a = make(QStringLiteral("actionAutoLayout"), QT_TR_NOOP("&Auto Layout"));
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(a, &QAction::triggered, this, &ActionHandler::autoLayout);

    auto *tools = new QActionGroup(m_window);
    QAction *select = make(QStringLiteral("actionSelectTool"), QT_TR_NOOP("&Select"));
    m_newTable = make(QStringLiteral("actionNewTable"), QT_TR_NOOP("New &Table"),
                      QT_TR_NOOP("New table: click in the diagram where it should go"));
    m_newTable->setShortcut(QKeySequence(Qt::Key_T));
    m_foreignKey = make(QStringLiteral("actionForeignKey"), QT_TR_NOOP("&Foreign Key"),
                        QT_TR_NOOP("Foreign key: drag from the referencing table to the referenced one"));
    m_foreignKey->setShortcut(QKeySequence(Qt::Key_F));
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
    if (m_exporter->isRunning()) { // asked before the file dialog, not after
        m_window->statusBar()->showMessage(tr("An export of the diagram is already running."), 4000);
        return;
    }
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Diagram"), QStringLiteral("diagram.svg"),
                                                tr("SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)"),
                                                &selectedFilter);
    if (path.isEmpty())
        return;
    if (!diagramFormatForPath(path)) // no or another extension: take the chosen filter's
        path += selectedFilter.contains(u".png") ? QStringLiteral(".png")
                : selectedFilter.contains(u".pdf") ? QStringLiteral(".pdf") : QStringLiteral(".svg");
    if (const QString error = exportDiagramTo(path); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Diagram"), error);
}

QString ActionHandler::exportDiagramTo(const QString &path)
{
    const auto format = diagramFormatForPath(path);
    if (!format)
        return tr("Unknown image format for %1: use .svg, .png or .pdf.").arg(path);
    if (!m_exporter->start(path, *format))
        return tr("An export of the diagram is already running.");
    return {};
}

void ActionHandler::diagramExported(const QString &path, const QString &error, bool cancelled)
{
    if (cancelled)
        return; // DiagramExporter::cancel() said so
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Diagram"), tr("Could not export the diagram to %1: %2").arg(path, error));
    else
        m_window->statusBar()->showMessage(tr("Diagram exported to %1").arg(path), 5000);
}

void ActionHandler::exportDdl()
{
    // Next to the design, or next to the DDL it was imported from.
    const QString imported = m_window->files()->importedFrom();
    const QString fileName = !m_window->document()->fileName().isEmpty() ? m_window->document()->fileName()
                             : imported.startsWith(u':')                  ? QString()
                                                                          : imported;
    DdlExportDialog dialog(m_window->document()->schema(), fileName.isEmpty() ? QString() : QFileInfo(fileName).absolutePath(),
                           m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(dialog.summary(), 8000);
}

void ActionHandler::exportMigration()
{
    m_window->ddlDock()->applyPendingEdit(); // text typed a moment ago is part of the design
    const FileController *files = m_window->files();
    const QString source = files->baselineSource();
    const QString folder = source.isEmpty() || source.startsWith(u':') ? QString() : QFileInfo(source).absolutePath();
    ExportMigrationDialog dialog(m_window->document()->schema(), files->baseline(), source, folder, m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(dialog.summary(), 8000);
}

// The pages of `spanner-schema docs` for the design as it is: its checklist settings and the
// diagram's positions (ExportDocsDialog builds them off the GUI thread).
void ActionHandler::exportDocumentation()
{
    m_window->ddlDock()->applyPendingEdit(); // text typed a moment ago is part of the design
    const Document *document = m_window->document();
    // The design's file, or the DDL it was imported from (not a bundled example's resource).
    const QString imported = m_window->files()->importedFrom();
    const QString fileName = !document->fileName().isEmpty() ? document->fileName()
                             : imported.startsWith(u':')     ? QString()
                                                             : imported;
    docs::Options options;
    options.title = fileName.isEmpty() ? tr("Untitled design") : QFileInfo(fileName).fileName();
    options.settings = document->projectSettings();
    options.positions = document->positions();
    const QString folder = fileName.isEmpty() ? QString() : QFileInfo(fileName).absolutePath();
    ExportDocsDialog dialog(document->schema(), options, folder, m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(dialog.summary(), 8000);
}

void ActionHandler::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = m_fileMenu = bar->addMenu(QString());
    file->addAction(action(QStringLiteral("actionNew")));
    file->addAction(action(QStringLiteral("actionOpen")));
    m_recentMenu = file->addMenu(QString());
    file->addAction(action(QStringLiteral("actionOpenExample")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionSave")));
    file->addAction(action(QStringLiteral("actionSaveAs")));
    file->addAction(action(QStringLiteral("actionRevert")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionExportDdl")));
    file->addAction(action(QStringLiteral("actionExportMigration")));
    file->addAction(action(QStringLiteral("actionExportDiagram")));
    file->addAction(action(QStringLiteral("actionExportDocs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionQuit")));
    FileController *files = m_window->files();
    files->populateRecentMenu(m_recentMenu);
    connect(files, &FileController::recentFilesChanged, this, [this, files] { files->populateRecentMenu(m_recentMenu); });

    QMenu *edit = m_editMenu = bar->addMenu(QString());
    for (const char *name : {"actionUndo", "actionRedo", "", "actionDelete", "actionFind", "", "actionChecklistSettings",
                             "actionPreferences"}) {
        if (*name)
            edit->addAction(action(QLatin1StringView(name)));
        else
            edit->addSeparator();
    }
    QMenu *diagram = m_diagramMenu = bar->addMenu(QString());
    for (const char *name : {"actionSelectTool", "actionNewTable", "actionForeignKey", "", "actionZoomIn",
                             "actionZoomOut", "actionZoomFit", "", "actionAutoLayout"}) {
        if (*name)
            diagram->addAction(action(QLatin1StringView(name)));
        else
            diagram->addSeparator();
    }
    m_viewMenu = bar->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_window->createViewMenu(m_viewMenu);
    m_viewMenu->addSeparator();
    m_languageMenu = LanguageSwitcher::instance()->createMenu(m_viewMenu);
    m_viewMenu->addMenu(m_languageMenu);

    QToolBar *toolbar = m_toolbar = m_window->addToolBar(QString());
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
    if (!m_window->layouts()->start(LayoutRunner::Kind::AutoLayout))
        m_window->statusBar()->showMessage(tr("Auto layout is already running."), 4000);
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
