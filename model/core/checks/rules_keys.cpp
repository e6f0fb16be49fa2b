// Primary-key rules: hotspots from monotonic, sequential or time-ordered first key parts, shard
// prefixes, DESC timestamps, empty and nullable keys (catalog rules 1-7, 43, 49, 50).

#include "quickfixes.h"
#include "rules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::keys)
};

// The key column to move first when the current first one is a hotspot: the first later key
// column that is neither monotonic nor low-cardinality (or, failing that, not monotonic).
int swapCandidate(const CheckContext &ctx, const Table &t)
{
    int fallback = -1;
    for (size_t i = 1; i < t.primaryKey.size(); ++i) {
        const Column *c = ctx.keyColumn(t, i);
        // A column only named like a counter (OrderNumber) is a guess, not a reason to skip it.
        const MonoSignal m = c ? ctx.mono(t, *c) : MonoSignal{};
        if (!c || (m.fired() && m.source != MonoSignal::Source::IntegerName))
            continue;
        if (!classifyLowCard(t, *c, ctx.dialect()).fired)
            return int(i);
        if (fallback < 0)
            fallback = int(i);
    }
    return fallback;
}

void addSwapFix(const CheckContext &ctx, const Table &t, Finding &f)
{
    const int j = swapCandidate(ctx, t);
    if (j < 0)
        return;
    QStringList order{t.primaryKey[size_t(j)].column};
    for (size_t i = 0; i < t.primaryKey.size(); ++i)
        if (int(i) != j)
            order.append(t.primaryKey[i].column);
    f.fixes.push_back(fixes::reorderKey(QStringLiteral("swap-key-order"),
                                        [table = t.name, order] {
                                            return Tr::tr("Reorder the key of %1 to (%2)").arg(q(table), order.join(QStringLiteral(", ")));
                                        },
                                        t.name, order));
}

void addShardFix(const CheckContext &ctx, const Table &t, Finding &f)
{
    if (!keyHasRoomFor(ctx, t, 1))
        return;
    QStringList hashed;
    for (size_t i = 0; i < t.primaryKey.size(); ++i)
        if (const Column *c = ctx.keyColumn(t, i); c && !isCommitTimestampColumn(*c) && c->type.kind != TypeKind::Array)
            hashed.append(t.primaryKey[i].column);
    if (hashed.isEmpty())
        return;
    f.fixes.push_back(fixes::hashShardPrefix(t.name, hashed, std::max(2, ctx.settings().plannedNodes)));
}

void addUuidFix(const CheckContext &ctx, const Table &t, const Column &c, Finding &f)
{
    if (canRetypeColumn(ctx, t, c.name))
        f.fixes.push_back(fixes::uuidKey(t.name, c.name));
}

const Column *firstKeyColumn(const CheckContext &ctx, const Table &t)
{
    if (t.primaryKey.empty())
        return nullptr;
    return ctx.keyColumn(t, 0);
}

} // namespace

void pkCommitTimestampFirst(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Column *c = isRoot(t) ? firstKeyColumn(ctx, t) : nullptr;
        if (!c || !isCommitTimestampColumn(*c))
            continue;
        const MonoSignal signal = ctx.mono(t, *c);
        Finding f = makeFinding("pk-commit-timestamp-first", CheckSeverity::Warning, columnSubject(t, *c), c->pos,
                                Tr::tr("First key column %1 of %2 is a commit timestamp (%3). Every insert goes to one end "
                                       "of the key space, so writes hotspot even at low write rates.")
                                    .arg(q(c->name), q(t.name), signal.reason()));
        addSwapFix(ctx, t, f);
        addShardFix(ctx, t, f);
        ctx.report(std::move(f));
    }
}

void pkMonotonicFirstColumn(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Column *c = isRoot(t) ? firstKeyColumn(ctx, t) : nullptr;
        if (!c || isCommitTimestampColumn(*c))
            continue;
        const MonoSignal signal = ctx.mono(t, *c);
        if (!signal.fired())
            continue;
        // Integer counters are pk-sequential-integer-first's business.
        if (isIntegerKeyType(c->type)
            && (signal.source == MonoSignal::Source::IntegerName
                || ctx.settings().keyGenerationOf(t.name, c->name) == KeyGeneration::Sequential))
            continue;
        Finding f = makeFinding("pk-monotonic-first-column", CheckSeverity::Warning, columnSubject(t, *c), c->pos,
                                Tr::tr("Rows of %1 are inserted in %2 order: %3. All inserts land in the last split, so "
                                       "one server does all the work (best practice #1). Making %2 DESC only moves the "
                                       "hotspot to the start.")
                                    .arg(q(t.name), q(c->name), signal.reason()));
        addSwapFix(ctx, t, f);
        addShardFix(ctx, t, f);
        addUuidFix(ctx, t, *c, f);
        ctx.report(std::move(f));
    }
}

