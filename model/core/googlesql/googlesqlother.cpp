// Sequences, named schemas, views, change streams, roles and grants.
// Models, property graphs, locality groups, the database and proto bundles: googlesqlobjects.cpp.

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

namespace {

bool isStringValue(const QString &value) { return value.startsWith(u'\'') || value.startsWith(u'"'); }
bool isBoolValue(const QString &value) { return value == u"true" || value == u"false"; }

} // namespace

// --- sequences ------------------------------------------------------------------------------------

std::optional<ddl::Statement> StatementParser::parseCreateSequence()
{
    next(); // SEQUENCE
    ddl::CreateSequenceStmt stmt;
    stmt.ifNotExists = parseIfNotExists();
    const Token &nameToken = peek();
    stmt.sequence.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "sequence name"));
    stmt.name = {stmt.sequence.name, nameToken.line, nameToken.column};
    stmt.sequence.clauses = parseSequenceClauses(false);
    if (acceptKeyword("OPTIONS"))
        stmt.sequence.options = parseOptionsBody();
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterSequence()
{
    next(); // SEQUENCE
    ddl::AlterSequenceStmt stmt;
    stmt.ifExists = parseIfExists();
    const Token &nameToken = peek();
    stmt.name = {parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "sequence name")), nameToken.line, nameToken.column};
    // One action per statement: Spanner's grammar (and the emulator) end the statement after it.
    if (peekKeyword("SET") && peekKeyword("OPTIONS", 1)) {
        next();
        next();
        stmt.options = parseOptionsBody();
    } else if (acceptKeywords({"NO", "SKIP", "RANGE"})) {
        stmt.noSkipRange = true;
    } else if (acceptKeywords({"SKIP", "RANGE"})) {
        stmt.set.skipRangeMin = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range minimum"), true);
        if (!expectPunct(u',', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "between the skip range bounds")))
            return std::nullopt;
        stmt.set.skipRangeMax = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range maximum"), true);
    } else if (acceptKeywords({"RESTART", "COUNTER"})) {
        acceptKeyword("WITH");
        stmt.restartCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "counter value"), true);
    } else {
        syntaxError(tr("SET OPTIONS, SKIP RANGE, NO SKIP RANGE or RESTART COUNTER WITH"));
        return std::nullopt;
    }
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

// --- schemas and views ------------------------------------------------------------------------------

std::optional<ddl::Statement> StatementParser::parseCreateSchema(bool orReplace)
{
    next(); // SCHEMA
    ddl::CreateSchemaStmt stmt;
    // A schema has nothing to replace: OR REPLACE of one that exists does nothing, as IF NOT EXISTS.
    stmt.ifNotExists = parseIfNotExists() || orReplace;
    const Token &nameToken = peek();
    stmt.name = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "schema name")), nameToken.line, nameToken.column};
    const Token &optionsToken = peek();
    if (acceptKeyword("OPTIONS")) {
        parseOptionsBody();
        if (!m_failed)
            m_diagnostics.push_back({Diagnostic::Severity::Warning, Diagnostic::Kind::Syntax, optionsToken.line, optionsToken.column,
                                     tr("OPTIONS on CREATE SCHEMA are not documented for Spanner and are not kept")});
    }
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::vector<ddl::NameRef> StatementParser::relationsIn(const Token *begin, const Token *end) const
{
    auto isName = [](const Token &t) { return t.kind == TokenKind::Identifier || t.kind == TokenKind::QuotedIdentifier; };
    auto nameOf = [&](const Token &t) {
        return t.kind == TokenKind::QuotedIdentifier ? unquoteIdentifier(textOf(t)) : textOf(t).toString();
    };
    auto punct = [&](const Token *t, char16_t c) {
        return t < end && t->kind == TokenKind::Punct && t->length == 1 && m_text[t->offset] == c;
    };
    auto keyword = [&](const Token *t, const char *word) {
        return t < end && t->kind == TokenKind::Identifier && equalsKeyword(textOf(*t), word);
    };
    // The query's own WITH names ("x AS (").
    QStringList withNames;
    for (const Token *t = begin; t + 2 < end; ++t)
        if (isName(*t) && keyword(t + 1, "AS") && punct(t + 2, u'('))
            withNames.push_back(nameOf(*t));
    std::vector<ddl::NameRef> relations;
    std::vector<bool> inExtract; // per open '(': whether it is EXTRACT's (whose FROM is no table)
    for (const Token *t = begin; t < end; ++t) {
        if (punct(t, u'(')) {
            inExtract.push_back(t > begin && keyword(t - 1, "EXTRACT"));
        } else if (punct(t, u')')) {
            if (!inExtract.empty())
                inExtract.pop_back();
        } else if ((keyword(t, "FROM") && (inExtract.empty() || !inExtract.back())) || keyword(t, "JOIN")) {
            // Only a plain name: a path may start with an alias (FROM t.Arr) or name a function.
            const Token *name = t + 1;
            if (name >= end || !isName(*name) || (name->kind == TokenKind::Identifier && isGoogleSqlReservedKeyword(textOf(*name)))
                || punct(name + 1, u'.') || punct(name + 1, u'('))
                continue;
            QString relation = nameOf(*name);
            if (!withNames.contains(relation, Qt::CaseInsensitive))
                relations.push_back({std::move(relation), name->line, name->column});
        }
    }
    return relations;
}

