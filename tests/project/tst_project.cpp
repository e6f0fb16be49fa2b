#include "tst_project.h"

#include "testprojects.h"

#include "ddl.h"
#include "modeljson.h"
#include "projectfile.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <sqlite3.h>

using namespace ssd;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs a query with the SQLite C API and returns the rows, columns joined by '|'.
QStringList query(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QStringList rows;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK) {
            while (sqlite3_step(stmt) == SQLITE_ROW) {
                QStringList columns;
                for (int i = 0; i < sqlite3_column_count(stmt); ++i)
                    columns.append(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i))));
                rows.append(columns.join(u'|'));
            }
        } else {
            rows.append(QStringLiteral("ERROR: ") + QString::fromUtf8(sqlite3_errmsg(db)));
        }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return rows;
}

QString version1Fixture()
{
    return QStringLiteral(SSD_TEST_DATA_DIR "/project/version1.spdesign");
}

} // namespace

void TestProject::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestProject::tempPath(const QString &name) const
{
    return m_dir.filePath(name);
}

void TestProject::roundTrip_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("every field set") << 0;
    QTest::newRow("edited, ids out of order") << 1;
    QTest::newRow("large, 300 tables") << 2;
    QTest::newRow("empty project") << 3;
}

void TestProject::roundTrip()
{
    QFETCH(int, kind);
    const ProjectData data = kind == 0 ? test::maximalProject()
                             : kind == 1 ? test::editedProject()
                             : kind == 2 ? test::largeProject(300)
                                         : ProjectData();
    const QString path = tempPath(QStringLiteral("roundtrip%1.spdesign").arg(kind));
    SaveOptions options;
    options.application = QStringLiteral("project test");
    const ProjectStatus failed = ProjectFile::save(path, data, options);
    QVERIFY2(!failed, failed ? qPrintable(failed->message()) : "");
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message()));
    QCOMPARE(loaded->formatVersion, kProjectFormatVersion);
    QVERIFY(!loaded->needsUpgrade());
    QCOMPARE(loaded->savedBy, QStringLiteral("project test"));
    QVERIFY2(loaded->warnings.isEmpty(), qPrintable(loaded->warnings.join(u'\n')));
    QCOMPARE(describeProjectDifference(loaded->data, data), QString());
    QVERIFY(loaded->data.schema == data.schema);
    QCOMPARE(loaded->data.schema.lastId, data.schema.lastId);
    // Saving what was loaded gives the same content again (nothing drifts per save).
    const QString again = tempPath(QStringLiteral("roundtrip%1-again.spdesign").arg(kind));
    QVERIFY(!ProjectFile::save(again, loaded->data));
    const ProjectResult<LoadedProject> reloaded = ProjectFile::load(again);
    QVERIFY(reloaded.ok());
    QCOMPARE(describeProjectDifference(reloaded->data, data), QString());
}

void TestProject::modelJsonIsLossless()
{
    const Schema schema = test::maximalProject().schema;
    QString error;
    const std::optional<Schema> back = schemaFromProjectJson(schemaToProjectJson(schema), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == schema);
    // SourcePos is not part of ==, but the suppressed rules change what the checklist says.
    QCOMPARE(back->tables.front().columns.front().pos.suppressedRules, schema.tables.front().columns.front().pos.suppressedRules);
    QCOMPARE(back->tables.front().columns.front().pos.line, 4);
    // A value beyond 2^53 is written as a string, not rounded through a double.
    QCOMPARE(back->sequences.front().clauses.skipRangeMax, std::numeric_limits<qint64>::max());

    // The reader checks types and shapes: each broken document is refused with its path.
    const QJsonObject good = schemaToProjectJson(schema);
    const auto refused = [&](QJsonObject json, const QString &expected) {
        QString problem;
        const bool accepted = schemaFromProjectJson(json, &problem).has_value();
        if (accepted || !problem.contains(expected))
            qWarning("expected a problem containing '%s', got '%s'", qPrintable(expected), qPrintable(problem));
        return !accepted && problem.contains(expected);
    };
    QJsonObject badDialect = good;
    badDialect.insert(QStringLiteral("dialect"), QStringLiteral("mysql"));
    QVERIFY(refused(badDialect, QStringLiteral("dialect: unknown value mysql")));
    QJsonObject lowLastId = good;
    lowLastId.insert(QStringLiteral("lastId"), 3);
    QVERIFY(refused(lowLastId, QStringLiteral("above lastId")));
    QJsonObject badTables = good;
    badTables.insert(QStringLiteral("tables"), QStringLiteral("x"));
    QVERIFY(refused(badTables, QStringLiteral("tables: an array is expected")));
    QJsonObject emptyArrayType = good;
    QJsonArray tables = good.value(u"tables").toArray();
    QJsonObject table = tables.at(0).toObject();
    QJsonArray columns = table.value(u"columns").toArray();
    QJsonObject column = columns.at(1).toObject();
    column.insert(QStringLiteral("type"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("array")}});
    columns.replace(1, column);
    table.insert(QStringLiteral("columns"), columns);
    tables.replace(0, table);
    emptyArrayType.insert(QStringLiteral("tables"), tables);
    QVERIFY(refused(emptyArrayType, QStringLiteral("tables[0].columns[1].type.element: an array type needs exactly one element type")));
}

