// The property behind the planner, on Spanner: take a generated schema (gen_schema.py, several
// seeds, a few dozen tables), apply a random sequence of the designer's own edits
// (model/document/schemaedits.h) to get `after`, plan before -> after with the designer's
// identity (objects matched by id), and a database holding `before` that runs the plan must
// print what a database created with `after` prints (column order aside). Label `emulator`;
// skipped, saying why, without the emulator or without python3.

#include "emulatorjudge.h"
#include "migrationcases.h"
#include "edits/schemaedits.h"

#include <QProcess>
#include <QRandomGenerator>

using namespace ssd;
using namespace ssd::test;

namespace {

constexpr int kTables = 24;
constexpr int kEdits = 10;

QString generate(int seed, Dialect dialect, QString *why)
{
    QProcess p;
    p.start(S("python3"), {S(SSD_GEN_SCHEMA), S("--tables"), QString::number(kTables), S("--dialect"), dialectName(dialect),
                           S("--seed"), QString::number(seed)});
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = S("gen_schema.py did not run: ") + p.errorString() + QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// One random edit of the designer; returns what it did ("" when the edit refused: the designer
// shows the refusal and the schema stays as it was).
QString randomEdit(Schema &schema, QRandomGenerator &random)
{
    if (schema.tables.empty())
        return {};
    Table &table = schema.tables[random.bounded(int(schema.tables.size()))];
    const ObjectId tableId = table.id;
    auto anyColumn = [&]() -> const Column * {
        std::vector<const Column *> nonKey;
        for (const Column &c : table.columns)
            if (!table.isKeyColumn(c.name) && !c.isGenerated())
                nonKey.push_back(&c);
        return nonKey.empty() ? nullptr : nonKey[random.bounded(int(nonKey.size()))];
    };
    ObjectId created = 0;
    const int tag = random.bounded(10000);
    switch (random.bounded(9)) {
    case 0:
        return edits::addColumn(schema, tableId, S("Added%1").arg(tag), ColumnType::string(50), false, created).isEmpty()
            ? S("add column to %1").arg(table.name) : QString();
    case 1:
        if (const Column *c = anyColumn())
            return edits::deleteColumn(schema, tableId, c->id).isEmpty() ? S("delete column %1.%2").arg(table.name, c->name) : QString();
        return {};
    case 2:
        if (const Column *c = anyColumn(); c && c->type.kind == TypeKind::String)
            return edits::retypeColumn(schema, tableId, c->id, ColumnType::string(c->type.length ? *c->type.length + 7 : 100)).isEmpty()
                ? S("retype %1.%2").arg(table.name, c->name) : QString();
        return {};
    case 3:
        if (const Column *c = anyColumn())
            return edits::renameColumn(schema, tableId, c->id, S("Renamed%1").arg(tag)).isEmpty()
                ? S("rename column %1.%2").arg(table.name, c->name) : QString();
        return {};
    case 4:
        if (const Column *c = anyColumn(); c && !c->type.isArray())
            return edits::setColumnNotNull(schema, tableId, c->id, !c->notNull).isEmpty()
                ? S("toggle NOT NULL on %1.%2").arg(table.name, c->name) : QString();
        return {};
    case 5: {
        if (!edits::addTable(schema, S("NewTable%1").arg(tag), created).isEmpty())
            return {};
        ObjectId key = 0;
        edits::addColumn(schema, created, S("Id"), ColumnType::scalar(TypeKind::Int64), true, key);
        edits::toggleKeyColumn(schema, created, key);
        return S("add table NewTable%1").arg(tag);
    }
    case 6:
        // The first key part: on a parent the new order goes to its interleaved tables too; on
        // a child's part repeated from its parent the edit is refused (nothing happens).
        if (!table.primaryKey.empty())
            if (const Column *c = table.findColumn(table.primaryKey.front().column))
                return edits::toggleKeyDescending(schema, tableId, c->id).isEmpty() ? S("toggle key order of %1").arg(table.name) : QString();
        return {};
    case 7: {
        const QString name = table.name;
        return edits::deleteTable(schema, tableId).isEmpty() ? S("delete table %1").arg(name) : QString();
    }
    default:
        if (const Column *c = anyColumn(); c && c->type.kind != TypeKind::Json && !c->type.isArray()) {
            Index index;
            index.name = S("Idx%1").arg(tag);
            index.table = table.name;
            index.keys.push_back(KeyPart{c->name});
            return edits::addIndex(schema, index, created).isEmpty() ? S("add index on %1.%2").arg(table.name, c->name) : QString();
        }
        return {};
    }
}

} // namespace

class TestMigrationProperty : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomEditsReachAfter_data();
    void randomEditsReachAfter();
    void parentKeyOrderFlipReachesAfter_data();
    void parentKeyOrderFlipReachesAfter();

private:
    conformance::EmulatorSession m_session;
};

void TestMigrationProperty::initTestCase()
{
    bool installed = false;
    const QString error = m_session.start(S("property"), &installed);
    if (!installed)
        QSKIP(qPrintable(error + S("; the migration property test is skipped (README: where the emulator comes from)")));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestMigrationProperty::randomEditsReachAfter_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("dialect");
    for (int seed : {1, 2, 3})
        for (Dialect d : {Dialect::GoogleSql, Dialect::PostgreSql})
            QTest::newRow(qPrintable(S("%1/seed %2").arg(dialectName(d)).arg(seed))) << seed << int(d);
}

