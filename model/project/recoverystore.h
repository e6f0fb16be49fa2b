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

#include "projectfile.h"

#include <QDateTime>
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
    QString sessionId() const { return m_sessionId; }

    // Writes this session's recovery file atomically (starting the session on first use).
    // `draftText`: the editor's unapplied DDL (RecoveryEntry::draftText), empty for none.
    ProjectStatus write(const ProjectData &data, const QString &originalPath = {}, const QString &draftText = {});
    // Removes this session's recovery file (the lock stays while the store lives).
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
};

} // namespace ssd
