// Schema -> project model JSON (see modeljson.h). Defaults are left out to keep big models
// small; the reader restores them.

#include "modeljson.h"
#include "modeljsonnames.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace ssd {

using namespace modeljson;

namespace {

// Doubles hold integers exactly up to 2^53; beyond that a JSON reader may round, so the
// value goes out as a decimal string.
QJsonValue int64Value(qint64 value)
{
    constexpr qint64 kExact = qint64(1) << 53;
    if (value > -kExact && value < kExact)
        return QJsonValue(double(value));
    return QJsonValue(QString::number(value));
}

class Writer
{
public:
    explicit Writer(QJsonObject &object) : m_object(object) {}

    void text(const char *key, const QString &value)
    {
        if (!value.isEmpty())
            m_object.insert(QLatin1StringView(key), value);
    }
    void optionalText(const char *key, const std::optional<QString> &value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), *value);
    }
    void flag(const char *key, bool value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), true);
    }
    void integer(const char *key, qint64 value)
    {
        if (value != 0)
            m_object.insert(QLatin1StringView(key), int64Value(value));
    }
    void optionalInteger(const char *key, const std::optional<qint64> &value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), int64Value(*value));
    }
    void list(const char *key, const QStringList &value)
    {
        if (!value.isEmpty())
            m_object.insert(QLatin1StringView(key), QJsonArray::fromStringList(value));
    }
    void value(const char *key, const QJsonValue &value) { m_object.insert(QLatin1StringView(key), value); }
    template<typename E, std::size_t N>
    void enumeration(const char *key, const EnumName<E> (&table)[N], E value)
    {
        if (value != table[0].value)
            m_object.insert(QLatin1StringView(key), QString(enumName(table, value)));
    }
    template<typename T, typename F>
    void array(const char *key, const std::vector<T> &items, F toJson)
    {
        if (items.empty())
            return;
        QJsonArray out;
        for (const T &item : items)
            out.append(toJson(item));
        m_object.insert(QLatin1StringView(key), out);
    }

private:
    QJsonObject &m_object;
};

void writePos(Writer &w, const SourcePos &pos)
{
    // Positions are bookkeeping, but the suppressed rules change what the checklist reports,
    // and line:column make sense again together with the saved source text.
    if (!pos.isValid() && pos.suppressedRules.isEmpty())
        return;
    QJsonObject o;
    Writer p(o);
    p.integer("line", pos.line);
    p.integer("column", pos.column);
    p.list("suppressed", pos.suppressedRules);
    w.value("pos", o);
}

QJsonArray optionsJson(const Options &options)
{
    QJsonArray out;
    for (const Option &option : options)
        out.append(QJsonArray{option.name, option.value});
    return out;
}

void writeOptions(Writer &w, const char *key, const Options &options)
{
    if (!options.empty())
        w.value(key, optionsJson(options));
}

QJsonObject typeJson(const ColumnType &type)
{
    QJsonObject o;
    Writer w(o);
    o.insert(QStringLiteral("kind"), QString(enumName(kTypeKinds, type.kind)));
    w.optionalInteger("length", type.length);
    w.text("proto", type.protoName);
    w.array("element", type.element, typeJson);
    w.list("fields", type.fieldNames);
    w.optionalInteger("vectorLength", type.vectorLength);
    return o;
}

QJsonObject sequenceOptionsJson(const SequenceOptions &s)
{
    QJsonObject o;
    Writer w(o);
    w.flag("bitReversedPositive", s.bitReversedPositive);
    w.optionalInteger("skipRangeMin", s.skipRangeMin);
    w.optionalInteger("skipRangeMax", s.skipRangeMax);
    w.optionalInteger("startCounter", s.startCounter);
    w.flag("noMinValue", s.noMinValue);
    w.flag("noMaxValue", s.noMaxValue);
    w.flag("noCycle", s.noCycle);
    return o;
}

QJsonObject keyPartJson(const KeyPart &k)
{
    QJsonObject o;
    Writer w(o);
    o.insert(QStringLiteral("column"), k.column);
    w.enumeration("order", kSortOrders, k.order);
    w.flag("orderExplicit", k.orderExplicit);
    w.enumeration("nulls", kNulls, k.nulls);
    return o;
}

// Every object with an id starts the same way.
template<typename T>
QJsonObject objectJson(const T &object)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), int64Value(qint64(object.id)));
    Writer w(o);
    w.text("name", object.name);
    writePos(w, object.pos);
    return o;
}

