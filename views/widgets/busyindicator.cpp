#include "busyindicator.h"

#include "retranslator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace ssd {

BusyIndicator::BusyIndicator(const QString &name, const QString &cancelName, QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this))
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
{
    setObjectName(name);
    m_cancel->setObjectName(cancelName);
    m_bar->setRange(0, 0);
    m_bar->setMaximumWidth(120);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addWidget(m_bar);
    row->addWidget(m_cancel);
    hide();
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QWidget::show);
    connect(m_cancel, &QPushButton::clicked, this, &BusyIndicator::cancelRequested);
    (new Retranslator(this))->add([this] { m_cancel->setText(tr("Cancel")); });
}

void BusyIndicator::setText(const QString &text) { m_label->setText(text); }

void BusyIndicator::start()
{
    setProgress(0, 0);
    m_timer->start(m_delay);
}

void BusyIndicator::stop()
{
    m_timer->stop();
    hide();
}

void BusyIndicator::setProgress(int done, int total)
{
    m_bar->setRange(0, std::max(0, total));
    m_bar->setValue(total > 0 ? std::clamp(done, 0, total) : 0);
}

} // namespace ssd
