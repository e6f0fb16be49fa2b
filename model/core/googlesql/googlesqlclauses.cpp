// Clauses shared by several GoogleSQL statements: expressions kept as text, column types,
// OPTIONS lists, key lists and sequence clauses.

#include "googlesqlexpression.h"
#include "googlesqlstatementparser.h"

namespace ssd::gsql {

QString StatementParser::joinTokens(size_t first, size_t last) const
{
    QString out;
    if (first >= last)
        return out;
    const Token *b = m_begin + first;
    const Token *e = m_begin + last;
    out.reserve(qsizetype(e[-1].end() - b->offset));
    for (const Token *t = b; t != e; ++t) {
        if (t != b && t->offset > t[-1].end())
            out += u' '; // any run of whitespace and comments between tokens becomes one space
        out += m_text.mid(t->offset, t->length);
    }
    return out;
}

QString StatementParser::parseParenthesizedExpression(const char *context)
{
    if (!expectPunct(u'(', context))
        return {};
    const size_t start = position();
    int depth = 0;
    while (!m_failed) {
        const Token &t = peek();
        if (t.kind == TokenKind::End) {
            syntaxError(tr("')' to close the expression %1").arg(tr(context)));
            return {};
        }
        if (t.kind == TokenKind::Punct && t.length == 1) {
            const char16_t c = m_text[t.offset].unicode();
            if (c == u'(' || c == u'[' || c == u'{') {
                ++depth;
            } else if (c == u')' || c == u']' || c == u'}') {
                if (depth == 0) {
                    if (c != u')') {
                        syntaxError(tr("')' to close the expression %1").arg(tr(context)));
                        return {};
                    }
                    break;
                }
                --depth;
            }
        }
        next();
    }
    const size_t stop = position();
    if (stop == start) {
        syntaxError(tr("an expression %1").arg(tr(context)));
        return {};
    }
    ExpressionChecker grammar(m_text, m_begin + start, m_begin + stop, peek());
    if (!grammar.check()) {
        syntaxErrorAt(grammar.errorToken(), tr("expected %1, found %2").arg(grammar.expected(), describe(grammar.errorToken())));
        return {};
    }
    m_lastExpressionBegin = m_begin + start;
    m_lastExpressionEnd = m_begin + stop;
    m_lastExpressionProblem = nullptr;
    ExpressionRules::tableFreeProblem(m_text, grammar.facts(), m_lastExpressionBegin, &m_lastExpressionProblem,
                                     &m_lastExpressionMessage);
    next(); // ')'
    return joinTokens(start, stop);
}

void StatementParser::notePendingExpression(PendingExpression::Role role, const QString &owner, bool stored)
{
    if (m_failed || !m_lastExpressionBegin)
        return;
    if ((role == PendingExpression::Role::Default || role == PendingExpression::Role::OnUpdate) && m_lastExpressionProblem)
        semanticError(*m_lastExpressionProblem, m_lastExpressionMessage);
    m_expressions.push_back({role, owner, stored, m_lastExpressionBegin, m_lastExpressionEnd});
    m_lastExpressionBegin = m_lastExpressionEnd = m_lastExpressionProblem = nullptr;
}

bool StatementParser::noteValueSource(const PendingExpression &e, ddl::ValueSourcesAt &written)
{
    ddl::NameRef *at = e.role == PendingExpression::Role::Default    ? &written.defaultAt
                       : e.role == PendingExpression::Role::OnUpdate ? &written.onUpdateAt
                                                                      : nullptr;
    if (!at)
        return false;
    written.column = e.owner;
    if (at->line == 0) // the first one counts
        *at = {QString(), e.begin->line, e.begin->column};
    return true;
}

QString StatementParser::parseRestAsText()
{
    const size_t start = position();
    skipBalancedUntilEnd();
    return m_failed ? QString() : joinTokens(start, position());
}

void StatementParser::skipBalancedUntilEnd()
{
    std::vector<char16_t> open;
    while (!m_failed && !atEnd()) {
        const Token &t = peek();
        if (t.kind == TokenKind::Punct && t.length == 1) {
            const char16_t c = m_text[t.offset].unicode();
            if (c == u'(' || c == u'[' || c == u'{') {
                open.push_back(c == u'(' ? u')' : c == u'[' ? u']' : u'}');
            } else if (c == u')' || c == u']' || c == u'}') {
                if (open.empty() || open.back() != c) {
                    syntaxErrorAt(t, tr("unbalanced '%1'").arg(QChar(c)));
                    return;
                }
                open.pop_back();
            }
        }
        next();
    }
    if (!open.empty())
        syntaxError(tr("'%1' to close the bracket").arg(QChar(open.back())));
}

std::optional<ColumnType> StatementParser::parseType(bool allowStruct)
{
    const Token &t = peek();
    if (t.kind == TokenKind::Identifier) {
        const QStringView word = textOf(t);
        struct Simple { const char *name; TypeKind kind; };
        static constexpr Simple simple[] = {
            {"INT64", TypeKind::Int64}, {"BOOL", TypeKind::Bool}, {"FLOAT64", TypeKind::Float64},
            {"TIMESTAMP", TypeKind::Timestamp}, {"DATE", TypeKind::Date}, {"NUMERIC", TypeKind::Numeric},
            {"JSON", TypeKind::Json}, {"FLOAT32", TypeKind::Float32}, {"UUID", TypeKind::Uuid},
            {"TOKENLIST", TypeKind::TokenList}, {"BOOLEAN", TypeKind::Bool}, {"INTERVAL", TypeKind::Interval},
        };
        for (const Simple &s : simple) {
            if (equalsKeyword(word, s.name)) {
                next();
                return ColumnType::scalar(s.kind);
            }
        }
        const bool isString = equalsKeyword(word, "STRING");
        if (isString || equalsKeyword(word, "BYTES")) {
            next();
            const char *what = isString ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STRING") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after BYTES");
            if (!expectPunct(u'(', what))
                return std::nullopt;
            std::optional<qint64> length;
            if (!acceptKeyword("MAX")) {
                length = parseInteger(isString ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "STRING length (a number or MAX)") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "BYTES length (a number or MAX)"));
                if (!length)
                    return std::nullopt;
            }
            if (!expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the length")))
                return std::nullopt;
            return isString ? ColumnType::string(length) : ColumnType::bytes(length);
        }
        if (equalsKeyword(word, "ARRAY")) {
            next();
            if (!expectPunct(u'<', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ARRAY")))
                return std::nullopt;
            if (!allowStruct && peekKeyword("ARRAY")) {
                // A table column: Spanner says "Array of arrays type is not supported by the
                // schema." (PostgreSQL's bigint[][] is refused the same way). A model's column
                // types (STRUCTs allowed) are checked with their model (modelvalidation.cpp).
                syntaxErrorAt(peek(), tr("not supported by Spanner: an array of arrays"));
                return std::nullopt;
            }
            std::optional<ColumnType> element = parseType(allowStruct);
            if (!element || !expectPunct(u'>', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "to close ARRAY<...>")))
                return std::nullopt;
            ColumnType type = ColumnType::arrayOf(std::move(*element));
            if (peekPunct(u'(') && peekKeyword("VECTOR_LENGTH", 1)) {
                next();
                next();
                if (!isArrow()) {
                    syntaxError(tr("'=>' after vector_length"));
                    return std::nullopt;
                }
                next();
                type.vectorLength = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "vector length"));
                if (!type.vectorLength || !expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the vector length")))
                    return std::nullopt;
            }
            return type;
        }
        if (equalsKeyword(word, "STRUCT")) {
            if (!allowStruct) {
                syntaxError(tr("column type (STRUCT is not a valid column type)"));
                return std::nullopt;
            }
            next();
            if (!expectPunct(u'<', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STRUCT")))
                return std::nullopt;
            ColumnType type;
            type.kind = TypeKind::Struct;
            if (!acceptPunct(u'>')) {
                do {
                    QString field = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "struct field name"));
                    std::optional<ColumnType> fieldType = parseType(true);
                    if (!fieldType)
                        return std::nullopt;
                    type.fieldNames.push_back(field);
                    type.element.push_back(std::move(*fieldType));
                } while (acceptPunct(u','));
                if (!expectPunct(u'>', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "to close STRUCT<...>")))
                    return std::nullopt;
            }
            return type;
        }
    }
    // A proto message or enum: a name or dotted path, parts possibly back-quoted. Spanner checks
    // it against the proto bundle; a misspelt scalar type therefore reads as a proto name here.
    if (t.kind == TokenKind::QuotedIdentifier || (t.kind == TokenKind::Identifier && !isGoogleSqlReservedKeyword(textOf(t)))) {
        ColumnType type;
        type.kind = TypeKind::Proto;
        type.protoName = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "proto type name"));
        if (m_failed)
            return std::nullopt;
        return type;
    }
    syntaxError(tr("column type"));
    return std::nullopt;
}

