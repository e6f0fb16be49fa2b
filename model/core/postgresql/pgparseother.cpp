// Indexes, sequences, views, change streams, ALTER DATABASE, locality groups, GRANT/REVOKE.

#include "pgparser.h"

#include "qualifiednames.h"

#include <functional>

namespace ssd::pg {

bool Parser::parseIndexWhere(CreateIndexStmt &stmt)
{
    // WHERE a IS NOT NULL [AND b IS NOT NULL ...], parentheses allowed anywhere around terms.
    const Token &whereToken = *(m_cursor - 1);
    auto notSupported = [&](const Token &at) {
        failMessage(at, tr("the WHERE clause of CREATE INDEX supports only a conjunction of <column> IS NOT NULL expressions (found %1)")
                            .arg(describe(at)));
        return false;
    };
    std::function<bool()> term;
    std::function<bool()> conjunction = [&]() {
        if (!term())
            return false;
        while (acceptKeyword("and"))
            if (!term())
                return false;
        return true;
    };
    term = [&]() {
        if (acceptPunct("(")) {
            if (!conjunction())
                return false;
            return expectPunct(")");
        }
        const Token &columnToken = peek();
        if (columnToken.kind != TokenKind::Identifier && columnToken.kind != TokenKind::QuotedIdentifier)
            return notSupported(columnToken);
        const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a column name"));
        if (!(acceptKeyword("is") && acceptKeyword("not") && acceptKeyword("null")))
            return notSupported(peek());
        stmt.columns.push_back(column);
        stmt.index.whereNotNull << column.name;
        return true;
    };
    Q_UNUSED(whereToken);
    if (!conjunction())
        return false;
    if (peekKeyword("or"))
        return notSupported(peek());
    return !m_failed;
}

std::optional<Statement> Parser::parseCreateIndex(bool unique, bool search)
{
    CreateIndexStmt stmt;
    const Token &createToken = *m_begin;
    stmt.index.unique = unique;
    stmt.index.kind = search ? Index::Kind::Search : Index::Kind::Regular;
    stmt.index.pos = {createToken.line, createToken.column, {}};
    if (peekKeyword("concurrently"))
        return unsupported(peek(), tr("concurrent index creation (CONCURRENTLY)")), std::nullopt;
    if (peekKeyword("if") && peekKeyword("not", 1)) {
        next();
        next();
        expectKeyword("exists");
        stmt.ifNotExists = true;
    }
    if (peekKeyword("on"))
        return failMessage(peek(), tr("expected the index name, found 'ON': the index name is mandatory in Spanner")), std::nullopt;
    // Unqualified: the index goes into the schema of its table (the applier names it so).
    stmt.name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the index name"));
    if (peekPunct("."))
        return failMessage(peek(), tr("expected ON, found '.': an index takes no schema in its name, it is created "
                                      "in the schema of its table")), std::nullopt;
    if (!expectKeyword("on"))
        return std::nullopt;
    if (peekKeyword("only"))
        return unsupported(peek(), tr("ONLY (table inheritance) in CREATE INDEX")), std::nullopt;
    stmt.table = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table name"));
    stmt.index.table = stmt.table.name;
    stmt.index.name = stmt.name.name = inSchemaOf(stmt.table.name, stmt.name.name);
    acceptPunct("*"); // "t *": include descendant tables, PostgreSQL's default anyway
    if (peekPunct("@"))
        return unsupported(peek(), tr("table hints in CREATE INDEX")), std::nullopt;
    if (acceptKeyword("using")) {
        const Token &method = peek();
        const NameRef name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an access method"));
        if (name.name == u"btree" && !search) {
            // PostgreSQL's default method: the same as writing nothing.
        } else if (name.name != u"scann" || search)
            return unsupported(method, tr("access method '%1' (only USING scann, for vector indexes)").arg(name.name)), std::nullopt;
        else {
            stmt.index.kind = Index::Kind::Vector;
            stmt.index.usingMethod = name.name;
        }
    }
    if (!expectPunct("("))
        return std::nullopt;
    do {
        const Token &keyToken = peek();
        if (isPunct(keyToken, "(") || (keyToken.kind == TokenKind::Identifier && isPunct(peek(1), "(")))
            return unsupported(keyToken, tr("expressions in CREATE INDEX")), std::nullopt;
        const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an index column name"));
        stmt.columns.push_back(column);
        KeyPart part{column.name, SortOrder::Asc, false, KeyPart::Nulls::Default};
        if (peekKeyword("collate"))
            return unsupported(peek(), tr("setting collation in CREATE INDEX")), std::nullopt;
        if (peek().kind == TokenKind::Identifier && !peekKeyword("asc") && !peekKeyword("desc") && !peekKeyword("nulls"))
            return unsupported(peek(), tr("setting an operator class in CREATE INDEX")), std::nullopt;
        if (acceptKeyword("asc")) {
            part.orderExplicit = true;
        } else if (acceptKeyword("desc")) {
            part.order = SortOrder::Desc;
            part.orderExplicit = true;
        }
        if (acceptKeyword("nulls")) {
            if (acceptKeyword("first"))
                part.nulls = KeyPart::Nulls::First;
            else if (acceptKeyword("last"))
                part.nulls = KeyPart::Nulls::Last;
            else
                return fail(peek(), tr("FIRST or LAST")), std::nullopt;
        }
        stmt.index.keys.push_back(part);
    } while (acceptPunct(","));
    if (!expectPunct(")"))
        return std::nullopt;

    bool sawWhere = false;
    while (!atEnd()) {
        const Token &clause = peek();
        if (acceptKeyword("include") || acceptKeyword("storing")) {
            if (isKeyword(clause, "storing"))
                return failMessage(clause, tr("expected INCLUDE, found 'STORING' (STORING is GoogleSQL syntax)")), std::nullopt;
            for (const NameRef &column : parseNameList(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an included column name"))) {
                stmt.columns.push_back(column);
                stmt.index.storing << column.name;
            }
        } else if (search && acceptKeywords({"partition", "by"})) {
            do {
                const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a partition column name"));
                stmt.columns.push_back(column);
                stmt.index.partitionBy << column.name;
            } while (acceptPunct(","));
        } else if (search && acceptKeywords({"order", "by"})) {
            do {
                const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an order column name"));
                stmt.columns.push_back(column);
                KeyPart part{column.name, SortOrder::Asc, false, KeyPart::Nulls::Default};
                if (acceptKeyword("asc"))
                    part.orderExplicit = true;
                else if (acceptKeyword("desc"))
                    part = {column.name, SortOrder::Desc, true, KeyPart::Nulls::Default};
                stmt.index.orderBy.push_back(part);
            } while (acceptPunct(","));
        } else if (acceptKeyword("interleave")) {
            if (sawWhere)
                return failMessage(clause, tr("expected LOCALITY GROUP or end of statement, found 'INTERLEAVE' (INTERLEAVE IN must come before WHERE)")), std::nullopt;
            expectKeyword("in");
            if (peekKeyword("parent") && (peek(1).kind == TokenKind::Identifier || peek(1).kind == TokenKind::QuotedIdentifier))
                return failMessage(peek(), tr("expected the table name, found 'PARENT': indexes take INTERLEAVE IN t without PARENT")), std::nullopt;
            stmt.interleaveIn = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the table to interleave the index in"));
            stmt.index.interleaveIn = stmt.interleaveIn.name;
        } else if (acceptKeyword("where")) {
            sawWhere = true;
            if (!parseIndexWhere(stmt))
                return std::nullopt;
        } else if (acceptKeyword("with")) {
            if (stmt.index.kind == Index::Kind::Regular)
                return unsupported(clause, tr("index options (WITH (...)) on a regular index")), std::nullopt;
            stmt.index.options = parseWithOptions();
        } else if (acceptKeywords({"locality", "group"})) {
            stmt.localityGroup = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
            stmt.index.localityGroup = stmt.localityGroup.name;
        } else if (peekKeyword("tablespace")) {
            return unsupported(clause, tr("tablespaces in CREATE INDEX")), std::nullopt;
        } else if (peekKeyword("nulls")) {
            return unsupported(clause, tr("NULLS [NOT] DISTINCT in CREATE INDEX")), std::nullopt;
        } else if (peekPunct(",") && peekKeyword("interleave", 1)) {
            return failMessage(clause, tr("expected INTERLEAVE IN without a comma, found ',' (', INTERLEAVE IN' is GoogleSQL syntax)")), std::nullopt;
        } else {
            return fail(clause, search ? tr("INCLUDE, PARTITION BY, ORDER BY, INTERLEAVE IN, WHERE, WITH or end of statement")
                                       : tr("INCLUDE, INTERLEAVE IN, WHERE, WITH, LOCALITY GROUP or end of statement")), std::nullopt;
        }
    }
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseAlterIndex(bool search)
{
    AlterIndexStmt stmt;
    stmt.kind = search ? Index::Kind::Search : Index::Kind::Regular;
    if (peekKeyword("if") && peekKeyword("exists", 1))
        return unsupported(peek(), tr("IF EXISTS in ALTER INDEX")), std::nullopt;
    stmt.index = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the index name"));
    if (acceptKeyword("add"))
        stmt.action = AlterIndexStmt::Action::AddStored;
    else if (acceptKeyword("drop"))
        stmt.action = AlterIndexStmt::Action::DropStored;
    else if (peekKeyword("rename") || peekKeyword("set"))
        return unsupported(peek(), QStringLiteral("ALTER INDEX %1").arg(textOf(peek()).toString().toUpper())), std::nullopt;
    else
        return fail(peek(), tr("ADD INCLUDE COLUMN or DROP INCLUDE COLUMN")), std::nullopt;
    expectKeyword("include");
    expectKeyword("column");
    stmt.column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the column name"));
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseCreateSequence()
{
    CreateSequenceStmt stmt;
    const Token &createToken = *m_begin;
    if (peekKeyword("if") && peekKeyword("not", 1)) {
        next();
        next();
        expectKeyword("exists");
        stmt.ifNotExists = true;
    }
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the sequence name"));
    stmt.sequence.name = stmt.name.name;
    stmt.sequence.pos = {createToken.line, createToken.column, {}};
    if (!parseSequenceClauses(stmt.sequence.clauses, &stmt.sequence.ownedByNone, false))
        return std::nullopt;
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseAlterSequence()
{
    AlterSequenceStmt stmt;
    if (peekKeyword("if") && peekKeyword("exists", 1)) {
        next();
        next();
        stmt.ifExists = true;
    }
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the sequence name"));
    if (atEnd() && !m_failed)
        return fail(peek(), tr("a sequence option")), std::nullopt;
    if (!parseSequenceClauses(stmt.set, &stmt.ownedByNone, false, &stmt.noSkipRange, &stmt.restartCounter))
        return std::nullopt;
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseCreateView(bool orReplace)
{
    CreateViewStmt stmt;
    stmt.orReplace = orReplace;
    const Token &createToken = *m_begin;
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the view name"));
    stmt.view.name = stmt.name.name;
    stmt.view.pos = {createToken.line, createToken.column, {}};
    if (peekPunct("("))
        return unsupported(peek(), tr("setting column names in CREATE VIEW")), std::nullopt;
    if (peekKeyword("with"))
        return unsupported(peek(), tr("a WITH clause in CREATE VIEW")), std::nullopt;
    // Spanner prints SQL SECURITY; the emulator also takes plain SECURITY.
    if (!acceptKeyword("sql") && !peekKeyword("security")) {
        failMessage(peek(), tr("expected SQL SECURITY INVOKER or SQL SECURITY DEFINER (mandatory in Spanner), found %1").arg(describe(peek())));
        return std::nullopt;
    }
    expectKeyword("security");
    if (acceptKeyword("invoker"))
        stmt.view.sqlSecurity = QStringLiteral("INVOKER");
    else if (acceptKeyword("definer"))
        stmt.view.sqlSecurity = QStringLiteral("DEFINER");
    else
        return fail(peek(), tr("INVOKER or DEFINER")), std::nullopt;
    if (!expectKeyword("as"))
        return std::nullopt;
    if (atEnd())
        return fail(peek(), tr("the view query")), std::nullopt;
    // WITH [LOCAL|CASCADED] CHECK OPTION at the very end is PostgreSQL-only.
    if (m_end - m_cursor >= 2 && isKeyword(*(m_end - 1), "option") && isKeyword(*(m_end - 2), "check"))
        return unsupported(*(m_end - 2), tr("a CHECK OPTION clause in CREATE VIEW")), std::nullopt;
    stmt.relations = relationsIn(m_cursor, m_end);
    stmt.view.query = restOfStatement();
    m_cursor = m_end;
    return Statement(std::move(stmt));
}

std::vector<NameRef> Parser::relationsIn(const Token *first, const Token *last)
{
    auto isName = [](const Token &t) { return t.kind == TokenKind::Identifier || t.kind == TokenKind::QuotedIdentifier; };
    std::vector<QString> withNames; // "x AS ("
    for (const Token *t = first; t + 2 < last; ++t)
        if (isName(*t) && isKeyword(t[1], "as") && isPunct(t[2], "("))
            withNames.push_back(nameOf(*t));
    std::vector<NameRef> relations;
    std::vector<bool> inCall; // per open '(': EXTRACT, SUBSTRING, TRIM, OVERLAY (their FROM is no table)
    for (const Token *t = first; t < last; ++t) {
        if (isPunct(*t, "(")) {
            inCall.push_back(t > first && (isKeyword(t[-1], "extract") || isKeyword(t[-1], "substring") || isKeyword(t[-1], "trim")
                                           || isKeyword(t[-1], "overlay")));
        } else if (isPunct(*t, ")")) {
            if (!inCall.empty())
                inCall.pop_back();
        } else if ((isKeyword(*t, "from") && (inCall.empty() || !inCall.back())) || isKeyword(*t, "join")) {
            // Only a plain name: a path may be schema-qualified or name a function.
            const Token *name = t + 1;
            if (name >= last || !isName(*name) || isKeyword(*name, "lateral") || isKeyword(*name, "only")
                || (name + 1 < last && (isPunct(name[1], ".") || isPunct(name[1], "("))))
                continue;
            const QString relation = nameOf(*name);
            if (std::find(withNames.begin(), withNames.end(), relation) == withNames.end())
                relations.push_back({relation, name->line, name->column});
        }
    }
    return relations;
}

namespace {

// Returns an error message for a change stream option value Spanner refuses, else empty.
QString changeStreamOptionProblem(const Option &option)
{
    const QString bare = option.value.startsWith(u'\'') && option.value.endsWith(u'\'') && option.value.size() >= 2
        ? option.value.mid(1, option.value.size() - 2) : option.value;
    if (option.value == u"null")
        return {}; // resets the option to its default
    if (option.name == u"retention_period" && !option.value.startsWith(u'\'')) // as the emulator: a string
        return Parser::tr("invalid value %1 for change stream option retention_period (a string such as '36h')").arg(option.value);
    if (option.name == u"value_capture_type") {
        static const char *const kinds[] = {"OLD_AND_NEW_VALUES", "NEW_ROW", "NEW_VALUES", "NEW_ROW_AND_OLD_VALUES"};
        for (const char *kind : kinds)
            if (bare == QLatin1StringView(kind))
                return {};
        return Parser::tr("invalid value %1 for change stream option value_capture_type (OLD_AND_NEW_VALUES, NEW_ROW, NEW_VALUES or NEW_ROW_AND_OLD_VALUES)").arg(option.value);
    }
    if (option.name.startsWith(u"exclude_") || option.name == u"allow_txn_exclusion") {
        if (bare.compare(u"true", Qt::CaseInsensitive) != 0 && bare.compare(u"false", Qt::CaseInsensitive) != 0)
            return Parser::tr("invalid value %1 for change stream option %2 (true or false)").arg(option.value, option.name);
    }
    return {};
}

bool changeStreamOptionKnown(QStringView name)
{
    static const char *const known[] = {
        "retention_period", "value_capture_type", "exclude_insert", "exclude_update", "exclude_delete",
        "exclude_ttl_deletes", "allow_txn_exclusion", "partition_mode",
    };
    for (const char *k : known)
        if (name == QLatin1StringView(k))
            return true;
    return false;
}

} // namespace

bool Parser::parseChangeStreamFor(std::vector<ChangeStream::Target> &targets, std::vector<NameRef> &tables,
                                  std::vector<std::vector<NameRef>> &columns, bool &forAll)
{
    // after FOR
    if (acceptKeyword("all")) {
        forAll = true;
        return true;
    }
    do {
        const NameRef table = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a table name"));
        ChangeStream::Target target;
        target.table = table.name;
        std::vector<NameRef> cols;
        if (acceptPunct("(")) {
            target.columns = QStringList();
            if (!peekPunct(")")) {
                do {
                    const NameRef column = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a column name"));
                    cols.push_back(column);
                    target.columns->append(column.name);
                } while (acceptPunct(","));
            }
            expectPunct(")");
        }
        targets.push_back(std::move(target));
        tables.push_back(table);
        columns.push_back(std::move(cols));
    } while (!m_failed && acceptPunct(","));
    return !m_failed;
}

std::optional<Statement> Parser::parseCreateChangeStream()
{
    CreateChangeStreamStmt stmt;
    const Token &createToken = *m_begin;
    // Spanner's grammar has no IF NOT EXISTS here (the emulator: syntax error at or near "NOT").
    if (peekKeyword("if") && peekKeyword("not", 1))
        return failMessage(peek(), tr("expected the change stream name, found 'IF': CREATE CHANGE STREAM has no IF NOT EXISTS")), std::nullopt;
    const Token &nameToken = peek();
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the change stream name"));
    if (stmt.name.name.contains(u'.') && !m_failed)
        semanticError(nameToken, tr("schema name can only be 'public' in CREATE CHANGE STREAM"));
    stmt.stream.name = stmt.name.name;
    stmt.stream.pos = {createToken.line, createToken.column, {}};
    if (acceptKeyword("for"))
        parseChangeStreamFor(stmt.stream.targets, stmt.tables, stmt.columns, stmt.stream.forAll);
    if (acceptKeyword("with")) {
        const Token &optionsToken = peek();
        stmt.stream.options = parseWithOptions();
        for (const Option &option : stmt.stream.options) {
            if (!changeStreamOptionKnown(option.name))
                semanticError(optionsToken, tr("invalid change stream option '%1'").arg(option.name));
            else if (const QString problem = changeStreamOptionProblem(option); !problem.isEmpty())
                semanticError(optionsToken, problem);
        }
    }
    if (peekKeyword("options"))
        return failMessage(peek(), tr("expected WITH (...) or end of statement, found 'OPTIONS' (OPTIONS (...) is GoogleSQL syntax)")), std::nullopt;
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseAlterChangeStream()
{
    AlterChangeStreamStmt stmt;
    const Token &nameToken = peek();
    stmt.name = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the change stream name"));
    if (stmt.name.name.contains(u'.') && !m_failed)
        semanticError(nameToken, tr("schema name can only be 'public' in ALTER CHANGE STREAM"));
    if (acceptKeyword("set")) {
        if (acceptKeyword("for")) {
            stmt.action = AlterChangeStreamStmt::Action::SetFor;
            parseChangeStreamFor(stmt.targets, stmt.tables, stmt.columns, stmt.forAll);
        } else if (peekPunct("(")) {
            stmt.action = AlterChangeStreamStmt::Action::SetOptions;
            const Token &optionsToken = peek();
            stmt.options = parseWithOptions();
            for (const Option &option : stmt.options) {
                if (!changeStreamOptionKnown(option.name))
                    semanticError(optionsToken, tr("invalid change stream option '%1'").arg(option.name));
                else if (const QString problem = changeStreamOptionProblem(option); !problem.isEmpty())
                    semanticError(optionsToken, problem);
            }
        } else {
            return fail(peek(), tr("FOR or '(' after SET")), std::nullopt;
        }
    } else if (acceptKeyword("drop")) {
        expectKeyword("for");
        expectKeyword("all");
        stmt.action = AlterChangeStreamStmt::Action::DropForAll;
    } else if (acceptKeyword("reset")) {
        stmt.action = AlterChangeStreamStmt::Action::ResetOptions;
        for (const NameRef &name : parseNameList(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an option name")))
            stmt.reset << name.name;
    } else {
        return fail(peek(), tr("SET FOR, SET (...), DROP FOR ALL or RESET (...)")), std::nullopt;
    }
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseAlterDatabase()
{
    AlterDatabaseStmt stmt;
    stmt.database = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the database name"));
    auto optionName = [&]() -> QString {
        const Token &token = peek();
        if (token.kind == TokenKind::QuotedIdentifier) {
            next();
            return identifierName(m_text, token);
        }
        QString name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an option name such as spanner.default_leader")).name;
        while (!m_failed && acceptPunct("."))
            name += u'.' + parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an option name")).name;
        return name;
    };
    // SET ... TO DEFAULT and RESET put the option back to its default: a null value.
    if (acceptKeyword("set")) {
        if (peekKeyword("options"))
            return failMessage(peek(), tr("expected an option name such as spanner.default_leader, found 'OPTIONS' (SET OPTIONS (...) is GoogleSQL syntax)")), std::nullopt;
        QString option = optionName();
        if (!acceptKeyword("to") && !acceptPunct("="))
            return fail(peek(), tr("TO or '='")), std::nullopt;
        QString value = acceptKeyword("default") ? QStringLiteral("null") : parseOptionValue();
        stmt.options.push_back({std::move(option), std::move(value)});
    } else if (acceptKeyword("reset")) {
        stmt.options.push_back({optionName(), QStringLiteral("null")});
    } else {
        return fail(peek(), tr("SET or RESET")), std::nullopt;
    }
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseLocalityGroup(LocalityGroupStmt::Action action)
{
    LocalityGroupStmt stmt;
    stmt.action = action;
    if (action == LocalityGroupStmt::Action::Create && peekKeyword("if") && peekKeyword("not", 1)) {
        next();
        next();
        expectKeyword("exists");
        stmt.ifNotExists = true;
    }
    stmt.name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "the locality group name"));
    acceptKeyword("set");
    // STORAGE 'ssd' [, SSD_TO_HDD_SPILL_TIMESPAN '10d'] or WITH (storage = 'ssd', ...)
    if (peekKeyword("with") || peekKeyword("options")) {
        next();
        stmt.options = parseWithOptions();
    } else {
        while (!atEnd()) {
            const NameRef name = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "STORAGE or SSD_TO_HDD_SPILL_TIMESPAN"));
            acceptPunct("=");
            stmt.options.push_back({name.name, parseOptionValue()});
            if (!acceptPunct(","))
                break;
        }
    }
    return Statement(std::move(stmt));
}

std::optional<Statement> Parser::parseGrant(bool revoke)
{
    GrantStmt stmt;
    const Token &startToken = *m_begin;
    stmt.grant.revoke = revoke;
    stmt.grant.pos = {startToken.line, startToken.column, {}};
    const char *toWord = revoke ? "from" : "to";
    const Token *first = m_cursor;
    int depth = 0;
    while (!atEnd() && !(depth == 0 && (peekKeyword("on") || peekKeyword(toWord)))) {
        if (peekPunct("("))
            ++depth;
        else if (peekPunct(")"))
            --depth;
        next();
    }
    if (m_cursor == first)
        return fail(peek(), tr("privileges or role names")), std::nullopt;
    stmt.grant.privileges = textBetween(first, m_cursor - 1);
    if (acceptKeyword("on")) {
        static const char *const kinds[] = {"table", "schema", "function", "sequence", "view"};
        stmt.grant.objectKind = QStringLiteral("TABLE");
        if (acceptKeywords({"change", "stream"})) {
            stmt.grant.objectKind = QStringLiteral("CHANGE STREAM");
        } else if (peekKeyword("all")) {
            next();
            const Token &kindToken = next();
            expectKeyword("in");
            expectKeyword("schema");
            stmt.grant.objectKind = QStringLiteral("ALL %1 IN SCHEMA").arg(textOf(kindToken).toString().toUpper());
        } else {
            for (const char *kind : kinds)
                if (acceptKeyword(kind)) {
                    stmt.grant.objectKind = QString::fromLatin1(kind).toUpper();
                    break;
                }
        }
        do {
            const Token *objectFirst = m_cursor;
            const NameRef object = parseQualifiedName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "an object name"));
            if (peekPunct("("))
                parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "argument list"));
            if (!m_failed) {
                stmt.grant.objects << textBetween(objectFirst, m_cursor - 1);
                stmt.objects.push_back(object);
            }
        } while (!m_failed && acceptPunct(","));
    } else {
        // Role membership: the "privileges" are the granted roles' names, which the applier
        // checks; the words between the commas are names here, keywords included.
        stmt.grant.objectKind = QStringLiteral("ROLE");
        for (const Token *t = first; t != m_cursor; ++t)
            if (t->kind == TokenKind::Identifier || t->kind == TokenKind::QuotedIdentifier)
                stmt.grantedRoles.push_back({nameOf(*t), t->line, t->column});
    }
    if (!expectKeyword(toWord))
        return std::nullopt;
    if (peekKeyword("role"))
        return failMessage(peek(), tr("expected a role name, found 'ROLE' (PostgreSQL-dialect GRANT/REVOKE take no ROLE keyword)")), std::nullopt;
    do {
        const NameRef grantee = parseName(QT_TRANSLATE_NOOP("ssd::PostgreSqlParser", "a role name"));
        stmt.grantees.push_back(grantee);
        stmt.grant.grantees << grantee.name;
    } while (!m_failed && acceptPunct(","));
    return Statement(std::move(stmt));
}

} // namespace ssd::pg
