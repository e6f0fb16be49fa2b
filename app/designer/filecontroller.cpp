#include "filecontroller.h"

#include "autosave.h"
#include "ddl.h"
#include "ddldock.h"
#include "designreader.h"
#include "document.h"
#include "fileopener.h"
#include "projectfile.h"
#include "recoverydialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace ssd {

namespace {

constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");

QString projectFilter() { return FileController::tr("Spanner designs (*.spdesign)"); }
QString openFilter()
{
    return FileController::tr("Spanner designs and DDL (*.spdesign *.sql *.ddl);;Spanner designs (*.spdesign);;"
                              "DDL files (*.sql *.ddl);;All files (*)");
}

bool isResource(const QString &path) { return path.startsWith(u':'); }

bool hasSuffix(const QString &path, QStringView suffix)
{
    return QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) == 0;
}

bool isDdlName(const QString &path) { return hasSuffix(path, u"sql") || hasSuffix(path, u"ddl"); }

// What Restore reads (on FileOpener's worker: plain values only): the design the autosave kept
// and, as Export Migration's baseline, the original as it is on disk (a project file, or the DDL
// the design was imported from; an empty schema when there is none or it cannot be read).
ReadDesign readRecovery(const RecoveryEntry &entry)
{
    ReadDesign read;
    read.path = entry.originalPath;
    ProjectResult<LoadedProject> loaded = RecoveryStore::load(entry);
    if (!loaded) {
        read.error = loaded.error().message();
        return read;
    }
    read.data = std::move(loaded->data);
    const QString &original = entry.originalPath;
    read.isProject = !original.isEmpty() && !isResource(original)
                     && (hasSuffix(original, ProjectFile::fileExtension()) || ProjectFile::probe(original) == FileKind::Project);
    Schema onDisk;
    if (original.isEmpty() || !DesignReader::readSchema(original, &onDisk, nullptr)) {
        onDisk = Schema();
        onDisk.dialect = read.data.schema.dialect;
    }
    read.baseline = std::move(onDisk);
    return read;
}

QString withSuffix(const QString &path, const QString &suffix)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + u'.' + suffix);
}

QString documentsFolder() { return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation); }

} // namespace

