#pragma once

// The fields of every model type in the project model JSON (modeljson.h), listed once for both
// directions: modeljsonwriter.cpp runs these lists with its Writer over a const Schema,
// modeljsonreader.cpp with its Reader over a Schema being filled. A field added here is saved
// and loaded alike, under the same key.
//
// `io` is a Writer or a Reader; both offer the same calls:
//   id(id)                              "id", always present
//   text / requiredText(key, QString)   a string; text is left out when empty
//   optionalText(key, optional<QString> or HeapOptional<QString>)
//   flag(key, bool, defaultValue)       left out when equal to the default
//   integer(key, int or qint64)         left out when 0
//   optionalInteger(key, optional<qint64>)
//   list(key, QStringList), optionalList(key, optional<QStringList>)
//   enumeration / requiredEnumeration(key, table, value)   enumeration is left out at table[0]
//   options(key, Options)               [name, value] pairs
//   array(key, vector<T>, fields)       an array of objects, left out when empty
//   object(key, T, fields, required)    a nested object, left out when it has no field
//   optionalObject(key, optional<T> or HeapOptional<T>, fields)
// Each `fields` is called as fields(io, item) with an io for the nested object. The Reader checks
// the type of every value and keeps the first problem with its path.

#include "modeljsonnames.h"
#include "schema.h"

#include <QCoreApplication>

namespace ssd::modeljson {

// Why a stored schema cannot be read back (shown inside "the stored schema is invalid (...)").
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::ModelJson)
};

template<typename Io, typename Pos>
void posField(Io &io, Pos &pos)
{
    // Positions are bookkeeping, but the suppressed rules change what the checklist reports,
    // and line:column make sense again together with the saved source text.
    if constexpr (Io::kWrites) {
        if (!pos.isValid() && pos.suppressedRules.isEmpty())
            return;
    }
    io.object("pos", pos, [](auto &p, auto &value) {
        p.integer("line", value.line);
        p.integer("column", value.column);
        p.list("suppressed", value.suppressedRules);
    });
}

// Every object with an id starts the same way.
inline constexpr auto objectFields = [](auto &io, auto &object) {
    io.id(object.id);
    io.text("name", object.name);
    posField(io, object.pos);
    io.text("comment", object.comment);
};

// Nesting depth of types is bounded: a damaged file must not recurse without end.
constexpr int kMaxTypeDepth = 32;

template<typename Io, typename Type>
void typeFields(Io &io, Type &t, int depth)
{
    if constexpr (!Io::kWrites) {
        if (depth > kMaxTypeDepth)
            return io.fail("element", Text::tr("types nested too deeply"));
    }
    io.requiredEnumeration("kind", kTypeKinds, t.kind);
    io.optionalInteger("length", t.length);
    io.text("proto", t.protoName);
    io.array("element", t.element, [depth](auto &e, auto &element) { typeFields(e, element, depth + 1); });
    io.list("fields", t.fieldNames);
    io.optionalInteger("vectorLength", t.vectorLength);
    if constexpr (!Io::kWrites) {
        if (io.failed())
            return;
        // Shapes the writers and the checklist rely on.
        if (t.kind == TypeKind::Array && t.element.size() != 1)
            io.fail("element", Text::tr("an array type needs exactly one element type"));
        else if (t.kind == TypeKind::Struct && qsizetype(t.element.size()) != t.fieldNames.size())
            io.fail("fields", Text::tr("a struct needs one name per field"));
        else if (t.kind != TypeKind::Array && t.kind != TypeKind::Struct && !t.element.empty())
            io.fail("element", Text::tr("only array and struct types have element types"));
    }
}

inline constexpr auto sequenceOptionFields = [](auto &io, auto &s) {
    io.flag("bitReversedPositive", s.bitReversedPositive);
    io.optionalInteger("skipRangeMin", s.skipRangeMin);
    io.optionalInteger("skipRangeMax", s.skipRangeMax);
    io.optionalInteger("startCounter", s.startCounter);
    io.flag("noMinValue", s.noMinValue);
    io.flag("noMaxValue", s.noMaxValue);
    io.flag("noCycle", s.noCycle);
};

inline constexpr auto keyPartFields = [](auto &io, auto &k) {
    io.requiredText("column", k.column);
    io.enumeration("order", kSortOrders, k.order);
    io.flag("orderExplicit", k.orderExplicit);
    io.enumeration("nulls", kNulls, k.nulls);
};

inline constexpr auto columnFields = [](auto &io, auto &c) {
    objectFields(io, c);
    io.object("type", c.type, [](auto &t, auto &type) { typeFields(t, type, 0); }, true);
    io.flag("notNull", c.notNull);
    io.optionalText("default", c.defaultExpr);
    io.optionalText("onUpdate", c.onUpdateExpr);
    io.optionalText("generated", c.generatedExpr);
    io.flag("stored", c.stored);
    io.optionalObject("identity", c.identity, sequenceOptionFields);
    io.flag("autoIncrement", c.autoIncrement);
    io.flag("hidden", c.hidden);
    io.flag("placementKey", c.placementKey);
    io.options("options", c.options);
};

inline constexpr auto foreignKeyFields = [](auto &io, auto &fk) {
    objectFields(io, fk);
    io.list("columns", fk.columns);
    io.text("referencedTable", fk.referencedTable);
    io.list("referencedColumns", fk.referencedColumns);
    io.enumeration("onDelete", kOnDeletes, fk.onDelete);
    io.flag("onDeleteExplicit", fk.onDeleteExplicit);
    io.flag("notEnforced", fk.notEnforced);
    io.flag("enforcedExplicit", fk.enforcedExplicit);
};

