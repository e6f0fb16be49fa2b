#include "storagelayout.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace ssd {

namespace {

// User-visible texts of the physical layout and the split simulator are translated in the
// context "ssd::Physical"; table names, keys and labels are arguments.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

} // namespace

int StorageLayout::rowTreeEnd(int entry) const
{
    if (entry < 0 || entry >= int(entries.size()))
        return int(entries.size());
    const int tree = entries[size_t(entry)].rowTree;
    int end = entry;
    while (end < int(entries.size()) && entries[size_t(end)].rowTree == tree)
        ++end;
    return end;
}

StorageLayout buildStorageLayout(const Schema &schema, const SampleData &data)
{
    StorageLayout layout;
    const KeySpace space = KeySpace::build(schema, &layout.diagnostics);
    auto warn = [&](const QString &message) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.kind = Diagnostic::Kind::Semantic;
        d.message = message;
        layout.diagnostics.push_back(d);
    };

    std::vector<LayoutEntry> entries;
    for (size_t r = 0; r < data.rows.size(); ++r) {
        const SampleRow &row = data.rows[r];
        const KeyObject *table = space.object(row.table);
        if (!table || table->isIndex) {
            warn(Tr::tr("sample row %1 belongs to table %2, which is not in the schema").arg(r + 1).arg(row.table));
            continue;
        }
        auto add = [&](const KeyObject &object, std::vector<KeyValue> key) {
            LayoutEntry e;
            e.object = object.name;
            e.isIndex = object.isIndex;
            e.table = object.table;
            e.block = object.block;
            e.depth = object.depth;
            e.sourceRow = int(r);
            const EncodedKey encoded = space.encode(object, key);
            e.encoded = encoded.bytes;
            e.rootLength = encoded.rootLength;
            e.label = rowLabel(object.name, key);
            e.key = std::move(key);
            entries.push_back(std::move(e));
        };
        add(*table, space.tableKeyFromRow(*table, row.values));
        for (int i : space.indexesOf(table->name)) {
            const KeyObject &index = space.objects()[size_t(i)];
            if (space.indexIncludesRow(index, row.values))
                add(index, space.indexKeyFromRow(index, row.values));
        }
    }

    std::stable_sort(entries.begin(), entries.end(), [](const LayoutEntry &a, const LayoutEntry &b) {
        return compareEncodedKeys(a.encoded, b.encoded) < 0;
    });

    const LayoutEntry *previous = nullptr;
    for (LayoutEntry &e : entries) {
        if (previous && previous->encoded == e.encoded) {
            warn(Tr::tr("duplicate key %1: the later row is ignored").arg(e.label));
            continue;
        }
        if (!previous || previous->block != e.block) {
            e.boundaryBefore = LayoutEntry::Boundary::Block;
        } else if (previous->rootLength != e.rootLength
                   || QByteArrayView(previous->encoded).first(previous->rootLength) != QByteArrayView(e.encoded).first(e.rootLength)) {
            e.boundaryBefore = LayoutEntry::Boundary::RowTree;
        } else {
            e.boundaryBefore = LayoutEntry::Boundary::ChildRow;
        }
        if (e.boundaryBefore != LayoutEntry::Boundary::ChildRow)
            ++layout.rowTreeCount;
        e.rowTree = layout.rowTreeCount - 1;
        layout.entries.push_back(std::move(e));
        previous = &layout.entries.back();
    }
    return layout;
}

SplitAssignment assignSplits(const StorageLayout &layout, int splits, int servers)
{
    SplitAssignment out;
    const int n = int(layout.entries.size());
    splits = std::max(1, splits);
    if (servers <= 0)
        servers = splits;
    std::vector<int> starts{0};
    for (int i = 1; i < splits && n > 0; ++i) {
        const int target = std::clamp(int((qint64(i) * n + splits / 2) / splits), 1, n - 1);
        // A row tree bigger than one split's share cannot stay whole: cut it at a child row
        // (S4). Otherwise use the nearest row-tree (or block) boundary (S3).
        int treeStart = target;
        while (treeStart > 0 && layout.entries[size_t(treeStart)].boundaryBefore == LayoutEntry::Boundary::ChildRow)
            --treeStart;
        const int treeSize = layout.rowTreeEnd(treeStart) - treeStart;
        int chosen = target;
        if (qint64(treeSize) * splits <= n) {
            int best = -1;
            for (int j = 1; j < n; ++j) {
                if (layout.entries[size_t(j)].boundaryBefore == LayoutEntry::Boundary::ChildRow)
                    continue;
                if (best < 0 || std::abs(j - target) < std::abs(best - target))
                    best = j;
            }
            if (best > 0)
                chosen = best;
        }
        if (chosen > starts.back() && chosen < n)
            starts.push_back(chosen);
    }
    for (size_t i = 0; i < starts.size(); ++i) {
        LayoutSplit split;
        split.firstEntry = starts[i];
        split.server = int(i) % servers;
        split.start = i == 0 || starts[i] >= n ? QStringLiteral("<begin>") : layout.entries[size_t(starts[i])].label;
        split.boundary = i == 0 || n == 0 ? LayoutEntry::Boundary::Block : layout.entries[size_t(starts[i])].boundaryBefore;
        out.splits.push_back(split);
    }
    return out;
}

Schema withoutInterleaving(const Schema &schema, const QString &table)
{
    Schema copy = schema;
    if (Table *t = copy.findTable(table))
        t->interleave.reset();
    return copy;
}

} // namespace ssd
