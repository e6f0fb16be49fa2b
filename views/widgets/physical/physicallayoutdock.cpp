#include "physicallayoutdock.h"

#include "commands.h"
#include "document.h"
#include "layoutpainter.h"
#include "physical/sampleedits.h"
#include "physical/storagelayout.h"
#include "namechoice.h"
#include "physicallayoutview.h"
#include "readpathpanel.h"
#include "retranslator.h"
#include "samplerowdialog.h"

#include <QComboBox>
#include <algorithm>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace ssd {

namespace {

QSpinBox *spinBox(int min, int max, int value, const QString &name)
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setObjectName(name);
    return box;
}

QScrollArea *scrolled(QWidget *content)
{
    auto *area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(false);
    area->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return area;
}

} // namespace

PhysicalLayoutDock::PhysicalLayoutDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_rows(spinBox(1, 200, 4, QStringLiteral("layoutRows")))
    , m_seed(spinBox(0, 1000000, 1, QStringLiteral("layoutSeed")))
    , m_splits(spinBox(1, 64, 3, QStringLiteral("layoutSplits")))
    , m_servers(spinBox(0, 64, 2, QStringLiteral("layoutServers")))
    , m_compare(new QComboBox)
    , m_summary(new QLabel)
    , m_legend(new QLabel)
    , m_rowSource(new QLabel)
    , m_readPath(new ReadPathPanel(document))
    , m_addRow(new QPushButton)
    , m_editRow(new QPushButton)
    , m_deleteRow(new QPushButton)
    , m_generateRows(new QPushButton)
    , m_view(new PhysicalLayoutView)
    , m_compareView(new PhysicalLayoutView)
{
    setObjectName(QStringLiteral("physicalLayoutDock"));
    m_compare->setObjectName(QStringLiteral("layoutCompare"));
    m_view->setObjectName(QStringLiteral("layoutView"));
    m_compareView->setObjectName(QStringLiteral("layoutCompareView"));

    auto *controls = new QFormLayout;
    auto *numbers = new QHBoxLayout;
    auto *rowsLabel = new QLabel, *seedLabel = new QLabel, *splitsLabel = new QLabel, *serversLabel = new QLabel;
    numbers->addWidget(rowsLabel);
    numbers->addWidget(m_rows);
    numbers->addWidget(seedLabel);
    numbers->addWidget(m_seed);
    numbers->addWidget(splitsLabel);
    numbers->addWidget(m_splits);
    numbers->addWidget(serversLabel);
    numbers->addWidget(m_servers);
    numbers->addStretch();
    controls->addRow(numbers);
    auto *compareLabel = new QLabel;
    controls->addRow(compareLabel, m_compare);
    controls->addRow(m_readPath);
    m_addRow->setObjectName(QStringLiteral("layoutAddRow"));
    m_editRow->setObjectName(QStringLiteral("layoutEditRow"));
    m_deleteRow->setObjectName(QStringLiteral("layoutDeleteRow"));
    m_generateRows->setObjectName(QStringLiteral("layoutGenerateRows"));
    m_rowSource->setObjectName(QStringLiteral("layoutRowSource"));
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_rowSource);
    rowButtons->addStretch();
    for (QPushButton *button : {m_addRow, m_editRow, m_deleteRow, m_generateRows})
        rowButtons->addWidget(button);
    controls->addRow(rowButtons);
    // One legend for both pictures: a table has the same colour on either side.
    m_legend->setObjectName(QStringLiteral("layoutLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    controls->addRow(m_legend);

    auto *splitter = new QSplitter(Qt::Horizontal);
    m_scroll = scrolled(m_view);
    splitter->addWidget(m_scroll);
    m_compareArea = scrolled(m_compareView);
    splitter->addWidget(m_compareArea);
    m_compareArea->hide();

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    setWidget(content);

    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &PhysicalLayoutDock::refreshNow);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && std::exchange(m_staleWhileHidden, false))
            scheduleRefresh();
    });
    for (QSpinBox *box : {m_rows, m_seed, m_splits, m_servers})
        connect(box, &QSpinBox::valueChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_compare, &QComboBox::currentIndexChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::schemaChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::documentReset, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::sampleDataChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::queriesChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_readPath, &ReadPathPanel::currentQueryChanged, this, [this](const QString &name) {
        scheduleRefresh();
        Q_EMIT currentQueryChanged(name);
    });
    connect(m_view, &PhysicalLayoutView::entryClicked, this, [this](int entry) { onEntryClicked(m_view, entry); });
    connect(m_view, &PhysicalLayoutView::entryDoubleClicked, this, &PhysicalLayoutDock::openEditRowDialog);
    connect(m_addRow, &QPushButton::clicked, this, [this] { openAddRowDialog(m_view->currentEntry()); });
    connect(m_editRow, &QPushButton::clicked, this, [this] { openEditRowDialog(m_view->currentEntry()); });
    connect(m_deleteRow, &QPushButton::clicked, this, [this] { deleteRow(m_view->currentEntry()); });
    connect(m_generateRows, &QPushButton::clicked, this, &PhysicalLayoutDock::useGeneratedRows);
    connect(m_compareView, &PhysicalLayoutView::entryClicked, this, [this](int entry) { onEntryClicked(m_compareView, entry); });
    (new Retranslator(this))->add([=, this] {
        setWindowTitle(tr("Physical Layout"));
        m_rows->setToolTip(tr("Sample rows generated for every table"));
        m_seed->setToolTip(tr("Seed of the sample rows: the same seed gives the same rows"));
        m_splits->setToolTip(tr("Number of splits the rows are cut into"));
        m_servers->setToolTip(tr("Servers the splits are spread over (0: one per split)"));
        m_servers->setSpecialValueText(tr("one per split"));
        m_compare->setToolTip(tr("Show the layout as it would be if this table were not interleaved"));
        if (m_compare->count() > 0)
            m_compare->setItemText(0, tr("(no comparison)"));
        rowsLabel->setText(tr("Rows"));
        seedLabel->setText(tr("Seed"));
        splitsLabel->setText(tr("Splits"));
        serversLabel->setText(tr("Servers"));
        compareLabel->setText(tr("What if not interleaved:"));
        m_addRow->setText(tr("Add Row..."));
        m_addRow->setToolTip(tr("Add a row by typing its key values"));
        m_editRow->setText(tr("Edit Row..."));
        m_editRow->setToolTip(tr("Change the key values of the picked row (double-clicking a row does the same)"));
        m_deleteRow->setText(tr("Delete Row"));
        m_deleteRow->setToolTip(tr("Delete the picked row and the rows interleaved under it"));
        m_generateRows->setText(tr("Generate Rows"));
        m_generateRows->setToolTip(tr("Discard the entered rows and show rows generated from the seed"));
        scheduleRefresh(); // the captions and the summary
    });
    refreshNow();
}

