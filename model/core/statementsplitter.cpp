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
    for (Token token = lexer.next(); token.kind != TokenKind::End; token = lexer.next()) {
        if (token.kind == TokenKind::Punct && token.length == 1 && text[token.offset] == u';') {
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
        std::vector<Token> &tokens = lexed.tokens;
        if (!tokens.empty() && tokens.back().kind == TokenKind::Punct && tokens.back().length == 1
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

// A statement's tokens and comments, as the dialect's lexer finds them (one home for where a
// comment starts and ends: nesting, `#`, dollar quotes).
struct Lexed
{
    std::vector<Span> tokens;
    std::vector<Span> comments;
};

Lexed lexSpans(QStringView text, Dialect dialect)
{
    Lexed lexed;
    Diagnostics ignored;
    auto addComments = [&lexed](const std::vector<SourceComment> &comments) {
        for (const SourceComment &c : comments)
            lexed.comments.push_back({c.offset, c.offset + c.length});
    };
    if (dialect == Dialect::PostgreSql) {
        pg::LexResult result;
        pg::StatementLexer lexer(text, result, ignored);
        while (!lexer.atEnd())
            lexer.lexStatement();
        for (const Token &token : result.tokens)
            lexed.tokens.push_back({token.offset, token.end()});
        addComments(result.comments);
    } else {
        gsql::GoogleSqlLexer lexer(text, ignored);
        for (Token token = lexer.next(); token.kind != TokenKind::End; token = lexer.next())
            lexed.tokens.push_back({token.offset, token.end()});
        addComments(lexer.comments());
    }
    return lexed;
}

// The gap [from, to) between two tokens once the comments in it are gone: its last line break
// and the next token's indentation, or one space. `comment` walks the lexer's comments, in order.
QString gapWithoutComments(QStringView text, qsizetype from, qsizetype to, const std::vector<Span> &comments, size_t &comment)
{
    QString space;
    bool afterComment = false; // white space after a comment, on its line, is not indentation
    for (qsizetype i = from; i < to;) {
        while (comment < comments.size() && comments[comment].end <= i)
            ++comment;
        if (comment < comments.size() && comments[comment].offset == i) {
            afterComment = true;
            i = comments[comment].end;
        } else if (text[i] == u'\n') {
            afterComment = false;
            space += text[i++];
        } else {
            if (!afterComment)
                space += text[i];
            ++i;
        }
    }
    const qsizetype lastBreak = space.lastIndexOf(u'\n');
    if (lastBreak >= 0)
        return space.sliced(lastBreak);
    return from == to ? QString() : QStringLiteral(" "); // never glue two tokens together
}

} // namespace

QStringList splitStatements(QStringView text, Dialect dialect)
{
    return dialect == Dialect::PostgreSql ? splitPostgreSql(text) : splitGoogleSql(text);
}

QString statementForSpanner(QStringView statement, Dialect dialect)
{
    const Lexed lexed = lexSpans(statement, dialect);
    QString out;
    out.reserve(statement.size());
    size_t comment = 0;
    for (size_t i = 0; i < lexed.tokens.size(); ++i) {
        if (i > 0)
            out += gapWithoutComments(statement, lexed.tokens[i - 1].end, lexed.tokens[i].offset, lexed.comments, comment);
        out += statement.sliced(lexed.tokens[i].offset, lexed.tokens[i].end - lexed.tokens[i].offset);
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
