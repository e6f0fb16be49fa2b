// CREATE statement dispatch, CREATE TABLE, column definitions and table constraints.

#include "pgparser.h"

#include <iterator>

namespace ssd::pg {

std::optional<Statement> Parser::parseCreate()
{
    const Token &token = peek();
    if (acceptKeywords({"or", "replace"})) {
        if (acceptKeyword("view"))
            return parseCreateView(true);
        if (peekKeyword("function") || peekKeyword("procedure") || peekKeyword("schema"))
            return kept(QStringLiteral("CREATE OR REPLACE %1").arg(textOf(peek()).toString().toUpper()));
        fail(peek(), tr("VIEW after CREATE OR REPLACE"));
        return std::nullopt;
    }
    if (peekKeyword("temp") || peekKeyword("temporary") || peekKeyword("unlogged")) {
        unsupported(token, tr("TEMP/TEMPORARY or UNLOGGED objects"));
        return std::nullopt;
    }
    if (acceptKeyword("table"))
        return parseCreateTable();
    if (acceptKeyword("unique")) {
        expectKeyword("index");
        return parseCreateIndex(true, false);
    }
    if (acceptKeyword("index"))
        return parseCreateIndex(false, false);
    if (acceptKeywords({"search", "index"}))
        return parseCreateIndex(false, true);
    if (peekKeyword("vector") && peekKeyword("index", 1)) {
        failMessage(token, tr("CREATE VECTOR INDEX is GoogleSQL; in the PostgreSQL dialect write CREATE INDEX ... USING scann (...)"));
        return std::nullopt;
    }
    if (acceptKeyword("sequence"))
        return parseCreateSequence();
    if (acceptKeyword("schema")) {
        CreateSchemaStmt stmt;
        if (peekKeyword("if")) {
            next();
            expectKeyword("not");
            expectKeyword("exists");
            stmt.ifNotExists = true;
        }
        stmt.name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the schema name"));
        return Statement(std::move(stmt));
    }
    if (acceptKeyword("view"))
        return parseCreateView(false);
    if (acceptKeywords({"change", "stream"}))
        return parseCreateChangeStream();
    if (acceptKeywords({"locality", "group"}))
        return parseLocalityGroup(LocalityGroupStmt::Action::Create);
    if (acceptKeyword("role")) {
        CreateRoleStmt stmt;
        stmt.name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the role name"));
        return Statement(std::move(stmt));
    }
    if (peekKeyword("placement") || peekKeyword("function") || peekKeyword("procedure"))
        return kept(QStringLiteral("CREATE %1").arg(textOf(peek()).toString().toUpper()));
    if (peekKeyword("database")) {
        unsupported(token, tr("CREATE DATABASE inside a DDL batch"));
        return std::nullopt;
    }
    fail(token, tr("TABLE, INDEX, SEARCH INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, LOCALITY GROUP, PLACEMENT or ROLE after CREATE"));
    return std::nullopt;
}

bool Parser::parseForeignKeyTail(ForeignKey &fk, ForeignKeyRefs &refs)
{
    // after REFERENCES
    refs.table = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the referenced table name"));
    fk.referencedTable = refs.table.name;
    if (peekPunct("(")) {
        refs.referencedColumns = parseNameList(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a referenced column name"));
        for (const NameRef &column : refs.referencedColumns)
            fk.referencedColumns << column.name;
    } else {
        semanticError(peek(), tr("at least one referenced column is required in a foreign key (REFERENCES %1 (column, ...))").arg(refs.table.name));
    }
    while (!atEnd()) {
        const Token &token = peek();
        if (peekKeyword("on") && peekKeyword("delete", 1)) {
            next();
            next();
            parseOnDelete(fk.onDelete);
            fk.onDeleteExplicit = true;
        } else if (peekKeyword("on") && peekKeyword("update", 1)) {
            next();
            next();
            if (!acceptKeywords({"no", "action"})) {
                unsupported(peek(), tr("foreign key action ON UPDATE %1 (only NO ACTION)").arg(textOf(peek()).toString().toUpper()));
                return false;
            }
        } else if (acceptKeyword("match")) {
            if (!acceptKeyword("simple") && !acceptKeyword("full")) {
                unsupported(peek(), tr("MATCH %1 (only MATCH SIMPLE or FULL)").arg(textOf(peek()).toString().toUpper()));
                return false;
            }
        } else if (acceptKeywords({"not", "deferrable"}) || acceptKeywords({"initially", "immediate"})) {
            // accepted: this is Spanner's behaviour anyway
        } else if (peekKeyword("deferrable") || (peekKeyword("initially") && peekKeyword("deferred", 1))) {
            unsupported(token, tr("DEFERRABLE constraints"));
            return false;
        } else if (peekKeyword("not") && peekKeyword("valid", 1)) {
            unsupported(token, QStringLiteral("NOT VALID"));
            return false;
        } else if (peekKeyword("not") && peekKeyword("enforced", 1)) {
            unsupported(token, tr("NOT ENFORCED (informational foreign keys are GoogleSQL-only)"));
            return false;
        } else {
            break;
        }
    }
    return !m_failed;
}

void Parser::noteExpression(const Token *first, const QString &column, bool isDefault, CreateTableStmt *create,
                            AlterTableStmt *alter)
{
    std::vector<NameRef> names = isDefault ? bareNamesIn(first, m_cursor) : std::vector<NameRef>();
    std::vector<NameRef> sequences = sequenceNamesIn(first, m_cursor);
    if (create) {
        if (!names.empty() || !sequences.empty()) // an expression that needs nothing is not kept
            create->expressions.push_back({column, false, std::move(names), std::move(sequences), std::nullopt});
    } else if (alter) {
        std::move(names.begin(), names.end(), std::back_inserter(alter->defaultNames));
        std::move(sequences.begin(), sequences.end(), std::back_inserter(alter->sequenceNames));
    }
}

bool Parser::parseColumnDefinition(Column &column, CreateTableStmt *create, AlterTableStmt *alter)
{
    const Token &nameToken = peek();
    const NameRef name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a column name"));
    column.name = name.name;
    column.pos = {nameToken.line, nameToken.column, {}};
    const std::optional<ParsedType> type = parseType();
    if (!type)
        return false;
    column.type = type->type;
    if (type->commitTimestamp)
        setOption(column.options, QStringLiteral("allow_commit_timestamp"), QStringLiteral("true"));
    column.autoIncrement = type->serial;

    bool sawNullability = false;
    while (!atEnd() && !peekPunct(",") && !peekPunct(")")) {
        const Token &token = peek();
        NameRef constraintName;
        if (acceptKeyword("constraint"))
            constraintName = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the constraint name"));
        const Token &clause = peek();
        if (acceptKeywords({"not", "null"})) {
            if (!constraintName.name.isEmpty())
                return unsupported(token, tr("setting a name of a NOT NULL constraint")), false;
            if (sawNullability && !column.notNull)
                return failMessage(clause, tr("conflicting NULL/NOT NULL declarations for column %1").arg(column.name)), false;
            column.notNull = true;
            sawNullability = true;
        } else if (acceptKeyword("null")) {
            if (!constraintName.name.isEmpty())
                return unsupported(token, tr("setting a name of a NULL constraint")), false;
            if (sawNullability && column.notNull)
                return failMessage(clause, tr("conflicting NULL/NOT NULL declarations for column %1").arg(column.name)), false;
            sawNullability = true;
            if (create)
                create->explicitNullColumns.push_back({column.name, clause.line, clause.column});
        } else if (acceptKeyword("check")) {
            CheckConstraint check;
            check.name = constraintName.name;
            const Token &exprStart = peek(1);
            check.expr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "check expression"));
            check.pos = {clause.line, clause.column, {}};
            checkBooleanLiteral(exprStart);
            if (peekKeyword("no") && peekKeyword("inherit", 1))
                return unsupported(peek(), tr("NO INHERIT in constraints")), false;
            if (alter)
                return unsupported(clause, tr("check constraint creation in ALTER TABLE ADD COLUMN (add the column, then ADD CONSTRAINT ... CHECK)")), false;
            create->table.checks.push_back(std::move(check));
        } else if (acceptKeyword("default")) {
            if (column.defaultExpr || column.generatedExpr || column.identity || column.autoIncrement)
                return failMessage(clause, tr("column %1 has more than one value source (DEFAULT, GENERATED or identity)").arg(column.name)), false;
            const Token *first = m_cursor;
            column.defaultExpr = parseUnparenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a default expression"), true);
            noteExpression(first, column.name, true, create, alter);
        } else if (acceptKeyword("generated")) {
            if (column.defaultExpr || column.generatedExpr || column.identity || column.autoIncrement)
                return failMessage(clause, tr("column %1 has more than one value source (DEFAULT, GENERATED or identity)").arg(column.name)), false;
            if (acceptKeyword("always")) {
                expectKeyword("as");
                if (peekKeyword("identity"))
                    return unsupported(peek(), tr("GENERATED ALWAYS AS IDENTITY (use GENERATED BY DEFAULT AS IDENTITY)")), false;
                const Token *first = m_cursor;
                column.generatedExpr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "generated column expression"));
                noteExpression(first, column.name, false, create, alter);
                if (acceptKeyword("stored"))
                    column.stored = true;
                else if (acceptKeyword("virtual"))
                    column.stored = false;
                else
                    return fail(peek(), tr("STORED or VIRTUAL")), false;
            } else if (acceptKeyword("by")) {
                expectKeyword("default");
                expectKeyword("as");
                expectKeyword("identity");
                SequenceOptions identity;
                if (acceptPunct("(")) {
                    parseSequenceClauses(identity, nullptr, true);
                    expectPunct(")");
                }
                column.identity = identity;
            } else {
                return fail(peek(), tr("ALWAYS or BY DEFAULT after GENERATED")), false;
            }
        } else if (acceptKeyword("hidden")) {
            column.hidden = true;
        } else if (acceptKeywords({"primary", "key"})) {
            if (!constraintName.name.isEmpty())
                return unsupported(token, tr("setting a name of a PRIMARY KEY constraint")), false;
            if (alter)
                return unsupported(clause, tr("adding a primary key via ALTER TABLE")), false;
            if (create->table.hasPrimaryKey)
                semanticError(clause, tr("primary key can be only defined once (table %1)").arg(create->table.name));
            create->table.hasPrimaryKey = true;
            create->table.primaryKey = {KeyPart{column.name, SortOrder::Asc, false, KeyPart::Nulls::Default}};
            create->keyColumns = {name};
        } else if (acceptKeyword("references")) {
            ForeignKey fk;
            fk.name = constraintName.name;
            fk.columns << column.name;
            fk.pos = {clause.line, clause.column, {}};
            ForeignKeyRefs refs;
            refs.columns = {name};
            if (!parseForeignKeyTail(fk, refs))
                return false;
            if (alter)
                return unsupported(clause, tr("foreign key creation in ALTER TABLE ADD COLUMN (add the column, then ADD CONSTRAINT ... FOREIGN KEY)")), false;
            create->table.foreignKeys.push_back(std::move(fk));
            create->foreignKeyRefs.push_back(std::move(refs));
        } else if (peekKeyword("unique")) {
            return unsupported(clause, tr("a UNIQUE constraint (create a unique index instead)")), false;
        } else if (peekKeyword("collate")) {
            return unsupported(clause, tr("a COLLATE clause in a column definition")), false;
        } else if (acceptKeywords({"not", "deferrable"}) || acceptKeywords({"initially", "immediate"})) {
        } else if (peekKeyword("deferrable") || peekKeyword("initially")) {
            return unsupported(clause, tr("DEFERRABLE constraints")), false;
        } else if (peekKeyword("on") && peekKeyword("update", 1)) {
            return unsupported(clause, tr("ON UPDATE for columns in the PostgreSQL dialect")), false;
        } else if (peekKeyword("options")) {
            return failMessage(clause, tr("expected a column constraint, found 'OPTIONS' (OPTIONS (...) is GoogleSQL syntax)")), false;
        } else {
            return fail(clause, alter ? tr("a column constraint or end of statement")
                                      : tr("a column constraint, ',' or ')'")), false;
        }
    }
    return !m_failed;
}

