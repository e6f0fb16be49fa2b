#include "checklistmemo.h"

#include "classifiers.h"
#include "findingfinish.h"
#include "lintgraph.h"
#include "ruleregistry.h"

#include <algorithm>
#include <optional>

namespace ssd {

using namespace checks;

namespace {

// The findings of one rule of one table's reach, grouped by table in schema order.
struct RuleFindings
{
    Findings findings;
    std::vector<ObjectId> tables; // parallel: the table each is about; 0 when it does not resolve
};

} // namespace

struct ChecklistMemo::State
{
    quint64 revision = 0;
    Dialect dialect = Dialect::GoogleSql;
    ProjectSettings settings;
    QSet<QString> disabledRules;
    CheckSeverity minSeverity = CheckSeverity::Info;
    bool honourSuppressions = true;
    LintGraph graph;
    std::vector<RuleFindings> rules; // by ruleEntries() index; empty for the rules of the whole schema

    bool sameInputs(const Schema &schema, const ProjectSettings &s, const ChecklistOptions &o) const
    {
        // The application's queries are read by index-access-pattern only, a rule of the whole
        // schema's reach: typing a query does not make every table's rules run again.
        ProjectSettings withTheirQueries = settings;
        withTheirQueries.queriesText = s.queriesText;
        withTheirQueries.queryPatterns = s.queryPatterns;
        return dialect == schema.dialect && withTheirQueries == s && disabledRules == o.disabledRules
            && minSeverity == o.minSeverity && honourSuppressions == o.honourSuppressions;
    }
};

namespace {

// The tables of the new schema (by slot) whose findings the changes can have changed; nullopt
// when that is everything or cannot be bounded.
std::optional<std::vector<char>> tablesReached(const CheckContext &ctx, const LintGraph &now, const LintGraph &before,
                                               const std::vector<SchemaChange> &changes)
{
    if (now.hasNamesakes() || before.hasNamesakes())
        return std::nullopt;
    std::vector<char> reach(now.size(), 0), reachBefore(before.size(), 0);
    QSet<QString> keyColumns, foldedNames; // of tables whose name or one-column key appeared or went
    auto nameFacts = [&](const LintGraph::Facts &f) {
        if (f.singleKey.isEmpty())
            return;
        keyColumns.insert(f.singleKey);
        foldedNames.insert(foldedWithoutUnderscores(f.name));
    };
    auto seed = [&](ObjectId id, bool content) {
        const quint32 n = now.slotOf(id), b = before.slotOf(id);
        if (n != LintGraph::kNone)
            now.markReachOf(n, reach);
        if (b != LintGraph::kNone)
            before.markReachOf(b, reachBefore);
        if (!content)
            return;
        const bool sameNameFacts = n != LintGraph::kNone && b != LintGraph::kNone
            && now.facts(n).singleKey == before.facts(b).singleKey
            && (now.facts(n).singleKey.isEmpty()
                || foldedWithoutUnderscores(now.facts(n).name) == foldedWithoutUnderscores(before.facts(b).name));
        if (sameNameFacts)
            return;
        if (n != LintGraph::kNone)
            nameFacts(now.facts(n));
        if (b != LintGraph::kNone)
            nameFacts(before.facts(b));
    };
    for (const SchemaChange &change : changes) {
        if (change.everything || change.dialectChanged || change.otherChanged)
            return std::nullopt;
        for (const auto *ids : {&change.tablesAdded, &change.tablesRemoved, &change.tablesChanged})
            for (ObjectId id : *ids)
                seed(id, true);
        for (const QString &table : change.indexTables) {
            if (const Table *t = ctx.table(table))
                seed(t->id, false);
            if (const quint32 b = before.slotNamed(table); b != LintGraph::kNone)
                seed(before.facts(b).id, false);
        }
    }
    // What the change lists cannot say: tables that only moved in the text (positions are not
    // part of a value), any table that came or went without being named, and a new order of the
    // tables (some messages name the first of several tables in schema order).
    quint32 lastBefore = 0;
    for (quint32 n = 0; n < now.size(); ++n) {
        const quint32 b = before.slotOf(now.facts(n).id);
        if (b == LintGraph::kNone) {
            seed(now.facts(n).id, true);
            continue;
        }
        if (b < lastBefore)
            return std::nullopt;
        lastBefore = b;
        if (before.facts(b).positions != now.facts(n).positions)
            seed(now.facts(n).id, false);
    }
    for (quint32 b = 0; b < before.size(); ++b)
        if (now.slotOf(before.facts(b).id) == LintGraph::kNone)
            seed(before.facts(b).id, true);
    for (quint32 b = 0; b < before.size(); ++b)
        if (reachBefore[b])
            if (const quint32 n = now.slotOf(before.facts(b).id); n != LintGraph::kNone)
                reach[n] = 1;
    markNameReferrers(ctx, keyColumns, foldedNames, reach);
    return reach;
}

} // namespace

ChecklistMemo::ChecklistMemo() = default;
ChecklistMemo::~ChecklistMemo() = default;

void ChecklistMemo::recordChange(quint64 revision, const SchemaChange &change)
{
    const std::lock_guard lock(m_pendingMutex);
    m_pending.push_back({revision, change});
}

void ChecklistMemo::forget()
{
    const std::lock_guard lock(m_pendingMutex);
    m_forget = true;
}

size_t ChecklistMemo::lastCheckedTables() const { return m_lastChecked; }

Findings ChecklistMemo::run(const Schema &schema, quint64 revision, const ProjectSettings &settings,
                            const ChecklistOptions &options)
{
    const std::lock_guard runLock(m_runMutex);
    const bool stale = m_state && revision < m_state->revision;
    std::vector<SchemaChange> changes;
    bool forget = false;
    if (!stale) {
        const std::lock_guard lock(m_pendingMutex);
        forget = std::exchange(m_forget, false);
        auto upToThis = std::stable_partition(m_pending.begin(), m_pending.end(),
                                              [revision](const Pending &p) { return p.revision <= revision; });
        for (auto it = m_pending.begin(); it != upToThis; ++it)
            changes.push_back(std::move(it->change));
        m_pending.erase(m_pending.begin(), upToThis);
    }

    CheckContext ctx(schema, settings, options.names);
    auto state = std::make_unique<State>();
    state->graph = LintGraph(ctx);
    State *last = !stale && !forget && m_state && m_state->sameInputs(schema, settings, options) ? m_state.get() : nullptr;
    std::optional<std::vector<char>> reach;
    if (last)
        reach = tablesReached(ctx, state->graph, last->graph, changes);
    if (reach) {
        m_lastChecked = size_t(std::count(reach->begin(), reach->end(), 1));
        ctx.checkOnly(std::move(*reach));
    } else {
        m_lastChecked = schema.tables.size();
        last = nullptr;
    }

    const std::span<const RuleEntry> entries = ruleEntries();
    state->rules.resize(entries.size());
    FindingFinisher finisher(ctx, options);
    Findings result;
    result.reserve(schema.tables.size() + schema.indexes.size());
    const Table *firstTable = schema.tables.data();
    for (size_t r = 0; r < entries.size(); ++r) {
        const RuleEntry &entry = entries[r];
        if (options.disabledRules.contains(QLatin1StringView(entry.id)))
            continue;
        Findings found;
        ctx.setOutput(&found);
        entry.function(ctx);
        finisher.finish(found);
        if (entry.reach == RuleReach::Schema) {
            std::move(found.begin(), found.end(), std::back_inserter(result));
            continue;
        }
        // Each finding by the slot of its table; the tables checked now have only new findings,
        // the others only the last run's. A stable sort keeps each table's findings in order.
        struct Item
        {
            quint32 slot;
            Finding *finding;
            ObjectId table;
        };
        std::vector<Item> items;
        items.reserve(found.size());
        for (Finding &f : found) {
            const Table *t = ctx.table(f.subject.table);
            items.push_back({t ? quint32(t - firstTable) : LintGraph::kNone, &f, t ? t->id : 0});
        }
        if (last) {
            RuleFindings &before = last->rules[r]; // replaced by this run's state below
            for (size_t i = 0; i < before.findings.size(); ++i) {
                const quint32 slot = state->graph.slotOf(before.tables[i]);
                if (before.tables[i] && slot != LintGraph::kNone && !ctx.isChecked(schema.tables[slot]))
                    items.push_back({slot, &before.findings[i], before.tables[i]});
            }
        }
        std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.slot < b.slot; });
        RuleFindings &kept = state->rules[r];
        kept.findings.reserve(items.size());
        kept.tables.reserve(items.size());
        for (const Item &item : items) {
            result.push_back(*item.finding);
            kept.findings.push_back(std::move(*item.finding));
            kept.tables.push_back(item.table);
        }
    }
    if (!stale) {
        state->revision = revision;
        state->dialect = schema.dialect;
        state->settings = settings;
        state->disabledRules = options.disabledRules;
        state->minSeverity = options.minSeverity;
        state->honourSuppressions = options.honourSuppressions;
        m_state = std::move(state);
    }
    return result;
}

} // namespace ssd