void PhysicalLayoutDock::scheduleRefresh()
{
    // A hidden dock (the default) does no work: the storage layout of a 5,000-table schema
    // costs seconds. It catches up when it is shown.
    if (!isVisible()) {
        m_staleWhileHidden = true;
        return;
    }
    m_timer.start();
}

void PhysicalLayoutDock::setRowsPerTable(int rows) { m_rows->setValue(rows); }
void PhysicalLayoutDock::setSeed(int seed) { m_seed->setValue(seed); }
void PhysicalLayoutDock::setSplitCount(int splits) { m_splits->setValue(splits); }
void PhysicalLayoutDock::setServers(int servers) { m_servers->setValue(servers); }

bool PhysicalLayoutDock::setCurrentQuery(const QString &name)
{
    if (name == currentQuery())
        return true;
    return m_readPath->setCurrentQuery(name);
}

QString PhysicalLayoutDock::currentQuery() const { return m_readPath->currentQuery(); }

QString PhysicalLayoutDock::comparisonTable() const { return m_compare->currentData().toString(); }

bool PhysicalLayoutDock::setComparisonTable(const QString &table)
{
    updateComparisonChoices();
    return namechoice::select(m_compare, table);
}

void PhysicalLayoutDock::updateComparisonChoices()
{
    // Only interleaved tables can be compared; the current choice stays when it still exists.
    QStringList names;
    for (const Table &t : m_document->schema().tables)
        if (t.interleave)
            names << t.name;
    namechoice::setNames(m_compare, tr("(no comparison)"), names);
}

