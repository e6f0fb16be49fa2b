#include "ddleditor.h"

#include "ddlhighlighter.h"
#include "textsplices.h"

#include <QHelpEvent>
#include <algorithm>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

namespace ssd {

DdlEditor::DdlEditor(Dialect dialect, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new DdlHighlighter(document(), dialect))
{
    QFont font(QStringLiteral("DejaVu Sans Mono"));
    font.setStyleHint(QFont::Monospace);
    font.setPointSizeF(9.5);
    setFont(font);
    setLineWrapMode(NoWrap);
    setTabStopDistance(QFontMetricsF(font).horizontalAdvance(u' ') * 4);
    // Any other change of the text (typing, setPlainText, the editor's own undo) makes the kept
    // copy wrong. Highlighting does not come here: it changes the layout's formats, not the text.
    connect(document(), &QTextDocument::contentsChange, this, [this] {
        if (!m_replacing)
            m_replaced.reset();
    });
}

void DdlEditor::setDialect(Dialect dialect) { m_highlighter->setDialect(dialect); }

void DdlEditor::replaceText(const QString &text)
{
    replaceText(PiecedText::single(text));
}

void DdlEditor::setText(const PiecedText &text)
{
    const QString plain = text.toString();
    m_replacing = true;
    setPlainText(plain);
    m_replacing = false;
    // The document keeps one character per character of the text, but for "\r\n", which it
    // reads as one line break: such a text is read back from the document when it is needed.
    if (plain.contains(u"\r\n"))
        m_replaced.reset();
    else
        m_replaced = text;
}

void DdlEditor::replaceText(const PiecedText &text)
{
    if (!m_replaced)
        m_replaced = PiecedText::single(toPlainText());
    // Only the statements that differ are replaced (textsplices.h): a one-column change touches
    // one statement, and the document's layout and the highlighter then redo those lines, not the
    // whole text (which cost most of an edit at 5,000 tables). toPlainText() has one character
    // per document position, so offsets in it are cursor positions.
    const std::vector<TextSplice> splices = textSplices(*m_replaced, text);
    if (splices.empty()) {
        m_replaced = text;
        return;
    }
    const int v = verticalScrollBar()->value(), h = horizontalScrollBar()->value();
    // Through cursor edits, not setPlainText(): the editor's own undo history stays usable (a
    // moved statement is two steps of it). Not in one edit block: the document would announce,
    // lay out and highlight the whole span between the first and the last splice.
    QTextCursor cursor(document());
    m_replacing = true;
    for (const TextSplice &splice : splices) { // last first: offsets stay true
        cursor.setPosition(int(splice.at));
        cursor.setPosition(int(splice.at + splice.removed), QTextCursor::KeepAnchor);
        cursor.insertText(splice.inserted);
    }
    m_replacing = false;
    m_replaced = text;
    verticalScrollBar()->setValue(v);
    horizontalScrollBar()->setValue(h);
}

void DdlEditor::revealPosition(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(std::clamp(line - 1, 0, std::max(0, document()->blockCount() - 1)));
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + std::clamp(column - 1, 0, std::max(0, block.length() - 1)));
    setTextCursor(cursor);
    centerCursor();
}

void DdlEditor::setError(const Diagnostic &diagnostic)
{
    m_error = diagnostic;
    const QTextBlock block = document()->findBlockByNumber(std::max(0, diagnostic.line - 1));
    QTextCursor cursor(block);
    const int column = std::clamp(diagnostic.column - 1, 0, std::max(0, block.length() - 1));
    cursor.setPosition(block.position() + column);
    // Underline the token at the error (to the next space), or the whole line when it is empty.
    const QString rest = block.text().mid(column);
    qsizetype length = rest.indexOf(QRegularExpression(QStringLiteral("\\s")));
    if (length <= 0)
        length = rest.trimmed().isEmpty() ? block.length() - 1 - column : rest.size();
    if (length <= 0) {
        cursor.setPosition(block.position());
        length = block.length() - 1;
    }
    cursor.setPosition(cursor.position() + int(std::max<qsizetype>(length, 1)), QTextCursor::KeepAnchor);
    m_errorCursor = cursor;
    QTextEdit::ExtraSelection selection;
    selection.cursor = cursor;
    selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    selection.format.setUnderlineColor(Qt::red);
    selection.format.setToolTip(diagnostic.message);
    setExtraSelections({selection});
}

void DdlEditor::clearError()
{
    m_error.reset();
    setExtraSelections({});
}

bool DdlEditor::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_error) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor at = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
        if (at.position() >= m_errorCursor.selectionStart() - 1 && at.position() <= m_errorCursor.selectionEnd() + 1)
            QToolTip::showText(help->globalPos(), m_error->message, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

bool DdlEditor::revealTable(const QString &table)
{
    const QRegularExpression re(QStringLiteral("CREATE\\s+TABLE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?[`\"]?%1[`\"]?(\\s|\\()")
                                    .arg(QRegularExpression::escape(table)),
                                QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = re.match(toPlainText());
    if (!match.hasMatch())
        return false;
    QTextCursor cursor(document());
    cursor.setPosition(int(match.capturedStart()));
    setTextCursor(cursor);
    centerCursor();
    return true;
}

QString DdlEditor::tableAtCursor() const
{
    const QString text = toPlainText();
    const int pos = textCursor().position();
    // The statement around the cursor: between the ';' before it and the ';' after it. Good
    // enough for navigation; strings containing ';' only make the guess coarser.
    const qsizetype start = pos > 0 ? text.lastIndexOf(u';', pos - 1) + 1 : 0;
    qsizetype end = text.indexOf(u';', pos);
    if (end < 0)
        end = text.size();
    const QString statement = text.mid(start, end - start);
    static const QRegularExpression re(
        QStringLiteral("(?:CREATE\\s+(?:OR\\s+REPLACE\\s+)?TABLE|ALTER\\s+TABLE|\\bON)\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?[`\"]?([A-Za-z_][A-Za-z0-9_.]*)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = re.match(statement);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace ssd
