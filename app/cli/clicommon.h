#pragma once

// What every `spanner-schema` subcommand shares: exit statuses, reading FILE or standard input
// safely, printing diagnostics in the `FILE:LINE:COLUMN: severity: message` form that editors
// and CI understand, writing output atomically, and the common command-line options.

#include "connection.h"
#include "ddl.h"
#include "migration/migrationplan.h"
#include "projectdata.h"

#include <QByteArray>
#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace ssd::cli {

struct Command;

// Process exit statuses, the same for every subcommand (documented in docs/cli.md).
enum ExitCode : int {
    ExitSuccess = 0,
    ExitFindings = 1, // findings of error severity (lint)
    ExitFailure = 2,  // usage error, unreadable input, input that does not parse, write failure
};

// Spanner limits the DDL of a whole schema to 10 MiB; anything bigger cannot be a schema, so it
// is refused before it is read (a 50 MB file gets a message at once, not a long parse).
constexpr qint64 kMaxInputBytes = 10 * 1024 * 1024;

// The name used for standard input in messages.
QString stdinName();

struct Input
{
    QString name; // the path as given, or stdinName(); used as FILE in messages
    QString text;
};

// Reads FILE, or standard input for "-". Refuses (message on stderr, std::nullopt) a missing
// file, a directory, an unreadable file, input over kMaxInputBytes and binary data. A UTF-8
// byte-order mark is dropped.
std::optional<Input> readInput(const QString &path);

// Writes `data` to OUT atomically (QSaveFile: the old file stays intact when anything fails) or
// to standard output when OUT is empty or "-". Prints the reason and returns false on failure.
bool writeOutput(const QString &path, const QByteArray &data);

// stderr lines: "FILE:LINE:COLUMN: error: MESSAGE", or "FILE: error: MESSAGE" without a position.
void printMessage(const QString &file, Diagnostic::Severity severity, const QString &message,
                  int line = 0, int column = 0);
void printDiagnostics(const QString &file, const Diagnostics &diagnostics);
void printError(const QString &file, const QString &message);
void printNote(const QString &file, const QString &message);

// Parses a subcommand's arguments with QCommandLineParser and the shared options. Usage errors
// print "spanner-schema CMD: error: ..." plus a hint and give ExitFailure; --help prints the
// subcommand help to stdout.
class CommandLine
{
public:
    CommandLine(const Command &command, const QString &description);

    QCommandLineParser &parser() { return m_parser; }
    const QCommandLineParser &parser() const { return m_parser; }

    // Exactly one FILE|- positional argument.
    void addInputArgument();
    // One more positional input NAME|- (diff takes OLD and NEW), in the order of the calls.
    // Any input may be a spanner:// database URI, so this also adds addDatabaseOptions().
    void addInputArgument(const QString &name, const QString &description);
    // --endpoint URL, --access-token-command CMD, --connect-timeout SECONDS (docs/live-databases.md).
    void addDatabaseOptions();
    void addDialectOption();  // --dialect googlesql|postgresql
    void addOutputOption(const QString &description = {}); // -o, --output OUT; the default text when empty
    void addVerboseOption();  // -v, --verbose
    void addQueriesOption();  // --queries FILE: the application's queries (lint, fix, import, explain)
    // FILE|-, --dialect, -o and -v: what a command that reads a schema and prints a result takes.
    void addCommonOptions();

    // nullopt: go on and run the command; otherwise the exit status to return at once.
    std::optional<int> parse(const QStringList &arguments);

    QString input() const { return m_inputs.value(0); }
    QStringList inputs() const { return m_inputs; }
    // Where and who for spanner:// inputs: the options above and the process environment.
    spanner::ConnectOptions connectOptions() const;
    std::optional<Dialect> dialect() const { return m_dialect; }
    QString output() const;
    bool verbose() const;
    QString queriesFile() const; // empty when --queries is not given

    // The value of `option` as an integer from `low` to `high`. Anything else prints a usage
    // error and gives nullopt: the command then exits with ExitFailure.
    std::optional<qint64> integerValue(const QCommandLineOption &option, qint64 low, qint64 high) const;

    QString commandPath() const; // "spanner-schema format"
    int usageError(const QString &message) const;
    QString helpText() const;

private:
    const Command &m_command;
    QCommandLineParser m_parser;
    QCommandLineOption m_helpOption;
    std::optional<QCommandLineOption> m_dialectOption, m_outputOption, m_verboseOption, m_queriesOption;
    std::optional<QCommandLineOption> m_endpointOption, m_tokenCommandOption, m_connectTimeoutOption;
    std::chrono::milliseconds m_connectTimeout{10'000};
    QStringList m_inputNames;
    QStringList m_inputs;
    std::optional<Dialect> m_dialect;
};

struct LoadedSchema
{
    QString name; // the input's name in messages (the path, stdinName() or the database URI)
    ParseResult parse;
    QString sourceText; // the DDL as read (empty for a project file or a migration folder)
    // Set when the input was a .spdesign project file (its settings, sample rows ...).
    std::optional<ProjectData> project;
    // A live database only: the names Spanner gave its unnamed constraints (for `diff` / `apply`
    // to drop them; getDdl does not print them).
    std::vector<migration::GeneratedConstraintName> constraintNames = {};
};

// Reads and parses the input of a command: prints every diagnostic, and with --verbose which
// dialect was used and why. Returns nullopt when the input is unreadable or has errors (the
// caller exits with ExitFailure). Empty input is a valid empty schema, announced with a note.
// A .spdesign project file (recognised by its SQLite header and application id, whatever its
// name) gives its saved schema; a file that is not ours is refused with the reason. A
// spanner:// URI gives the live database's schema (livedatabase.h); network and Spanner errors
// are printed with the URI, and the caller exits with ExitFailure too.
std::optional<LoadedSchema> loadSchema(const CommandLine &commandLine);
// loadSchema for any of the command's inputs (diff reads two); `folders` as for loadSchemaFile.
std::optional<LoadedSchema> loadInput(const CommandLine &commandLine, const QString &path, bool folders = false);
// The same for any path (diff reads two inputs). With `folders`, a directory is a migration
// history: its wrench, golang-migrate (not *.down.sql) or Flyway files, applied in the order their
// tool applies them (migrationfolder.h); messages name the file they are about.
std::optional<LoadedSchema> loadSchemaFile(const QString &path, std::optional<Dialect> dialect, bool verbose,
                                           bool folders = false);

// Reads the queries file `path` and parses its queries against `schema` (queries/queryfile.h),
// printing every problem as FILE:LINE:COLUMN. Returns the text, or nullopt when the file is
// unreadable or a query has an error (an unknown table or column): the caller exits with
// ExitFailure.
std::optional<QString> loadQueries(const QString &path, const Schema &schema);
// The queries a command works on: the --queries file (through loadQueries), else the queries
// stored in a project input. Without either, a usage error saying `missing`. nullopt: the problem
// was printed, the caller exits with ExitFailure.
std::optional<QString> commandQueries(const CommandLine &commandLine, const LoadedSchema &loaded, const QString &missing);

} // namespace ssd::cli
