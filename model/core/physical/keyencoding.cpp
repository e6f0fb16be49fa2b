#include "keyencoding.h"

#include <QDate>
#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ssd {

namespace {

// Tag bytes in front of every value: NULL sorts before any non-NULL value of the column (F3).
// Under DESC the whole column encoding is inverted, so NULL (0x00 -> 0xFF) comes last.
constexpr char kNullTag = 0x00;
constexpr char kValueTag = 0x01;

void appendBigEndian(QByteArray &out, quint64 value, int bytes)
{
    for (int i = bytes - 1; i >= 0; --i)
        out.append(char((value >> (8 * i)) & 0xFF));
}

// Signed integers: flipping the sign bit turns two's complement order into unsigned order.
void appendSigned64(QByteArray &out, qint64 value)
{
    appendBigEndian(out, quint64(value) ^ (quint64(1) << 63), 8);
}

// IEEE doubles ordered as DT says: NaN < -inf < negatives < 0 (= -0) < positives < +inf.
// Positive numbers: set the sign bit; negative numbers: invert all bits. NaN becomes 0, which
// is below the encoding of -inf (0x000FFFFFFFFFFFFF).
void appendFloat64(QByteArray &out, double value)
{
    quint64 bits = 0;
    if (std::isnan(value)) {
        appendBigEndian(out, 0, 8);
        return;
    }
    if (value == 0)
        value = 0; // -0 and +0 are equal
    std::memcpy(&bits, &value, sizeof bits);
    if (bits & (quint64(1) << 63))
        bits = ~bits;
    else
        bits |= quint64(1) << 63;
    appendBigEndian(out, bits, 8);
}

// Variable-length bytes: 0x00 is escaped as 0x00 0xFF and the value ends with 0x00 0x01, so no
// encoding is a prefix of another and a shorter value sorts before its extensions.
void appendEscaped(QByteArray &out, const QByteArray &raw)
{
    for (char c : raw) {
        out.append(c);
        if (c == 0)
            out.append(char(0xFF));
    }
    out.append(char(0x00));
    out.append(char(0x01));
}

// NUMERIC: precision 38, scale 9, so value * 10^9 fits in a signed 128-bit integer.
bool parseNumeric(const QString &text, __int128 *scaled, QString *canonical)
{
    QString t = text.trimmed();
    bool negative = false;
    if (t.startsWith(u'-') || t.startsWith(u'+')) {
        negative = t.startsWith(u'-');
        t = t.mid(1);
    }
    const qsizetype dot = t.indexOf(u'.');
    QString intPart = dot < 0 ? t : t.left(dot);
    QString fracPart = dot < 0 ? QString() : t.mid(dot + 1);
    if (intPart.isEmpty() && fracPart.isEmpty())
        return false;
    for (QChar c : intPart + fracPart)
        if (c < u'0' || c > u'9')
            return false;
    while (intPart.size() > 1 && intPart.startsWith(u'0'))
        intPart = intPart.mid(1);
    if (intPart.isEmpty())
        intPart = QStringLiteral("0");
    while (fracPart.endsWith(u'0'))
        fracPart.chop(1);
    if (intPart.size() > 29 || fracPart.size() > 9)
        return false;
    __int128 value = 0;
    for (QChar c : intPart)
        value = value * 10 + (c.unicode() - u'0');
    QString frac9 = fracPart.leftJustified(9, u'0');
    for (QChar c : frac9)
        value = value * 10 + (c.unicode() - u'0');
    if (value == 0)
        negative = false;
    if (scaled)
        *scaled = negative ? -value : value;
    if (canonical) {
        *canonical = (negative ? QStringLiteral("-") : QString()) + intPart;
        if (!fracPart.isEmpty())
            *canonical += u'.' + fracPart;
    }
    return true;
}

QString hexByte(uchar b)
{
    return QStringLiteral("%1").arg(uint(b), 2, 16, QLatin1Char('0'));
}

} // namespace

