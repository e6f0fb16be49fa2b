#include "normalise.h"

#include "identity.h"
#include "pgexpression.h"
#include "writer/expressiontokens.h"

namespace ssd::migration {

namespace {

// One token a string: words and names case-folded in GoogleSQL (identifiers, keywords and
// function names are case-insensitive there), strings by their decoded value.
QStringList normalisedTokens(const QString &text, Dialect dialect)
{
    QStringList out;
    for (const expr::Token &token : expr::tokenize(text, dialect)) {
        switch (token.kind) {
        case expr::Token::Kind::Space:
            break;
        case expr::Token::Kind::String:
            out.push_back((token.bytes ? QStringLiteral("b'") : QStringLiteral("'")) + token.value);
            break;
        case expr::Token::Kind::QuotedName:
            out.push_back(identityKey(token.value, dialect));
            break;
        case expr::Token::Kind::Word:
            // PostgreSQL keywords and unquoted names are case-insensitive as well.
            out.push_back(token.text.toCaseFolded());
            break;
        default:
            out.push_back(token.text);
            break;
        }
    }
    return out;
}

bool sameOptionalExpression(const HeapOptional<QString> &a, const HeapOptional<QString> &b, Dialect dialect)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a.has_value() || sameExpression(*a, *b, dialect);
}

} // namespace

bool sameExpression(const QString &a, const QString &b, Dialect dialect)
{
    if (a == b || normalisedTokens(a, dialect) == normalisedTokens(b, dialect))
        return true;
    // Spanner prints a PostgreSQL expression deparsed (pgexpression.h); compare meanings.
    if (dialect != Dialect::PostgreSql)
        return false;
    const std::optional<QString> canonicalA = canonicalPostgreSqlExpression(a);
    return canonicalA && canonicalA == canonicalPostgreSqlExpression(b);
}

bool sameColumn(const Column &a, const Column &b, Dialect dialect)
{
    return a.name == b.name && a.type == b.type && a.notNull == b.notNull && a.stored == b.stored
        && a.autoIncrement == b.autoIncrement && a.hidden == b.hidden && a.placementKey == b.placementKey
        && a.options == b.options && a.identity == b.identity
        && sameOptionalExpression(a.defaultExpr, b.defaultExpr, dialect)
        && sameOptionalExpression(a.onUpdateExpr, b.onUpdateExpr, dialect)
        && sameOptionalExpression(a.generatedExpr, b.generatedExpr, dialect);
}

bool sameForeignKey(const ForeignKey &a, const ForeignKey &b)
{
    ForeignKey copy = a;
    copy.id = b.id;
    copy.comment = b.comment; // a comment-only change needs no DDL
    return copy == b;
}

bool sameCheck(const CheckConstraint &a, const CheckConstraint &b, Dialect dialect)
{
    return a.name == b.name && sameExpression(a.expr, b.expr, dialect);
}

bool sameIndexButStoring(const Index &a, const Index &b)
{
    Index copy = a;
    copy.id = b.id;
    copy.comment = b.comment; // a comment-only change needs no DDL
    copy.storing = b.storing;
    return copy == b;
}

bool sameSequence(const Sequence &a, const Sequence &b)
{
    Sequence copy = a;
    copy.id = b.id;
    copy.comment = b.comment; // a comment-only change needs no DDL
    return copy == b;
}

bool sameView(const View &a, const View &b, Dialect dialect)
{
    return a.name == b.name && a.sqlSecurity == b.sqlSecurity && sameExpression(a.query, b.query, dialect);
}

Options optionChanges(const Options &from, const Options &to)
{
    Options changes;
    for (const Option &o : to) {
        const Option *old = findOption(from, o.name);
        if (!old || old->value != o.value)
            changes.push_back(o);
    }
    for (const Option &o : from)
        if (!findOption(to, o.name))
            changes.push_back({o.name, QStringLiteral("null")});
    return changes;
}

QSet<QString> mentionedNames(const QString &expression, Dialect dialect)
{
    QSet<QString> names;
    for (const expr::Token &token : expr::tokenize(expression, dialect)) {
        if (token.kind == expr::Token::Kind::QuotedName) {
            names.insert(identityKey(token.value, dialect));
        } else if (token.kind == expr::Token::Kind::Word) {
            names.insert(identityKey(token.text, dialect));
            for (QStringView part : QStringView(token.text).split(u'.'))
                names.insert(identityKey(part, dialect));
        }
    }
    return names;
}

} // namespace ssd::migration
