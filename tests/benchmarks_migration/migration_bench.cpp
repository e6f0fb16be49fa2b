// The migration planner on big schemas:
//   ssd_migration_bench [--tables N] [--dialect googlesql|postgresql] [--runs R] [--percent P]
// Generates OLD with SSD_GEN_SCHEMA (seed 1), makes NEW by changing P% (default 1) of OLD's
// objects (tables, indexes, foreign keys), every (100/P)th one in creation order, in ways that
// give every step kind: a new column, a longer STRING, a dropped index, a new STORING column, a
// dropped foreign key, a changed key (recreate). Reports the best and the median of R runs of
// plan(OLD, NEW), and of plan(OLD, OLD) for the cost of comparing alone, as thread CPU time (on
// a shared machine wall-clock time mostly measures the other processes) and wall time.

#include "ddl.h"
#include "migration/migrationplan.h"
#include "writer/canonical.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>

using namespace ssd;

namespace {

qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

QString generate(int tables, const QString &dialect)
{
    QProcess p;
    p.start(QStringLiteral(SSD_PYTHON), {QStringLiteral(SSD_GEN_SCHEMA), QStringLiteral("--tables"), QString::number(tables),
                                         QStringLiteral("--dialect"), dialect, QStringLiteral("--seed"), QStringLiteral("1")});
    if (!p.waitForFinished(600000) || p.exitCode() != 0) {
        std::fprintf(stderr, "generator failed: %s\n", p.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Changes every `stride`th object of the schema; returns how many objects there are and how
// many were changed.
std::pair<int, int> change(Schema &schema, int stride)
{
    int seen = 0, changed = 0, variant = 0;
    auto pick = [&]() { return ++seen % stride == 0; };
    std::vector<QString> droppedIndexes;
    for (Table &t : schema.tables) {
        if (pick()) {
            ++changed;
            switch (variant++ % 3) {
            case 0: {
                Column c;
                c.id = schema.newId();
                c.name = QStringLiteral("BenchAdded");
                c.type = ColumnType::string(64);
                t.columns.push_back(c);
                break;
            }
            case 1: {
                auto it = std::find_if(t.columns.begin(), t.columns.end(), [&](const Column &c) {
                    return c.type.kind == TypeKind::String && c.type.length && !t.isKeyColumn(c.name);
                });
                if (it != t.columns.end())
                    it->type.length = *it->type.length + 10;
                else
                    {
                    Column c;
                    c.id = schema.newId();
                    c.name = QStringLiteral("BenchAdded2");
                    c.type = ColumnType::scalar(TypeKind::Bool);
                    t.columns.push_back(c);
                }
                break;
            }
            default:
                if (!t.primaryKey.empty())
                    t.primaryKey.back().order = t.primaryKey.back().order == SortOrder::Asc ? SortOrder::Desc : SortOrder::Asc;
                break;
            }
        }
        for (auto fk = t.foreignKeys.begin(); fk != t.foreignKeys.end();) {
            if (pick() && !fk->name.isEmpty()) {
                ++changed;
                fk = t.foreignKeys.erase(fk);
            } else {
                ++fk;
            }
        }
    }
    for (auto i = schema.indexes.begin(); i != schema.indexes.end();) {
        if (!pick()) {
            ++i;
            continue;
        }
        ++changed;
        if (variant++ % 2 == 0) {
            i = schema.indexes.erase(i);
            continue;
        }
        const Table *t = schema.findTable(i->table);
        for (const Column &c : t ? t->columns : std::vector<Column>{})
            if (!t->isKeyColumn(c.name) && !i->storing.contains(c.name)
                && std::none_of(i->keys.begin(), i->keys.end(), [&](const KeyPart &k) { return k.column == c.name; })) {
                i->storing.push_back(c.name);
                break;
            }
        ++i;
    }
    return {seen, changed};
}

struct Timing
{
    double bestCpuMs = 0, medianCpuMs = 0, bestWallMs = 0;
    migration::MigrationPlan plan;
};

Timing measure(const Schema &from, const Schema &to, int runs)
{
    std::vector<double> cpu, wall;
    Timing timing;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer clock;
        clock.start();
        const qint64 start = threadCpuNs();
        migration::MigrationPlan plan = migration::plan(from, to);
        cpu.push_back(double(threadCpuNs() - start) / 1e6);
        wall.push_back(double(clock.nsecsElapsed()) / 1e6);
        timing.plan = std::move(plan);
    }
    std::sort(cpu.begin(), cpu.end());
    timing.bestCpuMs = cpu.front();
    timing.medianCpuMs = cpu[cpu.size() / 2];
    timing.bestWallMs = *std::min_element(wall.begin(), wall.end());
    return timing;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption tablesOption(QStringLiteral("tables"), QStringLiteral("Tables per schema."), QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption dialectOption(QStringLiteral("dialect"), QStringLiteral("googlesql, postgresql or both."), QStringLiteral("D"), QStringLiteral("both"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Runs; the best and the median are printed."), QStringLiteral("R"), QStringLiteral("7"));
    const QCommandLineOption percentOption(QStringLiteral("percent"), QStringLiteral("Share of objects changed."), QStringLiteral("P"), QStringLiteral("1"));
    parser.addOptions({tablesOption, dialectOption, runsOption, percentOption});
    parser.addHelpOption();
    parser.process(app);
    const int tables = parser.value(tablesOption).toInt();
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const int stride = std::max(1, int(100.0 / std::max(0.01, parser.value(percentOption).toDouble()) + 0.5));
    QStringList dialects{parser.value(dialectOption)};
    if (dialects.front() == u"both")
        dialects = {QStringLiteral("googlesql"), QStringLiteral("postgresql")};

    for (const QString &dialect : dialects) {
        const QString text = generate(tables, dialect);
        const ParseResult old = parseDdl(text, ParseOptions{dialectFromName(dialect)});
        if (!old.ok()) {
            std::fprintf(stderr, "the generated %s schema does not parse\n", qPrintable(dialect));
            return 1;
        }
        Schema changed = old.schema;
        const auto [objects, touched] = change(changed, stride);
        const Timing same = measure(old.schema, old.schema, runs);
        const Timing diff = measure(old.schema, changed, runs);
        std::map<QString, int> kinds;
        qsizetype statements = 0;
        for (const migration::Step &step : diff.plan.steps) {
            ++kinds[migration::stepKindName(step.kind)];
            statements += step.statements.size();
        }
        std::printf("%s: %d tables, %zu indexes, %d objects, %d changed (%.2f%%)\n", qPrintable(dialect), tables,
                    old.schema.indexes.size(), objects, touched, 100.0 * touched / std::max(1, objects));
        std::printf("  plan(OLD, NEW): best %.1f ms, median %.1f ms CPU (best wall %.1f ms) over %d runs; %zu steps, %lld statements%s\n",
                    diff.bestCpuMs, diff.medianCpuMs, diff.bestWallMs, runs, diff.plan.steps.size(), qlonglong(statements),
                    diff.plan.error.isEmpty() ? "" : qPrintable(QStringLiteral("; error: ") + diff.plan.error));
        QString byKind;
        for (const auto &[kind, count] : kinds)
            byKind += QStringLiteral(" %1=%2").arg(kind).arg(count);
        std::printf("   steps by kind:%s\n", qPrintable(byKind));
        std::printf("  plan(OLD, OLD): best %.1f ms, median %.1f ms CPU (best wall %.1f ms); %zu steps\n", same.bestCpuMs,
                    same.medianCpuMs, same.bestWallMs, same.plan.steps.size());
        {
            const qint64 start = threadCpuNs();
            const Schema copy = canonicalized(old.schema);
            std::printf("  of which canonicalized() of one schema: %.1f ms CPU (%zu tables)\n", double(threadCpuNs() - start) / 1e6,
                        copy.tables.size());
        }
        std::printf("  target: under 200 ms -> %s\n", diff.medianCpuMs < 200 ? "ok" : "ABOVE TARGET");
    }
    return 0;
}
