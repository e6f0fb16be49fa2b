#include "tst_project.h"

#include "testprojects.h"

#include "ddl.h"
#include "projectfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <sqlite3.h>

using namespace ssd;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QByteArray validImage()
{
    static const QByteArray image = ProjectFile::serialize(test::editedProject()).value();
    return image;
}

// A SQLite database of somebody else, built with the C API.
QByteArray otherSqliteDatabase(const QString &path, bool withApplicationId)
{
    QFile::remove(path);
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_exec(db, "CREATE TABLE tables (name TEXT); INSERT INTO tables VALUES ('x');", nullptr, nullptr, nullptr);
    if (withApplicationId)
        sqlite3_exec(db, "PRAGMA application_id = 1179862853", nullptr, nullptr, nullptr); // "FSGE"
    sqlite3_close(db);
    return fileBytes(path);
}

// Our application id and version, but none of our tables.
QByteArray emptyDatabaseWithOurId(const QString &path)
{
    QFile::remove(path);
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_exec(db, "PRAGMA application_id = 1399866483; PRAGMA user_version = 2; CREATE TABLE unrelated (x);",
                 nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return fileBytes(path);
}

} // namespace

void TestProject::badFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<int>>("codes");
    QTest::addColumn<QString>("reason");

    using Code = ProjectError::Code;
    QByteArray random(8192, Qt::Uninitialized);
    QRandomGenerator generator(7);
    for (char &c : random)
        c = char(generator.bounded(256));
    const QByteArray image = validImage();
    QByteArray corrupted = image;
    // Scribble over every page but the first: the b-trees are garbage, the header is fine.
    for (qsizetype i = 4096; i < corrupted.size(); ++i)
        corrupted[i] = char(0xA5 ^ (i * 31));
    QByteArray badModel = image;
    const qsizetype json = badModel.indexOf("{\"dialect\"");
    if (json > 0)
        badModel.replace(json, 10, "{\"dialekt\""); // same length: still a valid database

    QTest::newRow("zero-byte file") << QByteArray() << QList<int>{int(Code::Empty)} << QStringLiteral("empty file (0 bytes)");
    QTest::newRow("DDL text") << QByteArray("CREATE TABLE Singers (Id INT64) PRIMARY KEY (Id);\n")
                              << QList<int>{int(Code::NotSqlite)} << QStringLiteral("it is a text file");
    QTest::newRow("random bytes") << random << QList<int>{int(Code::NotSqlite)} << QStringLiteral("not a SQLite database");
    QTest::newRow("other SQLite database") << otherSqliteDatabase(tempPath(QStringLiteral("other.db")), false)
                                           << QList<int>{int(Code::NotOurs)}
                                           << QStringLiteral("a SQLite database without an application id");
    QTest::newRow("other application's SQLite database")
        << otherSqliteDatabase(tempPath(QStringLiteral("other-app.db")), true) << QList<int>{int(Code::NotOurs)}
        << QStringLiteral("application_id 0x46534745");
    QTest::newRow("our id, none of our tables") << emptyDatabaseWithOurId(tempPath(QStringLiteral("ours-empty.db")))
                                                << QList<int>{int(Code::Damaged)} << QStringLiteral("cannot read the meta table");
    QTest::newRow("truncated to 10 bytes") << image.left(10) << QList<int>{int(Code::Truncated)}
                                           << QStringLiteral("shorter than a SQLite database header");
    QTest::newRow("truncated to half") << image.left(image.size() / 2) << QList<int>{int(Code::Truncated)}
                                       << QStringLiteral("the header describes %1 bytes").arg(image.size());
    QTest::newRow("pages overwritten") << corrupted << QList<int>{int(Code::Corrupted), int(Code::Damaged)}
                                       << QStringLiteral("the project file is damaged");
    QTest::newRow("model not ours") << badModel << QList<int>{int(Code::Damaged)}
                                    << QStringLiteral("the stored schema is invalid (dialect: missing)");
}

void TestProject::badFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<int>, codes);
    QFETCH(QString, reason);

    const QString directory = tempPath(QStringLiteral("bad-%1").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    QVERIFY(QDir().mkpath(directory));
    const QString path = directory + QStringLiteral("/bad.spdesign");
    QVERIFY(writeBytes(path, bytes));
    const QByteArray hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);

    const ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    QVERIFY(!loaded.ok());
    QVERIFY2(codes.contains(int(loaded.error().code)), qPrintable(QStringLiteral("code %1: %2").arg(int(loaded.error().code)).arg(loaded.error().message())));
    QVERIFY2(loaded.error().reason.contains(reason), qPrintable(loaded.error().message()));
    QCOMPARE(loaded.error().file, path);
    // Nothing is overwritten or created next to it (no journal, no WAL).
    QCOMPARE(QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256), hash);
    QCOMPARE(QDir(directory).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("bad.spdesign")});
}

void TestProject::fuzzedFilesNeverCrash()
{
    // Deterministic mutations of a valid project image: bit flips, truncations, overwritten
    // ranges and header field changes. Every open must end in a value or a clear error.
    const QByteArray image = validImage();
    QRandomGenerator random(20250115);
    int opened = 0, refused = 0;
    QHash<int, int> codes;
    constexpr int kMutations = 400;
    for (int round = 0; round < kMutations; ++round) {
        QByteArray bytes = image;
        const int kind = round % 4;
        if (kind == 0) { // a few bit flips anywhere
            const int flips = 1 + int(random.bounded(8));
            for (int i = 0; i < flips; ++i) {
                const qsizetype at = qsizetype(random.bounded(quint32(bytes.size())));
                bytes[at] = char(bytes.at(at) ^ (1 << random.bounded(8)));
            }
        } else if (kind == 1) { // truncation
            bytes.truncate(qsizetype(random.bounded(quint32(bytes.size()))));
        } else if (kind == 2) { // a range overwritten with random bytes
            const qsizetype at = qsizetype(random.bounded(quint32(bytes.size())));
            const qsizetype length = std::min<qsizetype>(bytes.size() - at, 1 + random.bounded(600));
            for (qsizetype i = 0; i < length; ++i)
                bytes[at + i] = char(random.bounded(256));
        } else { // flips inside the 100-byte header and the first page's b-tree
            const int flips = 1 + int(random.bounded(3));
            for (int i = 0; i < flips; ++i) {
                const qsizetype at = qsizetype(random.bounded(quint32(std::min<qsizetype>(bytes.size(), 4096))));
                bytes[at] = char(bytes.at(at) ^ (1 << random.bounded(8)));
            }
        }
        const ProjectResult<LoadedProject> loaded = ProjectFile::loadBytes(bytes, QStringLiteral("fuzz"));
        if (loaded.ok()) {
            ++opened;
            // Whatever opened must be a usable schema: its DDL can be written.
            QVERIFY(!writeDdl(loaded->data.schema).isEmpty());
        } else {
            ++refused;
            ++codes[int(loaded.error().code)];
            QVERIFY(!loaded.error().reason.isEmpty());
        }
    }
    QCOMPARE(opened + refused, kMutations);
    QVERIFY(refused > 0);
    qInfo("fuzz: %d mutations, %d opened, %d refused (%d truncated, %d corrupted, %d damaged, %d not ours/not SQLite)",
          kMutations, opened, refused, codes.value(int(ProjectError::Code::Truncated)),
          codes.value(int(ProjectError::Code::Corrupted)), codes.value(int(ProjectError::Code::Damaged)),
          codes.value(int(ProjectError::Code::NotOurs)) + codes.value(int(ProjectError::Code::NotSqlite)));
}
