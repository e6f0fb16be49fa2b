// PostgreSQL-dialect lexer/parser/applier: golden diagnostics for hand-written cases and
// structural checks of the model the statements build.

#include "ddl.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace ssd;

Q_DECLARE_METATYPE(ssd::ColumnType)

namespace {

ParseResult parsePg(const QString &text)
{
    ParseOptions options;
    options.dialect = Dialect::PostgreSql;
    return parseDdl(text, options);
}

QString formatDiagnostics(const Diagnostics &diagnostics)
{
    QString out;
    for (const Diagnostic &d : diagnostics)
        out += QStringLiteral("%1:%2: %3: %4\n").arg(d.line).arg(d.column).arg(severityName(d.severity), d.message);
    return out;
}

QString goldenDir() { return QStringLiteral(SSD_TEST_DATA_DIR "/golden/postgresql"); }

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Each grant as one line "GRANT|privileges|kind|objects|grantees" (REVOKE for revokes).
QString describeGrants(const Schema &schema)
{
    QStringList lines;
    for (const Grant &g : schema.grants)
        lines << QStringList{g.revoke ? QStringLiteral("REVOKE") : QStringLiteral("GRANT"), g.privileges, g.objectKind,
                             g.objects.join(u','), g.grantees.join(u',')}.join(u'|');
    return lines.join(u'\n');
}

} // namespace

class TestPostgreSqlParser : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();

    void caseFoldingAndQuotedNames();
    void identifierTruncation();
    void types_data();
    void types();
    void serialAndIdentity();
    void ttlDays_data();
    void ttlDays();
    void primaryKeyColumnsAreNotNull();
    void expressionsKeepTextCollapsed();
    void indexes();
    void vectorIndex();
    void migrationHistory();
    void semanticErrorLeavesSchemaUnchanged();
    void errorRecoveryReportsEveryStatement();
    void positions_data();
    void positions();
    void unterminatedNeverHangs_data();
    void unterminatedNeverHangs();
    void suppressionDirectives();
    void renameCarriesItsSuppressionsToEveryTable();
    void keptStatementsInOrder();
    void sequencesAndChangeStreams();
    void alterDatabase();
    void idsAreUniqueAndOrdered();
    void grantsAndDropRole_data();
    void grantsAndDropRole();
};

void TestPostgreSqlParser::golden_data()
{
    QTest::addColumn<QString>("folder");
    const QDir dir(goldenDir());
    const QStringList cases = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(cases.size() >= 20, qPrintable(QStringLiteral("golden cases missing in %1").arg(goldenDir())));
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestPostgreSqlParser::golden()
{
    QFETCH(QString, folder);
    QVERIFY(QFile::exists(folder + QStringLiteral("/input.sql")));
    QVERIFY(QFile::exists(folder + QStringLiteral("/diagnostics.txt")));
    const ParseResult result = parsePg(readText(folder + QStringLiteral("/input.sql")));
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) { // as tst_golden: review every changed file by hand
        QFile out(folder + QStringLiteral("/diagnostics.txt"));
        if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            out.write(formatDiagnostics(result.diagnostics).toUtf8());
    }
    const QString expected = readText(folder + QStringLiteral("/diagnostics.txt"));
    QCOMPARE(formatDiagnostics(result.diagnostics), expected);
}

