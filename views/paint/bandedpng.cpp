#include "bandedpng.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QThread>
#include <QThreadPool>
#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace ssd {
namespace {

// About this many bytes of filtered rows per band: big enough that the per-band overhead
// (a painter, a sync-flush marker, re-painting boxes that straddle two bands) stays small,
// small enough that two or three bands in flight need little memory.
constexpr qsizetype kBandBytes = 8 * 1024 * 1024;
constexpr qsizetype kMaxChunk = 1024 * 1024; // IDAT chunk size; any size is valid PNG

inline void putRgb(uchar *out, QRgb pixel)
{
    out[0] = uchar(qRed(pixel));
    out[1] = uchar(qGreen(pixel));
    out[2] = uchar(qBlue(pixel));
}

// "Up": each byte minus the one above it, from the painted image. Most of a diagram is a pixel
// the same as the one above (95 % of the bytes at 200 tables), so runs of 8 equal pixels are
// found with one comparison and written as zeros.
void upFilter(uchar *out, const QRgb *row, const QRgb *above, int width)
{
    int x = 0;
    while (x < width) {
        if (x + 8 <= width && std::memcmp(row + x, above + x, 8 * sizeof(QRgb)) == 0) {
            std::memset(out + 3 * x, 0, 24);
            x += 8;
            continue;
        }
        const int end = std::min(width, x + 8);
        for (; x < end; ++x) {
            out[3 * x] = uchar(qRed(row[x]) - qRed(above[x]));
            out[3 * x + 1] = uchar(qGreen(row[x]) - qGreen(above[x]));
            out[3 * x + 2] = uchar(qBlue(row[x]) - qBlue(above[x]));
        }
    }
}

// adler32_z() for data that is mostly zeros, as filtered diagram rows are: a zero byte leaves
// the sum A alone and adds A to B, so 8 zero bytes add 8 A. zlib's own version cost as much
// as a third of deflating (84 of 244 ms at 200 tables). 64-bit sums over 1 MiB pieces cannot
// overflow (B < 2^48), so the modulo is taken once per piece.
uLong sparseAdler32(uLong adler, const uchar *data, size_t size)
{
    constexpr quint64 kBase = 65521;
    quint64 a = adler & 0xffff;
    quint64 b = (adler >> 16) & 0xffff;
    while (size > 0) {
        const size_t piece = std::min<size_t>(size, 1 << 20);
        size_t i = 0;
        for (; i + 8 <= piece; i += 8) {
            quint64 word;
            std::memcpy(&word, data + i, 8);
            if (word == 0) {
                b += 8 * a;
                continue;
            }
            for (size_t k = i; k < i + 8; ++k) {
                a += data[k];
                b += a;
            }
        }
        for (; i < piece; ++i) {
            a += data[i];
            b += a;
        }
        a %= kBase;
        b %= kBase;
        data += piece;
        size -= piece;
    }
    return uLong((b << 16) | a);
}

struct Band
{
    int top = 0;
    int height = 0;
    QByteArray deflated; // raw deflate data, ended by a sync flush (or the final block)
    uLong adler = 0;     // Adler-32 of the band's filtered rows
    qsizetype rawSize = 0;
    QString error;
};

// Paints one band and turns it into PNG scanlines: a filter byte, then R, G, B per pixel. The
// first row of a band has no filter (its upper neighbour is in another band), the others use
// "Up", which turns the flat backgrounds and repeated rows of a diagram into runs of zeros.
void encodeBand(Band &band, int width, bool last, const BandPainter &paint)
{
    QImage image(width, band.height, QImage::Format_RGB32);
    if (image.isNull()) {
        band.error = QGuiApplication::translate("DiagramRender", "cannot allocate a %1 x %2 image").arg(width).arg(band.height);
        return;
    }
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.translate(0, -band.top);
        paint(&painter, QRect(0, band.top, width, band.height));
    }

    const qsizetype stride = qsizetype(width) * 3 + 1;
    band.rawSize = stride * band.height;

