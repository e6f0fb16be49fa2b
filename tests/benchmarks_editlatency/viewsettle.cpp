#include "viewsettle.h"

#include "checklistdock.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "diagramscene.h"
#include "document.h"
#include "edgeitem.h"
#include "mainwindow.h"
#include "tableitem.h"

#include <QCoreApplication>
#include <QTimer>

namespace ssd {

EventCounter::EventCounter() { qApp->installEventFilter(this); }
EventCounter::~EventCounter() { qApp->removeEventFilter(this); }

bool EventCounter::eventFilter(QObject *, QEvent *)
{
    ++m_count;
    return false;
}

namespace {
bool viewsPending(MainWindow &window, bool allowDdlPause)
{
    const DdlDock *ddl = window.ddlDock();
    return window.checklistDock()->isRefreshPending() || !ddl->convertedInSync() || ddl->warmingUp()
           || (!allowDdlPause && ddl->hasPendingEdit());
}
} // namespace

bool settle(MainWindow &window, EventCounter &counter, bool allowDdlPause)
{
    constexpr int kMaxPasses = 5000;
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        counter.take();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (counter.take() != 0)
            continue;
        if (!viewsPending(window, allowDdlPause))
            return true;
        // Quiet, but a view still waits (a worker's result, a timer): sleep until the next event
        // instead of spinning through the passes; the short timer bounds the sleep.
        QTimer wake;
        wake.start(5);
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return false;
}

QString viewsCurrent(MainWindow &window, bool ddlTyped)
{
    const Document *document = window.document();
    const Schema &schema = document->schema();

    // Diagram: one item per table showing that table where the document puts it, one edge
    // per interleave link and foreign key whose other end exists.
    const DiagramScene *scene = window.scene();
    if (scene->tableItemCount() != int(schema.tables.size()))
        return QStringLiteral("the diagram has %1 tables, the schema %2").arg(scene->tableItemCount()).arg(schema.tables.size());
    int edges = 0;
    for (const Table &t : schema.tables) {
        const TableItem *item = scene->tableItem(t.id);
        if (!item || !(item->table() == t))
            return QStringLiteral("the diagram's %1 is not the schema's").arg(t.name);
        if (item->pos() != document->position(t.id))
            return QStringLiteral("the diagram's %1 is not where the document puts it").arg(t.name);
        edges += t.interleave && schema.findTable(t.interleave->parent);
        for (const ForeignKey &fk : t.foreignKeys)
            edges += schema.findTable(fk.referencedTable) != nullptr;
    }
    if (scene->edges().size() != edges)
        return QStringLiteral("the diagram has %1 edges, the schema %2").arg(scene->edges().size()).arg(edges);

    // Both DDL tabs.
    const DdlDock *ddl = window.ddlDock();
    if (ddl->hasPendingEdit() || ddl->hasDraft() || ddl->editableEditor()->hasError())
        return QStringLiteral("the DDL editor holds text that is not the schema");
    // The writer's text, or (before any edit rewrote it) the opened file's own text, which must
    // mean the same schema.
    if (const QString text = ddl->editableEditor()->toPlainText(); !ddlTyped && text != writeDdl(schema)) {
        ParseOptions options;
        options.dialect = schema.dialect;
        const ParseResult parsed = parseDdl(text, options);
        if (!parsed.ok() || writeDdl(parsed.schema) != writeDdl(schema))
            return QStringLiteral("the editable DDL is not the schema's");
    }
    if (!ddl->convertedInSync() || ddl->convertedEditor()->toPlainText() != DdlDock::convertedText(schema).toString())
        return QStringLiteral("the converted DDL is not the schema's");

    // Checklist: the findings of this schema, in the same order: those of a full run (a fresh
    // memo checks every table), whatever the dock's memo kept from earlier runs.
    const ChecklistDock *checklist = window.checklistDock();
    ChecklistOptions options;
    options.names = &document->names();
    ChecklistMemo fresh;
    const Findings expected = fresh.run(schema, document->revision(), document->projectSettings(), options);
    const Findings &shown = checklist->findings();
    if (checklist->isRefreshPending() || shown.size() != expected.size())
        return QStringLiteral("the checklist shows %1 findings, the schema has %2").arg(shown.size()).arg(expected.size());
    for (size_t i = 0; i < shown.size(); ++i)
        if (shown[i].ruleId != expected[i].ruleId || !(shown[i].subject == expected[i].subject)
            || shown[i].severity != expected[i].severity || shown[i].line != expected[i].line
            || shown[i].column != expected[i].column || shown[i].fixes.size() != expected[i].fixes.size())
            return QStringLiteral("the checklist's finding %1 is not the schema's").arg(i);
    return {};
}

} // namespace ssd
