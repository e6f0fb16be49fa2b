// spanner-schema render: the schema diagram (table boxes, interleave and foreign-key edges) as
// SVG, PNG or PDF, painted headless by the same code as the designer's File > Export Diagram.
// Positions come from a .spdesign project when the input is one; tables without a position are
// placed by the auto-layout.

#include "clicommon.h"
#include "commands.h"
#include "diagramrender.h"
#include "reportformat.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ssd::cli {
namespace {

struct RenderCommand
{
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)
};

int runRender(const QStringList &arguments)
{
    CommandLine commandLine(renderCommand,
                            RenderCommand::tr("Draw the schema diagram of FILE (a DDL file or a .spdesign project) into "
                                              "OUT as SVG, PNG or PDF, chosen by OUT's extension or --format. Saved "
                                              "project positions are kept; other tables are placed automatically."));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          RenderCommand::tr("svg, png or pdf (default: from OUT's extension; needed "
                                                            "when writing to standard output)."),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption namesOption(QStringLiteral("names-only"),
                                         RenderCommand::tr("Draw table names only, without columns."));
    const QCommandLineOption scaleOption(QStringLiteral("scale"),
                                         RenderCommand::tr("PNG pixels per diagram point, 0.25 to 8 (default 2). Big diagrams get "
                                                           "less: at most 40 megapixels, but never under 1 pixel "
                                                           "per point, and no side over 16,000 pixels."),
                                         QStringLiteral("S"), QStringLiteral("2"));
    commandLine.parser().addOption(formatOption);
    commandLine.parser().addOption(namesOption);
    commandLine.parser().addOption(scaleOption);
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    // The format is decided before the input is read so that a typo costs no parse.
    const QString output = commandLine.output();
    const bool toStdout = output.isEmpty() || output == u"-";
    std::optional<DiagramFormat> format;
    if (commandLine.parser().isSet(formatOption)) {
        const QString name = commandLine.parser().value(formatOption).toLower();
        format = diagramFormatForPath(QStringLiteral("x.") + name);
        if (!format)
            return commandLine.usageError(RenderCommand::tr("unknown format '%1' (expected svg, png or pdf)")
                                              .arg(commandLine.parser().value(formatOption)));
    } else if (toStdout) {
        return commandLine.usageError(RenderCommand::tr("give -o OUT.svg|png|pdf, or --format when writing to standard output"));
    } else {
        format = diagramFormatForPath(output);
        if (!format)
            return commandLine.usageError(RenderCommand::tr("cannot tell the format of '%1': use a .svg, .png or .pdf "
                                                            "file name, or --format")
                                              .arg(output));
    }
    bool scaleOk = false;
    const double scale = commandLine.parser().value(scaleOption).toDouble(&scaleOk);
    if (!scaleOk || scale < 0.25 || scale > 8)
        return commandLine.usageError(RenderCommand::tr("--scale must be a number from 0.25 to 8 (got '%1')")
                                          .arg(commandLine.parser().value(scaleOption)));
    if (!canPaint(commandLine.input()))
        return ExitFailure;

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;

    DiagramRenderOptions options;
    options.level = commandLine.parser().isSet(namesOption) ? DetailLevel::NamesOnly : DetailLevel::Full;
    options.imageScale = scale;
    options.title = RenderCommand::tr("Schema diagram of %1").arg(QFileInfo(loaded->name).fileName());
    const QHash<ObjectId, QPointF> positions = loaded->project ? loaded->project->positions : QHash<ObjectId, QPointF>();
    QString error;
    const QByteArray data = renderDiagram(loaded->parse.schema, positions, *format, options, &error);
    if (data.isEmpty()) {
        printError(loaded->name, error.isEmpty() ? RenderCommand::tr("the diagram could not be drawn") : error);
        return ExitFailure;
    }
    return writeOutput(output, data) ? ExitSuccess : ExitFailure;
}

} // namespace

extern const Command renderCommand = {
    "render", "RenderCommand",
    QT_TRANSLATE_NOOP("RenderCommand", "draw the schema diagram as SVG, PNG or PDF"),
    runRender,
};

} // namespace ssd::cli
