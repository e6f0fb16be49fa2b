#include "pgparser.h"

#include "lexing/keywords.h"

namespace ssd::pg {

Parser::Parser(QStringView text, const Token *begin, const Token *end, const Token *terminator, Diagnostics &diagnostics,
               StringPool *identifiers)
    : TokenCursor(text, begin, end, &m_endToken), m_diagnostics(diagnostics), m_identifiers(identifiers)
{
    // "End" sits where the ';' is (or right after the last token): errors about a missing part
    // point there.
    m_endToken.kind = TokenKind::End;
    m_endToken.line = 0; // an empty range at the end of the text has no position
    m_endToken.column = 0;
    if (terminator) {
        m_endToken.offset = terminator->offset;
        m_endToken.line = terminator->line;
        m_endToken.column = terminator->column;
    } else if (end != begin) {
        const Token &last = *(end - 1);
        m_endToken.offset = last.end();
        m_endToken.line = last.line;
        m_endToken.column = last.column + last.length;
        // A multi-line last token (string, comment) would give a wrong column; recompute.
        const QStringView lastText = text.mid(last.offset, last.length);
        const qsizetype nl = lastText.lastIndexOf(u'\n');
        if (nl >= 0) {
            m_endToken.line = last.line + int(lastText.count(u'\n'));
            m_endToken.column = int(lastText.size() - nl);
        }
    }
}

bool Parser::expectKeyword(const char *word)
{
    if (acceptKeyword(word))
        return true;
    fail(peek(), QString::fromLatin1(word).toUpper());
    return false;
}

bool Parser::expectPunct(const char *symbol)
{
    if (acceptPunct(symbol))
        return true;
    fail(peek(), QStringLiteral("'%1'").arg(QLatin1StringView(symbol)));
    return false;
}

void Parser::expectEnd()
{
    if (!atEnd())
        fail(peek(), tr("end of statement"));
}

QString Parser::describe(const Token &token) const
{
    if (token.kind == TokenKind::End)
        return tr("end of statement");
    QString text = textOf(token).toString();
    if (text.size() > 40)
        text = text.left(37) + QStringLiteral("...");
    switch (token.kind) {
    case TokenKind::String: return tr("string %1").arg(text);
    case TokenKind::Integer:
    case TokenKind::Float: return tr("number %1").arg(text);
    case TokenKind::QuotedIdentifier: return tr("quoted name %1").arg(text);
    case TokenKind::Identifier: return QStringLiteral("'%1'").arg(text);
    default: return QStringLiteral("'%1'").arg(text);
    }
}

void Parser::fail(const Token &at, const QString &expected)
{
    failMessage(at, tr("expected %1, found %2").arg(expected, describe(at)));
}

void Parser::failMessage(const Token &at, const QString &message)
{
    if (m_failed)
        return;
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, at.line, at.column, message});
    stop();
}

void Parser::unsupported(const Token &at, const QString &what)
{
    failMessage(at, tr("not supported by Spanner: %1").arg(what));
}

void Parser::semanticError(const Token &at, const QString &message)
{
    if (m_failed)
        return;
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, at.line, at.column, message});
    m_rejected = true;
}

bool Parser::isReserved(const Token &token) const
{
    return token.kind == TokenKind::Identifier && isPostgreSqlReservedKeyword(textOf(token));
}

NameRef Parser::parseName(const char *what)
{
    const Token &token = peek();
    if (token.kind == TokenKind::QuotedIdentifier || (token.kind == TokenKind::Identifier && !isReserved(token))) {
        next();
        NameRef ref{nameOf(token), token.line, token.column};
        if (token.length > kMaxIdentifierLength + (token.kind == TokenKind::QuotedIdentifier ? 2 : 0))
            m_diagnostics.push_back({Diagnostic::Severity::Warning, Diagnostic::Kind::Syntax, token.line, token.column,
                                     tr("identifier truncated to %1 characters: %2").arg(kMaxIdentifierLength).arg(ref.name)});
        return ref;
    }
    if (token.kind == TokenKind::Identifier)
        failMessage(token, tr("expected %1, found reserved keyword '%2' (double-quote it to use it as a name)")
                               .arg(tr(what), textOf(token)));
    else
        fail(token, tr(what));
    return {};
}

