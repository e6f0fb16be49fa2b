// textSplices: statement-level Myers diff (see the header).

#include "textsplices.h"

#include "hashindex.h"
#include "sequencediff.h"

#include <algorithm>

namespace ssd {

namespace {

struct Block
{
    qsizetype begin, end; // [begin, end) in the text
    quint64 hash;
};

// The text cut after every blank line ("\n\n"): one block per statement of the writers' output.
std::vector<Block> blocksOf(QStringView text, qsizetype offset)
{
    std::vector<Block> blocks;
    qsizetype begin = 0;
    while (begin < text.size()) {
        const qsizetype blank = text.indexOf(u"\n\n", begin);
        const qsizetype end = blank < 0 ? text.size() : blank + 2;
        blocks.push_back({offset + begin, offset + end, hashindex::textHash(text.mid(begin, end - begin))});
        begin = end;
    }
    return blocks;
}

} // namespace

std::vector<TextSplice> textSplices(QStringView before, QStringView after, int maxDifferences)
{
    const qsizetype common = std::min(before.size(), after.size());
    qsizetype prefix = 0;
    while (prefix < common && before[prefix] == after[prefix])
        ++prefix;
    if (prefix > 0 && after[prefix - 1].isHighSurrogate())
        --prefix; // never split a surrogate pair
    // (The first block of each middle starts inside a statement, at the same place in both: a
    // cursor before the first difference stays where it is.)
    qsizetype suffix = 0;
    while (suffix < common - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    if (suffix > 0 && after[after.size() - suffix].isLowSurrogate())
        --suffix;
    const QStringView was = before.mid(prefix, before.size() - prefix - suffix);
    const QStringView now = after.mid(prefix, after.size() - prefix - suffix);
    const std::vector<TextSplice> whole{{prefix, was.size(), now}};
    if (was.isEmpty() || now.isEmpty())
        return whole;
    const std::vector<Block> a = blocksOf(was, prefix), b = blocksOf(now, prefix);
    // Blocks are compared by hash first and then by text, so a hash collision cannot make
    // different statements equal.
    const auto same = [&](size_t i, size_t j) {
        const Block &x = a[i], &y = b[j];
        return x.hash == y.hash && before.mid(x.begin, x.end - x.begin) == after.mid(y.begin, y.end - y.begin);
    };
    const auto hunks = diffSequences(a.size(), b.size(), same, maxDifferences);
    if (!hunks)
        return whole;
    std::vector<TextSplice> splices;
    for (auto it = hunks->rbegin(); it != hunks->rend(); ++it) {
        const qsizetype at = it->oldBegin < a.size() ? a[it->oldBegin].begin : prefix + was.size();
        const qsizetype oldEnd = it->oldEnd > it->oldBegin ? a[it->oldEnd - 1].end : at;
        const qsizetype newBegin = it->newBegin < b.size() ? b[it->newBegin].begin : prefix + now.size();
        const qsizetype newEnd = it->newEnd > it->newBegin ? b[it->newEnd - 1].end : newBegin;
        splices.push_back({at, oldEnd - at, after.mid(newBegin, newEnd - newBegin)});
    }
    return splices;
}

} // namespace ssd
