#pragma once

// The structural edits the designer offers, as pure functions on a Schema. Each returns an
// error message for the user (empty = success) and leaves the schema unchanged on error, so
// callers may run them on a copy and keep it only on success (pushSchemaEdit does that).
// Objects are addressed by ObjectId; references by name elsewhere in the schema (interleave
// parents, foreign keys, indexes, change streams, grants) follow renames.

#include "schema.h"

namespace ssd::edits {

constexpr int kMaxInterleaveDepth = 7;

// Spanner identifier rules: a letter first, then letters, digits, underscores; at most 128.
QString checkIdentifier(const QString &name);
// "Table1", "Table2", ... the first name not in use (case-insensitively).
QString uniqueName(const Schema &schema, const QString &base);

using ssd::tableById; // model/core/schema.h
Column *columnById(Table &table, ObjectId id);

// Tables
QString addTable(Schema &schema, const QString &name, ObjectId &created);
QString renameTable(Schema &schema, ObjectId table, const QString &name);
// Refuses when other tables are interleaved in it; drops its indexes and the foreign keys
// that reference it.
QString deleteTable(Schema &schema, ObjectId table);

// Columns
QString addColumn(Schema &schema, ObjectId table, const QString &name, const ColumnType &type,
                  bool notNull, ObjectId &created);
QString renameColumn(Schema &schema, ObjectId table, ObjectId column, const QString &name);
QString retypeColumn(Schema &schema, ObjectId table, ObjectId column, const ColumnType &type);
QString setColumnNotNull(Schema &schema, ObjectId table, ObjectId column, bool notNull);
QString moveColumn(Schema &schema, ObjectId table, ObjectId column, int newIndex);
// Refuses while an index key or a foreign key uses the column; removes it from the primary
// key and STORING lists.
QString deleteColumn(Schema &schema, ObjectId table, ObjectId column);

// Primary key
QString toggleKeyColumn(Schema &schema, ObjectId table, ObjectId column);
QString toggleKeyDescending(Schema &schema, ObjectId table, ObjectId column);
QString moveKeyPart(Schema &schema, ObjectId table, ObjectId column, int newPosition);

// Interleave. With prefixParentKey the parent's key columns (missing ones copied from the
// parent) become the first key parts of the child, in the parent's order. Refuses cycles and
// hierarchies deeper than kMaxInterleaveDepth.
QString checkInterleave(const Schema &schema, ObjectId child, ObjectId parent);
QString interleaveTable(Schema &schema, ObjectId child, ObjectId parent, OnDelete onDelete,
                        bool prefixParentKey);
QString removeInterleave(Schema &schema, ObjectId child);
QString setInterleaveOnDelete(Schema &schema, ObjectId child, OnDelete onDelete);

// Foreign keys. addForeignKey with empty columns references the parent's primary key using
// same-named columns of the child, adding missing ones (nullable, same type).
QString addForeignKey(Schema &schema, ObjectId table, ObjectId referenced, QStringList columns,
                      QStringList referencedColumns, const QString &name, ObjectId &created);
QString deleteForeignKey(Schema &schema, ObjectId table, ObjectId foreignKey);
QString setForeignKeyOnDelete(Schema &schema, ObjectId table, ObjectId foreignKey, OnDelete onDelete);

// Indexes
QString addIndex(Schema &schema, Index index, ObjectId &created); // index.id is assigned
QString updateIndex(Schema &schema, Index index);                  // replaces the same id
QString deleteIndex(Schema &schema, ObjectId index);

// Comments (commentedits.cpp): the comment of any object with an id (a table, column, foreign
// key, check, index, sequence, view, change stream, ...). Lines are joined by '\n'; trailing
// blanks are trimmed. Comments never change the DDL Spanner runs, so this never refuses a
// comment, only an unknown object.
QString setComment(Schema &schema, ObjectId object, const QString &comment);
// The comment of that object, or nullptr when there is none with this id.
const QString *commentOf(const Schema &schema, ObjectId object);

} // namespace ssd::edits
