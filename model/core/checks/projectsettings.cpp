#include "projectsettings.h"

namespace ssd {

namespace {
struct GenerationName
{
    KeyGeneration generation;
    const char *name;
};
const GenerationName kNames[] = {
    {KeyGeneration::Unknown, "unknown"},       {KeyGeneration::Sequential, "sequential"},
    {KeyGeneration::Timestamp, "timestamp"},   {KeyGeneration::UuidV4, "uuid4"},
    {KeyGeneration::TimeOrderedUuid, "uuid1"}, {KeyGeneration::BitReversed, "bit-reversed"},
    {KeyGeneration::Hash, "hash"},
};
} // namespace

QString keyGenerationName(KeyGeneration generation)
{
    for (const GenerationName &n : kNames)
        if (n.generation == generation)
            return QString::fromLatin1(n.name);
    return {};
}

std::optional<KeyGeneration> keyGenerationFromName(QStringView name)
{
    for (const GenerationName &n : kNames)
        if (name.compare(QLatin1StringView(n.name), Qt::CaseInsensitive) == 0)
            return n.generation;
    // Aliases people type: uuid7, ulid, serial, auto_increment ...
    for (const char *alias : {"uuid7", "uuid6", "uuidv1", "uuidv7", "ulid", "ksuid", "snowflake", "timeuuid"})
        if (name.compare(QLatin1StringView(alias), Qt::CaseInsensitive) == 0)
            return KeyGeneration::TimeOrderedUuid;
    for (const char *alias : {"serial", "auto_increment", "autoincrement", "counter"})
        if (name.compare(QLatin1StringView(alias), Qt::CaseInsensitive) == 0)
            return KeyGeneration::Sequential;
    if (name.compare(u"uuid", Qt::CaseInsensitive) == 0 || name.compare(u"uuidv4", Qt::CaseInsensitive) == 0)
        return KeyGeneration::UuidV4;
    return std::nullopt;
}

} // namespace ssd