QJsonObject columnJson(const Column &c)
{
    QJsonObject o = objectJson(c);
    Writer w(o);
    w.value("type", typeJson(c.type));
    w.flag("notNull", c.notNull);
    w.optionalText("default", c.defaultExpr);
    w.optionalText("onUpdate", c.onUpdateExpr);
    w.optionalText("generated", c.generatedExpr);
    w.flag("stored", c.stored);
    if (c.identity)
        w.value("identity", sequenceOptionsJson(*c.identity));
    w.flag("autoIncrement", c.autoIncrement);
    w.flag("hidden", c.hidden);
    w.flag("placementKey", c.placementKey);
    writeOptions(w, "options", c.options);
    return o;
}

QJsonObject foreignKeyJson(const ForeignKey &fk)
{
    QJsonObject o = objectJson(fk);
    Writer w(o);
    w.list("columns", fk.columns);
    w.text("referencedTable", fk.referencedTable);
    w.list("referencedColumns", fk.referencedColumns);
    w.enumeration("onDelete", kOnDeletes, fk.onDelete);
    w.flag("onDeleteExplicit", fk.onDeleteExplicit);
    w.flag("notEnforced", fk.notEnforced);
    w.flag("enforcedExplicit", fk.enforcedExplicit);
    return o;
}

QJsonObject checkJson(const CheckConstraint &c)
{
    QJsonObject o = objectJson(c);
    Writer(o).text("expr", c.expr);
    return o;
}

QJsonObject tableJson(const Table &t)
{
    QJsonObject o = objectJson(t);
    Writer w(o);
    w.array("columns", t.columns, columnJson);
    if (!t.primaryKey.empty()) {
        QJsonArray key;
        for (const KeyPart &k : t.primaryKey)
            key.append(keyPartJson(k));
        w.value("primaryKey", key);
    }
    if (!t.hasPrimaryKey)
        w.value("hasPrimaryKey", false);
    if (t.interleave) {
        QJsonObject i;
        Writer iw(i);
        i.insert(QStringLiteral("parent"), t.interleave->parent);
        iw.enumeration("kind", kInterleaveKinds, t.interleave->kind);
        iw.enumeration("onDelete", kOnDeletes, t.interleave->onDelete);
        iw.flag("onDeleteExplicit", t.interleave->onDeleteExplicit);
        w.value("interleave", i);
    }
    w.array("foreignKeys", t.foreignKeys, foreignKeyJson);
    w.array("checks", t.checks, checkJson);
    if (t.rowDeletionPolicy) {
        QJsonObject r;
        Writer rw(r);
        r.insert(QStringLiteral("column"), t.rowDeletionPolicy->column);
        rw.integer("days", t.rowDeletionPolicy->days);
        rw.text("intervalSpec", t.rowDeletionPolicy->intervalSpec);
        w.value("rowDeletionPolicy", r);
    }
    w.list("synonyms", t.synonyms);
    w.text("localityGroup", t.localityGroup);
    writeOptions(w, "options", t.options);
    return o;
}

QJsonObject indexJson(const Index &i)
{
    QJsonObject o = objectJson(i);
    Writer w(o);
    w.text("table", i.table);
    w.enumeration("kind", kIndexKinds, i.kind);
    w.flag("unique", i.unique);
    w.flag("nullFiltered", i.nullFiltered);
    w.array("keys", i.keys, keyPartJson);
    w.list("storing", i.storing);
    w.list("whereNotNull", i.whereNotNull);
    w.text("interleaveIn", i.interleaveIn);
    w.list("partitionBy", i.partitionBy);
    w.array("orderBy", i.orderBy, keyPartJson);
    w.text("localityGroup", i.localityGroup);
    w.text("usingMethod", i.usingMethod);
    writeOptions(w, "options", i.options);
    return o;
}

QJsonObject sequenceJson(const Sequence &s)
{
    QJsonObject o = objectJson(s);
    Writer w(o);
    const QJsonObject clauses = sequenceOptionsJson(s.clauses);
    if (!clauses.isEmpty())
        w.value("clauses", clauses);
    writeOptions(w, "options", s.options);
    w.flag("ownedByNone", s.ownedByNone);
    return o;
}

QJsonObject viewJson(const View &v)
{
    QJsonObject o = objectJson(v);
    Writer w(o);
    w.text("sqlSecurity", v.sqlSecurity);
    w.text("query", v.query);
    return o;
}

