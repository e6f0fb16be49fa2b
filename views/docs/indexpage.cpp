// The entry page of the documentation: what the schema holds by named schema, the whole ER
// diagram, every table with its counts, and the findings that belong to no table.

#include "docscontext.h"

#include <QMap>

#include <algorithm>
#include <limits>

namespace ssd::docs {

namespace {

struct Counts
{
    int tables = 0, columns = 0, indexes = 0, foreignKeys = 0, findings = 0;
};

QString dialectLabel(Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? QStringLiteral("GoogleSQL") : QStringLiteral("PostgreSQL");
}

std::vector<Inline> countRow(const QString &label, const Counts &counts, bool strong)
{
    const auto cell = [strong](const QString &text) { return Inline{strong ? Span::strong(text) : Span::plain(text)}; };
    return {cell(label), cell(QString::number(counts.tables)), cell(QString::number(counts.columns)),
            cell(QString::number(counts.indexes)), cell(QString::number(counts.foreignKeys)),
            cell(QString::number(counts.findings))};
}

} // namespace

Page indexPage(const Context &context)
{
    const Schema &schema = context.schema;
    Page page = context.newPage(DocsText::tr("Schema %1").arg(context.options.title));
    page.heading(page.title, 1);

    // Groups in name order, the default schema first (QMap sorts "" first).
    QMap<QString, std::vector<const Table *>> groups;
    for (const NamedSchema &named : schema.schemas)
        groups[named.name];
    for (const Table &table : schema.tables)
        groups[namedSchemaOf(table.name)].push_back(&table);
    if (groups.size() > 1 && groups.value(QString()).empty())
        groups.remove(QString());

    QMap<QString, Counts> counts;
    Counts total;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        Counts &c = counts[it.key()];
        for (const Table *table : it.value()) {
            c.tables += 1;
            c.columns += int(table->columns.size());
            c.indexes += int(context.indexes.value(table->name).size());
            c.foreignKeys += int(table->foreignKeys.size());
            c.findings += int(context.tableFindings.value(table->name).size());
        }
        total.tables += c.tables;
        total.columns += c.columns;
        total.indexes += c.indexes;
        total.foreignKeys += c.foreignKeys;
        total.findings += c.findings;
    }
    total.findings += int(context.otherFindings.size());

    // The file's header (the comments before its first statement) describes the schema.
    ObjectId first = std::numeric_limits<ObjectId>::max();
    const auto earliest = [&first](const auto &objects) {
        for (const auto &object : objects)
            first = std::min(first, object.id);
    };
    earliest(schema.schemas);
    earliest(schema.tables);
    earliest(schema.indexes);
    earliest(schema.sequences);
    earliest(schema.views);
    earliest(schema.changeStreams);
    earliest(schema.keptStatements);
    for (const FreeComment &comment : schema.freeComments)
        if (comment.id < first && !comment.text.trimmed().isEmpty())
            page.paragraph({Span::plain(comment.text)});
    page.paragraph({Span::plain(DocsText::tr("Dialect: %1.").arg(dialectLabel(schema.dialect)))});
    page.heading(DocsText::tr("Summary"));
    std::vector<std::vector<Inline>> summary;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        summary.push_back(countRow(schemaLabel(it.key()), it.value(), false));
    summary.push_back(countRow(DocsText::tr("Total"), total, true));
    page.table({DocsText::tr("Schema"), DocsText::tr("Tables"), DocsText::tr("Columns"), DocsText::tr("Indexes"),
                DocsText::tr("Foreign keys"), DocsText::tr("Findings")},
               std::move(summary));

    if (!schema.tables.empty()) {
        page.heading(DocsText::tr("Diagram"));
        if (context.options.diagrams)
            page.image(QStringLiteral("diagrams/schema.svg"), DocsText::tr("ER diagram of the whole schema"));
        if (context.options.format == Format::Markdown)
            page.mermaid(mermaidDiagram(schema));
    }

    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        page.heading(groups.size() > 1 || !it.key().isEmpty() ? DocsText::tr("Tables in %1").arg(schemaLabel(it.key()))
                                                              : DocsText::tr("Tables"));
        if (it.value().empty()) {
            page.note(DocsText::tr("No tables."));
            continue;
        }
        std::vector<std::vector<Inline>> rows;
        for (const Table *table : it.value()) {
            Inline parent;
            if (table->interleave)
                parent.push_back(context.tableSpan(table->interleave->parent, true));
            rows.push_back({{context.tableSpan(table->name, true)},
                            {Span::plain(QString::number(table->columns.size()))},
                            parent,
                            {Span::plain(QString::number(context.indexes.value(table->name).size()))},
                            {Span::plain(QString::number(table->foreignKeys.size()))},
                            {Span::plain(QString::number(context.tableFindings.value(table->name).size()))},
                            {Span::plain(table->comment)}});
        }
        page.table({DocsText::tr("Table"), DocsText::tr("Columns"), DocsText::tr("Interleaved in"),
                    DocsText::tr("Indexes"), DocsText::tr("Foreign keys"), DocsText::tr("Findings"),
                    DocsText::tr("Comment")},
                   std::move(rows));
    }

    // Objects that have no page of their own, so that the index lists everything there is.
    std::vector<std::vector<Inline>> others;
    for (const View &view : schema.views)
        others.push_back({{Span::plain(DocsText::tr("view"))}, {Span::code(view.name)}, {Span::plain(view.comment)}});
    for (const Sequence &sequence : schema.sequences)
        others.push_back({{Span::plain(DocsText::tr("sequence"))}, {Span::code(sequence.name)}, {Span::plain(sequence.comment)}});
    for (const ChangeStream &stream : schema.changeStreams)
        others.push_back({{Span::plain(DocsText::tr("change stream"))}, {Span::code(stream.name)}, {Span::plain(stream.comment)}});
    if (!others.empty()) {
        page.heading(DocsText::tr("Other objects"));
        page.table({DocsText::tr("Kind"), DocsText::tr("Name"), DocsText::tr("Comment")}, std::move(others));
    }

    if (!context.otherFindings.empty()) {
        page.heading(DocsText::tr("Findings outside tables"));
        std::vector<std::vector<Inline>> rows;
        for (const Finding *finding : context.otherFindings)
            rows.push_back(findingRow(*finding));
        page.table(findingHeader(), std::move(rows));
    }
    return page;
}

} // namespace ssd::docs