std::optional<ddl::Statement> StatementParser::parseCreateView(bool orReplace)
{
    next(); // VIEW
    const Token &nameToken = peek();
    ddl::CreateViewStmt stmt;
    stmt.orReplace = orReplace;
    View &view = stmt.view;
    view.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "view name"));
    stmt.name = {view.name, nameToken.line, nameToken.column};
    if (!expectKeyword("SQL", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "SECURITY {INVOKER | DEFINER} after the view name")) || !expectKeyword("SECURITY", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SQL")))
        return std::nullopt;
    if (peekKeyword("INVOKER") || peekKeyword("DEFINER")) {
        view.sqlSecurity = textOf(next()).toString().toUpper();
    } else {
        syntaxError(tr("INVOKER or DEFINER after SQL SECURITY"));
        return std::nullopt;
    }
    if (!expectKeyword("AS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the SQL SECURITY clause")))
        return std::nullopt;
    if (!peekKeyword("SELECT") && !peekKeyword("WITH") && !peekPunct(u'(') && !peekKeyword("FROM") && !peekKeyword("GRAPH_TABLE")) {
        syntaxError(tr("a query (SELECT, WITH or '(') after AS"));
        return std::nullopt;
    }
    const Token *queryBegin = m_cursor;
    view.query = parseRestAsText();
    if (m_failed)
        return std::nullopt;
    stmt.relations = relationsIn(queryBegin, m_cursor);
    return stmt;
}

// --- change streams --------------------------------------------------------------------------------

bool StatementParser::parseChangeStreamFor(bool &forAll, std::vector<ChangeStream::Target> &targets,
                                           std::vector<ddl::NameRef> &tables, std::vector<std::vector<ddl::NameRef>> &columns)
{
    // FOR already consumed.
    if (acceptKeyword("ALL")) {
        forAll = true;
        return true;
    }
    do {
        ChangeStream::Target target;
        const Token &tableToken = peek();
        target.table = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name or ALL after FOR"));
        tables.push_back({target.table, tableToken.line, tableToken.column});
        columns.emplace_back();
        if (!m_failed && peekPunct(u'(')) {
            target.columns = parseNameList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"),
                                           QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the table name"), &columns.back());
        }
        targets.push_back(std::move(target));
    } while (!m_failed && acceptPunct(u','));
    return !m_failed;
}

// The emulator's parser rejects unknown change stream options and ill-typed values, so these are
// syntax errors, not checklist findings.
bool StatementParser::validateChangeStreamOptions(const Options &options, const Token &at)
{
    for (const Option &option : options) {
        const QString &v = option.value;
        bool ok = true;
        if (option.name == u"retention_period") {
            ok = isStringValue(v) || v == u"null";
        } else if (option.name == u"value_capture_type") {
            static const char *const kinds[] = {"OLD_AND_NEW_VALUES", "NEW_VALUES", "NEW_ROW", "NEW_ROW_AND_OLD_VALUES"};
            ok = v == u"null";
            if (isStringValue(v))
                for (const char *kind : kinds)
                    ok = ok || unquoteString(v) == QLatin1StringView(kind);
        } else if (option.name == u"exclude_ttl_deletes" || option.name == u"exclude_insert" || option.name == u"exclude_update"
                   || option.name == u"exclude_delete" || option.name == u"allow_txn_exclusion") {
            ok = isBoolValue(v) || v == u"null";
        } else {
            syntaxErrorAt(at, tr("unknown change stream option '%1' (expected retention_period, value_capture_type, "
                                             "exclude_ttl_deletes, exclude_insert, exclude_update, exclude_delete or allow_txn_exclusion)")
                                  .arg(option.name));
            return false;
        }
        if (!ok) {
            syntaxErrorAt(at, tr("invalid value %1 for change stream option '%2'").arg(v, option.name));
            return false;
        }
    }
    return true;
}

