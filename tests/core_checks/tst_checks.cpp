// The checklist engine: catalog, shared classifiers, per-rule golden cases with their quick
// fixes, inline suppressions and schemas built without DDL.

#include "checks/checklist.h"
#include "checks/classifiers.h"
#include "checks/reports.h"
#include "checktestutil.h"
#include "edits/schemaedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

Q_DECLARE_METATYPE(ssd::Column)

using namespace ssd;

class TestChecks : public QObject
{
    Q_OBJECT

private slots:
    void catalogMatchesEngine();
    void catalogMatchesSpec();
    void everyRuleHasGoldenCases();
    void mono_data();
    void mono();
    void lowCardAndTenant_data();
    void lowCardAndTenant();
    void golden_data();
    void golden();
    void fixes_data();
    void fixes();
    void suppression_data();
    void suppression();
    void handBuiltSchema();
    void handBuiltPositives_data();
    void handBuiltPositives();
    void disabledAndMinSeverity();
    void settingsJson();
    void reports();
};

void TestChecks::catalogMatchesEngine()
{
    const auto &catalog = ruleCatalog();
    QCOMPARE(int(catalog.size()), 50);
    QStringList ids;
    for (size_t i = 0; i < catalog.size(); ++i) {
        QCOMPARE(catalog[i].number, int(i) + 1);
        QVERIFY(!ids.contains(catalog[i].ruleId()));
        QVERIFY(QString::fromLatin1(catalog[i].docUrl).startsWith(u"https://"));
        QVERIFY(!catalog[i].translatedTitle().isEmpty());
        QVERIFY(!catalog[i].translatedExplanation().isEmpty());
        ids.append(catalog[i].ruleId());
    }
    QStringList byNumber = ids;
    QStringList engine = implementedRuleIds();
    byNumber.sort();
    engine.sort();
    QCOMPARE(engine, byNumber);
}

// The ids and main severities must be the catalog's, verbatim.
void TestChecks::catalogMatchesSpec()
{
    QFile spec(QStringLiteral(SSD_SOURCE_DIR "/../shared/spec/checklist-rules.md"));
    if (!spec.open(QIODevice::ReadOnly))
        QSKIP("spec/checklist-rules.md not found next to the project");
    static const QRegularExpression row(QStringLiteral("^\\| (\\d+) \\| `([a-z0-9-]+)` \\| (error|warning|info)"));
    int rows = 0;
    for (const QString &line : QString::fromUtf8(spec.readAll()).split(u'\n')) {
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        ++rows;
        const RuleInfo *rule = findRule(m.captured(2));
        QVERIFY2(rule, qPrintable(m.captured(2)));
        QCOMPARE(rule->number, m.captured(1).toInt());
        QCOMPARE(checkSeverityName(rule->severity), m.captured(3));
    }
    QCOMPARE(rows, 50);
}

