#include "propertiesdock.h"

#include "commands.h"
#include "commentedit.h"
#include "designhintsbox.h"
#include "diagrampainter.h"
#include "document.h"
#include "edits/columntypes.h"
#include "edits/schemaedits.h"
#include "indexdialog.h"
#include "retranslator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace ssd {

namespace {

QPushButton *button(QWidget *parent, const QString &objectName)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(objectName);
    b->setAutoDefault(false);
    return b;
}

QTableWidgetItem *checkItem(bool checked, bool enabled = true)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsSelectable | (enabled ? Qt::ItemIsEnabled : Qt::NoItemFlags));
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

} // namespace

PropertiesDock::PropertiesDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_placeholder(new QLabel(this))
    , m_body(new QWidget(this))
    , m_name(new QLineEdit(m_body))
    , m_comment(new CommentEdit(m_body))
    , m_indexComment(new CommentEdit(m_body))
    , m_parent(new QComboBox(m_body))
    , m_onDelete(new QComboBox(m_body))
    , m_columns(new QTableWidget(0, FieldCount, m_body))
    , m_keyOrder(new QListWidget(m_body))
    , m_foreignKeys(new QListWidget(m_body))
    , m_indexes(new QListWidget(m_body))
    , m_hints(new DesignHintsBox(document, m_body))
{
    setObjectName(QStringLiteral("propertiesDock"));
    m_name->setObjectName(QStringLiteral("tableName"));
    m_parent->setObjectName(QStringLiteral("interleaveParent"));
    m_columns->setObjectName(QStringLiteral("columns"));
    m_comment->setObjectName(QStringLiteral("tableComment"));
    m_indexComment->setObjectName(QStringLiteral("indexComment"));
    // DDL keywords: never translated.
    m_onDelete->addItem(QStringLiteral("ON DELETE CASCADE"), int(OnDelete::Cascade));
    m_onDelete->addItem(QStringLiteral("ON DELETE NO ACTION"), int(OnDelete::NoAction));

    m_columns->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_columns->setSelectionMode(QAbstractItemView::SingleSelection);
    m_columns->verticalHeader()->hide();
    m_columns->horizontalHeader()->setSectionResizeMode(NameField, QHeaderView::Stretch);
    m_columns->horizontalHeader()->setSectionResizeMode(TypeField, QHeaderView::Stretch);
    m_columns->horizontalHeader()->setSectionResizeMode(CommentField, QHeaderView::Stretch);
    for (int f : {KeyField, NotNullField, DescField})
        m_columns->horizontalHeader()->setSectionResizeMode(f, QHeaderView::ResizeToContents);

    // The key order as a row of chips that can be dragged into another order.
    m_keyOrder->setObjectName(QStringLiteral("keyOrder"));
    m_keyOrder->setFlow(QListView::LeftToRight);
    m_keyOrder->setWrapping(false);
    m_keyOrder->setSpacing(2);
    m_keyOrder->setDragDropMode(QAbstractItemView::InternalMove);
    m_keyOrder->setDefaultDropAction(Qt::MoveAction);
    m_keyOrder->setFixedHeight(m_keyOrder->fontMetrics().height() + 16);
    connect(m_keyOrder->model(), &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex &, int start, int, const QModelIndex &, int row) {
                // `row` is where the item was inserted before its removal: one less when moving down.
                onKeyPartDragged(start, row > start ? row - 1 : row);
            });

    auto *form = new QFormLayout;
    auto *nameLabel = new QLabel(m_body);
    form->addRow(nameLabel, m_name);
    auto *commentLabel = new QLabel(m_body);
    form->addRow(commentLabel, m_comment);
    auto *interleaveRow = new QHBoxLayout;
    interleaveRow->addWidget(m_parent, 1);
    interleaveRow->addWidget(m_onDelete);
    auto *interleaveLabel = new QLabel(m_body);
    form->addRow(interleaveLabel, interleaveRow);

    // Two rows of buttons (columns, then the key) so that the dock stays narrow.
    auto *columnButtons = new QGridLayout;
    QPushButton *add = button(m_body, QStringLiteral("addColumn"));
    QPushButton *remove = button(m_body, QStringLiteral("deleteColumn"));
    QPushButton *up = button(m_body, QStringLiteral("columnUp"));
    QPushButton *down = button(m_body, QStringLiteral("columnDown"));
    QPushButton *keyUp = button(m_body, QStringLiteral("keyUp"));
    QPushButton *keyDown = button(m_body, QStringLiteral("keyDown"));
    int buttonIndex = 0;
    for (QPushButton *b : {add, remove, up, down}) {
        columnButtons->addWidget(b, 0, buttonIndex++);
    }
    columnButtons->addWidget(keyUp, 1, 0, 1, 2);
    columnButtons->addWidget(keyDown, 1, 2, 1, 2);
    m_columns->setMinimumHeight(150); // about five rows; the dock scrolls below

    auto *fkBox = new QGroupBox(m_body);
    auto *fkLayout = new QVBoxLayout(fkBox);
    fkLayout->addWidget(m_foreignKeys);
    QPushButton *deleteFk = button(fkBox, QStringLiteral("deleteForeignKey"));
    fkLayout->addWidget(deleteFk, 0, Qt::AlignLeft);

    auto *indexBox = new QGroupBox(m_body);
    auto *indexLayout = new QVBoxLayout(indexBox);
    indexLayout->addWidget(m_indexes);
    auto *indexCommentLabel = new QLabel(indexBox);
    indexLayout->addWidget(indexCommentLabel);
    indexLayout->addWidget(m_indexComment);
    auto *indexButtons = new QHBoxLayout;
    QPushButton *addIdx = button(indexBox, QStringLiteral("addIndex"));
    QPushButton *editIdx = button(indexBox, QStringLiteral("editIndex"));
    QPushButton *deleteIdx = button(indexBox, QStringLiteral("deleteIndex"));
    for (QPushButton *b : {addIdx, editIdx, deleteIdx})
        indexButtons->addWidget(b);
    indexButtons->addStretch();
    indexLayout->addLayout(indexButtons);
    m_foreignKeys->setMaximumHeight(90);
    m_indexes->setMaximumHeight(90);

    auto *layout = new QVBoxLayout(m_body);
    layout->addLayout(form);
    layout->addWidget(m_columns, 1);
    layout->addLayout(columnButtons);
    auto *keyRow = new QHBoxLayout;
    auto *keyOrderLabel = new QLabel(m_body);
    keyRow->addWidget(keyOrderLabel);
    keyRow->addWidget(m_keyOrder, 1);
    layout->addLayout(keyRow);
    layout->addWidget(fkBox);
    layout->addWidget(indexBox);
    layout->addWidget(m_hints);

    auto *container = new QWidget(this);
    auto *outer = new QVBoxLayout(container);
    outer->addWidget(m_placeholder);
    outer->addWidget(m_body, 1);
    m_placeholder->setWordWrap(true);
    // Scrolls instead of growing: the dock shares its column with the DDL dock and must not
    // squeeze it (or the window) when a table with many columns is selected.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(container);
    setWidget(scroll);

    (new Retranslator(this))->add([=, this] {
        setWindowTitle(tr("Properties"));
        m_placeholder->setText(tr("Select one table in the diagram to edit it."));
        // NOT NULL and DESC are DDL keywords: never translated.
        m_columns->setHorizontalHeaderLabels({tr("Key"), tr("Name"), tr("Type"), QStringLiteral("NOT NULL"), QStringLiteral("DESC"), tr("Comment")});
        m_columns->setToolTip(tr("Key: the column's position in the primary key. Type: e.g. STRING(MAX), ARRAY<INT64>."));
        nameLabel->setText(tr("Name"));
        commentLabel->setText(tr("Comment"));
        m_comment->setToolTip(tr("Written as -- lines above the statement in the DDL. Ctrl+Return or leaving the field applies it."));
        indexCommentLabel->setText(tr("Comment of the selected index:"));
        interleaveLabel->setText(tr("Interleaved in"));
        add->setText(tr("Add"));
        remove->setText(tr("Delete"));
        up->setText(tr("Up"));
        down->setText(tr("Down"));
        keyUp->setText(tr("Key earlier"));
        keyDown->setText(tr("Key later"));
        keyOrderLabel->setText(tr("Key order:"));
        m_keyOrder->setToolTip(tr("The primary key in order: drag a column to change its position in the key."));
        fkBox->setTitle(tr("Foreign keys"));
        deleteFk->setText(tr("Delete foreign key"));
        indexBox->setTitle(tr("Indexes"));
        addIdx->setText(tr("Add..."));
        editIdx->setText(tr("Edit..."));
        deleteIdx->setText(tr("Delete"));
        scheduleRefresh(); // "(not interleaved)"
    });

    connect(add, &QPushButton::clicked, this, &PropertiesDock::addColumn);
    connect(remove, &QPushButton::clicked, this, &PropertiesDock::deleteSelectedColumn);
    connect(up, &QPushButton::clicked, this, [this] { moveSelectedColumn(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelectedColumn(1); });
    connect(keyUp, &QPushButton::clicked, this, [this] { moveSelectedKeyPart(-1); });
    connect(keyDown, &QPushButton::clicked, this, [this] { moveSelectedKeyPart(1); });
    connect(deleteFk, &QPushButton::clicked, this, &PropertiesDock::deleteSelectedForeignKey);
    connect(addIdx, &QPushButton::clicked, this, &PropertiesDock::addIndex);
    connect(editIdx, &QPushButton::clicked, this, &PropertiesDock::editSelectedIndex);
    connect(deleteIdx, &QPushButton::clicked, this, &PropertiesDock::deleteSelectedIndex);
    connect(m_indexes, &QListWidget::itemDoubleClicked, this, &PropertiesDock::editSelectedIndex);
    connect(m_columns, &QTableWidget::itemChanged, this, &PropertiesDock::onColumnItemChanged);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const Table *t = currentTable();
        if (m_filling || !t || m_name->text() == t->name)
            return;
        const ObjectId id = m_table;
        const QString name = m_name->text().trimmed();
        report(pushSchemaEdit(m_document, tr("Rename table %1 to %2").arg(t->name, name),
                              [=](Schema &s, ObjectId &) { return edits::renameTable(s, id, name); }));
        scheduleRefresh();
    });
    connect(m_comment, &CommentEdit::committed, this, [this](const QString &text) {
        if (!m_filling && currentTable())
            setObjectComment(m_table, text);
    });
    connect(m_indexComment, &CommentEdit::committed, this, [this](const QString &text) {
        if (QListWidgetItem *item = m_indexes->currentItem(); item && !m_filling)
            setObjectComment(item->data(Qt::UserRole).toULongLong(), text);
    });
    connect(m_indexes, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        const QString *comment = item ? edits::commentOf(m_document->schema(), item->data(Qt::UserRole).toULongLong()) : nullptr;
        m_indexComment->setEnabled(comment != nullptr);
        m_indexComment->setPlainText(comment ? *comment : QString());
    });
    connect(m_parent, &QComboBox::activated, this, &PropertiesDock::onParentChosen);
    connect(m_onDelete, &QComboBox::activated, this, [this] {
        const Table *t = currentTable();
        if (m_filling || !t || !t->interleave)
            return;
        const ObjectId id = m_table;
        const auto onDelete = OnDelete(m_onDelete->currentData().toInt());
        report(pushSchemaEdit(m_document, tr("Set ON DELETE of %1").arg(t->name),
                              [=](Schema &s, ObjectId &) { return edits::setInterleaveOnDelete(s, id, onDelete); }));
    });
    connect(document, &Document::schemaChanged, this, &PropertiesDock::scheduleRefresh);
    refresh();
}