void TestPostgreSqlParser::caseFoldingAndQuotedNames()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE Singers (SingerId BIGINT PRIMARY KEY, \"FirstName\" VARCHAR(100), \"a\"\"b\" TEXT);\n"
        "CREATE INDEX SingersByName ON SINGERS (\"FirstName\");"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.tables.size(), size_t(1));
    const Table &t = r.schema.tables.front();
    QCOMPARE(t.name, QStringLiteral("singers"));
    QCOMPARE(t.columns.at(0).name, QStringLiteral("singerid"));
    QCOMPARE(t.columns.at(1).name, QStringLiteral("FirstName"));
    QCOMPARE(t.columns.at(2).name, QStringLiteral("a\"b"));
    QCOMPARE(r.schema.indexes.front().name, QStringLiteral("singersbyname"));
    QCOMPARE(r.schema.indexes.front().table, QStringLiteral("singers"));

    // "Singers" quoted is a different name from the folded singers.
    const ParseResult missing = parsePg(QStringLiteral(
        "CREATE TABLE Singers (id bigint PRIMARY KEY);\nCREATE INDEX i ON \"Singers\" (id);"));
    QCOMPARE(missing.diagnostics.size(), size_t(1));
    QCOMPARE(missing.diagnostics.front().kind, Diagnostic::Kind::Semantic);
    QCOMPARE(missing.diagnostics.front().line, 2);
    QCOMPARE(missing.diagnostics.front().column, 19);
}

void TestPostgreSqlParser::identifierTruncation()
{
    const QString longName = QString(70, u'A');
    const ParseResult r = parsePg(QStringLiteral("CREATE TABLE %1 (id bigint PRIMARY KEY);").arg(longName));
    QVERIFY(r.ok());
    QCOMPARE(r.schema.tables.front().name, QString(63, u'a'));
    QCOMPARE(r.diagnostics.size(), size_t(1)); // a warning that says so
    QCOMPARE(r.diagnostics.front().severity, Diagnostic::Severity::Warning);
}

void TestPostgreSqlParser::types_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::addColumn<ColumnType>("expected");
    QTest::addColumn<bool>("commitTimestamp");
    const auto s = [](TypeKind k) { return ColumnType::scalar(k); };
    QTest::newRow("bigint") << "bigint" << s(TypeKind::Int64) << false;
    QTest::newRow("int8") << "int8" << s(TypeKind::Int64) << false;
    QTest::newRow("int") << "int" << s(TypeKind::Int64) << false;
    QTest::newRow("integer") << "INTEGER" << s(TypeKind::Int64) << false;
    QTest::newRow("varchar") << "varchar" << ColumnType::string(std::nullopt) << false;
    QTest::newRow("varchar(n)") << "varchar(36)" << ColumnType::string(36) << false;
    QTest::newRow("character varying(n)") << "character varying(10)" << ColumnType::string(10) << false;
    QTest::newRow("text") << "text" << ColumnType::string(std::nullopt) << false;
    QTest::newRow("bytea") << "bytea" << ColumnType::bytes(std::nullopt) << false;
    QTest::newRow("timestamptz") << "timestamptz" << s(TypeKind::Timestamp) << false;
    QTest::newRow("timestamp with time zone") << "timestamp with time zone" << s(TypeKind::Timestamp) << false;
    QTest::newRow("commit timestamp") << "spanner.commit_timestamp" << s(TypeKind::Timestamp) << true;
    QTest::newRow("jsonb") << "jsonb" << s(TypeKind::Json) << false;
    QTest::newRow("float8") << "float8" << s(TypeKind::Float64) << false;
    QTest::newRow("double precision") << "double precision" << s(TypeKind::Float64) << false;
    QTest::newRow("float") << "float" << s(TypeKind::Float64) << false;
    QTest::newRow("float4") << "float4" << s(TypeKind::Float32) << false;
    QTest::newRow("real") << "real" << s(TypeKind::Float32) << false;
    QTest::newRow("numeric") << "numeric" << s(TypeKind::Numeric) << false;
    QTest::newRow("decimal") << "decimal" << s(TypeKind::Numeric) << false;
    QTest::newRow("bool") << "bool" << s(TypeKind::Bool) << false;
    QTest::newRow("boolean") << "boolean" << s(TypeKind::Bool) << false;
    QTest::newRow("date") << "date" << s(TypeKind::Date) << false;
    QTest::newRow("uuid") << "uuid" << s(TypeKind::Uuid) << false;
    QTest::newRow("tokenlist") << "spanner.tokenlist" << s(TypeKind::TokenList) << false;
    QTest::newRow("text[]") << "text[]" << ColumnType::arrayOf(ColumnType::string(std::nullopt)) << false;
    QTest::newRow("bigint array") << "bigint ARRAY" << ColumnType::arrayOf(s(TypeKind::Int64)) << false;
    QTest::newRow("varchar(5)[3]") << "varchar(5)[3]" << ColumnType::arrayOf(ColumnType::string(5)) << false;
    ColumnType vector = ColumnType::arrayOf(s(TypeKind::Float32));
    vector.vectorLength = 128;
    QTest::newRow("vector") << "float4[] VECTOR LENGTH 128" << vector << false;
}

