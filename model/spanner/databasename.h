#pragma once

// A Spanner database's name, and the URI users type for it:
//   spanner://projects/P/instances/I/databases/D

#include "spannererror.h"

#include <QString>

namespace ssd::spanner {

struct DatabaseName
{
    QString project;
    QString instance;
    QString database;

    QString instancePath() const; // projects/P/instances/I
    QString path() const;         // projects/P/instances/I/databases/D
    QString uri() const;          // spanner://projects/P/instances/I/databases/D

    bool operator==(const DatabaseName &) const = default;
};

// The scheme every database URI starts with: "spanner://".
QString databaseUriScheme();
// True when `text` is meant as a database URI (starts with spanner://), valid or not.
bool looksLikeDatabaseUri(const QString &text);
// The database a URI names; InvalidArgument saying what is wrong otherwise (a missing part, a
// part Spanner would refuse: ids are letters, digits, '-', '_' and, for projects, '.' and ':').
SpannerResult<DatabaseName> parseDatabaseUri(const QString &uri);

} // namespace ssd::spanner
