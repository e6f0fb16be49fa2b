// Interleaving rules (catalog rules 13-22).

#include "quickfixes.h"
#include "rules.h"

#include "columnindex.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::interleave)
};

constexpr int kMaxDepth = 7;

QString orderName(SortOrder o) { return o == SortOrder::Asc ? QStringLiteral("ASC") : QStringLiteral("DESC"); }

QString lengthName(const ColumnType &t)
{
    return t.length ? QString::number(*t.length) : QStringLiteral("MAX");
}

QString fkLabel(const ForeignKey &fk) { return ForeignKeyLabel(fk).text(); }

// names == the column names of the first `count` parts of `key` (all when shorter), without
// building that list: asked for every foreign key of the schema.
bool sameNamesAsKey(const QStringList &names, const std::vector<KeyPart> &key, size_t count)
{
    const size_t n = std::min(key.size(), count);
    if (size_t(names.size()) != n)
        return false;
    for (size_t i = 0; i < n; ++i)
        if (names[qsizetype(i)] != key[i].column)
            return false;
    return true;
}

// Estimated row bytes for the row-tree estimate: declared sizes, MAX columns counted as 1 KiB
// (a declared maximum of 10 MiB says nothing about typical rows).
qint64 typicalRowBytes(const Table &t)
{
    qint64 bytes = 0;
    for (const Column &c : t.columns) {
        const bool unbounded = (c.type.kind == TypeKind::String || c.type.kind == TypeKind::Bytes) && c.type.isMax();
        bytes += unbounded ? 1024 : std::min<qint64>(cellBytes(c.type), 1024);
    }
    return bytes;
}

// A row deletion policy on the table or an ancestor (a parent's TTL deletes its children).
bool boundedByTtl(const CheckContext &ctx, const Table &t)
{
    if (t.rowDeletionPolicy)
        return true;
    for (const Table *a : ctx.ancestors(t))
        if (a->rowDeletionPolicy)
            return true;
    return false;
}

// A parent whose own last key column is a DATE or TIMESTAMP: one row per period (StockPrice
// keyed (Ticker, Day)), so the rows written now all go under the current period's row.
bool isTimeBucket(const CheckContext &ctx, const Table &p)
{
    if (size_t(ctx.inheritedKeyCount(p)) >= p.primaryKey.size())
        return false;
    const Column *c = ctx.keyColumn(p, p.primaryKey.size() - 1);
    return c && (c->type.kind == TypeKind::Date || c->type.kind == TypeKind::Timestamp);
}

} // namespace

void interleaveDepthExceeded(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const int depth = ctx.depth(t);
        if (ctx.inCycle(t) || depth <= kMaxDepth)
            continue;
        ctx.report(makeFinding("interleave-depth-exceeded", CheckSeverity::Error, tableSubject(t), t.pos,
                               Tr::tr("Table %1 is too deeply nested: it has %2 interleave ancestors; the limit is 7 "
                                      "tables in a chain.")
                                   .arg(q(t.name))
                                   .arg(depth - 1)));
    }
}

void interleaveParentKeyPrefix(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        if (!p || ctx.inCycle(t))
            continue;
        // The emulator rejects a column-less child (an empty key under an empty-key parent).
        if (t.columns.empty()) {
            ctx.report(makeFinding("interleave-parent-key-prefix", CheckSeverity::Error, tableSubject(t), t.pos,
                                   Tr::tr("Table %1 adds no columns and is not a top level table: an interleaved table "
                                          "needs at least one column (it is interleaved in %2).")
                                       .arg(q(t.name), q(p->name))));
            continue;
        }
        for (size_t i = 0; i < p->primaryKey.size(); ++i) {
            const QString &pc = p->primaryKey[i].column;
            if (i < t.primaryKey.size() && t.primaryKey[i].column == pc)
                continue;
            QString message;
            if (const KeyPart *elsewhere = t.keyPart(pc)) {
                const int position = int(elsewhere - t.primaryKey.data()) + 1;
                message = Tr::tr("Table %1 references parent key column %2 at incorrect position %3 (it must be key "
                                 "part %4, as in %5).")
                              .arg(q(t.name), q(pc))
                              .arg(position)
                              .arg(i + 1)
                              .arg(q(p->name));
            } else {
                message = Tr::tr("Table %1 does not reference parent key column %2: the key of an interleaved table must "
                                 "start with the key of %3, with the same names in the same positions.")
                              .arg(q(t.name), q(pc), q(p->name));
            }
            Finding f = makeFinding("interleave-parent-key-prefix", CheckSeverity::Error, tableSubject(t), t.pos, message);
            if (keyHasRoomFor(ctx, t, int(p->primaryKey.size())))
                f.fixes.push_back(fixes::prefixParentKey(t.name));
            ctx.report(std::move(f));
            break;
        }
    }
}