void TestPostgreSqlParser::types()
{
    QFETCH(QString, spelling);
    QFETCH(ColumnType, expected);
    QFETCH(bool, commitTimestamp);
    const ParseResult r = parsePg(QStringLiteral("CREATE TABLE t (id bigint PRIMARY KEY, c %1);").arg(spelling));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Column &c = r.schema.tables.front().columns.at(1);
    QCOMPARE(c.type, expected);
    QCOMPARE(c.allowsCommitTimestamp(), commitTimestamp);
}

void TestPostgreSqlParser::serialAndIdentity()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE t (id serial PRIMARY KEY, b bigserial,\n"
        " c bigint GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE START COUNTER WITH 1000 SKIP RANGE 1 99),\n"
        " d bigint GENERATED BY DEFAULT AS IDENTITY);"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Table &t = r.schema.tables.front();
    QCOMPARE(t.columns.at(0).type.kind, TypeKind::Int64);
    QVERIFY(t.columns.at(0).autoIncrement);
    QVERIFY(t.columns.at(1).autoIncrement);
    QVERIFY(t.columns.at(2).identity.has_value());
    QVERIFY(t.columns.at(2).identity->bitReversedPositive);
    QCOMPARE(t.columns.at(2).identity->startCounter, std::optional<qint64>(1000));
    QCOMPARE(t.columns.at(2).identity->skipRangeMin, std::optional<qint64>(1));
    QCOMPARE(t.columns.at(2).identity->skipRangeMax, std::optional<qint64>(99));
    QCOMPARE(t.columns.at(3).identity, std::optional<SequenceOptions>(SequenceOptions{}));
}

void TestPostgreSqlParser::ttlDays_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<qint64>("days");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("1 day") << "1 day" << qint64(1) << "1 DAY";
    QTest::newRow("7 days") << "7 days" << qint64(7) << "7 DAYS";
    QTest::newRow("weeks and days") << "3 WEEKS 2 days" << qint64(23) << "3 WEEKS 2 DAYS";
    QTest::newRow("48 hours") << "48 hours" << qint64(2) << "48 HOURS";
    QTest::newRow("not whole days") << "3 days -2 minutes" << qint64(-1) << "";
    QTest::newRow("garbage") << "filbert" << qint64(-1) << "";
    QTest::newRow("empty") << "" << qint64(-1) << "";
}

void TestPostgreSqlParser::ttlDays()
{
    QFETCH(QString, spec);
    QFETCH(qint64, days);
    QFETCH(QString, canonical);
    const ParseResult r = parsePg(QStringLiteral("CREATE TABLE t (id bigint PRIMARY KEY, ts timestamptz) TTL INTERVAL '%1' ON ts;").arg(spec));
    if (days < 0) {
        QVERIFY(!r.ok());
        QVERIFY(r.schema.tables.empty());
        return;
    }
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Table &t = r.schema.tables.front();
    QVERIFY(t.rowDeletionPolicy.has_value());
    QCOMPARE(t.rowDeletionPolicy->days, days);
    QCOMPARE(t.rowDeletionPolicy->column, QStringLiteral("ts"));
    QCOMPARE(t.rowDeletionPolicy->intervalSpec, canonical);
}

