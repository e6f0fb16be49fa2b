// spanner-schema: the designer's model without the window. Dispatches to the subcommands listed
// in commands.h; everything a subcommand needs in common lives in clicommon.h.

#include "clicommon.h"
#include "commands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <memory>

namespace ssd::cli {
namespace {

struct CliMain
{
    Q_DECLARE_TR_FUNCTIONS(CliMain)
};

#define SSD_CLI_LIST_COMMAND(name) &name##Command,
const Command *const kCommands[] = {SSD_CLI_COMMANDS(SSD_CLI_LIST_COMMAND)};
#undef SSD_CLI_LIST_COMMAND

const Command *findCommand(QStringView name)
{
    for (const Command *command : kCommands)
        if (name == QLatin1StringView(command->name))
            return command;
    return nullptr;
}

QString programName()
{
    return QStringLiteral("spanner-schema");
}

QString overview()
{
    QString text = CliMain::tr("Usage: %1 COMMAND [options] FILE|-\n"
                               "       %1 --help | --version\n\n"
                               "Cloud Spanner schemas from the command line: canonical DDL,\n"
                               "conversion between the GoogleSQL and PostgreSQL dialects, the\n"
                               "model as JSON.\n\nCommands:\n")
                       .arg(programName());
    qsizetype width = 0;
    for (const Command *command : kCommands)
        width = std::max(width, qsizetype(qstrlen(command->name)));
    for (const Command *command : kCommands)
        text += QStringLiteral("  %1  %2\n")
                    .arg(QLatin1StringView(command->name), -int(width))
                    .arg(QCoreApplication::translate(command->trContext, command->summary));
    text += CliMain::tr("\nRun '%1 COMMAND --help' for the options of a command.\n"
                        "Exit status: 0 success, 1 findings of error severity, 2 usage error,\n"
                        "unreadable input or input that does not parse.\n")
                .arg(programName());
    return text;
}

int usageError(const QString &message)
{
    const QString text = QStringLiteral("%1: error: %2\n").arg(programName(), message)
        + CliMain::tr("Try '%1 --help' for the list of commands.\n").arg(programName());
    std::fputs(text.toUtf8().constData(), stderr);
    return ExitFailure;
}

int run(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return usageError(CliMain::tr("missing COMMAND"));
    const QString &first = arguments.at(1);
    if (first == u"--help" || first == u"-h") {
        writeOutput({}, overview().toUtf8());
        return ExitSuccess;
    }
    if (first == u"--version") {
        writeOutput({}, QStringLiteral("%1 %2\n").arg(programName(), QStringLiteral(SSD_VERSION)).toUtf8());
        return ExitSuccess;
    }
    // `spanner-schema help [COMMAND]` is the same as `--help` / `COMMAND --help`.
    if (first == u"help") {
        if (arguments.size() == 2) {
            writeOutput({}, overview().toUtf8());
            return ExitSuccess;
        }
        const Command *command = findCommand(arguments.at(2));
        if (!command)
            return usageError(CliMain::tr("unknown command '%1'").arg(arguments.at(2)));
        return command->run({QStringLiteral("%1 %2").arg(programName(), arguments.at(2)), QStringLiteral("--help")});
    }
    if (first.startsWith(u'-'))
        return usageError(CliMain::tr("unknown option '%1'; options follow the COMMAND").arg(first));
    const Command *command = findCommand(first);
    if (!command)
        return usageError(CliMain::tr("unknown command '%1'").arg(first));
    QStringList commandArguments = arguments.mid(2);
    commandArguments.prepend(QStringLiteral("%1 %2").arg(programName(), first));
    return command->run(commandArguments);
}

} // namespace
} // namespace ssd::cli

// Painting (--format svg|png) needs fonts, so a QGuiApplication; the offscreen platform keeps it
// headless. Every other run stays a plain QCoreApplication.
static bool wantsPainting(int argc, char *argv[])
{
    // render draws whatever the options say; docs draws its ER diagrams (unless --no-diagrams).
    if (argc > 1 && (QByteArrayView(argv[1]) == "render" || QByteArrayView(argv[1]) == "docs"))
        return true;
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        const QByteArrayView value = arg == "--format" && i + 1 < argc ? QByteArrayView(argv[i + 1])
                                     : arg.startsWith("--format=")      ? arg.sliced(9)
                                                                        : QByteArrayView();
        if (value == "svg" || value == "png")
            return true;
    }
    return false;
}

// Messages follow the environment like any Unix tool: QLocale's system locale reads LANGUAGE
// (a colon-separated preference list), then LC_ALL, LC_MESSAGES and LANG. Our catalogue is
// embedded (":/i18n"); Qt's own, for QCommandLineParser's texts, comes from the Qt installation.
static void installTranslations(QCoreApplication *application)
{
    const QLocale locale;
    auto *own = new QTranslator(application);
    const QString catalogue = QStringLiteral("spanner-schema-designer");
    if (!own->load(locale, catalogue, QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        // A language without a catalogue (or C): English, with its plural forms ("1 finding").
        if (own->load(QLocale(QLocale::English), catalogue, QStringLiteral("_"), QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(own);
        return;
    }
    QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

int main(int argc, char *argv[])
{
    const bool paints = wantsPainting(argc, argv);
    if (paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application(paints ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("spanner-schema"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SSD_VERSION));
    installTranslations(application.get());
    return ssd::cli::run(QCoreApplication::arguments());
}
