#pragma once

// The "Query" row of the physical layout dock: choose one of the document's queries and the
// layout shows its read path (queries/readpath.h: the rows it reads, numbered in read order,
// and the splits it touches), described in a line below the choice. The dock owns the layout;
// this panel only picks the query and traces it over the layout the dock built.

#include "physical/storagelayout.h"
#include "queries/readpath.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
QT_END_NAMESPACE

namespace ssd {

class Document;

class ReadPathPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReadPathPanel(Document *document, QWidget *parent = nullptr);

    QComboBox *queryChoice() const { return m_choice; }
    QString currentQuery() const; // empty: none
    // Selects the query of that name ({}: none); false when the document has no such query.
    bool setCurrentQuery(const QString &name);
    // Traces the current query over the layout the dock shows and describes it.
    queries::ReadPath trace(const Schema &schema, const SampleData &rows, const StorageLayout &layout,
                            const SplitAssignment &splits);
    QString description() const; // what the panel says, then the steps of its tooltip

Q_SIGNALS:
    void currentQueryChanged(const QString &name);

private:
    void updateChoices();

    Document *m_document;
    QComboBox *m_choice;
    QLabel *m_description;
    std::vector<queries::Query> m_queries; // parsed against the schema at the last updateChoices
};

} // namespace ssd
