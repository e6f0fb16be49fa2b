// followTableRename (tablereferences.h).

#include "tablereferences.h"
#include "validation/streamtargets.h"

#include "writer/grantroles.h"
#include "writer/writerutil.h"

namespace ssd::edits {

namespace {

// The table a grant object names: quotes removed part by part (unquoted PostgreSQL names fold
// to lower case); PostgreSQL's default schema `public.` is the model's unqualified name.
QString grantedTableName(const QString &object, Dialect dialect)
{
    QStringList parts;
    for (const QString &part : splitOutsideQuotes(object, u'.'))
        parts << grantedRoleName(part, dialect);
    if (dialect == Dialect::PostgreSql && parts.size() == 2 && parts.front() == u"public")
        parts.removeFirst();
    return parts.join(u'.');
}

bool namesTable(const QString &object, const QString &table, Dialect dialect)
{
    // Tables are found by their exact spelling (Schema::findTable), as every other reference
    // here; PostgreSQL's written names are compared once resolved.
    return dialect == Dialect::GoogleSql ? object == table : grantedTableName(object, dialect) == table;
}

} // namespace

void followTableRename(Schema &schema, const QString &from, const QString &to, Dialect dialect)
{
    for (Table &table : schema.tables) {
        if (table.interleave && table.interleave->parent == from)
            table.interleave->parent = to;
        for (ForeignKey &fk : table.foreignKeys)
            if (fk.referencedTable == from)
                fk.referencedTable = to;
    }
    for (Index &index : schema.indexes) {
        if (index.table == from)
            index.table = to;
        if (index.interleaveIn == from)
            index.interleaveIn = to;
    }
    for (ChangeStream &stream : schema.changeStreams)
        for (ChangeStream::Target &target : stream.targets)
            if (validation::targetsTable(target, from))
                target.table = to;
    const QString written = dialect == Dialect::PostgreSql ? quotedName(to, Dialect::PostgreSql) : to;
    for (Grant &grant : schema.grants) {
        if (grant.objectKind != u"TABLE")
            continue;
        for (QString &object : grant.objects)
            if (namesTable(object, from, dialect))
                object = written;
    }
}

void forgetTableInGrants(Schema &schema, const QString &table, Dialect dialect)
{
    std::erase_if(schema.grants, [&](Grant &grant) {
        if (grant.objectKind != u"TABLE")
            return false;
        const qsizetype before = grant.objects.size();
        grant.objects.removeIf([&](const QString &object) { return namesTable(object, table, dialect); });
        return before > 0 && grant.objects.isEmpty();
    });
}

} // namespace ssd::edits
