#include "heatmappainter.h"

#include <QCoreApplication>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace ssd {

namespace {

// Texts drawn into the pictures (designer docks and the CLI's SVG/PNG output) are translatable.
struct HeatmapText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::HeatmapPainter)
};

constexpr qreal kMargin = 16;
constexpr qreal kEventLane = 6;      // one lane per event kind above the heatmap
constexpr qreal kEventStrip = 5 * kEventLane + 2;
constexpr qreal kScaleWidth = 150;  // colour scale and its labels, right of the heatmap
constexpr qreal kGap = 12;

const SimEvent::Kind kEventKinds[] = {SimEvent::Kind::Split, SimEvent::Kind::Merge, SimEvent::Kind::Move,
                                      SimEvent::Kind::HotRow, SimEvent::Kind::MovingHotSpot};

QString writesPerSecond(double value)
{
    return value >= 10000 ? QStringLiteral("%1k").arg(value / 1000.0, 0, 'f', 1) : QString::number(qint64(std::round(value)));
}

} // namespace

HeatmapPaintOptions::HeatmapPaintOptions()
{
    font.setFamily(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(12);
}

QColor HeatmapPainter::loadColor(double fraction)
{
    // A dark-to-bright ramp (black, purple, magenta, red, orange, pale yellow).
    static const struct { double at; QRgb rgb; } stops[] = {
        {0.0, 0x0b0d17}, {0.25, 0x3b0f70}, {0.5, 0x8c2981}, {0.75, 0xde4968}, {0.9, 0xfe9f6d}, {1.0, 0xfcfdbf}};
    fraction = std::clamp(fraction, 0.0, 1.0);
    for (size_t i = 1; i < std::size(stops); ++i) {
        if (fraction <= stops[i].at) {
            const double t = (fraction - stops[i - 1].at) / (stops[i].at - stops[i - 1].at);
            const QColor a = QColor::fromRgb(stops[i - 1].rgb), b = QColor::fromRgb(stops[i].rgb);
            return QColor::fromRgbF(float(a.redF() + t * (b.redF() - a.redF())), float(a.greenF() + t * (b.greenF() - a.greenF())),
                                    float(a.blueF() + t * (b.blueF() - a.blueF())));
        }
    }
    return QColor::fromRgb(stops[std::size(stops) - 1].rgb);
}

QColor HeatmapPainter::eventColor(SimEvent::Kind kind)
{
    switch (kind) {
    case SimEvent::Kind::Split: return QColor(0x1a, 0x73, 0xe8);
    case SimEvent::Kind::Merge: return QColor(0x59, 0xa1, 0x4f);
    case SimEvent::Kind::Move: return QColor(0x9a, 0x9a, 0x9a);
    case SimEvent::Kind::HotRow: return QColor(0xd9, 0x30, 0x25);
    case SimEvent::Kind::MovingHotSpot: return QColor(0xf2, 0x8e, 0x2b);
    }
    return Qt::black;
}

HeatmapPainter::HeatmapPainter(const SimulationResult &result, const HeatmapPaintOptions &options)
    : m_result(result), m_options(options)
{
    const QFontMetricsF fm(m_options.font);
    QFont bold = m_options.font;
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    for (const QString &object : m_result.heatmap.rangeObject)
        m_labelWidth = std::max(m_labelWidth, boldMetrics.horizontalAdvance(object));
    m_labelWidth = std::clamp<qreal>(m_labelWidth + 10, fm.horizontalAdvance(HeatmapText::tr("key ranges")) + 10, 220);
    m_ticks = int(m_result.heatmap.load.size());
}

QSize HeatmapPainter::size() const
{
    const QFontMetricsF fm(m_options.font);
    const qreal width = kMargin + m_labelWidth + m_options.heatmapWidth + kGap + kScaleWidth + kMargin;
    const qreal height = kMargin + fm.height() * 2                // title
                         + kEventStrip + m_options.heatmapHeight + fm.height() * 2 + kGap // heatmap and time axis
                         + m_options.chartHeight + fm.height() * 2 + kGap                 // chart and its axis
                         + fm.height() * 2 + kMargin;                                    // legends
    return QSize(int(std::ceil(width)), int(std::ceil(height)));
}

void HeatmapPainter::paint(QPainter *painter) const
{
    const QFontMetricsF fm(m_options.font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->setFont(m_options.font);
    painter->fillRect(QRectF(QPointF(0, 0), QSizeF(size())), m_options.background);
    QFont bold = m_options.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(m_options.text);
    painter->drawText(QPointF(kMargin, kMargin + fm.ascent()),
                      m_options.title.isEmpty() ? HeatmapText::tr("Split simulation: write load by key range over time") : m_options.title);
    painter->setFont(m_options.font);

    const qreal left = kMargin + m_labelWidth;
    qreal y = kMargin + fm.height() * 2;
    const QRectF events(left, y, m_options.heatmapWidth, kEventStrip);
    y += kEventStrip;
    const QRectF heatmap(left, y, m_options.heatmapWidth, m_options.heatmapHeight);
    y += m_options.heatmapHeight + fm.height() * 2 + kGap;
    const QRectF chart(left, y, m_options.heatmapWidth, m_options.chartHeight);

    paintEvents(painter, events);
    paintHeatmap(painter, heatmap);
    paintChart(painter, chart);
    painter->restore();
}

void HeatmapPainter::paintHeatmap(QPainter *painter, const QRectF &area) const
{
    const QFontMetricsF fm(m_options.font);
    const SimHeatmap &map = m_result.heatmap;
    const int ranges = int(map.rangeStart.size());
    const int visible = m_options.visibleTicks < 0 ? m_ticks : std::min(m_ticks, m_options.visibleTicks);
    painter->fillRect(area, loadColor(0));
    if (ranges == 0 || m_ticks == 0) {
        painter->setPen(m_options.mutedText);
        painter->drawText(area, Qt::AlignCenter, HeatmapText::tr("no load"));
        return;
    }
    double peak = 0;
    for (const std::vector<double> &tick : map.load)
        for (double v : tick)
            peak = std::max(peak, v);

    // One pixel per (tick, range), scaled up without smoothing: crisp cells, and in SVG a single
    // embedded image instead of thousands of rectangles.
    QImage cells(m_ticks, ranges, QImage::Format_RGB32);
    cells.fill(loadColor(0));
    for (int t = 0; t < visible; ++t)
        for (int r = 0; r < ranges; ++r)
            if (peak > 0)
                cells.setPixelColor(t, r, loadColor(std::sqrt(map.load[size_t(t)][size_t(r)] / peak)));
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(area, cells);
    painter->restore();

    // Tables and indexes: a separator and the name at the first range of each.
    const qreal rowHeight = area.height() / ranges;
    QFont bold = m_options.font;
    bold.setBold(true);
    for (int r = 0; r < ranges; ++r) {
        if (r > 0 && map.rangeObject.at(r) == map.rangeObject.at(r - 1))
            continue;
        const qreal y = area.top() + r * rowHeight;
        if (r > 0) {
            painter->setPen(QPen(QColor(255, 255, 255, 200), 1, Qt::DashLine));
            painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        }
        painter->setPen(m_options.text);
        painter->setFont(bold);
        const QString name = fm.elidedText(map.rangeObject.at(r), Qt::ElideRight, m_labelWidth - 10);
        painter->drawText(QPointF(kMargin, y + fm.ascent() + 1), name);
        painter->setFont(m_options.font);
    }
    painter->setPen(m_options.mutedText);
    painter->drawText(QPointF(kMargin, area.bottom() - fm.descent()), HeatmapText::tr("key ranges"));
    painter->drawText(QPointF(kMargin, area.bottom() - fm.descent() - fm.height()), HeatmapText::tr("↓ key order"));

    // Time axis: a label at a round number of minutes, at least ~70 px apart.
    const qreal cell = area.width() / m_ticks;
    int every = 0;
    for (int seconds : {10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 21600, 43200, 86400}) {
        every = std::max(1, seconds / std::max(1, m_options.tickSeconds));
        if (every * cell >= 70)
            break;
    }
    for (int t = 0; t <= m_ticks; t += every) {
        const qreal x = area.left() + t * cell;
        painter->setPen(m_options.mutedText);
        painter->drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4));
        const QString label = HeatmapText::tr("%1 min").arg(double(t) * m_options.tickSeconds / 60.0, 0, 'f', t * m_options.tickSeconds % 60 ? 1 : 0);
        painter->drawText(QPointF(x - fm.horizontalAdvance(label) / 2, area.bottom() + 4 + fm.ascent()), label);
    }
    painter->drawText(QPointF(area.left(), area.bottom() + 4 + fm.height() + fm.ascent()),
                      HeatmapText::tr("time → (one column = one tick of %1 s)").arg(m_options.tickSeconds));

    // Colour scale.
    const QRectF scale(area.right() + kGap, area.top(), 14, area.height());
    for (int i = 0; i < int(scale.height()); ++i)
        painter->fillRect(QRectF(scale.left(), scale.bottom() - i - 1, scale.width(), 1), loadColor(double(i) / scale.height()));
    painter->setPen(m_options.mutedText);
    painter->drawRect(scale);
    painter->drawText(QPointF(scale.right() + 6, scale.top() + fm.ascent()), HeatmapText::tr("%1 writes/s").arg(writesPerSecond(peak)));
    painter->drawText(QPointF(scale.right() + 6, scale.top() + fm.ascent() + fm.height()), HeatmapText::tr("(peak range)"));
    painter->drawText(QPointF(scale.right() + 6, scale.bottom() - fm.descent()), QStringLiteral("0"));
}

