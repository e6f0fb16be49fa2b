#include "designhintsbox.h"

#include "commands.h"
#include "commentedit.h"
#include "document.h"
#include "retranslator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QTimer>
#include <QVBoxLayout>

namespace ssd {

namespace {

constexpr KeyGeneration kGenerations[] = {KeyGeneration::Unknown,     KeyGeneration::Sequential,
                                          KeyGeneration::Timestamp,   KeyGeneration::UuidV4,
                                          KeyGeneration::TimeOrderedUuid, KeyGeneration::BitReversed,
                                          KeyGeneration::Hash};

// The key columns a table declares itself: a child's key starts with its parent's, and those
// columns are the parent's to describe.
std::vector<const Column *> ownKeyColumns(const Schema &schema, const Table &table)
{
    size_t inherited = 0;
    if (const Table *parent = table.interleave ? schema.findTable(table.interleave->parent) : nullptr)
        while (inherited < parent->primaryKey.size() && inherited < table.primaryKey.size()
               && parent->primaryKey[inherited].column == table.primaryKey[inherited].column)
            ++inherited;
    std::vector<const Column *> columns;
    for (size_t i = inherited; i < table.primaryKey.size(); ++i)
        if (const Column *c = table.findColumn(table.primaryKey[i].column))
            columns.push_back(c);
    return columns;
}

} // namespace

QString DesignHintsBox::keyGenerationTitle(KeyGeneration generation)
{
    switch (generation) {
    case KeyGeneration::Unknown: return tr("Not said");
    case KeyGeneration::Sequential: return tr("Sequential (counter)");
    case KeyGeneration::Timestamp: return tr("Timestamp");
    case KeyGeneration::UuidV4: return tr("Random UUID (v4)");
    case KeyGeneration::TimeOrderedUuid: return tr("Time-ordered UUID (v1, v7, ULID)");
    case KeyGeneration::BitReversed: return tr("Bit-reversed sequence");
    case KeyGeneration::Hash: return tr("Hash of another value");
    }
    return {};
}

DesignHintsBox::DesignHintsBox(Document *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_rowsLabel(new QLabel(this))
    , m_rows(new QLineEdit(this))
    , m_keysLabel(new QLabel(this))
    , m_keys(new QWidget(this))
    , m_keyForm(new QFormLayout(m_keys))
    , m_note(new CommentEdit(this))
{
    setObjectName(QStringLiteral("designHints"));
    m_rows->setObjectName(QStringLiteral("expectedRowsPerParent"));
    m_note->setObjectName(QStringLiteral("tableNote"));
    // A count, up to what qint64 holds with room for the row size it is multiplied by.
    m_rows->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,15}")), m_rows));
    m_keyForm->setContentsMargins(0, 0, 0, 0);

    auto *form = new QFormLayout;
    form->addRow(m_rowsLabel, m_rows);
    auto *noteLabel = new QLabel(this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_keysLabel);
    layout->addWidget(m_keys);
    layout->addWidget(noteLabel);
    layout->addWidget(m_note);

    (new Retranslator(this))->add([=, this] {
        setTitle(tr("Checklist hints and note"));
        m_rowsLabel->setText(tr("Expected rows per parent"));
        m_rows->setPlaceholderText(tr("no estimate"));
        m_rows->setToolTip(tr("How many rows of this table one parent row will have. With the row size it tells "
                              "whether a parent's row tree stays small (interleave-unbounded-children)."));
        m_keysLabel->setText(tr("How the application generates the key:"));
        m_keysLabel->setToolTip(tr("The checklist warns about keys that grow in one direction (pk-monotonic-first-column, "
                                   "pk-sequential-integer-first); say how the values are made when the DDL does not show it."));
        noteLabel->setText(tr("Note"));
        m_note->setToolTip(tr("Your note on this table, saved with the design (not in the DDL). Ctrl+Return or "
                              "leaving the field applies it."));
        for (const auto &[column, combo] : std::as_const(m_keyCombos))
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, keyGenerationTitle(KeyGeneration(combo->itemData(i).toInt())));
    });

