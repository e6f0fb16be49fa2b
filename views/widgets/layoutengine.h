#pragma once

// The one place that chooses how tables get positions: the Graphviz auto-layout
// (ssd_autolayout) when it is built, else a simple grid (gridPlacement in ssd_document).
//
// Threading: the designer never runs Graphviz on the GUI thread. Table sizes come from the
// DiagramPainter, whose text-width caches are not thread-safe, so they are measured on the GUI
// thread (prepare*), and the returned LayoutJob holds only plain data: run it on a worker.

#include "document.h"

#include <functional>

namespace ssd {

class DiagramPainter;

bool haveGraphvizLayout();

// For Document::setPlacementFunction: new tables are placed next to what they link to,
// without moving the user's manual placement, and without Graphviz (the boxes of a group of
// new tables are packed), so that it is cheap enough for a command's constructor.
PlacementFunction autoPlacement(const DiagramPainter &painter);

// A layout ready to run on any thread: positions for tables, or an error message.
using LayoutJob = std::function<PositionMap(QString *error)>;

// Positions for every table (the "Auto layout" action, one undo step), packed into a rectangle
// near `aspect` (width / height: the window's; a 16:10 screen by default).
LayoutJob prepareLayoutAll(const Schema &schema, const DiagramPainter &painter, double aspect = 16.0 / 10.0);
// The Graphviz placement of the tables that have no entry in `placed` (what the cheap
// autoPlacement stands in for): a full layout when nothing is placed yet.
LayoutJob preparePlacement(const Schema &schema, const DiagramPainter &painter, const PositionMap &placed,
                           double aspect = 16.0 / 10.0);

} // namespace ssd
