// spanner-schema import: DDL (or an older project file) in, a `.spdesign` project file out.

#include "clicommon.h"
#include "commands.h"

#include "projectfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ssd::cli {
namespace {

struct ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)
};

int runImport(const QStringList &arguments)
{
    CommandLine commandLine(importCommand,
                            ImportCommand::tr("Create the project file OUT (a .spdesign SQLite database) from the "
                                              "DDL in FILE. The schema keeps its dialect; the designer places the "
                                              "tables when it opens the project. A project file as FILE is "
                                              "written again in the current format (an upgrade)."));
    commandLine.addInputArgument();
    commandLine.addDialectOption();
    commandLine.addOutputOption(ImportCommand::tr("The project file to write (required; replaced atomically)."));
    commandLine.addVerboseOption();
    commandLine.addQueriesOption();
    if (const std::optional<int> done = commandLine.parse(arguments))
        return *done;
    const QString output = commandLine.output();
    if (output.isEmpty() || output == u"-")
        return commandLine.usageError(ImportCommand::tr("the project file to write is required: -o OUT.spdesign "
                                                        "(a project is binary and never goes to standard output)"));

    ProjectData project;
    const QString input = commandLine.input();
    const FileKind kind = input == u"-" ? FileKind::Other : ProjectFile::probe(input);
    const bool namedProject = QFileInfo(input).suffix().compare(ProjectFile::fileExtension(), Qt::CaseInsensitive) == 0;
    if (kind == FileKind::Project || kind == FileKind::OtherSqlite || (kind == FileKind::Other && namedProject)) {
        // Everything of the project survives: positions, settings, sample rows, notes.
        ProjectResult<LoadedProject> loaded = ProjectFile::load(input);
        if (!loaded) {
            printError(loaded.error().file, loaded.error().reason);
            return ExitFailure;
        }
        for (const QString &warning : loaded->warnings)
            printMessage(input, Diagnostic::Severity::Warning, warning);
        project = std::move(loaded->data);
    } else {
        const std::optional<LoadedSchema> loaded = loadSchema(commandLine);
        if (!loaded)
            return ExitFailure;
        project.schema = loaded->parse.schema;
        // The DDL as written (or as the database printed it), so the designer's editor shows
        // the user's text and comments.
        project.sourceText = loaded->sourceText;
    }

    // The application's queries go into the project with the schema (the designer's Queries dock).
    if (!commandLine.queriesFile().isEmpty()) {
        const std::optional<QString> queries = loadQueries(commandLine.queriesFile(), project.schema);
        if (!queries)
            return ExitFailure;
        project.settings.queriesText = *queries;
    }

    SaveOptions options;
    options.application = QStringLiteral("spanner-schema %1").arg(QCoreApplication::applicationVersion());
    if (const ProjectStatus failed = ProjectFile::save(output, project, options)) {
        printError(failed->file.isEmpty() ? output : failed->file, failed->reason);
        return ExitFailure;
    }
    if (commandLine.verbose())
        printNote(output, ImportCommand::tr("project file written: %1 tables, %2 indexes, format version %3")
                              .arg(project.schema.tables.size())
                              .arg(project.schema.indexes.size())
                              .arg(kProjectFormatVersion));
    return ExitSuccess;
}

} // namespace

extern const Command importCommand = {
    "import", "ImportCommand",
    QT_TRANSLATE_NOOP("ImportCommand", "create a .spdesign project file from DDL"),
    runImport,
};

} // namespace ssd::cli
