// Models, property graphs, locality groups, ALTER DATABASE and proto bundles.

#include "googlesqlstatementparser.h"
#include "mergeoptions.h"
#include "validation/modelvalidation.h"

namespace ssd::gsql {

namespace {

QString optionsText(const Options &options)
{
    QStringList parts;
    for (const Option &option : options)
        parts.push_back(option.name + QStringLiteral(" = ") + option.value);
    return QStringLiteral("OPTIONS (%1)").arg(parts.join(QStringLiteral(", ")));
}

} // namespace

// --- models ----------------------------------------------------------------------------------------

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

void StatementParser::parseCreateModel(bool orReplace)
{
    next(); // MODEL
    bool ifNotExists = parseIfNotExists();
    const Token &nameToken = peek();
    Model model;
    model.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "model name"));
    ifNotExists = parseIfNotExists() || ifNotExists; // memefish also accepts it after the name
    const size_t bodyStart = position();
    validation::ModelDefinition definition;
    definition.name = model.name;
    if (acceptKeyword("INPUT")) {
        if (!parseModelColumns(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INPUT"), definition.inputs)
            || !expectKeyword("OUTPUT", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the INPUT columns"))
            || !parseModelColumns(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after OUTPUT"), definition.outputs))
            return;
    }
    if (!expectKeyword("REMOTE", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "(CREATE MODEL supports only REMOTE models)")))
        return;
    QString body = joinTokens(bodyStart, position());
    const Token &optionsToken = peek();
    Options options;
    if (acceptKeyword("OPTIONS")) {
        options = parseOptionsBody();
        for (const Option &option : options) {
            if (option.name != u"endpoint" && option.name != u"endpoints" && option.name != u"default_batch_size") {
                syntaxErrorAt(optionsToken, tr("unknown model option '%1' (expected endpoint, endpoints or default_batch_size)").arg(option.name));
                return;
            }
        }
        body += u' ' + optionsText(options);
    }
    if (!expectStatementEnd())
        return;
    model.body = body;
    Model *existing = nullptr;
    for (Model &m : m_schema.models)
        if (m.name == model.name)
            existing = &m;
    if (existing && ifNotExists && !orReplace)
        return; // Spanner checks nothing more (the emulator 1.5.28 accepts IF NOT EXISTS ... REMOTE)
    if (!reportViolation(validation::validateModelColumns(definition), nameToken)
        || !reportViolation(validation::validateModelOptions(model.name, options), optionsToken))
        return;
    if (existing && orReplace) {
        existing->body = model.body;
        existing->pos = statementPos();
        return;
    }
    addCreated(m_schema.models, model, nameToken, NameKind::Model);
}

void StatementParser::parseAlterModel()
{
    next(); // MODEL
    const bool ifExists = parseIfExists();
    const Token &nameToken = peek();
    const QString name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "model name"));
    if (!expectKeyword("SET", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the model name")) || !expectKeyword("OPTIONS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET")))
        return;
    const Token &optionsToken = peek();
    const Options changes = parseOptionsBody();
    if (!expectStatementEnd())
        return;
    for (const Option &option : changes) {
        if (option.name != u"endpoint" && option.name != u"endpoints" && option.name != u"default_batch_size") {
            syntaxErrorAt(optionsToken, tr("unknown model option '%1' (expected endpoint, endpoints or default_batch_size)").arg(option.name));
            return;
        }
    }
    Model *model = nullptr;
    for (Model &m : m_schema.models)
        if (m.name == name)
            model = &m;
    if (!model) {
        if (!ifExists)
            semanticError(nameToken, tr("model not found: %1").arg(name));
        return;
    }
    // The body was stored in canonical form by CREATE MODEL: "... REMOTE[ OPTIONS (a = b, ...)]".
    // Re-read its options with this lexer so the merge works on values, not on text.
    Options options;
    const qsizetype at = model->body.lastIndexOf(QLatin1StringView("REMOTE"));
    QString prefix = model->body;
    if (at >= 0) {
        prefix = model->body.left(at + 6);
        const QString rest = model->body.mid(at + 6).trimmed();
        if (!rest.isEmpty()) {
            Diagnostics ignored;
            const LexResult lexed = lexGoogleSql(rest, ignored);
            const Token *b = lexed.tokens.data();
            const Token *e = b + lexed.tokens.size() - 1;
            StatementParser reader(rest, b, e, lexed.tokens.back(), m_schema, ignored, {}, nullptr, m_names);
            reader.acceptKeyword("OPTIONS");
            options = reader.parseOptionsBody();
        }
    }
    mergeOptions(options, changes);
    if (!reportViolation(validation::validateModelOptions(model->name, options), optionsToken))
        return;
    model->body = options.empty() ? prefix : prefix + u' ' + optionsText(options);
    addSuppressions(model->pos);
}

// --- property graphs ------------------------------------------------------------------------------

void StatementParser::parseCreatePropertyGraph(bool orReplace)
{
    next(); // PROPERTY
    next(); // GRAPH
    const bool ifNotExists = parseIfNotExists();
    if (orReplace && ifNotExists) {
        syntaxErrorAt(*m_begin, tr("OR REPLACE and IF NOT EXISTS cannot be combined"));
        return;
    }
    const Token &nameToken = peek();
    PropertyGraph graph;
    graph.name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "property graph name"));
    if (!peekKeyword("OPTIONS") && !peekKeyword("NODE")) {
        syntaxError(tr("NODE TABLES or OPTIONS after the graph name"));
        return;
    }
    graph.body = parseRestAsText();
    if (m_failed)
        return;
    for (PropertyGraph &existing : m_schema.propertyGraphs) {
        if (existing.name == graph.name) {
            if (orReplace) {
                existing.body = graph.body;
                existing.pos = statementPos();
                return;
            }
            if (ifNotExists)
                return;
        }
    }
    addCreated(m_schema.propertyGraphs, graph, nameToken, NameKind::PropertyGraph);
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

void StatementParser::parseCreateProtoBundle()
{
    next(); // PROTO
    next(); // BUNDLE
    if (!expectPunct(u'(', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after CREATE PROTO BUNDLE")))
        return;
    QStringList types;
    while (!m_failed && !peekPunct(u')')) {
        types.push_back(parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "proto type name")));
        if (!acceptPunct(u',') && !peekPunct(u')'))
            syntaxError(tr("',' or ')' after the proto type name"));
    }
    if (!expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the proto types")) || !expectStatementEnd())
        return;
    if (!m_schema.protoBundleTypes.isEmpty()) {
        semanticError(*m_begin, tr("a proto bundle already exists (use ALTER PROTO BUNDLE)"));
        return;
    }
    m_schema.protoBundleTypes = types;
}

void StatementParser::parseAlterProtoBundle()
{
    next(); // PROTO
    next(); // BUNDLE
    QStringList insert, update, remove;
    bool any = false;
    for (;;) {
        QStringList *target = nullptr;
        if (acceptKeyword("INSERT"))
            target = &insert;
        else if (acceptKeyword("UPDATE"))
            target = &update;
        else if (acceptKeyword("DELETE"))
            target = &remove;
        else
            break;
        any = true;
        if (!expectPunct(u'(', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after INSERT, UPDATE or DELETE")))
            return;
        while (!m_failed && !peekPunct(u')')) {
            target->push_back(parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "proto type name")));
            if (!acceptPunct(u',') && !peekPunct(u')'))
                syntaxError(tr("',' or ')' after the proto type name"));
        }
        if (!expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the proto types")))
            return;
    }
    if (!expectStatementEnd())
        return;
    if (!any)
        return; // ALTER PROTO BUNDLE without changes is a valid no-op
    for (const QString &type : remove) {
        if (!m_schema.protoBundleTypes.contains(type)) {
            semanticError(*m_begin, tr("proto type not found in the bundle: %1").arg(type));
            return;
        }
    }
    for (const QString &type : insert) {
        if (m_schema.protoBundleTypes.contains(type)) {
            semanticError(*m_begin, tr("proto type already in the bundle: %1").arg(type));
            return;
        }
    }
    for (const QString &type : remove)
        m_schema.protoBundleTypes.removeAll(type);
    m_schema.protoBundleTypes += insert;
}

} // namespace ssd::gsql
