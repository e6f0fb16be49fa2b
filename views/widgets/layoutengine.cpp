#include "layoutengine.h"

#include "diagrampainter.h"

#ifdef SSD_HAVE_AUTOLAYOUT
#include "autolayout.h"
#endif

namespace ssd {

bool haveGraphvizLayout()
{
#ifdef SSD_HAVE_AUTOLAYOUT
    return true;
#else
    return false;
#endif
}

#ifdef SSD_HAVE_AUTOLAYOUT
namespace {
LayoutRequest makeRequest(const Schema &schema, const DiagramPainter &painter)
{
    LayoutRequest request = requestFromSchema(schema, [&painter](const Table &t) { return painter.tableSize(t); });
    // Room between neighbours for a foreign-key line and its label to be seen.
    request.options.nodeSpacing = 80;
    request.options.rankSpacing = 70;
    return request;
}

PositionMap toPositions(const LayoutResult &result)
{
    PositionMap map;
    for (const auto &[id, pos] : result.positions)
        map.insert(id, pos);
    return map;
}
} // namespace
#endif

PlacementFunction autoPlacement(const DiagramPainter &painter)
{
#ifdef SSD_HAVE_AUTOLAYOUT
    // The painter is copied: the function outlives the caller's reference.
    return [painter](const Schema &schema, const PositionMap &placed, const std::vector<ObjectId> &unplaced) {
        LayoutRequest request = makeRequest(schema, painter);
        for (auto it = placed.begin(); it != placed.end(); ++it)
            request.fixed.emplace(it.key(), it.value());
        const LayoutResult result = request.fixed.empty() ? layoutGraph(request) : placeNewNodes(request, unplaced);
        if (!result.ok())
            return gridPlacement(schema, placed, unplaced);
        PositionMap positions;
        for (ObjectId id : unplaced)
            if (auto it = result.positions.find(id); it != result.positions.end())
                positions.insert(id, it->second);
        return positions;
    };
#else
    Q_UNUSED(painter);
    return gridPlacement;
#endif
}

PositionMap layoutAll(const Schema &schema, const DiagramPainter &painter, QString *error, double aspect)
{
#ifdef SSD_HAVE_AUTOLAYOUT
    LayoutRequest request = makeRequest(schema, painter);
    request.options.targetAspect = aspect;
    const LayoutResult result = layoutGraph(request);
    if (!result.ok()) {
        if (error)
            *error = result.error;
        return {};
    }
    return toPositions(result);
#else
    Q_UNUSED(painter);
    Q_UNUSED(aspect);
    if (error)
        error->clear();
    std::vector<ObjectId> all;
    for (const Table &t : schema.tables)
        all.push_back(t.id);
    return gridPlacement(schema, {}, all);
#endif
}

} // namespace ssd
