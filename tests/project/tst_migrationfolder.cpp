// The naming of migration folders (model/project/migrationfolder.h): which convention the files
// there follow and the next file's name, for Export Migration.

#include "migrationfolder.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ssd;

Q_DECLARE_METATYPE(ssd::MigrationNaming)

class TestMigrationFolder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nextFileName_data();
    void nextFileName();
    void emptyFolderUsesEachToolsDefault_data();
    void emptyFolderUsesEachToolsDefault();
    void slug_data();
    void slug();
    void history_data();
    void history();
    void scansARealFolder();
};

void TestMigrationFolder::nextFileName_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<int>("naming"); // -1: none recognised
    QTest::addColumn<bool>("mixed");
    QTest::addColumn<QString>("next"); // for the folder's naming, description "Add Singers"

    QTest::newRow("wrench") << QStringList{QStringLiteral("000001.sql"), QStringLiteral("000002.sql")}
                            << int(MigrationNaming::Wrench) << false << QStringLiteral("000003.sql");
    QTest::newRow("wrench with a gap") << QStringList{QStringLiteral("000001.sql"), QStringLiteral("000005.sql")}
                                       << int(MigrationNaming::Wrench) << false << QStringLiteral("000006.sql");
    QTest::newRow("wrench, listing out of order")
        << QStringList{QStringLiteral("000010.sql"), QStringLiteral("000002.sql"), QStringLiteral("000009.sql")}
        << int(MigrationNaming::Wrench) << false << QStringLiteral("000011.sql");
    QTest::newRow("four digits") << QStringList{QStringLiteral("0001.sql"), QStringLiteral("0002.sql")}
                                 << int(MigrationNaming::Wrench) << false << QStringLiteral("0003.sql");
    QTest::newRow("padding kept past 999") << QStringList{QStringLiteral("0998.sql"), QStringLiteral("0999.sql")}
                                           << int(MigrationNaming::Wrench) << false << QStringLiteral("1000.sql");
    QTest::newRow("padded then grown") << QStringList{QStringLiteral("0999.sql"), QStringLiteral("1000.sql")}
                                       << int(MigrationNaming::Wrench) << false << QStringLiteral("1001.sql");
    QTest::newRow("not padded") << QStringList{QStringLiteral("1.sql"), QStringLiteral("2.sql"), QStringLiteral("10.sql")}
                                << int(MigrationNaming::Wrench) << false << QStringLiteral("11.sql");
    QTest::newRow("golang-migrate up and down")
        << QStringList{QStringLiteral("000001_create_singers.up.sql"), QStringLiteral("000001_create_singers.down.sql"),
                       QStringLiteral("000002_albums.up.sql")}
        << int(MigrationNaming::GolangMigrate) << false << QStringLiteral("000003_add_singers.up.sql");
    QTest::newRow("golang-migrate, down file highest")
        << QStringList{QStringLiteral("000001_a.up.sql"), QStringLiteral("000004_b.down.sql")}
        << int(MigrationNaming::GolangMigrate) << false << QStringLiteral("000005_add_singers.up.sql");
    QTest::newRow("golang-migrate timestamps")
        << QStringList{QStringLiteral("20240105120000_init.up.sql"), QStringLiteral("20240201093000_more.up.sql")}
        << int(MigrationNaming::GolangMigrate) << false << QStringLiteral("20240201093001_add_singers.up.sql");
    QTest::newRow("golang-migrate, empty title") << QStringList{QStringLiteral("1_.up.sql")}
                                                 << int(MigrationNaming::GolangMigrate) << false
                                                 << QStringLiteral("2_add_singers.up.sql");
    QTest::newRow("Flyway") << QStringList{QStringLiteral("V1__init.sql"), QStringLiteral("V2__albums.sql")}
                            << int(MigrationNaming::Flyway) << false << QStringLiteral("V3__add_singers.sql");
    QTest::newRow("Flyway dotted and underscored versions")
        << QStringList{QStringLiteral("V1__init.sql"), QStringLiteral("V1.1__fix.sql"), QStringLiteral("V2_3__x.sql"),
                       QStringLiteral("R__views.sql"), QStringLiteral("U2_3__undo.sql")}
        << int(MigrationNaming::Flyway) << false << QStringLiteral("V3__add_singers.sql");
    QTest::newRow("Flyway padded") << QStringList{QStringLiteral("V001__init.sql")} << int(MigrationNaming::Flyway) << false
                                   << QStringLiteral("V002__add_singers.sql");
    QTest::newRow("other files ignored")
        << QStringList{QStringLiteral("README.md"), QStringLiteral("schema.sql"), QStringLiteral("000003.sql"),
                       QStringLiteral("0004-notes.txt"), QStringLiteral("000009.sql.bak"), QStringLiteral("v5__lower.sql")}
        << int(MigrationNaming::Wrench) << false << QStringLiteral("000004.sql");
    QTest::newRow("mixed: the latest file's naming")
        << QStringList{QStringLiteral("000001.sql"), QStringLiteral("000002.sql"), QStringLiteral("000003_x.up.sql")}
        << int(MigrationNaming::GolangMigrate) << true << QStringLiteral("000004_add_singers.up.sql");
    QTest::newRow("mixed at one version: the more common naming")
        << QStringList{QStringLiteral("000001_a.up.sql"), QStringLiteral("000002.sql"), QStringLiteral("000002_b.up.sql"),
                       QStringLiteral("000002_b.down.sql")}
        << int(MigrationNaming::GolangMigrate) << true << QStringLiteral("000003_add_singers.up.sql");
    QTest::newRow("upper-case extension") << QStringList{QStringLiteral("000001.SQL")} << int(MigrationNaming::Wrench) << false
                                          << QStringLiteral("000002.sql");
    QTest::newRow("a number too long for 64 bits is not a migration")
        << QStringList{QStringLiteral("1234567890123456789012.sql")} << -1 << false << QString();
    QTest::newRow("nothing recognised") << QStringList{QStringLiteral("README.md"), QStringLiteral("schema.sql")} << -1
                                        << false << QString();
}