namespace {

// Positive cases the parsers cannot produce (they reject the DDL outright, or it needs thousands
// of objects): a valid schema is parsed, then the model is edited the way the designer could.
struct HandBuilt
{
    const char *name;
    const char *rule;
    Dialect dialect;
    const char *ddl;
    std::function<void(Schema &)> edit;
    QStringList expected; // "Object severity"
};

const char *const kMusic =
    "CREATE TABLE Singers (SingerId STRING(36) NOT NULL, FirstName STRING(MAX)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId STRING(36) NOT NULL, AlbumId STRING(36) NOT NULL) PRIMARY KEY (SingerId, AlbumId),\n"
    "  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
    "CREATE TABLE Songs (SingerId STRING(36) NOT NULL, AlbumId STRING(36) NOT NULL, TrackId STRING(36) NOT NULL)\n"
    "  PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums ON DELETE CASCADE;\n";

// The designer's column editor: the edit its type box makes.
void retypeInDesigner(Schema &s, QStringView table, QStringView column, const ColumnType &type)
{
    Table *t = s.findTable(table);
    QVERIFY(t && t->findColumn(column));
    QCOMPARE(edits::retypeColumn(s, t->id, t->findColumn(column)->id, type), QString());
}

const std::vector<HandBuilt> &handBuiltCases()
{
    static const std::vector<HandBuilt> cases = {
        {"missing parent", "interleave-parent-invalid", Dialect::GoogleSql, kMusic,
         [](Schema &s) { s.findTable(u"Albums")->interleave->parent = QStringLiteral("Artists"); },
         {QStringLiteral("Albums error")}},
        {"interleave cycle", "interleave-parent-invalid", Dialect::GoogleSql, kMusic,
         [](Schema &s) { s.findTable(u"Singers")->interleave = Interleave{QStringLiteral("Songs")}; },
         {QStringLiteral("Albums error"), QStringLiteral("Singers error"), QStringLiteral("Songs error")}},
        {"ON DELETE on INTERLEAVE IN", "interleave-on-delete-invalid", Dialect::GoogleSql, kMusic,
         [](Schema &s) {
             Interleave &i = *s.findTable(u"Albums")->interleave;
             i.kind = Interleave::Kind::In;
             i.onDeleteExplicit = true;
         },
         {QStringLiteral("Albums error")}},
        {"1025 columns", "limit-columns-per-table", Dialect::GoogleSql, kMusic,
         [](Schema &s) {
             Table &t = *s.findTable(u"Singers");
             for (int i = 0; i < 1024; ++i) {
                 Column c;
                 c.id = s.newId();
                 c.name = QStringLiteral("C%1").arg(i);
                 t.columns.push_back(c);
             }
         },
         {QStringLiteral("Singers error")}},
        {"5001 tables", "limit-schema-objects", Dialect::GoogleSql, kMusic,
         [](Schema &s) {
             for (int i = 0; i < 4998; ++i) {
                 Table t = s.tables.front();
                 t.id = s.newId();
                 t.name = QStringLiteral("Copy%1").arg(i);
                 s.tables.push_back(t);
             }
         },
         {QStringLiteral("(database) error")}},
        {"index named like a table", "name-duplicate", Dialect::GoogleSql, kMusic,
         [](Schema &s) {
             Index i;
             i.id = s.newId();
             i.name = QStringLiteral("SINGERS");
             i.table = QStringLiteral("Albums");
             i.keys = {KeyPart{QStringLiteral("AlbumId")}};
             s.indexes.push_back(i);
         },
         {QStringLiteral("SINGERS error")}},
        {"column names differing in case", "name-duplicate", Dialect::GoogleSql, kMusic,
         [](Schema &s) {
             Column c;
             c.id = s.newId();
             c.name = QStringLiteral("firstname");
             c.type = ColumnType::string(10);
             s.findTable(u"Singers")->columns.push_back(c);
         },
         {QStringLiteral("Singers.firstname error")}},
        // Spanner refuses a row deletion policy on a column that is not a TIMESTAMP, and so do
        // the parsers; the designer's column editor can still retype the column under it.
        {"TTL column retyped", "ttl-policy-invalid", Dialect::GoogleSql,
         "CREATE TABLE Sessions (SessionId STRING(36) NOT NULL, ExpiresAt TIMESTAMP) PRIMARY KEY (SessionId),\n"
         "  ROW DELETION POLICY (OLDER_THAN(ExpiresAt, INTERVAL 1 DAY));",
         [](Schema &s) { retypeInDesigner(s, u"Sessions", u"ExpiresAt", ColumnType::scalar(TypeKind::Int64)); },
         {QStringLiteral("Sessions error")}},
        {"postgresql TTL column retyped", "ttl-policy-invalid", Dialect::PostgreSql,
         "CREATE TABLE sessions (session_id varchar(36) NOT NULL, expires_at timestamptz, PRIMARY KEY (session_id))\n"
         "  TTL INTERVAL '1 day' ON expires_at;",
         [](Schema &s) { retypeInDesigner(s, u"sessions", u"expires_at", ColumnType::scalar(TypeKind::Date)); },
         {QStringLiteral("sessions error")}},
        {"nullable postgresql key", "pk-nullable-key", Dialect::PostgreSql,
         "CREATE TABLE users (user_id varchar(36) NOT NULL, PRIMARY KEY (user_id));",
         [](Schema &s) { s.findTable(u"users")->columns.front().notNull = false; },
         {QStringLiteral("users.user_id error")}},
    };
    return cases;
}

Table tableWith(const Column &column)
{
    Table t;
    t.name = QStringLiteral("T");
    t.columns.push_back(column);
    t.primaryKey.push_back({column.name});
    return t;
}

Column column(const char *name, TypeKind kind)
{
    Column c;
    c.name = QString::fromLatin1(name);
    c.type = ColumnType::scalar(kind);
    return c;
}

} // namespace

