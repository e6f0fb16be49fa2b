// spanner-schema-designer [FILE] [--screenshot PNG] [--language CODE]
//
// Environment for tests (a child process has no user): SSD_AUTOSAVE_INTERVAL_MS (autosave.h),
// SSD_RECOVERY_ANSWER (recoverydialog.h), SSD_TEST_ADD_TABLE=NAME adds a table through the
// undo stack after start, as the New Table tool does; SSD_TEST_TYPE_DDL=TEXT then types TEXT
// at the end of the editable DDL (a draft when it does not parse). For screenshots:
// SSD_RAISE_DOCK, SSD_SHOW_QUERY (below) and SSD_SELECT_TABLE=NAME.

#include "commands.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "designhintsbox.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "physicallayoutdock.h"
#include "physicalviews.h"
#include "propertiesdock.h"
#include "queriesdock.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QLocale>
#include <QScrollArea>
#include <QSettings>
#include <QDockWidget>
#include <QTimer>

#include <cstdio>

namespace {

struct DesignerMain
{
    Q_DECLARE_TR_FUNCTIONS(DesignerMain)
};

// The language comes first, before the window and even the --help text exist: --language if
// given (looked for by hand, the parser's texts are translated), else the saved or system one.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == u"--language" && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(u"--language="))
            return arguments[i].mid(11);
    }
    return {};
}

// --version, --help and --screenshot need no window on a screen: without a display (a server,
// an SSH session, a package check) they run on the offscreen platform instead of aborting in the
// platform plugin. QT_QPA_PLATFORM, when set, still decides.
bool needsNoScreen(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        if (arg == "--version" || arg == "-v" || arg == "--help" || arg == "-h" || arg == "--help-all"
            || arg == "--screenshot" || arg.startsWith("--screenshot="))
            return true;
    }
    return false;
}

// One real edit (an undo command) for the crash-recovery test, which kills the process after it.
void applyTestEdit(ssd::MainWindow &window)
{
    const QString name = qEnvironmentVariable("SSD_TEST_ADD_TABLE");
    if (name.isEmpty())
        return;
    ssd::pushSchemaEdit(window.document(), QStringLiteral("Add table %1").arg(name),
                        [&name](ssd::Schema &schema, ssd::ObjectId &created) { return ssd::edits::addTable(schema, name, created); });
}

// Typing in the DDL editor for the crash-recovery test: text that does not parse is no undo
// step, yet a kill must not lose it.
void applyTestTyping(ssd::MainWindow &window)
{
    const QString text = qEnvironmentVariable("SSD_TEST_TYPE_DDL");
    if (text.isEmpty())
        return;
    ssd::DdlEditor *editor = window.ddlDock()->editableEditor();
    QTextCursor cursor = editor->textCursor();
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text); // as a keystroke does: the dock sees a user edit
    editor->setTextCursor(cursor);
}

// Screenshots of a dock that starts behind a tab (SSD_RAISE_DOCK=queriesDock): raise it, and in
// the Queries dock select the first query so its read path is drawn.
void raiseTestDock(ssd::MainWindow &window)
{
    const QString name = qEnvironmentVariable("SSD_RAISE_DOCK");
    if (name.isEmpty())
        return;
    if (auto *dock = window.findChild<QDockWidget *>(name)) {
        dock->show();
        dock->raise();
    }
    if (name == u"queriesDock")
        window.queriesDock()->selectQuery(0);
}

// Screenshots of a table's properties (SSD_SELECT_TABLE=NAME): the table selected, the
// Properties dock scrolled down to its checklist hints and note; just before the grab (after the
// window's first look and the placement of the opened tables), the diagram shows the table as
// Find shows it (centerTestTable).
void selectTestTable(ssd::MainWindow &window)
{
    const QString name = qEnvironmentVariable("SSD_SELECT_TABLE");
    const ssd::Table *table = name.isEmpty() ? nullptr : window.document()->schema().findTable(name);
    if (!table)
        return;
    window.scene()->selectTables({table->id});
    ssd::PropertiesDock *properties = window.propertiesDock();
    properties->show();
    properties->raise();
    if (auto *scroll = qobject_cast<QScrollArea *>(properties->widget()))
        QTimer::singleShot(200, scroll, [scroll, properties] { scroll->ensureWidgetVisible(properties->hintsBox()); });
}

void centerTestTable(ssd::MainWindow &window)
{
    const QList<ssd::ObjectId> selected = window.scene()->selectedTableIds();
    if (!qEnvironmentVariableIsEmpty("SSD_SELECT_TABLE") && selected.size() == 1)
        window.view()->centerOnTable(selected.front());
}