void PropertiesDock::setTable(ObjectId table)
{
    m_table = table;
    m_hints->setTable(table);
    refresh();
}

const Table *PropertiesDock::currentTable() const { return edits::tableById(m_document->schema(), m_table); }

void PropertiesDock::report(const EditResult &result)
{
    if (!result.ok())
        Q_EMIT statusMessage(result.error);
}

void PropertiesDock::scheduleRefresh()
{
    // Deferred: the change may come from inside one of our own signal handlers (itemChanged),
    // where rebuilding the table widget would pull the item out from under Qt.
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &PropertiesDock::refresh);
}

void PropertiesDock::refresh()
{
    m_refreshPending = false;
    const Table *t = currentTable();
    m_placeholder->setVisible(!t);
    m_body->setVisible(t != nullptr);
    if (!t)
        return;
    const Schema &schema = m_document->schema();
    m_filling = true;
    const ObjectId keepColumn = selectedColumn();
    if (!m_name->hasFocus() || m_name->text() != t->name)
        m_name->setText(t->name);
    m_comment->showComment(t->comment);

    m_parent->clear();
    m_parent->addItem(tr("(not interleaved)"), QVariant::fromValue<qulonglong>(0));
    for (const Table &other : schema.tables)
        if (other.id != t->id)
            m_parent->addItem(other.name, QVariant::fromValue<qulonglong>(other.id));
    const ObjectId parentId = t->interleave && schema.findTable(t->interleave->parent)
                                  ? schema.findTable(t->interleave->parent)->id : 0;
    m_parent->setCurrentIndex(std::max(0, m_parent->findData(QVariant::fromValue<qulonglong>(parentId))));
    m_onDelete->setEnabled(t->interleave.has_value());
    m_onDelete->setCurrentIndex(t->interleave && t->interleave->onDelete == OnDelete::NoAction ? 1 : 0);

    m_columns->setRowCount(int(t->columns.size()));
    for (int row = 0; row < int(t->columns.size()); ++row) {
        const Column &c = t->columns[size_t(row)];
        const KeyPart *part = t->keyPart(c.name);
        QTableWidgetItem *key = checkItem(part != nullptr);
        const QString marker = DiagramPainter::keyMarker(*t, c);
        key->setText(marker.section(u' ', 0, 0));
        key->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(c.id));
        m_columns->setItem(row, KeyField, key);
        auto *name = new QTableWidgetItem(c.name);
        name->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(c.id));
        m_columns->setItem(row, NameField, name);
        m_columns->setItem(row, TypeField, new QTableWidgetItem(DiagramPainter::typeText(c.type, schema.dialect)));
        m_columns->setItem(row, NotNullField, checkItem(c.notNull));
        m_columns->setItem(row, DescField, checkItem(part && part->order == SortOrder::Desc, part != nullptr));
        m_columns->setItem(row, CommentField, new QTableWidgetItem(c.comment));
        if (c.id == keepColumn)
            m_columns->selectRow(row);
    }

    m_keyOrder->clear();
    for (const KeyPart &part : t->primaryKey) {
        const Column *c = t->findColumn(part.column);
        auto *item = new QListWidgetItem(part.order == SortOrder::Desc ? part.column + QStringLiteral(" DESC") : part.column, m_keyOrder);
        item->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(c ? c->id : 0));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }

    m_foreignKeys->clear();
    for (const ForeignKey &fk : t->foreignKeys) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 (%2) \u2192 %3 (%4)")
                                             .arg(fk.name, fk.columns.join(QStringLiteral(", ")), fk.referencedTable,
                                                  fk.referencedColumns.join(QStringLiteral(", "))),
                                         m_foreignKeys);
        item->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(fk.id));
    }
    const ObjectId keepIndex = m_indexes->currentItem() ? m_indexes->currentItem()->data(Qt::UserRole).toULongLong() : 0;
    m_indexes->clear();
    m_indexComment->setEnabled(false);
    m_indexComment->setPlainText(QString());
    for (const Index *index : schema.indexesOn(t->name)) {
        QStringList keys;
        for (const KeyPart &k : index->keys)
            keys << k.column + (k.order == SortOrder::Desc ? QStringLiteral(" DESC") : QString());
        QString text = QStringLiteral("%1%2 (%3)").arg(index->unique ? QStringLiteral("UNIQUE ") : QString(), index->name,
                                                        keys.join(QStringLiteral(", ")));
        if (!index->storing.isEmpty())
            text += QStringLiteral(" STORING (%1)").arg(index->storing.join(QStringLiteral(", ")));
        auto *item = new QListWidgetItem(text, m_indexes);
        item->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(index->id));
        if (!index->comment.isEmpty())
            item->setToolTip(index->comment);
        if (index->id == keepIndex)
            m_indexes->setCurrentItem(item);
    }
    m_filling = false;
}

