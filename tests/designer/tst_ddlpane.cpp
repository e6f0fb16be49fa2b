// GUI tests of the DDL pane: the editable text and the diagram follow each other, the
// converted tab is computed off the GUI thread, and model -> text updates rewrite only what
// differs (textsplices.h). Under QT_QPA_PLATFORM=offscreen.

#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "diagramscene.h"
#include "document.h"
#include "commands.h"
#include "edits/schemaedits.h"
#include "propertiesdock.h"
#include "tableitem.h"
#include "textsplices.h"
#include "../core_edits/testschemas.h"
#include "designerharness.h"
#include "translationthreads.h"

#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QUndoStack>

#include <limits>

using namespace ssd;
using designertest::Harness;

namespace {

bool parserAvailable()
{
    return parseDdl(u"CREATE TABLE T (A INT64) PRIMARY KEY (A)").ok();
}

// The text with one more table typed at its end.
QString withTableTyped(const QString &text, const QString &table)
{
    return text + QStringLiteral("CREATE TABLE %1 (Id INT64 NOT NULL) PRIMARY KEY (Id);\n").arg(table);
}

} // namespace

class TestDdlPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ddlEditFollowsInDiagramAndErrorsKeepLastGoodSchema();
    void typedTextParsesOffTheGuiThreadAndOnlyTheNewestApplies();
    void typedTextIsParsedInThePauseAndAppliedAtItsEnd();
    void firstRewriteAfterOpenReusesTheStatementsPrintedInTheBackground();
    void convertedTabConvertsOffTheGuiThreadAndShowsTheLastSchema();
    void selectionFollowsBetweenDiagramAndText();
    void replaceTextChangesOnlyTheDifference_data();
    void replaceTextChangesOnlyTheDifference();
    void replaceTextSeesTypingSinceTheLastReplace();
    void setTextKeepsWhatTheDocumentHolds();
    void replaceTextSplicesAMovedStatement();
    void textSplicesTurnOneTextIntoTheOther();
    void textSplicesOfAFileInAnotherStyle();
    void textSplicesFindTheCommonEndsAtEveryOffset();
    void textSplicesOfPiecedTextsReplaceOnlyChangedPieces();
    void editableTextIsAFreshWriteAfterEveryChange();
};

// The read-only tab of the other dialect is converted on a pool thread, only while it is shown;
// after rapid edits it shows exactly the conversion of the last schema.
void TestDdlPane::convertedTabConvertsOffTheGuiThreadAndShowsTheLastSchema()
{
    Harness h;
    test::TranslationThreads recorder("%1: no PRIMARY KEY; PostgreSQL requires one");
    QCoreApplication::installTranslator(&recorder);
    auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&recorder); });
    Schema schema;
    for (int i = 0; i < 1500; ++i) {
        Table t;
        t.id = schema.newId();
        t.name = QStringLiteral("T%1").arg(i);
        t.columns = {test::column(schema, QStringLiteral("Id"), ColumnType::scalar(TypeKind::Int64))};
        t.hasPrimaryKey = false;
        schema.tables.push_back(t); // no primary key: the conversion warns about each table
    }
    h.document.reset(schema);
    auto *tabs = h.ddl->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(h.ddl->convertedEditor());
    QVERIFY(!h.ddl->convertedInSync());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    const QSet<QThread *> threads = recorder.threads(); // before the test's own conversion below
    QVERIFY(!threads.isEmpty());
    QVERIFY2(!threads.contains(QThread::currentThread()), "the converted tab was written on the GUI thread");
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()).toString());

    // Rapid edits, some with event-loop passes between them (runs start and are overtaken).
    auto edit = [&](int i) {
        QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("edit"), [&](Schema &s, ObjectId &) {
                    Table &t = s.tables[size_t(i * 97)];
                    if (i % 2)
                        t.name += QStringLiteral("Renamed");
                    else
                        t.columns.push_back(test::column(s, QStringLiteral("Extra"), ColumnType::scalar(TypeKind::Bool)));
                    return QString();
                }).ok());
    };
    for (int i = 0; i < 10; ++i) {
        edit(i);
        if (i % 3 == 0)
            QCoreApplication::processEvents();
        if (i % 3 == 1)
            QTest::qWait(20);
    }
    QVERIFY(!h.ddl->convertedInSync());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()).toString());

    // Hidden, the tab is not converted (nothing runs), and it is when shown again.
    tabs->setCurrentWidget(h.ddl->editableEditor());
    const QString shownBefore = h.ddl->convertedEditor()->toPlainText();
    edit(11);
    QTest::qWait(100);
    QVERIFY(!h.ddl->convertedInSync());
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), shownBefore);
    tabs->setCurrentWidget(h.ddl->convertedEditor());
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->convertedInSync(), 60000);
    QCOMPARE(h.ddl->convertedEditor()->toPlainText(), DdlDock::convertedText(h.document.schema()).toString());
}

