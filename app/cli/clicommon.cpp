#include "clicommon.h"

#include "queries/queryfile.h"

#include "commands.h"
#include "livedatabase.h"
#include "migrationfolder.h"
#include "projectfile.h"
#include "textinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>

namespace ssd::cli {

namespace {

struct CliCommon
{
    Q_DECLARE_TR_FUNCTIONS(CliCommon)
};

void writeStderr(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
}

QString tooLargeMessage(const QString &size)
{
    return CliCommon::tr("input too large (%1): Spanner limits the DDL of a whole schema to "
                         "10 MiB (%2 bytes)")
        .arg(size)
        .arg(kMaxInputBytes);
}

// Reads at most kMaxInputBytes + 1 bytes, so that a huge stream (a pipe, /dev/zero) is refused
// after 10 MiB instead of being read to its end.
bool readLimited(QFile &device, const QString &name, QByteArray &bytes)
{
    constexpr qint64 kChunk = 1 << 16;
    for (;;) {
        const qsizetype before = bytes.size();
        bytes.resize(before + kChunk);
        const qint64 got = device.read(bytes.data() + before, kChunk);
        if (got < 0) {
            printError(name, CliCommon::tr("cannot read: %1").arg(device.errorString()));
            return false;
        }
        bytes.resize(before + got);
        if (bytes.size() > kMaxInputBytes) {
            printError(name, tooLargeMessage(CliCommon::tr("more than %1 bytes").arg(kMaxInputBytes)));
            return false;
        }
        if (got == 0)
            return true;
    }
}

} // namespace

QString stdinName()
{
    return QStringLiteral("<stdin>");
}

std::optional<Input> readInput(const QString &path)
{
    Input input;
    QByteArray bytes;
    if (path == u"-") {
        input.name = stdinName();
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            printError(input.name, CliCommon::tr("cannot read: %1").arg(in.errorString()));
            return std::nullopt;
        }
        if (!readLimited(in, input.name, bytes))
            return std::nullopt;
    } else {
        input.name = path;
        const QFileInfo info(path);
        if (!info.exists()) {
            printError(path, CliCommon::tr("no such file or directory"));
            return std::nullopt;
        }
        if (info.isDir()) {
            printError(path, CliCommon::tr("is a directory; expected a DDL file"));
            return std::nullopt;
        }
        // Regular files are measured before reading; devices and pipes by readLimited.
        if (info.isFile() && info.size() > kMaxInputBytes) {
            printError(path, tooLargeMessage(CliCommon::tr("%1 bytes").arg(info.size())));
            return std::nullopt;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printError(path, CliCommon::tr("cannot open: %1").arg(file.errorString()));
            return std::nullopt;
        }
        if (!readLimited(file, path, bytes))
            return std::nullopt;
    }

    const qsizetype binaryAt = firstBinaryByte(bytes);
    if (binaryAt >= 0) {
        printError(input.name, CliCommon::tr("not a text file (binary data at byte %1)").arg(binaryAt));
        return std::nullopt;
    }
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    input.text = QString::fromUtf8(bytes);
    return input;
}

