#pragma once

// A text kept as the run of pieces it was written in, for the designer's DDL tabs: after an edit
// they write the whole schema again, and at 5,000 tables joining it into one 2 MB string (and
// comparing that with the last one) cost more than all else the write did. Each table's and
// index's statement is the writer's memo entry itself (statementmemo.h), shared, not copied, so
// a piece that did not change is the same buffer as last time, and finding what changed compares
// pointers. The text between them (separators, comments, the other statements) is one buffer
// the pieces share.

#include <QString>
#include <QStringView>

#include <vector>

namespace ssd {

struct TextPiece
{
    QString owner; // the buffer the piece is part of, shared
    qsizetype from = 0;
    qsizetype size = 0;

    QStringView view() const { return QStringView(owner).mid(from, size); }
    // Cheap first: the same characters of the same buffer are equal without reading them.
    bool sameText(const TextPiece &other) const
    {
        if (size != other.size)
            return false;
        return (owner.constData() == other.owner.constData() && from == other.from) || view() == other.view();
    }
};

class PiecedText
{
public:
    std::vector<TextPiece> pieces;

    static PiecedText single(const QString &text) { return {{TextPiece{text, 0, text.size()}}}; }
    qsizetype size() const;
    QString toString() const; // the pieces joined
    QString toString(size_t begin, size_t end) const; // pieces [begin, end) joined
};

// Builds a PiecedText: text written into buffer() between shared pieces becomes pieces of one
// buffer when the text is taken.
class PiecedTextBuilder
{
public:
    QString &buffer() { return m_buffer; }
    void appendShared(const QString &piece);
    qsizetype size() const { return m_sharedSize + m_buffer.size(); } // of the text so far
    PiecedText take();

private:
    void closeBufferPiece();

    PiecedText m_text;
    QString m_buffer;
    qsizetype m_bufferPieceFrom = 0;
    qsizetype m_sharedSize = 0;
    std::vector<size_t> m_bufferPieces; // their owner is set when the buffer is complete
};

} // namespace ssd
