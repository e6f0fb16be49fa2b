#pragma once

// Autosave: while the design has unsaved changes, a copy is written through RecoveryStore
// (model/project) so that a crash or a kill loses at most a few seconds of work. Written
// every interval (30 s by default; QSettings "autosave/intervalSeconds", 0 turns the timer off;
// SSD_AUTOSAVE_INTERVAL_MS overrides it, for tests) and shortly after every schema edit or
// undo/redo. Removed again as soon as the design is clean (saved, reverted, undone back to the
// saved state, New, Open) and when the window closes normally.

#include "recoverystore.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace ssd {

class Document;

class Autosave : public QObject
{
    Q_OBJECT

public:
    using Snapshot = std::function<ProjectData()>;
    using OriginalPath = std::function<QString()>;

    // `directory` empty: RecoveryStore::defaultDirectory().
    Autosave(Document *document, Snapshot snapshot, OriginalPath originalPath, QObject *parent,
             const QString &directory = {});

    static constexpr int kDefaultIntervalSeconds = 30;
    // Milliseconds between periodic writes (0: only after edits).
    static int configuredIntervalMs();
    int intervalMs() const { return m_periodic.interval(); }

    // Writes the recovery file now when the design has unsaved changes not written yet.
    // False when a write was needed and failed (the reason is in lastError()).
    bool writeNow();
    // Removes this session's recovery file (after a save, or when the user discarded changes).
    void discard();
    bool hasRecoveryFile() const { return m_store.hasRecoveryFile(); }
    QString lastError() const { return m_lastError; }

    RecoveryStore &store() { return m_store; }

Q_SIGNALS:
    void written();
    void failed(const QString &message);

private:
    void onModifiedChanged(bool modified);
    void onStepDone();

    QPointer<Document> m_document; // the window may destroy it first
    Snapshot m_snapshot;
    OriginalPath m_originalPath;
    RecoveryStore m_store;
    QTimer m_periodic;
    QTimer m_soon; // coalesces bursts of edits into one write
    bool m_pending = false; // changes not in the recovery file yet
    QString m_lastError;
};

} // namespace ssd
