#pragma once

// Which objects of two schema versions are the same object: Spanner's identity rules for names.
// GoogleSQL names are case-insensitive (Singers and SINGERS are one table); PostgreSQL folds
// unquoted names when parsing, so the model's names compare exactly.

#include "schema.h"

#include <QHash>
#include <QString>

#include <vector>

namespace ssd::migration {

QString identityKey(QStringView name, Dialect dialect);

// Name -> position in a vector of objects with a `name`, by identity key.
template<typename T>
QHash<QString, int> indexByName(const std::vector<T> &objects, Dialect dialect)
{
    QHash<QString, int> index;
    index.reserve(qsizetype(objects.size()));
    for (size_t i = 0; i < objects.size(); ++i)
        index.insert(identityKey(objects[i].name, dialect), int(i));
    return index;
}

} // namespace ssd::migration