QString Parser::nameOf(const Token &identifier)
{
    // Unquoted ASCII names (nearly all) are folded on the stack and looked up in the pool; the
    // rest take identifierName's general path.
    const QStringView raw = textOf(identifier);
    if (!m_identifiers || identifier.kind != TokenKind::Identifier || raw.size() > kMaxIdentifierLength)
        return identifierName(m_text, identifier);
    char16_t folded[kMaxIdentifierLength];
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char16_t c = raw[i].unicode();
        if (c >= 128)
            return identifierName(m_text, identifier);
        folded[i] = (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
    }
    return m_identifiers->intern(QStringView(folded, raw.size()));
}

NameRef Parser::parseQualifiedName(const char *what)
{
    NameRef ref = parseName(what);
    if (peekPunct(".")) {
        const Token &dot = next();
        const NameRef second = parseName(what);
        if (peekPunct(".")) {
            unsupported(dot, tr("a catalog in the name"));
            return ref;
        }
        // "public" is the default schema: public.t is t.
        ref.name = ref.name == u"public" ? second.name : ref.name + u'.' + second.name;
    }
    return ref;
}

std::vector<NameRef> Parser::parseNameList(const char *what)
{
    std::vector<NameRef> names;
    if (!expectPunct("("))
        return names;
    do {
        names.push_back(parseName(what));
    } while (acceptPunct(","));
    expectPunct(")");
    return names;
}

std::optional<qint64> Parser::parseInteger(const char *what)
{
    const bool negative = peekPunct("-") && isNumber(peek(1).kind);
    if (negative)
        next();
    const Token &token = peek();
    if (!isNumber(token.kind)) {
        fail(token, tr(what));
        return std::nullopt;
    }
    next();
    bool ok = false;
    QStringView digits = textOf(token);
    QString withoutSeparators; // only numbers written with '_' (1_000) need a copy
    if (digits.contains(u'_')) {
        withoutSeparators = digits.toString().remove(u'_');
        digits = withoutSeparators;
    }
    const qint64 value = digits.startsWith(u"0x", Qt::CaseInsensitive) ? digits.mid(2).toLongLong(&ok, 16) : digits.toLongLong(&ok);
    if (!ok) {
        failMessage(token, tr("expected %1, found %2 (not a 64-bit integer)").arg(tr(what), describe(token)));
        return std::nullopt;
    }
    return negative ? -value : value;
}

QString Parser::textBetween(const Token *first, const Token *last) const
{
    QString out;
    if (first > last)
        return out;
    out.reserve(last->end() - first->offset);
    for (const Token *t = first; t <= last; ++t) {
        if (t != first && t->offset > (t - 1)->end())
            out += u' ';
        out += textOf(*t);
    }
    return out;
}

QString Parser::parseParenthesizedExpression(const char *what)
{
    if (!expectPunct("("))
        return {};
    const Token *first = m_cursor;
    int depth = 1;
    while (!atEnd()) {
        if (peekPunct("(") || peekPunct("[")) {
            if (++depth > kMaxBracketDepth)
                return tooDeep(peek()), QString();
        } else if (peekPunct(")") || peekPunct("]"))
            --depth;
        if (depth == 0)
            break;
        next();
    }
    if (atEnd()) {
        fail(peek(), tr("')' closing the %1").arg(tr(what)));
        return {};
    }
    const Token *last = m_cursor - 1;
    next(); // ')'
    if (last < first) {
        fail(*first, tr(what));
        return {};
    }
    for (const Token *t = first; t < last; ++t) {
        if (isKeyword(*t, "over") && isPunct(*(t + 1), "(")) {
            unsupported(*t, tr("a window function (OVER) in a %1").arg(tr(what)));
            return {};
        }
        // PostgreSQL functions Spanner lacks, as the emulator's conformance tests show ("Postgres
        // function cosh(double precision) is not supported"). Only confirmed cases are listed.
        if (isKeyword(*t, "cosh") && isPunct(*(t + 1), "(")) {
            failMessage(*t, tr("PostgreSQL function %1 is not supported by Spanner").arg(textOf(*t)));
            return {};
        }
    }
    return textBetween(first, last);
}

