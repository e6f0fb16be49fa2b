#pragma once

// The steps of a MigrationPlan for a person to read and choose before they are written or run:
// Export Migration's preview, and the live database's Compare and Apply.
//
// Steps are listed in the plan's order, each with a tick, its kind (coloured, with a legend),
// the object, its explanation, what makes a validating step fail, and its statements (expand the
// row); the script that the ticked steps make is shown below. Destructive and recreate steps
// start unticked (migration::includedByDefault): nothing loses data unless someone ticks it.
// The steps of one recreate (a table's drop and create, its indexes') are ticked together.
// Leaving out a step that a later ticked step may need is said under the list. An empty plan
// says "no changes"; a plan with an error shows the error.

#include "migration/migrationscript.h"

#include <QColor>
#include <QWidget>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;
QT_END_NAMESPACE

namespace ssd {

class DdlHighlighter;
class Retranslator;

class MigrationPreview : public QWidget
{
    Q_OBJECT

public:
    explicit MigrationPreview(QWidget *parent = nullptr);
    ~MigrationPreview() override;

    // Shows `plan` (statements in `dialect`), every step ticked as includedByDefault says.
    void setPlan(migration::MigrationPlan plan, Dialect dialect);
    const migration::MigrationPlan &plan() const { return m_plan; }

    // One flag per step: ticked or not.
    std::vector<bool> included() const { return m_included; }
    bool isIncluded(size_t step) const { return step < m_included.size() && m_included[step]; }
    void setIncluded(size_t step, bool included); // with its recreate group, as a click does
    int includedCount() const;
    // The ticked steps as a script (migration::planSql, as the CLI's `diff` prints it).
    QString script() const;
    // One sentence per left-out step that a ticked later step may need; empty when consistent.
    QStringList problems() const;

    static QColor kindColor(migration::StepKind kind);
    static QString kindLabel(migration::StepKind kind);       // "In place", translated
    static QString kindDescription(migration::StepKind kind); // the legend's explanation
    // The planner's Step::objectKind ("table", "change stream"...) in the user's language.
    static QString objectKindLabel(const QString &objectKind);

Q_SIGNALS:
    void inclusionChanged();

private:
    void populate();
    void retranslate();
    void updateScript();
    QTreeWidgetItem *stepItem(size_t step) const;
    QString stepTitle(size_t step) const; // "3 (index AlbumsByTitle)"

    migration::MigrationPlan m_plan;
    Dialect m_dialect = Dialect::GoogleSql;
    std::vector<bool> m_included;
    std::unique_ptr<migration::StepReferences> m_references; // of m_plan
    bool m_populating = false;

    Retranslator *m_retranslator;
    QStackedWidget *m_pages;
    QLabel *m_empty;
    std::vector<QLabel *> m_legend; // one per kind, in StepKind order
    QTreeWidget *m_steps;
    QLabel *m_problems;
    QLabel *m_scriptTitle;
    QPlainTextEdit *m_script;
    DdlHighlighter *m_highlighter;
};

} // namespace ssd
