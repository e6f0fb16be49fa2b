// The DDL editor's highlighter (views/widgets/ddlhighlighter.cpp): a big text is highlighted in
// chunks, and each line is read by the dialect's lexer started inside what the line before left
// open (a comment, a triple-quoted or a dollar-quoted string), so edits re-highlight the lines
// below. Split from tst_ddlpane.cpp, which tests the DDL dock.

#include "ddleditor.h"
#include "ddlhighlighter.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace ssd;

class TestDdlHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bigTextIsHighlightedInChunks();
    void googleSqlCommentsAndStringsCarryAcrossLines();
    void postgreSqlCommentsAndDollarStringsCarryAcrossLines();
};

// A big text is highlighted a chunk per event-loop pass (opening 5,000 tables must not freeze the
// window for the whole text), and ends up highlighted exactly as in one go: the text repeats one
// statement of 11 lines, whose block comment (lines 6-9) is open across the end of the first
// chunk, so every line must get the formats of its twin in the first statement, which the first
// pass highlighted. The later passes change formats, not the text: no textChanged (the DDL dock
// would take it for typing and parse the whole text again).
void TestDdlHighlighter::bigTextIsHighlightedInChunks()
{
    const QStringList statement{QStringLiteral("CREATE TABLE T ("), QStringLiteral("  Id INT64 NOT NULL,"),
                                QStringLiteral("  Name STRING(100) DEFAULT ('x'),"), QStringLiteral("  N FLOAT64,"),
                                QStringLiteral(") PRIMARY KEY (Id);"), QStringLiteral("-- a line comment"),
                                QStringLiteral("/* a block comment"), QStringLiteral("   CREATE TABLE inside it"),
                                QStringLiteral("   INT64 too"), QStringLiteral("*/ CREATE INDEX I ON T (Name);"),
                                QString()};
    const int period = int(statement.size());
    const int lines = 4 * DdlHighlighter::kLinesPerPass;
    QVERIFY(DdlHighlighter::kLinesPerPass % period > 6 && DdlHighlighter::kLinesPerPass % period < 10); // inside the comment
    QStringList text;
    while (text.size() < lines)
        text += statement;
    DdlEditor editor(Dialect::GoogleSql);
    auto *highlighter = editor.document()->findChild<DdlHighlighter *>();
    QVERIFY(highlighter);
    QCoreApplication::processEvents(); // the highlighter's first (empty) pass
    editor.setPlainText(text.join(u'\n'));

    auto formatsOf = [&](int line) { return editor.document()->findBlockByNumber(line).layout()->formats(); };
    auto sameFormats = [](const QList<QTextLayout::FormatRange> &a, const QList<QTextLayout::FormatRange> &b) {
        if (a.size() != b.size())
            return false;
        for (qsizetype i = 0; i < a.size(); ++i)
            if (a[i].start != b[i].start || a[i].length != b[i].length || a[i].format != b[i].format)
                return false;
        return true;
    };
    // At once: the first chunk only; the last line is still plain.
    QSignalSpy edited(&editor, &QPlainTextEdit::textChanged); // the later passes are no typing
    QVERIFY(highlighter->isCatchingUp());
    QVERIFY(!formatsOf(1).isEmpty());
    QVERIFY(formatsOf(lines - 2).isEmpty());
    QTRY_VERIFY(!highlighter->isCatchingUp());
    QCOMPARE(edited.size(), 0);
    for (int line = period; line < int(text.size()); ++line)
        QVERIFY2(sameFormats(formatsOf(line), formatsOf(line % period)), qPrintable(QStringLiteral("line %1").arg(line)));
}

namespace {

// What the highlighter made of the character at line:column, told by its look (the colours are
// the highlighter's own).
enum class Look { Plain, Keyword, Type, String, Name, Number, Comment };

Look lookAt(const QTextDocument &document, int line, int column)
{
    const QTextBlock block = document.findBlockByNumber(line);
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (column < range.start || column >= range.start + range.length)
            continue;
        const QTextCharFormat &format = range.format;
        if (format.fontItalic())
            return Look::Comment;
        if (format.fontWeight() == QFont::Bold)
            return Look::Keyword;
        const QColor colour = format.foreground().color();
        if (colour == QColor(0x7b, 0x1f, 0xa2))
            return Look::Type;
        if (colour == QColor(0x1b, 0x7a, 0x2f))
            return Look::String;
        if (colour == QColor(0x8a, 0x4b, 0x08))
            return Look::Name;
        if (colour == QColor(0xb0, 0x3a, 0x2e))
            return Look::Number;
    }
    return Look::Plain;
}

