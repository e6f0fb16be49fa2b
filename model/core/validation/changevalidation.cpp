// validateTableChange and validateDropTable: what ALTER TABLE and DROP TABLE may not change while
// other objects depend on it. Each rule is Spanner's; the order of the checks follows the
// emulator's where one statement breaks several.

#include "validation/namescan.h"
#include "validation/schemavalidation.h"
#include "validation/streamtargets.h"
#include "writer/writerutil.h"

#include <algorithm>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

// Same type apart from STRING/BYTES lengths (a length change is not a change of data type).
bool sameDataType(const ColumnType &a, const ColumnType &b)
{
    if (a.kind != b.kind || a.protoName != b.protoName || a.element.size() != b.element.size())
        return false;
    for (size_t i = 0; i < a.element.size(); ++i)
        if (!sameDataType(a.element[i], b.element[i]))
            return false;
    return true;
}

QString constraintLabel(const QString &name) { return name.isEmpty() ? Text::tr("(unnamed)") : name; }

// Names of the foreign keys (of any table) that use `column` of `table`, on either side.
QStringList foreignKeysUsing(const Schema &schema, const Table &table, const QString &column)
{
    QStringList names;
    auto add = [&](const ForeignKey &fk) {
        const QString label = constraintLabel(fk.name);
        if (!names.contains(label))
            names << label;
    };
    for (const ForeignKey &fk : table.foreignKeys)
        if (fk.columns.contains(column) || (fk.referencedTable == table.name && fk.referencedColumns.contains(column)))
            add(fk);
    for (const Table &other : schema.tables)
        if (other.name != table.name)
            for (const ForeignKey &fk : other.foreignKeys)
                if (fk.referencedTable == table.name && fk.referencedColumns.contains(column))
                    add(fk);
    return names;
}

bool isParentKeyColumn(const Schema &schema, const Table &table, const QString &column)
{
    if (!table.interleave)
        return false;
    const Table *parent = schema.findTable(table.interleave->parent);
    return parent && parent->isKeyColumn(column);
}

// The change streams that name `column` of `table` in their column list.
QStringList streamsTrackingColumn(const Schema &schema, const QString &table, const QString &column)
{
    QStringList names;
    for (const ChangeStream &stream : schema.changeStreams)
        for (const ChangeStream::Target &target : stream.targets)
            if (listsColumn(target, table, column))
                names << stream.name;
    return names;
}

// What outside the table may depend on a dropped column: views and change streams.
Verdict dependentsOfDroppedColumn(const Schema &schema, const Table &before, const Column &column)
{
    if (Verdict v = viewsOnColumn(schema, before, column.name))
        return v;
    if (const QStringList streams = streamsTrackingColumn(schema, before.name, column.name); !streams.isEmpty())
        return Violation{Text::tr("cannot drop column %1.%2: it is tracked by change stream %3. Columns explicitly tracked "
                                  "by a change stream cannot be dropped; alter the change stream to stop tracking the "
                                  "column first").arg(before.name, column.name, streams.join(QStringLiteral(", "))), {}};
    return std::nullopt;
}

// `before`: the table with the column; `lookup`: its columns; `after`: the table whose generated
// columns (other than the dropped one) and CHECKs may depend on it, or null when it has none.
Verdict droppedColumn(const Schema &schema, const Table &before, const Table *after, const Column &column,
                      const ColumnIndex &lookup, Dialect dialect)
{
    if (!after)
        return dependentsOfDroppedColumn(schema, before, column);
    for (const Column &other : after->columns)
        if (other.generatedExpr && other.name != column.name && columnsUsedBy(*other.generatedExpr, lookup, dialect).contains(column.name))
            return Violation{Text::tr("cannot drop column `%1` from table `%2` because it is referenced by generated column `%3`")
                                 .arg(column.name, before.name, other.name), {}};
    for (const CheckConstraint &check : after->checks)
        if (columnsUsedBy(check.expr, lookup, dialect).contains(column.name))
            return Violation{Text::tr("cannot drop column `%1` on which there is a dependent check constraint: %2")
                                 .arg(column.name, constraintLabel(check.name)), {}};
    return dependentsOfDroppedColumn(schema, before, column);
}

