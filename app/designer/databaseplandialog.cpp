#include "databaseplandialog.h"

#include "migrationpreview.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ssd {

DatabasePlanDialog::DatabasePlanDialog(Mode mode, const QString &databaseName, migration::MigrationPlan plan,
                                       Dialect dialect, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_preview(new MigrationPreview(this))
{
    setObjectName(mode == Mode::Apply ? QStringLiteral("applyDatabaseDialog") : QStringLiteral("compareDatabaseDialog"));
    setWindowTitle(mode == Mode::Apply ? tr("Apply to Database") : tr("Compare with Database"));
    auto *heading = new QLabel(this);
    heading->setWordWrap(true);
    heading->setTextFormat(Qt::PlainText);
    heading->setText(mode == Mode::Apply
                         ? tr("The ticked steps take %1 to the design. They run as one batch; Spanner keeps the "
                              "statements applied before one that fails.")
                               .arg(databaseName)
                         : tr("What would take %1 to the design.").arg(databaseName));
    m_preview->setPlan(std::move(plan), dialect);

    auto *buttons = new QDialogButtonBox(this);
    auto *save = buttons->addButton(tr("Save Script..."), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveScript"));
    connect(save, &QPushButton::clicked, this, &DatabasePlanDialog::saveScript);
    if (mode == Mode::Apply) {
        m_apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
        m_apply->setObjectName(QStringLiteral("apply"));
        buttons->addButton(QDialogButtonBox::Cancel);
    } else {
        buttons->addButton(QDialogButtonBox::Close);
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &DatabasePlanDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DatabasePlanDialog::reject);
    connect(m_preview, &MigrationPreview::inclusionChanged, this, &DatabasePlanDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_preview, 1);
    layout->addWidget(buttons);
    updateButtons();
    resize(900, 640);
}

QStringList DatabasePlanDialog::includedStatements() const
{
    QStringList statements;
    const std::vector<migration::Step> &steps = m_preview->plan().steps;
    for (size_t i = 0; i < steps.size(); ++i)
        if (m_preview->isIncluded(i))
            statements += steps[i].statements;
    return statements;
}

void DatabasePlanDialog::updateButtons()
{
    if (m_apply)
        m_apply->setEnabled(m_preview->includedCount() > 0);
}

void DatabasePlanDialog::accept()
{
    if (m_mode == Mode::Apply) {
        const QStringList problems = m_preview->problems();
        if (!problems.isEmpty()
            && QMessageBox::warning(this, windowTitle(),
                                    tr("Some ticked steps may need a step that is left out:\n%1\n\nApply anyway?")
                                        .arg(problems.join(u'\n')),
                                    QMessageBox::Apply | QMessageBox::Cancel, QMessageBox::Cancel)
                   != QMessageBox::Apply)
            return;
    }
    QDialog::accept();
}

void DatabasePlanDialog::saveScript()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Script"), QString(), tr("DDL files (*.sql *.ddl)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(m_preview->script().toUtf8()) < 0)
        QMessageBox::warning(this, tr("Save Script"), tr("Could not write %1: %2").arg(path, file.errorString()));
}

} // namespace ssd