std::optional<ddl::Statement> StatementParser::parseCreateChangeStream()
{
    next(); // CHANGE
    next(); // STREAM
    ddl::CreateChangeStreamStmt stmt;
    // Spanner's grammar has no IF NOT EXISTS here (the emulator: "Encountered 'IF' while parsing:
    // identifier"), unlike CREATE TABLE, INDEX or SEQUENCE.
    if (peekKeyword("IF")) {
        syntaxError(tr("change stream name (CREATE CHANGE STREAM has no IF NOT EXISTS)"));
        return std::nullopt;
    }
    const Token &nameToken = peek();
    stmt.stream.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "change stream name"));
    stmt.name = {stmt.stream.name, nameToken.line, nameToken.column};
    if (acceptKeyword("FOR") && !parseChangeStreamFor(stmt.stream.forAll, stmt.stream.targets, stmt.tables, stmt.columns))
        return std::nullopt;
    const Token &optionsToken = peek();
    if (acceptKeyword("OPTIONS"))
        stmt.stream.options = parseOptionsBody();
    if (!expectStatementEnd() || !validateChangeStreamOptions(stmt.stream.options, optionsToken))
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterChangeStream()
{
    next(); // CHANGE
    next(); // STREAM
    using Action = ddl::AlterChangeStreamStmt::Action;
    ddl::AlterChangeStreamStmt stmt;
    const Token &nameToken = peek();
    stmt.name = {parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "change stream name")), nameToken.line, nameToken.column};
    const Token &actionToken = peek();
    if (acceptKeyword("SET")) {
        if (acceptKeyword("FOR")) {
            stmt.action = Action::SetFor;
            if (!parseChangeStreamFor(stmt.forAll, stmt.targets, stmt.tables, stmt.columns))
                return std::nullopt;
        } else if (acceptKeyword("OPTIONS")) {
            stmt.action = Action::SetOptions;
            stmt.options = parseOptionsBody();
        } else {
            syntaxError(tr("FOR or OPTIONS after SET"));
            return std::nullopt;
        }
    } else if (acceptKeyword("DROP")) {
        if (!expectKeyword("FOR", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after DROP")) || !expectKeyword("ALL", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after DROP FOR")))
            return std::nullopt;
        stmt.action = Action::DropForAll;
    } else {
        syntaxError(tr("SET FOR, SET OPTIONS or DROP FOR ALL after ALTER CHANGE STREAM %1").arg(stmt.name.name));
        return std::nullopt;
    }
    if (!expectStatementEnd())
        return std::nullopt;
    if (stmt.action == Action::SetOptions && !validateChangeStreamOptions(stmt.options, actionToken))
        return std::nullopt;
    return stmt;
}

// --- roles and privileges -----------------------------------------------------------------------------

