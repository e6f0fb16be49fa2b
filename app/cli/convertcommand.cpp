// spanner-schema convert: the schema in the other dialect, with a warning for everything the
// target dialect cannot express.

#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>

namespace ssd::cli {
namespace {

struct ConvertCommand
{
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)
};

int runConvert(const QStringList &arguments)
{
    CommandLine commandLine(convertCommand,
                            ConvertCommand::tr("Convert the schema in FILE to the dialect given "
                                               "by --to and print its canonical DDL. What the "
                                               "target dialect cannot express is reported as a "
                                               "warning naming the object."));
    const QCommandLineOption toOption(QStringLiteral("to"),
                                      ConvertCommand::tr("The target dialect: googlesql or "
                                                         "postgresql (required)."),
                                      QStringLiteral("DIALECT"));
    commandLine.parser().addOption(toOption);
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;
    if (!commandLine.parser().isSet(toOption))
        return commandLine.usageError(ConvertCommand::tr("missing --to googlesql|postgresql"));
    const QString targetName = commandLine.parser().value(toOption);
    const std::optional<Dialect> target = dialectFromName(targetName);
    if (!target)
        return commandLine.usageError(ConvertCommand::tr("unknown dialect '%1' (expected googlesql "
                                                         "or postgresql)")
                                          .arg(targetName));

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    const ConversionResult converted = convertSchema(loaded->parse.schema, *target);
    // Positions in conversion diagnostics point into the input, so they carry its name.
    printDiagnostics(loaded->name, converted.diagnostics);
    if (hasErrors(converted.diagnostics))
        return ExitFailure;
    return writeOutput(commandLine.output(), writeDdl(converted.schema).toUtf8()) ? ExitSuccess
                                                                                   : ExitFailure;
}

} // namespace

extern const Command convertCommand = {
    "convert", "ConvertCommand",
    QT_TRANSLATE_NOOP("ConvertCommand", "convert the schema to the other dialect"),
    runConvert,
};

} // namespace ssd::cli
