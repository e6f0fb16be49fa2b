#pragma once

// Big designs for the designer's worker-thread tests (layouts, exports), made without the Python
// generator: `count` tables, each interleaved in or referencing an earlier one (a few big
// connected components, the shape that makes dot slow), and a grid 20 tables wide to place them.

#include "ddl.h"
#include "document.h"

namespace ssd::testing {

inline Schema generatedSchema(int count)
{
    QString ddl;
    for (int i = 0; i < count; ++i) {
        ddl += QStringLiteral("CREATE TABLE T%1 (Id INT64 NOT NULL, Ref INT64, Name STRING(100), Note STRING(MAX)").arg(i);
        if (i > 0 && i % 3 != 0)
            ddl += QStringLiteral(", CONSTRAINT FK_T%1 FOREIGN KEY (Ref) REFERENCES T%2 (Id)").arg(i).arg(i / 2);
        ddl += QStringLiteral(") PRIMARY KEY (Id);\n");
    }
    const ParseResult parsed = parseDdl(ddl);
    return parsed.ok() ? parsed.schema : Schema{};
}

// Every table placed on a grid, so that opening it schedules no placement.
inline PositionMap gridOf(const Schema &schema)
{
    PositionMap positions;
    int i = 0;
    for (const Table &t : schema.tables) {
        positions.insert(t.id, QPointF((i % 20) * 400.0, (i / 20) * 300.0));
        ++i;
    }
    return positions;
}

} // namespace ssd::testing
