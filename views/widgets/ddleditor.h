#pragma once

// A plain-text DDL editor with highlighting and an error marker: the first error is underlined
// with a red wave and its message is the tooltip of the marked text.

#include "diagnostic.h"
#include "writer/piecedtext.h"
#include "schema.h"

#include <QPlainTextEdit>

namespace ssd {

class DdlHighlighter;

class DdlEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    DdlEditor(Dialect dialect, QWidget *parent = nullptr);

    void setDialect(Dialect dialect);
    // Replaces the whole text, keeping the scroll position (used for model -> text updates).
    void replaceText(const QString &text);
    void replaceText(const PiecedText &text);
    // Sets the text as setPlainText() does (a new undo history), kept for the next replaceText().
    void setText(const PiecedText &text);
    // The text replaceText() last set, while the document still holds it (else null): what the
    // next replaceText() compares with, without toPlainText()'s walk over the whole document.
    QString textAsReplaced() const { return m_replaced ? m_replaced->toString() : QString(); }
    void setError(const Diagnostic &diagnostic);
    void clearError();
    bool hasError() const { return m_error.has_value(); }
    const Diagnostic *error() const { return m_error ? &*m_error : nullptr; }

    // Puts the cursor on the statement that creates `table` (without taking focus).
    bool revealTable(const QString &table);
    // Puts the cursor at line:column (1-based, clamped to the text) and scrolls it into view.
    void revealPosition(int line, int column);
    // The table whose statement holds the cursor (CREATE/ALTER TABLE t, CREATE INDEX .. ON t).
    QString tableAtCursor() const;

protected:
    bool event(QEvent *event) override;

private:

    DdlHighlighter *m_highlighter;
    std::optional<Diagnostic> m_error;
    QTextCursor m_errorCursor;
    std::optional<PiecedText> m_replaced;
    bool m_replacing = false;
};

} // namespace ssd
