// Secondary-index rules (catalog rules 8, 9, 23, 24, 39, 40, 42; 41 is in rules_queries.cpp).

#include "quickfixes.h"
#include "rules.h"

#include <QCoreApplication>
#include <QSet>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::indexes)
};

bool isNullFiltered(const Index &i) { return i.nullFiltered || !i.whereNotNull.isEmpty(); }

// Global regular indexes with their table: the subjects of most rules here.
template<typename F>
void forGlobalIndexes(const CheckContext &ctx, F &&f)
{
    for (const Index &i : ctx.indexesToCheck()) {
        if (i.kind != Index::Kind::Regular || i.isInterleaved() || i.keys.empty())
            continue;
        if (const Table *t = ctx.indexTable(i))
            f(i, *t);
    }
}

bool sparseLookingName(QStringView name)
{
    return nameHasToken(name, {"deleted", "archived", "removed", "expired", "unread", "optional", "canceled",
                               "cancelled", "completed", "closed", "finished", "ended", "processed", "sparse"});
}

bool isSoftDeleteName(QStringView name)
{
    return nameHasToken(name, {"deleted", "archived", "removed"});
}

// Keys that are a strict prefix of the table's primary key, in the same orders (index-redundant
// reports a non-unique one; no other rule needs to say more about it).
// The fixes that spread the writes of a global index whose first key is hot: interleave it in the
// table's parent, or put a shard prefix before its keys.
void addSpreadingFixes(const CheckContext &ctx, Finding &f, const Index &i, const Table &t)
{
    if (const Table *p = ctx.parent(t))
        f.fixes.push_back(fixes::interleaveIndex(i.name, p->name));
    if (!t.primaryKey.empty() && i.keys.size() < 16)
        f.fixes.push_back(fixes::indexShardPrefix(i.name, std::max(2, ctx.settings().plannedNodes)));
}

bool isPrimaryKeyPrefix(const Index &i, const Table &t)
{
    if (i.keys.size() >= t.primaryKey.size())
        return false;
    for (size_t k = 0; k < i.keys.size(); ++k)
        if (i.keys[k].column != t.primaryKey[k].column || i.keys[k].order != t.primaryKey[k].order)
            return false;
    return true;
}

// The enforced foreign key of `t` whose referencing backing index `i` repeats: the same columns
// in the same order, ascending, nothing stored, not unique, global, and no row that the backing
// index (NULL_FILTERED) leaves out. Foreign keys whose columns start the table's key are skipped:
// the key already serves them, so Spanner may need no backing index there (inferred).
const ForeignKey *duplicatedBackingIndex(const CheckContext &ctx, const Index &i, const Table &t)
{
    if (i.unique || i.isInterleaved() || !i.storing.isEmpty())
        return nullptr;
    for (const ForeignKey &fk : t.foreignKeys) {
        if (fk.notEnforced || size_t(fk.columns.size()) != i.keys.size())
            continue;
        bool same = true, keyPrefix = fk.columns.size() <= qsizetype(t.primaryKey.size()), noNulls = true;
        for (size_t k = 0; k < i.keys.size(); ++k) {
            same = same && i.keys[k].column == fk.columns[qsizetype(k)] && i.keys[k].order == SortOrder::Asc;
            keyPrefix = keyPrefix && k < t.primaryKey.size() && fk.columns.contains(t.primaryKey[k].column);
            const Column *c = ctx.indexKeyColumn(i, k);
            noNulls = noNulls && c && c->notNull;
        }
        if (same && !keyPrefix && (noNulls || isNullFiltered(i)))
            return &fk;
    }
    return nullptr;
}

} // namespace