void TestMigrationFolder::nextFileName()
{
    QFETCH(QStringList, files);
    QFETCH(int, naming);
    QFETCH(bool, mixed);
    QFETCH(QString, next);
    const MigrationFolder folder = scanMigrationNames(files);
    QCOMPARE(folder.naming.has_value(), naming >= 0);
    QCOMPARE(folder.mixed, mixed);
    if (naming < 0) {
        QCOMPARE(folder.lastVersion, qint64(0));
        QCOMPARE(folder.migrationFiles, 0);
        return;
    }
    QCOMPARE(int(*folder.naming), naming);
    QCOMPARE(nextMigrationFileName(folder, *folder.naming, QStringLiteral("Add Singers")), next);
}

void TestMigrationFolder::emptyFolderUsesEachToolsDefault_data()
{
    QTest::addColumn<MigrationNaming>("naming");
    QTest::addColumn<QString>("first");
    QTest::newRow("wrench") << MigrationNaming::Wrench << QStringLiteral("000001.sql");
    QTest::newRow("golang-migrate") << MigrationNaming::GolangMigrate << QStringLiteral("000001_add_singers.up.sql");
    QTest::newRow("Flyway") << MigrationNaming::Flyway << QStringLiteral("V1__add_singers.sql");
}

void TestMigrationFolder::emptyFolderUsesEachToolsDefault()
{
    QFETCH(MigrationNaming, naming);
    QFETCH(QString, first);
    const MigrationFolder empty = scanMigrationNames({QStringLiteral("README.md")});
    QVERIFY(!empty.naming);
    QCOMPARE(nextMigrationFileName(empty, naming, QStringLiteral("add singers")), first);
    // A folder's own habit wins over the tool's default: unpadded wrench files stay unpadded.
    QCOMPARE(nextMigrationFileName(scanMigrationNames({QStringLiteral("7.sql")}), MigrationNaming::Wrench, {}),
             QStringLiteral("8.sql"));
}

