// Dialect conversion through the model: the converted DDL text for hand-written inputs, and the
// warnings for everything the target dialect cannot say.
//
// Golden folders: tests/data/golden/conversion/to-<dialect>/<case>/ hold input.sql (in the other
// dialect), expected.sql (the converted canonical DDL) and diagnostics.txt (one
// "line:column: severity: message" a line). SSD_UPDATE_GOLDEN=1 rewrites expected.sql and
// diagnostics.txt; review every changed file by hand before committing.

#include "corpusutil.h"
#include "ddl.h"
#include "testschemas.h"
#include "writer/conversionmemo.h"
#include "writer/expressionconversion.h"

#include <QDir>
#include <QtTest>

using namespace ssd;
using namespace ssd::test;

namespace {

QString messages(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics) {
        QString line = severityName(d.severity) + S(": ") + d.message;
        if (d.kind != Diagnostic::Kind::Conversion)
            line += S(" (not a conversion diagnostic)");
        lines.push_back(line);
    }
    return lines.join(u'\n');
}

QString positionedMessages(const Diagnostics &diagnostics)
{
    QString out;
    for (const Diagnostic &d : diagnostics)
        out += QStringLiteral("%1:%2: %3: %4\n").arg(d.line).arg(d.column).arg(severityName(d.severity), d.message);
    return out;
}

void updateGolden(const QString &path, const QString &actual)
{
    if (!qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN") || (QFile::exists(path) && readText(path) == actual))
        return;
    QFile out(path);
    if (out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out.write(actual.toUtf8());
        qInfo("updated %s", qPrintable(path));
    }
}

void compareLines(const QString &actual, const QString &expected)
{
    const QStringList a = actual.split(u'\n'), e = expected.split(u'\n');
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a[i], e[i]);
    QCOMPARE(a.size(), e.size());
}

} // namespace

class TestConversion : public QObject
{
    Q_OBJECT

private slots:
    void toPostgreSql_data();
    void toPostgreSql();
    void toGoogleSql_data();
    void toGoogleSql();
    void expressions_data();
    void expressions();
    void sameDialectIsIdentity();
    void currentTimestampRespellingIsNoted();
    void aRepeatedExpressionIsReportedAtEachPlace();
    void memoConvertsOnlyWhatChanged();
    void memoConvertsAgainWhenANameItUsesComesOrGoes();
    void stringRespellingIsNoted_data();
    void stringRespellingIsNoted();
    void golden_data();
    void golden();
};

