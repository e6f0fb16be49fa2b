#pragma once

// Myers' greedy diff of two sequences, for the few places that must find the small difference
// between two long lists: the DDL editor's text splices (statements) and the undo deltas of a
// schema (objects by id). It costs O((N + M) * D) time for D insertions and deletions, and keeps
// only the diagonals -d..d of each step for the way back (D^2 numbers, not D * maxD).

#include <algorithm>
#include <cstddef>
#include <optional>
#include <vector>

namespace ssd {

// Elements [oldBegin, oldEnd) of the old sequence became [newBegin, newEnd) of the new one. Between
// two hunks the sequences are equal, element for element.
struct SequenceHunk
{
    size_t oldBegin, oldEnd, newBegin, newEnd;
};

// The hunks in order, or nothing when more than `maxDifferences` insertions and deletions are
// needed. `same(i, j)` says whether old element i equals new element j.
template<typename Same>
std::optional<std::vector<SequenceHunk>> diffSequences(size_t oldSize, size_t newSize, Same same,
                                                       int maxDifferences)
{
    const int n = int(oldSize), m = int(newSize);
    const int offset = maxDifferences + 1;
    std::vector<int> v(size_t(2 * offset + 1), 0);
    // trace[d]: the furthest reaches after d - 1 steps, on the diagonals -d..d.
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= maxDifferences && found < 0; ++d) {
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
        for (int k = -d; k <= d; k += 2) {
            const bool down = k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]);
            int x = down ? v[size_t(offset + k + 1)] : v[size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && same(size_t(x), size_t(y))) {
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
    // Back from (n, m): each step of d is one deletion or insertion after a run of equal elements.
    std::vector<SequenceHunk> hunks;
    auto add = [&](int x0, int x1, int y0, int y1) {
        if (!hunks.empty() && int(hunks.back().oldBegin) == x1 && int(hunks.back().newBegin) == y1) {
            hunks.back().oldBegin = size_t(x0);
            hunks.back().newBegin = size_t(y0);
        } else {
            hunks.push_back({size_t(x0), size_t(x1), size_t(y0), size_t(y1)});
        }
    };
    int x = n, y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int> &prev = trace[size_t(d)];
        const auto reach = [&](int diagonal) { return prev[size_t(diagonal + d)]; };
        const int k = x - y;
        const bool down = k == -d || (k != d && reach(k - 1) < reach(k + 1));
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = reach(prevK), prevY = prevX - prevK;
        if (down)
            add(prevX, prevX, prevY, prevY + 1); // new element prevY inserted
        else
            add(prevX, prevX + 1, prevY, prevY); // old element prevX deleted
        x = prevX; // (the equal elements between the step and (x, y) stay)
        y = prevY;
    }
    std::reverse(hunks.begin(), hunks.end());
    return hunks;
}

} // namespace ssd
