// spanner-schema format: the canonical DDL of the input, in the input's dialect.

#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>

namespace ssd::cli {
namespace {

struct FormatCommand
{
    Q_DECLARE_TR_FUNCTIONS(FormatCommand)
};

int runFormat(const QStringList &arguments)
{
    CommandLine commandLine(formatCommand,
                            FormatCommand::tr("Print the canonical DDL of the schema in FILE, in "
                                              "its own dialect: the statements applied in order "
                                              "(CREATE, ALTER, DROP), then written the way "
                                              "Spanner prints them."));
    commandLine.addCommonOptions();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;

    const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
    if (!loaded)
        return ExitFailure;
    return writeOutput(commandLine.output(), writeDdl(loaded->parse.schema).toUtf8()) ? ExitSuccess
                                                                                : ExitFailure;
}

} // namespace

extern const Command formatCommand = {
    "format", "FormatCommand",
    QT_TRANSLATE_NOOP("FormatCommand", "print the canonical DDL in the input's dialect"),
    runFormat,
};

} // namespace ssd::cli
