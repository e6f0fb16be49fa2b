#pragma once

// Text and JSON forms of the storage layout and the split simulation, shared by the CLI
// (`layout`, `simulate`) and the tests (determinism compares these byte for byte).

#include "splitsimulation.h"
#include "storagelayout.h"

#include <QJsonObject>
#include <QJsonValue>

namespace ssd {

QJsonValue keyValueToJson(const KeyValue &value);

// {"rows":[{"table","key":[...],"label","depth","rowTree","kind","boundary"}],
//  "splits":[{"start","server","firstRow"}], "rowTrees": n}
QJsonObject layoutToJson(const StorageLayout &layout, const SplitAssignment &splits);
QString layoutToText(const StorageLayout &layout, const SplitAssignment &splits);

// {"ticks":[{"tick","offered","achieved","queued","warm","hot","splits":[{"start","server","load",...}]}],
//  "events":[{"tick","kind","split","detail"}], "heatmap":{...}}
QJsonObject simulationToJson(const SimulationResult &result, bool includeHeatmap = false);
QString simulationToText(const SimulationResult &result, qint64 capacity, int servers);

} // namespace ssd
