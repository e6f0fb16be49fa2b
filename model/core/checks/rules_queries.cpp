// index-access-pattern (catalog rule 41): the application's declared queries, analysed as Spanner
// plans them (queries/accesspath.h), against the indexes of the schema.

#include "quickfixes.h"
#include "rules.h"

#include "queries/accesspath.h"
#include "queries/queryfile.h"

#include <QCoreApplication>
#include <QSet>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::queries)
};

using namespace ssd::queries;

// A query that runs at least this often is frequent: what it lacks is a warning, not a hint.
constexpr double kFrequentPerSecond = 1.0;

struct Reporter
{
    const CheckContext &ctx;
    const Query &query;
    bool fromText; // from queriesText (positions in that text), else from the old queryPatterns

    CheckSeverity severity() const { return query.perSecond >= kFrequentPerSecond ? CheckSeverity::Warning : CheckSeverity::Info; }

    void report(const QString &table, QString message, std::vector<QuickFix> fixes) const
    {
        const CheckSubject subject{CheckSubject::Kind::QueryPattern, table, query.name, 0};
        SourcePos pos;
        if (const Table *t = ctx.table(table); t && !fromText)
            pos = t->pos;
        Finding f = makeFinding("index-access-pattern", severity(), subject, pos, std::move(message));
        if (fromText) {
            f.line = query.line;
            f.column = query.column;
            f.inQueries = true;
        }
        f.fixes = std::move(fixes);
        ctx.report(std::move(f));
    }
};

QString list(const QStringList &columns) { return columns.join(QStringLiteral(", ")); }

// The index a filter needs: its equality columns, then the range column or the ORDER BY columns.
std::vector<KeyPart> wantedKeys(const Query &query, const TableAccess &a)
{
    std::vector<KeyPart> keys;
    auto add = [&keys](const QString &column, SortOrder order) {
        for (const KeyPart &k : keys)
            if (k.column == column)
                return;
        KeyPart part;
        part.column = column;
        part.order = order;
        keys.push_back(part);
    };
    for (const QString &c : a.equalityColumns)
        add(c, SortOrder::Asc);
    bool ordered = !query.orderBy.empty();
    for (const OrderKey &k : query.orderBy)
        ordered = ordered && k.column.table == a.table;
    if (!a.rangeFilter.isEmpty() && (!ordered || query.orderBy.front().column.name != a.rangeFilter))
        add(a.rangeFilter, SortOrder::Asc);
    else if (ordered)
        for (const OrderKey &k : query.orderBy)
            add(k.column.name, k.order);
    return keys;
}

// ORDER BY ... LIMIT that no read order serves: Spanner reads every matching row and sorts them
// to return the first few. An index whose key runs the other way is flipped; otherwise one is
// created in the ORDER BY's direction (the primary key's order cannot change in place).
void checkOrder(const Reporter &r, const TableAccess &a)
{
    const Query &query = r.query;
    QStringList columns;
    for (const OrderKey &k : query.orderBy)
        if (!a.seekColumns.contains(k.column.name))
            columns.append(k.column.name);
    const SortOrder wanted = query.orderBy.front().order;
    const QString flip = a.orderAgainst ? a.index : a.againstIndex;
    std::vector<QuickFix> fixes;
    QString message;
    if (!flip.isEmpty() && (a.orderAgainst || a.againstIndex == flip)) {
        fixes.push_back(fixes::setIndexKeyOrder(flip, columns, wanted));
        message = wanted == SortOrder::Desc
                      ? Tr::tr("Query %1 reads the first rows by %2 DESC with a LIMIT but %3 stores %2 ascending: make %2 "
                               "DESC so newest-first reads are sequential.")
                            .arg(q(query.name), list(columns), q(flip))
                      : Tr::tr("Query %1 reads the first rows by %2 with a LIMIT but %3 stores %2 descending: make %2 "
                               "ascending so the read is sequential.")
                            .arg(q(query.name), list(columns), q(flip));
    } else {
        std::vector<KeyPart> keys;
        for (const QString &c : a.equalityColumns)
            keys.push_back({c});
        QStringList names = a.equalityColumns;
        for (const OrderKey &k : query.orderBy)
            if (!a.equalityColumns.contains(k.column.name)) {
                keys.push_back({k.column.name, k.order});
                names.append(k.order == SortOrder::Desc ? k.column.name + QStringLiteral(" DESC") : k.column.name);
            }
        fixes.push_back(fixes::createIndex(a.tableName, keys));
        message = Tr::tr("Query %1 reads the first rows in ORDER BY order with a LIMIT, but no key of %2 holds them in "
                         "that order: Spanner reads every matching row and sorts them. Add an index on %2(%3).")
                      .arg(q(query.name), q(a.tableName), list(names));
    }
    r.report(a.tableName, message, std::move(fixes));
}