void interleaveParentKeyAttributes(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        if (!p || ctx.inCycle(t))
            continue;
        const size_t n = std::min(p->primaryKey.size(), t.primaryKey.size());
        for (size_t i = 0; i < n; ++i) {
            const KeyPart &pk = p->primaryKey[i];
            const KeyPart &ck = t.primaryKey[i];
            if (pk.column != ck.column)
                continue; // interleave-parent-key-prefix
            const Column *pc = ctx.keyColumn(*p, i);
            const Column *cc = ctx.keyColumn(t, i);
            if (!pc || !cc)
                continue;
            enum class Problem { Type, Length, Nullability, Order } problem;
            if (!sameType(pc->type, cc->type, false))
                problem = Problem::Type;
            else if (!sameType(pc->type, cc->type, true))
                problem = Problem::Length;
            else if (pc->notNull != cc->notNull)
                problem = Problem::Nullability;
            else if (pk.order != ck.order)
                problem = Problem::Order;
            else
                continue;
            const bool typed = problem == Problem::Type || problem == Problem::Length;
            auto describe = [table = t.name, column = pk.column, parent = p->name, problem,
                             childType = typed ? cc->type : ColumnType(), parentType = typed ? pc->type : ColumnType(),
                             dialect = ctx.dialect(), parentNotNull = pc->notNull, childOrder = ck.order, parentOrder = pk.order] {
                QString text;
                switch (problem) {
                case Problem::Type:
                    text = Tr::tr("with incorrect type %1 (should be %2)")
                               .arg(typeDisplayName(childType, dialect), typeDisplayName(parentType, dialect));
                    break;
                case Problem::Length:
                    text = Tr::tr("with incorrect length %1 (should be %2)").arg(lengthName(childType), lengthName(parentType));
                    break;
                case Problem::Nullability:
                    text = parentNotNull ? Tr::tr("that is not null, but the child key is nullable")
                                         : Tr::tr("that is nullable, but the child key is not null");
                    break;
                case Problem::Order:
                    text = Tr::tr("with incorrect order %1 (should be %2)").arg(orderName(childOrder), orderName(parentOrder));
                    break;
                }
                return Tr::tr("Table %1 references parent key column %2 of %3 %4.").arg(q(table), q(column), q(parent), text);
            };
            Finding f = makeFinding("interleave-parent-key-attributes", CheckSeverity::Error, columnSubject(t, *cc), cc->pos,
                                    std::move(describe));
            f.fixes.push_back(fixes::copyParentKeyAttributes(t.name, cc->name));
            ctx.report(std::move(f));
        }
    }
}

void interleaveParentInvalid(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.interleave)
            continue;
        if (ctx.parentMissing(t))
            ctx.report(makeFinding("interleave-parent-invalid", CheckSeverity::Error, tableSubject(t), t.pos,
                                   Tr::tr("Table %1 is interleaved in %2, but that table is not found.")
                                       .arg(q(t.name), q(t.interleave->parent))));
        else if (ctx.inCycle(t))
            ctx.report(makeFinding("interleave-parent-invalid", CheckSeverity::Error, tableSubject(t), t.pos,
                                   Tr::tr("Interleaving table %1 in parent table %2 creates a cycle.")
                                       .arg(q(t.name), q(t.interleave->parent))));
    }
}

void interleaveOnDeleteInvalid(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.interleave || t.interleave->kind != Interleave::Kind::In || !t.interleave->onDeleteExplicit)
            continue;
        Finding f = makeFinding("interleave-on-delete-invalid", CheckSeverity::Error, tableSubject(t), t.pos,
                                Tr::tr("%1 is INTERLEAVE IN %2 (without PARENT), which does not allow an ON DELETE clause.")
                                    .arg(q(t.name), q(t.interleave->parent)));
        f.fixes.push_back(fixes::removeInterleaveOnDelete(t.name));
        f.fixes.push_back(fixes::interleaveOnDeleteCascade(t.name));
        ctx.report(std::move(f));
    }
}