void TestDdlPane::ddlEditFollowsInDiagramAndErrorsKeepLastGoodSchema()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    const QString music = QStringLiteral(
        "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
        "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (SingerId, AlbumId),\n"
        "  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n");
    ParseResult parsed = parseDdl(music);
    QVERIFY(parsed.ok());
    h.document.reset(parsed.schema, {}, music);
    QCOMPARE(h.ddl->editableEditor()->toPlainText(), music); // the file's text, not reformatted
    const Schema original = h.document.schema();
    const ObjectId singers = h.table(u"Singers");
    const QPointF singersPos = h.document.position(singers);

    // Typing a new table: after the pause the diagram follows, as one undo step.
    DdlEditor *editor = h.ddl->editableEditor();
    const QString typed = music + QStringLiteral("CREATE TABLE Songs (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, TrackId INT64 NOT NULL)\n"
                                                 "  PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums;\n");
    editor->setFocus();
    editor->selectAll();
    editor->insertPlainText(typed);
    QVERIFY(h.ddl->hasPendingEdit());
    QTRY_VERIFY_WITH_TIMEOUT(h.scene.tableItemCount() == 3, 3000);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QCOMPARE(editor->toPlainText(), typed);                  // never reformatted under the cursor
    QCOMPARE(h.table(u"Singers"), singers);                  // ids survive by name
    QCOMPARE(h.document.position(singers), singersPos);      // and so does the manual layout
    const ObjectId songs = h.table(u"Songs");
    QVERIFY(h.document.hasPosition(songs));

    // A syntax error: underlined with its message, the diagram keeps the last good schema.
    const Schema good = h.document.schema();
    editor->insertPlainText(QStringLiteral("CREATE TABLE Broken (Id INT64 NOT NULL PRIMARY KEY (Id);\n"));
    h.ddl->applyPendingEdit();
    QVERIFY(editor->hasError());
    QVERIFY(editor->error()->line >= 6);
    QVERIFY(!editor->extraSelections().isEmpty());
    QCOMPARE(editor->extraSelections().front().format.underlineStyle(), QTextCharFormat::WaveUnderline);
    QVERIFY(h.ddl->statusText().contains(editor->error()->message));
    h.shot(QStringLiteral("ddl-error"));
    QCOMPARE(h.document.schema(), good);
    QCOMPARE(h.document.undoStack()->count(), 1);
    QVERIFY(editor->toPlainText().contains(QStringLiteral("Broken"))); // the user's text stays

    // Undo: the model and the diagram go back, and the text follows the model.
    h.document.undoStack()->undo();
    QCOMPARE(h.document.schema(), original);
    QCOMPARE(h.scene.tableItemCount(), 2);
    QVERIFY(!editor->hasError());
    QCOMPARE(editor->toPlainText(), writeDdl(original));
    h.document.undoStack()->redo();
    QCOMPARE(h.document.schema(), good);
    QCOMPARE(h.scene.tableItemCount(), 3);

    // The converted tab is a read-only live conversion.
    QVERIFY(h.ddl->convertedEditor()->isReadOnly());
}

