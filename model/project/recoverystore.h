#pragma once

// Autosave and crash recovery. A running designer owns one recovery session: a lock file that
// says "this process is alive" and, while there are unsaved changes, a recovery file (a normal
// .spdesign image of the unsaved state) plus a small JSON note (which project it belongs to,
// when it was written, and the DDL editor's draft: text the user typed that is not part of the
// schema yet, because it does not parse or was not applied yet). After a crash or a kill the lock's process is gone, and the next start
// lists the session as recoverable.
//
// The designer calls:
//     RecoveryStore recovery;                        // QStandardPaths::AppDataLocation/recovery
//     at start:   for (const RecoveryEntry &e : recovery.recoverableSessions()) offer e;
//                 restore: RecoveryStore::load(e) -> Document, then recovery.discard(e)
//                 decline: recovery.discard(e)
//     every 30 s and after significant steps, when modified or the DDL editor holds a draft:
//                 recovery.write(data, filePath, draftText)
//     after a successful save, New/Open, or closing without keeping changes: recovery.discard()
//
// write() may run in a worker thread (the designer's autosave serializes big designs off the GUI
// thread) while the GUI thread calls discard() or write() again: the newest call wins. A write
// that a later write or a discard overtook writes nothing, so an older image never replaces a
// newer one and a discarded session never comes back.

#include "projectfile.h"

#include <QDateTime>
#include <QMutex>
#include <QString>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QLockFile;
QT_END_NAMESPACE

namespace ssd {

struct RecoveryEntry
{
    QString sessionId;
    QString recoveryFile;  // the .spdesign holding the unsaved state
    QString originalPath;  // the project file it belongs to; empty for a never-saved design
    QDateTime savedAt;     // when the recovery file was last written (UTC)
    qint64 processId = 0;  // the process that wrote it
    // The DDL editor's text when it was not the schema's (a draft that does not parse, or
    // typing not applied yet); empty when the editor showed the schema. Goes back into the
    // editor on top of the recovered schema.
    QString draftText;
};

class RecoveryStore
{
public:
    // `directory` empty: defaultDirectory().
    explicit RecoveryStore(const QString &directory = {});
    ~RecoveryStore(); // releases the session lock; the recovery file stays unless discarded
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    // QStandardPaths::AppDataLocation + "/recovery".
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    QString sessionId() const; // empty until the first write()

    // Writes this session's recovery file atomically (starting the session on first use).
    // `draftText`: the editor's unapplied DDL (RecoveryEntry::draftText), empty for none.
    // Writes now, in this thread: reserveWrite() then writeReserved().
    ProjectStatus write(const ProjectData &data, const QString &originalPath = {}, const QString &draftText = {});
    // A write in two steps, for a worker thread: reserveWrite() (in the thread that decides to
    // write) starts the session and takes this write's place in line; writeReserved() (in any
    // thread; the serialization runs outside the store's lock) writes unless a write reserved
    // later or a discard() came first, in which case it writes nothing and sets `superseded`.
    ProjectResult<quint64> reserveWrite();
    ProjectStatus writeReserved(quint64 reservation, const ProjectData &data, const QString &originalPath,
                                const QString &draftText, bool *superseded = nullptr);
    // Removes this session's recovery file (the lock stays while the store lives). Thread-safe.
    void discard();
    bool hasRecoveryFile() const;

    // Sessions of processes that are gone, newest first. Never lists live sessions (this one
    // or another running designer's).
    std::vector<RecoveryEntry> recoverableSessions() const;
    static ProjectResult<LoadedProject> load(const RecoveryEntry &entry);
    // Removes a listed session's files once it is restored or declined.
    bool discard(const RecoveryEntry &entry) const;

private:
    ProjectStatus begin();
    QString pathFor(const QString &sessionId, const char *suffix) const;

    QString m_directory;
    QString m_sessionId;
    std::unique_ptr<QLockFile> m_lock;
    // Guards the session (begin), the files and m_generation, which every write() and discard()
    // advances: a write whose generation is no longer current when it reaches the files skips them.
    mutable QMutex m_mutex;
    quint64 m_generation = 0;
};

} // namespace ssd
