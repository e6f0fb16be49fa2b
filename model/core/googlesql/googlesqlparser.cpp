#include "googlesqlparser.h"

#include "googlesqllexer.h"
#include "googlesqlstatementparser.h"

namespace ssd {

using namespace gsql;

namespace {

struct StatementRange
{
    size_t begin = 0;  // first token
    size_t end = 0;    // the ';' token or the final End token
    QStringList suppressed;
    std::vector<SuppressionComment> comments; // directive comments inside the statement
};

// Splits the token stream at ';' tokens. Because ';' inside strings, comments and quoted
// identifiers never becomes a token, splitting tokens is splitting statements.
std::vector<StatementRange> splitStatements(QStringView text, const std::vector<Token> &tokens)
{
    std::vector<StatementRange> statements;
    size_t start = 0;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        const bool isEnd = t.kind == TokenKind::End;
        if (!isEnd && !(t.kind == TokenKind::Punct && t.length == 1 && text[t.offset] == u';'))
            continue;
        if (i > start)
            statements.push_back({start, i, {}, {}});
        start = i + 1;
        if (isEnd)
            break;
    }
    return statements;
}

// Attaches every directive comment to the statement it belongs to: the statement it is inside,
// else the statement that follows it, except a comment on the same line right after a statement's
// ';', which annotates that statement.
void attachSuppressions(std::vector<StatementRange> &statements, const std::vector<Token> &tokens,
                        const std::vector<SuppressionComment> &comments)
{
    size_t s = 0;
    for (const SuppressionComment &comment : comments) {
        while (s < statements.size() && tokens[statements[s].end].offset < comment.offset)
            ++s;
        StatementRange *owner = s < statements.size() ? &statements[s] : nullptr;
        if (s > 0) {
            const Token &previousEnd = tokens[statements[s - 1].end];
            const bool afterFirstToken = owner && tokens[owner->begin].offset < comment.offset;
            if (!afterFirstToken && previousEnd.line == comment.line)
                owner = &statements[s - 1];
        }
        if (!owner)
            continue;
        for (const QString &rule : comment.rules)
            if (!owner->suppressed.contains(rule))
                owner->suppressed.push_back(rule);
        if (tokens[owner->begin].offset < comment.offset)
            owner->comments.push_back(comment);
    }
}

} // namespace

void applyGoogleSql(Schema &schema, QStringView text, Diagnostics &diagnostics)
{
    const LexResult lexed = lexGoogleSql(text, diagnostics);
    std::vector<StatementRange> statements = splitStatements(text, lexed.tokens);
    attachSuppressions(statements, lexed.tokens, lexed.suppressions);

    SchemaNames names;
    for (const StatementRange &statement : statements) {
        const Token *begin = lexed.tokens.data() + statement.begin;
        const Token *end = lexed.tokens.data() + statement.end;
        bool lexicallyBroken = false;
        for (const Token *t = begin; t != end && !lexicallyBroken; ++t)
            lexicallyBroken = t->kind == TokenKind::Invalid;
        if (lexicallyBroken)
            continue; // the lexer already reported it; a half-lexed statement must not be applied

        // The statement's own End token sits where its ';' (or the text) ends, so that "found end
        // of statement" errors point there.
        Token endToken = *end;
        endToken.kind = TokenKind::End;
        StatementParser parser(text, begin, end, endToken, schema, diagnostics, statement.suppressed,
                               &statement.comments, &names);
        const SchemaNames::Counts before = SchemaNames::counts(schema);
        parser.run();
        // CREATE only appends (or replaces a view/model/graph body under the same name); anything
        // else may rename or remove, so the name index is rebuilt on its next use.
        if (begin->kind == TokenKind::Identifier && equalsKeyword(text.mid(begin->offset, begin->length), "CREATE"))
            names.noteCreated(schema, before);
        else
            names.invalidate();
    }
}

} // namespace ssd
