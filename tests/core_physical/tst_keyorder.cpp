// Key order and storage layout against hand-computed expectations (physical-layout.md 2.1-2.2).

#include "ddl.h"
#include "physical/physicaljson.h"
#include "physical/samplerows.h"
#include "physical/storagelayout.h"
#include "testschemas.h"

#include <QJsonDocument>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace ssd;
using namespace ssdtest;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ssd::Schema)
Q_DECLARE_METATYPE(ssd::SampleData)

namespace {

using Cell = std::pair<const char16_t *, KeyValue>;

SampleRow row(const Schema &schema, const char16_t *table, std::initializer_list<Cell> cells)
{
    const Table *t = schema.findTable(QString::fromUtf16(table));
    Q_ASSERT(t);
    SampleRow r;
    r.table = t->name;
    r.values.resize(t->columns.size());
    for (const Cell &cell : cells) {
        const int i = t->columnIndex(QString::fromUtf16(cell.first));
        Q_ASSERT(i >= 0);
        r.values[size_t(i)] = cell.second;
    }
    return r;
}

QStringList labels(const StorageLayout &layout)
{
    QStringList out;
    for (const LayoutEntry &e : layout.entries)
        out << e.label;
    return out;
}

// One table T(K <type> [DESC]) with one row per value, given in a scrambled order.
void addSingleColumnCase(const char *name, TypeKind type, SortOrder order, const std::vector<KeyValue> &values,
                         const QStringList &expected)
{
    Schema schema;
    addTable(schema, u"T", {{u"K", type, false}}, {{u"K", order}});
    SampleData data;
    for (const KeyValue &v : values)
        data.rows.push_back(row(schema, u"T", {{u"K", v}}));
    QTest::newRow(name) << schema << data << expected;
}

KeyValue uuidOf(const char *text)
{
    bool ok = false;
    KeyValue v = KeyValue::uuid(QString::fromLatin1(text), &ok);
    Q_ASSERT(ok);
    return v;
}

KeyValue numericOf(const char *text)
{
    bool ok = false;
    KeyValue v = KeyValue::numeric(QString::fromLatin1(text), &ok);
    Q_ASSERT(ok);
    return v;
}

} // namespace

class TestKeyOrder : public QObject
{
    Q_OBJECT

private slots:
    void storageOrder_data();
    void storageOrder();
    void encodingEquality();
    void depthsAndRowTrees();
    void splitAssignment_data();
    void splitAssignment();
    void sampleRowsReferencePicture();
    void sampleRowsDeterministic();
    void strategiesParse_data();
    void strategiesParse();
    void layoutJson();
    void diagnostics();
    void fromDdl_data();
    void fromDdl();
};

