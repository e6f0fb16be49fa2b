#include "checklistdock.h"

#include "commands.h"
#include "document.h"
#include "retranslator.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>
#include <optional>

namespace ssd {

namespace {
enum { RuleColumn, ObjectColumn, MessageColumn };
constexpr int kGroupRole = Qt::UserRole + 1;

size_t qHash(const ChecklistDock::FindingKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.ruleId, int(key.severity), int(key.kind), key.table, key.name, key.hasFixes);
}

// The same finding: the item's key and the message.
bool sameFinding(const Finding &a, const Finding &b)
{
    return ChecklistDock::FindingKey(a) == ChecklistDock::FindingKey(b) && a.message() == b.message();
}

// A finding's row. Its message is formatted when the view asks for it, for the rows on screen:
// formatting every finding's message after every edit cost about a third of the lint's worker
// time (5,000 findings at 5,000 tables). A row kept for a later run's finding is pointed at it
// and forgets the message it had.
class FindingItem : public QTreeWidgetItem
{
public:
    explicit FindingItem(const Finding *finding)
        : QTreeWidgetItem({finding->ruleId, finding->subject.displayName(), QString()})
        , m_finding(finding)
    {
    }

    void setFinding(const Finding *finding)
    {
        m_finding = finding;
        m_message.reset();
    }

    QVariant data(int column, int role) const override
    {
        if (column == MessageColumn && (role == Qt::DisplayRole || role == Qt::EditRole)) {
            if (!m_message)
                m_message = m_finding->message();
            return *m_message;
        }
        return QTreeWidgetItem::data(column, role);
    }

private:
    const Finding *m_finding;
    mutable std::optional<QString> m_message;
};

// A key in a hash without copying it.
template<typename Key>
struct KeyRef
{
    const Key *key;
    friend bool operator==(KeyRef a, KeyRef b) { return *a.key == *b.key; }
    friend size_t qHash(KeyRef k, size_t seed = 0) { return qHash(*k.key, seed); }
};

// Makes `parent`'s children the items of `wanted`, in that order; `current` are the keys of its
// children now, in order. A child whose key is still wanted stays where it is relative to the
// others (keep(child, j)), the others are deleted and make(j) creates the missing ones. Equal keys
// pair up in order; a key that moved is removed and made again (findings keep their order, so
// that is rare).
template<typename Key, typename Make, typename Keep>
void syncChildren(QTreeWidgetItem *parent, const std::vector<const Key *> &current,
                  const std::vector<const Key *> &wanted, Make make, Keep keep)
{
    // Most edits change a few findings somewhere in the middle: the common ends need no hashing.
    size_t head = 0;
    while (head < current.size() && head < wanted.size() && *current[head] == *wanted[head]) {
        keep(parent->child(int(head)), head);
        ++head;
    }
    size_t tail = 0;
    while (tail < current.size() - head && tail < wanted.size() - head
           && *current[current.size() - 1 - tail] == *wanted[wanted.size() - 1 - tail]) {
        keep(parent->child(int(current.size() - 1 - tail)), wanted.size() - 1 - tail);
        ++tail;
    }
    const size_t currentEnd = current.size() - tail, wantedEnd = wanted.size() - tail;
    QHash<KeyRef<Key>, int> currentLeft, wantedLeft; // how many of each key are still to come
    for (size_t i = head; i < currentEnd; ++i)
        ++currentLeft[{current[i]}];
    for (size_t j = head; j < wantedEnd; ++j)
        ++wantedLeft[{wanted[j]}];

    // New items are inserted in runs (one model notification per run, not per item).
    int position = int(head); // of the next current child
    QList<QTreeWidgetItem *> pending;
    auto flush = [&] {
        if (pending.isEmpty())
            return;
        parent->insertChildren(position, pending);
        position += int(pending.size());
        pending.clear();
    };
    size_t i = head, j = head;
    while (i < currentEnd || j < wantedEnd) {
        if (i < currentEnd && j < wantedEnd && *current[i] == *wanted[j]) {
            flush();
            keep(parent->child(position), j);
            --currentLeft[{current[i]}];
            --wantedLeft[{wanted[j]}];
            ++position;
            ++i;
            ++j;
        } else if (j < wantedEnd && (i == currentEnd || currentLeft.value({wanted[j]}) == 0)) {
            pending.append(make(j));
            --wantedLeft[{wanted[j]}];
            ++j;
        } else { // current[i] is not wanted any more, or only further on
            flush();
            delete parent->takeChild(position);
            --currentLeft[{current[i]}];
            ++i;
        }
    }
    flush();
}
} // namespace

ChecklistDock::FindingKey::FindingKey(const Finding &f)
    : ruleId(f.ruleId)
    , severity(f.severity)
    , kind(f.subject.kind)
    , table(f.subject.table)
    , name(f.subject.name)
    , hasFixes(!f.fixes.empty())
{
}

