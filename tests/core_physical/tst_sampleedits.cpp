// Hand-entered sample rows: typed values per column type (and what is refused), the row checks
// (types, NOT NULL keys, parent rows, duplicates), and the add / replace / remove edits with
// their effect on the row tree.

#include "physical/sampleedits.h"
#include "physical/storagelayout.h"
#include "testschemas.h"

#include <QtTest>

#include <cmath>

using namespace ssd;
using namespace ssdtest;
using namespace Qt::StringLiterals;

class TestSampleEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesValues_data();
    void parsesValues();
    void refusesValues_data();
    void refusesValues();
    void textRoundTrips();
    void rowChecks();
    void addReplaceRemove();
    void editedRowsOrderTheLayout();
    void rowsFollowSchemaEdits();
};

namespace {

ColumnType typeOf(TypeKind kind, std::optional<qint64> length = std::nullopt)
{
    ColumnType t = ColumnType::scalar(kind);
    t.length = length;
    return t;
}

SampleRow row(const QString &table, std::vector<KeyValue> values)
{
    SampleRow r;
    r.table = table;
    r.values = std::move(values);
    return r;
}

// Music rows: values parallel to the columns of musicSchema() (key columns, then a title).
SampleRow singer(qint64 id) { return row(QStringLiteral("Singers"), {i64(id), KeyValue()}); }
SampleRow album(qint64 singerId, qint64 id) { return row(QStringLiteral("Albums"), {i64(singerId), i64(id), KeyValue()}); }
SampleRow song(qint64 singerId, qint64 albumId, qint64 id)
{
    return row(QStringLiteral("Songs"), {i64(singerId), i64(albumId), i64(id), KeyValue()});
}

QStringList labels(const Schema &schema, const SampleData &data)
{
    QStringList out;
    for (const LayoutEntry &e : buildStorageLayout(schema, data).entries)
        out << e.label;
    return out;
}

} // namespace

void TestSampleEdits::parsesValues_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("label"); // KeyValue::toLabel of the parsed value

    const int i = int(TypeKind::Int64), f = int(TypeKind::Float64), s = int(TypeKind::String), b = int(TypeKind::Bytes);
    QTest::newRow("int") << i << QStringLiteral(" -42 ") << QStringLiteral("-42");
    QTest::newRow("int max") << i << QStringLiteral("9223372036854775807") << QStringLiteral("9223372036854775807");
    QTest::newRow("null word") << i << QStringLiteral("null") << QStringLiteral("NULL");
    QTest::newRow("empty is null") << s << QString() << QStringLiteral("NULL");
    QTest::newRow("bool") << int(TypeKind::Bool) << QStringLiteral("TRUE") << QStringLiteral("true");
    QTest::newRow("float") << f << QStringLiteral("2.5") << QStringLiteral("2.5");
    QTest::newRow("nan") << f << QStringLiteral("NaN") << QStringLiteral("NaN");
    QTest::newRow("-inf") << f << QStringLiteral("-inf") << QStringLiteral("-inf");
    QTest::newRow("plain string") << s << QStringLiteral("Marc") << QStringLiteral("\"Marc\"");
    QTest::newRow("quoted string keeps spaces") << s << QStringLiteral("\" a \"") << QStringLiteral("\" a \"");
    QTest::newRow("quoted NULL is a word") << s << QStringLiteral("\"NULL\"") << QStringLiteral("\"NULL\"");
    QTest::newRow("empty string") << s << QStringLiteral("\"\"") << QStringLiteral("\"\"");
    QTest::newRow("non-ascii") << s << QStringLiteral("Zoë 🎵") << QStringLiteral("\"Zoë 🎵\"");
    QTest::newRow("bytes escaped") << b << QStringLiteral("b\"\\x01A\"") << QStringLiteral("b\"\\x01A\"");
    QTest::newRow("bytes as text") << b << QStringLiteral("hi") << QStringLiteral("b\"hi\"");
    QTest::newRow("date") << int(TypeKind::Date) << QStringLiteral("2024-02-29") << QStringLiteral("2024-02-29");
    QTest::newRow("timestamp Z") << int(TypeKind::Timestamp) << QStringLiteral("2025-01-31T12:00:00Z")
                                 << QStringLiteral("2025-01-31T12:00:00Z");
    QTest::newRow("timestamp offset and nanos") << int(TypeKind::Timestamp) << QStringLiteral("2025-01-31 14:00:00.000000007+02:00")
                                                << QStringLiteral("2025-01-31T12:00:00.000000007Z");
    QTest::newRow("timestamp date only") << int(TypeKind::Timestamp) << QStringLiteral("2025-01-31")
                                         << QStringLiteral("2025-01-31T00:00:00Z");
    QTest::newRow("numeric") << int(TypeKind::Numeric) << QStringLiteral("01.50") << QStringLiteral("1.5");
    QTest::newRow("uuid upper") << int(TypeKind::Uuid) << QStringLiteral("123E4567-E89B-42D3-A456-426614174000")
                                << QStringLiteral("123e4567-e89b-42d3-a456-426614174000");
}