void TestConversion::toPostgreSql_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("warnings");

    QTest::newRow("shared features, names keep their case") << S(
        "CREATE TABLE Singers (\n"
        "  SingerId INT64 NOT NULL,\n"
        "  name STRING(1024),\n"
        "  Updated TIMESTAMP OPTIONS (allow_commit_timestamp = true),\n"
        "  Id STRING(36) DEFAULT (GENERATE_UUID()),\n"
        "  U UUID DEFAULT (NEW_UUID()),\n"
        "  Ts TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()),\n"
        "  Scores ARRAY<FLOAT64>,\n"
        ") PRIMARY KEY (SingerId), ROW DELETION POLICY (OLDER_THAN(Ts, INTERVAL 30 DAY));\n"
        "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(MAX))\n"
        "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
        "CREATE NULL_FILTERED INDEX AlbumsByTitle ON Albums (Title) STORING (AlbumId);\n"
        "CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive', start_with_counter = 5);\n"
        "CREATE TABLE Orders (Id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq))) PRIMARY KEY (Id);\n"
        "CREATE CHANGE STREAM Everything FOR ALL OPTIONS (retention_period = '7d');\n"
        "ALTER DATABASE db SET OPTIONS (default_sequence_kind = 'bit_reversed_positive', optimizer_version = 7);\n")
        << S(
        "ALTER DATABASE db SET \"spanner.default_sequence_kind\" = 'bit_reversed_positive';\n"
        "ALTER DATABASE db SET \"spanner.optimizer_version\" = '7';\n"
        "CREATE SEQUENCE \"Seq\" BIT_REVERSED_POSITIVE START COUNTER WITH 5;\n"
        "CREATE TABLE \"Singers\" (\n"
        "  \"SingerId\" bigint NOT NULL,\n"
        "  name character varying(1024),\n"
        "  \"Updated\" spanner.commit_timestamp,\n"
        "  \"Id\" character varying(36) DEFAULT spanner.generate_uuid(),\n"
        "  \"U\" uuid DEFAULT gen_random_uuid(),\n"
        "  \"Ts\" timestamp with time zone DEFAULT CURRENT_TIMESTAMP,\n"
        "  \"Scores\" double precision[],\n"
        "  PRIMARY KEY(\"SingerId\")\n"
        ") TTL INTERVAL '30 DAYS' ON \"Ts\";\n"
        "CREATE TABLE \"Albums\" (\n"
        "  \"SingerId\" bigint NOT NULL,\n"
        "  \"AlbumId\" bigint NOT NULL,\n"
        "  \"Title\" character varying,\n"
        "  PRIMARY KEY(\"SingerId\", \"AlbumId\")\n"
        ") INTERLEAVE IN PARENT \"Singers\" ON DELETE CASCADE;\n"
        "CREATE INDEX \"AlbumsByTitle\" ON \"Albums\" (\"Title\") INCLUDE (\"AlbumId\") WHERE \"Title\" IS NOT NULL;\n"
        "CREATE TABLE \"Orders\" (\n"
        "  \"Id\" bigint DEFAULT nextval('Seq') NOT NULL,\n"
        "  PRIMARY KEY(\"Id\")\n"
        ");\n"
        "CREATE CHANGE STREAM \"Everything\"\n"
        "FOR ALL\n"
        "WITH (retention_period = '7d');\n")
        << QString();

    QTest::newRow("GoogleSQL-only features are reported") << S(
        "CREATE PROTO BUNDLE (examples.SingerInfo);\n"
        "CREATE TABLE Singers (\n"
        "  SingerId INT64,\n"
        "  SingerInfo examples.SingerInfo,\n"
        "  Raw BYTES(16),\n"
        "  Changed TIMESTAMP DEFAULT (PENDING_COMMIT_TIMESTAMP()) ON UPDATE (PENDING_COMMIT_TIMESTAMP()) OPTIONS (allow_commit_timestamp = true),\n"
        "  Loc STRING(MAX) NOT NULL PLACEMENT KEY,\n"
        "  Odd INT64 DEFAULT (IF(1 > 0, 1, 2)),\n"
        "  FOREIGN KEY (SingerId) REFERENCES Singers (SingerId) NOT ENFORCED,\n"
        ") PRIMARY KEY (SingerId DESC);\n"
        "CREATE TABLE Solo (x INT64) PRIMARY KEY ();\n"
        "CREATE MODEL M INPUT (x INT64) OUTPUT (y INT64) REMOTE OPTIONS (endpoint = 'e');\n")
        << S(
        "CREATE TABLE \"Singers\" (\n"
        "  \"SingerId\" bigint NOT NULL,\n"
        "  \"Raw\" bytea,\n"
        "  \"Changed\" spanner.commit_timestamp DEFAULT spanner.pending_commit_timestamp(),\n"
        "  \"Loc\" character varying NOT NULL,\n"
        "  \"Odd\" bigint DEFAULT IF(1 > 0, 1, 2),\n"
        "  PRIMARY KEY(\"SingerId\")\n"
        ");\n"
        "CREATE TABLE \"Solo\" (\n"
        "  x bigint\n"
        ");\n")
        << S(
        "warning: proto bundle (examples.SingerInfo): PostgreSQL has no proto types; dropped\n"
        "warning: table Singers: column SingerInfo has PROTO type examples.SingerInfo, which PostgreSQL cannot express; column dropped\n"
        "warning: table Singers: column Raw: BYTES(16) becomes bytea, which has no length limit\n"
        "warning: table Singers: column Changed: ON UPDATE (PENDING_COMMIT_TIMESTAMP()) cannot be expressed in PostgreSQL; dropped\n"
        "warning: table Singers: column Loc: PLACEMENT KEY cannot be expressed in PostgreSQL; dropped\n"
        "warning: table Singers: column Odd DEFAULT: function IF may not exist in PostgreSQL; kept as written\n"
        "warning: table Singers: primary key column SingerId is DESC; PostgreSQL keys are ascending; made ascending\n"
        "warning: table Singers: key column SingerId is nullable; PostgreSQL key columns are NOT NULL; made NOT NULL\n"
        "warning: table Singers: foreign key (SingerId) is NOT ENFORCED, which PostgreSQL cannot express; dropped\n"
        "error: table Solo: zero-column PRIMARY KEY () cannot be expressed in PostgreSQL, which requires a key column\n"
        "warning: model M: PostgreSQL has no CREATE MODEL; dropped");
}