bool Parser::parseTableConstraint(CreateTableStmt *create, AlterTableStmt *alter)
{
    const Token &start = peek();
    NameRef constraintName;
    if (acceptKeyword("constraint"))
        constraintName = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the constraint name"));
    // ALTER TABLE reports the constraint's problems at its name, or at the clause when unnamed.
    if (alter)
        alter->target = constraintName.name.isEmpty() ? NameRef{QString(), start.line, start.column} : constraintName;
    const Token &clause = peek();
    if (acceptKeywords({"primary", "key"})) {
        if (alter)
            return unsupported(clause, tr("adding a primary key via ALTER TABLE")), false;
        if (!constraintName.name.isEmpty())
            return unsupported(start, tr("setting a name of a PRIMARY KEY constraint")), false;
        if (create->table.hasPrimaryKey)
            semanticError(clause, tr("primary key can be only defined once (table %1)").arg(create->table.name));
        create->table.hasPrimaryKey = true;
        create->table.primaryKey.clear();
        create->keyColumns.clear();
        if (!expectPunct("("))
            return false;
        create->table.primaryKey.reserve(4); // one allocation for the usual key of one to four parts
        create->keyColumns.reserve(4);
        do {
            const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a key column name"));
            create->keyColumns.push_back(column);
            create->table.primaryKey.push_back({column.name, SortOrder::Asc, false, KeyPart::Nulls::Default});
        } while (acceptPunct(","));
        expectPunct(")");
        if (peekKeyword("include"))
            return unsupported(peek(), tr("an INCLUDE clause in constraints")), false;
        if (peekKeyword("with") || peekKeyword("using"))
            return unsupported(peek(), tr("a %1 clause in constraint definitions").arg(textOf(peek()).toString().toUpper())), false;
    } else if (acceptKeywords({"foreign", "key"})) {
        ForeignKey fk;
        fk.name = constraintName.name;
        fk.pos = {start.line, start.column, {}};
        ForeignKeyRefs refs;
        refs.columns = parseNameList(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a foreign key column name"));
        for (const NameRef &column : refs.columns)
            fk.columns << column.name;
        if (!expectKeyword("references"))
            return false;
        if (!parseForeignKeyTail(fk, refs))
            return false;
        if (create) {
            create->table.foreignKeys.push_back(std::move(fk));
            create->foreignKeyRefs.push_back(std::move(refs));
        } else {
            alter->action = AlterTableStmt::Action::AddForeignKey;
            alter->foreignKey = std::move(fk);
            alter->foreignKeyRefs = std::move(refs);
        }
    } else if (acceptKeyword("check")) {
        CheckConstraint check;
        check.name = constraintName.name;
        check.pos = {start.line, start.column, {}};
        const Token &exprStart = peek(1);
        check.expr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "check expression"));
        checkBooleanLiteral(exprStart);
        if (peekKeyword("no") && peekKeyword("inherit", 1))
            return unsupported(peek(), tr("NO INHERIT in constraints")), false;
        if (peekKeyword("not") && peekKeyword("valid", 1))
            return unsupported(peek(), tr("NOT VALID in ALTER TABLE ADD")), false;
        if (create) {
            create->table.checks.push_back(std::move(check));
        } else {
            alter->action = AlterTableStmt::Action::AddCheck;
            alter->check = std::move(check);
        }
    } else if (peekKeyword("unique")) {
        return unsupported(clause, tr("a UNIQUE constraint (create a unique index instead)")), false;
    } else if (peekKeyword("exclude")) {
        return unsupported(clause, tr("an EXCLUDE constraint")), false;
    } else {
        return fail(clause, tr("PRIMARY KEY, FOREIGN KEY or CHECK")), false;
    }
    if (acceptKeywords({"not", "deferrable"}) || acceptKeywords({"initially", "immediate"})) {
    }
    if (peekKeyword("deferrable") || peekKeyword("initially"))
        return unsupported(peek(), tr("DEFERRABLE constraints")), false;
    return !m_failed;
}