void TestChecks::everyRuleHasGoldenCases()
{
    QHash<QString, int> positive, negative;
    for (const QString &file : checktest::goldenFiles()) {
        const QString rule = file.section(u'/', 0, 0);
        const checktest::GoldenCase c = checktest::readCase(QStringLiteral(SSD_TEST_DATA_DIR "/checks/") + file);
        bool expects = false;
        for (const auto &e : c.expected)
            expects = expects || e.rule == rule;
        (expects ? positive : negative)[rule]++;
    }
    for (const HandBuilt &h : handBuiltCases())
        positive[QString::fromLatin1(h.rule)]++;
    QStringList missing;
    for (const RuleInfo &rule : ruleCatalog()) {
        if (positive.value(rule.ruleId()) == 0)
            missing.append(rule.ruleId() + QStringLiteral(" (positive)"));
        if (negative.value(rule.ruleId()) == 0)
            missing.append(rule.ruleId() + QStringLiteral(" (negative)"));
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
}

void TestChecks::mono_data()
{
    QTest::addColumn<Column>("col");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("source");
    using S = checks::MonoSignal::Source;
    using M = checks::MonoStrength;
    Column commitTs = column("UpdateTime", TypeKind::Timestamp);
    commitTs.options.push_back({QStringLiteral("allow_commit_timestamp"), QStringLiteral("true")});
    Column nowDefault = column("Day", TypeKind::Date);
    nowDefault.defaultExpr = QStringLiteral("CURRENT_DATE()");
    Column uuid = column("Id", TypeKind::String);
    uuid.defaultExpr = QStringLiteral("GENERATE_UUID()");
    Column seq = column("Id", TypeKind::Int64);
    seq.defaultExpr = QStringLiteral("GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)");
    Column identity = column("OrderId", TypeKind::Int64);
    identity.identity = SequenceOptions{};
    Column hash = column("CreatedAt", TypeKind::Int64);
    hash.generatedExpr = QStringLiteral("MOD(FARM_FINGERPRINT(x), 8)");
    QTest::newRow("commit timestamp option") << commitTs << QString() << int(M::Strong) << int(S::CommitTimestamp);
    QTest::newRow("CURRENT_DATE default") << nowDefault << QString() << int(M::Strong) << int(S::TimeDefault);
    QTest::newRow("TIMESTAMP type (LastAccess)") << column("LastAccess", TypeKind::Timestamp) << QString() << int(M::Likely) << int(S::TemporalType);
    // A name that is only its type (type-coverage test tables) says nothing of what it holds.
    QTest::newRow("type-only name ColDate") << column("ColDate", TypeKind::Date) << QString() << int(M::None) << int(S::None);
    QTest::newRow("type-only name col_timestamp") << column("col_timestamp", TypeKind::Timestamp) << QString() << int(M::None) << int(S::None);
    QTest::newRow("bare timestamp keeps its type") << column("timestamp", TypeKind::Timestamp) << QString() << int(M::Likely) << int(S::TemporalType);
    QTest::newRow("ReleaseDate keeps its type") << column("ReleaseDate", TypeKind::Date) << QString() << int(M::Likely) << int(S::TemporalType);
    QTest::newRow("name created_at on INT64") << column("created_at", TypeKind::Int64) << QString() << int(M::Likely) << int(S::TemporalName);
    QTest::newRow("camelCase CreatedAt string") << column("CreatedAt", TypeKind::String) << QString() << int(M::Likely) << int(S::TemporalName);
    // An id names an identifier; how it is issued is not in the schema (random ids are the norm).
    QTest::newRow("integer UserId is no signal") << column("UserId", TypeKind::Int64) << QString() << int(M::None) << int(S::None);
    QTest::newRow("integer id is no signal") << column("id", TypeKind::Int64) << QString() << int(M::None) << int(S::None);
    QTest::newRow("integer ticket_seq") << column("ticket_seq", TypeKind::Int64) << QString() << int(M::Likely) << int(S::IntegerName);
    QTest::newRow("integer order_no") << column("order_no", TypeKind::Int64) << QString() << int(M::Likely) << int(S::IntegerName);
    QTest::newRow("sequential hint on string") << column("Code", TypeKind::String) << QStringLiteral("sequential") << int(M::Strong) << int(S::KeyGeneration);
    QTest::newRow("uuid4 hint cancels TIMESTAMP") << column("LastAccess", TypeKind::Timestamp) << QStringLiteral("uuid4") << int(M::None) << int(S::None);
    QTest::newRow("GENERATE_UUID cancels") << uuid << QString() << int(M::None) << int(S::None);
    QTest::newRow("sequence cancels") << seq << QString() << int(M::None) << int(S::None);
    QTest::newRow("identity cancels") << identity << QString() << int(M::None) << int(S::None);
    QTest::newRow("hash generated cancels") << hash << QString() << int(M::None) << int(S::None);
    // A call is what the lexer reads as one: a name in a string literal or a comment calls nothing.
    Column uuidInString = column("CreatedAt", TypeKind::String);
    uuidInString.defaultExpr = QStringLiteral("'GENERATE_UUID()'");
    Column timeInComment = column("Id", TypeKind::String);
    timeInComment.defaultExpr = QStringLiteral("'x' /* was CURRENT_TIMESTAMP() */");
    Column hashInString = column("CreatedAt", TypeKind::Int64);
    hashInString.generatedExpr = QStringLiteral("LENGTH('FARM_FINGERPRINT(x)')");
    QTest::newRow("GENERATE_UUID in a string cancels nothing") << uuidInString << QString() << int(M::Likely) << int(S::TemporalName);
    QTest::newRow("CURRENT_TIMESTAMP in a comment is no time default") << timeInComment << QString() << int(M::None) << int(S::None);
    QTest::newRow("FARM_FINGERPRINT in a string cancels nothing") << hashInString << QString() << int(M::Likely) << int(S::TemporalName);
    Column uuidBesideString = column("CreatedAt", TypeKind::String);
    uuidBesideString.defaultExpr = QStringLiteral("CONCAT('id-', GENERATE_UUID()) -- a comment");
    QTest::newRow("GENERATE_UUID beside a string and a comment cancels") << uuidBesideString << QString() << int(M::None) << int(S::None);
    QTest::newRow("plain name string") << column("Email", TypeKind::String) << QString() << int(M::None) << int(S::None);
    QTest::newRow("Format is not _at") << column("Format", TypeKind::String) << QString() << int(M::None) << int(S::None);
}

void TestChecks::mono()
{
    QFETCH(Column, col);
    QFETCH(QString, hint);
    QFETCH(int, strength);
    QFETCH(int, source);
    const Table t = tableWith(col);
    ProjectSettings settings;
    if (!hint.isEmpty())
        settings.keyGeneration.insert(QStringLiteral("T.") + col.name, *keyGenerationFromName(hint));
    const checks::MonoSignal s = checks::classifyMono(t, col, settings, Dialect::GoogleSql);
    QCOMPARE(int(s.strength), strength);
    QCOMPARE(int(s.source), source);
    QCOMPARE(s.reason().isEmpty(), strength == int(checks::MonoStrength::None));
    if (s.fired())
        QVERIFY2(s.reason().contains(col.name), qPrintable(s.reason()));
}

void TestChecks::lowCardAndTenant_data()
{
    QTest::addColumn<Column>("col");
    QTest::addColumn<QString>("check");
    QTest::addColumn<bool>("lowCard");
    QTest::addColumn<int>("distinct");
    QTest::addColumn<bool>("tenant");
    Column attribute = column("Attribute", TypeKind::Int64);
    attribute.defaultExpr = QStringLiteral("50");
    QTest::newRow("BOOL") << column("Active", TypeKind::Bool) << QString() << true << 2 << false;
    QTest::newRow("constant default (game Attribute=50)") << attribute << QString() << true << -1 << false;
    QTest::newRow("CHECK IN three values") << column("Colour", TypeKind::String) << QStringLiteral("Colour IN ('r', 'g', 'b')") << true << 3 << false;
    // The check is read by the dialect's lexer: a comma inside a string separates no values, and
    // an IN list inside a comment is none (both counted before the lexers).
    QTest::newRow("CHECK IN, a comma in a double-quoted string") << column("Colour", TypeKind::String)
        << QStringLiteral("Colour IN (\"r,g\", 'b')") << true << 2 << false;
    QTest::newRow("CHECK IN only in a comment") << column("Colour", TypeKind::String)
        << QStringLiteral("Colour <> '' /* Colour IN ('r', 'g') */") << false << -1 << false;
    QTest::newRow("status name") << column("OrderStatus", TypeKind::String) << QString() << true << -1 << false;
    QTest::newRow("is_ prefix") << column("is_deleted", TypeKind::Int64) << QString() << true << -1 << false;
    QTest::newRow("tenant_id") << column("tenant_id", TypeKind::String) << QString() << false << -1 << true;
    QTest::newRow("CustomerId") << column("CustomerId", TypeKind::Int64) << QString() << false << -1 << true;
    QTest::newRow("customer_name is no tenant") << column("customer_name", TypeKind::String) << QString() << false << -1 << false;
    QTest::newRow("high cardinality email") << column("Email", TypeKind::String) << QString() << false << -1 << false;
}

void TestChecks::lowCardAndTenant()
{
    QFETCH(Column, col);
    QFETCH(QString, check);
    QFETCH(bool, lowCard);
    QFETCH(int, distinct);
    QFETCH(bool, tenant);
    Table t = tableWith(col);
    if (!check.isEmpty())
        t.checks.push_back({1, {}, check, {}, {}});
    const checks::LowCardSignal s = checks::classifyLowCard(t, col, Dialect::GoogleSql);
    QCOMPARE(s.fired, lowCard);
    QCOMPARE(s.distinctValues.value_or(-1), distinct);
    QCOMPARE(checks::isTenantColumnName(col.name), tenant);
}

void TestChecks::golden_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : checktest::goldenFiles())
        QTest::newRow(qPrintable(file)) << file;
}

