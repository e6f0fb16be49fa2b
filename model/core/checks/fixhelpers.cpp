#include "fixhelpers.h"

#include "checkcontext.h"
#include "classifiers.h"

#include <QSet>

namespace ssd::checks::fixes {

QStringList descendantsOf(const Schema &schema, const QString &table)
{
    QHash<QString, QStringList> children;
    for (const Table &t : schema.tables)
        if (t.interleave && t.interleave->parent != t.name)
            children[t.interleave->parent].append(t.name);
    QStringList order;
    QSet<QString> seen{table};
    QStringList queue{table};
    for (qsizetype i = 0; i < queue.size(); ++i) {
        for (const QString &child : children.value(queue[i])) {
            if (seen.contains(child))
                continue;
            seen.insert(child);
            queue.append(child);
            order.append(child);
        }
    }
    return order;
}

QString uniqueColumnName(const Table &table, const QString &base)
{
    auto taken = [&](const QString &name) {
        for (const Column &c : table.columns)
            if (c.name.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    };
    if (!taken(base))
        return base;
    for (int i = 2;; ++i)
        if (!taken(base + QString::number(i)))
            return base + QString::number(i);
}

bool setKeyPrefix(Schema &schema, const QString &tableName, const std::vector<KeyPart> &newKey)
{
    Table *table = schema.findTable(tableName);
    if (!table)
        return false;
    QHash<QString, std::vector<KeyPart>> oldKeys, newKeys;
    oldKeys.insert(tableName, table->primaryKey);
    newKeys.insert(tableName, newKey);
    table->primaryKey = newKey;
    table->hasPrimaryKey = true;

    for (const QString &name : descendantsOf(schema, tableName)) {
        Table *d = schema.findTable(name);
        Table *p = d ? schema.findTable(d->interleave->parent) : nullptr;
        if (!d || !p || !newKeys.contains(p->name))
            continue;
        const std::vector<KeyPart> &parentOld = oldKeys[p->name];
        const std::vector<KeyPart> &parentNew = newKeys[p->name];
        QSet<QString> inherited;
        for (const KeyPart &k : parentOld)
            inherited.insert(k.column);
        for (const KeyPart &k : parentNew)
            inherited.insert(k.column);
        std::vector<KeyPart> key = parentNew;
        for (const KeyPart &k : d->primaryKey)
            if (!inherited.contains(k.column))
                key.push_back(k);
        int insertAt = 0;
        for (const KeyPart &k : parentNew) {
            if (d->findColumn(k.column))
                continue;
            if (const Column *pc = p->findColumn(k.column)) {
                Column copy = *pc;
                copy.id = schema.newId();
                copy.pos = {};
                d->columns.insert(d->columns.begin() + std::min<qsizetype>(insertAt++, qsizetype(d->columns.size())), copy);
            }
        }
        oldKeys.insert(name, d->primaryKey);
        newKeys.insert(name, key);
        d->primaryKey = key;
        d->hasPrimaryKey = true;
    }

    for (Index &index : schema.indexes) {
        if (!index.isInterleaved() || !oldKeys.contains(index.interleaveIn))
            continue;
        const std::vector<KeyPart> &o = oldKeys[index.interleaveIn];
        const std::vector<KeyPart> &n = newKeys[index.interleaveIn];
        if (index.keys.size() < o.size())
            continue; // already broken: interleaved-index-key-prefix reports it
        std::vector<KeyPart> keys;
        QSet<QString> used;
        for (const KeyPart &np : n) {
            KeyPart part = np;
            part.nulls = KeyPart::Nulls::Default;
            for (size_t i = 0; i < o.size(); ++i)
                if (o[i].column == np.column)
                    part.column = index.keys[i].column; // index key names may differ from the table's
            keys.push_back(part);
            used.insert(part.column);
        }
        for (size_t i = o.size(); i < index.keys.size(); ++i)
            if (!used.contains(index.keys[i].column)) {
                keys.push_back(index.keys[i]);
                used.insert(index.keys[i].column);
            }
        index.keys = keys;
        index.storing.removeIf([&](const QString &c) { return used.contains(c); });
    }
    return true;
}

bool editKeyColumnDownwards(Schema &schema, const QString &tableName, const QString &column,
                            const std::function<void(Column &)> &edit)
{
    Table *table = schema.findTable(tableName);
    Column *c = table ? table->findColumn(column) : nullptr;
    if (!c)
        return false;
    edit(*c);
    if (!table->isKeyColumn(column))
        return true;
    for (const QString &name : descendantsOf(schema, tableName)) {
        Table *d = schema.findTable(name);
        if (!d || !d->isKeyColumn(column))
            continue;
        if (Column *dc = d->findColumn(column))
            edit(*dc);
    }
    return true;
}

QString keyColumnOwner(const Schema &schema, const QString &tableName, const QString &column)
{
    QString owner = tableName;
    QSet<QString> seen{tableName};
    const Table *t = schema.findTable(tableName);
    while (t && t->interleave) {
        const Table *p = schema.findTable(t->interleave->parent);
        if (!p || seen.contains(p->name) || !p->isKeyColumn(column))
            break;
        owner = p->name;
        seen.insert(p->name);
        t = p;
    }
    return owner;
}

Column makeShardColumn(Schema &schema, const Table &table, const QString &name, const QStringList &hashed,
                       int shards)
{
    const bool pg = schema.dialect == Dialect::PostgreSql;
    QStringList parts;
    for (const QString &columnName : hashed) {
        const Column *c = table.findColumn(columnName);
        const QString id = quotedIdentifier(columnName, schema.dialect);
        if (c && c->type.kind == TypeKind::String)
            parts.append(id);
        else if (pg)
            parts.append(QStringLiteral("CAST(%1 AS varchar)").arg(id));
        else if (c && c->type.kind == TypeKind::Timestamp)
            parts.append(QStringLiteral("CAST(UNIX_MICROS(%1) AS STRING)").arg(id));
        else if (c && c->type.kind == TypeKind::Bytes)
            parts.append(QStringLiteral("TO_HEX(%1)").arg(id));
        else
            parts.append(QStringLiteral("CAST(%1 AS STRING)").arg(id));
    }
    QString argument;
    if (parts.size() == 1)
        argument = parts.first();
    else if (pg)
        argument = parts.join(QStringLiteral(" || '|' || "));
    else
        argument = QStringLiteral("CONCAT(%1)").arg(parts.join(QStringLiteral(", '|', ")));
    Column column;
    column.id = schema.newId();
    column.name = name;
    column.type = ColumnType::scalar(TypeKind::Int64);
    column.notNull = true;
    column.generatedExpr = pg ? QStringLiteral("MOD(spanner.farm_fingerprint(%1), %2)").arg(argument).arg(shards)
                              : QStringLiteral("MOD(FARM_FINGERPRINT(%1), %2)").arg(argument).arg(shards);
    column.stored = true;
    return column;
}

} // namespace ssd::checks::fixes
