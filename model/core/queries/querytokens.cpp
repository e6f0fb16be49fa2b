#include "querytokens.h"

#include "googlesql/googlesqllexer.h"
#include "postgresql/pglexer.h"

namespace ssd::queries {

bool QueryToken::isKeyword(const char *upperKeyword) const
{
    return kind == Kind::Word && equalsKeyword(text, upperKeyword);
}

namespace {

void finish(std::vector<QueryStatementTokens> &out, QueryStatementTokens &current, qsizetype endOffset, int line,
            int column)
{
    if (!current.tokens.empty()) {
        QueryToken end;
        end.kind = QueryToken::Kind::End;
        end.offset = endOffset;
        end.line = line;
        end.column = column;
        current.tokens.push_back(std::move(end));
        out.push_back(std::move(current));
    }
    current = QueryStatementTokens{};
}

// GoogleSQL's lexer gives one token per punctuation character; a WHERE clause needs the
// two-character comparison operators and `@name` parameters as single tokens.
std::vector<QueryStatementTokens> lexGoogleSqlQueries(QStringView text, Diagnostics &diagnostics)
{
    const gsql::LexResult lexed = gsql::lexGoogleSql(text, diagnostics);
    std::vector<QueryStatementTokens> out;
    QueryStatementTokens current;
    const std::vector<Token> &tokens = lexed.tokens;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.kind == TokenKind::End) {
            finish(out, current, t.offset, t.line, t.column);
            break;
        }
        const QStringView view = text.mid(t.offset, t.length);
        if (t.kind == TokenKind::Punct && view == u";") {
            finish(out, current, t.offset, t.line, t.column);
            current.gapBegin = t.end();
            continue;
        }
        QueryToken q;
        q.offset = t.offset;
        q.length = t.length;
        q.line = t.line;
        q.column = t.column;
        const Token *following = i + 1 < tokens.size() ? &tokens[i + 1] : nullptr;
        const bool touching = following && following->offset == t.end();
        switch (t.kind) {
        case TokenKind::Identifier: q.kind = QueryToken::Kind::Word; q.text = view.toString(); break;
        case TokenKind::QuotedIdentifier: q.kind = QueryToken::Kind::QuotedWord; q.text = gsql::unquoteIdentifier(view); break;
        case TokenKind::String:
        case TokenKind::Bytes: q.kind = QueryToken::Kind::String; q.text = view.toString(); break;
        case TokenKind::Integer:
        case TokenKind::Float: q.kind = QueryToken::Kind::Number; q.text = view.toString(); break;
        case TokenKind::Invalid: q.kind = QueryToken::Kind::Invalid; q.text = view.toString(); break;
        case TokenKind::Punct:
            q.kind = QueryToken::Kind::Symbol;
            q.text = view.toString();
            if (touching && view == u"@" && (following->kind == TokenKind::Identifier || following->kind == TokenKind::QuotedIdentifier)) {
                q.kind = QueryToken::Kind::Parameter;
                q.length = qint32(following->end() - t.offset);
                q.text = text.mid(t.offset, q.length).toString();
                ++i;
            } else if (touching && following->kind == TokenKind::Punct) {
                const QStringView pair = text.mid(t.offset, 2);
                if (pair == u"<=" || pair == u">=" || pair == u"<>" || pair == u"!=" || pair == u"||") {
                    q.length = 2;
                    q.text = pair.toString();
                    ++i;
                }
            }
            break;
        case TokenKind::End: break;
        }
        current.tokens.push_back(std::move(q));
    }
    return out;
}

std::vector<QueryStatementTokens> lexPostgreSqlQueries(QStringView text, Diagnostics &diagnostics)
{
    std::vector<QueryStatementTokens> out;
    pg::LexResult lexed;
    pg::StatementLexer lexer(text, lexed, diagnostics);
    qsizetype gapBegin = 0;
    while (!lexer.atEnd()) {
        lexed.tokens.clear();
        lexer.lexStatement();
        QueryStatementTokens current;
        current.gapBegin = gapBegin;
        int endLine = 1, endColumn = 1;
        qsizetype endOffset = text.size();
        for (const Token &t : lexed.tokens) {
            const QStringView view = text.mid(t.offset, t.length);
            if (t.kind == TokenKind::Punct && view == u";") {
                endOffset = t.offset;
                endLine = t.line;
                endColumn = t.column;
                gapBegin = t.end();
                break;
            }
            QueryToken q;
            q.offset = t.offset;
            q.length = t.length;
            q.line = t.line;
            q.column = t.column;
            endLine = t.line;
            endColumn = t.column + t.length;
            switch (t.kind) {
            case TokenKind::Identifier: q.kind = QueryToken::Kind::Word; q.text = pg::identifierName(text, t); break;
            case TokenKind::QuotedIdentifier: q.kind = QueryToken::Kind::QuotedWord; q.text = pg::identifierName(text, t); break;
            case TokenKind::String: q.kind = QueryToken::Kind::String; q.text = view.toString(); break;
            case TokenKind::Integer:
            case TokenKind::Float: q.kind = QueryToken::Kind::Number; q.text = view.toString(); break;
            case TokenKind::Parameter: q.kind = QueryToken::Kind::Parameter; q.text = view.toString(); break;
            case TokenKind::Punct: q.kind = QueryToken::Kind::Symbol; q.text = view.toString(); break;
            case TokenKind::Bytes:   // GoogleSQL only
            case TokenKind::Invalid: // the PostgreSQL lexer reports and drops what it cannot lex
            case TokenKind::End: continue;
            }
            current.tokens.push_back(std::move(q));
        }
        finish(out, current, endOffset, endLine, endColumn);
    }
    return out;
}

} // namespace

std::vector<QueryStatementTokens> lexQueryStatements(QStringView text, Dialect dialect, Diagnostics &diagnostics)
{
    return dialect == Dialect::GoogleSql ? lexGoogleSqlQueries(text, diagnostics) : lexPostgreSqlQueries(text, diagnostics);
}

} // namespace ssd::queries
