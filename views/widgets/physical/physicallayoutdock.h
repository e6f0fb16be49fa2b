#pragma once

// The physical layout dock: the current schema's rows in storage order (sample rows generated
// with a seed), split boundaries and their servers, and a side-by-side "what if this table were
// not interleaved" comparison. Follows the document live (a key column turned DESC reorders the
// rows); selection goes both ways with the diagram through tableActivated/setSelectedTables.

#include "schema.h"

#include <QDockWidget>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QScrollArea;
class QSpinBox;
QT_END_NAMESPACE

namespace ssd {

class Document;
class PhysicalLayoutView;

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

    PhysicalLayoutView *layoutView() const { return m_view; }
    PhysicalLayoutView *comparisonView() const { return m_compareView; }
    // Labels in storage order ("Singers(1)", "Albums(1, 1)", ...), of the real layout.
    QStringList labels() const;

public Q_SLOTS:
    // Outlines the rows of the tables selected in the diagram.
    void setSelectedTables(const QList<ssd::ObjectId> &ids);

Q_SIGNALS:
    // A row was clicked: select its table in the diagram.
    void tableActivated(ssd::ObjectId table);

private:
    void scheduleRefresh();
    void updateComparisonChoices();
    void onEntryClicked(PhysicalLayoutView *view, int entry);

    Document *m_document;
    QSpinBox *m_rows;
    QSpinBox *m_seed;
    QSpinBox *m_splits;
    QSpinBox *m_servers;
    QComboBox *m_compare;
    QLabel *m_summary;
    PhysicalLayoutView *m_view;
    PhysicalLayoutView *m_compareView;
    QWidget *m_compareArea;
    QScrollArea *m_scroll;
    QList<ObjectId> m_selected;
    QTimer m_timer;
};

} // namespace ssd