void TestConversion::toPostgreSql()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QFETCH(QString, warnings);
    const ParseResult parsed = parseDdl(input, ParseOptions{Dialect::GoogleSql});
    QVERIFY2(!hasErrors(parsed.diagnostics), qPrintable(describe(parsed.diagnostics)));
    const ConversionResult converted = convertSchema(parsed.schema, Dialect::PostgreSql);
    QCOMPARE(converted.schema.dialect, Dialect::PostgreSql);
    QCOMPARE(messages(converted.diagnostics), warnings);
    const QString text = writeDdl(converted.schema);
    // Blank lines between statements are the golden folders' concern; these cases check the conversion.
    const QStringList a = text.split(u'\n', Qt::SkipEmptyParts), e = expected.split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a[i], e[i]);
    QCOMPARE(a.size(), e.size());
}

void TestConversion::toGoogleSql_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("warnings");

    QTest::newRow("PostgreSQL spellings") << S(
        "ALTER DATABASE db SET spanner.default_sequence_kind = 'bit_reversed_positive';\n"
        "CREATE SEQUENCE seq BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 NO CYCLE;\n"
        "CREATE TABLE users (\n"
        "  id bigint DEFAULT nextval('seq'),\n"
        "  \"Name\" varchar(20) NOT NULL,\n"
        "  price numeric DEFAULT 9::numeric,\n"
        "  created timestamptz DEFAULT now(),\n"
        "  cts spanner.commit_timestamp DEFAULT spanner.pending_commit_timestamp(),\n"
        "  note text DEFAULT 'it''s',\n"
        "  PRIMARY KEY (id)\n"
        ") TTL INTERVAL '2 weeks' ON created;\n"
        "CREATE INDEX users_by_name ON users (\"Name\" DESC NULLS LAST) INCLUDE (price) WHERE \"Name\" IS NOT NULL;\n"
        "CREATE ROLE reader;\n"
        "GRANT SELECT ON TABLE users TO reader;\n")
        << S(
        "ALTER DATABASE db SET OPTIONS (default_sequence_kind = 'bit_reversed_positive');\n"
        "CREATE SEQUENCE seq OPTIONS (\n"
        "  sequence_kind = 'bit_reversed_positive',\n"
        "  skip_range_min = 1,\n"
        "  skip_range_max = 1000\n"
        ");\n"
        "CREATE TABLE users (\n"
        "  id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE seq)),\n"
        "  Name STRING(20) NOT NULL,\n"
        "  price NUMERIC DEFAULT (CAST(9 AS NUMERIC)),\n"
        "  created TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()),\n"
        "  cts TIMESTAMP DEFAULT (PENDING_COMMIT_TIMESTAMP()) OPTIONS (\n"
        "    allow_commit_timestamp = true\n"
        "  ),\n"
        "  note STRING(MAX) DEFAULT ('it\\'s'),\n"
        ") PRIMARY KEY(id),\n"
        "  ROW DELETION POLICY (OLDER_THAN(created, INTERVAL 14 DAY));\n"
        "CREATE NULL_FILTERED INDEX users_by_name ON users(Name DESC) STORING (price);\n"
        "CREATE ROLE reader;\n"
        "GRANT SELECT ON TABLE users TO ROLE reader;\n")
        << S(
        "note: sequence seq: NO MINVALUE / NO MAXVALUE / NO CYCLE are PostgreSQL only (and the default); dropped\n"
        "warning: index users_by_name: NULLS FIRST/LAST on Name cannot be expressed in GoogleSQL; dropped");
}

void TestConversion::toGoogleSql()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QFETCH(QString, warnings);
    const ParseResult parsed = parseDdl(input, ParseOptions{Dialect::PostgreSql});
    QVERIFY2(!hasErrors(parsed.diagnostics), qPrintable(describe(parsed.diagnostics)));
    const ConversionResult converted = convertSchema(parsed.schema, Dialect::GoogleSql);
    QCOMPARE(messages(converted.diagnostics), warnings);
    const QString text = writeDdl(converted.schema);
    const QStringList a = text.split(u'\n', Qt::SkipEmptyParts), e = expected.split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a[i], e[i]);
    QCOMPARE(a.size(), e.size());
    // And the GoogleSQL text parses.
    QVERIFY(!hasSyntaxErrors(parseDdl(text, ParseOptions{Dialect::GoogleSql}).diagnostics));
}

