// ALTER and DROP statement dispatch, ALTER TABLE with all its actions.

#include "pgparser.h"

namespace ssd::pg {

std::optional<Statement> Parser::parseAlter()
{
    const Token &token = peek();
    if (acceptWord("table"))
        return parseAlterTable();
    if (acceptWord("index"))
        return parseAlterIndex(false);
    if (acceptWords("search", "index"))
        return parseAlterIndex(true);
    if (acceptWord("sequence"))
        return parseAlterSequence();
    if (acceptWords("change", "stream"))
        return parseAlterChangeStream();
    if (acceptWord("database"))
        return parseAlterDatabase();
    if (acceptWords("locality", "group"))
        return parseLocalityGroup(LocalityGroupStmt::Action::Alter);
    if (peekWord("statistics") || peekWord("placement") || peekWord("function"))
        return kept(QStringLiteral("ALTER %1").arg(textOf(peek()).toString().toUpper()));
    if (peekWord("view") || peekWord("schema") || peekWord("role")) {
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
    if (acceptWord("table"))
        stmt.object = DropStmt::Object::Table;
    else if (acceptWord("index"))
        stmt.object = DropStmt::Object::Index;
    else if (acceptWords("search", "index"))
        stmt.object = DropStmt::Object::SearchIndex;
    else if (acceptWord("sequence"))
        stmt.object = DropStmt::Object::Sequence;
    else if (acceptWord("view"))
        stmt.object = DropStmt::Object::View;
    else if (acceptWords("change", "stream"))
        stmt.object = DropStmt::Object::ChangeStream;
    else if (acceptWord("schema"))
        stmt.object = DropStmt::Object::Schema;
    else if (acceptWord("role"))
        stmt.object = DropStmt::Object::Role;
    else if (acceptWords("locality", "group"))
        stmt.object = DropStmt::Object::LocalityGroup;
    else if (peekWord("placement") || peekWord("function"))
        return kept(QStringLiteral("DROP %1").arg(textOf(peek()).toString().toUpper()));
    else {
        fail(token, tr("TABLE, INDEX, SEARCH INDEX, SEQUENCE, VIEW, CHANGE STREAM, SCHEMA, ROLE, LOCALITY GROUP or PLACEMENT after DROP"));
        return std::nullopt;
    }
    if (peekWord("concurrently")) {
        unsupported(peek(), tr("CONCURRENTLY in DROP"));
        return std::nullopt;
    }
    if (peekWord("if") && peekWord("exists", 1)) {
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
    } while (!m_failed && acceptSymbol(","));
    if (stmt.names.size() > 1 && stmt.object != DropStmt::Object::Schema && !m_failed) {
        unsupported(token, tr("dropping more than one object per DROP statement"));
        return std::nullopt;
    }
    if (peekWord("cascade")) {
        unsupported(peek(), tr("DROP ... CASCADE (only RESTRICT)"));
        return std::nullopt;
    }
    acceptWord("restrict");
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
    const bool typeChange = peekWord("type") || (peekWord("set") && peekWord("data", 1));
    if (typeChange) {
        if (stmt.newType)
            return failMessage(clause, tr("the type of column %1 is changed twice").arg(column.name)), false;
        if (acceptWord("set"))
            expectWord("data");
        expectWord("type");
        const std::optional<ParsedType> type = parseType();
        if (!type)
            return false;
        if (type->serial)
            return unsupported(clause, tr("changing a column to a serial type")), false;
        stmt.action = AlterTableStmt::Action::AlterColumnType;
        stmt.newType = type->type;
        stmt.newTypeCommitTimestamp = type->commitTimestamp;
        if (peekWord("using") || peekWord("collate"))
            return unsupported(peek(), tr("a %1 clause in ALTER TABLE ALTER COLUMN TYPE").arg(textOf(peek()).toString().toUpper())), false;
        return true;
    }
    if ((peekWord("set") || peekWord("drop")) && peekWord("not", 1) && peekWord("null", 2)) {
        if (stmt.newNotNull)
            return failMessage(clause, tr("the nullability of column %1 is changed twice").arg(column.name)), false;
        stmt.newNotNull = isWord(next(), "set");
        next();
        next();
        stmt.action = AlterTableStmt::Action::AlterColumnType;
        return true;
    }
    if (stmt.newType || stmt.newNotNull)
        return semanticError(clause, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement")), false;
    if (acceptWords("set", "default")) {
        stmt.action = AlterTableStmt::Action::SetDefault;
        const Token *first = m_cur;
        stmt.defaultExpr = parseUnparenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a default expression"), false);
        stmt.defaultNames = bareNamesIn(first, m_cur);
        stmt.sequenceNames = sequenceNamesIn(first, m_cur);
        return !m_failed;
    }
    if (acceptWords("drop", "default")) {
        stmt.action = AlterTableStmt::Action::DropDefault;
        return true;
    }
    if (acceptWords("restart", "counter")) {
        acceptWord("with");
        stmt.action = AlterTableStmt::Action::AlterIdentity;
        stmt.restartCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the counter value"));
        return !m_failed;
    }
    if (acceptWord("set")) {
        if (acceptWords("locality", "group")) {
            stmt.action = AlterTableStmt::Action::SetColumnLocalityGroup;
            stmt.column.name = column.name;
            const NameRef lg = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
            stmt.defaultExpr = lg.name;
            return !m_failed;
        }
        stmt.action = AlterTableStmt::Action::AlterIdentity;
        const Token &optionToken = peek();
        if (!peekWord("no") && !peekWord("skip") && !peekWord("bit_reversed_positive") && !peekWord("start"))
            return fail(optionToken, tr("DEFAULT, NOT NULL, DATA TYPE, LOCALITY GROUP, NO MINVALUE, NO MAXVALUE, NO CYCLE, SKIP RANGE or NO SKIP RANGE after SET")), false;
        return parseSequenceClauses(stmt.identityChanges, nullptr, false, &stmt.noSkipRange, &stmt.restartCounter);
    }
    if (peekWord("add") && peekWord("generated", 1))
        return unsupported(clause, tr("ADD GENERATED on an existing column")), false;
    return fail(clause, tr("TYPE, SET DATA TYPE, SET/DROP NOT NULL, SET/DROP DEFAULT, SET sequence option or RESTART COUNTER")), false;
}

std::optional<Statement> Parser::parseAlterTable()
{
    AlterTableStmt stmt;
    if (peekWord("if") && peekWord("exists", 1)) {
        unsupported(peek(), tr("IF EXISTS in ALTER TABLE"));
        return std::nullopt;
    }
    acceptWord("only");
    stmt.table = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
    if (peekSymbol("*")) {
        unsupported(peek(), tr("table inheritance ('*') in ALTER TABLE"));
        return std::nullopt;
    }
    const Token &action = peek();
    if (acceptWord("add")) {
        if (peekWord("ttl") && peekWord("interval", 1)) {
            next();
            stmt.action = AlterTableStmt::Action::AddTtl;
            if (auto ttl = parseTtl(&stmt.target))
                stmt.ttl = *ttl;
        } else if (peekWord("synonym") && peek(1).kind != TokenKind::End && peek(2).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::AddSynonym;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the synonym name"));
        } else if (peekWord("constraint") || peekWord("primary") || peekWord("foreign") || peekWord("check")
                   || peekWord("unique") || peekWord("exclude")) {
            parseTableConstraint(nullptr, &stmt);
        } else {
            acceptWord("column");
            if (peekWord("if") && peekWord("not", 1) && peekWord("exists", 2)) {
                next(); next(); next();
                stmt.ifNotExists = true;
            }
            stmt.action = AlterTableStmt::Action::AddColumn;
            parseColumnDefinition(stmt.column, nullptr, &stmt);
            stmt.target = NameRef{stmt.column.name, stmt.column.pos.line, stmt.column.pos.column};
        }
    } else if (acceptWord("drop")) {
        if (acceptWord("constraint")) {
            stmt.action = AlterTableStmt::Action::DropConstraint;
            if (peekWord("if") && peekWord("exists", 1))
                return unsupported(peek(), tr("IF EXISTS in ALTER TABLE DROP CONSTRAINT")), std::nullopt;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the constraint name"));
        } else if (peekWord("ttl") && peek(1).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::DropTtl;
        } else if (peekWord("synonym") && peek(1).kind != TokenKind::End && peek(2).kind == TokenKind::End) {
            next();
            stmt.action = AlterTableStmt::Action::DropSynonym;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the synonym name"));
        } else {
            acceptWord("column");
            if (peekWord("if") && peekWord("exists", 1))
                return unsupported(peek(), tr("IF EXISTS in ALTER TABLE DROP COLUMN")), std::nullopt;
            stmt.action = AlterTableStmt::Action::DropColumn;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the column name"));
        }
        if (peekWord("cascade"))
            return unsupported(peek(), tr("CASCADE in ALTER TABLE DROP (only RESTRICT)")), std::nullopt;
        acceptWord("restrict");
    } else if (acceptWord("alter")) {
        if (peekWord("ttl") && peekWord("interval", 1)) {
            next();
            stmt.action = AlterTableStmt::Action::AlterTtl;
            if (auto ttl = parseTtl(&stmt.target))
                stmt.ttl = *ttl;
        } else {
            acceptWord("column");
            if (parseAlterColumn(stmt) && acceptSymbol(",")) {
                const Token &second = peek();
                if (stmt.action != AlterTableStmt::Action::AlterColumnType)
                    return semanticError(second, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement")), std::nullopt;
                expectWord("alter");
                acceptWord("column");
                if (parseAlterColumn(stmt) && (!stmt.newType || !stmt.newNotNull))
                    semanticError(second, tr("only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement"));
            }
        }
    } else if (acceptWord("set")) {
        if (acceptWords("on", "delete")) {
            stmt.action = AlterTableStmt::Action::SetOnDelete;
            parseOnDelete(stmt.interleave.onDelete);
            stmt.interleave.onDeleteExplicit = true;
        } else if (acceptWord("interleave")) {
            stmt.action = AlterTableStmt::Action::SetInterleave;
            parseInterleave(stmt.interleave, stmt.interleaveParent);
        } else if (acceptWords("locality", "group")) {
            stmt.action = AlterTableStmt::Action::SetLocalityGroup;
            stmt.target = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
        } else {
            fail(peek(), tr("ON DELETE, INTERLEAVE IN or LOCALITY GROUP after SET"));
        }
    } else if (acceptWord("rename")) {
        if (acceptWords("with", "synonym")) {
            expectWord("to");
            stmt.action = AlterTableStmt::Action::RenameWithSynonym;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"));
        } else if (acceptWord("to")) {
            stmt.action = AlterTableStmt::Action::RenameTo;
            stmt.target = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"));
            // RENAME TO a, ALTER TABLE b RENAME TO c, ... renames several tables atomically.
            while (!m_failed && acceptSymbol(",")) {
                expectWord("alter");
                expectWord("table");
                const NameRef from = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
                expectWord("rename");
                expectWord("to");
                const NameRef to = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the new table name"));
                stmt.moreRenames.emplace_back(from, to);
            }
        } else if (peekWord("column") || (peek().kind != TokenKind::End && peekWord("to", 1))) {
            unsupported(action, tr("renaming a column"));
        } else {
            fail(peek(), tr("TO or WITH SYNONYM TO after RENAME"));
        }
    } else {
        fail(action, tr("ADD, DROP, ALTER, SET or RENAME"));
    }
    if (m_failed)
        return std::nullopt;
    if (peekSymbol(",")) {
        unsupported(peek(), tr("more than one action per ALTER TABLE statement (only the type and NOT NULL changes of one column combine)"));
        return std::nullopt;
    }
    return Statement(std::move(stmt));
}

} // namespace ssd::pg
