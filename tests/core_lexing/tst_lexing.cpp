// The shared front-end pieces of model/core/lexing: the token cursor over both lexers' tokens.

#include "googlesql/googlesqllexer.h"
#include "lexing/tokencursor.h"
#include "postgresql/pglexer.h"
#include "schema.h"

#include <QTest>

using namespace ssd;

namespace {

// Every token of the text, the End token last.
std::vector<Token> lex(QStringView text, Dialect dialect)
{
    Diagnostics ignored;
    if (dialect == Dialect::GoogleSql) {
        std::vector<Token> tokens = gsql::lexGoogleSql(text, ignored).tokens;
        return tokens;
    }
    pg::LexResult result;
    pg::StatementLexer lexer(text, result, ignored);
    while (!lexer.atEnd())
        lexer.lexStatement();
    Token end;
    end.offset = qint32(text.size());
    result.tokens.push_back(end);
    return result.tokens;
}

} // namespace

class TestLexing : public QObject
{
    Q_OBJECT

private slots:
    void cursorWalksEitherDialectsTokens_data();
    void cursorWalksEitherDialectsTokens();
    void cursorGoesQuietAfterStop();
    void acceptKeywordsIsAllOrNothing();
    void punctuationOfOneOrMoreCharacters();
};

void TestLexing::cursorWalksEitherDialectsTokens_data()
{
    QTest::addColumn<Dialect>("dialect");
    QTest::addColumn<QString>("text");
    QTest::newRow("googlesql") << Dialect::GoogleSql << QStringLiteral("CREATE TABLE `t` (a INT64)");
    QTest::newRow("postgresql") << Dialect::PostgreSql << QStringLiteral("create table \"t\" (a bigint)");
}

void TestLexing::cursorWalksEitherDialectsTokens()
{
    QFETCH(Dialect, dialect);
    QFETCH(QString, text);
    const std::vector<Token> tokens = lex(text, dialect);
    QCOMPARE(tokens.size(), size_t(8)); // 7 tokens and End
    TokenCursor cursor(text, tokens.data(), tokens.data() + tokens.size() - 1, &tokens.back());

    // Keywords match in either spelling: GoogleSQL's parser writes them in upper case,
    // PostgreSQL's in lower case.
    QVERIFY(cursor.peekKeyword("CREATE"));
    QVERIFY(cursor.peekKeyword("create"));
    QVERIFY(cursor.peekKeyword("TABLE", 1));
    QVERIFY(!cursor.peekKeyword("CREAT"));
    QVERIFY(!cursor.peekKeyword("CREATED"));
    QVERIFY(!cursor.acceptKeyword("TABLE"));
    QCOMPARE(cursor.position(), size_t(0));
    QVERIFY(cursor.acceptKeyword("create"));
    QVERIFY(cursor.acceptKeyword("TABLE"));
    // A quoted identifier is never a keyword, whatever it spells.
    QCOMPARE(cursor.peek().kind, TokenKind::QuotedIdentifier);
    QVERIFY(!cursor.peekKeyword("T"));
    QCOMPARE(cursor.next().column, 14);
    QVERIFY(cursor.acceptPunct(u'('));
    QCOMPARE(cursor.textOf(cursor.next()), QStringView(u"a"));
    QCOMPARE(cursor.position(), size_t(5));
    cursor.next();
    QVERIFY(cursor.peekPunct(u')'));
    QVERIFY(!cursor.atEnd());
    cursor.next();
    QVERIFY(cursor.atEnd());
    // Past the end: the End token, again and again, without moving.
    QCOMPARE(&cursor.next(), &tokens.back());
    QCOMPARE(&cursor.peek(3), &tokens.back());
    QCOMPARE(cursor.position(), size_t(7));
}

void TestLexing::cursorGoesQuietAfterStop()
{
    const QString text = QStringLiteral("ALTER TABLE t ADD COLUMN c INT64");
    const std::vector<Token> tokens = lex(text, Dialect::GoogleSql);
    TokenCursor cursor(text, tokens.data(), tokens.data() + tokens.size() - 1, &tokens.back());
    cursor.next();
    QVERIFY(!cursor.failed());
    cursor.stop();
    QVERIFY(cursor.failed());
    QVERIFY(cursor.atEnd());
    QCOMPARE(cursor.peek().kind, TokenKind::End);
    QVERIFY(!cursor.acceptKeyword("TABLE"));
    cursor.next();
    QCOMPARE(cursor.position(), size_t(1));
}

void TestLexing::acceptKeywordsIsAllOrNothing()
{
    const QString text = QStringLiteral("not null default 0");
    const std::vector<Token> tokens = lex(text, Dialect::PostgreSql);
    TokenCursor cursor(text, tokens.data(), tokens.data() + tokens.size() - 1, &tokens.back());
    QVERIFY(!cursor.acceptKeywords({"not", "deferrable"}));
    QCOMPARE(cursor.position(), size_t(0));
    QVERIFY(cursor.acceptKeywords({"NOT", "NULL"}));
    QCOMPARE(cursor.position(), size_t(2));
    QVERIFY(!cursor.acceptKeywords({"default", "0", "x"}));
    QCOMPARE(cursor.position(), size_t(2));
}

void TestLexing::punctuationOfOneOrMoreCharacters()
{
    const QString text = QStringLiteral("a::bigint <> b => c");
    const std::vector<Token> pgTokens = lex(text, Dialect::PostgreSql);
    TokenCursor pgCursor(text, pgTokens.data(), pgTokens.data() + pgTokens.size() - 1, &pgTokens.back());
    pgCursor.next();
    QVERIFY(pgCursor.peekPunct("::"));
    QVERIFY(!pgCursor.peekPunct(":"));
    QVERIFY(!pgCursor.peekPunct(u':'));
    QVERIFY(!pgCursor.peekPunct(":::"));
    QVERIFY(pgCursor.peekPunct("<>", 2));
    const std::vector<Token> gsqlTokens = lex(text, Dialect::GoogleSql);
    TokenCursor gsqlCursor(text, gsqlTokens.data(), gsqlTokens.data() + gsqlTokens.size() - 1, &gsqlTokens.back());
    // GoogleSQL lexes ':' and '<' '>' one by one, "=>" as one token.
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[1], u':'));
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[5], u'>'));
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[7], "=>"));
    QVERIFY(!gsqlCursor.isPunct(gsqlTokens[7], u'='));
}

QTEST_GUILESS_MAIN(TestLexing)
#include "tst_lexing.moc"
