#include "liveschema.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ssd::spanner {

namespace {

struct LiveSchemaText
{
    Q_DECLARE_TR_FUNCTIONS(LiveSchema)
};

// Both dialects' INFORMATION_SCHEMA answer this (identifiers unquoted, so case does not matter
// in GoogleSQL and PostgreSQL folds them). NOT NULL columns appear as CHECKs named
// CK_IS_NOT_NULL_...: those are not constraints of the DDL. One row per FK column, in order.
constexpr char kConstraintNamesQuery[] =
    "SELECT tc.table_schema, tc.table_name, tc.constraint_name, kcu.column_name, cc.check_clause "
    "FROM information_schema.table_constraints AS tc "
    "LEFT JOIN information_schema.key_column_usage AS kcu "
    "ON kcu.constraint_schema = tc.constraint_schema AND kcu.constraint_name = tc.constraint_name "
    "LEFT JOIN information_schema.check_constraints AS cc "
    "ON cc.constraint_schema = tc.constraint_schema AND cc.constraint_name = tc.constraint_name "
    "WHERE tc.constraint_type IN ('FOREIGN KEY', 'CHECK') "
    "AND tc.table_schema NOT IN ('INFORMATION_SCHEMA', 'SPANNER_SYS', 'information_schema', 'spanner_sys', 'pg_catalog') "
    "AND tc.constraint_name NOT LIKE 'CK_IS_NOT_NULL_%' "
    "ORDER BY tc.table_schema, tc.table_name, tc.constraint_name, kcu.ordinal_position";

SpannerResult<std::vector<migration::GeneratedConstraintName>> readConstraintNames(SpannerClient &client, const DatabaseName &database,
                                                                                     Dialect dialect)
{
    SpannerResult<ResultSet> result = client.query(database, QString::fromLatin1(kConstraintNamesQuery));
    if (!result)
        return result.error();
    std::vector<migration::GeneratedConstraintName> names;
    for (const QJsonArray &row : result->rows) {
        const QString schema = row.at(0).toString(), table = row.at(1).toString(), name = row.at(2).toString();
        // The default schema is '' in GoogleSQL and 'public' in PostgreSQL; others prefix the name.
        const bool defaultSchema = schema.isEmpty() || (dialect == Dialect::PostgreSql && schema == u"public");
        const QString qualified = defaultSchema ? table : schema + u'.' + table;
        if (names.empty() || names.back().name != name || names.back().table != qualified)
            names.push_back({qualified, name, {}, row.at(4).toString()});
        if (!row.at(3).isNull())
            names.back().columns.append(row.at(3).toString());
    }
    return names;
}

} // namespace

QString LiveSchema::ddlText() const
{
    QString text;
    for (const QString &statement : statements)
        text += statement + QStringLiteral(";\n");
    return text;
}

SpannerError databaseNotFound(const DatabaseName &database)
{
    return makeError(SpannerError::NotFound,
                     LiveSchemaText::tr("database %1 does not exist in instance %2")
                         .arg(database.database, database.instancePath()));
}

SpannerResult<LiveSchema> readLiveSchema(SpannerClient &client, const DatabaseName &database)
{
    SpannerResult<QStringList> statements = client.getDdl(database);
    if (!statements) {
        // Production says NOT_FOUND; the emulator's gateway cannot encode that error and says
        // INTERNAL instead, so the instance's list decides.
        if (statements.error().code == SpannerError::NotFound || statements.error().code == SpannerError::Internal) {
            SpannerResult<bool> exists = client.databaseExists(database);
            if (exists && !exists.value())
                return databaseNotFound(database);
        }
        return statements.error();
    }
    SpannerResult<Dialect> dialect = client.databaseDialect(database);
    if (!dialect)
        return dialect.error();
    SpannerResult<std::vector<migration::GeneratedConstraintName>> names = readConstraintNames(client, database, dialect.value());
    if (!names)
        return names.error();
    return LiveSchema{dialect.value(), std::move(statements).value(), std::move(names).value()};
}

} // namespace ssd::spanner
