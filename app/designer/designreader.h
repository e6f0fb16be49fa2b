#pragma once

// Reading what the designer opens: a design (.spdesign), a DDL file (either dialect) or a folder
// of migrations, into plain values. Touches no widget and no document, so it runs on a worker
// thread (FileOpener): reading and parsing a 5,000-table file must not freeze the window
// (spec/architecture.md: heavy work never on the GUI thread). The messages are translated with
// tr(), which is thread-safe.

#include "ddl.h"
#include "projectdata.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace ssd {

// A file read for opening: either `error` says why it cannot be opened, or `data` is the design.
struct ReadDesign
{
    QString path;
    QString error; // empty when read
    bool isProject = false;
    ProjectData data;
    // A DDL file: the parse's diagnostics (errors included: the design opens with what parsed)
    // and the dialect it was read in.
    Diagnostics diagnostics;
    Dialect dialect = Dialect::GoogleSql;
    // A project file: problems that did not stop loading, and its format version.
    QStringList warnings;
    int formatVersion = 0;
    bool needsUpgrade = false;
    // A copy of data.schema, when the worker that read the file made it (FileOpener): the GUI
    // thread keeps one as Export Migration's baseline, and copying 5,000 tables takes ~80 ms.
    std::optional<Schema> baseline;

    bool ok() const { return error.isEmpty(); }
};

class DesignReader
{
    Q_DECLARE_TR_FUNCTIONS(DesignReader)

public:
    // Opens a project (recognised by content, whatever the name; a file named .spdesign always
    // is read as one) or reads and parses DDL.
    static ReadDesign read(const QString &path);
    // The schema of a design or DDL file, or of a folder of migrations (its history applied in
    // order, migrationfolder.h). DDL with errors is refused, naming the first as FILE:LINE:COLUMN.
    static bool readSchema(const QString &path, Schema *schema, QString *error);

    // How many read()s and readSchema()s ran since the process started: on any thread, and on
    // the application's main (GUI) thread, which the designer's tests check File > Open and
    // Restore never do.
    struct Reads
    {
        int all = 0;
        int onMainThread = 0;
    };
    static Reads reads();

private:
    static void countRead();
    static bool isProject(const QString &path);
    // A DDL file's text; refuses unreadable and binary files (with `error`).
    static bool readDdlText(const QString &path, QString *text, QString *error);
    static bool readMigrationFolder(const QString &path, Schema *schema, QString *error);
};

} // namespace ssd
