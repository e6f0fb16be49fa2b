// Applier: CREATE [OR REPLACE] MODEL and ALTER MODEL, GoogleSQL's only (DROP is applydrop.cpp).
// Spanner's rules for a remote model's columns and options are validation/modelvalidation.h; the
// model keeps its body as text, whose options ALTER reads back (googlesql/googlesqlmodelbody.h).

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "googlesql/googlesqlmodelbody.h"
#include "mergeoptions.h"


namespace ssd::apply {

void Applier::createModel(CreateModelStmt &stmt, const SourcePos &pos)
{
    // Found ignoring case, as the emulator finds models; OR REPLACE of a model spelled otherwise is
    // a taken name below (the emulator fails it with an internal error).
    Model *existing = namedIgnoringCase(m_schema.models, stmt.model.name);
    if (existing && stmt.ifNotExists && !stmt.orReplace)
        return; // Spanner checks nothing more (the emulator 1.5.28 accepts IF NOT EXISTS ... REMOTE)
    if (!report(validation::validateModelColumns(stmt.definition), stmt.name, pos)
        || !report(validation::validateModelOptions(stmt.model.name, stmt.options), stmt.optionsAt, pos))
        return;
    if (existing && stmt.orReplace && existing->name == stmt.model.name) {
        existing->body = std::move(stmt.model.body);
        existing->pos = pos;
        return;
    }
    if (!requireFreeName(stmt.name, NameKind::Model))
        return;
    appendCreated(m_schema.models, std::move(stmt.model), pos);
}

void Applier::alterModel(const AlterModelStmt &stmt, const SourcePos &pos)
{
    Model *model = namedIgnoringCase(m_schema.models, stmt.name.name);
    if (!model) {
        if (!stmt.ifExists)
            error(stmt.name, objectNotFound(m_dialect, m_schema, DropStmt::Object::Model, stmt.name.name));
        return;
    }
    gsql::ModelBody body = gsql::readModelBody(model->body);
    mergeOptions(body.options, stmt.options);
    if (!report(validation::validateModelOptions(model->name, body.options), stmt.optionsAt, pos))
        return;
    model->body = gsql::writeModelBody(body.remote, body.options);
    addSuppressed(model->pos, pos);
}

} // namespace ssd::apply