Verdict typeChange(const Column &was, const Column &now, Dialect dialect)
{
    if (was.type == now.type || columnTypeChangesInPlace(was.type, now.type))
        return std::nullopt;
    QString from, to;
    appendTypeName(from, was.type, dialect);
    appendTypeName(to, now.type, dialect);
    return Violation{Text::tr("cannot change type of column `%1` from `%2` to `%3`").arg(was.name, from, to), {}};
}

// A key column of a table with interleaved children, or one that repeats the parent's key, may not
// be restated at all (what validateKeyColumnRestated checks).
Verdict interleavedKeyColumn(const Schema &schema, const Table &table, const QString &column)
{
    const QString full = table.name + u'.' + column;
    if (!schema.childrenOf(table.name).empty())
        return Violation{Text::tr("requested change to key column %1 could not be made").arg(full), {}};
    if (isParentKeyColumn(schema, table, column))
        return Violation{Text::tr("cannot alter parent key column %1").arg(full), {}};
    return std::nullopt;
}

Verdict keyColumnChange(const Schema &schema, const Table &before, const Column &was, const Column &now)
{
    if (!before.isKeyColumn(was.name))
        return std::nullopt;
    const bool nullability = was.notNull != now.notNull;
    if (!nullability && was.type == now.type)
        return std::nullopt;
    if (Verdict interleaved = interleavedKeyColumn(schema, before, was.name))
        return interleaved;
    if (nullability)
        return Violation{Text::tr("cannot change key column %1").arg(before.name + u'.' + was.name), {}};
    return std::nullopt;
}

Verdict generatedColumnChange(const Table &table, const Column &was, const Column &now)
{
    const QString full = table.name + u'.' + was.name;
    if (!was.generatedExpr && now.generatedExpr)
        return Violation{Text::tr("cannot convert column `%1` to a generated column").arg(full), {}};
    if (!was.generatedExpr || !now.generatedExpr)
        return std::nullopt;
    if (was.stored != now.stored)
        return Violation{Text::tr("cannot change the STORED attribute for generated column `%1`").arg(full), {}};
    if (!was.stored)
        return std::nullopt;
    if (!sameDataType(was.type, now.type))
        return Violation{Text::tr("cannot change the data type of a stored generated column `%1`").arg(full), {}};
    if (*was.generatedExpr != *now.generatedExpr)
        return Violation{Text::tr("cannot change the expression of a generated column `%1` because it is stored or has "
                                  "other dependencies").arg(full), {}};
    return std::nullopt;
}

Verdict dependentsOfChangedColumn(const Schema &schema, const Table &before, const Table &after, const Column &was,
                                  const Column &now, Dialect dialect)
{
    if (!sameDataType(was.type, now.type)) {
        const ColumnIndex lookup(after.columns, ColumnIndex::ExactFirst{});
        for (const Column &other : after.columns)
            if (other.generatedExpr && other.stored && other.name != was.name
                && columnsUsedBy(*other.generatedExpr, lookup, dialect).contains(was.name))
                return Violation{Text::tr("cannot change the data type of column `%1`, which has a dependent stored "
                                          "generated column").arg(was.name), {}};
        for (const CheckConstraint &check : after.checks)
            if (columnsUsedBy(check.expr, lookup, dialect).contains(was.name))
                return Violation{Text::tr("cannot change the data type of column `%1`, which is used by check constraint `%2`")
                                     .arg(was.name, constraintLabel(check.name)), {}};
    }
    if (was.notNull != now.notNull) {
        if (const QStringList fks = foreignKeysUsing(schema, before, was.name); !fks.isEmpty())
            return Violation{Text::tr("cannot change the nullability for column `%1` of table `%2`. It is used by one or "
                                      "more foreign keys: `%3`").arg(was.name, before.name, fks.join(QStringLiteral("`, `"))), {}};
        for (const Index &index : schema.indexes) {
            if (index.table != before.name || index.kind != Index::Kind::Regular)
                continue;
            for (const KeyPart &key : index.keys)
                if (key.column == was.name)
                    return Violation{Text::tr("changing NOT NULL constraints on column %1 is not allowed because it affects "
                                              "index %2").arg(was.name, index.name), {}};
        }
    }
    return std::nullopt;
}

} // namespace

