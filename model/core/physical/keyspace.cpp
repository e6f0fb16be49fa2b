#include "keyspace.h"

#include "schemaindex.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ssd {

namespace {

// User-visible texts of the physical layout and the split simulator are translated in the
// context "ssd::Physical"; table names, keys and labels are arguments.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

// An interleaved table or index: its rows sit in its parent's block, after the parent's row of
// the same key prefix, as child `ordinal` of that parent. The prefix takes the parent's sort order,
// since the row tree only stays contiguous if it sorts like the parent. False when its key does
// not start with the parent's (it is then placed by position).
bool placeUnder(KeyObject &object, const KeyObject &parent, quint16 ordinal)
{
    object.parent = parent.name;
    object.block = parent.block;
    object.depth = parent.depth + 1;
    object.segmentOrdinals = parent.segmentOrdinals;
    object.segmentStart = parent.segmentStart;
    const size_t prefix = parent.keyColumns.size();
    bool matches = object.keyColumns.size() >= prefix;
    for (size_t i = 0; matches && i < prefix; ++i) {
        matches = object.keyColumns[i].name.compare(parent.keyColumns[i].name, Qt::CaseInsensitive) == 0;
        object.keyColumns[i].order = parent.keyColumns[i].order;
    }
    object.segmentOrdinals.push_back(ordinal);
    object.segmentStart.push_back(int(std::min(prefix, object.keyColumns.size())));
    return matches;
}

} // namespace

namespace {

void report(Diagnostics *diagnostics, Diagnostic::Severity severity, const QString &message)
{
    if (!diagnostics)
        return;
    Diagnostic d;
    d.severity = severity;
    d.kind = Diagnostic::Kind::Semantic;
    d.message = message;
    diagnostics->push_back(d);
}

bool alphabeticalLess(const QString &a, const QString &b)
{
    const int c = a.compare(b, Qt::CaseInsensitive);
    return c != 0 ? c < 0 : a < b;
}

bool isLayoutIndex(const Index &index) { return index.kind == Index::Kind::Regular; }

// Each table's parent and its depth, worked out once per build() with tables found through the
// schema's name index: Schema::findTable (a linear search) for every table made build()
// quadratic, which the physical layout views felt on schemas of thousands of tables.
class Hierarchy
{
public:
    Hierarchy(const Schema &schema, const SchemaIndex &names)
        : m_byName(names)
    {
        for (const Table &table : schema.tables)
            m_parent.insert(&table, findValidParent(table, schema.tables.size()));
    }

    const Table *table(QStringView name) const { return m_byName.table(name); }

    // The parent a table is interleaved in, or null when it is a root (or its parent is missing
    // or part of a cycle, which build() reports).
    const Table *validParent(const Table &table) const { return m_parent.value(&table); }

    // 1 for a root table, 2 for its children ...
    int depth(const Table &table)
    {
        // Up to the first table whose depth is known (or past the root), then down again;
        // valid parent chains end at a root, and a loop keeps deep chains off the stack.
        std::vector<const Table *> unknown;
        int depth = 0;
        for (const Table *t = &table; t; t = validParent(*t)) {
            if (const auto known = m_depth.constFind(t); known != m_depth.constEnd()) {
                depth = *known;
                break;
            }
            unknown.push_back(t);
        }
        for (auto t = unknown.rbegin(); t != unknown.rend(); ++t)
            m_depth.insert(*t, ++depth);
        return depth;
    }

private:
    const Table *findValidParent(const Table &table, size_t tableCount) const
    {
        if (!table.interleave)
            return nullptr;
        const Table *parent = this->table(table.interleave->parent);
        if (!parent || parent == &table)
            return nullptr;
        // A cycle shows as an ancestor chain that never reaches a root.
        const Table *current = parent;
        for (size_t guard = 0; current && guard <= tableCount; ++guard) {
            if (!current->interleave)
                return parent;
            const Table *next = this->table(current->interleave->parent);
            if (!next)
                return parent;
            current = next;
        }
        return nullptr;
    }

    const SchemaIndex &m_byName;
    QHash<const Table *, const Table *> m_parent;
    QHash<const Table *, int> m_depth;
};

} // namespace