void pkSequentialIntegerFirst(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Column *c = isRoot(t) ? firstKeyColumn(ctx, t) : nullptr;
        if (!c || !isIntegerKeyType(c->type) || c->defaultExpr || c->isGenerated() || c->isIdentity())
            continue;
        const KeyGeneration generation = ctx.settings().keyGenerationOf(t.name, c->name);
        CheckSeverity severity;
        QString signal;
        if (generation == KeyGeneration::Sequential) {
            severity = CheckSeverity::Warning;
            signal = Tr::tr("the project marks it as sequentially generated");
        } else if (generation == KeyGeneration::Unknown) {
            const MonoSignal mono = ctx.mono(t, *c);
            if (mono.source != MonoSignal::Source::IntegerName)
                continue;
            severity = CheckSeverity::Info;
            signal = Tr::tr("its name looks like a counter");
        } else {
            continue;
        }
        Finding f = makeFinding("pk-sequential-integer-first", severity, columnSubject(t, *c), c->pos,
                                Tr::tr("%1 is an integer first key of %2 with no distributing generator (%3). If the "
                                       "values are issued sequentially, all inserts hit the same split.")
                                    .arg(q(c->name), q(t.name), signal));
        if (c->type.kind == TypeKind::Int64)
            f.fixes.push_back(fixes::bitReversedSequence(t.name, c->name));
        addUuidFix(ctx, t, *c, f);
        ctx.report(std::move(f));
    }
}

void pkTimeOrderedUuid(const CheckContext &ctx)
{
    static const QRegularExpression name(QStringLiteral("(timeuuid|uuid_?v?1|uuid_?v?6|uuid_?v?7|ulid|ksuid|snowflake)"),
                                         QRegularExpression::CaseInsensitiveOption);
    for (const Table &t : ctx.tablesToCheck()) {
        for (size_t i = size_t(ctx.inheritedKeyCount(t)); i < t.primaryKey.size(); ++i) {
            const Column *c = ctx.keyColumn(t, i);
            if (!c || hasUuidDefault(*c, ctx.dialect()))
                continue;
            QString signal;
            if (ctx.settings().keyGenerationOf(t.name, c->name) == KeyGeneration::TimeOrderedUuid)
                signal = Tr::tr("the project marks %1 as a time-ordered UUID").arg(q(c->name));
            else if (containsAnyIgnoringCase(c->name, {"uid", "ulid", "snowflake"}) // every alternative contains one of these
                     && name.match(c->name).hasMatch())
                signal = Tr::tr("the name %1 suggests a time-ordered identifier").arg(q(c->name));
            else
                continue;
            Finding f = makeFinding("pk-time-ordered-uuid", CheckSeverity::Warning, columnSubject(t, *c), c->pos,
                                    Tr::tr("Key column %1 of %2 holds time-ordered IDs (%3). They put the timestamp in "
                                           "the high-order bits and hotspot like a timestamp key.")
                                        .arg(q(c->name), q(t.name), signal));
            addUuidFix(ctx, t, *c, f);
            ctx.report(std::move(f));
        }
    }
}

void pkUuidStringStorage(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        // Indexes rather than ownKeyParts(): no vector per table.
        for (size_t i = size_t(ctx.inheritedKeyCount(t)); i < t.primaryKey.size(); ++i) {
            const Column *c = ctx.keyColumn(t, i);
            if (!c || c->type.kind != TypeKind::String || (c->type.length && *c->type.length != 36))
                continue;
            bool byDefault;
            if (c->defaultExpr && containsIgnoringCase(*c->defaultExpr, "generate_uuid"))
                byDefault = true;
            else if (containsAnyIgnoringCase(c->name, {"uuid", "guid"}))
                byDefault = false;
            else
                continue;
            Finding f = makeFinding("pk-uuid-string-storage", CheckSeverity::Info, columnSubject(t, *c), c->pos,
                                    [column = c->name, table = t.name, byDefault,
                                     defaultExpr = byDefault ? *c->defaultExpr : QString()] {
                                        const QString signal = byDefault ? Tr::tr("it defaults to %1").arg(defaultExpr)
                                                                         : Tr::tr("its name says it holds UUIDs");
                                        return Tr::tr("Key column %1 of %2 stores UUIDs as strings (%3). Consider the native UUID "
                                                      "type with DEFAULT (NEW_UUID()): a STRING(36) column cannot later be altered "
                                                      "to UUID, and client-generated UUID strings must be lowercase to mix safely "
                                                      "with Spanner-generated ones.")
                                            .arg(q(column), q(table), signal);
                                    });
            addUuidFix(ctx, t, *c, f);
            ctx.report(std::move(f));
        }
    }
}

