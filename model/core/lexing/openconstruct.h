#pragma once

// What a text leaves open at its end: a block comment, a GoogleSQL triple-quoted string or a
// PostgreSQL dollar-quoted one. Both lexers report it (openAtEnd()) and both can start inside one
// (their constructors take it), so that a text cut into pieces, the DDL editor's lines, lexes piece
// by piece as it does whole. Only the constructor and the error paths of an unterminated literal
// or comment look at it: the parsers' token loop does not.

#include <QStringView>
#include <QtGlobal>

namespace ssd {

struct OpenConstruct
{
    enum class Kind : quint8 { None, BlockComment, TripleQuotedString, DollarQuotedString };

    Kind kind = Kind::None;
    qint32 offset = 0;     // where it opens in the text lexed (0 when it was carried in)
    qint32 depth = 0;      // BlockComment: nesting depth (PostgreSQL comments nest; GoogleSQL's are 1)
    char16_t quote = 0;    // TripleQuotedString: ' or "
    QStringView delimiter; // DollarQuotedString: the $tag$ that closes it, a view the caller keeps alive

    bool isOpen() const { return kind != Kind::None; }

    static OpenConstruct blockComment(qint32 offset, qint32 depth) { return {Kind::BlockComment, offset, depth, 0, {}}; }
    static OpenConstruct tripleQuoted(qint32 offset, char16_t quote) { return {Kind::TripleQuotedString, offset, 0, quote, {}}; }
    static OpenConstruct dollarQuoted(qint32 offset, QStringView delimiter)
    {
        return {Kind::DollarQuotedString, offset, 0, 0, delimiter};
    }
};

} // namespace ssd
