// Quick fixes that make an index serve a declared query (index-access-pattern).

#include "quickfixes.h"

#include "fixhelpers.h"
#include "qualifiednames.h"

#include <QCoreApplication>

namespace ssd::checks::fixes {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::fixes)
};

QString q(const QString &name) { return QLatin1Char('`') + name + QLatin1Char('`'); }

QString keyList(const std::vector<KeyPart> &keys)
{
    QStringList parts;
    for (const KeyPart &k : keys)
        parts.append(k.order == SortOrder::Desc ? k.column + QStringLiteral(" DESC") : k.column);
    return parts.join(QStringLiteral(", "));
}

// "SingersByLastNameFirstName" / "singers_by_last_name_first_name", made unique in the schema.
QString indexName(const Schema &schema, const QString &table, const std::vector<KeyPart> &keys)
{
    const bool pg = schema.dialect == Dialect::PostgreSql;
    QString base = table.section(u'.', -1) + (pg ? QStringLiteral("_by") : QStringLiteral("By"));
    for (const KeyPart &k : keys) {
        if (pg) {
            base += u'_' + k.column;
        } else {
            QString c = k.column;
            c.removeIf([](QChar ch) { return ch == u'_'; });
            if (!c.isEmpty())
                c[0] = c[0].toUpper();
            base += c;
        }
    }
    base.truncate(pg ? 63 - 4 : 128 - 4);
    // Spanner's name, in the schema of the table (qualifiednames.h).
    QString name = inSchemaOf(table, base);
    for (int n = 2; schema.nameInUse(name); ++n)
        name = inSchemaOf(table, base + (pg ? QStringLiteral("_%1") : QStringLiteral("%1")).arg(n));
    return name;
}

} // namespace

QuickFix createIndex(const QString &table, const std::vector<KeyPart> &keys, const QStringList &storing)
{
    return makeFix("create-index", [=] {
            return storing.isEmpty() ? Tr::tr("Create an index on %1(%2)").arg(q(table), keyList(keys))
                                     : Tr::tr("Create an index on %1(%2) storing (%3)")
                                           .arg(q(table), keyList(keys), storing.join(QStringLiteral(", ")));
        },
        [table, keys, storing](Schema &s) {
            const Table *t = s.findTable(table);
            if (!t || keys.empty())
                return false;
            for (const KeyPart &k : keys)
                if (!t->findColumn(k.column))
                    return false;
            Index index;
            index.id = s.newId();
            index.name = indexName(s, table, keys);
            index.table = table;
            index.keys = keys;
            for (const QString &c : storing)
                if (t->findColumn(c) && !t->isKeyColumn(c) && !index.storing.contains(c))
                    index.storing.append(c);
            // Keys that start with the parent's key: interleave the index in the parent, so that
            // its entries live in the parent's row tree (index-interleave-candidate's advice).
            const Table *parent = t->interleave ? s.findTable(t->interleave->parent) : nullptr;
            if (parent && parent != t && !parent->primaryKey.empty() && parent->primaryKey.size() <= keys.size()) {
                bool prefix = true;
                for (size_t k = 0; k < parent->primaryKey.size(); ++k)
                    prefix = prefix && keys[k].column == parent->primaryKey[k].column
                             && keys[k].order == parent->primaryKey[k].order;
                if (prefix)
                    index.interleaveIn = parent->name;
            }
            s.indexes.push_back(std::move(index));
            return true;
        });
}

QuickFix addStoredColumns(const QString &indexName, const QStringList &columns)
{
    return makeFix("add-stored-columns", [=] {
            return Tr::tr("Store (%1) in index %2").arg(columns.join(QStringLiteral(", ")), q(indexName));
        },
        [indexName, columns](Schema &s) {
            Index *index = s.findIndex(indexName);
            const Table *t = index ? s.findTable(index->table) : nullptr;
            if (!t)
                return false;
            bool changed = false;
            for (const QString &c : columns) {
                bool isKey = t->isKeyColumn(c);
                for (const KeyPart &k : index->keys)
                    isKey = isKey || k.column == c;
                if (t->findColumn(c) && !isKey && !index->storing.contains(c)) {
                    index->storing.append(c);
                    changed = true;
                }
            }
            return changed;
        });
}

QuickFix setIndexKeyOrder(const QString &indexName, const QStringList &columns, SortOrder order)
{
    return makeFix("index-key-order", [=] {
            return order == SortOrder::Desc
                       ? Tr::tr("Make (%1) DESC in index %2").arg(columns.join(QStringLiteral(", ")), q(indexName))
                       : Tr::tr("Make (%1) ASC in index %2").arg(columns.join(QStringLiteral(", ")), q(indexName));
        },
        [indexName, columns, order](Schema &s) {
            Index *index = s.findIndex(indexName);
            if (!index)
                return false;
            bool changed = false;
            for (KeyPart &k : index->keys) {
                if (columns.contains(k.column) && k.order != order) {
                    k.order = order;
                    k.orderExplicit = false;
                    changed = true;
                }
            }
            return changed;
        });
}

} // namespace ssd::checks::fixes