void HeatmapPainter::paintEvents(QPainter *painter, const QRectF &area) const
{
    if (m_ticks == 0)
        return;
    const int visible = m_options.visibleTicks < 0 ? m_ticks : std::min(m_ticks, m_options.visibleTicks);
    const qreal cell = area.width() / m_ticks;
    // One lane per kind, so that events of the same tick do not hide each other.
    int lane = 0;
    for (SimEvent::Kind kind : kEventKinds) {
        const qreal top = area.top() + lane * kEventLane;
        painter->setPen(QPen(eventColor(kind), std::max<qreal>(1.5, cell * 0.6)));
        for (const SimEvent &e : m_result.events) {
            if (e.kind != kind || e.tick >= visible)
                continue;
            const qreal x = area.left() + (e.tick + 0.5) * cell;
            painter->drawLine(QPointF(x, top + 1), QPointF(x, top + kEventLane - 1));
        }
        ++lane;
    }
}

void HeatmapPainter::paintChart(QPainter *painter, const QRectF &area) const
{
    const QFontMetricsF fm(m_options.font);
    const double all = double(m_options.capacity) * m_options.servers;
    double top = all;
    for (const SimTick &t : m_result.ticks)
        top = std::max({top, t.offered, t.achieved});
    top *= 1.1;
    painter->setPen(QPen(m_options.mutedText, 1));
    painter->setBrush(Qt::white);
    painter->drawRect(area);
    painter->setBrush(Qt::NoBrush);
    const int ticks = int(m_result.ticks.size());
    const int visible = m_options.visibleTicks < 0 ? ticks : std::min(ticks, m_options.visibleTicks);
    if (ticks == 0)
        return;
    const qreal cell = area.width() / ticks;
    auto yOf = [&](double v) { return area.bottom() - v / top * area.height(); };

    // Reference lines: one server's capacity (what a single hot split can get) and all servers'.
    auto reference = [&](double value, const QColor &color, const QString &label) {
        painter->setPen(QPen(color, 1, Qt::DashLine));
        painter->drawLine(QPointF(area.left(), yOf(value)), QPointF(area.right(), yOf(value)));
        painter->setPen(color.darker(130));
        painter->drawText(QPointF(area.right() + 6, yOf(value) + fm.ascent() / 2), label);
    };
    reference(double(m_options.capacity), QColor(0xb0, 0x5a, 0x10),
              HeatmapText::tr("1 server: %1").arg(writesPerSecond(double(m_options.capacity))));
    if (m_options.servers > 1)
        reference(all, QColor(0x2e, 0x7d, 0x32), HeatmapText::tr("%n servers: %1", nullptr, m_options.servers).arg(writesPerSecond(all)));

    auto series = [&](auto value, const QColor &color, Qt::PenStyle style) {
        QPainterPath path;
        for (int t = 0; t < visible; ++t) {
            const QPointF point(area.left() + (t + 0.5) * cell, yOf(value(m_result.ticks[size_t(t)])));
            if (t == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        painter->setPen(QPen(color, 2, style));
        painter->drawPath(path);
    };
    series([](const SimTick &t) { return t.offered; }, QColor(0x8c, 0x8c, 0x8c), Qt::DashLine);
    series([](const SimTick &t) { return t.achieved; }, QColor(0x1a, 0x73, 0xe8), Qt::SolidLine);

    painter->setPen(m_options.mutedText);
    painter->drawText(QPointF(kMargin, area.top() + fm.ascent()), HeatmapText::tr("writes/s"));
    painter->drawText(QPointF(kMargin, area.top() + fm.ascent() + fm.height()), writesPerSecond(top));
    painter->drawText(QPointF(kMargin, area.bottom() - fm.descent()), QStringLiteral("0"));

    // Legends: the chart's lines, then the event marks.
    qreal x = area.left();
    const qreal y = area.bottom() + fm.height() + 4;
    auto legend = [&](const QColor &color, Qt::PenStyle style, const QString &label) {
        painter->setPen(QPen(color, 2, style));
        painter->drawLine(QPointF(x, y - fm.ascent() / 2), QPointF(x + 18, y - fm.ascent() / 2));
        painter->setPen(m_options.text);
        painter->drawText(QPointF(x + 24, y), label);
        x += 24 + fm.horizontalAdvance(label) + 18;
    };
    legend(QColor(0x8c, 0x8c, 0x8c), Qt::DashLine, HeatmapText::tr("offered"));
    legend(QColor(0x1a, 0x73, 0xe8), Qt::SolidLine, HeatmapText::tr("achieved"));
    x += 12;
    painter->setPen(m_options.mutedText);
    painter->drawText(QPointF(x, y), HeatmapText::tr("events above the heatmap:"));
    x += fm.horizontalAdvance(HeatmapText::tr("events above the heatmap:")) + 10;
    for (SimEvent::Kind kind : kEventKinds)
        legend(eventColor(kind), Qt::SolidLine, simEventKindLabel(kind));
}

QImage renderHeatmapImage(const SimulationResult &result, const HeatmapPaintOptions &options)
{
    const HeatmapPainter painter(result, options);
    QImage image(painter.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(options.background);
    QPainter p(&image);
    painter.paint(&p);
    p.end();
    return image;
}

QByteArray renderHeatmapSvg(const SimulationResult &result, const HeatmapPaintOptions &options)
{
    const HeatmapPainter painter(result, options);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(painter.size());
    generator.setViewBox(QRect(QPoint(0, 0), painter.size()));
    generator.setTitle(options.title.isEmpty() ? HeatmapText::tr("Split simulation") : options.title);
    QPainter p(&generator);
    painter.paint(&p);
    p.end();
    return buffer.data();
}

} // namespace ssd
