#include "designsettings.h"

#include "edits/schemaedits.h"
#include "qualifiednames.h"

#include <QSet>

namespace ssd {

namespace {

bool samePattern(const QueryPattern &a, const QueryPattern &b)
{
    return a.name == b.name && a.table == b.table && a.filterColumns == b.filterColumns && a.orderBy == b.orderBy
        && a.orderDescending == b.orderDescending && a.selectColumns == b.selectColumns && a.limit == b.limit;
}

// The keys whose values differ between two hashes (present in one only, or different).
template<typename Value>
void addChangedKeys(const QHash<ObjectId, Value> &a, const QHash<ObjectId, Value> &b, QList<ObjectId> &out)
{
    for (auto it = a.begin(); it != a.end(); ++it)
        if (!b.contains(it.key()) || b.value(it.key()) != it.value())
            if (!out.contains(it.key()))
                out.append(it.key());
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key()) && !out.contains(it.key()))
            out.append(it.key());
}

// The project-level settings, spelled alike in ProjectSettings and DesignSettings.
template<typename From, typename To>
void copyProjectLevel(const From &from, To &to)
{
    to.plannedNodes = from.plannedNodes;
    to.multiTenant = from.multiTenant;
    to.rowTreeBytesThreshold = from.rowTreeBytesThreshold;
    to.deepHierarchyDepth = from.deepHierarchyDepth;
    to.queryPatterns = from.queryPatterns;
}

} // namespace

bool DesignSettings::operator==(const DesignSettings &o) const
{
    if (queryPatterns.size() != o.queryPatterns.size())
        return false;
    for (size_t i = 0; i < queryPatterns.size(); ++i)
        if (!samePattern(queryPatterns[i], o.queryPatterns[i]))
            return false;
    return plannedNodes == o.plannedNodes && multiTenant == o.multiTenant && rowTreeBytesThreshold == o.rowTreeBytesThreshold
        && deepHierarchyDepth == o.deepHierarchyDepth && keyGeneration == o.keyGeneration
        && expectedRowsPerParent == o.expectedRowsPerParent && notes == o.notes && objectNotes == o.objectNotes
        && unresolvedKeyGeneration == o.unresolvedKeyGeneration && unresolvedExpectedRows == o.unresolvedExpectedRows
        && unresolvedNotes == o.unresolvedNotes;
}

DesignSettingsChange DesignSettingsChange::between(const DesignSettings &a, const DesignSettings &b)
{
    DesignSettingsChange change;
    DesignSettings projectA = a, projectB = b; // the project-level fields, compared by the one operator==
    for (DesignSettings *s : {&projectA, &projectB}) {
        s->keyGeneration.clear();
        s->expectedRowsPerParent.clear();
        s->notes.clear();
        s->objectNotes.clear();
        s->unresolvedNotes.clear();
    }
    change.checklist = !(projectA == projectB) || a.keyGeneration != b.keyGeneration
                       || a.expectedRowsPerParent != b.expectedRowsPerParent;
    change.projectNote = a.notes != b.notes;
    addChangedKeys(a.keyGeneration, b.keyGeneration, change.objects);
    addChangedKeys(a.expectedRowsPerParent, b.expectedRowsPerParent, change.objects);
    addChangedKeys(a.objectNotes, b.objectNotes, change.objects);
    return change;
}

DesignSettings designSettingsFromProject(const Schema &schema, const ProjectSettings &settings, const QString &notes,
                                         const QHash<ObjectId, QString> &objectNotes)
{
    DesignSettings d;
    copyProjectLevel(settings, d);
    d.notes = notes;
    for (auto it = settings.keyGeneration.begin(); it != settings.keyGeneration.end(); ++it) {
        // "Table.Column": a table in a named schema has a dot of its own, so split at the last one.
        const Table *table = schema.findTable(schemaOfName(it.key()));
        const Column *column = table ? table->findColumn(unqualifiedName(it.key())) : nullptr;
        if (column)
            d.keyGeneration.insert(column->id, it.value());
        else
            d.unresolvedKeyGeneration.insert(it.key(), it.value());
    }
    for (auto it = settings.expectedRowsPerParent.begin(); it != settings.expectedRowsPerParent.end(); ++it) {
        if (const Table *table = schema.findTable(it.key()))
            d.expectedRowsPerParent.insert(table->id, it.value());
        else
            d.unresolvedExpectedRows.insert(it.key(), it.value());
    }
    for (auto it = objectNotes.begin(); it != objectNotes.end(); ++it) {
        if (edits::commentOf(schema, it.key())) // every kind of object with an id has a comment
            d.objectNotes.insert(it.key(), it.value());
        else
            d.unresolvedNotes.insert(it.key(), it.value());
    }
    return d;
}

ProjectSettings checklistSettings(const Schema &schema, const DesignSettings &d)
{
    ProjectSettings s;
    copyProjectLevel(d, s);
    // The unresolved names first: a hint of an existing object with the same name wins.
    s.keyGeneration = d.unresolvedKeyGeneration;
    s.expectedRowsPerParent = d.unresolvedExpectedRows;
    if (d.keyGeneration.isEmpty() && d.expectedRowsPerParent.isEmpty())
        return s; // the common case: one walk over the schema saved
    for (const Table &table : schema.tables) {
        if (const auto rows = d.expectedRowsPerParent.constFind(table.id); rows != d.expectedRowsPerParent.cend())
            s.expectedRowsPerParent.insert(table.name, rows.value());
        if (d.keyGeneration.isEmpty())
            continue;
        for (const Column &column : table.columns)
            if (const auto g = d.keyGeneration.constFind(column.id); g != d.keyGeneration.cend() && g.value() != KeyGeneration::Unknown)
                s.keyGeneration.insert(table.name + u'.' + column.name, g.value());
    }
    return s;
}

QHash<ObjectId, QString> objectNotesToSave(const Schema &schema, const DesignSettings &d)
{
    QHash<ObjectId, QString> notes = d.unresolvedNotes;
    for (auto it = d.objectNotes.begin(); it != d.objectNotes.end(); ++it)
        if (!it.value().isEmpty() && edits::commentOf(schema, it.key()))
            notes.insert(it.key(), it.value());
    return notes;
}

} // namespace ssd
