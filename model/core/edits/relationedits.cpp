// Interleave, foreign key and index edits (schemaedits.h).

#include "schemaedits.h"

#include "qualifiednames.h"

#include <QCoreApplication>

#include <algorithm>

namespace ssd::edits {

namespace {

// A named context, so that lupdate files these messages under "SchemaEdits" as they are looked up.
struct SchemaEdits
{
    Q_DECLARE_TR_FUNCTIONS(SchemaEdits)
};

// Levels in the subtree rooted at `table` (1 = no children); guarded against cycles.
int subtreeHeight(const Schema &schema, const Table &table, int guard = 0)
{
    if (guard > int(schema.tables.size()))
        return 1;
    int height = 1;
    for (const Table *child : schema.childrenOf(table.name))
        height = std::max(height, 1 + subtreeHeight(schema, *child, guard + 1));
    return height;
}

QString validateIndex(const Schema &schema, const Index &index)
{
    if (QString error = checkIdentifier(unqualifiedName(index.name).toString()); !error.isEmpty())
        return error;
    const Table *table = schema.findTable(index.table);
    if (!table)
        return SchemaEdits::tr("The index table \"%1\" does not exist.").arg(index.table);
    if (const QString inTableSchema = inSchemaOf(index.table, index.name); index.name != inTableSchema)
        return SchemaEdits::tr("An index is in the schema of its table: name it \"%1\".").arg(inTableSchema);
    if (index.keys.empty())
        return SchemaEdits::tr("An index needs at least one key column.");
    QStringList seen;
    for (const KeyPart &part : index.keys) {
        if (!table->findColumn(part.column))
            return SchemaEdits::tr("%1 has no column \"%2\".").arg(table->name, part.column);
        if (seen.contains(part.column))
            return SchemaEdits::tr("%1 appears twice in the index key.").arg(part.column);
        seen.append(part.column);
    }
    for (const QString &stored : index.storing) {
        if (!table->findColumn(stored))
            return SchemaEdits::tr("%1 has no column \"%2\".").arg(table->name, stored);
        if (seen.contains(stored) || table->isKeyColumn(stored))
            return SchemaEdits::tr("%1 is already part of the index; it cannot also be stored.").arg(stored);
    }
    if (index.isInterleaved()) {
        bool ancestor = index.interleaveIn == table->name;
        for (const Table *t : schema.ancestorsOf(*table))
            ancestor = ancestor || t->name == index.interleaveIn;
        if (!ancestor)
            return SchemaEdits::tr("An index on %1 can only be interleaved in %1 or one of its interleave ancestors.")
                .arg(table->name);
    }
    return {};
}

// An unqualified name of an index on a table in a named schema means the index of that schema, as
// PostgreSQL's CREATE INDEX reads it: the name Spanner knows it by is qualified.
void qualifyIndexName(Index &index)
{
    if (schemaOfName(index.name).isEmpty())
        index.name = inSchemaOf(index.table, index.name);
}

} // namespace

QString checkInterleave(const Schema &schema, ObjectId childId, ObjectId parentId)
{
    const Table *child = tableById(schema, childId);
    const Table *parent = tableById(schema, parentId);
    if (!child || !parent)
        return SchemaEdits::tr("The table no longer exists.");
    if (childId == parentId)
        return SchemaEdits::tr("A table cannot be interleaved in itself.");
    for (const Table *ancestor : schema.ancestorsOf(*parent))
        if (ancestor->id == childId)
            return SchemaEdits::tr("Interleaving %1 in %2 would create a cycle: %2 is already interleaved under %1.")
                .arg(child->name, parent->name);
    const int depth = schema.interleaveDepth(*parent) + subtreeHeight(schema, *child);
    if (depth > kMaxInterleaveDepth)
        return SchemaEdits::tr("Interleaving %1 in %2 would make the hierarchy %3 levels deep; Spanner allows at most %4.")
            .arg(child->name, parent->name)
            .arg(depth)
            .arg(kMaxInterleaveDepth);
    return {};
}

QString interleaveTable(Schema &schema, ObjectId childId, ObjectId parentId, OnDelete onDelete,
                        bool prefixParentKey)
{
    if (QString error = checkInterleave(schema, childId, parentId); !error.isEmpty())
        return error;
    const Table parent = *tableById(schema, parentId); // copy: the vector is not resized, but be safe
    Table &child = *tableById(schema, childId);
    if (prefixParentKey) {
        std::vector<Column> copied;
        for (const KeyPart &part : parent.primaryKey) {
            if (child.findColumn(part.column))
                continue;
            for (const Column &c : child.columns)
                if (c.name.compare(part.column, Qt::CaseInsensitive) == 0)
                    return SchemaEdits::tr("%1 has a column \"%2\" that differs only in case from the parent key column %3.")
                        .arg(child.name, c.name, part.column);
            const Column *source = parent.findColumn(part.column);
            if (!source)
                continue; // a broken parent key: nothing to copy
            Column column;
            column.id = 0; // assigned below, after the copy list is complete
            column.name = source->name;
            column.type = source->type;
            column.notNull = source->notNull;
            copied.push_back(column);
        }
        for (Column &column : copied)
            column.id = schema.newId();
        child.columns.insert(child.columns.begin(), copied.begin(), copied.end());
        std::vector<KeyPart> key = parent.primaryKey;
        for (const KeyPart &part : child.primaryKey)
            if (!parent.isKeyColumn(part.column))
                key.push_back(part);
        child.primaryKey = key;
        child.hasPrimaryKey = true;
    }
    Interleave interleave;
    interleave.parent = parent.name;
    interleave.kind = Interleave::Kind::InParent;
    interleave.onDelete = onDelete;
    interleave.onDeleteExplicit = onDelete == OnDelete::Cascade;
    child.interleave = interleave;
    return {};
}

QString removeInterleave(Schema &schema, ObjectId childId)
{
    Table *child = tableById(schema, childId);
    if (!child)
        return SchemaEdits::tr("The table no longer exists.");
    child->interleave.reset();
    // Indexes interleaved in a former ancestor are no longer valid: make them global.
    for (Index &index : schema.indexes)
        if (index.table == child->name && index.isInterleaved() && index.interleaveIn != child->name)
            index.interleaveIn.clear();
    return {};
}

QString setInterleaveOnDelete(Schema &schema, ObjectId childId, OnDelete onDelete)
{
    Table *child = tableById(schema, childId);
    if (!child || !child->interleave)
        return SchemaEdits::tr("The table is not interleaved.");
    child->interleave->onDelete = onDelete;
    child->interleave->onDeleteExplicit = onDelete == OnDelete::Cascade || child->interleave->onDeleteExplicit;
    return {};
}

QString addForeignKey(Schema &schema, ObjectId tableId, ObjectId referencedId, QStringList columns,
                      QStringList referencedColumns, const QString &name, ObjectId &created)
{
    if (!tableById(schema, tableId) || !tableById(schema, referencedId))
        return SchemaEdits::tr("The table no longer exists.");
    const Table referenced = *tableById(schema, referencedId);
    Table &table = *tableById(schema, tableId);
    if (columns.isEmpty()) {
        if (referenced.primaryKey.empty())
            return SchemaEdits::tr("%1 has no key columns to reference.").arg(referenced.name);
        for (const KeyPart &part : referenced.primaryKey) {
            referencedColumns.append(part.column);
            columns.append(part.column);
            if (table.findColumn(part.column))
                continue;
            const Column *source = referenced.findColumn(part.column);
            if (!source)
                return SchemaEdits::tr("%1 has no column \"%2\".").arg(referenced.name, part.column);
            Column column;
            column.id = schema.newId();
            column.name = source->name;
            column.type = source->type;
            table.columns.push_back(column);
        }
    }
    if (columns.size() != referencedColumns.size())
        return SchemaEdits::tr("A foreign key needs as many referenced columns as columns.");
    for (int i = 0; i < columns.size(); ++i) {
        const Column *own = table.findColumn(columns[i]);
        const Column *other = referenced.findColumn(referencedColumns[i]);
        if (!own)
            return SchemaEdits::tr("%1 has no column \"%2\".").arg(table.name, columns[i]);
        if (!other)
            return SchemaEdits::tr("%1 has no column \"%2\".").arg(referenced.name, referencedColumns[i]);
        if (!(own->type == other->type))
            return SchemaEdits::tr("%1.%2 and %3.%4 have different types.")
                .arg(table.name, columns[i], referenced.name, referencedColumns[i]);
    }
    ForeignKey fk;
    fk.id = schema.newId();
    fk.name = name;
    if (fk.name.isEmpty()) {
        const QString base = QStringLiteral("FK_%1_%2").arg(table.name, referenced.name);
        fk.name = schema.nameInUse(base) ? uniqueName(schema, base + u'_') : base;
    } else if (QString error = checkIdentifier(fk.name); !error.isEmpty()) {
        return error;
    } else if (schema.nameInUse(fk.name)) {
        return SchemaEdits::tr("The name \"%1\" is already used in this schema.").arg(fk.name);
    }
    fk.columns = columns;
    fk.referencedTable = referenced.name;
    fk.referencedColumns = referencedColumns;
    table.foreignKeys.push_back(fk);
    created = fk.id;
    return {};
}

QString deleteForeignKey(Schema &schema, ObjectId tableId, ObjectId foreignKey)
{
    Table *table = tableById(schema, tableId);
    if (!table)
        return SchemaEdits::tr("The table no longer exists.");
    const auto removed = std::erase_if(table->foreignKeys,
                                       [foreignKey](const ForeignKey &fk) { return fk.id == foreignKey; });
    return removed ? QString() : SchemaEdits::tr("The foreign key no longer exists.");
}

QString setForeignKeyOnDelete(Schema &schema, ObjectId tableId, ObjectId foreignKey, OnDelete onDelete)
{
    Table *table = tableById(schema, tableId);
    if (!table)
        return SchemaEdits::tr("The table no longer exists.");
    for (ForeignKey &fk : table->foreignKeys) {
        if (fk.id == foreignKey) {
            fk.onDelete = onDelete;
            fk.onDeleteExplicit = onDelete == OnDelete::Cascade || fk.onDeleteExplicit;
            return {};
        }
    }
    return SchemaEdits::tr("The foreign key no longer exists.");
}

QString addIndex(Schema &schema, Index index, ObjectId &created)
{
    qualifyIndexName(index);
    if (QString error = validateIndex(schema, index); !error.isEmpty())
        return error;
    if (schema.nameInUse(index.name))
        return SchemaEdits::tr("The name \"%1\" is already used in this schema.").arg(index.name);
    index.id = schema.newId();
    created = index.id;
    schema.indexes.push_back(std::move(index));
    return {};
}

QString updateIndex(Schema &schema, Index index)
{
    qualifyIndexName(index);
    auto it = std::find_if(schema.indexes.begin(), schema.indexes.end(),
                           [&index](const Index &i) { return i.id == index.id; });
    if (it == schema.indexes.end())
        return SchemaEdits::tr("The index no longer exists.");
    if (QString error = validateIndex(schema, index); !error.isEmpty())
        return error;
    if (it->name.compare(index.name, Qt::CaseInsensitive) != 0 && schema.nameInUse(index.name))
        return SchemaEdits::tr("The name \"%1\" is already used in this schema.").arg(index.name);
    *it = std::move(index);
    return {};
}

QString deleteIndex(Schema &schema, ObjectId id)
{
    const auto removed = std::erase_if(schema.indexes, [id](const Index &i) { return i.id == id; });
    return removed ? QString() : SchemaEdits::tr("The index no longer exists.");
}

} // namespace ssd::edits