void TestChecks::golden()
{
    QFETCH(QString, file);
    const QString rule = file.section(u'/', 0, 0);
    QVERIFY2(findRule(rule), qPrintable(QStringLiteral("folder is not a catalog id: ") + rule));
    const checktest::GoldenCase c = checktest::readCase(QStringLiteral(SSD_TEST_DATA_DIR "/checks/") + file);
    QVERIFY2(c.settingsError.isEmpty(), qPrintable(c.settingsError));
    ParseOptions options;
    options.dialect = c.dialect;
    const ParseResult parsed = parseDdl(c.text, options);
    QString diagnostics;
    for (const Diagnostic &d : parsed.diagnostics)
        diagnostics += QStringLiteral("%1:%2 %3\n").arg(d.line).arg(d.column).arg(d.message);
    QVERIFY2(parsed.ok(), qPrintable(diagnostics));

    const Findings findings = runChecklist(parsed.schema, c.settings);
    QStringList actual, expected;
    for (const Finding &f : findings) {
        QVERIFY2(!f.message().isEmpty() && f.explanation.contains(u"https://"), qPrintable(checktest::describe(f)));
        QVERIFY2(f.line > 0 || f.subject.kind == CheckSubject::Kind::Database
                     || f.subject.kind == CheckSubject::Kind::QueryPattern,
                 qPrintable(QStringLiteral("no source position: ") + checktest::describe(f)));
        if (f.ruleId == rule)
            actual.append(f.subject.displayName() + u' ' + checkSeverityName(f.severity));
    }
    for (const checktest::Expectation &e : c.expected) {
        if (e.rule == rule) {
            expected.append(e.object + u' ' + (e.severity.isEmpty() ? checkSeverityName(findRule(rule)->severity) : e.severity));
            continue;
        }
        bool found = false;
        for (const Finding &f : findings)
            found = found || (f.ruleId == e.rule && f.subject.displayName() == e.object);
        QVERIFY2(found, qPrintable(QStringLiteral("missing %1 %2; findings:\n%3").arg(e.rule, e.object, checktest::describeAll(findings))));
    }
    actual.sort();
    expected.sort();
    if (actual != expected)
        qWarning().noquote() << QStringLiteral("findings:\n") + checktest::describeAll(findings);
    QCOMPARE(actual, expected);
}