void Parser::tooDeep(const Token &at)
{
    failMessage(at, tr("brackets nested more than %1 deep in an expression; Spanner refuses such expressions").arg(kMaxBracketDepth));
}

std::vector<NameRef> Parser::bareNamesIn(const Token *first, const Token *last)
{
    std::vector<NameRef> names;
    bool inTypeName = false; // after "::": the type's words (double precision, character varying)
    for (const Token *t = first; t < last; ++t) {
        const bool word = t->kind == TokenKind::Identifier || t->kind == TokenKind::QuotedIdentifier;
        if (!word) {
            inTypeName = isPunct(*t, "::");
            continue;
        }
        const bool call = t + 1 < last && isPunct(*(t + 1), "(");
        const bool qualified = (t > first && isPunct(*(t - 1), ".")) || (t + 1 < last && isPunct(*(t + 1), "."));
        if (!inTypeName && !call && !qualified)
            names.push_back({nameOf(*t), t->line, t->column});
    }
    return names;
}

std::vector<NameRef> Parser::sequenceNamesIn(const Token *first, const Token *last)
{
    std::vector<NameRef> names;
    for (const Token *t = first; t + 3 < last; ++t) {
        if (!isKeyword(*t, "nextval") && !isKeyword(*t, "get_internal_sequence_state"))
            continue;
        if (!isPunct(t[1], "(") || t[2].kind != TokenKind::String || !isPunct(t[3], ")"))
            continue;
        // 'name' or 'schema.name', each part possibly "quoted" (case kept) or folded to lower case.
        QStringList parts = stringValue(m_text, t[2]).split(u'.');
        for (QString &part : parts)
            part = part.startsWith(u'"') && part.endsWith(u'"') && part.size() >= 2 ? part.mid(1, part.size() - 2) : part.toLower();
        names.push_back({parts.join(u'.'), t[2].line, t[2].column});
    }
    return names;
}

void Parser::checkBooleanLiteral(const Token &exprStart)
{
    // Called after a CHECK (...) was read: a lone number or string can never be a condition.
    if (m_failed || m_cursor - 2 < m_begin || &exprStart != m_cursor - 2)
        return;
    if (isNumber(exprStart.kind) || exprStart.kind == TokenKind::String)
        failMessage(exprStart, tr("expected a boolean check expression, found %1").arg(describe(exprStart)));
}

QString Parser::parseUnparenthesizedExpression(const char *what, bool stopAtConstraintWords)
{
    static const char *const stopWords[] = {
        "not", "null", "check", "default", "generated", "primary", "references", "constraint",
        "unique", "collate", "deferrable", "initially", "hidden",
    };
    const Token *first = m_cursor;
    int depth = 0;
    while (!atEnd()) {
        const Token &token = peek();
        if (token.kind == TokenKind::Punct) {
            if (isPunct(token, "(") || isPunct(token, "[")) {
                if (++depth > kMaxBracketDepth)
                    return tooDeep(token), QString();
            } else if (isPunct(token, ")") || isPunct(token, "]")) {
                if (depth == 0)
                    break;
                --depth;
            } else if (depth == 0 && isPunct(token, ","))
                break;
        } else if (depth == 0 && stopAtConstraintWords && m_cursor != first && token.kind == TokenKind::Identifier) {
            bool stop = false;
            for (const char *word : stopWords)
                stop = stop || isKeyword(token, word);
            // "x IS NOT NULL" and "NOT x" keep NOT/NULL inside the expression.
            if (stop && (isKeyword(token, "not") || isKeyword(token, "null"))) {
                const Token &previous = *(m_cursor - 1);
                if (isKeyword(previous, "is") || isKeyword(previous, "not") || isKeyword(previous, "and") || isKeyword(previous, "or"))
                    stop = false;
            }
            if (stop)
                break;
        }
        next();
    }
    if (m_failed)
        return {};
    if (m_cursor == first) {
        fail(peek(), tr(what));
        return {};
    }
    const Token *last = m_cursor - 1;
    // One redundant pair of parentheses around the whole expression is dropped: DEFAULT (1) and
    // DEFAULT 1 are the same default.
    if (isPunct(*first, "(") && isPunct(*last, ")") && last > first) {
        int d = 0;
        bool wraps = true;
        for (const Token *t = first; t <= last && wraps; ++t) {
            if (isPunct(*t, "(") || isPunct(*t, "["))
                ++d;
            else if (isPunct(*t, ")") || isPunct(*t, "]"))
                --d;
            if (d == 0 && t != last)
                wraps = false;
        }
        if (wraps && last - first > 1)
            return textBetween(first + 1, last - 1);
    }
    return textBetween(first, last);
}

