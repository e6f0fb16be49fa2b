#include "functionconversion.h"

#include <QCoreApplication>

namespace ssd::expr {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Conversion)
};

QString upperName(const QString &name) { return name.toUpper(); }

// The GoogleSQL SAFE. prefix turns runtime errors into NULL; PostgreSQL has no such prefix.
QString withoutSafePrefix(const QString &upper)
{
    return upper.startsWith(QLatin1StringView("SAFE.")) ? upper.mid(5) : upper;
}

// GoogleSQL functions with no PostgreSQL-dialect equivalent in Spanner (the emulator reports
// "function ... does not exist" or "Postgres function md5(text) is not supported").
bool hasNoPostgreSqlEquivalent(const QString &upper)
{
    return upper == u"ERROR" || upper == u"MD5";
}

QString joined(const QStringList &arguments, QStringView separator)
{
    return arguments.join(separator);
}

} // namespace

bool rewritesCallToPostgreSql(const QString &name)
{
    const QString upper = upperName(name);
    const QString plain = withoutSafePrefix(upper);
    return upper != plain || plain == u"SAFE_DIVIDE" || plain == u"UNIX_MICROS" || plain == u"UNIX_MILLIS"
        || plain == u"UNIX_SECONDS" || plain == u"CONCAT" || plain == u"ARRAY_INCLUDES_ANY"
        || plain == u"ARRAY_INCLUDES_ALL" || hasNoPostgreSqlEquivalent(plain);
}

CallRewrite callToPostgreSql(const QString &name, const QStringList &args)
{
    const QString upper = upperName(name);
    const QString plain = withoutSafePrefix(upper);
    CallRewrite r;
    if (hasNoPostgreSqlEquivalent(plain)) {
        r.error = Text::tr("function %1 has no PostgreSQL equivalent").arg(name);
        return r;
    }
    if (plain != upper)
        r.warning = Text::tr("%1: PostgreSQL has no SAFE. prefix; errors are not turned into NULL").arg(name);
    const QString call = name.mid(plain != upper ? 5 : 0);
    auto note = [&](const QString &spelling) {
        r.note = Text::tr("%1 is written %2 in PostgreSQL").arg(call, spelling);
    };
    if (plain == u"SAFE_DIVIDE" && args.size() == 2) {
        // NULL instead of a division by zero error; bigint / bigint is double precision in
        // Spanner's PostgreSQL dialect, as INT64 / INT64 is FLOAT64.
        r.text = QStringLiteral("(%1 / NULLIF(%2, 0))").arg(args[0], args[1]);
        note(QStringLiteral("a / NULLIF(b, 0)"));
    } else if (plain == u"UNIX_MICROS" && args.size() == 1) {
        r.text = QStringLiteral("CAST(EXTRACT(EPOCH FROM %1) * 1000000 AS bigint)").arg(args[0]);
        note(QStringLiteral("EXTRACT(EPOCH FROM ...)"));
    } else if (plain == u"UNIX_MILLIS" && args.size() == 1) {
        // GoogleSQL truncates to the millisecond (and second) below.
        r.text = QStringLiteral("CAST(floor(EXTRACT(EPOCH FROM %1) * 1000) AS bigint)").arg(args[0]);
        note(QStringLiteral("EXTRACT(EPOCH FROM ...)"));
    } else if (plain == u"UNIX_SECONDS" && args.size() == 1) {
        r.text = QStringLiteral("CAST(floor(EXTRACT(EPOCH FROM %1)) AS bigint)").arg(args[0]);
        note(QStringLiteral("EXTRACT(EPOCH FROM ...)"));
    } else if (plain == u"CONCAT" && !args.isEmpty()) {
        // GoogleSQL CONCAT is NULL when an argument is NULL, like ||; PostgreSQL concat()
        // skips NULLs. || also types untyped literals, which concat() cannot.
        r.text = u'(' + joined(args, u" || ") + u')';
        note(QStringLiteral("||"));
    } else if (plain == u"ARRAY_INCLUDES_ANY" && args.size() == 2) {
        r.text = QStringLiteral("arrayoverlap(%1, %2)").arg(args[0], args[1]);
    } else if (plain == u"ARRAY_INCLUDES_ALL" && args.size() == 2) {
        r.text = QStringLiteral("arraycontains(%1, %2)").arg(args[0], args[1]);
    } else {
        r.text = call + u'(' + joined(args, u", ") + u')';
    }
    return r;
}

bool rewritesCallToGoogleSql(const QString &name)
{
    const QString lower = name.toLower();
    return lower == u"text" || lower == u"arrayoverlap" || lower == u"arraycontains" || lower == u"extract"
        || lower == u"concat";
}

CallRewrite callToGoogleSql(const QString &name, const QStringList &args)
{
    const QString lower = name.toLower();
    CallRewrite r;
    if (lower == u"text" && args.size() == 1) {
        r.text = QStringLiteral("CAST(%1 AS STRING)").arg(args[0]);
        r.note = Text::tr("%1 is written %2 in GoogleSQL").arg(name, QStringLiteral("CAST(... AS STRING)"));
    } else if (lower == u"extract" && args.size() == 1
               && args[0].startsWith(QLatin1StringView("EPOCH FROM "), Qt::CaseInsensitive)) {
        // GoogleSQL has no EPOCH part; the seconds as an exact NUMERIC, as PostgreSQL's numeric.
        r.text = QStringLiteral("(CAST(UNIX_MICROS(%1) AS NUMERIC) / 1000000)").arg(args[0].mid(11).trimmed());
        r.note = Text::tr("%1 is written %2 in GoogleSQL").arg(QStringLiteral("EXTRACT(EPOCH FROM ...)"), QStringLiteral("UNIX_MICROS"));
    } else if (lower == u"concat" && !args.isEmpty()) {
        // PostgreSQL concat() reads its arguments as text and skips NULLs; GoogleSQL CONCAT
        // would be NULL.
        QStringList parts;
        for (const QString &a : args)
            parts.push_back(QStringLiteral("COALESCE(CAST(%1 AS STRING), '')").arg(a));
        r.text = QStringLiteral("CONCAT(") + parts.join(QStringLiteral(", ")) + u')';
        r.note = Text::tr("%1 is written %2 in GoogleSQL").arg(name, QStringLiteral("CONCAT(COALESCE(CAST(a AS STRING), ''), ...)"));
    } else if (lower == u"arrayoverlap" && args.size() == 2) {
        r.text = QStringLiteral("ARRAY_INCLUDES_ANY(%1, %2)").arg(args[0], args[1]);
    } else if (lower == u"arraycontains" && args.size() == 2) {
        r.text = QStringLiteral("ARRAY_INCLUDES_ALL(%1, %2)").arg(args[0], args[1]);
    } else {
        r.text = name + u'(' + joined(args, u", ") + u')';
    }
    return r;
}

} // namespace ssd::expr
