// ssd_open_bench: what a user feels while a big file opens (issue 16 item 2). The real designer
// window (MainWindow, offscreen, 1280 x 800) opens a generated schema as File > Open does (the
// call made from the event loop, as a menu click makes it), while a 5 ms GUI-thread timer ticks.
// Prints, per run, the longest gap between two ticks (the longest the window was frozen), the
// total time from the Open until the window is settled (the document holds the schema, the
// diagram has an item per table, the Graphviz placement is applied, the checklist is current,
// the event loop idle), and the GUI thread's CPU time. `--trace` lists every gap of 50 ms or
// more, with when it started. `--paint` then times what panning and zooming the diagram feel
// like: the view repainted at the whole-diagram zoom, after a zoom step (every table's cached
// picture is made again at a new scale) and after a pan. Asserts no time; exits 1 when the views
// do not show the schema after the open (viewsCurrent, untimed).

#include "benchapplication.h"
#include "benchutil.h"
#include "checklistdock.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "filecontroller.h"
#include "gapmeter.h"
#include "layoutrunner.h"
#include "mainwindow.h"
#include "viewsettle.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <utility>

using namespace ssd;

namespace {

// Counts the events the application delivers, but those of one object (the gap meter's timer,
// which never stops ticking): the window is idle when a pass delivers none of the others.
class EventsBut : public QObject
{
public:
    explicit EventsBut(const QObject *ignored)
        : m_ignored(ignored)
    {
        qApp->installEventFilter(this);
    }
    ~EventsBut() override { qApp->removeEventFilter(this); }
    int take() { return std::exchange(m_count, 0); }

protected:
    bool eventFilter(QObject *watched, QEvent *) override
    {
        m_count += watched != m_ignored;
        return false;
    }

private:
    const QObject *m_ignored;
    int m_count = 0;
};

// The open is over for the user: the schema is in and every view shows it, nothing is pending.
bool openSettled(MainWindow &window, int tables)
{
    return int(window.document()->schema().tables.size()) == tables && window.scene()->tableItemCount() == tables
           && !window.layouts()->isRunning() && !window.checklistDock()->isRefreshPending()
           && !window.ddlDock()->hasPendingEdit() && !window.files()->isOpening();
}

// Milliseconds of the diagram's repaints, as a user pans and zooms the whole diagram.
struct PaintTimes
{
    double fitFirst = 0;  // the whole diagram in view, first paint at that zoom
    double fitAgain = 0;  // the same view painted again (the items' pictures cached)
    double zoomStep = 0;  // the slowest of three zoom steps (in, in, out), each at a new scale
    double pan = 0;       // the slowest of three pans by a quarter of the view at a zoom step in
};

double timedRepaint(DiagramView *view)
{
    QElapsedTimer clock;
    clock.start();
    view->viewport()->repaint();
    return double(clock.nsecsElapsed()) / 1e6;
}

PaintTimes measurePaints(DiagramView *view)
{
    PaintTimes times;
    view->fitAll();
    times.fitFirst = timedRepaint(view);
    times.fitAgain = timedRepaint(view);
    for (void (DiagramView::*step)() : {&DiagramView::zoomIn, &DiagramView::zoomIn, &DiagramView::zoomOut}) {
        (view->*step)();
        times.zoomStep = std::max(times.zoomStep, timedRepaint(view));
    }
    QScrollBar *bar = view->horizontalScrollBar();
    for (int i = 0; i < 3; ++i) {
        bar->setValue(bar->value() + view->viewport()->width() / 4);
        times.pan = std::max(times.pan, timedRepaint(view));
    }
    return times;
}

struct OpenRun
{
    double totalMs = 0;
    qint64 longestGapMs = 0;
    int ticks = 0;
    double guiCpuMs = 0;
    std::vector<bench::GapMeter::Gap> gaps;
    QString problem; // empty when the views show the schema afterwards
    std::optional<PaintTimes> paints;
};

OpenRun openOnce(const QString &path, int tables, bool paints)
{
    OpenRun run;
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 800);
    window->show();
    EventCounter counter;
    settle(*window, counter);

    bench::GapMeter meter;
    EventsBut events(&meter.timer());
    QElapsedTimer clock;
    qint64 cpuStart = 0;
    // From the event loop, as File > Open's dialog returns into it.
    QTimer::singleShot(0, window.get(), [&] {
        clock.start();
        cpuStart = bench::threadCpuNs();
        window->files()->openInBackground(path);
    });
    // Until the views are done and then a whole pass delivers nothing but the meter's ticks:
    // what is left in the event loop (repaints, deferred view work) is part of the open.
    for (bool idle = false; !idle;) {
        events.take();
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents); // the meter wakes it every 5 ms
        idle = clock.isValid() && openSettled(*window, tables) && events.take() == 0;
        if (clock.isValid() && clock.elapsed() > 600000) {
            run.problem = QStringLiteral("the open did not settle within 10 minutes");
            return run;
        }
    }
    run.totalMs = double(clock.nsecsElapsed()) / 1e6;
    run.guiCpuMs = double(bench::threadCpuNs() - cpuStart) / 1e6;
    meter.stop();
    run.longestGapMs = meter.longest();
    run.ticks = meter.ticks();
    run.gaps = meter.gaps();

    // Untimed: the converted tab is computed once shown; then every view must show the schema.
    auto *tabs = window->ddlDock()->findChild<QTabWidget *>();
    tabs->setCurrentWidget(window->ddlDock()->convertedEditor());
    settle(*window, counter);
    run.problem = viewsCurrent(*window, false);
    if (paints)
        run.paints = measurePaints(window->view());
    return run;
}

