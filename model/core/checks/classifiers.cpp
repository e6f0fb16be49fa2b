#include "classifiers.h"

#include "lexing/lexedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::classifiers)
};

bool isIdentChar(QChar c) { return c.isLetterOrNumber() || c == u'_'; }

// Tokens of nameTokens() as views into the name: the same split, no list and no lower-case copies.
class TokenViews
{
public:
    explicit TokenViews(QStringView name)
    {
        // Qualified names: only the last part names the column or table.
        const qsizetype dot = name.lastIndexOf(u'.');
        if (dot >= 0)
            name = name.mid(dot + 1);
        qsizetype start = -1;
        for (qsizetype i = 0; i < name.size(); ++i) {
            const QChar c = name[i];
            if (!c.isLetterOrNumber()) {
                if (start >= 0)
                    m_tokens.append(name.mid(start, i - start));
                start = -1;
                continue;
            }
            if (c.isUpper() && start >= 0) {
                const bool prevLower = name[i - 1].isLower() || name[i - 1].isDigit();
                const bool nextLower = i + 1 < name.size() && name[i + 1].isLower();
                if (prevLower || (nextLower && name[i - 1].isUpper())) {
                    m_tokens.append(name.mid(start, i - start));
                    start = -1;
                }
            }
            if (start < 0)
                start = i;
        }
        if (start >= 0)
            m_tokens.append(name.mid(start));
    }

    qsizetype size() const { return m_tokens.size(); }
    bool isEmpty() const { return m_tokens.isEmpty(); }
    QStringView first() const { return m_tokens.front(); }
    QStringView last() const { return m_tokens.back(); }
    QStringView at(qsizetype i) const { return m_tokens[i]; }

    bool any(std::initializer_list<const char *> words) const
    {
        for (const QStringView token : m_tokens)
            for (const char *word : words)
                if (equals(token, word))
                    return true;
        return false;
    }

    // token.toLower() == word, for a lower-case ASCII word.
    static bool equals(QStringView token, const char *word)
    {
        qsizetype i = 0;
        for (; word[i]; ++i) {
            if (i >= token.size())
                return false;
            char16_t c = token[i].unicode();
            if (c >= u'A' && c <= u'Z')
                c = char16_t(c + 32);
            else if (c == 0x212A) // KELVIN SIGN lower-cases to ASCII 'k'
                c = u'k';
            if (c != char16_t(word[i]))
                return false;
        }
        return i == token.size();
    }

private:
    QVarLengthArray<QStringView, 12> m_tokens;
};

bool isConstantLiteral(QStringView expr)
{
    QStringView e = expr.trimmed();
    while (e.startsWith(u'(') && e.endsWith(u')'))
        e = e.mid(1, e.size() - 2).trimmed();
    if (e.isEmpty())
        return false;
    if ((e.startsWith(u'\'') && e.endsWith(u'\'')) || (e.startsWith(u'"') && e.endsWith(u'"')))
        return e.size() >= 2;
    if (e.compare(u"true", Qt::CaseInsensitive) == 0 || e.compare(u"false", Qt::CaseInsensitive) == 0)
        return true;
    static const QRegularExpression number(QStringLiteral("^[-+]?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$"));
    return number.match(e).hasMatch();
}

// Counts the values of `column IN (a, b, c)` inside a CHECK expression; -1 when absent. The
// column is a name as the dialect's lexer reads it (not one inside a string or a comment), and
// only parentheses nest in the list. No regular expression is built per column: the classifier
// runs for every key column.
int checkInValueCount(const Table &table, QStringView column, Dialect dialect)
{
    for (const CheckConstraint &check : table.checks) {
        const QStringView e = check.expr;
        if (!e.contains(column, Qt::CaseInsensitive))
            continue;
        const std::vector<Token> tokens = lexText(e, dialect).tokens;
        const auto namesColumn = [&](const Token &t) {
            const QStringView name = t.kind == TokenKind::QuotedIdentifier ? quotedBody(e, t)
                : t.kind == TokenKind::Identifier                      ? e.mid(t.offset, t.length)
                                                                       : QStringView();
            return name.compare(column, Qt::CaseInsensitive) == 0;
        };
        for (size_t i = 0; i + 2 < tokens.size(); ++i) {
            if (!namesColumn(tokens[i]) || tokens[i + 1].kind != TokenKind::Identifier
                || !equalsKeyword(e.mid(tokens[i + 1].offset, tokens[i + 1].length), "IN")
                || !isPunct(e, tokens[i + 2], u'('))
                continue;
            int depth = 1, values = 1;
            for (size_t j = i + 3; j < tokens.size() && depth > 0; ++j) {
                if (isPunct(e, tokens[j], u'('))
                    ++depth;
                else if (isPunct(e, tokens[j], u')'))
                    --depth;
                else if (depth == 1 && isPunct(e, tokens[j], u','))
                    ++values;
            }
            return values;
        }
    }
    return -1;
}

} // namespace

