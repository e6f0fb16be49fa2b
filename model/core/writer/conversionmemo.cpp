#include "conversionmemo.h"

#include <algorithm>

namespace ssd {

void ConversionMemo::tellChangedTables(std::vector<ObjectId> changed)
{
    std::sort(changed.begin(), changed.end());
    m_changedTables = std::move(changed);
    m_toldAfter = m_conversion;
}

void ConversionMemo::beginConversion(Dialect target)
{
    if (m_target != target) { // entries converted to the other dialect say nothing of this one
        m_tables.clear();
        m_target = target;
        m_toldAfter.reset();
    }
    ++m_conversion;
    m_afresh.clear();
    m_reused = 0;
}

const Table *ConversionMemo::kept(const Table &source, const std::function<const QSet<QString> &()> &names,
                                  const Diagnostics **diagnostics)
{
    const auto found = m_tables.find(source.id);
    if (found == m_tables.end())
        return nullptr;
    Entry &entry = found.value();
    if (entry.conversion == m_conversion) {
        entry.idShared = true; // met twice in this conversion: the entry holds one of them only
        return nullptr;
    }
    // Told: the entry was made from this table as the last conversion met it, and it has not
    // changed since (the caller's word). Else compared.
    const bool told = m_toldAfter && *m_toldAfter + 1 == m_conversion && entry.conversion + 1 == m_conversion
                      && !entry.idShared && !std::binary_search(m_changedTables.begin(), m_changedTables.end(), source.id);
    if (!told && !(entry.source == source))
        return nullptr;
    for (const auto &[word, wasName] : entry.namesLookedUp)
        if (names().contains(word) != wasName)
            return nullptr;
    entry.conversion = m_conversion;
    ++m_reused;
    *diagnostics = &entry.diagnostics;
    return &entry.converted;
}

void ConversionMemo::keep(const Table &source, const Table &converted, Diagnostics diagnostics,
                          const QStringList &namesLookedUp, const std::function<const QSet<QString> &()> &names)
{
    Entry &entry = m_tables[source.id];
    if (entry.conversion == m_conversion)
        entry.idShared = true;
    entry.source = source;
    entry.converted = converted;
    entry.diagnostics = std::move(diagnostics);
    entry.namesLookedUp.clear();
    // A set, not a search of the list: a table of thousands of generated columns looks up as many
    // words, and a search per word would be quadratic.
    QSet<QString> seen;
    for (const QString &word : namesLookedUp)
        if (!seen.contains(word)) {
            seen.insert(word);
            entry.namesLookedUp.emplace_back(word, names().contains(word));
        }
    entry.conversion = m_conversion;
    m_afresh.push_back(source.id);
}

void ConversionMemo::endConversion()
{
    m_toldAfter.reset();
    std::sort(m_afresh.begin(), m_afresh.end());
    if (qsizetype(m_afresh.size()) + m_reused < m_tables.size()) // a table dropped or renumbered
        m_tables.removeIf([this](const auto &it) { return it.value().conversion != m_conversion; });
}

} // namespace ssd
