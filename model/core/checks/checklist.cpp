#include "checklist.h"

#include "rules.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#if defined(Q_OS_UNIX)
#include <ctime>
#endif

namespace ssd {

namespace {

using namespace checks;

struct RuleEntry
{
    const char *id;
    RuleFunction function;
};

// Catalog order. checks_catalog tests that every catalog id has exactly one entry here.
const RuleEntry kRuleEntries[] = {
    {"pk-commit-timestamp-first", pkCommitTimestampFirst},
    {"pk-monotonic-first-column", pkMonotonicFirstColumn},
    {"pk-sequential-integer-first", pkSequentialIntegerFirst},
    {"pk-time-ordered-uuid", pkTimeOrderedUuid},
    {"pk-uuid-string-storage", pkUuidStringStorage},
    {"pk-low-cardinality-prefix", pkLowCardinalityPrefix},
    {"pk-shard-count", pkShardCount},
    {"index-monotonic-first-key", indexMonotonicFirstKey},
    {"index-low-cardinality-first-key", indexLowCardinalityFirstKey},
    {"tenant-key-not-first", tenantKeyNotFirst},
    {"tenant-table-per-tenant", tenantTablePerTenant},
    {"sequence-kind-missing", sequenceKindMissing},
    {"interleave-depth-exceeded", interleaveDepthExceeded},
    {"interleave-parent-key-prefix", interleaveParentKeyPrefix},
    {"interleave-parent-key-attributes", interleaveParentKeyAttributes},
    {"interleave-parent-invalid", interleaveParentInvalid},
    {"interleave-on-delete-invalid", interleaveOnDeleteInvalid},
    {"interleave-on-delete-semantics", interleaveOnDeleteSemantics},
    {"interleave-and-fk-redundant", interleaveAndFkRedundant},
    {"fk-interleave-candidate", fkInterleaveCandidate},
    {"interleave-unbounded-children", interleaveUnboundedChildren},
    {"interleave-deep-hierarchy", interleaveDeepHierarchy},
    {"interleaved-index-key-prefix", interleavedIndexKeyPrefix},
    {"index-interleave-candidate", indexInterleaveCandidate},
    {"key-column-invalid-type", keyColumnInvalidType},
    {"index-key-invalid-type", indexKeyInvalidType},
    {"string-bytes-length", stringBytesLength},
    {"key-size-over-8kib", keySizeOver8KiB},
    {"row-size-over-limit", rowSizeOverLimit},
    {"limit-key-columns", limitKeyColumns},
    {"limit-columns-per-table", limitColumnsPerTable},
    {"limit-indexes", limitIndexes},
    {"limit-schema-objects", limitSchemaObjects},
    {"name-invalid", nameInvalid},
    {"name-reserved-keyword", nameReservedKeyword},
    {"name-duplicate", nameDuplicate},
    {"name-reserved-special", nameReservedSpecial},
    {"named-schema-index-mismatch", namedSchemaIndexMismatch},
    {"index-redundant", indexRedundant},
    {"index-storing-invalid", indexStoringInvalid},
    {"index-access-pattern", indexAccessPattern},
    {"index-null-filtered", indexNullFiltered},
    {"timestamp-key-desc", timestampKeyDesc},
    {"commit-ts-misuse", commitTsMisuse},
    {"ttl-policy-invalid", ttlPolicyInvalid},
    {"ttl-blocked-by-no-action", ttlBlockedByNoAction},
    {"fk-invalid", fkInvalid},
    {"fk-cost", fkCost},
    {"pk-empty-or-implicit", pkEmptyOrImplicit},
    {"pk-nullable-key", pkNullableKey},
};

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

// Positions for the suppression check and for findings without one: a finding is suppressed
// when its own statement or clause, or the statement of the table it belongs to, lists the rule.
// Tables are looked up by name and their parts by id inside the table (few), so nothing is built
// for the ~100,000 columns of a big schema.
class PositionIndex
{
public:
    explicit PositionIndex(const CheckContext &ctx) : m_ctx(ctx) {}

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
            for (const Column &c : t->columns)
                if (c.id == s.id)
                    return &c.pos;
            for (const ForeignKey &fk : t->foreignKeys)
                if (fk.id == s.id)
                    return &fk.pos;
            for (const CheckConstraint &ck : t->checks)
                if (ck.id == s.id)
                    return &ck.pos;
            return nullptr;
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
        for (const Column &c : t.columns)
            parts.insert(c.id, &c.pos);
        for (const ForeignKey &fk : t.foreignKeys)
            parts.insert(fk.id, &fk.pos);
        for (const CheckConstraint &ck : t.checks)
            parts.insert(ck.id, &ck.pos);
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

void finish(Findings &findings, const CheckContext &ctx, const ChecklistOptions &options)
{
    if (findings.empty())
        return;
    const PositionIndex positions(ctx);
    QHash<QString, QPair<QString, QString>> explanations;
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

// Timings are CPU time of this thread where available: on a loaded machine wall-clock figures
// mostly measure the other processes, and the per-rule profile must stay comparable.
class RuleClock
{
public:
    RuleClock() { m_wall.start(); m_start = raw(); }
    qint64 nsecsElapsed() const { return raw() - m_start; }

private:
    qint64 raw() const
    {
#if defined(Q_OS_UNIX) && defined(CLOCK_THREAD_CPUTIME_ID)
        timespec ts{};
        if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
            return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
#endif
        return m_wall.nsecsElapsed();
    }
    QElapsedTimer m_wall;
    qint64 m_start = 0;
};

} // namespace

QString CheckSubject::displayName() const
{
    switch (kind) {
    case Kind::Column:
    case Kind::ForeignKey:
    case Kind::Check:
        if (name.isEmpty())
            return table;
        return table + u'.' + name;
    case Kind::Database:
        return name.isEmpty() ? QStringLiteral("(database)") : name;
    default:
        return name.isEmpty() ? table : name;
    }
}

QString subjectKindName(CheckSubject::Kind kind)
{
    switch (kind) {
    case CheckSubject::Kind::Database: return QStringLiteral("database");
    case CheckSubject::Kind::Table: return QStringLiteral("table");
    case CheckSubject::Kind::Column: return QStringLiteral("column");
    case CheckSubject::Kind::Index: return QStringLiteral("index");
    case CheckSubject::Kind::ForeignKey: return QStringLiteral("foreign key");
    case CheckSubject::Kind::Check: return QStringLiteral("check constraint");
    case CheckSubject::Kind::Sequence: return QStringLiteral("sequence");
    case CheckSubject::Kind::View: return QStringLiteral("view");
    case CheckSubject::Kind::ChangeStream: return QStringLiteral("change stream");
    case CheckSubject::Kind::NamedSchema: return QStringLiteral("schema");
    case CheckSubject::Kind::Role: return QStringLiteral("role");
    case CheckSubject::Kind::PropertyGraph: return QStringLiteral("property graph");
    case CheckSubject::Kind::LocalityGroup: return QStringLiteral("locality group");
    case CheckSubject::Kind::QueryPattern: return QStringLiteral("query pattern");
    }
    return {};
}

Schema QuickFix::apply(const Schema &schema) const
{
    Schema copy = schema;
    if (!transform(copy))
        return schema;
    return copy;
}

bool QuickFix::applyTo(Schema &schema) const
{
    if (!behaviour)
        return false;
    Schema copy = schema;
    if (!transform(copy))
        return false;
    schema = std::move(copy);
    return true;
}

Findings runChecklist(const Schema &schema, const ProjectSettings &settings, const ChecklistOptions &options)
{
    const RuleClock timer;
    CheckContext ctx(schema, settings, options.names);
    Findings findings;
    // Roughly one finding per table or index in typical schemas: no regrowth (each one moves
    // every finding so far).
    findings.reserve(schema.tables.size() + schema.indexes.size());
    ctx.setOutput(&findings);
    qint64 engine = timer.nsecsElapsed();
    for (const RuleEntry &entry : kRuleEntries) {
        if (options.disabledRules.contains(QLatin1StringView(entry.id)))
            continue;
        const qint64 start = timer.nsecsElapsed();
        entry.function(ctx);
        if (options.timings)
            options.timings->insert(QString::fromLatin1(entry.id), timer.nsecsElapsed() - start);
    }
    const qint64 beforeFinish = timer.nsecsElapsed();
    finish(findings, ctx, options);
    engine += timer.nsecsElapsed() - beforeFinish;
    if (options.timings)
        options.timings->insert(QString(), engine);
    return findings;
}

Findings runRule(const Schema &schema, QStringView ruleId, const ProjectSettings &settings)
{
    CheckContext ctx(schema, settings);
    Findings findings;
    ctx.setOutput(&findings);
    for (const RuleEntry &entry : kRuleEntries)
        if (ruleId == QLatin1StringView(entry.id))
            entry.function(ctx);
    finish(findings, ctx, ChecklistOptions{});
    return findings;
}

bool hasErrorFindings(const Findings &findings)
{
    for (const Finding &f : findings)
        if (f.severity == CheckSeverity::Error)
            return true;
    return false;
}

QStringList implementedRuleIds()
{
    QStringList ids;
    for (const RuleEntry &entry : kRuleEntries)
        ids.append(QString::fromLatin1(entry.id));
    return ids;
}

} // namespace ssd