void checkTable(const Reporter &r, const QueryAccess &access, const TableAccess &a)
{
    const Query &query = r.query;
    bool orderIsHere = !query.orderBy.empty() && !query.orderByExpression;
    for (const OrderKey &k : query.orderBy)
        orderIsHere = orderIsHere && k.column.table == a.table;
    if (a.kind == ReadKind::Scan && !a.filterColumns.isEmpty()) {
        const std::vector<KeyPart> keys = wantedKeys(query, a);
        QStringList names;
        for (const KeyPart &k : keys)
            names.append(k.order == SortOrder::Desc ? k.column + QStringLiteral(" DESC") : k.column);
        r.report(a.tableName,
                 Tr::tr("Query %1 filters %2 on (%3) but no index starts with these columns, so it reads the whole "
                        "table: add an index on %2(%4).")
                     .arg(q(query.name), q(a.tableName), list(a.filterColumns), list(names)),
                 {fixes::createIndex(a.tableName, keys)});
        return;
    }
    if (orderIsHere && access.sortNeeded && query.hasLimit)
        checkOrder(r, a);
    if (!a.index.isEmpty() && !a.backJoin.isEmpty()) {
        r.report(a.tableName,
                 Tr::tr("Index %1 serves query %2 but every row found is read again from %3 for (%4): store (%4) in the "
                        "index for index-only reads.")
                     .arg(q(a.index), q(query.name), q(a.tableName), list(a.backJoin)),
                 {fixes::addStoredColumns(a.index, a.backJoin)});
    }
}

void checkJoin(const Reporter &r, const JoinAccess &j)
{
    if (j.kind != JoinKind::Distributed || j.couldInterleaveIn.isEmpty())
        return;
    std::vector<QuickFix> fixes;
    // fk-interleave-candidate's fix, where a foreign key already states the relationship.
    if (const Table *child = r.ctx.table(j.child))
        for (const ForeignKey &fk : child->foreignKeys)
            if (fk.referencedTable == j.couldInterleaveIn)
                fixes.push_back(fixes::foreignKeyToInterleave(child->name, fk.id, j.couldInterleaveIn));
    r.report(j.child,
             Tr::tr("Query %1 joins %2 with %3 on the key of %3, but %2 is not interleaved in %3: every join is "
                    "distributed. Interleaved, each %3 row and its %2 rows share a row tree and the join is local.")
                 .arg(q(r.query.name), q(j.child), q(j.couldInterleaveIn)),
             std::move(fixes));
}

} // namespace

void indexAccessPattern(const CheckContext &ctx)
{
    const Schema &schema = ctx.schema();
    Diagnostics ignored; // the CLI and the designer report the queries' own errors
    const std::vector<Query> fromText = ctx.settings().queriesText.isEmpty()
                                            ? std::vector<Query>{}
                                            : parseQueries(ctx.settings().queriesText, schema, ignored);
    const std::vector<Query> fromSettings = queriesFromPatterns(ctx.settings().queryPatterns, schema);
    QSet<QString> usedIndexes;
    bool anyAnalysed = false;
    auto check = [&](const Query &query, bool inText) {
        const QueryAccess access = analyseQuery(query, schema);
        if (!access.analysed)
            return;
        anyAnalysed = anyAnalysed || inText;
        const Reporter r{ctx, query, inText};
        for (const TableAccess &a : access.tables) {
            if (!a.index.isEmpty())
                usedIndexes.insert(a.index);
            if (!a.againstIndex.isEmpty() && access.sortNeeded && query.hasLimit)
                usedIndexes.insert(a.againstIndex); // the finding above asks to flip it, not to drop it
            checkTable(r, access, a);
        }
        for (const JoinAccess &j : access.joins)
            checkJoin(r, j);
    };
    for (const Query &query : fromText)
        check(query, true);
    for (const Query &query : fromSettings)
        check(query, false);
    if (!anyAnalysed)
        return;
    // With the application's queries declared, an index none of them reads only costs writes.
    // UNIQUE indexes enforce a constraint and stay.
    for (const Index &i : schema.indexes) {
        if (i.kind != Index::Kind::Regular || i.unique || usedIndexes.contains(i.name))
            continue;
        ctx.report(makeFinding("index-access-pattern", CheckSeverity::Info, indexSubject(i), i.pos,
                               Tr::tr("No declared query reads index %1: it costs a write on every change of its "
                                      "columns for no read (drop it if the queries are complete).")
                                   .arg(q(i.name))));
    }
}

} // namespace ssd::checks
