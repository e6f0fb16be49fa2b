#include "indexdialog.h"

#include "edits/schemaedits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ssd {

namespace {
QTableWidgetItem *checkItem(bool checked)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}
} // namespace

IndexDialog::IndexDialog(const Schema &schema, const Index &index, QWidget *parent)
    : QDialog(parent)
    , m_schema(schema)
    , m_index(index)
    , m_name(new QLineEdit(index.name, this))
    , m_unique(new QCheckBox(QStringLiteral("UNIQUE"), this))
    , m_nullFiltered(new QCheckBox(QStringLiteral("NULL_FILTERED"), this))
    , m_columns(new QTableWidget(0, 4, this))
    , m_interleave(new QComboBox(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Index on %1").arg(index.table));
    m_unique->setChecked(index.unique);
    m_nullFiltered->setChecked(index.nullFiltered);
    m_nullFiltered->setVisible(schema.dialect == Dialect::GoogleSql);
    m_columns->setHorizontalHeaderLabels({tr("Column"), tr("Key"), QStringLiteral("DESC"), tr("Storing")});
    m_columns->verticalHeader()->hide();
    m_columns->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    if (const Table *table = schema.findTable(index.table)) {
        m_columns->setRowCount(int(table->columns.size()));
        for (int row = 0; row < int(table->columns.size()); ++row) {
            const QString name = table->columns[size_t(row)].name;
            const KeyPart *part = nullptr;
            for (const KeyPart &k : index.keys)
                if (k.column == name)
                    part = &k;
            auto *nameItem = new QTableWidgetItem(name);
            nameItem->setFlags(Qt::ItemIsEnabled);
            m_columns->setItem(row, ColumnField, nameItem);
            m_columns->setItem(row, KeyField, checkItem(part));
            m_columns->setItem(row, DescField, checkItem(part && part->order == SortOrder::Desc));
            m_columns->setItem(row, StoringField, checkItem(index.storing.contains(name)));
        }
        m_interleave->addItem(tr("(global index)"), QString());
        m_interleave->addItem(table->name, table->name);
        for (const Table *ancestor : schema.ancestorsOf(*table))
            m_interleave->addItem(ancestor->name, ancestor->name);
        m_interleave->setCurrentIndex(std::max(0, m_interleave->findData(index.interleaveIn)));
    }
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(QString(), m_unique);
    form->addRow(QString(), m_nullFiltered);
    form->addRow(tr("Interleave in"), m_interleave);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &IndexDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Key columns are used in table column order."), this));
    layout->addWidget(m_columns);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

Index IndexDialog::index() const
{
    Index result = m_index;
    result.name = m_name->text().trimmed();
    result.unique = m_unique->isChecked();
    result.nullFiltered = m_nullFiltered->isChecked();
    result.interleaveIn = m_interleave->currentData().toString();
    result.keys.clear();
    result.storing.clear();
    for (int row = 0; row < m_columns->rowCount(); ++row) {
        const QString name = m_columns->item(row, ColumnField)->text();
        if (m_columns->item(row, KeyField)->checkState() == Qt::Checked) {
            KeyPart part;
            part.column = name;
            part.order = m_columns->item(row, DescField)->checkState() == Qt::Checked ? SortOrder::Desc : SortOrder::Asc;
            result.keys.push_back(part);
        } else if (m_columns->item(row, StoringField)->checkState() == Qt::Checked) {
            result.storing.append(name);
        }
    }
    return result;
}

void IndexDialog::accept()
{
    // Validate with the same edit the command will run, on a scratch copy.
    Schema scratch = m_schema;
    ObjectId ignored = 0;
    const Index candidate = index();
    const QString error = candidate.id ? edits::updateIndex(scratch, candidate) : edits::addIndex(scratch, candidate, ignored);
    if (!error.isEmpty()) {
        m_error->setText(error);
        return;
    }
    QDialog::accept();
}

} // namespace ssd