void TestSampleEdits::parsesValues()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, label);
    QString error;
    const std::optional<KeyValue> value = parseSampleValue(text, typeOf(TypeKind(kind)), &error);
    QVERIFY2(value.has_value(), qPrintable(error));
    QCOMPARE(value->toLabel(), label);
}

void TestSampleEdits::refusesValues_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("text");
    QTest::newRow("int overflow") << int(TypeKind::Int64) << 0 << QStringLiteral("9223372036854775808");
    QTest::newRow("int with text") << int(TypeKind::Int64) << 0 << QStringLiteral("12a");
    QTest::newRow("bool") << int(TypeKind::Bool) << 0 << QStringLiteral("yes");
    QTest::newRow("float text") << int(TypeKind::Float64) << 0 << QStringLiteral("one");
    QTest::newRow("string too long") << int(TypeKind::String) << 3 << QStringLiteral("abcd");
    QTest::newRow("broken quoting") << int(TypeKind::String) << 0 << QStringLiteral("\"a\"b\"");
    QTest::newRow("bad bytes escape") << int(TypeKind::Bytes) << 0 << QStringLiteral("b\"\\xZZ\"");
    QTest::newRow("bytes too long") << int(TypeKind::Bytes) << 2 << QStringLiteral("abc");
    QTest::newRow("no such date") << int(TypeKind::Date) << 0 << QStringLiteral("2023-02-29");
    QTest::newRow("year 10000") << int(TypeKind::Timestamp) << 0 << QStringLiteral("10000-01-01T00:00:00Z");
    QTest::newRow("hour 24") << int(TypeKind::Timestamp) << 0 << QStringLiteral("2025-01-01T24:00:00Z");
    QTest::newRow("numeric") << int(TypeKind::Numeric) << 0 << QStringLiteral("1e5x");
    QTest::newRow("uuid short") << int(TypeKind::Uuid) << 0 << QStringLiteral("123e4567-e89b-42d3-a456");
    QTest::newRow("json") << int(TypeKind::Json) << 0 << QStringLiteral("{}");
}

void TestSampleEdits::refusesValues()
{
    QFETCH(int, kind);
    QFETCH(int, length);
    QFETCH(QString, text);
    QString error;
    const std::optional<KeyValue> value = parseSampleValue(text, typeOf(TypeKind(kind), length > 0 ? std::optional<qint64>(length) : std::nullopt), &error);
    QVERIFY2(!value.has_value(), qPrintable(value ? value->toLabel() : QString()));
    QVERIFY(!error.isEmpty());
}

