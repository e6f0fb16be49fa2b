// What a view's query depends on. The model keeps the query as text, so a dependency is a name
// of the query (outside literals and comments): a table, view or index it names, and a column it
// names while it also names the column's table. That over-approximates: a view that names a column of
// another table with the same name also holds the column.

#include "validation/namescan.h"
#include "validation/schemavalidation.h"

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

bool sameName(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

// Whether the query names `object` (a dotted name matches its last part after its schema part).
bool queryNames(const View &view, QStringView object, Dialect dialect, bool qualifiedToo)
{
    const qsizetype dot = object.lastIndexOf(u'.');
    const QStringView last = dot >= 0 ? object.mid(dot + 1) : object;
    bool found = false;
    forEachName(view.query, dialect, [&](QStringView word, const NameUse &use) {
        if (!found && !use.call && (qualifiedToo || !use.qualified || dot >= 0) && sameName(word, last))
            found = true;
    });
    return found;
}

QStringList viewsNaming(const Schema &schema, QStringView object, bool qualifiedToo, QStringView except = {})
{
    QStringList names;
    for (const View &view : schema.views)
        if (!sameName(view.name, except) && queryNames(view, object, schema.dialect, qualifiedToo))
            names << view.name;
    return names;
}

} // namespace

Verdict viewsOnTable(const Schema &schema, const Table &table)
{
    if (const QStringList views = viewsNaming(schema, table.name, false); !views.isEmpty())
        return Violation{Text::tr("cannot drop TABLE `%1` on which there are dependent views: %2")
                             .arg(table.name, views.join(QStringLiteral(", "))), {}};
    return std::nullopt;
}

Verdict viewsOnColumn(const Schema &schema, const Table &table, const QString &column)
{
    QStringList views;
    for (const QString &name : viewsNaming(schema, table.name, false))
        for (const View &view : schema.views)
            if (view.name == name && queryNames(view, column, schema.dialect, true))
                views << name;
    if (views.isEmpty())
        return std::nullopt;
    return Violation{Text::tr("cannot drop column `%1` on which there are dependent views: %2")
                         .arg(column, views.join(QStringLiteral(", "))), {}};
}

Verdict validateDropIndex(const Schema &schema, const Index &index)
{
    if (const QStringList views = viewsNaming(schema, index.name, true); !views.isEmpty())
        return Violation{Text::tr("cannot drop INDEX `%1` on which there are dependent views: %2")
                             .arg(index.name, views.join(QStringLiteral(", "))), {}};
    return std::nullopt;
}

Verdict validateDropView(const Schema &schema, const View &view)
{
    if (const QStringList views = viewsNaming(schema, view.name, false, view.name); !views.isEmpty())
        return Violation{Text::tr("cannot drop VIEW `%1` on which there are dependent views: %2")
                             .arg(view.name, views.join(QStringLiteral(", "))), {}};
    return std::nullopt;
}

Verdict validateReplacedView(const Schema &schema, const View &view)
{
    // Recursive: the new query reaches the view itself through the views it names.
    QStringList seen;
    std::vector<const View *> work{&view};
    while (!work.empty()) {
        const View *current = work.back();
        work.pop_back();
        for (const View &other : schema.views) {
            if (!queryNames(*current, other.name, schema.dialect, false))
                continue;
            if (sameName(other.name, view.name))
                return Violation{Text::tr("cannot replace VIEW `%1` because new definition is recursive").arg(view.name), {}};
            if (!seen.contains(other.name)) {
                seen << other.name;
                work.push_back(&other);
            }
        }
    }
    return std::nullopt;
}

} // namespace ssd::validation
