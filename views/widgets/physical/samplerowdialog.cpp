#include "samplerowdialog.h"

#include "physical/sampleedits.h"
#include "writer/jsondump.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ssd {

SampleRowDialog::SampleRowDialog(const Schema &schema, const SampleData &rows, const SampleRow &initial, int replacing,
                                 QWidget *parent)
    : QDialog(parent)
    , m_schema(schema)
    , m_data(rows)
    , m_initial(initial)
    , m_replacing(replacing)
    , m_table(new QComboBox)
    , m_form(new QFormLayout)
    , m_error(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("sampleRowDialog"));
    setWindowTitle(replacing >= 0 ? tr("Edit Row") : tr("Add Row"));
    m_table->setObjectName(QStringLiteral("rowTable"));
    m_error->setObjectName(QStringLiteral("rowError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    for (const Table &t : schema.tables)
        m_table->addItem(t.name);
    m_table->setCurrentIndex(std::max(0, m_table->findText(initial.table)));
    m_table->setEnabled(replacing < 0);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    top->addRow(tr("Table"), m_table);
    layout->addLayout(top);
    auto *hint = new QLabel(tr("Empty or NULL leaves a value NULL; quote a string with \"...\" to keep spaces. "
                               "Timestamps like 2025-01-31T12:00:00Z, bytes as b\"\\x01\" or text."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: palette(mid)"));
    layout->addWidget(hint);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        validate();
        if (m_problem.isEmpty())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QComboBox::currentIndexChanged, this, &SampleRowDialog::rebuildFields);
    rebuildFields();
    setMinimumWidth(420);
}

QLineEdit *SampleRowDialog::field(const QString &column) const
{
    const Table *table = m_schema.findTable(m_table->currentText());
    for (const auto &[position, edit] : m_fields)
        if (table && table->columns[size_t(position)].name == column)
            return edit;
    return nullptr;
}

void SampleRowDialog::rebuildFields()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    const Table *table = m_schema.findTable(m_table->currentText());
    if (!table) {
        validate();
        return;
    }
    // Suggested values: the row being edited, or for a new row the values of same-named columns
    // of the picked row (a new album under the picked singer starts with its SingerId).
    const Table *source = m_schema.findTable(m_initial.table);
    auto suggestion = [&](const Column &column) -> QString {
        if (!source)
            return {};
        for (size_t c = 0; c < source->columns.size() && c < m_initial.values.size(); ++c)
            if (source->columns[c].name == column.name && keyValueKindFor(source->columns[c].type.kind) == keyValueKindFor(column.type.kind))
                return m_initial.values[c].isNull() ? QString() : sampleValueText(m_initial.values[c]);
        return {};
    };
    for (int position : sampleRowColumns(m_schema, *table)) {
        const Column &column = table->columns[size_t(position)];
        auto *edit = new QLineEdit(suggestion(column));
        edit->setObjectName(QStringLiteral("rowField-") + column.name);
        const QString type = typeName(column.type, m_schema.dialect);
        const bool key = table->isKeyColumn(column.name);
        edit->setPlaceholderText(column.notNull ? type : tr("%1 or NULL").arg(type));
        const QString label = key ? tr("%1 (key)").arg(column.name) : tr("%1 (indexed)").arg(column.name);
        m_form->addRow(label, edit);
        connect(edit, &QLineEdit::textChanged, this, &SampleRowDialog::validate);
        m_fields.emplace_back(position, edit);
    }
    if (!m_fields.empty())
        m_fields.front().second->setFocus();
    validate();
}

void SampleRowDialog::validate()
{
    m_problem.clear();
    const Table *table = m_schema.findTable(m_table->currentText());
    SampleRow row;
    row.table = m_table->currentText();
    if (table) {
        // Editing keeps the values of columns the dialog does not show.
        row.values = m_replacing >= 0 && m_initial.table == table->name ? m_initial.values : std::vector<KeyValue>();
        row.values.resize(table->columns.size());
        for (const auto &[position, edit] : m_fields) {
            const Column &column = table->columns[size_t(position)];
            QString error;
            const std::optional<KeyValue> value = parseSampleValue(edit->text(), column.type, &error);
            edit->setStyleSheet(value ? QString() : QStringLiteral("border: 1px solid #b00020"));
            if (!value && m_problem.isEmpty())
                m_problem = tr("%1: %2").arg(column.name, error);
            if (value)
                row.values[size_t(position)] = *value;
        }
    }
    if (m_problem.isEmpty())
        m_problem = checkSampleRow(m_schema, m_data, row, m_replacing);
    m_row = row;
    m_error->setText(m_problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem.isEmpty());
}

} // namespace ssd