void TestConversion::expressions_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("problems");
    QTest::addColumn<int>("errors");
    const int g = int(Dialect::GoogleSql), p = int(Dialect::PostgreSql);
    QTest::newRow("double-quoted string") << g << S("LOWER(\"a'b\")") << S("LOWER('a''b')") << 0 << 0;
    QTest::newRow("backslash escape") << g << S("'a\\nb'") << S("E'a\\nb'") << 0 << 0;
    // String literals: the empty string, and embedded quotes of either kind, in both directions.
    QTest::newRow("empty string") << g << S("COALESCE(a || ' ', '')") << S("COALESCE(a || ' ', '')") << 0 << 0;
    QTest::newRow("empty double-quoted string") << g << S("COALESCE(a, \"\")") << S("COALESCE(a, '')") << 0 << 0;
    QTest::newRow("empty raw string") << g << S("r''") << S("''") << 0 << 0;
    QTest::newRow("escaped single quote") << g << S("'it\\'s'") << S("'it''s'") << 0 << 0;
    QTest::newRow("double quote in single quotes") << g << S("'say \"hi\"'") << S("'say \"hi\"'") << 0 << 0;
    QTest::newRow("string of two quotes") << g << S("'\\'\\''") << S("''''''") << 0 << 0;
    QTest::newRow("back-quoted name") << g << S("`Order` + 1") << S("\"Order\" + 1") << 0 << 0;
    QTest::newRow("cast type") << g << S("CAST(x AS INT64)") << S("CAST(x AS bigint)") << 0 << 0;
    QTest::newRow("tokenize") << g << S("TOKENIZE_JSON(Doc)") << S("spanner.tokenize_jsonb(\"Doc\")") << 0 << 0;
    QTest::newRow("unknown function") << g << S("IF(a, b, c)") << S("IF(a, b, c)") << 1 << 0;
    QTest::newRow("concat is ||, NULL in NULL out") << g << S("CONCAT('[', Name, ']')") << S("('[' || \"Name\" || ']')") << 0 << 0;
    QTest::newRow("current_timestamp without parentheses") << g << S("CURRENT_TIMESTAMP") << S("CURRENT_TIMESTAMP") << 0 << 0;
    QTest::newRow("safe divide") << g << S("SAFE_DIVIDE(a, b + 1)") << S("(a / NULLIF(b + 1, 0))") << 0 << 0;
    QTest::newRow("unix micros") << g << S("UNIX_MICROS(CURRENT_TIMESTAMP())") << S("CAST(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000000 AS bigint)") << 0 << 0;
    QTest::newRow("unix seconds truncate") << g << S("UNIX_SECONDS(t)") << S("CAST(floor(EXTRACT(EPOCH FROM t)) AS bigint)") << 0 << 0;
    QTest::newRow("array includes any") << g << S("ARRAY_INCLUDES_ANY(a, ['x'])") << S("arrayoverlap(a, ARRAY['x'])") << 0 << 0;
    QTest::newRow("array literal") << g << S("[1, 2]") << S("ARRAY[1, 2]") << 0 << 0;
    QTest::newRow("ARRAY keyword literal") << g << S("ARRAY[1, 2]") << S("ARRAY[1, 2]") << 0 << 0;
    QTest::newRow("nested array literal in IN") << g << S("x IN UNNEST([1, 2])") << S("x IN UNNEST(ARRAY[1, 2])") << 0 << 0;
    QTest::newRow("offset subscript of a literal") << g << S("[1, 2][OFFSET(A)] = 2") << S("(ARRAY[1, 2])[(A) + 1] = 2") << 1 << 0;
    QTest::newRow("safe ordinal subscript") << g << S("Doc[SAFE_ORDINAL(2)]") << S("\"Doc\"[2]") << 0 << 0;
    QTest::newRow("constant offset") << g << S("a[OFFSET(0)]") << S("a[1]") << 1 << 0;
    QTest::newRow("sequence state") << g << S("GET_INTERNAL_SEQUENCE_STATE(SEQUENCE Seq)") << S("spanner.get_internal_sequence_state('Seq')") << 0 << 0;
    QTest::newRow("next value keeps the name's case") << g << S("GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq)") << S("nextval('Seq')") << 0 << 0;
    QTest::newRow("md5 has no equivalent") << g << S("SAFE.MD5(Name)") << S("SAFE.MD5(\"Name\")") << 0 << 1;
    QTest::newRow("error has no equivalent") << g << S("ERROR('no')") << S("ERROR('no')") << 0 << 1;
    QTest::newRow("derived table gets an alias") << g << S("SELECT k FROM (SELECT 1 AS k) WHERE k > 0") << S("SELECT k FROM (SELECT 1 AS k) AS subquery1 WHERE k > 0") << 0 << 0;
    // The words that end a FROM item are the keyword table's (lexing/keywords.h): FOR is reserved,
    // so it is no alias (it was taken for one), and QUALIFY, which Spanner does not reserve, is one.
    QTest::newRow("derived table before FOR UPDATE gets an alias") << g << S("SELECT k FROM (SELECT 1 AS k) FOR UPDATE") << S("SELECT k FROM (SELECT 1 AS k) AS subquery1 FOR UPDATE") << 0 << 0;
    QTest::newRow("derived table keeps QUALIFY as its alias") << g << S("SELECT qualify.k FROM (SELECT 1 AS k) qualify") << S("SELECT qualify.k FROM (SELECT 1 AS k) qualify") << 0 << 0;
    QTest::newRow("derived table keeps its alias") << g << S("SELECT s.k FROM (SELECT 1 AS k) s") << S("SELECT s.k FROM (SELECT 1 AS k) s") << 0 << 0;
    QTest::newRow("pg cast of a group") << p << S("(a + 1)::bigint > '10'::bigint") << S("CAST((a + 1) AS INT64) > CAST('10' AS INT64)") << 0 << 0;
    QTest::newRow("pg function cast") << p << S("length(name)::double precision") << S("CAST(length(name) AS FLOAT64)") << 0 << 0;
    QTest::newRow("pg array cast") << p << S("ARRAY[]::bytea[]") << S("CAST(ARRAY[] AS ARRAY<BYTES>)") << 0 << 0;
    QTest::newRow("pg concat skips NULLs") << p << S("concat(a, 1)") << S("CONCAT(COALESCE(CAST(a AS STRING), ''), COALESCE(CAST(1 AS STRING), ''))") << 0 << 0;
    QTest::newRow("pg dollar string") << p << S("$$it's$$") << S("'it\\'s'") << 0 << 0;
    QTest::newRow("pg empty string") << p << S("COALESCE(a || ' ', '')") << S("COALESCE(a || ' ', '')") << 0 << 0;
    QTest::newRow("pg empty E string") << p << S("E''") << S("''") << 0 << 0;
    QTest::newRow("pg empty dollar string") << p << S("$$$$") << S("''") << 0 << 0;
    QTest::newRow("pg doubled quote") << p << S("'it''s'") << S("'it\\'s'") << 0 << 0;
    QTest::newRow("pg string of two quotes") << p << S("''''''") << S("'\\'\\''") << 0 << 0;
    QTest::newRow("pg double quote in a string") << p << S("'say \"hi\"'") << S("'say \"hi\"'") << 0 << 0;
    QTest::newRow("pg quoted name") << p << S("\"Name\" || \"select\"") << S("Name || `select`") << 0 << 0;
    QTest::newRow("pg current_timestamp") << p << S("CURRENT_TIMESTAMP") << S("CURRENT_TIMESTAMP()") << 0 << 0;
    QTest::newRow("pg text() cast") << p << S("TEXT(CAST('1.1' AS numeric)::bigint)") << S("CAST(CAST(CAST('1.1' AS NUMERIC) AS INT64) AS STRING)") << 0 << 0;
    QTest::newRow("pg arrayoverlap") << p << S("arrayoverlap(a, ARRAY['x'])") << S("ARRAY_INCLUDES_ANY(a, ARRAY['x'])") << 0 << 0;
    QTest::newRow("pg sequence state") << p << S("spanner.get_internal_sequence_state('Seq')") << S("GET_INTERNAL_SEQUENCE_STATE(SEQUENCE Seq)") << 0 << 0;
    QTest::newRow("pg nextval keeps the name") << p << S("nextval('MySeq')") << S("GET_NEXT_SEQUENCE_VALUE(SEQUENCE MySeq)") << 0 << 0;
    QTest::newRow("pg subscript") << p << S("a[2] + (ARRAY[1, 2])[i]") << S("a[SAFE_ORDINAL(2)] + (ARRAY[1, 2])[SAFE_ORDINAL(i)]") << 0 << 0;
    // The expression is read by the dialect's lexer: a comment is kept as written, words and all.
    QTest::newRow("block comment kept") << g << S("`Order` /* the `Order` */ + 1") << S("\"Order\" /* the `Order` */ + 1") << 0 << 0;
    QTest::newRow("pg comment kept") << p << S("\"Name\" -- a \"Name\"\n|| 'x'") << S("Name -- a \"Name\"\n|| 'x'") << 0 << 0;
    // PostgreSQL has no # comment: GoogleSQL's is written with --, which both dialects read.
    QTest::newRow("hash comment as dashes") << g << S("a # the `a`\n+ 1") << S("a -- the `a`\n+ 1") << 0 << 0;
    QTest::newRow("pg operators") << p << S("a<>-1 AND b>=2") << S("a<>-1 AND b>=2") << 0 << 0;
}