ObjectId PropertiesDock::selectedColumn() const
{
    const int row = m_columns->currentRow();
    if (row < 0 || !m_columns->item(row, NameField))
        return 0;
    return m_columns->item(row, NameField)->data(Qt::UserRole).toULongLong();
}

void PropertiesDock::onColumnItemChanged(QTableWidgetItem *item)
{
    const Table *t = currentTable();
    if (m_filling || !t)
        return;
    const ObjectId table = m_table;
    const ObjectId column = m_columns->item(item->row(), NameField)->data(Qt::UserRole).toULongLong();
    const Column *c = nullptr;
    for (const Column &candidate : t->columns)
        if (candidate.id == column)
            c = &candidate;
    if (!c)
        return;
    const QString columnName = c->name;
    EditResult result;
    switch (item->column()) {
    case KeyField:
        if ((item->checkState() == Qt::Checked) == t->isKeyColumn(columnName))
            return;
        result = pushSchemaEdit(m_document, item->checkState() == Qt::Checked ? tr("Add %1 to the key").arg(columnName)
                                                                              : tr("Remove %1 from the key").arg(columnName),
                                [=](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, table, column); });
        break;
    case NameField: {
        const QString name = item->text().trimmed();
        result = pushSchemaEdit(m_document, tr("Rename column %1 to %2").arg(columnName, name),
                                [=](Schema &s, ObjectId &) { return edits::renameColumn(s, table, column, name); });
        break;
    }
    case TypeField: {
        QString error;
        const auto type = parseColumnType(item->text(), m_document->schema().dialect, &error);
        if (!type) {
            result.error = error;
            break;
        }
        result = pushSchemaEdit(m_document, tr("Change type of %1").arg(columnName),
                                [=](Schema &s, ObjectId &) { return edits::retypeColumn(s, table, column, *type); });
        break;
    }
    case NotNullField: {
        const bool notNull = item->checkState() == Qt::Checked;
        if (notNull == c->notNull)
            return;
        result = pushSchemaEdit(m_document, notNull ? tr("Make %1 NOT NULL").arg(columnName) : tr("Make %1 nullable").arg(columnName),
                                [=](Schema &s, ObjectId &) { return edits::setColumnNotNull(s, table, column, notNull); });
        break;
    }
    case CommentField: {
        if (item->text() == c->comment)
            return;
        setObjectComment(column, item->text());
        return;
    }
    case DescField: {
        const KeyPart *part = t->keyPart(columnName);
        if (!part || (item->checkState() == Qt::Checked) == (part->order == SortOrder::Desc))
            return;
        result = pushSchemaEdit(m_document, tr("Toggle DESC on %1").arg(columnName),
                                [=](Schema &s, ObjectId &) { return edits::toggleKeyDescending(s, table, column); });
        break;
    }
    default:
        return;
    }
    report(result);
    scheduleRefresh(); // also restores the cell when the edit was refused
}