KeyValue KeyValue::boolean(bool v) { KeyValue k; k.kind = Kind::Bool; k.integer = v ? 1 : 0; return k; }
KeyValue KeyValue::int64(qint64 v) { KeyValue k; k.kind = Kind::Int64; k.integer = v; return k; }
KeyValue KeyValue::float64(double v) { KeyValue k; k.kind = Kind::Float64; k.real = v; return k; }
KeyValue KeyValue::string(const QString &v) { KeyValue k; k.kind = Kind::String; k.text = v; return k; }
KeyValue KeyValue::byteString(const QByteArray &v) { KeyValue k; k.kind = Kind::Bytes; k.bytes = v; return k; }
KeyValue KeyValue::date(qint64 days) { KeyValue k; k.kind = Kind::Date; k.integer = days; return k; }

KeyValue KeyValue::timestamp(qint64 seconds, qint32 nanoseconds)
{
    KeyValue k;
    k.kind = Kind::Timestamp;
    // Normalise so that nanos is always in [0, 1e9): the encoding relies on it.
    seconds += nanoseconds / 1000000000;
    nanoseconds %= 1000000000;
    if (nanoseconds < 0) {
        nanoseconds += 1000000000;
        --seconds;
    }
    k.integer = seconds;
    k.nanos = nanoseconds;
    return k;
}

KeyValue KeyValue::timestampMicros(qint64 micros)
{
    qint64 seconds = micros / 1000000;
    qint64 rest = micros % 1000000;
    if (rest < 0) {
        rest += 1000000;
        --seconds;
    }
    return timestamp(seconds, qint32(rest * 1000));
}

KeyValue KeyValue::numeric(const QString &decimal, bool *ok)
{
    KeyValue k;
    QString canonical;
    const bool good = parseNumeric(decimal, nullptr, &canonical);
    if (ok)
        *ok = good;
    if (!good)
        return k;
    k.kind = Kind::Numeric;
    k.text = canonical;
    return k;
}

KeyValue KeyValue::uuid(quint64 high, quint64 low)
{
    KeyValue k;
    k.kind = Kind::Uuid;
    appendBigEndian(k.bytes, high, 8);
    appendBigEndian(k.bytes, low, 8);
    return k;
}

KeyValue KeyValue::uuid(const QString &text, bool *ok)
{
    QString hex = text.trimmed().toLower();
    bool good = hex.size() == 36 && hex.at(8) == u'-' && hex.at(13) == u'-' && hex.at(18) == u'-'
                && hex.at(23) == u'-';
    hex.remove(u'-');
    good = good && hex.size() == 32;
    KeyValue k;
    if (good) {
        const QByteArray raw = QByteArray::fromHex(hex.toLatin1());
        good = raw.size() == 16 && raw.toHex() == hex.toLatin1();
        if (good) {
            k.kind = Kind::Uuid;
            k.bytes = raw;
        }
    }
    if (ok)
        *ok = good;
    return k;
}

