#include "planpolicy.h"

#include "clicommon.h"

#include <QCoreApplication>

namespace ssd::cli {

namespace {

struct PlanPolicyText
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
};

} // namespace

PlanPolicy::PlanPolicy(CommandLine &commandLine)
    : m_commandLine(commandLine),
      m_allowDrop(QStringLiteral("allow-drop"),
                  PlanPolicyText::tr("Allow destructive steps (dropping tables, columns, sequences, change streams).")),
      m_allowRecreate(QStringLiteral("allow-recreate"),
                      PlanPolicyText::tr("Allow steps that drop an object and create it again (its data is lost)."))
{
    commandLine.parser().addOption(m_allowDrop);
    commandLine.parser().addOption(m_allowRecreate);
}

int PlanPolicy::reportRefusedSteps(const QString &name, const migration::MigrationPlan &plan) const
{
    const bool allowDrop = m_commandLine.parser().isSet(m_allowDrop);
    const bool allowRecreate = m_commandLine.parser().isSet(m_allowRecreate);
    int refused = 0;
    for (const migration::Step &step : plan.steps) {
        const bool drop = step.kind == migration::StepKind::Destructive;
        const bool recreate = step.kind == migration::StepKind::Recreate;
        if ((drop && !allowDrop) || (recreate && !allowRecreate)) {
            ++refused;
            printError(name, PlanPolicyText::tr("%1 step not allowed without %2: %3")
                                 .arg(migration::stepKindName(step.kind),
                                      drop ? QStringLiteral("--allow-drop") : QStringLiteral("--allow-recreate"),
                                      step.explanation));
        }
    }
    return refused;
}

} // namespace ssd::cli
