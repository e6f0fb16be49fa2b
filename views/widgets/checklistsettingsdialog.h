#pragma once

// Edit > Checklist Settings: the design's project-level settings that the checklist reads
// (planned nodes, multi-tenancy, the row-tree size limit, the deep-hierarchy depth) and the
// project's note. They are part of the design (saved in its project file, unlike Preferences);
// OK applies the changes as one undo command. Per-table hints are in the Properties dock.

#include "designsettings.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QPlainTextEdit;
class QSpinBox;
QT_END_NAMESPACE

namespace ssd {

class Document;

class ChecklistSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    ChecklistSettingsDialog(const DesignSettings &settings, QWidget *parent = nullptr);

    // `settings` with the dialog's fields.
    DesignSettings settings() const;

    // Shows the dialog for `document`; on OK pushes one undo command when something changed.
    // True when it did.
    static bool edit(Document *document, QWidget *parent);

private:
    DesignSettings m_settings;
    QSpinBox *m_nodes;
    QCheckBox *m_multiTenant;
    QSpinBox *m_rowTreeMiB;
    QSpinBox *m_depth;
    QPlainTextEdit *m_note;
};

} // namespace ssd
