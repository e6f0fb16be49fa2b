// validateChangeStream and validateNewTableName: Spanner's limits on what change streams track.

#include "validation/schemavalidation.h"

#include <QRegularExpression>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

constexpr int kMaxStreamsPerTableOrColumn = 3;

// How `stream` watches `table`: not at all, some columns, or the whole table (FOR ALL or by name).
enum class Watch { None, Columns, Table };

Watch watches(const ChangeStream &stream, const Table &table, const QString &column = {})
{
    if (stream.forAll)
        return Watch::Table;
    for (const ChangeStream::Target &target : stream.targets) {
        if (target.table != table.name)
            continue;
        if (!target.columns)
            return Watch::Table;
        return column.isEmpty() || target.columns->contains(column) ? Watch::Columns : Watch::None;
    }
    return Watch::None;
}

// retention_period as a number of seconds ('36h', '7d', '90m', '3600s'); nullopt when unreadable.
std::optional<qint64> durationSeconds(QString value)
{
    if (value.size() >= 2 && (value.front() == u'\'' || value.front() == u'"'))
        value = value.mid(1, value.size() - 2);
    static const QRegularExpression shape(QStringLiteral("^(\\d+)([smhd])$"));
    const QRegularExpressionMatch m = shape.match(value.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const qint64 n = m.captured(1).toLongLong();
    switch (m.captured(2).front().unicode()) {
    case u's': return n;
    case u'm': return n * 60;
    case u'h': return n * 3600;
    default: return n * 86400;
    }
}

} // namespace

Verdict validateChangeStream(const Schema &schema, const ChangeStream &stream)
{
    if (const Option *retention = findOption(stream.options, u"retention_period")) {
        const std::optional<qint64> seconds = durationSeconds(retention->value);
        if (seconds && (*seconds < 24 * 3600 || *seconds > 7 * 86400))
            return Violation{Text::tr("invalid retention_period: %1. Change streams retention period must be a value in "
                                      "the range [24h, 7d]").arg(retention->value.mid(1).chopped(1)), {}};
    }
    auto others = [&](auto counts) {
        int n = 1;
        for (const ChangeStream &other : schema.changeStreams)
            if (other.name.compare(stream.name, Qt::CaseInsensitive) != 0 && counts(other))
                ++n;
        return n;
    };
    auto tooMany = [&](const QString &what) {
        return Violation{Text::tr("failed to create or alter change stream %1: it is not allowed to have more than %2 "
                                  "change streams tracking the same table or non-key column or ALL: %3")
                             .arg(stream.name).arg(kMaxStreamsPerTableOrColumn).arg(what), {}};
    };
    for (const Table &table : schema.tables) {
        const Watch watch = watches(stream, table);
        if (watch == Watch::None)
            continue;
        if (watch == Watch::Table
            && others([&](const ChangeStream &o) { return watches(o, table) == Watch::Table; }) > kMaxStreamsPerTableOrColumn)
            return tooMany(table.name);
        for (const Column &column : table.columns) {
            if (table.isKeyColumn(column.name) || watches(stream, table, column.name) == Watch::None)
                continue;
            if (others([&](const ChangeStream &o) { return watches(o, table, column.name) != Watch::None; })
                > kMaxStreamsPerTableOrColumn)
                return tooMany(column.name);
        }
    }
    return std::nullopt;
}

Verdict validateNewTableName(const Schema &schema, const QString &name)
{
    // Each change stream brings a table-valued function READ_<name> into the shared namespace.
    for (const ChangeStream &stream : schema.changeStreams)
        if (name.compare(QStringLiteral("READ_") + stream.name, Qt::CaseInsensitive) == 0)
            return Violation{Text::tr("duplicate name in schema: %1 (the function that reads change stream %2)")
                                 .arg(name, stream.name), {}};
    return std::nullopt;
}

} // namespace ssd::validation
