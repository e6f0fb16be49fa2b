#pragma once

// Internal to validation/: the names in a text kept by the model (an expression or a view's
// query), outside string literals, as the dialect quotes them.

#include "schema.h"

#include <QHash>

#include <functional>

namespace ssd::validation {

struct NameUse
{
    bool qualified = false; // after a '.' (t.c, s.t)
    bool call = false;      // before a '(' (a function)
};

// The columns of a table by case-folded name, built once for many lookups (a table may have
// thousands of columns and as many expressions).
class ColumnLookup
{
public:
    explicit ColumnLookup(const Table &table);
    int indexOf(QStringView name) const; // exact name first, then ignoring case; -1 when absent
    const Table &table() const { return m_table; }

private:
    const Table &m_table;
    QHash<QString, int> m_folded;
    bool m_caseTwins = false; // two names that differ only in case (a table Spanner would refuse)
};

QStringList columnsUsedBy(QStringView expression, const ColumnLookup &columns, Dialect dialect);

void forEachName(QStringView text, Dialect dialect, const std::function<void(QStringView, const NameUse &)> &visit);

} // namespace ssd::validation
