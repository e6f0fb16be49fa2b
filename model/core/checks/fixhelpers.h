#pragma once

// Model surgery shared by the quick fixes (internal to checks/).

#include "checkcontext.h"
#include "checklist.h"

#include <functional>

namespace ssd::checks::fixes {

// `title` builds the translated title when someone asks for it (QuickFix::title()).
// `title` and `transform` are callables (QString(), bool(Schema &)) kept together in the fix's
// one Behaviour object.
template<typename Title, typename Transform>
QuickFix makeFix(QString id, Title &&title, Transform &&transform)
{
    struct Fix final : QuickFix::Behaviour
    {
        Fix(Title &&t, Transform &&f) : m_title(std::forward<Title>(t)), m_transform(std::forward<Transform>(f)) {}
        QString title() const override { return m_title(); }
        bool transform(Schema &schema) const override { return m_transform(schema); }
        std::decay_t<Title> m_title;
        mutable std::decay_t<Transform> m_transform;
    };
    QuickFix fix;
    fix.id = std::move(id);
    fix.behaviour = std::make_shared<const Fix>(std::forward<Title>(title), std::forward<Transform>(transform));
    return fix;
}

// `id` is a string literal (sharedId() keeps it by address).
template<typename Title, typename Transform>
QuickFix makeFix(const char *id, Title &&title, Transform &&transform)
{
    return makeFix(sharedId(id), std::forward<Title>(title), std::forward<Transform>(transform));
}

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
