// ssd_svgtopng INPUT.svg OUTPUT.png SIZE
//
// Renders an SVG to a square, transparent PNG of SIZE x SIZE pixels. The build uses it to make the
// hicolor PNG icon sizes from the one scalable icon, so the PNGs are never committed and never
// drift from the SVG, and no extra converter (rsvg-convert, Inkscape) is needed: Qt Svg is already
// a dependency of the project.

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // No QGuiApplication: rasterising into a QImage needs no windowing system, so the tool runs
    // on build machines without a display and without a platform plugin.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: ssd_svgtopng INPUT.svg OUTPUT.png SIZE\n");
        return 2;
    }
    bool sizeOk = false;
    const int size = args.at(3).toInt(&sizeOk);
    if (!sizeOk || size < 1 || size > 4096) {
        std::fprintf(stderr, "ssd_svgtopng: SIZE must be a number of pixels between 1 and 4096, not '%s'\n",
                     qPrintable(args.at(3)));
        return 2;
    }

    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "ssd_svgtopng: %s is not a readable SVG file\n", qPrintable(args.at(1)));
        return 1;
    }

    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        // The icons are square; keep the aspect ratio anyway so a non-square SVG is centred
        // rather than stretched.
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    if (!image.save(args.at(2), "PNG")) {
        std::fprintf(stderr, "ssd_svgtopng: cannot write %s\n", qPrintable(args.at(2)));
        return 1;
    }
    return 0;
}