    connect(m_rows, &QLineEdit::editingFinished, this, &DesignHintsBox::commitRows);
    connect(m_note, &CommentEdit::committed, this, [this](const QString &text) {
        if (!m_filling && tableById(m_document->schema(), m_table))
            pushObjectNote(m_document, m_table, text);
    });
    // Deferred: the change may come from a combo box's own signal, which must not be deleted
    // under it; and an edit burst refreshes once.
    auto *refreshLater = new QTimer(this);
    refreshLater->setSingleShot(true);
    refreshLater->setInterval(0);
    connect(refreshLater, &QTimer::timeout, this, &DesignHintsBox::refresh);
    connect(document, &Document::schemaChanged, refreshLater, qOverload<>(&QTimer::start));
    connect(document, &Document::designSettingsChanged, refreshLater, qOverload<>(&QTimer::start));
    refresh();
}

void DesignHintsBox::setTable(ObjectId table)
{
    m_table = table;
    refresh();
}

QComboBox *DesignHintsBox::keyGenerationCombo(ObjectId column) const
{
    for (const auto &[id, combo] : m_keyCombos)
        if (id == column)
            return combo;
    return nullptr;
}

void DesignHintsBox::commitRows()
{
    const Table *t = tableById(m_document->schema(), m_table);
    if (m_filling || !t)
        return;
    const qint64 rows = m_rows->text().toLongLong(); // empty: 0, no estimate
    if (rows != m_document->designSettings().expectedRowsOf(m_table))
        pushExpectedRowsPerParent(m_document, m_table, rows);
}

void DesignHintsBox::refresh()
{
    const Table *t = tableById(m_document->schema(), m_table);
    setVisible(t != nullptr);
    if (!t)
        return;
    const DesignSettings &design = m_document->designSettings();
    m_filling = true;
    const qint64 rows = design.expectedRowsOf(t->id);
    if (!m_rows->hasFocus() || m_shownTable != t->id) // typing in it, unless another table came
        m_rows->setText(rows > 0 ? QString::number(rows) : QString());
    m_shownTable = t->id;
    // An estimate is about a parent's rows: meaningless until the table is interleaved (a value
    // set before stays, shown, for when it is interleaved again).
    m_rows->setEnabled(t->interleave.has_value());
    m_note->showComment(design.noteOf(t->id));
    rebuildKeyRows(*t);
    m_keysLabel->setVisible(!m_keyCombos.isEmpty());
    for (const auto &[column, combo] : std::as_const(m_keyCombos))
        combo->setCurrentIndex(std::max(0, combo->findData(int(design.keyGenerationOf(column)))));
    m_filling = false;
}

void DesignHintsBox::rebuildKeyRows(const Table &table)
{
    const std::vector<const Column *> columns = ownKeyColumns(m_document->schema(), table);
    bool same = columns.size() == size_t(m_keyCombos.size());
    for (size_t i = 0; same && i < columns.size(); ++i)
        same = m_keyCombos[qsizetype(i)].first == columns[i]->id;
    if (same) { // the names may have changed
        for (int row = 0; row < m_keyForm->rowCount(); ++row)
            if (auto *label = qobject_cast<QLabel *>(m_keyForm->itemAt(row, QFormLayout::LabelRole)->widget()))
                label->setText(columns[size_t(row)]->name);
        return;
    }
    while (m_keyForm->rowCount() > 0)
        m_keyForm->removeRow(0);
    m_keyCombos.clear();
    for (const Column *column : columns) {
        auto *combo = new QComboBox(m_keys);
        combo->setObjectName(QStringLiteral("keyGeneration"));
        for (KeyGeneration g : kGenerations)
            combo->addItem(keyGenerationTitle(g), int(g));
        const ObjectId id = column->id;
        connect(combo, &QComboBox::activated, this, [this, id, combo] {
            if (!m_filling)
                pushKeyGeneration(m_document, id, KeyGeneration(combo->currentData().toInt()));
        });
        m_keyForm->addRow(new QLabel(column->name, m_keys), combo); // an identifier: never translated
        m_keyCombos.append({id, combo});
    }
}

} // namespace ssd
