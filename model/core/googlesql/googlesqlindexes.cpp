// CREATE / ALTER of regular, search and vector indexes (DROP: googlesqldroprename.cpp).

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

void StatementParser::parseAlterIndex(Index::Kind kind)
{
    if (kind != Index::Kind::Regular)
        next(); // SEARCH / VECTOR
    next();     // INDEX
    const Token &nameToken = peek();
    const QString name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "index name"));
    const Token &actionToken = peek();
    Options options;
    QString column;
    bool add = false, setOptions = false;
    if (peekKeyword("ADD") || peekKeyword("DROP")) {
        add = peekKeyword("ADD");
        next();
        // Regular and vector indexes spell it STORED COLUMN; search indexes also allow COLUMN.
        const bool stored = acceptKeyword("STORED");
        if (!stored && kind != Index::Kind::Search) {
            syntaxError(tr("STORED COLUMN after %1").arg(add ? QStringLiteral("ADD") : QStringLiteral("DROP")));
            return;
        }
        if (!expectKeyword("COLUMN", stored ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after STORED") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ADD/DROP")))
            return;
        column = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
    } else if (kind == Index::Kind::Vector && peekKeyword("SET")) {
        next();
        if (!expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
            return;
        options = parseOptionsBody();
        setOptions = true;
    } else {
        syntaxError(kind == Index::Kind::Vector ? tr("ADD STORED COLUMN, DROP STORED COLUMN or SET OPTIONS")
                                                : tr("ADD STORED COLUMN or DROP STORED COLUMN"));
        return;
    }
    if (!expectStatementEnd())
        return;
    Index *index = m_schema.findIndex(name);
    if (!index) {
        semanticError(nameToken, tr("%1 not found: %2").arg(tr(kindWord(kind)), name));
        return;
    }
    if (setOptions) {
        for (const Option &option : options) {
            if (option.value == u"null")
                removeOption(index->options, option.name);
            else
                setOption(index->options, option.name, option.value);
        }
    } else if (add) {
        const Table *table = lookupTable(index->table);
        if (table && !table->findColumn(column)) {
            semanticError(actionToken, tr("column not found: %1 in table %2").arg(column, index->table));
            return;
        }
        if (index->storing.contains(column)) {
            semanticError(actionToken, tr("index %1 already stores column %2").arg(name, column));
            return;
        }
        index->storing.push_back(column);
    } else if (!index->storing.removeOne(column)) {
        semanticError(actionToken, tr("index %1 does not store column %2").arg(name, column));
        return;
    }
    addSuppressions(index->pos);
}

} // namespace ssd::gsql
