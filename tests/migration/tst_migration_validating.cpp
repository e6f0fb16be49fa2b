// Validating steps on a database with rows that break them: the plan says which step may fail
// and on what data; Spanner must refuse exactly that step, naming what the plan named. Each case
// creates OLD, inserts the rows, then runs the plan one step a batch. Label `emulator`.

#include "emulatorjudge.h"
#include "localemulator.h"
#include "migrationcases.h"

#include <memory>

using namespace ssd;
using namespace ssd::test;

class TestMigrationValidating : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void failsWherePredicted_data();
    void failsWherePredicted();

private:
    std::unique_ptr<spanner::LocalEmulator> m_emulator;
    std::unique_ptr<spanner::SpannerClient> m_client;
    int m_databases = 0;
};

void TestMigrationValidating::initTestCase()
{
    QString why;
    const QString binaries = spanner::LocalEmulator::findBinaryDir(&why);
    if (binaries.isEmpty())
        QSKIP(qPrintable(why + S("; the validating-step test is skipped (README: where the emulator comes from)")));
    m_emulator = std::make_unique<spanner::LocalEmulator>();
    const spanner::SpannerStatus started = m_emulator->start(binaries);
    QVERIFY2(!started, qPrintable(started ? started->toString() : QString()));
    spanner::ClientOptions options;
    options.endpoint = m_emulator->restEndpoint();
    m_client = std::make_unique<spanner::SpannerClient>(options);
    const spanner::SpannerStatus instance = m_client->createInstance(S("validating"), S("validating"), S("emulator-config"));
    QVERIFY2(!instance, qPrintable(instance ? instance->toString() : QString()));
}

void TestMigrationValidating::cleanupTestCase()
{
    if (m_emulator)
        m_emulator->stop();
}

void TestMigrationValidating::failsWherePredicted_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("oldDdl");
    QTest::addColumn<QString>("newDdl");
    QTest::addColumn<QStringList>("rows");
    const int g = int(Dialect::GoogleSql), p = int(Dialect::PostgreSql);
    const QString singers = S("CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100), Raw BYTES(MAX)) PRIMARY KEY (SingerId)");
    const QStringList twoNamed{S("INSERT INTO Singers (SingerId, Name) VALUES (1, 'a long name'), (2, 'a long name')")};
    const QStringList unnamed{S("INSERT INTO Singers (SingerId) VALUES (1)")};
    QTest::newRow("googlesql NOT NULL on a column with NULLs") << g << singers
        << S("CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100) NOT NULL, Raw BYTES(MAX)) PRIMARY KEY (SingerId)") << unnamed;
    QTest::newRow("googlesql shorter STRING than a value") << g << singers
        << S("CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(5), Raw BYTES(MAX)) PRIMARY KEY (SingerId)") << twoNamed;
    QTest::newRow("googlesql new NOT NULL column on rows") << g << singers
        << S("CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100), Raw BYTES(MAX), Country STRING(2) NOT NULL) PRIMARY KEY (SingerId)") << unnamed;
    QTest::newRow("googlesql UNIQUE index on duplicates") << g << singers
        << singers + S(";\nCREATE UNIQUE INDEX SingersByName ON Singers(Name)") << twoNamed;
    QTest::newRow("googlesql CHECK broken by a row") << g << singers
        << singers + S(";\nALTER TABLE Singers ADD CONSTRAINT ShortName CHECK (LENGTH(Name) < 5)") << twoNamed;
    QTest::newRow("googlesql foreign key without its parent row") << g
        << singers + S(";\nCREATE TABLE Albums (AlbumId INT64 NOT NULL, SingerId INT64) PRIMARY KEY (AlbumId)")
        << singers + S(";\nCREATE TABLE Albums (AlbumId INT64 NOT NULL, SingerId INT64, CONSTRAINT FK_AlbumSinger FOREIGN KEY (SingerId) REFERENCES Singers (SingerId)) PRIMARY KEY (AlbumId)")
        << QStringList{S("INSERT INTO Albums (AlbumId, SingerId) VALUES (1, 42)")};
    QTest::newRow("googlesql BYTES to STRING on invalid UTF-8") << g << singers
        << S("CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(100), Raw STRING(MAX)) PRIMARY KEY (SingerId)")
        << QStringList{S("INSERT INTO Singers (SingerId, Raw) VALUES (1, b'\\xff\\xfe')")};

    const QString pgSingers = S("CREATE TABLE singers (singer_id bigint PRIMARY KEY, name varchar(100))");
    const QStringList pgTwoNamed{S("INSERT INTO singers (singer_id, name) VALUES (1, 'a long name'), (2, 'a long name')")};
    QTest::newRow("postgresql NOT NULL on a column with NULLs") << p << pgSingers
        << S("CREATE TABLE singers (singer_id bigint PRIMARY KEY, name varchar(100) NOT NULL)")
        << QStringList{S("INSERT INTO singers (singer_id) VALUES (1)")};
    QTest::newRow("postgresql shorter varchar than a value") << p << pgSingers
        << S("CREATE TABLE singers (singer_id bigint PRIMARY KEY, name varchar(5))") << pgTwoNamed;
    QTest::newRow("postgresql UNIQUE index on duplicates") << p << pgSingers
        << pgSingers + S(";\nCREATE UNIQUE INDEX singers_by_name ON singers (name)") << pgTwoNamed;
    QTest::newRow("postgresql CHECK broken by a row") << p << pgSingers
        << pgSingers + S(";\nALTER TABLE singers ADD CONSTRAINT short_name CHECK (length(name) < 5)") << pgTwoNamed;
    QTest::newRow("postgresql foreign key without its parent row") << p
        << pgSingers + S(";\nCREATE TABLE albums (album_id bigint PRIMARY KEY, singer_id bigint)")
        << pgSingers + S(";\nCREATE TABLE albums (album_id bigint PRIMARY KEY, singer_id bigint, CONSTRAINT fk_album_singer FOREIGN KEY (singer_id) REFERENCES singers (singer_id))")
        << QStringList{S("INSERT INTO albums (album_id, singer_id) VALUES (1, 42)")};
}

