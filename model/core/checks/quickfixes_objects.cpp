// Quick fixes on interleave clauses, foreign keys and indexes.

#include "quickfixes.h"

#include "classifiers.h"
#include "fixhelpers.h"

#include <QCoreApplication>
#include <QSet>

namespace ssd::checks::fixes {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::fixes)
};

QString q(const QString &name) { return QLatin1Char('`') + name + QLatin1Char('`'); }

ForeignKey *findFk(Table *t, ObjectId id)
{
    if (!t)
        return nullptr;
    for (ForeignKey &fk : t->foreignKeys)
        if (fk.id == id)
            return &fk;
    return nullptr;
}

} // namespace

QuickFix prefixParentKey(const QString &table)
{
    return makeFix("prefix-parent-key", [=] { return Tr::tr("Start the key of %1 with its parent's key columns").arg(q(table)); },
                   [table](Schema &s) {
                       Table *t = s.findTable(table);
                       const Table *p = t && t->interleave ? s.findTable(t->interleave->parent) : nullptr;
                       if (!p || p == t)
                           return false;
                       std::vector<KeyPart> key;
                       QSet<QString> names;
                       int insertAt = 0;
                       for (const KeyPart &pk : p->primaryKey) {
                           key.push_back(pk);
                           names.insert(pk.column);
                           if (!t->findColumn(pk.column)) {
                               const Column *pc = p->findColumn(pk.column);
                               if (!pc)
                                   return false;
                               Column copy = *pc;
                               copy.id = s.newId();
                               copy.pos = {};
                               t->columns.insert(t->columns.begin() + insertAt++, copy);
                           }
                       }
                       for (const KeyPart &k : t->primaryKey)
                           if (!names.contains(k.column))
                               key.push_back(k);
                       // Inherited columns must also match the parent's definition.
                       for (const KeyPart &pk : p->primaryKey) {
                           Column *c = t->findColumn(pk.column);
                           const Column *pc = p->findColumn(pk.column);
                           if (c && pc) {
                               c->type = pc->type;
                               c->notNull = pc->notNull;
                           }
                       }
                       return setKeyPrefix(s, table, key);
                   });
}

QuickFix copyParentKeyAttributes(const QString &table, const QString &column)
{
    return makeFix("copy-parent-key-column",
                   [=] { return Tr::tr("Copy the parent's definition of %1 into %2").arg(q(column), q(table)); },
                   [table, column](Schema &s) {
                       Table *t = s.findTable(table);
                       const Table *p = t && t->interleave ? s.findTable(t->interleave->parent) : nullptr;
                       const Column *pc = p ? p->findColumn(column) : nullptr;
                       const KeyPart *pk = p ? p->keyPart(column) : nullptr;
                       if (!pc || !pk || !t->keyPart(column))
                           return false;
                       const Column parentColumn = *pc;
                       const SortOrder order = pk->order;
                       const bool commitTs = parentColumn.allowsCommitTimestamp();
                       editKeyColumnDownwards(s, table, column, [&](Column &c) {
                           c.type = parentColumn.type;
                           c.notNull = parentColumn.notNull;
                           if (commitTs)
                               setOption(c.options, QStringLiteral("allow_commit_timestamp"), QStringLiteral("true"));
                           else
                               removeOption(c.options, u"allow_commit_timestamp");
                       });
                       std::vector<KeyPart> key = s.findTable(table)->primaryKey;
                       for (KeyPart &k : key)
                           if (k.column == column)
                               k.order = order;
                       return setKeyPrefix(s, table, key);
                   });
}

QuickFix interleaveOnDeleteCascade(const QString &table)
{
    return makeFix("on-delete-cascade", [=] { return Tr::tr("Interleave %1 with ON DELETE CASCADE").arg(q(table)); }, [table](Schema &s) {
        Table *t = s.findTable(table);
        if (!t || !t->interleave)
            return false;
        t->interleave->kind = Interleave::Kind::InParent;
        t->interleave->onDelete = OnDelete::Cascade;
        t->interleave->onDeleteExplicit = true;
        return true;
    });
}

QuickFix removeInterleaveOnDelete(const QString &table)
{
    return makeFix("remove-on-delete", [=] { return Tr::tr("Remove the ON DELETE clause of %1").arg(q(table)); }, [table](Schema &s) {
        Table *t = s.findTable(table);
        if (!t || !t->interleave)
            return false;
        t->interleave->onDelete = OnDelete::NoAction;
        t->interleave->onDeleteExplicit = false;
        return true;
    });
}

