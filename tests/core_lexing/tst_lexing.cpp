// The shared front-end pieces of model/core/lexing: the token cursor over both lexers' tokens,
// the parentheses cap of both lexers, and the reserved-keyword table of each dialect.

#include "ddl.h"
#include "googlesql/googlesqllexer.h"
#include "lexing/keywords.h"
#include "lexing/nestingdepth.h"
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

// A cursor over every token of `tokens` but the End token last, which it hands out at the end.
TokenCursor cursorOver(QStringView text, const std::vector<Token> &tokens)
{
    return TokenCursor(text, tokens.data(), tokens.data() + tokens.size() - 1, &tokens.back());
}

QString nested(int depth, const QString &around)
{
    return around.arg(QString(depth, u'('), QString(depth, u')'));
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
    void parenthesesBeyondTheCapAreRefused_data();
    void parenthesesBeyondTheCapAreRefused();
    void tooDeepStatementIsOneInvalidToken();
    void reservedKeywords_data();
    void reservedKeywords();
    void keywordKinds_data();
    void keywordKinds();
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
    TokenCursor cursor = cursorOver(text, tokens);

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
    TokenCursor cursor = cursorOver(text, tokens);
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
    TokenCursor cursor = cursorOver(text, tokens);
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
    TokenCursor pgCursor = cursorOver(text, pgTokens);
    pgCursor.next();
    QVERIFY(pgCursor.peekPunct("::"));
    QVERIFY(!pgCursor.peekPunct(":"));
    QVERIFY(!pgCursor.peekPunct(u':'));
    QVERIFY(!pgCursor.peekPunct(":::"));
    QVERIFY(pgCursor.peekPunct("<>", 2));
    const std::vector<Token> gsqlTokens = lex(text, Dialect::GoogleSql);
    TokenCursor gsqlCursor = cursorOver(text, gsqlTokens);
    // GoogleSQL lexes ':' and '<' '>' one by one, "=>" as one token.
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[1], u':'));
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[5], u'>'));
    QVERIFY(gsqlCursor.isPunct(gsqlTokens[7], "=>"));
    QVERIFY(!gsqlCursor.isPunct(gsqlTokens[7], u'='));
}

void TestLexing::parenthesesBeyondTheCapAreRefused_data()
{
    QTest::addColumn<Dialect>("dialect");
    QTest::addColumn<QString>("statement"); // %1 opens, %2 closes the nesting
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("column"); // of the refused '(', 0 when none is
    const QString gsql = QStringLiteral("CREATE TABLE t (k INT64, v INT64 DEFAULT %1 1 %2) PRIMARY KEY (k);\n"
                                        "CREATE TABLE u (k INT64) PRIMARY KEY (k);");
    const QString pg = QStringLiteral("create table t (k bigint primary key, v bigint default %1 1 %2);\n"
                                      "create table u (k bigint primary key);");
    const int gsqlFirst = int(gsql.indexOf(u'%')) + 1; // column of the first nested '('
    const int pgFirst = int(pg.indexOf(u'%')) + 1;
    const int cap = NestingDepth::kMaxParentheses;
    // The table's own '(' counts: the DEFAULT's run reaches the cap one '(' earlier.
    QTest::newRow("googlesql at the cap") << Dialect::GoogleSql << gsql << cap - 1 << 0;
    QTest::newRow("googlesql beyond") << Dialect::GoogleSql << gsql << cap << gsqlFirst + cap - 1;
    QTest::newRow("googlesql far beyond") << Dialect::GoogleSql << gsql << 100 * cap << gsqlFirst + cap - 1;
    QTest::newRow("postgresql at the cap") << Dialect::PostgreSql << pg << cap - 1 << 0;
    QTest::newRow("postgresql beyond") << Dialect::PostgreSql << pg << cap << pgFirst + cap - 1;
    QTest::newRow("postgresql far beyond") << Dialect::PostgreSql << pg << 100 * cap << pgFirst + cap - 1;
}

void TestLexing::parenthesesBeyondTheCapAreRefused()
{
    QFETCH(Dialect, dialect);
    QFETCH(QString, statement);
    QFETCH(int, depth);
    QFETCH(int, column);
    const ParseResult result = parseDdl(nested(depth, statement), ParseOptions{dialect});
    const QString message = NestingDepth::tooDeepMessage();
    const auto refusal = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                                      [&](const Diagnostic &d) { return d.message == message; });
    if (column == 0) {
        QVERIFY(refusal == result.diagnostics.end());
    } else {
        QVERIFY(refusal != result.diagnostics.end());
        QCOMPARE(refusal->line, 1);
        QCOMPARE(refusal->column, column);
        QCOMPARE(refusal->severity, Diagnostic::Severity::Error);
        QVERIFY(!result.schema.findTable(QStringLiteral("t")));
    }
    // The statement after the refused one is read as usual.
    QVERIFY(result.schema.findTable(QStringLiteral("u")));
}

void TestLexing::tooDeepStatementIsOneInvalidToken()
{
    // The tail after the refused '(' is lexed (a ';' in a string does not end it) but not kept.
    const QString text = nested(NestingDepth::kMaxParentheses + 5, QStringLiteral("SELECT %1 ';' %2; SELECT 1"));
    for (const Dialect dialect : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        const std::vector<Token> tokens = lex(text, dialect);
        // SELECT, the admitted '('s, the tail, ';', SELECT, 1 and End.
        QCOMPARE(tokens.size(), size_t(1 + NestingDepth::kMaxParentheses + 1 + 3 + 1));
        const Token &tail = tokens[1 + NestingDepth::kMaxParentheses];
        QCOMPARE(tail.kind, TokenKind::Invalid);
        QCOMPARE(tail.column, 8 + NestingDepth::kMaxParentheses);
        QCOMPARE(tail.end(), qint32(text.indexOf(u';', text.indexOf(u"';'") + 3)));
        QCOMPARE(QStringView(text).mid(tokens[2 + NestingDepth::kMaxParentheses].offset, 1), QStringView(u";"));
    }
}