void TestChecks::fixes_data() { golden_data(); }

// Every quick fix of the folder's rule: apply, re-lint, the finding is gone, no new error, and the
// result is DDL that parses and formats to itself.
void TestChecks::fixes()
{
    QFETCH(QString, file);
    const QString rule = file.section(u'/', 0, 0);
    const checktest::GoldenCase c = checktest::readCase(QStringLiteral(SSD_TEST_DATA_DIR "/checks/") + file);
    ParseOptions options;
    options.dialect = c.dialect;
    const ParseResult parsed = parseDdl(c.text, options);
    QVERIFY(parsed.ok());
    const Findings before = runChecklist(parsed.schema, c.settings);
    QHash<QString, int> beforeCount;
    QSet<QString> beforeErrors;
    for (const Finding &f : before) {
        beforeCount[checktest::identity(f)]++;
        if (f.severity == CheckSeverity::Error)
            beforeErrors.insert(f.ruleId + u'|' + f.subject.displayName());
    }
    int applied = 0;
    for (const Finding &f : before) {
        if (f.ruleId != rule)
            continue;
        for (const QString &id : c.requiredFixes) {
            bool offered = false;
            for (const QuickFix &fix : f.fixes)
                offered = offered || fix.id == id;
            QVERIFY2(offered, qPrintable(QStringLiteral("fix %1 not offered: ").arg(id) + checktest::describe(f)));
        }
        for (const QuickFix &fix : f.fixes) {
            const QString what = checktest::describe(f) + QStringLiteral(" / fix ") + fix.id + QStringLiteral(": ") + fix.title();
            QVERIFY2(!fix.title().isEmpty(), qPrintable(what));
            Schema fixed = parsed.schema;
            QVERIFY2(fix.applyTo(fixed), qPrintable(QStringLiteral("not applicable: ") + what));
            QVERIFY2(!(fixed == parsed.schema), qPrintable(QStringLiteral("no change: ") + what));
            const Findings after = runChecklist(fixed, c.settings);
            int remaining = 0;
            for (const Finding &a : after) {
                if (checktest::identity(a) == checktest::identity(f))
                    ++remaining;
                if (a.severity == CheckSeverity::Error)
                    QVERIFY2(beforeErrors.contains(a.ruleId + u'|' + a.subject.displayName()),
                             qPrintable(QStringLiteral("new error after ") + what + QStringLiteral("\n  ") + checktest::describe(a)));
            }
            QVERIFY2(remaining < beforeCount.value(checktest::identity(f)),
                     qPrintable(QStringLiteral("finding not gone after ") + what + u'\n' + checktest::describeAll(after)));
            const QString ddl = writeDdl(fixed);
            const ParseResult reparsed = parseDdl(ddl, ParseOptions{fixed.dialect});
            QString diagnostics;
            for (const Diagnostic &d : reparsed.diagnostics)
                diagnostics += QStringLiteral("%1:%2 %3\n").arg(d.line).arg(d.column).arg(d.message);
            QVERIFY2(reparsed.ok(), qPrintable(what + u'\n' + diagnostics + ddl));
            QCOMPARE(writeDdl(reparsed.schema), ddl);
            ++applied;
        }
    }
    if (applied == 0)
        QSKIP("no quick fix in this case");
}

