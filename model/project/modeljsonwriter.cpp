// Schema -> project model JSON (see modeljson.h). The fields are listed in modeljsonfields.h,
// shared with the reader. Defaults are left out to keep big models small; the reader restores
// them.

#include "modeljson.h"
#include "modeljsonfields.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace ssd {

using namespace modeljson;

namespace {

// Doubles hold integers exactly up to 2^53; beyond that a JSON reader may round, so the
// value goes out as a decimal string.
QJsonValue int64Value(qint64 value)
{
    constexpr qint64 kExact = qint64(1) << 53;
    if (value > -kExact && value < kExact)
        return QJsonValue(double(value));
    return QJsonValue(QString::number(value));
}

// Writes one JSON object; leaves out what equals its default (see modeljsonfields.h).
class Writer
{
public:
    static constexpr bool kWrites = true;

    explicit Writer(QJsonObject &object) : m_object(object) {}

    void id(ObjectId value) { m_object.insert(QStringLiteral("id"), int64Value(qint64(value))); }
    void text(const char *key, const QString &value)
    {
        if (!value.isEmpty())
            m_object.insert(QLatin1StringView(key), value);
    }
    void requiredText(const char *key, const QString &value) { m_object.insert(QLatin1StringView(key), value); }
    template<typename OptionalText> // std::optional<QString> or HeapOptional<QString>
    void optionalText(const char *key, const OptionalText &value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), *value);
    }
    void flag(const char *key, bool value, bool defaultValue = false)
    {
        if (value != defaultValue)
            m_object.insert(QLatin1StringView(key), value);
    }
    void integer(const char *key, qint64 value)
    {
        if (value != 0)
            m_object.insert(QLatin1StringView(key), int64Value(value));
    }
    void optionalInteger(const char *key, const std::optional<qint64> &value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), int64Value(*value));
    }
    void list(const char *key, const QStringList &value)
    {
        if (!value.isEmpty())
            m_object.insert(QLatin1StringView(key), QJsonArray::fromStringList(value));
    }
    void optionalList(const char *key, const std::optional<QStringList> &value)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), QJsonArray::fromStringList(*value));
    }
    template<typename E, std::size_t N>
    void enumeration(const char *key, const EnumName<E> (&table)[N], E value)
    {
        if (value != table[0].value)
            requiredEnumeration(key, table, value);
    }
    template<typename E, std::size_t N>
    void requiredEnumeration(const char *key, const EnumName<E> (&table)[N], E value)
    {
        m_object.insert(QLatin1StringView(key), QString(enumName(table, value)));
    }
    void options(const char *key, const Options &options)
    {
        if (options.empty())
            return;
        QJsonArray out;
        for (const Option &option : options)
            out.append(QJsonArray{option.name, option.value});
        m_object.insert(QLatin1StringView(key), out);
    }
    template<typename T, typename F>
    void array(const char *key, const std::vector<T> &items, F fields)
    {
        if (items.empty())
            return;
        QJsonArray out;
        for (const T &item : items)
            out.append(objectOf(item, fields));
        m_object.insert(QLatin1StringView(key), out);
    }
    // `required` matters to the reader only: an object that must be there always has a field.
    template<typename T, typename F>
    void object(const char *key, const T &value, F fields, bool required = false)
    {
        Q_UNUSED(required);
        const QJsonObject o = objectOf(value, fields);
        if (!o.isEmpty())
            m_object.insert(QLatin1StringView(key), o);
    }
    template<typename OptionalT, typename F> // std::optional<T> or HeapOptional<T>
    void optionalObject(const char *key, const OptionalT &value, F fields)
    {
        if (value)
            m_object.insert(QLatin1StringView(key), objectOf(*value, fields));
    }

private:
    template<typename T, typename F>
    static QJsonObject objectOf(const T &value, F fields)
    {
        QJsonObject o;
        Writer w(o);
        fields(w, value);
        return o;
    }

    QJsonObject &m_object;
};

} // namespace

QJsonObject schemaToProjectJson(const Schema &s)
{
    QJsonObject o;
    Writer w(o);
    schemaFields(w, s);
    o.insert(QStringLiteral("lastId"), int64Value(qint64(s.lastId)));
    return o;
}

QJsonValue keyValueToProjectJson(const KeyValue &v)
{
    const auto tagged = [](const char *kind, QJsonValue a, QJsonValue b = QJsonValue::Undefined) {
        QJsonArray out{QString::fromLatin1(kind), a};
        if (!b.isUndefined())
            out.append(b);
        return QJsonValue(out);
    };
    switch (v.kind) {
    case KeyValue::Kind::Null:
        return QJsonValue::Null;
    case KeyValue::Kind::Bool:
        return tagged("bool", v.integer != 0);
    case KeyValue::Kind::Int64:
        return tagged("int64", QString::number(v.integer));
    case KeyValue::Kind::Float64:
        if (std::isnan(v.real))
            return tagged("float64", QStringLiteral("nan"));
        if (std::isinf(v.real))
            return tagged("float64", v.real > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"));
        // 'g' with QLocale::FloatingPointShortest: the shortest text that reads back exactly.
        return tagged("float64", QString::number(v.real, 'g', QLocale::FloatingPointShortest));
    case KeyValue::Kind::String:
        return tagged("string", v.text);
    case KeyValue::Kind::Bytes:
        return tagged("bytes", QString::fromLatin1(v.bytes.toHex()));
    case KeyValue::Kind::Date:
        return tagged("date", QString::number(v.integer));
    case KeyValue::Kind::Timestamp:
        return tagged("timestamp", QString::number(v.integer), double(v.nanos));
    case KeyValue::Kind::Numeric:
        return tagged("numeric", v.text);
    case KeyValue::Kind::Uuid:
        return tagged("uuid", QString::fromLatin1(v.bytes.toHex()));
    }
    return QJsonValue::Null;
}

} // namespace ssd