std::optional<Statement> Parser::parseCreateTable()
{
    CreateTableStmt stmt;
    const Token &createToken = *m_begin;
    if (peekKeyword("if")) {
        next();
        expectKeyword("not");
        expectKeyword("exists");
        stmt.ifNotExists = true;
    }
    const Token &nameToken = peek();
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
    stmt.table.name = stmt.name.name;
    stmt.table.pos = {createToken.line, createToken.column, {}};
    stmt.table.hasPrimaryKey = false;
    if (QStringView(stmt.table.name).startsWith(u"pg_"))
        unsupported(nameToken, tr("'pg_' as a prefix for a table name"));
    if (peekKeyword("of") || peekKeyword("partition"))
        return unsupported(peek(), peekKeyword("of") ? tr("an OF type_name clause in CREATE TABLE")
                                                  : tr("PARTITION OF in CREATE TABLE")), std::nullopt;
    if (!expectPunct("("))
        return std::nullopt;
    stmt.table.columns.reserve(listElementsAhead(false)); // one allocation, no re-moving of Column values
    if (!peekPunct(")")) {
        do {
            const Token &element = peek();
            if (peekKeyword("like")) {
                unsupported(element, tr("a LIKE clause in CREATE TABLE"));
            } else if (peekKeyword("constraint") || peekKeyword("primary") || peekKeyword("foreign") || peekKeyword("check")
                       || peekKeyword("unique") || peekKeyword("exclude")) {
                parseTableConstraint(&stmt, nullptr);
            } else if (peekKeyword("synonym") && peekPunct("(", 1)) {
                next();
                next();
                const NameRef synonym = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the synonym name"));
                expectPunct(")");
                stmt.table.synonyms << synonym.name;
            } else {
                Column column;
                column.id = 0;
                if (parseColumnDefinition(column, &stmt, nullptr))
                    stmt.table.columns.push_back(std::move(column)); // a repeated name is the applier's
            }
        } while (!m_failed && acceptPunct(","));
    }
    if (peekPunct(",") || (!atEnd() && !peekPunct(")"))) {
        fail(peek(), tr("',' or ')'"));
        return std::nullopt;
    }
    if (!expectPunct(")"))
        return std::nullopt;

    // Clauses after the column list, without commas.
    bool sawInterleave = false, sawTtl = false, sawLocality = false;
    while (!atEnd()) {
        const Token &clause = peek();
        if (acceptKeyword("interleave")) {
            if (sawInterleave)
                return failMessage(clause, tr("INTERLEAVE given twice")), std::nullopt;
            sawInterleave = true;
            Interleave interleave;
            if (!parseInterleave(interleave, stmt.parent))
                return std::nullopt;
            stmt.table.interleave = interleave;
        } else if (acceptKeyword("ttl")) {
            if (sawTtl)
                return failMessage(clause, tr("TTL given twice")), std::nullopt;
            sawTtl = true;
            stmt.table.rowDeletionPolicy = parseTtl(&stmt.ttlColumn);
        } else if (acceptKeywords({"locality", "group"})) {
            if (sawLocality)
                return failMessage(clause, tr("LOCALITY GROUP given twice")), std::nullopt;
            sawLocality = true;
            stmt.localityGroup = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
            stmt.table.localityGroup = stmt.localityGroup.name;
        } else if (peekKeyword("inherits")) {
            return unsupported(clause, tr("an INHERITS clause in CREATE TABLE")), std::nullopt;
        } else if (peekKeyword("partition")) {
            return unsupported(clause, tr("a PARTITION BY clause in CREATE TABLE")), std::nullopt;
        } else if (peekKeyword("tablespace")) {
            return unsupported(clause, tr("a TABLESPACE clause in CREATE TABLE")), std::nullopt;
        } else if (peekKeyword("on") && peekKeyword("commit", 1)) {
            return unsupported(clause, tr("an ON COMMIT clause in CREATE TABLE")), std::nullopt;
        } else if (peekKeyword("with") || peekKeyword("using") || peekKeyword("without")) {
            return unsupported(clause, tr("a %1 clause in CREATE TABLE").arg(textOf(clause).toString().toUpper())), std::nullopt;
        } else if (peekKeyword("primary")) {
            return failMessage(clause, tr("expected INTERLEAVE, TTL, LOCALITY GROUP or end of statement, found 'PRIMARY' (in the PostgreSQL dialect PRIMARY KEY goes inside the parentheses)")), std::nullopt;
        } else if (peekPunct(",")) {
            return failMessage(clause, tr("expected INTERLEAVE, TTL, LOCALITY GROUP or end of statement, found ',' (the PostgreSQL dialect separates these clauses with whitespace)")), std::nullopt;
        } else {
            return fail(clause, tr("INTERLEAVE, TTL, LOCALITY GROUP or end of statement")), std::nullopt;
        }
    }
    if (m_failed)
        return std::nullopt;
    for (const NameRef &nullable : stmt.explicitNullColumns)
        if (stmt.table.isKeyColumn(nullable.name))
            return unsupported(Token{0, 0, qint32(nullable.line), qint32(nullable.column), TokenKind::Identifier},
                               tr("a nullable PRIMARY KEY column (%1)").arg(nullable.name)), std::nullopt;
    if (!stmt.table.hasPrimaryKey)
        semanticError(nameToken, tr("primary key must be defined for table %1").arg(stmt.table.name));
    return Statement(std::move(stmt));
}

} // namespace ssd::pg