bool writeOutput(const QString &path, const QByteArray &data)
{
    if (path.isEmpty() || path == u"-") {
        const size_t written = std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
        if (std::fflush(stdout) != 0 || written != size_t(data.size())) {
            printError(QStringLiteral("<stdout>"), CliCommon::tr("cannot write the output"));
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        printError(path, CliCommon::tr("cannot write: %1").arg(file.errorString()));
        return false;
    }
    file.write(data);
    if (!file.commit()) {
        printError(path, CliCommon::tr("cannot write: %1").arg(file.errorString()));
        return false;
    }
    return true;
}

void printMessage(const QString &file, Diagnostic::Severity severity, const QString &message,
                  int line, int column)
{
    // The severity word stays English on purpose: editors and CI match "error:"/"warning:".
    if (line > 0)
        writeStderr(QStringLiteral("%1:%2:%3: %4: %5")
                        .arg(file)
                        .arg(line)
                        .arg(std::max(column, 1))
                        .arg(severityName(severity), message));
    else
        writeStderr(QStringLiteral("%1: %2: %3").arg(file, severityName(severity), message));
}

void printDiagnostics(const QString &file, const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        printMessage(file, d.severity, d.message, d.line, d.column);
}

void printError(const QString &file, const QString &message)
{
    printMessage(file, Diagnostic::Severity::Error, message);
}

void printNote(const QString &file, const QString &message)
{
    printMessage(file, Diagnostic::Severity::Note, message);
}

// ---------------------------------------------------------------------------------------------

CommandLine::CommandLine(const Command &command, const QString &description)
    : m_command(command)
    , m_helpOption({QStringLiteral("h"), QStringLiteral("help")}, CliCommon::tr("Show this help."))
{
    m_parser.setApplicationDescription(description);
    m_parser.addOption(m_helpOption);
}

void CommandLine::addInputArgument()
{
    addInputArgument(QStringLiteral("FILE"), CliCommon::tr("The DDL file to read, - for standard input, or a database "
                                                           "spanner://projects/P/instances/I/databases/D."));
}

void CommandLine::addInputArgument(const QString &name, const QString &description)
{
    m_inputNames.push_back(name);
    m_parser.addPositionalArgument(name, description, name + QStringLiteral("|-"));
    addDatabaseOptions();
}

void CommandLine::addDatabaseOptions()
{
    if (m_endpointOption)
        return;
    m_endpointOption.emplace(QStringLiteral("endpoint"),
                             CliCommon::tr("The REST endpoint of Spanner for spanner:// databases (default: "
                                           "the emulator of SPANNER_EMULATOR_HOST, else Cloud Spanner)."),
                             QStringLiteral("URL"));
    m_tokenCommandOption.emplace(QStringLiteral("access-token-command"),
                                 CliCommon::tr("A shell command that prints the access token for Cloud Spanner."),
                                 QStringLiteral("CMD"));
    m_connectTimeoutOption.emplace(QStringLiteral("connect-timeout"),
                                   CliCommon::tr("Seconds to wait for a connection to Spanner (default 10)."),
                                   QStringLiteral("SECONDS"), QStringLiteral("10"));
    m_parser.addOption(*m_endpointOption);
    m_parser.addOption(*m_tokenCommandOption);
    m_parser.addOption(*m_connectTimeoutOption);
}

spanner::ConnectOptions CommandLine::connectOptions() const
{
    spanner::ConnectOptions options;
    if (m_endpointOption) {
        options.endpoint = m_parser.value(*m_endpointOption);
        options.accessTokenCommand = m_parser.value(*m_tokenCommandOption);
    }
    options.connectTimeout = m_connectTimeout;
    return options;
}

void CommandLine::addDialectOption()
{
    m_dialectOption.emplace(QStringLiteral("dialect"),
                            CliCommon::tr("Read the input as DIALECT (googlesql or postgresql) "
                                          "instead of detecting it."),
                            QStringLiteral("DIALECT"));
    m_parser.addOption(*m_dialectOption);
}

void CommandLine::addOutputOption(const QString &description)
{
    m_outputOption.emplace(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                           description.isEmpty() ? CliCommon::tr("Write to OUT (replaced atomically) instead of standard "
                                                                 "output.")
                                                 : description,
                           QStringLiteral("OUT"));
    m_parser.addOption(*m_outputOption);
}

void CommandLine::addVerboseOption()
{
    m_verboseOption.emplace(QStringList{QStringLiteral("v"), QStringLiteral("verbose")},
                            CliCommon::tr("Also report which dialect was used and why."));
    m_parser.addOption(*m_verboseOption);
}

void CommandLine::addQueriesOption()
{
    m_queriesOption.emplace(QStringLiteral("queries"),
                            CliCommon::tr("The application's SQL queries (';'-separated, '-- name:' and '-- per second:' "
                                          "comments), for index-access-pattern."),
                            QStringLiteral("FILE"));
    m_parser.addOption(*m_queriesOption);
}

QString CommandLine::queriesFile() const
{
    return m_queriesOption ? m_parser.value(*m_queriesOption) : QString();
}

void CommandLine::addCommonOptions()
{
    addInputArgument();
    addDialectOption();
    addOutputOption();
    addVerboseOption();
}

std::optional<int> CommandLine::parse(const QStringList &arguments)
{
    if (!m_parser.parse(arguments))
        return usageError(m_parser.errorText());
    if (m_parser.isSet(m_helpOption)) {
        writeOutput({}, helpText().toUtf8());
        return ExitSuccess;
    }
    const QStringList positional = m_parser.positionalArguments();
    for (qsizetype i = 0; i < m_inputNames.size(); ++i) {
        if (positional.size() <= i)
            return usageError(CliCommon::tr("missing the input %1 (use - for standard input)").arg(m_inputNames[i]));
        m_inputs.push_back(positional[i]);
    }
    const qsizetype allowed = m_inputNames.size();
    if (positional.size() > allowed)
        return usageError(CliCommon::tr("unexpected argument '%1'").arg(positional.at(allowed)));
    if (m_connectTimeoutOption && m_parser.isSet(*m_connectTimeoutOption)) {
        bool ok = false;
        const double seconds = m_parser.value(*m_connectTimeoutOption).toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 600)
            return usageError(CliCommon::tr("--connect-timeout must be a number of seconds from 0 to 600 (got '%1')")
                                  .arg(m_parser.value(*m_connectTimeoutOption)));
        m_connectTimeout = std::chrono::milliseconds(qint64(seconds * 1000));
    }
    if (m_dialectOption && m_parser.isSet(*m_dialectOption)) {
        const QString name = m_parser.value(*m_dialectOption);
        m_dialect = dialectFromName(name);
        if (!m_dialect)
            return usageError(CliCommon::tr("unknown dialect '%1' (expected googlesql or postgresql)").arg(name));
    }
    return std::nullopt;
}

