#include "piecedtext.h"

#include <utility>

namespace ssd {

qsizetype PiecedText::size() const
{
    qsizetype size = 0;
    for (const TextPiece &piece : pieces)
        size += piece.size;
    return size;
}

QString PiecedText::toString() const
{
    if (pieces.size() == 1 && pieces[0].from == 0 && pieces[0].size == pieces[0].owner.size())
        return pieces[0].owner; // shared: a file's own text is 2 MB at 5,000 tables
    return toString(0, pieces.size());
}

QString PiecedText::toString(size_t begin, size_t end) const
{
    qsizetype size = 0;
    for (size_t i = begin; i < end; ++i)
        size += pieces[i].size;
    QString text;
    text.reserve(size);
    for (size_t i = begin; i < end; ++i)
        text += pieces[i].view();
    return text;
}

void PiecedTextBuilder::closeBufferPiece()
{
    if (m_buffer.size() == m_bufferPieceFrom)
        return;
    m_bufferPieces.push_back(m_text.pieces.size());
    m_text.pieces.push_back({QString(), m_bufferPieceFrom, m_buffer.size() - m_bufferPieceFrom});
    m_bufferPieceFrom = m_buffer.size();
}

void PiecedTextBuilder::appendShared(const QString &piece)
{
    if (piece.isEmpty())
        return;
    closeBufferPiece();
    m_text.pieces.push_back({piece, 0, piece.size()});
    m_sharedSize += piece.size();
}

PiecedText PiecedTextBuilder::take()
{
    closeBufferPiece();
    // Only now: a piece holding the buffer while it still grew would make every append copy it.
    m_buffer.squeeze();
    for (size_t i : m_bufferPieces)
        m_text.pieces[i].owner = m_buffer;
    m_bufferPieces.clear();
    m_buffer = QString();
    m_bufferPieceFrom = m_sharedSize = 0;
    return std::exchange(m_text, PiecedText());
}

} // namespace ssd