FileController::FileController(Document *document, DdlDock *ddlDock, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_ddlDock(ddlDock)
    , m_window(window)
    , m_opener(new FileOpener(window, this))
{
    connect(m_opener, &FileOpener::finished, this, &FileController::finishBackgroundOpen);
    connect(m_opener, &FileOpener::cancelled, this, [this](const QString &path) {
        m_reverting = false;
        if (m_restoring)
            Q_EMIT statusMessage(tr("Did not restore the unsaved changes of %1: cancelled. They are offered again at the next start.")
                                     .arg(RecoveryDialog::designName(*std::exchange(m_restoring, std::nullopt))));
        else
            Q_EMIT statusMessage(tr("Did not open %1: cancelled. The design is as it was.").arg(QFileInfo(path).fileName()));
        Q_EMIT openFinished(path, false);
    });
    m_autosave = new Autosave(
        document, [this] { return projectData(); },
        [this] { return projectPath().isEmpty() ? m_importedFrom : projectPath(); }, this);
    // DDL typed in the editor but not part of the schema yet is kept by the autosave too.
    m_autosave->setDraftSource([this] { return m_ddlDock->draftText(); });
    connect(m_ddlDock, &DdlDock::draftChanged, m_autosave, &Autosave::draftChanged);
    connect(m_autosave, &Autosave::failed, this, &FileController::statusMessage);
    connect(document, &Document::modifiedChanged, this, &FileController::fileStateChanged);
}

FileController::~FileController() = default;

QString FileController::projectPath() const { return m_document->fileName(); }

QString FileController::displayName() const
{
    if (!projectPath().isEmpty())
        return QFileInfo(projectPath()).fileName();
    // A bundled example or lesson is a template: the design it starts is untitled.
    if (!m_importedFrom.isEmpty() && !isResource(m_importedFrom))
        return tr("%1 (imported)").arg(QFileInfo(m_importedFrom).fileName());
    if (!m_liveDatabase.isEmpty())
        return tr("%1 (database)").arg(m_liveDatabase.section(u'/', -1));
    return tr("Untitled");
}

bool FileController::canRevert() const
{
    return m_document->isModified() && (!projectPath().isEmpty() || !m_importedFrom.isEmpty());
}

ProjectData FileController::projectData() const
{
    ProjectData data;
    data.schema = m_document->schema();
    data.positions = m_document->positions();
    data.settings = m_document->projectSettings(); // hints named as now, and the Queries dock's text
    data.sampleData = m_document->sampleData(); // the rows entered in the physical layout dock
    data.notes = m_document->designSettings().notes;
    data.objectNotes = objectNotesToSave(data.schema, m_document->designSettings());
    data.sourceText = m_ddlDock->textInSync(); // empty while the text has an error: canonical DDL
    data.liveDatabase = m_liveDatabase;
    data.liveEndpoint = m_liveEndpoint;
    return data;
}

void FileController::applyProject(ProjectData data, Schema baseline, const QString &projectPath, const QString &importedFrom)
{
    m_liveDatabase = std::move(data.liveDatabase);
    m_liveEndpoint = std::move(data.liveEndpoint);
    m_importedFrom = importedFrom;
    m_document->setFileName(projectPath);
    setBaseline(std::move(baseline), projectPath.isEmpty() ? importedFrom : projectPath);
    m_document->reset(std::move(data.schema), std::move(data.positions), data.sourceText);
    // After reset (which clears them), no undo step; the hints' names resolved in the new schema.
    m_document->setSampleData(data.sampleData);
    m_document->setQueriesText(data.settings.queriesText);
    m_document->setDesignSettings(designSettingsFromProject(m_document->schema(), data.settings, data.notes, data.objectNotes));
    Q_EMIT fileStateChanged();
    Q_EMIT liveDatabaseChanged();
}

void FileController::setLiveDatabase(const QString &uri, const QString &emulatorEndpoint)
{
    if (m_liveDatabase == uri && m_liveEndpoint == emulatorEndpoint)
        return;
    m_liveDatabase = uri;
    m_liveEndpoint = emulatorEndpoint;
    Q_EMIT liveDatabaseChanged();
}

void FileController::openLiveSchema(ParseResult result, const QString &text, const QString &uri,
                                    const QString &emulatorEndpoint)
{
    ProjectData data;
    data.schema = std::move(result.schema);
    data.sourceText = text;
    data.liveDatabase = uri;
    data.liveEndpoint = emulatorEndpoint;
    Schema baseline = data.schema;
    applyProject(std::move(data), std::move(baseline), {}, {});
    m_baselineSource = uri;
    m_ddlDock->showDiagnostics(result.diagnostics);
}

void FileController::newDocument()
{
    if (!maybeSave())
        return;
    ProjectData empty;
    empty.schema.dialect = m_document->schema().dialect; // keep working in the same dialect
    Schema baseline = empty.schema;
    applyProject(std::move(empty), std::move(baseline), {}, {});
    Q_EMIT statusMessage(tr("New design."));
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString start = !projectPath().isEmpty() ? QFileInfo(projectPath()).absolutePath()
                          : !m_importedFrom.isEmpty() && !isResource(m_importedFrom) ? QFileInfo(m_importedFrom).absolutePath()
                                                                                      : QString();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Design or DDL"), start, openFilter());
    if (!path.isEmpty())
        openInBackground(path);
}

bool FileController::openFile(const QString &path, QString *error)
{
    ReadDesign read = DesignReader::read(path);
    if (!read.ok()) {
        if (error)
            *error = read.error;
        return false;
    }
    applyRead(std::move(read));
    return true;
}

void FileController::openInBackground(const QString &path)
{
    m_reverting = false;
    m_openRevision = m_document->revision();
    m_opener->start(path);
}

bool FileController::isOpening() const { return m_opener->isReading(); }

void FileController::cancelOpen() { m_opener->cancel(); }

void FileController::finishBackgroundOpen(std::shared_ptr<ReadDesign> shared)
{
    ReadDesign &read = *shared;
    if (m_restoring) {
        const QString path = read.path;
        // Edits made meanwhile (the window works while it reads) are asked about first; kept,
        // they keep the autosave's copy for the next start.
        if (m_document->revision() != m_openRevision && !maybeSave()) {
            m_restoring.reset();
            Q_EMIT statusMessage(tr("Did not restore the unsaved changes: the design was changed meanwhile and kept. "
                                    "They are offered again at the next start."));
            Q_EMIT openFinished(path, false);
            return;
        }
        Q_EMIT openFinished(path, finishRecovery(std::move(read)));
        return;
    }
    const bool reverting = std::exchange(m_reverting, false);
    const QString name = QFileInfo(read.path).fileName();
    if (!read.ok()) {
        if (reverting)
            showError(tr("Revert"), tr("Could not reload %1; your changes are still open.").arg(name), read.error);
        else
            showError(tr("Open"), tr("Could not open %1.").arg(name), read.error);
        Q_EMIT openFinished(read.path, false);
        return;
    }
    // The window kept working while the file was read: edits made meanwhile are asked about
    // before the design they belong to is replaced (never lose work).
    if (m_document->revision() != m_openRevision && !maybeSave()) {
        Q_EMIT statusMessage(tr("Did not open %1: the design was changed meanwhile and kept.").arg(name));
        Q_EMIT openFinished(read.path, false);
        return;
    }
    const QString path = read.path;
    applyRead(std::move(read));
    if (reverting)
        Q_EMIT statusMessage(tr("Reverted to the saved %1.").arg(name));
    Q_EMIT openFinished(path, true);
}

void FileController::applyRead(ReadDesign read)
{
    // Whatever was being read in the background is not wanted any more: this is the design now.
    m_opener->cancel();
    const QString &path = read.path;
    const QString name = QFileInfo(path).fileName();
    // Export Migration's baseline: a copy of the schema as read (FileOpener's worker made it).
    Schema baseline = read.baseline ? std::move(*read.baseline) : read.data.schema;
    if (read.isProject) {
        applyProject(std::move(read.data), std::move(baseline), QFileInfo(path).absoluteFilePath(), {});
        addRecent(path);
        if (!read.warnings.isEmpty())
            Q_EMIT statusMessage(tr("Opened %1 with %n warning(s): %2", nullptr, int(read.warnings.size()))
                                     .arg(name, read.warnings.join(QStringLiteral("; "))));
        else if (read.needsUpgrade)
            Q_EMIT statusMessage(tr("Opened %1 (format version %2; saving writes version %3).")
                                     .arg(name).arg(read.formatVersion).arg(kProjectFormatVersion));
        else if (const int tables = int(m_document->schema().tables.size()); tables > 0)
            Q_EMIT statusMessage(tr("Opened %1 (%n table(s)).", nullptr, tables).arg(name));
        else // a separate text: in Portuguese %n = 0 takes the singular
            Q_EMIT statusMessage(tr("Opened %1 (no tables).").arg(name));
        return;
    }
    applyProject(std::move(read.data), std::move(baseline), {}, path);
    m_ddlDock->showDiagnostics(read.diagnostics);
    int errors = 0;
    for (const Diagnostic &d : read.diagnostics)
        errors += d.isError();
    if (!isResource(path))
        addRecent(path);
    const int tables = int(m_document->schema().tables.size());
    if (errors)
        Q_EMIT statusMessage(tr("Imported %1 with %n error(s); see the DDL dock.", nullptr, errors).arg(name));
    else if (tables > 0)
        Q_EMIT statusMessage(tr("Imported %1 (%2, %n table(s)). Save stores it as a design (.spdesign).", nullptr, tables)
                                 .arg(name, dialectName(read.dialect)));
    else
        Q_EMIT statusMessage(tr("Imported %1 (%2, no tables). Save stores it as a design (.spdesign).")
                                 .arg(name, dialectName(read.dialect)));
}

void FileController::setBaseline(Schema schema, const QString &source)
{
    m_baseline = std::move(schema);
    m_baselineSource = source;
}

// The example with its comments in the current language when there is such a copy
// (":/examples/pt_BR/music.sql"), else the English one.
bool FileController::openExample()
{
    const QString english = QString::fromLatin1(kExampleResource);
    const QString localized = QStringLiteral(":/examples/%1/%2").arg(QLocale().name(), QFileInfo(english).fileName());
    return openFile(QFile::exists(localized) ? localized : english);
}

bool FileController::saveTo(const QString &path, QString *error)
{
    m_ddlDock->applyPendingEdit();
    SaveOptions options;
    options.application = QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion();
    if (ProjectStatus failed = ProjectFile::save(path, projectData(), options)) {
        if (error)
            *error = failed->message();
        return false;
    }
    m_importedFrom.clear();
    m_document->setFileName(QFileInfo(path).absoluteFilePath());
    m_document->markSaved(); // clean: the autosave removes its recovery file
    setBaseline(m_document->schema(), m_document->fileName()); // a copy: the saved schema
    addRecent(path);
    Q_EMIT fileStateChanged();
    Q_EMIT statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileController::save()
{
    if (projectPath().isEmpty())
        return saveAs();
    QString error;
    if (saveTo(projectPath(), &error))
        return true;
    showError(tr("Save"), tr("Could not save %1.").arg(QFileInfo(projectPath()).fileName()),
              error + QStringLiteral("\n\n")
                  + tr("Nothing was overwritten. Use Save As to save the design somewhere else."));
    return false;
}

QString FileController::suggestedProjectPath() const
{
    if (!projectPath().isEmpty())
        return projectPath();
    const QString extension = ProjectFile::fileExtension();
    if (!m_importedFrom.isEmpty()) {
        // Next to the imported DDL; a bundled example goes to the documents folder.
        if (!isResource(m_importedFrom))
            return withSuffix(m_importedFrom, extension);
        return QDir(documentsFolder()).filePath(QFileInfo(m_importedFrom).completeBaseName() + u'.' + extension);
    }
    return QDir(documentsFolder()).filePath(tr("Untitled") + u'.' + extension);
}

bool FileController::saveAs()
{
    QFileDialog dialog(m_window, tr("Save Design As"), suggestedProjectPath(), projectFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(ProjectFile::fileExtension());
    dialog.selectFile(suggestedProjectPath());
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    QString path = dialog.selectedFiles().front();
    if (isDdlName(path)) {
        // Saving a design as .sql would silently drop positions and settings: say so, and offer
        // both things the user may have meant.
        const QString projectName = withSuffix(path, ProjectFile::fileExtension());
        QMessageBox box(QMessageBox::Question, tr("Save Design As"),
                        tr("%1 is a DDL file name.").arg(QFileInfo(path).fileName()), QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Saving writes a design file (.spdesign) that keeps the diagram positions and "
                                  "settings with the schema. To write DDL text only, use File > Export DDL."));
        QPushButton *asProject = box.addButton(tr("Save as %1").arg(QFileInfo(projectName).fileName()), QMessageBox::AcceptRole);
        QPushButton *asDdl = box.addButton(tr("Export DDL to %1").arg(QFileInfo(path).fileName()), QMessageBox::ActionRole);
        box.setDefaultButton(asProject);
        box.exec();
        if (box.clickedButton() == asDdl) {
            if (writeOwnDdl(path))
                Q_EMIT statusMessage(tr("Exported the DDL to %1; the design itself is not saved.").arg(path));
            return false;
        }
        if (box.clickedButton() != asProject)
            return false;
        path = projectName;
        if (QFileInfo::exists(path)
            && QMessageBox::question(m_window, tr("Save Design As"), tr("%1 already exists. Replace it?").arg(QFileInfo(path).fileName()))
                   != QMessageBox::Yes)
            return false;
    }
    QString error;
    if (saveTo(path, &error))
        return true;
    showError(tr("Save As"), tr("Could not save %1.").arg(QFileInfo(path).fileName()),
              error + QStringLiteral("\n\n") + tr("Nothing was overwritten. Choose another folder or name."));
    return false;
}

bool FileController::revert()
{
    if (!canRevert())
        return false;
    const QString source = projectPath().isEmpty() ? m_importedFrom : projectPath();
    const QString name = QFileInfo(source).fileName();
    const auto answer = QMessageBox::question(
        m_window, tr("Revert"),
        tr("Discard all unsaved changes and reload %1 as it was last saved?").arg(name),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    openInBackground(source);
    m_reverting = true;
    return true;
}

bool FileController::writeOwnDdl(const QString &path)
{
    m_ddlDock->applyPendingEdit();
    // The user's own text when it matches the model (comments and layout kept), else canonical.
    QString text = m_ddlDock->textInSync();
    if (text.isEmpty())
        text = writeDdl(m_document->schema());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        showError(tr("Export DDL"), tr("Could not export the DDL."), tr("%1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

bool FileController::maybeSave()
{
    m_ddlDock->applyPendingEdit(); // text typed a moment ago counts as a change
    if (!m_document->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("Save the changes to %1?").arg(displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Your changes will be lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool FileController::offerRecovery(bool inBackground)
{
    RecoveryStore &store = m_autosave->store();
    const std::vector<RecoveryEntry> entries = store.recoverableSessions();
    if (entries.empty())
        return false;
    RecoveryDialog dialog(entries, m_window);
    int chosen = 0;
    switch (dialog.ask(&chosen)) {
    case RecoveryDialog::Answer::Later:
        return false;
    case RecoveryDialog::Answer::Discard:
        for (const RecoveryEntry &entry : entries)
            store.discard(entry);
        Q_EMIT statusMessage(tr("Discarded the unsaved changes of %n design(s).", nullptr, int(entries.size())));
        return false;
    case RecoveryDialog::Answer::Restore:
        break;
    }
    const RecoveryEntry entry = entries.at(size_t(std::clamp(chosen, 0, int(entries.size()) - 1)));
    m_restoring = entry;
    if (!inBackground)
        return finishRecovery(readRecovery(entry));
    m_reverting = false;
    m_openRevision = m_document->revision();
    m_opener->start(entry.originalPath.isEmpty() ? RecoveryDialog::designName(entry) : entry.originalPath,
                    [entry] { return readRecovery(entry); });
    return true;
}

bool FileController::finishRecovery(ReadDesign read)
{
    const RecoveryEntry entry = *std::exchange(m_restoring, std::nullopt);
    if (!read.ok()) {
        // Kept: a later version may read it, or the user may want to look at it.
        showError(tr("Recover Unsaved Changes"), tr("Could not restore %1.").arg(RecoveryDialog::designName(entry)),
                  read.error + QStringLiteral("\n\n") + tr("The recovery file is kept at %1.").arg(entry.recoveryFile));
        return false;
    }
    // The original is a project file, or the DDL the design was imported from. The baseline is
    // the original as it is on disk, not the recovered changes (set below).
    const QString &original = entry.originalPath;
    applyProject(std::move(read.data), Schema(), read.isProject ? original : QString(), read.isProject ? QString() : original);
    setBaseline(std::move(*read.baseline), original);
    // Not saved anywhere yet: modified, with no undo step back to a "saved" state.
    m_document->undoStack()->resetClean();
    // The DDL that was being typed goes back into the editor, on top of the recovered schema
    // (its error underlined as before the crash).
    m_ddlDock->restoreDraft(entry.draftText);
    // This session holds the changes now; only then is the old copy removed.
    if (m_autosave->writeNow() && m_autosave->hasRecoveryFile())
        m_autosave->store().discard(entry);
    const QString name = RecoveryDialog::designName(entry);
    const QString savedAt = QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat);
    Q_EMIT statusMessage(entry.draftText.isEmpty()
                             ? tr("Restored the unsaved changes of %1 (autosaved %2). Save to keep them.").arg(name, savedAt)
                             : tr("Restored the unsaved changes of %1 (autosaved %2), with the DDL text that was not applied yet. "
                                  "Save to keep them.")
                                   .arg(name, savedAt));
    return true;
}

void FileController::endSession()
{
    m_opener->cancel();
    m_autosave->discard();
}

void FileController::showError(const QString &title, const QString &text, const QString &details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("fileErrorBox"));
    box.setInformativeText(details);
    box.exec();
}

QStringList FileController::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void FileController::addRecent(const QString &path)
{
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    Q_EMIT recentFilesChanged();
}

void FileController::removeRecent(const QString &path)
{
    QStringList files = recentFiles();
    if (files.removeAll(path) == 0)
        return;
    QSettings().setValue(kRecentKey, files);
    Q_EMIT recentFilesChanged();
}

void FileController::populateRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = recentFiles();
    for (const QString &path : files) {
        QAction *action = menu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                showError(tr("Open Recent"), tr("%1 no longer exists.").arg(QFileInfo(path).fileName()),
                          tr("%1 was removed from the recent files.").arg(path));
                removeRecent(path);
                return;
            }
            if (maybeSave())
                openInBackground(path);
        });
    }
    menu->setEnabled(!files.isEmpty());
}

} // namespace ssd
