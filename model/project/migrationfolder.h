#pragma once

// A folder of numbered migration files, as the designer's Export Migration writes into it: which
// naming the files already there follow, and the name of the next file.
//
// Recognised namings (each tool's own rule for its file names):
// - wrench:          000001.sql                       (the number only)
// - golang-migrate:  000001_add_singers.up.sql        (+ an optional 000001_add_singers.down.sql)
// - Flyway:          V1__add_singers.sql, V1.1__x.sql (versioned; R__ and U files are not numbered)
// Any other file (README.md, schema.sql, 0001-notes.txt) is ignored. The next number is one above
// the highest one in use, whatever the naming; gaps are never filled (a tool that has applied 5
// would skip a new 3). Zero-padding follows the files there (000007 -> 000008, 7 -> 8).

#include <QString>
#include <QStringList>

#include <optional>

namespace ssd {

enum class MigrationNaming {
    Wrench,
    GolangMigrate,
    Flyway,
};

// "wrench", "golang-migrate", "Flyway": the tools' names, never translated.
QString migrationNamingName(MigrationNaming naming);
// "000001.sql", "000001_name.up.sql", "V1__name.sql": a sample of the pattern, for choosers.
QString migrationNamingExample(MigrationNaming naming);

struct MigrationFolder
{
    // The naming of the files there; none when the folder holds no numbered migration. With
    // files of several namings, the naming of the highest-numbered one (the latest habit).
    std::optional<MigrationNaming> naming;
    bool mixed = false;        // numbered files of more than one naming
    qint64 lastVersion = 0;    // the highest number in use (Flyway V2.1: 2); 0 when none
    int width = 0;             // digits of zero-padded numbers (000012: 6); 0 when not padded
    int migrationFiles = 0;    // the files recognised (an .up and its .down count as two)
};

// Reads names only: the caller lists the folder (scanMigrationFolder) or passes names in tests.
MigrationFolder scanMigrationNames(const QStringList &fileNames);
// The files of `folderPath` (not its sub-folders); an absent folder scans as empty.
MigrationFolder scanMigrationFolder(const QString &folderPath);

// The migration files among `fileNames` in the order the tools apply them: by version (Flyway's
// V1.1 after V1 and before V2), without golang-migrate's .down.sql files. Applying them in turn
// to an empty schema gives the schema the folder's migrations make.
QStringList migrationHistory(const QStringList &fileNames);
// The same for the files of `folderPath`, as paths.
QStringList migrationHistoryOfFolder(const QString &folderPath);

// The next file's name in `naming`, one above folder.lastVersion, padded like the folder's
// files (an empty folder: 6 digits for wrench and golang-migrate as their tools write them,
// none for Flyway). `description` becomes the name part (migrationNameSlug); wrench has none.
QString nextMigrationFileName(const MigrationFolder &folder, MigrationNaming naming, const QString &description);

// "Add Singers' birthday!" -> "add_singers_birthday", accents dropped ("Índice" -> "indice"):
// lower-case ASCII letters, digits and single underscores, safe in every tool's file names.
// Empty when nothing usable is left; nextMigrationFileName then writes "migration".
QString migrationNameSlug(const QString &description);

} // namespace ssd
