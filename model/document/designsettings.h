#pragma once

// The design's settings and notes as the Document holds them: the checklist's project-level
// settings, the per-object hints and the notes, keyed by ObjectId so that they follow renames
// (and come back with an object whose deletion is undone).
//
// The checklist (and the project file, and `spanner-schema lint`) name objects instead:
// ProjectSettings keys hints by "Table.Column" and table name. designSettingsFromProject() turns
// a loaded project's names into ids, checklistSettings() names the ids as the schema names them
// now. A hint or note that names no object when loaded cannot be reached by any edit, but it is
// the user's work: it is kept as loaded and written back.

#include "checks/projectsettings.h"
#include "schema.h"

#include <QHash>
#include <QList>
#include <QString>

#include <vector>

namespace ssd {

struct DesignSettings
{
    // Project-level checklist settings (ProjectSettings' fields of the same names and defaults).
    int plannedNodes = ProjectSettings().plannedNodes;
    bool multiTenant = ProjectSettings().multiTenant;
    qint64 rowTreeBytesThreshold = ProjectSettings().rowTreeBytesThreshold;
    int deepHierarchyDepth = ProjectSettings().deepHierarchyDepth;
    // The hand-written query patterns of older projects: no editor, kept as loaded (by name).
    std::vector<QueryPattern> queryPatterns;

    // How the application fills a column, per column id (absent: unknown).
    QHash<ObjectId, KeyGeneration> keyGeneration;
    // Expected rows per parent row, per (interleaved) table id (absent: no estimate).
    QHash<ObjectId, qint64> expectedRowsPerParent;

    // The note of the whole project, and per object id.
    QString notes;
    QHash<ObjectId, QString> objectNotes;

    // Loaded hints and notes that named no object of the schema, kept verbatim.
    QHash<QString, KeyGeneration> unresolvedKeyGeneration; // "Table.Column"
    QHash<QString, qint64> unresolvedExpectedRows;         // table name
    QHash<ObjectId, QString> unresolvedNotes;

    KeyGeneration keyGenerationOf(ObjectId column) const { return keyGeneration.value(column, KeyGeneration::Unknown); }
    qint64 expectedRowsOf(ObjectId table) const { return expectedRowsPerParent.value(table, 0); }
    QString noteOf(ObjectId object) const { return objectNotes.value(object); }

    bool operator==(const DesignSettings &other) const;
};

// What an edit of the DesignSettings changed, for the views that follow it.
struct DesignSettingsChange
{
    bool checklist = false;   // something the checklist reads (a project-level field or a hint)
    bool projectNote = false; // DesignSettings::notes
    QList<ObjectId> objects;  // objects whose hint or note changed

    bool isEmpty() const { return !checklist && !projectNote && objects.isEmpty(); }
    static DesignSettingsChange between(const DesignSettings &before, const DesignSettings &after);
};

// A loaded project's settings and notes, with the names resolved in `schema`.
DesignSettings designSettingsFromProject(const Schema &schema, const ProjectSettings &settings, const QString &notes,
                                         const QHash<ObjectId, QString> &objectNotes);

// The settings the checklist reads and the project file stores: the hints named as `schema` names
// their objects now (hints of objects it no longer has are left out), with the unresolved ones
// kept from loading; queriesText is left empty (the Document holds the queries).
ProjectSettings checklistSettings(const Schema &schema, const DesignSettings &design);

// The notes a project file stores: those of objects `schema` has, and the unresolved ones.
QHash<ObjectId, QString> objectNotesToSave(const Schema &schema, const DesignSettings &design);

} // namespace ssd
