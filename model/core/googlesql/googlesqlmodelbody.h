#pragma once

// A remote model's body as the schema keeps it (schema.h): the canonical text after the model's
// name, "[INPUT (...) OUTPUT (...)] REMOTE[ OPTIONS (a = b, ...)]". CREATE MODEL writes it; ALTER
// MODEL reads its options back, so that SET OPTIONS merges values, not text. Models exist in
// GoogleSQL only.

#include "schema.h"

namespace ssd::gsql {

struct ModelBody
{
    QString remote;                      // the text up to and with REMOTE
    Options options;
};

ModelBody readModelBody(const QString &body);
QString writeModelBody(const QString &remote, const Options &options);

} // namespace ssd::gsql
