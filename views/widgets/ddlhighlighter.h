#pragma once

// Syntax highlighting for GoogleSQL and PostgreSQL DDL: keywords, type names, strings, quoted
// identifiers, numbers and comments (block comments span lines; PostgreSQL's nest).

#include "schema.h"

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace ssd {

class DdlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    DdlHighlighter(QTextDocument *document, Dialect dialect);
    void setDialect(Dialect dialect);

protected:
    void highlightBlock(const QString &text) override;

private:
    bool isKeyword(const QString &upper) const; // the word in upper case
    bool isType(const QString &upper) const;

    Dialect m_dialect;
    QTextCharFormat m_keyword, m_type, m_string, m_identifier, m_number, m_comment;
};

} // namespace ssd