QStringList PhysicalLayoutDock::labels() const
{
    QStringList result;
    for (const LayoutEntry &e : m_view->storageLayout().entries)
        result << e.label;
    return result;
}

SampleData PhysicalLayoutDock::shownRows() const
{
    if (showsEnteredRows())
        return m_document->sampleData();
    SampleOptions options;
    options.rowsPerTable = m_rows->value();
    options.seed = quint64(m_seed->value());
    return generateSampleRows(m_document->schema(), options);
}

bool PhysicalLayoutDock::showsEnteredRows() const { return !m_document->sampleData().rows.empty(); }

void PhysicalLayoutDock::refreshNow()
{
    m_timer.stop();
    updateComparisonChoices();
    const Schema &schema = m_document->schema();
    QStringList tableOrder;
    for (const Table &t : schema.tables)
        tableOrder << t.name;
    const int current = m_view->currentEntry();
    const int currentRow = sourceRowOf(current);
    m_shown = shownRows();
    Diagnostics diagnostics;
    if (!showsEnteredRows()) {
        // The generator reports what it could not lay out (tables without a usable key).
        SampleOptions options;
        options.rowsPerTable = m_rows->value();
        options.seed = quint64(m_seed->value());
        generateSampleRows(schema, options, &diagnostics);
        diagnostics.clear(); // the layout below repeats the key-space problems
    }
    StorageLayout layout = buildStorageLayout(schema, m_shown);
    SplitAssignment splits = assignSplits(layout, m_splits->value(), m_servers->value());
    const int entries = int(layout.entries.size());
    const int trees = layout.rowTreeCount;
    const int splitCount = int(splits.splits.size());
    diagnostics.insert(diagnostics.end(), layout.diagnostics.begin(), layout.diagnostics.end());
    m_view->setLayoutData(std::move(layout), std::move(splits), tr("Storage order"), tableOrder);
    // Keep the picked row picked across refreshes (it moves when keys change).
    for (int i = 0; currentRow >= 0 && i < entries; ++i)
        if (m_view->storageLayout().entries[size_t(i)].sourceRow == currentRow && !m_view->storageLayout().entries[size_t(i)].isIndex)
            m_view->setCurrentEntry(i);
    // The chosen query's read path over these rows, scrolled into view.
    const queries::ReadPath path = m_readPath->trace(schema, m_shown, m_view->storageLayout(), m_view->splits());
    const std::vector<int> order = path.readOrder(entries);
    m_view->setReadPath(path.steps.empty() ? std::vector<int>{} : order, path.splits);
    for (const queries::ReadStep &step : path.steps) {
        if (!step.entries.empty()) {
            // Once the scroll area has taken the strip's new size.
            QTimer::singleShot(0, this, [this, entry = step.entries.front()] {
                const QRect first = m_view->entryRect(entry);
                m_scroll->ensureVisible(first.center().x(), first.center().y(), 20, 60);
            });
            break;
        }
    }

    const QString compare = comparisonTable();
    if (!compare.isEmpty() && schema.findTable(compare)) {
        // The same rows in the schema without that interleave: only the order changes.
        const Schema flat = withoutInterleaving(schema, compare);
        StorageLayout other = buildStorageLayout(flat, m_shown);
        SplitAssignment otherSplits = assignSplits(other, m_splits->value(), m_servers->value());
        m_compareView->setLayoutData(std::move(other), std::move(otherSplits), tr("If %1 were not interleaved").arg(compare), tableOrder);
        m_compareArea->show();
    } else {
        m_compareArea->hide();
    }
    QString summary = tr("%1 rows and index entries in %2 row trees, %3 splits.").arg(entries).arg(trees).arg(splitCount);
    if (showsEnteredRows()) {
        // Entered rows keep their values by column position: a column added to or removed from
        // their table since leaves them out of step (shown with NULLs where values are missing).
        int stale = 0;
        for (const SampleRow &row : m_shown.rows)
            if (const Table *table = schema.findTable(row.table); table && row.values.size() != table->columns.size())
                ++stale;
        if (stale > 0)
            summary += QLatin1Char('\n') + tr("%n entered row(s) no longer match their table's columns: edit them or use Generate Rows.", nullptr, stale);
    }
    for (const Diagnostic &d : diagnostics)
        summary += QLatin1Char('\n') + d.message;
    m_summary->setText(summary);
    updateLegend();
    updateRowButtons();
    setSelectedTables(m_selected);
}

