#include "postgresqlparser.h"

#include "pgapply.h"
#include "pglexer.h"
#include "pgparser.h"

namespace ssd {

namespace {

// "rule-a, rule-b trailing words" -> {"rule-a", "rule-b"}
QStringList directiveRules(QStringView text)
{
    QStringList rules;
    for (QStringView part : text.split(u',')) {
        part = part.trimmed();
        const qsizetype space = part.indexOf(u' ');
        if (space >= 0)
            part = part.left(space);
        if (!part.isEmpty() && !rules.contains(part.toString()))
            rules << part.toString();
    }
    return rules;
}

} // namespace

void applyPostgreSql(Schema &schema, QStringView text, Diagnostics &diagnostics)
{
    pg::LexResult lexed;
    lex(text, lexed, diagnostics);
    const std::vector<pg::Token> &tokens = lexed.tokens;
    pg::Applier applier(schema, diagnostics);

    // Statements are the token runs between ';' tokens (strings, quoted names and comments are
    // single tokens or gone, so their ';' never split). An error in one statement doesn't stop the
    // next one.
    size_t begin = 0;
    qint32 regionStart = 0; // where the text belonging to this statement starts (after the last ';')
    size_t directive = 0;
    size_t lexError = 0;
    while (begin < tokens.size()) {
        size_t end = begin;
        while (end < tokens.size() && !(tokens[end].kind == pg::TokenKind::Symbol && tokens[end].length == 1
                                         && text[tokens[end].offset] == u';'))
            ++end;
        const qint32 regionEnd = end < tokens.size() ? tokens[end].end() : qint32(text.size());

        SourcePos pos;
        while (directive < lexed.directives.size() && lexed.directives[directive].offset < regionEnd) {
            if (lexed.directives[directive].offset >= regionStart)
                for (const QString &rule : directiveRules(lexed.directives[directive].rules))
                    if (!pos.suppressedRules.contains(rule))
                        pos.suppressedRules << rule;
            ++directive;
        }
        bool hasLexError = false;
        while (lexError < lexed.errorOffsets.size() && lexed.errorOffsets[lexError] < regionEnd) {
            hasLexError = hasLexError || lexed.errorOffsets[lexError] >= regionStart;
            ++lexError;
        }

        if (end > begin && !hasLexError) {
            pos.line = tokens[begin].line;
            pos.column = tokens[begin].column;
            pg::Parser parser(text, tokens.data() + begin, tokens.data() + end, end < tokens.size() ? &tokens[end] : nullptr, diagnostics);
            if (std::optional<pg::Statement> statement = parser.parse())
                applier.apply(*statement, pos);
        }
        begin = end + 1;
        regionStart = regionEnd;
    }
}

} // namespace ssd
