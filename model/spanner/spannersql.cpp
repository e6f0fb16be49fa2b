// SpannerClient's sessions and SQL: what getDdl cannot tell (the database's dialect) and what
// tests need to put rows into a database (DML in a read-write transaction).

#include "spannerclient.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ssd::spanner {

namespace {

struct SpannerSqlText
{
    Q_DECLARE_TR_FUNCTIONS(SpannerClient)
};

ResultSet resultSetOf(const QJsonObject &answer)
{
    ResultSet result;
    const QJsonArray fields = answer.value(u"metadata").toObject().value(u"rowType").toObject().value(u"fields").toArray();
    for (const QJsonValue &field : fields)
        result.columns.append(field.toObject().value(u"name").toString());
    for (const QJsonValue &row : answer.value(u"rows").toArray())
        result.rows.append(row.toArray());
    return result;
}

// Both dialects read the same view: identifiers are case-insensitive in GoogleSQL and folded to
// lower case in PostgreSQL, and '...' is a string in both.
const char kDialectQuery[] =
    "SELECT option_value FROM information_schema.database_options WHERE option_name = 'database_dialect'";

} // namespace

SpannerResult<QString> SpannerClient::createSession(const DatabaseName &database)
{
    SpannerResult<QJsonObject> answer = call("POST", database.path() + QStringLiteral("/sessions"), QJsonObject());
    if (!answer)
        return answer.error();
    const QString name = answer->value(u"name").toString();
    if (name.isEmpty())
        return makeError(SpannerError::Internal, SpannerSqlText::tr("the new session has no name"));
    return name;
}

SpannerStatus SpannerClient::deleteSession(const QString &session)
{
    const CleanupScope cleanup(*this);
    SpannerResult<QJsonObject> answer = call("DELETE", session);
    return answer ? SpannerStatus() : SpannerStatus(answer.error());
}

SpannerResult<ResultSet> SpannerClient::executeSql(const QString &session, const QString &sql)
{
    SpannerResult<QJsonObject> answer = call("POST", session + QStringLiteral(":executeSql"),
                                             QJsonObject{{QStringLiteral("sql"), sql}});
    if (!answer)
        return answer.error();
    return resultSetOf(answer.value());
}

SpannerResult<ResultSet> SpannerClient::query(const DatabaseName &database, const QString &sql)
{
    SpannerResult<QString> session = createSession(database);
    if (!session)
        return session.error();
    SpannerResult<ResultSet> result = executeSql(session.value(), sql);
    deleteSession(session.value());
    return result;
}

SpannerResult<QList<qint64>> SpannerClient::executeDml(const DatabaseName &database, const QStringList &statements)
{
    SpannerResult<QString> session = createSession(database);
    if (!session)
        return session.error();
    SpannerResult<QList<qint64>> counts = runDmlTransaction(session.value(), statements);
    deleteSession(session.value());
    return counts;
}

SpannerResult<QList<qint64>> SpannerClient::runDmlTransaction(const QString &session, const QStringList &statements)
{
    SpannerResult<QJsonObject> begun = call(
        "POST", session + QStringLiteral(":beginTransaction"),
        QJsonObject{{QStringLiteral("options"), QJsonObject{{QStringLiteral("readWrite"), QJsonObject()}}}});
    if (!begun)
        return begun.error();
    const QString transaction = begun->value(u"id").toString();
    // A transaction left open blocks the database (the emulator allows one at a time), so every
    // failure after the begin rolls it back, even a cancelled one.
    const auto rollBack = [&] {
        const CleanupScope cleanup(*this);
        call("POST", session + QStringLiteral(":rollback"), QJsonObject{{QStringLiteral("transactionId"), transaction}});
    };
    QJsonArray sqlStatements;
    for (const QString &statement : statements)
        sqlStatements.append(QJsonObject{{QStringLiteral("sql"), statement}});
    SpannerResult<QJsonObject> batch = call(
        "POST", session + QStringLiteral(":executeBatchDml"),
        QJsonObject{{QStringLiteral("transaction"), QJsonObject{{QStringLiteral("id"), transaction}}},
                    {QStringLiteral("seqno"), QStringLiteral("1")},
                    {QStringLiteral("statements"), sqlStatements}});
    if (!batch) {
        rollBack();
        return batch.error();
    }
    QList<qint64> counts;
    for (const QJsonValue &resultSet : batch->value(u"resultSets").toArray())
        counts.append(resultSet.toObject().value(u"stats").toObject().value(u"rowCountExact").toString().toLongLong());
    // The batch stops at the first failing statement and reports it in "status".
    const QJsonObject status = batch->value(u"status").toObject();
    if (status.value(u"code").toInt() != 0) {
        rollBack();
        SpannerError error = makeError(status.value(u"code").toInt(), status.value(u"message").toString());
        error.message = SpannerSqlText::tr("DML statement %1 of %2: %3")
                            .arg(counts.size() + 1).arg(statements.size()).arg(error.message);
        return error;
    }
    SpannerResult<QJsonObject> committed = call("POST", session + QStringLiteral(":commit"),
                                                QJsonObject{{QStringLiteral("transactionId"), transaction}});
    if (!committed) {
        rollBack();
        return committed.error();
    }
    return counts;
}

SpannerResult<Dialect> SpannerClient::databaseDialect(const DatabaseName &database)
{
    SpannerResult<ResultSet> result = query(database, QString::fromLatin1(kDialectQuery));
    if (!result)
        return result.error();
    const QString value = result->rows.value(0).at(0).toString();
    if (value == u"GOOGLE_STANDARD_SQL")
        return Dialect::GoogleSql;
    if (value == u"POSTGRESQL")
        return Dialect::PostgreSql;
    return makeError(SpannerError::Internal,
                     SpannerSqlText::tr("%1: unknown database_dialect '%2'").arg(database.path(), value));
}

} // namespace ssd::spanner
