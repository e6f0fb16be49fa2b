#pragma once

// Per-evaluation lookups shared by all rules: built once in O(schema size) so that no rule scans
// the schema inside a loop over the schema (5,000 tables must lint faster than they parse).

#include "checklist.h"
#include "classifiers.h"
#include "schemaindex.h"

#include <QHash>

#include <memory>
#include <span>
#include <typeindex>
#include <unordered_map>

namespace ssd::checks {

// One walk over every column of the tables checked (CheckContext::tablesToCheck()) for the rules
// that look at all their columns (row size, STRING/BYTES lengths, commit timestamps, identities):
// ~40,000 columns of a big schema live all over the heap, and reading each once instead of once
// per rule is what saves the time.
struct ColumnFacts
{
    static constexpr qint64 kMaxCellBytes = qint64(10) * 1024 * 1024;
    struct Hit
    {
        const Table *table;
        const Column *column;
    };
    // row-size-over-limit, per table (parallel to Schema::tables, 0 for a table not checked): the
    // declared non-key cells, each counted up to the 10 MiB Spanner allows any cell, and how many
    // reached that cap.
    std::vector<qint64> rowBytes;
    std::vector<quint32> cappedCells;
    std::vector<Hit> badLengths;       // string-bytes-length candidates (the rule names the problem)
    std::vector<Hit> optionsOrDefault; // commit-ts-misuse candidates: columns with options or a default
    std::vector<Hit> identities;       // sequence-kind-missing: identity columns not bit-reversed
};

// Pointers to objects, iterated as the objects: `for (const Table &t : ctx.tablesToCheck())`.
// (Not std::views::transform: the clang of the sanitizer build cannot use libstdc++ 12's ranges.)
template<typename T>
class DerefRange
{
public:
    explicit DerefRange(std::span<const T *const> items) : m_items(items) {}
    struct Iterator
    {
        const T *const *at;
        const T &operator*() const { return **at; }
        Iterator &operator++() { ++at; return *this; }
        bool operator!=(const Iterator &other) const { return at != other.at; }
    };
    Iterator begin() const { return {m_items.data()}; }
    Iterator end() const { return {m_items.data() + m_items.size()}; }

private:
    std::span<const T *const> m_items;
};

class CheckContext
{
    Q_DISABLE_COPY_MOVE(CheckContext) // m_names may refer to m_ownNames

public:
    // `names`: the caller's index of this schema revision, when it has one (else built here).
    CheckContext(const Schema &schema, const ProjectSettings &settings, const SchemaIndex *names = nullptr);

    const Schema &schema() const { return m_schema; }
    const ProjectSettings &settings() const { return m_settings; }
    Dialect dialect() const { return m_schema.dialect; }
    bool isPostgres() const { return m_schema.dialect == Dialect::PostgreSql; }

    const Table *table(QStringView name) const { return m_names.table(name); } // exact name

    // The tables and indexes the rules of one table's reach (RuleReach::Table in
    // checks/ruleregistry.h) look at in this evaluation: all of them, unless an incremental run
    // (ChecklistMemo) narrowed them with checkOnly() to the tables whose findings an edit can have
    // changed and the indexes on those tables (and every index whose table does not resolve).
    // Such a rule reports findings about the table it looks at (or an index on it) only.
    DerefRange<Table> tablesToCheck() const { return DerefRange<Table>(m_tablesToCheck); }
    DerefRange<Index> indexesToCheck() const { return DerefRange<Index>(m_indexesToCheck); }
    bool isChecked(const Table &table) const { return m_checked[size_t(indexOf(table))]; }
    // `tables`: parallel to schema().tables, non-zero for a table to check.
    void checkOnly(std::vector<char> tables);

    // Resolved once per evaluation (the rules ask for them again and again): the column of each
    // primary key part, the table and key columns of each index, the target of each foreign key.
    // nullptr where the name does not resolve, exactly as findColumn / table() would answer.
    const Column *keyColumn(const Table &table, size_t part) const;
    const Table *indexTable(const Index &index) const;
    const Table *indexInterleaveTable(const Index &index) const; // nullptr for global indexes
    const Column *indexKeyColumn(const Index &index, size_t part) const;
    const Table *foreignKeyTarget(const Table &table, const ForeignKey &fk) const;
    std::span<const Table *const> children(const Table &table) const;
    std::span<const Index *const> indexesOn(const Table &table) const;
    std::span<const Index *const> indexesInterleavedIn(const Table &table) const;
    // Foreign keys of other tables (and self) that reference `table`.
    struct FkRef { const Table *table; const ForeignKey *fk; };
    std::span<const FkRef> referencedBy(const Table &table) const;