QColor ChecklistDock::severityColor(CheckSeverity severity)
{
    switch (severity) {
    case CheckSeverity::Error: return QColor(0xc6, 0x28, 0x28);
    case CheckSeverity::Warning: return QColor(0xe0, 0x8a, 0x00);
    case CheckSeverity::Info: return QColor(0x1e, 0x88, 0xe5);
    }
    return {};
}

ChecklistDock::ChecklistDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_grouping(new QComboBox(this))
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_memo(std::make_shared<ChecklistMemo>())
    // The worker reads the document's snapshot of the schema (shared, never changed under it) and
    // its own copy of the settings, a value built from the document now.
    , m_run([this] {
                return [memo = m_memo, schema = m_document->snapshot(), revision = m_document->revision(),
                        settings = m_document->projectSettings()] { return lint(*memo, *schema, revision, settings); };
            },
            [this](Run run) { show(std::move(run)); })
{
    setObjectName(QStringLiteral("checklistDock"));
    m_grouping->addItems({QString(), QString()});
    m_tree->setObjectName(QStringLiteral("findings"));
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    // Fixed starting widths: ResizeToContents would measure every row on each refresh, which
    // costs seconds with thousands of findings.
    m_tree->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_tree->setColumnWidth(RuleColumn, 230);
    m_tree->setColumnWidth(ObjectColumn, 220);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_grouping);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_summary);
    setWidget(body);

    // The memo hears of every change before a run of it can start (runs start on a later pass).
    connect(document, &Document::schemaChanged, this, [this](const SchemaChange &change) {
        m_memo->recordChange(m_document->revision(), change);
        scheduleRun();
    });
    connect(document, &Document::queriesChanged, this, &ChecklistDock::scheduleRun); // index-access-pattern reads them
    connect(document, &Document::designSettingsChanged, this, [this](const DesignSettingsChange &change) {
        if (change.checklist) // not for a note
            scheduleRun();
    });
    connect(m_grouping, &QComboBox::currentIndexChanged, this, &ChecklistDock::rebuild);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const int index = findingIndexOf(item);
        if (index < 0)
            return;
        const Finding &finding = m_findings[size_t(index)];
        if (const ObjectId table = tableOf(finding))
            Q_EMIT tableActivated(table);
        if (finding.inQueries && finding.line > 0)
            Q_EMIT queryActivated(finding.line, finding.column);
    });
    connect(m_tree, &QWidget::customContextMenuRequested, this, &ChecklistDock::showContextMenu);
    // The findings carry their texts, so a language switch runs the checklist again (and the
    // tree is rebuilt: tooltips and group titles are not part of the findings' keys).
    (new Retranslator(this))->add([this] {
        setWindowTitle(tr("Checklist"));
        m_grouping->setItemText(0, tr("Group by severity"));
        m_grouping->setItemText(1, tr("Group by object"));
        m_tree->setHeaderLabels({tr("Rule"), tr("Object"), tr("Message")});
        m_rebuildOnShow = true;
        m_memo->forget(); // the findings kept hold text in the old language
        scheduleRun();
    });
}

ChecklistDock::~ChecklistDock() = default;

QString ChecklistDock::severityTitle(CheckSeverity severity)
{
    switch (severity) {
    case CheckSeverity::Error: return tr("Errors");
    case CheckSeverity::Warning: return tr("Warnings");
    case CheckSeverity::Info: return tr("Notes");
    }
    return {};
}

ObjectId ChecklistDock::tableOf(const Finding &finding) const
{
    const QString name = finding.subject.kind == CheckSubject::Kind::Table ? finding.subject.name : finding.subject.table;
    const Table *table = name.isEmpty() ? nullptr : m_document->schema().findTable(name);
    return table ? table->id : 0;
}

int ChecklistDock::findingIndexOf(const QTreeWidgetItem *item) const
{
    return m_indexOfItem.value(item, -1);
}

ChecklistDock::Run ChecklistDock::lint(ChecklistMemo &memo, const Schema &schema, quint64 revision,
                                       const ProjectSettings &settings)
{
    QElapsedTimer clock;
    clock.start();
    Run run;
    const SchemaIndex names(schema);
    ChecklistOptions options;
    options.names = &names;
    run.findings = memo.run(schema, revision, settings, options);
    run.microseconds = clock.nsecsElapsed() / 1000;
    run.keys.reserve(run.findings.size());
    QHash<ObjectId, CheckSeverity> worst;
    for (const Finding &f : run.findings) {
        run.keys.emplace_back(f);
        const QString tableName = f.subject.kind == CheckSubject::Kind::Table ? f.subject.name : f.subject.table;
        const Table *table = tableName.isEmpty() ? nullptr : names.table(tableName);
        if (!table)
            continue;
        auto &entry = run.perTable[table->id];
        ++entry.first;
        if (!worst.contains(table->id) || f.severity > worst.value(table->id)) {
            worst.insert(table->id, f.severity);
            entry.second = severityColor(f.severity);
        }
    }
    return run;
}

