#include "checklist.h"

#include "findingfinish.h"
#include "ruleregistry.h"

#include <QElapsedTimer>

#if defined(Q_OS_UNIX)
#include <ctime>
#endif

namespace ssd {

namespace {

using namespace checks;

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
    for (const RuleEntry &entry : ruleEntries()) {
        if (options.disabledRules.contains(QLatin1StringView(entry.id)))
            continue;
        const qint64 start = timer.nsecsElapsed();
        entry.function(ctx);
        if (options.timings)
            options.timings->insert(QString::fromLatin1(entry.id), timer.nsecsElapsed() - start);
    }
    const qint64 beforeFinish = timer.nsecsElapsed();
    FindingFinisher(ctx, options).finish(findings);
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
    for (const RuleEntry &entry : ruleEntries())
        if (ruleId == QLatin1StringView(entry.id))
            entry.function(ctx);
    const ChecklistOptions defaults;
    FindingFinisher(ctx, defaults).finish(findings);
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
    for (const RuleEntry &entry : ruleEntries())
        ids.append(QString::fromLatin1(entry.id));
    return ids;
}

} // namespace ssd