// The pause after typing ends in a parse on a pool thread (at 5,000 tables ~45 ms the window
// would not answer); its result is applied only if the text is still what was parsed and no
// diagram edit came in between.
void TestDdlPane::typedTextParsesOffTheGuiThreadAndOnlyTheNewestApplies()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    h.document.reset(test::musicSchema());
    DdlEditor *editor = h.ddl->editableEditor();
    const QString original = editor->toPlainText();
    auto typed = [&](const QString &table) { return withTableTyped(original, table); };

    // The pause ends: the document does not change on the GUI thread's own stack, it changes
    // when the parse comes back.
    editor->setPlainText(typed(QStringLiteral("Concerts")));
    h.ddl->applyTypedText();
    QVERIFY(h.ddl->hasPendingEdit());
    QVERIFY(!h.document.schema().findTable(u"Concerts"));
    QTRY_VERIFY(h.document.schema().findTable(u"Concerts"));
    QVERIFY(!h.ddl->hasPendingEdit());
    QCOMPARE(h.document.undoStack()->count(), 1);

    // More typing while the parse runs: that parse is of no use, the newest text applies.
    editor->setPlainText(typed(QStringLiteral("Venues")));
    h.ddl->applyTypedText();
    editor->setPlainText(typed(QStringLiteral("Tours")));
    QVERIFY(h.ddl->hasPendingEdit());
    h.ddl->applyTypedText();
    QTRY_VERIFY(h.document.schema().findTable(u"Tours"));
    QVERIFY(!h.document.schema().findTable(u"Venues"));
    QCOMPARE(h.document.undoStack()->count(), 2);

    // A diagram edit while the parse runs wins: the typed text is dropped, never applied later.
    editor->setPlainText(typed(QStringLiteral("Festivals")));
    h.ddl->applyTypedText();
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Add table"), [](Schema &s, ObjectId &created) {
                return edits::addTable(s, QStringLiteral("Stages"), created);
            }).ok());
    QVERIFY(!h.ddl->hasPendingEdit());
    QTest::qWait(200);
    QVERIFY(h.document.schema().findTable(u"Stages"));
    QVERIFY(!h.document.schema().findTable(u"Festivals"));
    QCOMPARE(editor->toPlainText(), writeDdl(h.document.schema()));
    QCOMPARE(h.document.undoStack()->count(), 3);
}

// The parse starts with the key, on a pool thread, and its result (the undo step too) waits for
// the pause to end: the pause hides the parse, its end only pushes the step. An error waits too,
// so that a half-typed word is not underlined.
void TestDdlPane::typedTextIsParsedInThePauseAndAppliedAtItsEnd()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    h.document.reset(test::musicSchema());
    DdlEditor *editor = h.ddl->editableEditor();
    const QString original = editor->toPlainText();
    auto typed = [&](const QString &table) { return withTableTyped(original, table); };

    editor->setPlainText(typed(QStringLiteral("Concerts")));
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->typedTextPrepared(), 2000);
    QVERIFY(h.ddl->hasPendingEdit()); // the pause goes on
    QVERIFY(!h.document.schema().findTable(u"Concerts"));
    QCOMPARE(h.document.undoStack()->count(), 0);
    h.ddl->applyTypedText(); // the pause ends: applied at once, no event-loop pass needed
    QVERIFY(h.document.schema().findTable(u"Concerts"));
    QVERIFY(!h.ddl->hasPendingEdit());
    QCOMPARE(h.document.undoStack()->count(), 1);
    QCOMPARE(editor->toPlainText(), typed(QStringLiteral("Concerts"))); // as typed

    // An error found in the pause is shown only at its end.
    editor->setPlainText(typed(QStringLiteral("Broken (")));
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->typedTextPrepared(), 2000);
    QVERIFY(!editor->hasError());
    h.ddl->applyTypedText();
    QVERIFY(editor->hasError());
    QCOMPARE(h.document.undoStack()->count(), 1);

    // A diagram edit after the parse is ready wins: the prepared step is dropped.
    editor->setPlainText(typed(QStringLiteral("Venues")));
    QTRY_VERIFY_WITH_TIMEOUT(h.ddl->typedTextPrepared(), 2000);
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Add table"), [](Schema &s, ObjectId &created) {
                return edits::addTable(s, QStringLiteral("Stages"), created);
            }).ok());
    QVERIFY(!h.ddl->typedTextPrepared());
    QVERIFY(!h.ddl->hasPendingEdit());
    QTest::qWait(h.ddl->debounceMilliseconds() + 100);
    QVERIFY(!h.document.schema().findTable(u"Venues"));
    QCOMPARE(h.document.undoStack()->count(), 2);

    // Left alone, the pause ends by itself and applies what was prepared in it.
    editor->setPlainText(typed(QStringLiteral("Tours")));
    QTRY_VERIFY_WITH_TIMEOUT(h.document.schema().findTable(u"Tours"), 3000);
    QVERIFY(!h.ddl->hasPendingEdit());
    QCOMPARE(h.document.undoStack()->count(), 3);
}