void indexMonotonicFirstKey(const CheckContext &ctx)
{
    forGlobalIndexes(ctx, [&](const Index &i, const Table &t) {
        const Column *c = ctx.indexKeyColumn(i, 0);
        if (!c)
            return;
        const MonoSignal m = ctx.mono(t, *c);
        if (!m.fired())
            return;
        // A nullable deleted_at / archived_at (gorm's soft delete): NULL for every live row, set at
        // the rate rows are deleted, not inserted. index-null-filtered suggests filtering the NULLs.
        if (m.strength == MonoStrength::Likely && !c->notNull && sparseLookingName(c->name))
            return;
        // A foreign-key-like integer column is not inserted in order; only the table's own counter is.
        const bool nameOnly = m.source == MonoSignal::Source::IntegerName;
        if (nameOnly && (t.primaryKey.empty() || t.primaryKey.front().column != c->name))
            return;
        // The same guess gets the same severity as in the table key (pk-sequential-integer-first):
        // a name that looks like a counter is a suggestion, not a warning.
        Finding f = makeFinding("index-monotonic-first-key", nameOnly ? CheckSeverity::Info : CheckSeverity::Warning,
                                indexSubject(i), i.pos,
                                [index = i.name, table = t.name, reason = MonoReason::of(m), nameOnly] {
                                    if (nameOnly)
                                        return Tr::tr("The first key of global index %1 on %2 may be a counter: %3. If its values are "
                                                      "issued sequentially, this index appends every new entry at its end and becomes "
                                                      "a hotspot (best practice #3).")
                                            .arg(q(index), q(table), reason.text());
                                    return Tr::tr("The first key of global index %1 on %2 is monotonic: %3. Indexes are stored as "
                                                  "tables, so this index appends every new entry at its end and becomes a hotspot "
                                                  "(best practice #3).")
                                        .arg(q(index), q(table), reason.text());
                                });
        addSpreadingFixes(ctx, f, i, t);
        ctx.report(std::move(f));
    });
}

void indexLowCardinalityFirstKey(const CheckContext &ctx)
{
    forGlobalIndexes(ctx, [&](const Index &i, const Table &t) {
        const Column *c = ctx.indexKeyColumn(i, 0);
        if (!c)
            return;
        const LowCardSignal low = classifyLowCard(t, *c, ctx.dialect());
        if (!low.fired) {
            // A tag, topic or tree then a write time or a sequence number: every new entry of a
            // tag appends at the end of that tag's range (akka-persistence's (tag, write_time)).
            const Column *next = i.keys.size() >= 2 ? ctx.indexKeyColumn(i, 1) : nullptr;
            const MonoSignal m = next ? ctx.mono(t, *next) : MonoSignal{};
            if (!next || !m.fired()
                || !isSharedContainerName(c->name) || isTenantColumnName(c->name))
                return;
            Finding f = makeFinding("index-low-cardinality-first-key", CheckSeverity::Warning, indexSubject(i), i.pos,
                                    [index = i.name, table = t.name, first = c->name, reason = MonoReason::of(m)] {
                                        return Tr::tr("Global index %1 on %2 starts with %3, a tag, log or tree that many rows "
                                                      "share, followed by a growing value (%4): the entries of each %3 value are "
                                                      "appended at its end, so a busy one writes into a single split.")
                                            .arg(q(index), q(table), q(first), reason.text());
                                    });
            if (const Table *p = ctx.parent(t))
                f.fixes.push_back(fixes::interleaveIndex(i.name, p->name));
            if (!t.primaryKey.empty() && i.keys.size() < 16)
                f.fixes.push_back(fixes::indexShardPrefix(i.name, std::max(2, ctx.settings().plannedNodes)));
            ctx.report(std::move(f));
            return;
        }
        if (isNullFiltered(i) && !c->notNull)
            return; // sparse column filtered: only the few non-NULL rows are indexed
        // A table of trees, logs, queues or topics has few rows, each shared by many writers of
        // other tables, and is written by administration (Trillian's TreeRootsByDeleted): no insert
        // stream for the index to concentrate.
        if (isSharedContainerName(t.name))
            return;
        // Likewise a registry of versions: its rows arrive with releases, not with traffic.
        if (isVersionRegistry(t))
            return;
        Finding f = makeFinding("index-low-cardinality-first-key", CheckSeverity::Warning, indexSubject(i), i.pos,
                                Tr::tr("The first key of global index %1 on %2 has few distinct values: %3. New rows share "
                                       "only a few index key values, so index writes concentrate in one split.")
                                    .arg(q(i.name), q(t.name), low.reason()));
        if (!c->notNull && !isNullFiltered(i))
            f.fixes.push_back(fixes::nullFilteredIndex(i.name));
        addSpreadingFixes(ctx, f, i, t);
        ctx.report(std::move(f));
    });
}

