#pragma once

// The relations between tables that the rules of one table's reach follow (ruleregistry.h), in a
// form that outlives the schema it was taken from: ChecklistMemo keeps the graph of the last
// lint, so that after an edit it finds the tables whose findings the edit can change both in the
// schema before the edit (a table that named the renamed one) and in the schema after it.

#include "checkcontext.h"

#include <QHash>
#include <QSet>

#include <vector>

namespace ssd::checks {

class LintGraph
{
public:
    static constexpr quint32 kNone = quint32(-1);

    LintGraph() = default;
    explicit LintGraph(const CheckContext &ctx); // slots are the positions in ctx.schema().tables

    quint32 slotOf(ObjectId table) const { return m_slotOf.value(table, kNone); }
    quint32 slotNamed(QStringView name) const; // the table an exact-name lookup finds; kNone if none
    size_t size() const { return m_nodes.size(); }
    // Some exact name finds an earlier namesake: which table a name means then depends on order.
    bool hasNamesakes() const { return m_namesakes; }

    // What of a table other tables' findings read by name, and where it is written.
    struct Facts
    {
        ObjectId id = 0;
        QString name;
        QString singleKey;        // the column of a one-column key; empty for other keys
        quint64 positions = 0;    // where the table, its parts and its indexes are written, and their suppressions
        bool ownsName = true;     // the exact-name lookup of `name` finds this table (no earlier namesake)
    };
    const Facts &facts(quint32 slot) const { return m_nodes[slot].facts; }

    // Marks, in `reach` (one entry per slot), every table whose findings of the rules of one
    // table's reach can read table `slot`: its ancestors and descendants, the tables with foreign
    // keys to it or to a descendant, the tables its foreign keys name and their ancestors, and the
    // tables whose indexes interleave in it.
    void markReachOf(quint32 slot, std::vector<char> &reach) const;

private:
    struct Node
    {
        Facts facts;
        quint32 parent = kNone;
        std::vector<quint32> children, fkTargets, referrers, indexOwners;
    };
    void markAncestors(quint32 slot, std::vector<char> &reach) const;
    std::vector<Node> m_nodes;
    QHash<ObjectId, quint32> m_slotOf;
    bool m_namesakes = false;
};

// The tables of `ctx` with a column that can refer to a table with these facts by name (a column
// named like its one-column key, or named after it, as CheckContext::refersToOtherKey reads them).
void markNameReferrers(const CheckContext &ctx, const QSet<QString> &keyColumns, const QSet<QString> &foldedTableNames,
                       std::vector<char> &reach);

} // namespace ssd::checks
