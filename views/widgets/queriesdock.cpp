#include "queriesdock.h"

#include "commands.h"
#include "ddleditor.h"
#include "document.h"
#include "queries/queryfile.h"
#include "retranslator.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ssd {

namespace {

constexpr int kDebounceMilliseconds = 400;

QString readKindText(const queries::QueryAccess &access)
{
    using queries::ReadKind;
    if (!access.analysed)
        return QueriesDock::tr("not analysed");
    bool scan = false, range = false, backJoin = false, distributed = false;
    for (const queries::TableAccess &a : access.tables) {
        scan = scan || a.kind == ReadKind::Scan;
        range = range || a.kind == ReadKind::Range;
        backJoin = backJoin || !a.backJoin.isEmpty();
    }
    for (const queries::JoinAccess &j : access.joins)
        distributed = distributed || j.kind == queries::JoinKind::Distributed;
    QStringList parts;
    parts.append(queries::readKindName(scan ? ReadKind::Scan : range ? ReadKind::Range : ReadKind::Point));
    if (backJoin)
        parts.append(QueriesDock::tr("back-join"));
    if (distributed)
        parts.append(QueriesDock::tr("distributed join"));
    if (access.sortNeeded)
        parts.append(QueriesDock::tr("sort"));
    return parts.join(QStringLiteral(", "));
}

} // namespace

QueriesDock::QueriesDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_editor(new DdlEditor(document->schema().dialect))
    , m_list(new QTreeWidget)
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("queriesDock"));
    m_editor->setObjectName(QStringLiteral("queriesEditor"));
    m_list->setObjectName(QStringLiteral("queryList"));
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(true);
    m_list->setUniformRowHeights(true);
    // The access-path lines span the row; the read summary takes the spare width.
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_status->setWordWrap(true);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_editor);
    splitter->addWidget(m_list);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter);
    layout->addWidget(m_status);
    setWidget(content);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMilliseconds);
    connect(&m_debounce, &QTimer::timeout, this, &QueriesDock::applyPendingEdit);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &QueriesDock::onTextEdited);
    connect(document, &Document::queriesChanged, this, &QueriesDock::onDocumentQueriesChanged);
    connect(document, &Document::schemaChanged, this, &QueriesDock::refresh);
    connect(document, &Document::documentReset, this, [this] { m_editor->setDialect(m_document->schema().dialect); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] { Q_EMIT querySelected(selectedQuery()); });
    (new Retranslator(this))->add([this] { retranslate(); });
    onDocumentQueriesChanged();
}

void QueriesDock::retranslate()
{
    setWindowTitle(tr("Queries"));
    m_editor->setPlaceholderText(tr("Paste the application's queries here, separated by ';'. Optional comment lines "
                                    "before a query:\n-- name: recent orders\n-- per second: 200"));
    m_list->setHeaderLabels({tr("Query"), tr("Read"), tr("Per second")});
    refresh();
}

void QueriesDock::onTextEdited()
{
    if (!m_settingText)
        m_debounce.start();
}

void QueriesDock::applyPendingEdit()
{
    m_debounce.stop();
    const QString text = m_editor->toPlainText();
    if (text != m_document->queriesText())
        m_document->undoStack()->push(new QueriesCommand(m_document, text));
    refresh();
}

void QueriesDock::onDocumentQueriesChanged()
{
    if (m_editor->toPlainText() != m_document->queriesText()) {
        m_settingText = true;
        m_editor->replaceText(m_document->queriesText());
        m_settingText = false;
    }
    refresh();
}

int QueriesDock::selectedQuery() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    while (item && item->parent())
        item = item->parent();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void QueriesDock::selectQuery(int index)
{
    m_list->setCurrentItem(index >= 0 && index < m_list->topLevelItemCount() ? m_list->topLevelItem(index) : nullptr);
}

void QueriesDock::showQueryAt(int line, int column)
{
    show();
    raise();
    m_editor->revealPosition(line, column);
    m_editor->setFocus(Qt::OtherFocusReason);
    // The query written there: the last one starting at or before the position.
    int found = -1;
    for (int i = 0; i < int(m_queries.size()); ++i) {
        const queries::Query &q = m_queries[size_t(i)];
        if (q.line < line || (q.line == line && q.column <= column))
            found = i;
    }
    if (found >= 0)
        selectQuery(found);
}

// Re-parses the text against the current schema: the first error is underlined, each query is
// listed with its access path (the text may be ahead of the document while typing).
void QueriesDock::refresh()
{
    const int selected = selectedQuery();
    const Schema &schema = m_document->schema();
    Diagnostics diagnostics;
    m_queries = queries::parseQueries(m_editor->toPlainText(), schema, diagnostics);
    m_access.clear();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const queries::Query &q : m_queries) {
        m_access.push_back(queries::analyseQuery(q, schema));
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, q.name);
        item->setText(1, readKindText(m_access.back()));
        item->setText(2, q.perSecond > 0 ? QLocale().toString(q.perSecond) : QString());
        item->setToolTip(0, q.text);
        for (const QString &line : queries::describeAccess(q, m_access.back())) {
            auto *child = new QTreeWidgetItem(item);
            child->setText(0, line);
            child->setFirstColumnSpanned(true);
        }
    }
    m_list->expandAll();
    const Diagnostic *firstError = nullptr;
    for (const Diagnostic &d : diagnostics)
        if (d.isError() && !firstError)
            firstError = &d;
    if (firstError) {
        m_editor->setError(*firstError);
        m_status->setText(tr("Line %1, column %2: %3").arg(firstError->line).arg(firstError->column).arg(firstError->message));
    } else {
        m_editor->clearError();
        m_status->setText(m_queries.empty() ? QString() : tr("%n query(s)", nullptr, int(m_queries.size())));
    }
    if (selected >= 0 && selected < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(selected));
    else if (selected >= 0)
        Q_EMIT querySelected(-1);
}

} // namespace ssd
