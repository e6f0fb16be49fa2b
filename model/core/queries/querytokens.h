#pragma once

// The tokens of an application query, for both dialects. They come from the dialects' own DDL
// lexers (googlesqllexer.h, pglexer.h): this file only maps their token kinds to one small set,
// joins GoogleSQL's one-character punctuation into the operators a WHERE clause uses (<=, >=,
// <>, !=) and its `@name` into a parameter, and cuts the text into ';'-separated statements.

#include "diagnostic.h"
#include "schema.h"

#include <QString>
#include <QStringView>
#include <vector>

namespace ssd::queries {

struct QueryToken
{
    enum class Kind : quint8 {
        Word,       // unquoted identifier or keyword
        QuotedWord, // `Name` / "Name"
        String,     // any string or bytes literal
        Number,
        Parameter,  // @name (GoogleSQL) / $1 (PostgreSQL)
        Symbol,     // punctuation and operators
        Invalid,    // a lexical error, already reported
        End,
    };
    Kind kind = Kind::End;
    qsizetype offset = 0; // into the whole text
    qint32 length = 0;
    qint32 line = 1;      // 1-based
    qint32 column = 1;    // 1-based, UTF-16 code units
    // Word/QuotedWord: the name as the dialect reads it (PostgreSQL folds unquoted names to lower
    // case); Symbol and Parameter: their text.
    QString text;

    qsizetype end() const { return offset + length; }
    bool isWord() const { return kind == Kind::Word; }
    bool isName() const { return kind == Kind::Word || kind == Kind::QuotedWord; }
    bool isSymbol(QStringView symbol) const { return kind == Kind::Symbol && text == symbol; }
    // Case-insensitive keyword test, for unquoted words only (an upper-case ASCII keyword).
    bool isKeyword(const char *upperKeyword) const;
};

// One ';'-separated statement of a queries file.
struct QueryStatementTokens
{
    std::vector<QueryToken> tokens; // without the ';'; ends with one End token
    qsizetype gapBegin = 0;         // where the text before the statement starts (after the previous ';')
};

// Lexes the text with the dialect's lexer and cuts it at top-level ';'. Lexical errors are
// reported into diagnostics with their line:column. Empty statements are dropped.
std::vector<QueryStatementTokens> lexQueryStatements(QStringView text, Dialect dialect, Diagnostics &diagnostics);

} // namespace ssd::queries
