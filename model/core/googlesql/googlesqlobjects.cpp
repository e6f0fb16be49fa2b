// Models, property graphs, locality groups, ALTER DATABASE and proto bundles.

#include "googlesqlstatementparser.h"
#include "googlesqlmodelbody.h"

namespace ssd::gsql {

// --- models ----------------------------------------------------------------------------------------

Options StatementParser::readOptionsClause(QStringView text)
{
    Diagnostics ignored;
    const LexResult lexed = lexGoogleSql(text, ignored);
    const Token *begin = lexed.tokens.data();
    const Token *end = begin + lexed.tokens.size() - 1;
    Schema none; // the name index's string pool wants one
    validation::SchemaNames names(none);
    StatementParser reader(text, begin, end, lexed.tokens.back(), ignored, {}, nullptr, names);
    reader.acceptKeyword("OPTIONS");
    return reader.parseOptionsBody();
}

// ( name type [OPTIONS (required = bool)], ... [,] ) with at least one column.
bool StatementParser::parseModelColumns(const char *context, std::vector<validation::ModelColumn> &columns)
{
    if (!expectPunct(u'(', context))
        return false;
    do {
        if (peekPunct(u')') && m_cursor[-1].kind == TokenKind::Punct && m_text[m_cursor[-1].offset] == u',')
            break; // trailing comma
        const Token &nameToken = peek();
        validation::ModelColumn column;
        column.name = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
        column.pos = {nameToken.line, nameToken.column, {}};
        std::optional<ColumnType> type = parseType(true);
        if (!type)
            return false;
        column.type = std::move(*type);
        columns.push_back(std::move(column));
        if (acceptKeyword("OPTIONS")) {
            const Token &at = peek();
            for (const Option &option : parseOptionsBody()) {
                if (option.name != u"required") {
                    syntaxErrorAt(at, tr("unknown model column option '%1' (expected required)").arg(option.name));
                    return false;
                }
            }
        }
    } while (!m_failed && acceptPunct(u','));
    return expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the model columns"));
}

bool StatementParser::knownModelOptions(const Options &options, const Token &at)
{
    for (const Option &option : options) {
        if (option.name != u"endpoint" && option.name != u"endpoints" && option.name != u"default_batch_size") {
            syntaxErrorAt(at, tr("unknown model option '%1' (expected endpoint, endpoints or default_batch_size)").arg(option.name));
            return false;
        }
    }
    return true;
}

std::optional<ddl::Statement> StatementParser::parseCreateModel(bool orReplace)
{
    next(); // MODEL
    ddl::CreateModelStmt stmt;
    stmt.orReplace = orReplace;
    stmt.ifNotExists = parseIfNotExists();
    const Token &nameToken = peek();
    stmt.model.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "model name"));
    stmt.name = {stmt.model.name, nameToken.line, nameToken.column};
    stmt.ifNotExists = parseIfNotExists() || stmt.ifNotExists; // memefish also accepts it after the name
    const size_t bodyStart = position();
    stmt.definition.name = stmt.model.name;
    if (acceptKeyword("INPUT")) {
        if (!parseModelColumns(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INPUT"), stmt.definition.inputs)
            || !expectKeyword("OUTPUT", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the INPUT columns"))
            || !parseModelColumns(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after OUTPUT"), stmt.definition.outputs))
            return std::nullopt;
    }
    if (!expectKeyword("REMOTE", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "(CREATE MODEL supports only REMOTE models)")))
        return std::nullopt;
    const QString remote = joinTokens(bodyStart, position());
    const Token &optionsToken = peek();
    stmt.optionsAt = {QString(), optionsToken.line, optionsToken.column};
    if (acceptKeyword("OPTIONS")) {
        stmt.options = parseOptionsBody();
        if (!knownModelOptions(stmt.options, optionsToken))
            return std::nullopt;
    }
    if (!expectStatementEnd())
        return std::nullopt;
    stmt.model.body = writeModelBody(remote, stmt.options);
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterModel()
{
    next(); // MODEL
    ddl::AlterModelStmt stmt;
    stmt.ifExists = parseIfExists();
    const Token &nameToken = peek();
    stmt.name = {parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "model name")), nameToken.line, nameToken.column};
    if (!expectKeyword("SET", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the model name")) || !expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
        return std::nullopt;
    const Token &optionsToken = peek();
    stmt.optionsAt = {QString(), optionsToken.line, optionsToken.column};
    stmt.options = parseOptionsBody();
    if (!expectStatementEnd() || !knownModelOptions(stmt.options, optionsToken))
        return std::nullopt;
    return stmt;
}

// --- property graphs ------------------------------------------------------------------------------

std::optional<ddl::Statement> StatementParser::parseCreatePropertyGraph(bool orReplace)
{
    next(); // PROPERTY
    next(); // GRAPH
    ddl::CreatePropertyGraphStmt stmt;
    stmt.orReplace = orReplace;
    stmt.ifNotExists = parseIfNotExists();
    if (orReplace && stmt.ifNotExists) {
        syntaxErrorAt(*m_begin, tr("OR REPLACE and IF NOT EXISTS cannot be combined"));
        return std::nullopt;
    }
    const Token &nameToken = peek();
    stmt.graph.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "property graph name"));
    stmt.name = {stmt.graph.name, nameToken.line, nameToken.column};
    if (!peekKeyword("OPTIONS") && !peekKeyword("NODE")) {
        syntaxError(tr("NODE TABLES or OPTIONS after the graph name"));
        return std::nullopt;
    }
    stmt.graph.body = parseRestAsText();
    if (m_failed)
        return std::nullopt;
    return stmt;
}

// --- locality groups, database, proto bundles --------------------------------------------------------

std::optional<ddl::Statement> StatementParser::parseCreateLocalityGroup()
{
    next(); // LOCALITY
    next(); // GROUP
    ddl::LocalityGroupStmt stmt;
    stmt.action = ddl::LocalityGroupStmt::Action::Create;
    stmt.ifNotExists = parseIfNotExists();
    const Token &nameToken = peek();
    stmt.name = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "locality group name")), nameToken.line, nameToken.column};
    if (acceptKeyword("OPTIONS"))
        stmt.options = parseOptionsBody();
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterLocalityGroup()
{
    next(); // LOCALITY
    next(); // GROUP
    ddl::LocalityGroupStmt stmt;
    stmt.action = ddl::LocalityGroupStmt::Action::Alter;
    const Token &nameToken = peek();
    stmt.name = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "locality group name")), nameToken.line, nameToken.column};
    if (!expectKeyword("SET", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the locality group name")) || !expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
        return std::nullopt;
    stmt.options = parseOptionsBody();
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterDatabase()
{
    next(); // DATABASE
    ddl::AlterDatabaseStmt stmt;
    const Token &nameToken = peek();
    stmt.database = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "database name")), nameToken.line, nameToken.column};
    if (!expectKeyword("SET", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the database name")) || !expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
        return std::nullopt;
    stmt.options = parseOptionsBody();
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

// ( type, ... ) after its '(': the proto types of a bundle, each a path.
bool StatementParser::parseProtoTypes(QStringList &types)
{
    while (!m_failed && !peekPunct(u')')) {
        types.push_back(parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "proto type name")));
        if (!acceptPunct(u',') && !peekPunct(u')'))
            syntaxError(tr("',' or ')' after the proto type name"));
    }
    return expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the proto types"));
}

