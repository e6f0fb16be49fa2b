#include "findingfinish.h"

#include "rulecatalog.h"

#include <QCoreApplication>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks)
};

bool listsRule(const SourcePos &pos, const QString &ruleId)
{
    for (const QString &r : pos.suppressedRules)
        if (r.compare(ruleId, Qt::CaseInsensitive) == 0 || r.compare(u"all", Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace

// Positions for the suppression check and for findings without one: a finding is suppressed
// when its own statement or clause, or the statement of the table it belongs to, lists the rule.
// Tables are looked up by name and their parts by id inside the table (few), so nothing is built
// for the ~100,000 columns of a big schema.
class PositionIndex
{
public:
    explicit PositionIndex(const CheckContext &ctx) : m_ctx(ctx) {}
    // The next findings may reuse the addresses of findings already gone (another rule's): the
    // last lookup must not be taken for theirs.
    void forgetLastLookup() const { m_lastSubject = nullptr; }

    const SourcePos *own(const CheckSubject &s) const
    {
        using K = CheckSubject::Kind;
        if (s.kind == K::Table || s.kind == K::Column || s.kind == K::ForeignKey || s.kind == K::Check) {
            const Table *t = tableOf(s);
            if (!t)
                return nullptr;
            if (s.kind == K::Table)
                return &t->pos;
            if (t->columns.size() + t->foreignKeys.size() + t->checks.size() > kFewParts)
                return partsOf(*t).value(s.id, nullptr);
            const SourcePos *found = nullptr;
            forEachPositionedPart(*t, [&](ObjectId id, const SourcePos &pos) {
                if (!found && id == s.id)
                    found = &pos;
            });
            return found;
        }
        if (!s.id)
            return nullptr;
        if (!m_othersBuilt)
            buildOthers();
        return m_others.value(s.id, nullptr);
    }
    const SourcePos *owner(const CheckSubject &s) const
    {
        if (s.kind == CheckSubject::Kind::Column || s.kind == CheckSubject::Kind::ForeignKey
            || s.kind == CheckSubject::Kind::Check || s.kind == CheckSubject::Kind::Table)
            if (const Table *t = tableOf(s))
                return &t->pos;
        return nullptr;
    }

private:
    // own() and owner() ask for the same finding's table one after the other: one lookup.
    const Table *tableOf(const CheckSubject &s) const
    {
        if (m_lastSubject != &s) {
            m_lastSubject = &s;
            m_lastTable = m_ctx.table(s.table);
        }
        return m_lastTable;
    }
    mutable const CheckSubject *m_lastSubject = nullptr;
    mutable const Table *m_lastTable = nullptr;

    // A (hostile) table of 10,000 foreign keys with a finding each must not cost a linear search
    // per finding: tables with more parts than this get an id index on first need.
    static constexpr size_t kFewParts = 64;
    const QHash<ObjectId, const SourcePos *> &partsOf(const Table &t) const
    {
        auto it = m_parts.find(&t);
        if (it != m_parts.end())
            return *it;
        QHash<ObjectId, const SourcePos *> &parts = m_parts[&t];
        forEachPositionedPart(t, [&parts](ObjectId id, const SourcePos &pos) { parts.insert(id, &pos); });
        return parts;
    }
    mutable QHash<const Table *, QHash<ObjectId, const SourcePos *>> m_parts;

    // Tables come from the context's lookup; the other objects are indexed by id on first need.
    void buildOthers() const
    {
        const Schema &schema = m_ctx.schema();
        auto add = [this](ObjectId id, const SourcePos &pos) { m_others.insert(id, &pos); };
        for (const Index &i : schema.indexes)
            add(i.id, i.pos);
        for (const Sequence &s : schema.sequences)
            add(s.id, s.pos);
        for (const View &v : schema.views)
            add(v.id, v.pos);
        for (const ChangeStream &c : schema.changeStreams)
            add(c.id, c.pos);
        for (const NamedSchema &n : schema.schemas)
            add(n.id, n.pos);
        for (const Role &r : schema.roles)
            add(r.id, r.pos);
        for (const PropertyGraph &g : schema.propertyGraphs)
            add(g.id, g.pos);
        for (const LocalityGroup &g : schema.localityGroups)
            add(g.id, g.pos);
        m_othersBuilt = true;
    }

    const CheckContext &m_ctx;
    mutable bool m_othersBuilt = false;
    mutable QHash<ObjectId, const SourcePos *> m_others;
};

FindingFinisher::FindingFinisher(const CheckContext &ctx, const ChecklistOptions &options)
    : m_options(options), m_positions(std::make_unique<PositionIndex>(ctx))
{
}

FindingFinisher::~FindingFinisher() = default;

void FindingFinisher::finish(Findings &findings)
{
    if (findings.empty())
        return;
    const ChecklistOptions &options = m_options;
    const PositionIndex &positions = *m_positions;
    positions.forgetLastLookup();
    QHash<QString, QPair<QString, QString>> &explanations = m_explanations;
    auto cached = explanations.constEnd();
    QString lastRule;
    // Compacted in place: findings that stay are moved only once something before them was dropped.
    size_t kept = 0;
    for (size_t i = 0; i < findings.size(); ++i) {
        Finding &f = findings[i];
        if (f.severity < options.minSeverity)
            continue;
        const SourcePos *own = positions.own(f.subject);
        const SourcePos *owner = positions.owner(f.subject);
        f.suppressed = (own && listsRule(*own, f.ruleId)) || (owner && listsRule(*owner, f.ruleId));
        if (f.suppressed && options.honourSuppressions)
            continue;
        if (f.line <= 0) {
            const SourcePos *p = own && own->isValid() ? own : owner;
            if (p && p->isValid()) {
                f.line = p->line;
                f.column = p->column;
            }
        }
        // Findings come grouped by rule: most need no hash lookup.
        if (cached == explanations.constEnd() || lastRule != f.ruleId)
            cached = explanations.constFind(f.ruleId);
        lastRule = f.ruleId;
        if (cached == explanations.constEnd()) {
            QPair<QString, QString> text;
            if (const RuleInfo *rule = findRule(f.ruleId)) {
                text.first = rule->documentationUrl();
                text.second = rule->translatedExplanation() + QStringLiteral("\n\n")
                    + Tr::tr("Documentation: %1").arg(text.first);
            }
            cached = explanations.insert(f.ruleId, text);
        }
        f.documentationUrl = cached->first;
        f.explanation = cached->second; // implicitly shared: one copy per rule
        if (kept != i)
            findings[kept] = std::move(f);
        ++kept;
    }
    findings.erase(findings.begin() + qsizetype(kept), findings.end());
}


} // namespace ssd::checks
