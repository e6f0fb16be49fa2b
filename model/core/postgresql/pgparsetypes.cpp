// Column types and the clauses shared by CREATE TABLE and ALTER TABLE (sequence options, TTL,
// interleave, ON DELETE).

#include "pgparser.h"

#include <algorithm>

namespace ssd::pg {

namespace {

// name == u"literal" with the literal's length known at compile time (comparing with a QStringView
// made from the literal measures it at run time, once per comparison, for every column type).
template<size_t N>
bool is(QStringView name, const char16_t (&literal)[N])
{
    return name.size() == qsizetype(N - 1) && std::equal(literal, literal + N - 1, name.utf16());
}

struct UnsupportedType
{
    const char *name;
    const char *advice;
};

// PostgreSQL types Spanner refuses, with what to use instead.
const UnsupportedType kUnsupportedTypes[] = {
    {"smallint", "use bigint"}, {"int2", "use bigint"}, {"int4", "use bigint"},
    {"json", "use jsonb"}, {"char", "use varchar"}, {"bpchar", "use varchar"},
    {"time", "use timestamptz"}, {"timetz", "use timestamptz"}, {"interval", "intervals are query-only"},
    {"money", "use numeric"}, {"inet", "use varchar"}, {"cidr", "use varchar"}, {"macaddr", "use varchar"},
    {"macaddr8", "use varchar"}, {"xml", "use varchar"}, {"point", nullptr}, {"line", nullptr},
    {"lseg", nullptr}, {"box", nullptr}, {"path", nullptr}, {"polygon", nullptr}, {"circle", nullptr},
    {"bit", "use bytea or bool"}, {"varbit", "use bytea"}, {"tsvector", "use spanner.tokenlist"},
    {"tsquery", nullptr}, {"oid", "use bigint"}, {"name", "use varchar"}, {"int4range", nullptr},
    {"int8range", nullptr}, {"numrange", nullptr}, {"tsrange", nullptr}, {"tstzrange", nullptr},
    {"daterange", nullptr}, {"pg_lsn", nullptr}, {"txid_snapshot", nullptr}, {"hstore", "use jsonb"},
};

} // namespace

std::optional<Parser::ParsedType> Parser::parseType()
{
    ParsedType result;
    const Token &first = peek();
    if (first.kind != TokenKind::Identifier && first.kind != TokenKind::QuotedIdentifier) {
        fail(first, tr("a type name"));
        return std::nullopt;
    }
    next();
    // Type names are folded into stack buffers: no allocation for the common unquoted case.
    char16_t firstBuffer[kMaxIdentifierLength];
    char16_t secondBuffer[kMaxIdentifierLength];
    QString firstStorage, secondStorage;
    auto folded = [&](const Token &token, char16_t *buffer, QString &storage) -> QStringView {
        if (token.kind != TokenKind::Identifier || token.length > kMaxIdentifierLength) {
            storage = identifierName(m_text, token);
            return storage;
        }
        const char16_t *source = m_text.utf16() + token.offset;
        for (qint32 i = 0; i < token.length; ++i) {
            const char16_t c = source[i];
            if (c >= 128) {
                storage = identifierName(m_text, token);
                return storage;
            }
            buffer[i] = (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
        }
        return QStringView(buffer, token.length);
    };
    QStringView name = folded(first, firstBuffer, firstStorage);
    if (acceptPunct(".")) {
        const Token &second = next();
        if (second.kind != TokenKind::Identifier && second.kind != TokenKind::QuotedIdentifier) {
            fail(second, tr("a type name after '%1.'").arg(name));
            return std::nullopt;
        }
        const QStringView qualifier = name;
        name = folded(second, secondBuffer, secondStorage);
        if (is(qualifier, u"spanner")) {
            if (is(name, u"commit_timestamp")) {
                result.type = ColumnType::scalar(TypeKind::Timestamp);
                result.commitTimestamp = true;
            } else if (is(name, u"tokenlist")) {
                result.type = ColumnType::scalar(TypeKind::TokenList);
            } else {
                failMessage(second, tr("unknown type spanner.%1: expected spanner.commit_timestamp or spanner.tokenlist").arg(name));
                return std::nullopt;
            }
            name = QStringView();
        } else if (!is(qualifier, u"pg_catalog")) {
            failMessage(first, tr("unknown type %1.%2").arg(qualifier, name));
            return std::nullopt;
        }
    }

    auto lengthModifier = [&]() -> std::optional<qint64> {
        if (!acceptPunct("("))
            return std::nullopt;
        const Token &lengthToken = peek();
        const std::optional<qint64> length = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a length"));
        expectPunct(")");
        if (length && (*length < 1 || *length > kMaxStringLength))
            semanticError(lengthToken, tr("varchar length must be between 1 and %1, found %2").arg(kMaxStringLength).arg(*length));
        return length;
    };

    if (name.isEmpty()) {
        // spanner.* handled above
    } else if (is(name, u"bigint") || is(name, u"int8") || is(name, u"int") || is(name, u"integer")) {
        result.type = ColumnType::scalar(TypeKind::Int64);
    } else if (is(name, u"serial") || is(name, u"bigserial") || is(name, u"smallserial") || is(name, u"serial2")
               || is(name, u"serial4") || is(name, u"serial8")) {
        result.type = ColumnType::scalar(TypeKind::Int64);
        result.serial = true;
    } else if (is(name, u"bool") || is(name, u"boolean")) {
        result.type = ColumnType::scalar(TypeKind::Bool);
    } else if (is(name, u"float8")) {
        result.type = ColumnType::scalar(TypeKind::Float64);
    } else if (is(name, u"float")) {
        result.type = ColumnType::scalar(TypeKind::Float64);
        if (acceptPunct("(")) { // float(p): p <= 24 is float4 in PostgreSQL
            const std::optional<qint64> precision = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a precision"));
            expectPunct(")");
            if (precision && *precision <= 24)
                result.type = ColumnType::scalar(TypeKind::Float32);
        }
    } else if (is(name, u"double")) {
        if (!expectKeyword("precision"))
            return std::nullopt;
        result.type = ColumnType::scalar(TypeKind::Float64);
    } else if (is(name, u"float4") || is(name, u"real")) {
        result.type = ColumnType::scalar(TypeKind::Float32);
    } else if (is(name, u"numeric") || is(name, u"decimal")) {
        result.type = ColumnType::scalar(TypeKind::Numeric);
        if (peekPunct("(")) {
            unsupported(peek(), tr("numeric precision and scale in DDL"));
            return std::nullopt;
        }
    } else if (is(name, u"varchar")) {
        result.type = ColumnType::string(lengthModifier());
    } else if (is(name, u"character") && peekKeyword("varying")) {
        next();
        result.type = ColumnType::string(lengthModifier());
    } else if (is(name, u"text")) {
        result.type = ColumnType::string(std::nullopt);
    } else if (is(name, u"bytea")) {
        result.type = ColumnType::bytes(std::nullopt);
    } else if (is(name, u"date")) {
        result.type = ColumnType::scalar(TypeKind::Date);
    } else if (is(name, u"timestamptz")) {
        result.type = ColumnType::scalar(TypeKind::Timestamp);
    } else if (is(name, u"timestamp")) {
        if (peekPunct("(")) {
            unsupported(peek(), tr("timestamp precision"));
            return std::nullopt;
        }
        if (peekKeyword("with") && peekKeyword("time", 1) && peekKeyword("zone", 2)) {
            next(); next(); next();
            result.type = ColumnType::scalar(TypeKind::Timestamp);
        } else {
            unsupported(first, tr("type timestamp without time zone (use timestamptz)"));
            return std::nullopt;
        }
    } else if (is(name, u"jsonb")) {
        result.type = ColumnType::scalar(TypeKind::Json);
    } else if (is(name, u"uuid")) {
        result.type = ColumnType::scalar(TypeKind::Uuid);
    } else {
        if (is(name, u"character") || is(name, u"nchar") || is(name, u"national"))
            name = u"char";
        for (const UnsupportedType &type : kUnsupportedTypes) {
            if (name == QLatin1StringView(type.name)) {
                unsupported(first, type.advice ? tr("type %1 (%2)").arg(name, QLatin1StringView(type.advice))
                                               : tr("type %1").arg(name));
                return std::nullopt;
            }
        }
        failMessage(first, tr("expected a type name, found unknown type %1").arg(describe(first)));
        return std::nullopt;
    }

    // Arrays: T[], T[n], T ARRAY, T ARRAY[n]; one dimension only.
    const Token &arrayStart = peek();
    bool isArray = false;
    if (acceptPunct("[")) {
        isArray = true;
        if (!peekPunct("]"))
            parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an array size or ']'"));
        expectPunct("]");
    } else if (acceptKeyword("array")) {
        isArray = true;
        if (acceptPunct("[")) {
            parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an array size"));
            expectPunct("]");
        }
    }
    if (isArray) {
        if (peekPunct("[") || peekKeyword("array")) {
            unsupported(peek(), tr("a multi-dimensional array"));
            return std::nullopt;
        }
        if (result.serial || result.commitTimestamp || result.type.kind == TypeKind::TokenList) {
            unsupported(arrayStart, tr("an array of this type"));
            return std::nullopt;
        }
        result.type = ColumnType::arrayOf(result.type);
        if (acceptKeyword("vector")) {
            expectKeyword("length");
            const Token &lengthToken = peek();
            const std::optional<qint64> length = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the vector length"));
            if (length) {
                const TypeKind element = result.type.element.front().kind;
                if (element != TypeKind::Float32 && element != TypeKind::Float64)
                    semanticError(lengthToken, tr("VECTOR LENGTH needs an array of float4 or float8"));
                if (*length < 1)
                    semanticError(lengthToken, tr("VECTOR LENGTH must be positive, found %1").arg(*length));
                result.type.vectorLength = length;
            }
        }
    }
    if (m_failed)
        return std::nullopt;
    return result;
}

bool Parser::parseSequenceClauses(SequenceOptions &options, bool *ownedByNone, bool identity, bool *noSkipRange,
                                  std::optional<qint64> *restartCounter)
{
    // Spanner's sequence clauses, in any order. Standard PostgreSQL ones are rejected by name.
    while (!atEnd() && !(identity && peekPunct(")"))) {
        const Token &token = peek();
        if (acceptKeyword("bit_reversed_positive")) {
            options.bitReversedPositive = true;
        } else if (acceptKeyword("no")) {
            if (acceptKeyword("minvalue"))
                options.noMinValue = true;
            else if (acceptKeyword("maxvalue"))
                options.noMaxValue = true;
            else if (acceptKeyword("cycle"))
                options.noCycle = true;
            else if (noSkipRange && acceptKeyword("skip")) {
                expectKeyword("range");
                *noSkipRange = true;
            } else if (acceptKeyword("skip")) {
                fail(token, tr("MINVALUE, MAXVALUE or CYCLE after NO (NO SKIP RANGE is for ALTER SEQUENCE)"));
            } else
                fail(peek(), tr("MINVALUE, MAXVALUE or CYCLE after NO"));
        } else if (acceptKeyword("skip")) {
            expectKeyword("range");
            const Token &minToken = peek();
            options.skipRangeMin = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the SKIP RANGE minimum"));
            acceptPunct(","); // tolerated: GoogleSQL habit
            options.skipRangeMax = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the SKIP RANGE maximum"));
            if (options.skipRangeMin && options.skipRangeMax && *options.skipRangeMin > *options.skipRangeMax)
                semanticError(minToken, tr("SKIP RANGE minimum %1 is greater than maximum %2").arg(*options.skipRangeMin).arg(*options.skipRangeMax));
        } else if (peekKeyword("start") && peekKeyword("counter", 1)) {
            next();
            next();
            acceptKeyword("with");
            options.startCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the start counter value"));
        } else if (restartCounter && peekKeyword("restart") && peekKeyword("counter", 1)) {
            next();
            next();
            acceptKeyword("with");
            *restartCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the counter value"));
        } else if (ownedByNone && peekKeyword("owned")) {
            next();
            expectKeyword("by");
            if (!acceptKeyword("none")) {
                unsupported(peek(), tr("OWNED BY a column (only OWNED BY NONE)"));
                return false;
            }
            *ownedByNone = true;
        } else if (peekKeyword("as") || peekKeyword("increment") || peekKeyword("minvalue") || peekKeyword("maxvalue")
                   || peekKeyword("start") || peekKeyword("cache") || peekKeyword("cycle") || peekKeyword("restart")) {
            unsupported(token, tr("sequence clause %1").arg(textOf(token).toString().toUpper()));
            return false;
        } else {
            fail(token, identity ? tr("a sequence option or ')'") : tr("a sequence option or end of statement"));
            return false;
        }
    }
    return !m_failed;
}

namespace {

// Parses an interval spec like "3 days", "1 WEEK 2 DAYS", "48 hours" into whole days. Returns an
// error message on failure.
QString intervalDays(QStringView spec, qint64 &days)
{
    const QList<QStringView> parts = spec.split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return Parser::tr("invalid interval '%1': expected a number of days such as '3 days'").arg(spec);
    qint64 seconds = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        qint64 sign = 1;
        if ((parts[i] == u"-" || parts[i] == u"+") && i + 1 < parts.size()) {
            sign = parts[i] == u"-" ? -1 : 1;
            ++i;
        }
        const qint64 amount = sign * parts[i].toLongLong(&ok);
        if (!ok || i + 1 >= parts.size())
            return Parser::tr("invalid interval '%1': expected '<number> <unit>' pairs such as '3 days'").arg(spec);
        const QString unit = parts[++i].toString().toLower();
        qint64 factor = 0;
        if (is(unit, u"week") || is(unit, u"weeks") || is(unit, u"w"))
            factor = 7 * 86400;
        else if (is(unit, u"day") || is(unit, u"days") || is(unit, u"d"))
            factor = 86400;
        else if (is(unit, u"hour") || is(unit, u"hours") || is(unit, u"h"))
            factor = 3600;
        else if (is(unit, u"minute") || is(unit, u"minutes") || is(unit, u"min") || is(unit, u"mins") || is(unit, u"m"))
            factor = 60;
        else if (is(unit, u"second") || is(unit, u"seconds") || is(unit, u"sec") || is(unit, u"secs") || is(unit, u"s"))
            factor = 1;
        else
            return Parser::tr("invalid interval unit '%1' in '%2': TTL needs weeks or days").arg(unit, spec);
        seconds += amount * factor;
    }
    if (seconds < 0)
        return Parser::tr("TTL interval must be greater than or equal to zero, found '%1'").arg(spec);
    if (seconds % 86400 != 0)
        return Parser::tr("TTL interval '%1' is not a whole number of days").arg(spec);
    days = seconds / 86400;
    return {};
}

} // namespace

std::optional<RowDeletionPolicy> Parser::parseTtl(NameRef *column)
{
    if (!expectKeyword("interval"))
        return std::nullopt;
    const Token &specToken = peek();
    if (specToken.kind != TokenKind::String) {
        fail(specToken, tr("the interval as a string such as '3 days'"));
        return std::nullopt;
    }
    next();
    RowDeletionPolicy policy;
    const QString spec = stringValue(m_text, specToken).simplified();
    const QString error = intervalDays(spec, policy.days);
    if (!error.isEmpty())
        semanticError(specToken, error);
    policy.intervalSpec = spec.toUpper();
    if (!expectKeyword("on"))
        return std::nullopt;
    *column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the TTL timestamp column"));
    policy.column = column->name;
    if (m_failed)
        return std::nullopt;
    return policy;
}

void Parser::parseOnDelete(OnDelete &action)
{
    // after ON DELETE
    if (acceptKeyword("cascade")) {
        action = OnDelete::Cascade;
    } else if (acceptKeywords({"no", "action"})) {
        action = OnDelete::NoAction;
    } else if (peekKeyword("restrict") || peekKeyword("set")) {
        unsupported(peek(), tr("ON DELETE %1 (only CASCADE and NO ACTION)").arg(textOf(peek()).toString().toUpper()));
    } else {
        fail(peek(), tr("CASCADE or NO ACTION"));
    }
}

bool Parser::parseInterleave(Interleave &interleave, NameRef &parent)
{
    // after INTERLEAVE
    if (!expectKeyword("in"))
        return false;
    // PARENT is a keyword only when a table name follows ("INTERLEAVE IN parent" names a table).
    const Token &afterParent = peek(1);
    const bool parentKeyword = peekKeyword("parent")
        && (afterParent.kind == TokenKind::QuotedIdentifier
            || (afterParent.kind == TokenKind::Identifier && !isReserved(afterParent)
                && !(isKeyword(afterParent, "ttl") && peekKeyword("interval", 2))
                && !(isKeyword(afterParent, "locality") && peekKeyword("group", 2))));
    if (parentKeyword)
        next();
    interleave.kind = parentKeyword ? Interleave::Kind::InParent : Interleave::Kind::In;
    parent = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the parent table name"));
    interleave.parent = parent.name;
    if (peekKeyword("on") && peekKeyword("delete", 1)) {
        const Token &on = next();
        next();
        if (interleave.kind == Interleave::Kind::In) {
            failMessage(on, tr("ON DELETE needs INTERLEAVE IN PARENT; INTERLEAVE IN (without PARENT) takes no ON DELETE"));
            return false;
        }
        parseOnDelete(interleave.onDelete);
        interleave.onDeleteExplicit = true;
    }
    return !m_failed;
}

} // namespace ssd::pg
