// Table, column and primary-key edits (schemaedits.h).

#include "schemaedits.h"
#include "tablereferences.h"
#include "validation/streamtargets.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ssd::edits {

namespace {

// A named context, so that lupdate files these messages under "SchemaEdits" as they are looked up.
struct SchemaEdits
{
    Q_DECLARE_TR_FUNCTIONS(SchemaEdits)
};

QString noSuchTable() { return SchemaEdits::tr("The table no longer exists."); }
QString noSuchColumn() { return SchemaEdits::tr("The column no longer exists."); }

void renameInList(QStringList &list, const QString &from, const QString &to)
{
    for (QString &item : list)
        if (item == from)
            item = to;
}

void renameInKeys(std::vector<KeyPart> &keys, const QString &from, const QString &to)
{
    for (KeyPart &part : keys)
        if (part.column == from)
            part.column = to;
}

// The element of `items` (columns) with object id `id`, or nullptr.
template<typename Items>
auto findById(Items &items, ObjectId id) -> decltype(&*items.begin())
{
    for (auto &item : items)
        if (item.id == id)
            return &item;
    return nullptr;
}

QString nameInUse(const QString &name)
{
    return SchemaEdits::tr("The name \"%1\" is already used in this schema.").arg(name);
}

// Column names are unique in a table case-insensitively; `except` is the column being renamed.
QString checkColumnNameFree(const Table &table, const QString &name, ObjectId except = 0)
{
    for (const Column &c : table.columns)
        if (c.id != except && c.name.compare(name, Qt::CaseInsensitive) == 0)
            return SchemaEdits::tr("%1 already has a column named \"%2\".").arg(table.name, c.name);
    return {};
}

// Runs `edit(Table &, Column &)` on the column an edit names and returns its message, or says
// which of the two no longer exists (the designer may hold ids of objects an undo removed).
template<typename Edit>
QString editColumn(Schema &schema, ObjectId tableId, ObjectId columnId, Edit edit)
{
    Table *table = tableById(schema, tableId);
    if (!table)
        return noSuchTable();
    Column *column = columnById(*table, columnId);
    if (!column)
        return noSuchColumn();
    return edit(*table, *column);
}


// The tables interleaved directly in `parent` (mutable: an edit may carry a key change to them).
std::vector<Table *> interleavedIn(Schema &schema, const QString &parent)
{
    std::vector<Table *> children;
    for (Table &t : schema.tables)
        if (t.interleave && t.interleave->parent.compare(parent, Qt::CaseInsensitive) == 0)
            children.push_back(&t);
    return children;
}

// Spanner requires an interleaved table's key to start with its parent's key columns, at the
// same positions and in the same order (ASC/DESC). Why a key edit of `table` breaks that, or
// empty when it does not.
QString interleaveKeyProblem(const Schema &schema, const Table &table)
{
    auto repeats = [](const Table &parent, const Table &child) {
        if (child.primaryKey.size() < parent.primaryKey.size())
            return false;
        for (size_t i = 0; i < parent.primaryKey.size(); ++i) {
            const KeyPart &p = parent.primaryKey[i], &c = child.primaryKey[i];
            if (p.column.compare(c.column, Qt::CaseInsensitive) != 0 || p.order != c.order)
                return false;
        }
        return true;
    };
    if (table.interleave) {
        const Table *parent = schema.findTable(table.interleave->parent);
        if (parent && !repeats(*parent, table))
            return SchemaEdits::tr("%1 is interleaved in %2, so its key must start with the key columns of %2, at the same "
                                   "positions and in the same order (ASC/DESC). Change the key of %2 instead (its tables "
                                   "follow its order), or remove the interleave first.")
                .arg(table.name, parent->name);
    }
    for (const Table *child : schema.childrenOf(table.name))
        if (!repeats(table, *child))
            return SchemaEdits::tr("%1 is interleaved in %2, and its key must start with the key columns of %2, at the same "
                                   "positions and in the same order; this change to the key of %2 would break that. Remove "
                                   "the interleave of %1 first, change the key, then interleave it again.")
                .arg(child->name, table.name);
    return {};
}

// Runs a key edit of one table on a copy and keeps it only when the interleave rules still hold
// (a key that already broke them before the edit does not block it).
template<typename Edit>
QString editKey(Schema &schema, ObjectId tableId, ObjectId columnId, Edit edit)
{
    Schema copy = schema;
    const QString error = editColumn(copy, tableId, columnId, [&](Table &table, Column &column) { return edit(copy, table, column); });
    if (!error.isEmpty())
        return error;
    const Table *before = tableById(schema, tableId);
    const Table *after = tableById(copy, tableId);
    if (before && after && interleaveKeyProblem(schema, *before).isEmpty()) {
        const QString problem = interleaveKeyProblem(copy, *after);
        if (!problem.isEmpty())
            return problem;
    }
    schema = std::move(copy);
    return {};
}

// Sets the order of key part `position` (column `column`) in every table interleaved, at any
// depth, under `parent`: they repeat its key, so flipping its order flips theirs too.
void carryKeyOrder(Schema &schema, const QString &parent, size_t position, const QString &column, SortOrder order, int depth = 0)
{
    if (depth > kMaxInterleaveDepth * 2)
        return; // a cycle in a broken schema
    for (Table *child : interleavedIn(schema, parent)) {
        if (position < child->primaryKey.size() && child->primaryKey[position].column.compare(column, Qt::CaseInsensitive) == 0) {
            child->primaryKey[position].order = order;
            child->primaryKey[position].orderExplicit = false;
        }
        carryKeyOrder(schema, child->name, position, column, order, depth + 1);
    }
}

} // namespace

