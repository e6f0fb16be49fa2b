#include "googlesqlparser.h"

#include "apply/applier.h"
#include "googlesqllexer.h"
#include "googlesqlstatementparser.h"

namespace ssd {

using namespace gsql;

namespace {

bool isSemicolon(QStringView text, const Token &t)
{
    return t.kind == TokenKind::Punct && t.length == 1 && text[t.offset] == u';';
}

void addRules(QStringList &to, const SuppressionComment &comment)
{
    addRulesOnce(to, comment.rules);
}

bool startsWith(QStringView text, const Token *begin, const Token *end, std::initializer_list<const char *> words)
{
    for (const char *word : words) {
        if (begin == end || begin->kind != TokenKind::Identifier || !equalsKeyword(text.mid(begin->offset, begin->length), word))
            return false;
        ++begin;
    }
    return true;
}

// DROP TABLE and DROP INDEX leave a placeholder where the object was (validation/drops.h).
bool dropsTableOrIndex(QStringView text, const Token *begin, const Token *end)
{
    return (startsWith(text, begin, end, {"DROP", "TABLE"}) && !startsWith(text, begin, end, {"DROP", "TABLE", "FUNCTION"}))
        || startsWith(text, begin, end, {"DROP", "INDEX"}) || startsWith(text, begin, end, {"DROP", "SEARCH", "INDEX"})
        || startsWith(text, begin, end, {"DROP", "VECTOR", "INDEX"});
}

// Statements after which the name index (validation/schemanames.h) stays valid: the applier's ALTER TABLE keeps it
// up to date itself, and the others neither rename anything nor move tables or sequences (names they drop
// may stay in the index, whose hits are confirmed; DROP TABLE and DROP INDEX leave placeholders,
// and their compaction notes the positions it moves). Everything else (RENAME TABLE, DROP SEQUENCE, ...) rebuilds it on the next lookup.
bool keepsNameIndex(QStringView text, const Token *begin, const Token *end)
{
    if (dropsTableOrIndex(text, begin, end))
        return true;
    return startsWith(text, begin, end, {"ALTER", "TABLE"}) || startsWith(text, begin, end, {"ALTER", "INDEX"})
        || startsWith(text, begin, end, {"ALTER", "SEQUENCE"}) || startsWith(text, begin, end, {"ALTER", "DATABASE"})
        || startsWith(text, begin, end, {"ALTER", "CHANGE"}) || startsWith(text, begin, end, {"DROP", "VIEW"})
        || startsWith(text, begin, end, {"DROP", "CHANGE"});
}

} // namespace

// Statements are the token runs between ';' tokens: because ';' inside strings, comments and
// quoted identifiers never becomes a token, splitting tokens is splitting statements. The lexer
// is pulled one statement at a time, so only that statement's tokens are ever held.
//
// Directive comments belong to the statement they are inside, else to the statement that follows
// them, except a comment on the same line right after a statement's ';', which annotates that
// statement. Lexical errors are reported as they are met; the statements' own diagnostics are
// appended after them (the order of a lex of the whole text followed by the parse).
void applyGoogleSql(Schema &schema, QStringView text, Diagnostics &diagnostics)
{
    GoogleSqlLexer lexer(text, diagnostics);
    const std::vector<SuppressionComment> &comments = lexer.suppressions();
    size_t nextComment = 0;        // the first comment not yet given to a statement
    Diagnostics statementDiagnostics;
    apply::Applier applier(schema, statementDiagnostics, Dialect::GoogleSql);
    validation::SchemaNames &names = applier.names();
    std::vector<Token> tokens;     // the current statement
    tokens.reserve(256);
    QStringList leadingRules;      // rules of the comments before the current statement's first token
    CommentAttacher attacher(text, schema, lexer.comments());

    Token token = lexer.next();
    for (;;) {
        while (isSemicolon(text, token))
            token = lexer.next(); // empty statements
        if (token.kind == TokenKind::End)
            break;
        // Comments before the statement's first token.
        for (; nextComment < comments.size() && comments[nextComment].offset < token.offset; ++nextComment)
            addRules(leadingRules, comments[nextComment]);

        tokens.clear();
        tokens.push_back(token);
        bool lexicallyBroken = token.kind == TokenKind::Invalid;
        for (;;) {
            Token &next = tokens.emplace_back();
            lexer.next(next); // straight into the statement's vector
            if (next.kind == TokenKind::End || isSemicolon(text, next))
                break;
            lexicallyBroken = lexicallyBroken || next.kind == TokenKind::Invalid;
        }
        const Token terminator = tokens.back(); // ';' or End
        tokens.pop_back();
        token = terminator;
        QStringList suppressed = std::move(leadingRules);
        leadingRules.clear();
        std::vector<SuppressionComment> inside; // directive comments inside the statement
        for (; nextComment < comments.size() && comments[nextComment].offset < terminator.offset; ++nextComment) {
            addRules(suppressed, comments[nextComment]);
            inside.push_back(comments[nextComment]);
        }
        if (terminator.kind != TokenKind::End) {
            // Look ahead to the next statement's first token: comments on the line of this ';'
            // before it annotate this statement, the others the next one.
            token = lexer.next();
            while (isSemicolon(text, token))
                token = lexer.next();
            for (; nextComment < comments.size() && comments[nextComment].offset < token.offset; ++nextComment) {
                if (comments[nextComment].line == terminator.line) {
                    addRules(suppressed, comments[nextComment]);
                    inside.push_back(comments[nextComment]);
                } else {
                    addRules(leadingRules, comments[nextComment]);
                }
            }
        }
        const Token *begin = tokens.data();
        const Token *end = begin + tokens.size();
        // Dropped placeholders are erased, when they are many, before anything else sees the
        // schema, the comment attacher included.
        names.compactDrops();
        attacher.beforeStatement(qint32(tokens.front().offset), tokens.front().line, qint32(terminator.offset),
                                 terminator.line);
        if (lexicallyBroken) {
            attacher.afterStatement();
            continue; // the lexer already reported it; a half-lexed statement must not be applied
        }

        // The statement's own End token sits where its ';' (or the text) ends, so that "found end
        // of statement" errors point there.
        Token endToken = terminator;
        endToken.kind = TokenKind::End;
        // The parser reads no names (it only interns strings): the applier begins the statement
        // in the name index (Applier::apply). The statement is a value that keeps nothing of the
        // parser (tests/core_googlesql/tst_statementvalue.cpp).
        StatementParser parser(text, begin, end, endToken, statementDiagnostics, std::move(suppressed), &inside, names);
        if (std::optional<ddl::Statement> statement = parser.run()) {
            [[maybe_unused]] const bool applied = applier.apply(*statement, parser.statementPos());
            Q_ASSERT(applied); // the applier owns every kind
        }
        attacher.afterStatement();
        // CREATE only appends (or replaces a view/model/graph body under the same name), which the
        // name index follows by itself; the other statements it does not follow rebuild it.
        if (!startsWith(text, begin, end, {"CREATE"}) && !keepsNameIndex(text, begin, end))
            names.invalidate();
        if (terminator.kind == TokenKind::End)
            break;
    }
    names.eraseDrops();
    attacher.finish();
    diagnostics.insert(diagnostics.end(), std::make_move_iterator(statementDiagnostics.begin()),
                       std::make_move_iterator(statementDiagnostics.end()));
}

} // namespace ssd