void interleavedIndexKeyPrefix(const CheckContext &ctx)
{
    for (const Index &i : ctx.indexesToCheck()) {
        if (!i.isInterleaved())
            continue;
        const Table *t = ctx.indexTable(i);
        const Table *target = ctx.indexInterleaveTable(i);
        if (!t)
            continue;
        QString problem;
        if (!target) {
            problem = Tr::tr("table %1 is not found").arg(q(i.interleaveIn));
        } else {
            for (size_t k = 0; k < target->primaryKey.size() && problem.isEmpty(); ++k) {
                const KeyPart &tk = target->primaryKey[k];
                if (k >= i.keys.size()) {
                    problem = Tr::tr("key column %1 of %2 is missing from the index key").arg(q(tk.column), q(target->name));
                    break;
                }
                const Column *ic = ctx.indexKeyColumn(i, k);
                const Column *tc = ctx.keyColumn(*target, k);
                if (!ic || !tc)
                    continue;
                if (!sameType(ic->type, tc->type, true))
                    problem = Tr::tr("index key %1 is %2 but key column %3 of %4 is %5")
                                  .arg(q(ic->name), typeDisplayName(ic->type, ctx.dialect()), q(tc->name), q(target->name),
                                       typeDisplayName(tc->type, ctx.dialect()));
                else if (i.keys[k].order != tk.order)
                    problem = Tr::tr("index key %1 is sorted differently from key column %2 of %3")
                                  .arg(q(ic->name), q(tc->name), q(target->name));
                else if (!i.nullFiltered && !ic->notNull && tc->notNull)
                    problem = Tr::tr("index key %1 is nullable but key column %2 of %3 is not")
                                  .arg(q(ic->name), q(tc->name), q(target->name));
            }
        }
        if (problem.isEmpty())
            continue;
        Finding f = makeFinding("interleaved-index-key-prefix", CheckSeverity::Error, indexSubject(i), i.pos,
                                Tr::tr("Index %1 specifies keys that are not a prefix of the keys of table %2, yet is to be "
                                       "interleaved in it: %3.")
                                    .arg(q(i.name), q(i.interleaveIn), problem));
        bool ancestorOrSelf = target == t;
        for (const Table *a : ctx.ancestors(*t))
            ancestorOrSelf = ancestorOrSelf || a == target;
        if (target && ancestorOrSelf && i.keys.size() + target->primaryKey.size() <= 16)
            f.fixes.push_back(fixes::prefixIndexWithTableKey(i.name));
        ctx.report(std::move(f));
    }
}

void indexInterleaveCandidate(const CheckContext &ctx)
{
    forGlobalIndexes(ctx, [&](const Index &i, const Table &t) {
        if (!ctx.parent(t) || ctx.inCycle(t))
            return;
        if (!i.unique && isPrimaryKeyPrefix(i, t))
            return; // index-redundant: drop it rather than interleave it
        for (const Table *a : ctx.ancestors(t)) { // nearest first: the most local candidate wins
            if (a->primaryKey.empty() || a->primaryKey.size() > i.keys.size())
                continue;
            bool match = true;
            for (size_t k = 0; k < a->primaryKey.size() && match; ++k) {
                const Column *ic = ctx.indexKeyColumn(i, k);
                const Column *ac = ctx.keyColumn(*a, k);
                match = i.keys[k].column == a->primaryKey[k].column && i.keys[k].order == a->primaryKey[k].order
                    && ic && ac && sameType(ic->type, ac->type, true);
            }
            if (!match)
                continue;
            Finding f = makeFinding("index-interleave-candidate", CheckSeverity::Info, indexSubject(i), i.pos,
                                    Tr::tr("Global index %1 on %2 starts with the key of ancestor %3. Queries scoped to one "
                                           "%3 can use an interleaved index: index writes stay in the same split, with no "
                                           "two-phase commit.")
                                        .arg(q(i.name), q(t.name), q(a->name)));
            f.fixes.push_back(fixes::interleaveIndex(i.name, a->name));
            ctx.report(std::move(f));
            return;
        }
    });
}

