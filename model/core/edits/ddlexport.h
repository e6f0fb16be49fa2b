#pragma once

// Export DDL as files: the whole schema in one file, or one file per table (a folder) with each
// table's indexes and foreign keys in its file and every other statement (named schemas,
// sequences, views, change streams, roles, grants ...) in one more file. Either dialect: the
// schema is converted first when the target is not its own dialect.

#include "diagnostic.h"
#include "schema.h"

#include <vector>

namespace ssd {

enum class DdlExportLayout { OneFile, FilePerTable };

struct DdlExportFile
{
    QString fileName; // relative to the chosen folder (per table) or the chosen file's name
    QString text;
};

struct DdlExport
{
    std::vector<DdlExportFile> files;
    Diagnostics conversionNotes; // what the target dialect cannot express (converted exports)
};

// The file for everything that is not a table or an index, in per-table exports. Tables start
// with a letter in GoogleSQL, so this name never clashes with one there.
inline constexpr auto kOtherObjectsFileName = "_other_objects.sql";

// The files of an export. For OneFile, `oneFileName` names the single file.
DdlExport exportDdlFiles(const Schema &schema, Dialect target, DdlExportLayout layout,
                         const QString &oneFileName = QStringLiteral("schema.sql"));

// "Singers.sql", "sales.Orders.sql": the table's name with characters that are not safe in
// file names replaced by '_'.
QString tableFileName(const QString &tableName);

// Writes the files into `folder` (created when missing), each atomically. Returns an error
// message naming the file that failed, empty on success.
QString writeDdlExport(const DdlExport &ddlExport, const QString &folder);

} // namespace ssd
