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

namespace {
std::vector<ObjectId> unplacedTables(const Schema &schema, const PositionMap &placed)
{
    std::vector<ObjectId> unplaced;
    for (const Table &t : schema.tables)
        if (!placed.contains(t.id))
            unplaced.push_back(t.id);
    return unplaced;
}
} // namespace

#ifdef SSD_HAVE_AUTOLAYOUT
namespace {
// GUI thread: measures every table with the painter.
LayoutRequest makeRequest(const Schema &schema, const DiagramPainter &painter, double aspect)
{
    LayoutRequest request = requestFromSchema(schema, [&painter](const Table &t) { return painter.tableSize(t); });
    // Room between neighbours for a foreign-key line and its label to be seen.
    request.options.nodeSpacing = 80;
    request.options.rankSpacing = 70;
    request.options.targetAspect = aspect;
    return request;
}

// Any thread: the positions of `wanted` (every node when empty) from a layout of the request.
PositionMap runRequest(const LayoutRequest &request, const std::vector<ObjectId> &wanted, QString *error)
{
    const LayoutResult result = request.fixed.empty() ? layoutGraph(request) : placeNewNodes(request, wanted);
    if (error)
        *error = result.error;
    PositionMap positions;
    if (!result.ok())
        return positions;
    if (wanted.empty() || request.fixed.empty()) {
        for (const auto &[id, pos] : result.positions)
            positions.insert(id, pos);
    } else {
        for (ObjectId id : wanted)
            if (auto it = result.positions.find(id); it != result.positions.end())
                positions.insert(id, it->second);
    }
    return positions;
}

} // namespace
#endif

PlacementFunction autoPlacement(const DiagramPainter &painter)
{
#ifdef SSD_HAVE_AUTOLAYOUT
    // The painter is copied: the function outlives the caller's reference.
    return [painter](const Schema &schema, const PositionMap &placed, const std::vector<ObjectId> &unplaced) {
        LayoutRequest request = makeRequest(schema, painter, 16.0 / 10.0);
        request.options.useGraphviz = false; // runs in commands, on the GUI thread
        for (auto it = placed.begin(); it != placed.end(); ++it)
            request.fixed.emplace(it.key(), it.value());
        QString error;
        PositionMap positions = runRequest(request, unplaced, &error);
        if (!error.isEmpty())
            return gridPlacement(schema, placed, unplaced);
        return positions;
    };
#else
    Q_UNUSED(painter);
    return gridPlacement;
#endif
}

LayoutJob prepareLayoutAll(const Schema &schema, const DiagramPainter &painter, double aspect)
{
    return preparePlacement(schema, painter, {}, aspect);
}

LayoutJob preparePlacement(const Schema &schema, const DiagramPainter &painter, const PositionMap &placed,
                           double aspect)
{
#ifdef SSD_HAVE_AUTOLAYOUT
    LayoutRequest request = makeRequest(schema, painter, aspect);
    for (auto it = placed.begin(); it != placed.end(); ++it)
        request.fixed.emplace(it.key(), it.value());
    std::vector<ObjectId> wanted = placed.isEmpty() ? std::vector<ObjectId>{} : unplacedTables(schema, placed);
    return [request = std::move(request), wanted = std::move(wanted)](QString *error) {
        return runRequest(request, wanted, error);
    };
#else
    Q_UNUSED(painter);
    Q_UNUSED(aspect);
    return [schema, placed](QString *error) {
        if (error)
            error->clear();
        return gridPlacement(schema, placed, unplacedTables(schema, placed));
    };
#endif
}

} // namespace ssd
