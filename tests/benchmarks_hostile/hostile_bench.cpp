// Time of every stage on the worst input shapes (tests/hostile/hostileshapes.h), at growing sizes:
//   ssd_hostile_bench [--shape NAME]... [--dialect googlesql|postgresql] [--sizes 1M,2M,10M]
//                     [--runs R] [--stages parse,format,convert,dump,lint] [--write DIR]
// Prints, per shape, dialect and size, the best CPU time of R runs of each stage (parse =
// parseDdl; format = writeDdl; convert = convertSchema to the other dialect + writeDdl; dump =
// the JSON dump; lint = runChecklist + the text report) and the growth exponent between
// consecutive sizes (1 = linear, 2 = quadratic). --write saves each generated input, so that the
// CLI can be timed on it. Figures only; the hostile_shapes test asserts the complexity class.

#include "checks/checklist.h"
#include "checks/reports.h"
#include "ddl.h"
#include "hostileshapes.h"
#include "writer/jsondump.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace ssd;

namespace {

// CPU time of this thread: on a shared, loaded machine wall-clock figures mostly measure the
// other processes.
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

qint64 bestOf(int runs, const std::function<void()> &work)
{
    qint64 best = -1;
    for (int r = 0; r < runs; ++r) {
        const qint64 start = threadCpuNs();
        work();
        const qint64 ns = threadCpuNs() - start;
        best = best < 0 ? ns : std::min(best, ns);
    }
    return best;
}

qsizetype parseSize(QStringView s)
{
    qsizetype factor = 1;
    if (s.endsWith(u'M')) {
        factor = 1024 * 1024;
        s.chop(1);
    } else if (s.endsWith(u'K')) {
        factor = 1024;
        s.chop(1);
    }
    return qsizetype(s.toDouble() * double(factor));
}

const char *const kStages[] = {"parse", "format", "convert", "dump", "lint"};
constexpr int kStageCount = 5;

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList shapeNames, stages;
    std::vector<Dialect> dialects = {Dialect::GoogleSql, Dialect::PostgreSql};
    std::vector<qsizetype> sizes = {1 << 20, 2 << 20, 4 << 20, 10 << 20};
    int runs = 3;
    QString writeDir;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        const QString &value = args[i + 1];
        if (args[i] == u"--shape") {
            shapeNames += value.split(u',');
        } else if (args[i] == u"--dialect") {
            const std::optional<Dialect> d = dialectFromName(value);
            if (!d) {
                std::fprintf(stderr, "unknown dialect %s\n", qPrintable(value));
                return 2;
            }
            dialects = {*d};
        } else if (args[i] == u"--sizes") {
            sizes.clear();
            for (const QString &s : value.split(u','))
                sizes.push_back(parseSize(s));
        } else if (args[i] == u"--runs") {
            runs = std::max(1, value.toInt());
        } else if (args[i] == u"--stages") {
            stages = value.split(u',');
        } else if (args[i] == u"--write") {
            writeDir = value;
        } else {
            std::fprintf(stderr, "usage: ssd_hostile_bench [--shape NAME] [--dialect D] [--sizes 1M,2M] [--runs R] "
                                 "[--stages parse,lint] [--write DIR]\n");
            return 2;
        }
    }
    if (stages.isEmpty())
        for (const char *s : kStages)
            stages += QLatin1StringView(s);
    std::vector<const hostile::Shape *> selected;
    for (const hostile::Shape &s : hostile::shapes())
        if (shapeNames.isEmpty() || shapeNames.contains(QLatin1StringView(s.name)))
            selected.push_back(&s);
    if (selected.empty()) {
        std::fprintf(stderr, "no such shape\n");
        return 2;
    }

    std::printf("%-22s %-10s %9s %5s", "shape", "dialect", "KiB", "errs");
    for (const char *s : kStages)
        if (stages.contains(QLatin1StringView(s)))
            std::printf(" %9s %5s", s, "exp");
    std::printf("   (ms CPU, best of %d; exp = growth exponent from the previous size)\n", runs);
    for (const hostile::Shape *shape : selected) {
        for (Dialect dialect : dialects) {
            double previous[kStageCount] = {};
            qsizetype previousSize = 0;
            for (qsizetype size : sizes) {
                const QString text = hostile::generate(*shape, dialect, size);
                if (!writeDir.isEmpty()) {
                    QDir().mkpath(writeDir);
                    QFile f(QStringLiteral("%1/%2_%3_%4.sql").arg(writeDir, QLatin1StringView(shape->name), dialectName(dialect))
                                .arg(size));
                    if (f.open(QIODevice::WriteOnly))
                        f.write(text.toUtf8());
                }
                ParseOptions options;
                options.dialect = dialect;
                ParseResult parsed;
                double ms[kStageCount] = {};
                const Dialect other = dialect == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
                const std::function<void()> work[kStageCount] = {
                    [&] { parsed = parseDdl(text, options); },
                    [&] { (void)writeDdl(parsed.schema); },
                    [&] { (void)writeDdl(convertSchema(parsed.schema, other).schema); },
                    [&] { (void)QJsonDocument(dumpSchemaJson(parsed.schema)).toJson(); },
                    [&] { (void)findingsText(QStringLiteral("input.sql"), runChecklist(parsed.schema)); },
                };
                // Parse always runs: the other stages work on its schema.
                for (int s = 0; s < kStageCount; ++s)
                    if (s == 0 || stages.contains(QLatin1StringView(kStages[s])))
                        ms[s] = double(bestOf(runs, work[s])) / 1e6;
                std::printf("%-22s %-10s %9.0f %5d", shape->name, qPrintable(dialectName(dialect)), double(text.size()) / 1024,
                            int(std::count_if(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                                              [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Error; })));
                for (int s = 0; s < kStageCount; ++s) {
                    if (!stages.contains(QLatin1StringView(kStages[s])))
                        continue;
                    std::printf(" %9.1f", ms[s]);
                    if (previousSize > 0 && previous[s] > 0.5 && ms[s] > 0.5)
                        std::printf(" %5.2f", std::log(ms[s] / previous[s]) / std::log(double(text.size()) / double(previousSize)));
                    else
                        std::printf(" %5s", "");
                    previous[s] = ms[s];
                }
                std::printf("\n");
                std::fflush(stdout);
                previousSize = text.size();
            }
        }
    }
    return 0;
}