// A file opens with its own text, so the editable tab's memo of printed statements starts empty
// and the first edit would print every statement on the GUI thread (~45 ms at 5,000 tables). A
// pool thread prints them once after the open; the first rewrite prints only the changed table.
void TestDdlPane::firstRewriteAfterOpenReusesTheStatementsPrintedInTheBackground()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    const Schema music = test::musicSchema();
    const QString fileText = QStringLiteral("-- the file's own text\n") + writeDdl(music);
    h.document.reset(music, {}, fileText);
    QCOMPARE(h.ddl->editableEditor()->toPlainText(), fileText);
    // A box moved before the memo comes back changes the document, not the schema: the memo is
    // still the schema's (it was dropped for it, and the first edit printed every statement).
    const ObjectId singers = h.document.schema().findTable(u"Singers")->id;
    h.document.undoStack()->push(new MoveTablesCommand(&h.document, {{singers, QPointF(400, 40)}}));
    QTRY_VERIFY_WITH_TIMEOUT(!h.ddl->warmingUp(), 2000);
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Add column"), [singers](Schema &s, ObjectId &created) {
                return edits::addColumn(s, singers, QStringLiteral("Nickname"), ColumnType::string(std::nullopt), false, created);
            }).ok());
    QCOMPARE(h.ddl->editableEditor()->toPlainText(), writeDdl(h.document.schema()));
    QCOMPARE(h.ddl->editableMemo().printed(), 1);
    QVERIFY(h.ddl->editableMemo().reused() >= 1);
}

void TestDdlPane::selectionFollowsBetweenDiagramAndText()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL writer/parser is not available in this build");
    Harness h;
    h.document.reset(test::musicSchema());
    QVERIFY(QTest::qWaitForWindowExposed(&h.window));
    const ObjectId songs = h.table(u"Songs");
    h.scene.selectTables({songs});
    DdlEditor *editor = h.ddl->editableEditor();
    QCOMPARE(editor->textCursor().block().text().left(18), QStringLiteral("CREATE TABLE Songs"));
    QCOMPARE(editor->tableAtCursor(), QStringLiteral("Songs"));

    // Text -> diagram: moving the cursor into the Albums statement selects Albums.
    QSignalSpy activated(h.ddl, &DdlDock::tableActivated);
    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    QTextCursor cursor = editor->document()->find(QStringLiteral("CREATE TABLE Albums"));
    QVERIFY(!cursor.isNull());
    cursor.clearSelection();
    editor->setTextCursor(cursor);
    QVERIFY(activated.count() >= 1);
    QCOMPARE(activated.last().at(0).value<ObjectId>(), h.table(u"Albums"));
}

// Model -> text updates replace only the span that differs (a whole-text replace re-laid out and
// re-highlighted 5,000 tables' DDL on every edit): the result is exactly the new text, and a
// cursor outside the changed span stays on its character.
void TestDdlPane::replaceTextChangesOnlyTheDifference_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("cursor");      // in `before`, before the change
    QTest::addColumn<int>("cursorAfter"); // where that character is in `after`
    const QString head = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n\n");
    QTest::newRow("column added in the middle") << head + QStringLiteral("CREATE TABLE B (\n  Y INT64,\n) PRIMARY KEY(Y);\n")
                                                << head + QStringLiteral("CREATE TABLE B (\n  Y INT64,\n  Z STRING(MAX),\n) PRIMARY KEY(Y);\n")
                                                << 3 << 3;
    QTest::newRow("text shrinks, cursor after the change") << QStringLiteral("abcXYZdef") << QStringLiteral("abcdef") << 7 << 4;
    QTest::newRow("repeated characters") << QStringLiteral("aaaa") << QStringLiteral("aaaaaa") << 0 << 0;
    QTest::newRow("emptied") << QStringLiteral("abc") << QString() << 0 << 0;
    // U+1F600 and U+1F601 share their high surrogate: the pair must not be split.
    QTest::newRow("surrogate pairs") << QStringLiteral("x \U0001F600 y") << QStringLiteral("x \U0001F601 y") << 0 << 0;
}

