#include "pgexpression.h"

#include "identity.h"
#include "writer/expressiontokens.h"

#include <QSet>

#include <vector>

namespace ssd::migration {

namespace {

using expr::Token;

struct Node
{
    enum class Kind { Number, String, Name, Call, Binary, Unary, Cast, Bool, Not, Is, AnyAll, Case, Array, Subscript };
    Kind kind = Kind::Name;
    QString text; // the number, string value, name, operator, type or test
    std::vector<Node> kids;
    bool caseHasArgument = false, caseHasElse = false;
};

bool isOperatorChar(QChar c) { return QStringView(u"+-*/<>=~!@#%^&|`?").contains(c); }

// The tokens without spaces. PostgreSQL's lexer has joined operator characters into operators
// already (`<>`, `>=`, `||`, `~~`, and `>-1` is `>` then `-1`).
std::vector<Token> operatorTokens(const QString &text)
{
    std::vector<Token> out = expr::tokenize(text, Dialect::PostgreSql);
    std::erase_if(out, [](const Token &t) { return t.kind == Token::Kind::Space; });
    return out;
}

QString canonicalType(QString type)
{
    if (type.startsWith(QLatin1StringView("pg_catalog.")))
        type = type.mid(11);
    static const QHash<QString, QString> synonyms{
        {QStringLiteral("int8"), QStringLiteral("bigint")}, {QStringLiteral("int"), QStringLiteral("bigint")},
        {QStringLiteral("integer"), QStringLiteral("bigint")}, {QStringLiteral("int4"), QStringLiteral("bigint")},
        {QStringLiteral("float8"), QStringLiteral("double precision")}, {QStringLiteral("float"), QStringLiteral("double precision")},
        {QStringLiteral("float4"), QStringLiteral("real")}, {QStringLiteral("decimal"), QStringLiteral("numeric")},
        {QStringLiteral("varchar"), QStringLiteral("text")}, {QStringLiteral("character varying"), QStringLiteral("text")},
        {QStringLiteral("bool"), QStringLiteral("boolean")}, {QStringLiteral("timestamp with time zone"), QStringLiteral("timestamptz")},
    };
    return synonyms.value(type, type);
}

bool isIntegerType(const QString &t) { return t == u"bigint"; }
bool isWideningType(const QString &t) { return t == u"numeric" || t == u"double precision" || t == u"real"; }
bool isTextType(const QString &t) { return t == u"text"; }

bool isIntegerText(const QString &s)
{
    bool ok = false;
    s.toLongLong(&ok);
    return ok;
}

bool isNumberText(const QString &s)
{
    bool ok = false;
    s.toDouble(&ok);
    return ok && !s.trimmed().isEmpty() && s.trimmed() == s;
}

Node make(Node::Kind kind, QString text, std::vector<Node> kids = {})
{
    Node n;
    n.kind = kind;
    n.text = std::move(text);
    n.kids = std::move(kids);
    return n;
}

bool isDecimalLiteral(const Node &n) { return n.kind == Node::Kind::Number && !isIntegerText(n.text); }

class Parser
{
public:
    explicit Parser(const QString &text) : m_tokens(operatorTokens(text)) {}

    std::optional<Node> parseAll()
    {
        Node n = parseOr();
        if (!m_ok || m_pos != m_tokens.size())
            return std::nullopt;
        return n;
    }

private:
    const Token *peek(size_t ahead = 0) const { return m_pos + ahead < m_tokens.size() ? &m_tokens[m_pos + ahead] : nullptr; }
    bool isWord(const char *word, size_t ahead = 0) const
    {
        const Token *t = peek(ahead);
        return t && t->kind == Token::Kind::Word && t->text.compare(QLatin1StringView(word), Qt::CaseInsensitive) == 0;
    }
    bool isPunct(QStringView p, size_t ahead = 0) const
    {
        const Token *t = peek(ahead);
        return t && t->kind == Token::Kind::Punct && t->text == p;
    }
    bool acceptWord(const char *word) { return isWord(word) ? (++m_pos, true) : false; }
    bool acceptPunct(QStringView p) { return isPunct(p) ? (++m_pos, true) : false; }
    void expectPunct(QStringView p) { if (!acceptPunct(p)) m_ok = false; }
    Node fail() { m_ok = false; return {}; }

