#include "filecontroller.h"

#include "ddl.h"
#include "ddldock.h"
#include "document.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QUndoStack>

namespace ssd {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
QString ddlFilter() { return FileController::tr("DDL files (*.sql *.ddl);;All files (*)"); }
} // namespace

FileController::FileController(Document *document, DdlDock *ddlDock, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_ddlDock(ddlDock)
    , m_window(window)
{
}

void FileController::newDocument()
{
    if (!maybeSave())
        return;
    m_document->setFileName({});
    m_document->reset(Schema{});
}

static bool readText(const QString &path, QString &text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = FileController::tr("Cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    text = QString::fromUtf8(file.readAll());
    return true;
}

bool FileController::openFile(const QString &path, QString *error)
{
    QString text;
    if (!readText(path, text, error))
        return false;
    ParseResult result = parseDdl(text);
    m_document->setFileName(path.startsWith(u':') ? QString() : path);
    m_document->reset(std::move(result.schema), {}, text);
    m_ddlDock->showDiagnostics(result.diagnostics);
    int errors = 0;
    for (const Diagnostic &d : result.diagnostics)
        errors += d.isError();
    if (!path.startsWith(u':'))
        addRecent(path);
    Q_EMIT statusMessage(errors ? tr("Opened %1 with %n error(s); see the DDL dock.", nullptr, errors).arg(QFileInfo(path).fileName())
                                : tr("Opened %1 (%2, %3 tables).")
                                      .arg(QFileInfo(path).fileName(), dialectName(result.dialect))
                                      .arg(m_document->schema().tables.size()));
    return true;
}

bool FileController::openExample() { return openFile(QString::fromLatin1(kExampleResource)); }

bool FileController::writeFile(const QString &path, QString *error)
{
    m_ddlDock->applyPendingEdit();
    // The user's own text when it matches the model (comments and layout kept), else canonical.
    QString text = m_ddlDock->textInSync();
    if (text.isEmpty())
        text = writeDdl(m_document->schema());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool FileController::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!writeFile(m_document->fileName(), &error)) {
        QMessageBox::warning(m_window, tr("Save"), error);
        return false;
    }
    m_document->markSaved();
    Q_EMIT statusMessage(tr("Saved %1.").arg(m_document->fileName()));
    return true;
}

bool FileController::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save DDL"), m_document->fileName(), ddlFilter());
    if (path.isEmpty())
        return false;
    m_document->setFileName(path);
    addRecent(path);
    return save();
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved changes"),
                                              tr("The schema has unsaved changes. Save them?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
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

void FileController::populateRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = recentFiles();
    for (const QString &path : files) {
        QAction *action = menu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (maybeSave() && !openFile(path, &error))
                QMessageBox::warning(m_window, tr("Open"), error);
        });
    }
    menu->setEnabled(!files.isEmpty());
}

} // namespace ssd
