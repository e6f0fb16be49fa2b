#pragma once

// What the commands that can paint share: `layout` and `simulate` print their result as text or
// JSON or paint it as SVG or PNG (--format), and `render` always paints. Painting needs the
// QGuiApplication that main() creates only when the arguments ask for a picture.

#include <QByteArray>
#include <QCommandLineOption>
#include <QString>

#include <optional>

class QImage;

namespace ssd::cli {

class CommandLine;

enum class ReportFormat { Text, Json, Svg, Png };

// --format FORMAT: text, json, svg or png, text by default.
QCommandLineOption reportFormatOption();

// The format given with `option` (made by reportFormatOption()). An unknown name prints a usage
// error; svg or png in a process that cannot paint prints that error. Both give nullopt: the
// command then exits with ExitFailure.
std::optional<ReportFormat> reportFormat(const CommandLine &commandLine, const QCommandLineOption &option);

// False, with the reason printed as an error of `file`, when this process has no QGuiApplication
// to paint with.
bool canPaint(const QString &file);

// The image encoded as PNG.
QByteArray pngBytes(const QImage &image);

} // namespace ssd::cli