namespace {

// Hashes of an index's key prefixes (columns and orders), one a length: prefixHash(i, n) covers
// the first n keys. index-redundant looks indexes up by them instead of comparing every pair of
// a table's indexes (a table with thousands of indexes is hostile input, not a reason to be slow).
std::vector<size_t> keyPrefixHashes(const Index &i, size_t seed)
{
    std::vector<size_t> hashes(i.keys.size() + 1);
    size_t h = seed;
    hashes[0] = h;
    for (size_t k = 0; k < i.keys.size(); ++k) {
        h = (h * 1000003u) ^ (qHash(i.keys[k].column) + (i.keys[k].order == SortOrder::Desc ? 0x9e3779b9u : 0u));
        hashes[k + 1] = h ^ (k + 1);
    }
    return hashes;
}

bool sameKeys(const Index &a, const Index &b, size_t count)
{
    for (size_t k = 0; k < count; ++k)
        if (a.keys[k].column != b.keys[k].column || a.keys[k].order != b.keys[k].order)
            return false;
    return true;
}

} // namespace

void indexRedundant(const CheckContext &ctx)
{
    // Regular indexes in schema order (findings come in that order), with their table. Earlier
    // indexes are found by the hash of their keys, then compared part by part (column and order).
    struct Entry
    {
        const Index *index;
        const Table *table;
        std::vector<size_t> prefixes; // keyPrefixHashes, seeded with the table and interleave parent
    };
    std::vector<Entry> entries;
    // (b) kept indexes by the hash of all their keys and options, earliest first.
    QHash<size_t, std::vector<const Entry *>> keptByKeys;
    auto optionsHash = [](const Entry &e, const Index &i) {
        return e.prefixes.back() ^ (size_t(i.unique) << 1) ^ (size_t(isNullFiltered(i)) << 2);
    };
    entries.reserve(ctx.schema().indexes.size());
    // Indexes are only compared with those of their own table, all of which are checked with it.
    for (const Index &i : ctx.indexesToCheck()) {
        if (i.kind != Index::Kind::Regular || i.keys.empty())
            continue;
        const Table *t = ctx.indexTable(i);
        if (!t)
            continue;
        entries.push_back({&i, t, keyPrefixHashes(i, qHash(t->name) ^ (qHash(i.interleaveIn) * 31u))});
        const Entry &entry = entries.back();
        auto report = [&](CheckSeverity severity, const QString &what) {
            Finding f = makeFinding("index-redundant", severity, indexSubject(i), i.pos,
                                    Tr::tr("Index %1 duplicates %2. It adds write and storage cost for no read benefit.")
                                        .arg(q(i.name), what));
            f.fixes.push_back(fixes::dropIndex(i.name));
            ctx.report(std::move(f));
        };
        // (a) the primary key, in the same or the fully reversed order.
        if (i.keys.size() == t->primaryKey.size() && isNullFiltered(i) == false) {
            bool same = true, reversed = true;
            for (size_t k = 0; k < i.keys.size(); ++k) {
                same = same && i.keys[k].column == t->primaryKey[k].column && i.keys[k].order == t->primaryKey[k].order;
                reversed = reversed && i.keys[k].column == t->primaryKey[k].column && i.keys[k].order != t->primaryKey[k].order;
            }
            if (same) {
                report(CheckSeverity::Warning, Tr::tr("the primary key of %1 (the key is already indexed)").arg(q(t->name)));
                continue;
            }
            if (reversed) {
                report(CheckSeverity::Info,
                       Tr::tr("the primary key of %1 in reverse order (only useful for reverse scans)").arg(q(t->name)));
                continue;
            }
        }
        // (a') a strict prefix of the primary key: the table, stored in key order, already serves
        // every lookup and range scan on those columns. A UNIQUE index adds a constraint.
        if (!i.unique && isPrimaryKeyPrefix(i, *t)) {
            report(CheckSeverity::Warning,
                   Tr::tr("a prefix of the primary key of %1 (the table is stored in key order, so it serves the same "
                          "lookups and range scans)")
                       .arg(q(t->name)));
            continue;
        }
        // (b) an earlier index of the table with the same keys and settings.
        const Index *other = nullptr;
        const size_t keysHash = optionsHash(entry, i);
        for (const Entry *e : keptByKeys.value(keysHash)) {
            const Index &o = *e->index;
            if (e->table == t && o.keys.size() == i.keys.size() && o.unique == i.unique && isNullFiltered(o) == isNullFiltered(i)
                && o.interleaveIn == i.interleaveIn && sameKeys(o, i, i.keys.size())) {
                other = &o;
                break;
            }
        }
        if (other) {
            report(CheckSeverity::Warning, Tr::tr("index %1 (same keys and options)").arg(q(other->name)));
            continue;
        }
        // (b') the backing index of an enforced foreign key: Spanner builds a NULL_FILTERED index on
        // the referencing columns whatever user indexes exist, and queries can use it.
        if (const ForeignKey *fk = duplicatedBackingIndex(ctx, i, *t)) {
            report(CheckSeverity::Info,
                   Tr::tr("the backing index Spanner builds for foreign key %1 on the same columns (foreign keys do "
                          "not use user indexes, and queries can use their backing indexes)")
                       .arg(q(ForeignKeyLabel(*fk).text())));
            continue;
        }
        keptByKeys[keysHash].push_back(&entry);
    }
    // (c) a non-unique index whose keys are a strict prefix of another index's keys (same table):
    // every index's strict key prefixes by hash, indexes in schema order, so the first match is
    // the first such index of the table.
    QHash<size_t, std::vector<const Entry *>> byStrictPrefix;
    for (const Entry &e : entries)
        for (size_t n = 1; n < e.index->keys.size(); ++n)
            byStrictPrefix[e.prefixes[n]].push_back(&e);
    // Findings grouped by table, tables in the order of their first index (as before).
    std::vector<int> groupOfTable(ctx.schema().tables.size(), -1);
    std::vector<std::vector<const Entry *>> groups;
    for (const Entry &e : entries) {
        int &group = groupOfTable[size_t(e.table - ctx.schema().tables.data())];
        if (group < 0) {
            group = int(groups.size());
            groups.emplace_back();
        }
        groups[size_t(group)].push_back(&e);
    }
    for (const auto &group : groups) {
        for (const Entry *ea : group) {
            const Index *a = ea->index;
            if (a->unique)
                continue;
            const auto found = byStrictPrefix.constFind(ea->prefixes.back());
            if (found == byStrictPrefix.cend())
                continue;
            for (const Entry *eb : found.value()) {
                const Index *b = eb->index;
                if (eb->table != ea->table || b->keys.size() <= a->keys.size() || a->interleaveIn != b->interleaveIn
                    || !sameKeys(*a, *b, a->keys.size()))
                    continue;
                Finding f = makeFinding("index-redundant", CheckSeverity::Info, indexSubject(*a), a->pos,
                                        Tr::tr("The keys of index %1 are a prefix of the keys of index %2, which can serve "
                                               "the same lookups.")
                                            .arg(q(a->name), q(b->name)));
                f.fixes.push_back(fixes::dropIndex(a->name));
                ctx.report(std::move(f));
                break;
            }
        }
    }
}

