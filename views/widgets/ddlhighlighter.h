#pragma once

// Syntax highlighting for GoogleSQL and PostgreSQL DDL: keywords, type names, strings, quoted
// identifiers, numbers and comments. Each line is read by the dialect's own lexer, which starts
// inside whatever the line before left open (a block comment, nested in PostgreSQL, a GoogleSQL
// triple-quoted string, a PostgreSQL $tag$ string) and says what this line leaves open: that is
// the line's block state, so an edit that opens or closes one re-highlights the lines below.
//
// A big text is highlighted in chunks (issue 16: nothing heavy on the GUI thread): the DDL of a
// 5,000-table file (66,000 lines) highlighted in one go kept the window frozen for 0.4 s when it
// opened. At most kLinesPerPass lines are highlighted per event-loop pass; the lines after them
// stay plain and follow on the next passes, top down (the top is what shows first).

#include "lexing/openconstruct.h"
#include "lexing/token.h"
#include "schema.h"

#include <QStringList>
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
    // Formats the line's tokens and comments; returns what it leaves open.
    OpenConstruct highlightGoogleSql(const QString &text, const OpenConstruct &carried);
    OpenConstruct highlightPostgreSql(const QString &text, const OpenConstruct &carried);
    void formatToken(const QString &text, const Token &token);
    OpenConstruct openConstructOf(int blockState) const;
    int stateOf(const OpenConstruct &open);

    Dialect m_dialect;
    QTextCharFormat m_keyword, m_type, m_string, m_identifier, m_number, m_comment;
    int m_budget = kLinesPerPass; // lines this event-loop pass may still highlight
    int m_firstPlain = -1;        // the number of the first line left plain, -1: none
    QTimer m_nextPass;            // refills the budget (and highlights more) on the next pass
    QStringList m_dollarTags;     // the $tag$s of dollar-quoted strings left open, named by block states
};

} // namespace ssd
