// ssd_layout_bench: times ssd_autolayout on generated schemas next to the `dot -Tplain` program
// on the same graph. Prints figures; asserts nothing (the machine is shared and noisy).
//
// For each size N the graph comes from shared/tools/gen_schema.py: the GoogleSQL DDL parsed by
// ssd_core when the parser can read it, otherwise the generator's `--format dot --dot-style box`
// output (fixed-size boxes, interleave edges solid, FK edges dashed) read by a small parser
// below. `dot` is timed on the generator's default record-label DOT (the issue's baseline), on
// the box DOT (same node sizes as ours) and on the box DOT with -Gpack=true.

#include "autolayout.h"
#include "ddl.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <numeric>

using namespace ssd;

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

QString peakRss()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return QString::fromLatin1(line.mid(6).trimmed());
    return QStringLiteral("?");
}

// Runs the generator; returns its stdout or an empty array (with a message) on failure.
QByteArray generate(const QString &generator, const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral("python3"), QStringList{generator} + arguments);
    if (!process.waitForFinished(-1) || process.exitCode() != 0) {
        out() << "  generator failed: " << QString::fromLocal8Bit(process.readAllStandardError()) << Qt::endl;
        return {};
    }
    return process.readAllStandardOutput();
}

// The generator's box-style DOT: `"T" [width=W, height=H];` nodes (inches), `"P" -> "C" [...]`
// edges, dashed = foreign key. Returns false when the text does not look like that.
bool readBoxDot(const QByteArray &dot, LayoutRequest &request)
{
    static const QRegularExpression nodeLine(
        QString::fromLatin1(R"re(^\s*"([^"]+)"\s*\[width=([0-9.]+),\s*height=([0-9.]+)\];\s*$)re"));
    static const QRegularExpression edgeLine(QString::fromLatin1(R"re(^\s*"([^"]+)"\s*->\s*"([^"]+)"\s*\[(.*)\];\s*$)re"));
    QHash<QString, ObjectId> ids;
    for (const QByteArray &raw : dot.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (const auto m = nodeLine.match(line); m.hasMatch()) {
            const ObjectId id = ObjectId(ids.size() + 1);
            ids.insert(m.captured(1), id);
            request.nodes.push_back({id, m.captured(2).toDouble() * 72, m.captured(3).toDouble() * 72});
        } else if (const auto e = edgeLine.match(line); e.hasMatch()) {
            const ObjectId from = ids.value(e.captured(1)), to = ids.value(e.captured(2));
            if (!from || !to)
                return false;
            const bool dashed = e.captured(3).contains(QStringLiteral("dashed"));
            request.edges.push_back({from, to, dashed ? LayoutEdgeKind::ForeignKey : LayoutEdgeKind::Interleave});
        }
    }
    return !request.nodes.empty();
}

// What a painter would measure, with the generator's box formula (7.5 px a character at 10 pt,
// 0.2 in a line) so both graph sources give comparable sizes.
QSizeF estimateTableSize(const Table &table)
{
    qsizetype longest = table.name.size();
    for (const Column &column : table.columns)
        longest = std::max(longest, column.name.size() + 12 + 3); // ~12 characters of type text
    return QSizeF((0.075 * double(longest) + 0.2) * 72, (0.2 * double(table.columns.size() + 1) + 0.1) * 72);
}

struct GraphFacts
{
    size_t interleave = 0, foreignKeys = 0, largestComponent = 0;
};

GraphFacts factsOf(const LayoutRequest &request)
{
    GraphFacts facts;
    QHash<ObjectId, int> index;
    for (const LayoutNode &node : request.nodes)
        index.insert(node.id, int(index.size()));
    std::vector<int> parent(request.nodes.size());
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
        while (parent[size_t(x)] != x)
            x = parent[size_t(x)] = parent[size_t(parent[size_t(x)])];
        return x;
    };
    for (const LayoutEdge &edge : request.edges) {
        (edge.kind == LayoutEdgeKind::Interleave ? facts.interleave : facts.foreignKeys)++;
        if (index.contains(edge.from) && index.contains(edge.to))
            parent[size_t(find(index.value(edge.from)))] = find(index.value(edge.to));
    }
    std::vector<size_t> sizes(request.nodes.size(), 0);
    for (int i = 0; i < int(request.nodes.size()); ++i)
        facts.largestComponent = std::max(facts.largestComponent, ++sizes[size_t(find(i))]);
    return facts;
}

// Wall time of `dot` on a file, output discarded; negative when dot is missing or fails.
double timeDot(const QString &dot, const QStringList &arguments)
{
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(dot, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return -1;
    return double(timer.nsecsElapsed()) / 1e9;
}

// A plain SVG of the layout (boxes, straight edges) for looking at the result by eye.
bool writeSvg(const QString &path, const LayoutRequest &request, const LayoutResult &result)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QTextStream svg(&file);
    const QRectF b = result.bounds.adjusted(-20, -20, 20, 20);
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" << b.x() << ' ' << b.y() << ' ' << b.width() << ' '
        << b.height() << "\" width=\"" << qRound(b.width() / 8) << "\" height=\"" << qRound(b.height() / 8) << "\">\n";
    svg << "<rect x=\"" << b.x() << "\" y=\"" << b.y() << "\" width=\"" << b.width() << "\" height=\"" << b.height()
        << "\" fill=\"white\"/>\n";
    QHash<ObjectId, QRectF> boxes;
    for (const LayoutNode &node : request.nodes)
        boxes.insert(node.id, QRectF(result.positions.at(node.id), QSizeF(node.width, node.height)));
    for (const LayoutEdge &edge : request.edges) {
        if (!boxes.contains(edge.from) || !boxes.contains(edge.to))
            continue;
        const QPointF a = boxes.value(edge.from).center(), c = boxes.value(edge.to).center();
        const bool fk = edge.kind == LayoutEdgeKind::ForeignKey;
        svg << "<line x1=\"" << a.x() << "\" y1=\"" << a.y() << "\" x2=\"" << c.x() << "\" y2=\"" << c.y() << "\" stroke=\""
            << (fk ? "#999999\" stroke-dasharray=\"12 8\"" : "#1f5fa8\"") << " stroke-width=\"4\"/>\n";
    }
    for (const QRectF &r : std::as_const(boxes))
        svg << "<rect x=\"" << r.x() << "\" y=\"" << r.y() << "\" width=\"" << r.width() << "\" height=\"" << r.height()
            << "\" fill=\"#f4f1e8\" stroke=\"#333333\" stroke-width=\"3\"/>\n";
    svg << "</svg>\n";
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.setApplicationDescription(QStringLiteral("Times ssd_autolayout against `dot -Tplain` on generated schemas."));
    cli.addHelpOption();
    const QCommandLineOption tablesOption(QStringLiteral("tables"), QStringLiteral("Comma-separated table counts."),
                                          QStringLiteral("list"), QStringLiteral("1000,5000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Timed runs per figure (median)."),
                                        QStringLiteral("n"), QStringLiteral("3"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Generator seed."),
                                        QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption generatorOption(QStringLiteral("generator"), QStringLiteral("Path of gen_schema.py."),
                                             QStringLiteral("path"), QStringLiteral(SSD_GEN_SCHEMA));
    const QCommandLineOption dotOption(QStringLiteral("dot"), QStringLiteral("The dot program."),
                                       QStringLiteral("path"), QStringLiteral("dot"));
    const QCommandLineOption noDotOption(QStringLiteral("no-dot"), QStringLiteral("Time only the in-process layout."));
    const QCommandLineOption svgOption(QStringLiteral("svg-dir"), QStringLiteral("Also write layout_N.svg files here."),
                                       QStringLiteral("dir"));
    cli.addOptions({tablesOption, runsOption, seedOption, generatorOption, dotOption, noDotOption, svgOption});
    cli.process(app);

    const int runs = std::max(1, cli.value(runsOption).toInt());
    const QString generator = cli.value(generatorOption);
    const QString seed = cli.value(seedOption);
    QTemporaryDir dir;
    if (!dir.isValid() || !QFile::exists(generator)) {
        out() << "cannot run: generator " << generator << " missing or no temporary directory" << Qt::endl;
        return 1;
    }

    out() << "ssd_layout_bench: in-process Graphviz layout vs `dot -Tplain`, seed " << seed << ", "
          << runs << " timed run(s) per figure, median wall time" << Qt::endl;

    for (const QString &item : cli.value(tablesOption).split(u',', Qt::SkipEmptyParts)) {
        const int tables = item.toInt();
        if (tables <= 0)
            continue;
        const QStringList common{QStringLiteral("--tables"), QString::number(tables), QStringLiteral("--dialect"),
                                 QStringLiteral("googlesql"), QStringLiteral("--seed"), seed};

        // The graph: through the real DDL parser when it can read the schema.
        LayoutRequest request;
        QString source;
        QElapsedTimer timer;
        const QByteArray ddl = generate(generator, common);
        timer.start();
        const ParseResult parsed = parseDdl(QString::fromUtf8(ddl), ParseOptions{Dialect::GoogleSql});
        const double parseSeconds = double(timer.nsecsElapsed()) / 1e9;
        if (parsed.ok() && int(parsed.schema.tables.size()) == tables) {
            request = requestFromSchema(parsed.schema, estimateTableSize);
            source = QStringLiteral("GoogleSQL DDL via parseDdl (%1 s) + requestFromSchema").arg(parseSeconds, 0, 'f', 3);
        } else {
            const QByteArray box = generate(generator, common + QStringList{QStringLiteral("--format"), QStringLiteral("dot"),
                                                                            QStringLiteral("--dot-style"), QStringLiteral("box")});
            if (!readBoxDot(box, request)) {
                out() << "N=" << tables << ": could not read the generator's box DOT" << Qt::endl;
                continue;
            }
            source = QStringLiteral("generator's --format dot --dot-style box (parseDdl gave %1 of %2 tables)")
                         .arg(parsed.schema.tables.size()).arg(tables);
        }
        const GraphFacts facts = factsOf(request);
        out() << "\nN=" << tables << ": graph from " << source << Qt::endl;
        out() << "  " << request.nodes.size() << " nodes, " << request.edges.size() << " edges (" << facts.interleave
              << " interleave, " << facts.foreignKeys << " FK), largest component " << facts.largestComponent
              << " nodes" << Qt::endl;

        // Our layout: one cold call (the first in the process also pays gvContext and plugin
        // loading), then the timed runs.
        std::vector<double> ours;
        LayoutResult result;
        for (int run = 0; run <= runs; ++run) {
            timer.restart();
            result = layoutGraph(request);
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            if (!result.ok()) {
                out() << "  layout failed: " << result.error << Qt::endl;
                break;
            }
            if (run == 0)
                out() << "  ssd layoutGraph (in-process)      first call " << QString::number(seconds, 'f', 3) << " s" << Qt::endl;
            else
                ours.push_back(seconds);
        }
        if (!result.ok())
            continue;
        const double oursMedian = median(ours);
        out() << "  ssd layoutGraph (in-process)      median " << QString::number(oursMedian, 'f', 3) << " s  ("
              << result.componentCount << " components, bounds " << qRound(result.bounds.width()) << " x "
              << qRound(result.bounds.height()) << " pt, peak RSS so far " << peakRss() << ")" << Qt::endl;
        // The shape a screen has to show (issue: between 1:2 and 2:1) and how much of it is tables.
        double boxArea = 0;
        for (const LayoutNode &node : request.nodes)
            boxArea += node.width * node.height;
        const double boundsArea = result.bounds.width() * result.bounds.height();
        out() << "  layout shape                      aspect "
              << QString::number(result.bounds.width() / std::max(1.0, result.bounds.height()), 'f', 2)
              << ":1 (target " << QString::number(request.options.targetAspect, 'f', 2) << ":1), tables cover "
              << QString::number(boundsArea > 0 ? 100.0 * boxArea / boundsArea : 0.0, 'f', 1) << " % of it" << Qt::endl;
        if (cli.isSet(svgOption)) {
            const QString path = QStringLiteral("%1/layout_%2.svg").arg(cli.value(svgOption)).arg(tables);
            out() << "  " << (writeSvg(path, request, result) ? "wrote " : "could not write ") << path << Qt::endl;
        }

        // The designer's everyday case: a few new tables join a laid-out diagram.
        {
            LayoutRequest incremental = request;
            std::vector<ObjectId> added;
            for (size_t i = request.nodes.size() - std::min<size_t>(10, request.nodes.size()); i < request.nodes.size(); ++i)
                added.push_back(request.nodes[i].id);
            for (const auto &[id, pos] : result.positions)
                if (std::find(added.begin(), added.end(), id) == added.end())
                    incremental.fixed.emplace(id, pos);
            std::vector<double> times;
            for (int run = 0; run < runs; ++run) {
                timer.restart();
                const LayoutResult placed = placeNewNodes(incremental, added);
                times.push_back(double(timer.nsecsElapsed()) / 1e9);
                if (!placed.ok()) {
                    out() << "  placeNewNodes failed: " << placed.error << Qt::endl;
                    break;
                }
            }
            out() << "  ssd placeNewNodes (" << added.size() << " new tables)  median "
                  << QString::number(median(times), 'f', 3) << " s" << Qt::endl;
        }
        if (cli.isSet(noDotOption))
            continue;

        const QString recordFile = dir.filePath(QStringLiteral("record_%1.dot").arg(tables));
        const QString boxFile = dir.filePath(QStringLiteral("box_%1.dot").arg(tables));
        for (const auto &[file, style] : {std::pair{recordFile, QStringLiteral("record")}, std::pair{boxFile, QStringLiteral("box")}}) {
            QFile f(file);
            const QByteArray text = generate(generator, common + QStringList{QStringLiteral("--format"), QStringLiteral("dot"),
                                                                             QStringLiteral("--dot-style"), style});
            if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
                out() << "  cannot write " << file << Qt::endl;
                return 1;
            }
        }
        struct DotCase
        {
            QString title;
            QStringList arguments;
        };
        const std::vector<DotCase> cases{
            {QStringLiteral("dot -Tplain (record labels)   "), {QStringLiteral("-Tplain"), recordFile}},
            {QStringLiteral("dot -Tplain (box nodes)       "), {QStringLiteral("-Tplain"), boxFile}},
            {QStringLiteral("dot -Tplain -Gpack=true (box) "), {QStringLiteral("-Tplain"), QStringLiteral("-Gpack=true"), boxFile}},
        };
        for (const DotCase &dotCase : cases) {
            std::vector<double> times;
            for (int run = 0; run < runs; ++run) {
                const double seconds = timeDot(cli.value(dotOption), dotCase.arguments);
                if (seconds < 0)
                    break;
                times.push_back(seconds);
            }
            if (times.size() != size_t(runs)) {
                out() << "  " << dotCase.title << "  failed (is Graphviz's dot installed?)" << Qt::endl;
                continue;
            }
            const double dotMedian = median(times);
            out() << "  " << dotCase.title << "    median " << QString::number(dotMedian, 'f', 3)
                  << " s  -> ours/dot = " << QString::number(oursMedian / dotMedian, 'f', 3) << Qt::endl;
        }
    }
    return 0;
}
