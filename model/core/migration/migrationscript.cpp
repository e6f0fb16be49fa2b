#include "migration/migrationscript.h"

#include "migration/planformat.h"

#include "lexing/lexedtext.h"

#include <algorithm>

namespace ssd::migration {

namespace {

bool isIncluded(const std::vector<bool> &included, size_t step) { return step >= included.size() || included[step]; }

// The names a step's statements use, as the dialect's lexer reads them (a word in a string
// literal or a comment names nothing), case-folded (PostgreSQL folds unquoted names, and for a
// warning a false alarm costs less than a missed one). Quoted names are names too.
QStringList namesUsed(const Step &step, Dialect dialect)
{
    QStringList words;
    for (const QString &statement : step.statements) {
        for (const Token &t : lexText(statement, dialect).tokens) {
            if (t.kind == TokenKind::Identifier)
                words << QStringView(statement).mid(t.offset, t.length).toString().toCaseFolded();
            else if (t.kind == TokenKind::QuotedIdentifier)
                words << quotedBody(statement, t).toString().toCaseFolded();
        }
    }
    words.removeDuplicates();
    return words;
}

} // namespace

bool includedByDefault(StepKind kind) { return kind == StepKind::InPlace || kind == StepKind::Validating; }

std::vector<bool> defaultInclusion(const MigrationPlan &plan)
{
    std::vector<bool> included;
    included.reserve(plan.steps.size());
    for (const Step &step : plan.steps)
        included.push_back(includedByDefault(step.kind));
    return included;
}

QString includedStepsSql(const MigrationPlan &plan, const std::vector<bool> &included)
{
    std::vector<Step> steps;
    for (size_t i = 0; i < plan.steps.size(); ++i)
        if (isIncluded(included, i))
            steps.push_back(plan.steps[i]);
    return planSql(steps);
}

StepReferences::StepReferences(const MigrationPlan &plan, Dialect dialect)
    : m_plan(&plan)
{
    m_names.reserve(plan.steps.size());
    for (size_t i = 0; i < plan.steps.size(); ++i) {
        const QStringList used = namesUsed(plan.steps[i], dialect);
        for (const QString &name : used)
            m_stepsNaming[name].push_back(i);
        m_names.emplace_back(used.begin(), used.end());
        if (plan.steps[i].kind == StepKind::Recreate)
            m_recreates.push_back(i);
    }
}

// "sch.Singers" -> {singers}; a column "Singers.Age" -> {age, singers}: the words a statement
// uses when it concerns the object.
QStringList StepReferences::objectWords(size_t step) const
{
    const Step &s = m_plan->steps[step];
    const QStringList parts = s.object.split(u'.');
    QStringList words{parts.back().toCaseFolded()};
    if (s.objectKind == QLatin1StringView("column") && parts.size() > 1)
        words << parts.at(parts.size() - 2).toCaseFolded();
    words.removeAll(QString());
    return words;
}

bool StepReferences::names(size_t step, size_t object) const
{
    const QStringList words = objectWords(object);
    if (words.isEmpty())
        return false;
    for (const QString &word : words)
        if (!m_names[step].contains(word))
            return false;
    return true;
}

std::vector<size_t> StepReferences::includedStepsNeeding(const std::vector<bool> &included, size_t leftOut) const
{
    std::vector<size_t> needing;
    if (leftOut >= m_plan->steps.size())
        return needing;
    const QStringList words = objectWords(leftOut);
    const auto first = words.isEmpty() ? m_stepsNaming.cend() : m_stepsNaming.constFind(words.front());
    if (first == m_stepsNaming.cend())
        return needing;
    for (size_t step : *first)
        if (step > leftOut && isIncluded(included, step) && names(step, leftOut))
            needing.push_back(step);
    return needing;
}

std::vector<size_t> StepReferences::recreateGroup(size_t step) const
{
    std::vector<size_t> group;
    if (step >= m_plan->steps.size() || m_plan->steps[step].kind != StepKind::Recreate)
        return group;
    // Connected: the same object (its drop and its create), or one names the other's object
    // (an index dropped and created again because its table is).
    auto connected = [this](size_t a, size_t b) {
        const Step &x = m_plan->steps[a], &y = m_plan->steps[b];
        return (x.objectKind == y.objectKind && x.object.compare(y.object, Qt::CaseInsensitive) == 0) || names(a, b)
               || names(b, a);
    };
    std::vector<bool> seen(m_plan->steps.size(), false);
    std::vector<size_t> pending{step};
    seen[step] = true;
    while (!pending.empty()) {
        const size_t current = pending.back();
        pending.pop_back();
        group.push_back(current);
        for (size_t other : m_recreates)
            if (!seen[other] && connected(current, other)) {
                seen[other] = true;
                pending.push_back(other);
            }
    }
    std::sort(group.begin(), group.end());
    return group;
}

} // namespace ssd::migration
