#pragma once

// Order-preserving encoding of key values (physical-layout.md 2.1, F1-F4).
//
// Every value is turned into bytes such that comparing the bytes as unsigned, lexicographically,
// gives Spanner's order: NULL smallest, then per-type value order, with DESC columns inverted.
// A whole key is the concatenation of its column encodings. Every column encoding is
// prefix-free (fixed width, or escaped and terminated), which is what makes both the
// concatenation and the DESC inversion (bitwise NOT) order-correct.

#include "schema.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace ssd {

// One key (or indexed) column value. A small tagged value rather than QVariant so that the
// order and the label format are fully under our control.
struct KeyValue
{
    enum class Kind { Null, Bool, Int64, Float64, String, Bytes, Date, Timestamp, Numeric, Uuid };

    Kind kind = Kind::Null;
    qint64 integer = 0;  // Bool (0/1), Int64, Date (days since 1970-01-01), Timestamp (seconds)
    qint32 nanos = 0;    // Timestamp: nanoseconds within the second, 0..999999999
    double real = 0;     // Float64
    QString text;        // String; Numeric in canonical decimal form
    QByteArray bytes;    // Bytes; Uuid as 16 raw bytes (big-endian, as written)

    bool isNull() const { return kind == Kind::Null; }

    static KeyValue null() { return {}; }
    static KeyValue boolean(bool v);
    static KeyValue int64(qint64 v);
    static KeyValue float64(double v);
    static KeyValue string(const QString &v);
    static KeyValue byteString(const QByteArray &v);
    static KeyValue date(qint64 daysSinceEpoch);
    static KeyValue timestamp(qint64 secondsSinceEpoch, qint32 nanos = 0);
    static KeyValue timestampMicros(qint64 microsSinceEpoch);
    // Canonical decimal text ("-12.5"); std::nullopt-like failure reported through ok.
    static KeyValue numeric(const QString &decimal, bool *ok = nullptr);
    static KeyValue uuid(quint64 high, quint64 low);
    static KeyValue uuid(const QString &text, bool *ok = nullptr); // 8-4-4-4-12 hex

    // The value as it appears inside a row label: 1, "a", b"\x01", 2024-01-02,
    // 2024-01-02T03:04:05Z, NULL, 9f1c...-..., NaN, -inf.
    QString toLabel() const;
    // For JSON output: numbers stay numbers where exact (Int64 as string when beyond 2^53).
    QString toText() const;

    friend bool operator==(const KeyValue &, const KeyValue &) = default;
};

// Which value kind stores a column of this type, or Null when the type cannot be a key
// (FLOAT32, JSON, ARRAY, STRUCT, PROTO, TOKENLIST, INTERVAL).
KeyValue::Kind keyValueKindFor(TypeKind type);
bool isKeyableType(TypeKind type);

// Appends the encoding of one value. The value's kind must be Null or match the column type
// (checked by the caller; a mismatching value is encoded by its own kind, which still gives a
// total, deterministic order).
void appendKeyValue(QByteArray &out, const KeyValue &value, SortOrder order);

QByteArray encodeKeyValues(const std::vector<KeyValue> &values, const std::vector<SortOrder> &orders);

// Unsigned lexicographic comparison of two encodings: <0, 0, >0.
int compareEncodedKeys(const QByteArray &a, const QByteArray &b);

struct EncodedKeyLess
{
    bool operator()(const QByteArray &a, const QByteArray &b) const { return compareEncodedKeys(a, b) < 0; }
};

// "Albums(1, 2)": the object name and the key values in key-column order.
QString rowLabel(const QString &object, const std::vector<KeyValue> &key);

} // namespace ssd