QuickFix cascadeBlockingDescendants(const QString &table)
{
    return makeFix("cascade-descendants",
                   [=] { return Tr::tr("Make every interleaved descendant of %1 and every foreign key to it ON DELETE CASCADE").arg(q(table)); },
                   [table](Schema &s) {
                       if (!s.findTable(table))
                           return false;
                       const QStringList family = descendantsOf(s, table);
                       for (const QString &d : family) {
                           Table *t = s.findTable(d);
                           if (t->interleave && t->interleave->kind == Interleave::Kind::InParent) {
                               t->interleave->onDelete = OnDelete::Cascade;
                               t->interleave->onDeleteExplicit = true;
                           }
                       }
                       // Foreign keys to the table or to one of its interleaved descendants.
                       QSet<QString> targets(family.begin(), family.end());
                       targets.insert(table);
                       for (Table &t : s.tables)
                           for (ForeignKey &fk : t.foreignKeys)
                               if (targets.contains(fk.referencedTable) && !fk.notEnforced) {
                                   fk.onDelete = OnDelete::Cascade;
                                   fk.onDeleteExplicit = true;
                               }
                       return true;
                   });
}

QuickFix dropForeignKey(const QString &table, ObjectId fkId, const QString &fkLabel)
{
    return makeFix("drop-foreign-key", [=] { return Tr::tr("Drop foreign key %1 of %2").arg(q(fkLabel), q(table)); },
                   [table, fkId](Schema &s) {
                       Table *t = s.findTable(table);
                       if (!findFk(t, fkId))
                           return false;
                       std::erase_if(t->foreignKeys, [&](const ForeignKey &fk) { return fk.id == fkId; });
                       return true;
                   });
}

QuickFix foreignKeyOnDeleteCascade(const QString &table, ObjectId fkId, const QString &fkLabel)
{
    return makeFix("fk-on-delete-cascade", [=] { return Tr::tr("Add ON DELETE CASCADE to foreign key %1").arg(q(fkLabel)); },
                   [table, fkId](Schema &s) {
                       ForeignKey *fk = findFk(s.findTable(table), fkId);
                       if (!fk || fk->notEnforced)
                           return false;
                       fk->onDelete = OnDelete::Cascade;
                       fk->onDeleteExplicit = true;
                       return true;
                   });
}

QuickFix foreignKeyToInterleave(const QString &table, ObjectId fkId, const QString &parent)
{
    return makeFix("fk-to-interleave",
                   [=] { return Tr::tr("Interleave %1 in %2 (ON DELETE CASCADE) instead of the foreign key").arg(q(table), q(parent)); },
                   [table, fkId, parent](Schema &s) {
                       Table *t = s.findTable(table);
                       ForeignKey *fk = findFk(t, fkId);
                       const Table *p = s.findTable(parent);
                       if (!fk || !p || t->interleave || fk->referencedTable != parent)
                           return false;
                       // Map each parent key column to the child's referencing column; the names
                       // must already agree (interleaving matches key columns by name).
                       std::vector<KeyPart> key;
                       QSet<QString> names;
                       for (const KeyPart &pk : p->primaryKey) {
                           const qsizetype i = fk->referencedColumns.indexOf(pk.column);
                           if (i < 0 || fk->columns.value(i) != pk.column)
                               return false;
                           Column *c = t->findColumn(pk.column);
                           const Column *pc = p->findColumn(pk.column);
                           if (!c || !pc)
                               return false;
                           c->type = pc->type;
                           c->notNull = pc->notNull;
                           key.push_back(pk);
                           names.insert(pk.column);
                       }
                       for (const KeyPart &k : t->primaryKey)
                           if (!names.contains(k.column))
                               key.push_back(k);
                       std::erase_if(t->foreignKeys, [&](const ForeignKey &f) { return f.id == fkId; });
                       t->interleave = Interleave{parent, Interleave::Kind::InParent, OnDelete::Cascade, true};
                       return setKeyPrefix(s, table, key);
                   });
}

QuickFix interleaveIndex(const QString &indexName, const QString &ancestor)
{
    return makeFix("interleave-index", [=] { return Tr::tr("Interleave index %1 in %2").arg(q(indexName), q(ancestor)); },
                   [indexName, ancestor](Schema &s) {
                       Index *index = s.findIndex(indexName);
                       const Table *a = s.findTable(ancestor);
                       const Table *t = index ? s.findTable(index->table) : nullptr;
                       if (!index || !a || !t)
                           return false;
                       std::vector<KeyPart> keys;
                       QSet<QString> names;
                       for (const KeyPart &pk : a->primaryKey) {
                           if (!t->findColumn(pk.column))
                               return false;
                           KeyPart part = pk;
                           part.orderExplicit = false;
                           keys.push_back(part);
                           names.insert(pk.column);
                       }
                       for (const KeyPart &k : index->keys)
                           if (!names.contains(k.column))
                               keys.push_back(k);
                       index->keys = keys;
                       index->interleaveIn = ancestor;
                       index->storing.removeIf([&](const QString &c) { return names.contains(c); });
                       return true;
                   });
}