    Node parseBool(const char *word, Node (Parser::*next)())
    {
        Node first = (this->*next)();
        if (!isWord(word))
            return first;
        Node chain = make(Node::Kind::Bool, QString::fromLatin1(word));
        chain.kids.push_back(std::move(first));
        while (m_ok && acceptWord(word))
            chain.kids.push_back((this->*next)());
        return chain;
    }
    Node parseOr() { return parseBool("OR", &Parser::parseAnd); }
    Node parseAnd() { return parseBool("AND", &Parser::parseNot); }
    Node parseNot()
    {
        if (acceptWord("NOT"))
            return make(Node::Kind::Not, {}, {parseNot()});
        return parseIs();
    }
    Node parseIs()
    {
        Node n = parseComparison();
        while (m_ok) {
            if (acceptWord("ISNULL")) { n = make(Node::Kind::Is, QStringLiteral("IS NULL"), {std::move(n)}); continue; }
            if (acceptWord("NOTNULL")) { n = make(Node::Kind::Is, QStringLiteral("IS NOT NULL"), {std::move(n)}); continue; }
            if (!acceptWord("IS"))
                break;
            const bool negated = acceptWord("NOT");
            const QString prefix = negated ? QStringLiteral("IS NOT ") : QStringLiteral("IS ");
            if (acceptWord("DISTINCT")) {
                if (!acceptWord("FROM"))
                    return fail();
                n = make(Node::Kind::Binary, prefix + QStringLiteral("DISTINCT FROM"), {std::move(n), parseComparison()});
                continue;
            }
            bool known = false;
            for (const char *test : {"NULL", "TRUE", "FALSE", "UNKNOWN"}) {
                if (acceptWord(test)) {
                    n = make(Node::Kind::Is, prefix + QString::fromLatin1(test), {std::move(n)});
                    known = true;
                    break;
                }
            }
            if (!known)
                return fail();
        }
        return n;
    }
    Node parseComparison()
    {
        Node left = parseLike();
        static const QSet<QString> comparisons{QStringLiteral("<"), QStringLiteral(">"), QStringLiteral("="),
                                               QStringLiteral("<="), QStringLiteral(">="), QStringLiteral("<>"), QStringLiteral("!=")};
        const Token *t = peek();
        if (!m_ok || !t || t->kind != Token::Kind::Punct || !comparisons.contains(t->text))
            return left;
        ++m_pos;
        const QString op = t->text == u"!=" ? QStringLiteral("<>") : t->text;
        for (const char *quantifier : {"ANY", "SOME", "ALL"}) {
            if (isWord(quantifier) && isPunct(u"(", 1)) {
                m_pos += 2;
                Node list = parseOr();
                expectPunct(u")");
                const QString q = QString::fromLatin1(quantifier) == u"SOME" ? QStringLiteral("ANY") : QString::fromLatin1(quantifier);
                return make(Node::Kind::AnyAll, op + u' ' + q, {std::move(left), std::move(list)});
            }
        }
        return make(Node::Kind::Binary, op, {std::move(left), parseLike()});
    }
    Node parseLike()
    {
        Node n = parseOther();
        while (m_ok) {
            const size_t start = m_pos;
            const bool negated = acceptWord("NOT");
            if (acceptWord("LIKE") || acceptWord("ILIKE")) {
                const bool ilike = m_tokens[m_pos - 1].text.compare(QLatin1StringView("ILIKE"), Qt::CaseInsensitive) == 0;
                n = make(Node::Kind::Binary, ilike ? QStringLiteral("~~*") : QStringLiteral("~~"), {std::move(n), parseOther()});
            } else if (acceptWord("BETWEEN")) {
                Node low = parseOther();
                if (!acceptWord("AND"))
                    return fail();
                Node high = parseOther();
                // What Spanner stores: the two comparisons (NOT BETWEEN: either one failing).
                Node copy = n;
                n = negated ? make(Node::Kind::Bool, QStringLiteral("OR"), {make(Node::Kind::Binary, QStringLiteral("<"), {std::move(copy), std::move(low)}),
                                                                             make(Node::Kind::Binary, QStringLiteral(">"), {n, std::move(high)})})
                            : make(Node::Kind::Bool, QStringLiteral("AND"), {make(Node::Kind::Binary, QStringLiteral(">="), {std::move(copy), std::move(low)}),
                                                                              make(Node::Kind::Binary, QStringLiteral("<="), {n, std::move(high)})});
                continue;
            } else if (acceptWord("IN")) {
                expectPunct(u"(");
                Node list = make(Node::Kind::Array, {});
                do
                    list.kids.push_back(parseOr());
                while (m_ok && acceptPunct(u","));
                expectPunct(u")");
                // NOT IN is `<> ALL`, not NOT over `= ANY`: that is how Spanner prints it.
                n = make(Node::Kind::AnyAll, negated ? QStringLiteral("<> ALL") : QStringLiteral("= ANY"), {std::move(n), std::move(list)});
                continue;
            } else {
                m_pos = start;
                break;
            }
            if (negated)
                n = make(Node::Kind::Not, {}, {std::move(n)});
        }
        return n;
    }
    bool atOtherOperator() const
    {
        static const QSet<QString> ranked{QStringLiteral("+"), QStringLiteral("-"), QStringLiteral("*"), QStringLiteral("/"),
                                          QStringLiteral("%"), QStringLiteral("^"), QStringLiteral("<"), QStringLiteral(">"),
                                          QStringLiteral("="), QStringLiteral("<="), QStringLiteral(">="), QStringLiteral("<>"),
                                          QStringLiteral("!="), QStringLiteral("=>")};
        const Token *t = peek();
        return t && t->kind == Token::Kind::Punct && !t->text.isEmpty() && isOperatorChar(t->text[0]) && !ranked.contains(t->text);
    }
    Node parseOther()
    {
        Node n = parseBinary(0);
        while (m_ok && atOtherOperator()) {
            const QString op = m_tokens[m_pos++].text;
            n = make(Node::Kind::Binary, op, {std::move(n), parseBinary(0)});
        }
        return n;
    }
    // + - (level 0), * / % (level 1), ^ (level 2): left-associative.
    Node parseBinary(int level)
    {
        static const QStringList levels[] = {{QStringLiteral("+"), QStringLiteral("-")},
                                             {QStringLiteral("*"), QStringLiteral("/"), QStringLiteral("%")},
                                             {QStringLiteral("^")}};
        if (level == 3)
            return parseUnary();
        Node n = parseBinary(level + 1);
        while (m_ok && peek() && peek()->kind == Token::Kind::Punct && levels[level].contains(peek()->text)) {
            const QString op = m_tokens[m_pos++].text;
            n = make(Node::Kind::Binary, op, {std::move(n), parseBinary(level + 1)});
        }
        return n;
    }
    Node parseUnary()
    {
        if (isPunct(u"-") || isPunct(u"+")) {
            const QString op = m_tokens[m_pos++].text;
            return make(Node::Kind::Unary, op, {parseUnary()});
        }
        Node n = parsePrimary();
        while (m_ok) {
            if (acceptPunct(u"::")) {
                n = make(Node::Kind::Cast, parseType(), {std::move(n)});
            } else if (acceptPunct(u"[")) {
                Node index = parseOr();
                expectPunct(u"]");
                n = make(Node::Kind::Subscript, {}, {std::move(n), std::move(index)});
            } else {
                break;
            }
        }
        return n;
    }
    QString parseType()
    {
        const Token *t = peek();
        if (!t || t->kind != Token::Kind::Word) {
            m_ok = false;
            return {};
        }
        ++m_pos;
        QString type = t->text.toLower();
        if (type == u"double" && acceptWord("precision"))
            type = QStringLiteral("double precision");
        else if (type == u"character" && acceptWord("varying"))
            type = QStringLiteral("character varying");
        else if (type == u"timestamp" && isWord("with") && isWord("time", 1) && isWord("zone", 2))
            m_pos += 3, type = QStringLiteral("timestamptz");
        type = canonicalType(type);
        if (acceptPunct(u"(")) {
            type += u'(';
            while (m_ok && peek() && !isPunct(u")"))
                type += m_tokens[m_pos++].text;
            expectPunct(u")");
            type += u')';
        }
        while (acceptPunct(u"[")) {
            expectPunct(u"]");
            type += QStringLiteral("[]");
        }
        return type;
    }
    Node parseCase()
    {
        Node n = make(Node::Kind::Case, {});
        if (!isWord("WHEN")) {
            n.caseHasArgument = true;
            n.kids.push_back(parseOr());
        }
        while (m_ok && acceptWord("WHEN")) {
            n.kids.push_back(parseOr());
            if (!acceptWord("THEN"))
                return fail();
            n.kids.push_back(parseOr());
        }
        if (acceptWord("ELSE")) {
            n.caseHasElse = true;
            n.kids.push_back(parseOr());
        }
        if (!acceptWord("END"))
            return fail();
        return n;
    }
    Node parsePrimary()
    {
        const Token *t = peek();
        if (!t)
            return fail();
        ++m_pos;
        switch (t->kind) {
        case Token::Kind::Number:
            return make(Node::Kind::Number, t->text);
        case Token::Kind::String:
            return make(Node::Kind::String, t->value);
        case Token::Kind::QuotedName:
            return make(Node::Kind::Name, identityKey(t->value, Dialect::PostgreSql));
        case Token::Kind::Punct:
            if (t->text == u"(") {
                Node inner = parseOr();
                expectPunct(u")");
                return inner;
            }
            return fail();
        default:
            break;
        }
        const QString word = t->text.toCaseFolded();
        static const QSet<QString> reserved{QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("not"),
                                            QStringLiteral("then"), QStringLiteral("else"), QStringLiteral("end"),
                                            QStringLiteral("when"), QStringLiteral("as"), QStringLiteral("from"),
                                            QStringLiteral("is"), QStringLiteral("in"), QStringLiteral("like"),
                                            QStringLiteral("between"), QStringLiteral("select"), QStringLiteral("distinct"),
                                            QStringLiteral("interval"), QStringLiteral("extract"), QStringLiteral("at")};
        if (reserved.contains(word))
            return fail();
        if (word == u"case")
            return parseCase();
        if (word == u"cast") {
            expectPunct(u"(");
            Node inner = parseOr();
            if (!acceptWord("AS"))
                return fail();
            Node cast = make(Node::Kind::Cast, parseType(), {std::move(inner)});
            expectPunct(u")");
            return cast;
        }
        if (word == u"array" && acceptPunct(u"[")) {
            Node list = make(Node::Kind::Array, {});
            if (!isPunct(u"]")) {
                do
                    list.kids.push_back(parseOr());
                while (m_ok && acceptPunct(u","));
            }
            expectPunct(u"]");
            return list;
        }
        // A typed literal: DATE '2020-01-01', TIMESTAMPTZ '...', NUMERIC '1.5'.
        if (peek() && peek()->kind == Token::Kind::String) {
            static const QSet<QString> literalTypes{QStringLiteral("date"), QStringLiteral("timestamptz"), QStringLiteral("numeric"),
                                                    QStringLiteral("text"), QStringLiteral("varchar"), QStringLiteral("bool"),
                                                    QStringLiteral("boolean"), QStringLiteral("bigint"), QStringLiteral("int8"),
                                                    QStringLiteral("bytea"), QStringLiteral("jsonb"), QStringLiteral("float8")};
            if (!literalTypes.contains(word))
                return fail();
            return make(Node::Kind::Cast, canonicalType(word), {make(Node::Kind::String, m_tokens[m_pos++].value)});
        }
        if (acceptPunct(u"(")) {
            Node call = make(Node::Kind::Call, word);
            if (!acceptPunct(u")")) {
                do
                    call.kids.push_back(parseOr());
                while (m_ok && acceptPunct(u","));
                expectPunct(u")");
            }
            // A type's name called on one value is a cast: TEXT(x) is x::text.
            static const QSet<QString> castFunctions{QStringLiteral("text"), QStringLiteral("varchar"), QStringLiteral("bigint"),
                                                     QStringLiteral("int8"), QStringLiteral("numeric"), QStringLiteral("float8"),
                                                     QStringLiteral("bool"), QStringLiteral("boolean"), QStringLiteral("date"),
                                                     QStringLiteral("timestamptz"), QStringLiteral("bytea")};
            if (call.kids.size() == 1 && castFunctions.contains(word))
                return make(Node::Kind::Cast, canonicalType(word), std::move(call.kids));
            return call;
        }
        return make(Node::Kind::Name, word);
    }