void TestSampleEdits::textRoundTrips()
{
    // What the editor shows reads back as the same value (the edit dialog starts from it).
    const std::vector<std::pair<TypeKind, KeyValue>> values = {
        {TypeKind::Int64, KeyValue::int64(-7)},
        {TypeKind::Float64, KeyValue::float64(-0.1)},
        {TypeKind::Float64, KeyValue::float64(-INFINITY)},
        {TypeKind::String, KeyValue::string(QStringLiteral("null"))},
        {TypeKind::String, KeyValue::string(QStringLiteral(" padded"))},
        {TypeKind::String, KeyValue::string(QStringLiteral("say \"hi\" \\o/"))},
        {TypeKind::String, KeyValue::string(QString())},
        {TypeKind::Bytes, KeyValue::byteString(QByteArray("\x00\xff\"", 3))},
        {TypeKind::Date, KeyValue::date(-719162)}, // 0001-01-01
        {TypeKind::Timestamp, KeyValue::timestamp(1735689600, 123456789)},
        {TypeKind::Uuid, KeyValue::uuid(0x0123456789abcdefULL, 0xfedcba9876543210ULL)},
        {TypeKind::Bool, KeyValue::boolean(false)},
    };
    for (const auto &[kind, value] : values) {
        const QString text = sampleValueText(value);
        QString error;
        const std::optional<KeyValue> back = parseSampleValue(text, typeOf(kind), &error);
        QVERIFY2(back.has_value(), qPrintable(text + u" : "_s + error));
        QVERIFY2(*back == value, qPrintable(text + u" -> "_s + back->toLabel()));
    }
}

void TestSampleEdits::rowChecks()
{
    const Schema schema = musicSchema();
    SampleData data;
    data.rows = {singer(1), album(1, 1)};
    QCOMPARE(checkSampleRow(schema, data, album(1, 2)), QString());
    QVERIFY(checkSampleRow(schema, data, album(1, 1)).contains(u"Albums(1, 1)"));      // duplicate key
    QCOMPARE(checkSampleRow(schema, data, album(1, 1), 1), QString());                // ... unless it is the row edited
    QVERIFY(checkSampleRow(schema, data, album(2, 1)).contains(u"Singers(2)"));        // IN PARENT: no parent row
    QVERIFY(checkSampleRow(schema, data, row(QStringLiteral("Albums"), {i64(1), KeyValue(), KeyValue()})).contains(u"AlbumId"));
    QVERIFY(!checkSampleRow(schema, data, row(QStringLiteral("Albums"), {i64(1), str(QStringLiteral("x")), KeyValue()})).isEmpty());
    QVERIFY(!checkSampleRow(schema, data, row(QStringLiteral("Albums"), {i64(1), i64(3)})).isEmpty()); // too few values
    QVERIFY(!checkSampleRow(schema, data, row(QStringLiteral("Nope"), {i64(1)})).isEmpty());
    // The parent row is checked in the row set without the row being replaced.
    QVERIFY(!checkSampleRow(schema, data, album(1, 5), 0).isEmpty());
}

void TestSampleEdits::addReplaceRemove()
{
    const Schema schema = musicSchema();
    SampleData data;
    data.rows = {singer(1), album(1, 1), song(1, 1, 1), song(1, 1, 2), album(1, 2), singer(2)};

    const SampleEditResult added = addSampleRow(schema, data, album(2, 1));
    QVERIFY2(added.ok(), qPrintable(added.error));
    QCOMPARE(added.after.rows.size(), data.rows.size() + 1);
    QVERIFY(!addSampleRow(schema, data, album(3, 1)).ok());

    // Renumbering Albums(1, 1) takes its songs along: they stay in its row tree.
    const SampleEditResult moved = replaceSampleRow(schema, data, 1, album(1, 7));
    QVERIFY2(moved.ok(), qPrintable(moved.error));
    QCOMPARE(moved.affectedChildren, 2);
    QCOMPARE(labels(schema, moved.after), QStringList({u"Singers(1)"_s, u"Albums(1, 2)"_s, u"Albums(1, 7)"_s, u"Songs(1, 7, 1)"_s,
                                                       u"Songs(1, 7, 2)"_s, u"Singers(2)"_s}));
    // A row moved under another parent keeps its own key columns; the parent must exist.
    QVERIFY(!replaceSampleRow(schema, data, 1, album(9, 1)).ok());
    QVERIFY(!replaceSampleRow(schema, data, 99, album(1, 1)).ok());

    // Deleting a singer deletes its row tree (as ON DELETE CASCADE).
    const SampleEditResult removed = removeSampleRow(schema, data, 0);
    QVERIFY(removed.ok());
    QCOMPARE(removed.affectedChildren, 4);
    QCOMPARE(labels(schema, removed.after), QStringList({u"Singers(2)"_s}));
    const SampleEditResult leaf = removeSampleRow(schema, data, 3);
    QCOMPARE(leaf.affectedChildren, 0);
    QCOMPARE(leaf.after.rows.size(), data.rows.size() - 1);
}