inline constexpr auto checkFields = [](auto &io, auto &c) {
    objectFields(io, c);
    io.text("expr", c.expr);
};

inline constexpr auto interleaveFields = [](auto &io, auto &in) {
    io.requiredText("parent", in.parent);
    io.enumeration("kind", kInterleaveKinds, in.kind);
    io.enumeration("onDelete", kOnDeletes, in.onDelete);
    io.flag("onDeleteExplicit", in.onDeleteExplicit);
};

inline constexpr auto rowDeletionPolicyFields = [](auto &io, auto &policy) {
    io.requiredText("column", policy.column);
    io.integer("days", policy.days);
    io.text("intervalSpec", policy.intervalSpec);
};

inline constexpr auto tableFields = [](auto &io, auto &t) {
    objectFields(io, t);
    io.array("columns", t.columns, columnFields);
    io.array("primaryKey", t.primaryKey, keyPartFields);
    io.flag("hasPrimaryKey", t.hasPrimaryKey, true);
    io.optionalObject("interleave", t.interleave, interleaveFields);
    io.array("foreignKeys", t.foreignKeys, foreignKeyFields);
    io.array("checks", t.checks, checkFields);
    io.optionalObject("rowDeletionPolicy", t.rowDeletionPolicy, rowDeletionPolicyFields);
    io.list("synonyms", t.synonyms);
    io.text("localityGroup", t.localityGroup);
    io.options("options", t.options);
};

inline constexpr auto indexFields = [](auto &io, auto &i) {
    objectFields(io, i);
    io.text("table", i.table);
    io.enumeration("kind", kIndexKinds, i.kind);
    io.flag("unique", i.unique);
    io.flag("nullFiltered", i.nullFiltered);
    io.array("keys", i.keys, keyPartFields);
    io.list("storing", i.storing);
    io.list("whereNotNull", i.whereNotNull);
    io.text("interleaveIn", i.interleaveIn);
    io.list("partitionBy", i.partitionBy);
    io.array("orderBy", i.orderBy, keyPartFields);
    io.text("localityGroup", i.localityGroup);
    io.text("usingMethod", i.usingMethod);
    io.options("options", i.options);
};

inline constexpr auto sequenceFields = [](auto &io, auto &s) {
    objectFields(io, s);
    io.object("clauses", s.clauses, sequenceOptionFields);
    io.options("options", s.options);
    io.flag("ownedByNone", s.ownedByNone);
};

inline constexpr auto viewFields = [](auto &io, auto &v) {
    objectFields(io, v);
    io.text("sqlSecurity", v.sqlSecurity);
    io.text("query", v.query);
};

inline constexpr auto changeStreamFields = [](auto &io, auto &c) {
    objectFields(io, c);
    io.flag("forAll", c.forAll);
    io.array("targets", c.targets, [](auto &t, auto &target) {
        t.requiredText("table", target.table);
        t.optionalList("columns", target.columns);
    });
    io.options("options", c.options);
};

// Grants have an id but no name.
inline constexpr auto grantFields = [](auto &io, auto &g) {
    io.id(g.id);
    io.flag("revoke", g.revoke);
    io.text("privileges", g.privileges);
    io.text("objectKind", g.objectKind);
    io.list("objects", g.objects);
    io.list("grantees", g.grantees);
    posField(io, g.pos);
    io.text("comment", g.comment);
};

// Property graphs and models: named objects whose definition is kept as text.
inline constexpr auto bodyFields = [](auto &io, auto &o) {
    objectFields(io, o);
    io.text("body", o.body);
};

inline constexpr auto localityGroupFields = [](auto &io, auto &l) {
    objectFields(io, l);
    io.options("options", l.options);
};

inline constexpr auto keptFields = [](auto &io, auto &k) {
    io.id(k.id);
    io.text("kind", k.kind);
    io.text("text", k.text);
    posField(io, k.pos);
    io.text("comment", k.comment);
};

// A comment that documents no object: its id places it in the statement order.
inline constexpr auto freeCommentFields = [](auto &io, auto &c) {
    io.id(c.id);
    io.text("text", c.text);
    posField(io, c.pos);
};

// The whole schema but lastId, whose reading needs a range check of its own.
inline constexpr auto schemaFields = [](auto &io, auto &s) {
    io.requiredEnumeration("dialect", kDialects, s.dialect);
    io.text("databaseName", s.databaseName);
    io.options("databaseOptions", s.databaseOptions);
    io.array("schemas", s.schemas, objectFields);
    io.array("tables", s.tables, tableFields);
    io.array("indexes", s.indexes, indexFields);
    io.array("sequences", s.sequences, sequenceFields);
    io.array("views", s.views, viewFields);
    io.array("changeStreams", s.changeStreams, changeStreamFields);
    io.array("roles", s.roles, objectFields);
    io.array("grants", s.grants, grantFields);
    io.array("propertyGraphs", s.propertyGraphs, bodyFields);
    io.array("models", s.models, bodyFields);
    io.array("localityGroups", s.localityGroups, localityGroupFields);
    io.list("protoBundleTypes", s.protoBundleTypes);
    io.array("keptStatements", s.keptStatements, keptFields);
    io.array("freeComments", s.freeComments, freeCommentFields);
};

} // namespace ssd::modeljson
