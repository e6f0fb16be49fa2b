#include "retranslator.h"

#include <QEvent>
#include <QWidget>

namespace ssd {

Retranslator::Retranslator(QWidget *owner)
    : QObject(owner)
{
    owner->installEventFilter(this);
}

void Retranslator::add(std::function<void()> apply)
{
    apply();
    m_functions.push_back(std::move(apply));
}

void Retranslator::retranslate() const
{
    for (const auto &apply : m_functions)
        apply();
}

bool Retranslator::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace ssd
