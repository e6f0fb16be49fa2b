#pragma once

// What the packaging tests share: the files an installation must contain (relative to the
// prefix) and a bounded way to run a program. Needs the SSD_APP_ID, SSD_MIME_ICON and
// SSD_ICON_SIZES definitions (and SSD_HAVE_DESIGNER in a build with the designer) that
// tests/packaging/CMakeLists.txt passes.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace ssd::packagingtest {

inline QList<int> iconSizes()
{
    QList<int> sizes;
    for (const QString &size : QStringLiteral(SSD_ICON_SIZES).split(u',', Qt::SkipEmptyParts))
        sizes.append(size.toInt());
    return sizes;
}

// Every file an installation holds, relative to the prefix ("bin/spanner-schema", ...).
inline QStringList expectedFiles()
{
    QStringList files{QStringLiteral("bin/spanner-schema")};
#ifdef SSD_HAVE_DESIGNER
    // The desktop integration comes with the designer (a CLI-only build installs none of it).
    const QString appId = QStringLiteral(SSD_APP_ID);
    const QString mimeIcon = QStringLiteral(SSD_MIME_ICON);
    files << QStringLiteral("bin/spanner-schema-designer")
          << QStringLiteral("share/applications/%1.desktop").arg(appId)
          << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId)
          << QStringLiteral("share/mime/packages/%1.xml").arg(appId)
          << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(appId)
          << QStringLiteral("share/icons/hicolor/scalable/mimetypes/%1.svg").arg(mimeIcon);
    for (int size : iconSizes()) {
        files.append(QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(appId));
        files.append(QStringLiteral("share/icons/hicolor/%1x%1/mimetypes/%2.png").arg(size).arg(mimeIcon));
    }
#endif
    return files;
}

struct RunResult
{
    bool started = false;
    int exitCode = -1; // -1 also for a crash or a time-out
    QByteArray out;
    QByteArray err;
};

inline RunResult runProgram(const QString &program, const QStringList &arguments,
                            const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
                            const QString &workingDirectory = {})
{
    RunResult result;
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    if (!process.waitForStarted(30000))
        return result;
    result.started = true;
    // Installing, packaging and starting a GUI program offscreen are all well under a few
    // minutes; a hang must fail the test rather than wait for the ctest timeout.
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        result.err = "timed out";
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace ssd::packagingtest
