// A remote model's body, written and read back (googlesqlmodelbody.h).

#include "googlesqlmodelbody.h"

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

ModelBody readModelBody(const QString &body)
{
    ModelBody model;
    model.remote = body;
    const qsizetype at = body.lastIndexOf(QLatin1StringView("REMOTE"));
    if (at < 0)
        return model;
    model.remote = body.left(at + 6);
    const QString rest = body.mid(at + 6).trimmed();
    if (!rest.isEmpty())
        model.options = StatementParser::readOptionsClause(rest);
    return model;
}

QString writeModelBody(const QString &remote, const Options &options)
{
    if (options.empty())
        return remote;
    QStringList parts;
    for (const Option &option : options)
        parts.push_back(option.name + QStringLiteral(" = ") + option.value);
    return remote + QStringLiteral(" OPTIONS (%1)").arg(parts.join(QStringLiteral(", ")));
}

} // namespace ssd::gsql