void TestMigrationProperty::randomEditsReachAfter()
{
    QFETCH(int, seed);
    QFETCH(int, dialect);
    const Dialect d = Dialect(dialect);
    QString why;
    const QString text = generate(seed, d, &why);
    if (text.isEmpty())
        QSKIP(qPrintable(why));
    const ParseResult before = parseDdl(text, ParseOptions{d});
    QVERIFY2(before.ok(), "the generated schema does not parse");
    Schema after = before.schema;
    QRandomGenerator random(quint32(seed * 7919 + dialect));
    QStringList done;
    for (int i = 0; i < kEdits * 3 && done.size() < kEdits; ++i)
        if (const QString edit = randomEdit(after, random); !edit.isEmpty())
            done << edit;
    QVERIFY(!done.isEmpty());

    migration::PlanOptions byId;
    byId.matchById = true;
    const migration::MigrationPlan plan = migration::plan(before.schema, after, byId);
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error + S("\nedits: ") + done.join(S("; "))));
    const QStringList beforeStatements = writeStatements(before.schema), afterStatements = writeStatements(after);
    const QString lacking = conformance::featureEmulatorLacks(beforeStatements + afterStatements + planStatements(plan, d));
    if (!lacking.isEmpty())
        QSKIP(qPrintable(S("the emulator lacks ") + lacking));

    std::vector<QStringList> batches{beforeStatements};
    if (!plan.isEmpty())
        batches.push_back(planStatements(plan, d));
    const conformance::Verdict migrated = m_session.judge().applyBatches(d, batches);
    QVERIFY2(migrated.accepted, qPrintable(migrated.error + S("\nedits: ") + done.join(S("; ")) + S("\nplan:\n") + planText(plan)));
    const conformance::Verdict created = m_session.judge().applyBatches(d, {afterStatements});
    QVERIFY2(created.accepted, qPrintable(S("after itself: ") + created.error + S("\nedits: ") + done.join(S("; "))));
    if (withoutColumnOrder(migrated.printed) != withoutColumnOrder(created.printed))
        QFAIL(qPrintable(S("edits: ") + done.join(S("; ")) + S("\nmissing after the plan: ")
                         + conformance::missingFrom(created.printed, migrated.printed).join(S(";\n"))
                         + S("\nextra: ") + conformance::missingFrom(migrated.printed, created.printed).join(S(";\n"))
                         + S("\nplan:\n") + planText(plan)));
    qInfo("%s: %lld edits, %zu steps: %s", qPrintable(dialectName(d)), qlonglong(done.size()), plan.steps.size(),
          qPrintable(done.join(S("; "))));
}

void TestMigrationProperty::parentKeyOrderFlipReachesAfter_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    QTest::newRow("googlesql") << int(Dialect::GoogleSql)
                               << S("CREATE TABLE P (A INT64 NOT NULL) PRIMARY KEY (A);\n"
                                    "CREATE TABLE C (A INT64 NOT NULL, B INT64 NOT NULL) PRIMARY KEY (A, B), INTERLEAVE IN PARENT P;\n"
                                    "CREATE TABLE G (A INT64 NOT NULL, B INT64 NOT NULL, X INT64 NOT NULL) PRIMARY KEY (A, B, X), INTERLEAVE IN PARENT C;\n");
    QTest::newRow("postgresql") << int(Dialect::PostgreSql)
                                << S("CREATE TABLE p (a bigint NOT NULL, PRIMARY KEY (a));\n"
                                     "CREATE TABLE c (a bigint NOT NULL, b bigint NOT NULL, PRIMARY KEY (a, b)) INTERLEAVE IN PARENT p;\n"
                                     "CREATE TABLE g (a bigint NOT NULL, b bigint NOT NULL, x bigint NOT NULL, PRIMARY KEY (a, b, x)) INTERLEAVE IN PARENT c;\n");
}

// The designer's key order flip on a root table carries to its interleaved tables (Spanner
// refuses children whose order differs); the plan for it takes the emulator there.
void TestMigrationProperty::parentKeyOrderFlipReachesAfter()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    const Dialect d = Dialect(dialect);
    const ParseResult before = parseDdl(ddl, ParseOptions{d});
    QVERIFY(before.ok());
    Schema after = before.schema;
    const Table &root = after.tables.front();
    QCOMPARE(edits::toggleKeyDescending(after, root.id, root.columns.front().id), QString());
    QCOMPARE(after.tables.back().primaryKey.front().order, SortOrder::Desc);
    migration::PlanOptions byId;
    byId.matchById = true;
    const migration::MigrationPlan plan = migration::plan(before.schema, after, byId);
    QVERIFY2(plan.error.isEmpty() && !plan.isEmpty(), qPrintable(plan.error));
    const conformance::Verdict migrated = m_session.judge().applyBatches(d, {writeStatements(before.schema), planStatements(plan, d)});
    QVERIFY2(migrated.accepted, qPrintable(migrated.error + S("\nplan:\n") + planText(plan)));
    const conformance::Verdict created = m_session.judge().applyBatches(d, {writeStatements(after)});
    QVERIFY2(created.accepted, qPrintable(created.error));
    QCOMPARE(withoutColumnOrder(migrated.printed), withoutColumnOrder(created.printed));
}

QTEST_GUILESS_MAIN(TestMigrationProperty)
#include "tst_migration_property.moc"
