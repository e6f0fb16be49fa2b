// DROP of every kind of object and RENAME TABLE: syntax only. The statements go to the shared
// applier (apply/applier.h), which owns their existence and dependency rules for both dialects.

#include "googlesqlstatementparser.h"

#include <algorithm>

namespace ssd::gsql {

namespace {

using Object = ddl::DropStmt::Object;

// The kinds of object DROP names, by their one or two keywords, with what their name is called in
// a syntax error.
struct DropKind
{
    const char *first;
    const char *second; // nullptr: a one-word kind
    Object object;
    const char *what;
};

constexpr DropKind kDropKinds[] = {
    {"TABLE", nullptr, Object::Table, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name")},
    {"INDEX", nullptr, Object::Index, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name")},
    {"SEARCH", "INDEX", Object::SearchIndex, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name")},
    {"VECTOR", "INDEX", Object::VectorIndex, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name")},
    {"SEQUENCE", nullptr, Object::Sequence, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"SCHEMA", nullptr, Object::Schema, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"VIEW", nullptr, Object::View, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"CHANGE", "STREAM", Object::ChangeStream, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"ROLE", nullptr, Object::Role, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"PROPERTY", "GRAPH", Object::PropertyGraph, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"MODEL", nullptr, Object::Model, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"LOCALITY", "GROUP", Object::LocalityGroup, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "name")},
    {"PROTO", "BUNDLE", Object::ProtoBundle, nullptr},
};

} // namespace

std::optional<ddl::Statement> StatementParser::parseDrop()
{
    next(); // DROP
    // Functions and placements are kept as written.
    if (peekKeyword("FUNCTION") || (peekKeyword("TABLE") && peekKeyword("FUNCTION", 1)) || peekKeyword("PLACEMENT"))
        return parseKept(QStringLiteral("DROP ") + textOf(peek()).toString().toUpper());
    const DropKind *kind = std::find_if(std::begin(kDropKinds), std::end(kDropKinds), [&](const DropKind &k) {
        return peekKeyword(k.first) && (!k.second || peekKeyword(k.second, 1));
    });
    if (kind == std::end(kDropKinds)) {
        syntaxError(tr("TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, "
                                   "PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION or PLACEMENT after DROP"));
        return std::nullopt;
    }
    next();
    if (kind->second)
        next();
    ddl::DropStmt stmt;
    stmt.object = kind->object;
    if (stmt.object == Object::ProtoBundle) {
        // The database has one bundle: no name, and a missing one is reported at the statement.
        if (!expectStatementEnd())
            return std::nullopt;
        stmt.names.push_back(nameAt(QString(), *m_begin));
        return stmt;
    }
    stmt.ifExists = parseIfExists();
    ddl::NameRef name = parsePathRef(kind->what);
    if (!expectStatementEnd())
        return std::nullopt;
    stmt.names.push_back(std::move(name));
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseRenameTable()
{
    next(); // RENAME
    if (!expectKeyword("TABLE", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after RENAME")))
        return std::nullopt;
    ddl::RenameTableStmt stmt;
    do {
        ddl::NameRef from = parsePathRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
        if (!expectKeyword("TO", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the table name")))
            return std::nullopt;
        ddl::NameRef to = parsePathRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "new table name"));
        stmt.renames.push_back({std::move(from), std::move(to)});
    } while (!m_failed && acceptPunct(u','));
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

} // namespace ssd::gsql