bool columnTypeChangesInPlace(const ColumnType &from, const ColumnType &to)
{
    if (from.isArray() || to.isArray()) {
        return from.isArray() && to.isArray() && from.arrayElement() && to.arrayElement()
               && from.vectorLength == to.vectorLength && columnTypeChangesInPlace(*from.arrayElement(), *to.arrayElement());
    }
    const auto stringOrBytes = [](const ColumnType &t) { return t.kind == TypeKind::String || t.kind == TypeKind::Bytes; };
    const auto protoOrBytes = [](const ColumnType &t) {
        return t.kind == TypeKind::Proto || t.kind == TypeKind::Enum || t.kind == TypeKind::Bytes;
    };
    return (stringOrBytes(from) && stringOrBytes(to)) || (protoOrBytes(from) && protoOrBytes(to))
           || from.kind == to.kind; // the same kind: only a length or a proto name can differ
}

Verdict validateKeyColumnRestated(const Schema &schema, const Table &table, const QString &column)
{
    if (!table.isKeyColumn(column))
        return std::nullopt;
    return interleavedKeyColumn(schema, table, column);
}

Verdict validateTableChange(const Schema &schema, const Table &before, const Table &after)
{
    const Dialect dialect = schema.dialect;
    const ColumnIndex beforeColumns(before.columns, ColumnIndex::ExactFirst{}), afterColumns(after.columns, ColumnIndex::ExactFirst{});
    for (const Column &was : before.columns) {
        const qsizetype at = afterColumns.position(was.name);
        const Column *now = at >= 0 ? &after.columns[size_t(at)] : nullptr;
        if (!now) {
            if (Verdict v = droppedColumn(schema, before, &after, was, beforeColumns, dialect))
                return v;
            continue;
        }
        if (Verdict v = keyColumnChange(schema, before, was, *now))
            return v;
        if (Verdict v = generatedColumnChange(before, was, *now))
            return v;
        if (Verdict v = dependentsOfChangedColumn(schema, before, after, was, *now, dialect))
            return v;
        if (Verdict v = typeChange(was, *now, dialect))
            return v;
    }
    for (const Column &column : after.columns) {
        if (beforeColumns.position(column.name) >= 0)
            continue;
        if (Verdict v = validateAddedColumn(after, column))
            return v;
    }
    return std::nullopt;
}

Verdict validateAddedColumn(const Table &table, const Column &column)
{
    if (column.notNull && !column.defaultExpr && !column.generatedExpr)
        return Violation{Text::tr("cannot add NOT NULL column %1.%2 to existing table %1 without a DEFAULT").arg(table.name, column.name),
                         column.pos};
    return std::nullopt;
}

Verdict validateColumnDrop(const Schema &schema, const Table &table, const Column &column, const AlteredTables::Entry &entry)
{
    // No generated column and no CHECK: nothing in the table can read the column.
    if (entry.generatedColumns == 0 && table.checks.empty())
        return droppedColumn(schema, table, nullptr, column, entry.columns, schema.dialect);
    return droppedColumn(schema, table, &table, column, entry.columns, schema.dialect);
}

