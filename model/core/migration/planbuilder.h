#pragma once

// The planner's working state (internal to migration/): the two schemas, which of their objects
// are the same, what has to go away and come back because something it depends on changes, and
// the steps found so far, each tagged with its phase. plan() sorts the steps by phase, which is
// how Spanner's dependency rules become an order: dependants are dropped before what they depend
// on, and created after it.

#include "migrationplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace ssd::migration {

enum class Phase : int {
    Rename = 0,
    DropViews = 10,        // views first: they read tables, columns and other views
    NarrowStreams = 20,    // change streams stop watching what goes away
    DropStreams,
    DropForeignKeys = 30,
    DropChecks,
    DropIndexes = 40,
    DropStoredColumns,
    DropPolicies,
    DropColumns = 50,
    DropTables = 60,       // children before parents
    DropSequences,         // after the columns whose DEFAULT used them
    DropSchemas,
    CreateSchemas = 70,
    CreateSequences,
    AlterSequences,
    CreateTables = 80,     // parents before children
    AddColumns = 90,
    AlterColumns,
    TableChanges,
    AddChecks,
    SetPolicies,
    CreateIndexes = 100,
    AddStoredColumns,
    AddForeignKeys = 110,
    Streams = 120,
    Views = 130,           // in the order they were created: each after the views it reads
};

struct PhasedStep
{
    Phase phase;
    qint64 order;          // within the phase
    Step step;
};

class PlanBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ssd::migration::Planner)

public:
    // `from` has the renames already applied (renamedFrom); both are canonicalized.
    PlanBuilder(const Schema &from, const Schema &to, const PlanOptions &options);

    MigrationPlan build();

private:
    // tablediff.cpp
    void diffTables();
    void recreateTable(const Table &from, const Table &to, const QString &reason);
    void diffColumns(const Table &from, const Table &to);
    void diffColumn(const Table &table, const Column &from, const Column &to);
    void recreateColumn(const Table &table, const Column &from, const Column &to, const QString &reason);
    void diffTableProperties(const Table &from, const Table &to);
    // constraintdiff.cpp
    void diffForeignKeys();
    void diffChecks(const Table &from, const Table &to);
    // objectdiff.cpp
    void diffIndexes();
    void diffSequences();
    void diffViews();
    void diffChangeStreams();
    void diffNamedSchemas();

    // Dependencies (dependencies.cpp)
    bool tableGoes(const QString &tableKey) const;      // dropped or recreated
    bool columnGoes(const QString &tableKey, const QString &columnKey) const;
    bool anyColumnGoes(const QString &tableKey, const QStringList &columns) const;
    bool expressionLosesSomething(const QString &tableKey, const QString &expression) const;

    void add(Phase phase, qint64 order, StepKind kind, const QString &objectKind, const QString &object,
             const QString &explanation, const QStringList &statements, const QString &failsWhen = {});
    QString key(QStringView name) const;
    const Table *fromTable(QStringView name) const;
    const Table *toTable(QStringView name) const;

public:
    const Schema &m_from;
    const Schema &m_to;
    const Dialect m_dialect;
    const PlanOptions &m_options;
    QHash<QString, int> m_fromTables, m_toTables;
    QSet<QString> m_droppedTables, m_recreatedTables;      // identity keys
    QHash<QString, QSet<QString>> m_goneColumns;            // table key -> columns dropped or recreated
    QHash<QString, QString> m_columnRenames;                // "table\ncolumn" keys -> new column name
    std::vector<PhasedStep> m_steps;
    QString m_error;
};

} // namespace ssd::migration
