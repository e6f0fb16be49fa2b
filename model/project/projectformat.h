#pragma once

// The identity and version of the `.spdesign` format, and the SQL that lays it out. The table
// layout is documented in docs/project-file.md; keep both in step.

#include <QtGlobal>

namespace ssd {

// PRAGMA application_id: the ASCII bytes "SpDs" read as a big-endian 32-bit integer, as the
// SQLite header stores it (offset 68). Identifies our files among all SQLite databases.
constexpr quint32 kProjectApplicationId = 0x53704473;

// PRAGMA user_version: the format version. Version 1 was the first layout (model JSON, DDL,
// diagram, settings as one JSON, one note); version 2 added the readable object tables, sample
// rows, per-object notes, the editor text and per-key settings; version 3 added the application's
// queries (the Queries dock's text); version 4 added comments (in the model JSON and the readable
// objects table).
constexpr int kProjectFormatVersion = 4;
constexpr int kOldestProjectFormatVersion = 1;

namespace projectformat {

// The current layout, applied to an empty database before writing.
extern const char *const kCurrentLayoutSql;

// The version-1 layout, kept so that tests (and the documentation) can build version-1 files.
extern const char *const kVersion1LayoutSql;

// Migration from version N to N+1 is kMigrationSql[N - 1]; each ends by setting user_version.
extern const char *const kMigrationSql[];
constexpr int kMigrationCount = kProjectFormatVersion - kOldestProjectFormatVersion;

} // namespace projectformat
} // namespace ssd