KeySpace KeySpace::build(const Schema &schema, Diagnostics *diagnostics, const SchemaIndex *names)
{
    KeySpace space;
    std::optional<SchemaIndex> ownNames;
    Hierarchy hierarchy(schema, SchemaIndex::givenOrBuilt(schema, names, ownNames));

    // Root blocks: root tables and global indexes, alphabetically (2.5 "State").
    QStringList blocks;
    for (const Table &table : schema.tables) {
        if (table.interleave && !hierarchy.validParent(table)) {
            report(diagnostics, Diagnostic::Severity::Warning,
                   Tr::tr("table %1 is interleaved in %2, which is missing or part of a cycle; it is laid out as a root table")
                       .arg(table.name, table.interleave->parent));
        }
        if (!hierarchy.validParent(table))
            blocks << table.name;
    }
    for (const Index &index : schema.indexes) {
        if (!isLayoutIndex(index)) {
            report(diagnostics, Diagnostic::Severity::Note,
                   (index.kind == Index::Kind::Search ? Tr::tr("search index %1 is not part of the physical layout model")
                                                      : Tr::tr("vector index %1 is not part of the physical layout model"))
                       .arg(index.name));
            continue;
        }
        if (!hierarchy.table(index.table)) {
            report(diagnostics, Diagnostic::Severity::Error,
                   Tr::tr("index %1 is on table %2, which does not exist").arg(index.name, index.table));
            continue;
        }
        if (!index.isInterleaved())
            blocks << index.name;
    }
    std::sort(blocks.begin(), blocks.end(), alphabeticalLess);
    QHash<QString, quint16> blockOrdinal; // 1-based position in `blocks`
    for (qsizetype i = 0; i < blocks.size(); ++i)
        if (!blockOrdinal.contains(blocks.at(i)))
            blockOrdinal.insert(blocks.at(i), quint16(i + 1));

    // Children of each parent in declaration order: tables first, then interleaved indexes.
    QHash<QString, quint16> childOrdinal;
    QHash<QString, quint16> nextOrdinal;
    for (const Table &table : schema.tables) {
        if (const Table *parent = hierarchy.validParent(table))
            childOrdinal.insert(table.name, ++nextOrdinal[parent->name]);
    }
    for (const Index &index : schema.indexes) {
        if (isLayoutIndex(index) && index.isInterleaved() && hierarchy.table(index.interleaveIn))
            childOrdinal.insert(index.name, ++nextOrdinal[index.interleaveIn]);
    }

    // Tables, parents before children so that a child can copy its parent's segments.
    std::vector<const Table *> pending;
    for (const Table &table : schema.tables)
        pending.push_back(&table);
    std::stable_sort(pending.begin(), pending.end(),
                     [&](const Table *a, const Table *b) { return hierarchy.depth(*a) < hierarchy.depth(*b); });

    for (const Table *table : pending) {
        KeyObject object;
        object.name = table->name;
        object.table = table->name;
        object.tableIndex = int(table - schema.tables.data());
        if (!table->hasPrimaryKey)
            report(diagnostics, Diagnostic::Severity::Warning,
                   Tr::tr("table %1 has no PRIMARY KEY; it is laid out as a single-row table").arg(table->name));
        for (const KeyPart &part : table->primaryKey) {
            KeyColumnSpec spec;
            spec.name = part.column;
            spec.order = part.order;
            spec.tableColumn = table->columnIndex(part.column);
            if (spec.tableColumn < 0) {
                report(diagnostics, Diagnostic::Severity::Error,
                       Tr::tr("key column %1 of table %2 does not exist").arg(part.column, table->name));
                spec.type = TypeKind::Int64;
            } else {
                spec.type = table->columns[size_t(spec.tableColumn)].type.kind;
                if (!isKeyableType(spec.type))
                    report(diagnostics, Diagnostic::Severity::Error,
                           Tr::tr("key column %1 of table %2 has a type that cannot be part of a key").arg(part.column, table->name));
            }
            object.keyColumns.push_back(spec);
        }
        const Table *parent = hierarchy.validParent(*table);
        const KeyObject *parentObject = parent ? space.object(parent->name) : nullptr;
        if (parentObject) {
            if (!placeUnder(object, *parentObject, childOrdinal.value(table->name)))
                report(diagnostics, Diagnostic::Severity::Error,
                       Tr::tr("the primary key of %1 does not start with the primary key of its parent %2; its rows are placed by position")
                           .arg(table->name, parent->name));
        } else {
            object.block = table->name;
            object.segmentOrdinals.push_back(blockOrdinal.value(table->name));
            object.segmentStart.push_back(0);
        }
        space.m_byName.insert(object.name, int(space.m_objects.size()));
        space.m_objects.push_back(std::move(object));
    }

    for (const Index &index : schema.indexes) {
        const Table *table = hierarchy.table(index.table);
        if (!isLayoutIndex(index) || !table)
            continue;
        KeyObject object;
        object.name = index.name;
        object.isIndex = true;
        object.table = index.table;
        object.tableIndex = int(table - schema.tables.data());
        object.nullFiltered = index.nullFiltered;
        bool ok = true;
        auto addColumn = [&](const QString &name, SortOrder order) {
            for (const KeyColumnSpec &existing : object.keyColumns)
                if (existing.name.compare(name, Qt::CaseInsensitive) == 0)
                    return;
            KeyColumnSpec spec;
            spec.name = name;
            spec.order = order;
            spec.tableColumn = table->columnIndex(name);
            if (spec.tableColumn < 0) {
                report(diagnostics, Diagnostic::Severity::Error,
                       Tr::tr("index %1 uses column %2, which table %3 does not have").arg(index.name, name, table->name));
                ok = false;
                return;
            }
            spec.type = table->columns[size_t(spec.tableColumn)].type.kind;
            object.keyColumns.push_back(spec);
        };
        for (const KeyPart &part : index.keys)
            addColumn(part.column, part.order);
        for (const KeyPart &part : table->primaryKey)
            addColumn(part.column, part.order);
        if (!ok)
            continue;
        for (const QString &name : index.whereNotNull)
            if (table->columnIndex(name) >= 0)
                object.filterColumns.push_back(table->columnIndex(name));
        if (index.nullFiltered)
            for (const KeyPart &part : index.keys)
                if (table->columnIndex(part.column) >= 0)
                    object.filterColumns.push_back(table->columnIndex(part.column));

        const KeyObject *parentObject = index.isInterleaved() ? space.object(index.interleaveIn) : nullptr;
        if (index.isInterleaved() && !parentObject) {
            report(diagnostics, Diagnostic::Severity::Error,
                   Tr::tr("index %1 is interleaved in %2, which does not exist; it is laid out as a global index")
                       .arg(index.name, index.interleaveIn));
        }
        if (parentObject) {
            if (!placeUnder(object, *parentObject, childOrdinal.value(index.name)))
                report(diagnostics, Diagnostic::Severity::Error,
                       Tr::tr("the keys of interleaved index %1 do not start with the primary key of %2")
                           .arg(index.name, parentObject->name));
        } else {
            object.block = index.name;
            const quint16 block = blockOrdinal.value(index.name);
            object.segmentOrdinals.push_back(block > 0 ? block : quint16(blocks.size() + 1));
            object.segmentStart.push_back(0);
        }
        space.m_byName.insert(object.name, int(space.m_objects.size()));
        space.m_objects.push_back(std::move(object));
    }
    for (size_t i = 0; i < space.m_objects.size(); ++i) {
        const KeyObject &object = space.m_objects[i];
        if (object.isIndex)
            space.m_indexesByTable[object.table].push_back(int(i));
        else if (!object.parent.isEmpty())
            space.m_childrenByParent[object.parent].push_back(int(i));
    }
    return space;
}