void PropertiesDock::setObjectComment(ObjectId object, const QString &comment)
{
    const QString *current = edits::commentOf(m_document->schema(), object);
    if (!current || *current == comment)
        return;
    report(pushSchemaEdit(m_document, tr("Edit comment"),
                          [=](Schema &s, ObjectId &) { return edits::setComment(s, object, comment); }));
    scheduleRefresh();
}

void PropertiesDock::onParentChosen()
{
    const Table *t = currentTable();
    if (m_filling || !t)
        return;
    const ObjectId table = m_table;
    const ObjectId parent = m_parent->currentData().toULongLong();
    const QString parentName = m_parent->currentText();
    if (parent == 0) {
        report(pushSchemaEdit(m_document, tr("Remove interleave of %1").arg(t->name),
                              [=](Schema &s, ObjectId &) { return edits::removeInterleave(s, table); }));
    } else {
        const auto onDelete = OnDelete(m_onDelete->currentData().toInt());
        report(pushSchemaEdit(m_document, tr("Interleave %1 in %2").arg(t->name, parentName),
                              [=](Schema &s, ObjectId &) { return edits::interleaveTable(s, table, parent, onDelete, true); }));
    }
    scheduleRefresh();
}

void PropertiesDock::onKeyPartDragged(int from, int to)
{
    const Table *t = currentTable();
    if (m_filling || !t || from == to || from < 0 || from >= int(t->primaryKey.size()))
        return;
    const Column *c = t->findColumn(t->primaryKey[size_t(from)].column);
    if (!c)
        return;
    const ObjectId table = m_table, column = c->id;
    report(pushSchemaEdit(m_document, tr("Reorder the key of %1").arg(t->name),
                          [=](Schema &s, ObjectId &) { return edits::moveKeyPart(s, table, column, to); }));
    scheduleRefresh(); // also restores the chips when the move was refused
}

