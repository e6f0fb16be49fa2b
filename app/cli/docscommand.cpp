// spanner-schema docs: the schema's documentation as a folder of Markdown or HTML pages with ER
// diagrams (views/docs, the same code as the designer's File > Export Documentation).

#include "clicommon.h"
#include "commands.h"
#include "reportformat.h"
#include "schemadocs.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

namespace ssd::cli {
namespace {

struct DocsCommand
{
    Q_DECLARE_TR_FUNCTIONS(DocsCommand)
};

int runDocs(const QStringList &arguments)
{
    CommandLine commandLine(docsCommand,
                            DocsCommand::tr("Write the documentation of SCHEMA (a DDL file, a .spdesign project, a "
                                            "migration folder or a spanner:// database) into the folder OUT: an index "
                                            "page and one page per table with its columns, keys, interleaving, indexes, "
                                            "foreign keys, row deletion policy, checklist findings and ER diagrams."));
    QCommandLineParser &parser = commandLine.parser();
    const QCommandLineOption formatOption(QStringLiteral("format"), DocsCommand::tr("markdown or html (default markdown)."),
                                          QStringLiteral("FORMAT"), QStringLiteral("markdown"));
    const QCommandLineOption noDiagramsOption(QStringLiteral("no-diagrams"),
                                              DocsCommand::tr("Do not draw the SVG diagrams (Markdown keeps its "
                                                              "Mermaid diagrams)."));
    parser.addOption(formatOption);
    parser.addOption(noDiagramsOption);
    commandLine.addInputArgument(QStringLiteral("SCHEMA"),
                                 DocsCommand::tr("DDL file, .spdesign project, migration folder, spanner:// URI or - "
                                                 "for standard input."));
    commandLine.addDialectOption();
    commandLine.addOutputOption(DocsCommand::tr("The folder to write the pages into (made when missing)."));
    commandLine.addVerboseOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const std::optional<docs::Format> format = docs::formatFromName(parser.value(formatOption));
    if (!format)
        return commandLine.usageError(DocsCommand::tr("unknown format '%1' (markdown or html)").arg(parser.value(formatOption)));
    const QString output = commandLine.output();
    if (output.isEmpty() || output == u"-")
        return commandLine.usageError(DocsCommand::tr("give the output folder with -o OUT"));
    if (QFileInfo(output).exists() && !QFileInfo(output).isDir()) {
        printError(output, DocsCommand::tr("the output must be a folder, and this is a file"));
        return ExitFailure;
    }
    const bool diagrams = !parser.isSet(noDiagramsOption);
    if (diagrams && !canPaint(commandLine.input()))
        return ExitFailure;

    const std::optional<LoadedSchema> loaded = loadInput(commandLine, commandLine.input(), true);
    if (!loaded)
        return ExitFailure;

    docs::Options options;
    options.format = *format;
    options.diagrams = diagrams;
    options.title = loaded->name == stdinName() || loaded->name.contains(u"://") ? loaded->name
                                                                                  : QFileInfo(loaded->name).fileName();
    if (loaded->project) {
        options.settings = loaded->project->settings;
        options.positions = loaded->project->positions;
    }
    const docs::Documentation documentation = docs::buildDocumentation(loaded->parse.schema, options);
    if (!documentation.error.isEmpty()) {
        printError(loaded->name, documentation.error);
        return ExitFailure;
    }
    if (const QString error = docs::writeDocumentation(output, documentation.files); !error.isEmpty()) {
        printError(output, error);
        return ExitFailure;
    }
    if (commandLine.verbose())
        printNote(output, DocsCommand::tr("wrote %n file(s)", nullptr, int(documentation.files.size())));
    return ExitSuccess;
}

} // namespace

extern const Command docsCommand = {
    "docs", "DocsCommand",
    QT_TRANSLATE_NOOP("DocsCommand", "write the schema's documentation (Markdown or HTML with ER diagrams)"),
    runDocs,
};

} // namespace ssd::cli