void indexStoringInvalid(const CheckContext &ctx)
{
    for (const Index &i : ctx.indexesToCheck()) {
        const Table *t = ctx.indexTable(i);
        if (!t)
            continue;
        // Few keys and stored columns per index: linear searches, no sets.
        auto isIndexKey = [&i](const QString &column, size_t before) {
            for (size_t k = 0; k < before; ++k)
                if (i.keys[k].column == column)
                    return true;
            return false;
        };
        for (size_t n = 0; n < i.keys.size(); ++n) {
            const KeyPart &k = i.keys[n];
            if (isIndexKey(k.column, n)) {
                Finding f = makeFinding("index-storing-invalid", CheckSeverity::Error, indexSubject(i), i.pos,
                                        Tr::tr("Index %1 specifies key column %2 twice.").arg(q(i.name), q(k.column)));
                f.fixes.push_back(fixes::removeDuplicateIndexKeys(i.name));
                ctx.report(std::move(f));
            }
        }
        for (qsizetype n = 0; n < i.storing.size(); ++n) {
            const QString &c = i.storing[n];
            QString message;
            if (t->isKeyColumn(c))
                message = Tr::tr("Index %1 specifies stored column %2 which is a key of table %3: indexes always "
                                 "contain the base key columns.")
                              .arg(q(i.name), q(c), q(t->name));
            else if (isIndexKey(c, i.keys.size()))
                message = Tr::tr("Index %1 specifies stored column %2 which is already an index key.").arg(q(i.name), q(c));
            else if (i.storing.indexOf(c) < n)
                message = Tr::tr("Index %1 stores column %2 twice.").arg(q(i.name), q(c));
            if (message.isEmpty())
                continue;
            Finding f = makeFinding("index-storing-invalid", CheckSeverity::Error, indexSubject(i), i.pos, message);
            f.fixes.push_back(fixes::removeStoredColumn(i.name, c));
            ctx.report(std::move(f));
        }
    }
}

