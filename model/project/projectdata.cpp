#include "projectdata.h"

#include <QJsonDocument>

namespace ssd {

QString describeProjectDifference(const ProjectData &a, const ProjectData &b)
{
    if (!(a.schema == b.schema))
        return QStringLiteral("schemas differ");
    for (auto it = a.positions.begin(); it != a.positions.end(); ++it)
        if (!b.positions.contains(it.key()) || b.positions.value(it.key()) != it.value())
            return QStringLiteral("positions differ for object %1").arg(it.key());
    if (a.positions.size() != b.positions.size())
        return QStringLiteral("position counts differ (%1, %2)").arg(a.positions.size()).arg(b.positions.size());
    if (projectSettingsToJson(a.settings) != projectSettingsToJson(b.settings))
        return QStringLiteral("settings differ: %1 / %2")
            .arg(QString::fromUtf8(QJsonDocument(projectSettingsToJson(a.settings)).toJson(QJsonDocument::Compact)),
                 QString::fromUtf8(QJsonDocument(projectSettingsToJson(b.settings)).toJson(QJsonDocument::Compact)));
    if (a.settings.queriesText != b.settings.queriesText)
        return QStringLiteral("queries differ");
    if (a.sampleData.rows.size() != b.sampleData.rows.size())
        return QStringLiteral("sample row counts differ (%1, %2)").arg(a.sampleData.rows.size()).arg(b.sampleData.rows.size());
    for (size_t i = 0; i < a.sampleData.rows.size(); ++i)
        if (!(a.sampleData.rows[i] == b.sampleData.rows[i]))
            return QStringLiteral("sample row %1 (%2) differs").arg(i).arg(a.sampleData.rows[i].table);
    if (a.notes != b.notes)
        return QStringLiteral("notes differ");
    if (a.objectNotes != b.objectNotes)
        return QStringLiteral("object notes differ");
    if (a.sourceText != b.sourceText)
        return QStringLiteral("source texts differ");
    if (a.liveDatabase != b.liveDatabase || a.liveEndpoint != b.liveEndpoint)
        return QStringLiteral("live databases differ");
    return {};
}

bool sameProjectContent(const ProjectData &a, const ProjectData &b)
{
    return describeProjectDifference(a, b).isEmpty();
}

} // namespace ssd