void TestDdlPane::replaceTextChangesOnlyTheDifference()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, cursor);
    QFETCH(int, cursorAfter);
    DdlEditor editor(Dialect::GoogleSql);
    editor.setPlainText(before);
    QTextCursor c = editor.textCursor();
    c.setPosition(cursor);
    editor.setTextCursor(c);
    editor.replaceText(after);
    QCOMPARE(editor.toPlainText(), after);
    QCOMPARE(editor.textCursor().position(), cursorAfter);
    editor.undo(); // one step of the editor's own history
    QCOMPARE(editor.toPlainText(), before);
}

// replaceText() compares with the text it set last rather than reading the whole document back,
// so typing, setPlainText() or the editor's own undo in between must make it read the document
// again (a stale copy would put the new statement over the wrong span); highlighting must not.
void TestDdlPane::replaceTextSeesTypingSinceTheLastReplace()
{
    const QString a = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n");
    const QString b = QStringLiteral("CREATE TABLE B (\n  X INT64,\n) PRIMARY KEY(X);\n");
    DdlEditor editor(Dialect::GoogleSql);
    editor.replaceText(a);
    QCoreApplication::processEvents(); // the highlighter's pass
    QCOMPARE(editor.textAsReplaced(), a);

    QTextCursor typing(editor.document());
    typing.movePosition(QTextCursor::End);
    typing.insertText(QStringLiteral("-- typed\n"));
    QVERIFY(editor.textAsReplaced().isNull());
    editor.replaceText(b);
    QCOMPARE(editor.toPlainText(), b);
    QCOMPARE(editor.textAsReplaced(), b);

    editor.setPlainText(a + a);
    editor.replaceText(b);
    QCOMPARE(editor.toPlainText(), b);

    editor.undo(); // back to a + a, through the editor's own history
    editor.replaceText(a);
    QCOMPARE(editor.toPlainText(), a);
}

// A file's own text is kept as set (the first rewrite after opening compares with it instead of
// reading 2 MB back), but for "\r\n" line ends, which the document holds as one character: such
// a text must be read back, or the next rewrite's splices land in the wrong places.
void TestDdlPane::setTextKeepsWhatTheDocumentHolds()
{
    const QString written = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n\n"
                                           "CREATE TABLE B (\n  X INT64,\n  Y INT64,\n) PRIMARY KEY(X);\n");
    QString crlf = QStringLiteral("CREATE TABLE A (\n  X INT64,\n) PRIMARY KEY(X);\n\nCREATE TABLE B (\n  X INT64,\n) PRIMARY KEY(X);\n");
    crlf.replace(QStringLiteral("\n"), QStringLiteral("\r\n"));
    DdlEditor editor(Dialect::GoogleSql);
    editor.setText(PiecedText::single(crlf));
    QVERIFY(editor.textAsReplaced().isNull());
    editor.replaceText(written);
    QCOMPARE(editor.toPlainText(), written);

    editor.setText(PiecedText::single(written));
    QCOMPARE(editor.textAsReplaced(), written);
    const QString shorter = QString(written).remove(QStringLiteral("  Y INT64,\n"));
    editor.replaceText(shorter);
    QCOMPARE(editor.toPlainText(), shorter);
}