QString StatementParser::parseOptionValue()
{
    const size_t start = position();
    int depth = 0;
    while (!m_failed) {
        const Token &t = peek();
        if (t.kind == TokenKind::End)
            break;
        if (t.kind == TokenKind::Punct && t.length == 1) {
            const char16_t c = m_text[t.offset].unicode();
            if (depth == 0 && (c == u',' || c == u')'))
                break;
            if (c == u'(' || c == u'[')
                ++depth;
            else if (c == u')' || c == u']')
                --depth;
        }
        next();
    }
    const size_t stop = position();
    if (stop == start) {
        syntaxError(tr("option value"));
        return {};
    }
    if (stop == start + 1) {
        const Token &only = m_begin[start];
        const QStringView word = textOf(only);
        if (only.kind == TokenKind::Identifier) {
            if (equalsKeyword(word, "TRUE") || equalsKeyword(word, "FALSE") || equalsKeyword(word, "NULL"))
                return word.toString().toLower();
            syntaxErrorAt(only, tr("expected option value (a literal, NULL or a list), found '%1'").arg(word));
            return {};
        }
    }
    return joinTokens(start, stop);
}

Options StatementParser::parseOptionsBody()
{
    Options options;
    if (!expectPunct(u'(', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after OPTIONS")))
        return options;
    do {
        const Token &nameToken = peek();
        if (nameToken.kind != TokenKind::Identifier && nameToken.kind != TokenKind::QuotedIdentifier) {
            syntaxError(tr("option name"));
            return options;
        }
        next();
        const QString name = nameToken.kind == TokenKind::QuotedIdentifier ? unquoteIdentifier(textOf(nameToken))
                                                                           : textOf(nameToken).toString();
        if (!expectPunct(u'=', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the option name")))
            return options;
        QString value = parseOptionValue();
        if (m_failed)
            return options;
        if (findOption(options, name)) {
            syntaxErrorAt(nameToken, tr("duplicate option '%1'").arg(name));
            return options;
        }
        options.push_back({name, value});
    } while (acceptPunct(u','));
    expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the options"));
    return options;
}

std::vector<KeyPart> StatementParser::parseKeyList(const char *context, bool allowOrder, std::vector<ddl::NameRef> *refs)
{
    std::vector<KeyPart> parts;
    if (!expectPunct(u'(', context))
        return parts;
    if (acceptPunct(u')'))
        return parts;
    parts.reserve(listElementsAhead(true));
    do {
        KeyPart part;
        const Token &nameToken = peek();
        part.column = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "key column name"));
        if (refs)
            refs->push_back({part.column, nameToken.line, nameToken.column});
        if (allowOrder) {
            if (acceptKeyword("ASC")) {
                part.orderExplicit = true;
            } else if (acceptKeyword("DESC")) {
                part.order = SortOrder::Desc;
                part.orderExplicit = true;
            }
        }
        parts.push_back(std::move(part));
    } while (!m_failed && acceptPunct(u',') && !peekPunct(u')')); // a trailing comma is accepted
    expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the key columns"));
    return parts;
}

SequenceOptions StatementParser::parseSequenceClauses(bool inParens)
{
    SequenceOptions options;
    bool any = false;
    for (;;) {
        if (acceptKeyword("BIT_REVERSED_POSITIVE")) {
            options.bitReversedPositive = true;
        } else if (peekKeyword("SKIP") && peekKeyword("RANGE", 1)) {
            next();
            next();
            options.skipRangeMin = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range minimum"), true);
            if (!expectPunct(u',', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "between the skip range bounds")))
                return options;
            options.skipRangeMax = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range maximum"), true);
        } else if (peekKeyword("START") && peekKeyword("COUNTER", 1)) {
            next();
            next();
            acceptKeyword("WITH");
            options.startCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "start counter value"), true);
        } else {
            break;
        }
        any = true;
        if (m_failed)
            return options;
    }
    if (inParens && !any)
        syntaxError(tr("BIT_REVERSED_POSITIVE, SKIP RANGE or START COUNTER WITH"));
    return options;
}

} // namespace ssd::gsql