// Screenshots of a query's read path (SSD_SHOW_QUERY=NAME): the physical layout dock comes up
// with that query chosen (the Queries dock follows).
void showTestQuery(ssd::MainWindow &window)
{
    const QString name = qEnvironmentVariable("SSD_SHOW_QUERY");
    if (name.isEmpty())
        return;
    ssd::PhysicalLayoutDock *dock = window.physicalViews()->layoutDock();
    dock->show();
    dock->raise();
    window.physicalViews()->makeRoomForLayout();
    if (!dock->setCurrentQuery(name))
        std::fprintf(stderr, "spanner-schema-designer: no query named %s\n", qUtf8Printable(name));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && needsNoScreen(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SpannerSchemaDesigner"));
    QApplication::setApplicationName(QStringLiteral("spanner-schema-designer"));
    QApplication::setApplicationVersion(QStringLiteral(SSD_VERSION));
    // Wayland and the desktops match the window to its .desktop file (and icon) by this id.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.spanner_schema_designer"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.spanner_schema_designer"),
                                                 QIcon(QStringLiteral(":/icons/io.github.spanner_schema_designer.svg"))));

    const QString requestedLanguage = languageArgument(QApplication::arguments());
    ssd::LanguageSwitcher *languages = ssd::LanguageSwitcher::instance();
    if (!languages->setLanguage(ssd::LanguageSwitcher::preferredLanguage(requestedLanguage))) {
        // An unknown --language (or saved choice): the saved or system language, else English.
        if (!languages->setLanguage(ssd::LanguageSwitcher::languageFor(QLocale::system())))
            languages->setLanguage(QStringLiteral("en"));
        if (!requestedLanguage.isEmpty())
            std::fprintf(stderr, "spanner-schema-designer: %s\n",
                         qUtf8Printable(DesignerMain::tr("no translation for '%1'; using %2")
                                            .arg(requestedLanguage, languages->language())));
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(DesignerMain::tr("Design Cloud Spanner schemas: diagram, DDL in both dialects, undo."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 DesignerMain::tr("A design (.spdesign) or a DDL file (GoogleSQL or PostgreSQL) to open."),
                                 DesignerMain::tr("[FILE]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        DesignerMain::tr("Render the window to PNG after loading, then exit."), QStringLiteral("PNG"));
    const QCommandLineOption language(QStringLiteral("language"), DesignerMain::tr("User interface language: en or pt_BR (default: the system's)."),
                                      QStringLiteral("CODE"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.process(app);

    ssd::MainWindow window;
    const bool screenshotMode = parser.isSet(screenshot);
    const bool firstStart = screenshotMode ? true : !window.restoreSettings();
    if (screenshotMode)
        window.resize(1280, 800); // the same size every time (a common laptop screen): screenshots are compared and documented
    else if (firstStart)
        window.resize(1400, 900);

    // SSD_TIMING=1 prints where the time of a --screenshot run goes (benchmarks).
    const bool timing = qEnvironmentVariableIntValue("SSD_TIMING") != 0;
    QElapsedTimer clock;
    clock.start();
    // After a crash or a kill: offer what the autosave kept (not in unattended screenshot runs,
    // unless a test answers the dialog). A restored design takes the place of FILE.
    const bool offerRecovery = !screenshotMode || qEnvironmentVariableIsSet("SSD_RECOVERY_ANSWER");
    const bool restored = offerRecovery && window.files()->offerRecovery(!screenshotMode);
    const QStringList files = parser.positionalArguments();
    if (restored) {
        if (!files.isEmpty())
            std::fprintf(stderr, "spanner-schema-designer: %s\n",
                         qUtf8Printable(DesignerMain::tr("restored unsaved changes; not opening %1").arg(files.front())));
    } else if (!files.isEmpty()) {
        QString error;
        if (screenshotMode && !window.files()->openFile(files.front(), &error)) {
            std::fprintf(stderr, "spanner-schema-designer: %s\n", qUtf8Printable(error));
            return 1;
        }
        // Read in the background: the window shows at once, with Cancel past a second; a user
        // who double-clicked a bad file sees why it did not open.
        if (!screenshotMode)
            window.files()->openInBackground(files.front());
    } else if (firstStart) {
        window.files()->openExample();
        if (!screenshotMode)
            QSettings().setValue(QStringLiteral("window/geometry"), window.saveGeometry());
    }
    // The test hooks act on the design the window opened: a file named here (without
    // --screenshot) is read in the background, so they wait until it is in.
    const auto applyTestHooks = [&window] {
        applyTestEdit(window);
        applyTestTyping(window);
        raiseTestDock(window);
        selectTestTable(window);
    };
    if (window.files()->isOpening())
        QObject::connect(window.files(), &ssd::FileController::openFinished, &window, applyTestHooks, Qt::SingleShotConnection);
    else
        applyTestHooks();
    if (timing)
        std::fprintf(stderr, "timing: open (parse, layout, scene, docks) %lld ms\n", clock.elapsed());
    window.show();
    showTestQuery(window); // after show: a tabbed dock is raised only once it is laid out

    if (screenshotMode) {
        const QString path = parser.value(screenshot);
        // Let layouts, the DDL conversion and the fit settle before grabbing.
        QTimer::singleShot(400, &window, [&window, path, timing, &clock] {
            QApplication::processEvents();
            centerTestTable(window);
            QElapsedTimer grabClock;
            grabClock.start();
            const QPixmap pixmap = window.grab();
            if (timing)
                std::fprintf(stderr, "timing: first full paint %lld ms (total %lld ms incl. 400 ms settle)\n",
                             grabClock.elapsed(), clock.elapsed());
            const bool ok = pixmap.save(path, "PNG");
            if (!ok)
                std::fprintf(stderr, "spanner-schema-designer: %s\n", qUtf8Printable(DesignerMain::tr("cannot write %1").arg(path)));
            QApplication::exit(ok ? 0 : 1);
        });
        // Again once the window has its final size, as a design opened by a user is first shown.
        QTimer::singleShot(100, &window, [&window] { window.view()->showFirstLook(); });
    }
    return app.exec();
}