void pkLowCardinalityPrefix(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!isRoot(t) || t.primaryKey.empty())
            continue;
        const Column *l = ctx.keyColumn(t, 0);
        if (!l)
            continue;
        if (t.primaryKey.size() >= 2) {
            const Column *m = ctx.keyColumn(t, 1);
            const LowCardSignal low = classifyLowCard(t, *l, ctx.dialect());
            const MonoSignal mono = m ? ctx.mono(t, *m) : MonoSignal{};
            if (low.fired && mono.fired()) {
                const QString k = low.distinctValues ? QString::number(*low.distinctValues) : Tr::tr("a few");
                Finding f = makeFinding("pk-low-cardinality-prefix", CheckSeverity::Warning, tableSubject(t), t.pos,
                                        Tr::tr("The key of %1 starts with %2 (%3) followed by %4 (%5): only %6 distinct "
                                               "prefixes, so at most %6 splits can absorb inserts. Each prefix still "
                                               "appends at its end.")
                                            .arg(q(t.name), q(l->name), low.reason(), q(m->name), mono.reason(), k));
                addShardFix(ctx, t, f);
                ctx.report(std::move(f));
                continue;
            }
            // A shared container (a tree, a log, a tag) then a sequence number or a write time: each
            // container appends at its own end, and a busy one takes all of its writes in one split.
            // (An `...Id` second column is an identifier, not a sequence: MONO does not fire on it.)
            if (m && mono.fired()
                && isSharedContainerName(l->name) && !isTenantColumnName(l->name)) {
                Finding f = makeFinding("pk-low-cardinality-prefix", CheckSeverity::Warning, tableSubject(t), t.pos,
                                        [table = t.name, prefix = l->name, next = m->name, reason = MonoReason::of(mono)] {
                                            return Tr::tr("The key of %1 starts with %2, a tree, log or tag that many rows share, "
                                                          "followed by %3 (%4): the rows of each %2 value are appended at its end, "
                                                          "so all the writes of a busy one go to a single split.")
                                                .arg(q(table), q(prefix), q(next), reason.text());
                                        });
                addShardFix(ctx, t, f);
                ctx.report(std::move(f));
                continue;
            }
        }
        if (const auto shard = shardDomain(t, *l, ctx.dialect()); shard && shard->count < ctx.settings().plannedNodes) {
            ctx.report(makeFinding("pk-low-cardinality-prefix", CheckSeverity::Warning, tableSubject(t), t.pos,
                                   Tr::tr("The key of %1 starts with shard column %2 with only %3 values, fewer than the "
                                          "%4 planned nodes: at most %3 splits can absorb inserts.")
                                       .arg(q(t.name), q(l->name))
                                       .arg(shard->count)
                                       .arg(ctx.settings().plannedNodes)));
        }
    }
}

void pkShardCount(const CheckContext &ctx)
{
    const int nodes = std::max(1, ctx.settings().plannedNodes);
    auto check = [&](const Table &t, const Column &c, CheckSubject subject, const SourcePos &pos) {
        const auto shard = shardDomain(t, c, ctx.dialect());
        if (!shard || (shard->count >= nodes && shard->count <= 10 * qint64(nodes)))
            return;
        ctx.report(makeFinding("pk-shard-count", CheckSeverity::Info, std::move(subject), pos,
                               Tr::tr("Shard column %1 has N=%2 logical shards vs %3 planned nodes (%4). N is fixed once "
                                      "data exists. Too few shards limit write spread; too many make every range read "
                                      "fan out to all shards.")
                                   .arg(q(c.name))
                                   .arg(shard->count)
                                   .arg(nodes)
                                   .arg(shard->how)));
    };
    for (const Table &t : ctx.tablesToCheck())
        if (const Column *c = isRoot(t) ? firstKeyColumn(ctx, t) : nullptr)
            check(t, *c, columnSubject(t, *c), c->pos);
    for (const Index &i : ctx.indexesToCheck()) {
        const Table *t = ctx.indexTable(i);
        if (!t || i.isInterleaved() || i.keys.empty())
            continue;
        if (const Column *c = ctx.indexKeyColumn(i, 0))
            check(*t, *c, indexSubject(i), i.pos);
    }
}

