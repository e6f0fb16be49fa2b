#include "planformat.h"

#include "planbuilder.h"

#include <QJsonArray>

namespace ssd::migration {

QString planSql(const std::vector<Step> &steps)
{
    QString out;
    for (const Step &step : steps) {
        out += QStringLiteral("-- ") + stepKindName(step.kind) + QStringLiteral(": ") + step.explanation;
        if (!step.failsWhen.isEmpty())
            out += PlanBuilder::tr("; fails on %1").arg(step.failsWhen);
        out += u'\n';
        for (const QString &statement : step.statements)
            out += statement + QStringLiteral(";\n");
    }
    return out;
}

QString planSql(const MigrationPlan &plan)
{
    return planSql(plan.steps);
}

QJsonObject planJson(const MigrationPlan &plan)
{
    QJsonArray steps;
    for (const Step &step : plan.steps) {
        QJsonObject s{{QStringLiteral("kind"), stepKindName(step.kind)},
                      {QStringLiteral("objectKind"), step.objectKind},
                      {QStringLiteral("object"), step.object},
                      {QStringLiteral("explanation"), step.explanation},
                      {QStringLiteral("statements"), QJsonArray::fromStringList(step.statements)}};
        if (!step.failsWhen.isEmpty())
            s.insert(QStringLiteral("failsWhen"), step.failsWhen);
        steps.append(s);
    }
    return QJsonObject{{QStringLiteral("steps"), steps}};
}

} // namespace ssd::migration