void TestPostgreSqlParser::primaryKeyColumnsAreNotNull()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE p (a bigint, b varchar, c bool, PRIMARY KEY (a, b));\n"
        "CREATE TABLE c (a bigint, b varchar, d bigint, PRIMARY KEY (a, b, d)) INTERLEAVE IN PARENT p ON DELETE CASCADE;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Table &p = r.schema.tables.at(0);
    QVERIFY(p.columns.at(0).notNull);
    QVERIFY(p.columns.at(1).notNull);
    QVERIFY(!p.columns.at(2).notNull);
    QCOMPARE(p.primaryKey.size(), size_t(2));
    const Table &c = r.schema.tables.at(1);
    QVERIFY(c.interleave.has_value());
    QCOMPARE(c.interleave->parent, QStringLiteral("p"));
    QCOMPARE(c.interleave->kind, Interleave::Kind::InParent);
    QCOMPARE(c.interleave->onDelete, OnDelete::Cascade);
}

void TestPostgreSqlParser::expressionsKeepTextCollapsed()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE SEQUENCE seq BIT_REVERSED_POSITIVE;\n"
        "CREATE TABLE t (id bigint PRIMARY KEY,\n"
        "  a varchar DEFAULT 'x   y',\n"
        "  b bigint DEFAULT (2::bigint) NOT NULL,\n"
        "  c bigint GENERATED ALWAYS AS (id   +\n    1) STORED,\n"
        "  d bigint DEFAULT nextval('seq'),\n"
        "  CONSTRAINT ck CHECK (id > 0 AND a <> '')\n);"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Table &t = r.schema.tables.front();
    QCOMPARE(t.columns.at(1).defaultExpr, std::optional<QString>(QStringLiteral("'x   y'")));
    QCOMPARE(t.columns.at(2).defaultExpr, std::optional<QString>(QStringLiteral("2::bigint")));
    QVERIFY(t.columns.at(2).notNull);
    QCOMPARE(t.columns.at(3).generatedExpr, std::optional<QString>(QStringLiteral("id + 1")));
    QVERIFY(t.columns.at(3).stored);
    QCOMPARE(t.columns.at(4).defaultExpr, std::optional<QString>(QStringLiteral("nextval('seq')")));
    QCOMPARE(t.checks.size(), size_t(1));
    QCOMPARE(t.checks.front().name, QStringLiteral("ck"));
    QCOMPARE(t.checks.front().expr, QStringLiteral("id > 0 AND a <> ''"));
}

void TestPostgreSqlParser::indexes()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE t (a bigint PRIMARY KEY, b varchar, c bigint);\n"
        "CREATE UNIQUE INDEX IF NOT EXISTS i ON t (b DESC NULLS LAST, c) INCLUDE (a) INTERLEAVE IN t WHERE (b IS NOT NULL) AND c IS NOT NULL;\n"
        "ALTER INDEX i DROP INCLUDE COLUMN a;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Index &i = r.schema.indexes.front();
    QVERIFY(i.unique);
    QCOMPARE(i.keys.size(), size_t(2));
    QCOMPARE(i.keys.at(0).order, SortOrder::Desc);
    QCOMPARE(i.keys.at(0).nulls, KeyPart::Nulls::Last);
    QCOMPARE(i.storing, QStringList());
    QCOMPARE(i.interleaveIn, QStringLiteral("t"));
    QCOMPARE(i.whereNotNull, (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
}

void TestPostgreSqlParser::vectorIndex()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE docs (id bigint PRIMARY KEY, emb float4[] VECTOR LENGTH 3);\n"
        "CREATE INDEX v ON docs USING scann (emb) WITH (distance_type = 'COSINE', tree_depth = 2) WHERE emb IS NOT NULL;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    const Index &i = r.schema.indexes.front();
    QCOMPARE(i.kind, Index::Kind::Vector);
    QCOMPARE(i.usingMethod, QStringLiteral("scann"));
    QCOMPARE(i.options.size(), size_t(2));
    QCOMPARE(i.options.front().value, QStringLiteral("'COSINE'"));
}

