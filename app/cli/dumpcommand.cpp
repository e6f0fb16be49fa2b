// spanner-schema dump: the model as JSON (format documented in docs/cli.md), for scripts and for
// comparing what the parser understood with what was meant.

#include "clicommon.h"
#include "commands.h"
#include "writer/jsondump.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ssd::cli {
namespace {

struct DumpCommand
{
    Q_DECLARE_TR_FUNCTIONS(DumpCommand)
};

int runDump(const QStringList &arguments)
{
    CommandLine commandLine(dumpCommand,
                            DumpCommand::tr("Print the model of the schema in FILE as JSON: "
                                            "tables, columns, keys, interleaving, foreign keys, "
                                            "indexes and the other objects, with types spelled "
                                            "as in the input's dialect."));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          DumpCommand::tr("Output format; only json for now."),
                                          QStringLiteral("FORMAT"), QStringLiteral("json"));
    const QCommandLineOption compactOption(QStringLiteral("compact"),
                                           DumpCommand::tr("One line of JSON instead of indented "
                                                           "output."));
    commandLine.parser().addOption(formatOption);
    commandLine.parser().addOption(compactOption);
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;
    const QString format = commandLine.parser().value(formatOption);
    if (format != u"json")
        return commandLine.usageError(DumpCommand::tr("unknown format '%1' (expected json)").arg(format));

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    const QJsonDocument document(dumpSchemaJson(loaded->parse.schema));
    const bool compact = commandLine.parser().isSet(compactOption);
    return writeOutput(commandLine.output(),
                       document.toJson(compact ? QJsonDocument::Compact : QJsonDocument::Indented))
        ? ExitSuccess
        : ExitFailure;
}

} // namespace

extern const Command dumpCommand = {
    "dump", "DumpCommand",
    QT_TRANSLATE_NOOP("DumpCommand", "print the schema model as JSON"),
    runDump,
};

} // namespace ssd::cli