void PropertiesDock::addColumn()
{
    const Table *t = currentTable();
    if (!t)
        return;
    const ObjectId table = m_table;
    QString name;
    for (int i = 1;; ++i) {
        name = QStringLiteral("Column%1").arg(i);
        if (!t->findColumn(name))
            break;
    }
    const ColumnType type = ColumnType::string(std::nullopt); // STRING(MAX) / varchar: retype in place
    report(pushSchemaEdit(m_document, tr("Add column %1 to %2").arg(name, t->name),
                          [=](Schema &s, ObjectId &created) { return edits::addColumn(s, table, name, type, false, created); }));
    refresh();
    m_columns->selectRow(m_columns->rowCount() - 1);
}

void PropertiesDock::deleteSelectedColumn()
{
    const Table *t = currentTable();
    const ObjectId column = selectedColumn();
    if (!t || !column)
        return;
    const ObjectId table = m_table;
    report(pushSchemaEdit(m_document, tr("Delete column from %1").arg(t->name),
                          [=](Schema &s, ObjectId &) { return edits::deleteColumn(s, table, column); }));
    refresh();
}

void PropertiesDock::moveSelectedColumn(int delta)
{
    const Table *t = currentTable();
    const ObjectId column = selectedColumn();
    if (!t || !column)
        return;
    const ObjectId table = m_table;
    const int to = m_columns->currentRow() + delta;
    report(pushSchemaEdit(m_document, tr("Reorder columns of %1").arg(t->name),
                          [=](Schema &s, ObjectId &) { return edits::moveColumn(s, table, column, to); }));
    refresh();
}

