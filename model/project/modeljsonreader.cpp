// Project model JSON -> Schema (see modeljson.h). The fields are listed in modeljsonfields.h,
// shared with the writer. Every value is type-checked: a project file can be damaged or
// hand-edited, and a wrong type must become a clear message, never a half-read model that
// crashes a writer later.

#include "modeljson.h"
#include "modeljsonfields.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace ssd {

using namespace modeljson;

namespace {

// Reads one JSON object; the first problem is kept with its path and later reads become no-ops.
class Reader
{
public:
    static constexpr bool kWrites = false;

    Reader(const QJsonObject &object, QString path, QString *error)
        : m_object(object), m_path(std::move(path)), m_error(error)
    {
    }

    bool failed() const { return !m_error->isEmpty(); }
    QString path() const { return m_path; }

    Reader child(const QJsonObject &object, const QString &name) const
    {
        return Reader(object, m_path.isEmpty() ? name : m_path + u'.' + name, m_error);
    }

    void fail(const char *key, const QString &what) const
    {
        if (failed())
            return;
        const QString where = m_path.isEmpty() ? QString::fromLatin1(key)
                                               : m_path + u'.' + QLatin1StringView(key);
        *m_error = QStringLiteral("%1: %2").arg(where, what);
    }

    // The value of `key`, or Undefined when absent (then the default applies).
    QJsonValue get(const char *key) const { return failed() ? QJsonValue() : m_object.value(QLatin1StringView(key)); }