QString checkIdentifier(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z][A-Za-z0-9_]*$"));
    if (name.isEmpty())
        return SchemaEdits::tr("A name cannot be empty.");
    if (name.size() > 128)
        return SchemaEdits::tr("A name can have at most 128 characters.");
    if (!pattern.match(name).hasMatch())
        return SchemaEdits::tr("\"%1\" is not a valid name: start with a letter, then use letters, digits and underscores.")
            .arg(name);
    return {};
}

QString uniqueName(const Schema &schema, const QString &base)
{
    for (int i = 1;; ++i) {
        const QString candidate = base + QString::number(i);
        if (!schema.nameInUse(candidate))
            return candidate;
    }
}

Column *columnById(Table &table, ObjectId id)
{
    return findById(table.columns, id);
}

QString addTable(Schema &schema, const QString &name, ObjectId &created)
{
    if (QString error = checkIdentifier(name); !error.isEmpty())
        return error;
    if (schema.nameInUse(name))
        return nameInUse(name);
    Table table;
    table.id = schema.newId();
    table.name = name;
    table.hasPrimaryKey = true; // PRIMARY KEY () until the user marks key columns
    schema.tables.push_back(std::move(table));
    created = schema.tables.back().id;
    return {};
}

QString renameTable(Schema &schema, ObjectId id, const QString &name)
{
    Table *table = tableById(schema, id);
    if (!table)
        return noSuchTable();
    const QString old = table->name;
    if (old == name)
        return {};
    if (QString error = checkIdentifier(name); !error.isEmpty())
        return error;
    // A change of case only is a rename too; any other clash is refused.
    if (schema.nameInUse(name) && old.compare(name, Qt::CaseInsensitive) != 0)
        return nameInUse(name);
    table->name = name;
    followTableRename(schema, old, name, schema.dialect);
    return {};
}

QString deleteTable(Schema &schema, ObjectId id)
{
    const Table *table = tableById(schema, id);
    if (!table)
        return noSuchTable();
    const QString name = table->name;
    const auto children = schema.childrenOf(name);
    if (!children.empty()) {
        QStringList names;
        for (const Table *child : children)
            names.append(child->name);
        return SchemaEdits::tr("%1 has interleaved child tables (%2); delete them or remove their interleave first.")
            .arg(name, names.join(QStringLiteral(", ")));
    }
    std::erase_if(schema.tables, [id](const Table &t) { return t.id == id; });
    std::erase_if(schema.indexes, [&name](const Index &i) { return i.table == name; });
    for (Table &t : schema.tables)
        std::erase_if(t.foreignKeys, [&name](const ForeignKey &fk) { return fk.referencedTable == name; });
    for (ChangeStream &stream : schema.changeStreams)
        std::erase_if(stream.targets, [&name](const ChangeStream::Target &t) { return validation::targetsTable(t, name); });
    forgetTableInGrants(schema, name, schema.dialect);
    return {};
}

QString addColumn(Schema &schema, ObjectId tableId, const QString &name, const ColumnType &type,
                  bool notNull, ObjectId &created)
{
    Table *table = tableById(schema, tableId);
    if (!table)
        return noSuchTable();
    if (QString error = checkIdentifier(name); !error.isEmpty())
        return error;
    if (QString error = checkColumnNameFree(*table, name); !error.isEmpty())
        return error;
    Column column;
    column.id = schema.newId();
    column.name = name;
    column.type = type;
    column.notNull = notNull;
    table->columns.push_back(std::move(column));
    created = table->columns.back().id;
    return {};
}

QString renameColumn(Schema &schema, ObjectId tableId, ObjectId columnId, const QString &name)
{
    return editColumn(schema, tableId, columnId, [&](Table &table, Column &column) -> QString {
        const QString old = column.name;
        if (old == name)
            return {};
        if (QString error = checkIdentifier(name); !error.isEmpty())
            return error;
        if (QString error = checkColumnNameFree(table, name, columnId); !error.isEmpty())
            return error;
        column.name = name;
        renameInKeys(table.primaryKey, old, name);
        for (ForeignKey &fk : table.foreignKeys)
            renameInList(fk.columns, old, name);
        if (table.rowDeletionPolicy && table.rowDeletionPolicy->column == old)
            table.rowDeletionPolicy->column = name;
        const QString tableName = table.name;
        for (Table &t : schema.tables)
            for (ForeignKey &fk : t.foreignKeys)
                if (fk.referencedTable == tableName)
                    renameInList(fk.referencedColumns, old, name);
        for (Index &index : schema.indexes) {
            if (index.table != tableName)
                continue;
            renameInKeys(index.keys, old, name);
            renameInKeys(index.orderBy, old, name);
            renameInList(index.storing, old, name);
            renameInList(index.whereNotNull, old, name);
            renameInList(index.partitionBy, old, name);
        }
        for (ChangeStream &stream : schema.changeStreams)
            for (ChangeStream::Target &target : stream.targets)
                if (validation::targetsTable(target, tableName) && target.columns)
                    for (QString &listed : *target.columns)
                        if (validation::sameStreamName(listed, old))
                            listed = name;
        return {};
    });
}