void TestMigrationFolder::slug_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("slug");
    QTest::newRow("words") << QStringLiteral("Add Singers' birthday!") << QStringLiteral("add_singers_birthday");
    QTest::newRow("accents") << QStringLiteral("Índice por ação") << QStringLiteral("indice_por_acao");
    QTest::newRow("runs and ends") << QStringLiteral("  --drop   old__tables-- ") << QStringLiteral("drop_old_tables");
    QTest::newRow("digits") << QStringLiteral("v2 keys") << QStringLiteral("v2_keys");
    QTest::newRow("nothing usable") << QStringLiteral("!!! ***") << QString();
    QTest::newRow("path separators") << QStringLiteral("../../etc/passwd") << QStringLiteral("etc_passwd");
}

void TestMigrationFolder::slug()
{
    QFETCH(QString, description);
    QFETCH(QString, slug);
    QCOMPARE(migrationNameSlug(description), slug);
}

void TestMigrationFolder::history_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("history");
    QTest::newRow("wrench, by number not by text")
        << QStringList{QStringLiteral("10.sql"), QStringLiteral("9.sql"), QStringLiteral("README.md")}
        << QStringList{QStringLiteral("9.sql"), QStringLiteral("10.sql")};
    QTest::newRow("golang-migrate: up files only")
        << QStringList{QStringLiteral("000002_b.down.sql"), QStringLiteral("000002_b.up.sql"), QStringLiteral("000001_a.down.sql"),
                       QStringLiteral("000001_a.up.sql")}
        << QStringList{QStringLiteral("000001_a.up.sql"), QStringLiteral("000002_b.up.sql")};
    QTest::newRow("Flyway: part by part, repeatable and undo out")
        << QStringList{QStringLiteral("V2__c.sql"), QStringLiteral("V1_10__b2.sql"), QStringLiteral("V1.2__b.sql"),
                       QStringLiteral("V1__a.sql"), QStringLiteral("R__views.sql"), QStringLiteral("U1.2__undo.sql")}
        << QStringList{QStringLiteral("V1__a.sql"), QStringLiteral("V1.2__b.sql"), QStringLiteral("V1_10__b2.sql"),
                       QStringLiteral("V2__c.sql")};
    QTest::newRow("none") << QStringList{QStringLiteral("schema.sql")} << QStringList{};
}

void TestMigrationFolder::history()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, history);
    QCOMPARE(migrationHistory(files), history);
}

void TestMigrationFolder::scansARealFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"000001_init.up.sql", "000001_init.down.sql", "000002_more.up.sql", "notes.txt"}) {
        QFile file(dir.filePath(QLatin1StringView(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("000009.sql"))); // a folder, not a migration
    const MigrationFolder folder = scanMigrationFolder(dir.path());
    QCOMPARE(folder.naming, std::optional(MigrationNaming::GolangMigrate));
    QCOMPARE(folder.lastVersion, qint64(2));
    QCOMPARE(folder.migrationFiles, 3);
    QCOMPARE(nextMigrationFileName(folder, MigrationNaming::GolangMigrate, QStringLiteral("x")),
             QStringLiteral("000003_x.up.sql"));
    QCOMPARE(migrationHistoryOfFolder(dir.path()),
             (QStringList{dir.filePath(QStringLiteral("000001_init.up.sql")), dir.filePath(QStringLiteral("000002_more.up.sql"))}));
    // A folder that does not exist yet is empty.
    QVERIFY(!scanMigrationFolder(dir.filePath(QStringLiteral("missing"))).naming);
}

QTEST_GUILESS_MAIN(TestMigrationFolder)
#include "tst_migrationfolder.moc"
