#pragma once

// New / Open / Save / Save As / Revert / Open Recent, DDL import and export, autosave and
// crash recovery.
//
// The native format is the `.spdesign` project file (model/project, docs/project-file.md): the
// schema, the diagram positions, checklist settings, sample rows and notes. All of them live in
// the Document: loading puts them there (no undo step), saving reads them from it.
//
// A DDL file (.sql) is imported, like an image editor imports a PNG: the design is untitled
// ("music.sql (imported)" in the title), Save asks for a .spdesign name next to it, and
// File > Export DDL (ActionHandler, DdlExportDialog) writes DDL when that is what the user wants.

#include "ddl.h"
#include "projectdata.h"
#include "recoverystore.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QMainWindow;
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class Autosave;
class DdlDock;
class Document;
class FileOpener;
struct ReadDesign;

class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(Document *document, DdlDock *ddlDock, QMainWindow *window);
    ~FileController() override;

    static constexpr auto kExampleResource = ":/examples/music.sql";

    // The .spdesign file the design belongs to; empty for a new or imported design.
    QString projectPath() const;
    // The DDL file an untitled design was imported from (empty otherwise).
    QString importedFrom() const { return m_importedFrom; }
    // "music.spdesign", "music.sql (imported)", "Untitled": the window title's file part.
    QString displayName() const;
    bool canRevert() const;

    void newDocument();
    // File > Open: asks for a .spdesign or DDL file and opens it in the background.
    void open();
    // Opens a project (recognised by content, whatever the name) or imports DDL (either
    // dialect; with a parse error the design still opens with what parsed and the DDL dock
    // marks the error). On failure nothing changes and `error` says why. Reads and parses on
    // this thread: for bundled files (the example, lessons), tests and --screenshot; what the
    // user opens goes through openInBackground().
    bool openFile(const QString &path, QString *error = nullptr);
    // Opens `path` as openFile() does, but reads and parses it on a worker (FileOpener) while
    // the window keeps working; the design is replaced only when the file is read, and stays as
    // it is when the read fails (the error in a message box, as before), is cancelled or is
    // replaced by another open. Edits made while the file was read are asked about (maybeSave)
    // before they are replaced. openFinished() reports the end.
    void openInBackground(const QString &path);
    bool isOpening() const;
    void cancelOpen(); // the design stays as it is
    FileOpener *opener() const { return m_opener; }
    bool openExample();
    bool save();
    bool saveAs();
    // Writes the design to `path` as a project file and makes it the design's file. On failure
    // the previous file at `path` is intact and `error` says why.
    bool saveTo(const QString &path, QString *error = nullptr);
    // Reloads the last saved (or imported) version after asking, in the background (false when
    // the user kept the changes).
    bool revert();
    // Asks to save unsaved changes; false = the user cancelled.
    bool maybeSave();

    // The design as project data: the document's design, the editor's text and the live database.
    ProjectData projectData() const;

    // Export Migration's baseline: the schema as it was last opened, imported or saved (kept as a
    // copy, the schema being a plain value; an empty schema for a new design), and the file it
    // was read from or saved to (empty for a new design).
    const Schema &baseline() const { return m_baseline; }
    QString baselineSource() const { return m_baselineSource; }

    // The live database the design belongs to (Database menu; kept in the project file, never
    // with credentials): its URI, empty when none, and the emulator's endpoint (empty: Cloud
    // Spanner).
    QString liveDatabase() const { return m_liveDatabase; }
    QString liveEndpoint() const { return m_liveEndpoint; }
    void setLiveDatabase(const QString &uri, const QString &emulatorEndpoint);
    // File > Open Database: the database's schema (parsed from its DDL `text`) becomes an
    // untitled design, laid out as an import is, belonging to the database; the baseline of
    // Export Migration is that schema.
    void openLiveSchema(ParseResult result, const QString &text, const QString &uri, const QString &emulatorEndpoint);

    // Start-up: offers the sessions a crashed or killed designer left behind (RecoveryDialog).
    // True when one was restored; the design is then modified. `inBackground`: the autosave's
    // copy and the original are read on FileOpener's worker, as Open reads (a design of
    // thousands of tables takes a second or more); true then says the restore started, and
    // openFinished() reports its end. A restore that fails or is cancelled keeps the copy.
    bool offerRecovery(bool inBackground);
    // The window closes after maybeSave(): nothing unsaved is wanted any more, and no file being
    // read is opened.
    void endSession();
    Autosave *autosave() const { return m_autosave; }

    QStringList recentFiles() const;
    void populateRecentMenu(QMenu *menu);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void recentFilesChanged();
    void fileStateChanged(); // path, imported source or modified state changed
    void liveDatabaseChanged();
    // An openInBackground() ended: `opened` when the file is the design now (false: it failed,
    // was cancelled or replaced, or the user kept the changes made meanwhile).
    void openFinished(const QString &path, bool opened);

private:
    // A file read (DesignReader) becomes the design, with the status bar saying how it went.
    void applyRead(ReadDesign read);
    void finishBackgroundOpen(std::shared_ptr<ReadDesign> read);
    // The recovered design (offerRecovery's read) becomes the design; false when it could not
    // be read (said in a message box; the autosave's copy is kept).
    bool finishRecovery(ReadDesign read);
    // `baseline`: Export Migration's (a copy of data.schema, usually, made by the caller).
    void applyProject(ProjectData data, Schema baseline, const QString &projectPath, const QString &importedFrom);
    bool writeOwnDdl(const QString &path); // Save As to a .sql name, when the user chose DDL
    void setBaseline(Schema schema, const QString &source);
    void addRecent(const QString &path);
    void removeRecent(const QString &path);
    QString suggestedProjectPath() const;
    void showError(const QString &title, const QString &text, const QString &details);

    Document *m_document;
    DdlDock *m_ddlDock;
    QWidget *m_window;
    // Where the design came from or was applied to, not part of the design itself (no undo step
    // changes it): kept here and saved with the project.
    QString m_liveDatabase;
    QString m_liveEndpoint;
    QString m_importedFrom;
    Schema m_baseline;
    QString m_baselineSource;
    Autosave *m_autosave;
    FileOpener *m_opener;
    quint64 m_openRevision = 0; // the document's when the background open started
    bool m_reverting = false;   // the background open is a Revert
    std::optional<RecoveryEntry> m_restoring; // the background open is this session's restore
};

} // namespace ssd