std::optional<ddl::Statement> StatementParser::parseCreateRole()
{
    next(); // ROLE
    const Token &nameToken = peek();
    ddl::CreateRoleStmt stmt;
    stmt.name = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "role name")), nameToken.line, nameToken.column};
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseGrant(bool revoke)
{
    next(); // GRANT / REVOKE
    ddl::GrantStmt stmt;
    Grant &grant = stmt.grant;
    grant.revoke = revoke;
    const Token &privilegeToken = peek();
    bool sequencePrivilegesOnly = true;
    // A name as the applier checks it, at its first token.
    auto nameRef = [&](const Token &at, const QString &name) { return ddl::NameRef{name, at.line, at.column}; };
    if (acceptKeyword("ROLE")) {
        // Role membership: the granted roles are the "privileges" (schema.h), as in PostgreSQL.
        grant.objectKind = QStringLiteral("ROLE");
        QStringList grantedRoles;
        do {
            const Token &roleToken = peek();
            grantedRoles.push_back(parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "role name")));
            stmt.grantedRoles.push_back(nameRef(roleToken, grantedRoles.back()));
        } while (!m_failed && acceptPunct(u','));
        grant.privileges = grantedRoles.join(QStringLiteral(", "));
    } else {
        QStringList privileges;
        do {
            const Token &t = peek();
            if (!(peekKeyword("SELECT") || peekKeyword("INSERT") || peekKeyword("UPDATE") || peekKeyword("DELETE")
                  || peekKeyword("EXECUTE") || peekKeyword("USAGE"))) {
                syntaxError(tr("privilege (SELECT, INSERT, UPDATE, DELETE, EXECUTE, USAGE or ROLE)"));
                return std::nullopt;
            }
            next();
            QString privilege = textOf(t).toString().toUpper();
            sequencePrivilegesOnly = sequencePrivilegesOnly && (privilege == u"SELECT" || privilege == u"UPDATE");
            if (peekPunct(u'(')) {
                const QStringList columns = parseNameList(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"), QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the privilege"));
                privilege += u'(' + columns.join(QStringLiteral(", ")) + u')';
            }
            privileges.push_back(privilege);
        } while (!m_failed && acceptPunct(u','));
        grant.privileges = privileges.join(QStringLiteral(", "));
        if (!expectKeyword("ON", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the privileges")))
            return std::nullopt;
        if (acceptKeyword("ALL")) {
            QString what;
            if (acceptKeyword("TABLES"))
                what = QStringLiteral("TABLES");
            else if (acceptKeyword("VIEWS"))
                what = QStringLiteral("VIEWS");
            else if (acceptKeyword("SEQUENCES"))
                what = QStringLiteral("SEQUENCES");
            else if (acceptKeywords({"CHANGE", "STREAMS"}))
                what = QStringLiteral("CHANGE STREAMS");
            else {
                syntaxError(tr("TABLES, VIEWS, SEQUENCES or CHANGE STREAMS after ON ALL"));
                return std::nullopt;
            }
            if (!expectKeyword("IN", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ON ALL ...")) || !expectKeyword("SCHEMA", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IN")))
                return std::nullopt;
            grant.objectKind = QStringLiteral("ALL %1 IN SCHEMA").arg(what);
        } else if (acceptKeyword("TABLE")) {
            grant.objectKind = acceptKeyword("FUNCTION") ? QStringLiteral("TABLE FUNCTION") : QStringLiteral("TABLE");
        } else if (acceptKeyword("VIEW")) {
            grant.objectKind = QStringLiteral("VIEW");
        } else if (acceptKeywords({"CHANGE", "STREAM"})) {
            grant.objectKind = QStringLiteral("CHANGE STREAM");
        } else if (acceptKeyword("SEQUENCE")) {
            grant.objectKind = QStringLiteral("SEQUENCE");
        } else if (acceptKeyword("SCHEMA")) {
            grant.objectKind = QStringLiteral("SCHEMA");
        } else {
            syntaxError(tr("TABLE, VIEW, CHANGE STREAM, SEQUENCE, SCHEMA, TABLE FUNCTION or ALL after ON"));
            return std::nullopt;
        }
        if (grant.objectKind.contains(u"SEQUENCE") && !sequencePrivilegesOnly) {
            syntaxErrorAt(privilegeToken, tr("expected sequence privilege SELECT or UPDATE, found '%1'").arg(grant.privileges));
            return std::nullopt;
        }
        do {
            const Token &objectToken = peek();
            if (grant.objectKind.endsWith(u"SCHEMA") && peekKeyword("DEFAULT"))
                grant.objects.push_back(textOf(next()).toString().toUpper());
            else
                grant.objects.push_back(parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "object name")));
            stmt.objects.push_back(nameRef(objectToken, grant.objects.back()));
        } while (!m_failed && acceptPunct(u','));
    }
    if (!expectKeyword(revoke ? "FROM" : "TO", revoke ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the objects (REVOKE ... FROM ROLE)") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the objects (GRANT ... TO ROLE)"))
        || !expectKeyword("ROLE", revoke ? QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after FROM") : QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after TO")))
        return std::nullopt;
    do {
        const Token &granteeToken = peek();
        grant.grantees.push_back(parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "role name")));
        stmt.grantees.push_back(nameRef(granteeToken, grant.grantees.back()));
    } while (!m_failed && acceptPunct(u','));
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

} // namespace ssd::gsql
