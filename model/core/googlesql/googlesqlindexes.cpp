// CREATE of regular, search and vector indexes; their ALTER, syntax only (the shared applier
// applies it, apply/applyindex.cpp). DROP: googlesqldroprename.cpp.

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

namespace {

const char *kindWord(Index::Kind kind)
{
    switch (kind) {
    case Index::Kind::Regular: return QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index");
    case Index::Kind::Search: return QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "search index");
    case Index::Kind::Vector: return QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "vector index");
    }
    return QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index");
}

} // namespace

bool StatementParser::validateIndexColumns(const Index &index, const Table &table, const Token &at)
{
    auto check = [&](const QString &column, const char *role) {
        if (table.findColumn(column))
            return true;
        semanticError(at, tr("%1 %2 refers to %3 column %4, which does not exist in table %5")
                              .arg(tr(kindWord(index.kind)), index.name, tr(role), column, table.name));
        return false;
    };
    for (const KeyPart &key : index.keys)
        if (!check(key.column, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "key")))
            return false;
    for (const QString &column : index.storing)
        if (!check(column, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "stored")))
            return false;
    for (const QString &column : index.whereNotNull)
        if (!check(column, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "filtered")))
            return false;
    for (const QString &column : index.partitionBy)
        if (!check(column, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "partition")))
            return false;
    for (const KeyPart &key : index.orderBy)
        if (!check(key.column, QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "order")))
            return false;
    return true;
}

void StatementParser::parseCreateIndex(bool unique, bool nullFiltered, Index::Kind kind)
{
    // CREATE [UNIQUE] [NULL_FILTERED] INDEX / SEARCH INDEX / VECTOR INDEX already consumed.
    const bool ifNotExists = parseIfNotExists();
    const Token &nameToken = peek();
    Index index;
    index.kind = kind;
    index.unique = unique;
    index.nullFiltered = nullFiltered;
    index.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name"));
    if (!expectKeyword("ON", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the index name")))
        return;
    const Token &tableToken = peek();
    index.table = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
    index.keys = parseKeyList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the table name"), kind != Index::Kind::Search);
    if (m_failed)
        return;
    if (index.keys.empty()) {
        syntaxErrorAt(m_cursor[-1], tr("expected at least one key column, found ')'"));
        return;
    }
    if (acceptKeyword("STORING")) {
        index.storing = parseNameList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"), QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STORING"));
        if (!m_failed && index.storing.isEmpty()) {
            syntaxErrorAt(m_cursor[-1], tr("expected column name in STORING (...), found ')'"));
            return;
        }
    }
    if (kind == Index::Kind::Search && peekKeyword("PARTITION") && peekKeyword("BY", 1)) {
        next();
        next();
        do {
            index.partitionBy.push_back(parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "partition column name")));
        } while (!m_failed && acceptPunct(u','));
    }
    if (kind == Index::Kind::Search && peekKeyword("ORDER") && peekKeyword("BY", 1)) {
        next();
        next();
        do {
            KeyPart part;
            part.column = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "order column name"));
            if (acceptKeyword("ASC")) {
                part.orderExplicit = true;
            } else if (acceptKeyword("DESC")) {
                part.order = SortOrder::Desc;
                part.orderExplicit = true;
            }
            index.orderBy.push_back(part);
        } while (!m_failed && acceptPunct(u','));
    }
    if (acceptKeyword("WHERE")) {
        do {
            index.whereNotNull.push_back(parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name")));
            if (!expectKeyword("IS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the column name")) || !expectKeyword("NOT", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IS"))
                || !expectKeyword("NULL", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IS NOT")))
                return;
        } while (acceptKeyword("AND"));
    }
    if (peekPunct(u',') && peekKeyword("INTERLEAVE", 1)) {
        next();
        next();
        if (!expectKeyword("IN", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INTERLEAVE")))
            return;
        index.interleaveIn = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
    }
    if (acceptKeyword("OPTIONS"))
        index.options = parseOptionsBody();
    if (!expectStatementEnd())
        return;
    if (kind == Index::Kind::Vector && !findOption(index.options, u"distance_type")) {
        syntaxErrorAt(nameToken, tr("expected OPTIONS (distance_type = ...) in CREATE VECTOR INDEX %1").arg(index.name));
        return;
    }

    if (ifNotExists && m_names.index(index.name))
        return;
    if (!nameFree(index.name, nameToken, nameKindOf(kind)))
        return;
    const Table *table = lookupTable(index.table);
    if (!table) {
        semanticError(tableToken, tr("table not found: %1").arg(index.table));
        return;
    }
    if (!validateIndexColumns(index, *table, tableToken))
        return;
    if (index.isInterleaved() && !lookupTable(index.interleaveIn)) {
        semanticError(tableToken, tr("table not found: %1 (INTERLEAVE IN of index %2)").arg(index.interleaveIn, index.name));
        return;
    }
    index.id = m_schema.newId();
    index.pos = statementPos();
    m_schema.indexes.push_back(std::move(index));
}

std::optional<ddl::Statement> StatementParser::parseAlterIndex(Index::Kind kind)
{
    if (kind != Index::Kind::Regular)
        next(); // SEARCH / VECTOR
    next();     // INDEX
    ddl::AlterIndexStmt stmt;
    stmt.kind = kind;
    const Token &nameToken = peek();
    stmt.index = {parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name")), nameToken.line, nameToken.column};
    if (peekKeyword("ADD") || peekKeyword("DROP")) {
        const bool add = peekKeyword("ADD");
        stmt.action = add ? ddl::AlterIndexStmt::Action::AddStored : ddl::AlterIndexStmt::Action::DropStored;
        next();
        // Regular and vector indexes spell it STORED COLUMN; search indexes also allow COLUMN.
        const bool stored = acceptKeyword("STORED");
        if (!stored && kind != Index::Kind::Search) {
            syntaxError(tr("STORED COLUMN after %1").arg(add ? QStringLiteral("ADD") : QStringLiteral("DROP")));
            return std::nullopt;
        }
        if (!expectKeyword("COLUMN", stored ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STORED") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ADD/DROP")))
            return std::nullopt;
        const Token &columnToken = peek();
        stmt.column = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name")), columnToken.line, columnToken.column};
    } else if (kind == Index::Kind::Vector && peekKeyword("SET")) {
        next();
        if (!expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
            return std::nullopt;
        stmt.action = ddl::AlterIndexStmt::Action::SetOptions;
        stmt.options = parseOptionsBody();
    } else {
        syntaxError(kind == Index::Kind::Vector ? tr("ADD STORED COLUMN, DROP STORED COLUMN or SET OPTIONS")
                                                : tr("ADD STORED COLUMN or DROP STORED COLUMN"));
        return std::nullopt;
    }
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

} // namespace ssd::gsql
