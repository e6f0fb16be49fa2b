// The migration planner offline: each golden case's plan is exactly plan.sql; a schema compared
// with itself gives no step; applying the plan to OLD in our own model gives NEW (column order
// aside); and the rules the golden folders cannot show (dialects, renames known by id).

#include "migrationcases.h"

using namespace ssd;
using namespace ssd::test;

class TestMigration : public QObject
{
    Q_OBJECT

private slots:
    void golden_data() { addMigrationCaseRows(); }
    void golden();
    void equalSchemasGiveNoStep_data() { addMigrationCaseRows(); }
    void equalSchemasGiveNoStep();
    void planReachesNewInTheModel_data() { addMigrationCaseRows(); }
    void planReachesNewInTheModel();
    void differentDialectsAreRefused();
    void renamesKnownById();
    void generatedConstraintNames_data();
    void generatedConstraintNames();
    void stepKindNames();
};

void TestMigration::golden()
{
    QFETCH(QString, folder);
    QFETCH(int, dialect);
    const MigrationCase c = loadMigrationCase(folder, Dialect(dialect));
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    const QString actual = planText(migration::plan(c.from, c.to, c.options));
    const QString expectedPath = folder + S("/plan.sql");
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) {
        QFile out(expectedPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(actual.toUtf8());
    }
    QVERIFY2(QFile::exists(expectedPath), "plan.sql is missing (SSD_UPDATE_GOLDEN=1 writes it; review it)");
    QCOMPARE(actual, readFile(expectedPath));
}

void TestMigration::equalSchemasGiveNoStep()
{
    QFETCH(QString, folder);
    QFETCH(int, dialect);
    const MigrationCase c = loadMigrationCase(folder, Dialect(dialect));
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    for (const Schema *s : {&c.from, &c.to}) {
        const migration::MigrationPlan same = migration::plan(*s, *s);
        QVERIFY2(same.error.isEmpty() && same.isEmpty(), qPrintable(planText(same)));
        // The canonical text of a schema is the same schema however it was written.
        const ParseResult reparsed = parseDdl(writeDdl(*s), ParseOptions{Dialect(dialect)});
        const migration::MigrationPlan respelled = migration::plan(*s, reparsed.schema);
        QVERIFY2(respelled.error.isEmpty() && respelled.isEmpty(), qPrintable(planText(respelled)));
    }
}

void TestMigration::planReachesNewInTheModel()
{
    QFETCH(QString, folder);
    QFETCH(int, dialect);
    const MigrationCase c = loadMigrationCase(folder, Dialect(dialect));
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    const migration::MigrationPlan plan = migration::plan(c.from, c.to, c.options);
    if (!plan.error.isEmpty())
        QSKIP("the planner refuses this case (see plan.sql)");
    Schema migrated = c.from;
    const QStringList statements = planStatements(plan, Dialect(dialect));
    const Diagnostics diagnostics = applyDdl(migrated, statements.join(S(";\n")));
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(QStringLiteral("%1:%2: %3\n%4")
                                                                             .arg(d.line).arg(d.column).arg(d.message, statements.join(S(";\n")))));
    // Equal up to order, or (expressions spelled differently) equal for the planner itself.
    const QStringList got = writeStatements(withoutCreationOrder(migrated)), want = writeStatements(withoutCreationOrder(c.to));
    if (got != want) {
        const migration::MigrationPlan rest = migration::plan(migrated, c.to);
        QVERIFY2(rest.error.isEmpty() && rest.isEmpty(), qPrintable(S("after the plan, still: ") + planText(rest)));
    }
}

void TestMigration::differentDialectsAreRefused()
{
    Schema g, p;
    p.dialect = Dialect::PostgreSql;
    const migration::MigrationPlan plan = migration::plan(g, p);
    QVERIFY(plan.isEmpty());
    QVERIFY(plan.error.contains(S("convert")));
}

