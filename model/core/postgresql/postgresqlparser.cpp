#include "postgresqlparser.h"

#include "apply/applier.h"
#include "pglexer.h"
#include "pgparser.h"

namespace ssd {

namespace {

// "rule-a, rule-b trailing words" -> {"rule-a", "rule-b"}
QStringList directiveRules(QStringView text)
{
    QStringList parts;
    for (QStringView part : text.split(u',')) {
        part = part.trimmed();
        const qsizetype space = part.indexOf(u' ');
        if (space >= 0)
            part = part.left(space);
        if (!part.isEmpty())
            parts << part.toString();
    }
    QStringList rules;
    addRulesOnce(rules, parts);
    return rules;
}

} // namespace

void applyPostgreSql(Schema &schema, QStringView text, Diagnostics &diagnostics)
{
    // The lexer is pulled one statement at a time, so only that statement's tokens are held.
    // Lexical errors are reported as they are met; the statements' own diagnostics are appended
    // after them (the order of a lex of the whole text followed by the parse).
    pg::LexResult lexed;
    lexed.tokens.reserve(256);
    pg::StatementLexer lexer(text, lexed, diagnostics);
    const std::vector<Token> &tokens = lexed.tokens;
    Diagnostics statementDiagnostics;
    apply::Applier applier(schema, statementDiagnostics, Dialect::PostgreSql);
    StringPool identifiers;
    CommentAttacher attacher(text, schema, lexed.comments);

    // Statements are the token runs between ';' tokens (strings, quoted names and comments are
    // single tokens or gone, so their ';' never split). An error in one statement doesn't stop the
    // next one.
    qint32 regionStart = 0; // where the text belonging to this statement starts (after the last ';')
    size_t directive = 0;
    size_t lexError = 0;
    while (!lexer.atEnd()) {
        lexed.tokens.clear();
        lexer.lexStatement();
        const bool terminated = !tokens.empty() && tokens.back().kind == TokenKind::Punct
                                && tokens.back().length == 1 && text[tokens.back().offset] == u';';
        const size_t end = terminated ? tokens.size() - 1 : tokens.size();
        const qint32 regionEnd = terminated ? tokens[end].end() : qint32(text.size());

        SourcePos pos;
        while (directive < lexed.directives.size() && lexed.directives[directive].offset < regionEnd) {
            if (lexed.directives[directive].offset >= regionStart)
                addRulesOnce(pos.suppressedRules, directiveRules(lexed.directives[directive].rules));
            ++directive;
        }
        bool hasLexError = false;
        while (lexError < lexed.errorOffsets.size() && lexed.errorOffsets[lexError] < regionEnd) {
            hasLexError = hasLexError || lexed.errorOffsets[lexError] >= regionStart;
            ++lexError;
        }

        applier.compactDrops(); // before anything else sees the schema, the comment attacher included
        if (end > 0) {
            const Token &last = terminated ? tokens[end] : tokens[end - 1];
            attacher.beforeStatement(tokens[0].offset, tokens[0].line, terminated ? last.offset : qint32(text.size()), last.line);
        }
        if (end > 0 && !hasLexError) {
            pos.line = tokens[0].line;
            pos.column = tokens[0].column;
            pg::Parser parser(text, tokens.data(), tokens.data() + end, terminated ? &tokens[end] : nullptr,
                              statementDiagnostics, &identifiers);
            if (std::optional<pg::Statement> statement = parser.parse())
                applier.apply(*statement, pos);
        }
        if (end > 0)
            attacher.afterStatement();
        regionStart = regionEnd;
    }
    applier.eraseDrops();
    attacher.finish();
    diagnostics.insert(diagnostics.end(), std::make_move_iterator(statementDiagnostics.begin()),
                       std::make_move_iterator(statementDiagnostics.end()));
}

} // namespace ssd
