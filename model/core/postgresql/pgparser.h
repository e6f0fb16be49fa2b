#pragma once

// Recursive-descent parser for one PostgreSQL-dialect statement (a token range without the
// trailing ';'). It only checks syntax and Spanner's dialect restrictions; existence checks are the
// applier's job (apply/applier.h). After the first error the parser goes quiet: every further token read
// returns End, so the descent unwinds without cascading diagnostics.

#include "lexing/tokencursor.h"
#include "pglexer.h"
#include "statements/statements.h"
#include "stringpool.h"

#include <QCoreApplication>

#include <optional>

namespace ssd::pg {

using namespace ssd::ddl; // the statements it produces

class Parser : private TokenCursor
{
    // Messages are translated in the context "ssd::PostgreSqlParser" (whole-sentence templates;
    // keywords, types and names are %-arguments and stay untranslated).
    Q_DECLARE_TR_FUNCTIONS(ssd::PostgreSqlParser)

public:
    // terminator: the ';' token after the range, or nullptr at the end of the text.
    // identifiers: the script's pool of names (see stringpool.h), or nullptr.
    Parser(QStringView text, const Token *begin, const Token *end, const Token *terminator, Diagnostics &diagnostics,
           StringPool *identifiers = nullptr);

    // The statement, or nullopt when a syntax error was reported.
    std::optional<Statement> parse();

private:
    // ---- cursor: lexing/tokencursor.h; the expect*() report in this parser's words
    bool expectKeyword(const char *word); // word in lower case
    bool expectPunct(const char *symbol);
    void expectEnd();

    // ---- diagnostics
    QString describe(const Token &token) const;
    void fail(const Token &at, const QString &expected);             // "expected X, found Y"
    void failMessage(const Token &at, const QString &message);
    void unsupported(const Token &at, const QString &what);          // "not supported by Spanner: X"
    void semanticError(const Token &at, const QString &message);     // reported, parse continues
    bool isReserved(const Token &token) const;

    // ---- names, literals, expressions
    NameRef parseName(const char *what);
    QString nameOf(const Token &identifier); // identifierName(), shared through the pool
    NameRef parseQualifiedName(const char *what);
    std::vector<NameRef> parseNameList(const char *what);          // ( a, b, ... )
    std::optional<qint64> parseInteger(const char *what);
    QString textBetween(const Token *first, const Token *last) const; // inclusive; whitespace collapsed
    // The bare names in [first, last): identifiers that are not function names, qualified parts,
    // or words of a ::type. Which of them are columns is for the applier to say.
    std::vector<NameRef> bareNamesIn(const Token *first, const Token *last);
    // The sequences named in [first, last) by nextval('s') or
    // spanner.get_internal_sequence_state('s'), at the string's position.
    std::vector<NameRef> sequenceNamesIn(const Token *first, const Token *last);
    std::vector<NameRef> relationsIn(const Token *first, const Token *last); // CreateViewStmt::relations
    // Notes what the DEFAULT (`isDefault`) or generated expression of `column` that started at
    // `first` needs of the schema: the bare names a DEFAULT uses (none may be a column) and the
    // sequences (CreateTableStmt::expressions, AlterTableStmt::defaultNames and sequenceNames).
    void noteExpression(const Token *first, const QString &column, bool isDefault, CreateTableStmt *create, AlterTableStmt *alter);
    QString parseParenthesizedExpression(const char *what);        // ( e ) -> "e"
    // Brackets nested deeper than this in an expression are refused: the emulator's parser
    // accepts 6,000 levels and runs out of memory at 10,000; the conversion of an expression
    // walks it recursively.
    static constexpr int kMaxBracketDepth = 8000;
    void tooDeep(const Token &at);
    QString parseUnparenthesizedExpression(const char *what, bool stopAtConstraintWords);
    QString parseOptionValue();
    void checkBooleanLiteral(const Token &exprStart);                 // CHECK (9) / CHECK ('x')
    Options parseWithOptions();                                       // ( name = value, ... )
    QString restOfStatement() const;

    // ---- types and table parts (pgparsetable.cpp)
    struct ParsedType
    {
        ColumnType type;
        bool commitTimestamp = false;
        bool serial = false;
    };
    std::optional<ParsedType> parseType();
    bool parseColumnDefinition(Column &column, CreateTableStmt *create, AlterTableStmt *alter);
    bool parseForeignKeyTail(ForeignKey &fk, ForeignKeyRefs &refs); // REFERENCES t (c, ...) [ON DELETE ...]
    bool parseTableConstraint(CreateTableStmt *create, AlterTableStmt *alter);
    // CREATE SEQUENCE / IDENTITY (...) / ALTER clauses; the last two pointers enable the ALTER-only
    // NO SKIP RANGE and RESTART COUNTER.
    bool parseSequenceClauses(SequenceOptions &options, bool *ownedByNone, bool identity,
                              bool *noSkipRange = nullptr, std::optional<qint64> *restartCounter = nullptr);
    std::optional<RowDeletionPolicy> parseTtl(NameRef *column);    // after TTL: INTERVAL 'spec' ON col
    bool parseInterleave(Interleave &interleave, NameRef &parent); // after INTERLEAVE
    void parseOnDelete(OnDelete &action);

    // ---- statements (pgparsetable.cpp, pgparsealter.cpp, pgparseother.cpp)
    std::optional<Statement> parseCreate();
    std::optional<Statement> parseAlter();
    std::optional<Statement> parseDrop();
    std::optional<Statement> parseCreateTable();
    std::optional<Statement> parseAlterTable();
    bool parseAlterColumn(AlterTableStmt &stmt);
    std::optional<Statement> parseCreateIndex(bool unique, bool search);
    bool parseIndexWhere(CreateIndexStmt &stmt);
    std::optional<Statement> parseAlterIndex(bool search);
    std::optional<Statement> parseCreateSequence();
    std::optional<Statement> parseAlterSequence();
    std::optional<Statement> parseCreateView(bool orReplace);
    std::optional<Statement> parseCreateChangeStream();
    std::optional<Statement> parseAlterChangeStream();
    bool parseChangeStreamFor(std::vector<ChangeStream::Target> &targets, std::vector<NameRef> &tables,
                              std::vector<std::vector<NameRef>> &columns, bool &forAll);
    std::optional<Statement> parseAlterDatabase();
    std::optional<Statement> parseLocalityGroup(LocalityGroupStmt::Action action);
    std::optional<Statement> parseGrant(bool revoke);
    std::optional<Statement> kept(const QString &kind);

    Token m_endToken; // the cursor's End (see the constructor)
    Diagnostics &m_diagnostics;
    StringPool *m_identifiers;
    bool m_rejected = false; // a non-syntax error was reported: finish parsing, then skip
};

} // namespace ssd::pg
