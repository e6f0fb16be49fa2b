#include "reportformat.h"

#include "clicommon.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QImage>

namespace ssd::cli {

namespace {

struct ReportOutput
{
    Q_DECLARE_TR_FUNCTIONS(ReportOutput)
};

} // namespace

QCommandLineOption reportFormatOption()
{
    return QCommandLineOption(QStringLiteral("format"), ReportOutput::tr("text, json, svg or png (default text)."),
                              QStringLiteral("FORMAT"), QStringLiteral("text"));
}

std::optional<ReportFormat> reportFormat(const CommandLine &commandLine, const QCommandLineOption &option)
{
    const QString name = commandLine.parser().value(option);
    std::optional<ReportFormat> format;
    if (name == u"text")
        format = ReportFormat::Text;
    else if (name == u"json")
        format = ReportFormat::Json;
    else if (name == u"svg")
        format = ReportFormat::Svg;
    else if (name == u"png")
        format = ReportFormat::Png;
    if (!format) {
        commandLine.usageError(ReportOutput::tr("unknown format '%1' (expected text, json, svg or png)").arg(name));
        return std::nullopt;
    }
    if ((*format == ReportFormat::Svg || *format == ReportFormat::Png) && !canPaint(commandLine.input()))
        return std::nullopt;
    return format;
}

bool canPaint(const QString &file)
{
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return true;
    printError(file, ReportOutput::tr("this build of spanner-schema cannot paint (no GUI application object)"));
    return false;
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace ssd::cli