void interleaveOnDeleteSemantics(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.interleave || ctx.parentMissing(t))
            continue;
        const bool withoutParent = t.interleave->kind == Interleave::Kind::In;
        if (withoutParent) {
            if (t.interleave->onDeleteExplicit)
                continue; // interleave-on-delete-invalid
        } else if (t.interleave->onDelete != OnDelete::NoAction) {
            continue;
        }
        Finding f = makeFinding("interleave-on-delete-semantics", CheckSeverity::Info, tableSubject(t), t.pos,
                                [table = t.name, parent = t.interleave->parent, withoutParent] {
                                    if (withoutParent)
                                        return Tr::tr("%1 is INTERLEAVE IN %2 without PARENT: child rows may exist without a parent (no "
                                                      "referential integrity), and deleting the parent leaves the children.")
                                            .arg(q(table), q(parent));
                                    return Tr::tr("%1 is interleaved in %2 with ON DELETE NO ACTION: deleting a %2 row fails while %1 rows "
                                                  "exist. This also blocks TTL on %2 and its ancestors.")
                                        .arg(q(table), q(parent));
                                });
        f.fixes.push_back(fixes::interleaveOnDeleteCascade(t.name));
        ctx.report(std::move(f));
    }
}

void interleaveAndFkRedundant(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        if (!p)
            continue;
        for (const ForeignKey &fk : t.foreignKeys) {
            if (fk.referencedTable != p->name || !sameNamesAsKey(fk.referencedColumns, p->primaryKey, p->primaryKey.size())
                || !sameNamesAsKey(fk.columns, t.primaryKey, p->primaryKey.size()))
                continue;
            Finding f = makeFinding("interleave-and-fk-redundant", CheckSeverity::Warning, fkSubject(t, fk), fk.pos,
                                    Tr::tr("%1 is interleaved in %2 and also declares foreign key %3 to it. Represent the "
                                           "parent-child relationship with interleaving or a foreign key, not both: both "
                                           "cost extra storage and compute for backing indexes and checks.")
                                        .arg(q(t.name), q(p->name), q(fkLabel(fk))));
            f.fixes.push_back(fixes::dropForeignKey(t.name, fk.id, fkLabel(fk)));
            ctx.report(std::move(f));
        }
    }
}

