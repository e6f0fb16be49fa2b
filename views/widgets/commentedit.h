#pragma once

// A few lines of plain text for an object's comment (Properties): the edit is committed when
// the field loses focus or on Ctrl+Return, so that typing a comment makes one undo command, not
// one per key.

#include <QPlainTextEdit>

namespace ssd {

class CommentEdit : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit CommentEdit(QWidget *parent = nullptr);
    // Shows `text` unless the user is typing in the field.
    void showComment(const QString &text);

Q_SIGNALS:
    void committed(const QString &text);

protected:
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace ssd
