#pragma once

// Runs the built spanner-schema executable as a user or a CI script would (shared by the CLI
// tests).

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 milliseconds = 0;
};

// Fails the current test if the CLI does not start, hangs or crashes (a sanitizer report counts
// as a crash: the sanitizers abort and print their banner on stderr).
inline void runCli(Run &result, const QStringList &arguments, const QByteArray &input = {}, bool feedStdin = true)
{
    QProcess process;
    process.setProgram(QStringLiteral(SSD_CLI_PATH));
    process.setArguments(arguments);
    QElapsedTimer timer;
    timer.start();
    process.start();
    QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
    if (feedStdin) {
        process.write(input);
        process.closeWriteChannel();
    }
    QVERIFY2(process.waitForFinished(120000), "spanner-schema did not finish within 2 minutes");
    result.milliseconds = timer.elapsed();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    result.exitCode = process.exitCode();
    QVERIFY2(!result.err.contains("Sanitizer"), result.err.constData());
    QVERIFY2(process.exitStatus() == QProcess::NormalExit, result.err.constData());
}

// Writes `content` to `dir`/`name` (`name` may hold sub-folders, which are made); the path, or
// empty when it cannot be written.
inline QString writeTestFile(const QDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}
