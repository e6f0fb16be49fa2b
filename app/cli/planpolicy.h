#pragma once

// What the CLI lets a plan do: destructive steps need --allow-drop, recreate steps
// --allow-recreate. One home for diff and apply, which offer and refuse the same way.

#include "migration/migrationplan.h"

#include <QCommandLineOption>
#include <QString>

namespace ssd::cli {

class CommandLine;

class PlanPolicy
{
public:
    // Adds --allow-drop and --allow-recreate to the command line.
    explicit PlanPolicy(CommandLine &commandLine);

    // After parsing: prints each step that is not allowed as "NAME: error: ..." and returns how
    // many there were.
    int reportRefusedSteps(const QString &name, const migration::MigrationPlan &plan) const;

private:
    const CommandLine &m_commandLine;
    QCommandLineOption m_allowDrop, m_allowRecreate;
};

} // namespace ssd::cli
