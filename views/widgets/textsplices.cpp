// textSplices: statement-level Myers diff (see the header).

#include "textsplices.h"

#include "hashindex.h"

#include <algorithm>
#include <optional>

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

struct Hunk
{
    size_t oldBegin, oldEnd, newBegin, newEnd; // blocks [oldBegin, oldEnd) become [newBegin, newEnd)
};

// Myers' greedy diff of the blocks of `before` (a) and `after` (b); the hunks in order, or
// nothing when more than `maxD` insertions and deletions are needed. Blocks are compared by
// hash first and then by text, so a hash collision cannot make different statements equal.
std::optional<std::vector<Hunk>> diff(QStringView before, const std::vector<Block> &a, QStringView after,
                                      const std::vector<Block> &b, int maxD)
{
    auto same = [&](const Block &x, const Block &y) {
        return x.hash == y.hash && before.mid(x.begin, x.end - x.begin) == after.mid(y.begin, y.end - y.begin);
    };
    const int n = int(a.size()), m = int(b.size());
    const int offset = maxD + 1;
    std::vector<int> v(size_t(2 * offset + 1), 0);
    // trace[d]: the furthest reaches after d - 1 steps, on the diagonals -d..d only (kept for the
    // way back), so that D differences keep D^2 numbers rather than D * maxD.
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= maxD && found < 0; ++d) {
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)])) ? v[size_t(offset + k + 1)]
                                                                                                  : v[size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && same(a[size_t(x)], b[size_t(y)])) {
                ++x;
                ++y;
            }
            v[size_t(offset + k)] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
    }
    if (found < 0)
        return std::nullopt;
    // Back from (n, m): each step of d is one deletion or insertion after a run of equal blocks.
    std::vector<Hunk> hunks;
    int x = n, y = m;
    auto add = [&](int x0, int x1, int y0, int y1) {
        if (!hunks.empty() && int(hunks.back().oldBegin) == x1 && int(hunks.back().newBegin) == y1) {
            hunks.back().oldBegin = size_t(x0);
            hunks.back().newBegin = size_t(y0);
        } else {
            hunks.push_back({size_t(x0), size_t(x1), size_t(y0), size_t(y1)});
        }
    };
    for (int d = found; d > 0; --d) {
        const std::vector<int> &prev = trace[size_t(d)]; // the furthest reaches after d - 1 steps
        const auto reach = [&](int diagonal) { return prev[size_t(diagonal + d)]; };
        const int k = x - y;
        const bool down = k == -d || (k != d && reach(k - 1) < reach(k + 1));
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = reach(prevK), prevY = prevX - prevK;
        if (down)
            add(prevX, prevX, prevY, prevY + 1); // new block prevY inserted
        else
            add(prevX, prevX + 1, prevY, prevY); // old block prevX deleted
        x = prevX; // (the equal blocks between the step and (x, y) stay)
        y = prevY;
    }
    std::reverse(hunks.begin(), hunks.end());
    return hunks;
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
    const auto hunks = diff(before, a, after, b, maxDifferences);
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