// Replaces the first `from` of the line with `to`, as typing would.
void editLine(QTextDocument &document, int line, const QString &from, const QString &to)
{
    const QTextBlock block = document.findBlockByNumber(line);
    const qsizetype at = block.text().indexOf(from);
    QVERIFY(at >= 0);
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + int(at));
    cursor.setPosition(block.position() + int(at + from.size()), QTextCursor::KeepAnchor);
    cursor.insertText(to);
}

} // namespace

// The highlighter reads each line with the GoogleSQL lexer, started inside what the line before
// left open; an edit in the middle that opens or closes a comment or a triple-quoted string
// re-highlights the lines below it.
void TestDdlHighlighter::googleSqlCommentsAndStringsCarryAcrossLines()
{
    DdlEditor editor(Dialect::GoogleSql);
    editor.setPlainText(QStringLiteral("CREATE TABLE T (\n"                       // 0
                                       "/* a comment\n"                           // 1
                                       "   CREATE TABLE inside\n"                 // 2
                                       "*/ Id INT64 NOT NULL,\n"                  // 3
                                       "  S STRING(MAX) DEFAULT ('''one\n"        // 4
                                       "two INT64\n"                              // 5
                                       "three'''),\n"                             // 6
                                       "  U STRING(MAX) DEFAULT (\"\"\"a 'b'\n"   // 7
                                       "INT64 \"\"\"),\n"                         // 8
                                       ") PRIMARY KEY (Id); # done"));            // 9
    QTextDocument &document = *editor.document();
    auto *highlighter = document.findChild<DdlHighlighter *>();
    QVERIFY(highlighter);
    QTRY_VERIFY(!highlighter->isCatchingUp());
    QCOMPARE(lookAt(document, 0, 0), Look::Keyword);
    QCOMPARE(lookAt(document, 1, 0), Look::Comment);
    QCOMPARE(lookAt(document, 2, 3), Look::Comment);
    QCOMPARE(lookAt(document, 3, 0), Look::Comment);
    QCOMPARE(lookAt(document, 3, 6), Look::Type);
    QCOMPARE(lookAt(document, 4, 27), Look::String);
    QCOMPARE(lookAt(document, 5, 4), Look::String);
    QCOMPARE(lookAt(document, 6, 0), Look::String);
    QCOMPARE(lookAt(document, 6, 8), Look::Plain); // the ')' after the string
    QCOMPARE(lookAt(document, 7, 26), Look::String);
    QCOMPARE(lookAt(document, 8, 0), Look::String);
    QCOMPARE(lookAt(document, 9, 2), Look::Keyword);
    QCOMPARE(lookAt(document, 9, 21), Look::Comment);

    // Closing the comment on its first line: the next line is DDL again.
    editLine(document, 1, QStringLiteral("comment"), QStringLiteral("comment */"));
    QCOMPARE(lookAt(document, 2, 3), Look::Keyword);
    QCOMPARE(lookAt(document, 2, 16), Look::Plain); // "inside"
    // Opening it again further down: the lines below follow.
    editLine(document, 2, QStringLiteral("inside"), QStringLiteral("inside /*"));
    QCOMPARE(lookAt(document, 2, 3), Look::Keyword);
    QCOMPARE(lookAt(document, 2, 23), Look::Comment);
    QCOMPARE(lookAt(document, 3, 0), Look::Comment);
    QCOMPARE(lookAt(document, 3, 6), Look::Type);
    // Ending the ''' string on its first line: its other lines are DDL, and the ''' that closed
    // it now opens one that runs to the end of the text.
    editLine(document, 4, QStringLiteral("'''one"), QStringLiteral("'''one'''"));
    QCOMPARE(lookAt(document, 5, 4), Look::Type);
    QCOMPARE(lookAt(document, 6, 0), Look::Plain);
    QCOMPARE(lookAt(document, 6, 8), Look::String);
    QCOMPARE(lookAt(document, 7, 2), Look::String);
    QCOMPARE(lookAt(document, 8, 0), Look::String);
    QCOMPARE(lookAt(document, 9, 2), Look::String);
    // And undoing it puts everything back.
    editLine(document, 4, QStringLiteral("'''one'''"), QStringLiteral("'''one"));
    QCOMPARE(lookAt(document, 5, 4), Look::String);
    QCOMPARE(lookAt(document, 8, 0), Look::String);
    QCOMPARE(lookAt(document, 9, 2), Look::Keyword);
    QCOMPARE(lookAt(document, 9, 21), Look::Comment);
}

