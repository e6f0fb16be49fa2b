// Size and count limits (catalog rules 28-33).

#include "rules.h"

#include <QCoreApplication>
#include <QSet>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::limits)
};

constexpr qint64 kMaxKeyBytes = 8192;
constexpr int kMaxKeyColumns = 16;
constexpr qint64 kMaxRowBytes = qint64(1600) * 1024 * 1024;

// Worst-case key bytes of one key column (a column that does not resolve counts 8 bytes); MAX
// columns add nothing (they are not counted, see docs/checklist.md).
qint64 keyColumnBytes(const Column *c)
{
    const auto bytes = c ? keyBytes(c->type) : std::optional<qint64>(8);
    return bytes.value_or(0);
}

// Worst-case key bytes of the table's bounded key columns.
qint64 tableKeyEstimate(const CheckContext &ctx, const Table &t)
{
    qint64 sum = 0;
    for (size_t k = 0; k < t.primaryKey.size(); ++k)
        sum += keyColumnBytes(ctx.keyColumn(t, k));
    return sum;
}

// The full key of an index: its key columns plus the base-table key columns not among them
// (Spanner appends those). Calls add(column) for each part, in order; returns their number.
// Works on the context's resolved columns: no name lists are built.
template<typename Add>
int forIndexFullKey(const CheckContext &ctx, const Index &i, const Table &t, Add &&add)
{
    int count = 0;
    for (size_t k = 0; k < i.keys.size(); ++k, ++count)
        add(ctx.indexKeyColumn(i, k));
    for (size_t p = 0; p < t.primaryKey.size(); ++p) {
        const QString &name = t.primaryKey[p].column;
        bool listed = false;
        for (size_t k = 0; k < i.keys.size() && !listed; ++k)
            listed = i.keys[k].column == name;
        for (size_t q = 0; q < p && !listed; ++q)
            listed = t.primaryKey[q].column == name;
        if (listed)
            continue;
        add(ctx.keyColumn(t, p));
        ++count;
    }
    return count;
}

CheckSubject databaseSubject(const Schema &schema)
{
    return {CheckSubject::Kind::Database, {}, schema.databaseName, 0};
}

} // namespace

void keySizeOver8KiB(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const qint64 bytes = tableKeyEstimate(ctx, t);
        if (bytes <= kMaxKeyBytes)
            continue;
        if (const Table *p = ctx.parent(t))
            if (tableKeyEstimate(ctx, *p) > kMaxKeyBytes)
                continue; // reported at the ancestor
        ctx.report(makeFinding("key-size-over-8kib", CheckSeverity::Warning, tableSubject(t), t.pos,
                               Tr::tr("The key of %1 can take %2 bytes at its declared lengths (STRING(n) counted at one "
                                      "byte per character, as ASCII text takes; inherited parent columns included), above "
                                      "the 8 KiB limit. Such writes fail with 'Number of bytes for key of table %1 is %2 "
                                      "which exceeds the maximum of 8192'.")
                                   .arg(q(t.name))
                                   .arg(bytes)));
    }
    for (const Index &i : ctx.indexesToCheck()) {
        const Table *t = ctx.indexTable(i);
        if (!t || i.kind != Index::Kind::Regular)
            continue;
        qint64 bytes = 0;
        forIndexFullKey(ctx, i, *t, [&](const Column *c) { bytes += keyColumnBytes(c); });
        if (bytes <= kMaxKeyBytes) {
            // Unbounded free text or user input as an index key: one long comment, description or
            // email fails its write. A guess from the name, so a suggestion.
            for (size_t k = 0; k < i.keys.size(); ++k) {
                const Column *c = ctx.indexKeyColumn(i, k);
                if (!c || c->type.kind != TypeKind::String || !c->type.isMax() || !isFreeTextName(c->name))
                    continue;
                ctx.report(makeFinding("key-size-over-8kib", CheckSeverity::Info, indexSubject(i), i.pos,
                                       Tr::tr("Index %1 has the unbounded column %2 (%3), free text or user input, as a key: "
                                              "a value longer than 8 KiB cannot be written, since an index key is limited to "
                                              "8 KiB. Bound the column (an email fits in STRING(320)), index a hash of the "
                                              "text, or use a search index for text search.")
                                           .arg(q(i.name), q(c->name), typeDisplayName(c->type, ctx.dialect()))));
                break;
            }
            continue;
        }
        ctx.report(makeFinding("key-size-over-8kib", CheckSeverity::Warning, indexSubject(i), i.pos,
                               Tr::tr("The key of index %1 (its keys plus the key of %2) can take %3 bytes, above the "
                                      "8 KiB limit.")
                                   .arg(q(i.name), q(t->name))
                                   .arg(bytes)));
    }
}

