#pragma once

// CREATE MODEL and ALTER MODEL: what Spanner refuses in a remote model's columns and options, the
// emulator's wording (1.5.28) for each. The schema keeps a model's body as text (schema.h); the
// GoogleSQL parser describes the statement with a ModelDefinition for these rules. Models exist in
// GoogleSQL only.

#include "schema.h"
#include "validation/schemavalidation.h"

#include <vector>

namespace ssd::validation {

struct ModelColumn
{
    QString name;
    ColumnType type;
    SourcePos pos;
};

struct ModelDefinition
{
    QString name;
    std::vector<ModelColumn> inputs;
    std::vector<ModelColumn> outputs;
};

// INPUT and OUTPUT columns: at most 1,024 of each; one namespace for both, ignoring case; types
// BOOL, INT64, FLOAT64, STRING(MAX), BYTES(MAX) and ARRAY / STRUCT of them (no length, no array of
// arrays, a STRUCT of 1 to 10 fields, complex types nested at most 5 deep).
Verdict validateModelColumns(const ModelDefinition &model);

// The REMOTE options as the statement leaves them (CREATE, or ALTER MODEL SET OPTIONS merged): an
// endpoint or endpoints, not both; default_batch_size from 1 to 10.
Verdict validateModelOptions(const QString &model, const Options &options);

} // namespace ssd::validation