void TestPostgreSqlParser::migrationHistory()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE a (id bigint PRIMARY KEY, x varchar(10), ts timestamptz);\n"
        "ALTER TABLE a ADD COLUMN y bigint DEFAULT 0;\n"
        "ALTER TABLE a ALTER COLUMN x TYPE varchar(20), ALTER COLUMN x SET NOT NULL;\n"
        "ALTER TABLE a ADD TTL INTERVAL '3 days' ON ts;\n"
        "ALTER TABLE a ALTER TTL INTERVAL '5 days' ON ts;\n"
        "CREATE TABLE b (id bigint PRIMARY KEY, a_id bigint);\n"
        "ALTER TABLE b ADD CONSTRAINT fk FOREIGN KEY (a_id) REFERENCES a (id) ON DELETE CASCADE;\n"
        "ALTER TABLE b DROP CONSTRAINT fk;\n"
        "ALTER TABLE a RENAME TO aa;\n"
        "ALTER TABLE aa DROP COLUMN y;\n"
        "ALTER TABLE b RENAME WITH SYNONYM TO bb;\n"
        "DROP TABLE bb;\n"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.tables.size(), size_t(1));
    const Table &a = r.schema.tables.front();
    QCOMPARE(a.name, QStringLiteral("aa"));
    QCOMPARE(a.columns.size(), size_t(3));
    QCOMPARE(a.columns.at(1).type, ColumnType::string(20));
    QVERIFY(a.columns.at(1).notNull);
    QCOMPARE(a.rowDeletionPolicy->days, qint64(5));
}

void TestPostgreSqlParser::semanticErrorLeavesSchemaUnchanged()
{
    ParseResult r = parsePg(QStringLiteral("CREATE TABLE a (id bigint PRIMARY KEY);"));
    const Schema before = r.schema;
    const Diagnostics d = applyDdl(r.schema, QStringLiteral(
        "CREATE TABLE c (id bigint PRIMARY KEY, p bigint REFERENCES missing (id));\n"
        "CREATE TABLE A (id bigint PRIMARY KEY);\n"
        "ALTER TABLE a DROP COLUMN nope;\n"
        "CREATE INDEX i ON a (nope);\n"
        "ALTER TABLE a ALTER COLUMN id SET DEFAULT 1, DROP COLUMN id;"));
    QCOMPARE(d.size(), size_t(5));
    for (size_t i = 0; i < 4; ++i)
        QCOMPARE(d[i].kind, Diagnostic::Kind::Semantic);
    QCOMPARE(r.schema, before);
}

void TestPostgreSqlParser::errorRecoveryReportsEveryStatement()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE ok1 (id bigint PRIMARY KEY);\n"
        "CREATE TABLE bad1 (id bigint PRIMARY KEY,);\n"
        "CREATE TABLE ok2 (id bigint PRIMARY KEY);\n"
        "CREATE TABEL bad2 (id bigint);\n"
        "CREATE TABLE bad3 (id smallint PRIMARY KEY);\n"
        "CREATE TABLE ok3 (id bigint PRIMARY KEY)"));
    QCOMPARE(r.diagnostics.size(), size_t(3));
    QCOMPARE(r.diagnostics.at(0).line, 2);
    QCOMPARE(r.diagnostics.at(1).line, 4);
    QCOMPARE(r.diagnostics.at(2).line, 5);
    QVERIFY(r.diagnostics.at(2).message.contains(QStringLiteral("not supported by Spanner")));
    QCOMPARE(r.schema.tables.size(), size_t(3));
}

void TestPostgreSqlParser::positions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("after block comment") << "/* a\n b */ CREATE TABLE t (id bigint PRIMARY KEY, x foo);" << 2 << 48;
    QTest::newRow("after string") << "CREATE TABLE t (id bigint PRIMARY KEY, x varchar DEFAULT 'a\nb' NOT NULL foo);" << 2 << 13;
    QTest::newRow("end of statement") << "CREATE TABLE t (id bigint PRIMARY KEY\n;" << 2 << 1;
    QTest::newRow("end of input") << "CREATE TABLE t (id bigint PRIMARY KEY" << 1 << 38;
}

