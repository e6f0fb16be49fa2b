// Applier: CREATE [OR REPLACE] PROPERTY GRAPH, GoogleSQL's only (DROP is applydrop.cpp). The graph
// keeps its body as text; its name follows the rule of every name.

#include "apply/applier.h"

#include <algorithm>

namespace ssd::apply {

void Applier::createPropertyGraph(CreatePropertyGraphStmt &stmt, const SourcePos &pos)
{
    std::vector<PropertyGraph> &graphs = m_schema.propertyGraphs;
    const auto existing = std::find_if(graphs.begin(), graphs.end(), [&](const PropertyGraph &g) { return g.name == stmt.graph.name; });
    if (existing != graphs.end()) {
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
    appendCreated(graphs, std::move(stmt.graph), pos);
}

} // namespace ssd::apply