void TestConversion::expressions()
{
    QFETCH(int, from);
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QFETCH(int, problems);
    QFETCH(int, errors);
    const Dialect f = Dialect(from);
    const Dialect to = f == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
    const QSet<QString> names{S("Name"), S("Doc"), S("Order")};
    const ExpressionConversion converted = convertExpression(input, f, to, names);
    QCOMPARE(converted.text, expected);
    QCOMPARE(converted.problems.size(), problems);
    QCOMPARE(converted.errors.size(), errors);
}

// GoogleSQL's CURRENT_TIMESTAMP and CURRENT_TIMESTAMP() are both PostgreSQL's CURRENT_TIMESTAMP,
// which comes back with parentheses: the bare spelling's round trip is announced, the other not.
void TestConversion::currentTimestampRespellingIsNoted()
{
    const ExpressionConversion bare = convertExpression(S("CURRENT_TIMESTAMP"), Dialect::GoogleSql, Dialect::PostgreSql, {});
    QCOMPARE(bare.notes.size(), 1);
    QVERIFY(bare.notes.front().contains(S("CURRENT_TIMESTAMP()")));
    const ExpressionConversion call = convertExpression(S("CURRENT_TIMESTAMP()"), Dialect::GoogleSql, Dialect::PostgreSql, {});
    QCOMPARE(call.text, S("CURRENT_TIMESTAMP"));
    QVERIFY(call.notes.empty());
    const ParseResult parsed = parseDdl(S("CREATE TABLE T (A INT64 NOT NULL, C TIMESTAMP DEFAULT (CURRENT_TIMESTAMP)) PRIMARY KEY (A);"),
                                        ParseOptions{Dialect::GoogleSql});
    const ConversionResult converted = convertSchema(parsed.schema, Dialect::PostgreSql);
    QCOMPARE(converted.diagnostics.size(), size_t(1));
    QCOMPARE(converted.diagnostics.front().severity, Diagnostic::Severity::Note);
    QVERIFY2(converted.diagnostics.front().message.contains(S("column C")), qPrintable(converted.diagnostics.front().message));
}