// A live database's names for unnamed constraints (PlanOptions::generatedNames): the one that
// matches by table and columns / condition is dropped by name; none, or two alike, is refused.
void TestMigration::generatedConstraintNames_data()
{
    QTest::addColumn<QString>("oldDdl");
    QTest::addColumn<QStringList>("names"); // "table|name|columns comma-separated|check clause"
    QTest::addColumn<QString>("expected");  // a statement of the plan, or "error: " and part of it
    const QString twoTables = S("CREATE TABLE A (Id INT64 NOT NULL) PRIMARY KEY (Id);\n");
    const QString withFk = twoTables + S("CREATE TABLE B (Id INT64 NOT NULL, AId INT64, FOREIGN KEY (AId) REFERENCES A (Id)) PRIMARY KEY (Id);");
    const QString withCheck = twoTables + S("CREATE TABLE B (Id INT64 NOT NULL, AId INT64, CHECK (Id > 0)) PRIMARY KEY (Id);");
    QTest::newRow("fk by its columns") << withFk << QStringList{S("B|FK_B_A_1|AId|"), S("B|FK_other|Id|")}
                                       << S("ALTER TABLE B DROP CONSTRAINT FK_B_A_1");
    QTest::newRow("fk, names of another table ignored") << withFk << QStringList{S("A|FK_A_1|AId|")}
                                                        << S("error: the unnamed foreign key B(AId)");
    QTest::newRow("check by its condition, spelled otherwise") << withCheck << QStringList{S("b|CK_B_1||Id>0")}
                                                               << S("ALTER TABLE B DROP CONSTRAINT CK_B_1");
    QTest::newRow("check, other condition") << withCheck << QStringList{S("B|CK_B_1||Id > 1")}
                                            << S("error: the unnamed CHECK (Id > 0) on B");
    QTest::newRow("two alike cannot be told apart") << withCheck << QStringList{S("B|CK_B_1||Id > 0"), S("B|CK_B_2||Id > 0")}
                                                    << S("error: the unnamed CHECK (Id > 0) on B");
    QTest::newRow("a name the DDL already uses is skipped")
        << twoTables + S("CREATE TABLE B (Id INT64 NOT NULL, CONSTRAINT Positive CHECK (Id > 0), CHECK (Id > 0)) PRIMARY KEY (Id);")
        << QStringList{S("B|Positive||Id > 0"), S("B|CK_B_2||Id > 0")} << S("ALTER TABLE B DROP CONSTRAINT CK_B_2");
}

void TestMigration::generatedConstraintNames()
{
    QFETCH(QString, oldDdl);
    QFETCH(QStringList, names);
    QFETCH(QString, expected);
    const ParseResult from = parseDdl(oldDdl);
    QVERIFY(from.ok());
    const ParseResult to = parseDdl(S("CREATE TABLE A (Id INT64 NOT NULL) PRIMARY KEY (Id);\n"
                                      "CREATE TABLE B (Id INT64 NOT NULL, AId INT64) PRIMARY KEY (Id);"));
    QVERIFY(to.ok());
    migration::PlanOptions options;
    for (const QString &line : names) {
        const QStringList f = line.split(u'|');
        options.generatedNames.push_back({f[0], f[1], f[2].split(u',', Qt::SkipEmptyParts), f[3]});
    }
    const migration::MigrationPlan plan = migration::plan(from.schema, to.schema, options);
    if (expected.startsWith(S("error: "))) {
        QVERIFY2(plan.error.contains(expected.mid(7)), qPrintable(plan.error));
        return;
    }
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
    QStringList statements;
    for (const migration::Step &step : plan.steps)
        statements += step.statements;
    QVERIFY2(statements.contains(expected), qPrintable(statements.join(u'\n')));
}

void TestMigration::renamesKnownById()
{
    ParseResult from = parseDdl(S("CREATE TABLE Singers (Id INT64 NOT NULL, Name STRING(10)) PRIMARY KEY (Id);"));
    QVERIFY(from.ok());
    Schema to = from.schema;
    to.tables[0].name = S("Artists");
    to.tables[0].columns[1].name = S("FullName");
    migration::PlanOptions byId;
    byId.matchById = true;
    const migration::MigrationPlan plan = migration::plan(from.schema, to, byId);
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
    QStringList kinds;
    for (const migration::Step &step : plan.steps)
        kinds << migration::stepKindName(step.kind) + u' ' + step.object;
    QCOMPARE(kinds, (QStringList{S("in-place Artists"), S("recreate Artists.Name"), S("recreate Artists.FullName")}));
    QCOMPARE(plan.steps[0].statements, QStringList{S("ALTER TABLE Singers RENAME TO Artists")});
    // Without ids the same change is a dropped table and a new one.
    const migration::MigrationPlan byName = migration::plan(from.schema, to);
    QCOMPARE(int(byName.steps.size()), 2);
    QVERIFY(byName.needs(migration::StepKind::Destructive));
}

void TestMigration::stepKindNames()
{
    QCOMPARE(migration::stepKindName(migration::StepKind::InPlace), S("in-place"));
    QCOMPARE(migration::stepKindName(migration::StepKind::Validating), S("validating"));
    QCOMPARE(migration::stepKindName(migration::StepKind::Destructive), S("destructive"));
    QCOMPARE(migration::stepKindName(migration::StepKind::Recreate), S("recreate"));
}

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_migration.moc"