void indexNullFiltered(const CheckContext &ctx)
{
    for (const Index &i : ctx.indexesToCheck()) {
        if (i.kind != Index::Kind::Regular || i.keys.empty())
            continue;
        const Table *t = ctx.indexTable(i);
        if (!t)
            continue;
        // The nullable key columns' names, built only for a finding.
        auto nullableNames = [&] {
            QStringList names;
            for (size_t k = 0; k < i.keys.size(); ++k)
                if (const Column *c = ctx.indexKeyColumn(i, k); c && !c->notNull)
                    names.append(c->name);
            return names;
        };
        bool allNullable = true, anyNullable = false;
        for (size_t k = 0; k < i.keys.size(); ++k) {
            const Column *c = ctx.indexKeyColumn(i, k);
            if (!c)
                continue;
            if (c->notNull)
                allNullable = false;
            else
                anyNullable = true;
        }
        if (isNullFiltered(i)) {
            if (!i.unique || !anyNullable)
                continue;
            // Two deliberate idioms that rely on NULLs escaping the uniqueness check: a one-column
            // "unique when present" index, and a nullable BOOL flag set to TRUE or NULL (at most
            // one flagged row per remaining key, e.g. one rule managing a bug).
            bool nullableFlagsOnly = true;
            for (size_t k = 0; k < i.keys.size(); ++k)
                if (const Column *c = ctx.indexKeyColumn(i, k); c && !c->notNull && c->type.kind != TypeKind::Bool)
                    nullableFlagsOnly = false;
            if (i.keys.size() == 1 || nullableFlagsOnly)
                continue;
            const QStringList nullable = nullableNames();
            Finding f = makeFinding("index-null-filtered", CheckSeverity::Warning, indexSubject(i), i.pos,
                                    Tr::tr("UNIQUE NULL_FILTERED index %1 has nullable key columns (%2): uniqueness is not "
                                           "enforced for rows where any key part is NULL.")
                                        .arg(q(i.name), nullable.join(QStringLiteral(", "))));
            f.fixes.push_back(fixes::addNotNull(t->name, nullable));
            f.fixes.push_back(fixes::removeNullFiltered(i.name));
            ctx.report(std::move(f));
            continue;
        }
        if (i.isInterleaved() || !allNullable)
            continue;
        bool sparse = false, softDelete = false;
        for (size_t k = 0; k < i.keys.size(); ++k)
            if (const Column *c = ctx.indexKeyColumn(i, k)) {
                sparse = sparse || sparseLookingName(c->name);
                softDelete = softDelete || isSoftDeleteName(c->name);
            }
        // A soft-delete column (gorm's deleted_at) is queried with IS NULL: the live rows are the
        // NULLs, which a NULL_FILTERED index would drop.
        if (!sparse || softDelete)
            continue;
        const QStringList nullable = nullableNames();
        Finding f = makeFinding("index-null-filtered", CheckSeverity::Info, indexSubject(i), i.pos,
                                Tr::tr("Index %1 covers only nullable, probably sparse columns (%2). Most rows have NULL "
                                       "here: a NULL_FILTERED index is much smaller and cheaper to maintain (queries must "
                                       "filter NULLs).")
                                    .arg(q(i.name), nullable.join(QStringLiteral(", "))));
        f.fixes.push_back(fixes::nullFilteredIndex(i.name));
        ctx.report(std::move(f));
    }
}

} // namespace ssd::checks