void PhysicalLayoutDock::updateLegend()
{
    QStringList items;
    const auto &tables = m_document->schema().tables;
    for (int i = 0; i < int(tables.size()); ++i) {
        const QColor color = LayoutPainter::tableColor(i);
        items << QStringLiteral("<span style=\"background-color:%1; border:1px solid %2\">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%3")
                     .arg(color.lighter(165).name(), color.darker(120).name(), tables[size_t(i)].name.toHtmlEscaped());
    }
    m_legend->setText(items.isEmpty() ? QString() : tr("Colours: %1").arg(items.join(QStringLiteral(" &nbsp; "))));
}

void PhysicalLayoutDock::updateRowButtons()
{
    const int picked = sourceRowOf(m_view->currentEntry());
    const bool entered = showsEnteredRows();
    m_rows->setEnabled(!entered);
    m_seed->setEnabled(!entered);
    m_rowSource->setText(entered ? tr("%n entered row(s)", nullptr, int(m_document->sampleData().rows.size()))
                                 : tr("Rows generated from the seed"));
    m_addRow->setEnabled(!m_document->schema().tables.empty());
    m_editRow->setEnabled(picked >= 0);
    m_deleteRow->setEnabled(picked >= 0);
    m_generateRows->setEnabled(entered);
}

int PhysicalLayoutDock::sourceRowOf(int entry) const
{
    const auto &entries = m_view->storageLayout().entries;
    if (entry < 0 || entry >= int(entries.size()))
        return -1;
    const int row = entries[size_t(entry)].sourceRow;
    return row >= 0 && row < int(m_shown.rows.size()) ? row : -1;
}

QString PhysicalLayoutDock::pushRows(const QString &text, SampleData rows)
{
    m_document->undoStack()->push(new SampleDataCommand(m_document, text, std::move(rows)));
    refreshNow();
    return {};
}

QString PhysicalLayoutDock::addRow(const SampleRow &row)
{
    const SampleEditResult result = addSampleRow(m_document->schema(), shownRows(), row);
    if (!result.ok())
        return result.error;
    const Table *table = m_document->names().table(row.table);
    const KeySpace space = KeySpace::build(m_document->schema(), nullptr, &m_document->names());
    const KeyObject *object = space.object(row.table);
    const QString label = object ? rowLabel(table->name, space.tableKeyFromRow(*object, row.values)) : row.table;
    pushRows(tr("Add row %1").arg(label), result.after);
    return {};
}

QString PhysicalLayoutDock::replaceRow(int entry, const SampleRow &row)
{
    const int source = sourceRowOf(entry);
    if (source < 0)
        return tr("Pick a row first.");
    const QString label = m_view->storageLayout().entries[size_t(entry)].label;
    const SampleEditResult result = replaceSampleRow(m_document->schema(), m_shown, source, row);
    if (!result.ok())
        return result.error;
    if (result.after == m_shown && showsEnteredRows())
        return {};
    pushRows(result.affectedChildren ? tr("Edit row %1 and %n row(s) below it", nullptr, result.affectedChildren).arg(label)
                                     : tr("Edit row %1").arg(label),
             result.after);
    return {};
}

