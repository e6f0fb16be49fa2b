#pragma once

// New / Open / Save of DDL files and the recent-files list (QSettings).

#include <QObject>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class DdlDock;
class Document;

class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(Document *document, DdlDock *ddlDock, QWidget *window);

    static constexpr auto kExampleResource = ":/examples/music.sql";

    void newDocument();
    // Reads a DDL file (either dialect). On a parse error the document still opens with what
    // parsed, and the editor shows the text with the error marked.
    bool openFile(const QString &path, QString *error = nullptr);
    bool openExample();
    bool save();
    bool saveAs();
    bool writeFile(const QString &path, QString *error = nullptr);
    // Asks to save unsaved changes; false = the user cancelled.
    bool maybeSave();

    QStringList recentFiles() const;
    void populateRecentMenu(QMenu *menu);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void recentFilesChanged();

private:
    void addRecent(const QString &path);

    Document *m_document;
    DdlDock *m_ddlDock;
    QWidget *m_window;
};

} // namespace ssd