// An expression text converts once per conversion (thousands of columns share a DEFAULT); what it
// reports is still reported for every column that has it, at that column, and the same text
// with other names keeps its own conversion.
void TestConversion::aRepeatedExpressionIsReportedAtEachPlace()
{
    const ParseResult parsed = parseDdl(S("CREATE TABLE T (A INT64 NOT NULL, C TIMESTAMP DEFAULT (CURRENT_TIMESTAMP)) PRIMARY KEY (A);\n"
                                          "CREATE TABLE U (A INT64 NOT NULL,\n"
                                          "  D TIMESTAMP DEFAULT (CURRENT_TIMESTAMP),\n"
                                          "  E INT64 AS (A + 1) STORED, F INT64 AS (a + 1) STORED) PRIMARY KEY (A);"),
                                        ParseOptions{Dialect::GoogleSql});
    QVERIFY2(!hasErrors(parsed.diagnostics), qPrintable(describe(parsed.diagnostics)));
    const ConversionResult converted = convertSchema(parsed.schema, Dialect::PostgreSql);
    QCOMPARE(positionedMessages(converted.diagnostics),
             S("1:35: note: table T: column C DEFAULT: CURRENT_TIMESTAMP comes back as CURRENT_TIMESTAMP()\n"
               "3:3: note: table U: column D DEFAULT: CURRENT_TIMESTAMP comes back as CURRENT_TIMESTAMP()\n"));
    const Table *u = converted.schema.findTable(u"U");
    QVERIFY(u);
    QCOMPARE(*u->findColumn(u"E")->generatedExpr, S("\"A\" + 1"));
    QCOMPARE(*u->findColumn(u"F")->generatedExpr, S("a + 1"));
}

