#pragma once

// Properties of the selected table: name, comment, interleave parent and ON DELETE, the columns
// (name, type, NOT NULL, key membership and order, DESC, comment), foreign keys and indexes (with
// the selected index's comment), and below them the table's checklist hints and note
// (DesignHintsBox). Every edit here is one undo command; the dock refreshes from the model after
// each change.

#include "schema.h"

#include <QDockWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;
class QTableWidgetItem;
class QPushButton;
QT_END_NAMESPACE

namespace ssd {

class CommentEdit;
class DesignHintsBox;
class Document;
struct EditResult;

class PropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    enum ColumnField { KeyField, NameField, TypeField, NotNullField, DescField, CommentField, FieldCount };

    explicit PropertiesDock(Document *document, QWidget *parent = nullptr);

    void setTable(ObjectId table);
    ObjectId table() const { return m_table; }
    QTableWidget *columnsTable() const { return m_columns; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *parentCombo() const { return m_parent; }
    QListWidget *indexList() const { return m_indexes; }
    CommentEdit *tableCommentEdit() const { return m_comment; }
    CommentEdit *indexCommentEdit() const { return m_indexComment; }
    // Sets the comment of a table, column or index as one undo command (the fields call it).
    void setObjectComment(ObjectId object, const QString &comment);
    // The key columns in key order; dragging one to another place reorders the key.
    QListWidget *keyOrderList() const { return m_keyOrder; }
    DesignHintsBox *hintsBox() const { return m_hints; }

    // The actions behind the buttons, callable directly (tests, context menus).
    void addColumn();
    void deleteSelectedColumn();
    void moveSelectedColumn(int delta);
    void moveSelectedKeyPart(int delta);
    void addIndex();
    void editSelectedIndex();
    void deleteSelectedIndex();
    void deleteSelectedForeignKey();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void refresh();
    void scheduleRefresh();
    const Table *currentTable() const;
    ObjectId selectedColumn() const;
    void onColumnItemChanged(QTableWidgetItem *item);
    void onParentChosen();
    void onKeyPartDragged(int from, int to);
    void report(const EditResult &result);

    Document *m_document;
    ObjectId m_table = 0;
    bool m_filling = false;
    bool m_refreshPending = false;

    QLabel *m_placeholder;
    QWidget *m_body;
    QLineEdit *m_name;
    CommentEdit *m_comment;
    CommentEdit *m_indexComment;
    QComboBox *m_parent;
    QComboBox *m_onDelete;
    QTableWidget *m_columns;
    QListWidget *m_keyOrder;
    QListWidget *m_foreignKeys;
    QListWidget *m_indexes;
    DesignHintsBox *m_hints;
};

} // namespace ssd