void ChecklistDock::scheduleRun()
{
    m_run.request(); // edits in one burst are checked once, on the next event-loop pass
}

void ChecklistDock::refreshNow()
{
    m_run.runNow();
}

void ChecklistDock::show(Run run)
{
    m_findings = std::move(run.findings);
    m_lastRunMicroseconds = run.microseconds;
    if (std::exchange(m_rebuildOnShow, false))
        clearTree();
    populate(std::move(run.keys));
    if (run.perTable != m_perTable) {
        m_perTable = std::move(run.perTable);
        Q_EMIT findingsPerTable(m_perTable);
    }
}

void ChecklistDock::clearTree()
{
    m_tree->clear();
    m_items.clear();
    m_indexOfItem.clear();
    m_keys.clear();
    m_groupOfFinding.clear();
}

void ChecklistDock::rebuild()
{
    std::vector<FindingKey> keys = m_keys;
    clearTree();
    populate(std::move(keys));
}

QTreeWidgetItem *ChecklistDock::newFindingItem(int index) const
{
    const Finding &f = m_findings[size_t(index)];
    auto *item = new FindingItem(&f);
    item->setForeground(RuleColumn, severityColor(f.severity));
    QString tip = f.explanation;
    if (!f.fixes.empty())
        tip += tr("\n\nQuick fix available (right-click).");
    for (int c = 0; c < 3; ++c)
        item->setToolTip(c, tip);
    return item;
}

void ChecklistDock::populate(std::vector<FindingKey> keys)
{
    const bool bySeverity = m_grouping->currentIndex() == 0;
    const bool firstFill = m_tree->topLevelItemCount() == 0;
    const size_t count = m_findings.size();

    // The groups wanted: by severity worst first, by object in the order of the findings.
    std::vector<QString> groupOf(count);
    std::vector<QString> groupOrder;
    QHash<QString, std::vector<int>> wantedMembers;
    for (size_t i = 0; i < count; ++i) {
        const Finding &f = m_findings[i];
        groupOf[i] = bySeverity ? checkSeverityName(f.severity) : f.subject.displayName();
        std::vector<int> &members = wantedMembers[groupOf[i]];
        if (members.empty() && !bySeverity)
            groupOrder.push_back(groupOf[i]);
        members.push_back(int(i));
    }
    if (bySeverity)
        for (CheckSeverity s : {CheckSeverity::Error, CheckSeverity::Warning, CheckSeverity::Info})
            if (wantedMembers.contains(checkSeverityName(s)))
                groupOrder.push_back(checkSeverityName(s));

    // What the tree shows now (m_keys, m_items and m_groupOfFinding are still the old findings').
    QHash<QString, std::vector<int>> currentMembers;
    for (size_t k = 0; k < m_groupOfFinding.size(); ++k)
        currentMembers[m_groupOfFinding[k]].push_back(int(k));
    QTreeWidgetItem *root = m_tree->invisibleRootItem();
    std::vector<QString> currentGroups(size_t(root->childCount()));
    for (int t = 0; t < root->childCount(); ++t)
        currentGroups[size_t(t)] = root->child(t)->data(0, kGroupRole).toString();

    m_tree->setUpdatesEnabled(false);
    auto pointers = [](const std::vector<QString> &strings) {
        std::vector<const QString *> result;
        result.reserve(strings.size());
        for (const QString &s : strings)
            result.push_back(&s);
        return result;
    };
    QHash<QString, QTreeWidgetItem *> groupItems;
    QSet<QString> keptGroups;
    syncChildren(
        root, pointers(currentGroups), pointers(groupOrder),
        [&](size_t j) {
            const QString &key = groupOrder[j];
            const Finding &first = m_findings[size_t(wantedMembers.value(key).front())];
            auto *item = new QTreeWidgetItem({bySeverity ? severityTitle(first.severity) : key});
            item->setForeground(0, bySeverity ? severityColor(first.severity) : palette().text().color());
            item->setData(0, kGroupRole, key);
            groupItems.insert(key, item);
            return item;
        },
        [&](QTreeWidgetItem *item, size_t j) {
            groupItems.insert(groupOrder[j], item);
            keptGroups.insert(groupOrder[j]);
        });

    std::vector<QTreeWidgetItem *> items(count, nullptr);
    for (const QString &group : groupOrder) {
        QTreeWidgetItem *parent = groupItems.value(group);
        const std::vector<int> &wanted = wantedMembers[group];
        std::vector<const FindingKey *> currentKeys, wantedKeys;
        if (keptGroups.contains(group)) // a new group item has no children yet
            for (int k : currentMembers.value(group))
                currentKeys.push_back(&m_keys[size_t(k)]);
        for (int i : wanted)
            wantedKeys.push_back(&keys[size_t(i)]);
        syncChildren(
            parent, currentKeys, wantedKeys, [&](size_t j) { return items[size_t(wanted[j])] = newFindingItem(wanted[j]); },
            [&](QTreeWidgetItem *item, size_t j) {
                static_cast<FindingItem *>(item)->setFinding(&m_findings[size_t(wanted[j])]);
                items[size_t(wanted[j])] = item;
            });
        if (!keptGroups.contains(group)) {
            parent->setFirstColumnSpanned(true);
            // Expanded for normal schemas; with thousands of findings only the first group at first.
            parent->setExpanded(count <= 500 || (firstFill && group == groupOrder.front()));
        }
    }
    m_tree->setUpdatesEnabled(true);
    m_tree->viewport()->update(); // kept rows may show another message now

    m_items = std::move(items);
    m_keys = std::move(keys);
    m_groupOfFinding = std::move(groupOf);
    m_indexOfItem.clear();
    m_indexOfItem.reserve(qsizetype(count));
    for (size_t i = 0; i < count; ++i)
        m_indexOfItem.insert(m_items[i], int(i));

    int counts[3] = {0, 0, 0};
    for (const Finding &f : m_findings)
        ++counts[int(f.severity)];
    // Zero has its own words: "0 erro" would be what Portuguese plural rules give for %n = 0.
    const int errors = counts[int(CheckSeverity::Error)], warnings = counts[int(CheckSeverity::Warning)],
              notes = counts[int(CheckSeverity::Info)];
    m_summary->setText(tr("%1, %2, %3 (checked in %4 ms)")
                           .arg(errors ? tr("%n error(s)", nullptr, errors) : tr("no errors"),
                                warnings ? tr("%n warning(s)", nullptr, warnings) : tr("no warnings"),
                                notes ? tr("%n note(s)", nullptr, notes) : tr("no notes"),
                                QLocale().toString(double(m_lastRunMicroseconds) / 1000.0, 'f', 1)));
}

