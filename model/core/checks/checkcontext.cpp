#include "checkcontext.h"

#include <QSet>

#include <array>

namespace ssd::checks {

namespace {
// Ancestor lists are only needed for short chains; a pathological chain of thousands of tables
// still gets its exact depth but keeps only the nearest ancestors (the depth rule fires anyway).
constexpr size_t kMaxStoredAncestors = 32;
} // namespace

namespace {
// Fills `groups` from forEach(add), which calls add(group, item) for every item in order; it is
// called twice (count, then fill), so the order within each group is the order of the calls.
template<typename Groups, typename ForEach>
void buildGroups(Groups &groups, size_t count, ForEach &&forEach)
{
    groups.start.assign(count + 1, 0);
    forEach([&](ptrdiff_t group, const auto &) { ++groups.start[size_t(group) + 1]; });
    for (size_t i = 1; i <= count; ++i)
        groups.start[i] += groups.start[i - 1];
    groups.items.resize(groups.start[count]);
    std::vector<quint32> next(groups.start.begin(), groups.start.end() - 1);
    forEach([&](ptrdiff_t group, const auto &item) { groups.items[next[size_t(group)]++] = item; });
}
} // namespace

CheckContext::CheckContext(const Schema &schema, const ProjectSettings &settings, const SchemaIndex *names)
    : m_schema(schema), m_settings(settings), m_names(SchemaIndex::givenOrBuilt(schema, names, m_ownNames))
{
    m_info.resize(schema.tables.size());
    m_columnBase.reserve(schema.tables.size());
    size_t columns = 0;
    for (const Table &t : schema.tables) {
        m_columnBase.push_back(columns);
        columns += t.columns.size();
    }
    m_mono.resize(columns);
    for (const Table &t : schema.tables) {
        TableInfo &ti = at(&t);
        if (!t.interleave)
            continue;
        ti.parent = table(t.interleave->parent);
        if (!ti.parent)
            ti.parentMissing = true;
        else if (ti.parent == &t)
            ti.inCycle = true;
    }

    // Depths, cycles and ancestor lists, each table visited once (iterative: no deep recursion).
    enum State : char { Unvisited, InProgress, Done };
    std::vector<State> states(schema.tables.size(), Unvisited);
    auto state = [&](const Table *t) -> State & { return states[size_t(t - schema.tables.data())]; };
    for (const Table &start : schema.tables) {
        if (state(&start) == Done)
            continue;
        std::vector<const Table *> path;
        const Table *cur = &start;
        while (cur && state(cur) == Unvisited) {
            state(cur) = InProgress;
            path.push_back(cur);
            cur = at(cur).parent;
        }
        qsizetype firstBelow = qsizetype(path.size()); // index of the first table not in a cycle, counted from the top
        if (cur && state(cur) == InProgress) {
            // cur closes a cycle: the path from cur to the end is the cycle.
            qsizetype k = 0;
            while (path[size_t(k)] != cur)
                ++k;
            const int cycleLength = int(path.size()) - int(k);
            for (qsizetype i = k; i < qsizetype(path.size()); ++i) {
                TableInfo &ti = at(path[size_t(i)]);
                ti.inCycle = true;
                ti.depth = cycleLength;
                ti.ancestorBase = quint32(m_ancestors.size());
                for (qsizetype j = k; j < qsizetype(path.size()); ++j)
                    if (j != i && ti.ancestorCount < kMaxStoredAncestors) {
                        m_ancestors.push_back(path[size_t(j)]);
                        ++ti.ancestorCount;
                    }
            }
            firstBelow = k;
        }
        for (qsizetype i = firstBelow - 1; i >= 0; --i) {
            const Table *t = path[size_t(i)];
            TableInfo &ti = at(t);
            const Table *p = ti.parent;
            if (p) {
                const TableInfo &pi = at(p);
                ti.depth = pi.depth + 1;
                // The parent, then the parent's own list (already stored: parents come first).
                ti.ancestorBase = quint32(m_ancestors.size());
                ti.ancestorCount = 1;
                m_ancestors.push_back(p);
                const quint32 inherited = std::min<quint32>(pi.ancestorCount, quint32(kMaxStoredAncestors) - 1);
                for (quint32 a = 0; a < inherited; ++a) {
                    const Table *ancestor = m_ancestors[pi.ancestorBase + a];
                    m_ancestors.push_back(ancestor);
                    ++ti.ancestorCount;
                }
            }
        }
        for (const Table *t : path)
            state(t) = Done;
    }

    // Children per table, in schema order.
    buildGroups(m_children, schema.tables.size(), [&](auto &&add) {
        for (const Table &t : schema.tables) {
            const TableInfo &ti = at(&t);
            if (ti.parent && ti.parent != &t)
                add(indexOf(*ti.parent), &t);
        }
    });
    // Subtree heights: children before parents, i.e. deepest tables first (grouped by depth, not
    // sorted: a sort of 5,000 tables cost more than the rest of this constructor's walks).
    int maxDepth = 0;
    for (const Table &t : schema.tables)
        maxDepth = std::max(maxDepth, at(&t).depth);
    Groups<const Table *> byDepth;
    buildGroups(byDepth, size_t(maxDepth) + 1, [&](auto &&add) {
        for (const Table &t : schema.tables)
            if (!at(&t).inCycle)
                add(ptrdiff_t(at(&t).depth), &t);
    });
    for (int depth = maxDepth; depth > 0; --depth) {
        for (const Table *t : byDepth.of(depth)) {
            TableInfo &ti = at(t);
            if (ti.parent && !at(ti.parent).inCycle) {
                TableInfo &pi = at(ti.parent);
                pi.height = std::max(pi.height, ti.height + 1);
            }
        }
    }

    size_t keyColumns = 0, fkCount = 0;
    for (const Table &t : schema.tables) {
        keyColumns += t.primaryKey.size();
        fkCount += t.foreignKeys.size();
    }
    for (const Index &index : schema.indexes)
        keyColumns += index.keys.size();
    m_keyColumns.reserve(keyColumns);
    m_fkTargets.reserve(fkCount);
    for (const Table &t : schema.tables) {
        TableInfo &ti = at(&t);
        ti.keyColumnBase = m_keyColumns.size();
        for (const KeyPart &k : t.primaryKey)
            m_keyColumns.push_back(t.findColumn(k.column));
    }
    m_indexInfo.resize(schema.indexes.size());
    for (size_t n = 0; n < schema.indexes.size(); ++n) {
        const Index &index = schema.indexes[n];
        IndexInfo &ii = m_indexInfo[n];
        ii.table = table(index.table);
        if (const Table *t = ii.table) {
            ii.keyColumnBase = m_keyColumns.size();
            for (const KeyPart &k : index.keys)
                m_keyColumns.push_back(t->findColumn(k.column));
        }
        if (index.isInterleaved())
            ii.interleaveIn = table(index.interleaveIn);
    }
    buildGroups(m_indexesOn, schema.tables.size(), [&](auto &&add) {
        for (size_t n = 0; n < schema.indexes.size(); ++n)
            if (const Table *t = m_indexInfo[n].table)
                add(indexOf(*t), &schema.indexes[n]);
    });
    buildGroups(m_interleavedIn, schema.tables.size(), [&](auto &&add) {
        for (size_t n = 0; n < schema.indexes.size(); ++n)
            if (const Table *t = m_indexInfo[n].interleaveIn)
                add(indexOf(*t), &schema.indexes[n]);
    });
    for (const Table &t : schema.tables) {
        at(&t).fkTargetBase = m_fkTargets.size();
        for (const ForeignKey &fk : t.foreignKeys)
            m_fkTargets.push_back(table(fk.referencedTable));
    }
    buildGroups(m_referencedBy, schema.tables.size(), [&](auto &&add) {
        for (const Table &t : schema.tables) {
            const size_t base = at(&t).fkTargetBase;
            for (size_t f = 0; f < t.foreignKeys.size(); ++f)
                if (const Table *target = m_fkTargets[base + f])
                    add(indexOf(*target), FkRef{&t, &t.foreignKeys[f]});
        }
    });
    checkOnly(std::vector<char>(schema.tables.size(), 1));
}

void CheckContext::checkOnly(std::vector<char> tables)
{
    Q_ASSERT(tables.size() == m_schema.tables.size());
    m_checked = std::move(tables);
    m_shared.clear(); // data shared by rules may hold only the tables checked (columnFacts())
    m_tablesToCheck.clear();
    for (size_t n = 0; n < m_schema.tables.size(); ++n)
        if (m_checked[n])
            m_tablesToCheck.push_back(&m_schema.tables[n]);
    m_indexesToCheck.clear();
    for (size_t n = 0; n < m_schema.indexes.size(); ++n) {
        const Table *t = m_indexInfo[n].table;
        if (!t || m_checked[size_t(indexOf(*t))])
            m_indexesToCheck.push_back(&m_schema.indexes[n]);
    }
}


namespace {
// An id and at most two values: a coordination row (Tessera's SeqCoord(id, next)) or a lookup
// list. The catalog's sequential-key risk is for tables with a high insert rate, which such a
// table has not; a name alone is no reason to suspect one. (A table with interleaved children is
// an entity however few its columns, e.g. Singers(SingerId, FirstName, LastName) over Albums;
// one that holds nothing but its key is a marker or a fixture, children or not: laravel-spanner's
// Binding(id).)
bool isSmallTable(const Table &table)
{
    return table.columns.size() <= 3 && table.primaryKey.size() == 1;
}
} // namespace

MonoSignal CheckContext::mono(const Table &table, const Column &column) const
{
    const ptrdiff_t ti = &table - m_schema.tables.data();
    const ptrdiff_t ci = &column - table.columns.data();
    if (ti < 0 || size_t(ti) >= m_columnBase.size() || ci < 0 || size_t(ci) >= table.columns.size())
        return classifyMono(table, column, m_settings, m_schema.dialect); // not part of this schema
    CachedMono &cached = m_mono[m_columnBase[size_t(ti)] + size_t(ci)];
    if (!cached.known) {
        MonoSignal s = classifyMono(table, column, m_settings, m_schema.dialect);
        if (s.source == MonoSignal::Source::IntegerName
            && (refersToOtherKey(table, column) || (isSmallTable(table) && children(table).empty())
                || table.columns.size() == table.primaryKey.size() || hasSequenceNamedAfter(table))) {
            s.strength = MonoStrength::None;
            s.source = MonoSignal::Source::None;
        }
        cached = {true, s.strength, s.source, s.generation};
        return s;
    }
    MonoSignal s;
    s.strength = cached.strength;
    s.source = cached.source;
    s.generation = cached.generation;
    s.column = &column;
    s.dialect = m_schema.dialect;
    return s;
}

namespace {
// Tables whose whole key is one column, by that column's name (nullptr when several tables have
// the same one-column key: none of them owns the name).
struct SingleKeyOwners
{
    QHash<QString, const Table *> byName;
    // The same tables by folded name without '_' ("orderTypes" and "order_types" -> "ordertypes").
    QHash<QString, const Table *> byTableName;
};

} // namespace

bool CheckContext::hasSequenceNamedAfter(const Table &table) const
{
    // Folded table names of the sequences' stems: ticket_sale_seq -> "ticketsale", SingersSequence
    // -> "singers". Built once, only when a counter-named key column asks.
    struct SequenceStems
    {
        QSet<QString> stems;
    };
    const SequenceStems &seqs = shared<SequenceStems>([this] {
        SequenceStems o;
        for (const Sequence &sq : m_schema.sequences) {
            QString stem = foldedWithoutUnderscores(sq.name);
            for (const QLatin1StringView suffix : {QLatin1StringView("sequence"), QLatin1StringView("seq")})
                if (stem.size() > suffix.size() && stem.endsWith(suffix)) {
                    stem.chop(suffix.size());
                    break;
                }
            o.stems.insert(stem);
        }
        return o;
    });
    if (seqs.stems.isEmpty())
        return false;
    const QString name = foldedWithoutUnderscores(table.name);
    return seqs.stems.contains(name) || (name.endsWith(u's') && seqs.stems.contains(name.chopped(1)))
        || (name.endsWith(QStringLiteral("es")) && seqs.stems.contains(name.chopped(2)));
}

bool CheckContext::refersToOtherKey(const Table &table, const Column &column) const
{
    const int inherited = inheritedKeyCount(table);
    for (int k = 0; k < inherited; ++k)
        if (table.primaryKey[size_t(k)].column == column.name)
            return true;
    for (const ForeignKey &fk : table.foreignKeys)
        if (fk.columns.contains(column.name))
            return true;
    if (table.primaryKey.size() == 1 && table.primaryKey.front().column == column.name)
        return false; // the table's own one-column key: it issues these values
    const SingleKeyOwners &owners = shared<SingleKeyOwners>([this] {
        SingleKeyOwners o;
        for (const Table &t : m_schema.tables) {
            if (t.primaryKey.size() != 1)
                continue;
            auto it = o.byName.find(t.primaryKey.front().column);
            if (it == o.byName.end())
                o.byName.insert(t.primaryKey.front().column, &t);
            else
                it.value() = nullptr;
            o.byTableName.insert(foldedWithoutUnderscores(t.name), &t);
        }
        return o;
    });
    const Table *owner = owners.byName.value(column.name, nullptr);
    if (owner && owner != &table)
        return true;
    // Named after another table: movie_id for movies(id), OrderTypeId for OrderTypes(OrderTypeId).
    const QString stem = idStem(column.name);
    if (stem.isEmpty())
        return false;
    for (const QString &name : {stem, stem + u's', stem + QStringLiteral("es")}) {
        const Table *named = owners.byTableName.value(name, nullptr);
        if (named && named != &table)
            return true;
    }
    return false;
}

namespace {
// string-bytes-length's test, without the message: a STRING/BYTES length outside its range, or
// a bounded non-stored generated STRING/BYTES column (GoogleSQL).
bool badLength(const Column &c, bool postgres)
{
    const ColumnType *base = c.type.isArray() ? c.type.arrayElement() : &c.type;
    if (!base || (base->kind != TypeKind::String && base->kind != TypeKind::Bytes) || !base->length)
        return false;
    const qint64 max = base->kind == TypeKind::String ? kMaxStringLength : kMaxBytesLength;
    if (*base->length < 1 || *base->length > max)
        return true;
    return !postgres && c.isGenerated() && !c.stored;
}
} // namespace

const ColumnFacts &CheckContext::columnFacts() const
{
    return shared<ColumnFacts>([this] {
        ColumnFacts facts;
        const bool postgres = isPostgres();
        facts.rowBytes.assign(m_schema.tables.size(), 0);
        facts.cappedCells.assign(m_schema.tables.size(), 0);
        for (const Table &t : tablesToCheck()) {
            qint64 total = 0;
            quint32 capped = 0;
            for (const Column &c : t.columns) {
                if (badLength(c, postgres))
                    facts.badLengths.push_back({&t, &c});
                if (!c.options.empty() || c.defaultExpr)
                    facts.optionsOrDefault.push_back({&t, &c});
                if (c.isIdentity() && !(c.identity && c.identity->bitReversedPositive))
                    facts.identities.push_back({&t, &c});
                bool key = false; // t.isKeyColumn(c.name), inline
                for (const KeyPart &k : t.primaryKey)
                    key = key || k.column == c.name;
                if (key)
                    continue;
                const qint64 cell = cellBytes(c.type);
                total += std::min(cell, ColumnFacts::kMaxCellBytes);
                capped += cell >= ColumnFacts::kMaxCellBytes;
            }
            facts.rowBytes[size_t(indexOf(t))] = total;
            facts.cappedCells[size_t(indexOf(t))] = capped;
        }
        return facts;
    });
}

std::vector<const Table *> subtreeOf(const CheckContext &ctx, const Table &table)
{
    std::vector<const Table *> family{&table};
    if (ctx.children(table).empty())
        return family; // most tables: no set, no walk
    QSet<const Table *> seen{&table};
    for (size_t i = 0; i < family.size(); ++i)
        for (const Table *child : ctx.children(*family[i]))
            if (!seen.contains(child)) {
                seen.insert(child);
                family.push_back(child);
            }
    return family;
}

std::vector<const KeyPart *> ownKeyParts(const CheckContext &ctx, const Table &table)
{
    std::vector<const KeyPart *> parts;
    const size_t inherited = size_t(ctx.inheritedKeyCount(table));
    for (size_t i = inherited; i < table.primaryKey.size(); ++i)
        parts.push_back(&table.primaryKey[i]);
    return parts;
}

bool canRetypeColumn(const CheckContext &ctx, const Table &table, const QString &column)
{
    auto blocks = [&column](const Table *t) {
        if (t->rowDeletionPolicy && t->rowDeletionPolicy->column == column)
            return true;
        for (const CheckConstraint &check : t->checks)
            if (expressionReferences(check.expr, column))
                return true;
        for (const Column &c : t->columns)
            if (c.generatedExpr && expressionReferences(*c.generatedExpr, column))
                return true;
        return false;
    };
    if (ctx.children(table).empty())
        return !blocks(&table); // most tables: no subtree to collect
    for (const Table *t : subtreeOf(ctx, table))
        if (blocks(t))
            return false;
    return true;
}

bool keyHasRoomFor(const CheckContext &ctx, const Table &table, int extra)
{
    if (ctx.children(table).empty())
        return int(table.primaryKey.size()) + extra <= 16;
    for (const Table *t : subtreeOf(ctx, table))
        if (int(t->primaryKey.size()) + extra > 16)
            return false;
    return true;
}

CheckSubject tableSubject(const Table &table)
{
    return {CheckSubject::Kind::Table, table.name, table.name, table.id};
}

CheckSubject columnSubject(const Table &table, const Column &column)
{
    return {CheckSubject::Kind::Column, table.name, column.name, column.id};
}

CheckSubject indexSubject(const Index &index)
{
    return {CheckSubject::Kind::Index, index.table, index.name, index.id};
}

CheckSubject fkSubject(const Table &table, const ForeignKey &fk)
{
    return {CheckSubject::Kind::ForeignKey, table.name, fk.name, fk.id};
}

ForeignKeyLabel::ForeignKeyLabel(const ForeignKey &fk) : m_name(fk.name)
{
    if (m_name.isEmpty()) {
        m_columns = fk.columns;
        m_referencedTable = fk.referencedTable;
    }
}

QString ForeignKeyLabel::text() const
{
    if (!m_name.isEmpty())
        return m_name;
    return QStringLiteral("(%1) -> %2").arg(m_columns.join(QStringLiteral(", ")), m_referencedTable);
}

QString sharedId(const char *id)
{
    // Few distinct ids are live at a time (one rule and its fixes), so a small ring suffices.
    // Ids are string literals: the same literal has the same address, so most calls end at a
    // pointer comparison.
    thread_local std::array<QString, 16> recent;
    thread_local std::array<const char *, 16> recentIds{};
    thread_local size_t next = 0;
    for (size_t i = 0; i < recent.size(); ++i)
        if (recentIds[i] == id)
            return recent[i];
    const QLatin1StringView text(id);
    for (size_t i = 0; i < recent.size(); ++i)
        if (recent[i].size() == text.size() && recent[i] == text)
            return recent[i];
    QString s = QString(text);
    recent[next] = s;
    recentIds[next] = id;
    next = (next + 1) % recent.size();
    return s;
}

Finding makeFinding(const char *ruleId, CheckSeverity severity, CheckSubject subject, const SourcePos &pos,
                    QString message)
{
    Finding f;
    f.ruleId = sharedId(ruleId);
    f.severity = severity;
    f.subject = std::move(subject);
    f.line = pos.line;
    f.column = pos.column;
    f.messageText = std::move(message);
    return f;
}

Finding makeFinding(const char *ruleId, CheckSeverity severity, CheckSubject subject, const SourcePos &pos,
                    std::function<QString()> describe)
{
    Finding f = makeFinding(ruleId, severity, std::move(subject), pos, QString());
    f.describeMessage = std::move(describe);
    return f;
}

} // namespace ssd::checks
