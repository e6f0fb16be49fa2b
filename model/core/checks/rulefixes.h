#pragma once

// Applies the quick fixes of one checklist rule to a whole schema: what `spanner-schema fix`
// does and what the conformance suite judges. One finding at a time, re-linting in between,
// because a fix may resolve or reshape the other findings.

#include "checks/checklist.h"

#include <vector>

namespace ssd {

struct RuleFixAttempt
{
    QString subject; // the finding's subject, e.g. "Singers.SingerId"
    QString fixId;   // empty when the finding offers no applicable fix
    QString title;
    bool applied = false;
};

// Each finding of `rule` (only those about `object` when it is not empty) gets its first fix,
// or the fix named `fixId`. Returns the attempts in order; `schema` holds the result.
std::vector<RuleFixAttempt> applyRuleFixes(Schema &schema, QStringView rule, const QString &object = {},
                                           const QString &fixId = {}, const ProjectSettings &settings = {});

} // namespace ssd
