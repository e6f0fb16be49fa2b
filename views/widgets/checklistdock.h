#pragma once

// The live checklist: the findings of every rule for the current schema, grouped by severity
// or by object, refreshed right after each change (coalesced to one run per event-loop pass).
// Double-click selects the subject (and, for a finding on a query, shows that query); quick fixes are applied as one undo command each.

#include "checks/checklist.h"
#include "checks/projectsettings.h"

#include <QDockWidget>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
QT_END_NAMESPACE

namespace ssd {

class Document;

class ChecklistDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChecklistDock(Document *document, QWidget *parent = nullptr);

    const Findings &findings() const { return m_findings; }
    QTreeWidget *tree() const { return m_tree; }
    // Runs the checklist now instead of at the next event-loop pass.
    void refreshNow();
    // A change is waiting for the next event-loop pass: findings() is not the schema's yet.
    bool isRefreshPending() const { return m_timer.isActive(); }
    // The open design's checklist settings (planned nodes, key generation hints ...), as saved in
    // its project file; the rules see the same settings as `spanner-schema lint` on that file.
    void setProjectSettings(const ProjectSettings &settings);
    const ProjectSettings &projectSettings() const { return m_settings; }
    // Applies fix `fixIndex` of finding `findingIndex` as one undo command.
    bool applyFix(int findingIndex, int fixIndex);

    static QColor severityColor(CheckSeverity severity);
    static QString severityTitle(CheckSeverity severity); // "Errors", "Warnings", "Notes" (translated)

Q_SIGNALS:
    void tableActivated(ssd::ObjectId table);
    // A finding about one of the application's queries was double-clicked (or "Show the query"
    // chosen): line:column in the queries text.
    void queryActivated(int line, int column);
    // Per table: how many findings and the colour of the worst, for the diagram's badges.
    void findingsPerTable(const QHash<ssd::ObjectId, QPair<int, QColor>> &findings);
    void statusMessage(const QString &message);

private:
    void populate();
    void showContextMenu(const QPoint &pos);
    ObjectId tableOf(const Finding &finding) const;

    Document *m_document;
    QComboBox *m_grouping;
    QTreeWidget *m_tree;
    QLabel *m_summary;
    QTimer m_timer;
    Findings m_findings;
    ProjectSettings m_settings;
    qint64 m_lastRunMicroseconds = 0;
};

} // namespace ssd
