#pragma once

// Edit > Preferences: the designer's own settings (QSettings), as opposed to the project
// settings that travel with a design. Today: how often unsaved work is copied for recovery.

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QLabel;
class QSpinBox;
QT_END_NAMESPACE

namespace ssd {

class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // Seconds between periodic recovery copies, 0 when only edits trigger them.
    int autosaveIntervalSeconds() const;

    // Shows the dialog; on OK stores the settings. True when they were stored.
    static bool edit(QWidget *parent);

private:
    void updateEnabled();

    QCheckBox *m_periodic;
    QSpinBox *m_seconds;
    QLabel *m_explanation;
};

} // namespace ssd
