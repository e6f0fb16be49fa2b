#pragma once

// Reading and writing `.spdesign` project files (docs/project-file.md).
//
// A project file is a SQLite database with our PRAGMA application_id and the format version
// in PRAGMA user_version. Loading never changes the file: the bytes are read once, checked
// (header, application id, version, SQLite's quick_check) and opened as a private in-memory
// database, where older versions are migrated step by step before reading. Saving builds the
// whole database in memory in one transaction and replaces the target atomically (temporary
// file in the same directory, fsync, rename, fsync of the directory), so a crash, a kill or a
// full disk during a save leaves the previous file as it was.
//
// The designer calls:
//     auto loaded = ProjectFile::load(path);           // ProjectResult<LoadedProject>
//     if (!loaded) showError(loaded.error().message());
//     ... loaded->data (ProjectData), loaded->needsUpgrade() ...
//     if (ProjectStatus failed = ProjectFile::save(path, data)) showError(failed->message());

#include "projectdata.h"
#include "projecterror.h"
#include "projectformat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ssd {

struct LoadedProject
{
    ProjectData data;
    int formatVersion = kProjectFormatVersion; // the version of the file as it was read
    QString savedBy;                            // "spanner-schema-designer 0.1.0" when recorded
    QStringList warnings;                       // problems that did not stop loading (settings)

    // True when the file is an older format: saving it writes the current one.
    bool needsUpgrade() const { return formatVersion < kProjectFormatVersion; }
};

struct SaveOptions
{
    // fsync the file and its directory. Only tests that save thousands of files turn it off.
    bool durable = true;
    // Read the new file image back and compare it with the data before replacing the target,
    // so that a bug can never replace a good file with one that does not load.
    bool verify = true;
    // Recorded in the meta table ("spanner-schema-designer 0.1.0").
    QString application;
};

// What a file looks like from its first bytes, without opening it as a database.
enum class FileKind {
    Missing,     // cannot be read (absent, a directory, no permission)
    Project,     // SQLite header with our application id
    OtherSqlite, // SQLite header, another application id
    Other,       // anything else (DDL text, ...)
};

class ProjectFile
{
public:
    static QString fileExtension() { return QStringLiteral("spdesign"); }

    static ProjectResult<LoadedProject> load(const QString &path);
    // The same from a file image; `name` is used in messages.
    static ProjectResult<LoadedProject> loadBytes(const QByteArray &bytes, const QString &name);

    // Replaces (or creates) `path` atomically. Refuses with ReadOnly when the directory cannot
    // take new files or the file is read-only, Locked when another program holds a SQLite lock
    // on it, DiskFull when space runs out; the previous file is intact in every failure.
    static ProjectStatus save(const QString &path, const ProjectData &data, const SaveOptions &options = {});

    // The complete file image of `data` in the current format.
    static ProjectResult<QByteArray> serialize(const ProjectData &data, const SaveOptions &options = {});

    // Recognises a project by the SQLite magic and our application id (not by the extension).
    static FileKind probe(const QString &path);
    static FileKind probeBytes(const QByteArray &header);
};

} // namespace ssd
