// Lint versus parse on generated schemas:
//   ssd_checks_bench [--tables N] [--dialect googlesql|postgresql] [--runs R] [--dump OUT] [FILE]
// Generates the schema with SSD_GEN_SCHEMA (or reads FILE), then reports the best of R runs of
// parseDdl and of runChecklist, and the finding counts. --dump writes every finding (rule,
// severity, subject, position, message, explanation, fixes) to OUT, one per line, so that two
// builds of the engine can be compared with diff.

#include "checks/checklist.h"
#include "ddl.h"

#include "benchutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <cstdio>
#include <ctime>

using namespace ssd;

namespace {

// One line per finding, with everything a user sees, and each fix's effect (the DDL after
// applying it is too slow for thousands of findings; its id and title name what it does).
bool dumpFindings(const Findings &findings, const QString &path)
{
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    for (const Finding &f : findings) {
        QString line = QStringLiteral("%1\t%2\t%3:%4:%5:%6\t%7:%8\t%9")
                           .arg(f.ruleId, checkSeverityName(f.severity), subjectKindName(f.subject.kind), f.subject.table,
                                f.subject.name, QString::number(f.subject.id), QString::number(f.line),
                                QString::number(f.column), f.message());
        line += u'\t' + QString::number(qHash(f.explanation)) + u'\t' + f.documentationUrl;
        for (const QuickFix &fix : f.fixes)
            line += u'\t' + fix.id + u'=' + fix.title();
        line += u'\n';
        out.write(line.toUtf8());
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int tables = 5000, runs = 5;
    QString dialect = QStringLiteral("googlesql"), file, dumpPath;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == u"--tables" && i + 1 < args.size())
            tables = args[++i].toInt();
        else if (args[i] == u"--dialect" && i + 1 < args.size())
            dialect = args[++i];
        else if (args[i] == u"--dump" && i + 1 < args.size())
            dumpPath = args[++i];
        else if (args[i] == u"--runs" && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else
            file = args[i];
    }
    QString text;
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(file));
            return 2;
        }
        text = QString::fromUtf8(f.readAll());
    } else {
        text = bench::generateSchema(tables, dialect);
    }
    if (text.isEmpty())
        return 2;

    ParseOptions options;
    options.dialect = dialectFromName(dialect);
    qint64 bestParse = -1, bestLint = -1, cpuParse = -1, cpuLint = -1;
    ParseResult parsed;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        const qint64 cpu = bench::threadCpuNs();
        parsed = parseDdl(text, options);
        const qint64 ns = t.nsecsElapsed();
        const qint64 cpuNs = bench::threadCpuNs() - cpu;
        bestParse = bestParse < 0 ? ns : std::min(bestParse, ns);
        cpuParse = cpuParse < 0 ? cpuNs : std::min(cpuParse, cpuNs);
    }
    if (!parsed.ok()) {
        std::fprintf(stderr, "the schema does not parse\n");
        return 2;
    }
    Findings findings;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        const qint64 cpu = bench::threadCpuNs();
        findings = runChecklist(parsed.schema);
        const qint64 ns = t.nsecsElapsed();
        const qint64 cpuNs = bench::threadCpuNs() - cpu;
        bestLint = bestLint < 0 ? ns : std::min(bestLint, ns);
        cpuLint = cpuLint < 0 ? cpuNs : std::min(cpuLint, cpuNs);
    }
    int counts[3] = {0, 0, 0};
    for (const Finding &f : findings)
        ++counts[int(f.severity)];
    std::printf("schema: %zu tables, %zu indexes, %lld characters (%s)\n", parsed.schema.tables.size(),
                parsed.schema.indexes.size(), qlonglong(text.size()), qPrintable(dialect));
    std::printf("parse: %.1f ms wall, %.1f ms cpu (best of %d)\n", double(bestParse) / 1e6, double(cpuParse) / 1e6, runs);
    std::printf("lint:  %.1f ms wall, %.1f ms cpu (best of %d), %zu findings (%d errors, %d warnings, %d info)\n",
                double(bestLint) / 1e6, double(cpuLint) / 1e6, runs, findings.size(), counts[2], counts[1], counts[0]);
    std::printf("lint/parse: %.2f wall, %.2f cpu\n", double(bestLint) / double(bestParse), double(cpuLint) / double(cpuParse));
    if (!dumpPath.isEmpty() && !dumpFindings(findings, dumpPath))
        return 2;
    if (qEnvironmentVariableIsSet("SSD_BENCH_RULES")) {
        // Per-rule cost inside one evaluation, most expensive first.
        QHash<QString, qint64> timings;
        ChecklistOptions timed;
        timed.timings = &timings;
        runChecklist(parsed.schema, {}, timed);
        QList<QPair<qint64, QString>> sorted;
        for (auto it = timings.begin(); it != timings.end(); ++it)
            sorted.append({it.value(), it.key().isEmpty() ? QStringLiteral("(engine: lookups, suppressions)") : it.key()});
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        for (const auto &[ns, id] : sorted)
            std::printf("  %-34s %8.2f ms\n", qPrintable(id), double(ns) / 1e6);
    }
    return 0;
}
