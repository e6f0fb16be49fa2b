#pragma once

// The physical layout dock: the current schema's rows in storage order, split boundaries and
// their servers, and a side-by-side "what if this table were not interleaved" comparison (same
// rows, same colours, one legend). Follows the document live (a key column turned DESC reorders
// the rows); selection goes both ways with the diagram through tableActivated/setSelectedTables.
//
// The rows are generated from a seed until the user adds, edits or deletes one: from then on
// they are the document's sample rows (saved with the project), and every change is one undo
// command. "Generate Rows" goes back to generated rows (undoable too).

#include "physical/samplerows.h"
#include "schema.h"

#include <QDockWidget>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
QT_END_NAMESPACE

namespace ssd {

class Document;
class PhysicalLayoutView;
class ReadPathPanel;

class PhysicalLayoutDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PhysicalLayoutDock(Document *document, QWidget *parent = nullptr);

    // Rebuilds now instead of at the next event-loop pass.
    void refreshNow();
    void setRowsPerTable(int rows);
    void setSeed(int seed);
    void setSplitCount(int splits);
    void setServers(int servers);
    // Shows the layout with `table` not interleaved next to the real one ({} = no comparison).
    // Returns false when the table is not interleaved in the current schema.
    bool setComparisonTable(const QString &table);
    QString comparisonTable() const;

    // The query whose read path the layout shows ({}: none); false when there is no such query.
    bool setCurrentQuery(const QString &name);
    QString currentQuery() const;
    ReadPathPanel *readPathPanel() const { return m_readPath; }

    PhysicalLayoutView *layoutView() const { return m_view; }
    PhysicalLayoutView *comparisonView() const { return m_compareView; }
    // Labels in storage order ("Singers(1)", "Albums(1, 1)", ...), of the real layout.
    QStringList labels() const;

    // The rows shown: the document's entered rows, or the generated ones when it has none.
    SampleData shownRows() const;
    bool showsEnteredRows() const;
    // Row edits, each one undo command; the first edit of generated rows turns them into
    // entered rows. `entry` is a position in the real layout. Return an error text, empty when
    // done.
    QString addRow(const SampleRow &row);
    QString replaceRow(int entry, const SampleRow &row);
    QString deleteRow(int entry);
    // Back to rows generated from the seed (an undo command; nothing when none are entered).
    void useGeneratedRows();
    // The dialogs behind the buttons (the row of `entry` preselected, -1 for none).
    void openAddRowDialog(int entry);
    void openEditRowDialog(int entry);

public Q_SLOTS:
    // Outlines the rows of the tables selected in the diagram.
    void setSelectedTables(const QList<ssd::ObjectId> &ids);

Q_SIGNALS:
    // A row was clicked: select its table in the diagram.
    void tableActivated(ssd::ObjectId table);
    // The user picked another query in the dock ({}: none): the Queries dock follows.
    void currentQueryChanged(const QString &name);

private:
    void scheduleRefresh();
    void updateComparisonChoices();
    void onEntryClicked(PhysicalLayoutView *view, int entry);
    void updateRowButtons();
    void updateLegend();
    int sourceRowOf(int entry) const;
    QString pushRows(const QString &text, SampleData rows);

    Document *m_document;
    QSpinBox *m_rows;
    QSpinBox *m_seed;
    QSpinBox *m_splits;
    QSpinBox *m_servers;
    QComboBox *m_compare;
    QLabel *m_summary;
    QLabel *m_legend;
    QLabel *m_rowSource;
    ReadPathPanel *m_readPath;
    QPushButton *m_addRow;
    QPushButton *m_editRow;
    QPushButton *m_deleteRow;
    QPushButton *m_generateRows;
    SampleData m_shown; // the rows of the current layout (entries' sourceRow index into it)
    PhysicalLayoutView *m_view;
    PhysicalLayoutView *m_compareView;
    QWidget *m_compareArea;
    QScrollArea *m_scroll;
    QList<ObjectId> m_selected;
    QTimer m_timer;
    bool m_staleWhileHidden = false; // a change arrived while hidden
};

} // namespace ssd
