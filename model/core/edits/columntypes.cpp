#include "columntypes.h"

#include "ddl.h"

#include <QCoreApplication>

namespace ssd {

namespace {

// A named context, so that lupdate files these messages under "ColumnTypes" as they are looked up.
struct ColumnTypes
{
    Q_DECLARE_TR_FUNCTIONS(ColumnTypes)
};

// The type is read by the dialect's own parser, as the type of the one column of a CREATE TABLE:
// the DDL pane, the CLI and this cell then accept the same types, spelled the same ways.
// PostgreSQL needs a key column; GoogleSQL takes an empty key.
struct Wrapping
{
    QString before;
    QString after;
};

Wrapping wrappingFor(Dialect dialect)
{
    if (dialect == Dialect::GoogleSql)
        return {QStringLiteral("CREATE TABLE T (C "), QStringLiteral("\n) PRIMARY KEY ()")};
    return {QStringLiteral("CREATE TABLE t (c "), QStringLiteral("\n, k bigint PRIMARY KEY)")};
}

ParseResult parseWrapped(QStringView type, Dialect dialect)
{
    const Wrapping w = wrappingFor(dialect);
    return parseDdl(QString(w.before).append(type).append(w.after), ParseOptions{dialect});
}

QString notAType(QStringView text) { return ColumnTypes::tr("\"%1\" is not a valid column type.").arg(text.trimmed()); }

} // namespace

std::optional<ColumnType> parseColumnType(QStringView text, Dialect dialect, QString *error)
{
    QString ignored;
    QString &message = error ? *error : ignored;
    message.clear();
    // One statement only: a type has no ';', and text that ends the column list and adds clauses
    // is caught below, since the table must come out as the wrapping alone makes it.
    if (text.trimmed().isEmpty() || text.contains(u';')) {
        message = notAType(text);
        return std::nullopt;
    }
    const ParseResult parsed = parseWrapped(text, dialect);
    for (const Diagnostic &d : parsed.diagnostics) {
        if (!d.isError())
            continue;
        // Within the text: the parser's own words, at the character they are about.
        const int prefix = int(wrappingFor(dialect).before.size());
        if (d.line == 1 && d.column > prefix && d.column <= prefix + text.size())
            message = ColumnTypes::tr("\"%1\" is not a valid column type: %2 (at character %3).")
                          .arg(text.trimmed(), d.message)
                          .arg(d.column - prefix);
        else
            message = notAType(text);
        return std::nullopt;
    }
    if (parsed.schema.tables.size() != 1 || parsed.schema.tables.front().columns.empty()) {
        message = notAType(text);
        return std::nullopt;
    }
    // The same wrapping around a plain type, with this type put in: equal only when the text said
    // nothing but the type (no NOT NULL, DEFAULT, OPTIONS, key, constraint or table clause).
    const ColumnType type = parsed.schema.tables.front().columns.front().type;
    // GoogleSQL reads any other name as a proto message or enum, which DDL declares in its proto
    // bundle; this cell has no bundle at hand, so a name without a package ("STRIN") is taken for
    // the typo it most likely is.
    const ColumnType &named = type.isArray() && type.arrayElement() ? *type.arrayElement() : type;
    if ((named.kind == TypeKind::Proto || named.kind == TypeKind::Enum) && !named.protoName.contains(u'.')) {
        message = ColumnTypes::tr("Unknown type \"%1\".").arg(text.trimmed());
        return std::nullopt;
    }
    Schema plain = parseWrapped(dialect == Dialect::GoogleSql ? u"BOOL" : u"bool", dialect).schema;
    if (!plain.tables.empty() && !plain.tables.front().columns.empty())
        plain.tables.front().columns.front().type = type;
    if (!(plain == parsed.schema)) {
        message = notAType(text);
        return std::nullopt;
    }
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