void TestProject::fileIsReadableWithSqlite()
{
    const ProjectData data = test::editedProject();
    const QString path = tempPath(QStringLiteral("readable.spdesign"));
    QVERIFY(!ProjectFile::save(path, data));
    QCOMPARE(query(path, "PRAGMA application_id"), QStringList{QString::number(kProjectApplicationId)});
    QCOMPARE(query(path, "PRAGMA user_version"), QStringList{QString::number(kProjectFormatVersion)});
    QCOMPARE(query(path, "SELECT name FROM tables ORDER BY name"),
             (QStringList{QStringLiteral("Albums"), QStringLiteral("Concerts"), QStringLiteral("Singers")}));
    QCOMPARE(query(path, "SELECT table_name || '.' || name || ' ' || type FROM columns WHERE key_position = 2"),
             QStringList{QStringLiteral("Albums.AlbumId INT64")});
    QCOMPARE(query(path, "SELECT name, table_name, storing FROM indexes"),
             QStringList{QStringLiteral("AlbumsByTitle|Albums|AlbumId")});
    QCOMPARE(query(path, "SELECT parent, on_delete FROM tables WHERE name = 'Albums'"),
             QStringList{QStringLiteral("Singers|CASCADE")});
    QCOMPARE(query(path, "SELECT dialect, is_model_dialect FROM ddl ORDER BY dialect"),
             (QStringList{QStringLiteral("googlesql|1"), QStringLiteral("postgresql|0")}));
    QCOMPARE(query(path, "SELECT text FROM ddl WHERE is_model_dialect = 1"), QStringList{writeDdl(data.schema)});
    QCOMPARE(query(path, "SELECT count(*) FROM positions"), QStringList{QString::number(data.positions.size())});
    QCOMPARE(query(path, "SELECT count(*) FROM sample_rows"), QStringList{QString::number(data.sampleData.rows.size())});
    QCOMPARE(query(path, "SELECT text FROM notes WHERE object_id = 0"), QStringList{QStringLiteral("edited")});
    QCOMPARE(query(path, "SELECT value FROM settings WHERE key = 'plannedNodes'"), QStringList{QStringLiteral("3")});
    // Every object with an id is listed with its kind.
    QCOMPARE(query(path, "SELECT count(*) FROM objects WHERE kind = 'column'"), QStringList{QStringLiteral("6")});
}

void TestProject::sqliteShellCanInspect()
{
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (shell.isEmpty())
        QSKIP("the sqlite3 shell is not installed");
    const QString path = tempPath(QStringLiteral("shell.spdesign"));
    QVERIFY(!ProjectFile::save(path, test::editedProject()));
    QProcess process;
    process.start(shell, {path, QStringLiteral("SELECT name FROM tables ORDER BY id")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()),
             QStringLiteral("Singers\nAlbums\nConcerts\n"));
}

void TestProject::migrationFromVersion1()
{
    const QByteArray before = fileBytes(version1Fixture());
    QVERIFY(!before.isEmpty());
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(version1Fixture());
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message()));
    QCOMPARE(loaded->formatVersion, 1);
    QVERIFY(loaded->needsUpgrade());
    QCOMPARE(loaded->savedBy, QStringLiteral("spanner-schema-designer 0.0.1"));
    QCOMPARE(fileBytes(version1Fixture()), before); // opening never writes

    QFile ddl(QStringLiteral(SSD_TEST_DATA_DIR "/project/version1.sql"));
    QVERIFY(ddl.open(QIODevice::ReadOnly));
    // The file's header comment explains the fixture; the version-1 model has no comments (and
    // so no free comment taking an id).
    QString fixtureText;
    for (const QString &line : QString::fromUtf8(ddl.readAll()).split(u'\n'))
        if (!line.startsWith(QStringLiteral("--")))
            fixtureText += line + u'\n';
    const ParseResult expected = parseDdl(fixtureText);
    QVERIFY(expected.ok());
    const ProjectData &data = loaded->data;
    QVERIFY(data.schema == expected.schema);
    QCOMPARE(data.positions.size(), 2);
    QCOMPARE(data.positions.value(1), QPointF(40.0, 60.0));
    QCOMPARE(data.positions.value(4), QPointF(40.5, 260.25));
    QCOMPARE(data.settings.plannedNodes, 5);
    QVERIFY(data.settings.multiTenant);
    QCOMPARE(data.settings.keyGenerationOf(u"Singers", u"SingerId"), KeyGeneration::UuidV4);
    QCOMPARE(data.settings.expectedRowsPerParent.value(QStringLiteral("Albums")), 200);
    QCOMPARE(data.settings.deepHierarchyDepth, 3);
    QCOMPARE(data.notes, QStringLiteral("Lesson 1: Albums live inside their Singer's row tree."));
    QVERIFY(data.sampleData.rows.empty());
    QVERIFY(data.sourceText.isEmpty());

    // Saving upgrades: the copy is version 2 with the same content.
    const QString upgraded = tempPath(QStringLiteral("upgraded.spdesign"));
    QVERIFY(QFile::copy(version1Fixture(), upgraded));
    QVERIFY(!ProjectFile::save(upgraded, data));
    const ProjectResult<LoadedProject> reloaded = ProjectFile::load(upgraded);
    QVERIFY(reloaded.ok());
    QCOMPARE(reloaded->formatVersion, kProjectFormatVersion);
    QCOMPARE(describeProjectDifference(reloaded->data, data), QString());
    QCOMPARE(query(upgraded, "SELECT name FROM tables ORDER BY id"), (QStringList{QStringLiteral("Singers"), QStringLiteral("Albums")}));
}

