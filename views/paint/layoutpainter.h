#pragma once

// Painting of the physical layout strip with QtGui only: rows in storage order, coloured per
// table, indented by interleave depth, labelled like "Albums(1, 2)", each row tree bracketed,
// split boundaries drawn as lines with the server they belong to. The designer's physical
// layout view and the CLI's `layout --format svg|png` call the same code.
//
// Fonts need a QGuiApplication (the CLI creates one on the offscreen platform).

#include "physical/storagelayout.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QRectF>
#include <QSet>
#include <QSize>

#include <vector>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace ssd {

struct LayoutPaintOptions
{
    QFont font;
    QString title;               // drawn above the strip when not empty
    int rowHeight = 24;
    int indent = 24;             // per interleave level
    int boxWidth = 240;          // width of a depth-1 row box
    int gutterWidth = 104;
    bool shortHeadings = false;  // "Singers (root table)" instead of the longer explanation       // the split bands with their server, left of the rows
    bool showSplits = true;
    // Tables in the order that decides their colours (the schema's declaration order), so that
    // two pictures of the same schema (the real layout and the "not interleaved" comparison)
    // colour every table alike. Tables not listed follow in order of appearance.
    QStringList tableOrder;
    // A query's read path (queries/readpath.h): per entry its read position (1-based, 0 = not
    // read), and the splits it touches. Empty: no query shown. Read entries get a strong frame
    // and their number, the others fade; untouched split bands fade too.
    std::vector<int> readOrder;
    std::vector<int> touchedSplits;
    QColor background = QColor(0xfa, 0xfa, 0xf7);
    QColor text = QColor(0x20, 0x24, 0x2a);
    QColor mutedText = QColor(0x6a, 0x70, 0x78);
    QColor splitLine = QColor(0xc6, 0x28, 0x28);
    LayoutPaintOptions();
};

class LayoutPainter
{
public:
    LayoutPainter(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options = {});

    QSize size() const;
    void paint(QPainter *painter) const;
    // Where entry i is drawn (for hit testing and selection in the designer).
    QRectF entryRect(int entry) const;

    // A stable colour per table or index name: the base table's colour for its index entries.
    static QColor tableColor(int ordinal);

private:
    int colorOrdinal(const LayoutEntry &entry) const;
    QString legendNote() const;
    bool showsReadPath() const;
    bool isRead(int entry) const;
    qreal stripTop() const;
    qreal rowsLeft() const;

    const StorageLayout &m_layout;
    const SplitAssignment &m_splits;
    LayoutPaintOptions m_options;
    QStringList m_tables;        // tableOrder, then base tables in order of appearance: the colour ordinal
    QSet<QString> m_present;     // tables with at least one entry (the legend)
    int m_maxDepth = 1;
    qreal m_labelWidth = 0;
};

QImage renderLayoutImage(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options = {});
QByteArray renderLayoutSvg(const StorageLayout &layout, const SplitAssignment &splits, const LayoutPaintOptions &options = {});

} // namespace ssd