void rowSizeOverLimit(const CheckContext &ctx)
{
    // Spanner caps every cell at 10 MiB whatever its type (quotas, "Maximum size of data per
    // cell"), so an ARRAY<STRING(MAX)> or JSON column is no risk of its own: it only counts
    // towards the 1,600 MiB of non-key data a row can hold, where a table can be near the limit.
    const ColumnFacts &facts = ctx.columnFacts(); // sizes summed in the shared column pass
    for (const Table &t : ctx.tablesToCheck()) {
        const size_t n = size_t(&t - ctx.schema().tables.data());
        const qint64 total = facts.rowBytes[n];
        if (total <= kMaxRowBytes)
            continue;
        ctx.report(makeFinding("row-size-over-limit", CheckSeverity::Warning, tableSubject(t), t.pos,
                               [table = t.name, total, capped = facts.cappedCells[n]] {
                                   return Tr::tr("Rows of %1 may hit the 1,600 MiB limit on non-key data: the declared non-key "
                                                 "columns add up to %2 MiB (%3 of them can each hold the 10 MiB a cell allows).")
                                       .arg(q(table))
                                       .arg(total / (1024 * 1024))
                                       .arg(capped);
                               }));
    }
}

void limitKeyColumns(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const int n = int(t.primaryKey.size());
        if (n <= kMaxKeyColumns)
            continue;
        if (const Table *p = ctx.parent(t); p && int(p->primaryKey.size()) > kMaxKeyColumns)
            continue; // reported at the ancestor
        ctx.report(makeFinding("limit-key-columns", CheckSeverity::Error, tableSubject(t), t.pos,
                               Tr::tr("Table %1 has too many keys (%2, inherited parent columns included); the limit is 16.")
                                   .arg(q(t.name))
                                   .arg(n)));
    }
    for (const Index &i : ctx.indexesToCheck()) {
        const Table *t = ctx.indexTable(i);
        if (!t || i.kind != Index::Kind::Regular)
            continue;
        // Spanner counts the base key columns that are not already index keys (the emulator
        // de-duplicates them, and indexes that repeat the parent key run in production), so the
        // literal sum of the quotas page is no limit of its own.
        const int distinct = forIndexFullKey(ctx, i, *t, [](const Column *) {});
        if (distinct > kMaxKeyColumns)
            ctx.report(makeFinding("limit-key-columns", CheckSeverity::Error, indexSubject(i), i.pos,
                                   Tr::tr("Index %1 has too many key columns: %2 index keys plus the key columns of %3 make "
                                          "%4; the limit is 16.")
                                       .arg(q(i.name))
                                       .arg(i.keys.size())
                                       .arg(q(t->name))
                                       .arg(distinct)));
    }
}

void limitColumnsPerTable(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck())
        if (t.columns.size() > 1024)
            ctx.report(makeFinding("limit-columns-per-table", CheckSeverity::Error, tableSubject(t), t.pos,
                                   Tr::tr("Table %1 has too many columns (%2); the limit is 1024.")
                                       .arg(q(t.name))
                                       .arg(t.columns.size())));
}

void limitIndexes(const CheckContext &ctx)
{
    for (const Table &t : ctx.schema().tables) {
        const size_t n = ctx.indexesOn(t).size();
        if (n > 128)
            ctx.report(makeFinding("limit-indexes", CheckSeverity::Error, tableSubject(t), t.pos,
                                   Tr::tr("Table %1 has too many indexes (%2); the limit is 128 per table.").arg(q(t.name)).arg(n)));
    }
    if (ctx.schema().indexes.size() > 10000)
        ctx.report(makeFinding("limit-indexes", CheckSeverity::Error, databaseSubject(ctx.schema()), {},
                               Tr::tr("The database has too many indexes (%1); the limit is 10,000.").arg(ctx.schema().indexes.size())));
}

void limitSchemaObjects(const CheckContext &ctx)
{
    const Schema &s = ctx.schema();
    struct Limit { size_t count; size_t limit; const char *what; };
    const Limit limits[] = {
        {s.tables.size(), 5000, QT_TRANSLATE_NOOP("ssd::checks::limits", "tables")},
        {s.views.size(), 5000, QT_TRANSLATE_NOOP("ssd::checks::limits", "views")},
        {s.changeStreams.size(), 10, QT_TRANSLATE_NOOP("ssd::checks::limits", "change streams")},
        {s.propertyGraphs.size(), 16, QT_TRANSLATE_NOOP("ssd::checks::limits", "property graphs")},
        {s.localityGroups.size(), 16, QT_TRANSLATE_NOOP("ssd::checks::limits", "locality groups")},
    };
    for (const Limit &l : limits)
        if (l.count > l.limit)
            ctx.report(makeFinding("limit-schema-objects", CheckSeverity::Error, databaseSubject(s), {},
                                   Tr::tr("The database exceeds the %1 limit (%2 of at most %3).")
                                       .arg(Tr::tr(l.what))
                                       .arg(l.count)
                                       .arg(l.limit)));
}

} // namespace ssd::checks