    std::vector<Token> m_tokens;
    size_t m_pos = 0;
    bool m_ok = true;
};

// Folds the spellings of one meaning (see the header); `inDivision`: the node is an operand of
// `/` or `%` whose other operand is not a decimal literal.
Node simplify(Node n, bool inDivision)
{
    if (n.kind == Node::Kind::Binary && (n.text == u"/" || n.text == u"%")) {
        const Node original = n;
        for (Node &kid : n.kids)
            kid = simplify(std::move(kid), true);
        for (int side = 0; side < 2; ++side)
            if (isDecimalLiteral(n.kids[size_t(1 - side)]))
                n.kids[size_t(side)] = simplify(original.kids[size_t(side)], false);
        return n;
    }
    for (Node &kid : n.kids)
        kid = simplify(std::move(kid), false);

    switch (n.kind) {
    case Node::Kind::Cast: {
        Node &inner = n.kids.front();
        const QString &type = n.text;
        if (inner.kind == Node::Kind::String) {
            if ((isIntegerType(type) && isIntegerText(inner.text)) || (isWideningType(type) && isNumberText(inner.text)))
                return make(Node::Kind::Number, inner.text);
            if (type == u"boolean") {
                // PostgreSQL's spellings of a boolean constant ('t', 'yes', 'on', '1'...).
                static const QSet<QString> truths{QStringLiteral("t"), QStringLiteral("true"), QStringLiteral("y"),
                                                  QStringLiteral("yes"), QStringLiteral("on"), QStringLiteral("1")};
                static const QSet<QString> falsehoods{QStringLiteral("f"), QStringLiteral("false"), QStringLiteral("n"),
                                                      QStringLiteral("no"), QStringLiteral("off"), QStringLiteral("0")};
                const QString value = inner.text.trimmed().toLower();
                if (truths.contains(value) || falsehoods.contains(value))
                    return make(Node::Kind::Name, truths.contains(value) ? QStringLiteral("true") : QStringLiteral("false"));
            }
            if (!isIntegerType(type) && !isWideningType(type))
                return inner; // 'x'::text, '2020-01-01'::date: the literal takes its context's type
            return n;
        }
        if (inner.kind == Node::Kind::Number) {
            if (isIntegerText(inner.text) ? isIntegerType(type) || (isWideningType(type) && !inDivision) : isWideningType(type))
                return inner;
            return n;
        }
        if (isTextType(type) && inner.kind == Node::Kind::Cast && isTextType(inner.text))
            return inner;
        if (isWideningType(type) && !inDivision)
            return inner;
        return n;
    }
    case Node::Kind::Unary:
        if (n.kids.front().kind == Node::Kind::Number) {
            const QString &number = n.kids.front().text;
            if (n.text == u"+")
                return n.kids.front();
            return make(Node::Kind::Number, number.startsWith(u'-') ? number.mid(1) : u'-' + number);
        }
        return n;
    case Node::Kind::Bool: {
        std::vector<Node> flat;
        for (Node &kid : n.kids) {
            if (kid.kind == Node::Kind::Bool && kid.text == n.text)
                for (Node &grandKid : kid.kids)
                    flat.push_back(std::move(grandKid));
            else
                flat.push_back(std::move(kid));
        }
        n.kids = std::move(flat);
        return n;
    }
    case Node::Kind::AnyAll:
        if (n.kids[1].kind == Node::Kind::Array && n.kids[1].kids.size() == 1)
            return make(Node::Kind::Binary, n.text.section(u' ', 0, 0), {std::move(n.kids[0]), std::move(n.kids[1].kids[0])});
        return n;
    default:
        return n;
    }
}

QString print(const Node &n)
{
    auto list = [](const std::vector<Node> &nodes, QStringView separator) {
        QStringList parts;
        for (const Node &kid : nodes)
            parts.push_back(print(kid));
        return parts.join(separator);
    };
    switch (n.kind) {
    case Node::Kind::Number: return n.text;
    case Node::Kind::String: return expr::postgreSqlString(n.text);
    case Node::Kind::Name: return n.text;
    case Node::Kind::Call: return n.text + u'(' + list(n.kids, u", ") + u')';
    case Node::Kind::Binary: return u'(' + print(n.kids[0]) + u' ' + n.text + u' ' + print(n.kids[1]) + u')';
    case Node::Kind::Unary: return u'(' + n.text + print(n.kids[0]) + u')';
    case Node::Kind::Cast: return u'(' + print(n.kids[0]) + QStringLiteral(")::") + n.text;
    case Node::Kind::Bool: return u'(' + list(n.kids, u' ' + n.text + u' ') + u')';
    case Node::Kind::Not: return QStringLiteral("(NOT ") + print(n.kids[0]) + u')';
    case Node::Kind::Is: return u'(' + print(n.kids[0]) + u' ' + n.text + u')';
    case Node::Kind::AnyAll: return u'(' + print(n.kids[0]) + u' ' + n.text + QStringLiteral(" (") + print(n.kids[1]) + QStringLiteral("))");
    case Node::Kind::Array: return QStringLiteral("ARRAY[") + list(n.kids, u", ") + u']';
    case Node::Kind::Subscript: return print(n.kids[0]) + u'[' + print(n.kids[1]) + u']';
    case Node::Kind::Case: {
        QString out = QStringLiteral("CASE");
        size_t i = 0;
        if (n.caseHasArgument)
            out += u' ' + print(n.kids[i++]);
        const size_t whenEnd = n.kids.size() - (n.caseHasElse ? 1 : 0);
        for (; i + 1 < whenEnd + 1 && i < whenEnd; i += 2)
            out += QStringLiteral(" WHEN ") + print(n.kids[i]) + QStringLiteral(" THEN ") + print(n.kids[i + 1]);
        if (n.caseHasElse)
            out += QStringLiteral(" ELSE ") + print(n.kids.back());
        return out + QStringLiteral(" END");
    }
    }
    return {};
}

} // namespace

std::optional<QString> canonicalPostgreSqlExpression(const QString &expression)
{
    std::optional<Node> tree = Parser(expression).parseAll();
    if (!tree)
        return std::nullopt;
    return print(simplify(std::move(*tree), false));
}

} // namespace ssd::migration