const Table *KeySpace::tableOf(const Schema &schema, const KeyObject &object)
{
    if (object.tableIndex >= 0 && size_t(object.tableIndex) < schema.tables.size()
        && schema.tables[size_t(object.tableIndex)].name == object.table)
        return &schema.tables[size_t(object.tableIndex)];
    return schema.findTable(object.table); // another schema than the one built from
}

const KeyObject *KeySpace::object(QStringView name) const
{
    const int i = objectIndex(name);
    return i < 0 ? nullptr : &m_objects[size_t(i)];
}

int KeySpace::objectIndex(QStringView name) const { return m_byName.value(name.toString(), -1); }

std::vector<int> KeySpace::indexesOf(QStringView table) const { return m_indexesByTable.value(table.toString()); }

std::vector<int> KeySpace::childrenOf(QStringView table) const { return m_childrenByParent.value(table.toString()); }

EncodedKey KeySpace::encode(const KeyObject &object, const std::vector<KeyValue> &key) const
{
    EncodedKey out;
    const size_t segments = object.segmentOrdinals.size();
    for (size_t s = 0; s < segments; ++s) {
        const quint16 ordinal = object.segmentOrdinals[s];
        out.bytes.append(char(ordinal >> 8));
        out.bytes.append(char(ordinal & 0xFF));
        const size_t begin = size_t(object.segmentStart[s]);
        const size_t end = s + 1 < segments ? size_t(object.segmentStart[s + 1]) : object.keyColumns.size();
        for (size_t c = begin; c < end && c < object.keyColumns.size(); ++c)
            appendKeyValue(out.bytes, c < key.size() ? key[c] : KeyValue(), object.keyColumns[c].order);
        if (s == 0)
            out.rootLength = int(out.bytes.size());
    }
    return out;
}