QStringList nameTokens(QStringView name)
{
    // Qualified names: only the last part names the column or table.
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot >= 0)
        name = name.mid(dot + 1);
    QStringList tokens;
    QString current;
    auto flush = [&] {
        if (!current.isEmpty())
            tokens.append(current.toLower());
        current.clear();
    };
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        if (c.isUpper() && !current.isEmpty()) {
            const bool prevLower = name[i - 1].isLower() || name[i - 1].isDigit();
            const bool nextLower = i + 1 < name.size() && name[i + 1].isLower();
            // "LastAccess" -> last|access, "HTTPServer" -> http|server, "UUIDv4" stays together.
            if (prevLower || (nextLower && name[i - 1].isUpper()))
                flush();
        }
        current.append(c);
    }
    flush();
    return tokens;
}

bool expressionReferences(QStringView expr, QStringView identifier)
{
    if (identifier.isEmpty())
        return false;
    qsizetype from = 0;
    while (true) {
        const qsizetype at = expr.indexOf(identifier, from, Qt::CaseInsensitive);
        if (at < 0)
            return false;
        from = at + 1;
        const qsizetype end = at + identifier.size();
        if ((at > 0 && isIdentChar(expr[at - 1])) || (end < expr.size() && isIdentChar(expr[end])))
            continue;
        // Skip occurrences inside single-quoted string literals.
        int quotes = 0;
        for (qsizetype i = 0; i < at; ++i)
            quotes += expr[i] == u'\'';
        if (quotes % 2 == 0)
            return true;
    }
}