    const Table *parent(const Table &table) const;              // nullptr for roots and missing parents
    bool parentMissing(const Table &table) const;
    bool inCycle(const Table &table) const;
    int depth(const Table &table) const;                        // 1 = root; counts to the cycle/missing parent
    std::span<const Table *const> ancestors(const Table &table) const; // nearest first
    // Height of the subtree under `table` (0 for a leaf).
    int subtreeHeight(const Table &table) const;

    // Number of leading key parts inherited from the parent (the parent's key length when valid).
    int inheritedKeyCount(const Table &table) const;

    // classifyMono, computed once per column of the schema: several rules ask about the same key
    // columns. An integer named like an id that refers to another table's key (see
    // refersToOtherKey) is not a counter: its values are issued by the other table; nor is the
    // one-column key of a table of at most three columns without interleaved children (a
    // coordination row or a lookup list), nor
    // the key of a table that has a sequence named after it.
    MonoSignal mono(const Table &table, const Column &column) const;

    // True when `column` of `table` holds another table's key: an inherited parent key column, a
    // referencing column of a foreign key, or a column named as the whole single-column key of
    // another table (TreeHeads.TreeID for TreeRoots(TreeID)) while not being this table's whole key.
    bool refersToOtherKey(const Table &table, const Column &column) const;

    // True when the schema has a sequence named after the table (ticket_sale_seq for
    // ticket_sales) but the key has no DEFAULT: the application draws the ids from it (Hibernate's
    // sequence generator, for instance), and every Spanner sequence is bit-reversed.
    bool hasSequenceNamedAfter(const Table &table) const;

    const ColumnFacts &columnFacts() const;
    // Position of the column among all columns of the schema (tables in order), or size_t(-1)
    // for a column of another schema.
    size_t columnIndex(const Table &table, const Column &column) const
    {
        const ptrdiff_t ti = &table - m_schema.tables.data();
        const ptrdiff_t ci = &column - table.columns.data();
        if (ti < 0 || size_t(ti) >= m_columnBase.size() || ci < 0 || size_t(ci) >= table.columns.size())
            return size_t(-1);
        return m_columnBase[size_t(ti)] + size_t(ci);
    }

    // Data a family of rules shares within one evaluation (e.g. the name rules' single pass over
    // every name of the schema), built by the first rule that asks: `make` is called once.
    template<typename T, typename Make>
    const T &shared(Make &&make) const
    {
        std::shared_ptr<void> &slot = m_shared[std::type_index(typeid(T))];
        if (!slot)
            slot = std::make_shared<T>(make());
        return *static_cast<const T *>(slot.get());
    }

    // Emits a finding; the engine adds explanation, link and filters suppressions afterwards.
    void report(Finding finding) const { m_out->push_back(std::move(finding)); }
    void setOutput(Findings *out) { m_out = out; }

private:
    struct TableInfo
    {
        const Table *parent = nullptr;
        bool parentMissing = false;
        bool inCycle = false;
        int depth = 1;
        int height = 0;
        quint32 ancestorBase = 0, ancestorCount = 0; // into m_ancestors
        size_t keyColumnBase = 0;  // into m_keyColumns, primaryKey.size() entries
        size_t fkTargetBase = 0;   // into m_fkTargets, foreignKeys.size() entries
    };
    struct IndexInfo
    {
        const Table *table = nullptr;
        const Table *interleaveIn = nullptr;
        size_t keyColumnBase = 0;  // into m_keyColumns, keys.size() entries (when table is set)
    };
    const TableInfo &info(const Table &table) const;
    TableInfo &at(const Table *table) { return m_info[size_t(table - m_schema.tables.data())]; }

