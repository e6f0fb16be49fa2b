#include "designreader.h"

#include "migrationfolder.h"
#include "projectfile.h"
#include "textinput.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <atomic>

namespace ssd {

namespace {

std::atomic<int> readsAll{0};
std::atomic<int> readsOnMainThread{0};

// The first error of `diagnostics` as FILE:LINE:COLUMN: message; empty when there is none.
QString firstError(const QString &path, const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            return QStringLiteral("%1:%2:%3: %4").arg(path).arg(d.line).arg(d.column).arg(d.message);
    return {};
}

} // namespace

bool DesignReader::isProject(const QString &path)
{
    // Projects are recognised by content; a file named .spdesign always is read as one, so that
    // an empty or damaged project is reported as such instead of being parsed as DDL.
    const FileKind kind = ProjectFile::probe(path);
    return kind == FileKind::Project || kind == FileKind::OtherSqlite
           || (kind != FileKind::Missing
               && QFileInfo(path).suffix().compare(ProjectFile::fileExtension(), Qt::CaseInsensitive) == 0);
}

DesignReader::Reads DesignReader::reads() { return {readsAll.load(), readsOnMainThread.load()}; }

void DesignReader::countRead()
{
    ++readsAll;
    if (const QCoreApplication *app = QCoreApplication::instance(); app && QThread::currentThread() == app->thread())
        ++readsOnMainThread;
}

ReadDesign DesignReader::read(const QString &path)
{
    countRead();
    ReadDesign read;
    read.path = path;
    if (isProject(path)) {
        read.isProject = true;
        ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
        if (!loaded) {
            read.error = loaded.error().message();
            return read;
        }
        read.warnings = loaded->warnings;
        read.formatVersion = loaded->formatVersion;
        read.needsUpgrade = loaded->needsUpgrade();
        read.data = std::move(loaded->data);
        return read;
    }
    QString text;
    if (!readDdlText(path, &text, &read.error))
        return read;
    ParseResult result = parseDdl(text);
    read.data.schema = std::move(result.schema);
    read.data.sourceText = std::move(text);
    read.diagnostics = std::move(result.diagnostics);
    read.dialect = result.dialect;
    return read;
}

bool DesignReader::readDdlText(const QString &path, QString *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read the file: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    // As the CLI does: binary data is no DDL, and importing it would replace the design with
    // an editor full of garbage and a hundred syntax errors.
    if (const qsizetype binaryAt = firstBinaryByte(bytes); binaryAt >= 0) {
        if (error)
            *error = tr("%1: not a text file (binary data at byte %2); nothing was opened").arg(path).arg(binaryAt);
        return false;
    }
    *text = QString::fromUtf8(bytes);
    return true;
}

bool DesignReader::readMigrationFolder(const QString &path, Schema *schema, QString *error)
{
    const QStringList files = migrationHistoryOfFolder(path);
    if (files.isEmpty()) {
        if (error)
            *error = tr("%1: a folder without migration files (000001.sql, 000001_name.up.sql, V1__name.sql)").arg(path);
        return false;
    }
    // Each file applied to what the ones before it built; comparing with half a history would
    // plan drops of everything after the error.
    for (qsizetype i = 0; i < files.size(); ++i) {
        QString text;
        if (!readDdlText(files[i], &text, error))
            return false;
        Diagnostics diagnostics;
        if (i == 0) {
            ParseResult result = parseDdl(text);
            *schema = std::move(result.schema);
            diagnostics = std::move(result.diagnostics);
        } else {
            diagnostics = applyDdl(*schema, text);
        }
        if (QString first = firstError(files[i], diagnostics); !first.isEmpty()) {
            if (error)
                *error = first;
            return false;
        }
    }
    return true;
}

bool DesignReader::readSchema(const QString &path, Schema *schema, QString *error)
{
    countRead();
    if (QFileInfo(path).isDir())
        return readMigrationFolder(path, schema, error);
    if (isProject(path)) {
        ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
        if (!loaded) {
            if (error)
                *error = loaded.error().message();
            return false;
        }
        *schema = std::move(loaded->data.schema);
        return true;
    }
    QString text;
    if (!readDdlText(path, &text, error))
        return false;
    ParseResult result = parseDdl(text);
    // Comparing with half a schema would plan drops of everything after the error.
    if (QString first = firstError(path, result.diagnostics); !first.isEmpty()) {
        if (error)
            *error = first;
        return false;
    }
    *schema = std::move(result.schema);
    return true;
}

} // namespace ssd
