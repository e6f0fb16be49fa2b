#include "liveschema.h"

#include <QCoreApplication>

namespace ssd::spanner {

namespace {

struct LiveSchemaText
{
    Q_DECLARE_TR_FUNCTIONS(LiveSchema)
};

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
    return LiveSchema{dialect.value(), std::move(statements).value()};
}

} // namespace ssd::spanner
