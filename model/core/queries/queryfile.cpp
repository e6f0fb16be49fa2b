#include "queryfile.h"

#include "queryparser.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ssd::queries {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::queries::QueryFile)
};

// Reads `-- name:` and `-- per second:` lines in the text before a statement.
void readHeader(QStringView gap, int gapLine, int gapColumn, Query &query, Diagnostics &diagnostics)
{
    static const QRegularExpression header(QStringLiteral(R"(^[ \t]*--[ \t]*(name|per[ \t]+second)[ \t]*:[ \t]*(.*?)[ \t]*$)"),
                                           QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = header.globalMatch(gap);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QStringView value = m.capturedView(2);
        if (m.capturedView(1).compare(u"name", Qt::CaseInsensitive) == 0) {
            query.name = value.toString();
            continue;
        }
        bool ok = false;
        const double perSecond = value.toDouble(&ok);
        if (ok && perSecond >= 0) {
            query.perSecond = perSecond;
            continue;
        }
        const QStringView before = gap.first(m.capturedStart(2));
        const qsizetype lineStart = before.lastIndexOf(u'\n') + 1;
        const int line = gapLine + int(before.count(u'\n'));
        const int column = int(m.capturedStart(2) - lineStart) + (lineStart == 0 ? gapColumn : 1);
        diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, line, column,
                               Tr::tr("'per second' must be a number of executions per second, not '%1'").arg(value)});
    }
}

} // namespace

std::vector<Query> parseQueries(QStringView text, const Schema &schema, Diagnostics &diagnostics)
{
    std::vector<Query> queries;
    const auto firstDiagnostic = diagnostics.size();
    const std::vector<QueryStatementTokens> statements = lexQueryStatements(text, schema.dialect, diagnostics);
    queries.reserve(statements.size());
    // Line:column of the gaps, counted incrementally so that a big file is read in linear time.
    qsizetype cursor = 0;
    int line = 1, column = 1;
    auto advanceTo = [&](qsizetype offset) {
        for (; cursor < offset; ++cursor) {
            if (text[cursor] == u'\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
    };
    for (const QueryStatementTokens &statement : statements) {
        Query query = parseQuery(statement, text, schema, diagnostics);
        advanceTo(statement.gapBegin);
        const qsizetype first = statement.tokens.front().offset;
        readHeader(text.mid(statement.gapBegin, first - statement.gapBegin), line, column, query, diagnostics);
        if (query.name.isEmpty())
            query.name = QStringLiteral("query%1").arg(queries.size() + 1); // one word: `--query NAME` takes it
        queries.push_back(std::move(query));
    }
    // Lexical errors come first from the lexer: put every problem in text order.
    std::stable_sort(diagnostics.begin() + firstDiagnostic, diagnostics.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return queries;
}

std::vector<Query> queriesFromPatterns(const std::vector<QueryPattern> &patterns, const Schema &schema)
{
    std::vector<Query> queries;
    for (const QueryPattern &p : patterns) {
        const Table *t = schema.findTable(p.table);
        if (!t)
            continue;
        Query q;
        q.name = p.name.isEmpty() ? t->name : p.name;
        q.isSelect = true;
        q.line = t->pos.line;
        q.column = t->pos.column;
        q.tables.push_back({t->name, {}, {}, t->pos.line, t->pos.column, false});
        auto ref = [](const QString &column) { return ColumnRef{0, column, 0, 0}; };
        for (const QString &c : p.filterColumns)
            if (t->findColumn(c))
                q.predicates.push_back({ref(c), PredicateOp::Equal});
        for (const QString &c : p.selectColumns)
            if (t->findColumn(c))
                q.selected.push_back(ref(c));
        for (const QString &c : p.filterColumns)
            if (t->findColumn(c))
                q.selected.push_back(ref(c));
        if (!p.orderBy.isEmpty() && t->findColumn(p.orderBy)) {
            q.orderBy.push_back({ref(p.orderBy), p.orderDescending ? SortOrder::Desc : SortOrder::Asc});
            q.selected.push_back(ref(p.orderBy));
        }
        q.hasLimit = p.limit > 0;
        queries.push_back(std::move(q));
    }
    return queries;
}

} // namespace ssd::queries
