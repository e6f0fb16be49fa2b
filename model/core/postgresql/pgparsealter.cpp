// ALTER and DROP statement dispatch, ALTER TABLE with all its actions.

#include "pgparser.h"

namespace ssd::pg {

std::optional<Statement> Parser::parseAlter()
{
    const Token &token = peek();
    if (acceptKeyword("table"))
        return parseAlterTable();
    if (acceptKeyword("index"))
        return parseAlterIndex(false);
    if (acceptKeywords({"search", "index"}))
        return parseAlterIndex(true);
    if (acceptKeyword("sequence"))
        return parseAlterSequence();
    if (acceptKeywords({"change", "stream"}))
        return parseAlterChangeStream();
    if (acceptKeyword("database"))
        return parseAlterDatabase();
    if (acceptKeywords({"locality", "group"}))
        return parseLocalityGroup(LocalityGroupStmt::Action::Alter);
    if (peekKeyword("statistics") || peekKeyword("placement") || peekKeyword("function"))
        return kept(QStringLiteral("ALTER %1").arg(textOf(peek()).toString().toUpper()));
    if (peekKeyword("view") || peekKeyword("schema") || peekKeyword("role")) {
        unsupported(token, QStringLiteral("ALTER %1").arg(textOf(token).toString().toUpper()));
        return std::nullopt;
    }
    fail(token, tr("TABLE, INDEX, SEARCH INDEX, SEQUENCE, CHANGE STREAM, DATABASE, LOCALITY GROUP, PLACEMENT or STATISTICS after ALTER"));
    return std::nullopt;
}

std::optional<Statement> Parser::parseDrop()
{
    DropStmt stmt;
    const Token &token = peek();
    if (acceptKeyword("table"))
        stmt.object = DropStmt::Object::Table;
    else if (acceptKeyword("index"))
        stmt.object = DropStmt::Object::Index;
    else if (acceptKeywords({"search", "index"}))
        stmt.object = DropStmt::Object::SearchIndex;
    else if (acceptKeyword("sequence"))
        stmt.object = DropStmt::Object::Sequence;
    else if (acceptKeyword("view"))
        stmt.object = DropStmt::Object::View;
    else if (acceptKeywords({"change", "stream"}))
        stmt.object = DropStmt::Object::ChangeStream;
    else if (acceptKeyword("schema"))
        stmt.object = DropStmt::Object::Schema;
    else if (acceptKeyword("role"))
        stmt.object = DropStmt::Object::Role;
    else if (acceptKeywords({"locality", "group"}))
        stmt.object = DropStmt::Object::LocalityGroup;
    else if (peekKeyword("placement") || peekKeyword("function"))
        return kept(QStringLiteral("DROP %1").arg(textOf(peek()).toString().toUpper()));
    else {
        fail(token, tr("TABLE, INDEX, SEARCH INDEX, SEQUENCE, VIEW, CHANGE STREAM, SCHEMA, ROLE, LOCALITY GROUP or PLACEMENT after DROP"));
        return std::nullopt;
    }
    if (peekKeyword("concurrently")) {
        unsupported(peek(), tr("CONCURRENTLY in DROP"));
        return std::nullopt;
    }
    if (peekKeyword("if") && peekKeyword("exists", 1)) {
        next();
        next();
        stmt.ifExists = true;
    }
    const bool changeStream = stmt.object == DropStmt::Object::ChangeStream;
    do {
        const Token &nameToken = peek();
        stmt.names.push_back(stmt.object == DropStmt::Object::Schema || stmt.object == DropStmt::Object::Role
                                 ? parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a name"))
                                 : parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a name")));
        if (changeStream && stmt.names.back().name.contains(u'.') && !m_failed)
            semanticError(nameToken, tr("schema name can only be 'public' in DROP CHANGE STREAM"));
    } while (!m_failed && acceptPunct(","));
    if (stmt.names.size() > 1 && stmt.object != DropStmt::Object::Schema && !m_failed) {
        unsupported(token, tr("dropping more than one object per DROP statement"));
        return std::nullopt;
    }
    if (peekKeyword("cascade")) {
        unsupported(peek(), tr("DROP ... CASCADE (only RESTRICT)"));
        return std::nullopt;
    }
    acceptKeyword("restrict");
    return Statement(std::move(stmt));
}

bool Parser::parseAlterColumn(AlterTableStmt &stmt)
{
    // after ALTER [COLUMN]
    const Token &columnToken = peek();
    const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a column name"));
    if (stmt.target.name.isEmpty())
        stmt.target = column;
    else if (column.name != stmt.target.name)
        return failMessage(columnToken, tr("both ALTER COLUMN clauses must name the same column (%1), found %2").arg(stmt.target.name, column.name)), false;
    const Token &clause = peek();
    const bool typeChange = peekKeyword("type") || (peekKeyword("set") && peekKeyword("data", 1));
    if (typeChange) {
        if (stmt.newType)
            return failMessage(clause, tr("the type of column %1 is changed twice").arg(column.name)), false;
        if (acceptKeyword("set"))
            expectKeyword("data");
        expectKeyword("type");
        const std::optional<ParsedType> type = parseType();
        if (!type)
            return false;
        if (type->serial)
            return unsupported(clause, tr("changing a column to a serial type")), false;
        stmt.action = AlterTableStmt::Action::AlterColumnType;
        stmt.newType = type->type;
        stmt.newTypeCommitTimestamp = type->commitTimestamp;
        if (peekKeyword("using") || peekKeyword("collate"))
            return unsupported(peek(), tr("a %1 clause in ALTER TABLE ALTER COLUMN TYPE").arg(textOf(peek()).toString().toUpper())), false;
        return true;
    }
    if ((peekKeyword("set") || peekKeyword("drop")) && peekKeyword("not", 1) && peekKeyword("null", 2)) {
        if (stmt.newNotNull)
            return failMessage(clause, tr("the nullability of column %1 is changed twice").arg(column.name)), false;
        stmt.newNotNull = isKeyword(next(), "set");
        next();
        next();
        stmt.action = AlterTableStmt::Action::AlterColumnType;
        return true;
    }
    if (stmt.newType || stmt.newNotNull)
        return semanticError(clause, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement")), false;
    if (acceptKeywords({"set", "default"})) {
        stmt.action = AlterTableStmt::Action::SetDefault;
        const Token *first = m_cursor;
        stmt.defaultExpr = parseUnparenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a default expression"), false);
        stmt.defaultNames = bareNamesIn(first, m_cursor);
        stmt.sequenceNames = sequenceNamesIn(first, m_cursor);
        return !m_failed;
    }
    if (acceptKeywords({"drop", "default"})) {
        stmt.action = AlterTableStmt::Action::DropDefault;
        return true;
    }
    if (acceptKeywords({"restart", "counter"})) {
        acceptKeyword("with");
        stmt.action = AlterTableStmt::Action::AlterIdentity;
        stmt.restartCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the counter value"));
        return !m_failed;
    }
    if (acceptKeyword("set")) {
        if (acceptKeywords({"locality", "group"})) {
            stmt.action = AlterTableStmt::Action::SetColumnLocalityGroup;
            stmt.column.name = column.name;
            const NameRef lg = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
            stmt.defaultExpr = lg.name;
            return !m_failed;
        }
        stmt.action = AlterTableStmt::Action::AlterIdentity;
        const Token &optionToken = peek();
        if (!peekKeyword("no") && !peekKeyword("skip") && !peekKeyword("bit_reversed_positive") && !peekKeyword("start"))
            return fail(optionToken, tr("DEFAULT, NOT NULL, DATA TYPE, LOCALITY GROUP, NO MINVALUE, NO MAXVALUE, NO CYCLE, SKIP RANGE or NO SKIP RANGE after SET")), false;
        return parseSequenceClauses(stmt.identityChanges, nullptr, false, &stmt.noSkipRange, &stmt.restartCounter);
    }
    if (peekKeyword("add") && peekKeyword("generated", 1))
        return unsupported(clause, tr("ADD GENERATED on an existing column")), false;
    return fail(clause, tr("TYPE, SET DATA TYPE, SET/DROP NOT NULL, SET/DROP DEFAULT, SET sequence option or RESTART COUNTER")), false;
}

std::optional<Statement> Parser::parseAlterTable()
{
    AlterTableStmt stmt;
    std::optional<RenameTableStmt> rename; // RENAME is a statement of its own
    if (peekKeyword("if") && peekKeyword("exists", 1)) {
        unsupported(peek(), tr("IF EXISTS in ALTER TABLE"));
        return std::nullopt;
    }
    acceptKeyword("only");
    stmt.table = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
    if (peekPunct("*")) {
        unsupported(peek(), tr("table inheritance ('*') in ALTER TABLE"));
        return std::nullopt;
    }
    const Token &action = peek();
    stmt.actionAt = NameRef{QString(), action.line, action.column};
    if (acceptKeyword("add")) {
        if (peekKeyword("ttl") && peekKeyword("interval", 1)) {
            next();
            stmt.action = AlterTableStmt::Action::AddTtl;
            if (auto ttl = parseTtl(&stmt.ttlColumn))
                stmt.ttl = *ttl;
        } else if (peekKeyword("synonym") && peek(1).kind != TokenKind::End && peek(2).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::AddSynonym;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the synonym name"));
        } else if (peekKeyword("constraint") || peekKeyword("primary") || peekKeyword("foreign") || peekKeyword("check")
                   || peekKeyword("unique") || peekKeyword("exclude")) {
            parseTableConstraint(nullptr, &stmt);
        } else {
            acceptKeyword("column");
            if (peekKeyword("if") && peekKeyword("not", 1) && peekKeyword("exists", 2)) {
                next(); next(); next();
                stmt.ifNotExists = true;
            }
            stmt.action = AlterTableStmt::Action::AddColumn;
            parseColumnDefinition(stmt.column, nullptr, &stmt);
            stmt.target = NameRef{stmt.column.name, stmt.column.pos.line, stmt.column.pos.column};
        }
    } else if (acceptKeyword("drop")) {
        if (acceptKeyword("constraint")) {
            stmt.action = AlterTableStmt::Action::DropConstraint;
            if (peekKeyword("if") && peekKeyword("exists", 1))
                return unsupported(peek(), tr("IF EXISTS in ALTER TABLE DROP CONSTRAINT")), std::nullopt;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the constraint name"));
        } else if (peekKeyword("ttl") && peek(1).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::DropTtl;
        } else if (peekKeyword("synonym") && peek(1).kind != TokenKind::End && peek(2).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::DropSynonym;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the synonym name"));
        } else {
            acceptKeyword("column");
            if (peekKeyword("if") && peekKeyword("exists", 1))
                return unsupported(peek(), tr("IF EXISTS in ALTER TABLE DROP COLUMN")), std::nullopt;
            stmt.action = AlterTableStmt::Action::DropColumn;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the column name"));
        }
        if (peekKeyword("cascade"))
            return unsupported(peek(), tr("CASCADE in ALTER TABLE DROP (only RESTRICT)")), std::nullopt;
        acceptKeyword("restrict");
    } else if (acceptKeyword("alter")) {
        if (peekKeyword("ttl") && peekKeyword("interval", 1)) {
            next();
            stmt.action = AlterTableStmt::Action::AlterTtl;
            if (auto ttl = parseTtl(&stmt.ttlColumn))
                stmt.ttl = *ttl;
        } else {
            acceptKeyword("column");
            if (parseAlterColumn(stmt) && acceptPunct(",")) {
                const Token &second = peek();
                if (stmt.action != AlterTableStmt::Action::AlterColumnType)
                    return semanticError(second, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement")), std::nullopt;
                expectKeyword("alter");
                acceptKeyword("column");
                if (parseAlterColumn(stmt) && (!stmt.newType || !stmt.newNotNull))
                    semanticError(second, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement"));
            }
        }
    } else if (acceptKeyword("set")) {
        if (acceptKeywords({"on", "delete"})) {
            stmt.action = AlterTableStmt::Action::SetOnDelete;
            parseOnDelete(stmt.interleave.onDelete);
            stmt.interleave.onDeleteExplicit = true;
        } else if (acceptKeyword("interleave")) {
            stmt.action = AlterTableStmt::Action::SetInterleave;
            parseInterleave(stmt.interleave, stmt.interleaveParent);
        } else if (acceptKeywords({"locality", "group"})) {
            stmt.action = AlterTableStmt::Action::SetLocalityGroup;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
        } else {
            fail(peek(), tr("ON DELETE, INTERLEAVE IN or LOCALITY GROUP after SET"));
        }
    } else if (acceptKeyword("rename")) {
        if (acceptKeywords({"with", "synonym"})) {
            expectKeyword("to");
            rename.emplace().keepOldNameAsSynonym = true;
            rename->renames.push_back({stmt.table, parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"))});
        } else if (acceptKeyword("to")) {
            rename.emplace().renames.push_back(
                {stmt.table, parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"))});
            // RENAME TO a, ALTER TABLE b RENAME TO c, ... renames several tables atomically.
            while (!m_failed && acceptPunct(",")) {
                expectKeyword("alter");
                expectKeyword("table");
                const NameRef from = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
                expectKeyword("rename");
                expectKeyword("to");
                const NameRef to = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"));
                rename->renames.push_back({from, to});
            }
        } else if (peekKeyword("column") || (peek().kind != TokenKind::End && peekKeyword("to", 1))) {
            unsupported(action, tr("renaming a column"));
        } else {
            fail(peek(), tr("TO or WITH SYNONYM TO after RENAME"));
        }
    } else {
        fail(action, tr("ADD, DROP, ALTER, SET or RENAME"));
    }
    if (m_failed)
        return std::nullopt;
    if (peekPunct(",")) {
        unsupported(peek(), tr("more than one action per ALTER TABLE statement (only the type and NOT NULL changes of one column combine)"));
        return std::nullopt;
    }
    if (rename)
        return Statement(std::move(*rename));
    return Statement(std::move(stmt));
}

} // namespace ssd::pg
