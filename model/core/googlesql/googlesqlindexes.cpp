// CREATE and ALTER of regular, search and vector indexes, syntax only: the shared applier applies
// them (apply/applyindex.cpp). DROP: googlesqldroprename.cpp.

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

std::optional<ddl::Statement> StatementParser::parseCreateIndex(bool unique, bool nullFiltered, Index::Kind kind)
{
    // CREATE [UNIQUE] [NULL_FILTERED] INDEX / SEARCH INDEX / VECTOR INDEX already consumed.
    ddl::CreateIndexStmt stmt;
    stmt.ifNotExists = parseIfNotExists();
    Index &index = stmt.index;
    index.kind = kind;
    index.unique = unique;
    index.nullFiltered = nullFiltered;
    const Token &nameToken = peek();
    index.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name"));
    stmt.name = {index.name, nameToken.line, nameToken.column};
    if (!expectKeyword("ON", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the index name")))
        return std::nullopt;
    const Token &tableToken = peek();
    index.table = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
    stmt.table = {index.table, tableToken.line, tableToken.column};
    index.keys = parseKeyList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the table name"), kind != Index::Kind::Search, &stmt.columns);
    if (m_failed)
        return std::nullopt;
    if (index.keys.empty()) {
        syntaxErrorAt(m_cursor[-1], tr("expected at least one key column, found ')'"));
        return std::nullopt;
    }
    if (acceptKeyword("STORING")) {
        index.storing = parseNameList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"), QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STORING"),
                                      &stmt.columns);
        if (!m_failed && index.storing.isEmpty()) {
            syntaxErrorAt(m_cursor[-1], tr("expected column name in STORING (...), found ')'"));
            return std::nullopt;
        }
    }
    // One column name with its position in stmt.columns.
    auto column = [&](const char *what) {
        const Token &at = peek();
        stmt.columns.push_back({parseIdentifier(what), at.line, at.column});
        return stmt.columns.back().name;
    };
    if (kind == Index::Kind::Search && peekKeyword("PARTITION") && peekKeyword("BY", 1)) {
        next();
        next();
        do {
            index.partitionBy.push_back(column(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "partition column name")));
        } while (!m_failed && acceptPunct(u','));
    }
    if (kind == Index::Kind::Search && peekKeyword("ORDER") && peekKeyword("BY", 1)) {
        next();
        next();
        do {
            KeyPart part;
            part.column = column(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "order column name"));
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
            index.whereNotNull.push_back(column(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name")));
            if (!expectKeyword("IS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the column name")) || !expectKeyword("NOT", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IS"))
                || !expectKeyword("NULL", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IS NOT")))
                return std::nullopt;
        } while (acceptKeyword("AND"));
    }
    if (peekPunct(u',') && peekKeyword("INTERLEAVE", 1)) {
        next();
        next();
        if (!expectKeyword("IN", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INTERLEAVE")))
            return std::nullopt;
        const Token &parentToken = peek();
        index.interleaveIn = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
        stmt.interleaveIn = {index.interleaveIn, parentToken.line, parentToken.column};
    }
    if (acceptKeyword("OPTIONS"))
        index.options = parseOptionsBody();
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
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