void PropertiesDock::moveSelectedKeyPart(int delta)
{
    const Table *t = currentTable();
    const ObjectId column = selectedColumn();
    if (!t || !column)
        return;
    int position = -1;
    for (size_t i = 0; i < t->primaryKey.size(); ++i)
        if (const Column *c = t->findColumn(t->primaryKey[i].column); c && c->id == column)
            position = int(i);
    if (position < 0) {
        Q_EMIT statusMessage(tr("The selected column is not part of the key."));
        return;
    }
    const ObjectId table = m_table;
    report(pushSchemaEdit(m_document, tr("Reorder the key of %1").arg(t->name),
                          [=](Schema &s, ObjectId &) { return edits::moveKeyPart(s, table, column, position + delta); }));
    refresh();
}

void PropertiesDock::addIndex()
{
    const Table *t = currentTable();
    if (!t)
        return;
    Index index;
    index.table = t->name;
    index.name = edits::uniqueName(m_document->schema(), t->name + QStringLiteral("By"));
    IndexDialog dialog(m_document->schema(), index, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Index result = dialog.index();
    report(pushSchemaEdit(m_document, tr("Add index %1").arg(result.name),
                          [=](Schema &s, ObjectId &created) { return edits::addIndex(s, result, created); }));
}

void PropertiesDock::editSelectedIndex()
{
    QListWidgetItem *item = m_indexes->currentItem();
    if (!item)
        return;
    const ObjectId id = item->data(Qt::UserRole).toULongLong();
    for (const Index &index : m_document->schema().indexes) {
        if (index.id != id)
            continue;
        IndexDialog dialog(m_document->schema(), index, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const Index result = dialog.index();
        report(pushSchemaEdit(m_document, tr("Edit index %1").arg(result.name),
                              [=](Schema &s, ObjectId &) { return edits::updateIndex(s, result); }));
        return;
    }
}

void PropertiesDock::deleteSelectedIndex()
{
    QListWidgetItem *item = m_indexes->currentItem();
    if (!item)
        return;
    const ObjectId id = item->data(Qt::UserRole).toULongLong();
    report(pushSchemaEdit(m_document, tr("Delete index"), [=](Schema &s, ObjectId &) { return edits::deleteIndex(s, id); }));
}

void PropertiesDock::deleteSelectedForeignKey()
{
    QListWidgetItem *item = m_foreignKeys->currentItem();
    if (!item || !currentTable())
        return;
    const ObjectId table = m_table, fk = item->data(Qt::UserRole).toULongLong();
    report(pushSchemaEdit(m_document, tr("Delete foreign key"),
                          [=](Schema &s, ObjectId &) { return edits::deleteForeignKey(s, table, fk); }));
}

} // namespace ssd
