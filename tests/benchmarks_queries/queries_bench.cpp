// Parse and analyse application queries on a generated schema:
//   ssd_queries_bench [--tables N] [--queries Q] [--runs R]
// Generates the schema with SSD_GEN_SCHEMA, writes Q queries over its tables (point reads by
// the full key, key-prefix reads ordered newest first with a LIMIT, filters on a non-key
// column, joins of a child with its parent on the parent key), and reports the best of R runs
// of parseQueries + analyseQuery over all of them, and of the index-access-pattern rule.

#include "checks/checklist.h"
#include "ddl.h"
#include "queries/accesspath.h"
#include "queries/queryfile.h"

#include <QCoreApplication>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace ssd;

namespace {

qint64 threadCpuNs() // CPU time: on a shared machine wall-clock time mostly measures the others
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

QString generate(int tables)
{
    QProcess p;
    p.start(QStringLiteral(SSD_PYTHON), {QStringLiteral(SSD_GEN_SCHEMA), QStringLiteral("--tables"), QString::number(tables),
                                         QStringLiteral("--dialect"), QStringLiteral("googlesql")});
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        std::fprintf(stderr, "generator failed: %s\n", p.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString keyFilter(const Table &t, size_t parts, const QString &alias = {})
{
    QStringList conditions;
    for (size_t k = 0; k < parts && k < t.primaryKey.size(); ++k)
        conditions.append(QStringLiteral("%1%2 = @p%3").arg(alias, t.primaryKey[k].column).arg(k));
    return conditions.join(QStringLiteral(" AND "));
}

QString nonKeyColumn(const Table &t)
{
    for (const Column &c : t.columns)
        if (!t.isKeyColumn(c.name))
            return c.name;
    return {};
}

QString queriesFor(const Schema &schema, int count)
{
    QString text;
    int written = 0;
    for (size_t i = 0; written < count; ++i) {
        const Table &t = schema.tables[i % schema.tables.size()];
        if (t.primaryKey.empty())
            continue;
        const QString other = nonKeyColumn(t);
        const QString select = other.isEmpty() ? t.primaryKey.front().column : other;
        text += QStringLiteral("-- name: q%1\n-- per second: %2\n").arg(written).arg((written * 37) % 500);
        switch (written % 4) {
        case 0:
            text += QStringLiteral("SELECT %1 FROM %2 WHERE %3;\n").arg(select, t.name, keyFilter(t, t.primaryKey.size()));
            break;
        case 1:
            text += QStringLiteral("SELECT * FROM %1 WHERE %2 ORDER BY %3 DESC LIMIT 10;\n")
                        .arg(t.name, keyFilter(t, 1), t.primaryKey.back().column);
            break;
        case 2:
            text += QStringLiteral("SELECT %1 FROM %2 WHERE %3 = @v;\n").arg(t.primaryKey.front().column, t.name, select);
            break;
        default:
            if (t.interleave && schema.findTable(t.interleave->parent)) {
                const Table &p = *schema.findTable(t.interleave->parent);
                QStringList on;
                for (const KeyPart &k : p.primaryKey)
                    on.append(QStringLiteral("c.%1 = p.%1").arg(k.column));
                text += QStringLiteral("SELECT c.%1 FROM %2 p JOIN %3 c ON %4 WHERE %5;\n")
                            .arg(select, p.name, t.name, on.join(QStringLiteral(" AND ")), keyFilter(p, p.primaryKey.size(), QStringLiteral("p.")));
            } else {
                text += QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2 BETWEEN @a AND @b;\n").arg(t.name, t.primaryKey.front().column);
            }
        }
        ++written;
    }
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int tables = 1000, count = 1000, runs = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == u"--tables")
            tables = args[++i].toInt();
        else if (args[i] == u"--queries")
            count = args[++i].toInt();
        else if (args[i] == u"--runs")
            runs = args[++i].toInt();
    }
    const QString ddl = generate(tables);
    const ParseResult parsed = parseDdl(ddl);
    if (!parsed.ok() || parsed.schema.tables.empty()) {
        std::fprintf(stderr, "the generated schema does not parse\n");
        return 1;
    }
    ProjectSettings settings;
    settings.queriesText = queriesFor(parsed.schema, count);
    qint64 bestAnalyse = -1, bestRule = -1;
    size_t queryCount = 0, errors = 0, scans = 0, local = 0;
    size_t findings = 0;
    for (int run = 0; run < runs; ++run) {
        qint64 start = threadCpuNs();
        Diagnostics diagnostics;
        const std::vector<queries::Query> parsedQueries = queries::parseQueries(settings.queriesText, parsed.schema, diagnostics);
        std::vector<queries::QueryAccess> paths;
        paths.reserve(parsedQueries.size());
        for (const queries::Query &q : parsedQueries)
            paths.push_back(queries::analyseQuery(q, parsed.schema));
        const qint64 analyse = threadCpuNs() - start;
        bestAnalyse = bestAnalyse < 0 ? analyse : std::min(bestAnalyse, analyse);
        queryCount = parsedQueries.size();
        errors = diagnostics.size();
        scans = local = 0;
        for (const queries::QueryAccess &a : paths) {
            for (const queries::TableAccess &t : a.tables)
                scans += t.kind == queries::ReadKind::Scan;
            for (const queries::JoinAccess &j : a.joins)
                local += j.kind == queries::JoinKind::Local;
        }
        start = threadCpuNs();
        findings = runRule(parsed.schema, u"index-access-pattern", settings).size();
        const qint64 rule = threadCpuNs() - start;
        bestRule = bestRule < 0 ? rule : std::min(bestRule, rule);
    }
    std::printf("schema: %zu tables, %zu indexes; queries: %zu (%zu errors), %zu table scans, %zu local joins\n",
                parsed.schema.tables.size(), parsed.schema.indexes.size(), queryCount, errors, scans, local);
    std::printf("parse + analyse %zu queries: %.1f ms (best of %d, thread CPU time)\n", queryCount, bestAnalyse / 1e6, runs);
    std::printf("index-access-pattern on them: %.1f ms, %zu findings\n", bestRule / 1e6, findings);
    return 0;
}
