#pragma once

// The live checklist: the findings of every rule for the current schema, grouped by severity
// or by object. After each change the rules run on a worker thread over a copy of the schema
// (a big schema's lint takes far longer than a frame); bursts of edits are coalesced to one run
// in flight plus one queued, results of a schema that has changed since are dropped, and the
// tree is updated in place (items of unchanged findings stay, with the user's expansion,
// selection and scroll position). Double-click selects the subject (and, for a finding on a
// query, shows that query); quick fixes are applied as one undo command each. The rules read the
// Document's checklist settings (Document::projectSettings(): the settings, hints and queries a
// project file saves, so they see what `spanner-schema lint` sees on that file) and run again
// when those change. After an edit the rules of one table's reach run again only for the tables
// the edit reaches (ChecklistMemo, told every change of the Document).

#include "checks/checklist.h"
#include "checks/checklistmemo.h"
#include "checks/projectsettings.h"
#include "latestrun.h"

#include <QDockWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
QT_END_NAMESPACE

namespace ssd {

class Document;

// Per table: how many findings and the colour of the worst, for the diagram's badges.
using FindingsPerTable = QHash<ObjectId, QPair<int, QColor>>;

class ChecklistDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChecklistDock(Document *document, QWidget *parent = nullptr);
    ~ChecklistDock() override;

    // The findings shown, in runChecklist's order (of an earlier schema while isRefreshPending()).
    const Findings &findings() const { return m_findings; }
    QTreeWidget *tree() const { return m_tree; }
    // Runs the checklist now, on this thread, instead of waiting for the worker.
    void refreshNow();
    // The schema or the settings changed and findings() does not show that yet (a run is queued
    // or in flight).
    bool isRefreshPending() const { return m_run.pending(); }
    // Applies fix `fixIndex` of finding `findingIndex` as one undo command. While the findings
    // shown are of an earlier schema, only when the current schema still has that finding with
    // that fix; else refused with "The fix no longer applies." in statusMessage.
    bool applyFix(int findingIndex, int fixIndex);

    static QColor severityColor(CheckSeverity severity);
    static QString severityTitle(CheckSeverity severity); // "Errors", "Warnings", "Notes" (translated)

    // What a finding's tree item is about: rule, severity (its colour and group), object, whether
    // it offers fixes; not the message. Two findings with one key can share an item, which then
    // shows the newer finding's message. (The explanation in the tooltip is the rule's, so it
    // changes only with the language, and a language switch rebuilds the tree.) The strings are
    // the finding's own, shared: making the keys of 5,000 findings allocates nothing.
    struct FindingKey
    {
        QString ruleId;
        CheckSeverity severity = CheckSeverity::Info;
        CheckSubject::Kind kind = CheckSubject::Kind::Database;
        QString table;
        QString name;
        bool hasFixes = false;
        explicit FindingKey(const Finding &f);
        friend bool operator==(const FindingKey &, const FindingKey &) = default;
    };

    // One lint of a schema with what the dock needs to show it: the findings, one key per
    // finding and the badges. The worker runs it on its own copy of the schema, through the
    // dock's memo (which serialises runs).
    struct Run
    {
        Findings findings;
        std::vector<FindingKey> keys;
        FindingsPerTable perTable;
        qint64 microseconds = 0;
    };
    static Run lint(ChecklistMemo &memo, const Schema &schema, quint64 revision, const ProjectSettings &settings);

Q_SIGNALS:
    void tableActivated(ssd::ObjectId table);
    // A finding about one of the application's queries was double-clicked (or "Show the query"
    // chosen): line:column in the queries text.
    void queryActivated(int line, int column);
    // Emitted when a count or colour differs from the last emission.
    void findingsPerTable(const ssd::FindingsPerTable &findings);
    void statusMessage(const QString &message);

private:
    void scheduleRun();  // the schema, settings, queries or language changed
    void show(Run run);
    // Brings the tree in line with m_findings (whose Run::keys are `keys`), reusing the items of
    // findings whose key it shows already.
    void populate(std::vector<FindingKey> keys);
    void rebuild();      // drops every item first (grouping changed)
    void clearTree();
    void showContextMenu(const QPoint &pos);
    ObjectId tableOf(const Finding &finding) const;
    int findingIndexOf(const QTreeWidgetItem *item) const;
    QTreeWidgetItem *newFindingItem(int index) const;

    Document *m_document;
    QComboBox *m_grouping;
    QTreeWidget *m_tree;
    QLabel *m_summary;
    Findings m_findings;
    std::vector<FindingKey> m_keys; // Run::keys of m_findings
    qint64 m_lastRunMicroseconds = 0;
    FindingsPerTable m_perTable;  // as last emitted

    std::shared_ptr<ChecklistMemo> m_memo; // shared with the runs in flight
    LatestRun<Run> m_run; // the lint on a pool thread
    bool m_rebuildOnShow = false; // the language changed

    // What the tree shows: the item of each finding of m_findings, the finding of each item and
    // each finding's group (severity or object; group items hold theirs as data).
    std::vector<QTreeWidgetItem *> m_items;
    QHash<const QTreeWidgetItem *, int> m_indexOfItem;
    std::vector<QString> m_groupOfFinding;
};

} // namespace ssd
