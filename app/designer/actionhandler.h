#pragma once

// The designer's actions, menus and toolbar, kept out of MainWindow (Tiled's
// MapDocumentActionHandler idea). Standard shortcuts come from QKeySequence::StandardKey.

#include <QObject>

#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QLineEdit;
class QMainWindow;
class QMenu;
class QToolBar;
QT_END_NAMESPACE

namespace ssd {

class DiagramExporter;
class MainWindow;

class ActionHandler : public QObject
{
    Q_OBJECT

public:
    explicit ActionHandler(MainWindow *window);

    QAction *action(const QString &name) const; // by objectName, for tests
    QLineEdit *findField() const { return m_find; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }

    void deleteSelection();
    void autoLayout();
    // Selects and centres the first table whose name contains `text` (case-insensitive).
    bool findTable(const QString &text);
    // File > Export Diagram: SVG, PNG or PDF of the whole diagram (the CLI's `render`), painted
    // and written on a worker thread (DiagramExporter).
    void exportDiagram();
    // Starts writing the diagram to `path` (format from the extension): an error message when it
    // cannot start (unknown format, an export running), else empty. The end comes through
    // diagramExporter()->finished(): the status bar says where the file went, a message box
    // what failed.
    QString exportDiagramTo(const QString &path);
    DiagramExporter *diagramExporter() const { return m_exporter; }
    // File > Export DDL: the dialect, one file or one file per table, and where.
    void exportDdl();
    // File > Export Migration: the DDL from the version last opened or saved (or a chosen file)
    // to the design, previewed step by step (ExportMigrationDialog).
    void exportMigration();
    // File > Export Documentation: Markdown or HTML pages into a folder (ExportDocsDialog).
    void exportDocumentation();

private:
    // `text` and `toolTip` are untranslated sources marked with QT_TR_NOOP; retranslate() sets
    // their translations.
    QAction *make(const QString &name, const char *text, const char *toolTip = nullptr);
    void createActions();
    void createMenus();
    void updateEnabled();
    void retranslate();
    void updateUndoTexts();
    void diagramExported(const QString &path, const QString &error, bool cancelled);

    struct ActionText
    {
        QAction *action;
        const char *text;
        const char *toolTip;
    };
    std::vector<ActionText> m_actionTexts;

    MainWindow *m_window;
    DiagramExporter *m_exporter;
    QLineEdit *m_find = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_diagramMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QToolBar *m_toolbar = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_newTable = nullptr;
    QAction *m_foreignKey = nullptr;
    QAction *m_delete = nullptr;
};

} // namespace ssd
