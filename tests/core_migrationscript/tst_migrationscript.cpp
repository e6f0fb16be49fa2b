// Choosing a plan's steps and writing them (model/core/migration/migrationscript.h): what is
// ticked by default, the script's exact text, and which later steps a left-out step may break.

#include "migration/migrationscript.h"
#include "migration/planformat.h"

#include <QTest>

using namespace ssd;
using namespace ssd::migration;

namespace {

Step step(StepKind kind, const char *objectKind, const char *object, const char *explanation, QStringList statements,
          const char *failsWhen = "")
{
    Step s;
    s.kind = kind;
    s.objectKind = QString::fromLatin1(objectKind);
    s.object = QString::fromLatin1(object);
    s.explanation = QString::fromLatin1(explanation);
    s.failsWhen = QString::fromLatin1(failsWhen);
    s.statements = std::move(statements);
    return s;
}

// Drop a column, recreate a table, then steps that use them (and one that does not).
MigrationPlan samplePlan()
{
    MigrationPlan plan;
    plan.steps.push_back(step(StepKind::Destructive, "column", "Singers.Age", "drops column Age: its data is lost",
                              {QStringLiteral("ALTER TABLE Singers DROP COLUMN Age")}));
    plan.steps.push_back(step(StepKind::Recreate, "table", "Albums", "the primary key changes",
                              {QStringLiteral("DROP TABLE Albums"),
                               QStringLiteral("CREATE TABLE Albums (AlbumId INT64 NOT NULL, Title STRING(MAX)) PRIMARY KEY (AlbumId)")}));
    plan.steps.push_back(step(StepKind::InPlace, "index", "AlbumsByTitle", "new index",
                              {QStringLiteral("CREATE INDEX AlbumsByTitle ON albums (Title)")}));
    plan.steps.push_back(step(StepKind::Validating, "column", "Singers.Name", "Name becomes NOT NULL",
                              {QStringLiteral("ALTER TABLE Singers ALTER COLUMN Name STRING(MAX) NOT NULL")},
                              "a row with NULL in Name"));
    plan.steps.push_back(step(StepKind::InPlace, "index", "SingersByAgeGroup", "new index",
                              {QStringLiteral("CREATE INDEX SingersByAgeGroup ON Singers (AgeGroup)")}));
    plan.steps.push_back(step(StepKind::InPlace, "index", "SingersByAge", "new index on the old column",
                              {QStringLiteral("CREATE INDEX SingersByAge ON Singers (Age)")}));
    return plan;
}

} // namespace

class TestMigrationScript : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dataLosingStepsStartLeftOut();
    void scriptText();
    void emptyPlanWritesNothing();
    void recreateGroups();
    void stepsNeedingALeftOutStep_data();
    void stepsNeedingALeftOutStep();
    void namesInStringsAndCommentsAreNoReferences_data();
    void namesInStringsAndCommentsAreNoReferences();
};

void TestMigrationScript::dataLosingStepsStartLeftOut()
{
    QCOMPARE(defaultInclusion(samplePlan()), (std::vector<bool>{false, false, true, true, true, true}));
}

void TestMigrationScript::scriptText()
{
    const MigrationPlan plan = samplePlan();
    // The CLI's format (planformat.h), with the left-out steps missing.
    QCOMPARE(includedStepsSql(plan, defaultInclusion(plan)),
             QStringLiteral("-- in-place: new index\n"
                            "CREATE INDEX AlbumsByTitle ON albums (Title);\n"
                            "-- validating: Name becomes NOT NULL; fails on a row with NULL in Name\n"
                            "ALTER TABLE Singers ALTER COLUMN Name STRING(MAX) NOT NULL;\n"
                            "-- in-place: new index\n"
                            "CREATE INDEX SingersByAgeGroup ON Singers (AgeGroup);\n"
                            "-- in-place: new index on the old column\n"
                            "CREATE INDEX SingersByAge ON Singers (Age);\n"));
    // No flags: everything, as `diff --allow-drop --allow-recreate` prints it.
    QCOMPARE(includedStepsSql(plan, {}), planSql(plan));
    QVERIFY(planSql(plan).startsWith(QStringLiteral("-- destructive: drops column Age: its data is lost\n"
                                                    "ALTER TABLE Singers DROP COLUMN Age;\n"
                                                    "-- recreate: the primary key changes\n"
                                                    "DROP TABLE Albums;\n"
                                                    "CREATE TABLE Albums (")));
}

void TestMigrationScript::emptyPlanWritesNothing()
{
    QCOMPARE(includedStepsSql(MigrationPlan{}, {}), QString());
    const MigrationPlan plan = samplePlan();
    QCOMPARE(includedStepsSql(plan, std::vector<bool>(plan.steps.size(), false)), QString());
}