namespace {
// Case folding as QString's case-insensitive search does it: ASCII inline, the rest (e.g.
// KELVIN SIGN, LONG S, which fold to ASCII letters) through QChar.
char16_t foldForSearch(char16_t c)
{
    if (c < 128)
        return (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
    return QChar(c).toCaseFolded().unicode();
}
} // namespace

bool containsAnyIgnoringCase(QStringView text, std::initializer_list<const char *> lowerAsciiNeedles)
{
    QVarLengthArray<char16_t, 128> folded(text.size());
    for (qsizetype i = 0; i < text.size(); ++i)
        folded[i] = foldForSearch(text[i].unicode());
    const std::u16string_view haystack(folded.constData(), size_t(folded.size()));
    for (const char *needle : lowerAsciiNeedles) {
        const size_t n = std::strlen(needle);
        if (n == 0)
            return true;
        if (n > haystack.size())
            continue;
        // Needles are lower-case ASCII: compare through the first character's positions.
        const char16_t first = char16_t(needle[0]);
        for (size_t at = haystack.find(first); at != std::u16string_view::npos && at + n <= haystack.size();
             at = haystack.find(first, at + 1)) {
            size_t k = 1;
            while (k < n && haystack[at + k] == char16_t(needle[k]))
                ++k;
            if (k == n)
                return true;
        }
    }
    return false;
}

bool containsIgnoringCase(QStringView text, const char *lowerAsciiNeedle)
{
    const qsizetype n = qsizetype(std::strlen(lowerAsciiNeedle));
    const auto fold = foldForSearch;
    const char16_t first = char16_t(lowerAsciiNeedle[0]);
    for (qsizetype i = 0; i + n <= text.size(); ++i) {
        if (fold(text[i].unicode()) != first)
            continue;
        qsizetype k = 1;
        while (k < n && fold(text[i + k].unicode()) == char16_t(lowerAsciiNeedle[k]))
            ++k;
        if (k == n)
            return true;
    }
    return n == 0;
}

bool hasPendingCommitTimestampDefault(const Column &column)
{
    return column.defaultExpr && containsIgnoringCase(*column.defaultExpr, "pending_commit_timestamp");
}

bool isCommitTimestampColumn(const Column &column)
{
    return column.allowsCommitTimestamp() || hasPendingCommitTimestampDefault(column);
}

bool isIntegerKeyType(const ColumnType &type)
{
    return type.kind == TypeKind::Int64 || type.kind == TypeKind::Numeric;
}

MonoSignal classifyMono(const Table &table, const Column &column, const ProjectSettings &settings,
                        Dialect dialect)
{
    MonoSignal s;
    s.column = &column;
    s.dialect = dialect;
    auto fire = [&](MonoStrength strength, MonoSignal::Source source) {
        s.strength = strength;
        s.source = source;
        return s;
    };
    const QString &name = column.name;
    if (isCommitTimestampColumn(column))
        return fire(MonoStrength::Strong, MonoSignal::Source::CommitTimestamp);
    if (hasTimeDefault(column, dialect))
        return fire(MonoStrength::Strong, MonoSignal::Source::TimeDefault);

    s.generation = settings.keyGenerationOf(table.name, name);
    switch (s.generation) {
    case KeyGeneration::Sequential:
    case KeyGeneration::Timestamp:
    case KeyGeneration::TimeOrderedUuid:
        return fire(MonoStrength::Strong, MonoSignal::Source::KeyGeneration);
    case KeyGeneration::UuidV4:
    case KeyGeneration::BitReversed:
    case KeyGeneration::Hash:
        return s; // the user says the values are spread: cancels the likely signals
    case KeyGeneration::Unknown:
        break;
    }
    // Signals that cancel the "likely" ones: distributing generators.
    if (hasDistributingGenerator(column, dialect))
        return s;

    // ColDate, col_timestamp, Int64Value: a column named only for its type (the column-of-each-type
    // tables of ORM and driver test suites, EF Core's TableWithAllColumnTypes) says what it can
    // hold, not what it holds, so neither its type nor its name hints at the order rows arrive in.
    if (isTypeOnlyName(name))
        return s;
    if (column.type.kind == TypeKind::Timestamp || column.type.kind == TypeKind::Date)
        return fire(MonoStrength::Likely, MonoSignal::Source::TemporalType);

    const TokenViews tokens(name);
    if (column.type.kind != TypeKind::Bool && !tokens.isEmpty()) {
        const bool temporalWord = tokens.any({"created", "updated", "modified", "inserted", "timestamp",
                                              "ts", "time", "date", "datetime", "epoch"});
        const bool suffix = tokens.size() >= 2 && (TokenViews::equals(tokens.last(), "at") || TokenViews::equals(tokens.last(), "on"));
        if ((temporalWord || suffix)
            && (column.type.kind == TypeKind::Int64 || column.type.kind == TypeKind::String
                || column.type.kind == TypeKind::Numeric || column.type.kind == TypeKind::Float64))
            return fire(MonoStrength::Likely, MonoSignal::Source::TemporalName);
    }

    // A shard, bucket or partition number has a small fixed domain (pk-shard-count's business).
    // Only a name that says it counts (seq, counter, *_no...): an `id` / `...Id` names an
    // identifier, and the schema does not say how it is issued (on the real schemas of
    // tests/data/realworld most such ids are random or constant), so it is no signal at all.
    if (isIntegerKeyType(column.type) && !column.defaultExpr && !column.isGenerated() && !column.isIdentity()
        && !tokens.isEmpty() && !tokens.any({"shard", "bucket", "partition"}) && isCounterName(name))
        return fire(MonoStrength::Likely, MonoSignal::Source::IntegerName);
    return s;
}

QString MonoSignal::reason() const
{
    return MonoReason::of(*this).text();
}

MonoReason MonoReason::of(const MonoSignal &signal)
{
    MonoReason r;
    if (!signal.column || signal.strength == MonoStrength::None)
        return r;
    const Column &c = *signal.column;
    r.source = signal.source;
    r.column = c.name;
    r.generation = signal.generation;
    r.dialect = signal.dialect;
    switch (signal.source) {
    case MonoSignal::Source::CommitTimestamp: r.allowsCommitTimestamp = c.allowsCommitTimestamp(); break;
    case MonoSignal::Source::TimeDefault: r.defaultExpr = c.defaultExpr.value_or(QString()); break;
    case MonoSignal::Source::TemporalType: r.type = c.type; break;
    default: break;
    }
    return r;
}

QString MonoReason::text() const
{
    using Source = MonoSignal::Source;
    const QString &name = column;
    switch (source) {
    case Source::CommitTimestamp:
        if (allowsCommitTimestamp)
            return Tr::tr("`%1` stores commit timestamps (allow_commit_timestamp)").arg(name);
        return Tr::tr("`%1` defaults to PENDING_COMMIT_TIMESTAMP()").arg(name);
    case Source::TimeDefault:
        return Tr::tr("`%1` defaults to the current time (%2)").arg(name, defaultExpr);
    case Source::KeyGeneration:
        return Tr::tr("`%1` is generated %2 (project setting)").arg(name, keyGenerationName(generation));
    case Source::TemporalType:
        return Tr::tr("`%1` is a %2").arg(name, typeDisplayName(type, dialect));
    case Source::TemporalName:
        return Tr::tr("the name `%1` suggests a time value").arg(name);
    case Source::IntegerName:
        return Tr::tr("`%1` is an integer named like a counter, with no distributing default").arg(name);
    case Source::None:
        break;
    }
    return {};
}

LowCardSignal classifyLowCard(const Table &table, const Column &column, Dialect dialect)
{
    LowCardSignal s;
    s.column = &column;
    s.dialect = dialect;
    auto fire = [&](LowCardSignal::Source source, std::optional<int> distinct) {
        s.fired = true;
        s.source = source;
        s.distinctValues = distinct;
        return s;
    };
    if (column.type.kind == TypeKind::Bool)
        return fire(LowCardSignal::Source::Bool, 2);
    if (column.type.kind == TypeKind::Enum)
        return fire(LowCardSignal::Source::Enum, std::nullopt);
    const int values = checkInValueCount(table, column.name, dialect);
    if (values > 0 && values <= 16)
        return fire(LowCardSignal::Source::CheckIn, values);
    if (column.defaultExpr && isConstantLiteral(*column.defaultExpr))
        return fire(LowCardSignal::Source::ConstantDefault, std::nullopt);
    if (column.type.kind != TypeKind::Timestamp && column.type.kind != TypeKind::Date) {
        const TokenViews tokens(column.name);
        if (!tokens.isEmpty()
            && (tokens.any({"status", "state", "type", "kind", "category", "flag", "level", "tier"})
                || (tokens.size() >= 2 && (TokenViews::equals(tokens.first(), "is") || TokenViews::equals(tokens.first(), "has")))))
            return fire(LowCardSignal::Source::Name, std::nullopt);
    }
    return s;
}

QString LowCardSignal::reason() const
{
    if (!column || !fired)
        return {};
    switch (source) {
    case Source::Bool: return Tr::tr("`%1` is a %2").arg(column->name, typeDisplayName(column->type, dialect));
    case Source::Enum: return Tr::tr("`%1` is an ENUM").arg(column->name);
    case Source::CheckIn:
        return Tr::tr("a CHECK constraint limits `%1` to %2 values").arg(column->name).arg(distinctValues.value_or(0));
    case Source::ConstantDefault:
        return Tr::tr("`%1` has the constant default %2, so new rows share one value")
            .arg(column->name, column->defaultExpr.value_or(QString()));
    case Source::Name: return Tr::tr("the name `%1` suggests a status or category with few values").arg(column->name);
    case Source::None: break;
    }
    return {};
}

bool nameHasToken(QStringView name, std::initializer_list<const char *> words)
{
    return TokenViews(name).any(words);
}

bool isTenantColumnName(QStringView name)
{
    // ^(tenant|customer|org|organization|account|workspace|company|client)_?id$, case-insensitive,
    // on the last part of a qualified name; a plain scan because it runs for every column.
    // Most key columns are rejected on their last two characters (ASCII 'i'/'d' in either case;
    // other characters take the general path, as case folding could still match).
    if (name.size() < 5)
        return false; // the part after a dot is no longer
    const char16_t last = name[name.size() - 1].unicode(), beforeLast = name[name.size() - 2].unicode();
    if (last < 128 && beforeLast < 128 && !((last == u'd' || last == u'D') && (beforeLast == u'i' || beforeLast == u'I')))
        return false;
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot >= 0)
        name = name.mid(dot + 1);
    if (name.size() < 5 || !name.endsWith(u"id", Qt::CaseInsensitive))
        return false;
    name.chop(2);
    if (name.endsWith(u'_'))
        name.chop(1);
    static constexpr QLatin1StringView words[] = {
        QLatin1StringView("tenant"), QLatin1StringView("customer"), QLatin1StringView("org"),
        QLatin1StringView("organization"), QLatin1StringView("account"), QLatin1StringView("workspace"),
        QLatin1StringView("company"), QLatin1StringView("client")};
    for (const QLatin1StringView w : words)
        if (name.size() == w.size() && name.compare(w, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

QString foldedWithoutUnderscores(QStringView name)
{
    QString folded;
    folded.reserve(name.size());
    for (const QChar c : name)
        if (c != u'_')
            folded.append(c.toCaseFolded());
    return folded;
}

// "director_id" / "DirectorId" / "DirectorID" -> "director"; empty when the name has no id suffix.
QString idStem(QStringView name)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot >= 0)
        name = name.mid(dot + 1);
    if (name.size() < 3 || !name.endsWith(u"id", Qt::CaseInsensitive))
        return {};
    const QStringView stem = name.chopped(2);
    const bool split = stem.endsWith(u'_') || name.endsWith(u"Id") || name.endsWith(u"ID");
    return split ? foldedWithoutUnderscores(stem) : QString();
}

bool isNamedAfterTable(QStringView column, QStringView table)
{
    const QString stem = idStem(column);
    if (stem.isEmpty())
        return false;
    const QString t = foldedWithoutUnderscores(table);
    return t == stem || t == stem + u's' || t == stem + QStringLiteral("es");
}

bool isCounterName(QStringView name)
{
    const TokenViews tokens(name);
    if (tokens.isEmpty())
        return false;
    for (const char *word : {"seq", "sequence", "serial", "counter", "no", "num", "number"})
        if (TokenViews::equals(tokens.last(), word))
            return true;
    return false;
}

bool isTypeOnlyName(QStringView name)
{
    const TokenViews tokens(name);
    if (tokens.size() < 2)
        return false; // a bare `timestamp` or `date` is the row's own time, by convention
    bool generic = false, type = false;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const TokenViews one(tokens.at(i)); // one token: any() compares it, case-folded
        if (one.any({"col", "column", "field", "value", "val"}))
            generic = true;
        else if (one.any({"int", "int64", "integer", "float", "float32", "float64", "double", "numeric", "decimal",
                          "bigint", "bool", "boolean", "string", "text", "varchar", "bytes", "bytea", "json", "jsonb", "date",
                          "timestamp", "timestamptz", "ts", "array", "uuid", "interval"}))
            type = true;
        else
            return false;
    }
    return generic && type;
}

