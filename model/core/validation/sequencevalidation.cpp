// What depends on a sequence. The model keeps a DEFAULT as text, so a use is a call of one of the
// sequence functions on the sequence's name, read with conversion's token stream of either dialect
// (strings decoded, dotted paths one word).

#include "validation/schemavalidation.h"

#include "writer/expressiontokens.h"

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

bool isSequenceFunction(const QString &word)
{
    static const QLatin1StringView names[] = {
        QLatin1StringView("GET_NEXT_SEQUENCE_VALUE"), QLatin1StringView("GET_INTERNAL_SEQUENCE_STATE"),
        QLatin1StringView("nextval"), QLatin1StringView("spanner.get_internal_sequence_state"),
    };
    for (const QLatin1StringView name : names)
        if (word.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

// PostgreSQL names the sequence in a string: 'seq', 'sch.seq', '"Seq"'.
QString sequenceNameInString(const QString &value)
{
    QStringList parts = value.split(u'.');
    for (QString &part : parts)
        if (part.size() >= 2 && part.startsWith(u'"') && part.endsWith(u'"'))
            part = part.mid(1, part.size() - 2).replace(QStringLiteral("\"\""), QStringLiteral("\""));
    return parts.join(u'.');
}

} // namespace

bool expressionUsesSequence(const QString &expression, Dialect dialect, QStringView sequence)
{
    const qsizetype dot = sequence.lastIndexOf(u'.');
    if (!expression.contains(sequence.mid(dot + 1), Qt::CaseInsensitive))
        return false; // nearly every DEFAULT: no token stream needed
    using Kind = expr::Token::Kind;
    std::vector<expr::Token> tokens = expr::tokenize(expression, dialect);
    std::erase_if(tokens, [](const expr::Token &t) { return t.kind == Kind::Space; });
    // f ( SEQUENCE name )  or  f ( 'name' )
    for (size_t i = 0; i + 3 < tokens.size(); ++i) {
        if (tokens[i].kind != Kind::Word || !isSequenceFunction(tokens[i].text) || tokens[i + 1].text != u"(")
            continue;
        const expr::Token *argument = &tokens[i + 2];
        QString named;
        if (argument->kind == Kind::String) {
            named = sequenceNameInString(argument->value);
        } else if (argument->text.compare(u"SEQUENCE", Qt::CaseInsensitive) == 0) {
            argument = &tokens[i + 3];
            named = argument->kind == Kind::QuotedName ? argument->value : argument->text;
        }
        if (!named.isEmpty() && QStringView(named).compare(sequence, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

Verdict validateDropSequence(const Schema &schema, const Sequence &sequence)
{
    QStringList columns;
    for (const Table &table : schema.tables)
        for (const Column &column : table.columns)
            if (column.defaultExpr && expressionUsesSequence(*column.defaultExpr, schema.dialect, sequence.name))
                columns << table.name + u'.' + column.name;
    if (columns.isEmpty())
        return std::nullopt;
    return Violation{Text::tr("cannot drop SEQUENCE `%1` on which there are dependent columns: %2")
                         .arg(sequence.name, columns.join(QStringLiteral(", "))),
                     {}};
}

} // namespace ssd::validation
