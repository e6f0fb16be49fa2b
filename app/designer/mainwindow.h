#pragma once

// The designer window: the diagram in the centre, docks for DDL, checklist, properties and undo
// history.
// Thin by design: actions live in ActionHandler, file handling in FileController, each dock
// is its own class in ssd_views.

#include <QMainWindow>

QT_BEGIN_NAMESPACE
class QMenu;
class QStringListModel;
class QUndoView;
QT_END_NAMESPACE

namespace ssd {

class ActionHandler;
class ChecklistDock;
class DatabaseController;
class DdlDock;
class DiagramScene;
class DiagramView;
class Document;
class FileController;
class LayoutRunner;
class PropertiesDock;
class QueriesDock;
class PhysicalViews;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    DiagramScene *scene() const { return m_scene; }
    DiagramView *view() const { return m_view; }
    DdlDock *ddlDock() const { return m_ddlDock; }
    PropertiesDock *propertiesDock() const { return m_propertiesDock; }
    ChecklistDock *checklistDock() const { return m_checklistDock; }
    QueriesDock *queriesDock() const { return m_queriesDock; }
    FileController *files() const { return m_files; }
    ActionHandler *actions() const { return m_actions; }
    // Graphviz layouts, on a worker thread (Auto layout, and placement after opening a file).
    LayoutRunner *layouts() const { return m_layouts; }
    DatabaseController *databases() const { return m_databases; } // File > Open Database, Database menu
    QStringListModel *tableNamesModel() const { return m_tableNames; }
    PhysicalViews *physicalViews() const { return m_physical; } // layout, simulator, lessons

    void createViewMenu(QMenu *menu);
    // What a drop of one table onto another does: explain a refusal, or ask whether to prefix
    // the parent's key columns and interleave.
    void handleInterleaveDrop(quint64 child, quint64 parent, const QString &refusal);
    // Restores the saved window state; false when there was none (first start).
    bool restoreSettings();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void arrangeDocks(); // the default (first start) arrangement
    void updateTitle();
    void updateTableNames();
    void saveSettings();
    // Outlines, in the diagram, the tables and index the query at `index` of the Queries dock
    // reads (-1: none).
    void showQueryReads(int index);

    Document *m_document;
    DiagramScene *m_scene;
    DiagramView *m_view;
    DdlDock *m_ddlDock;
    PropertiesDock *m_propertiesDock;
    ChecklistDock *m_checklistDock;
    QueriesDock *m_queriesDock;
    QDockWidget *m_undoDock;
    FileController *m_files;
    QStringListModel *m_tableNames;
    ActionHandler *m_actions;
    LayoutRunner *m_layouts;
    DatabaseController *m_databases = nullptr;
    PhysicalViews *m_physical = nullptr;
};

} // namespace ssd