QString PhysicalLayoutDock::deleteRow(int entry)
{
    const int source = sourceRowOf(entry);
    if (source < 0)
        return tr("Pick a row first.");
    const QString label = m_view->storageLayout().entries[size_t(entry)].label;
    const SampleEditResult result = removeSampleRow(m_document->schema(), m_shown, source);
    if (!result.ok())
        return result.error;
    if (result.after.rows.empty()) {
        // No rows at all would read as "generate rows": keep the choice explicit instead.
        return tr("The last row cannot be deleted; use Generate Rows to start over.");
    }
    pushRows(result.affectedChildren ? tr("Delete row %1 and %n row(s) below it", nullptr, result.affectedChildren).arg(label)
                                     : tr("Delete row %1").arg(label),
             result.after);
    return {};
}

void PhysicalLayoutDock::useGeneratedRows()
{
    if (!showsEnteredRows())
        return;
    pushRows(tr("Generate rows"), SampleData());
}

void PhysicalLayoutDock::openAddRowDialog(int entry)
{
    const int source = sourceRowOf(entry);
    SampleRow initial;
    if (source >= 0) {
        initial = m_shown.rows[size_t(source)];
        // A new row of the picked row's first child table, if any: the usual next step
        // (a singer picked, add an album).
        for (const Table &t : m_document->schema().tables)
            if (t.interleave && t.interleave->parent == initial.table) {
                initial.table = t.name;
                break;
            }
    } else if (!m_document->schema().tables.empty()) {
        initial.table = m_document->schema().tables.front().name;
    }
    // Values of same-named columns come from the picked row (its table's columns).
    SampleRow suggestion = source >= 0 ? m_shown.rows[size_t(source)] : SampleRow();
    const SampleData rows = m_shown;
    SampleRowDialog dialog(m_document->schema(), rows, suggestion, -1, this);
    if (QComboBox *table = dialog.findChild<QComboBox *>(QStringLiteral("rowTable")))
        table->setCurrentIndex(std::max(0, table->findText(initial.table)));
    if (dialog.exec() == QDialog::Accepted)
        if (const QString error = addRow(dialog.row()); !error.isEmpty())
            m_summary->setText(error);
}

void PhysicalLayoutDock::openEditRowDialog(int entry)
{
    const int source = sourceRowOf(entry);
    if (source < 0)
        return;
    m_view->setCurrentEntry(entry);
    const SampleData rows = m_shown;
    SampleRowDialog dialog(m_document->schema(), rows, rows.rows[size_t(source)], source, this);
    if (dialog.exec() == QDialog::Accepted)
        if (const QString error = replaceRow(entry, dialog.row()); !error.isEmpty())
            m_summary->setText(error);
}

void PhysicalLayoutDock::setSelectedTables(const QList<ObjectId> &ids)
{
    m_selected = ids;
    QSet<QString> names;
    for (const Table &t : m_document->schema().tables)
        if (ids.contains(t.id))
            names.insert(t.name);
    m_view->setHighlightedTables(names);
    m_compareView->setHighlightedTables(names);
    // Bring the first row of the selection into view (the blocks are alphabetical, so a
    // selected table's rows may be far down the strip).
    const auto &entries = m_view->storageLayout().entries;
    for (int i = 0; i < int(entries.size()); ++i) {
        if (names.contains(entries[size_t(i)].table)) {
            const QRect rect = m_view->entryRect(i);
            m_scroll->ensureVisible(rect.left(), rect.center().y(), 20, m_scroll->viewport()->height() / 3);
            break;
        }
    }
}

void PhysicalLayoutDock::onEntryClicked(PhysicalLayoutView *view, int entry)
{
    const auto &entries = view->storageLayout().entries;
    if (entry < 0 || entry >= int(entries.size()))
        return;
    if (view == m_view)
        updateRowButtons();
    if (const Table *table = m_document->schema().findTable(entries[size_t(entry)].table)) {
        setSelectedTables({table->id});
        Q_EMIT tableActivated(table->id);
    }
}

} // namespace ssd