    void text(const char *key, QString &out, bool required = false) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, Text::tr("missing"));
            return;
        }
        if (!v.isString())
            return fail(key, Text::tr("a string is expected"));
        out = v.toString();
    }
    void requiredText(const char *key, QString &out) const { text(key, out, true); }
    template<typename OptionalText> // std::optional<QString> or HeapOptional<QString>
    void optionalText(const char *key, OptionalText &out) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return;
        if (!v.isString())
            return fail(key, Text::tr("a string is expected"));
        out = v.toString();
    }
    // The default is the model's: what the writer left out stays as it is in `out`.
    void flag(const char *key, bool &out, bool defaultValue = false) const
    {
        Q_UNUSED(defaultValue);
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return;
        if (!v.isBool())
            return fail(key, Text::tr("true or false is expected"));
        out = v.toBool();
    }
    std::optional<qint64> int64(const char *key) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return std::nullopt;
        if (v.isString()) {
            bool ok = false;
            const qint64 value = v.toString().toLongLong(&ok);
            if (ok)
                return value;
        } else if (v.isDouble()) {
            const double d = v.toDouble();
            constexpr double kExact = 9007199254740992.0; // 2^53
            if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) <= kExact)
                return qint64(d);
        }
        fail(key, Text::tr("an integer is expected"));
        return std::nullopt;
    }
    void integer(const char *key, qint64 &out) const
    {
        if (const auto v = int64(key))
            out = *v;
    }
    void integer(const char *key, int &out) const
    {
        if (const auto v = int64(key)) {
            if (*v < INT_MIN || *v > INT_MAX)
                return fail(key, Text::tr("out of range"));
            out = int(*v);
        }
    }
    void optionalInteger(const char *key, std::optional<qint64> &out) const
    {
        if (const auto v = int64(key))
            out = *v;
    }
    void id(ObjectId &out) const
    {
        const auto v = int64("id");
        if (!v) {
            if (!failed())
                fail("id", Text::tr("missing"));
            return;
        }
        if (*v <= 0)
            return fail("id", Text::tr("must be positive"));
        out = ObjectId(*v);
    }
    void list(const char *key, QStringList &out) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return;
        if (!v.isArray())
            return fail(key, Text::tr("an array of strings is expected"));
        out.clear();
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString())
                return fail(key, Text::tr("an array of strings is expected"));
            out.append(e.toString());
        }
    }
    void optionalList(const char *key, std::optional<QStringList> &out) const
    {
        if (get(key).isUndefined())
            return;
        QStringList value;
        list(key, value);
        out = value;
    }
    template<typename E, std::size_t N>
    void requiredEnumeration(const char *key, const EnumName<E> (&table)[N], E &out) const
    {
        enumeration(key, table, out, true);
    }
    template<typename E, std::size_t N>
    void enumeration(const char *key, const EnumName<E> (&table)[N], E &out, bool required = false) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, Text::tr("missing"));
            return;
        }
        const std::optional<E> value = v.isString() ? enumValue(table, v.toString()) : std::nullopt;
        if (!value)
            return fail(key, Text::tr("unknown value %1").arg(v.isString() ? v.toString() : Text::tr("(not a string)")));
        out = *value;
    }
    // Arrays of objects: `read(Reader &, T &)` fills each element.
    template<typename T, typename F>
    void array(const char *key, std::vector<T> &out, F read) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return;
        if (!v.isArray())
            return fail(key, Text::tr("an array is expected"));
        const QJsonArray items = v.toArray();
        out.clear();
        out.reserve(size_t(items.size()));
        for (qsizetype i = 0; i < items.size() && !failed(); ++i) {
            const QString name = QStringLiteral("%1[%2]").arg(QLatin1StringView(key)).arg(i);
            if (!items.at(i).isObject())
                return fail(key, Text::tr("element %1 is not an object").arg(i));
            T item;
            Reader r = child(items.at(i).toObject(), name);
            read(r, item);
            out.push_back(std::move(item));
        }
    }
    void options(const char *key, Options &out) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return;
        const auto bad = [&] { fail(key, Text::tr("an array of [name, value] pairs is expected")); };
        if (!v.isArray())
            return bad();
        for (const QJsonValue &e : v.toArray()) {
            const QJsonArray pair = e.toArray();
            if (!e.isArray() || pair.size() != 2 || !pair.at(0).isString() || !pair.at(1).isString())
                return bad();
            out.push_back(Option{pair.at(0).toString(), pair.at(1).toString()});
        }
    }
    // A nested object: `fields(Reader &, T &)` fills `out` when the key is there.
    template<typename T, typename F>
    void object(const char *key, T &out, F fields, bool required = false) const
    {
        if (std::optional<Reader> r = nested(key))
            fields(*r, out);
        else if (required)
            fail(key, Text::tr("missing"));
    }
    template<typename OptionalT, typename F> // std::optional<T> or HeapOptional<T>
    void optionalObject(const char *key, OptionalT &out, F fields) const
    {
        if (std::optional<Reader> r = nested(key))
            fields(*r, out.emplace());
    }

private:
    std::optional<Reader> nested(const char *key) const
    {
        const QJsonValue v = get(key);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isObject()) {
            fail(key, Text::tr("an object is expected"));
            return std::nullopt;
        }
        return child(v.toObject(), QString::fromLatin1(key));
    }

    QJsonObject m_object;
    QString m_path;
    QString *m_error;
};

} // namespace

std::optional<Schema> schemaFromProjectJson(const QJsonObject &json, QString *error)
{
    QString problem;
    const Reader r(json, {}, &problem);
    Schema s;
    schemaFields(r, s);
    qint64 lastId = 0;
    r.integer("lastId", lastId);
    s.lastId = ObjectId(std::max<qint64>(lastId, 0));
    if (problem.isEmpty())
        problem = validateSchemaIds(s);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return s;
}

