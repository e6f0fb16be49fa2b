// Applier: CREATE [OR REPLACE] PROPERTY GRAPH, GoogleSQL's only (DROP is applydrop.cpp). The graph
// keeps its body as text; its name follows the rule of every name.

#include "apply/applier.h"


namespace ssd::apply {

void Applier::createPropertyGraph(CreatePropertyGraphStmt &stmt, const SourcePos &pos)
{
    if (PropertyGraph *existing = exactlyNamed(m_schema.propertyGraphs, stmt.graph.name)) {
        if (stmt.orReplace) {
            existing->body = std::move(stmt.graph.body);
            existing->pos = pos;
            return;
        }
        if (stmt.ifNotExists)
            return;
    }
    if (!requireFreeName(stmt.name, NameKind::PropertyGraph))
        return;
    appendCreated(m_schema.propertyGraphs, std::move(stmt.graph), pos);
}

} // namespace ssd::apply
