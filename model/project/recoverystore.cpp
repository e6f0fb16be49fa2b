#include "recoverystore.h"

#include "atomicfile.h"
#include "projecttr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <algorithm>

namespace ssd {

namespace {

constexpr char kProjectSuffix[] = ".spdesign";
constexpr char kInfoSuffix[] = ".json";
constexpr char kLockSuffix[] = ".lock";

} // namespace

RecoveryStore::RecoveryStore(const QString &directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryStore::sessionId() const
{
    const QMutexLocker locker(&m_mutex);
    return m_sessionId;
}

QString RecoveryStore::pathFor(const QString &sessionId, const char *suffix) const
{
    return m_directory + u'/' + sessionId + QLatin1StringView(suffix);
}

ProjectStatus RecoveryStore::begin()
{
    if (m_lock)
        return std::nullopt;
    if (!QDir().mkpath(m_directory))
        return ProjectError{ProjectError::Code::ReadOnly, m_directory, ProjectTr::tr("cannot create the recovery folder")};
    // Unique per process start; the time makes the listing readable and sortable.
    const QString id = QStringLiteral("%1-%2-%3")
                           .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddThhmmss")))
                           .arg(QCoreApplication::applicationPid())
                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    auto lock = std::make_unique<QLockFile>(pathFor(id, kLockSuffix));
    // Only a dead owner makes a lock stale, never its age: a designer may run for days.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return ProjectError{ProjectError::Code::Locked, m_directory, ProjectTr::tr("cannot start a recovery session")};
    m_sessionId = id;
    m_lock = std::move(lock);
    return std::nullopt;
}

ProjectStatus RecoveryStore::write(const ProjectData &data, const QString &originalPath, const QString &draftText)
{
    const ProjectResult<quint64> reservation = reserveWrite();
    if (!reservation)
        return reservation.error();
    return writeReserved(reservation.value(), data, originalPath, draftText);
}

ProjectResult<quint64> RecoveryStore::reserveWrite()
{
    const QMutexLocker locker(&m_mutex);
    if (ProjectStatus failed = begin())
        return *failed;
    return ++m_generation;
}

ProjectStatus RecoveryStore::writeReserved(quint64 reservation, const ProjectData &data, const QString &originalPath,
                                           const QString &draftText, bool *superseded)
{
    if (superseded)
        *superseded = false;
    SaveOptions options;
    options.verify = false; // speed matters more here than for a real save; load checks anyway
    ProjectResult<QByteArray> image = ProjectFile::serialize(data, options);
    if (!image)
        return image.error();
    // The note first: a session is listed once its .spdesign exists, and a kill between the two
    // writes must not leave a recovery file without the project it belongs to.
    QJsonObject info;
    info.insert(QStringLiteral("originalPath"), originalPath);
    info.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    info.insert(QStringLiteral("pid"), double(QCoreApplication::applicationPid()));
    // Recovery-only: a project file holds the schema, never text that does not parse. Kept in
    // the note so that the .spdesign image stays a plain project file of the current format.
    if (!draftText.isEmpty())
        info.insert(QStringLiteral("draftText"), draftText);
    const QMutexLocker locker(&m_mutex);
    if (reservation != m_generation) {
        if (superseded)
            *superseded = true; // a later write or a discard came while this one waited
        return std::nullopt;
    }
    if (ProjectStatus failed = writeFileAtomically(pathFor(m_sessionId, kInfoSuffix), QJsonDocument(info).toJson()))
        return failed;
    return writeFileAtomically(pathFor(m_sessionId, kProjectSuffix), image.value());
}

bool RecoveryStore::hasRecoveryFile() const
{
    const QMutexLocker locker(&m_mutex);
    return m_lock && QFile::exists(pathFor(m_sessionId, kProjectSuffix));
}

void RecoveryStore::discard()
{
    const QMutexLocker locker(&m_mutex);
    ++m_generation; // a write serializing now must not bring the file back
    if (!m_lock)
        return;
    QFile::remove(pathFor(m_sessionId, kProjectSuffix));
    QFile::remove(pathFor(m_sessionId, kInfoSuffix));
}

std::vector<RecoveryEntry> RecoveryStore::recoverableSessions() const
{
    std::vector<RecoveryEntry> entries;
    const QString ownSession = [this] {
        const QMutexLocker locker(&m_mutex);
        return m_sessionId;
    }();
    const QDir dir(m_directory);
    const QString pattern = u'*' + QLatin1StringView(kProjectSuffix);
    for (const QFileInfo &file : dir.entryInfoList({pattern}, QDir::Files, QDir::Name)) {
        const QString id = file.completeBaseName();
        if (id == ownSession || id.startsWith(u'.'))
            continue;
        // A lock we can take belongs to a process that is gone (or there never was one).
        QLockFile lock(pathFor(id, kLockSuffix));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();

        RecoveryEntry entry;
        entry.sessionId = id;
        entry.recoveryFile = file.absoluteFilePath();
        entry.savedAt = file.lastModified().toUTC();
        QFile infoFile(pathFor(id, kInfoSuffix));
        if (infoFile.open(QIODevice::ReadOnly)) {
            const QJsonObject info = QJsonDocument::fromJson(infoFile.readAll()).object();
            entry.originalPath = info.value(u"originalPath").toString();
            const QDateTime savedAt = QDateTime::fromString(info.value(u"savedAt").toString(), Qt::ISODateWithMs);
            if (savedAt.isValid())
                entry.savedAt = savedAt.toUTC();
            entry.processId = qint64(info.value(u"pid").toDouble());
            entry.draftText = info.value(u"draftText").toString(); // absent in older notes
        }
        entries.push_back(entry);
    }
    std::sort(entries.begin(), entries.end(),
              [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.savedAt > b.savedAt; });
    return entries;
}

ProjectResult<LoadedProject> RecoveryStore::load(const RecoveryEntry &entry)
{
    return ProjectFile::load(entry.recoveryFile);
}

bool RecoveryStore::discard(const RecoveryEntry &entry) const
{
    QLockFile lock(pathFor(entry.sessionId, kLockSuffix));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false; // its process came back to life? never delete a live session's state
    const bool removed = QFile::remove(pathFor(entry.sessionId, kProjectSuffix));
    QFile::remove(pathFor(entry.sessionId, kInfoSuffix));
    lock.unlock(); // removes the lock file
    return removed;
}

} // namespace ssd
