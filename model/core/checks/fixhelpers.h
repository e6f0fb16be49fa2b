#pragma once

// Model surgery shared by the quick fixes (internal to checks/).

#include "checklist.h"

#include <functional>

namespace ssd::checks::fixes {

// `title` builds the translated title when someone asks for it (QuickFix::title()).
// `id` is a string literal (sharedId() keeps it by address).
QuickFix makeFix(const char *id, std::function<QString()> title, std::function<bool(Schema &)> transform);
QuickFix makeFix(QString id, std::function<QString()> title, std::function<bool(Schema &)> transform);

// Interleaved descendants of `table`, parents before children; cycle-safe.
QStringList descendantsOf(const Schema &schema, const QString &table);

QString uniqueColumnName(const Table &table, const QString &base);

// Replaces the primary key of `table` by `newKey`, then rewrites every interleaved descendant's
// inherited prefix (adding inherited columns that a descendant lacks) and every index
// interleaved in the table or a descendant, so the hierarchy stays valid.
bool setKeyPrefix(Schema &schema, const QString &table, const std::vector<KeyPart> &newKey);

// Applies `edit` to `column` of `table` and to the same-named key column of each descendant.
bool editKeyColumnDownwards(Schema &schema, const QString &table, const QString &column,
                            const std::function<void(Column &)> &edit);

// The topmost ancestor (or `table` itself) whose key owns `column`.
QString keyColumnOwner(const Schema &schema, const QString &table, const QString &column);

// A STORED generated INT64 column MOD(<hash of columns>, shards) in the schema's dialect.
Column makeShardColumn(Schema &schema, const Table &table, const QString &name, const QStringList &hashed,
                       int shards);

} // namespace ssd::checks::fixes