void fkInterleaveCandidate(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (t.interleave || t.primaryKey.empty())
            continue;
        // The owner of a table keyed by its own surrogate id (Albums(AlbumId) with SingerId ->
        // Singers): its only foreign key whose column is named after the referenced table. Two
        // such keys (a concert's venue and singer) name no single owner; a role name (creator,
        // winner, current_game) names a reference, not an owner; and sales, payments or events
        // of a popular parent would gather their writes in one row tree.
        const ForeignKey *namedOwner = nullptr;
        int namedOwners = 0;
        if (t.primaryKey.size() == 1 && !isHistoryLikeName(t.name)
            && !nameHasToken(t.name, {"sale", "sales", "payment", "payments", "transaction", "transactions"})) {
            for (const ForeignKey &fk : t.foreignKeys) {
                if (fk.notEnforced || fk.columns.isEmpty() || fk.columns.contains(t.primaryKey.front().column)
                    || !isNamedAfterTable(fk.columns.front(), fk.referencedTable))
                    continue;
                namedOwner = &fk;
                ++namedOwners;
            }
        }
        // The referencing columns by name: a table of 100,000 columns and as many foreign keys
        // must not cost a scan of its columns per key column.
        if (t.foreignKeys.empty())
            continue;
        const ColumnIndex columns(t.columns, ColumnIndex::ExactFirst{});
        for (const ForeignKey &fk : t.foreignKeys) {
            const Table *p = ctx.foreignKeyTarget(t, fk);
            if (!p || p == &t || p->primaryKey.empty() || fk.columns.size() != fk.referencedColumns.size()
                || !sameNamesAsKey(fk.referencedColumns, p->primaryKey, p->primaryKey.size()))
                continue;
            bool descendant = false;
            for (const Table *a : ctx.ancestors(*p))
                descendant = descendant || a == &t;
            if (descendant || ctx.inCycle(*p) || ctx.depth(*p) + 1 + ctx.subtreeHeight(t) > kMaxDepth)
                continue;
            // Compare the referencing columns with the parent key, column by column.
            bool typesOk = true, namesOk = true, resize = false, inPrefixOrder = true, allInKey = true;
            for (qsizetype i = 0; i < fk.columns.size(); ++i) {
                const Column *cc = columns.findExact(fk.columns[i]);
                const Column *pc = p->findColumn(fk.referencedColumns[i]);
                if (!cc || !pc || !sameType(cc->type, pc->type, false)) {
                    typesOk = false;
                    break;
                }
                namesOk = namesOk && fk.columns[i] == fk.referencedColumns[i];
                resize = resize || !sameType(cc->type, pc->type, true) || cc->notNull != pc->notNull;
                allInKey = allInKey && t.isKeyColumn(fk.columns[i]);
                inPrefixOrder = inPrefixOrder && size_t(i) < t.primaryKey.size()
                    && t.primaryKey[size_t(i)].column == fk.columns[i]
                    && t.primaryKey[size_t(i)].order == p->primaryKey[size_t(i)].order;
            }
            // Only a table the referenced one owns: its key starts with the whole referenced key,
            // or already leads with part of it (a performance keyed by its concert's venue), or it
            // is keyed by its own id and this is its one owner (see namedOwner). A table that
            // merely points to another one (a player's current game, a match's winner, a creator)
            // would change what its rows are, and so would reordering a key that leads with
            // something else.
            const bool leadsWithReference = fk.columns.contains(t.primaryKey.front().column);
            const bool ownedById = namedOwners == 1 && namedOwner == &fk;
            if (!typesOk || !(inPrefixOrder || leadsWithReference || ownedById))
                continue;
            auto describe = [table = t.name, parent = p->name, label = ForeignKeyLabel(fk), namesOk, allInKey,
                             inPrefixOrder, resize] {
                QStringList changes;
                if (!namesOk)
                    changes.append(Tr::tr("rename the referencing columns to the parent key names"));
                if (!allInKey)
                    changes.append(Tr::tr("add the referencing columns to the key"));
                else if (!inPrefixOrder)
                    changes.append(Tr::tr("reorder the key so it starts with the referencing columns"));
                if (resize)
                    changes.append(Tr::tr("copy the parent key column lengths and nullability"));
                QString message = Tr::tr("%1 can be interleaved in %2 (foreign key %3 references its full key). Rows would be "
                                         "co-located, joins on the key local, and large cascading deletes safe. Interleaving "
                                         "can't be removed later without recreating the table.")
                                      .arg(q(table), q(parent), q(label.text()));
                if (!changes.isEmpty())
                    message += u' ' + Tr::tr("Needed: %1.").arg(changes.join(QStringLiteral("; ")));
                return message;
            };
            Finding f = makeFinding("fk-interleave-candidate", CheckSeverity::Info, fkSubject(t, fk), fk.pos, std::move(describe));
            bool ttlAbove = p->rowDeletionPolicy.has_value();
            for (const Table *a : ctx.ancestors(*p))
                ttlAbove = ttlAbove || a->rowDeletionPolicy.has_value();
            const int added = allInKey ? 0 : int(fk.columns.size());
            if (namesOk && keyHasRoomFor(ctx, t, added) && !(ttlAbove && !ctx.referencedBy(t).empty()))
                f.fixes.push_back(fixes::foreignKeyToInterleave(t.name, fk.id, p->name));
            ctx.report(std::move(f));
        }
    }
}

