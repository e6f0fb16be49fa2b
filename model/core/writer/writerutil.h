#pragma once

// Pieces shared by the GoogleSQL and PostgreSQL writers: identifier quoting, type spelling, the
// statement plan (which object is printed where) and the places of free comments in it (issue
// #15). Kept apart from the writers so that the JSON dump, the conversion and the designer spell
// names and types exactly like the DDL does, and both dialects put comments at the same places.

#include "schema.h"

#include <QString>
#include <QStringView>

#include <cstring>
#include <vector>

namespace ssd {

// UTF-16 literals append without a Latin-1 conversion (the writers are on the hot path).
template<size_t N>
constexpr QStringView u16(const char16_t (&text)[N]) { return QStringView(text, qsizetype(N - 1)); }

// Appends to a DDL text. The writers reserve the whole text up front, so nearly every append is
// a copy into free space at the end: done inline here rather than through QString::append's
// out-of-line detach/grow path (a 10,000-table schema is ~2 million short appends). Uses the same
// capacity test as QString::append, which keeps room for the terminating null.
inline void put(QString &out, QStringView text)
{
    QString::DataPointer &d = out.data_ptr();
    const qsizetype n = text.size();
    if (n > 0 && !d.needsDetach() && d.freeSpaceAtEnd() >= n) {
        char16_t *end = d.data() + d.size;
        std::memcpy(end, text.utf16(), size_t(n) * sizeof(char16_t));
        d.size += n;
        end[n] = u'\0';
    } else {
        out.append(text);
    }
}
inline void put(QString &out, char16_t c)
{
    QString::DataPointer &d = out.data_ptr();
    if (!d.needsDetach() && d.freeSpaceAtEnd() >= 1) {
        char16_t *end = d.data() + d.size;
        end[0] = c;
        end[1] = u'\0';
        ++d.size;
    } else {
        out.append(QChar(c));
    }
}
inline void put(QString &out, QChar c) { put(out, c.unicode()); }

// Appends a (possibly dotted) object name, quoting each part that needs it: GoogleSQL back-quotes
// reserved words and parts that are not plain identifiers; PostgreSQL double-quotes parts that
// are not lower-case plain identifiers or are reserved keywords.
void appendName(QString &out, QStringView name, Dialect dialect);
QString quotedName(QStringView name, Dialect dialect);
// Comma-separated list of names ("a, b, c").
void appendNameList(QString &out, const QStringList &names, Dialect dialect);

// Type spelling. PostgreSQL uses the long lower-case names Spanner prints (bigint, character
// varying(n), timestamp with time zone, ...). Commit timestamps are a column property in the
// model; appendColumnTypeName prints spanner.commit_timestamp for them in PostgreSQL.
void appendTypeName(QString &out, const ColumnType &type, Dialect dialect);
void appendColumnTypeName(QString &out, const Column &column, Dialect dialect);

void appendNumber(QString &out, qint64 value);

// ---------------------------------------------------------------------------------------------
// Statement plan: the order in which the writers print a schema.
//
// Spanner's order (GetDatabaseDdl, emulator print_ddl.cc): database options, proto bundle, named
// schemas, sequences, tables in creation order with each table's indexes right after it sorted
// by name (interleave parents first), change streams, models, views (each after the views it
// reads), property graphs. We add what that printer leaves out or puts where a re-run would fail:
// locality groups come before the tables that use them; a foreign key that references a table
// printed later (or follows such a key) becomes an ALTER TABLE ... ADD after all tables; an index
// interleaved in a table printed later follows the tables; roles and grants come last. Kept
// statements go before the first printed object created after them (ids follow creation order).
struct PlannedStatement
{
    enum class Kind {
        DatabaseOptions,  // index: option index for PostgreSQL (one statement each), -1 GoogleSQL
        ProtoBundle,
        NamedSchema,
        LocalityGroup,
        Sequence,
        Table,            // inlineForeignKeys: how many of the table's FKs go inside CREATE TABLE
        ColumnLocalityGroup, // PostgreSQL: index table, sub column; ALTER COLUMN SET LOCALITY GROUP
        Index,
        ForeignKey,       // index: table, sub: foreign key index; ALTER TABLE ... ADD
        ChangeStream,
        Model,
        View,
        PropertyGraph,
        Role,
        Grant,
        Kept,
    };
    Kind kind = Kind::Kept;
    int index = -1;
    int sub = -1;
    int inlineForeignKeys = 0;
    ObjectId anchor = 0;
};

std::vector<PlannedStatement> planStatements(const Schema &schema);

// For each place of the plan (0 .. plan.size()), the free comments (indexes into
// schema.freeComments) written right before the statement there, as kept statements are placed.
std::vector<std::vector<int>> freeCommentPlaces(const Schema &schema, const std::vector<PlannedStatement> &plan);

} // namespace ssd