    z_stream stream{};
    // Level 1, default strategy. Z_RLE was measured at 200 tables (docs/scale.md): no faster,
    // and 45 % bigger (7.6 instead of 5.3 MB); Z_FILTERED gives the same bytes as the default.
    if (deflateInit2(&stream, Z_BEST_SPEED, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        band.error = QGuiApplication::translate("DiagramRender", "cannot start PNG compression");
        return;
    }
    band.deflated.resize(qsizetype(deflateBound(&stream, uLong(band.rawSize))) + 16);
    stream.next_out = reinterpret_cast<Bytef *>(band.deflated.data());
    stream.avail_out = uInt(band.deflated.size());

    // Rows are filtered and deflated a few at a time, so that the filtered bytes are still in
    // the cache when zlib reads them (a whole band of them is several megabytes).
    constexpr int kRowsPerStep = 16;
    std::vector<uchar> buffer(size_t(stride) * kRowsPerStep);
    uLong adler = 1; // the Adler-32 of nothing
    bool ok = true;
    for (int first = 0; first < band.height && ok; first += kRowsPerStep) {
        const int rows = std::min(kRowsPerStep, band.height - first);
        for (int r = 0; r < rows; ++r) {
            const int y = first + r;
            const QRgb *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            uchar *line = buffer.data() + stride * r;
            if (y == 0) {
                line[0] = 0;
                for (int x = 0; x < width; ++x)
                    putRgb(line + 1 + 3 * x, row[x]);
            } else {
                line[0] = 2;
                upFilter(line + 1, row, reinterpret_cast<const QRgb *>(image.constScanLine(y - 1)), width);
            }
        }
        const size_t bytes = size_t(stride) * size_t(rows);
        adler = sparseAdler32(adler, buffer.data(), bytes);
        stream.next_in = buffer.data();
        stream.avail_in = uInt(bytes);
        const bool end = first + rows >= band.height;
        // A sync flush ends on a byte boundary without closing the stream: the next band's data
        // continues it. Only the last band writes the final block.
        const int flush = !end ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH;
        const int result = deflate(&stream, flush);
        ok = (flush == Z_FINISH ? result == Z_STREAM_END : result == Z_OK) && stream.avail_in == 0;
    }
    band.adler = adler;
    band.deflated.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    if (!ok)
        band.error = QGuiApplication::translate("DiagramRender", "cannot encode the PNG image");
}

void appendChunk(QByteArray &png, const char type[4], const char *data, qsizetype size)
{
    char length[4];
    qToBigEndian(quint32(size), length);
    png.append(length, 4);
    const qsizetype start = png.size();
    png.append(type, 4);
    if (size > 0)
        png.append(data, size);
    const uLong crc = crc32_z(0, reinterpret_cast<const Bytef *>(png.constData() + start), size_t(size + 4));
    char crcBytes[4];
    qToBigEndian(quint32(crc), crcBytes);
    png.append(crcBytes, 4);
}

} // namespace

QByteArray paintBandedPng(const QSize &size, int dotsPerMeter, const BandPainter &paint, QString *error,
                          const std::function<bool()> &cancelled)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return QByteArray();
    };
    if (size.width() < 1 || size.height() < 1 || qint64(size.width()) * 3 + 1 > kBandBytes)
        return fail(QGuiApplication::translate("DiagramRender", "cannot allocate a %1 x %2 image").arg(size.width()).arg(size.height()));

    const qsizetype stride = qsizetype(size.width()) * 3 + 1;
    const int rowsPerBand = int(std::max<qsizetype>(16, kBandBytes / stride));
    std::vector<Band> bands;
    for (int top = 0; top < size.height(); top += rowsPerBand)
        bands.push_back(Band{top, std::min(rowsPerBand, size.height() - top), {}, 0, 0, {}});

    {
        // A pool of our own: waitForDone() then waits for our bands only.
        QThreadPool pool;
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        for (size_t i = 0; i < bands.size(); ++i) {
            Band *band = &bands[i];
            const bool last = i + 1 == bands.size();
            pool.start([band, last, &size, &paint, &cancelled] {
                if (!cancelled || !cancelled())
                    encodeBand(*band, size.width(), last, paint);
            });
        }
        pool.waitForDone();
    }
    if (cancelled && cancelled())
        return {};

    QByteArray stream("\x78\x01", 2); // zlib header: deflate, 32 KiB window, fastest level
    uLong adler = adler32_z(0, nullptr, 0);
    for (const Band &band : bands) {
        if (!band.error.isEmpty())
            return fail(band.error);
        adler = adler32_combine(adler, band.adler, z_off_t(band.rawSize));
        stream.append(band.deflated);
    }
    char adlerBytes[4];
    qToBigEndian(quint32(adler), adlerBytes);
    stream.append(adlerBytes, 4);

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png.reserve(stream.size() + stream.size() / kMaxChunk * 12 + 128);
    char header[13];
    qToBigEndian(quint32(size.width()), header);
    qToBigEndian(quint32(size.height()), header + 4);
    header[8] = 8;  // bits per sample
    header[9] = 2;  // colour type: RGB
    header[10] = 0; // deflate
    header[11] = 0; // adaptive filtering (per-row filter bytes)
    header[12] = 0; // no interlace
    appendChunk(png, "IHDR", header, sizeof header);
    if (dotsPerMeter > 0) {
        char physical[9];
        qToBigEndian(quint32(dotsPerMeter), physical);
        qToBigEndian(quint32(dotsPerMeter), physical + 4);
        physical[8] = 1; // the unit is the metre
        appendChunk(png, "pHYs", physical, sizeof physical);
    }
    for (qsizetype offset = 0; offset < stream.size(); offset += kMaxChunk)
        appendChunk(png, "IDAT", stream.constData() + offset, std::min(kMaxChunk, stream.size() - offset));
    appendChunk(png, "IEND", nullptr, 0);
    return png;
}

} // namespace ssd