void TestMigrationValidating::failsWherePredicted()
{
    QFETCH(int, dialect);
    QFETCH(QString, oldDdl);
    QFETCH(QString, newDdl);
    QFETCH(QStringList, rows);
    const Dialect d = Dialect(dialect);
    const ParseResult from = parseDdl(oldDdl, ParseOptions{d}), to = parseDdl(newDdl, ParseOptions{d});
    QVERIFY(from.ok() && to.ok());
    const migration::MigrationPlan plan = migration::plan(from.schema, to.schema);
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
    int predicted = -1;
    for (size_t i = 0; i < plan.steps.size(); ++i)
        if (plan.steps[i].kind == migration::StepKind::Validating && predicted < 0)
            predicted = int(i);
    QVERIFY2(predicted >= 0, qPrintable(S("no validating step in:\n") + planText(plan)));
    QVERIFY(!plan.steps[size_t(predicted)].failsWhen.isEmpty());

    const spanner::DatabaseName database{S("validating"), S("validating"), S("db%1").arg(++m_databases)};
    const spanner::SpannerStatus created = m_client->createDatabase(database, d, writeStatements(from.schema));
    QVERIFY2(!created, qPrintable(created ? created->toString() : QString()));
    const spanner::SpannerResult<QList<qint64>> inserted = m_client->executeDml(database, rows);
    QVERIFY2(inserted, qPrintable(inserted ? QString() : inserted.error().toString()));
    int failed = -1;
    QString error;
    for (size_t i = 0; i < plan.steps.size() && failed < 0; ++i)
        if (const spanner::SpannerStatus refused = m_client->updateDdl(database, plan.steps[i].statements)) {
            failed = int(i);
            error = refused->toString();
        }
    m_client->dropDatabase(database);
    QVERIFY2(failed >= 0, qPrintable(S("Spanner took every step although the rows break: ") + plan.steps[size_t(predicted)].failsWhen));
    const migration::Step &step = plan.steps[size_t(failed)];
    QVERIFY2(failed == predicted, qPrintable(S("Spanner refused step %1 (%2), the plan predicted step %3: %4")
                                                 .arg(failed).arg(step.explanation).arg(predicted).arg(error)));
    // The refusal names the object the step is about (its table, column or index).
    QStringList names = step.object.split(u'.');
    names << conformance::statementSubjects(step.statements.constLast());
    QVERIFY2(conformance::mentionsAny(error, names), qPrintable(S("Spanner's refusal does not name ") + names.join(S(", ")) + S(": ") + error));
    qInfo("%s: predicted \"%s\"; Spanner: %s", qPrintable(step.object), qPrintable(step.failsWhen), qPrintable(error.left(160)));
}

QTEST_GUILESS_MAIN(TestMigrationValidating)
#include "tst_migration_validating.moc"
