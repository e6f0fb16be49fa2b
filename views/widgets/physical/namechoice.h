#pragma once

// A combo box of names after a "none" item (item data: the name, empty for none), the shape of
// the physical layout dock's choices (the table to compare, the query to trace).

#include <QStringList>

QT_BEGIN_NAMESPACE
class QComboBox;
QT_END_NAMESPACE

namespace ssd::namechoice {

// Refills `box` when its names differ from `names` (signals blocked), keeping the current name
// when it is still there, else the none item. An empty box gets the none item in any case.
void setNames(QComboBox *box, const QString &noneText, const QStringList &names);
// Selects `name` (empty: the none item); false when the box has no such name.
bool select(QComboBox *box, const QString &name);

} // namespace ssd::namechoice
