#pragma once

// The authoritative, lossless JSON form of a Schema as stored in a project file's `model` table
// (docs/project-file.md). Unlike the `dump` JSON (writer/jsondump.h), which is a readable view,
// this form keeps every field of every object, including ObjectIds, lastId and the source
// positions with their suppressed checklist rules, so that fromJson(toJson(s)) == s exactly.
//
// Keys equal to their default are left out; 64-bit integers beyond 2^53 are written as strings
// so that no JSON reader rounds them. The reader checks every type and every enum name and
// reports the first problem with its path ("tables[3].columns[1].type.kind: ...").

#include "physical/keyencoding.h"
#include "schema.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace ssd {

// Version of this JSON encoding, stored next to it. Readers refuse a higher one.
constexpr int kModelJsonVersion = 1;

QJsonObject schemaToProjectJson(const Schema &schema);
std::optional<Schema> schemaFromProjectJson(const QJsonObject &json, QString *error);

// Sample-row values: null, or a [kind, ...] array ("int64" values as decimal strings, float64
// as shortest round-trip text or "nan"/"inf"/"-inf", bytes and uuid as hex).
QJsonValue keyValueToProjectJson(const KeyValue &value);
std::optional<KeyValue> keyValueFromProjectJson(const QJsonValue &json, QString *error);

// Checks what the model relies on but the types cannot express: ids non-zero, unique and not
// above lastId, array types with one element type, struct field names matching the fields.
// Returns an empty string when the schema is consistent.
QString validateSchemaIds(const Schema &schema);

} // namespace ssd