void TestChecks::suppression_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<bool>("suppressed");
    QTest::newRow("googlesql comment before statement")
        << QStringLiteral("-- spanner-schema: disable=pk-monotonic-first-column\n"
                          "CREATE TABLE Logins (LoginTime TIMESTAMP NOT NULL, UserId STRING(36) NOT NULL) PRIMARY KEY (LoginTime, UserId);")
        << QStringLiteral("googlesql") << true;
    QTest::newRow("googlesql comment inside statement")
        << QStringLiteral("CREATE TABLE Logins (\n  LoginTime TIMESTAMP NOT NULL, -- spanner-schema: disable=pk-monotonic-first-column\n"
                          "  UserId STRING(36) NOT NULL) PRIMARY KEY (LoginTime, UserId);")
        << QStringLiteral("googlesql") << true;
    QTest::newRow("googlesql other rule disabled")
        << QStringLiteral("-- spanner-schema: disable=pk-nullable-key\n"
                          "CREATE TABLE Logins (LoginTime TIMESTAMP NOT NULL, UserId STRING(36) NOT NULL) PRIMARY KEY (LoginTime, UserId);")
        << QStringLiteral("googlesql") << false;
    QTest::newRow("postgresql comment before statement")
        << QStringLiteral("-- spanner-schema: disable=pk-monotonic-first-column\n"
                          "CREATE TABLE logins (login_time timestamptz NOT NULL, user_id varchar(36) NOT NULL, PRIMARY KEY (login_time, user_id));")
        << QStringLiteral("postgresql") << true;
    QTest::newRow("postgresql without comment")
        << QStringLiteral("CREATE TABLE logins (login_time timestamptz NOT NULL, user_id varchar(36) NOT NULL, PRIMARY KEY (login_time, user_id));")
        << QStringLiteral("postgresql") << false;
}

void TestChecks::suppression()
{
    QFETCH(QString, ddl);
    QFETCH(QString, dialect);
    QFETCH(bool, suppressed);
    const ParseResult parsed = parseDdl(ddl, ParseOptions{dialectFromName(dialect)});
    QVERIFY(parsed.ok());
    auto count = [](const Findings &fs) {
        int n = 0;
        for (const Finding &f : fs)
            n += f.ruleId == u"pk-monotonic-first-column";
        return n;
    };
    QCOMPARE(count(runChecklist(parsed.schema)), suppressed ? 0 : 1);
    ChecklistOptions all;
    all.honourSuppressions = false;
    const Findings unsuppressed = runChecklist(parsed.schema, {}, all);
    QCOMPARE(count(unsuppressed), 1);
    for (const Finding &f : unsuppressed)
        if (f.ruleId == u"pk-monotonic-first-column")
            QCOMPARE(f.suppressed, suppressed);
}

// The engine works on models that never were text (the designer): no positions, same findings.
void TestChecks::handBuiltSchema()
{
    Schema s;
    Table users;
    users.id = s.newId();
    users.name = QStringLiteral("UserAccessLog");
    Column lastAccess = column("LastAccess", TypeKind::Timestamp);
    lastAccess.id = s.newId();
    lastAccess.notNull = true;
    Column userId = column("UserId", TypeKind::String);
    userId.type.length = 36;
    userId.id = s.newId();
    userId.notNull = true;
    users.columns = {lastAccess, userId};
    users.primaryKey = {{QStringLiteral("LastAccess")}, {QStringLiteral("UserId")}};
    s.tables.push_back(users);
    const Findings findings = runChecklist(s);
    const Finding *hit = nullptr;
    for (const Finding &f : findings)
        if (f.ruleId == u"pk-monotonic-first-column")
            hit = &f;
    QVERIFY2(hit, qPrintable(checktest::describeAll(findings)));
    QCOMPARE(hit->line, 0);
    QCOMPARE(hit->subject.kind, CheckSubject::Kind::Column);
    QCOMPARE(hit->subject.id, lastAccess.id);
    QVERIFY2(hit->message().contains(u"`LastAccess` is a TIMESTAMP"), qPrintable(hit->message()));
    QStringList fixIds;
    for (const QuickFix &fix : hit->fixes)
        fixIds.append(fix.id);
    QVERIFY2(fixIds.contains(u"swap-key-order") && fixIds.contains(u"hash-shard-prefix") && fixIds.contains(u"uuid-key"),
             qPrintable(fixIds.join(u',')));
    // Swapping gives (UserId, LastAccess), the catalog's recommended key.
    for (const QuickFix &fix : hit->fixes) {
        if (fix.id != u"swap-key-order")
            continue;
        const Schema fixed = fix.apply(s);
        QCOMPARE(fixed.tables.front().primaryKey.front().column, QStringLiteral("UserId"));
        for (const Finding &f : runChecklist(fixed))
            QVERIFY2(f.ruleId != u"pk-monotonic-first-column", qPrintable(checktest::describe(f)));
    }
}

