#pragma once

// What the rules leave to the engine, done to each finding after its rule ran: findings below the
// minimum severity or suppressed by a directive comment are dropped, a finding without a position
// gets its object's (or its table's), and each gets its rule's explanation and documentation link.

#include "checkcontext.h"

#include <QHash>
#include <QPair>

#include <memory>

namespace ssd::checks {

class PositionIndex;

class FindingFinisher
{
public:
    FindingFinisher(const CheckContext &ctx, const ChecklistOptions &options);
    ~FindingFinisher();
    // In place; the findings of one rule together are cheapest (explanations are looked up per run
    // of a rule).
    void finish(Findings &findings);

private:
    const ChecklistOptions &m_options;
    std::unique_ptr<PositionIndex> m_positions;
    QHash<QString, QPair<QString, QString>> m_explanations; // rule -> link, explanation
};

} // namespace ssd::checks