bool writeFile(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0;
}

// The generated DDL saved as a design (positions from the Graphviz placement), for --project.
bool saveAsProject(const QString &ddlPath, const QString &projectPath, int tables)
{
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    if (!window.files()->openFile(ddlPath, &error)) {
        std::fprintf(stderr, "cannot open %s: %s\n", qUtf8Printable(ddlPath), qUtf8Printable(error));
        return false;
    }
    while (!openSettled(window, tables))
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!window.files()->saveTo(projectPath, &error)) {
        std::fprintf(stderr, "cannot save %s: %s\n", qUtf8Printable(projectPath), qUtf8Printable(error));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    bench::BenchApplication app(argc, argv, QStringLiteral("ssd_open_bench"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What a user feels while the designer opens a big file (issue 16)."));
    parser.addHelpOption();
    const QCommandLineOption tablesOption(QStringLiteral("tables"), QStringLiteral("Comma-separated schema sizes."), QStringLiteral("list"),
                                          QStringLiteral("1000,5000"));
    const QCommandLineOption dialectOption(QStringLiteral("dialect"), QStringLiteral("googlesql or postgresql."), QStringLiteral("name"),
                                           QStringLiteral("googlesql"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Opens per size and file kind."), QStringLiteral("n"),
                                       QStringLiteral("3"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Generator seed."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption projectOption(QStringLiteral("project"), QStringLiteral("Also open the schema saved as a design (.spdesign)."));
    const QCommandLineOption traceOption(QStringLiteral("trace"), QStringLiteral("List every GUI-thread gap of 50 ms or more."));
    const QCommandLineOption paintOption(QStringLiteral("paint"),
                                         QStringLiteral("After each open, time the diagram's repaints at the whole-diagram zoom, "
                                                        "after zoom steps and after pans."));
    parser.addOptions({tablesOption, dialectOption, runsOption, seedOption, projectOption, traceOption, paintOption});
    parser.process(app);

    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QString dialect = parser.value(dialectOption);
    std::printf("Opening a generated schema in the designer (offscreen, 1280 x 800), from the Open until settled\n"
                "(gap: longest time between ticks of a 5 ms GUI-thread timer; cpu: the GUI thread's CPU time)\n");
    bool ok = true;
    for (const QString &size : parser.value(tablesOption).split(u',', Qt::SkipEmptyParts)) {
        const int tables = size.toInt();
        const QString ddl = bench::generateSchema(tables, dialect, {QStringLiteral("--seed"), parser.value(seedOption)});
        const QString ddlPath = dir.filePath(QStringLiteral("s%1.sql").arg(tables));
        if (ddl.isEmpty() || !writeFile(ddlPath, ddl))
            return 1;
        QStringList paths{ddlPath};
        if (parser.isSet(projectOption)) {
            const QString projectPath = dir.filePath(QStringLiteral("s%1.spdesign").arg(tables));
            if (!saveAsProject(ddlPath, projectPath, tables))
                return 1;
            paths << projectPath;
        }
        for (const QString &path : std::as_const(paths)) {
            for (int r = 0; r < parser.value(runsOption).toInt(); ++r) {
                const OpenRun run = openOnce(path, tables, parser.isSet(paintOption));
                std::printf("%5d tables %-9s %-9s run %d: total %7.0f ms, longest gap %6lld ms, %5d ticks, gui cpu %7.0f ms%s%s\n",
                            tables, qUtf8Printable(dialect), path.endsWith(u".sql") ? "DDL" : "design", r + 1, run.totalMs,
                            run.longestGapMs, run.ticks, run.guiCpuMs, run.problem.isEmpty() ? "" : ": ",
                            qUtf8Printable(run.problem));
                if (parser.isSet(traceOption))
                    for (const bench::GapMeter::Gap &gap : run.gaps)
                        std::printf("      gap at %6lld ms: %6lld ms\n", gap.startMs, gap.lengthMs);
                if (run.paints)
                    std::printf("      diagram paints: whole diagram %.0f ms first, %.0f ms again; zoom step %.0f ms; pan %.0f ms "
                                "(the slowest of three)\n",
                                run.paints->fitFirst, run.paints->fitAgain, run.paints->zoomStep, run.paints->pan);
                std::fflush(stdout);
                ok = ok && run.problem.isEmpty();
            }
        }
    }
    return ok ? 0 : 1;
}