// Interleaving a table moves its statement past all it now follows: replaceText changes the
// statement's old and new places only, not everything in between (that cost most of such an
// edit at 5,000 tables); the editor's own undo takes it back (in two steps for a move).
void TestDdlPane::replaceTextSplicesAMovedStatement()
{
    QString text;
    for (int i = 0; i < 200; ++i)
        text += QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(i);
    const QString moved = QStringLiteral("CREATE TABLE Moved (\n  X INT64,\n) PRIMARY KEY(X);\n\n");
    const QString child = QStringLiteral("CREATE TABLE Moved (\n  X INT64,\n) PRIMARY KEY(X),\n  INTERLEAVE IN PARENT T199;\n\n");
    const QString head = QStringLiteral("CREATE SEQUENCE S OPTIONS (sequence_kind = 'bit_reversed_positive');\n\n");
    const QString tail = QStringLiteral("CREATE INDEX I ON T0 (X);\n");
    const struct { QString from, to; } cases[] = {
        {head + moved + text + tail, head + text + child + tail}, // moved later (and changed)
        {head + text + child + tail, head + moved + text + tail}, // moved earlier
        {head + text + tail, head + text.mid(50) + tail},         // a plain change: one splice
    };
    for (const auto &c : cases) {
        DdlEditor editor(Dialect::GoogleSql);
        editor.replaceText(c.from);
        qsizetype changed = 0;
        connect(editor.document(), &QTextDocument::contentsChange, &editor,
                [&](int, int removed, int added) { changed += removed + added; });
        editor.replaceText(c.to);
        QCOMPARE(editor.toPlainText(), c.to);
        QVERIFY2(changed < 4 * child.size(), qPrintable(QStringLiteral("case %2: %1 characters changed").arg(changed).arg(&c - cases)));
        while (editor.document()->isUndoAvailable() && editor.toPlainText() != c.from)
            editor.undo();
        QCOMPARE(editor.toPlainText(), c.from);
    }
}

// Random statement lists changed in random ways (statements moved, added, dropped, edited, the
// blank lines between them touched): the splices, applied in their order, give the new text.
void TestDdlPane::textSplicesTurnOneTextIntoTheOther()
{
    QRandomGenerator random(7);
    for (int round = 0; round < 300; ++round) {
        QStringList statements;
        const int count = int(random.bounded(1, 60));
        for (int i = 0; i < count; ++i)
            statements << QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(random.bounded(20));
        QStringList changed = statements;
        for (int e = int(random.bounded(0, 8)); e > 0 && !changed.isEmpty(); --e) {
            const int at = int(random.bounded(changed.size()));
            switch (random.bounded(5)) {
            case 0: changed.move(at, int(random.bounded(changed.size()))); break;
            case 1: changed.insert(at, QStringLiteral("CREATE INDEX I%1 ON T (X);\n\n").arg(round)); break;
            case 2: changed.removeAt(at); break;
            case 3: changed[at].insert(int(random.bounded(changed[at].size())), QStringLiteral("Y")); break;
            default: changed[at].chop(1); break; // a blank line less: two statements become one block
            }
        }
        const QString before = statements.join(QString()), after = changed.join(QString());
        QString applied = before;
        qsizetype last = std::numeric_limits<qsizetype>::max();
        for (const TextSplice &splice : textSplices(before, after, int(random.bounded(1, 70)))) {
            QVERIFY2(splice.at + splice.removed <= last, "splices must come last position first");
            last = splice.at;
            applied.replace(splice.at, splice.removed, splice.inserted);
        }
        QCOMPARE(applied, after);
    }
}

// The first edit after opening a file spelled in another style: 150 statements differ in their
// spelling (300 differences) and one far below in what it says. A splice for each, instead of one
// replacement of everything from the first to the last (a third of a second at 5,000 tables).
void TestDdlPane::textSplicesOfAFileInAnotherStyle()
{
    QStringList file, written;
    for (int i = 0; i < 400; ++i) {
        const QString table = QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(i);
        if (i < 150) {
            file << QStringLiteral("CREATE SEQUENCE S%1 OPTIONS (\n  sequence_kind = 'bit_reversed_positive');\n\n").arg(i);
            written << QStringLiteral("CREATE SEQUENCE S%1 OPTIONS (\n  sequence_kind = 'bit_reversed_positive'\n);\n\n").arg(i);
        }
        file << table;
        written << (i == 300 ? QString(table).replace(QStringLiteral("X INT64"), QStringLiteral("X INT64,\n  Added STRING(MAX)")) : table);
    }
    const QString before = file.join(QString()), after = written.join(QString());
    const std::vector<TextSplice> splices = textSplices(before, after);
    QCOMPARE(splices.size(), size_t(151));
    QString applied = before;
    for (const TextSplice &splice : splices) {
        QVERIFY2(splice.removed < 100, "one statement each: the tables in between stay");
        applied.replace(splice.at, splice.removed, splice.inserted);
    }
    QCOMPARE(applied, after);
}