void TestProject::version1FixtureMatchesLayout()
{
    // The fixture is built by make-version1.sh from its own copy of the version-1 layout; it
    // must be the layout the migration starts from.
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(":memory:", &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, projectformat::kVersion1LayoutSql, nullptr, nullptr, nullptr), SQLITE_OK);
    const QString copy = tempPath(QStringLiteral("layout1.sqlite"));
    QFile::remove(copy);
    const QByteArray vacuum = "VACUUM INTO '" + copy.toUtf8() + "'";
    QCOMPARE(sqlite3_exec(db, vacuum.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    const char *schemaQuery = "SELECT type || ' ' || name || ': ' || sql FROM sqlite_schema ORDER BY name";
    QCOMPARE(query(version1Fixture(), schemaQuery), query(copy, schemaQuery));
    QCOMPARE(query(version1Fixture(), "PRAGMA user_version"), QStringList{QStringLiteral("1")});
}

// Version 2 had no queries table: the 2 -> 3 step adds it, and the project reads with no queries.
void TestProject::migrationFromVersion2()
{
    const QString path = tempPath(QStringLiteral("version2.spdesign"));
    ProjectData project = test::editedProject();
    QVERIFY(!project.settings.queriesText.isEmpty());
    QVERIFY(!ProjectFile::save(path, project));
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, "DROP TABLE queries; ALTER TABLE objects DROP COLUMN comment; PRAGMA user_version = 2", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message()));
    QCOMPARE(loaded->formatVersion, 2);
    QVERIFY(loaded->needsUpgrade());
    QVERIFY(loaded->data.settings.queriesText.isEmpty());
    project.settings.queriesText.clear();
    QVERIFY2(sameProjectContent(loaded->data, project), qPrintable(describeProjectDifference(loaded->data, project)));
    // Saving writes the current version with the queries table.
    project.settings.queriesText = QStringLiteral("SELECT 1;");
    QVERIFY(!ProjectFile::save(path, project));
    QCOMPARE(query(path, "PRAGMA user_version"), QStringList{QString::number(kProjectFormatVersion)});
    QCOMPARE(query(path, "SELECT text FROM queries"), QStringList{QStringLiteral("SELECT 1;")});
}

// Version 3 files have no comments: they load as they were, and saving adds the comments.
void TestProject::migrationFromVersion3()
{
    const QString path = tempPath(QStringLiteral("version3.spdesign"));
    ProjectData project = test::editedProject();
    QVERIFY(!ProjectFile::save(path, project));
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, "ALTER TABLE objects DROP COLUMN comment; PRAGMA user_version = 3", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message()));
    QCOMPARE(loaded->formatVersion, 3);
    QVERIFY(loaded->needsUpgrade());
    QVERIFY2(sameProjectContent(loaded->data, project), qPrintable(describeProjectDifference(loaded->data, project)));
    // Saving writes version 4: a table comment is in the model and in the readable objects table.
    project.schema.tables.front().comment = QStringLiteral("commented after the upgrade");
    QVERIFY(!ProjectFile::save(path, project));
    QCOMPARE(query(path, "PRAGMA user_version"), QStringList{QString::number(kProjectFormatVersion)});
    QCOMPARE(query(path, "SELECT comment FROM objects WHERE comment IS NOT NULL"),
             QStringList{QStringLiteral("commented after the upgrade")});
    const ProjectResult<LoadedProject> again = ProjectFile::load(path);
    QVERIFY(again.ok());
    QCOMPARE(again->data.schema.tables.front().comment, QStringLiteral("commented after the upgrade"));
}

void TestProject::newerVersionIsRefused()
{
    const QString path = tempPath(QStringLiteral("newer.spdesign"));
    QVERIFY(!ProjectFile::save(path, test::editedProject()));
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    const QByteArray newer = QByteArrayLiteral("PRAGMA user_version = ") + QByteArray::number(kProjectFormatVersion + 1);
    QCOMPARE(sqlite3_exec(db, newer.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    const QByteArray before = fileBytes(path);

    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, ProjectError::Code::NewerVersion);
    const QString message = loaded.error().message();
    QVERIFY2(message.contains(QStringLiteral("format version %1").arg(kProjectFormatVersion + 1))
                 && message.contains(QStringLiteral("1 to %1").arg(kProjectFormatVersion)),
             qPrintable(message));
    QVERIFY(message.startsWith(path));
    QCOMPARE(fileBytes(path), before);
}

QTEST_GUILESS_MAIN(TestProject)
