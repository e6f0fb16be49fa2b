// validateChangeStream and validateNewTableName: Spanner's limits on what change streams track.

#include "validation/schemavalidation.h"
#include "validation/streamtargets.h"

#include "tablenameindex.h"

#include <QHash>
#include <QRegularExpression>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

constexpr int kMaxStreamsPerTableOrColumn = 3;

QString unquoted(const QString &value)
{
    if (value.size() >= 2 && (value.front() == u'\'' || value.front() == u'"'))
        return value.mid(1, value.size() - 2);
    return value;
}

// retention_period as a number of seconds ('36h', '7d', '90m', '3600s'); nullopt when unreadable.
std::optional<qint64> durationSeconds(const QString &option)
{
    const QString value = unquoted(option);
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
                                      "the range [24h, 7d]").arg(unquoted(retention->value)), {}};
    }
    // What the other change streams watch, counted once: FOR ALL, whole tables, single columns.
    int forAll = 0;
    // "table" / "table\ncolumn", case-folded: a FOR clause's names are resolved ignoring case.
    QHash<QString, int> wholeTables, columns;
    for (const ChangeStream &other : schema.changeStreams) {
        if (other.name.compare(stream.name, Qt::CaseInsensitive) == 0)
            continue;
        forAll += other.forAll ? 1 : 0;
        for (const ChangeStream::Target &target : other.targets) {
            if (!target.columns)
                ++wholeTables[target.table.toCaseFolded()];
            else
                for (const QString &column : *target.columns)
                    ++columns[(target.table + u'\n' + column).toCaseFolded()];
        }
    }
    auto tooMany = [&](const QString &what) {
        return Violation{Text::tr("failed to create or alter change stream %1: it is not allowed to have more than %2 "
                                  "change streams tracking the same table or non-key column or ALL: %3")
                             .arg(stream.name).arg(kMaxStreamsPerTableOrColumn).arg(what), {}};
    };
    // The tables this stream watches, with the columns it names (nullopt: all of them).
    std::vector<std::pair<const Table *, std::optional<QStringList>>> watched;
    if (stream.forAll) {
        for (const Table &table : schema.tables)
            watched.emplace_back(&table, std::nullopt);
    } else if (stream.targets.size() <= 16) {
        for (const ChangeStream::Target &target : stream.targets)
            if (const Table *table = streamTable(schema, target.table, schema.findTable(target.table)))
                watched.emplace_back(table, target.columns);
    } else {
        // A stream over very many tables: one index of the names, not a scan per target (building
        // it costs about as much as 16 scans).
        const TableNameIndex byName(schema.tables);
        for (const ChangeStream::Target &target : stream.targets)
            if (const Table *table = streamTable(schema, target.table, byName.find(target.table)))
                watched.emplace_back(table, target.columns);
    }
    for (const auto &[table, named] : watched) {
        const QString tableKey = table->name.toCaseFolded();
        const int wholeTable = forAll + wholeTables.value(tableKey);
        if (!named && wholeTable + 1 > kMaxStreamsPerTableOrColumn)
            return tooMany(table->name);
        for (const Column &column : table->columns) {
            if ((named && !named->contains(column.name, Qt::CaseInsensitive)) || table->isKeyColumn(column.name))
                continue;
            if (wholeTable + columns.value(tableKey + u'\n' + column.name.toCaseFolded()) + 1 > kMaxStreamsPerTableOrColumn)
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