QString validateSchemaIds(const Schema &s)
{
    QSet<ObjectId> seen;
    QString problem;
    const auto check = [&](ObjectId id, const QString &what) {
        if (!problem.isEmpty())
            return;
        if (id == 0)
            problem = Text::tr("%1 has no object id").arg(what);
        else if (id > s.lastId)
            problem = Text::tr("%1 has id %2, above lastId %3").arg(what).arg(id).arg(s.lastId);
        else if (seen.contains(id))
            problem = Text::tr("%1 reuses object id %2").arg(what).arg(id);
        seen.insert(id);
    };
    const auto all = [&](const auto &items, const char *kind) {
        for (const auto &item : items)
            check(item.id, QStringLiteral("%1 %2").arg(QLatin1StringView(kind)).arg(item.id));
    };
    for (const Table &t : s.tables) {
        check(t.id, Text::tr("table %1").arg(t.name));
        for (const Column &c : t.columns)
            check(c.id, Text::tr("column %1.%2").arg(t.name, c.name));
        all(t.foreignKeys, "foreign key");
        all(t.checks, "check constraint");
    }
    all(s.schemas, "schema");
    all(s.indexes, "index");
    all(s.sequences, "sequence");
    all(s.views, "view");
    all(s.changeStreams, "change stream");
    all(s.roles, "role");
    all(s.grants, "grant");
    all(s.propertyGraphs, "property graph");
    all(s.models, "model");
    all(s.localityGroups, "locality group");
    all(s.keptStatements, "kept statement");
    all(s.freeComments, "free comment");
    return problem;
}

std::optional<KeyValue> keyValueFromProjectJson(const QJsonValue &json, QString *error)
{
    const auto bad = [&](const QString &why) -> std::optional<KeyValue> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (json.isNull())
        return KeyValue::null();
    const QJsonArray a = json.toArray();
    if (!json.isArray() || a.size() < 2 || !a.at(0).isString())
        return bad(Text::tr("a value must be null or [kind, value]"));
    const QString kind = a.at(0).toString();
    const QJsonValue v = a.at(1);
    const auto integerText = [&](qint64 &out) {
        bool ok = false;
        out = v.toString().toLongLong(&ok);
        return v.isString() && ok;
    };
    const auto hexBytes = [&](QByteArray &out) {
        if (!v.isString())
            return false;
        const QByteArray text = v.toString().toLatin1();
        for (char c : text)
            if (!std::isxdigit(static_cast<unsigned char>(c)))
                return false;
        if (text.size() % 2 != 0)
            return false;
        out = QByteArray::fromHex(text);
        return true;
    };
    KeyValue value;
    if (kind == u"bool" && v.isBool()) {
        return KeyValue::boolean(v.toBool());
    } else if (kind == u"int64" && integerText(value.integer)) {
        return KeyValue::int64(value.integer);
    } else if (kind == u"float64" && v.isString()) {
        const QString text = v.toString();
        if (text == u"nan")
            return KeyValue::float64(std::nan(""));
        if (text == u"inf" || text == u"-inf")
            return KeyValue::float64(text.startsWith(u'-') ? -HUGE_VAL : HUGE_VAL);
        bool ok = false;
        const double d = text.toDouble(&ok);
        if (ok)
            return KeyValue::float64(d);
    } else if (kind == u"string" && v.isString()) {
        return KeyValue::string(v.toString());
    } else if (kind == u"bytes" && hexBytes(value.bytes)) {
        return KeyValue::byteString(value.bytes);
    } else if (kind == u"date" && integerText(value.integer)) {
        return KeyValue::date(value.integer);
    } else if (kind == u"timestamp" && integerText(value.integer) && a.size() == 3 && a.at(2).isDouble()) {
        const double nanos = a.at(2).toDouble();
        if (nanos >= 0 && nanos <= 999999999 && std::trunc(nanos) == nanos)
            return KeyValue::timestamp(value.integer, qint32(nanos));
    } else if (kind == u"numeric" && v.isString()) {
        // Kept as written: the canonical text was produced by KeyValue::numeric when saved.
        value.kind = KeyValue::Kind::Numeric;
        value.text = v.toString();
        return value;
    } else if (kind == u"uuid" && hexBytes(value.bytes) && value.bytes.size() == 16) {
        value.kind = KeyValue::Kind::Uuid;
        return value;
    }
    return bad(Text::tr("invalid %1 value").arg(kind));
}

} // namespace ssd
