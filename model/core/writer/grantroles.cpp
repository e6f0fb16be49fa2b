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
    int depth = 0; // inside parentheses: a column list, SELECT(a, b)
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
            if (c == u'(' || c == u')') {
                depth = qMax(0, depth + (c == u'(' ? 1 : -1));
                continue;
            }
            if (c != separator || depth > 0)
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

namespace {

// One privilege a grant gives on one object: `column` empty for the whole object.
struct PrivilegeItem
{
    QString privilege; // as written: SELECT, INSERT, ...
    QString column;
    QString objectKind;
    QString object;
};

bool sameWord(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

std::vector<PrivilegeItem> privilegeItems(const Grant &grant)
{
    std::vector<PrivilegeItem> items;
    const QStringList objects = grant.objects.isEmpty() ? QStringList{QString()} : grant.objects;
    for (const QString &part : splitGrantList(grant.privileges)) {
        const qsizetype open = part.indexOf(u'(');
        const QString privilege = (open < 0 ? QStringView(part) : QStringView(part).left(open)).trimmed().toString();
        QStringList columns{QString()};
        if (open >= 0) {
            const qsizetype close = part.lastIndexOf(u')');
            columns = splitOutsideQuotes(QStringView(part).mid(open + 1, (close > open ? close : part.size()) - open - 1), u',');
        }
        for (const QString &object : objects)
            for (const QString &column : columns)
                items.push_back({privilege, column, grant.objectKind, object});
    }
    return items;
}

} // namespace

bool roleHoldsPrivileges(const Schema &schema, const QString &role)
{
    std::vector<PrivilegeItem> held;
    for (const Grant &grant : schema.grants) {
        if (isRoleGrant(grant) || !grant.grantees.contains(role))
            continue;
        for (PrivilegeItem &item : privilegeItems(grant)) {
            if (!grant.revoke) {
                held.push_back(std::move(item));
                continue;
            }
            std::erase_if(held, [&](const PrivilegeItem &h) {
                return sameWord(h.privilege, item.privilege) && sameWord(h.objectKind, item.objectKind)
                       && sameWord(h.object, item.object) && (item.column.isEmpty() || sameWord(h.column, item.column));
            });
        }
    }
    return !held.empty();
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