void TestPostgreSqlParser::positions()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    const ParseResult r = parsePg(text);
    QCOMPARE(r.diagnostics.size(), size_t(1));
    QCOMPARE(r.diagnostics.front().line, line);
    QCOMPARE(r.diagnostics.front().column, column);
}

void TestPostgreSqlParser::unterminatedNeverHangs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::newRow("string") << "CREATE TABLE t (a varchar DEFAULT 'abc" << 35;
    QTest::newRow("escape string") << "CREATE TABLE t (a varchar DEFAULT E'ab\\'" << 35;
    QTest::newRow("quoted identifier") << "CREATE TABLE \"t (a bigint)" << 14;
    QTest::newRow("nested comment") << "CREATE /* a /* b */ TABLE t (a bigint)" << 8;
    QTest::newRow("dollar quote") << "CREATE TABLE t (a varchar DEFAULT $x$abc$y$)" << 35;
}

void TestPostgreSqlParser::unterminatedNeverHangs()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QElapsedTimer timer;
    timer.start();
    const ParseResult r = parsePg(text);
    QVERIFY(timer.elapsed() < 1000);
    QCOMPARE(r.diagnostics.size(), size_t(1));
    QCOMPARE(r.diagnostics.front().kind, Diagnostic::Kind::Syntax);
    QCOMPARE(r.diagnostics.front().line, 1);
    QCOMPARE(r.diagnostics.front().column, column);
    QVERIFY(r.diagnostics.front().message.contains(QStringLiteral("unterminated")));
}