QString CommandLine::output() const
{
    return m_outputOption ? m_parser.value(*m_outputOption) : QString();
}

bool CommandLine::verbose() const
{
    return m_verboseOption && m_parser.isSet(*m_verboseOption);
}

std::optional<qint64> CommandLine::integerValue(const QCommandLineOption &option, qint64 low, qint64 high) const
{
    bool ok = false;
    const QString text = m_parser.value(option);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < low || value > high) {
        usageError(CliCommon::tr("--%1 must be an integer from %2 to %3 (got '%4')")
                       .arg(option.names().constLast()).arg(low).arg(high).arg(text));
        return std::nullopt;
    }
    return value;
}

QString CommandLine::commandPath() const
{
    return QStringLiteral("spanner-schema %1").arg(QLatin1StringView(m_command.name));
}

int CommandLine::usageError(const QString &message) const
{
    writeStderr(QStringLiteral("%1: error: %2").arg(commandPath(), message));
    writeStderr(CliCommon::tr("Try '%1 --help' for more information.").arg(commandPath()));
    return ExitFailure;
}

QString CommandLine::helpText() const
{
    // QCommandLineParser names the executable by its full path; the usage line should show
    // what the user types.
    QString text = m_parser.helpText();
    // The parser's "[options]" comes from Qt's own catalogue (passed through variables so that
    // lupdate does not copy Qt's message into ours).
    const char *parserContext = "QCommandLineParser", *optionsText = "[options]";
    const qsizetype options = text.indexOf(u' ' + QCoreApplication::translate(parserContext, optionsText));
    const qsizetype lineStart = text.indexOf(u' ');
    if (options > 0 && lineStart >= 0 && lineStart < options)
        text.replace(lineStart + 1, options - lineStart - 1, commandPath());
    return text;
}

// ---------------------------------------------------------------------------------------------

namespace {

// A .spdesign input: the saved schema stands in for parsed DDL.
std::optional<LoadedSchema> loadProject(const QString &path, std::optional<Dialect> dialect, bool verbose)
{
    ProjectResult<LoadedProject> loaded = ProjectFile::load(path);
    if (!loaded) {
        printError(path, loaded.error().reason);
        return std::nullopt;
    }
    for (const QString &warning : loaded->warnings)
        printMessage(path, Diagnostic::Severity::Warning, warning);
    ParseResult result;
    result.schema = loaded->data.schema;
    result.dialect = result.schema.dialect;
    result.dialectReason = CliCommon::tr("project file, format version %1").arg(loaded->formatVersion);
    if (dialect && *dialect != result.dialect)
        printMessage(path, Diagnostic::Severity::Warning,
                     CliCommon::tr("--dialect %1 ignored: the project's schema is %2")
                         .arg(dialectName(*dialect), dialectName(result.dialect)));
    if (verbose)
        printNote(path, CliCommon::tr("dialect %1 (%2)").arg(dialectName(result.dialect), result.dialectReason));
    return LoadedSchema{path, std::move(result), QString(), std::move(loaded->data)};
}

// A migration history folder: its migration files in the order their tool applies them
// (migrationfolder.h: wrench's 000002.sql after 000001.sql, golang-migrate's 10_x.up.sql after
// 9_x.up.sql without the .down.sql files, Flyway's V1.1 after V1), each applied to the schema the
// ones before it built. Messages name the file they are about.
std::optional<LoadedSchema> loadMigrationFolder(const QString &path, std::optional<Dialect> dialect, bool verbose)
{
    const QStringList files = migrationHistoryOfFolder(path);
    if (files.isEmpty()) {
        printError(path, CliCommon::tr("is a directory without migration files (000001.sql, 000001_name.up.sql, V1__name.sql)"));
        return std::nullopt;
    }
    ParseResult result;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const std::optional<Input> input = readInput(files[i]);
        if (!input)
            return std::nullopt;
        if (i == 0) {
            ParseOptions options;
            options.dialect = dialect;
            result = parseDdl(input->text, options);
            if (verbose)
                printNote(input->name, CliCommon::tr("dialect %1 (%2)").arg(dialectName(result.dialect), result.dialectReason));
            printDiagnostics(input->name, result.diagnostics);
        } else {
            const Diagnostics diagnostics = applyDdl(result.schema, input->text);
            printDiagnostics(input->name, diagnostics);
            result.diagnostics.insert(result.diagnostics.end(), diagnostics.begin(), diagnostics.end());
        }
        if (!result.ok())
            return std::nullopt;
    }
    return LoadedSchema{path, std::move(result), QString(), std::nullopt};
}

} // namespace

