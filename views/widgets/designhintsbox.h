#pragma once

// Under the Properties of the selected table: what the DDL cannot say about it and the checklist
// wants to know, plus the user's note. How many rows one parent row has (interleaved tables:
// interleave-unbounded-children), how each key column's values are generated (the pk-* rules)
// and a free note. The values live in the Document (DesignSettings, keyed by id, so they follow
// renames); every edit is one undo command and the box follows undo, redo and loading.

#include "checks/projectsettings.h"
#include "schema.h"

#include <QGroupBox>
#include <QList>

QT_BEGIN_NAMESPACE
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace ssd {

class CommentEdit;
class Document;

class DesignHintsBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit DesignHintsBox(Document *document, QWidget *parent = nullptr);

    void setTable(ObjectId table);

    QLineEdit *expectedRowsEdit() const { return m_rows; }
    // The key generation choice of one key column of the table (null when it is not one).
    QComboBox *keyGenerationCombo(ObjectId column) const;
    CommentEdit *noteEdit() const { return m_note; }

    // "Sequential", "Random UUID (v4)" ...: the words users pick from (translated).
    static QString keyGenerationTitle(KeyGeneration generation);

private:
    void refresh();
    void rebuildKeyRows(const Table &table);
    void commitRows();

    Document *m_document;
    ObjectId m_table = 0;
    ObjectId m_shownTable = 0; // whose values the fields show
    bool m_filling = false;

    QLabel *m_rowsLabel;
    QLineEdit *m_rows;
    QLabel *m_keysLabel;
    QWidget *m_keys;
    QFormLayout *m_keyForm;
    QList<QPair<ObjectId, QComboBox *>> m_keyCombos; // in key order
    CommentEdit *m_note;
};

} // namespace ssd
