#pragma once

// Qualified names ("sch.Singers"): the named schema ("sch"; empty in the default schema) and the
// name within it ("Singers").
//
// An index's name in the model is its Spanner name in both dialects, and Spanner puts an index in
// the schema of its table: GoogleSQL spells the name qualified (CREATE INDEX sch.i ON sch.t),
// PostgreSQL does not (CREATE INDEX i ON sch.t creates sch.i, which DROP INDEX and ALTER INDEX
// then name).

#include <QString>
#include <QStringView>

namespace ssd {

inline QStringView schemaOfName(QStringView name)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    return dot < 0 ? QStringView() : name.left(dot);
}

inline QStringView unqualifiedName(QStringView name) { return name.mid(name.lastIndexOf(u'.') + 1); }

// `name` (qualified or not) moved into the schema of `table`: the name Spanner gives an index on
// `table`, and requires of a GoogleSQL one.
inline QString inSchemaOf(QStringView table, QStringView name)
{
    QString result = schemaOfName(table).toString();
    if (!result.isEmpty())
        result += u'.';
    return result.append(unqualifiedName(name));
}

} // namespace ssd