std::optional<LoadedSchema> loadSchema(const CommandLine &commandLine)
{
    return loadInput(commandLine, commandLine.input());
}

std::optional<LoadedSchema> loadInput(const CommandLine &commandLine, const QString &path, bool folders)
{
    if (spanner::looksLikeDatabaseUri(path))
        return loadDatabaseSchema(commandLine, path);
    return loadSchemaFile(path, commandLine.dialect(), commandLine.verbose(), folders);
}

std::optional<LoadedSchema> loadSchemaFile(const QString &path, std::optional<Dialect> dialect, bool verbose, bool folders)
{
    // Project files are recognised by content (SQLite header), whatever their name; a file
    // named .spdesign always is one, so that an empty or damaged project is reported as such.
    if (folders && path != u"-" && QFileInfo(path).isDir())
        return loadMigrationFolder(path, dialect, verbose);
    const FileKind kind = path == u"-" ? FileKind::Other : ProjectFile::probe(path);
    if (kind == FileKind::Project || kind == FileKind::OtherSqlite
        || (kind != FileKind::Missing && QFileInfo(path).suffix().compare(ProjectFile::fileExtension(), Qt::CaseInsensitive) == 0))
        return loadProject(path, dialect, verbose);

    const std::optional<Input> input = readInput(path);
    if (!input)
        return std::nullopt;

    ParseOptions options;
    options.dialect = dialect;
    if (input->text.trimmed().isEmpty()) {
        printNote(input->name, CliCommon::tr("the input is empty; treating it as an empty schema"));
        ParseResult empty;
        empty.dialect = options.dialect.value_or(Dialect::GoogleSql);
        empty.schema.dialect = empty.dialect;
        empty.dialectReason = options.dialect ? CliCommon::tr("--dialect option")
                                              : CliCommon::tr("empty input; GoogleSQL assumed");
        return LoadedSchema{input->name, std::move(empty), input->text, std::nullopt};
    }

    ParseResult result = parseDdl(input->text, options);
    if (verbose)
        printNote(input->name, CliCommon::tr("dialect %1 (%2)")
                                   .arg(dialectName(result.dialect), result.dialectReason));
    printDiagnostics(input->name, result.diagnostics);
    if (!result.ok())
        return std::nullopt;
    return LoadedSchema{input->name, std::move(result), input->text, std::nullopt};
}

} // namespace ssd::cli

namespace ssd::cli {

std::optional<QString> loadQueries(const QString &path, const Schema &schema)
{
    const std::optional<Input> input = readInput(path);
    if (!input)
        return std::nullopt;
    Diagnostics diagnostics;
    queries::parseQueries(input->text, schema, diagnostics);
    printDiagnostics(input->name, diagnostics);
    if (hasErrors(diagnostics))
        return std::nullopt;
    return input->text;
}

std::optional<QString> commandQueries(const CommandLine &commandLine, const LoadedSchema &loaded, const QString &missing)
{
    if (!commandLine.queriesFile().isEmpty())
        return loadQueries(commandLine.queriesFile(), loaded.parse.schema);
    if (loaded.project)
        return loaded.project->settings.queriesText;
    commandLine.usageError(missing);
    return std::nullopt;
}

} // namespace ssd::cli
