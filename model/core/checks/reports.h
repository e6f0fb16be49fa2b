#pragma once

// Findings as reports: the text lines editors and CI understand, JSON for scripts, and SARIF
// 2.1.0 for code-scanning services (pull-request annotations). Used by `spanner-schema lint`.

#include "checklist.h"

#include <QByteArray>

namespace ssd {

// "FILE:LINE:COL: SEVERITY: [rule-id] message" per finding, then a summary line. Findings about
// the application's queries (Finding::inQueries) name `queriesFile` instead, when given.
QByteArray findingsText(const QString &file, const Findings &findings, const QString &queriesFile = {});
// {"findings":[{"rule","severity","object","objectKind","line","column","message","explanation","fixes":[{"id","title"}]}]}
// ("inQueries": true when line and column are in the queries file)
QByteArray findingsJson(const Findings &findings);
// SARIF 2.1.0: one run whose driver lists every catalog rule; `uri` names the linted artifact.
QByteArray findingsSarif(const QString &uri, const Findings &findings, const QString &toolVersion);
// The catalog: "id  severity  title  url" lines, or {"rules":[...]} JSON.
QByteArray rulesReport(bool json);

} // namespace ssd