void TestSampleEdits::editedRowsOrderTheLayout()
{
    // A hand-entered negative id sorts before the generated ones; a DESC key reverses it.
    Schema schema = musicSchema();
    SampleData data;
    data.rows = {singer(1), singer(2)};
    data = addSampleRow(schema, data, singer(-5)).after;
    QCOMPARE(labels(schema, data), QStringList({u"Singers(-5)"_s, u"Singers(1)"_s, u"Singers(2)"_s}));
    schema.findTable(u"Singers")->primaryKey.front().order = SortOrder::Desc;
    QCOMPARE(labels(schema, data), QStringList({u"Singers(2)"_s, u"Singers(1)"_s, u"Singers(-5)"_s}));
}

void TestSampleEdits::rowsFollowSchemaEdits()
{
    const Schema before = musicSchema();
    SampleData data;
    data.rows = {row(u"Singers"_s, {i64(1), str(u"Marc"_s)}), row(u"Albums"_s, {i64(1), i64(2), str(u"Go"_s)}),
                 song(1, 2, 3)};

    Schema after = before;
    Table &singers = *after.findTable(u"Singers");
    singers.name = u"Artists"_s;                 // renamed table
    singers.columns[1].name = u"GivenName"_s;    // renamed column
    Table &albums = *after.findTable(u"Albums");
    albums.interleave->parent = u"Artists"_s;
    Column released;
    released.id = after.newId();
    released.name = u"Released"_s;
    released.type = ColumnType::scalar(TypeKind::Date);
    albums.columns.insert(albums.columns.begin(), released); // added in front
    std::swap(albums.columns[2], albums.columns[3]);           // AlbumId and AlbumTitle swap places
    albums.columns[2].type = ColumnType::scalar(TypeKind::Int64); // AlbumTitle retyped: "Go" is no INT64
    after.tables.erase(after.tables.begin() + 2);                 // Songs dropped

    const SampleData moved = remapSampleRows(before, after, data);
    QCOMPARE(moved.rows.size(), size_t(2));
    QCOMPARE(moved.rows[0].table, u"Artists"_s);
    QCOMPARE(moved.rows[0].values, (std::vector<KeyValue>{i64(1), str(u"Marc"_s)}));
    QCOMPARE(moved.rows[1].table, u"Albums"_s);
    QCOMPARE(moved.rows[1].values, (std::vector<KeyValue>{KeyValue(), i64(1), KeyValue(), i64(2)}));
    QCOMPARE(checkSampleRow(after, moved, moved.rows[1], 1), QString());

    // A retyped column keeps a value that reads as the new type; an unchanged schema keeps all.
    Schema retyped = before;
    retyped.findTable(u"Singers")->columns[0].type = ColumnType::scalar(TypeKind::String);
    QCOMPARE(remapSampleRows(before, retyped, data).rows[0].values.front(), str(u"1"_s));
    QCOMPARE(remapSampleRows(before, before, data), data);
}

std::unique_ptr<QObject> makeSampleEditTests()
{
    return std::make_unique<TestSampleEdits>();
}

#include "tst_sampleedits.moc"
