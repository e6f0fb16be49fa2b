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

} // namespace

QStringList splitStatements(QStringView text, Dialect dialect)
{
    return dialect == Dialect::PostgreSql ? splitPostgreSql(text) : splitGoogleSql(text);
}

} // namespace ssd
