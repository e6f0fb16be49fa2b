#include "databasename.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::spanner {

namespace {

struct DatabaseNameText
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseName)
};

} // namespace

QString DatabaseName::instancePath() const
{
    return QStringLiteral("projects/%1/instances/%2").arg(project, instance);
}

QString DatabaseName::path() const
{
    return instancePath() + QStringLiteral("/databases/") + database;
}

QString DatabaseName::uri() const
{
    return databaseUriScheme() + path();
}

QString databaseUriScheme()
{
    return QStringLiteral("spanner://");
}

bool looksLikeDatabaseUri(const QString &text)
{
    return text.startsWith(databaseUriScheme(), Qt::CaseInsensitive);
}

SpannerResult<DatabaseName> parseDatabaseUri(const QString &uri)
{
    const auto invalid = [&](const QString &why) {
        return makeError(SpannerError::InvalidArgument,
                         DatabaseNameText::tr("'%1' is not a database URI: %2 "
                                              "(expected spanner://projects/PROJECT/instances/INSTANCE/databases/DATABASE)")
                             .arg(uri, why));
    };
    if (!looksLikeDatabaseUri(uri))
        return invalid(DatabaseNameText::tr("it does not start with spanner://"));
    const QStringList parts = uri.mid(databaseUriScheme().size()).split(u'/');
    if (parts.size() != 6 || parts[0] != u"projects" || parts[2] != u"instances" || parts[4] != u"databases")
        return invalid(DatabaseNameText::tr("the path is not projects/P/instances/I/databases/D"));
    // What Spanner accepts in each part (project ids may carry a domain: example.com:project).
    static const QRegularExpression projectId(QStringLiteral("^[a-z0-9][a-z0-9.:-]*$"));
    static const QRegularExpression resourceId(QStringLiteral("^[a-z][a-z0-9_-]*$"));
    if (!projectId.match(parts[1]).hasMatch())
        return invalid(DatabaseNameText::tr("'%1' is not a project id").arg(parts[1]));
    if (!resourceId.match(parts[3]).hasMatch())
        return invalid(DatabaseNameText::tr("'%1' is not an instance id").arg(parts[3]));
    if (!resourceId.match(parts[5]).hasMatch())
        return invalid(DatabaseNameText::tr("'%1' is not a database id").arg(parts[5]));
    return DatabaseName{parts[1], parts[3], parts[5]};
}

} // namespace ssd::spanner
