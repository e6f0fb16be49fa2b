#include "namechoice.h"

#include <QComboBox>
#include <QSignalBlocker>

#include <algorithm>

namespace ssd::namechoice {

void setNames(QComboBox *box, const QString &noneText, const QStringList &names)
{
    QStringList present;
    for (int i = 1; i < box->count(); ++i)
        present << box->itemData(i).toString();
    if (present == names && box->count() > 0)
        return;
    const QString current = box->currentData().toString();
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(noneText, QString());
    for (const QString &name : names)
        box->addItem(name, name);
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

bool select(QComboBox *box, const QString &name)
{
    const int index = name.isEmpty() ? 0 : box->findData(name);
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

} // namespace ssd::namechoice