void TestLexing::reservedKeywords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("googleSql");
    QTest::addColumn<bool>("postgreSql");     // fully reserved
    QTest::addColumn<bool>("postgreSqlName"); // must be quoted as a table or column name
    QTest::newRow("select, any case") << QStringLiteral("sElEcT") << true << true << true;
    QTest::newRow("graph_table") << QStringLiteral("GRAPH_TABLE") << true << false << false;
    QTest::newRow("assert_rows_modified") << QStringLiteral("assert_rows_modified") << true << false << false;
    QTest::newRow("table") << QStringLiteral("table") << false << true << true;
    QTest::newRow("left: type or function name") << QStringLiteral("LEFT") << true << false << true;
    QTest::newRow("verbose") << QStringLiteral("verbose") << false << false << true;
    QTest::newRow("current_timestamp") << QStringLiteral("CURRENT_TIMESTAMP") << false << true << true;
    QTest::newRow("a prefix") << QStringLiteral("SELEC") << false << false << false;
    QTest::newRow("a longer word") << QStringLiteral("SELECTS") << false << false << false;
    QTest::newRow("one letter") << QStringLiteral("a") << false << false << false;
    QTest::newRow("empty") << QString() << false << false << false;
    QTest::newRow("non-ASCII look-alike") << QStringLiteral("SELEC\u0422") << false << false << false;
    QTest::newRow("ordinary name") << QStringLiteral("Singers") << false << false << false;
}

void TestLexing::reservedKeywords()
{
    QFETCH(QString, word);
    QFETCH(bool, googleSql);
    QFETCH(bool, postgreSql);
    QFETCH(bool, postgreSqlName);
    QCOMPARE(isGoogleSqlReservedKeyword(word), googleSql);
    QCOMPARE(isPostgreSqlReservedKeyword(word), postgreSql);
    QCOMPARE(isPostgreSqlReservedName(word), postgreSqlName);
}

// The other flags of the one table per dialect: what the highlighter, dialect detection, the query
// parser and conversion ask of a word.
void TestLexing::keywordKinds_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<Dialect>("dialect");
    QTest::addColumn<bool>("ddlKeyword");
    QTest::addColumn<bool>("typeName");
    QTest::addColumn<bool>("dialectSign");
    QTest::addColumn<bool>("clauseWord");
    QTest::addColumn<bool>("beforeParen");
    const Dialect g = Dialect::GoogleSql;
    const Dialect p = Dialect::PostgreSql;
    QTest::newRow("int64: a GoogleSQL type and sign") << QStringLiteral("int64") << g << false << true << true << false << false;
    QTest::newRow("int64 in PostgreSQL: nothing") << QStringLiteral("INT64") << p << false << false << false << false << false;
    QTest::newRow("double: a PostgreSQL type and sign") << QStringLiteral("Double") << p << false << true << true << false << false;
    QTest::newRow("date: a type of both, no sign") << QStringLiteral("DATE") << p << false << true << false << false << false;
    QTest::newRow("interleave, any case") << QStringLiteral("inTerLeave") << g << true << false << false << false << false;
    QTest::newRow("options: GoogleSQL's DDL and sign") << QStringLiteral("OPTIONS") << g << true << false << true << false << false;
    QTest::newRow("options in PostgreSQL: nothing") << QStringLiteral("options") << p << false << false << false << false << false;
    QTest::newRow("ttl: PostgreSQL's DDL and sign") << QStringLiteral("ttl") << p << true << false << true << false << false;
    QTest::newRow("verbose: reserved, so coloured") << QStringLiteral("verbose") << p << true << false << false << false << false;
    QTest::newRow("nextval: a sign, no keyword") << QStringLiteral("nextval") << p << false << false << true << false << false;
    QTest::newRow("where ends a FROM item") << QStringLiteral("where") << g << true << false << false << true << true;
    QTest::newRow("tablesample ends a FROM item") << QStringLiteral("TABLESAMPLE") << p << true << false << false << true << false;
    QTest::newRow("qualify is an alias") << QStringLiteral("QUALIFY") << g << false << false << false << false << false;
    QTest::newRow("exists stands before (") << QStringLiteral("Exists") << g << true << false << false << false << true;
    QTest::newRow("a prefix of a type") << QStringLiteral("INT6") << g << false << false << false << false << false;
    QTest::newRow("ordinary name") << QStringLiteral("Singers") << g << false << false << false << false << false;
}

void TestLexing::keywordKinds()
{
    QFETCH(QString, word);
    QFETCH(Dialect, dialect);
    QFETCH(bool, ddlKeyword);
    QFETCH(bool, typeName);
    QFETCH(bool, dialectSign);
    QFETCH(bool, clauseWord);
    QFETCH(bool, beforeParen);
    QCOMPARE(isDdlKeyword(word, dialect), ddlKeyword);
    QCOMPARE(isTypeName(word, dialect), typeName);
    QCOMPARE(isDialectSign(word, dialect), dialectSign);
    QCOMPARE(isClauseWord(word, dialect), clauseWord);
    QCOMPARE(isKeywordBeforeParen(word, dialect), beforeParen);
}

QTEST_GUILESS_MAIN(TestLexing)
#include "tst_lexing.moc"
