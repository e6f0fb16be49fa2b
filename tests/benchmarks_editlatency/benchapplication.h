#pragma once

// The application the designer-window benchmarks run in: offscreen unless QT_QPA_PLATFORM says
// otherwise, and settings and recovery files in Qt's test locations, never the user's.

#include <QApplication>
#include <QStandardPaths>

namespace ssd::bench {

class BenchApplication : public QApplication
{
public:
    BenchApplication(int &argc, char **argv, const QString &name)
        : QApplication(offscreenByDefault(argc), argv)
    {
        setOrganizationName(QStringLiteral("SpannerSchemaDesigner"));
        setApplicationName(name);
        QStandardPaths::setTestModeEnabled(true);
    }

private:
    // Before QApplication reads it (hence called in its constructor's argument).
    static int &offscreenByDefault(int &argc)
    {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return argc;
    }
};

} // namespace ssd::bench
