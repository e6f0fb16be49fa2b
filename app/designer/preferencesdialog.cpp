#include "preferencesdialog.h"

#include "autosave.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ssd {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    auto *recovery = new QGroupBox(tr("Recovery of unsaved work"), this);
    m_explanation = new QLabel(tr("A copy of unsaved changes is kept shortly after every edit and removed when "
                                  "you save. If the designer stops unexpectedly, it offers the copy at the next start."),
                               recovery);
    m_explanation->setWordWrap(true);
    m_periodic = new QCheckBox(tr("Also save the copy every"), recovery);
    m_periodic->setObjectName(QStringLiteral("autosavePeriodic"));
    m_seconds = new QSpinBox(recovery);
    m_seconds->setObjectName(QStringLiteral("autosaveSeconds"));
    m_seconds->setRange(5, 3600);
    m_seconds->setSuffix(tr(" s", "seconds"));
    m_seconds->setAccessibleName(tr("Seconds between recovery copies"));

    const int seconds = Autosave::intervalSecondsSetting();
    m_periodic->setChecked(seconds > 0);
    m_seconds->setValue(seconds > 0 ? seconds : Autosave::kDefaultIntervalSeconds);
    connect(m_periodic, &QCheckBox::toggled, this, &PreferencesDialog::updateEnabled);
    updateEnabled();

    auto *row = new QHBoxLayout;
    row->addWidget(m_periodic);
    row->addWidget(m_seconds);
    row->addStretch();
    auto *recoveryLayout = new QVBoxLayout(recovery);
    recoveryLayout->addWidget(m_explanation);
    recoveryLayout->addLayout(row);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(recovery);
    layout->addStretch();
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(460, 0)));
}

int PreferencesDialog::autosaveIntervalSeconds() const
{
    return m_periodic->isChecked() ? m_seconds->value() : 0;
}

void PreferencesDialog::updateEnabled() { m_seconds->setEnabled(m_periodic->isChecked()); }

bool PreferencesDialog::edit(QWidget *parent)
{
    PreferencesDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    Autosave::setIntervalSecondsSetting(dialog.autosaveIntervalSeconds());
    return true;
}

} // namespace ssd
