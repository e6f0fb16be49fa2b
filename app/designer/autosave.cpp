#include "autosave.h"

#include "document.h"

#include <QSettings>
#include <QUndoStack>

namespace ssd {

namespace {
// A schema edit is worth keeping soon; a short pause lets typing and dragging finish first.
constexpr int kAfterEditMs = 1500;
} // namespace

Autosave::Autosave(Document *document, Snapshot snapshot, OriginalPath originalPath, QObject *parent,
                   const QString &directory)
    : QObject(parent)
    , m_document(document)
    , m_snapshot(std::move(snapshot))
    , m_originalPath(std::move(originalPath))
    , m_store(directory)
{
    m_writer.setMaxThreadCount(1);
    connect(&m_periodic, &QTimer::timeout, this, &Autosave::startBackgroundWrite);
    m_soon.setSingleShot(true);
    connect(&m_soon, &QTimer::timeout, this, &Autosave::startBackgroundWrite);
    applyConfiguredInterval();

    connect(document, &Document::modifiedChanged, this, &Autosave::onModifiedChanged);
    // Every undo step, redo and undo is a step; a clean document needs no recovery file.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosave::onStepDone);
    connect(document, &Document::documentReset, this, [this] { onModifiedChanged(m_document && m_document->isModified()); });
}

Autosave::~Autosave() { m_writer.waitForDone(); }

namespace {
QString intervalKey() { return QStringLiteral("autosave/intervalSeconds"); }
}

int Autosave::intervalSecondsSetting()
{
    return std::max(0, QSettings().value(intervalKey(), kDefaultIntervalSeconds).toInt());
}

void Autosave::setIntervalSecondsSetting(int seconds)
{
    QSettings().setValue(intervalKey(), std::max(0, seconds));
}

int Autosave::configuredIntervalMs()
{
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("SSD_AUTOSAVE_INTERVAL_MS", &ok);
    if (ok && fromEnvironment >= 0)
        return fromEnvironment;
    return intervalSecondsSetting() * 1000;
}

void Autosave::applyConfiguredInterval()
{
    const int interval = configuredIntervalMs();
    m_periodic.setInterval(interval);
    if (interval > 0)
        m_periodic.start();
    else
        m_periodic.stop();
    m_soon.setInterval(interval > 0 ? std::min(kAfterEditMs, interval) : kAfterEditMs);
}

bool Autosave::hasUnsavedWork() const
{
    return m_document && (m_document->isModified() || !currentDraft().isEmpty());
}

void Autosave::schedule()
{
    m_pending = true;
    m_soon.start();
}

void Autosave::onModifiedChanged(bool modified)
{
    if (!modified && currentDraft().isEmpty()) {
        m_soon.stop();
        discard();
        return;
    }
    // Modified, or clean with a draft in the editor (saved while the text had an error): the
    // recovery file holds the state now.
    schedule();
}

void Autosave::onStepDone()
{
    if (!hasUnsavedWork())
        return; // back at the saved state: modifiedChanged(false) removed the file
    schedule();
}

void Autosave::draftChanged()
{
    // Also when the draft went away: the next write then either keeps the modified design
    // without it or, with nothing left to keep, removes the file.
    schedule();
}

bool Autosave::writeNow()
{
    // A background write still running counts as pending: this write overtakes it.
    if (!m_document || (!m_pending && !isWriting()))
        return true;
    const QString draft = currentDraft();
    if (!m_document->isModified() && draft.isEmpty()) {
        discard(); // typed, then put back as it was: nothing to keep
        return true;
    }
    if (ProjectStatus failed = m_store.write(m_snapshot(), m_originalPath(), draft)) {
        reportFailure(*failed); // kept pending: the next tick tries again
        return false;
    }
    m_pending = false;
    m_lastError.clear();
    Q_EMIT written();
    return true;
}

bool Autosave::startBackgroundWrite()
{
    if (!m_document || !m_pending)
        return false;
    const QString draft = currentDraft();
    if (!m_document->isModified() && draft.isEmpty()) {
        discard();
        return false;
    }
    const ProjectResult<quint64> reservation = m_store.reserveWrite();
    if (!reservation) {
        reportFailure(reservation.error());
        return false;
    }
    m_pending = false; // an edit from now on makes it pending again
    ++m_writesInFlight;
    m_writer.start([this, reservation = reservation.value(), data = m_snapshot(), original = m_originalPath(), draft] {
        bool superseded = false;
        const ProjectStatus status = m_store.writeReserved(reservation, data, original, draft, &superseded);
        QMetaObject::invokeMethod(this, [this, status, superseded] { finishBackgroundWrite(status, superseded); },
                                  Qt::QueuedConnection);
    });
    return true;
}

void Autosave::finishBackgroundWrite(const ProjectStatus &status, bool superseded)
{
    --m_writesInFlight;
    if (superseded)
        return; // a later write or a discard decided what the file holds
    if (status) {
        m_pending = true; // the next tick tries again (the folder may become writable)
        reportFailure(*status);
        return;
    }
    m_lastError.clear();
    Q_EMIT written();
}

void Autosave::reportFailure(const ProjectError &error)
{
    const QString message = tr("Autosave failed: %1").arg(error.message());
    if (message != m_lastError) // one report per distinct problem, not one every 30 s
        Q_EMIT failed(message);
    m_lastError = message;
}

void Autosave::discard()
{
    m_soon.stop();
    m_pending = false; // the next edit makes it pending again
    m_store.discard();
}

} // namespace ssd
