#pragma once

// The subcommand table of `spanner-schema`.
//
// Adding a subcommand `foo`:
//   1. write app/cli/foocommand.cpp defining `extern const ssd::cli::Command fooCommand`
//      (name, summary marked with QT_TRANSLATE_NOOP, entry point); the CMake glob picks it up;
//   2. add one line `X(foo)` to SSD_CLI_COMMANDS below, where it should appear in --help.
// Nothing else changes: main.cpp declares, lists and dispatches every entry of the table.

#include <QStringList>

#define SSD_CLI_COMMANDS(X) \
    X(format)               \
    X(convert)              \
    X(dump)                 \
    X(lint)                 \
    X(fix)                  \
    X(explain)              \
    X(layout)               \
    X(render)               \
    X(docs)                 \
    X(simulate)             \
    X(import)               \
    X(diff)                 \
    X(apply)

namespace ssd::cli {

struct Command
{
    const char *name;      // what the user types: "format"
    const char *trContext; // translation context of the summary (one per command file)
    const char *summary;   // one line for `spanner-schema --help`, marked with QT_TRANSLATE_NOOP
    // arguments[0] is the command path ("spanner-schema format"), the rest is what followed the
    // command name. Returns the process exit status (see ExitCode in clicommon.h).
    int (*run)(const QStringList &arguments);
};

#define SSD_CLI_DECLARE_COMMAND(name) extern const Command name##Command;
SSD_CLI_COMMANDS(SSD_CLI_DECLARE_COMMAND)
#undef SSD_CLI_DECLARE_COMMAND

} // namespace ssd::cli