void TestMigrationScript::recreateGroups()
{
    // As the planner orders a recreated table with an index: the index's drop, the table's
    // drop, a destructive drop of another table, the table's create, the index's create.
    MigrationPlan plan;
    plan.steps.push_back(step(StepKind::Recreate, "index", "AlbumsByTitle", "dropped to be created again",
                              {QStringLiteral("DROP INDEX AlbumsByTitle")}));
    plan.steps.push_back(step(StepKind::Recreate, "table", "Albums", "dropped", {QStringLiteral("DROP TABLE Albums")}));
    plan.steps.push_back(step(StepKind::Destructive, "table", "Coupons", "dropped", {QStringLiteral("DROP TABLE Coupons")}));
    plan.steps.push_back(step(StepKind::Recreate, "table", "Albums", "created again",
                              {QStringLiteral("CREATE TABLE Albums (Id STRING(36)) PRIMARY KEY (Id)")}));
    plan.steps.push_back(step(StepKind::Recreate, "table", "Songs", "created again",
                              {QStringLiteral("CREATE TABLE Songs (Id INT64) PRIMARY KEY (Id)")}));
    plan.steps.push_back(step(StepKind::Recreate, "index", "AlbumsByTitle", "created again",
                              {QStringLiteral("CREATE INDEX AlbumsByTitle ON Albums (Title)")}));
    const StepReferences references(plan, Dialect::GoogleSql);
    const std::vector<size_t> albums{0, 1, 3, 5};
    for (size_t member : albums)
        QCOMPARE(references.recreateGroup(member), albums);
    QCOMPARE(references.recreateGroup(4), std::vector<size_t>{4});
    QVERIFY(references.recreateGroup(2).empty()); // destructive: no group
    QVERIFY(references.recreateGroup(17).empty());
}

void TestMigrationScript::stepsNeedingALeftOutStep_data()
{
    QTest::addColumn<int>("leftOut");
    QTest::addColumn<QList<int>>("needing");
    // Dropping Age left out: the index on Age may fail (the column is still there, so here it
    // would even succeed; "may need" is a warning, not a verdict). AgeGroup is another word.
    QTest::newRow("column: its table and its name") << 0 << QList<int>{5};
    // The recreated table left out: the index on it names it, in another case (PostgreSQL folds).
    QTest::newRow("table, any case") << 1 << QList<int>{2};
    QTest::newRow("nothing later names it") << 3 << QList<int>{};
    QTest::newRow("the last step") << 5 << QList<int>{};
    QTest::newRow("out of range") << 9 << QList<int>{};
}

void TestMigrationScript::stepsNeedingALeftOutStep()
{
    QFETCH(int, leftOut);
    QFETCH(QList<int>, needing);
    const MigrationPlan plan = samplePlan();
    const StepReferences references(plan, Dialect::GoogleSql);
    std::vector<bool> included(plan.steps.size(), true);
    if (size_t(leftOut) < included.size())
        included[size_t(leftOut)] = false;
    QList<int> found;
    for (size_t i : references.includedStepsNeeding(included, size_t(leftOut)))
        found << int(i);
    QCOMPARE(found, needing);
    // A step that is left out too is not one that needs it.
    if (!needing.isEmpty()) {
        included[size_t(needing.front())] = false;
        const std::vector<size_t> rest = references.includedStepsNeeding(included, size_t(leftOut));
        QVERIFY(std::find(rest.begin(), rest.end(), size_t(needing.front())) == rest.end());
    }
}

void TestMigrationScript::namesInStringsAndCommentsAreNoReferences_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("statement");
    QTest::addColumn<bool>("needsTheDrop");
    const int googleSql = int(Dialect::GoogleSql), postgreSql = int(Dialect::PostgreSql);
    QTest::newRow("googlesql: the column named") << googleSql << QStringLiteral("CREATE INDEX SingersByAge ON Singers (Age)") << true;
    QTest::newRow("googlesql: in a string") << googleSql
        << QStringLiteral("ALTER TABLE Singers ADD COLUMN Note STRING(MAX) DEFAULT (\"Age\")") << false;
    QTest::newRow("googlesql: in a # comment") << googleSql
        << QStringLiteral("ALTER TABLE Singers ADD COLUMN Note STRING(MAX) # was Age") << false;
    QTest::newRow("postgresql: quoted name") << postgreSql << QStringLiteral("CREATE INDEX i ON singers (\"Age\")") << true;
    QTest::newRow("postgresql: in a block comment") << postgreSql
        << QStringLiteral("ALTER TABLE singers ADD COLUMN note text /* was age */") << false;
    QTest::newRow("postgresql: in a dollar-quoted string") << postgreSql
        << QStringLiteral("ALTER TABLE singers ADD COLUMN note text DEFAULT $$age$$") << false;
}

// The words of the statements are names only where the dialect's lexer reads a name: before the
// lexers, a left-out column drop was "needed" by a step that spells the column in a string or a
// comment.
void TestMigrationScript::namesInStringsAndCommentsAreNoReferences()
{
    QFETCH(int, dialect);
    QFETCH(QString, statement);
    QFETCH(bool, needsTheDrop);
    MigrationPlan plan;
    plan.steps.push_back(step(StepKind::Destructive, "column", "Singers.Age", "drops column Age: its data is lost",
                              {QStringLiteral("ALTER TABLE Singers DROP COLUMN Age")}));
    plan.steps.push_back(step(StepKind::InPlace, "column", "Singers.Note", "a later step", {statement}));
    const StepReferences references(plan, Dialect(dialect));
    const std::vector<size_t> needing = references.includedStepsNeeding({true, true}, 0);
    QCOMPARE(needing, needsTheDrop ? std::vector<size_t>{1} : std::vector<size_t>{});
}

QTEST_GUILESS_MAIN(TestMigrationScript)
#include "tst_migrationscript.moc"