// CREATE / ALTER PROTO BUNDLE, past its keywords, with the statement's position.
ddl::ProtoBundleStmt StatementParser::startProtoBundle(ddl::ProtoBundleStmt::Action action)
{
    next(); // PROTO
    next(); // BUNDLE
    ddl::ProtoBundleStmt stmt;
    stmt.action = action;
    stmt.at = {QString(), m_begin->line, m_begin->column};
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseCreateProtoBundle()
{
    ddl::ProtoBundleStmt stmt = startProtoBundle(ddl::ProtoBundleStmt::Action::Create);
    if (!expectPunct(u'(', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after CREATE PROTO BUNDLE")) || !parseProtoTypes(stmt.insert)
        || !expectStatementEnd())
        return std::nullopt;
    return stmt;
}

std::optional<ddl::Statement> StatementParser::parseAlterProtoBundle()
{
    ddl::ProtoBundleStmt stmt = startProtoBundle(ddl::ProtoBundleStmt::Action::Alter);
    QStringList updated; // UPDATE changes a type's descriptor, which the model does not keep
    for (;;) {
        QStringList *target = nullptr;
        if (acceptKeyword("INSERT"))
            target = &stmt.insert;
        else if (acceptKeyword("UPDATE"))
            target = &updated;
        else if (acceptKeyword("DELETE"))
            target = &stmt.remove;
        else
            break;
        if (!expectPunct(u'(', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INSERT, UPDATE or DELETE")) || !parseProtoTypes(*target))
            return std::nullopt;
    }
    if (!expectStatementEnd())
        return std::nullopt;
    return stmt;
}

} // namespace ssd::gsql
