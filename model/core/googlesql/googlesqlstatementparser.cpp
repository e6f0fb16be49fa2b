#include "googlesqlstatementparser.h"

#include <algorithm>

namespace ssd::gsql {

StatementParser::StatementParser(QStringView text, const Token *begin, const Token *end, const Token &endToken,
                                 Diagnostics &diagnostics, QStringList suppressed,
                                 const std::vector<SuppressionComment> *elementComments, validation::SchemaNames &names)
    : TokenCursor(text, begin, end, &endToken), m_diagnostics(diagnostics), m_suppressed(std::move(suppressed)),
      m_elementComments(elementComments), m_names(names)
{
}

// --- cursor -------------------------------------------------------------------------------------

bool StatementParser::expectKeyword(const char *upperKeyword, const char *context)
{
    if (acceptKeyword(upperKeyword))
        return true;
    syntaxError(context ? tr("%1 %2", "a keyword, then where it was expected, e.g. 'TABLE after CREATE'")
                              .arg(QLatin1StringView(upperKeyword), tr(context))
                        : QString(QLatin1StringView(upperKeyword)));
    return false;
}

bool StatementParser::isArrow(int ahead) const
{
    const Token &t = peek(ahead);
    return t.kind == TokenKind::Punct && t.length == 2;
}

bool StatementParser::expectPunct(char16_t c, const char *context)
{
    if (acceptPunct(c))
        return true;
    syntaxError(context ? tr("'%1' %2", "a punctuation mark, then where it was expected, e.g. \"'(' after OPTIONS\"")
                              .arg(QChar(c), tr(context))
                        : QStringLiteral("'%1'").arg(QChar(c)));
    return false;
}

// --- diagnostics --------------------------------------------------------------------------------

QString StatementParser::describe(const Token &token) const
{
    if (token.kind == TokenKind::End)
        return token.offset >= m_text.size() ? tr("end of input") : tr("end of statement");
    QStringView text = textOf(token);
    if (text.size() > 40)
        return tr("'%1...'", "a token shortened to its first characters").arg(text.left(37));
    if (token.kind == TokenKind::Identifier && isGoogleSqlReservedKeyword(text))
        return tr("keyword '%1'").arg(text);
    return QStringLiteral("'%1'").arg(text);
}

void StatementParser::syntaxError(const QString &expected)
{
    if (m_failed)
        return;
    syntaxErrorAt(peek(), tr("expected %1, found %2").arg(expected, describe(peek())));
}

void StatementParser::syntaxErrorAt(const Token &token, const QString &message)
{
    if (m_failed)
        return;
    stop();
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Syntax, token.line, token.column, message});
}

void StatementParser::semanticError(const Token &token, const QString &message)
{
    if (m_failed)
        return;
    stop();
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, token.line, token.column, message});
}

SourcePos StatementParser::statementPos() const
{
    SourcePos pos;
    pos.line = m_begin->line;
    pos.column = m_begin->column;
    addSuppressions(pos);
    return pos;
}

void StatementParser::addSuppressions(SourcePos &pos) const
{
    addRulesOnce(pos.suppressedRules, m_suppressed);
}

SourcePos StatementParser::elementPos(const Token &first, const Token &last) const
{
    SourcePos pos;
    pos.line = first.line;
    pos.column = first.column;
    if (m_elementComments) {
        for (const SuppressionComment &comment : *m_elementComments) {
            if (comment.endLine < first.line || comment.line > last.line)
                continue;
            addRulesOnce(pos.suppressedRules, comment.rules);
        }
    }
    return pos;
}

// --- names and literals -------------------------------------------------------------------------

bool StatementParser::isNameToken(int ahead) const
{
    const Token &t = peek(ahead);
    if (t.kind == TokenKind::QuotedIdentifier)
        return true;
    return t.kind == TokenKind::Identifier && !isGoogleSqlReservedKeyword(textOf(t));
}

