#include "projectsettings.h"

#include <QJsonArray>

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

namespace {
QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray())
        out.append(e.toString());
    return out;
}
} // namespace

ProjectSettings projectSettingsFromJson(const QJsonObject &json, QString *error)
{
    ProjectSettings s;
    QStringList problems;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString key = it.key();
        const QJsonValue v = it.value();
        if (key == u"plannedNodes") {
            s.plannedNodes = v.toInt(s.plannedNodes);
            if (s.plannedNodes < 1) {
                problems.append(QStringLiteral("plannedNodes must be at least 1"));
                s.plannedNodes = 1;
            }
        } else if (key == u"multiTenant") {
            s.multiTenant = v.toBool();
        } else if (key == u"keyGeneration") {
            const QJsonObject o = v.toObject();
            for (auto k = o.begin(); k != o.end(); ++k) {
                if (const auto g = keyGenerationFromName(k.value().toString()))
                    s.keyGeneration.insert(k.key(), *g);
                else
                    problems.append(QStringLiteral("unknown key generation '%1' for %2").arg(k.value().toString(), k.key()));
            }
        } else if (key == u"expectedRowsPerParent") {
            const QJsonObject o = v.toObject();
            for (auto k = o.begin(); k != o.end(); ++k)
                s.expectedRowsPerParent.insert(k.key(), qint64(k.value().toDouble()));
        } else if (key == u"rowTreeBytesThreshold") {
            s.rowTreeBytesThreshold = qint64(v.toDouble(double(s.rowTreeBytesThreshold)));
        } else if (key == u"deepHierarchyDepth") {
            s.deepHierarchyDepth = v.toInt(s.deepHierarchyDepth);
        } else if (key == u"queryPatterns") {
            for (const QJsonValue &e : v.toArray()) {
                const QJsonObject o = e.toObject();
                QueryPattern p;
                p.name = o.value(u"name").toString();
                p.table = o.value(u"table").toString();
                p.filterColumns = stringList(o.value(u"filter"));
                p.orderBy = o.value(u"orderBy").toString();
                p.orderDescending = o.value(u"descending").toBool();
                p.selectColumns = stringList(o.value(u"select"));
                p.limit = o.value(u"limit").toInt();
                s.queryPatterns.push_back(p);
            }
        } else {
            problems.append(QStringLiteral("unknown setting '%1'").arg(key));
        }
    }
    if (error)
        *error = problems.join(QStringLiteral("; "));
    return s;
}

QJsonObject projectSettingsToJson(const ProjectSettings &s)
{
    QJsonObject json;
    json.insert(QStringLiteral("plannedNodes"), s.plannedNodes);
    json.insert(QStringLiteral("multiTenant"), s.multiTenant);
    QJsonObject generation;
    for (auto it = s.keyGeneration.begin(); it != s.keyGeneration.end(); ++it)
        generation.insert(it.key(), keyGenerationName(it.value()));
    json.insert(QStringLiteral("keyGeneration"), generation);
    QJsonObject rows;
    for (auto it = s.expectedRowsPerParent.begin(); it != s.expectedRowsPerParent.end(); ++it)
        rows.insert(it.key(), double(it.value()));
    json.insert(QStringLiteral("expectedRowsPerParent"), rows);
    json.insert(QStringLiteral("rowTreeBytesThreshold"), double(s.rowTreeBytesThreshold));
    json.insert(QStringLiteral("deepHierarchyDepth"), s.deepHierarchyDepth);
    QJsonArray patterns;
    for (const QueryPattern &p : s.queryPatterns) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), p.name);
        o.insert(QStringLiteral("table"), p.table);
        o.insert(QStringLiteral("filter"), QJsonArray::fromStringList(p.filterColumns));
        o.insert(QStringLiteral("orderBy"), p.orderBy);
        o.insert(QStringLiteral("descending"), p.orderDescending);
        o.insert(QStringLiteral("select"), QJsonArray::fromStringList(p.selectColumns));
        o.insert(QStringLiteral("limit"), p.limit);
        patterns.append(o);
    }
    json.insert(QStringLiteral("queryPatterns"), patterns);
    return json;
}

} // namespace ssd
