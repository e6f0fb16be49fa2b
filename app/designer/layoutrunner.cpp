#include "layoutrunner.h"

#include "busyindicator.h"
#include "commands.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "layoutengine.h"
#include "mainwindow.h"
#include "retranslator.h"
#include "statusbarworker.h"

#include <QStatusBar>

namespace ssd {

struct LayoutRunner::Outcome
{
    PositionMap positions;
    QString error;
};

LayoutRunner::LayoutRunner(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_worker(new StatusBarWorker(window, QStringLiteral("layoutProgress"), QStringLiteral("layoutCancel"), this))
{
    // Graphviz reports no progress: the indicator keeps its busy bar.
    connect(m_worker, &StatusBarWorker::cancelRequested, this, &LayoutRunner::cancel);
    connect(m_worker, &StatusBarWorker::finished, this, &LayoutRunner::finish);
    (new Retranslator(m_worker->indicator()))->add([this] { retranslate(); });
}

bool LayoutRunner::isRunning() const { return m_worker->isRunning(); }

void LayoutRunner::setIndicatorDelay(int milliseconds) { m_worker->indicator()->setDelay(milliseconds); }

QWidget *LayoutRunner::indicator() const { return m_worker->indicator(); }

void LayoutRunner::retranslate()
{
    m_worker->indicator()->setText(m_kind == Kind::AutoLayout ? tr("Auto layout…") : tr("Arranging the diagram…"));
}

bool LayoutRunner::start(Kind kind)
{
    if (m_worker->isRunning()) {
        if (kind == Kind::AutoLayout && m_kind == Kind::AutoLayout && !m_cancelled)
            return false;
        cancel();
        m_pending = true;
        m_pendingKind = kind;
        return true;
    }
    launch(kind);
    return true;
}

void LayoutRunner::launch(Kind kind)
{
    Document *document = m_window->document();
    // Packed for the diagram's own shape, so that "fit all" afterwards fills the window.
    const QSize viewport = m_window->view()->viewport()->size();
    const double aspect = viewport.isEmpty() ? 16.0 / 10.0 : double(viewport.width()) / viewport.height();
    const DiagramPainter &painter = m_window->scene()->diagramPainter();
    // A placement keeps the positions the file had; an auto layout moves every table.
    PositionMap placed;
    if (kind == Kind::Placement) {
        placed = document->positions();
        for (ObjectId id : document->placedOnReset())
            placed.remove(id);
    }
    LayoutJob job = kind == Kind::AutoLayout ? prepareLayoutAll(document->schema(), painter, aspect)
                                             : preparePlacement(document->schema(), painter, placed, aspect);
    m_kind = kind;
    m_revision = document->revision();
    m_cancelled = false;
    m_outcome = std::make_shared<Outcome>();
    retranslate();
    // The worker sees only its job and its outcome, never the window or the document.
    m_worker->start([job = std::move(job), outcome = m_outcome] { outcome->positions = job(&outcome->error); });
}

void LayoutRunner::cancel()
{
    m_pending = false;
    if (!m_worker->isRunning() || m_cancelled)
        return;
    m_cancelled = true;
    m_worker->hideIndicator();
    if (m_kind == Kind::AutoLayout)
        m_window->statusBar()->showMessage(tr("Auto layout cancelled."), 6000);
}

void LayoutRunner::finish()
{
    const std::shared_ptr<Outcome> outcome = std::move(m_outcome);
    Document *document = m_window->document();
    bool applied = false;
    if (m_cancelled) {
        // Nothing to say: cancel() did.
    } else if (!outcome->error.isEmpty()) {
        m_window->statusBar()->showMessage(tr("Auto layout failed: %1").arg(outcome->error), 6000);
    } else if (document->revision() != m_revision) {
        // Never positions computed for one design applied to another: the user's edit wins.
        if (m_kind == Kind::AutoLayout)
            m_window->statusBar()->showMessage(
                tr("Auto layout discarded: the diagram changed while it ran. Run it again to arrange the new diagram."), 8000);
    } else if (m_kind == Kind::AutoLayout) {
        pushMoveTables(document, outcome->positions, tr("Auto layout"));
        m_window->view()->fitAll();
        applied = true;
    } else {
        // Part of opening the file, not an edit: no undo step and the document stays as clean
        // as the open left it. The user never asked for "Auto layout", so the undo stack must
        // not offer to undo it, and closing right away must not ask to save. (Unplaced tables
        // were placed on open the same way, by the cheap placement this refines.)
        document->setPositions(outcome->positions);
        m_window->view()->showFirstLookUnlessMoved();
        applied = true;
    }
    const Kind kind = m_kind;
    Q_EMIT finished(kind, applied);
    if (m_pending) {
        m_pending = false;
        launch(m_pendingKind);
    }
}

} // namespace ssd
