#pragma once

// Quick fixes as model transformations. Every factory captures names (never pointers) so the
// fix can be applied to a later copy of the schema; each transform returns false and leaves the
// schema alone when its subject is gone. Changes to a key propagate to interleaved descendants,
// to indexes interleaved in the table and to referencing columns, so that applying a fix does
// not create an interleaving error elsewhere.

#include "checklist.h"

namespace ssd::checks::fixes {

// Keys
QuickFix bitReversedSequence(const QString &table, const QString &column);
QuickFix uuidKey(const QString &table, const QString &column);
QuickFix reorderKey(const QString &id, std::function<QString()> title, const QString &table, const QStringList &newOrder);
QuickFix hashShardPrefix(const QString &table, const QStringList &hashedColumns, int shards);
QuickFix toggleDesc(const QString &table, const QString &column);
QuickFix addNotNull(const QString &table, const QStringList &columns);
QuickFix explicitBitReversedIdentity(const QString &table, const QString &column);
QuickFix sequenceKind(const QString &sequence);
QuickFix insertMax(const QString &table, const QString &column);

// Interleaving
QuickFix prefixParentKey(const QString &table);
QuickFix copyParentKeyAttributes(const QString &table, const QString &column);
QuickFix interleaveOnDeleteCascade(const QString &table);
QuickFix removeInterleaveOnDelete(const QString &table);
QuickFix cascadeBlockingDescendants(const QString &table);
QuickFix dropForeignKey(const QString &table, ObjectId fkId, const QString &fkLabel);
QuickFix foreignKeyOnDeleteCascade(const QString &table, ObjectId fkId, const QString &fkLabel);
QuickFix foreignKeyToInterleave(const QString &table, ObjectId fkId, const QString &parent);

// Indexes
QuickFix interleaveIndex(const QString &index, const QString &ancestor);
QuickFix prefixIndexWithTableKey(const QString &index);
QuickFix indexShardPrefix(const QString &index, int shards);
QuickFix nullFilteredIndex(const QString &index);
QuickFix removeNullFiltered(const QString &index);
QuickFix dropIndex(const QString &index);
QuickFix removeStoredColumn(const QString &index, const QString &column);
QuickFix removeDuplicateIndexKeys(const QString &index);

// Indexes for declared queries (quickfixes_queries.cpp)
QuickFix createIndex(const QString &table, const std::vector<KeyPart> &keys, const QStringList &storing = {});
QuickFix addStoredColumns(const QString &index, const QStringList &columns);
QuickFix setIndexKeyOrder(const QString &index, const QStringList &columns, SortOrder order);

} // namespace ssd::checks::fixes