QString StatementParser::parseIdentifier(const char *what)
{
    if (!isNameToken()) {
        syntaxError(tr(what));
        return {};
    }
    const Token &t = next();
    if (t.kind == TokenKind::QuotedIdentifier)
        return unquoteIdentifier(textOf(t));
    return m_names.intern(textOf(t));
}

ddl::NameRef StatementParser::parseIdentifierRef(const char *what)
{
    const Token &at = peek();
    return nameAt(parseIdentifier(what), at);
}

ddl::NameRef StatementParser::parsePathRef(const char *what)
{
    const Token &at = peek();
    return nameAt(parsePath(what), at);
}

QString StatementParser::identifierText(const Token &name) const
{
    return name.kind == TokenKind::QuotedIdentifier ? unquoteIdentifier(textOf(name)) : textOf(name).toString();
}

QString StatementParser::parsePath(const char *what)
{
    QString path = parseIdentifier(what);
    while (!m_failed && peekPunct(u'.')) {
        next();
        path += u'.';
        // Parts after a dot may be reserved words (proto packages, `schema.Default`).
        const Token &t = peek();
        if (t.kind == TokenKind::QuotedIdentifier)
            path += unquoteIdentifier(textOf(next()));
        else if (t.kind == TokenKind::Identifier)
            path += textOf(next());
        else
            syntaxError(tr("name after '.'"));
    }
    return path;
}

std::optional<qint64> StatementParser::parseInteger(const char *what, bool allowSign)
{
    bool negative = false;
    if (allowSign && (peekPunct(u'-') || peekPunct(u'+')))
        negative = m_text[next().offset] == u'-';
    const Token &t = peek();
    if (t.kind != TokenKind::Integer) {
        syntaxError(tr(what));
        return std::nullopt;
    }
    next();
    QStringView digits = textOf(t);
    bool ok = false;
    qint64 value = 0;
    if (digits.size() > 2 && (digits[1] == u'x' || digits[1] == u'X'))
        value = digits.mid(2).toLongLong(&ok, 16);
    else
        value = digits.toLongLong(&ok, 10);
    if (!ok) {
        syntaxErrorAt(t, tr("integer literal %1 is out of range").arg(digits));
        return std::nullopt;
    }
    return negative ? -value : value;
}

QString StatementParser::parseStringLiteral(const char *what)
{
    if (peek().kind != TokenKind::String) {
        syntaxError(tr(what));
        return {};
    }
    return unquoteString(textOf(next()));
}

