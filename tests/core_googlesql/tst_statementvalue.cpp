// A GoogleSQL statement is a plain value (issue #17): parsed, it keeps nothing of its parser, of
// the token buffer or of the text, so the applier may apply it once they are all gone. ALTER
// TABLE is the statement this matters for: its expressions are reviewed against the table as the
// action leaves it, which only the applier sees.

#include "apply/applier.h"
#include "googlesql/googlesqllexer.h"
#include "googlesql/googlesqlparser.h"
#include "googlesql/googlesqlstatementparser.h"

#include <QtTest>

using namespace ssd;

namespace {

QString table()
{
    return QStringLiteral("CREATE TABLE T (Id INT64, A INT64, S TIMESTAMP OPTIONS (allow_commit_timestamp = true)) "
                          "PRIMARY KEY (Id);");
}

QString format(const Diagnostics &diagnostics)
{
    QString out;
    for (const Diagnostic &d : diagnostics)
        out += QStringLiteral("%1:%2: %3\n").arg(d.line).arg(d.column).arg(d.message);
    return out;
}

bool isSemicolon(QStringView text, const Token &t)
{
    return t.kind == TokenKind::Punct && t.length == 1 && text[t.offset] == u';';
}

// Every statement of `source` parsed first; then the text and the tokens overwritten and the
// parsers gone; then the statements applied to `schema`.
Diagnostics applyOnceParsersAreGone(Schema &schema, const QString &source)
{
    Diagnostics diagnostics;
    apply::Applier applier(schema, diagnostics, Dialect::GoogleSql);
    std::vector<std::pair<ddl::Statement, SourcePos>> statements;
    {
        QString text(source.constData(), source.size()); // a buffer of its own, overwritten below
        gsql::LexResult lexed = gsql::lexGoogleSql(text, diagnostics);
        std::vector<Token> &tokens = lexed.tokens;
        size_t first = 0;
        for (size_t i = 0; i < tokens.size(); ++i) {
            if (tokens[i].kind != TokenKind::End && !isSemicolon(text, tokens[i]))
                continue;
            if (i > first) {
                Token endToken = tokens[i];
                endToken.kind = TokenKind::End;
                gsql::StatementParser parser(text, tokens.data() + first, tokens.data() + i, endToken, diagnostics, {},
                                             nullptr, applier.names());
                if (std::optional<ddl::Statement> statement = parser.run())
                    statements.emplace_back(std::move(*statement), parser.statementPos());
            }
            first = i + 1;
        }
        text.fill(u'#');
        std::fill(tokens.begin(), tokens.end(), Token{});
    }
    for (auto &[statement, pos] : statements)
        [[maybe_unused]] const bool applied = applier.apply(statement, pos);
    return diagnostics;
}

} // namespace

class TestStatementValue : public QObject
{
    Q_OBJECT

private slots:
    void alterTableAppliedAfterItsParser_data();
    void alterTableAppliedAfterItsParser();
};

void TestStatementValue::alterTableAppliedAfterItsParser_data()
{
    QTest::addColumn<QString>("statements");
    QTest::newRow("generated column of an unknown name")
        << QStringLiteral("ALTER TABLE T ADD COLUMN G INT64 AS (Missing + 1) STORED;");
    QTest::newRow("stored generated column, non-deterministic")
        << QStringLiteral("ALTER TABLE T ADD COLUMN U STRING(36) AS (GENERATE_UUID()) STORED;");
    QTest::newRow("check that is not boolean") << QStringLiteral("ALTER TABLE T ADD CONSTRAINT C CHECK (A + 1);");
    QTest::newRow("default of another type") << QStringLiteral("ALTER TABLE T ALTER COLUMN A SET DEFAULT ('text');");
    QTest::newRow("default of a missing sequence")
        << QStringLiteral("ALTER TABLE T ADD COLUMN N INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq));");
    QTest::newRow("on update without a default")
        << QStringLiteral("ALTER TABLE T ALTER COLUMN S SET ON UPDATE (PENDING_COMMIT_TIMESTAMP());");
    QTest::newRow("default and on update that differ")
        << QStringLiteral("ALTER TABLE T ADD COLUMN W TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()) "
                          "ON UPDATE (PENDING_COMMIT_TIMESTAMP());");
    QTest::newRow("several statements, some fine")
        << QStringLiteral("ALTER TABLE T ADD COLUMN B INT64 DEFAULT (7);\n"
                          "ALTER TABLE T ADD COLUMN G INT64 AS (B * 2) STORED;\n"
                          "ALTER TABLE T ADD COLUMN H INT64 AS (  Nope  ) STORED;\n"
                          "ALTER TABLE T ALTER COLUMN B DROP DEFAULT;");
}

void TestStatementValue::alterTableAppliedAfterItsParser()
{
    QFETCH(QString, statements);
    Schema expected, actual;
    Diagnostics ignored;
    applyGoogleSql(expected, table(), ignored);
    applyGoogleSql(actual, table(), ignored);
    QVERIFY(ignored.empty());

    Diagnostics usual;
    applyGoogleSql(expected, statements, usual);
    QVERIFY2(!usual.empty(), "each row is about a problem of an expression");
    const Diagnostics late = applyOnceParsersAreGone(actual, statements);
    QCOMPARE(format(late), format(usual));
    QCOMPARE(actual, expected);
}

QTEST_GUILESS_MAIN(TestStatementValue)
#include "tst_statementvalue.moc"
