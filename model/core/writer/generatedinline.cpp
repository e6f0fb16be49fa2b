#include "generatedinline.h"

#include "expressiontokens.h"

#include <QHash>

#include <algorithm>

namespace ssd {

namespace {

using expr::Token;

// The generated columns of a table by name, each found in constant time: a wide table may
// have thousands of them, looked up for every word of every generated expression.
class GeneratedColumns
{
public:
    GeneratedColumns(const Table &table, Dialect dialect) : m_dialect(dialect)
    {
        for (const Column &c : table.columns)
            if (c.isGenerated() && !m_byName.contains(key(c.name))) // the first of equal names wins
                m_byName.insert(key(c.name), &c);
    }
    const Column *find(const Token &t) const
    {
        if (t.kind != Token::Kind::Word && t.kind != Token::Kind::QuotedName)
            return nullptr;
        return m_byName.value(key(t.kind == Token::Kind::Word ? t.text : t.value), nullptr);
    }

private:
    // GoogleSQL names are case-insensitive; PostgreSQL's model names are already folded.
    QString key(const QString &name) const { return m_dialect == Dialect::GoogleSql ? name.toCaseFolded() : name; }
    Dialect m_dialect;
    QHash<QString, const Column *> m_byName;
};

// One pass: each name of a generated column becomes its parenthesized expression.
// `self` (the column being rewritten) is never substituted into its own expression.
QString substituteOnce(const GeneratedColumns &generated, const QString &self, const QString &text, Dialect dialect,
                       QStringList &read)
{
    const std::vector<Token> tokens = expr::tokenize(text, dialect);
    QString out;
    for (size_t k = 0; k < tokens.size(); ++k) {
        const Token &t = tokens[k];
        size_t next = k + 1;
        while (next < tokens.size() && tokens[next].kind == Token::Kind::Space)
            ++next;
        const bool call = next < tokens.size() && tokens[next].text == u"(";
        const Column *c = call ? nullptr : generated.find(t);
        if (c && c->name == self)
            c = nullptr;
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
    if (std::none_of(table.columns.begin(), table.columns.end(), [](const Column &c) { return c.isGenerated(); }))
        return done; // most tables: no copy of them below
    const Table source = table; // substitute the expressions as written, not half-rewritten ones
    const GeneratedColumns generated(source, dialect);
    for (Column &c : table.columns) {
        if (!c.isGenerated())
            continue;
        QStringList read;
        QString text = *c.generatedExpr;
        // Spanner rejects cycles, so a chain ends within the number of columns.
        for (size_t depth = 0; depth < source.columns.size(); ++depth) {
            const qsizetype before = read.size();
            const QString next = substituteOnce(generated, c.name, text, dialect, read);
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
