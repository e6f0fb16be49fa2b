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

namespace ssd {

namespace {
enum { RuleColumn, ObjectColumn, MessageColumn };
constexpr int kFindingRole = Qt::UserRole + 1;
} // namespace

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

    m_timer.setSingleShot(true);
    m_timer.setInterval(0); // next event-loop pass: edits in one burst are checked once
    connect(&m_timer, &QTimer::timeout, this, &ChecklistDock::refreshNow);
    connect(document, &Document::schemaChanged, this, [this] { m_timer.start(); });
    connect(m_grouping, &QComboBox::currentIndexChanged, this, &ChecklistDock::populate);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const QVariant index = item->data(0, kFindingRole);
        if (!index.isValid())
            return;
        const Finding &finding = m_findings[size_t(index.toInt())];
        if (const ObjectId table = tableOf(finding))
            Q_EMIT tableActivated(table);
        if (finding.inQueries && finding.line > 0)
            Q_EMIT queryActivated(finding.line, finding.column);
    });
    connect(m_tree, &QWidget::customContextMenuRequested, this, &ChecklistDock::showContextMenu);
    // The findings carry their texts, so a language switch runs the checklist again.
    (new Retranslator(this))->add([this] {
        setWindowTitle(tr("Checklist"));
        m_grouping->setItemText(0, tr("Group by severity"));
        m_grouping->setItemText(1, tr("Group by object"));
        m_tree->setHeaderLabels({tr("Rule"), tr("Object"), tr("Message")});
        m_timer.start();
    });
}

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

void ChecklistDock::setProjectSettings(const ProjectSettings &settings)
{
    m_settings = settings;
    m_timer.start(); // with the schema that comes with them (set before or after)
}

void ChecklistDock::refreshNow()
{
    m_timer.stop();
    QElapsedTimer clock;
    clock.start();
    ChecklistOptions options;
    options.names = &m_document->names();
    m_findings = runChecklist(m_document->schema(), m_settings, options);
    m_lastRunMicroseconds = clock.nsecsElapsed() / 1000;
    populate();
    QHash<ObjectId, QPair<int, QColor>> perTable;
    QHash<ObjectId, CheckSeverity> worst;
    for (const Finding &f : m_findings) {
        const ObjectId table = tableOf(f);
        if (!table)
            continue;
        auto &entry = perTable[table];
        ++entry.first;
        if (!worst.contains(table) || f.severity > worst.value(table)) {
            worst.insert(table, f.severity);
            entry.second = severityColor(f.severity);
        }
    }
    Q_EMIT findingsPerTable(perTable);
}

void ChecklistDock::populate()
{
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    const bool bySeverity = m_grouping->currentIndex() == 0;
    QHash<QString, QTreeWidgetItem *> groups;
    auto group = [&](const QString &key, const QString &title, const QColor &color) {
        QTreeWidgetItem *&item = groups[key];
        if (!item) {
            item = new QTreeWidgetItem(m_tree, {title});
            item->setForeground(0, color);
            item->setFirstColumnSpanned(true);
        }
        return item;
    };
    if (bySeverity) // worst first
        for (CheckSeverity s : {CheckSeverity::Error, CheckSeverity::Warning, CheckSeverity::Info})
            group(checkSeverityName(s), severityTitle(s), severityColor(s));
    int counts[3] = {0, 0, 0};
    for (size_t i = 0; i < m_findings.size(); ++i) {
        const Finding &f = m_findings[i];
        ++counts[int(f.severity)];
        const QColor color = severityColor(f.severity);
        QTreeWidgetItem *parent = bySeverity
            ? group(checkSeverityName(f.severity), severityTitle(f.severity), color)
            : group(f.subject.displayName(), f.subject.displayName(), palette().text().color());
        auto *item = new QTreeWidgetItem(parent, {f.ruleId, f.subject.displayName(), f.message()});
        item->setForeground(RuleColumn, color);
        item->setData(0, kFindingRole, int(i));
        QString tip = f.explanation;
        if (!f.fixes.empty())
            tip += tr("\n\nQuick fix available (right-click).");
        for (int c = 0; c < 3; ++c)
            item->setToolTip(c, tip);
    }
    for (int i = m_tree->topLevelItemCount() - 1; i >= 0; --i)
        if (m_tree->topLevelItem(i)->childCount() == 0)
            delete m_tree->takeTopLevelItem(i);
    // Expand everything for normal schemas; with thousands of findings only the first group.
    if (m_findings.size() <= 500)
        m_tree->expandAll();
    else if (m_tree->topLevelItemCount() > 0)
        m_tree->topLevelItem(0)->setExpanded(true);
    m_tree->setUpdatesEnabled(true);
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
    const QuickFix fix = finding.fixes[size_t(fixIndex)];
    const EditResult result = pushSchemaEdit(m_document, fix.title(), [&fix](Schema &s, ObjectId &) {
        return fix.applyTo(s) ? QString() : tr("The fix no longer applies.");
    });
    if (!result.ok())
        Q_EMIT statusMessage(result.error);
    return result.ok();
}

void ChecklistDock::showContextMenu(const QPoint &pos)
{
    QTreeWidgetItem *item = m_tree->itemAt(pos);
    if (!item || !item->data(0, kFindingRole).isValid())
        return;
    const int index = item->data(0, kFindingRole).toInt();
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