bool ChecklistDock::applyFix(int findingIndex, int fixIndex)
{
    if (findingIndex < 0 || size_t(findingIndex) >= m_findings.size())
        return false;
    const Finding &finding = m_findings[size_t(findingIndex)];
    if (fixIndex < 0 || size_t(fixIndex) >= finding.fixes.size())
        return false;
    QuickFix fix = finding.fixes[size_t(fixIndex)];
    if (isRefreshPending()) {
        // The finding shown is of an earlier schema: a fix can still transform the current one
        // (it finds its objects by name) where its reason is gone, e.g. drop an index that is no
        // longer redundant. So it applies only if the current schema still has the finding.
        bool found = false;
        for (const Finding &now : runRule(m_document->schema(), finding.ruleId, m_document->projectSettings()))
            if (size_t(fixIndex) < now.fixes.size() && now.fixes[size_t(fixIndex)].id == fix.id && sameFinding(now, finding)) {
                fix = now.fixes[size_t(fixIndex)];
                found = true;
                break;
            }
        if (!found) {
            Q_EMIT statusMessage(tr("The fix no longer applies."));
            return false;
        }
    }
    const EditResult result = pushSchemaEdit(m_document, fix.title(), [&fix](Schema &s, ObjectId &) {
        return fix.applyTo(s) ? QString() : tr("The fix no longer applies.");
    });
    if (!result.ok())
        Q_EMIT statusMessage(result.error);
    return result.ok();
}

void ChecklistDock::showContextMenu(const QPoint &pos)
{
    const int index = findingIndexOf(m_tree->itemAt(pos));
    if (index < 0)
        return;
    const Finding &finding = m_findings[size_t(index)];
    QMenu menu(this);
    for (size_t i = 0; i < finding.fixes.size(); ++i)
        menu.addAction(finding.fixes[i].title(), this, [this, index, i] { applyFix(index, int(i)); });
    if (const ObjectId table = tableOf(finding))
        menu.addAction(tr("Show in diagram"), this, [this, table] { Q_EMIT tableActivated(table); });
    if (finding.inQueries && finding.line > 0)
        menu.addAction(tr("Show the query"), this, [this, line = finding.line, column = finding.column] {
            Q_EMIT queryActivated(line, column);
        });
    if (!menu.isEmpty())
        menu.exec(m_tree->viewport()->mapToGlobal(pos));
}

} // namespace ssd