QString retypeColumn(Schema &schema, ObjectId tableId, ObjectId columnId, const ColumnType &type)
{
    return editColumn(schema, tableId, columnId, [&](Table &, Column &column) {
        column.type = type;
        return QString();
    });
}

QString setColumnNotNull(Schema &schema, ObjectId tableId, ObjectId columnId, bool notNull)
{
    return editColumn(schema, tableId, columnId, [&](Table &, Column &column) {
        column.notNull = notNull;
        return QString();
    });
}

QString moveColumn(Schema &schema, ObjectId tableId, ObjectId columnId, int newIndex)
{
    return editColumn(schema, tableId, columnId, [&](Table &table, Column &column) {
        const int from = int(&column - table.columns.data());
        const int to = std::clamp(newIndex, 0, int(table.columns.size()) - 1);
        if (from == to)
            return QString();
        Column moved = std::move(column);
        table.columns.erase(table.columns.begin() + from);
        table.columns.insert(table.columns.begin() + to, std::move(moved));
        return QString();
    });
}

QString deleteColumn(Schema &schema, ObjectId tableId, ObjectId columnId)
{
    return editColumn(schema, tableId, columnId, [&](Table &table, Column &column) -> QString {
        const QString name = column.name;
        for (const Index &index : schema.indexes) {
            if (index.table != table.name)
                continue;
            for (const KeyPart &part : index.keys)
                if (part.column == name)
                    return SchemaEdits::tr("Index %1 uses %2 as a key; remove it from the index first.").arg(index.name, name);
        }
        for (const ForeignKey &fk : table.foreignKeys)
            if (fk.columns.contains(name))
                return SchemaEdits::tr("Foreign key %1 uses %2; delete the foreign key first.")
                    .arg(fk.name.isEmpty() ? fk.referencedTable : fk.name, name);
        for (const Table &t : schema.tables)
            for (const ForeignKey &fk : t.foreignKeys)
                if (fk.referencedTable == table.name && fk.referencedColumns.contains(name))
                    return SchemaEdits::tr("A foreign key of %1 references %2; delete it first.").arg(t.name, name);
        std::erase_if(table.primaryKey, [&name](const KeyPart &p) { return p.column == name; });
        std::erase_if(table.columns, [columnId](const Column &c) { return c.id == columnId; });
        for (Index &index : schema.indexes)
            if (index.table == table.name)
                index.storing.removeAll(name);
        return {};
    });
}

QString toggleKeyColumn(Schema &schema, ObjectId tableId, ObjectId columnId)
{
    return editKey(schema, tableId, columnId, [&](Schema &, Table &table, Column &column) {
        const QString name = column.name;
        if (table.isKeyColumn(name)) {
            std::erase_if(table.primaryKey, [&name](const KeyPart &p) { return p.column == name; });
        } else {
            KeyPart part;
            part.column = name;
            table.primaryKey.push_back(part);
            table.hasPrimaryKey = true;
        }
        return QString();
    });
}

// On a table with interleaved children the new order goes to the children's matching key part
// as well (the same edit, one undo step): Spanner requires them to repeat the parent's order.
QString toggleKeyDescending(Schema &schema, ObjectId tableId, ObjectId columnId)
{
    return editKey(schema, tableId, columnId, [&](Schema &copy, Table &table, Column &column) {
        for (size_t i = 0; i < table.primaryKey.size(); ++i) {
            KeyPart &part = table.primaryKey[i];
            if (part.column == column.name) {
                part.order = part.order == SortOrder::Desc ? SortOrder::Asc : SortOrder::Desc;
                part.orderExplicit = false;
                carryKeyOrder(copy, table.name, i, part.column, part.order);
                return QString();
            }
        }
        return SchemaEdits::tr("%1 is not a key column.").arg(column.name);
    });
}

QString moveKeyPart(Schema &schema, ObjectId tableId, ObjectId columnId, int newPosition)
{
    return editKey(schema, tableId, columnId, [&](Schema &, Table &table, Column &column) {
        auto &key = table.primaryKey;
        auto it = std::find_if(key.begin(), key.end(), [&column](const KeyPart &p) { return p.column == column.name; });
        if (it == key.end())
            return SchemaEdits::tr("%1 is not a key column.").arg(column.name);
        const int to = std::clamp(newPosition, 0, int(key.size()) - 1);
        KeyPart part = *it;
        key.erase(it);
        key.insert(key.begin() + to, part);
        return QString();
    });
}

} // namespace ssd::edits
