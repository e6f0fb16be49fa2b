// ssd_highlight_bench: how long the DDL editor's highlighter takes over a whole big document (the
// designer opens 5,000-table schemas, some 2 MB and 66,000 lines of DDL). A generated schema of
// --tables tables of --dialect is put in a document and highlighted from the first line to the
// last, pass after pass as the editor does (DdlHighlighter::kLinesPerPass lines per event-loop
// pass); prints the wall and CPU time of each of --runs runs. Figures only, no ctest test.

#include "benchapplication.h"
#include "benchutil.h"
#include "ddlhighlighter.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextDocument>

#include <cstdio>

using namespace ssd;

int main(int argc, char **argv)
{
    bench::BenchApplication app(argc, argv, QStringLiteral("ssd_highlight_bench"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption tablesOption(QStringLiteral("tables"), QStringLiteral("Tables in the generated schema."),
                                          QStringLiteral("n"), QStringLiteral("5000"));
    const QCommandLineOption dialectOption(QStringLiteral("dialect"), QStringLiteral("googlesql or postgresql."),
                                           QStringLiteral("dialect"), QStringLiteral("googlesql"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Runs."), QStringLiteral("n"),
                                        QStringLiteral("3"));
    parser.addOptions({tablesOption, dialectOption, runsOption});
    parser.process(app);

    const QString dialectName = parser.value(dialectOption);
    const QString ddl = bench::generateSchema(parser.value(tablesOption).toInt(), dialectName);
    if (ddl.isEmpty())
        return 1;
    const Dialect dialect = dialectName == u"postgresql" ? Dialect::PostgreSql : Dialect::GoogleSql;
    QTextDocument document;
    document.setPlainText(ddl);
    std::printf("%s, %d lines, %lld characters\n", qPrintable(dialectName), document.blockCount(), qlonglong(ddl.size()));
    for (int run = 0; run < parser.value(runsOption).toInt(); ++run) {
        DdlHighlighter highlighter(nullptr, dialect);
        QElapsedTimer wall;
        wall.start();
        const qint64 cpu = bench::processCpuNs();
        highlighter.setDocument(&document); // highlights on the next pass: the first chunk
        QCoreApplication::processEvents();
        while (highlighter.isCatchingUp()) // and the rest on the passes after it
            QCoreApplication::processEvents();
        std::printf("run %d: %lld ms wall, %lld ms CPU\n", run + 1, qlonglong(wall.elapsed()),
                    qlonglong((bench::processCpuNs() - cpu) / 1000000));
        highlighter.setDocument(nullptr);
    }
    return 0;
}
