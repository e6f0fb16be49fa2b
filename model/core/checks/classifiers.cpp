#include "classifiers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <string>
#include <string_view>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::classifiers)
};

bool isIdentChar(QChar c) { return c.isLetterOrNumber() || c == u'_'; }

bool containsCall(QStringView expr, QLatin1StringView function)
{
    // A function name followed by '(' (spaces allowed), as a whole word, case-insensitive.
    qsizetype from = 0;
    while (true) {
        const qsizetype at = expr.indexOf(function, from, Qt::CaseInsensitive);
        if (at < 0)
            return false;
        from = at + 1;
        if (at > 0 && isIdentChar(expr[at - 1]))
            continue;
        qsizetype i = at + function.size();
        while (i < expr.size() && expr[i].isSpace())
            ++i;
        if (i < expr.size() && expr[i] == u'(')
            return true;
    }
}

bool anyToken(const QStringList &tokens, std::initializer_list<const char *> words)
{
    for (const QString &token : tokens)
        for (const char *word : words)
            if (token == QLatin1StringView(word))
                return true;
    return false;
}

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

// Counts the values of `column IN (a, b, c)` inside a CHECK expression; -1 when absent. A plain
// scan (no regular expression built per column): the classifier runs for every key column.
int checkInValueCount(const Table &table, QStringView column)
{
    for (const CheckConstraint &check : table.checks) {
        const QString &e = check.expr;
        qsizetype from = 0;
        while (true) {
            const qsizetype at = e.indexOf(column, from, Qt::CaseInsensitive);
            if (at < 0)
                break;
            from = at + 1;
            qsizetype end = at + column.size();
            if ((at > 0 && isIdentChar(e[at - 1]) ) || (end < e.size() && isIdentChar(e[end])))
                continue;
            if (end < e.size() && (e[end] == u'`' || e[end] == u'"'))
                ++end;
            while (end < e.size() && e[end].isSpace())
                ++end;
            if (!QStringView(e).mid(end).startsWith(u"IN", Qt::CaseInsensitive))
                continue;
            end += 2;
            while (end < e.size() && e[end].isSpace())
                ++end;
            if (end >= e.size() || e[end] != u'(')
                continue;
            int depth = 1, values = 1;
            bool quoted = false;
            for (qsizetype i = end + 1; i < e.size() && depth > 0; ++i) {
                const QChar ch = e[i];
                if (ch == u'\'')
                    quoted = !quoted;
                else if (quoted)
                    continue;
                else if (ch == u'(')
                    ++depth;
                else if (ch == u')')
                    --depth;
                else if (ch == u',' && depth == 1)
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

bool hasPendingCommitTimestampDefault(const Column &column)
{
    return column.defaultExpr && column.defaultExpr->contains(u"PENDING_COMMIT_TIMESTAMP", Qt::CaseInsensitive);
}

bool isCommitTimestampColumn(const Column &column)
{
    return column.allowsCommitTimestamp() || hasPendingCommitTimestampDefault(column);
}

bool isHashExpression(QStringView expr)
{
    for (const char *f : {"FARM_FINGERPRINT", "SHA1", "SHA256", "SHA512", "MD5", "FINGERPRINT", "HASH"})
        if (containsCall(expr, QLatin1StringView(f)))
            return true;
    return false;
}

bool hasUuidDefault(const Column &column)
{
    if (!column.defaultExpr)
        return false;
    return containsCall(*column.defaultExpr, QLatin1StringView("NEW_UUID"))
        || containsCall(*column.defaultExpr, QLatin1StringView("GENERATE_UUID"))
        || containsCall(*column.defaultExpr, QLatin1StringView("gen_random_uuid"));
}

bool hasSequenceDefault(const Column &column)
{
    if (!column.defaultExpr)
        return false;
    return containsCall(*column.defaultExpr, QLatin1StringView("GET_NEXT_SEQUENCE_VALUE"))
        || containsCall(*column.defaultExpr, QLatin1StringView("nextval"));
}

bool hasDistributingGenerator(const Column &column)
{
    if (column.isIdentity() || hasUuidDefault(column) || hasSequenceDefault(column))
        return true;
    return column.generatedExpr && isHashExpression(*column.generatedExpr);
}

bool isIntegerKeyType(const ColumnType &type)
{
    return type.kind == TypeKind::Int64 || type.kind == TypeKind::Numeric;
}

MonoSignal classifyMono(const Table &table, const Column &column, const ProjectSettings &settings,
                        Dialect dialect)
{
    MonoSignal s;
    auto fire = [&](MonoStrength strength, MonoSignal::Source source, QString reason) {
        s.strength = strength;
        s.source = source;
        s.reason = std::move(reason);
        return s;
    };
    const QString name = column.name;
    if (column.allowsCommitTimestamp())
        return fire(MonoStrength::Strong, MonoSignal::Source::CommitTimestamp,
                    Tr::tr("`%1` stores commit timestamps (allow_commit_timestamp)").arg(name));
    if (hasPendingCommitTimestampDefault(column))
        return fire(MonoStrength::Strong, MonoSignal::Source::CommitTimestamp,
                    Tr::tr("`%1` defaults to PENDING_COMMIT_TIMESTAMP()").arg(name));
    if (column.defaultExpr
        && (containsCall(*column.defaultExpr, QLatin1StringView("CURRENT_TIMESTAMP"))
            || containsCall(*column.defaultExpr, QLatin1StringView("CURRENT_DATE"))
            || containsCall(*column.defaultExpr, QLatin1StringView("NOW"))))
        return fire(MonoStrength::Strong, MonoSignal::Source::TimeDefault,
                    Tr::tr("`%1` defaults to the current time (%2)").arg(name, *column.defaultExpr));

    const KeyGeneration generation = settings.keyGenerationOf(table.name, name);
    switch (generation) {
    case KeyGeneration::Sequential:
    case KeyGeneration::Timestamp:
    case KeyGeneration::TimeOrderedUuid:
        return fire(MonoStrength::Strong, MonoSignal::Source::KeyGeneration,
                    Tr::tr("`%1` is generated %2 (project setting)").arg(name, keyGenerationName(generation)));
    case KeyGeneration::UuidV4:
    case KeyGeneration::BitReversed:
    case KeyGeneration::Hash:
        return s; // the user says the values are spread: cancels the likely signals
    case KeyGeneration::Unknown:
        break;
    }
    // Signals that cancel the "likely" ones: distributing generators.
    if (hasDistributingGenerator(column))
        return s;

    if (column.type.kind == TypeKind::Timestamp || column.type.kind == TypeKind::Date)
        return fire(MonoStrength::Likely, MonoSignal::Source::TemporalType,
                    Tr::tr("`%1` is a %2").arg(name, typeDisplayName(column.type, dialect)));

    const QStringList tokens = nameTokens(name);
    if (column.type.kind != TypeKind::Bool && !tokens.isEmpty()) {
        const bool temporalWord = anyToken(tokens, {"created", "updated", "modified", "inserted", "timestamp",
                                                    "ts", "time", "date", "datetime", "epoch"});
        const bool suffix = tokens.size() >= 2 && (tokens.last() == u"at" || tokens.last() == u"on");
        if ((temporalWord || suffix)
            && (column.type.kind == TypeKind::Int64 || column.type.kind == TypeKind::String
                || column.type.kind == TypeKind::Numeric || column.type.kind == TypeKind::Float64))
            return fire(MonoStrength::Likely, MonoSignal::Source::TemporalName,
                        Tr::tr("the name `%1` suggests a time value").arg(name));
    }

    if (isIntegerKeyType(column.type) && !column.defaultExpr && !column.isGenerated() && !column.isIdentity()) {
        const QString last = tokens.isEmpty() ? QString() : tokens.last();
        if (tokens.size() >= 1
            && (last == u"id" || last == u"seq" || last == u"sequence" || last == u"serial"
                || last == u"counter" || last == u"no" || last == u"num" || last == u"number"))
            return fire(MonoStrength::Likely, MonoSignal::Source::IntegerName,
                        Tr::tr("`%1` is an integer named like a counter, with no distributing default").arg(name));
    }
    return s;
}

LowCardSignal classifyLowCard(const Table &table, const Column &column, Dialect dialect)
{
    LowCardSignal s;
    if (column.type.kind == TypeKind::Bool) {
        s.fired = true;
        s.distinctValues = 2;
        s.reason = Tr::tr("`%1` is a %2").arg(column.name, typeDisplayName(column.type, dialect));
        return s;
    }
    if (column.type.kind == TypeKind::Enum) {
        s.fired = true;
        s.reason = Tr::tr("`%1` is an ENUM").arg(column.name);
        return s;
    }
    const int values = checkInValueCount(table, column.name);
    if (values > 0 && values <= 16) {
        s.fired = true;
        s.distinctValues = values;
        s.reason = Tr::tr("a CHECK constraint limits `%1` to %2 values").arg(column.name).arg(values);
        return s;
    }
    if (column.defaultExpr && isConstantLiteral(*column.defaultExpr)) {
        s.fired = true;
        s.reason = Tr::tr("`%1` has the constant default %2, so new rows share one value")
                       .arg(column.name, *column.defaultExpr);
        return s;
    }
    const QStringList tokens = nameTokens(column.name);
    if (column.type.kind != TypeKind::Timestamp && column.type.kind != TypeKind::Date && !tokens.isEmpty()
        && (anyToken(tokens, {"status", "state", "type", "kind", "category", "flag", "level", "tier"})
            || (tokens.size() >= 2 && (tokens.first() == u"is" || tokens.first() == u"has")))) {
        s.fired = true;
        s.reason = Tr::tr("the name `%1` suggests a status or category with few values").arg(column.name);
    }
    return s;
}

bool isTenantColumnName(QStringView name)
{
    static const QRegularExpression re(
        QStringLiteral("^(tenant|customer|org|organization|account|workspace|company|client)_?id$"),
        QRegularExpression::CaseInsensitiveOption);
    const qsizetype dot = name.lastIndexOf(u'.');
    return re.match(dot >= 0 ? name.mid(dot + 1) : name).hasMatch();
}

std::optional<ShardInfo> shardDomain(const Table &table, const Column &column)
{
    if (column.generatedExpr && isHashExpression(*column.generatedExpr)) {
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
    const QStringList tokens = nameTokens(column.name);
    if (!anyToken(tokens, {"shard", "bucket", "partition"}))
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
        if (!type.length)
            return std::nullopt;
        return 4 * *type.length;
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

bool isReservedKeyword(QStringView name)
{
    // Lower-case ASCII keywords, sorted: the name is folded into a stack buffer and binary
    // searched, so the check allocates nothing (it runs for every name of the schema).
    static const std::vector<std::string> words = [] {
        std::vector<std::string> list;
        const char *all =
            "all and any array as asc assert_rows_modified at between by case cast collate contains create cross "
            "cube current default define desc distinct else end enum escape except exclude exists extract false "
            "fetch following for from full graph_table group grouping groups hash having if ignore in inner "
            "intersect interval into is join lateral left like limit lookup merge natural new no not null nulls "
            "of on or order outer over partition preceding proto range recursive respect right rollup rows "
            "select set some struct tablesample then to treat true unbounded union unnest using when where "
            "window with within";
        std::string word;
        for (const char *p = all;; ++p) {
            if (*p == ' ' || *p == 0) {
                list.push_back(word);
                word.clear();
                if (*p == 0)
                    break;
            } else {
                word.push_back(*p);
            }
        }
        std::sort(list.begin(), list.end());
        return list;
    }();
    if (name.size() < 2 || name.size() > 20)
        return false;
    char buffer[21];
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t ch = name[i].unicode();
        if (ch >= 128)
            return false;
        buffer[i] = char(ch >= 'A' && ch <= 'Z' ? ch + ('a' - 'A') : ch);
    }
    return std::binary_search(words.begin(), words.end(), std::string_view(buffer, size_t(name.size())),
                              [](const auto &a, const auto &b) { return std::string_view(a) < std::string_view(b); });
}

QString quotedIdentifier(const QString &name, Dialect dialect)
{
    static const QRegularExpression simple(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    static const QRegularExpression simpleLower(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    if (dialect == Dialect::PostgreSql) {
        if (simpleLower.match(name).hasMatch() && !isReservedKeyword(name))
            return name;
        QString escaped = name;
        escaped.replace(u'"', QStringLiteral("\"\""));
        return u'"' + escaped + u'"';
    }
    if (simple.match(name).hasMatch() && !isReservedKeyword(name))
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
