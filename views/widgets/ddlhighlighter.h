#pragma once

// Syntax highlighting for GoogleSQL and PostgreSQL DDL: keywords, type names, strings, quoted
// identifiers, numbers and comments (block comments span lines; PostgreSQL's nest).
//
// A big text is highlighted in chunks (issue 16: nothing heavy on the GUI thread): the DDL of a
// 5,000-table file (66,000 lines) highlighted in one go kept the window frozen for 0.4 s when it
// opened. At most kLinesPerPass lines are highlighted per event-loop pass; the lines after them
// stay plain and follow on the next passes, top down (the top is what shows first).

#include "schema.h"

#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <QTimer>

namespace ssd {

class DdlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    DdlHighlighter(QTextDocument *document, Dialect dialect);
    void setDialect(Dialect dialect);
    // Lines are still plain, waiting for a later event-loop pass.
    bool isCatchingUp() const { return m_firstPlain >= 0; }

    static constexpr int kLinesPerPass = 3000;

protected:
    void highlightBlock(const QString &text) override;

private:
    // The next chunk: from the first line left plain, while the budget lasts.
    void highlightMore();
    bool isKeyword(const QString &upper) const; // the word in upper case
    bool isType(const QString &upper) const;

    Dialect m_dialect;
    QTextCharFormat m_keyword, m_type, m_string, m_identifier, m_number, m_comment;
    int m_budget = kLinesPerPass; // lines this event-loop pass may still highlight
    int m_firstPlain = -1;        // the number of the first line left plain, -1: none
    QTimer m_nextPass;            // refills the budget (and highlights more) on the next pass
};

} // namespace ssd
