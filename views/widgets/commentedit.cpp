#include "commentedit.h"

#include <QKeyEvent>

namespace ssd {

CommentEdit::CommentEdit(QWidget *parent) : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    // About three lines: comments are short; longer ones scroll.
    setFixedHeight(fontMetrics().lineSpacing() * 3 + 12);
}

void CommentEdit::showComment(const QString &text)
{
    if (hasFocus() || toPlainText() == text)
        return;
    setPlainText(text);
}

void CommentEdit::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    Q_EMIT committed(toPlainText());
}

void CommentEdit::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (event->modifiers() & Qt::ControlModifier)) {
        Q_EMIT committed(toPlainText());
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

} // namespace ssd
