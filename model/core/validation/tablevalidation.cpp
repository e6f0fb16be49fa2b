// validateTable and the expression scanner both parsers share: generated-column cycles and CHECK
// constraints that depend on no stored data.

#include "validation/schemavalidation.h"
#include "validation/namescan.h"

#include "lexing/lexedtext.h"

#include <QSet>

#include <functional>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

// Generated columns in declaration order, with the columns each one reads.
struct GeneratedGraph
{
    const Table &table;
    ColumnIndex lookup; // ExactFirst
    std::vector<QStringList> uses; // parallel to table.columns; empty for other columns

    GeneratedGraph(const Table &t, Dialect dialect) : table(t), lookup(t.columns, ColumnIndex::ExactFirst{})
    {
        uses.resize(t.columns.size());
        for (size_t i = 0; i < t.columns.size(); ++i)
            if (t.columns[i].generatedExpr)
                uses[i] = columnsUsedBy(*t.columns[i].generatedExpr, lookup, dialect);
    }

    // The first cycle, as Spanner names it: the path of the depth-first search (in declaration
    // order) from its start to the column that closes the cycle.
    QStringList firstCycle() const
    {
        enum class State { New, OnPath, Done };
        std::vector<State> state(table.columns.size(), State::New);
        QStringList path;
        std::function<bool(int)> visit = [&](int i) {
            state[size_t(i)] = State::OnPath;
            path << table.columns[size_t(i)].name;
            for (const QString &used : uses[size_t(i)]) {
                const qsizetype j = lookup.position(used);
                if (j < 0 || !table.columns[size_t(j)].generatedExpr)
                    continue;
                if (state[size_t(j)] == State::OnPath || (state[size_t(j)] == State::New && visit(int(j))))
                    return true;
            }
            state[size_t(i)] = State::Done;
            path.removeLast();
            return false;
        };
        for (size_t i = 0; i < table.columns.size(); ++i)
            if (table.columns[i].generatedExpr && state[i] == State::New && visit(int(i)))
                return path;
        return {};
    }

    // Whether `columns` reach a column that is not generated (through generated columns).
    bool readsStoredData(const QStringList &columns) const
    {
        QSet<QString> seen;
        std::vector<QString> work(columns.begin(), columns.end());
        while (!work.empty()) {
            const QString name = work.back();
            work.pop_back();
            const qsizetype i = lookup.position(name);
            if (i < 0 || seen.contains(name))
                continue;
            seen.insert(name);
            if (!table.columns[size_t(i)].generatedExpr)
                return true;
            work.insert(work.end(), uses[size_t(i)].begin(), uses[size_t(i)].end());
        }
        return false;
    }
};

} // namespace

void forEachName(QStringView text, Dialect dialect, const std::function<void(QStringView, const NameUse &)> &visit)
{
    // The dialect's lexer decides what is a name: nothing inside a string literal or a comment.
    const std::vector<Token> tokens = lexText(text, dialect).tokens;
    // The word after AS is a type (CAST(x AS DATE)) or an alias, and the first word inside
    // EXTRACT( is a date part (EXTRACT(EPOCH FROM ts)): neither names a column, even where a
    // column is called date or epoch.
    bool notAName = false;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.kind != TokenKind::Identifier && t.kind != TokenKind::QuotedIdentifier)
            continue;
        const bool qualified = i > 0 && isPunct(text, tokens[i - 1], u'.');
        if (t.kind == TokenKind::QuotedIdentifier) {
            if (!notAName)
                visit(quotedBody(text, t), NameUse{qualified, false});
            notAName = false;
            continue;
        }
        const QStringView word = text.mid(t.offset, t.length);
        const bool call = i + 1 < tokens.size() && isPunct(text, tokens[i + 1], u'(');
        if (!notAName)
            visit(word, NameUse{qualified, call});
        notAName = equalsKeyword(word, "AS") || (call && equalsKeyword(word, "EXTRACT"));
    }
}

QStringList columnsUsedBy(QStringView expression, const ColumnIndex &columns, Dialect dialect)
{
    QStringList used;
    forEachName(expression, dialect, [&](QStringView word, const NameUse &use) {
        if (use.qualified || use.call)
            return;
        const qsizetype i = columns.position(word);
        if (i >= 0 && !used.contains(columns.columns()[size_t(i)].name))
            used << columns.columns()[size_t(i)].name;
    });
    return used;
}

QStringList columnsUsedBy(QStringView expression, const Table &table, Dialect dialect)
{
    return columnsUsedBy(expression, ColumnIndex(table.columns, ColumnIndex::ExactFirst{}), dialect);
}

namespace {

bool sameExpressions(const Table &a, const Table &b)
{
    if (a.checks != b.checks)
        return false;
    std::vector<const Column *> generatedA, generatedB;
    for (const Column &column : a.columns)
        if (column.generatedExpr)
            generatedA.push_back(&column);
    for (const Column &column : b.columns)
        if (column.generatedExpr)
            generatedB.push_back(&column);
    if (generatedA.size() != generatedB.size())
        return false;
    for (size_t i = 0; i < generatedA.size(); ++i)
        if (generatedA[i]->name != generatedB[i]->name || *generatedA[i]->generatedExpr != *generatedB[i]->generatedExpr)
            return false;
    return true;
}

} // namespace

Verdict validateTable(const Table &table, Dialect dialect, const Table *before)
{
    if (before && sameExpressions(*before, table))
        return std::nullopt;
    bool anyGenerated = false;
    for (const Column &column : table.columns)
        anyGenerated = anyGenerated || column.generatedExpr.has_value();
    if (!anyGenerated && table.checks.empty())
        return std::nullopt;
    const GeneratedGraph graph(table, dialect);
    if (const QStringList cycle = graph.firstCycle(); !cycle.isEmpty()) {
        const Column *first = table.findColumn(cycle.front());
        return Violation{Text::tr("cycle detected while analysing generated column, which include objects (%1)")
                             .arg(cycle.join(u',')),
                         first ? first->pos : SourcePos{}};
    }
    for (const CheckConstraint &check : table.checks) {
        if (graph.readsStoredData(columnsUsedBy(check.expr, graph.lookup, dialect)))
            continue;
        return Violation{Text::tr("check constraint `%1`.`%2` does not use any non generated column. Expression: '%3'. "
                                  "A check constraint expression requires at least one non-generated column as dependency")
                             .arg(table.name, check.name.isEmpty() ? Text::tr("(unnamed)") : check.name, check.expr),
                         check.pos};
    }
    return std::nullopt;
}

} // namespace ssd::validation
