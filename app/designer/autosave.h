#pragma once

// Autosave: while the design has unsaved changes, a copy is written through RecoveryStore
// (model/project) so that a crash or a kill loses at most a few seconds of work. Written
// every interval (30 s by default; QSettings "autosave/intervalSeconds", 0 turns the timer off;
// SSD_AUTOSAVE_INTERVAL_MS overrides it, for tests) and shortly after every schema edit or
// undo/redo. Removed again as soon as the design is clean (saved, reverted, undone back to the
// saved state, New, Open) and when the window closes normally.
//
// DDL typed in the editor that does not parse (or is not applied yet) is no undo step and does
// not make the design modified, yet it is work too: while the draft source returns text, the
// recovery file is written (with that text) as for unsaved changes, 1.5 s after the typing
// pauses; it goes away once the design is clean and the editor holds no draft.
//
// The timed writes run off the GUI thread: the window takes a snapshot of the design (copies of
// plain values) and a worker serializes and writes it, which takes seconds for thousands of
// tables. RecoveryStore orders them: the newest write or discard wins, so a slow write never
// brings back an older state or a discarded file.

#include "recoverystore.h"

#include <QObject>
#include <QPointer>
#include <QThreadPool>
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
    using DraftText = std::function<QString()>; // empty: no draft

    // `directory` empty: RecoveryStore::defaultDirectory().
    Autosave(Document *document, Snapshot snapshot, OriginalPath originalPath, QObject *parent,
             const QString &directory = {});
    ~Autosave() override; // waits for a write in progress

    static constexpr int kDefaultIntervalSeconds = 30;
    // The user's setting (Preferences): seconds between periodic writes, 0 = only after edits.
    static int intervalSecondsSetting();
    static void setIntervalSecondsSetting(int seconds);
    // Milliseconds between periodic writes (0: only after edits): the setting, unless
    // SSD_AUTOSAVE_INTERVAL_MS overrides it.
    static int configuredIntervalMs();
    int intervalMs() const { return m_periodic.interval(); }
    // Takes a changed setting into use without waiting for a restart.
    void applyConfiguredInterval();

    // Where the editor's unapplied DDL comes from; call draftChanged() when it may have changed.
    void setDraftSource(DraftText draft) { m_draft = std::move(draft); }
    void draftChanged();

    // Writes the recovery file now when the design has unsaved changes (or a draft) not
    // written yet, and removes it when there is nothing left to keep.
    // False when a write was needed and failed (the reason is in lastError()).
    bool writeNow();
    // What the timers do: takes the snapshot here and writes it in a worker; written() or
    // failed() follow. False when there was nothing to write (or it only removed the file).
    bool startBackgroundWrite();
    bool isWriting() const { return m_writesInFlight > 0; }
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
    void schedule();
    // Back on the GUI thread after a worker's write.
    void finishBackgroundWrite(const ProjectStatus &status, bool superseded);
    void reportFailure(const ProjectError &error);
    QString currentDraft() const { return m_draft ? m_draft() : QString(); }
    bool hasUnsavedWork() const;

    QPointer<Document> m_document; // the window may destroy it first
    Snapshot m_snapshot;
    OriginalPath m_originalPath;
    DraftText m_draft;
    RecoveryStore m_store;
    QTimer m_periodic;
    QTimer m_soon; // coalesces bursts of edits into one write
    bool m_pending = false; // changes not in the recovery file yet
    int m_writesInFlight = 0;
    QString m_lastError;
    // One thread, so background writes run in the order they were started. Declared last: it is
    // destroyed first, after waiting for the write that uses m_store.
    QThreadPool m_writer;
};

} // namespace ssd
