#include "statementsplitter.h"

#include "googlesql/googlesqllexer.h"
#include "postgresql/pglexer.h"

namespace ssd {

namespace {

QStringList splitGoogleSql(QStringView text)
{
    Diagnostics ignored;
    gsql::GoogleSqlLexer lexer(text, ignored);
    QStringList statements;
    qsizetype start = -1, end = -1;
    for (gsql::Token token = lexer.next(); token.kind != gsql::TokenKind::End; token = lexer.next()) {
        if (token.kind == gsql::TokenKind::Punct && token.length == 1 && text[token.offset] == u';') {
            if (start >= 0)
                statements.append(text.mid(start, end - start).toString());
            start = -1;
            continue;
        }
        if (start < 0)
            start = token.offset;
        end = token.end();
    }
    if (start >= 0)
        statements.append(text.mid(start, end - start).toString());
    return statements;
}

QStringList splitPostgreSql(QStringView text)
{
    Diagnostics ignored;
    pg::LexResult lexed;
    pg::StatementLexer lexer(text, lexed, ignored);
    QStringList statements;
    while (!lexer.atEnd()) {
        lexed.tokens.clear();
        lexer.lexStatement();
        std::vector<pg::Token> &tokens = lexed.tokens;
        if (!tokens.empty() && tokens.back().kind == pg::TokenKind::Symbol && tokens.back().length == 1
            && text[tokens.back().offset] == u';')
            tokens.pop_back();
        if (!tokens.empty())
            statements.append(text.mid(tokens.front().offset, tokens.back().end() - tokens.front().offset).toString());
    }
    return statements;
}

struct Span
{
    qsizetype offset, end;
};

std::vector<Span> tokenSpans(QStringView text, Dialect dialect)
{
    std::vector<Span> spans;
    Diagnostics ignored;
    if (dialect == Dialect::PostgreSql) {
        pg::LexResult lexed;
        pg::StatementLexer lexer(text, lexed, ignored);
        while (!lexer.atEnd())
            lexer.lexStatement();
        for (const pg::Token &token : lexed.tokens)
            spans.push_back({token.offset, token.end()});
    } else {
        gsql::GoogleSqlLexer lexer(text, ignored);
        for (gsql::Token token = lexer.next(); token.kind != gsql::TokenKind::End; token = lexer.next())
            spans.push_back({token.offset, token.end()});
    }
    return spans;
}

// What stands between two tokens once its comments are gone.
QStringView gapWithoutComments(QStringView gap)
{
    bool onlySpace = true;
    for (QChar c : gap)
        onlySpace = onlySpace && c.isSpace();
    if (onlySpace)
        return gap;
    const qsizetype lastBreak = gap.lastIndexOf(u'\n');
    if (lastBreak < 0)
        return u" ";
    const QStringView indentation = gap.sliced(lastBreak);
    for (QChar c : indentation)
        if (!c.isSpace())
            return u" "; // a block comment runs up to the next token on its line
    return indentation;
}

} // namespace

QStringList splitStatements(QStringView text, Dialect dialect)
{
    return dialect == Dialect::PostgreSql ? splitPostgreSql(text) : splitGoogleSql(text);
}

QString statementForSpanner(QStringView statement, Dialect dialect)
{
    const std::vector<Span> spans = tokenSpans(statement, dialect);
    QString out;
    out.reserve(statement.size());
    for (size_t i = 0; i < spans.size(); ++i) {
        if (i > 0)
            out += gapWithoutComments(statement.sliced(spans[i - 1].end, spans[i].offset - spans[i - 1].end));
        out += statement.sliced(spans[i].offset, spans[i].end - spans[i].offset);
    }
    return out;
}

QStringList statementsForSpanner(const QStringList &statements, Dialect dialect)
{
    QStringList out;
    out.reserve(statements.size());
    for (const QString &statement : statements)
        out.append(statementForSpanner(statement, dialect));
    return out;
}

} // namespace ssd
