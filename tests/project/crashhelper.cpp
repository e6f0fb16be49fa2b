// project_crash_helper: the child process of the project_crash test. It does what a designer
// does with project files, so that the test can kill it (SIGKILL) or limit it (RLIMIT_FSIZE)
// and then inspect what is left on disk.
//
//   save-loop PATH TABLES          save a large project over PATH again and again ("saved N")
//   fill PATH TABLES BYTES         save with a file size limit of BYTES; exit 0 on a DiskFull error
//   save-stall PATH TABLES BYTES   save, but freeze once the temporary file reaches BYTES
//                                  (prints "stalled"), so that it can be killed mid-write
//   recovery DIR ORIGINAL          write a recovery session, print "ready ID", wait to be killed
//   recovery-clean DIR             write a recovery session and discard it, as a clean exit does

#include "testprojects.h"

#include "projectfile.h"
#include "recoverystore.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace ssd;

namespace {

void say(const QString &line)
{
    std::fputs(qPrintable(line + u'\n'), stdout);
    std::fflush(stdout);
}

int saveLoop(const QString &path, int tables)
{
    ProjectData data = test::largeProject(tables);
    for (int generation = 1;; ++generation) {
        data.notes = QStringLiteral("generation %1").arg(generation);
        if (const ProjectStatus failed = ProjectFile::save(path, data)) {
            say(QStringLiteral("error: ") + failed->message());
            return 3;
        }
        say(QStringLiteral("saved %1").arg(generation));
    }
}

#ifdef Q_OS_UNIX
// Limits the size of files this process writes; `onExceeded` handles the SIGXFSZ a write past
// the limit raises. False (and said) when the limit cannot be set.
bool limitFileSize(qint64 limit, void (*onExceeded)(int))
{
    ::signal(SIGXFSZ, onExceeded);
    struct rlimit limits;
    limits.rlim_cur = limits.rlim_max = rlim_t(limit);
    if (::setrlimit(RLIMIT_FSIZE, &limits) == 0)
        return true;
    say(QStringLiteral("error: setrlimit failed"));
    return false;
}
#endif

int fill(const QString &path, int tables, qint64 limit)
{
    const ProjectData data = test::largeProject(tables);
#ifdef Q_OS_UNIX
    // A file size limit stands in for a full disk (quotas and small tmpfs mounts are not
    // available to tests): writes past it fail with EFBIG instead of raising SIGXFSZ.
    if (!limitFileSize(limit, SIG_IGN))
        return 5;
#else
    Q_UNUSED(limit);
#endif
    const ProjectStatus failed = ProjectFile::save(path, data);
    if (!failed) {
        say(QStringLiteral("saved despite the limit"));
        return 4;
    }
    say(failed->message());
    return failed->code == ProjectError::Code::DiskFull ? 0 : 3;
}

#ifdef Q_OS_UNIX
// Runs when a write crosses RLIMIT_FSIZE, i.e. in the middle of writing the temporary file.
// Only async-signal-safe calls: tell the test, then wait for its SIGKILL.
extern "C" void freezeMidWrite(int)
{
    static const char line[] = "stalled\n";
    [[maybe_unused]] const ssize_t ignored = ::write(STDOUT_FILENO, line, sizeof line - 1);
    for (;;)
        ::pause();
}
#endif

// Makes "killed while writing the temporary file" deterministic: polling for the file from
// the test raced against fast disks (a 4 MB write can take under a millisecond).
int saveStall(const QString &path, int tables, qint64 limit)
{
    ProjectData data = test::largeProject(tables);
    data.notes = QStringLiteral("generation 1");
#ifdef Q_OS_UNIX
    if (!limitFileSize(limit, freezeMidWrite))
        return 5;
#else
    Q_UNUSED(limit);
#endif
    const ProjectStatus failed = ProjectFile::save(path, data);
    say(failed ? QStringLiteral("error: ") + failed->message() : QStringLiteral("error: saved without stalling"));
    return 3;
}

int recovery(const QString &directory, const QString &original)
{
    RecoveryStore store(directory);
    ProjectData data = test::editedProject();
    data.notes = QStringLiteral("unsaved");
    if (const ProjectStatus failed = store.write(data, original)) {
        say(QStringLiteral("error: ") + failed->message());
        return 3;
    }
    say(QStringLiteral("ready ") + store.sessionId());
    for (;;)
        QThread::sleep(1);
}

int recoveryClean(const QString &directory)
{
    RecoveryStore store(directory);
    if (store.write(test::editedProject()))
        return 3;
    store.discard();
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString mode = args.value(1);
    if (mode == u"save-loop" && args.size() == 4)
        return saveLoop(args.at(2), args.at(3).toInt());
    if (mode == u"fill" && args.size() == 5)
        return fill(args.at(2), args.at(3).toInt(), args.at(4).toLongLong());
    if (mode == u"save-stall" && args.size() == 5)
        return saveStall(args.at(2), args.at(3).toInt(), args.at(4).toLongLong());
    if (mode == u"recovery" && args.size() == 4)
        return recovery(args.at(2), args.at(3));
    if (mode == u"recovery-clean" && args.size() == 3)
        return recoveryClean(args.at(2));
    say(QStringLiteral("usage: project_crash_helper save-loop|fill|save-stall|recovery|recovery-clean ..."));
    return 2;
}
