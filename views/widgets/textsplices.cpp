// textSplices: statement-level Myers diff (see the header).

#include "textsplices.h"

#include "sequencediff.h"

#include <algorithm>
#include <cstring>

namespace ssd {

namespace {

struct Block
{
    qsizetype begin, end; // [begin, end) in the text
};

// Where the next "\n\n" starts, from `from`; -1 if none. A search for the one character is
// vectorised, where a search for the two-character string cost ~30 instructions a character (a
// whole 2 MB text is cut when a file's own text is first rewritten).
qsizetype blankLineAt(QStringView text, qsizetype from)
{
    for (qsizetype at = text.indexOf(u'\n', from); at >= 0; at = text.indexOf(u'\n', at + 1))
        if (at + 1 < text.size() && text[at + 1] == u'\n')
            return at;
    return -1;
}

// The text cut after every blank line ("\n\n"): one block per statement of the writers' output.
std::vector<Block> blocksOf(QStringView text, qsizetype offset)
{
    std::vector<Block> blocks;
    qsizetype begin = 0;
    while (begin < text.size()) {
        const qsizetype blank = blankLineAt(text, begin);
        const qsizetype end = blank < 0 ? text.size() : blank + 2;
        blocks.push_back({offset + begin, offset + end});
        begin = end;
    }
    return blocks;
}

// The common prefix and suffix are found a run of characters at a time with memcmp, then one
// character at a time inside the run that differs: the texts are 2 MB at 5,000 tables and share
// all but a statement or two, and a loop over single characters cost ~20 M instructions a text.
constexpr qsizetype kRun = 256;

qsizetype commonPrefix(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    qsizetype i = 0;
    while (i + kRun <= n && std::memcmp(a.data() + i, b.data() + i, kRun * sizeof(QChar)) == 0)
        i += kRun;
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// Of a and b, which may not overlap their common prefix: at most `limit` characters.
qsizetype commonSuffix(QStringView a, QStringView b, qsizetype limit)
{
    const QChar *aEnd = a.data() + a.size(), *bEnd = b.data() + b.size();
    qsizetype i = 0;
    while (i + kRun <= limit && std::memcmp(aEnd - i - kRun, bEnd - i - kRun, kRun * sizeof(QChar)) == 0)
        i += kRun;
    while (i < limit && aEnd[-i - 1] == bEnd[-i - 1])
        ++i;
    return i;
}

} // namespace

std::vector<TextSplice> textSplices(QStringView before, QStringView after, int maxDifferences)
{
    const qsizetype common = std::min(before.size(), after.size());
    qsizetype prefix = commonPrefix(before, after);
    if (prefix > 0 && after[prefix - 1].isHighSurrogate())
        --prefix; // never split a surrogate pair
    // (The first block of each middle starts inside a statement, at the same place in both: a
    // cursor before the first difference stays where it is.)
    qsizetype suffix = commonSuffix(before, after, common - prefix);
    if (suffix > 0 && after[after.size() - suffix].isLowSurrogate())
        --suffix;
    const QStringView was = before.mid(prefix, before.size() - prefix - suffix);
    const QStringView now = after.mid(prefix, after.size() - prefix - suffix);
    if (was.isEmpty() && now.isEmpty())
        return {}; // the same text
    // One splice for the whole middle: built only when it is the answer (it copies the middle).
    const auto whole = [&] { return std::vector<TextSplice>{{prefix, was.size(), now.toString()}}; };
    if (was.isEmpty() || now.isEmpty())
        return whole();
    const std::vector<Block> a = blocksOf(was, prefix), b = blocksOf(now, prefix);
    // Blocks are compared by length, then by text: hashing them all first cost ~13 M
    // instructions when a moved statement makes the middle most of a 2 MB text, where the diff
    // compares only the blocks on its few paths, and equal ones with a vectorised compare.
    const auto same = [&](size_t i, size_t j) {
        const Block &x = a[i], &y = b[j];
        return x.end - x.begin == y.end - y.begin && before.mid(x.begin, x.end - x.begin) == after.mid(y.begin, y.end - y.begin);
    };
    const auto hunks = diffSequences(a.size(), b.size(), same, maxDifferences);
    if (!hunks)
        return whole();
    std::vector<TextSplice> splices;
    for (auto it = hunks->rbegin(); it != hunks->rend(); ++it) {
        const qsizetype at = it->oldBegin < a.size() ? a[it->oldBegin].begin : prefix + was.size();
        const qsizetype oldEnd = it->oldEnd > it->oldBegin ? a[it->oldEnd - 1].end : at;
        const qsizetype newBegin = it->newBegin < b.size() ? b[it->newBegin].begin : prefix + now.size();
        const qsizetype newEnd = it->newEnd > it->newBegin ? b[it->newEnd - 1].end : newBegin;
        splices.push_back({at, oldEnd - at, after.mid(newBegin, newEnd - newBegin).toString()});
    }
    return splices;
}

std::vector<TextSplice> textSplices(const PiecedText &before, const PiecedText &after, int maxDifferences)
{
    const std::vector<TextPiece> &a = before.pieces, &b = after.pieces;
    // One long piece (a file's own text, or the text read back from the document) against a
    // write: no piece can be the same, so the texts are compared at once.
    if (a.size() == 1 || b.size() == 1)
        return textSplices(before.toString(), after.toString(), maxDifferences);
    const auto hunks = diffSequences(a.size(), b.size(), [&](size_t i, size_t j) { return a[i].sameText(b[j]); }, maxDifferences);
    if (!hunks)
        return textSplices(before.toString(), after.toString(), maxDifferences);
    std::vector<qsizetype> offsets(a.size() + 1, 0); // where each old piece starts
    for (size_t i = 0; i < a.size(); ++i)
        offsets[i + 1] = offsets[i] + a[i].size;
    std::vector<TextSplice> splices;
    for (auto hunk = hunks->rbegin(); hunk != hunks->rend(); ++hunk) {
        // Pieces can be long (a file's own text is one): their differences are found as text.
        const qsizetype at = offsets[hunk->oldBegin];
        for (TextSplice &splice : textSplices(before.toString(hunk->oldBegin, hunk->oldEnd), after.toString(hunk->newBegin, hunk->newEnd),
                                              maxDifferences)) {
            splice.at += at;
            splices.push_back(std::move(splice));
        }
    }
    return splices;
}

} // namespace ssd
