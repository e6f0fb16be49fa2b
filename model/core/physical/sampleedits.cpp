#include "sampleedits.h"

#include "writer/jsondump.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace ssd {

namespace {

// A named context, so that lupdate files these messages under "ssd::SampleRows" as they are looked up.
struct SampleRowsText
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SampleRows)
};

// Spanner's DATE and TIMESTAMP range: 0001-01-01 to 9999-12-31.
bool dateInRange(const QDate &date) { return date.isValid() && date.year() >= 1 && date.year() <= 9999; }

qint64 daysSinceEpoch(const QDate &date) { return date.toJulianDay() - 2440588; }

// `"..."` or `b"..."` with backslash escapes; std::nullopt when the quoting is broken.
std::optional<QByteArray> unquote(QStringView body, bool bytes)
{
    QByteArray out;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body.at(i);
        if (c == u'"')
            return std::nullopt; // an unescaped quote inside
        if (c != u'\\') {
            out += QString(c).toUtf8();
            continue;
        }
        if (++i >= body.size())
            return std::nullopt;
        const QChar e = body.at(i);
        if (e == u'\\' || e == u'"') {
            out += char(e.unicode());
        } else if (bytes && e == u'x' && i + 2 < body.size()) {
            bool ok = false;
            const int value = body.mid(i + 1, 2).toInt(&ok, 16);
            if (!ok)
                return std::nullopt;
            out += char(value);
            i += 2;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

std::optional<KeyValue> parseTimestamp(QStringView text)
{
    static const QRegularExpression re(QStringLiteral(
        "^(\\d{4})-(\\d{2})-(\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?)?\\s*(Z|UTC|[+-]\\d{2}:?\\d{2})?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date(m.capturedView(1).toInt(), m.capturedView(2).toInt(), m.capturedView(3).toInt());
    const int hour = m.capturedView(4).toInt(), minute = m.capturedView(5).toInt(), second = m.capturedView(6).toInt();
    if (!dateInRange(date) || hour > 23 || minute > 59 || second > 59)
        return std::nullopt;
    QString fraction = m.captured(7);
    fraction = fraction.leftJustified(9, u'0');
    qint64 offsetSeconds = 0;
    const QString zone = m.captured(8);
    if (!zone.isEmpty() && zone.front() != u'Z' && zone.front() != u'z' && zone.front() != u'U' && zone.front() != u'u') {
        const QString digits = QString(zone).remove(u':');
        const int hours = digits.mid(1, 2).toInt(), minutes = digits.mid(3, 2).toInt();
        if (hours > 14 || minutes > 59)
            return std::nullopt;
        offsetSeconds = (hours * 3600 + minutes * 60) * (zone.front() == u'-' ? -1 : 1);
    }
    const qint64 seconds = daysSinceEpoch(date) * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    return KeyValue::timestamp(seconds, qint32(fraction.toInt()));
}

bool quoted(QStringView text, QStringView prefix)
{
    return text.size() >= prefix.size() + 2 && text.startsWith(prefix) && text.endsWith(u'"') && text.at(prefix.size()) == u'"';
}

} // namespace

std::optional<KeyValue> parseSampleValue(QStringView input, const ColumnType &type, QString *error)
{
    const QStringView text = input.trimmed();
    auto fail = [&](const QString &message) -> std::optional<KeyValue> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (text.isEmpty() || text.compare(u"NULL", Qt::CaseInsensitive) == 0)
        return KeyValue::null();
    bool ok = false;
    switch (type.kind) {
    case TypeKind::Bool:
        if (text.compare(u"true", Qt::CaseInsensitive) == 0)
            return KeyValue::boolean(true);
        if (text.compare(u"false", Qt::CaseInsensitive) == 0)
            return KeyValue::boolean(false);
        return fail(SampleRowsText::tr("expected true or false"));
    case TypeKind::Int64:
    case TypeKind::Enum: {
        const qint64 v = text.toLongLong(&ok);
        if (!ok)
            return fail(SampleRowsText::tr("expected a whole number between -9223372036854775808 and 9223372036854775807"));
        return KeyValue::int64(v);
    }
    case TypeKind::Float64: {
        if (text.compare(u"nan", Qt::CaseInsensitive) == 0)
            return KeyValue::float64(std::nan(""));
        if (text.compare(u"inf", Qt::CaseInsensitive) == 0 || text.compare(u"+inf", Qt::CaseInsensitive) == 0
            || text.compare(u"infinity", Qt::CaseInsensitive) == 0)
            return KeyValue::float64(INFINITY);
        if (text.compare(u"-inf", Qt::CaseInsensitive) == 0 || text.compare(u"-infinity", Qt::CaseInsensitive) == 0)
            return KeyValue::float64(-INFINITY);
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(SampleRowsText::tr("expected a number (or NaN, inf, -inf)"));
        return KeyValue::float64(v);
    }
    case TypeKind::Numeric: {
        KeyValue v = KeyValue::numeric(text.toString(), &ok);
        if (!ok)
            return fail(SampleRowsText::tr("expected a decimal number with at most 29 digits before and 9 after the point"));
        return v;
    }
    case TypeKind::String: {
        QString value = text.toString();
        if (quoted(text, {})) {
            const std::optional<QByteArray> raw = unquote(text.mid(1, text.size() - 2), false);
            if (!raw)
                return fail(SampleRowsText::tr("a quoted string may contain \\\" and \\\\ escapes only"));
            value = QString::fromUtf8(*raw);
        }
        if (type.length && value.toUcs4().size() > *type.length)
            return fail(SampleRowsText::tr("longer than the column's %1 characters").arg(*type.length));
        return KeyValue::string(value);
    }
    case TypeKind::Bytes: {
        QByteArray value = text.toString().toUtf8();
        if (quoted(text, u"b")) {
            const std::optional<QByteArray> raw = unquote(text.mid(2, text.size() - 3), true);
            if (!raw)
                return fail(SampleRowsText::tr("write bytes as b\"...\" with \\xHH, \\\" and \\\\ escapes, or as plain text"));
            value = *raw;
        }
        if (type.length && value.size() > *type.length)
            return fail(SampleRowsText::tr("longer than the column's %1 bytes").arg(*type.length));
        return KeyValue::byteString(value);
    }
    case TypeKind::Date: {
        const QDate date = QDate::fromString(text.toString(), Qt::ISODate);
        if (!dateInRange(date) || text.size() != 10)
            return fail(SampleRowsText::tr("expected a date YYYY-MM-DD between 0001-01-01 and 9999-12-31"));
        return KeyValue::date(daysSinceEpoch(date));
    }
    case TypeKind::Timestamp:
        if (std::optional<KeyValue> v = parseTimestamp(text))
            return v;
        return fail(SampleRowsText::tr("expected a timestamp like 2025-01-31T12:00:00Z (fraction and offset optional)"));
    case TypeKind::Uuid: {
        KeyValue v = KeyValue::uuid(text.toString(), &ok);
        if (!ok)
            return fail(SampleRowsText::tr("expected a UUID like 123e4567-e89b-42d3-a456-426614174000"));
        return v;
    }
    default:
        return fail(SampleRowsText::tr("values of this type cannot be part of a key"));
    }
}

QString sampleValueText(const KeyValue &value)
{
    if (value.kind != KeyValue::Kind::String)
        return value.toLabel();
    // Plain text unless it would read back as something else (NULL, empty, quoted).
    const QString &t = value.text;
    const bool ambiguous = t.trimmed().isEmpty() || t.trimmed() != t || t.compare(u"NULL", Qt::CaseInsensitive) == 0
                           || t.startsWith(u'"');
    return ambiguous ? value.toLabel() : t;
}

std::vector<int> sampleRowColumns(const Schema &schema, const Table &table)
{
    std::vector<int> columns;
    auto add = [&](int column) {
        if (column >= 0 && std::find(columns.begin(), columns.end(), column) == columns.end())
            columns.push_back(column);
    };
    for (const KeyPart &part : table.primaryKey)
        for (size_t c = 0; c < table.columns.size(); ++c)
            if (table.columns[c].name == part.column)
                add(int(c));
    const KeySpace space = KeySpace::build(schema);
    for (int i : space.indexesOf(table.name)) {
        for (const KeyColumnSpec &spec : space.objects()[size_t(i)].keyColumns)
            add(spec.tableColumn);
        for (int column : space.objects()[size_t(i)].filterColumns)
            add(column);
    }
    return columns;
}

namespace {

// The key of a row as order-preserving bytes (all ASC: only equality matters here).
QByteArray keyBytes(const std::vector<KeyValue> &values, size_t count)
{
    QByteArray out;
    for (size_t i = 0; i < count && i < values.size(); ++i)
        appendKeyValue(out, values[i], SortOrder::Asc);
    return out;
}

bool isDescendant(const Schema &schema, const Table *table, QStringView ancestor)
{
    int guard = 0;
    while (table && table->interleave && ++guard < 64) {
        if (table->interleave->parent.compare(ancestor, Qt::CaseInsensitive) == 0)
            return true;
        table = schema.findTable(table->interleave->parent);
    }
    return false;
}

struct RowKey
{
    const KeyObject *object = nullptr;
    std::vector<KeyValue> key;
};

RowKey rowKey(const KeySpace &space, const SampleRow &row)
{
    RowKey k;
    k.object = space.object(row.table);
    if (k.object && !k.object->isIndex)
        k.key = space.tableKeyFromRow(*k.object, row.values);
    return k;
}

// Rows below `index` in its row tree: interleaved descendants whose key starts with its key.
std::vector<int> descendantRows(const Schema &schema, const KeySpace &space, const SampleData &data, int index)
{
    std::vector<int> result;
    const RowKey parent = rowKey(space, data.rows[size_t(index)]);
    if (!parent.object)
        return result;
    const QByteArray prefix = keyBytes(parent.key, parent.key.size());
    for (int r = 0; r < int(data.rows.size()); ++r) {
        const SampleRow &row = data.rows[size_t(r)];
        if (r == index || !isDescendant(schema, schema.findTable(row.table), parent.object->name))
            continue;
        const RowKey child = rowKey(space, row);
        if (child.object && keyBytes(child.key, parent.key.size()) == prefix)
            result.push_back(r);
    }
    return result;
}

} // namespace

QString checkSampleRow(const Schema &schema, const SampleData &data, const SampleRow &row, int replacing)
{
    const Table *table = schema.findTable(row.table);
    if (!table)
        return SampleRowsText::tr("there is no table %1").arg(row.table);
    const KeySpace space = KeySpace::build(schema);
    const KeyObject *object = space.object(table->name);
    if (!object || object->isIndex || object->keyColumns.empty())
        return SampleRowsText::tr("table %1 has no primary key that rows can be laid out by").arg(table->name);
    if (row.values.size() != table->columns.size())
        return SampleRowsText::tr("the row has %1 values; table %2 has %3 columns").arg(row.values.size()).arg(table->name).arg(table->columns.size());
    for (size_t c = 0; c < table->columns.size(); ++c) {
        const Column &column = table->columns[c];
        const KeyValue &value = row.values[c];
        if (!value.isNull() && value.kind != keyValueKindFor(column.type.kind))
            return SampleRowsText::tr("%1 is %2, the value %3 is not").arg(column.name, typeName(column.type, schema.dialect), value.toLabel());
        const bool keyNotNull = table->isKeyColumn(column.name) && (column.notNull || schema.dialect == Dialect::PostgreSql);
        if (value.isNull() && keyNotNull)
            return SampleRowsText::tr("key column %1 is NOT NULL: it needs a value").arg(column.name);
    }
    const std::vector<KeyValue> key = space.tableKeyFromRow(*object, row.values);
    const QByteArray bytes = keyBytes(key, key.size());
    for (int r = 0; r < int(data.rows.size()); ++r) {
        if (r == replacing || data.rows[size_t(r)].table.compare(table->name, Qt::CaseInsensitive) != 0)
            continue;
        const RowKey other = rowKey(space, data.rows[size_t(r)]);
        if (other.object && keyBytes(other.key, other.key.size()) == bytes)
            return SampleRowsText::tr("a row with the key %1 already exists").arg(rowLabel(table->name, key));
    }
    if (table->interleave && table->interleave->kind == Interleave::Kind::InParent) {
        const KeyObject *parent = space.object(table->interleave->parent);
        if (parent) {
            const size_t n = parent->keyColumns.size();
            const QByteArray prefix = keyBytes(key, n);
            bool found = false;
            for (int r = 0; r < int(data.rows.size()) && !found; ++r) {
                if (r == replacing || data.rows[size_t(r)].table.compare(parent->name, Qt::CaseInsensitive) != 0)
                    continue;
                const RowKey p = rowKey(space, data.rows[size_t(r)]);
                found = p.object && keyBytes(p.key, n) == prefix;
            }
            if (!found)
                return SampleRowsText::tr("%1 is interleaved IN PARENT %2: add the parent row %3 first")
                    .arg(table->name, parent->name, rowLabel(parent->name, std::vector<KeyValue>(key.begin(), key.begin() + qsizetype(std::min(n, key.size())))));
        }
    }
    return {};
}

SampleEditResult addSampleRow(const Schema &schema, const SampleData &data, const SampleRow &row)
{
    SampleEditResult result;
    result.error = checkSampleRow(schema, data, row);
    if (!result.ok())
        return result;
    result.after = data;
    result.after.rows.push_back(row);
    return result;
}

SampleEditResult replaceSampleRow(const Schema &schema, const SampleData &data, int index, const SampleRow &row)
{
    SampleEditResult result;
    if (index < 0 || index >= int(data.rows.size())) {
        result.error = SampleRowsText::tr("there is no row %1").arg(index + 1);
        return result;
    }
    result.error = checkSampleRow(schema, data, row, index);
    if (!result.ok())
        return result;
    const KeySpace space = KeySpace::build(schema);
    const RowKey before = rowKey(space, data.rows[size_t(index)]);
    const RowKey after = rowKey(space, row);
    result.after = data;
    result.after.rows[size_t(index)] = row;
    if (before.object && after.object && before.object == after.object && keyBytes(before.key, before.key.size()) != keyBytes(after.key, after.key.size())) {
        // The row tree moves with its root: children take the new key as their prefix.
        for (int r : descendantRows(schema, space, data, index)) {
            SampleRow &child = result.after.rows[size_t(r)];
            const KeyObject *object = space.object(child.table);
            for (size_t c = 0; c < after.key.size() && c < object->keyColumns.size(); ++c)
                if (const int column = object->keyColumns[c].tableColumn; column >= 0 && size_t(column) < child.values.size())
                    child.values[size_t(column)] = after.key[c];
            ++result.affectedChildren;
        }
    }
    return result;
}

SampleEditResult removeSampleRow(const Schema &schema, const SampleData &data, int index)
{
    SampleEditResult result;
    if (index < 0 || index >= int(data.rows.size())) {
        result.error = SampleRowsText::tr("there is no row %1").arg(index + 1);
        return result;
    }
    const KeySpace space = KeySpace::build(schema);
    std::vector<int> gone = descendantRows(schema, space, data, index);
    result.affectedChildren = int(gone.size());
    gone.push_back(index);
    std::sort(gone.begin(), gone.end());
    for (int r = 0; r < int(data.rows.size()); ++r)
        if (!std::binary_search(gone.begin(), gone.end(), r))
            result.after.rows.push_back(data.rows[size_t(r)]);
    return result;
}

namespace {

// The value `value` of a column of type `from` as a value of type `to`, NULL when it does not fit.
KeyValue convertSampleValue(const KeyValue &value, const ColumnType &from, const ColumnType &to)
{
    if (value.isNull() || from == to)
        return value;
    return parseSampleValue(sampleValueText(value), to).value_or(KeyValue::null());
}

} // namespace

SampleData remapSampleRows(const Schema &before, const Schema &after, const SampleData &data)
{
    SampleData remapped;
    remapped.rows.reserve(data.rows.size());
    for (const SampleRow &row : data.rows) {
        const Table *oldTable = before.findTable(row.table);
        const Table *newTable = oldTable ? tableById(after, oldTable->id) : nullptr;
        if (!newTable)
            continue;
        SampleRow moved;
        moved.table = newTable->name;
        moved.values.resize(newTable->columns.size());
        for (size_t i = 0; i < newTable->columns.size(); ++i) {
            const Column &column = newTable->columns[i];
            for (size_t j = 0; j < oldTable->columns.size() && j < row.values.size(); ++j) {
                if (oldTable->columns[j].id == column.id) {
                    moved.values[i] = convertSampleValue(row.values[j], oldTable->columns[j].type, column.type);
                    break;
                }
            }
        }
        remapped.rows.push_back(std::move(moved));
    }
    return remapped;
}

} // namespace ssd
