// Packing laid-out components into one rectangle near a target aspect ratio.
//
// Graphviz 2.43's own packing (putRects) was used before: its polyomino mode is roughly
// quadratic in boxes times cells, so only a dozen components could go through it and the rest
// were gathered into array blocks, which left a 200-table schema's diagram mostly empty
// (9,415 x 7,647 points for ~7 % of it covered by tables, docs/scale.md). A skyline packer
// (each box at the lowest spot along the top edge of what is already placed, tallest boxes
// first) fills a strip of a chosen width densely and costs next to nothing; trying a few strip
// widths and keeping the one whose result is closest to the wanted aspect makes it fit a screen.

#include "layoutgraph.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ssd::layout {

namespace {

struct Segment
{
    double x = 0, width = 0, top = 0; // the skyline: the lowest free y from x to x + width
};

// Skyline bottom-left packing of boxes (sizes already include the margin) into a strip
// `stripWidth` wide, in the given order. Returns the height used.
double skyline(const std::vector<QSizeF> &boxes, const std::vector<size_t> &order, double stripWidth,
               std::vector<QPointF> &topLeft)
{
    std::vector<Segment> line{Segment{0, stripWidth, 0}};
    double height = 0;
    for (size_t index : order) {
        const QSizeF box = boxes[index];
        // The spot whose top is lowest (ties: leftmost) among the segment starts where it fits.
        size_t best = line.size();
        double bestTop = 0;
        for (size_t i = 0; i < line.size(); ++i) {
            const double x = line[i].x;
            if (x + box.width() > stripWidth + 1e-6 && x > 0)
                break;
            double top = 0;
            for (size_t j = i; j < line.size() && line[j].x < x + box.width() - 1e-9; ++j)
                top = std::max(top, line[j].top);
            if (best == line.size() || top + 1e-9 < bestTop) {
                best = i;
                bestTop = top;
            }
        }
        const double x = line[best].x;
        topLeft[index] = QPointF(x, bestTop);
        height = std::max(height, bestTop + box.height());

        // Raise the skyline under the box: drop covered segments, cut the one it ends in.
        const double right = x + box.width();
        std::vector<Segment> next;
        next.reserve(line.size() + 2);
        for (const Segment &s : line) {
            const double end = s.x + s.width;
            if (end <= x + 1e-9 || s.x >= right - 1e-9) {
                next.push_back(s);
                continue;
            }
            if (s.x < x)
                next.push_back(Segment{s.x, x - s.x, s.top});
            if (next.empty() || next.back().x + next.back().width <= x + 1e-9)
                next.push_back(Segment{x, box.width(), bestTop + box.height()});
            if (end > right)
                next.push_back(Segment{right, end - right, s.top});
        }
        // Neighbours at the same height merge, so the line stays short.
        line.clear();
        for (const Segment &s : next) {
            if (!line.empty() && std::abs(line.back().top - s.top) < 1e-9)
                line.back().width = s.x + s.width - line.back().x;
            else
                line.push_back(s);
        }
    }
    return height;
}

} // namespace

void packBoxes(const std::vector<QSizeF> &sizes, double margin, double aspect, std::vector<QPointF> &topLeft)
{
    topLeft.assign(sizes.size(), QPointF());
    if (sizes.size() <= 1)
        return;
    if (!std::isfinite(aspect) || aspect <= 0)
        aspect = 16.0 / 10.0;
    margin = std::max(0.0, margin);

    // Every box carries its margin on the right and below; the last row and column's margin is
    // trimmed by the caller's bounds (they are computed from the boxes themselves).
    std::vector<QSizeF> boxes(sizes.size());
    double area = 0, widest = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        boxes[i] = QSizeF(sizes[i].width() + margin, sizes[i].height() + margin);
        area += boxes[i].width() * boxes[i].height();
        widest = std::max(widest, boxes[i].width());
    }
    std::vector<size_t> order(sizes.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (boxes[a].height() != boxes[b].height())
            return boxes[a].height() > boxes[b].height();
        return boxes[a].width() > boxes[b].width();
    });

    // A strip of width sqrt(area * aspect) would give the aspect at 100 % fill; real packings
    // are less full and come out taller, so a few wider strips are tried too.
    const double ideal = std::sqrt(area * aspect);
    std::vector<QPointF> candidate(sizes.size());
    double bestScore = -1;
    for (const double factor : {1.0, 1.08, 1.16, 1.25, 1.35, 1.5}) {
        const double width = std::max(widest, ideal * factor);
        const double height = skyline(boxes, order, width, candidate);
        double used = 0;
        for (size_t i = 0; i < sizes.size(); ++i)
            used = std::max(used, candidate[i].x() + boxes[i].width());
        // Closeness to the aspect, as a ratio >= 1, weighed with the area the result takes.
        const double got = used / std::max(1.0, height);
        const double off = got > aspect ? got / aspect : aspect / got;
        const double score = off * off * used * height;
        if (bestScore < 0 || score < bestScore) {
            bestScore = score;
            topLeft = candidate;
        }
    }
}

} // namespace ssd::layout
