#pragma once

// Edits one index: name, UNIQUE, NULL_FILTERED, key columns (in table column order) with
// DESC, STORING columns and the table it is interleaved in.

#include "schema.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;
QT_END_NAMESPACE

namespace ssd {

class IndexDialog : public QDialog
{
    Q_OBJECT

public:
    IndexDialog(const Schema &schema, const Index &index, QWidget *parent = nullptr);
    Index index() const;

private:
    enum { ColumnField, KeyField, DescField, StoringField };
    void accept() override;

    const Schema &m_schema;
    Index m_index;
    QLineEdit *m_name;
    QCheckBox *m_unique;
    QCheckBox *m_nullFiltered;
    QTableWidget *m_columns;
    QComboBox *m_interleave;
    QLabel *m_error;
};

} // namespace ssd