QStringList StatementParser::parseNameList(const char *what, const char *context, std::vector<ddl::NameRef> *refs)
{
    QStringList names;
    if (!expectPunct(u'(', context))
        return names;
    if (acceptPunct(u')'))
        return names;
    do {
        const Token &at = peek();
        names.push_back(parseIdentifier(what));
        if (refs)
            refs->push_back({names.back(), at.line, at.column});
    } while (!m_failed && acceptPunct(u','));
    expectPunct(u')', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after the name list"));
    return names;
}

bool StatementParser::parseIfNotExists()
{
    if (!peekKeyword("IF"))
        return false;
    next();
    if (expectKeyword("NOT", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IF")))
        expectKeyword("EXISTS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IF NOT"));
    return !m_failed;
}

bool StatementParser::parseIfExists()
{
    if (!peekKeyword("IF"))
        return false;
    next();
    expectKeyword("EXISTS", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after IF"));
    return !m_failed;
}

OnDelete StatementParser::parseOnDeleteAction()
{
    if (acceptKeyword("CASCADE"))
        return OnDelete::Cascade;
    if (acceptKeyword("NO")) {
        expectKeyword("ACTION", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after NO"));
        return OnDelete::NoAction;
    }
    syntaxError(tr("CASCADE or NO ACTION after ON DELETE"));
    return OnDelete::NoAction;
}

bool StatementParser::expectStatementEnd()
{
    if (m_failed)
        return false;
    if (!atEnd()) {
        syntaxError(tr("end of statement"));
        return false;
    }
    return true;
}

// --- dispatch -----------------------------------------------------------------------------------

std::optional<ddl::Statement> StatementParser::run()
{
    if (peekKeyword("DROP"))
        return parseDrop();
    if (peekKeyword("RENAME"))
        return parseRenameTable();
    if (peekKeyword("CREATE"))
        return parseCreate();
    if (peekKeyword("GRANT"))
        return parseGrant(false);
    if (peekKeyword("REVOKE"))
        return parseGrant(true);
    if (peekKeyword("ALTER"))
        return parseAlter();
    if (peekKeyword("ANALYZE"))
        return parseKept(QStringLiteral("ANALYZE"));
    if (peekKeyword("SET") || (peekKeyword("START") && peekKeyword("BATCH", 1)) || (peekKeyword("RUN") && peekKeyword("BATCH", 1))
             || (peekKeyword("ABORT") && peekKeyword("BATCH", 1))) {
        // Client-side statements of JDBC / PGAdapter scripts (SET AUTOCOMMIT = FALSE, START BATCH
        // DDL ...): not DDL, so they are skipped with a warning instead of failing the import.
        m_diagnostics.push_back({Diagnostic::Severity::Warning, Diagnostic::Kind::Syntax, m_begin->line, m_begin->column,
                                 tr("client-side statement '%1' is not DDL and was ignored")
                                     .arg(m_text.mid(m_begin->offset, m_end[-1].end() - m_begin->offset))});
    } else
        syntaxError(tr("a DDL statement (CREATE, ALTER, DROP, RENAME, GRANT, REVOKE or ANALYZE)"));
    return std::nullopt;
}

std::optional<ddl::Statement> StatementParser::parseCreate()
{
    next(); // CREATE
    bool orReplace = false;
    if (peekKeyword("OR")) {
        next();
        if (!expectKeyword("REPLACE", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after CREATE OR")))
            return std::nullopt;
        orReplace = true;
    }
    auto noOrReplace = [&](const char *what) {
        if (orReplace)
            syntaxError(tr("VIEW, SCHEMA, MODEL, PROPERTY GRAPH or FUNCTION after CREATE OR REPLACE (%1 cannot be replaced)")
                            .arg(QLatin1StringView(what)));
        return !orReplace;
    };
    if (peekKeyword("TABLE") && !peekKeyword("FUNCTION", 1)) {
        if (noOrReplace("TABLE"))
            return parseCreateTable();
    } else if (peekKeyword("UNIQUE") || peekKeyword("NULL_FILTERED") || peekKeyword("INDEX")) {
        if (!noOrReplace("INDEX"))
            return std::nullopt;
        const bool unique = acceptKeyword("UNIQUE");
        const bool nullFiltered = acceptKeyword("NULL_FILTERED");
        if (expectKeyword("INDEX", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after CREATE [UNIQUE] [NULL_FILTERED]")))
            return parseCreateIndex(unique, nullFiltered, Index::Kind::Regular);
    } else if (peekKeyword("SEARCH") && peekKeyword("INDEX", 1)) {
        if (noOrReplace("SEARCH INDEX") && acceptKeywords({"SEARCH", "INDEX"}))
            return parseCreateIndex(false, false, Index::Kind::Search);
    } else if (peekKeyword("VECTOR") && peekKeyword("INDEX", 1)) {
        if (noOrReplace("VECTOR INDEX") && acceptKeywords({"VECTOR", "INDEX"}))
            return parseCreateIndex(false, false, Index::Kind::Vector);
    } else if (peekKeyword("SEQUENCE")) {
        if (noOrReplace("SEQUENCE"))
            return parseCreateSequence();
    } else if (peekKeyword("SCHEMA")) {
        return parseCreateSchema(orReplace);
    } else if (peekKeyword("VIEW")) {
        return parseCreateView(orReplace);
    } else if (peekKeyword("CHANGE") && peekKeyword("STREAM", 1)) {
        if (noOrReplace("CHANGE STREAM"))
            return parseCreateChangeStream();
    } else if (peekKeyword("ROLE")) {
        if (noOrReplace("ROLE"))
            return parseCreateRole();
    } else if (peekKeyword("PROPERTY") && peekKeyword("GRAPH", 1)) {
        return parseCreatePropertyGraph(orReplace);
    } else if (peekKeyword("MODEL")) {
        return parseCreateModel(orReplace);
    } else if (peekKeyword("LOCALITY") && peekKeyword("GROUP", 1)) {
        if (noOrReplace("LOCALITY GROUP"))
            return parseCreateLocalityGroup();
    } else if (peekKeyword("PROTO") && peekKeyword("BUNDLE", 1)) {
        if (noOrReplace("PROTO BUNDLE"))
            return parseCreateProtoBundle();
    } else if (peekKeyword("FUNCTION") || (peekKeyword("TABLE") && peekKeyword("FUNCTION", 1)) || peekKeyword("PLACEMENT")
               || peekKeyword("AGGREGATE") || peekKeyword("PROCEDURE") || peekKeyword("DATABASE")) {
        QString kind = QStringLiteral("CREATE ");
        kind += textOf(peek()).toString().toUpper();
        if (peekKeyword("TABLE"))
            kind += QStringLiteral(" FUNCTION");
        return parseKept(kind);
    } else {
        syntaxError(tr("TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, "
                                   "PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION or PLACEMENT after CREATE"));
    }
    return std::nullopt;
}

std::optional<ddl::Statement> StatementParser::parseAlter()
{
    next(); // ALTER
    if (peekKeyword("INDEX"))
        return parseAlterIndex(Index::Kind::Regular);
    if (peekKeyword("SEARCH") && peekKeyword("INDEX", 1))
        return parseAlterIndex(Index::Kind::Search);
    if (peekKeyword("VECTOR") && peekKeyword("INDEX", 1))
        return parseAlterIndex(Index::Kind::Vector);
    if (peekKeyword("TABLE"))
        return parseAlterTable();
    if (peekKeyword("SEQUENCE"))
        return parseAlterSequence();
    else if (peekKeyword("CHANGE") && peekKeyword("STREAM", 1))
        return parseAlterChangeStream();
    else if (peekKeyword("MODEL"))
        return parseAlterModel();
    else if (peekKeyword("LOCALITY") && peekKeyword("GROUP", 1))
        return parseAlterLocalityGroup();
    else if (peekKeyword("DATABASE"))
        return parseAlterDatabase();
    else if (peekKeyword("PROTO") && peekKeyword("BUNDLE", 1))
        return parseAlterProtoBundle();
    else if (peekKeyword("STATISTICS"))
        return parseKept(QStringLiteral("ALTER STATISTICS"));
    else
        syntaxError(tr("TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, CHANGE STREAM, MODEL, LOCALITY GROUP, "
                                   "DATABASE, PROTO BUNDLE or STATISTICS after ALTER"));
    return std::nullopt;
}

// A statement the model keeps verbatim. It must at least have balanced brackets.
std::optional<ddl::Statement> StatementParser::parseKept(const QString &kind)
{
    const Token &first = *m_begin;
    std::vector<char16_t> open;
    while (!atEnd()) {
        const Token &t = next();
        if (t.kind != TokenKind::Punct || t.length != 1)
            continue;
        const char16_t c = m_text[t.offset].unicode();
        if (c == u'(' || c == u'[' || c == u'{') {
            open.push_back(c == u'(' ? u')' : c == u'[' ? u']' : u'}');
        } else if (c == u')' || c == u']' || c == u'}') {
            if (open.empty() || open.back() != c) {
                syntaxErrorAt(t, tr("unbalanced '%1' in %2 statement").arg(QChar(c), kind));
                return std::nullopt;
            }
            open.pop_back();
        }
    }
    if (!open.empty()) {
        syntaxError(tr("'%1' to close the bracket in %2 statement").arg(QChar(open.back()), kind));
        return std::nullopt;
    }
    const Token &last = m_end[-1];
    ddl::KeptStmt stmt;
    stmt.kept.kind = kind;
    stmt.kept.text = m_text.mid(first.offset, last.end() - first.offset).toString();
    return stmt;
}

} // namespace ssd::gsql
