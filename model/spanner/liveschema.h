#pragma once

// A live database's schema as text our parsers read: its dialect (INFORMATION_SCHEMA) and its
// DDL as Spanner prints it (getDdl). A missing database is NOT_FOUND, whatever shape the server
// reports it in.

#include "spannerclient.h"

namespace ssd::spanner {

struct LiveSchema
{
    Dialect dialect = Dialect::GoogleSql;
    QStringList statements; // without ';'

    // The statements as one DDL text, each ended by ";\n".
    QString ddlText() const;
};

SpannerResult<LiveSchema> readLiveSchema(SpannerClient &client, const DatabaseName &database);

// NOT_FOUND naming the database.
SpannerError databaseNotFound(const DatabaseName &database);

} // namespace ssd::spanner