// The common prefix and suffix are found a run of characters at a time (textsplices.cpp). One
// character replaced, inserted or removed at every offset of a text longer than several runs
// (inside a run, at its edges, near either end), in a text that repeats itself so that a prefix
// and a suffix found too long would overlap: the splices make the new text and replace no more
// than the statements around the change.
void TestDdlPane::textSplicesFindTheCommonEndsAtEveryOffset()
{
    QString text;
    for (int i = 0; i < 30; ++i)
        text += QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X);\n\n").arg(i % 3);
    const qsizetype statement = text.size() / 30;
    for (qsizetype at = 0; at < text.size(); ++at) {
        for (int kind = 0; kind < 3; ++kind) {
            QString after = text;
            if (kind == 0)
                after[at] = u'#';
            else if (kind == 1)
                after.insert(at, u'#');
            else
                after.remove(at, 1);
            QString applied = text;
            qsizetype replaced = 0;
            for (const TextSplice &splice : textSplices(text, after)) {
                applied.replace(splice.at, splice.removed, splice.inserted);
                replaced += splice.removed;
            }
            QVERIFY2(applied == after, qPrintable(QStringLiteral("kind %1 at %2").arg(kind).arg(at)));
            QVERIFY2(replaced <= 2 * statement + 1, qPrintable(QStringLiteral("kind %1 at %2: %3 replaced").arg(kind).arg(at).arg(replaced)));
        }
    }
    QVERIFY(textSplices(text, text + text).size() == 1); // appended: the suffix cannot pass the prefix
    QVERIFY(textSplices(text, text + text).front().inserted == text);
}

// Texts in pieces (writer/piecedtext.h), as the DDL tabs write them: statements shared with the
// last write where they did not change, the text between them in one buffer of its own. The
// splices make the new text and replace no more than the pieces that changed; a piece that is
// one long text (the file's own text, before the first rewrite) is compared as text.
void TestDdlPane::textSplicesOfPiecedTextsReplaceOnlyChangedPieces()
{
    QRandomGenerator random(11);
    for (int round = 0; round < 300; ++round) {
        std::vector<QString> statements;
        for (int i = int(random.bounded(1, 40)); i > 0; --i)
            statements.push_back(QStringLiteral("CREATE TABLE T%1 (\n  X INT64,\n) PRIMARY KEY(X)").arg(random.bounded(20)));
        std::vector<QString> changed = statements; // shares every statement's buffer
        qsizetype changedSize = 0, edits = 0;
        for (int e = int(random.bounded(0, 6)); e > 0 && !changed.empty(); --e, ++edits) {
            const size_t at = size_t(random.bounded(int(changed.size())));
            if (random.bounded(2) == 0) {
                changedSize += changed[at].size();
                changed.erase(changed.begin() + qsizetype(at));
            } else {
                changed[at] += QStringLiteral(",\n  INTERLEAVE IN PARENT P%1").arg(round); // a new buffer
                changedSize += 2 * changed[at].size();
            }
        }
        auto piece = [](const std::vector<QString> &list) {
            PiecedTextBuilder builder;
            for (const QString &statement : list) {
                builder.buffer() += QStringLiteral("-- above\n");
                builder.appendShared(statement);
                builder.buffer() += QStringLiteral(";\n\n");
            }
            return builder.take();
        };
        const PiecedText before = piece(statements), after = piece(changed);
        QString applied = before.toString();
        qsizetype replaced = 0;
        for (const TextSplice &splice : textSplices(before, after)) {
            applied.replace(splice.at, splice.removed, splice.inserted);
            replaced += splice.removed + splice.inserted.size();
        }
        QCOMPARE(applied, after.toString());
        QVERIFY2(replaced <= changedSize + 16 * edits, // a dropped statement takes its comment and ";" along
                 qPrintable(QStringLiteral("round %1: %2 characters replaced").arg(round).arg(replaced)));
        // Against the same text in one piece: compared as text, the same result.
        const QString whole = before.toString();
        applied = whole;
        for (const TextSplice &splice : textSplices(PiecedText::single(whole), after))
            applied.replace(splice.at, splice.removed, splice.inserted);
        QCOMPARE(applied, after.toString());
    }
}

