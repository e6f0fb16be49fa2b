#pragma once

// The checklist of a design that is being edited (the designer's Checklist dock): after an edit,
// the rules of one table's reach (checks/ruleregistry.h) run again only for the tables whose
// findings the edit can have changed, and the last run's findings stand for the others; the
// rules of the whole schema's reach run every time. Which tables an edit reaches follows from
// what it changed, as the Document reports it (SchemaChange, from comparing values), and from the
// relations between tables before and after it (checks/lintgraph.h).
//
// The findings are those runChecklist gives, in catalog order, and within a rule of one table's
// reach grouped by table in schema order (findings about an index whose table is missing last).
// A fresh memo's first run, a change of settings, options, dialect, of anything but tables and
// indexes, or of a table name that another table also has, checks everything.

#include "checklist.h"
#include "edits/schemadelta.h"

#include <atomic>
#include <memory>
#include <mutex>

namespace ssd {

class ChecklistMemo
{
public:
    ChecklistMemo();
    ~ChecklistMemo();
    ChecklistMemo(const ChecklistMemo &) = delete;
    ChecklistMemo &operator=(const ChecklistMemo &) = delete;

    // Every change of the design, with the revision it made (Document::revision()), before any
    // run of that revision starts. Thread-safe; never waits for a run.
    void recordChange(quint64 revision, const SchemaChange &change);
    // The next run checks everything (the findings carry translated text: a language switch).
    void forget();

    // Lints `schema`, the design at `revision`. Runs are serialised; a run of a revision older than
    // the last run's checks everything and leaves the memo as it was.
    Findings run(const Schema &schema, quint64 revision, const ProjectSettings &settings,
                 const ChecklistOptions &options = {});

    // How many tables the last run checked with the rules of one table's reach.
    size_t lastCheckedTables() const;

private:
    struct State;
    struct Pending
    {
        quint64 revision;
        SchemaChange change;
    };
    mutable std::mutex m_pendingMutex; // the GUI thread records while a worker runs
    std::vector<Pending> m_pending;
    bool m_forget = false;
    std::mutex m_runMutex;
    std::unique_ptr<State> m_state; // under m_runMutex
    std::atomic<size_t> m_lastChecked = 0;
};

} // namespace ssd
