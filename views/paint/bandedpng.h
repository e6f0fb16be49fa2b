#pragma once

// A PNG painted and encoded in horizontal bands, several bands at once.
//
// QImage::save() of a big diagram is slow: Qt's PNG writer lets libpng try all five row filters
// on every row and compresses at zlib's default level, one thread; a 9,400 x 7,600 pixel diagram
// took ~5 s to encode after ~2.4 s of painting (docs/scale.md). A diagram is mostly flat colour,
// so the "Up" filter and zlib's fastest level compress it nearly as well at a fraction of the
// cost. Each band is painted into its own small image, filtered and deflated on a worker thread
// (raw deflate ended by a sync flush, so the pieces concatenate into one zlib stream, as pigz
// does), and the whole picture never has to be in memory at once.

#include <QByteArray>
#include <QRect>
#include <QSize>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace ssd {

// Paints the part `band` (image pixel coordinates) of the picture. The painter draws on the
// band's own image and is already translated so that image coordinates can be used as they are;
// its background is undefined until painted. Called from several threads at once: it must not
// share mutable state between calls.
using BandPainter = std::function<void(QPainter *painter, const QRect &band)>;

// A PNG (8-bit RGB, opaque) of `size` pixels with the given resolution. Returns an empty array
// and sets *error when the size is invalid or a band cannot be allocated or compressed.
// `cancelled` (thread-safe) is asked before each band: once it returns true no further band is
// painted and the result is an empty array without an error.
QByteArray paintBandedPng(const QSize &size, int dotsPerMeter, const BandPainter &paint, QString *error = nullptr,
                          const std::function<bool()> &cancelled = {});

} // namespace ssd
