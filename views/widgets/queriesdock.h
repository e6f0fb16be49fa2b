#pragma once

// The Queries dock: the application's own SQL queries (a queries file: ';'-separated, with
// `-- name:` and `-- per second:` comment lines), in an editor like the DDL one (highlighting,
// the first error underlined), and below it each query with how Spanner reads it. Typing is
// applied after a short pause as one undo step (consecutive edits merge); the list follows the
// schema as it changes. Selecting a query says which tables and indexes it reads.

#include "queries/accesspath.h"

#include <QDockWidget>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QLabel;
class QTreeWidget;
QT_END_NAMESPACE

namespace ssd {

class DdlEditor;
class Document;

class QueriesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit QueriesDock(Document *document, QWidget *parent = nullptr);

    DdlEditor *editor() const { return m_editor; }
    QTreeWidget *queryList() const { return m_list; }
    void applyPendingEdit(); // tests: apply the typed text now instead of after the pause
    // The parsed queries and their access paths, in text order.
    const std::vector<queries::Query> &queries() const { return m_queries; }
    const std::vector<queries::QueryAccess> &accessPaths() const { return m_access; }
    int selectedQuery() const; // -1 when none
    void selectQuery(int index);
    // Shows the dock with the editor's cursor at line:column of the queries text (a checklist
    // finding's position) and selects the query written there.
    void showQueryAt(int line, int column);

Q_SIGNALS:
    // The selected query (-1: none) and what it reads, for the diagram and the physical layout.
    void querySelected(int index);

private:
    void onDocumentQueriesChanged();
    void onTextEdited();
    void refresh();
    void retranslate();

    Document *m_document;
    DdlEditor *m_editor;
    QTreeWidget *m_list;
    QLabel *m_status;
    QTimer m_debounce;
    bool m_settingText = false;
    std::vector<queries::Query> m_queries;
    std::vector<queries::QueryAccess> m_access;
};

} // namespace ssd
