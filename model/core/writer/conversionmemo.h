#pragma once

// Each table's conversion to the other dialect from the last conversion of a schema, reused when
// the table has not changed. The designer's other-dialect tab converts the whole schema after
// every edit; at 5,000 tables that was ~15 ms of a pool thread's time per edit, where an edit
// changes one table.
//
// A table's conversion depends on the table, the two dialects and, through the names in its
// expressions, on which words are the schema's table, column, view or sequence names (a DEFAULT
// naming column "Id" re-quotes it as "Id" in PostgreSQL). An entry keeps the words its
// expressions looked up and whether each was a name: it is reused only while each still is, or
// still is not, so an edit elsewhere that adds or renames a name it uses converts it again.
//
// As StatementMemo (same rules, same caller): without being told which tables changed, a table
// is compared with the one the entry was made from; told, the others are trusted unchanged; a
// table whose id another table of the same conversion shares is always compared. One memo serves
// one target dialect in one thread at a time; entries of tables a conversion no longer meets are
// dropped after it.
//
// A reused table keeps the diagnostics and the source positions of the conversion that made it
// (positions are not part of a table's value): for callers that print the result, as the tab does.

#include "diagnostic.h"
#include "schema.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace ssd {

class ConversionMemo
{
public:
    // For the next conversion only: of the tables the last conversion met, only these may differ
    // now (the tables added or changed since). Without it, every table is compared.
    void tellChangedTables(std::vector<ObjectId> changed);

    // The tables the last conversion converted afresh, sorted: the others came out as the
    // conversion before gave them (what a StatementMemo that printed that one may be told).
    const std::vector<ObjectId> &convertedAfresh() const { return m_afresh; }
    int reused() const { return m_reused; } // tests and benchmarks

    // For the conversion (conversion.cpp): `names` gives the schema's names, built on demand.
    void beginConversion(Dialect target);
    // The memo's conversion of `source`, if it still holds: its table and diagnostics.
    const Table *kept(const Table &source, const std::function<const QSet<QString> &()> &names,
                      const Diagnostics **diagnostics);
    void keep(const Table &source, const Table &converted, Diagnostics diagnostics, const QStringList &namesLookedUp,
              const std::function<const QSet<QString> &()> &names);
    void endConversion();

private:
    struct Entry
    {
        Table source;
        Table converted;
        Diagnostics diagnostics;
        std::vector<std::pair<QString, bool>> namesLookedUp; // word, was a name
        quint64 conversion = 0; // the last conversion that met it
        bool idShared = false;  // two tables of one conversion had its id: never reused untold
    };

    std::optional<Dialect> m_target;
    QHash<ObjectId, Entry> m_tables;
    quint64 m_conversion = 0;
    std::optional<quint64> m_toldAfter; // set by tellChangedTables for the conversion after it
    std::vector<ObjectId> m_changedTables; // sorted
    std::vector<ObjectId> m_afresh;
    int m_reused = 0;
};

} // namespace ssd
