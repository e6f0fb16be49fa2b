// Applier: CREATE [OR REPLACE] VIEW, for both dialects (DROP is applydrop.cpp). The emulator
// decides the rules the two parsers had apart: a view replaces the view of its name ignoring case,
// and takes the name as the replacing statement writes it (GoogleSQL and PostgreSQL print `v`
// after CREATE VIEW V ...; CREATE OR REPLACE VIEW v ...); a view in a named schema needs the schema
// ("Schema not found: s", in both).

#include "apply/applier.h"

#include "apply/applytexts.h"

#include <algorithm>

namespace ssd::apply {

bool Applier::relationExists(QStringView name)
{
    // A table of exactly that name is found by the name index (the common case, so a script of
    // thousands of views stays linear). Otherwise a miss in the name hashes proves the name
    // unused; only a hit needs the scans.
    if (tableNamed(name))
        return true;
    if (!m_names.inUse(name))
        return false;
    const auto sameName = [&](const auto &object) { return QStringView(object.name).compare(name, Qt::CaseInsensitive) == 0; };
    return std::any_of(m_schema.tables.begin(), m_schema.tables.end(), sameName)
        || std::any_of(m_schema.views.begin(), m_schema.views.end(), sameName);
}

void Applier::createView(CreateViewStmt &stmt, const SourcePos &pos)
{
    // Spanner applies a batch in order: what the query reads must exist already.
    for (const NameRef &relation : stmt.relations)
        if (!relationExists(relation.name))
            return void(tableMissing(relation));
    if (stmt.orReplace) {
        const auto existing = std::find_if(m_schema.views.begin(), m_schema.views.end(), [&](const View &v) {
            return v.name.compare(stmt.view.name, Qt::CaseInsensitive) == 0;
        });
        if (existing != m_schema.views.end()) {
            if (!report(validation::validateReplacedView(m_schema, stmt.view), stmt.name, pos))
                return;
            // The view is the replacing statement's now: its name, its query, its position and the
            // rules its directive comments suppress. The id stays, so references to it hold.
            stmt.view.id = existing->id;
            stmt.view.pos = pos;
            *existing = std::move(stmt.view);
            return;
        }
    }
    if (!requireFreeName(stmt.name, NameKind::View) || !requireSchemaOf(stmt.name))
        return;
    appendCreated(m_schema.views, std::move(stmt.view), pos);
}

} // namespace ssd::apply