bool isVersionRegistry(const Table &table)
{
    if (table.primaryKey.size() != 1)
        return false;
    const TokenViews tokens(table.primaryKey.front().column);
    return !tokens.isEmpty() && TokenViews::equals(tokens.last(), "version");
}

bool isSharedContainerName(QStringView name)
{
    return nameHasToken(name, {"tree", "trees", "log", "logs", "queue", "queues", "topic", "topics", "channel",
                               "channels", "stream", "streams", "feed", "feeds", "tag", "tags", "space", "spaces", "room", "rooms"});
}

bool isFreeTextName(QStringView name)
{
    return nameHasToken(name, {"description", "desc", "text", "body", "content", "contents", "comment", "comments",
                               "message", "msg", "summary", "note", "notes", "details", "reason", "bio", "markdown",
                               "html", "explanation", "email", "mail", "url", "uri"});
}

bool isHistoryLikeName(QStringView name)
{
    return containsAnyIgnoringCase(name, {"log", "event", "history", "audit", "message", "metric", "reading", "sample", "activity"});
}

std::optional<ShardInfo> shardDomain(const Table &table, const Column &column, Dialect dialect)
{
    if (column.generatedExpr && isHashExpression(*column.generatedExpr, dialect)) {
        static const QRegularExpression mod(QStringLiteral("^\\s*\\(?\\s*(?:ABS\\s*\\(\\s*)?MOD\\s*\\(.*,\\s*([0-9]+)\\s*\\)\\s*\\)?\\s*\\)?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption
                                                | QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression percent(QStringLiteral("%\\s*([0-9]+)\\s*\\)*\\s*$"));
        QRegularExpressionMatch m = mod.match(*column.generatedExpr);
        if (!m.hasMatch())
            m = percent.match(*column.generatedExpr);
        if (m.hasMatch())
            return ShardInfo{m.captured(1).toLongLong(), *column.generatedExpr};
    }
    if (!TokenViews(column.name).any({"shard", "bucket", "partition"}))
        return std::nullopt;
    const QString col = QRegularExpression::escape(column.name);
    const QRegularExpression between(QStringLiteral("%1[`\"]?\\s+BETWEEN\\s+0\\s+AND\\s+([0-9]+)").arg(col),
                                     QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression lessThan(QStringLiteral("%1[`\"]?\\s*<\\s*([0-9]+)").arg(col),
                                      QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression lessEqual(QStringLiteral("%1[`\"]?\\s*<=\\s*([0-9]+)").arg(col),
                                       QRegularExpression::CaseInsensitiveOption);
    for (const CheckConstraint &check : table.checks) {
        if (auto m = between.match(check.expr); m.hasMatch())
            return ShardInfo{m.captured(1).toLongLong() + 1, check.expr};
        if (auto m = lessEqual.match(check.expr); m.hasMatch())
            return ShardInfo{m.captured(1).toLongLong() + 1, check.expr};
        if (auto m = lessThan.match(check.expr); m.hasMatch())
            return ShardInfo{m.captured(1).toLongLong(), check.expr};
    }
    return std::nullopt;
}

KeyTypeValidity keyTypeValidity(const ColumnType &type, Dialect dialect)
{
    switch (type.kind) {
    case TypeKind::Float32:
    case TypeKind::Array:
    case TypeKind::Json:
    case TypeKind::TokenList:
    case TypeKind::Struct:
    case TypeKind::Interval:
        return KeyTypeValidity::Invalid;
    case TypeKind::Numeric:
        return dialect == Dialect::PostgreSql ? KeyTypeValidity::Invalid : KeyTypeValidity::Valid;
    case TypeKind::Proto:
        return KeyTypeValidity::Unconfirmed;
    default:
        return KeyTypeValidity::Valid;
    }
}

QString typeDisplayName(const ColumnType &type, Dialect dialect)
{
    const bool pg = dialect == Dialect::PostgreSql;
    auto len = [&](const char *g) {
        const QString base = QString::fromLatin1(g);
        if (pg)
            return type.length ? QStringLiteral("varchar(%1)").arg(*type.length) : QStringLiteral("varchar");
        return base + (type.length ? QStringLiteral("(%1)").arg(*type.length) : QStringLiteral("(MAX)"));
    };
    switch (type.kind) {
    case TypeKind::Bool: return pg ? QStringLiteral("boolean") : QStringLiteral("BOOL");
    case TypeKind::Int64: return pg ? QStringLiteral("bigint") : QStringLiteral("INT64");
    case TypeKind::Float32: return pg ? QStringLiteral("real") : QStringLiteral("FLOAT32");
    case TypeKind::Float64: return pg ? QStringLiteral("double precision") : QStringLiteral("FLOAT64");
    case TypeKind::Numeric: return pg ? QStringLiteral("numeric") : QStringLiteral("NUMERIC");
    case TypeKind::String: return len("STRING");
    case TypeKind::Bytes:
        if (pg)
            return QStringLiteral("bytea");
        return len("BYTES");
    case TypeKind::Json: return pg ? QStringLiteral("jsonb") : QStringLiteral("JSON");
    case TypeKind::Date: return pg ? QStringLiteral("date") : QStringLiteral("DATE");
    case TypeKind::Timestamp: return pg ? QStringLiteral("timestamptz") : QStringLiteral("TIMESTAMP");
    case TypeKind::Uuid: return pg ? QStringLiteral("uuid") : QStringLiteral("UUID");
    case TypeKind::Interval: return pg ? QStringLiteral("interval") : QStringLiteral("INTERVAL");
    case TypeKind::TokenList: return pg ? QStringLiteral("spanner.tokenlist") : QStringLiteral("TOKENLIST");
    case TypeKind::Array: {
        const ColumnType *e = type.arrayElement();
        const QString inner = e ? typeDisplayName(*e, dialect) : QStringLiteral("?");
        return pg ? inner + QStringLiteral("[]") : QStringLiteral("ARRAY<%1>").arg(inner);
    }
    case TypeKind::Struct: return QStringLiteral("STRUCT");
    case TypeKind::Proto: return QStringLiteral("PROTO<%1>").arg(type.protoName);
    case TypeKind::Enum: return QStringLiteral("ENUM<%1>").arg(type.protoName);
    }
    return {};
}

std::optional<qint64> keyBytes(const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::String:
        // One byte per character: a STRING takes its UTF-8 bytes (data types, "Storage size"),
        // and key strings are identifiers, paths and names, nearly always ASCII. Counting the
        // 4-byte worst case would put six STRING(1024) key columns over 8 KiB.
        if (!type.length)
            return std::nullopt;
        return *type.length;
    case TypeKind::Bytes:
        if (!type.length)
            return std::nullopt;
        return *type.length;
    case TypeKind::Bool: return 1;
    case TypeKind::Date: return 4;
    case TypeKind::Timestamp: return 12;
    case TypeKind::Numeric: return 22;
    case TypeKind::Uuid: return 16;
    case TypeKind::Int64:
    case TypeKind::Float64:
    case TypeKind::Float32:
    case TypeKind::Enum:
        return 8;
    default:
        return std::nullopt;
    }
}

qint64 cellBytes(const ColumnType &type)
{
    constexpr qint64 tenMiB = qint64(10) * 1024 * 1024;
    switch (type.kind) {
    case TypeKind::String: return type.length ? 4 * *type.length : 4 * kMaxStringLength;
    case TypeKind::Bytes: return type.length ? *type.length : kMaxBytesLength;
    case TypeKind::Json:
    case TypeKind::Proto:
    case TypeKind::TokenList:
        return tenMiB;
    case TypeKind::Array: {
        // An array's size is bounded only by the cell limit; count its elements generously.
        const ColumnType *e = type.arrayElement();
        const qint64 element = e ? cellBytes(*e) : 8;
        return element >= tenMiB ? element * 2 : tenMiB;
    }
    default:
        return keyBytes(type).value_or(8);
    }
}

QString quotedIdentifier(const QString &name, Dialect dialect)
{
    static const QRegularExpression simple(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    static const QRegularExpression simpleLower(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    if (dialect == Dialect::PostgreSql) {
        if (simpleLower.match(name).hasMatch() && !isGoogleSqlReservedKeyword(name))
            return name;
        QString escaped = name;
        escaped.replace(u'"', QStringLiteral("\"\""));
        return u'"' + escaped + u'"';
    }
    if (simple.match(name).hasMatch() && !isGoogleSqlReservedKeyword(name))
        return name;
    return u'`' + name + u'`';
}

bool sameType(const ColumnType &a, const ColumnType &b, bool compareLength)
{
    if (a.kind != b.kind || a.protoName != b.protoName)
        return false;
    if (compareLength && (a.kind == TypeKind::String || a.kind == TypeKind::Bytes) && a.length != b.length)
        return false;
    if (a.element.size() != b.element.size())
        return false;
    for (size_t i = 0; i < a.element.size(); ++i)
        if (!sameType(a.element[i], b.element[i], compareLength))
            return false;
    return true;
}

} // namespace ssd::checks