QuickFix prefixIndexWithTableKey(const QString &indexName)
{
    return makeFix("prefix-index-key", [=] { return Tr::tr("Start index %1 with the key of the table it is interleaved in").arg(q(indexName)); },
                   [indexName](Schema &s) {
                       const Index *index = s.findIndex(indexName);
                       if (!index || !index->isInterleaved())
                           return false;
                       const QString target = index->interleaveIn;
                       return interleaveIndex(indexName, target).transform(s);
                   });
}

QuickFix indexShardPrefix(const QString &indexName, int shards)
{
    return makeFix("index-shard-prefix",
                   [=] { return Tr::tr("Add a hash shard column (modulo %1) as the first key of index %2").arg(shards).arg(q(indexName)); },
                   [indexName, shards](Schema &s) {
                       Index *index = s.findIndex(indexName);
                       Table *t = index ? s.findTable(index->table) : nullptr;
                       if (!t || index->isInterleaved() || t->primaryKey.empty())
                           return false;
                       QStringList hashed;
                       for (const KeyPart &k : t->primaryKey)
                           if (const Column *c = t->findColumn(k.column); c && !c->allowsCommitTimestamp())
                               hashed.append(k.column);
                       if (hashed.isEmpty())
                           return false;
                       const QString name = uniqueColumnName(
                           *t, s.dialect == Dialect::PostgreSql ? QStringLiteral("shard_id") : QStringLiteral("ShardId"));
                       Column shard = makeShardColumn(s, *t, name, hashed, shards);
                       t->columns.push_back(shard);
                       index = s.findIndex(indexName);
                       index->keys.insert(index->keys.begin(), KeyPart{name});
                       return true;
                   });
}

QuickFix nullFilteredIndex(const QString &indexName)
{
    return makeFix("null-filtered", [=] { return Tr::tr("Make index %1 NULL_FILTERED").arg(q(indexName)); }, [indexName](Schema &s) {
        Index *index = s.findIndex(indexName);
        if (!index)
            return false;
        if (s.dialect == Dialect::PostgreSql) {
            for (const KeyPart &k : index->keys)
                if (!index->whereNotNull.contains(k.column))
                    index->whereNotNull.append(k.column);
        } else {
            index->nullFiltered = true;
        }
        return true;
    });
}

QuickFix removeNullFiltered(const QString &indexName)
{
    return makeFix("remove-null-filtered", [=] { return Tr::tr("Remove NULL_FILTERED from index %1").arg(q(indexName)); },
                   [indexName](Schema &s) {
                       Index *index = s.findIndex(indexName);
                       if (!index)
                           return false;
                       index->nullFiltered = false;
                       index->whereNotNull.clear();
                       return true;
                   });
}

QuickFix dropIndex(const QString &indexName)
{
    return makeFix("drop-index", [=] { return Tr::tr("Drop index %1").arg(q(indexName)); }, [indexName](Schema &s) {
        const auto before = s.indexes.size();
        std::erase_if(s.indexes, [&](const Index &i) { return i.name == indexName; });
        return s.indexes.size() != before;
    });
}

QuickFix removeStoredColumn(const QString &indexName, const QString &column)
{
    return makeFix("remove-stored-column", [=] { return Tr::tr("Remove %1 from the STORING list of %2").arg(q(column), q(indexName)); },
                   [indexName, column](Schema &s) {
                       Index *index = s.findIndex(indexName);
                       if (!index || !index->storing.contains(column))
                           return false;
                       // Keep the first occurrence when the column is listed twice but is no key.
                       bool keepOne = true;
                       for (const KeyPart &k : index->keys)
                           keepOne = keepOne && k.column != column;
                       const Table *t = s.findTable(index->table);
                       if (t && t->isKeyColumn(column))
                           keepOne = false;
                       bool kept = false;
                       index->storing.removeIf([&](const QString &c) {
                           if (c != column)
                               return false;
                           if (keepOne && !kept) {
                               kept = true;
                               return false;
                           }
                           return true;
                       });
                       return true;
                   });
}

QuickFix removeDuplicateIndexKeys(const QString &indexName)
{
    return makeFix("remove-duplicate-key", [=] { return Tr::tr("Remove the repeated key columns of index %1").arg(q(indexName)); },
                   [indexName](Schema &s) {
                       Index *index = s.findIndex(indexName);
                       if (!index)
                           return false;
                       QSet<QString> seen;
                       const auto before = index->keys.size();
                       std::erase_if(index->keys, [&](const KeyPart &k) {
                           const bool repeated = seen.contains(k.column);
                           seen.insert(k.column);
                           return repeated;
                       });
                       return index->keys.size() != before;
                   });
}

} // namespace ssd::checks::fixes
