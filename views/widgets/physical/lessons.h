#pragma once

// The built-in lessons (Help > Lessons): each is a small schema in the resources
// (":/lessons/*.sql"), a short explanation, the layout to show and one or more preset
// simulations (a hotspot and the fixes to compare it with), or queries whose read paths it
// shows on the layout.

#include "splitsimulatordock.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

#include <vector>

namespace ssd {

struct SimulationPreset
{
    QString label;               // the button text, "Timestamp key (the hotspot)"
    SimulatorSettings settings;
};

// A button of a lesson that shows one of its queries' read path on the layout.
struct QueryPreset
{
    QString label;               // "Point read: GetCustomer"
    QString query;               // the query's `-- name:`
};

struct Lesson
{
    QString id;                  // "interleaving"
    QString title;
    QString resource;            // ":/lessons/interleaving.sql"
    QString text;                // HTML, shown in the lesson dock
    int rowsPerTable = 4;
    int splits = 3;
    QString compareTable;        // "what if not interleaved" table, empty for none
    std::vector<SimulationPreset> presets; // the first one is loaded when the lesson opens
    QString queries;             // a queries file's text put in the Queries dock, empty for none
    std::vector<QueryPreset> queryPresets; // the first one is shown when the lesson opens
};

class Lessons
{
    Q_DECLARE_TR_FUNCTIONS(Lessons)

public:
    static std::vector<Lesson> all();
    static std::optional<Lesson> find(const QString &id);

private:
    static Lesson indexesForQueries();
};

} // namespace ssd
