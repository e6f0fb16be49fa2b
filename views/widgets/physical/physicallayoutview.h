#pragma once

// One physical layout strip as a widget: the rows of a StorageLayout painted by the shared
// LayoutPainter (the same picture as `spanner-schema layout --format png`), with the rows of
// selected tables highlighted and clicks reported per row.

#include "physical/storagelayout.h"

#include <QSet>
#include <QWidget>

namespace ssd {

class PhysicalLayoutView : public QWidget
{
    Q_OBJECT

public:
    explicit PhysicalLayoutView(QWidget *parent = nullptr);

    void setLayoutData(StorageLayout layout, SplitAssignment splits, const QString &title,
                       const QStringList &tableOrder = {});
    const StorageLayout &storageLayout() const { return m_layout; }
    const SplitAssignment &splits() const { return m_splits; }
    // Tables (and their index entries) whose rows are outlined.
    void setHighlightedTables(const QSet<QString> &tables);
    const QSet<QString> &highlightedTables() const { return m_highlighted; }
    // A query's read path (queries/readpath.h): per entry its read position, 1-based (0: not
    // read), and the splits it touches; read rows are framed and numbered, the rest fade.
    // Empty: no query shown. Cleared by setLayoutData.
    void setReadPath(std::vector<int> readOrder, std::vector<int> touchedSplits);
    const std::vector<int> &readOrder() const { return m_readOrder; }
    // The row the user picked (a focus frame), -1 for none. Cleared by setLayoutData.
    void setCurrentEntry(int entry);
    int currentEntry() const { return m_current; }
    // The entry drawn at `pos`, -1 when none.
    int entryAt(const QPoint &pos) const;
    QRect entryRect(int entry) const;

    QSize sizeHint() const override;

Q_SIGNALS:
    void entryClicked(int entry);
    void entryDoubleClicked(int entry); // the row editor opens

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    StorageLayout m_layout;
    SplitAssignment m_splits;
    QString m_title;
    QStringList m_tableOrder;
    int m_current = -1;
    QSet<QString> m_highlighted;
    std::vector<int> m_readOrder;
    std::vector<int> m_touchedSplits;
    QSize m_size;
};

} // namespace ssd
