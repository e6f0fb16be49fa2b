#pragma once

// What every page of one documentation export looks up (internal to views/docs): the schema's
// relations indexed once (children, foreign keys into a table, indexes, findings by table) and
// each table's file name, so that building 5,000 pages stays linear.

#include "checks/checklist.h"
#include "docpage.h"
#include "schemadocs.h"

#include <QCoreApplication>
#include <QHash>

namespace ssd::docs {

struct DocsText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::docs)
};

struct IncomingKey
{
    const Table *from = nullptr;
    const ForeignKey *key = nullptr;
};

struct Context
{
    const Schema &schema;
    const Options &options;
    Findings findings;
    QHash<QString, QString> fileBase;        // table name -> file name without extension
    QHash<QString, std::vector<const Table *>> children;
    QHash<QString, std::vector<IncomingKey>> incoming;
    QHash<QString, std::vector<const Index *>> indexes;
    QHash<QString, std::vector<const Finding *>> tableFindings;
    std::vector<const Finding *> otherFindings; // database, sequences, views ...

    Context(const Schema &schema, const Options &options);

    QString extension() const { return options.format == Format::Markdown ? QStringLiteral(".md") : QStringLiteral(".html"); }
    // Links from a table page (tables/) and from the index page (the folder itself).
    QString tableLinkFromTable(const QString &table) const;
    QString tableLinkFromIndex(const QString &table) const;
    // A table name as a linked code span when the table exists, as plain code when it does not
    // (a foreign key to a table of another file).
    Span tableSpan(const QString &table, bool fromIndex) const;
    Page newPage(const QString &title) const;
};

// The named schema of a table ("" for the default schema): the diagram's grouping rule.
QString namedSchemaOf(const QString &tableName);
// "(default)" or the schema's name.
QString schemaLabel(const QString &namedSchema);
// The severity as a coloured word ("error", "warning", "info", translated).
Span severitySpan(CheckSeverity severity);
// The key as written in the schema's dialect: "SingerId, AlbumId DESC".
QString keyText(const std::vector<KeyPart> &keys);
// A finding's row: severity, rule (linked to its documentation), subject, line, message.
std::vector<Inline> findingRow(const Finding &finding);
QStringList findingHeader();

// The pages (indexpage.cpp, tablepage.cpp).
Page indexPage(const Context &context);
Page tablePage(const Context &context, const Table &table);

// Diagrams (docsdiagrams.cpp): the tables around `table` (itself, its interleave parent and
// children, the tables its foreign keys reference and those whose keys reference it) as a schema
// of their own, with the foreign keys and interleaving among them only.
Schema neighbourhood(const Context &context, const Table &table);
// A Mermaid erDiagram of `schema` (interleaving as solid lines, foreign keys dotted).
QString mermaidDiagram(const Schema &schema);
// The SVG of `schema`; empty with *error set when it cannot be painted.
QByteArray diagramSvg(const Schema &schema, const QHash<ObjectId, QPointF> &positions, const QString &title,
                      QString *error);

} // namespace ssd::docs