// The editable tab's memo is told which tables changed since its last write and compares only
// those (ddldock.cpp). After every diagram edit, undo and redo, after typed text applied without
// a rewrite, and after a reset to a schema whose ids are the old one's (a file read anew), the
// text is exactly a fresh write of the schema: a change the dock failed to pass on would leave a
// table's old statement in the text.
void TestDdlPane::editableTextIsAFreshWriteAfterEveryChange()
{
    if (!parserAvailable())
        QSKIP("the GoogleSQL parser is not available in this build");
    Harness h;
    h.document.reset(test::musicSchema());
    DdlEditor *editor = h.ddl->editableEditor();
    const auto fresh = [&] { return writeDdl(h.document.schema()); };
    int serial = 0;
    const auto addColumn = [&](QStringView table) {
        const ObjectId id = test::tableId(h.document.schema(), table);
        const QString name = QStringLiteral("Added%1").arg(++serial);
        QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Add column"), [&](Schema &s, ObjectId &created) {
                    return edits::addColumn(s, id, name, ColumnType::string(std::nullopt), false, created);
                }).ok());
        QCOMPARE(editor->toPlainText(), fresh());
    };

    addColumn(u"Singers");
    addColumn(u"Albums");
    QVERIFY(pushSchemaEdit(&h.document, QStringLiteral("Rename"), [&](Schema &s, ObjectId &) {
                return edits::renameTable(s, test::tableId(s, u"Songs"), QStringLiteral("Tracks"));
            }).ok());
    QCOMPARE(editor->toPlainText(), fresh());
    for (int i = 0; i < 3; ++i) {
        h.document.undoStack()->undo();
        QCOMPARE(editor->toPlainText(), fresh());
    }
    h.document.undoStack()->redo();
    QCOMPARE(editor->toPlainText(), fresh());

    // Typed text changes Albums and is applied as typed (no rewrite); the next diagram edit
    // changes another table, and the text shows both as the writer prints them.
    const QString text = editor->toPlainText();
    const qsizetype albums = text.indexOf(QStringLiteral("CREATE TABLE Albums ("));
    QVERIFY(albums >= 0);
    editor->setPlainText(QString(text).insert(albums + 21, QStringLiteral("\n  Typed   INT64,")));
    h.ddl->applyPendingEdit();
    QVERIFY(h.document.schema().findTable(u"Albums")->findColumn(u"Typed"));
    QVERIFY(editor->toPlainText() != fresh()); // kept as typed
    addColumn(u"Singers");
    h.document.undoStack()->undo();
    QCOMPARE(editor->toPlainText(), fresh());
    h.document.undoStack()->undo(); // the typed step
    QCOMPARE(editor->toPlainText(), fresh());

    // A file read anew: the same ids, other tables, shown as written in the file.
    Schema other = test::musicSchema();
    for (Table &t : other.tables)
        t.columns.push_back(test::column(other, QStringLiteral("FromFile"), ColumnType::scalar(TypeKind::Int64), false));
    h.document.reset(other, {}, writeDdl(other) + QStringLiteral("\n"));
    addColumn(u"Songs");
    addColumn(u"Singers");
    h.document.undoStack()->undo();
    QCOMPARE(editor->toPlainText(), fresh());
}

QTEST_MAIN(TestDdlPane)
#include "tst_ddlpane.moc"
