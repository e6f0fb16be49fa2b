// The diagrams of the documentation: SVG from the designer's own renderer (diagramrender.h, the
// same as `spanner-schema render`) and Mermaid text for GitHub.

#include "diagramrender.h"
#include "docscontext.h"
#include "writer/jsondump.h"

#include <QSet>

namespace ssd::docs {

Schema neighbourhood(const Context &context, const Table &table)
{
    const Schema &schema = context.schema;
    QSet<QString> names{table.name};
    if (table.interleave)
        names.insert(table.interleave->parent);
    for (const Table *child : context.children.value(table.name))
        names.insert(child->name);
    for (const ForeignKey &key : table.foreignKeys)
        names.insert(key.referencedTable);
    for (const IncomingKey &in : context.incoming.value(table.name))
        names.insert(in.from->name);

    Schema around;
    around.dialect = schema.dialect;
    around.lastId = schema.lastId;
    for (const Table &candidate : schema.tables) { // schema order: the same layout every time
        if (!names.contains(candidate.name))
            continue;
        Table copy = candidate;
        // Only the relations that touch the documented table: its neighbours' other keys and
        // parents would point out of the picture.
        std::erase_if(copy.foreignKeys, [&](const ForeignKey &key) {
            return !names.contains(key.referencedTable) || (copy.name != table.name && key.referencedTable != table.name);
        });
        if (copy.interleave && copy.name != table.name && copy.interleave->parent != table.name)
            copy.interleave.reset();
        around.tables.push_back(std::move(copy));
    }
    for (const Index &index : schema.indexes) // the boxes' index badges
        if (names.contains(index.table))
            around.indexes.push_back(index);
    return around;
}

namespace {

// Mermaid's entity names are quoted strings (no double quotes inside); attribute types and names
// are words of letters, digits, '_' and '-' (types also keep "()[]", as in STRING(MAX)).
QString mermaidEntity(const QString &name)
{
    QString text = name;
    text.replace(u'"', u'\'');
    return u'"' + text + u'"';
}

QString mermaidWord(const QString &text, bool type)
{
    // ARRAY<STRING(MAX)> reads STRING(MAX)[] (Mermaid has no angle brackets in a type).
    if (type && text.startsWith(QStringLiteral("ARRAY<")) && text.endsWith(u'>'))
        return mermaidWord(text.sliced(6, text.size() - 7), true) + QStringLiteral("[]");
    QString word;
    for (const QChar c : text) {
        const bool keep = (c.isLetterOrNumber() && c.unicode() < 128) || c == u'_' || c == u'-'
            || (type && (c == u'(' || c == u')' || c == u'[' || c == u']'));
        word += keep ? c : u'_';
    }
    if (word.isEmpty() || word.front().isDigit() || word.front() == u'-')
        word.prepend(u'_');
    return word;
}

QString mermaidLabel(const QString &text)
{
    QString label = text;
    label.replace(u'"', u'\'');
    label.replace(u'\n', u' ');
    return u'"' + label + u'"';
}

} // namespace

QString mermaidDiagram(const Schema &schema)
{
    QString out = QStringLiteral("erDiagram\n");
    QSet<QString> present;
    for (const Table &table : schema.tables)
        present.insert(table.name);
    for (const Table &table : schema.tables) {
        if (table.interleave && present.contains(table.interleave->parent))
            out += QStringLiteral("    %1 ||--o{ %2 : %3\n")
                       .arg(mermaidEntity(table.interleave->parent), mermaidEntity(table.name),
                            mermaidLabel(DocsText::tr("interleaved")));
        for (const ForeignKey &key : table.foreignKeys)
            if (present.contains(key.referencedTable))
                out += QStringLiteral("    %1 ||..o{ %2 : %3\n")
                           .arg(mermaidEntity(key.referencedTable), mermaidEntity(table.name),
                                mermaidLabel(key.name.isEmpty() ? key.columns.join(QStringLiteral(", ")) : key.name));
    }
    for (const Table &table : schema.tables) {
        out += QStringLiteral("    %1 {\n").arg(mermaidEntity(table.name));
        QSet<QString> foreign;
        for (const ForeignKey &key : table.foreignKeys)
            for (const QString &column : key.columns)
                foreign.insert(column);
        for (const Column &column : table.columns) {
            QStringList keys;
            if (table.isKeyColumn(column.name))
                keys << QStringLiteral("PK");
            if (foreign.contains(column.name))
                keys << QStringLiteral("FK");
            out += QStringLiteral("        %1 %2").arg(mermaidWord(columnTypeName(column, schema.dialect), true),
                                                      mermaidWord(column.name, false));
            if (!keys.isEmpty())
                out += u' ' + keys.join(u',');
            // The comment; the real name first when it had to change to be a Mermaid word.
            QString label = column.name != mermaidWord(column.name, false) ? column.name : QString();
            if (!column.comment.isEmpty())
                label += (label.isEmpty() ? QString() : QStringLiteral(": ")) + column.comment;
            if (!label.isEmpty())
                out += u' ' + mermaidLabel(label);
            out += u'\n';
        }
        out += QStringLiteral("    }\n");
    }
    return out;
}

QByteArray diagramSvg(const Schema &schema, const QHash<ObjectId, QPointF> &positions, const QString &title,
                      QString *error)
{
    DiagramRenderOptions options;
    options.title = title;
    return renderDiagram(schema, positions, DiagramFormat::Svg, options, error);
}

} // namespace ssd::docs
