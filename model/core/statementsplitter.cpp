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

// What stands between two tokens once its comments are gone. The lexer has decided that the gap
// holds only white space and comments, so any other character starts a comment: `--` or `#` up
// to the line's end, `/*` up to its `*/` (nested in PostgreSQL). What is left keeps the gap's
// last line break and the next token's indentation, or one space.
QString gapWithoutComments(QStringView gap, Dialect dialect)
{
    QString space;
    bool afterComment = false; // white space after a comment, on its line, is not indentation
    for (qsizetype i = 0; i < gap.size();) {
        if (gap[i] == u'\n') {
            afterComment = false;
            space += gap[i++];
        } else if (gap[i].isSpace()) {
            if (!afterComment)
                space += gap[i];
            ++i;
        } else if (gap.sliced(i).startsWith(u"/*")) {
            afterComment = true;
            const bool nests = dialect == Dialect::PostgreSql;
            int depth = 1;
            for (i += 2; i < gap.size() && depth > 0;) {
                if (gap.sliced(i).startsWith(u"*/"))
                    --depth, i += 2;
                else if (nests && gap.sliced(i).startsWith(u"/*"))
                    ++depth, i += 2;
                else
                    ++i;
            }
        } else {
            while (i < gap.size() && gap[i] != u'\n')
                ++i;
        }
    }
    const qsizetype lastBreak = space.lastIndexOf(u'\n');
    if (lastBreak >= 0)
        return space.sliced(lastBreak);
    return gap.isEmpty() ? QString() : QStringLiteral(" "); // never glue two tokens together
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
            out += gapWithoutComments(statement.sliced(spans[i - 1].end, spans[i].offset - spans[i - 1].end), dialect);
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
