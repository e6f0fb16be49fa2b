#pragma once

// Adds or edits one sample row of the physical layout: a field per key column (and per column
// an index keys on), each checked against its column's type as the user types; the row as a
// whole is checked against the schema and the other rows (checkSampleRow) before OK is enabled.

#include "physical/samplerows.h"
#include "schema.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace ssd {

class SampleRowDialog : public QDialog
{
    Q_OBJECT

public:
    // Adding: `replacing` is -1 and `initial` suggests values (its table preselected; columns of
    // other tables are filled by name, so a child row starts with its parent's key). Editing:
    // `replacing` is the row's position in `data` and the table cannot change.
    SampleRowDialog(const Schema &schema, const SampleData &data, const SampleRow &initial, int replacing,
                    QWidget *parent = nullptr);

    // The row as entered (valid when the dialog was accepted).
    SampleRow row() const { return m_row; }
    // Why OK is disabled, empty when the row is valid.
    QString problem() const { return m_problem; }
    // The field of a column (for tests and keyboard focus), nullptr when not shown.
    QLineEdit *field(const QString &column) const;

private:
    void rebuildFields();
    void validate();

    const Schema &m_schema;
    const SampleData &m_data;
    SampleRow m_initial;
    int m_replacing;
    QComboBox *m_table;
    QFormLayout *m_form;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    std::vector<std::pair<int, QLineEdit *>> m_fields; // table column -> field
    SampleRow m_row;
    QString m_problem;
};

} // namespace ssd