    const Schema &m_schema;
    const ProjectSettings &m_settings;
    std::optional<SchemaIndex> m_ownNames; // when the caller had no index of this schema
    const SchemaIndex &m_names;
    std::vector<TableInfo> m_info; // parallel to m_schema.tables: no hashing on the hot path
    // Per-table lists in one array each (items of table i at [start[i], start[i + 1])): a few
    // allocations per evaluation instead of a few per table.
    template<typename T>
    struct Groups
    {
        std::vector<quint32> start;
        std::vector<T> items;
        std::span<const T> of(ptrdiff_t table) const
        {
            if (table < 0 || size_t(table) + 1 >= start.size())
                return {};
            return {items.data() + start[size_t(table)], items.data() + start[size_t(table) + 1]};
        }
    };
    ptrdiff_t indexOf(const Table &t) const { return &t - m_schema.tables.data(); }
    std::vector<const Table *> m_ancestors;
    Groups<const Table *> m_children;
    Groups<const Index *> m_indexesOn;
    Groups<const Index *> m_interleavedIn;
    Groups<FkRef> m_referencedBy;
    std::vector<IndexInfo> m_indexInfo; // parallel to m_schema.indexes
    std::vector<const Column *> m_keyColumns; // table and index key columns, flat
    std::vector<const Table *> m_fkTargets;
    // Mono signals by column: m_columnBase[table index] + column index; filled on first use.
    struct CachedMono
    {
        bool known = false;
        MonoStrength strength = MonoStrength::None;
        MonoSignal::Source source = MonoSignal::Source::None;
        KeyGeneration generation = KeyGeneration::Unknown;
    };
    std::vector<size_t> m_columnBase;
    mutable std::unordered_map<std::type_index, std::shared_ptr<void>> m_shared;
    mutable std::vector<CachedMono> m_mono;
    Findings *m_out = nullptr;
    std::vector<char> m_checked; // parallel to m_schema.tables
    std::vector<const Table *> m_tablesToCheck;
    std::vector<const Index *> m_indexesToCheck;
};

// Accessors used in every rule loop: inline, no call per table.
inline const CheckContext::TableInfo &CheckContext::info(const Table &table) const
{
    static const TableInfo empty;
    const ptrdiff_t i = &table - m_schema.tables.data();
    return i >= 0 && size_t(i) < m_info.size() ? m_info[size_t(i)] : empty;
}

inline std::span<const Table *const> CheckContext::children(const Table &t) const { return m_children.of(indexOf(t)); }
inline std::span<const Index *const> CheckContext::indexesOn(const Table &t) const { return m_indexesOn.of(indexOf(t)); }
inline std::span<const Index *const> CheckContext::indexesInterleavedIn(const Table &t) const { return m_interleavedIn.of(indexOf(t)); }
inline std::span<const CheckContext::FkRef> CheckContext::referencedBy(const Table &t) const { return m_referencedBy.of(indexOf(t)); }
inline const Table *CheckContext::parent(const Table &t) const { return info(t).parent == &t ? nullptr : info(t).parent; }
inline bool CheckContext::parentMissing(const Table &t) const { return info(t).parentMissing; }
inline bool CheckContext::inCycle(const Table &t) const { return info(t).inCycle; }
inline int CheckContext::depth(const Table &t) const { return info(t).depth; }
inline std::span<const Table *const> CheckContext::ancestors(const Table &t) const
{
    const TableInfo &ti = info(t);
    if (ti.ancestorCount == 0)
        return {};
    return {m_ancestors.data() + ti.ancestorBase, ti.ancestorCount};
}
inline int CheckContext::subtreeHeight(const Table &t) const { return info(t).height; }

inline const Column *CheckContext::keyColumn(const Table &t, size_t part) const
{
    const ptrdiff_t i = &t - m_schema.tables.data();
    if (i < 0 || size_t(i) >= m_info.size() || part >= t.primaryKey.size())
        return part < t.primaryKey.size() ? t.findColumn(t.primaryKey[part].column) : nullptr;
    return m_keyColumns[m_info[size_t(i)].keyColumnBase + part];
}

inline const Table *CheckContext::indexTable(const Index &index) const
{
    const ptrdiff_t i = &index - m_schema.indexes.data();
    if (i < 0 || size_t(i) >= m_indexInfo.size())
        return table(index.table);
    return m_indexInfo[size_t(i)].table;
}

inline const Table *CheckContext::indexInterleaveTable(const Index &index) const
{
    const ptrdiff_t i = &index - m_schema.indexes.data();
    if (i < 0 || size_t(i) >= m_indexInfo.size())
        return index.isInterleaved() ? table(index.interleaveIn) : nullptr;
    return m_indexInfo[size_t(i)].interleaveIn;
}

inline const Column *CheckContext::indexKeyColumn(const Index &index, size_t part) const
{
    const ptrdiff_t i = &index - m_schema.indexes.data();
    if (part >= index.keys.size())
        return nullptr;
    if (i < 0 || size_t(i) >= m_indexInfo.size()) {
        const Table *t = table(index.table);
        return t ? t->findColumn(index.keys[part].column) : nullptr;
    }
    const IndexInfo &ii = m_indexInfo[size_t(i)];
    return ii.table ? m_keyColumns[ii.keyColumnBase + part] : nullptr;
}

inline const Table *CheckContext::foreignKeyTarget(const Table &t, const ForeignKey &fk) const
{
    const ptrdiff_t i = &t - m_schema.tables.data();
    const ptrdiff_t f = &fk - t.foreignKeys.data();
    if (i < 0 || size_t(i) >= m_info.size() || f < 0 || size_t(f) >= t.foreignKeys.size())
        return table(fk.referencedTable);
    return m_fkTargets[m_info[size_t(i)].fkTargetBase + size_t(f)];
}

inline int CheckContext::inheritedKeyCount(const Table &t) const
{
    const Table *p = parent(t);
    if (!p || inCycle(t))
        return 0;
    return int(std::min(p->primaryKey.size(), t.primaryKey.size()));
}

// Calls visit(id, pos) for every part of `table` written with a position of its own: columns,
// foreign keys, check constraints (the finishing pass's suppressions, the memo's position check).
template<typename Visit>
void forEachPositionedPart(const Table &table, Visit &&visit)
{
    for (const Column &c : table.columns)
        visit(c.id, c.pos);
    for (const ForeignKey &fk : table.foreignKeys)
        visit(fk.id, fk.pos);
    for (const CheckConstraint &ck : table.checks)
        visit(ck.id, ck.pos);
}

// Helpers to build findings.
CheckSubject tableSubject(const Table &table);
CheckSubject columnSubject(const Table &table, const Column &column);
CheckSubject indexSubject(const Index &index);
CheckSubject fkSubject(const Table &table, const ForeignKey &fk);

// The QString for a rule or fix id literal, shared with the previous findings of the same id
// (a per-thread cache of recent ids) so that thousands of findings do not each convert it.
// `id` must be a string literal: recent ids are recognised by address.
QString sharedId(const char *id);

Finding makeFinding(const char *ruleId, CheckSeverity severity, CheckSubject subject, const SourcePos &pos,
                    QString message);
// The same with a message built on demand by `describe` (Finding::message()); it must capture
// names and values by copy, never references into the schema or the context.
Finding makeFinding(const char *ruleId, CheckSeverity severity, CheckSubject subject, const SourcePos &pos,
                    std::function<QString()> describe);

inline bool isRoot(const Table &table) { return !table.interleave.has_value(); }

// The table and its interleaved descendants, parents first (cycle-safe).
std::vector<const Table *> subtreeOf(const CheckContext &ctx, const Table &table);

// Key parts the table declares itself (after the inherited parent prefix).
std::vector<const KeyPart *> ownKeyParts(const CheckContext &ctx, const Table &table);

// True when `column` can change type without breaking a TTL policy, CHECK or generated column
// of its table or of a descendant.
bool canRetypeColumn(const CheckContext &ctx, const Table &table, const QString &column);

// True when `extra` more key columns keep the table and all its descendants within 16.
bool keyHasRoomFor(const CheckContext &ctx, const Table &table, int extra);

// How messages name a foreign key: its name, or "(cols) -> Table" for an unnamed one. Copies
// what it needs, so lazily built messages can keep it after the schema is gone.
struct ForeignKeyLabel
{
    explicit ForeignKeyLabel(const ForeignKey &fk);
    QString text() const;

private:
    QString m_name;
    QStringList m_columns;
    QString m_referencedTable;
};

// Quotes a name for messages: `Name`.
inline QString q(const QString &name) { return QLatin1Char('`') + name + QLatin1Char('`'); }

} // namespace ssd::checks
