#include "samplerows.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ssd {

namespace {

// User-visible texts of the physical layout and the split simulator are translated in the
// context "ssd::Physical"; table names, keys and labels are arguments.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

} // namespace

// ---------------------------------------------------------------------------------------------
// PRNG

quint64 Prng::splitmix64(quint64 &state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

quint64 Prng::mix(quint64 value)
{
    quint64 state = value;
    return splitmix64(state);
}

Prng::Prng(quint64 seed)
{
    quint64 state = seed;
    for (quint64 &s : m_s)
        s = splitmix64(state);
}

quint64 Prng::next()
{
    auto rotl = [](quint64 x, int k) { return (x << k) | (x >> (64 - k)); };
    const quint64 result = rotl(m_s[1] * 5, 7) * 9;
    const quint64 t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

quint64 Prng::below(quint64 bound)
{
    if (bound <= 1)
        return 0;
    // Rejection sampling keeps the result exactly uniform (no modulo bias).
    const quint64 limit = ~quint64(0) - (~quint64(0) % bound);
    quint64 r = next();
    while (r >= limit)
        r = next();
    return r % bound;
}

qint64 reverse63(quint64 counter)
{
    quint64 out = 0;
    for (int i = 0; i < 63; ++i)
        if (counter & (quint64(1) << i))
            out |= quint64(1) << (62 - i);
    return qint64(out);
}

// ---------------------------------------------------------------------------------------------
// Strategies

std::optional<KeyStrategy> KeyStrategy::parse(QStringView text, QString *error)
{
    KeyStrategy s;
    const QString t = text.trimmed().toString().toLower();
    const QStringList parts = t.split(u':');
    const QString head = parts.value(0).replace(u'_', u'-');
    auto fail = [&](const QString &message) -> std::optional<KeyStrategy> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    auto number = [&](int i, int fallback, bool *ok) {
        if (parts.size() <= i) {
            *ok = true;
            return fallback;
        }
        return parts.at(i).toInt(ok);
    };
    if (head == u"sequential" || head == u"auto") {
        s.kind = head == u"auto" ? Kind::Auto : Kind::Sequential;
    } else if (head == u"timestamp") {
        s.kind = Kind::Timestamp;
    } else if (head == u"commit-timestamp" || head == u"commit-ts") {
        s.kind = Kind::CommitTimestamp;
    } else if (head == u"uuid4" || head == u"uuid") {
        s.kind = Kind::Uuid4;
    } else if (head == u"bit-reversed") {
        s.kind = Kind::BitReversed;
    } else if (head == u"hash") {
        s.kind = Kind::HashPrefix;
        bool ok = false;
        s.shards = number(1, -1, &ok);
        if (!ok || parts.size() != 2 || s.shards < 1 || s.shards > 4096)
            return fail(Tr::tr("hash needs a shard count between 1 and 4096, e.g. hash:8"));
        return s;
    } else if (head == u"swapped") {
        s.kind = Kind::Swapped;
        bool ok = false;
        s.entities = number(1, s.entities, &ok);
        if (!ok || s.entities < 1 || s.entities > 1000000)
            return fail(Tr::tr("swapped:E needs an entity count between 1 and 1000000"));
        if (parts.size() > 2) {
            s.skew = parts.at(2).toDouble(&ok);
            if (!ok || s.skew < 0 || s.skew > 5)
                return fail(Tr::tr("swapped:E:s needs a skew between 0 and 5"));
        }
        if (parts.size() > 3)
            return fail(Tr::tr("swapped takes at most two arguments: swapped:E:s"));
        return s;
    } else {
        return fail(Tr::tr("unknown strategy '%1' (use sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped)")
                        .arg(text.toString()));
    }
    if (parts.size() > 1)
        return fail(Tr::tr("strategy '%1' takes no argument").arg(head));
    return s;
}

QString KeyStrategy::name() const
{
    switch (kind) {
    case Kind::Auto: return QStringLiteral("auto");
    case Kind::Sequential: return QStringLiteral("sequential");
    case Kind::Timestamp: return QStringLiteral("timestamp");
    case Kind::CommitTimestamp: return QStringLiteral("commit-timestamp");
    case Kind::Uuid4: return QStringLiteral("uuid4");
    case Kind::BitReversed: return QStringLiteral("bit-reversed");
    case Kind::HashPrefix: return QStringLiteral("hash:%1").arg(shards);
    case Kind::Swapped: return QStringLiteral("swapped:%1:%2").arg(entities).arg(skew);
    }
    return {};
}

KeyStrategy::Kind autoStrategyFor(const Schema &schema, const Column &column)
{
    if (column.identity && column.identity->bitReversedPositive)
        return KeyStrategy::Kind::BitReversed;
    if (column.defaultExpr) {
        const QString expr = column.defaultExpr->toLower();
        if (expr.contains(u"generate_uuid") || expr.contains(u"gen_random_uuid") || expr.contains(u"new_uuid"))
            return KeyStrategy::Kind::Uuid4;
        if (expr.contains(u"get_next_sequence_value") || expr.contains(u"nextval")) {
            for (const Sequence &sequence : schema.sequences) {
                if (expr.contains(sequence.name.toLower())) {
                    const Option *kind = findOption(sequence.options, u"sequence_kind");
                    if (sequence.clauses.bitReversedPositive || (kind && kind->value.contains(u"bit_reversed")))
                        return KeyStrategy::Kind::BitReversed;
                }
            }
        }
    }
    if (column.autoIncrement) {
        const Option *kind = findOption(schema.databaseOptions, u"default_sequence_kind");
        if (!kind || kind->value.contains(u"bit_reversed"))
            return KeyStrategy::Kind::BitReversed;
    }
    if (column.type.kind == TypeKind::Uuid)
        return KeyStrategy::Kind::Uuid4;
    if (column.type.kind == TypeKind::Timestamp)
        return column.allowsCommitTimestamp() ? KeyStrategy::Kind::CommitTimestamp : KeyStrategy::Kind::Timestamp;
    return KeyStrategy::Kind::Sequential;
}

KeyStrategy inferKeyStrategy(const Schema &schema, const Table &table)
{
    // The table's own key columns: a child's key starts with its parent's.
    size_t own = 0;
    if (table.interleave)
        if (const Table *parent = schema.findTable(table.interleave->parent))
            own = std::min(parent->primaryKey.size(), table.primaryKey.size());
    return inferKeyStrategy(schema, table, own);
}

KeyStrategy inferKeyStrategy(const Schema &schema, const Table &table, size_t own)
{
    KeyStrategy strategy;
    strategy.kind = KeyStrategy::Kind::Sequential;
    if (own >= table.primaryKey.size())
        return strategy;
    const Column *first = table.findColumn(table.primaryKey[own].column);
    const Column *second = own + 1 < table.primaryKey.size() ? table.findColumn(table.primaryKey[own + 1].column) : nullptr;
    if (!first)
        return strategy;
    if (first->generatedExpr && second) {
        static const QRegularExpression mod(QStringLiteral("\\bmod\\s*\\(.*,\\s*(\\d+)\\s*\\)\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = mod.match(*first->generatedExpr);
        const int n = m.hasMatch() ? m.captured(1).toInt() : 0;
        if (n >= 1 && n <= 2048) {
            strategy.kind = KeyStrategy::Kind::HashPrefix;
            strategy.shards = first->generatedExpr->contains(u"abs(", Qt::CaseInsensitive) ? n : 2 * n - 1;
            return strategy;
        }
    }
    strategy.kind = autoStrategyFor(schema, *first);
    if (strategy.kind == KeyStrategy::Kind::Sequential && !first->generatedExpr && second) {
        const KeyStrategy::Kind next = autoStrategyFor(schema, *second);
        if (next == KeyStrategy::Kind::Timestamp || next == KeyStrategy::Kind::CommitTimestamp)
            strategy.kind = KeyStrategy::Kind::Swapped;
    }
    return strategy;
}

KeyValue valueForOrdinal(TypeKind type, quint64 ordinal, quint64 low)
{
    switch (type) {
    case TypeKind::Bool: return KeyValue::boolean(ordinal & 1);
    case TypeKind::Int64: case TypeKind::Enum: return KeyValue::int64(qint64(ordinal & 0x7FFFFFFFFFFFFFFFULL));
    case TypeKind::Float64: return KeyValue::float64(double(ordinal));
    case TypeKind::Numeric: return KeyValue::numeric(QString::number(ordinal));
    case TypeKind::String: return KeyValue::string(QStringLiteral("%1").arg(ordinal, 10, 10, QLatin1Char('0')));
    case TypeKind::Bytes: {
        QByteArray raw;
        for (int i = 7; i >= 0; --i)
            raw.append(char((ordinal >> (8 * i)) & 0xFF));
        return KeyValue::byteString(raw);
    }
    case TypeKind::Date: return KeyValue::date(qint64(ordinal % 2900000)); // stays inside year 9999
    case TypeKind::Timestamp: return KeyValue::timestampMicros(qint64(ordinal & 0x7FFFFFFFFFFFFFFFULL));
    case TypeKind::Uuid: return KeyValue::uuid(ordinal, low);
    default: return KeyValue::null();
    }
}

namespace {

KeyValue timeValue(TypeKind type, qint64 micros)
{
    if (type == TypeKind::String) // ISO text sorts chronologically
        return KeyValue::string(KeyValue::timestampMicros(micros).toLabel());
    if (type == TypeKind::Date)
        return KeyValue::date(micros / 86400000000LL);
    return valueForOrdinal(type, quint64(micros));
}

KeyValue uuidValue(TypeKind type, quint64 high, quint64 low)
{
    // Version 4, variant 10 (RFC 4122): 122 random bits.
    high = (high & ~0xF000ULL) | 0x4000ULL;
    low = (low & 0x3FFFFFFFFFFFFFFFULL) | 0x8000000000000000ULL;
    if (type == TypeKind::String)
        return KeyValue::string(KeyValue::uuid(high, low).toLabel());
    if (type == TypeKind::Uuid || type == TypeKind::Bytes) {
        KeyValue v = KeyValue::uuid(high, low);
        if (type == TypeKind::Bytes)
            return KeyValue::byteString(v.bytes);
        return v;
    }
    return valueForOrdinal(type, high >> 1, low);
}

} // namespace

KeyGenerator::KeyGenerator(const Settings &settings)
    : m_settings(settings), m_rng(settings.seed)
{
    if (settings.strategy.kind == KeyStrategy::Kind::Swapped) {
        // Integer cumulative Zipf weights: floor(2^32 / k^s). pow() is only used to build the
        // table; sampling is integer arithmetic on the seeded generator.
        quint64 total = 0;
        const int entities = std::max(1, settings.strategy.entities);
        m_zipfCumulative.reserve(size_t(entities));
        for (int k = 1; k <= entities; ++k) {
            total += std::max<quint64>(1, quint64(4294967296.0 / std::pow(double(k), settings.strategy.skew)));
            m_zipfCumulative.push_back(total);
        }
    }
}

quint64 KeyGenerator::zipf()
{
    const quint64 r = m_rng.below(m_zipfCumulative.back());
    const auto it = std::upper_bound(m_zipfCumulative.begin(), m_zipfCumulative.end(), r);
    const quint64 rank = quint64(it - m_zipfCumulative.begin()) + 1;
    // Scatter the ranks over the key space so that heavy entities are not all at its start.
    return (Prng::mix(rank ^ (m_settings.seed * 0x2545F4914F6CDD1DULL)) >> 34) + 1;
}

std::vector<KeyValue> KeyGenerator::generate(const std::vector<KeyColumnSpec> &columns, quint64 insert, qint64 timeMicros)
{
    std::vector<KeyValue> out;
    out.reserve(columns.size());
    const KeyStrategy &s = m_settings.strategy;
    for (size_t c = 0; c < columns.size(); ++c) {
        const TypeKind type = columns[c].type;
        if (c == 0) {
            switch (s.kind) {
            case KeyStrategy::Kind::Auto:
            case KeyStrategy::Kind::Sequential:
                out.push_back(valueForOrdinal(type, quint64(m_settings.startCounter) + insert));
                continue;
            case KeyStrategy::Kind::Timestamp:
            case KeyStrategy::Kind::CommitTimestamp:
                out.push_back(timeValue(type, timeMicros));
                continue;
            case KeyStrategy::Kind::Uuid4: {
                const quint64 high = m_rng.next();
                out.push_back(uuidValue(type, high, m_rng.next()));
                continue;
            }
            case KeyStrategy::Kind::BitReversed:
                out.push_back(valueForOrdinal(type, quint64(reverse63(quint64(m_settings.startCounter) + insert))));
                continue;
            case KeyStrategy::Kind::HashPrefix:
                out.push_back(valueForOrdinal(type, Prng::mix(insert ^ m_settings.seed) % quint64(std::max(1, s.shards))));
                continue;
            case KeyStrategy::Kind::Swapped:
                out.push_back(valueForOrdinal(type, zipf()));
                continue;
            }
        }
        if (c == 1 && (s.kind == KeyStrategy::Kind::HashPrefix || s.kind == KeyStrategy::Kind::Swapped)) {
            out.push_back(timeValue(type, timeMicros));
            continue;
        }
        // Further columns break ties (2.5 step 1 "ties broken by a second key").
        out.push_back(valueForOrdinal(type, insert + 1));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Row sets

KeyValue sampleColumnValue(const Column &column, quint64 rowNumber, Prng &rng, qint64 startMicros)
{
    static const char16_t *const names[] = {u"Marc", u"Catalina", u"Alice", u"Lea", u"David",
                                            u"Gabriel", u"Ana", u"Yuki", u"Chen", u"Olu"};
    switch (column.type.kind) {
    case TypeKind::Timestamp: return KeyValue::timestampMicros(startMicros + qint64(rowNumber) * 60000000LL);
    case TypeKind::Int64: return KeyValue::int64(qint64(rng.below(100)));
    case TypeKind::String: return KeyValue::string(QString::fromUtf16(names[rng.below(10)]));
    case TypeKind::Bool: return KeyValue::boolean(rng.below(2) == 1);
    case TypeKind::Float64: return KeyValue::float64(double(rng.below(10000)) / 100.0);
    case TypeKind::Date: return KeyValue::date(20089 + qint64(rng.below(365)));
    case TypeKind::Numeric: return KeyValue::numeric(QStringLiteral("%1.%2").arg(rng.below(1000)).arg(rng.below(100)));
    case TypeKind::Uuid: {
        const quint64 high = rng.next();
        return uuidValue(TypeKind::Uuid, high, rng.next());
    }
    case TypeKind::Bytes: return valueForOrdinal(TypeKind::Bytes, rng.next());
    case TypeKind::Enum: return KeyValue::int64(qint64(rng.below(4)));
    default: return KeyValue::null();
    }
}

SampleData generateSampleRows(const Schema &schema, const SampleOptions &options, Diagnostics *diagnostics)
{
    SampleData data;
    const KeySpace space = KeySpace::build(schema, diagnostics);
    const int perTable = std::max(0, options.rowsPerTable);
    const int fanout = std::max(1, options.childrenPerParent);
    Prng valueRng(options.seed ^ 0x5EEDULL);
    QHash<QString, std::vector<size_t>> rowsOf; // table -> positions in data.rows

    for (const KeyObject &object : space.objects()) {
        if (object.isIndex)
            continue;
        const Table *table = KeySpace::tableOf(schema, object);
        if (!table)
            continue;
        // Which table columns need a value: the key, and every column an index keys on.
        std::vector<bool> needed(table->columns.size(), false);
        for (int i : space.indexesOf(table->name))
            for (const KeyColumnSpec &spec : space.objects()[size_t(i)].keyColumns)
                if (spec.tableColumn >= 0)
                    needed[size_t(spec.tableColumn)] = true;

        const int ownBegin = object.segmentStart.back();
        const std::vector<KeyColumnSpec> own(object.keyColumns.begin() + ownBegin, object.keyColumns.end());
        KeyGenerator::Settings settings;
        settings.seed = Prng::mix(options.seed ^ qHash(table->name));
        settings.strategy = options.strategies.value(table->name);
        // The strategy the key suggests (a hash shard column gets shard numbers, an entity
        // followed by a time gets entities and times), as the simulator's "auto" does.
        if (settings.strategy.kind == KeyStrategy::Kind::Auto && !own.empty() && own.front().tableColumn >= 0)
            settings.strategy = inferKeyStrategy(schema, *table, size_t(ownBegin));
        KeyGenerator generator(settings);

        const std::vector<size_t> parents = object.parent.isEmpty() ? std::vector<size_t>() : rowsOf.value(object.parent);
        if (!object.parent.isEmpty() && parents.empty())
            continue; // no parent rows, so no child rows can exist
        const size_t parentCount = parents.size();
        for (int j = 0; j < perTable; ++j) {
            SampleRow row;
            row.table = table->name;
            row.values.resize(table->columns.size());
            quint64 ordinalWithinParent = quint64(j);
            if (parentCount) {
                // Children fill the first parents `fanout` at a time, then wrap around: the
                // seed's picture Singers(1), Albums(1, 1), Albums(1, 2), Singers(2), ...
                const size_t parentIndex = (size_t(j) / size_t(fanout)) % parentCount;
                ordinalWithinParent = quint64(j / (fanout * int(parentCount)) * fanout + j % fanout);
                const SampleRow &parentRow = data.rows[parents[parentIndex]];
                const KeyObject *parentObject = space.object(object.parent);
                for (size_t c = 0; c < parentObject->keyColumns.size() && c < object.keyColumns.size(); ++c) {
                    const int from = parentObject->keyColumns[c].tableColumn;
                    const int to = object.keyColumns[c].tableColumn;
                    if (from >= 0 && to >= 0 && size_t(from) < parentRow.values.size())
                        row.values[size_t(to)] = parentRow.values[size_t(from)];
                }
            }
            const qint64 time = settings.startMicros + qint64(j) * 60000000LL;
            const std::vector<KeyValue> ownValues = generator.generate(own, ordinalWithinParent, time);
            for (size_t c = 0; c < own.size(); ++c)
                if (own[c].tableColumn >= 0)
                    row.values[size_t(own[c].tableColumn)] = ownValues[c];
            for (size_t c = 0; c < table->columns.size(); ++c)
                if (needed[c] && !table->isKeyColumn(table->columns[c].name))
                    row.values[c] = sampleColumnValue(table->columns[c], quint64(j), valueRng, settings.startMicros);
            rowsOf[table->name].push_back(data.rows.size());
            data.rows.push_back(std::move(row));
        }
    }
    return data;
}

} // namespace ssd