// The same in PostgreSQL, whose block comments nest (the depth is carried) and whose $tag$
// strings end only at the same tag (the tag is carried).
void TestDdlHighlighter::postgreSqlCommentsAndDollarStringsCarryAcrossLines()
{
    DdlEditor editor(Dialect::PostgreSql);
    editor.setPlainText(QStringLiteral("/* outer /* inner */\n"      // 0
                                       "still create\n"               // 1
                                       "*/ CREATE TABLE t (\n"        // 2
                                       "  a text DEFAULT $x$one\n"    // 3
                                       "two $$ bigint $y$\n"          // 4
                                       "three$x$,\n"                  // 5
                                       "  b bigint PRIMARY KEY);\n"   // 6
                                       "-- done 'x"));                // 7
    QTextDocument &document = *editor.document();
    auto *highlighter = document.findChild<DdlHighlighter *>();
    QVERIFY(highlighter);
    QTRY_VERIFY(!highlighter->isCatchingUp());
    QCOMPARE(lookAt(document, 0, 12), Look::Comment);
    QCOMPARE(lookAt(document, 1, 6), Look::Comment);
    QCOMPARE(lookAt(document, 2, 0), Look::Comment);
    QCOMPARE(lookAt(document, 2, 3), Look::Keyword);
    QCOMPARE(lookAt(document, 3, 4), Look::Type);
    QCOMPARE(lookAt(document, 3, 19), Look::String);
    QCOMPARE(lookAt(document, 4, 8), Look::String);
    QCOMPARE(lookAt(document, 5, 6), Look::String);
    QCOMPARE(lookAt(document, 5, 8), Look::Plain); // the ','
    QCOMPARE(lookAt(document, 6, 4), Look::Type);
    QCOMPARE(lookAt(document, 7, 9), Look::Comment);

    // Without the inner "/*" the comment ends on its first line, and "*/" is an operator.
    editLine(document, 0, QStringLiteral("/* inner"), QStringLiteral("inner"));
    QCOMPARE(lookAt(document, 1, 0), Look::Plain);
    QCOMPARE(lookAt(document, 1, 6), Look::Keyword);
    QCOMPARE(lookAt(document, 2, 0), Look::Plain);
    QCOMPARE(lookAt(document, 2, 3), Look::Keyword);
    editLine(document, 0, QStringLiteral("inner"), QStringLiteral("/* inner"));
    QCOMPARE(lookAt(document, 1, 0), Look::Comment);
    QCOMPARE(lookAt(document, 1, 6), Look::Comment);
    QCOMPARE(lookAt(document, 2, 0), Look::Comment);
    // Another tag: the string now ends at the $y$ of the next line, and "three" is DDL again.
    editLine(document, 3, QStringLiteral("$x$"), QStringLiteral("$y$"));
    QCOMPARE(lookAt(document, 4, 8), Look::String);
    QCOMPARE(lookAt(document, 4, 15), Look::String); // the $y$ that closes it
    QCOMPARE(lookAt(document, 5, 0), Look::Plain);   // three$x$ is a name
    QCOMPARE(lookAt(document, 6, 4), Look::Type);
    // The tag changed on the line that closed it: the string runs to the end of the text.
    editLine(document, 4, QStringLiteral("$y$"), QStringLiteral("$z$"));
    QCOMPARE(lookAt(document, 5, 0), Look::String);
    QCOMPARE(lookAt(document, 6, 4), Look::String);
    QCOMPARE(lookAt(document, 7, 0), Look::String);
    // Back to $x$: it ends on line 5 again.
    editLine(document, 3, QStringLiteral("$y$"), QStringLiteral("$x$"));
    QCOMPARE(lookAt(document, 5, 0), Look::String);
    QCOMPARE(lookAt(document, 6, 4), Look::Type);
    QCOMPARE(lookAt(document, 7, 0), Look::Comment);
}

QTEST_MAIN(TestDdlHighlighter)
#include "tst_ddlhighlighter.moc"