void TestChecks::handBuiltPositives_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < handBuiltCases().size(); ++i)
        QTest::newRow((QByteArray(handBuiltCases()[i].rule) + '/' + handBuiltCases()[i].name).constData()) << int(i);
}

void TestChecks::handBuiltPositives()
{
    QFETCH(int, index);
    const HandBuilt &c = handBuiltCases()[size_t(index)];
    ParseResult parsed = parseDdl(QString::fromLatin1(c.ddl), ParseOptions{c.dialect});
    QVERIFY(parsed.ok());
    Schema schema = parsed.schema;
    c.edit(schema);
    const Findings findings = runChecklist(schema);
    QStringList actual;
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1StringView(c.rule))
            actual.append(f.subject.displayName() + u' ' + checkSeverityName(f.severity));
    actual.sort();
    QCOMPARE(actual, c.expected);
    // Their fixes behave like the golden ones: the finding goes away without a new error.
    for (const Finding &f : findings) {
        if (f.ruleId != QLatin1StringView(c.rule))
            continue;
        for (const QuickFix &fix : f.fixes) {
            const Schema fixed = fix.apply(schema);
            QVERIFY(!(fixed == schema));
            for (const Finding &a : runChecklist(fixed))
                QVERIFY2(checktest::identity(a) != checktest::identity(f), qPrintable(fix.id + u' ' + checktest::describe(a)));
        }
    }
}

void TestChecks::disabledAndMinSeverity()
{
    const ParseResult parsed = parseDdl(QStringLiteral(
        "CREATE TABLE Events (EventTime TIMESTAMP, Id INT64) PRIMARY KEY (EventTime, Id);"), ParseOptions{Dialect::GoogleSql});
    QVERIFY(parsed.ok());
    ChecklistOptions options;
    options.disabledRules.insert(QStringLiteral("pk-monotonic-first-column"));
    for (const Finding &f : runChecklist(parsed.schema, {}, options))
        QVERIFY(f.ruleId != u"pk-monotonic-first-column");
    options.minSeverity = CheckSeverity::Warning;
    for (const Finding &f : runChecklist(parsed.schema, {}, options))
        QVERIFY(f.severity >= CheckSeverity::Warning);
    QCOMPARE(int(runRule(parsed.schema, u"pk-monotonic-first-column").size()), 1);
}

