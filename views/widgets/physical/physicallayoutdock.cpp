#include "physicallayoutdock.h"

#include "document.h"
#include "physical/samplerows.h"
#include "physical/storagelayout.h"
#include "physicallayoutview.h"
#include "retranslator.h"

#include <QComboBox>
#include <algorithm>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
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
    for (QSpinBox *box : {m_rows, m_seed, m_splits, m_servers})
        connect(box, &QSpinBox::valueChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_compare, &QComboBox::currentIndexChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::schemaChanged, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_document, &Document::documentReset, this, &PhysicalLayoutDock::scheduleRefresh);
    connect(m_view, &PhysicalLayoutView::entryClicked, this, [this](int entry) { onEntryClicked(m_view, entry); });
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
        scheduleRefresh(); // the captions and the summary
    });
    refreshNow();
}

void PhysicalLayoutDock::scheduleRefresh() { m_timer.start(); }

void PhysicalLayoutDock::setRowsPerTable(int rows) { m_rows->setValue(rows); }
void PhysicalLayoutDock::setSeed(int seed) { m_seed->setValue(seed); }
void PhysicalLayoutDock::setSplitCount(int splits) { m_splits->setValue(splits); }
void PhysicalLayoutDock::setServers(int servers) { m_servers->setValue(servers); }

QString PhysicalLayoutDock::comparisonTable() const { return m_compare->currentData().toString(); }

bool PhysicalLayoutDock::setComparisonTable(const QString &table)
{
    updateComparisonChoices();
    const int index = table.isEmpty() ? 0 : m_compare->findData(table);
    if (index < 0)
        return false;
    m_compare->setCurrentIndex(index);
    return true;
}

void PhysicalLayoutDock::updateComparisonChoices()
{
    // Only interleaved tables can be compared; keep the current choice when it still exists.
    const QString current = comparisonTable();
    QStringList names;
    for (const Table &t : m_document->schema().tables)
        if (t.interleave)
            names << t.name;
    QStringList present;
    for (int i = 1; i < m_compare->count(); ++i)
        present << m_compare->itemData(i).toString();
    if (present == names && m_compare->count() > 0)
        return;
    const QSignalBlocker block(m_compare);
    m_compare->clear();
    m_compare->addItem(tr("(no comparison)"), QString());
    for (const QString &name : names)
        m_compare->addItem(name, name);
    m_compare->setCurrentIndex(std::max(0, m_compare->findData(current)));
}

QStringList PhysicalLayoutDock::labels() const
{
    QStringList result;
    for (const LayoutEntry &e : m_view->storageLayout().entries)
        result << e.label;
    return result;
}

void PhysicalLayoutDock::refreshNow()
{
    m_timer.stop();
    updateComparisonChoices();
    const Schema &schema = m_document->schema();
    SampleOptions options;
    options.rowsPerTable = m_rows->value();
    options.seed = quint64(m_seed->value());
    Diagnostics diagnostics;
    const SampleData rows = generateSampleRows(schema, options, &diagnostics);
    StorageLayout layout = buildStorageLayout(schema, rows);
    SplitAssignment splits = assignSplits(layout, m_splits->value(), m_servers->value());
    const int entries = int(layout.entries.size());
    const int trees = layout.rowTreeCount;
    const int splitCount = int(splits.splits.size());
    diagnostics.insert(diagnostics.end(), layout.diagnostics.begin(), layout.diagnostics.end());
    m_view->setLayoutData(std::move(layout), std::move(splits), tr("Storage order"));

    const QString compare = comparisonTable();
    if (!compare.isEmpty() && schema.findTable(compare)) {
        // The same rows (same seed) in the schema without that interleave: only the order changes.
        const Schema flat = withoutInterleaving(schema, compare);
        StorageLayout other = buildStorageLayout(flat, generateSampleRows(flat, options));
        SplitAssignment otherSplits = assignSplits(other, m_splits->value(), m_servers->value());
        m_compareView->setLayoutData(std::move(other), std::move(otherSplits), tr("If %1 were not interleaved").arg(compare));
        m_compareArea->show();
    } else {
        m_compareArea->hide();
    }
    QString summary = tr("%1 rows and index entries in %2 row trees, %3 splits.").arg(entries).arg(trees).arg(splitCount);
    for (const Diagnostic &d : diagnostics)
        summary += QLatin1Char('\n') + d.message;
    m_summary->setText(summary);
    setSelectedTables(m_selected);
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
    if (const Table *table = m_document->schema().findTable(entries[size_t(entry)].table)) {
        setSelectedTables({table->id});
        Q_EMIT tableActivated(table->id);
    }
}

} // namespace ssd
