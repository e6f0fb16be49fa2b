#pragma once

// Internal to the GoogleSQL parser: the recursive-descent parser of ONE statement (a token range
// produced by the lexer). CREATE TABLE, DROP, RENAME TABLE, CREATE SCHEMA / ROLE, GRANT, REVOKE,
// CREATE and ALTER of indexes, CREATE / ALTER SEQUENCE and CHANGE STREAM, CREATE [OR REPLACE]
// VIEW, ALTER DATABASE, CREATE / ALTER LOCALITY GROUP, CREATE [OR REPLACE] PROPERTY GRAPH,
// CREATE / ALTER MODEL and PROTO BUNDLE, ALTER TABLE and the statements kept as written: parsed
// into statements (statements/statements.h) for the shared applier (apply/applier.h), syntax
// only. Split by statement family: googlesqlstatementparser.cpp
// (cursor, errors, names, dispatch), googlesqlclauses.cpp (types, options, expressions, key
// lists), googlesqltables.cpp, googlesqlaltertable.cpp, googlesqlindexes.cpp, googlesqlother.cpp,
// googlesqlobjects.cpp and googlesqldroprename.cpp.
//
// Error handling: the first error of a statement is reported and marks the parser as failed.
// From then on peek() only returns the End token and every expect*() fails quietly, so the
// recursive descent unwinds without exceptions and nothing is applied to the schema.

#include "columnindex.h"
#include "googlesqlexpressionrules.h"
#include "googlesqllexer.h"
#include "lexing/tokencursor.h"
#include "hashindex.h"
#include "lexing/keywords.h"
#include "stringpool.h"
#include "schema.h"
#include "statements/statements.h"
#include "validation/schemanames.h"
#include "validation/schemavalidation.h"

#include <QCoreApplication>
#include <QHash>

namespace ssd::validation {
struct ModelColumn;
}

namespace ssd::gsql {

class StatementParser : private TokenCursor
{
    // Messages are translated in the context "ssd::GoogleSqlParser" (whole-sentence templates;
    // keywords, types and names are %-arguments and stay untranslated).
    Q_DECLARE_TR_FUNCTIONS(ssd::GoogleSqlParser)

public:
    StatementParser(QStringView text, const Token *begin, const Token *end, const Token &endToken, Diagnostics &diagnostics,
                    QStringList suppressed,
                    const std::vector<SuppressionComment> *elementComments, validation::SchemaNames &names);

    // Parses the statement: returned when it is well formed (nullopt when it is not, or is a
    // client-side statement, skipped). It is a value: it keeps nothing of the parser.
    std::optional<ddl::Statement> run();
    // Where the statement starts, with the rules its directive comments suppress.
    SourcePos statementPos() const;
    // The options of an OPTIONS ( name = value, ... ) clause written by this dialect's writer
    // (googlesqlmodelbody.h); what does not read as one is left out.
    static Options readOptionsClause(QStringView text);

private:
    // --- cursor: lexing/tokencursor.h; the expect*() report in this parser's words ------------
    bool expectKeyword(const char *upperKeyword, const char *context);
    bool expectPunct(char16_t c, const char *context);
    bool isArrow(int ahead = 0) const; // =>

    // --- diagnostics ----------------------------------------------------------------------------
    // "expected <what>, found '<token>'" at the current token (only the first error counts).
    void syntaxError(const QString &expected);
    void syntaxErrorAt(const Token &token, const QString &message);
    void semanticError(const Token &token, const QString &message);
    QString describe(const Token &token) const;
    SourcePos elementPos(const Token &first, const Token &last) const;

    // --- names and literals ---------------------------------------------------------------------
    bool isNameToken(int ahead = 0) const; // identifier that is not reserved, or quoted identifier
    QString parseIdentifier(const char *what);      // one part
    QString identifierText(const Token &name) const; // the name a (quoted) identifier token spells
    QString parsePath(const char *what);            // a.b.c (each part an identifier)
    // The same, with the position where the name is written (for the applier's diagnostics).
    ddl::NameRef parseIdentifierRef(const char *what);
    ddl::NameRef parsePathRef(const char *what);
    static ddl::NameRef nameAt(const QString &name, const Token &at) { return {name, at.line, at.column}; }
    std::optional<qint64> parseInteger(const char *what, bool allowSign = false);
    QString parseStringLiteral(const char *what);
    // ( a, b, ... ); `refs`, when given, also gets each name with its position.
    QStringList parseNameList(const char *what, const char *context, std::vector<ddl::NameRef> *refs = nullptr);

    // --- clauses shared by several statements (googlesqlclauses.cpp) ----------------------------
    QString joinTokens(size_t first, size_t last) const; // tokens [first, last) collapsed text
    // ( expr ): checks the expression's grammar and returns its text; the token range is kept
    // for notePendingExpression().
    QString parseParenthesizedExpression(const char *context);
    QString parseRestAsText();                           // the rest of the statement, collapsed
    void skipBalancedUntilEnd();
    std::optional<ColumnType> parseType(bool allowStruct);
    Options parseOptionsBody();                          // after OPTIONS: ( name = value, ... )
    QString parseOptionValue();
    std::vector<KeyPart> parseKeyList(const char *context, bool allowOrder, std::vector<ddl::NameRef> *refs = nullptr);
    SequenceOptions parseSequenceClauses(bool inParens);
    bool parseIfNotExists();
    bool parseIfExists();
    OnDelete parseOnDeleteAction();