QString KeyValue::toLabel() const
{
    switch (kind) {
    case Kind::Null: return QStringLiteral("NULL");
    case Kind::Bool: return integer ? QStringLiteral("true") : QStringLiteral("false");
    case Kind::Int64: return QString::number(integer);
    case Kind::Float64:
        if (std::isnan(real))
            return QStringLiteral("NaN");
        if (std::isinf(real))
            return real > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
        return QString::number(real, 'g', 17);
    case Kind::String: {
        QString escaped = text;
        escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
        return u'"' + escaped + u'"';
    }
    case Kind::Bytes: {
        QString out = QStringLiteral("b\"");
        for (char c : bytes) {
            const uchar u = uchar(c);
            if (u >= 0x20 && u < 0x7F && u != '"' && u != '\\')
                out += QChar(char16_t(u));
            else
                out += QStringLiteral("\\x") + hexByte(u);
        }
        return out + u'"';
    }
    case Kind::Date: return QDate::fromJulianDay(2440588 + integer).toString(Qt::ISODate);
    case Kind::Timestamp: {
        const QDateTime dt = QDateTime::fromSecsSinceEpoch(integer, Qt::UTC);
        QString out = dt.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
        if (nanos) {
            QString frac = QStringLiteral("%1").arg(nanos, 9, 10, QLatin1Char('0'));
            while (frac.endsWith(u'0'))
                frac.chop(1);
            out += u'.' + frac;
        }
        return out + u'Z';
    }
    case Kind::Numeric: return text;
    case Kind::Uuid: {
        const QString hex = QString::fromLatin1(bytes.toHex());
        return hex.mid(0, 8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' + hex.mid(16, 4) + u'-'
               + hex.mid(20);
    }
    }
    return {};
}

QString KeyValue::toText() const
{
    switch (kind) {
    case Kind::String: return text;
    case Kind::Bytes: return QString::fromLatin1(bytes.toBase64());
    default: return toLabel();
    }
}

KeyValue::Kind keyValueKindFor(TypeKind type)
{
    switch (type) {
    case TypeKind::Bool: return KeyValue::Kind::Bool;
    case TypeKind::Int64: return KeyValue::Kind::Int64;
    case TypeKind::Float64: return KeyValue::Kind::Float64;
    case TypeKind::Numeric: return KeyValue::Kind::Numeric;
    case TypeKind::String: return KeyValue::Kind::String;
    case TypeKind::Bytes: return KeyValue::Kind::Bytes;
    case TypeKind::Date: return KeyValue::Kind::Date;
    case TypeKind::Timestamp: return KeyValue::Kind::Timestamp;
    case TypeKind::Uuid: return KeyValue::Kind::Uuid;
    case TypeKind::Enum: return KeyValue::Kind::Int64; // proto enums key by their number
    default: return KeyValue::Kind::Null;
    }
}

bool isKeyableType(TypeKind type) { return keyValueKindFor(type) != KeyValue::Kind::Null; }

void appendKeyValue(QByteArray &out, const KeyValue &value, SortOrder order)
{
    const qsizetype begin = out.size();
    if (value.isNull()) {
        out.append(kNullTag);
    } else {
        out.append(kValueTag);
        // A kind byte keeps values of different kinds (only possible with hand-entered rows of
        // the wrong type) apart deterministically instead of mixing their payloads.
        out.append(char(value.kind));
        switch (value.kind) {
        case KeyValue::Kind::Null: break;
        case KeyValue::Kind::Bool: out.append(char(value.integer ? 1 : 0)); break;
        case KeyValue::Kind::Int64: appendSigned64(out, value.integer); break;
        case KeyValue::Kind::Float64: appendFloat64(out, value.real); break;
        // UTF-8 byte order equals code point order, which is how STRING compares (F4).
        case KeyValue::Kind::String: appendEscaped(out, value.text.toUtf8()); break;
        case KeyValue::Kind::Bytes: appendEscaped(out, value.bytes); break;
        case KeyValue::Kind::Date: appendSigned64(out, value.integer); break;
        case KeyValue::Kind::Timestamp:
            appendSigned64(out, value.integer);
            appendBigEndian(out, quint64(value.nanos), 4);
            break;
        case KeyValue::Kind::Numeric: {
            __int128 scaled = 0;
            parseNumeric(value.text, &scaled, nullptr);
            const unsigned __int128 u = static_cast<unsigned __int128>(scaled) ^ (static_cast<unsigned __int128>(1) << 127);
            appendBigEndian(out, quint64(u >> 64), 8);
            appendBigEndian(out, quint64(u), 8);
            break;
        }
        // Lower-case hex compares like the raw bytes, so the bytes are the order (F4).
        case KeyValue::Kind::Uuid: {
            QByteArray raw = value.bytes.left(16);
            raw.append(QByteArray(16 - raw.size(), '\0'));
            out.append(raw);
            break;
        }
        }
    }
    if (order == SortOrder::Desc) {
        for (qsizetype i = begin; i < out.size(); ++i)
            out[i] = char(~uchar(out[i]));
    }
}

QByteArray encodeKeyValues(const std::vector<KeyValue> &values, const std::vector<SortOrder> &orders)
{
    QByteArray out;
    for (size_t i = 0; i < values.size(); ++i)
        appendKeyValue(out, values[i], i < orders.size() ? orders[i] : SortOrder::Asc);
    return out;
}

int compareEncodedKeys(const QByteArray &a, const QByteArray &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    const int c = n ? std::memcmp(a.constData(), b.constData(), size_t(n)) : 0;
    if (c != 0)
        return c;
    return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

QString rowLabel(const QString &object, const std::vector<KeyValue> &key)
{
    QStringList parts;
    for (const KeyValue &v : key)
        parts << v.toLabel();
    return object + u'(' + parts.join(QStringLiteral(", ")) + u')';
}

} // namespace ssd