namespace {
// An index of `t` that reads the rows of each key prefix newest first: its keys start with the
// table's key columns before `n`, in the table's order, then key column `n` DESC (the finance
// sample's TransactionHistoryTime on (AccountId, EventTimestamp DESC)).
const Index *newestFirstIndex(const CheckContext &ctx, const Table &t, size_t n)
{
    for (const Index *i : ctx.indexesOn(t)) {
        if (i->keys.size() <= n || i->keys[n].order != SortOrder::Desc
            || i->keys[n].column.compare(t.primaryKey[n].column, Qt::CaseInsensitive) != 0)
            continue;
        bool samePrefix = true;
        for (size_t k = 0; k < n && samePrefix; ++k)
            samePrefix = i->keys[k].order == t.primaryKey[k].order
                && i->keys[k].column.compare(t.primaryKey[k].column, Qt::CaseInsensitive) == 0;
        if (samePrefix)
            return i;
    }
    return nullptr;
}
} // namespace

// Only where the schema shows newest-first reads: whether a history is read newest first is
// otherwise the application's business (Fleetspeak reads whole prefixes and ascending ranges of
// its interleaved contact histories), and a guess from the table's shape is not a finding.
void timestampKeyDesc(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        // A first key column has no prefix whose newest rows DESC would gather (and DESC on a
        // root's first key only moves a hotspot: pk-monotonic-first-column).
        for (size_t n = std::max<size_t>(1, size_t(ctx.inheritedKeyCount(t))); n < t.primaryKey.size(); ++n) {
            const KeyPart &k = t.primaryKey[n];
            const Column *c = ctx.keyColumn(t, n);
            if (!c || c->type.kind != TypeKind::Timestamp || k.order != SortOrder::Asc)
                continue;
            const Index *index = newestFirstIndex(ctx, t, n);
            if (!index)
                continue;
            Finding f = makeFinding("timestamp-key-desc", CheckSeverity::Info, columnSubject(t, *c), c->pos,
                                    [column = c->name, table = t.name, index = index->name] {
                                        return Tr::tr("%1 is an ascending TIMESTAMP key of %2, but index %3 reads its rows newest "
                                                      "first. Declare %1 DESC in the key: the table itself then stores the newest "
                                                      "rows first, and %3 is no longer needed for those reads.")
                                            .arg(q(column), q(table), q(index));
                                    });
            f.fixes.push_back(fixes::toggleDesc(t.name, c->name));
            ctx.report(std::move(f));
        }
    }
}

void pkEmptyOrImplicit(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.hasPrimaryKey)
            ctx.report(makeFinding("pk-empty-or-implicit", CheckSeverity::Info, tableSubject(t), t.pos,
                                   Tr::tr("%1 has no primary key: Spanner will add a hidden bit-reversed `rowid`. Keys can "
                                          "never be changed later.")
                                       .arg(q(t.name))));
        else if (t.primaryKey.empty())
            ctx.report(makeFinding("pk-empty-or-implicit", CheckSeverity::Warning, tableSubject(t), t.pos,
                                   Tr::tr("%1 has an empty key PRIMARY KEY (): it can hold at most one row.").arg(q(t.name))));
    }
}

void pkNullableKey(const CheckContext &ctx)
{
    const bool pg = ctx.isPostgres();
    for (const Table &t : ctx.tablesToCheck()) {
        for (size_t i = size_t(ctx.inheritedKeyCount(t)); i < t.primaryKey.size(); ++i) {
            const Column *c = ctx.keyColumn(t, i);
            if (!c || c->notNull)
                continue;
            Finding f = makeFinding("pk-nullable-key", pg ? CheckSeverity::Error : CheckSeverity::Info,
                                    columnSubject(t, *c), c->pos,
                                    pg ? Tr::tr("Key column %1 of %2 is nullable, but PostgreSQL-dialect databases do not "
                                                "allow NULL in key columns.")
                                             .arg(q(c->name), q(t.name))
                                       : Tr::tr("Key column %1 of %2 is nullable. Is NULL really a valid key value? (NULL "
                                                "sorts first, and only one row per key prefix can use it.)")
                                             .arg(q(c->name), q(t.name)));
            f.fixes.push_back(fixes::addNotNull(t.name, {c->name}));
            ctx.report(std::move(f));
        }
    }
}

} // namespace ssd::checks