void TestKeyOrder::storageOrder_data()
{
    QTest::addColumn<Schema>("schema");
    QTest::addColumn<SampleData>("data");
    QTest::addColumn<QStringList>("expected");

    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const qint64 minInt = std::numeric_limits<qint64>::min();
    const qint64 maxInt = std::numeric_limits<qint64>::max();

    addSingleColumnCase("int64 negative numbers", TypeKind::Int64, SortOrder::Asc,
                        {i64(5), i64(-1), i64(maxInt), i64(0), i64(minInt), i64(-100)},
                        {u"T(-9223372036854775808)"_s, u"T(-100)"_s, u"T(-1)"_s, u"T(0)"_s, u"T(5)"_s,
                         u"T(9223372036854775807)"_s});
    addSingleColumnCase("int64 DESC", TypeKind::Int64, SortOrder::Desc, {i64(5), i64(-1), i64(0)},
                        {u"T(5)"_s, u"T(0)"_s, u"T(-1)"_s});
    addSingleColumnCase("NULL first for ASC", TypeKind::Int64, SortOrder::Asc, {i64(0), KeyValue::null(), i64(-1)},
                        {u"T(NULL)"_s, u"T(-1)"_s, u"T(0)"_s});
    addSingleColumnCase("NULL last for DESC", TypeKind::Int64, SortOrder::Desc, {i64(0), KeyValue::null(), i64(-1)},
                        {u"T(0)"_s, u"T(-1)"_s, u"T(NULL)"_s});
    addSingleColumnCase("float64 NaN and infinities", TypeKind::Float64, SortOrder::Asc,
                        {KeyValue::float64(2.5), KeyValue::float64(inf), KeyValue::float64(-1.5), KeyValue::null(),
                         KeyValue::float64(nan), KeyValue::float64(-inf), KeyValue::float64(0), KeyValue::float64(1e-300),
                         KeyValue::float64(-1e308)},
                        {u"T(NULL)"_s, u"T(NaN)"_s, u"T(-inf)"_s, u"T(-1e+308)"_s, u"T(-1.5)"_s, u"T(0)"_s,
                         u"T(1e-300)"_s, u"T(2.5)"_s, u"T(inf)"_s});
    addSingleColumnCase("float64 DESC", TypeKind::Float64, SortOrder::Desc,
                        {KeyValue::float64(nan), KeyValue::float64(-inf), KeyValue::float64(3), KeyValue::null()},
                        {u"T(3)"_s, u"T(-inf)"_s, u"T(NaN)"_s, u"T(NULL)"_s});
    // UTF-16 code unit order would put U+1F600 (surrogates D83D..) before U+FB00; code point
    // order puts it last.
    addSingleColumnCase("strings by code point", TypeKind::String, SortOrder::Asc,
                        {str(u"\U0001F600"_s), str(u"\u00e9"_s), str(u"ab"_s), str(u"Z"_s), str(u"\ufb00"_s),
                         str(u"\u20ac"_s), str(u"a"_s), str(QString())},
                        {u"T(\"\")"_s, u"T(\"Z\")"_s, u"T(\"a\")"_s, u"T(\"ab\")"_s, u"T(\"\u00e9\")"_s,
                         u"T(\"\u20ac\")"_s, u"T(\"\ufb00\")"_s, u"T(\"\U0001F600\")"_s});
    addSingleColumnCase("strings DESC with a prefix", TypeKind::String, SortOrder::Desc,
                        {str(u"a"_s), str(u"ab"_s), str(u"b"_s)}, {u"T(\"b\")"_s, u"T(\"ab\")"_s, u"T(\"a\")"_s});
    addSingleColumnCase("bytes", TypeKind::Bytes, SortOrder::Asc,
                        {KeyValue::byteString(QByteArray("\x01", 1)), KeyValue::byteString(QByteArray("\x00\x00", 2)),
                         KeyValue::byteString(QByteArray()), KeyValue::byteString(QByteArray("\x00", 1)),
                         KeyValue::byteString(QByteArray("\xff", 1))},
                        {u"T(b\"\")"_s, u"T(b\"\\x00\")"_s, u"T(b\"\\x00\\x00\")"_s, u"T(b\"\\x01\")"_s,
                         u"T(b\"\\xff\")"_s});
    addSingleColumnCase("uuid as lowercase hex", TypeKind::Uuid, SortOrder::Asc,
                        {uuidOf("F0000000-0000-4000-8000-000000000000"), uuidOf("0a000000-0000-4000-8000-000000000000"),
                         uuidOf("00000000-0000-4000-8000-000000000001"), uuidOf("a0000000-0000-4000-8000-000000000000")},
                        {u"T(00000000-0000-4000-8000-000000000001)"_s, u"T(0a000000-0000-4000-8000-000000000000)"_s,
                         u"T(a0000000-0000-4000-8000-000000000000)"_s, u"T(f0000000-0000-4000-8000-000000000000)"_s});
    addSingleColumnCase("bool", TypeKind::Bool, SortOrder::Asc, {KeyValue::boolean(true), KeyValue::null(), KeyValue::boolean(false)},
                        {u"T(NULL)"_s, u"T(false)"_s, u"T(true)"_s});
    addSingleColumnCase("dates", TypeKind::Date, SortOrder::Asc, {KeyValue::date(19723), KeyValue::date(-1), KeyValue::date(10957)},
                        {u"T(1969-12-31)"_s, u"T(2000-01-01)"_s, u"T(2024-01-01)"_s});
    addSingleColumnCase("timestamps with nanoseconds and before 1970", TypeKind::Timestamp, SortOrder::Asc,
                        {KeyValue::timestamp(0, 5), KeyValue::timestamp(0, 0), KeyValue::timestamp(-1, 999999999),
                         KeyValue::timestamp(1704067200, 0)},
                        {u"T(1969-12-31T23:59:59.999999999Z)"_s, u"T(1970-01-01T00:00:00Z)"_s,
                         u"T(1970-01-01T00:00:00.000000005Z)"_s, u"T(2024-01-01T00:00:00Z)"_s});
    addSingleColumnCase("numeric", TypeKind::Numeric, SortOrder::Asc,
                        {numericOf("12.25"), numericOf("-2"), numericOf("0.000000001"), numericOf("-10.5"),
                         numericOf("99999999999999999999999999999.999999999"), numericOf("0"), numericOf("3")},
                        {u"T(-10.5)"_s, u"T(-2)"_s, u"T(0)"_s, u"T(0.000000001)"_s, u"T(3)"_s, u"T(12.25)"_s,
                         u"T(99999999999999999999999999999.999999999)"_s});

    {
        Schema schema;
        addTable(schema, u"T", {{u"A", TypeKind::Int64}, {u"B", TypeKind::String}}, {{u"A"}, {u"B"}});
        SampleData data;
        data.rows = {row(schema, u"T", {{u"A", i64(2)}, {u"B", str(u"a"_s)}}),
                     row(schema, u"T", {{u"A", i64(1)}, {u"B", str(u"b"_s)}}),
                     row(schema, u"T", {{u"A", i64(10)}, {u"B", str(QString())}}),
                     row(schema, u"T", {{u"A", i64(1)}, {u"B", str(u"a"_s)}})};
        QTest::newRow("composite key column by column") << schema << data
                                                        << QStringList{u"T(1, \"a\")"_s, u"T(1, \"b\")"_s, u"T(2, \"a\")"_s,
                                                                       u"T(10, \"\")"_s};
    }
    {
        Schema schema;
        addTable(schema, u"T", {{u"A", TypeKind::Int64}, {u"B", TypeKind::Int64}}, {{u"A", SortOrder::Desc}, {u"B"}});
        SampleData data;
        data.rows = {row(schema, u"T", {{u"A", i64(1)}, {u"B", i64(1)}}), row(schema, u"T", {{u"A", i64(2)}, {u"B", i64(1)}}),
                     row(schema, u"T", {{u"A", i64(2)}, {u"B", i64(0)}}), row(schema, u"T", {{u"A", i64(3)}, {u"B", i64(5)}})};
        QTest::newRow("DESC only on the first column")
            << schema << data << QStringList{u"T(3, 5)"_s, u"T(2, 0)"_s, u"T(2, 1)"_s, u"T(1, 1)"_s};
    }
    {
        // Rows given scrambled; the seed's order Singers(1), Albums(1, 1), Songs(1, 1, 1) ...
        Schema schema = musicSchema();
        SampleData data;
        data.rows = {row(schema, u"Songs", {{u"SingerId", i64(1)}, {u"AlbumId", i64(2)}, {u"TrackId", i64(1)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(2)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(2)}, {u"AlbumId", i64(1)}}),
                     row(schema, u"Songs", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}, {u"TrackId", i64(2)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(2)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(1)}}),
                     row(schema, u"Songs", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}, {u"TrackId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(10)}})};
        QTest::newRow("three-level interleaving")
            << schema << data
            << QStringList{u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Songs(1, 1, 1)"_s, u"Songs(1, 1, 2)"_s, u"Albums(1, 2)"_s,
                           u"Songs(1, 2, 1)"_s, u"Singers(2)"_s, u"Albums(2, 1)"_s, u"Singers(10)"_s};
    }
    {
        Schema schema = musicSchema();
        schema.findTable(u"Albums")->primaryKey[1].order = SortOrder::Desc;
        SampleData data;
        data.rows = {row(schema, u"Singers", {{u"SingerId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(2)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(2)}})};
        QTest::newRow("DESC child key stays inside the row tree")
            << schema << data << QStringList{u"Singers(1)"_s, u"Albums(1, 2)"_s, u"Albums(1, 1)"_s, u"Singers(2)"_s};
    }
    {
        // Interleaved index: entries (parent key, SongName, TrackId) inside the Albums row tree,
        // after the Songs rows (sibling order: tables, then indexes - an assumption, F8).
        Schema schema = musicSchema();
        addIndex(schema, u"SongsBySongName", u"Songs", {{u"SingerId"}, {u"AlbumId"}, {u"SongName", SortOrder::Desc}}, u"Albums");
        SampleData data;
        data.rows = {row(schema, u"Singers", {{u"SingerId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}}),
                     row(schema, u"Songs", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}, {u"TrackId", i64(1)}, {u"SongName", str(u"Alpha"_s)}}),
                     row(schema, u"Songs", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}, {u"TrackId", i64(2)}, {u"SongName", str(u"Zulu"_s)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(2)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(2)}})};
        QTest::newRow("interleaved index in the parent's row tree")
            << schema << data
            << QStringList{u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Songs(1, 1, 1)"_s, u"Songs(1, 1, 2)"_s,
                           u"SongsBySongName(1, 1, \"Zulu\", 2)"_s, u"SongsBySongName(1, 1, \"Alpha\", 1)"_s,
                           u"Albums(1, 2)"_s, u"Singers(2)"_s};
    }
    {
        // Global index: its own block, blocks alphabetical (AlbumsByTitle < Singers), entry key
        // (AlbumTitle, SingerId, AlbumId).
        Schema schema = musicSchema();
        addIndex(schema, u"AlbumsByTitle", u"Albums", {{u"AlbumTitle"}});
        SampleData data;
        data.rows = {row(schema, u"Singers", {{u"SingerId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}, {u"AlbumTitle", str(u"Red"_s)}}),
                     row(schema, u"Singers", {{u"SingerId", i64(2)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(2)}, {u"AlbumId", i64(1)}, {u"AlbumTitle", str(u"Blue"_s)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(2)}, {u"AlbumId", i64(2)}})};
        QTest::newRow("global index as its own key range")
            << schema << data
            << QStringList{u"AlbumsByTitle(NULL, 2, 2)"_s, u"AlbumsByTitle(\"Blue\", 2, 1)"_s, u"AlbumsByTitle(\"Red\", 1, 1)"_s,
                           u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Singers(2)"_s, u"Albums(2, 1)"_s, u"Albums(2, 2)"_s};
    }
    {
        Schema schema = musicSchema();
        addIndex(schema, u"AlbumsByTitle", u"Albums", {{u"AlbumTitle"}}).nullFiltered = true;
        SampleData data;
        data.rows = {row(schema, u"Singers", {{u"SingerId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(1)}}),
                     row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(2)}, {u"AlbumTitle", str(u"Red"_s)}})};
        QTest::newRow("NULL_FILTERED index skips NULL entries")
            << schema << data
            << QStringList{u"AlbumsByTitle(\"Red\", 1, 2)"_s, u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Albums(1, 2)"_s};
    }
    {
        // Two root tables: blocks alphabetical, not declaration order.
        Schema schema;
        addTable(schema, u"Zebras", {{u"Id", TypeKind::Int64}}, {{u"Id"}});
        addTable(schema, u"Apes", {{u"Id", TypeKind::Int64}}, {{u"Id"}});
        SampleData data;
        data.rows = {row(schema, u"Zebras", {{u"Id", i64(1)}}), row(schema, u"Apes", {{u"Id", i64(2)}}),
                     row(schema, u"Apes", {{u"Id", i64(1)}})};
        QTest::newRow("root tables are separate blocks") << schema << data
                                                         << QStringList{u"Apes(1)"_s, u"Apes(2)"_s, u"Zebras(1)"_s};
    }
}

void TestKeyOrder::storageOrder()
{
    QFETCH(Schema, schema);
    QFETCH(SampleData, data);
    QFETCH(QStringList, expected);
    const StorageLayout layout = buildStorageLayout(schema, data);
    QVERIFY2(!hasErrors(layout.diagnostics), qPrintable(layout.diagnostics.empty() ? QString() : layout.diagnostics.front().message));
    QCOMPARE(labels(layout), expected);
    for (size_t i = 1; i < layout.entries.size(); ++i)
        QVERIFY(compareEncodedKeys(layout.entries[i - 1].encoded, layout.entries[i].encoded) < 0);
}

void TestKeyOrder::encodingEquality()
{
    auto enc = [](const KeyValue &v, SortOrder o = SortOrder::Asc) { return encodeKeyValues({v}, {o}); };
    // -0 equals 0; every NaN is the same NaN.
    QCOMPARE(enc(KeyValue::float64(-0.0)), enc(KeyValue::float64(0.0)));
    QCOMPARE(enc(KeyValue::float64(std::nan("1"))), enc(KeyValue::float64(std::nan("2"))));
    // Numerics equal by value, not by spelling.
    QCOMPARE(enc(numericOf("1.50")), enc(numericOf("01.5")));
    QCOMPARE(numericOf("-0.0").toLabel(), u"0"_s);
    bool ok = true;
    KeyValue::numeric(u"1.0000000001"_s, &ok); // scale 10 > 9
    QVERIFY(!ok);
    KeyValue::uuid(u"not-a-uuid"_s, &ok);
    QVERIFY(!ok);
    // Timestamps normalise their nanoseconds.
    QCOMPARE(KeyValue::timestamp(1, -1), KeyValue::timestamp(0, 999999999));
    // Prefix-free: a string key followed by another column never collides with a longer string.
    QVERIFY(compareEncodedKeys(encodeKeyValues({str(u"a"_s), i64(9)}, {}), encodeKeyValues({str(u"ab"_s), i64(0)}, {})) < 0);
}

void TestKeyOrder::depthsAndRowTrees()
{
    Schema schema = musicSchema();
    SampleOptions options;
    options.rowsPerTable = 4;
    const StorageLayout layout = buildStorageLayout(schema, generateSampleRows(schema, options));
    QVERIFY(!hasErrors(layout.diagnostics));
    QCOMPARE(layout.rowTreeCount, 4);
    for (const LayoutEntry &e : layout.entries) {
        QCOMPARE(e.depth, e.table == u"Singers" ? 1 : e.table == u"Albums" ? 2 : 3);
        QCOMPARE(e.boundaryBefore == LayoutEntry::Boundary::ChildRow, e.depth > 1);
        QCOMPARE(qint64(e.rowTree), e.key.front().integer - 1); // Singers(n) opens row tree n-1
    }
    QCOMPARE(layout.entries.front().boundaryBefore, LayoutEntry::Boundary::Block);
    QCOMPARE(layout.rowTreeEnd(0), 7); // Singers(1) + 2 albums + 4 songs
}

void TestKeyOrder::splitAssignment_data()
{
    QTest::addColumn<int>("singers");
    QTest::addColumn<int>("albums");
    QTest::addColumn<int>("splits");
    QTest::addColumn<QStringList>("starts");
    QTest::addColumn<bool>("insideTree");
    // Six small row trees in two splits: the boundary falls between Singers(3) and Singers(4),
    // the seed document's figure.
    QTest::newRow("between row trees") << 6 << 0 << 2 << QStringList{u"<begin>"_s, u"Singers(4)"_s} << false;
    QTest::newRow("three splits") << 6 << 0 << 3 << QStringList{u"<begin>"_s, u"Singers(3)"_s, u"Singers(5)"_s} << false;
    // One singer with 20 albums: the only way to cut is inside the row tree, at a child row.
    QTest::newRow("one big row tree") << 1 << 20 << 2 << QStringList{u"<begin>"_s, u"Albums(1, 11)"_s} << true;
}

void TestKeyOrder::splitAssignment()
{
    QFETCH(int, singers);
    QFETCH(int, albums);
    QFETCH(int, splits);
    QFETCH(QStringList, starts);
    QFETCH(bool, insideTree);
    Schema schema = musicSchema();
    SampleData data;
    for (int s = 1; s <= singers; ++s)
        data.rows.push_back(row(schema, u"Singers", {{u"SingerId", i64(s)}}));
    for (int a = 1; a <= albums; ++a)
        data.rows.push_back(row(schema, u"Albums", {{u"SingerId", i64(1)}, {u"AlbumId", i64(a)}}));
    const StorageLayout layout = buildStorageLayout(schema, data);
    const SplitAssignment assignment = assignSplits(layout, splits, 2);
    QStringList actual;
    for (const LayoutSplit &s : assignment.splits)
        actual << s.start;
    QCOMPARE(actual, starts);
    QCOMPARE(assignment.splits.back().boundary == LayoutEntry::Boundary::ChildRow, insideTree);
    QCOMPARE(assignment.splits[1].server, 1);
}

void TestKeyOrder::sampleRowsReferencePicture()
{
    Schema schema = musicSchema();
    SampleOptions options;
    options.rowsPerTable = 4;
    const StorageLayout layout = buildStorageLayout(schema, generateSampleRows(schema, options));
    QCOMPARE(labels(layout).mid(0, 8),
             (QStringList{u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Songs(1, 1, 1)"_s, u"Songs(1, 1, 2)"_s, u"Albums(1, 2)"_s,
                          u"Songs(1, 2, 1)"_s, u"Songs(1, 2, 2)"_s, u"Singers(2)"_s}));

    // Not interleaved: Albums becomes its own block, sorted before Singers.
    const StorageLayout flat = buildStorageLayout(withoutInterleaving(schema, u"Albums"_s), generateSampleRows(schema, options));
    QCOMPARE(flat.entries.front().label, u"Albums(1, 1)"_s);
    QCOMPARE(flat.entries.front().depth, 1);
}

void TestKeyOrder::sampleRowsDeterministic()
{
    Schema schema;
    addTable(schema, u"Users", {{u"UserId", TypeKind::String}}, {{u"UserId"}});
    addTable(schema, u"Events", {{u"Ts", TypeKind::Timestamp}, {u"Id", TypeKind::Int64}}, {{u"Ts"}, {u"Id"}});
    SampleOptions options;
    options.rowsPerTable = 20;
    options.seed = 7;
    options.strategies.insert(u"Users"_s, *KeyStrategy::parse(u"uuid4"));
    const SampleData a = generateSampleRows(schema, options);
    const SampleData b = generateSampleRows(schema, options);
    QCOMPARE(a, b);
    options.seed = 8;
    const SampleData c = generateSampleRows(schema, options);
    QVERIFY(a != c);
    // UUIDv4 strings: version nibble 4, 36 characters.
    const QString first = a.rows.front().values.front().text;
    QCOMPARE(first.size(), 36);
    QCOMPARE(first.at(14), u'4');
    // Timestamp keys are monotonic in insert order.
    const StorageLayout layout = buildStorageLayout(schema, a);
    QCOMPARE(layout.entries.front().label, u"Events(2025-01-01T00:00:00Z, 1)"_s);
    QCOMPARE(layoutToJson(layout, assignSplits(layout, 3)), layoutToJson(buildStorageLayout(schema, b), assignSplits(layout, 3)));
}

void TestKeyOrder::strategiesParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("name");
    QTest::newRow("sequential") << u"sequential"_s << true << u"sequential"_s;
    QTest::newRow("hash") << u"hash:8"_s << true << u"hash:8"_s;
    QTest::newRow("hash without N") << u"hash"_s << false << QString();
    QTest::newRow("hash zero") << u"hash:0"_s << false << QString();
    QTest::newRow("bit reversed") << u"bit-reversed"_s << true << u"bit-reversed"_s;
    QTest::newRow("swapped with args") << u"swapped:50:1.5"_s << true << u"swapped:50:1.5"_s;
    QTest::newRow("unknown") << u"random"_s << false << QString();
    QTest::newRow("argument on uuid4") << u"uuid4:3"_s << false << QString();
}

void TestKeyOrder::strategiesParse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QString, name);
    QString error;
    const std::optional<KeyStrategy> s = KeyStrategy::parse(text, &error);
    QCOMPARE(s.has_value(), valid);
    if (valid)
        QCOMPARE(s->name(), name);
    else
        QVERIFY(!error.isEmpty());
    QCOMPARE(reverse63(1), qint64(1) << 62);
    QCOMPARE(reverse63(3), qint64(3) << 61);
}

void TestKeyOrder::layoutJson()
{
    Schema schema = musicSchema();
    SampleOptions options;
    options.rowsPerTable = 2;
    const StorageLayout layout = buildStorageLayout(schema, generateSampleRows(schema, options));
    const QJsonObject json = layoutToJson(layout, assignSplits(layout, 2));
    const QJsonObject second = json.value(u"rows").toArray().at(1).toObject();
    QCOMPARE(second.value(u"table").toString(), u"Albums"_s);
    QCOMPARE(second.value(u"label").toString(), u"Albums(1, 1)"_s);
    QCOMPARE(second.value(u"depth").toInt(), 2);
    QCOMPARE(second.value(u"rowTree").toInt(), 0);
    QCOMPARE(second.value(u"key").toArray(), (QJsonArray{1, 1}));
    // Singers(1)'s row tree holds 5 of the 6 rows, more than one split's share: the only
    // balanced cut is inside it, at a child row.
    const QJsonObject split = json.value(u"splits").toArray().at(1).toObject();
    QCOMPARE(split.value(u"start").toString(), u"Songs(1, 1, 2)"_s);
    QCOMPARE(split.value(u"boundary").toString(), u"child"_s);
    QVERIFY(layoutToText(layout, assignSplits(layout, 2)).contains(u"---- split 1 on server 1 (inside a row tree) ----\n|     Songs(1, 1, 2)"));
}

void TestKeyOrder::diagnostics()
{
    Schema schema = musicSchema();
    schema.findTable(u"Albums")->interleave->parent = u"Nobody"_s;
    addIndex(schema, u"Broken", u"Singers", {{u"NoSuchColumn"}});
    SampleData data;
    data.rows = {row(schema, u"Singers", {{u"SingerId", i64(1)}}), row(schema, u"Singers", {{u"SingerId", i64(1)}})};
    SampleRow stray;
    stray.table = u"Ghosts"_s;
    data.rows.push_back(stray);
    const StorageLayout layout = buildStorageLayout(schema, data);
    QStringList messages;
    for (const Diagnostic &d : layout.diagnostics)
        messages << d.message;
    const QString all = messages.join(u'\n');
    QVERIFY2(all.contains(u"Nobody"), qPrintable(all));
    QVERIFY2(all.contains(u"NoSuchColumn"), qPrintable(all));
    QVERIFY2(all.contains(u"duplicate key Singers(1)"), qPrintable(all));
    QVERIFY2(all.contains(u"Ghosts"), qPrintable(all));
    QCOMPARE(layout.entries.size(), size_t(1));
}

void TestKeyOrder::fromDdl_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QStringList>("expected");
    // The seed document's music example, with an interleaved and a global index.
    QTest::newRow("googlesql music") << uR"(
CREATE TABLE Singers (SingerId INT64 NOT NULL, FirstName STRING(1024)) PRIMARY KEY (SingerId);
CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, AlbumTitle STRING(MAX))
  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE TABLE Songs (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, TrackId INT64 NOT NULL, SongName STRING(MAX))
  PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums ON DELETE CASCADE;
CREATE INDEX SongsBySongName ON Songs(SingerId, AlbumId, SongName DESC), INTERLEAVE IN Albums;
CREATE INDEX AlbumsByTitle ON Albums(AlbumTitle);
)"_s << QStringList{u"Singers(1)"_s, u"Albums(1, 1)"_s, u"Songs(1, 1, 1)"_s, u"Songs(1, 1, 2)"_s, u"SongsBySongName(1, 1, "_s};
    QTest::newRow("postgresql music") << uR"(
CREATE TABLE singers (singer_id BIGINT PRIMARY KEY, first_name VARCHAR(1024));
CREATE TABLE albums (singer_id BIGINT, album_id BIGINT, album_title VARCHAR, PRIMARY KEY (singer_id, album_id))
  INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE TABLE songs (singer_id BIGINT, album_id BIGINT, track_id BIGINT, song_name VARCHAR,
  PRIMARY KEY (singer_id, album_id, track_id)) INTERLEAVE IN PARENT albums ON DELETE CASCADE;
)"_s << QStringList{u"singers(1)"_s, u"albums(1, 1)"_s, u"songs(1, 1, 1)"_s, u"songs(1, 1, 2)"_s, u"albums(1, 2)"_s};
}

void TestKeyOrder::fromDdl()
{
    QFETCH(QString, ddl);
    QFETCH(QStringList, expected);
    const ParseResult parsed = parseDdl(ddl);
    QVERIFY2(parsed.ok(), qPrintable(parsed.diagnostics.empty() ? QString() : parsed.diagnostics.front().message));
    SampleOptions options;
    options.rowsPerTable = 4;
    const StorageLayout layout = buildStorageLayout(parsed.schema, generateSampleRows(parsed.schema, options));
    QVERIFY(!hasErrors(layout.diagnostics));
    // Global index entries form their own block (alphabetically before Singers); skip them.
    QStringList tableRows;
    for (const LayoutEntry &e : layout.entries)
        if (!(e.isIndex && e.depth == 1))
            tableRows << e.label;
    for (qsizetype i = 0; i < expected.size(); ++i)
        QVERIFY2(tableRows.value(i).startsWith(expected.at(i)), qPrintable(tableRows.mid(0, 8).join(u", ")));
    // Changing a key column to DESC changes the order (the designer's live view relies on it).
    Schema changed = parsed.schema;
    changed.tables.front().primaryKey.front().order = SortOrder::Desc;
    const StorageLayout reversed = buildStorageLayout(changed, generateSampleRows(changed, options));
    QStringList roots;
    for (const LayoutEntry &e : reversed.entries)
        if (e.depth == 1 && !e.isIndex)
            roots << e.label;
    QCOMPARE(roots.front(), changed.tables.front().name + u"(4)"_s);
}

std::unique_ptr<QObject> makeKeyOrderTests()
{
    return std::make_unique<TestKeyOrder>();
}

int runTests(QObject *test, int argc, char **argv)
{
    return QTest::qExec(test, argc, argv);
}

#include "tst_keyorder.moc"
