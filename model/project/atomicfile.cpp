#include "atomicfile.h"

#include "projecttr.h"
#include "sqlitedb.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif
#ifdef Q_OS_WIN
#include <io.h>
#endif

namespace ssd {

namespace {

using Code = ProjectError::Code;

ProjectError error(Code code, const QString &file, const QString &reason)
{
    return ProjectError{code, file, reason};
}

QString temporaryPrefix(const QFileInfo &target)
{
    return QStringLiteral(".%1.").arg(target.fileName());
}

bool syncFile(QFile &file)
{
    if (!file.flush())
        return false;
#if defined(Q_OS_UNIX)
    return ::fsync(file.handle()) == 0;
#elif defined(Q_OS_WIN)
    return ::_commit(file.handle()) == 0;
#else
    return true;
#endif
}

// The rename itself is only durable once the directory entry is on disk.
void syncDirectory(const QString &directory)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(directory);
#endif
}

// A SQLite write lock held by another connection (another designer, the sqlite3 shell in a
// transaction) means that program is changing the file right now: replacing it under its
// feet would lose one of the two versions. The probe takes the RESERVED lock for a moment
// and releases it; it writes nothing.
bool isLockedBySqlite(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(20);
    file.close();
    // Only rollback-journal databases: probing a WAL database would create -wal/-shm files.
    if (header.size() < 20 || !header.startsWith(QByteArrayView("SQLite format 3")) || header.at(18) != 1)
        return false;
    sqlite::Database db;
    if (!db.openFile(path, true))
        return false;
    sqlite3_busy_timeout(db.handle(), 250);
    if (db.exec("BEGIN IMMEDIATE;")) {
        db.exec("ROLLBACK;");
        return false;
    }
    const int code = db.errorCode() & 0xff;
    return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

ProjectError writeError(const QString &path, const QFile &file, int systemError)
{
    const QString reason = file.errorString().isEmpty() || file.error() == QFileDevice::NoError
        ? QString::fromLocal8Bit(std::strerror(systemError))
        : file.errorString();
    if (file.error() == QFileDevice::ResourceError || systemError == ENOSPC || systemError == EFBIG
#ifdef EDQUOT
        || systemError == EDQUOT
#endif
    )
        return error(Code::DiskFull, path,
                     ProjectTr::tr("cannot save: %1; free some space and save again, the previous file is intact").arg(reason));
    return error(Code::WriteFailed, path, ProjectTr::tr("cannot save: %1; the previous file is intact").arg(reason));
}

} // namespace

int removeStaleTemporaryFiles(const QString &path)
{
    int removed = 0;
#ifdef Q_OS_UNIX
    const QFileInfo target(path);
    const QString prefix = temporaryPrefix(target);
    QDir dir = target.absoluteDir();
    const QStringList names = dir.entryList({prefix + QStringLiteral("*.saving")}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        // ".<name>.<pid>.XXXXXX.saving"
        const QStringList parts = name.mid(prefix.size()).split(u'.');
        bool ok = false;
        const qint64 pid = parts.isEmpty() ? 0 : parts.constFirst().toLongLong(&ok);
        if (!ok || pid <= 0 || pid == QCoreApplication::applicationPid())
            continue;
        if (::kill(pid_t(pid), 0) == -1 && errno == ESRCH && dir.remove(name))
            ++removed;
    }
#else
    Q_UNUSED(path);
#endif
    return removed;
}

ProjectStatus writeFileAtomically(const QString &path, const QByteArray &bytes, const AtomicWriteOptions &options)
{
    const QFileInfo target(path);
    const QString directory = target.absolutePath();
    const QFileInfo directoryInfo(directory);
    if (target.isDir())
        return error(Code::WriteFailed, path, ProjectTr::tr("cannot save: it is a directory"));
    if (!directoryInfo.exists())
        return error(Code::ReadOnly, path, ProjectTr::tr("cannot save: the folder %1 does not exist").arg(directory));
    if (!directoryInfo.isDir())
        return error(Code::ReadOnly, path, ProjectTr::tr("cannot save: %1 is not a folder").arg(directory));
    if (target.exists() && !target.isWritable())
        return error(Code::ReadOnly, path, ProjectTr::tr("cannot save: the file is read-only; use Save As to save a copy"));
    if (target.exists() && isLockedBySqlite(path))
        return error(Code::Locked, path,
                     ProjectTr::tr("cannot save: another program has the file locked (it is writing to it); close it "
                                   "there or use Save As, the file was not changed"));

    removeStaleTemporaryFiles(path);
    QTemporaryFile temporary(QStringLiteral("%1/%2%3.XXXXXX.saving")
                                 .arg(directory, temporaryPrefix(target))
                                 .arg(QCoreApplication::applicationPid()));
    if (!temporary.open()) {
        return error(Code::ReadOnly, path,
                     ProjectTr::tr("cannot save: cannot create a file in %1 (%2); use Save As to choose another "
                                   "folder, the previous file is intact")
                         .arg(directory, temporary.errorString()));
    }
    // Keep the permissions of the file being replaced (QTemporaryFile creates 0600).
    if (target.exists())
        temporary.setPermissions(QFile(path).permissions());
    else
        temporary.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                 | QFileDevice::ReadOther);

    qint64 written = 0;
    errno = 0;
    while (written < bytes.size()) {
        const qint64 chunk = temporary.write(bytes.constData() + written, std::min<qint64>(bytes.size() - written, 1 << 20));
        if (chunk <= 0) {
            return writeError(path, temporary, errno);
        }
        written += chunk;
    }
    errno = 0;
    if (!temporary.flush() || (options.durable && !syncFile(temporary))) {
        return writeError(path, temporary, errno);
    }
    temporary.close();

    // From here the file must survive the QTemporaryFile: it becomes the target.
    temporary.setAutoRemove(false);
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(temporary.fileName()).toStdString(),
                            QFile::encodeName(target.absoluteFilePath()).toStdString(), ec);
    if (ec) {
        QFile::remove(temporary.fileName());
        // Windows refuses to replace a file another program has open.
        const Code code = ec == std::errc::permission_denied || ec == std::errc::device_or_resource_busy ? Code::Locked
                                                                                                          : Code::WriteFailed;
        return error(code, path, ProjectTr::tr("cannot save: cannot replace the file (%1); the previous file is intact")
                                     .arg(QString::fromLocal8Bit(ec.message().c_str())));
    }
    if (options.durable)
        syncDirectory(directory);
    return std::nullopt;
}

} // namespace ssd
