#include "checklistsettingsdialog.h"

#include "commands.h"
#include "document.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace ssd {

namespace {
constexpr qint64 kMiB = 1024 * 1024;
qint64 roundedMiB(qint64 bytes) { return (bytes + kMiB / 2) / kMiB; }
} // namespace

ChecklistSettingsDialog::ChecklistSettingsDialog(const DesignSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_nodes(new QSpinBox(this))
    , m_multiTenant(new QCheckBox(this))
    , m_rowTreeMiB(new QSpinBox(this))
    , m_depth(new QSpinBox(this))
    , m_note(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("checklistSettingsDialog"));
    setWindowTitle(tr("Checklist Settings"));
    m_nodes->setObjectName(QStringLiteral("plannedNodes"));
    m_multiTenant->setObjectName(QStringLiteral("multiTenant"));
    m_rowTreeMiB->setObjectName(QStringLiteral("rowTreeThreshold"));
    m_depth->setObjectName(QStringLiteral("deepHierarchyDepth"));
    m_note->setObjectName(QStringLiteral("projectNote"));

    m_nodes->setRange(1, 100000);
    m_nodes->setValue(settings.plannedNodes);
    m_nodes->setToolTip(tr("Shard counts and hash prefixes are compared with this number of nodes."));
    m_multiTenant->setText(tr("Several tenants share one database"));
    m_multiTenant->setChecked(settings.multiTenant);
    m_multiTenant->setToolTip(tr("Then root tables should start their key with the tenant."));
    m_rowTreeMiB->setRange(1, std::numeric_limits<int>::max());
    m_rowTreeMiB->setSuffix(tr(" MiB"));
    m_rowTreeMiB->setValue(int(std::min<qint64>(roundedMiB(settings.rowTreeBytesThreshold), m_rowTreeMiB->maximum())));
    m_rowTreeMiB->setToolTip(tr("Above this size per parent row (expected rows per parent times the row size), an "
                                "interleaved child counts as unbounded (interleave-unbounded-children)."));
    m_depth->setRange(2, 64); // the rule treats less than 2 as 2
    m_depth->setValue(std::max(2, settings.deepHierarchyDepth));
    m_depth->setToolTip(tr("Interleave depth (1 = a root table) at which interleave-deep-hierarchy warns."));
    m_note->setPlainText(settings.notes);

    auto *checklist = new QGroupBox(tr("What the checklist assumes"), this);
    auto *form = new QFormLayout(checklist);
    form->addRow(tr("Planned nodes"), m_nodes);
    form->addRow(QString(), m_multiTenant);
    form->addRow(tr("Largest row tree per parent"), m_rowTreeMiB);
    form->addRow(tr("Deep hierarchy from depth"), m_depth);
    auto *perTable = new QLabel(tr("How each table's keys are generated and how many rows a parent has are set per table "
                                   "in the Properties dock."),
                                checklist);
    perTable->setWordWrap(true);
    form->addRow(perTable);

    auto *noteBox = new QGroupBox(tr("Project note"), this);
    auto *noteLayout = new QVBoxLayout(noteBox);
    noteLayout->addWidget(m_note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(checklist);
    layout->addWidget(noteBox, 1);
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(480, 420)));
}

DesignSettings ChecklistSettingsDialog::settings() const
{
    DesignSettings s = m_settings;
    s.plannedNodes = m_nodes->value();
    s.multiTenant = m_multiTenant->isChecked();
    // Shown in MiB: a loaded value that is no whole number of MiB stays exact unless changed.
    if (m_rowTreeMiB->value() != roundedMiB(m_settings.rowTreeBytesThreshold))
        s.rowTreeBytesThreshold = m_rowTreeMiB->value() * kMiB;
    if (m_depth->value() != std::max(2, m_settings.deepHierarchyDepth))
        s.deepHierarchyDepth = m_depth->value();
    s.notes = m_note->toPlainText();
    return s;
}

bool ChecklistSettingsDialog::edit(Document *document, QWidget *parent)
{
    ChecklistSettingsDialog dialog(document->designSettings(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const DesignSettings after = dialog.settings();
    return pushDesignSettingsEdit(document, tr("Edit checklist settings"), [&after](DesignSettings &s) { s = after; });
}

} // namespace ssd