// The other-dialect tab converts the whole schema after every edit; with a memo only the tables
// that changed are converted, and the result is the same as without one (tst_corpus checks that
// over the corpus, where ids of different files collide).
void TestConversion::memoConvertsOnlyWhatChanged()
{
    Schema s = parseDdl(S("CREATE TABLE T (A INT64 NOT NULL, C TIMESTAMP DEFAULT (CURRENT_TIMESTAMP)) PRIMARY KEY (A);\n"
                          "CREATE TABLE U (X INT64 NOT NULL, Y BYTES(10)) PRIMARY KEY (X);"),
                        ParseOptions{Dialect::GoogleSql})
                   .schema;
    const auto sameAsWithout = [](const Schema &schema, ConversionMemo &memo) {
        const ConversionResult with = convertSchema(schema, Dialect::PostgreSql, memo);
        const ConversionResult without = convertSchema(schema, Dialect::PostgreSql);
        QCOMPARE(writeDdl(with.schema), writeDdl(without.schema));
        QCOMPARE(messages(with.diagnostics), messages(without.diagnostics));
    };
    ConversionMemo memo;
    sameAsWithout(s, memo);
    QCOMPARE(memo.reused(), 0);
    sameAsWithout(s, memo);
    QCOMPARE(memo.reused(), 2); // with their diagnostics (a note for T, a warning for U)
    QVERIFY(memo.convertedAfresh().empty());

    s.tables.back().columns.push_back(col(s, "Z", int64()));
    sameAsWithout(s, memo);
    QCOMPARE(memo.reused(), 1);
    QCOMPARE(memo.convertedAfresh(), std::vector<ObjectId>{s.tables.back().id});

    // Told, it does not compare: an untold change keeps the old conversion (why only a caller told
    // of every change may tell); untold, the next conversion compares again.
    const QString before = writeDdl(convertSchema(s, Dialect::PostgreSql).schema);
    s.tables.front().columns.push_back(col(s, "Untold", int64()));
    memo.tellChangedTables({});
    QCOMPARE(writeDdl(convertSchema(s, Dialect::PostgreSql, memo).schema), before);
    sameAsWithout(s, memo);
    QCOMPARE(memo.reused(), 1);

    // Two tables with one id: never reused on the caller's word.
    Schema shared = s;
    shared.tables.back().id = shared.tables.front().id;
    ConversionMemo twice;
    sameAsWithout(shared, twice);
    twice.tellChangedTables({});
    sameAsWithout(shared, twice);
    twice.tellChangedTables({});
    sameAsWithout(shared, twice);

    // The same ids converted to the other dialect convert anew.
    Schema postgres = convertSchema(s, Dialect::PostgreSql).schema;
    const ConversionResult back = convertSchema(postgres, Dialect::GoogleSql, memo);
    QCOMPARE(writeDdl(back.schema), writeDdl(convertSchema(postgres, Dialect::GoogleSql).schema));
    QCOMPARE(memo.reused(), 0);
}

// A table's expressions are re-quoted by the schema's names: a word that becomes a name (a column
// added to another table, a sequence created) or stops being one converts the table again, though
// the table itself did not change and the caller says so.
void TestConversion::memoConvertsAgainWhenANameItUsesComesOrGoes()
{
    Schema s = parseDdl(S("CREATE TABLE T (A INT64 NOT NULL) PRIMARY KEY (A);\n"
                          "CREATE TABLE U (X INT64 NOT NULL) PRIMARY KEY (X);"),
                        ParseOptions{Dialect::GoogleSql})
                   .schema;
    // Spanner would refuse a name no table has; the conversion does not check, so it shows here.
    Column b = col(s, "B", int64());
    b.generatedExpr = S("Total + 1");
    s.tables.front().columns.push_back(b);
    const auto generated = [](const ConversionResult &r) { return *r.schema.findTable(u"T")->findColumn(u"B")->generatedExpr; };
    ConversionMemo memo;
    QCOMPARE(generated(convertSchema(s, Dialect::PostgreSql, memo)), S("Total + 1"));

    s.tables.back().columns.push_back(col(s, "Total", int64()));
    memo.tellChangedTables({s.tables.back().id});
    QCOMPARE(generated(convertSchema(s, Dialect::PostgreSql, memo)), S("\"Total\" + 1"));
    QCOMPARE(memo.reused(), 0);

    s.tables.back().columns.back().notNull = true; // no name comes or goes: T is reused
    memo.tellChangedTables({s.tables.back().id});
    QCOMPARE(generated(convertSchema(s, Dialect::PostgreSql, memo)), S("\"Total\" + 1"));
    QCOMPARE(memo.reused(), 1);

    s.tables.back().columns.back().name = S("GrandTotal");
    memo.tellChangedTables({s.tables.back().id});
    QCOMPARE(generated(convertSchema(s, Dialect::PostgreSql, memo)), S("Total + 1"));
    QCOMPARE(memo.reused(), 0);
}