ColumnDropBlocker columnDropBlocker(const Schema &schema, const Table &table, const QString &column,
                                    const AlteredTables::Entry *entry)
{
    using K = ColumnDropBlocker::Kind;
    if (table.isKeyColumn(column))
        return {K::PrimaryKey, {}, {}};
    auto inParts = [&](const std::vector<KeyPart> &parts) {
        return std::any_of(parts.begin(), parts.end(), [&](const KeyPart &p) { return p.column == column; });
    };
    for (const Index &index : schema.indexes) {
        if (index.table != table.name)
            continue;
        if (inParts(index.keys) || inParts(index.orderBy) || index.storing.contains(column)
            || index.whereNotNull.contains(column) || index.partitionBy.contains(column))
            return {K::Index, index.name, {}};
    }
    // The table's own foreign keys (the entry knows every column they use, on both sides).
    const bool ownForeignKeysMayUse = !entry || entry->foreignKeyColumns.contains(column);
    if (ownForeignKeysMayUse)
        for (const ForeignKey &fk : table.foreignKeys)
            if (fk.columns.contains(column))
                return {K::ForeignKey, fk.name, {}};
    for (const Table &other : schema.tables) {
        if (&other == &table && !ownForeignKeysMayUse)
            continue;
        for (const ForeignKey &fk : other.foreignKeys)
            if (fk.referencedTable == table.name && fk.referencedColumns.contains(column))
                return {K::ReferencingForeignKey, fk.name, other.name};
    }
    if (table.rowDeletionPolicy && table.rowDeletionPolicy->column == column)
        return {K::RowDeletionPolicy, {}, {}};
    return {};
}

// In the order Spanner checks them (the emulator's verdicts on a table that breaks several):
// change streams, interleaved children, indexes, foreign keys; then the views of the model.
Verdict validateDropTable(const Schema &schema, const Table &table)
{
    QStringList streams;
    for (const ChangeStream &stream : schema.changeStreams)
        for (const ChangeStream::Target &target : stream.targets)
            if (targetsTable(target, table.name))
                streams << stream.name;
    if (!streams.isEmpty())
        return Violation{Text::tr("cannot drop table %1: it is tracked by change stream %2. Tables explicitly tracked by a "
                                  "change stream cannot be dropped; drop the change stream or alter it to stop tracking the "
                                  "table first").arg(table.name, streams.join(QStringLiteral(", "))), {}};
    if (const std::vector<const Table *> children = schema.childrenOf(table.name); !children.empty())
        return Violation{Text::tr("cannot drop table %1: table %2 is interleaved in it").arg(table.name, children.front()->name), {}};
    for (const Index &index : schema.indexes)
        if (index.table == table.name || index.interleaveIn == table.name)
            return Violation{Text::tr("cannot drop table %1: index %2 depends on it").arg(table.name, index.name), {}};
    for (const Table &other : schema.tables) {
        if (&other == &table)
            continue;
        for (const ForeignKey &fk : other.foreignKeys)
            if (fk.referencedTable == table.name)
                return Violation{Text::tr("cannot drop table %1: foreign key %2 of table %3 references it")
                                     .arg(table.name, fk.name.isEmpty() ? Text::tr("(unnamed)") : fk.name, other.name), {}};
    }
    return viewsOnTable(schema, table);
}

// In the emulator's order and wording ("Cannot drop schema s while it has dependencies.
// Dependent tables:s.t ..."), on one line.
Verdict validateDropSchema(const Schema &schema, QStringView name)
{
    const QString prefix = name.toString() + u'.';
    QStringList kinds;
    auto list = [&](const auto &objects, const QString &kind) {
        QStringList names;
        for (const auto &object : objects)
            if (object.name.startsWith(prefix))
                names << object.name;
        if (!names.isEmpty())
            kinds << kind.arg(names.join(QStringLiteral(", ")));
    };
    list(schema.tables, Text::tr("tables %1"));
    list(schema.views, Text::tr("views %1"));
    list(schema.indexes, Text::tr("indexes %1"));
    list(schema.sequences, Text::tr("sequences %1"));
    list(schema.changeStreams, Text::tr("change streams %1"));
    list(schema.propertyGraphs, Text::tr("property graphs %1"));
    list(schema.models, Text::tr("models %1"));
    if (kinds.isEmpty())
        return std::nullopt;
    return Violation{Text::tr("cannot drop schema %1 while it has dependencies: %2").arg(name, kinds.join(QStringLiteral("; "))), {}};
}

} // namespace ssd::validation
