#include "generatedinline.h"

#include "expressiontokens.h"

namespace ssd {

namespace {

using expr::Token;

const Column *generatedNamed(const Table &table, const Token &t, Dialect dialect)
{
    if (t.kind != Token::Kind::Word && t.kind != Token::Kind::QuotedName)
        return nullptr;
    const QString &name = t.kind == Token::Kind::Word ? t.text : t.value;
    for (const Column &c : table.columns) {
        if (!c.isGenerated())
            continue;
        // GoogleSQL names are case-insensitive; PostgreSQL's model names are already folded.
        if (dialect == Dialect::GoogleSql ? c.name.compare(name, Qt::CaseInsensitive) == 0 : c.name == name)
            return &c;
    }
    return nullptr;
}

// One pass: each name of a generated column becomes its parenthesized expression.
QString substituteOnce(const Table &table, const QString &text, Dialect dialect, QStringList &read)
{
    const std::vector<Token> tokens = expr::tokenize(text, dialect);
    QString out;
    for (size_t k = 0; k < tokens.size(); ++k) {
        const Token &t = tokens[k];
        size_t next = k + 1;
        while (next < tokens.size() && tokens[next].kind == Token::Kind::Space)
            ++next;
        const bool call = next < tokens.size() && tokens[next].text == u"(";
        const Column *c = call ? nullptr : generatedNamed(table, t, dialect);
        if (!c) {
            out += t.text;
            continue;
        }
        if (!read.contains(c->name))
            read.push_back(c->name);
        out += u'(' + *c->generatedExpr + u')';
    }
    return out;
}

} // namespace

std::vector<InlinedGenerated> inlineGeneratedReferences(Table &table, Dialect dialect)
{
    std::vector<InlinedGenerated> done;
    const Table source = table; // substitute the expressions as written, not half-rewritten ones
    for (Column &c : table.columns) {
        if (!c.isGenerated())
            continue;
        QStringList read;
        QString text = *c.generatedExpr;
        Table others = source;
        std::erase_if(others.columns, [&c](const Column &o) { return o.name == c.name; });
        // Spanner rejects cycles, so a chain ends within the number of columns.
        for (size_t depth = 0; depth < source.columns.size(); ++depth) {
            const qsizetype before = read.size();
            const QString next = substituteOnce(others, text, dialect, read);
            if (read.size() == before && next == text)
                break;
            text = next;
        }
        if (!read.isEmpty()) {
            c.generatedExpr = text;
            done.push_back({c.name, read});
        }
    }
    return done;
}

} // namespace ssd
