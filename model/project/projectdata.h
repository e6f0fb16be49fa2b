#pragma once

// What a `.spdesign` file holds: the schema (with its object ids), the diagram positions keyed
// by those ids, the checklist settings, the sample rows of the physical-layout view, and notes.
// A plain value: the designer copies its Document into one to save, and builds its Document
// from one after loading.

#include "checks/projectsettings.h"
#include "physical/samplerows.h"
#include "schema.h"

#include <QHash>
#include <QPointF>
#include <QString>

namespace ssd {

struct ProjectData
{
    Schema schema;
    // Top-left corner of each table box in scene coordinates, keyed by Table::id (any object
    // id is accepted, so other boxes can be placed later).
    QHash<ObjectId, QPointF> positions;
    ProjectSettings settings;
    SampleData sampleData;
    // Lesson notes: free text for the whole project, and per object (keyed by object id).
    QString notes;
    QHash<ObjectId, QString> objectNotes;
    // The DDL as the user last wrote it in the editor (empty: show the canonical DDL). Kept so
    // that reopening a project shows the same text, comments included.
    QString sourceText;
    // The live database the design was opened from or applied to (Database menu): its URI
    // (spanner://projects/P/instances/I/databases/D) and, for the emulator, its REST endpoint
    // (empty: Cloud Spanner). Where, never who: no token or key is ever stored.
    QString liveDatabase;
    QString liveEndpoint;
};

// Equality of everything a project stores (ProjectSettings has no operator==; its JSON form is
// compared instead).
bool sameProjectContent(const ProjectData &a, const ProjectData &b);
// The first difference in words ("positions differ for object 12"), empty when equal. For tests
// and diagnostics.
QString describeProjectDifference(const ProjectData &a, const ProjectData &b);

} // namespace ssd
