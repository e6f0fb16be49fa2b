#pragma once

// The designer's actions, menus and toolbar, kept out of MainWindow (Tiled's
// MapDocumentActionHandler idea). Standard shortcuts come from QKeySequence::StandardKey.

#include <QObject>

QT_BEGIN_NAMESPACE
class QAction;
class QLineEdit;
class QMainWindow;
class QMenu;
QT_END_NAMESPACE

namespace ssd {

class MainWindow;

class ActionHandler : public QObject
{
    Q_OBJECT

public:
    explicit ActionHandler(MainWindow *window);

    QAction *action(const QString &name) const; // by objectName, for tests
    QLineEdit *findField() const { return m_find; }

    void deleteSelection();
    void autoLayout();
    // Selects and centres the first table whose name contains `text` (case-insensitive).
    bool findTable(const QString &text);
    // File > Export Diagram: SVG, PNG or PDF of the whole diagram (the CLI's `render`).
    void exportDiagram();

private:
    QAction *make(const QString &name, const QString &text, QObject *receiver = nullptr);
    void createActions();
    void createMenus();
    void updateEnabled();

    MainWindow *m_window;
    QLineEdit *m_find = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_newTable = nullptr;
    QAction *m_foreignKey = nullptr;
    QAction *m_delete = nullptr;
};

} // namespace ssd
