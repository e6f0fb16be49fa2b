#pragma once

// The one place that chooses how tables get positions: the Graphviz auto-layout
// (ssd_autolayout) when it is built, else a simple grid (gridPlacement in ssd_document).

#include "document.h"

namespace ssd {

class DiagramPainter;

bool haveGraphvizLayout();
// For Document::setPlacementFunction: new tables are placed next to what they link to,
// without moving the user's manual placement.
PlacementFunction autoPlacement(const DiagramPainter &painter);
// Positions for every table (the "Auto layout" action, one undo step), packed into a rectangle
// near `aspect` (width / height: the window's; a 16:10 screen by default).
PositionMap layoutAll(const Schema &schema, const DiagramPainter &painter, QString *error = nullptr,
                      double aspect = 16.0 / 10.0);

} // namespace ssd
