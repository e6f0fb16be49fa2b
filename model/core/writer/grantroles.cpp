#include "grantroles.h"

#include <algorithm>

namespace ssd {

bool isRoleGrant(const Grant &grant)
{
    return grant.objectKind.compare(u"ROLE", Qt::CaseInsensitive) == 0;
}

QStringList splitOutsideQuotes(QStringView text, char16_t separator)
{
    QStringList items;
    char16_t quote = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size()) {
            const char16_t c = text[i].unicode();
            if (quote != 0) {
                if (c == quote)
                    quote = 0; // a doubled quote re-opens on the next character
                continue;
            }
            if (c == u'"' || c == u'`') {
                quote = c;
                continue;
            }
            if (c != separator)
                continue;
        }
        const QStringView item = text.mid(start, i - start).trimmed();
        if (!item.isEmpty())
            items.push_back(item.toString());
        start = i + 1;
    }
    return items;
}

QString grantedRoleName(QStringView item, Dialect dialect)
{
    if (item.size() >= 2 && item.front() == u'"' && item.back() == u'"') {
        QString name = item.mid(1, item.size() - 2).toString();
        name.replace(QStringLiteral("\"\""), QStringLiteral("\""));
        return name;
    }
    if (item.size() >= 2 && item.front() == u'`' && item.back() == u'`')
        return item.mid(1, item.size() - 2).toString();
    return dialect == Dialect::PostgreSql ? item.toString().toLower() : item.toString();
}

QStringList grantedRoleNames(const Grant &grant, Dialect dialect)
{
    QStringList names;
    for (const QString &item : splitGrantList(grant.privileges))
        names.push_back(grantedRoleName(item, dialect));
    return names;
}

void removeRoleFromGrants(Schema &schema, const QString &role, Dialect dialect)
{
    std::erase_if(schema.grants, [&](Grant &g) {
        g.grantees.removeAll(role);
        if (isRoleGrant(g)) {
            QStringList items = splitGrantList(g.privileges);
            const auto removed = items.removeIf([&](const QString &item) { return grantedRoleName(item, dialect) == role; });
            if (items.isEmpty())
                return true;
            if (removed > 0) // keep the text as written unless a name went away
                g.privileges = items.join(QStringLiteral(", "));
        }
        return g.grantees.isEmpty();
    });
}

} // namespace ssd