QString Parser::parseOptionValue()
{
    // A literal: string, number (maybe signed), true/false/null, or a bare word.
    const Token &token = peek();
    if (token.kind == TokenKind::String || isNumber(token.kind)) {
        next();
        return textOf(token).toString();
    }
    if (peekPunct("-") && isNumber(peek(1).kind)) {
        next();
        const Token &number = next();
        return u'-' + textOf(number).toString();
    }
    if (token.kind == TokenKind::Identifier) {
        next();
        return textOf(token).toString().toLower();
    }
    fail(token, tr("an option value (string, number, true, false or null)"));
    return {};
}

Options Parser::parseWithOptions()
{
    Options options;
    if (!expectPunct("("))
        return options;
    do {
        const NameRef name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an option name"));
        if (!expectPunct("="))
            return options;
        const Token &valueToken = peek();
        const QString value = parseOptionValue();
        if (m_failed)
            return options;
        if (findOption(options, name.name))
            semanticError(valueToken, tr("option '%1' is given more than once").arg(name.name));
        options.push_back({name.name, value});
    } while (acceptPunct(","));
    expectPunct(")");
    return options;
}

QString Parser::restOfStatement() const
{
    if (m_cursor >= m_end)
        return {};
    return textBetween(m_cursor, m_end - 1);
}

std::optional<Statement> Parser::kept(const QString &kind)
{
    // Check parentheses balance so that an obviously broken statement is not kept silently.
    int depth = 0;
    for (const Token *t = m_begin; t < m_end; ++t) {
        if (isPunct(*t, "("))
            ++depth;
        else if (isPunct(*t, ")") && --depth < 0) {
            failMessage(*t, tr("unbalanced ')' in %1 statement").arg(kind));
            return std::nullopt;
        }
    }
    if (depth > 0) {
        fail(m_endToken, QStringLiteral("')'"));
        return std::nullopt;
    }
    KeptStmt stmt;
    stmt.kept.kind = kind;
    stmt.kept.text = textBetween(m_begin, m_end - 1);
    m_cursor = m_end;
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parse()
{
    std::optional<Statement> result;
    const Token &first = peek();
    if (acceptKeyword("create"))
        result = parseCreate();
    else if (acceptKeyword("alter"))
        result = parseAlter();
    else if (acceptKeyword("drop"))
        result = parseDrop();
    else if (acceptKeyword("grant"))
        result = parseGrant(false);
    else if (acceptKeyword("revoke"))
        result = parseGrant(true);
    else if (peekKeyword("analyze") || peekKeyword("analyse"))
        result = kept(QStringLiteral("ANALYZE"));
    else
        fail(first, tr("a DDL statement (CREATE, ALTER, DROP, GRANT, REVOKE or ANALYZE)"));
    if (result && !m_failed)
        expectEnd();
    if (m_failed || m_rejected)
        return std::nullopt;
    return result;
}

} // namespace ssd::pg
