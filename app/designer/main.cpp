// spanner-schema-designer [FILE] [--screenshot PNG] [--language CODE]

#include "filecontroller.h"
#include "diagramview.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

void installTranslations(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    // Our own catalogue: built into the resources (":/i18n") or installed next to the binary.
    auto *own = new QTranslator(&app);
    const QString base = QStringLiteral("spanner-schema-designer");
    if (own->load(locale, base, QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(locale, base, QStringLiteral("_"), QApplication::applicationDirPath() + QStringLiteral("/translations")))
        QApplication::installTranslator(own);
    else if (!language.isEmpty() && !language.startsWith(u"en"))
        std::fprintf(stderr, "spanner-schema-designer: no translation for '%s'; using English\n", qPrintable(language));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SpannerSchemaDesigner"));
    QApplication::setApplicationName(QStringLiteral("spanner-schema-designer"));
    QApplication::setApplicationVersion(QStringLiteral(SSD_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Design Cloud Spanner schemas: diagram, DDL in both dialects, undo."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A DDL file to open (GoogleSQL or PostgreSQL)."), QStringLiteral("[FILE]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the window to PNG after loading, then exit."), QStringLiteral("PNG"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("User interface language, e.g. pt_BR."),
                                      QStringLiteral("CODE"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.process(app);

    installTranslations(app, parser.value(language));

    ssd::MainWindow window;
    const bool screenshotMode = parser.isSet(screenshot);
    const bool firstStart = screenshotMode ? true : !window.restoreSettings();
    if (screenshotMode)
        window.resize(1500, 950); // the same size every time: screenshots are compared and documented
    else if (firstStart)
        window.resize(1400, 900);

    // SSD_TIMING=1 prints where the time of a --screenshot run goes (benchmarks).
    const bool timing = qEnvironmentVariableIntValue("SSD_TIMING") != 0;
    QElapsedTimer clock;
    clock.start();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        QString error;
        if (!window.files()->openFile(files.front(), &error)) {
            std::fprintf(stderr, "spanner-schema-designer: %s\n", qPrintable(error));
            if (screenshotMode)
                return 1;
        }
    } else if (firstStart) {
        window.files()->openExample();
        if (!screenshotMode)
            QSettings().setValue(QStringLiteral("window/geometry"), window.saveGeometry());
    }
    if (timing)
        std::fprintf(stderr, "timing: open (parse, layout, scene, docks) %lld ms\n", clock.elapsed());
    window.show();

    if (screenshotMode) {
        const QString path = parser.value(screenshot);
        // Let layouts, the DDL conversion and the fit settle before grabbing.
        QTimer::singleShot(400, &window, [&window, path, timing, &clock] {
            QApplication::processEvents();
            QElapsedTimer grabClock;
            grabClock.start();
            const QPixmap pixmap = window.grab();
            if (timing)
                std::fprintf(stderr, "timing: first full paint %lld ms (total %lld ms incl. 400 ms settle)\n",
                             grabClock.elapsed(), clock.elapsed());
            const bool ok = pixmap.save(path, "PNG");
            if (!ok)
                std::fprintf(stderr, "spanner-schema-designer: cannot write %s\n", qPrintable(path));
            QApplication::exit(ok ? 0 : 1);
        });
        QTimer::singleShot(100, &window, [&window] { window.view()->fitAll(); });
    }
    return app.exec();
}