QJsonObject changeStreamJson(const ChangeStream &c)
{
    QJsonObject o = objectJson(c);
    Writer w(o);
    w.flag("forAll", c.forAll);
    w.array("targets", c.targets, [](const ChangeStream::Target &t) {
        QJsonObject target;
        target.insert(QStringLiteral("table"), t.table);
        if (t.columns)
            target.insert(QStringLiteral("columns"), QJsonArray::fromStringList(*t.columns));
        return target;
    });
    writeOptions(w, "options", c.options);
    return o;
}

QJsonObject grantJson(const Grant &g)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), int64Value(qint64(g.id)));
    Writer w(o);
    w.flag("revoke", g.revoke);
    w.text("privileges", g.privileges);
    w.text("objectKind", g.objectKind);
    w.list("objects", g.objects);
    w.list("grantees", g.grantees);
    writePos(w, g.pos);
    return o;
}

template<typename T>
QJsonObject bodyJson(const T &object)
{
    QJsonObject o = objectJson(object);
    Writer(o).text("body", object.body);
    return o;
}

QJsonObject localityGroupJson(const LocalityGroup &l)
{
    QJsonObject o = objectJson(l);
    Writer w(o);
    writeOptions(w, "options", l.options);
    return o;
}

QJsonObject keptJson(const KeptStatement &k)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), int64Value(qint64(k.id)));
    Writer w(o);
    w.text("kind", k.kind);
    w.text("text", k.text);
    writePos(w, k.pos);
    return o;
}

} // namespace

QJsonObject schemaToProjectJson(const Schema &s)
{
    QJsonObject o;
    Writer w(o);
    o.insert(QStringLiteral("dialect"), QString(enumName(kDialects, s.dialect)));
    w.text("databaseName", s.databaseName);
    writeOptions(w, "databaseOptions", s.databaseOptions);
    w.array("schemas", s.schemas, objectJson<NamedSchema>);
    w.array("tables", s.tables, tableJson);
    w.array("indexes", s.indexes, indexJson);
    w.array("sequences", s.sequences, sequenceJson);
    w.array("views", s.views, viewJson);
    w.array("changeStreams", s.changeStreams, changeStreamJson);
    w.array("roles", s.roles, objectJson<Role>);
    w.array("grants", s.grants, grantJson);
    w.array("propertyGraphs", s.propertyGraphs, bodyJson<PropertyGraph>);
    w.array("models", s.models, bodyJson<Model>);
    w.array("localityGroups", s.localityGroups, localityGroupJson);
    w.list("protoBundleTypes", s.protoBundleTypes);
    w.array("keptStatements", s.keptStatements, keptJson);
    o.insert(QStringLiteral("lastId"), int64Value(qint64(s.lastId)));
    return o;
}

QJsonValue keyValueToProjectJson(const KeyValue &v)
{
    const auto tagged = [](const char *kind, QJsonValue a, QJsonValue b = QJsonValue::Undefined) {
        QJsonArray out{QString::fromLatin1(kind), a};
        if (!b.isUndefined())
            out.append(b);
        return QJsonValue(out);
    };
    switch (v.kind) {
    case KeyValue::Kind::Null:
        return QJsonValue::Null;
    case KeyValue::Kind::Bool:
        return tagged("bool", v.integer != 0);
    case KeyValue::Kind::Int64:
        return tagged("int64", QString::number(v.integer));
    case KeyValue::Kind::Float64:
        if (std::isnan(v.real))
            return tagged("float64", QStringLiteral("nan"));
        if (std::isinf(v.real))
            return tagged("float64", v.real > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"));
        // 'g' with QLocale::FloatingPointShortest: the shortest text that reads back exactly.
        return tagged("float64", QString::number(v.real, 'g', QLocale::FloatingPointShortest));
    case KeyValue::Kind::String:
        return tagged("string", v.text);
    case KeyValue::Kind::Bytes:
        return tagged("bytes", QString::fromLatin1(v.bytes.toHex()));
    case KeyValue::Kind::Date:
        return tagged("date", QString::number(v.integer));
    case KeyValue::Kind::Timestamp:
        return tagged("timestamp", QString::number(v.integer), double(v.nanos));
    case KeyValue::Kind::Numeric:
        return tagged("numeric", v.text);
    case KeyValue::Kind::Uuid:
        return tagged("uuid", QString::fromLatin1(v.bytes.toHex()));
    }
    return QJsonValue::Null;
}

} // namespace ssd