std::vector<KeyValue> KeySpace::tableKeyFromRow(const KeyObject &table, const std::vector<KeyValue> &rowValues) const
{
    std::vector<KeyValue> key;
    for (const KeyColumnSpec &spec : table.keyColumns)
        key.push_back(spec.tableColumn >= 0 && size_t(spec.tableColumn) < rowValues.size() ? rowValues[size_t(spec.tableColumn)] : KeyValue());
    return key;
}

std::vector<KeyValue> KeySpace::indexKeyFromRow(const KeyObject &index, const std::vector<KeyValue> &rowValues) const
{
    return tableKeyFromRow(index, rowValues);
}

bool KeySpace::indexIncludesRow(const KeyObject &index, const std::vector<KeyValue> &rowValues) const
{
    for (int column : index.filterColumns)
        if (size_t(column) >= rowValues.size() || rowValues[size_t(column)].isNull())
            return false;
    return true;
}

namespace {

qint64 valueBytes(const ColumnType &type, const RowSizeAssumptions &a)
{
    switch (type.kind) {
    case TypeKind::Bool: return 1;
    case TypeKind::Int64: case TypeKind::Float64: case TypeKind::Enum: return 8;
    case TypeKind::Float32: case TypeKind::Date: return 4;
    case TypeKind::Timestamp: return 12;
    case TypeKind::Numeric: return 22;
    case TypeKind::Uuid: return 16;
    case TypeKind::String: return type.length ? std::min<qint64>(*type.length, a.stringBytes) : a.stringBytes;
    case TypeKind::Bytes: return type.length ? std::min<qint64>(*type.length, a.bytesBytes) : a.bytesBytes;
    case TypeKind::Json: case TypeKind::Proto: case TypeKind::Struct: return a.jsonBytes;
    case TypeKind::Array: return type.arrayElement() ? a.arrayElements * valueBytes(*type.arrayElement(), a) : 0;
    default: return 8;
    }
}

} // namespace

qint64 estimateRowBytes(const Table &table, const RowSizeAssumptions &assumptions)
{
    qint64 total = 0;
    for (const Column &column : table.columns)
        total += assumptions.overheadPerValue + valueBytes(column.type, assumptions);
    return std::max<qint64>(total, assumptions.overheadPerValue);
}

qint64 estimateIndexEntryBytes(const Schema &schema, const Index &index, const RowSizeAssumptions &assumptions)
{
    const Table *table = schema.findTable(index.table);
    if (!table)
        return assumptions.overheadPerValue;
    QStringList columns;
    for (const KeyPart &part : index.keys)
        columns << part.column;
    for (const KeyPart &part : table->primaryKey)
        if (!columns.contains(part.column))
            columns << part.column;
    for (const QString &name : index.storing)
        if (!columns.contains(name))
            columns << name;
    qint64 total = 0;
    for (const QString &name : columns)
        if (const Column *column = table->findColumn(name))
            total += assumptions.overheadPerValue + valueBytes(column->type, assumptions);
    return std::max<qint64>(total, assumptions.overheadPerValue);
}

} // namespace ssd