    // --- statements ------------------------------------------------------------------------------
    std::optional<ddl::Statement> parseCreate();
    std::optional<ddl::Statement> parseAlter();
    std::optional<ddl::Statement> parseDrop();         // googlesqldroprename.cpp
    std::optional<ddl::Statement> parseRenameTable();  // googlesqldroprename.cpp
    std::optional<ddl::Statement> parseKept(const QString &kind); // syntax only

    // tables (googlesqltables.cpp)
    std::optional<ddl::Statement> parseCreateTable(); // syntax only
    bool parseColumnDefinition(Column &column, bool inCreateTable, bool *inlinePrimaryKey);
    bool parseTableConstraint(Table &table, const QString &constraintName, const Token &first);
    bool parseForeignKey(ForeignKey &fk);
    bool parseRowDeletionPolicy(RowDeletionPolicy &policy);
    bool parseInterleave(Interleave &interleave);
    // googlesqlaltertable.cpp, syntax only
    std::optional<ddl::Statement> parseAlterTable();
    bool parseAlterTable(ddl::AlterTableStmt &stmt); // false on a syntax error (reported)
    bool parseAlterColumn(ddl::AlterTableStmt &stmt);

    // expressions (googlesqlclauses.cpp): the last parsed expression is remembered with its role,
    // and reviewed against the complete table by the rules of googlesqlexpressionrules.h (names,
    // subqueries, determinism, result type, nesting depth): CREATE TABLE's once it is read,
    // ALTER TABLE's by the applier, once the action is applied to the table. The rules that need
    // no table are judged at once for DEFAULT and ON UPDATE.
    void notePendingExpression(PendingExpression::Role role, const QString &owner, bool stored = false);
    // Where the statement writes a DEFAULT or ON UPDATE expression `e` of `written.column`, for the
    // rules between a column's value sources, which the applier judges (apply/tablerules.h):
    // false when `e` is neither.
    static bool noteValueSource(const PendingExpression &e, ddl::ValueSourcesAt &written);

    // indexes (googlesqlindexes.cpp), syntax only
    std::optional<ddl::Statement> parseCreateIndex(bool unique, bool nullFiltered, Index::Kind kind);
    std::optional<ddl::Statement> parseAlterIndex(Index::Kind kind);

    // other statements (googlesqlother.cpp)
    std::optional<ddl::Statement> parseCreateSequence(); // syntax only
    std::optional<ddl::Statement> parseAlterSequence();  // syntax only
    std::optional<ddl::Statement> parseCreateSchema(bool orReplace);
    std::optional<ddl::Statement> parseCreateView(bool orReplace); // syntax only
    // The plain names a view's query reads FROM or JOINs, not its WITH names (CreateViewStmt::relations).
    std::vector<ddl::NameRef> relationsIn(const Token *begin, const Token *end) const;
    std::optional<ddl::Statement> parseCreateChangeStream(); // syntax only
    // After FOR: ALL, or the tables with their columns (and the names' positions, in parallel).
    bool parseChangeStreamFor(bool &forAll, std::vector<ChangeStream::Target> &targets, std::vector<ddl::NameRef> &tables,
                              std::vector<std::vector<ddl::NameRef>> &columns);
    bool validateChangeStreamOptions(const Options &options, const Token &at);
    std::optional<ddl::Statement> parseAlterChangeStream(); // syntax only
    std::optional<ddl::Statement> parseCreateRole();
    std::optional<ddl::Statement> parseGrant(bool revoke); // syntax only
    std::optional<ddl::Statement> parseCreatePropertyGraph(bool orReplace); // syntax only
    std::optional<ddl::Statement> parseCreateModel(bool orReplace);         // syntax only
    bool parseModelColumns(const char *context, std::vector<validation::ModelColumn> &columns);
    bool knownModelOptions(const Options &options, const Token &at);
    std::optional<ddl::Statement> parseAlterModel();                        // syntax only
    std::optional<ddl::Statement> parseCreateLocalityGroup(); // syntax only
    std::optional<ddl::Statement> parseAlterLocalityGroup();  // syntax only
    std::optional<ddl::Statement> parseAlterDatabase();       // syntax only
    ddl::ProtoBundleStmt startProtoBundle(ddl::ProtoBundleStmt::Action action);
    std::optional<ddl::Statement> parseCreateProtoBundle(); // syntax only
    std::optional<ddl::Statement> parseAlterProtoBundle();  // syntax only
    bool parseProtoTypes(QStringList &types);

    bool expectStatementEnd();
    // Rules from suppression comments for the object this statement creates or alters.
    void addSuppressions(SourcePos &pos) const;

    Diagnostics &m_diagnostics;
    QStringList m_suppressed;
    const std::vector<SuppressionComment> *m_elementComments;
    validation::SchemaNames &m_names; // the name index of the whole text (its string pool)
    // Where the statement writes the names of its foreign keys (in order) and of its INTERLEAVE
    // parent, for the shared rules (apply/tablerules.h) to report a problem at the name.
    std::vector<ddl::ForeignKeyRefs> m_foreignKeyRefs;
    ddl::NameRef m_interleaveParent;
    // Where it writes its primary key's columns and its row deletion policy's column.
    std::vector<ddl::NameRef> m_keyColumns;
    ddl::NameRef m_ttlColumn;
    std::vector<PendingExpression> m_expressions;
    const Token *m_lastExpressionBegin = nullptr;
    const Token *m_lastExpressionEnd = nullptr;
    const Token *m_lastExpressionProblem = nullptr; // what the grammar pass found wrong without the table
    QString m_lastExpressionMessage;
};

} // namespace ssd::gsql