// A GoogleSQL string comes back from PostgreSQL as '...' with backslash escapes; any other
// spelling of it (Spanner keeps expressions and view text as written) is announced.
void TestConversion::stringRespellingIsNoted_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("notes");
    QTest::newRow("single-quoted") << S("f(a, 'ALL')") << 0;
    QTest::newRow("escaped quote") << S("'it\\'s'") << 0;
    QTest::newRow("double-quoted") << S("f(a, comparison_type=>\"ALL\")") << 1;
    QTest::newRow("two double-quoted") << S("f(\"a\", \"b\")") << 2;
    QTest::newRow("raw") << S("r'a'") << 1;
    QTest::newRow("quote escaped another way") << S("\"it's\"") << 1;
}

void TestConversion::stringRespellingIsNoted()
{
    QFETCH(QString, input);
    QFETCH(int, notes);
    const ExpressionConversion converted = convertExpression(input, Dialect::GoogleSql, Dialect::PostgreSql, {});
    QCOMPARE(converted.notes.size(), notes);
}

void TestConversion::sameDialectIsIdentity()
{
    const ParseResult parsed = parseDdl(S("CREATE TABLE T (A INT64) PRIMARY KEY (A);"), ParseOptions{Dialect::GoogleSql});
    const ConversionResult converted = convertSchema(parsed.schema, Dialect::GoogleSql);
    QVERIFY(converted.diagnostics.empty());
    QVERIFY(converted.schema == parsed.schema);
}

void TestConversion::golden_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("target");
    const QString root = S(SSD_TEST_DATA_DIR) + S("/golden/conversion");
    int rows = 0;
    for (Dialect target : {Dialect::PostgreSql, Dialect::GoogleSql}) {
        const QString direction = S("to-") + dialectName(target);
        const QDir dir(root + u'/' + direction);
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            QTest::newRow(qPrintable(direction + u'/' + name)) << dir.filePath(name) << int(target);
            ++rows;
        }
    }
    if (rows == 0)
        QSKIP("no golden folders under tests/data/golden/conversion");
}

void TestConversion::golden()
{
    QFETCH(QString, folder);
    QFETCH(int, target);
    const Dialect to = Dialect(target);
    const Dialect from = to == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
    const ParseResult parsed = parseDdl(readText(folder + S("/input.sql")), ParseOptions{from});
    QVERIFY2(!hasErrors(parsed.diagnostics), qPrintable(describe(parsed.diagnostics)));
    const ConversionResult converted = convertSchema(parsed.schema, to);
    for (const Diagnostic &d : converted.diagnostics)
        QVERIFY2(d.line > 0, qPrintable(S("no position: ") + d.message));
    const QString text = writeDdl(converted.schema);
    const QString diagnostics = positionedMessages(converted.diagnostics);
    updateGolden(folder + S("/expected.sql"), text);
    updateGolden(folder + S("/diagnostics.txt"), diagnostics);
    compareLines(diagnostics, readText(folder + S("/diagnostics.txt")));
    compareLines(text, readText(folder + S("/expected.sql")));
    // What the conversion writes parses in the target dialect (unless it was refused).
    if (hasErrors(converted.diagnostics))
        return;
    const ParseResult again = parseDdl(text, ParseOptions{to});
    QVERIFY2(!hasErrors(again.diagnostics), qPrintable(describe(again.diagnostics) + u'\n' + text));
}

QTEST_GUILESS_MAIN(TestConversion)
#include "tst_conversion.moc"
