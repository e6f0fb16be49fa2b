#pragma once

// Documentation of a schema as a folder of pages that a team can publish: an index (tables by
// named schema, with counts) and one page per table (columns, keys, interleaving, indexes,
// foreign keys in and out, row deletion policy, checklist findings), with ER diagrams as SVG
// painted by our own diagram renderer (diagramrender.h) and, in Markdown, a Mermaid erDiagram
// that GitHub draws inline. `spanner-schema docs` and the designer's File > Export Documentation
// call the same functions (docs/documentation-export.md).
//
// Painting needs a QGuiApplication (fonts); building runs in any thread, so the designer builds
// off the GUI thread and the CLI on the offscreen platform.

#include "checks/projectsettings.h"
#include "schema.h"

#include <QByteArray>
#include <QHash>
#include <QPointF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace ssd::docs {

enum class Format { Markdown, Html };

// "markdown" (or "md") and "html", case-insensitive.
std::optional<Format> formatFromName(QStringView name);

struct Options
{
    Format format = Format::Markdown;
    QString title;                      // what is documented: a file name, a database URI
    ProjectSettings settings;           // the checklist's settings (a project's own)
    QHash<ObjectId, QPointF> positions; // the whole-schema diagram keeps these; others are laid out
    bool diagrams = true;               // the SVG diagrams (the Mermaid blocks do not need painting)
};

struct File
{
    QString path; // relative to the output folder, '/'-separated
    QByteArray data;
};

struct Documentation
{
    std::vector<File> files;
    QString error; // set when building failed (a diagram could not be painted) or was cancelled
    bool cancelled = false;
};

// Called after each page with the pages done and the total; returning false cancels.
using Progress = std::function<bool(int done, int total)>;

// Every file of the documentation: README.md or index.html, tables/<name>.md|html and
// diagrams/*.svg. Deterministic: the same schema and options give the same bytes.
Documentation buildDocumentation(const Schema &schema, const Options &options, const Progress &progress = {});

// The entry page's name for a format: "README.md" (GitHub shows it for the folder), "index.html".
QString indexFileName(Format format);

// Writes the files under `folder` (made when missing, with the sub-folders), each atomically.
// Returns a message naming the path and the reason when something cannot be written, else empty.
QString writeDocumentation(const QString &folder, const std::vector<File> &files);

} // namespace ssd::docs