void TestPostgreSqlParser::suppressionDirectives()
{
    const ParseResult r = parsePg(QStringLiteral(
        "-- spanner-schema: disable=rule-a,rule-b\n"
        "CREATE TABLE t (id bigint PRIMARY KEY);\n"
        "CREATE TABLE u (id bigint PRIMARY KEY /* spanner-schema: disable=rule-c */);\n"
        "CREATE TABLE v (id bigint PRIMARY KEY);\n"
        "ALTER TABLE v ADD COLUMN x bigint -- spanner-schema: disable=rule-d\n;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.tables.at(0).pos.suppressedRules, (QStringList{QStringLiteral("rule-a"), QStringLiteral("rule-b")}));
    QCOMPARE(r.schema.tables.at(1).pos.suppressedRules, QStringList{QStringLiteral("rule-c")});
    // An ALTER TABLE's directive covers what it adds and the table it changes, as in GoogleSQL.
    QCOMPARE(r.schema.tables.at(2).pos.suppressedRules, QStringList{QStringLiteral("rule-d")});
    QCOMPARE(r.schema.tables.at(2).columns.at(1).pos.suppressedRules, QStringList{QStringLiteral("rule-d")});
    QCOMPARE(r.schema.tables.at(1).pos.line, 3);
    QCOMPARE(r.schema.tables.at(1).pos.column, 1);
}

// The rules a directive comment suppresses on a rename go to every table it renames, as in
// GoogleSQL (TestGoogleSqlParser::renameCarriesItsSuppressionsToEveryTable); they went to the
// first one only.
void TestPostgreSqlParser::renameCarriesItsSuppressionsToEveryTable()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE a (id bigint PRIMARY KEY);\n"
        "CREATE TABLE c (id bigint PRIMARY KEY);\n"
        "ALTER TABLE a RENAME TO b, ALTER TABLE c RENAME TO d -- spanner-schema: disable=rule-r\n;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.tables.at(0).name, QStringLiteral("b"));
    QCOMPARE(r.schema.tables.at(1).name, QStringLiteral("d"));
    QCOMPARE(r.schema.tables.at(0).pos.suppressedRules, QStringList{QStringLiteral("rule-r")});
    QCOMPARE(r.schema.tables.at(1).pos.suppressedRules, QStringList{QStringLiteral("rule-r")});
}

void TestPostgreSqlParser::keptStatementsInOrder()
{
    const ParseResult r = parsePg(QStringLiteral(
        "ANALYZE;\nCREATE TABLE t (id bigint PRIMARY KEY);\n"
        "ALTER STATISTICS spanner.\"auto_20240101\"   SET OPTIONS (allow_gc = false);\n"
        "CREATE PLACEMENT p WITH (instance_partition = 'ip');"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.keptStatements.size(), size_t(3));
    QCOMPARE(r.schema.keptStatements.at(0).text, QStringLiteral("ANALYZE"));
    QCOMPARE(r.schema.keptStatements.at(1).kind, QStringLiteral("ALTER STATISTICS"));
    QCOMPARE(r.schema.keptStatements.at(1).text, QStringLiteral("ALTER STATISTICS spanner.\"auto_20240101\" SET OPTIONS (allow_gc = false)"));
    QVERIFY(r.schema.keptStatements.at(0).id < r.schema.tables.front().id);
    QVERIFY(r.schema.tables.front().id < r.schema.keptStatements.at(1).id);
}

void TestPostgreSqlParser::sequencesAndChangeStreams()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE SEQUENCE s bit_reversed_positive SKIP RANGE 1 1000 START COUNTER WITH 50 OWNED BY NONE;\n"
        "ALTER SEQUENCE s NO SKIP RANGE RESTART COUNTER WITH 70;\n"
        "CREATE TABLE t (id bigint PRIMARY KEY DEFAULT nextval('s'), a varchar, b varchar);\n"
        "CREATE CHANGE STREAM cs FOR t(a), t2 WITH (retention_period = '36h');\n"
        "CREATE CHANGE STREAM cs FOR t(a) WITH (retention_period = '36h', value_capture_type = 'NEW_ROW');\n"
        "ALTER CHANGE STREAM cs SET FOR t();\n"
        "ALTER CHANGE STREAM cs RESET (retention_period);\n"));
    QCOMPARE(r.diagnostics.size(), size_t(1)); // t2 does not exist
    QVERIFY(r.diagnostics.front().message.contains(QStringLiteral("t2")));
    const Sequence &s = r.schema.sequences.front();
    QVERIFY(s.clauses.bitReversedPositive);
    QVERIFY(!s.clauses.skipRangeMin.has_value());
    QCOMPARE(s.clauses.startCounter, std::optional<qint64>(70));
    QVERIFY(s.ownedByNone);
    const ChangeStream &cs = r.schema.changeStreams.front();
    QCOMPARE(cs.targets.size(), size_t(1));
    QCOMPARE(cs.targets.front().columns, std::optional<QStringList>(QStringList()));
    QCOMPARE(cs.options.size(), size_t(1));
    QCOMPARE(cs.options.front().name, QStringLiteral("value_capture_type"));
}

