#include "lexing/lexedtext.h"

#include "googlesql/googlesqllexer.h"
#include "postgresql/pglexer.h"

namespace ssd {

LexedText lexText(QStringView text, Dialect dialect)
{
    Diagnostics ignored;
    LexedText lexed;
    if (dialect == Dialect::GoogleSql) {
        gsql::GoogleSqlLexer lexer(text, ignored);
        for (Token t = lexer.next(); t.kind != TokenKind::End; t = lexer.next())
            lexed.tokens.push_back(t);
        lexed.comments = lexer.comments();
        return lexed;
    }
    pg::LexResult result;
    pg::StatementLexer lexer(text, result, ignored);
    while (!lexer.atEnd())
        lexer.lexStatement();
    lexed.tokens = std::move(result.tokens); // the PostgreSQL lexer hands out no End token
    lexed.comments = std::move(result.comments);
    return lexed;
}

} // namespace ssd
