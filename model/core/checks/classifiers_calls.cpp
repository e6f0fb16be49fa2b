// The checklist's classifiers of the calls in a DEFAULT or generated expression (classifiers.h):
// hash, UUID, sequence and time functions, as the dialect's lexer reads the expression.

#include "classifiers.h"

#include "lexing/lexedtext.h"

namespace ssd::checks {

namespace {

bool isIdentChar(QChar c) { return c.isLetterOrNumber() || c == u'_'; }

// The function names that look called in `expr`: for each '(' the identifier right before it
// (spaces allowed in between). One pass over the expression whatever the number of names asked
// for, and expressions without '(' cost one character search. The text alone: a '(' inside a
// string literal or a comment counts too, so containsCall has the lexer confirm a hit.
template<typename F>
bool anyCallLike(QStringView expr, F &&matches)
{
    const char16_t *begin = expr.utf16();
    for (qsizetype open = expr.indexOf(u'('); open >= 0; open = expr.indexOf(u'(', open + 1)) {
        qsizetype end = open;
        while (end > 0 && expr[end - 1].isSpace())
            --end;
        qsizetype start = end;
        while (start > 0 && isIdentChar(expr[start - 1]))
            --start;
        if (start < end && matches(QStringView(begin + start, end - start)))
            return true;
    }
    return false;
}

// Whether `expr` may hold a string literal or a comment of either dialect: without one, its words
// and parentheses are the lexer's tokens as written.
bool mayHoldLiteralOrComment(QStringView expr)
{
    for (const QChar c : expr)
        if (c == u'\'' || c == u'"' || c == u'`' || c == u'$' || c == u'#')
            return true;
    return expr.contains(u"--") || expr.contains(u"/*");
}

// A call of one of `functions` (a whole word, case-insensitive, followed by '('), as the dialect's
// lexer reads `expr`: a name in a string literal or a comment calls nothing. The lexer runs only
// where the character search's candidate could be inside one (lexing every DEFAULT cost `lint`
// 1% more instructions on 1,000 tables).
bool containsCall(QStringView expr, Dialect dialect, std::initializer_list<QLatin1StringView> functions)
{
    auto isFunction = [&](QStringView name) {
        for (const QLatin1StringView f : functions)
            if (name.size() == f.size() && name.compare(f, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    };
    if (!anyCallLike(expr, isFunction))
        return false;
    if (!mayHoldLiteralOrComment(expr))
        return true;
    const LexedText lexed = lexText(expr, dialect);
    for (size_t i = 0; i + 1 < lexed.tokens.size(); ++i) {
        const Token &name = lexed.tokens[i];
        if (name.kind == TokenKind::Identifier && isPunct(expr, lexed.tokens[i + 1], u'(')
            && isFunction(expr.mid(name.offset, name.length)))
            return true;
    }
    return false;
}

} // namespace

bool isHashExpression(QStringView expr, Dialect dialect)
{
    return containsCall(expr, dialect, {QLatin1StringView("FARM_FINGERPRINT"), QLatin1StringView("SHA1"),
                               QLatin1StringView("SHA256"), QLatin1StringView("SHA512"), QLatin1StringView("MD5"),
                               QLatin1StringView("FINGERPRINT"), QLatin1StringView("HASH")});
}

bool hasUuidDefault(const Column &column, Dialect dialect)
{
    return column.defaultExpr
        && containsCall(*column.defaultExpr, dialect, {QLatin1StringView("NEW_UUID"), QLatin1StringView("GENERATE_UUID"),
                                              QLatin1StringView("gen_random_uuid")});
}

bool hasSequenceDefault(const Column &column, Dialect dialect)
{
    return column.defaultExpr
        && containsCall(*column.defaultExpr, dialect, {QLatin1StringView("GET_NEXT_SEQUENCE_VALUE"), QLatin1StringView("nextval")});
}

bool hasDistributingGenerator(const Column &column, Dialect dialect)
{
    if (column.isIdentity() || hasUuidDefault(column, dialect) || hasSequenceDefault(column, dialect))
        return true;
    return column.generatedExpr && isHashExpression(*column.generatedExpr, dialect);
}

bool hasTimeDefault(const Column &column, Dialect dialect)
{
    return column.defaultExpr
        && containsCall(*column.defaultExpr, dialect, {QLatin1StringView("CURRENT_TIMESTAMP"), QLatin1StringView("CURRENT_DATE"),
                                                       QLatin1StringView("NOW")});
}

} // namespace ssd::checks
