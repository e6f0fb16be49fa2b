#include "emulatorjudge.h"

#include <QRegularExpression>

namespace ssd::conformance {

EmulatorJudge::EmulatorJudge(spanner::SpannerClient &client, QString project, QString instance)
    : m_client(client), m_project(std::move(project)), m_instance(std::move(instance))
{
}

spanner::DatabaseName EmulatorJudge::freshDatabase()
{
    return {m_project, m_instance, QStringLiteral("db%1").arg(++m_counter)};
}

void EmulatorJudge::drop(const spanner::DatabaseName &database)
{
    // A database whose creation failed may not exist: nothing to drop then.
    m_client.dropDatabase(database);
}

Verdict EmulatorJudge::apply(Dialect dialect, const QStringList &statements)
{
    return applyBatches(dialect, {statements});
}

Verdict EmulatorJudge::applyBatches(Dialect dialect, const std::vector<QStringList> &batches)
{
    const spanner::DatabaseName database = freshDatabase();
    Verdict verdict;
    QString error;
    for (size_t i = 0; i < batches.size() && error.isEmpty(); ++i) {
        const spanner::SpannerStatus failed = i == 0 ? m_client.createDatabase(database, dialect, batches[i])
                                                     : m_client.updateDdl(database, batches[i]);
        if (failed)
            error = batches.size() == 1 ? failed->toString()
                                        : QStringLiteral("batch %1: %2").arg(i + 1).arg(failed->toString());
    }
    if (batches.empty())
        if (const spanner::SpannerStatus failed = m_client.createDatabase(database, dialect))
            error = failed->toString();
    if (!error.isEmpty()) {
        verdict.error = error;
    } else if (spanner::SpannerResult<QStringList> printed = m_client.getDdl(database)) {
        verdict.accepted = true;
        verdict.printed = std::move(printed).value();
    } else {
        verdict.error = QStringLiteral("getDdl: ") + printed.error().toString();
    }
    drop(database);
    return verdict;
}

EmulatorSession::~EmulatorSession()
{
    if (m_emulator)
        m_emulator->stop();
}

QString EmulatorSession::start(const QString &name, bool *installed)
{
    return start(name, name, installed);
}

QString EmulatorSession::start(const QString &project, const QString &instance, bool *installed,
                               spanner::ClientOptions options)
{
    QString why;
    const QString binaries = spanner::LocalEmulator::findBinaryDir(&why);
    *installed = !binaries.isEmpty();
    if (binaries.isEmpty())
        return why;
    m_emulator = std::make_unique<spanner::LocalEmulator>();
    if (const spanner::SpannerStatus started = m_emulator->start(binaries))
        return started->toString();
    options.endpoint = m_emulator->restEndpoint();
    m_client = std::make_unique<spanner::SpannerClient>(options);
    if (const spanner::SpannerStatus created = m_client->createInstance(project, instance, QStringLiteral("emulator-config")))
        return created->toString();
    m_judge = std::make_unique<EmulatorJudge>(*m_client, project, instance);
    return {};
}

int EmulatorJudge::firstRejected(Dialect dialect, const QStringList &statements, QString *error)
{
    const spanner::DatabaseName database = freshDatabase();
    int rejected = -1;
    if (const spanner::SpannerStatus created = m_client.createDatabase(database, dialect)) {
        if (error)
            *error = created->toString();
        return -1;
    }
    for (int i = 0; i < statements.size() && rejected < 0; ++i) {
        if (const spanner::SpannerStatus failed = m_client.updateDdl(database, {statements[i]})) {
            rejected = i;
            if (error)
                *error = failed->toString();
        }
    }
    drop(database);
    return rejected;
}

namespace {

QString collapse(const QString &text)
{
    return text.simplified();
}

QString unquote(QString name)
{
    name = name.section(u'.', -1);
    if (name.size() >= 2 && (name.front() == u'`' || name.front() == u'"'))
        name = name.mid(1, name.size() - 2);
    return name.toLower();
}

} // namespace

QStringList normalizedStatements(const QStringList &statements)
{
    QStringList out;
    for (const QString &s : statements)
        out.append(collapse(s));
    out.sort();
    return out;
}

QStringList missingFrom(const QStringList &a, const QStringList &b)
{
    const QStringList nb = normalizedStatements(b);
    QStringList missing;
    for (const QString &s : normalizedStatements(a))
        if (!nb.contains(s))
            missing.append(s);
    return missing;
}

QStringList statementSubjects(const QString &statement)
{
    static const QString name = QStringLiteral(R"(((?:`[^`]+`|"[^"]+"|[\w]+)(?:\.(?:`[^`]+`|"[^"]+"|[\w]+))*))");
    static const QRegularExpression object(
        QStringLiteral(R"(^\s*(?:CREATE|ALTER|DROP)\s+(?:OR\s+REPLACE\s+)?(?:UNIQUE\s+|NULL_FILTERED\s+|SEARCH\s+|VECTOR\s+)*)"
                       R"((?:TABLE|INDEX|VIEW|SEQUENCE|CHANGE\s+STREAM|MODEL|SCHEMA|PROTO\s+BUNDLE|ROLE|LOCALITY\s+GROUP|PLACEMENT|PROPERTY\s+GRAPH)\s+)"
                       R"((?:IF\s+NOT\s+EXISTS\s+|IF\s+EXISTS\s+)?)") + name,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression onTable(QStringLiteral(R"(\bON\s+)") + name, QRegularExpression::CaseInsensitiveOption);
    QStringList subjects;
    if (const QRegularExpressionMatch m = object.match(statement); m.hasMatch())
        subjects.append(unquote(m.captured(1)));
    if (const QRegularExpressionMatch m = onTable.match(statement); m.hasMatch())
        subjects.append(unquote(m.captured(1)));
    return subjects;
}

bool mentionsAny(const QString &message, const QStringList &names)
{
    for (const QString &n : names) {
        if (n.isEmpty())
            continue;
        const QRegularExpression word(QStringLiteral("(?<![\\w])") + QRegularExpression::escape(n) + QStringLiteral("(?![\\w])"),
                                      QRegularExpression::CaseInsensitiveOption);
        if (word.match(message).hasMatch())
            return true;
    }
    return false;
}

QString featureEmulatorLacks(const QStringList &statements)
{
    struct Lack
    {
        const char *pattern;
        const char *feature;
    };
    static const Lack lacks[] = {
        // Tables only: an index's INTERLEAVE IN has never had PARENT.
        {R"(^\s*CREATE\s+TABLE\b[\s\S]*\)\s*,?\s*INTERLEAVE\s+IN\s+(?!PARENT\b))", "INTERLEAVE IN without PARENT"},
        {R"(^\s*(?:CREATE|DROP)\s+ROLE\b|^\s*(?:GRANT|REVOKE)\b)", "roles and grants"},
        {R"(\bPROPERTY\s+GRAPH\b)", "property graphs"},
        // The type itself (GoogleSQL UUID, PostgreSQL uuid), not NEW_UUID() or a column "uuid".
        {R"([\s,<]UUID(?=\s*(?:NOT\b|DEFAULT\b|[,)>]|$)))", "the UUID type"},
        // Production takes `spanner.tokenlist GENERATED ALWAYS AS (...) VIRTUAL HIDDEN` (the
        // full-text search docs' PostgreSQL examples); emulator 1.5.28 rejects HIDDEN there.
        {R"(\bspanner\.tokenlist\b[\s\S]*\b(?:STORED|VIRTUAL)\s+HIDDEN\b)", "HIDDEN on a PostgreSQL tokenlist column"},
    };
    for (const Lack &lack : lacks) {
        const QRegularExpression re(QString::fromLatin1(lack.pattern), QRegularExpression::CaseInsensitiveOption);
        for (const QString &s : statements)
            if (re.match(s).hasMatch())
                return QString::fromLatin1(lack.feature);
    }
    return {};
}

} // namespace ssd::conformance