void interleaveUnboundedChildren(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        if (!p || t.primaryKey.empty())
            continue;
        // The last key part the table declares itself (after the inherited parent prefix).
        const Column *last = size_t(ctx.inheritedKeyCount(t)) < t.primaryKey.size()
            ? ctx.keyColumn(t, t.primaryKey.size() - 1) : nullptr;
        const qint64 rows = ctx.settings().expectedRowsPerParent.value(t.name, 0);
        const qint64 threshold = ctx.settings().rowTreeBytesThreshold;
        enum class Why { ExpectedRows, GrowingKey, HistoryName } why;
        MonoReason growing;
        qint64 rowBytes = 0;
        if (rows > 0 && rows * typicalRowBytes(t) > threshold) {
            why = Why::ExpectedRows;
            rowBytes = typicalRowBytes(t);
        } else if (rows > 0) {
            continue; // the user's estimate says the tree stays small: trust it over heuristics
        } else if (boundedByTtl(ctx, t) || !(isSharedContainerName(p->name) || isTimeBucket(ctx, *p))) {
            // A history per user, order or device under its own row is the layout the docs
            // recommend for a timestamp-ordered log ("distributing the hot spot over many roots"),
            // as long as each parent writes at a low rate; a TTL (here or above) bounds it as well.
            // Without an estimate, only a parent that many writers share is a risk: a tree, a log,
            // a queue, or a time bucket such as a ticker's day, which takes every write of that day.
            continue;
        } else if (const MonoSignal m = last ? ctx.mono(t, *last) : MonoSignal{};
                   m.fired()) {
            why = Why::GrowingKey;
            growing = MonoReason::of(m);
        } else if (isHistoryLikeName(t.name)) {
            why = Why::HistoryName;
        } else {
            continue;
        }
        ctx.report(makeFinding("interleave-unbounded-children", CheckSeverity::Warning, tableSubject(t), t.pos,
                               [table = t.name, parent = p->name, why, rows, rowBytes, threshold, growing = std::move(growing)] {
                                   QString signal;
                                   switch (why) {
                                   case Why::ExpectedRows:
                                       signal = Tr::tr("the expected %1 rows per parent of about %2 bytes each exceed the %3-byte row-tree threshold")
                                                    .arg(rows)
                                                    .arg(rowBytes)
                                                    .arg(threshold);
                                       break;
                                   case Why::GrowingKey:
                                       signal = Tr::tr("its last key column grows without bound: %1").arg(growing.text());
                                       break;
                                   case Why::HistoryName:
                                       signal = Tr::tr("its name suggests an append-only history");
                                       break;
                                   }
                                   if (why != Why::ExpectedRows)
                                       signal = Tr::tr("%1, under a %2 row that many writers share (a tree, log, queue or time period)")
                                                    .arg(signal, q(parent));
                                   return Tr::tr("Rows of %1 per %2 look unbounded (%3). All %1 rows of one %2 form a single row tree: "
                                                 "a big or hot tree forces splits inside the tree, and a single hot row cannot be "
                                                 "split. Each parent must also keep a low write rate.")
                                       .arg(q(table), q(parent), signal);
                               }));
    }
}

void interleaveDeepHierarchy(const CheckContext &ctx)
{
    const int threshold = std::max(2, ctx.settings().deepHierarchyDepth);
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        if (!p || ctx.inCycle(t) || ctx.depth(t) > kMaxDepth)
            continue;
        const int inherited = ctx.inheritedKeyCount(t);
        qint64 inheritedBytes = 0;
        bool unbounded = false;
        for (int i = 0; i < inherited; ++i) {
            const Column *c = ctx.keyColumn(t, size_t(i));
            const auto bytes = c ? keyBytes(c->type) : std::optional<qint64>(8);
            if (bytes)
                inheritedBytes += *bytes;
            else
                unbounded = true;
        }
        Q_UNUSED(unbounded);
        enum class Why { Depth, KeyColumns, KeyBytes } why;
        qint64 amount;
        if (ctx.depth(t) >= threshold) {
            why = Why::Depth;
            amount = ctx.depth(t);
        } else if (inherited >= 12) {
            why = Why::KeyColumns;
            amount = inherited;
        } else if (inheritedBytes >= 4096) {
            why = Why::KeyBytes;
            amount = inheritedBytes;
        } else {
            continue;
        }
        ctx.report(makeFinding("interleave-deep-hierarchy", CheckSeverity::Warning, tableSubject(t), t.pos,
                               [table = t.name, why, amount] {
                                   QString signal;
                                   switch (why) {
                                   case Why::Depth: signal = Tr::tr("it is at interleave depth %1").arg(amount); break;
                                   case Why::KeyColumns: signal = Tr::tr("it inherits %1 of the 16 allowed key columns").arg(amount); break;
                                   case Why::KeyBytes:
                                       signal = Tr::tr("its inherited key columns can take %1 of the 8,192 key bytes").arg(amount);
                                       break;
                                   }
                                   return Tr::tr("%1 sits deep in its interleave hierarchy (%2). Every level repeats all ancestor "
                                                 "key columns, and the 16-key-column / 8 KiB key budget includes inherited parent "
                                                 "keys. Interleave only data that is read or written together.")
                                       .arg(q(table), signal);
                               }));
    }
}

} // namespace ssd::checks
