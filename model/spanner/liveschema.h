#pragma once

// A live database's schema as text our parsers read: its dialect (INFORMATION_SCHEMA) and its
// DDL as Spanner prints it (getDdl), plus what getDdl leaves out that a migration needs: the
// names Spanner gave unnamed foreign keys and CHECKs (INFORMATION_SCHEMA.TABLE_CONSTRAINTS).
// A missing database is NOT_FOUND, whatever shape the server reports it in.

#include "migration/migrationplan.h"
#include "spannerclient.h"

namespace ssd::spanner {

struct LiveSchema
{
    Dialect dialect = Dialect::GoogleSql;
    QStringList statements; // without ';'
    // Every foreign key and CHECK with its name (named ones too: the planner only looks up the
    // unnamed ones of the parsed DDL, and skips names the DDL already uses).
    std::vector<migration::GeneratedConstraintName> constraintNames;

    // The statements as one DDL text, each ended by ";\n".
    QString ddlText() const;
};

SpannerResult<LiveSchema> readLiveSchema(SpannerClient &client, const DatabaseName &database);

// NOT_FOUND naming the database.
SpannerError databaseNotFound(const DatabaseName &database);

} // namespace ssd::spanner
