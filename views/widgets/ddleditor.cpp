#include "ddleditor.h"

#include "ddlhighlighter.h"

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
            m_replaced = QString();
    });
}

void DdlEditor::setDialect(Dialect dialect) { m_highlighter->setDialect(dialect); }

std::vector<DdlEditor::Splice> DdlEditor::splices(QStringView current, QStringView text, qsizetype prefix, qsizetype suffix)
{
    const QStringView was = current.mid(prefix, current.size() - prefix - suffix);
    const QStringView now = text.mid(prefix, text.size() - prefix - suffix);
    const std::vector<Splice> whole{{prefix, was.size(), now}};
    // A statement that moved: the writer puts interleaved children after their parents and
    // objects in dependency order, so interleaving a table moves its CREATE TABLE. Between the
    // first and the last difference lies everything it moved across, which is most of the text
    // at 5,000 tables. Two small splices instead: `was` = A + Y and `now` = Y + B (it moved
    // later), or `was` = Y + A and `now` = B + Y (earlier), Y being the long, unchanged run.
    constexpr qsizetype kWorthIt = 4096, kProbe = 64;
    if (std::min(was.size(), now.size()) < kWorthIt)
        return whole;
    const qsizetype probe = kProbe;
    // Later: Y starts `now`; find where it starts in `was` (in its first half: Y is the long part).
    for (qsizetype k = was.indexOf(now.left(probe)); k >= 0 && k < was.size() / 2; k = was.indexOf(now.left(probe), k + 1)) {
        const QStringView y = was.mid(k);
        if (!y.front().isLowSurrogate() && now.startsWith(y))
            return {{prefix + was.size(), 0, now.mid(y.size())}, {prefix, k, {}}};
    }
    // Earlier: Y starts `was`; find where it starts in `now`.
    for (qsizetype j = now.indexOf(was.left(probe)); j >= 0 && j < now.size() / 2; j = now.indexOf(was.left(probe), j + 1)) {
        const QStringView y = now.mid(j);
        if (!y.front().isLowSurrogate() && was.startsWith(y))
            return {{prefix + y.size(), was.size() - y.size(), {}}, {prefix, 0, now.left(j)}};
    }
    return whole;
}

void DdlEditor::replaceText(const QString &text)
{
    const QString current = m_replaced.isNull() ? toPlainText() : m_replaced;
    if (text == current) {
        m_replaced = text;
        return;
    }
    // Only the span that differs is replaced: a one-column change touches one statement, and the
    // document's layout and the highlighter then redo those lines, not the whole text (which
    // cost most of an edit at 5,000 tables). toPlainText() has one character per document
    // position, so offsets in it are cursor positions.
    const qsizetype common = std::min(text.size(), current.size());
    qsizetype prefix = 0;
    while (prefix < common && text[prefix] == current[prefix])
        ++prefix;
    if (prefix > 0 && text[prefix - 1].isHighSurrogate())
        --prefix; // never split a surrogate pair
    qsizetype suffix = 0;
    while (suffix < common - prefix && text[text.size() - 1 - suffix] == current[current.size() - 1 - suffix])
        ++suffix;
    if (suffix > 0 && text[text.size() - suffix].isLowSurrogate())
        --suffix;
    const int v = verticalScrollBar()->value(), h = horizontalScrollBar()->value();
    // Through cursor edits, not setPlainText(): the editor's own undo history stays usable (a
    // moved statement is two steps of it). Not in one edit block: the document would announce,
    // lay out and highlight the whole span between the two splices.
    QTextCursor cursor(document());
    m_replacing = true;
    for (const Splice &splice : splices(current, text, prefix, suffix)) { // last first: offsets stay true
        cursor.setPosition(int(splice.at));
        cursor.setPosition(int(splice.at + splice.removed), QTextCursor::KeepAnchor);
        cursor.insertText(splice.inserted.toString());
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