void TestChecks::settingsJson()
{
    QString error;
    const ProjectSettings s = projectSettingsFromJson(
        QJsonDocument::fromJson(R"({"plannedNodes": 5, "multiTenant": true, "keyGeneration": {"A.b": "uuid7"},
            "expectedRowsPerParent": {"C": 1000}, "queryPatterns": [{"table": "T", "filter": ["x"], "limit": 3}]})")
            .object(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(s.plannedNodes, 5);
    QVERIFY(s.multiTenant);
    QCOMPARE(s.keyGenerationOf(u"A", u"b"), KeyGeneration::TimeOrderedUuid);
    QCOMPARE(s.expectedRowsPerParent.value(QStringLiteral("C")), 1000);
    QCOMPARE(int(s.queryPatterns.size()), 1);
    const ProjectSettings back = projectSettingsFromJson(projectSettingsToJson(s), &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(back.plannedNodes, 5);
    QCOMPARE(back.keyGenerationOf(u"A", u"b"), KeyGeneration::TimeOrderedUuid);
    projectSettingsFromJson(QJsonDocument::fromJson(R"({"bogus": 1, "keyGeneration": {"A.b": "dice"}})").object(), &error);
    QVERIFY(error.contains(u"bogus") && error.contains(u"dice"));
}

// Text lines, the JSON shape of the issue, and the fields SARIF 2.1.0 requires (sarifLog: version,
// runs; run: tool.driver.name; result: message.text; plus the locations code scanning reads).
void TestChecks::reports()
{
    const ParseResult parsed = parseDdl(QStringLiteral(
        "CREATE TABLE UserAccessLog (\n  LastAccess TIMESTAMP NOT NULL,\n  UserId STRING(36) NOT NULL,\n) PRIMARY KEY (LastAccess, UserId);\n"
        "CREATE TABLE T (X FLOAT32 NOT NULL) PRIMARY KEY (X);\n"), ParseOptions{Dialect::GoogleSql});
    QVERIFY(parsed.ok());
    const Findings findings = runChecklist(parsed.schema);
    QVERIFY(hasErrorFindings(findings));

    const QStringList lines = QString::fromUtf8(findingsText(QStringLiteral("s.sql"), findings)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), int(findings.size()) + 1);
    static const QRegularExpression line(QStringLiteral("^s\\.sql:\\d+:\\d+: (error|warning|info): \\[[a-z0-9-]+\\] .+$"));
    for (int i = 0; i < int(findings.size()); ++i)
        QVERIFY2(line.match(lines[i]).hasMatch(), qPrintable(lines[i]));
    for (const Finding &f : findings)
        if (f.ruleId == u"pk-monotonic-first-column")
            QVERIFY(lines.contains(QStringLiteral("s.sql:2:3: warning: [pk-monotonic-first-column] ") + f.message()));
    QVERIFY(lines.last().contains(u"1 error"));

    const QJsonObject json = QJsonDocument::fromJson(findingsJson(findings)).object();
    const QJsonArray list = json.value(u"findings").toArray();
    QCOMPARE(list.size(), qsizetype(findings.size()));
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        for (const char *key : {"rule", "severity", "object", "line", "column", "message", "explanation", "fixes"})
            QVERIFY2(o.contains(QLatin1StringView(key)), key);
        for (const QJsonValue &fix : o.value(u"fixes").toArray())
            QVERIFY(fix.toObject().contains(u"id") && fix.toObject().contains(u"title"));
    }

    const QJsonObject sarif = QJsonDocument::fromJson(findingsSarif(QStringLiteral("s.sql"), findings, QStringLiteral("1.0"))).object();
    QCOMPARE(sarif.value(u"version").toString(), QStringLiteral("2.1.0"));
    QVERIFY(sarif.value(u"$schema").toString().contains(u"sarif-2.1.0"));
    const QJsonArray runs = sarif.value(u"runs").toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject driver = runs[0].toObject().value(u"tool").toObject().value(u"driver").toObject();
    QCOMPARE(driver.value(u"name").toString(), QStringLiteral("spanner-schema"));
    QVERIFY(!driver.value(u"version").toString().isEmpty());
    QVERIFY(driver.value(u"informationUri").toString().startsWith(u"https://"));
    const QJsonArray rules = driver.value(u"rules").toArray();
    QCOMPARE(rules.size(), 50);
    QSet<QString> ruleIds;
    for (const QJsonValue &r : rules) {
        const QJsonObject o = r.toObject();
        ruleIds.insert(o.value(u"id").toString());
        QVERIFY(!o.value(u"shortDescription").toObject().value(u"text").toString().isEmpty());
        QVERIFY(o.value(u"helpUri").toString().startsWith(u"https://"));
        const QString level = o.value(u"defaultConfiguration").toObject().value(u"level").toString();
        QVERIFY2(level == u"error" || level == u"warning" || level == u"note", qPrintable(level));
    }
    const QJsonArray results = runs[0].toObject().value(u"results").toArray();
    QCOMPARE(results.size(), qsizetype(findings.size()));
    for (const QJsonValue &v : results) {
        const QJsonObject r = v.toObject();
        QVERIFY(ruleIds.contains(r.value(u"ruleId").toString()));
        QCOMPARE(rules[r.value(u"ruleIndex").toInt()].toObject().value(u"id").toString(), r.value(u"ruleId").toString());
        QVERIFY(!r.value(u"message").toObject().value(u"text").toString().isEmpty());
        const QString level = r.value(u"level").toString();
        QVERIFY(level == u"error" || level == u"warning" || level == u"note");
        const QJsonObject physical = r.value(u"locations").toArray()[0].toObject().value(u"physicalLocation").toObject();
        QCOMPARE(physical.value(u"artifactLocation").toObject().value(u"uri").toString(), QStringLiteral("s.sql"));
        QVERIFY(physical.value(u"region").toObject().value(u"startLine").toInt() >= 1);
        QVERIFY(physical.value(u"region").toObject().value(u"startColumn").toInt() >= 1);
    }

    const QJsonArray catalog = QJsonDocument::fromJson(rulesReport(true)).object().value(u"rules").toArray();
    QCOMPARE(catalog.size(), 50);
    QCOMPARE(QString::fromUtf8(rulesReport(false)).count(u'\n'), 50);
}

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