void TestPostgreSqlParser::alterDatabase()
{
    const ParseResult r = parsePg(QStringLiteral(
        "ALTER DATABASE db SET spanner.default_sequence_kind = 'bit_reversed_positive';\n"
        "ALTER DATABASE db SET \"spanner.optimizer_version\" TO 5;\n"
        "ALTER DATABASE db RESET spanner.optimizer_version;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QCOMPARE(r.schema.databaseName, QStringLiteral("db"));
    QCOMPARE(r.schema.databaseOptions.size(), size_t(1));
    QCOMPARE(r.schema.databaseOptions.front().name, QStringLiteral("spanner.default_sequence_kind"));
    QCOMPARE(r.schema.databaseOptions.front().value, QStringLiteral("'bit_reversed_positive'"));
}

void TestPostgreSqlParser::idsAreUniqueAndOrdered()
{
    const ParseResult r = parsePg(QStringLiteral(
        "CREATE TABLE a (id bigint PRIMARY KEY, x bigint CHECK (x > 0), y bigint REFERENCES a (id));\n"
        "CREATE INDEX i ON a (x);\nCREATE ROLE r;\nGRANT SELECT ON TABLE a TO r;\nCREATE VIEW v SQL SECURITY INVOKER AS SELECT 1;"));
    QVERIFY2(r.ok(), qPrintable(formatDiagnostics(r.diagnostics)));
    QList<ObjectId> ids;
    const Table &a = r.schema.tables.front();
    ids << a.id;
    for (const Column &c : a.columns) ids << c.id;
    ids << a.foreignKeys.front().id << a.checks.front().id << r.schema.indexes.front().id
        << r.schema.roles.front().id << r.schema.grants.front().id << r.schema.views.front().id;
    for (int i = 1; i < ids.size(); ++i)
        QVERIFY(ids[i] > ids[i - 1]);
    QVERIFY(!ids.contains(0));
}

void TestPostgreSqlParser::grantsAndDropRole_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("grants");
    const QString setup = QStringLiteral("CREATE TABLE t (k bigint PRIMARY KEY);\nCREATE ROLE a;\nCREATE ROLE b;\nCREATE ROLE c;\nCREATE ROLE \"Mixed\";\n");
    QTest::newRow("role membership keeps the granted roles as privileges")
        << setup + QStringLiteral("GRANT a, \"Mixed\" TO c;")
        << QStringLiteral("GRANT|a, \"Mixed\"|ROLE||c");
    QTest::newRow("drop role leaves other grantees")
        << setup + QStringLiteral("GRANT SELECT ON TABLE t TO a, b;\nREVOKE SELECT ON TABLE t FROM a;\nDROP ROLE a;")
        << QStringLiteral("GRANT|SELECT|TABLE|t|b");
    QTest::newRow("drop role removes grants left without grantees")
        << setup + QStringLiteral("GRANT SELECT ON TABLE t TO a;\nREVOKE SELECT ON TABLE t FROM a;\nGRANT SELECT ON TABLE t TO b;\nDROP ROLE a;")
        << QStringLiteral("GRANT|SELECT|TABLE|t|b");
    QTest::newRow("drop role removes it from the granted roles, folding case")
        << setup + QStringLiteral("GRANT A, b TO c;\nDROP ROLE a;")
        << QStringLiteral("GRANT|b|ROLE||c");
    QTest::newRow("drop of a quoted role")
        << setup + QStringLiteral("GRANT \"Mixed\", a TO c;\nGRANT SELECT ON t TO \"Mixed\";\nREVOKE SELECT ON t FROM \"Mixed\";\nDROP ROLE \"Mixed\";")
        << QStringLiteral("GRANT|a|ROLE||c");
    QTest::newRow("drop of a grantee removes role memberships granted to it")
        << setup + QStringLiteral("GRANT a TO c;\nDROP ROLE c;")
        << QString();
    QTest::newRow("drop of several roles")
        << setup + QStringLiteral("GRANT a, b TO c;\nGRANT SELECT ON t TO a, b, c;\nREVOKE SELECT ON t FROM a, b;\nDROP ROLE a;\nDROP ROLE b;")
        << QStringLiteral("GRANT|SELECT|TABLE|t|c");
}

void TestPostgreSqlParser::grantsAndDropRole()
{
    QFETCH(QString, ddl);
    QFETCH(QString, grants);
    const ParseResult result = parsePg(ddl);
    QVERIFY2(result.diagnostics.empty(), qPrintable(formatDiagnostics(result.diagnostics)));
    QCOMPARE(describeGrants(result.schema), grants);
    // The canonical text re-parses without errors.
    const ParseResult again = parsePg(writeDdl(result.schema));
    QVERIFY2(again.diagnostics.empty(), qPrintable(formatDiagnostics(again.diagnostics)));
}

QTEST_GUILESS_MAIN(TestPostgreSqlParser)
#include "tst_postgresqlparser.moc"
