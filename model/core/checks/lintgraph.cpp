#include "lintgraph.h"

#include "classifiers.h"

namespace ssd::checks {

namespace {

quint64 mix(quint64 h, quint64 v) { return (h ^ v) * 1099511628211ull; }

quint64 mix(quint64 h, const SourcePos &pos)
{
    h = mix(h, quint64(pos.line) << 32 | quint32(pos.column));
    return pos.suppressedRules.isEmpty() ? h : mix(h, qHash(pos.suppressedRules));
}

// SourcePos is not part of a table's value (schema.h), so an edit's change list does not name a
// table that only moved in the text: its findings' positions and suppressions are compared here,
// with the order of its indexes.
quint64 positionsOf(const CheckContext &ctx, const Table &t)
{
    quint64 h = mix(14695981039346656037ull, t.pos);
    forEachPositionedPart(t, [&h](ObjectId, const SourcePos &pos) { h = mix(h, pos); });
    for (const Index *i : ctx.indexesOn(t)) // in order: a message names the first matching index
        h = mix(mix(h, i->id), i->pos);
    return h;
}

} // namespace

LintGraph::LintGraph(const CheckContext &ctx)
{
    const Schema &schema = ctx.schema();
    const Table *first = schema.tables.data();
    auto slot = [first](const Table *t) { return quint32(t - first); };
    m_nodes.resize(schema.tables.size());
    m_slotOf.reserve(qsizetype(schema.tables.size()));
    for (const Table &t : schema.tables) {
        Node &node = m_nodes[slot(&t)];
        node.facts.id = t.id;
        node.facts.name = t.name;
        if (t.primaryKey.size() == 1)
            node.facts.singleKey = t.primaryKey.front().column;
        node.facts.positions = positionsOf(ctx, t);
        node.facts.ownsName = ctx.table(t.name) == &t;
        m_namesakes = m_namesakes || !node.facts.ownsName;
        if (const Table *p = ctx.parent(t))
            node.parent = slot(p);
        for (const Table *c : ctx.children(t))
            node.children.push_back(slot(c));
        for (const ForeignKey &fk : t.foreignKeys)
            if (const Table *target = ctx.foreignKeyTarget(t, fk))
                node.fkTargets.push_back(slot(target));
        for (const CheckContext::FkRef &ref : ctx.referencedBy(t))
            node.referrers.push_back(slot(ref.table));
        for (const Index *i : ctx.indexesInterleavedIn(t))
            if (const Table *owner = ctx.indexTable(*i))
                node.indexOwners.push_back(slot(owner));
        m_slotOf.insert(t.id, slot(&t));
    }
}

quint32 LintGraph::slotNamed(QStringView name) const
{
    for (size_t n = 0; n < m_nodes.size(); ++n)
        if (m_nodes[n].facts.name == name)
            return quint32(n);
    return kNone;
}

void LintGraph::markAncestors(quint32 slot, std::vector<char> &reach) const
{
    // Cycle-safe: a cycle's tables are each other's ancestors; the walk ends when it comes back
    // or has taken as many steps as there are tables (a cycle above the table).
    size_t steps = 0;
    for (quint32 p = m_nodes[slot].parent; p != kNone && p != slot && steps < m_nodes.size(); p = m_nodes[p].parent, ++steps)
        reach[p] = 1;
}

void LintGraph::markReachOf(quint32 slot, std::vector<char> &reach) const
{
    // The table and its descendants (they read their ancestors: the inherited key, the parent's
    // key columns, depth, TTL), with the tables whose foreign keys name one of them
    // (fk-interleave-candidate reads the referenced table and its ancestors).
    std::vector<quint32> family{slot};
    std::vector<char> inFamily(m_nodes.size(), 0);
    inFamily[slot] = 1;
    for (size_t n = 0; n < family.size(); ++n)
        for (quint32 child : m_nodes[family[n]].children)
            if (!inFamily[child]) {
                inFamily[child] = 1;
                family.push_back(child);
            }
    for (quint32 member : family) {
        reach[member] = 1;
        for (quint32 referrer : m_nodes[member].referrers)
            reach[referrer] = 1;
    }
    // Its ancestors read their descendants (room for more key columns, retyping, TTL blocked by
    // a descendant's foreign keys or indexes).
    markAncestors(slot, reach);
    // The tables it references read whether they are referenced, and their ancestors read the
    // foreign keys of their descendants (ttl-blocked-by-no-action).
    for (quint32 target : m_nodes[slot].fkTargets) {
        reach[target] = 1;
        markAncestors(target, reach);
    }
    // Indexes of other tables interleaved in it read its key (interleaved-index-key-prefix).
    for (quint32 owner : m_nodes[slot].indexOwners)
        reach[owner] = 1;
}

void markNameReferrers(const CheckContext &ctx, const QSet<QString> &keyColumns, const QSet<QString> &foldedTableNames,
                       std::vector<char> &reach)
{
    if (keyColumns.isEmpty() && foldedTableNames.isEmpty())
        return;
    const Schema &schema = ctx.schema();
    for (size_t n = 0; n < schema.tables.size(); ++n) {
        if (reach[n])
            continue;
        for (const Column &c : schema.tables[n].columns) {
            if (keyColumns.contains(c.name)) {
                reach[n] = 1;
                break;
            }
            if (foldedTableNames.isEmpty() || !c.name.endsWith(u"id", Qt::CaseInsensitive))
                continue;
            const QString stem = idStem(c.name);
            if (!stem.isEmpty()
                && (foldedTableNames.contains(stem) || foldedTableNames.contains(stem + u's')
                    || foldedTableNames.contains(stem + QStringLiteral("es")))) {
                reach[n] = 1;
                break;
            }
        }
    }
}

} // namespace ssd::checks
