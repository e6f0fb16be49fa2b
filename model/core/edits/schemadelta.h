#pragma once

// A compact, reversible difference between two Schema values. Undo commands keep deltas rather
// than whole snapshots so that a long undo history on a 5,000-table schema stays small: most
// edits touch one or two tables, and appending/removing objects stores only those objects.

#include "schema.h"

#include <QMetaType>
#include <QStringList>

#include <memory>
#include <vector>

namespace ssd {

// What a change touched, for views that update incrementally.
struct SchemaChange
{
    std::vector<ObjectId> tablesAdded;
    std::vector<ObjectId> tablesRemoved;
    std::vector<ObjectId> tablesChanged;
    QStringList indexTables;     // tables whose indexes were added, removed or changed
    bool indexesChanged = false;
    bool otherChanged = false;   // sequences, views, grants, database options, ...
    bool dialectChanged = false;
    bool everything = false;     // a reset: views rebuild from scratch

    bool isEmpty() const
    {
        return tablesAdded.empty() && tablesRemoved.empty() && tablesChanged.empty()
               && !indexesChanged && !otherChanged && !dialectChanged && !everything;
    }
    bool touchesTable(ObjectId id) const;
};

class SchemaDelta
{
public:
    SchemaDelta();
    ~SchemaDelta();
    SchemaDelta(SchemaDelta &&) noexcept;
    SchemaDelta &operator=(SchemaDelta &&) noexcept;

    static SchemaDelta between(const Schema &before, const Schema &after);

    bool isEmpty() const;
    void applyForward(Schema &schema) const;  // before -> after
    void applyBackward(Schema &schema) const; // after -> before
    // What applyForward (forward = true) or applyBackward changes: undoing an added table
    // removes it.
    SchemaChange change(bool forward = true) const;

private:
    struct Data;
    std::unique_ptr<Data> d;
};

} // namespace ssd

Q_DECLARE_METATYPE(ssd::SchemaChange)
