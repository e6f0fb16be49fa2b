#pragma once

// Project settings the checklist reads. They describe intentions the DDL cannot express (how
// keys are generated, how many nodes the instance will have, how big hierarchies grow). They
// are DDL-independent: the project file stores them next to the schema, the CLI can read them
// from JSON, and every field has a default so the rules work without any settings at all.

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace ssd {

// How the application fills a column. Unknown means "no hint": the rules then fall back to
// the DDL (defaults, identities, generated expressions) and to naming heuristics.
enum class KeyGeneration {
    Unknown,
    Sequential,   // source AUTO_INCREMENT / SERIAL, an application counter
    Timestamp,    // a clock value (time-ordered)
    UuidV4,       // random UUID
    TimeOrderedUuid, // UUIDv1 / v6 / v7, ULID, KSUID, Snowflake, TIMEUUID
    BitReversed,  // bit-reversed sequence or identity
    Hash,         // hash of another value
};

QString keyGenerationName(KeyGeneration generation);            // "sequential", "uuid4", ...
std::optional<KeyGeneration> keyGenerationFromName(QStringView name);

// A declared query pattern (for index-access-pattern): "WHERE filter = ... ORDER BY x DESC
// LIMIT n SELECT columns".
struct QueryPattern
{
    QString name;              // for messages, e.g. "recent orders of a customer"
    QString table;
    QStringList filterColumns; // equality filters, in the order they narrow the result
    QString orderBy;           // empty: no ORDER BY
    bool orderDescending = false;
    QStringList selectColumns;
    int limit = 0;             // 0: no LIMIT
    friend bool operator==(const QueryPattern &, const QueryPattern &) = default;
};

struct ProjectSettings
{
    // Nodes the instance is planned to have; shard counts are compared against it.
    int plannedNodes = 3;
    // The project stores several tenants in one database.
    bool multiTenant = false;
    // Per-column key-generation hints, keyed "Table.Column" (exact names as in the schema).
    QHash<QString, KeyGeneration> keyGeneration;
    // Per-table expected rows per parent row (interleaved children), keyed by table name.
    QHash<QString, qint64> expectedRowsPerParent;
    // Above this many bytes per parent row tree (rows per parent x estimated row size), an
    // interleaved child counts as unbounded. Spanner's split size is undocumented, so it is a
    // setting; the default is a conservative 4 GiB.
    qint64 rowTreeBytesThreshold = qint64(4) * 1024 * 1024 * 1024;
    // Interleave depth (1 = root) at which interleave-deep-hierarchy warns.
    int deepHierarchyDepth = 4;
    // Declared query patterns (index-access-pattern fires only when some are declared). The old,
    // hand-written form; queriesText is the one users write.
    std::vector<QueryPattern> queryPatterns;
    // The application's own queries, as a queries file's text (queries/queryfile.h). The
    // checklist parses it against the schema it checks, so that it follows every edit and fix.
    QString queriesText;

    friend bool operator==(const ProjectSettings &, const ProjectSettings &) = default;

    KeyGeneration keyGenerationOf(QStringView table, QStringView column) const
    {
        if (keyGeneration.isEmpty()) // the common case: no string building on the hot path
            return KeyGeneration::Unknown;
        return keyGeneration.value(table.toString() + u'.' + column.toString(), KeyGeneration::Unknown);
    }
};

// Reads settings from JSON (the CLI's --settings file, test headers):
// {"plannedNodes": 3, "multiTenant": true, "keyGeneration": {"Users.Id": "sequential"},
//  "expectedRowsPerParent": {"Events": 1000000}, "rowTreeBytesThreshold": 4294967296,
//  "deepHierarchyDepth": 4, "queryPatterns": [{"name": "...", "table": "T", "filter": ["a"],
//  "orderBy": "ts", "descending": true, "select": ["b"], "limit": 10}]}
// Unknown keys and bad values are reported in *error (the rest is still read).
ProjectSettings projectSettingsFromJson(const QJsonObject &json, QString *error = nullptr);
QJsonObject projectSettingsToJson(const ProjectSettings &settings);

} // namespace ssd
