#include "columntypes.h"

#include <QCoreApplication>

namespace ssd {

namespace {

struct Named
{
    const char *name;
    TypeKind kind;
};

const Named kGoogleSqlScalars[] = {
    {"BOOL", TypeKind::Bool},           {"INT64", TypeKind::Int64},
    {"FLOAT32", TypeKind::Float32},     {"FLOAT64", TypeKind::Float64},
    {"NUMERIC", TypeKind::Numeric},     {"JSON", TypeKind::Json},
    {"DATE", TypeKind::Date},           {"TIMESTAMP", TypeKind::Timestamp},
    {"UUID", TypeKind::Uuid},           {"INTERVAL", TypeKind::Interval},
    {"TOKENLIST", TypeKind::TokenList},
};

const Named kPostgreSqlScalars[] = {
    {"bool", TypeKind::Bool},           {"boolean", TypeKind::Bool},
    {"bigint", TypeKind::Int64},        {"int8", TypeKind::Int64},
    {"real", TypeKind::Float32},        {"float4", TypeKind::Float32},
    {"double precision", TypeKind::Float64}, {"float8", TypeKind::Float64},
    {"numeric", TypeKind::Numeric},     {"decimal", TypeKind::Numeric},
    {"jsonb", TypeKind::Json},          {"date", TypeKind::Date},
    {"timestamptz", TypeKind::Timestamp}, {"timestamp with time zone", TypeKind::Timestamp},
    {"uuid", TypeKind::Uuid},           {"interval", TypeKind::Interval},
    {"spanner.tokenlist", TypeKind::TokenList}, {"text", TypeKind::String},
    {"bytea", TypeKind::Bytes},
};

// A named context, so that lupdate files these messages under "ColumnTypes" as they are looked up.
struct ColumnTypes
{
    Q_DECLARE_TR_FUNCTIONS(ColumnTypes)
};

// "(n)" or "(MAX)" after STRING/BYTES/varchar; nullopt length = MAX. Returns false on bad text.
bool parseLength(QStringView args, std::optional<qint64> &length, bool allowMax)
{
    args = args.trimmed();
    if (args.compare(u"MAX", Qt::CaseInsensitive) == 0 && allowMax) {
        length.reset();
        return true;
    }
    bool ok = false;
    const qint64 n = args.toLongLong(&ok);
    if (!ok || n <= 0)
        return false;
    length = n;
    return true;
}

std::optional<ColumnType> parseGoogleSql(QStringView t, QString *error)
{
    t = t.trimmed();
    if (t.startsWith(u"ARRAY<", Qt::CaseInsensitive)) {
        // The '>' matching "ARRAY<" (not the one of "=>" in vector_length=>N).
        qsizetype close = -1;
        for (qsizetype i = 6, depth = 1; i < t.size() && close < 0; ++i) {
            if (t[i] == u'<')
                ++depth;
            else if (t[i] == u'>' && t[i - 1] != u'=' && --depth == 0)
                close = i;
        }
        if (close < 0)
            return std::nullopt;
        auto element = parseGoogleSql(t.mid(6, close - 6), error);
        if (!element || element->isArray())
            return std::nullopt;
        ColumnType array = ColumnType::arrayOf(*element);
        QStringView rest = t.mid(close + 1).trimmed();
        if (!rest.isEmpty()) {
            // (vector_length=>N)
            if (!rest.startsWith(u'(') || !rest.endsWith(u')'))
                return std::nullopt;
            QStringView inner = rest.mid(1, rest.size() - 2).trimmed();
            const qsizetype arrow = inner.indexOf(u"=>");
            if (arrow < 0 || inner.left(arrow).trimmed().compare(u"vector_length", Qt::CaseInsensitive) != 0)
                return std::nullopt;
            bool ok = false;
            array.vectorLength = inner.mid(arrow + 2).trimmed().toLongLong(&ok);
            if (!ok)
                return std::nullopt;
        }
        return array;
    }
    for (const Named &n : kGoogleSqlScalars)
        if (t.compare(QLatin1StringView(n.name), Qt::CaseInsensitive) == 0)
            return ColumnType::scalar(n.kind);
    for (auto [word, kind] : {std::pair{u"STRING", TypeKind::String}, std::pair{u"BYTES", TypeKind::Bytes}}) {
        const QStringView w(word);
        if (t.startsWith(w, Qt::CaseInsensitive) && t.mid(w.size()).trimmed().startsWith(u'(') && t.endsWith(u')')) {
            QStringView args = t.mid(w.size()).trimmed();
            ColumnType type = ColumnType::scalar(kind);
            if (!parseLength(args.mid(1, args.size() - 2), type.length, true))
                return std::nullopt;
            return type;
        }
    }
    // A dotted name is a proto message or enum; we cannot tell which, so assume a message.
    if (t.contains(u'.') && !t.contains(u' ')) {
        ColumnType type = ColumnType::scalar(TypeKind::Proto);
        type.protoName = t.toString();
        return type;
    }
    if (error)
        *error = ColumnTypes::tr("Unknown type \"%1\".").arg(t);
    return std::nullopt;
}

std::optional<ColumnType> parsePostgreSql(QStringView t, QString *error)
{
    t = t.trimmed();
    if (t.endsWith(u"[]")) {
        auto element = parsePostgreSql(t.chopped(2), error);
        if (!element || element->isArray())
            return std::nullopt;
        return ColumnType::arrayOf(*element);
    }
    const QString simplified = t.toString().simplified();
    for (const Named &n : kPostgreSqlScalars)
        if (simplified.compare(QLatin1StringView(n.name), Qt::CaseInsensitive) == 0)
            return n.kind == TypeKind::String ? ColumnType::string(std::nullopt)
                   : n.kind == TypeKind::Bytes ? ColumnType::bytes(std::nullopt)
                                               : ColumnType::scalar(n.kind);
    for (QStringView word : {QStringView(u"character varying"), QStringView(u"varchar")}) {
        if (!simplified.startsWith(word, Qt::CaseInsensitive))
            continue;
        QStringView args = QStringView(simplified).mid(word.size()).trimmed();
        if (args.isEmpty())
            return ColumnType::string(std::nullopt);
        if (!args.startsWith(u'(') || !args.endsWith(u')'))
            return std::nullopt;
        ColumnType type = ColumnType::string(std::nullopt);
        if (!parseLength(args.mid(1, args.size() - 2), type.length, false))
            return std::nullopt;
        return type;
    }
    if (error)
        *error = ColumnTypes::tr("Unknown type \"%1\".").arg(t);
    return std::nullopt;
}

} // namespace

std::optional<ColumnType> parseColumnType(QStringView text, Dialect dialect, QString *error)
{
    QString ignored;
    QString &message = error ? *error : ignored;
    message.clear();
    auto type = dialect == Dialect::GoogleSql ? parseGoogleSql(text, &message) : parsePostgreSql(text, &message);
    if (!type && message.isEmpty())
        message = ColumnTypes::tr("\"%1\" is not a valid column type.").arg(text.trimmed());
    return type;
}

QStringList commonColumnTypes(Dialect dialect)
{
    if (dialect == Dialect::GoogleSql)
        return {QStringLiteral("INT64"), QStringLiteral("STRING(MAX)"), QStringLiteral("STRING(100)"),
                QStringLiteral("BOOL"), QStringLiteral("FLOAT64"), QStringLiteral("NUMERIC"),
                QStringLiteral("BYTES(MAX)"), QStringLiteral("JSON"), QStringLiteral("DATE"),
                QStringLiteral("TIMESTAMP"), QStringLiteral("UUID"), QStringLiteral("ARRAY<STRING(MAX)>"),
                QStringLiteral("ARRAY<INT64>")};
    return {QStringLiteral("bigint"), QStringLiteral("varchar"), QStringLiteral("varchar(100)"),
            QStringLiteral("boolean"), QStringLiteral("double precision"), QStringLiteral("numeric"),
            QStringLiteral("bytea"), QStringLiteral("jsonb"), QStringLiteral("date"),
            QStringLiteral("timestamptz"), QStringLiteral("uuid"), QStringLiteral("varchar[]"),
            QStringLiteral("bigint[]")};
}

} // namespace ssd
