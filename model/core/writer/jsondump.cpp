#include "jsondump.h"

#include "writerutil.h"

#include <QJsonArray>

namespace ssd {

namespace {

QString s(const char *text) { return QString::fromLatin1(text); }

QJsonValue optionalString(const std::optional<QString> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

// JSON numbers are doubles: integers beyond 2^53 (skip ranges near INT64 max) become strings so
// that no digit is lost.
QJsonValue integer(qint64 value)
{
    constexpr qint64 exact = qint64(1) << 53;
    if (value > -exact && value < exact)
        return QJsonValue(double(value));
    return QJsonValue(QString::number(value));
}

QJsonValue optionalInteger(const std::optional<qint64> &value)
{
    return value ? integer(*value) : QJsonValue(QJsonValue::Null);
}

QJsonArray strings(const QStringList &list) { return QJsonArray::fromStringList(list); }

QJsonArray options(const Options &opts)
{
    QJsonArray array;
    for (const Option &o : opts)
        array.append(QJsonObject{{s("name"), o.name}, {s("value"), o.value}});
    return array;
}

QString orderName(SortOrder order) { return order == SortOrder::Desc ? s("desc") : s("asc"); }
QString onDeleteName(OnDelete onDelete) { return onDelete == OnDelete::Cascade ? s("cascade") : s("no action"); }

QJsonArray keyParts(const std::vector<KeyPart> &parts)
{
    QJsonArray array;
    for (const KeyPart &k : parts) {
        QJsonObject o{{s("column"), k.column}, {s("order"), orderName(k.order)}};
        if (k.nulls != KeyPart::Nulls::Default)
            o.insert(s("nulls"), k.nulls == KeyPart::Nulls::First ? s("first") : s("last"));
        array.append(o);
    }
    return array;
}

QJsonObject sequenceClauses(const SequenceOptions &q)
{
    return QJsonObject{
        {s("bitReversedPositive"), q.bitReversedPositive},
        {s("skipRangeMin"), optionalInteger(q.skipRangeMin)},
        {s("skipRangeMax"), optionalInteger(q.skipRangeMax)},
        {s("startCounter"), optionalInteger(q.startCounter)},
        {s("noMinValue"), q.noMinValue},
        {s("noMaxValue"), q.noMaxValue},
        {s("noCycle"), q.noCycle},
    };
}

QJsonObject column(const Column &c, Dialect dialect)
{
    return QJsonObject{
        {s("name"), c.name},
        {s("type"), columnTypeName(c, dialect)},
        {s("notNull"), c.notNull},
        {s("default"), optionalString(c.defaultExpr)},
        {s("onUpdate"), optionalString(c.onUpdateExpr)},
        {s("generated"), optionalString(c.generatedExpr)},
        {s("stored"), c.stored},
        {s("identity"), c.identity ? QJsonValue(sequenceClauses(*c.identity)) : QJsonValue(QJsonValue::Null)},
        {s("autoIncrement"), c.autoIncrement},
        {s("hidden"), c.hidden},
        {s("placementKey"), c.placementKey},
        {s("commitTimestamp"), c.allowsCommitTimestamp()},
        {s("options"), options(c.options)},
        {s("comment"), c.comment},
    };
}

QJsonObject table(const Table &t, Dialect dialect)
{
    QJsonArray columns;
    for (const Column &c : t.columns)
        columns.append(column(c, dialect));
    QJsonValue interleave(QJsonValue::Null);
    if (t.interleave) {
        interleave = QJsonObject{
            {s("parent"), t.interleave->parent},
            {s("kind"), t.interleave->kind == Interleave::Kind::InParent ? s("parent") : s("in")},
            {s("onDelete"), onDeleteName(t.interleave->onDelete)},
        };
    }
    QJsonArray foreignKeys;
    for (const ForeignKey &fk : t.foreignKeys) {
        foreignKeys.append(QJsonObject{
            {s("name"), fk.name},
            {s("columns"), strings(fk.columns)},
            {s("referencedTable"), fk.referencedTable},
            {s("referencedColumns"), strings(fk.referencedColumns)},
            {s("onDelete"), onDeleteName(fk.onDelete)},
            {s("enforced"), !fk.notEnforced},
        });
    }
    QJsonArray checks;
    for (const CheckConstraint &check : t.checks)
        checks.append(QJsonObject{{s("name"), check.name}, {s("expression"), check.expr}});
    QJsonValue rdp(QJsonValue::Null);
    if (t.rowDeletionPolicy) {
        rdp = QJsonObject{
            {s("column"), t.rowDeletionPolicy->column},
            {s("days"), integer(t.rowDeletionPolicy->days)},
            {s("interval"), t.rowDeletionPolicy->intervalSpec},
        };
    }
    return QJsonObject{
        {s("name"), t.name},
        {s("columns"), columns},
        {s("hasPrimaryKey"), t.hasPrimaryKey},
        {s("primaryKey"), keyParts(t.primaryKey)},
        {s("interleave"), interleave},
        {s("foreignKeys"), foreignKeys},
        {s("checks"), checks},
        {s("rowDeletionPolicy"), rdp},
        {s("synonyms"), strings(t.synonyms)},
        {s("localityGroup"), t.localityGroup},
        {s("options"), options(t.options)},
        {s("comment"), t.comment},
    };
}

QString indexKindName(Index::Kind kind)
{
    switch (kind) {
    case Index::Kind::Regular: return s("regular");
    case Index::Kind::Search: return s("search");
    case Index::Kind::Vector: return s("vector");
    }
    return s("regular");
}

QJsonObject index(const Index &i)
{
    return QJsonObject{
        {s("name"), i.name},
        {s("table"), i.table},
        {s("kind"), indexKindName(i.kind)},
        {s("unique"), i.unique},
        {s("nullFiltered"), i.nullFiltered},
        {s("keys"), keyParts(i.keys)},
        {s("storing"), strings(i.storing)},
        {s("whereNotNull"), strings(i.whereNotNull)},
        {s("interleaveIn"), i.interleaveIn.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(i.interleaveIn)},
        {s("partitionBy"), strings(i.partitionBy)},
        {s("orderBy"), keyParts(i.orderBy)},
        {s("localityGroup"), i.localityGroup},
        {s("using"), i.usingMethod},
        {s("options"), options(i.options)},
        {s("comment"), i.comment},
    };
}

} // namespace

QString typeName(const ColumnType &type, Dialect dialect)
{
    QString out;
    appendTypeName(out, type, dialect);
    return out;
}

QString columnTypeName(const Column &column, Dialect dialect)
{
    QString out;
    appendColumnTypeName(out, column, dialect);
    return out;
}

QJsonObject dumpSchemaJson(const Schema &schema)
{
    const Dialect d = schema.dialect;
    QJsonArray tables, indexes, sequences, views, changeStreams, schemas, roles, grants, graphs,
        models, localityGroups, statements;
    for (const Table &t : schema.tables)
        tables.append(table(t, d));
    for (const Index &i : schema.indexes)
        indexes.append(index(i));
    for (const Sequence &q : schema.sequences) {
        QJsonObject o = sequenceClauses(q.clauses);
        o.insert(s("name"), q.name);
        o.insert(s("ownedByNone"), q.ownedByNone);
        o.insert(s("options"), options(q.options));
        sequences.append(o);
    }
    for (const View &v : schema.views)
        views.append(QJsonObject{{s("name"), v.name}, {s("sqlSecurity"), v.sqlSecurity}, {s("query"), v.query}});
    for (const ChangeStream &cs : schema.changeStreams) {
        QJsonArray targets;
        for (const ChangeStream::Target &target : cs.targets) {
            targets.append(QJsonObject{
                {s("table"), target.table},
                {s("columns"), target.columns ? QJsonValue(strings(*target.columns)) : QJsonValue(QJsonValue::Null)},
            });
        }
        changeStreams.append(QJsonObject{
            {s("name"), cs.name}, {s("forAll"), cs.forAll}, {s("targets"), targets},
            {s("options"), options(cs.options)},
        });
    }
    for (const NamedSchema &n : schema.schemas)
        schemas.append(QJsonObject{{s("name"), n.name}});
    for (const Role &r : schema.roles)
        roles.append(QJsonObject{{s("name"), r.name}});
    for (const Grant &g : schema.grants) {
        grants.append(QJsonObject{
            {s("revoke"), g.revoke}, {s("privileges"), g.privileges}, {s("objectKind"), g.objectKind},
            {s("objects"), strings(g.objects)}, {s("grantees"), strings(g.grantees)},
        });
    }
    for (const PropertyGraph &g : schema.propertyGraphs)
        graphs.append(QJsonObject{{s("name"), g.name}, {s("body"), g.body}});
    for (const Model &m : schema.models)
        models.append(QJsonObject{{s("name"), m.name}, {s("body"), m.body}});
    for (const LocalityGroup &lg : schema.localityGroups)
        localityGroups.append(QJsonObject{{s("name"), lg.name}, {s("options"), options(lg.options)}});
    for (const KeptStatement &k : schema.keptStatements)
        statements.append(QJsonObject{{s("kind"), k.kind}, {s("text"), k.text}});

    return QJsonObject{
        {s("dialect"), dialectName(d)},
        {s("databaseName"), schema.databaseName},
        {s("databaseOptions"), options(schema.databaseOptions)},
        {s("schemas"), schemas},
        {s("tables"), tables},
        {s("indexes"), indexes},
        {s("sequences"), sequences},
        {s("views"), views},
        {s("changeStreams"), changeStreams},
        {s("roles"), roles},
        {s("grants"), grants},
        {s("propertyGraphs"), graphs},
        {s("models"), models},
        {s("localityGroups"), localityGroups},
        {s("protoBundle"), strings(schema.protoBundleTypes)},
        {s("statements"), statements},
    };
}

} // namespace ssd
