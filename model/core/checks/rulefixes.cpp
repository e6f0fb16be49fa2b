#include "checks/rulefixes.h"

namespace ssd {

namespace {

bool matchesObject(const Finding &f, const QString &object)
{
    return object.isEmpty() || f.subject.displayName() == object || f.subject.name == object
        || f.subject.table == object;
}

} // namespace

std::vector<RuleFixAttempt> applyRuleFixes(Schema &schema, QStringView rule, const QString &object,
                                           const QString &fixId, const ProjectSettings &settings)
{
    std::vector<RuleFixAttempt> attempts;
    QSet<QString> tried;
    // Every round applies one fix or ends; a finding is tried once, so this terminates long
    // before the bound on any real schema.
    for (int round = 0; round < 10000; ++round) {
        bool progress = false;
        for (const Finding &f : runRule(schema, rule, settings)) {
            const QString key = f.subject.displayName() + u'|' + f.message();
            if (!matchesObject(f, object) || tried.contains(key))
                continue;
            tried.insert(key);
            const QuickFix *chosen = nullptr;
            for (const QuickFix &fix : f.fixes)
                if (!chosen && (fixId.isEmpty() || fix.id == fixId))
                    chosen = &fix;
            if (!chosen || !chosen->applyTo(schema)) {
                attempts.push_back({f.subject.displayName(), {}, {}, false});
                continue;
            }
            attempts.push_back({f.subject.displayName(), chosen->id, chosen->title(), true});
            progress = true;
            break;
        }
        if (!progress)
            break;
    }
    return attempts;
}

} // namespace ssd
