// The schema operations of ssd_core (model/core/edits) without a Document or an undo stack:
// this executable links ssd_core and Qt Test only, so it also proves the layer is headless.
// Edits through the undo stack are tested in tests/designer/tst_document.cpp.

#include "checks/checklist.h"
#include "ddl.h"
#include "edits/ddlexport.h"
#include "edits/idreconcile.h"
#include "edits/schemadelta.h"
#include "edits/schemaedits.h"
#include "membercount.h"
#include "schemaindex.h"
#include "testschemas.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <optional>

using namespace ssd;
using namespace ssd::test;

struct EditFn
{
    std::function<QString(Schema &, ObjectId &)> run;
};
Q_DECLARE_METATYPE(EditFn)

class TestEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renameTableFollowsReferences();
    void namesOfSynonymsAreTaken();
    void indexNamesAreInTheirTablesSchema_data();
    void indexNamesAreInTheirTablesSchema();
    void renameTableFollowsGrants_data();
    void renameTableFollowsGrants();
    void deleteTableTakesItsGrants_data();
    void deleteTableTakesItsGrants();
    void interleavePrefixesParentKey();
    void keyOrderCarriesToInterleavedChildren();
    void keyEditsThatBreakInterleaveAreRefused_data();
    void keyEditsThatBreakInterleaveAreRefused();
    void deltaRoundTrip_data();
    void deltaRoundTrip();
    void deltaCoversEverySchemaMember();
    void deltaOfMovedObjectsStoresAndReportsOnlyWhatChanged();
    void reconcileKeepsIdsByName();
    void reconcileTakesTheLastOfEqualKeysOnce();
    void ddlExportPerTablePartitionsTheStatements_data();
    void ddlExportPerTablePartitionsTheStatements();
    void ddlExportFileNames();
    void schemaIndexFindsTheFirstOfAName();
    void schemaIndexKnowsItsSchema();
    void reconcileWithTheCallersIndex();
    void checklistIgnoresAnIndexOfAnotherSchema();
};

// writeDdl's text of `schema` parses back without an error (the first one is printed).
static bool writtenSchemaParses(const Schema &schema, Dialect dialect)
{
    const ParseResult again = parseDdl(writeDdl(schema), ParseOptions{dialect});
    if (hasErrors(again.diagnostics))
        qWarning("%s", qPrintable(again.diagnostics.front().message));
    return !hasErrors(again.diagnostics);
}

static EditFn fn(std::function<QString(Schema &, ObjectId &)> f) { return {std::move(f)}; }

void TestEdits::renameTableFollowsReferences()
{
    Schema s = musicSchema();
    ObjectId fk = 0;
    QCOMPARE(edits::addForeignKey(s, tableId(s, u"Songs"), tableId(s, u"Albums"), {}, {}, {}, fk), QString());
    QCOMPARE(edits::renameTable(s, tableId(s, u"Albums"), QStringLiteral("Records")), QString());
    QCOMPARE(s.findTable(u"Songs")->interleave->parent, QStringLiteral("Records"));
    QCOMPARE(s.findTable(u"Songs")->foreignKeys.front().referencedTable, QStringLiteral("Records"));
    QCOMPARE(s.indexes.front().table, QStringLiteral("Records"));
    QVERIFY(!s.findTable(u"Albums"));
}

// A synonym is in Spanner's one namespace (the parsers refuse `CREATE TABLE b` when b is a synonym),
// so the designer refuses it too: before, it let a new or renamed table, index or foreign key take
// the name, and the written DDL no longer parsed.
void TestEdits::namesOfSynonymsAreTaken()
{
    Schema s = musicSchema();
    s.findTable(u"Albums")->synonyms << QStringLiteral("Records");
    ObjectId created = 0;
    QVERIFY(!edits::addTable(s, QStringLiteral("RECORDS"), created).isEmpty());
    QVERIFY(!edits::renameTable(s, tableId(s, u"Singers"), QStringLiteral("records")).isEmpty());
    Index index;
    index.name = QStringLiteral("Records");
    index.table = QStringLiteral("Singers");
    index.keys.push_back({QStringLiteral("SingerId"), SortOrder::Asc});
    QVERIFY(!edits::addIndex(s, index, created).isEmpty());
    QVERIFY(writtenSchemaParses(s, Dialect::GoogleSql));
    QCOMPARE(edits::renameTable(s, tableId(s, u"Singers"), QStringLiteral("Performers")), QString());
}

// Spanner names an index in the schema of its table (PostgreSQL's CREATE INDEX i ON s.t creates
// s.i): an index the designer adds on s.t gets that name, whatever the dialect, so the written DDL
// reads back as the same index; another schema is refused.
void TestEdits::indexNamesAreInTheirTablesSchema_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    QTest::newRow("googlesql") << int(Dialect::GoogleSql)
                               << QStringLiteral("CREATE SCHEMA s; CREATE TABLE s.t (id INT64, v INT64) PRIMARY KEY (id);");
    QTest::newRow("postgresql") << int(Dialect::PostgreSql)
                                << QStringLiteral("CREATE SCHEMA s; CREATE TABLE s.t (id bigint PRIMARY KEY, v bigint);");
}

void TestEdits::indexNamesAreInTheirTablesSchema()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    const ParseResult parsed = parseDdl(ddl, ParseOptions{Dialect(dialect)});
    QVERIFY(parsed.ok());
    Schema s = parsed.schema;
    Index index;
    index.name = QStringLiteral("t_by_v");
    index.table = QStringLiteral("s.t");
    index.keys.push_back({QStringLiteral("v"), SortOrder::Asc});
    ObjectId created = 0;
    QCOMPARE(edits::addIndex(s, index, created), QString());
    QCOMPARE(s.indexes.back().name, QStringLiteral("s.t_by_v"));
    QVERIFY(writtenSchemaParses(s, Dialect(dialect)));
    QCOMPARE(parseDdl(writeDdl(s), ParseOptions{Dialect(dialect)}).schema.indexes.back().name, QStringLiteral("s.t_by_v"));

    index.id = created;
    index.name = QStringLiteral("other.t_by_v");
    QVERIFY(!edits::updateIndex(s, index).isEmpty());
    index.name = QStringLiteral("renamed");
    QCOMPARE(edits::updateIndex(s, index), QString());
    QCOMPARE(s.indexes.back().name, QStringLiteral("s.renamed"));
}

// The designer's rename is the parsers' rule (edits/tablereferences.h): the table's grants follow
// it in either dialect, PostgreSQL grants written as the name needs (quoted, schema-qualified).
void TestEdits::renameTableFollowsGrants_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("objects");
    QTest::newRow("googlesql")
        << int(Dialect::GoogleSql)
        << QStringLiteral("CREATE TABLE T (Id INT64) PRIMARY KEY (Id); CREATE TABLE U (Id INT64) PRIMARY KEY (Id);"
                          "CREATE ROLE r; GRANT SELECT ON TABLE T, U TO ROLE r;")
        << QStringLiteral("T") << QStringLiteral("Renamed") << QStringList{QStringLiteral("Renamed"), QStringLiteral("U")};
    QTest::newRow("postgresql quoted and qualified")
        << int(Dialect::PostgreSql)
        << QStringLiteral("CREATE TABLE \"Mixed\" (id bigint PRIMARY KEY); CREATE TABLE u (id bigint PRIMARY KEY);"
                          "CREATE ROLE r; GRANT SELECT ON TABLE \"Mixed\", u, public.\"Mixed\" TO r;")
        << QStringLiteral("Mixed") << QStringLiteral("OtherName")
        << QStringList{QStringLiteral("\"OtherName\""), QStringLiteral("u"), QStringLiteral("\"OtherName\"")};
}

void TestEdits::renameTableFollowsGrants()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, objects);
    ParseResult parsed = parseDdl(ddl, ParseOptions{Dialect(dialect)});
    QVERIFY(!hasErrors(parsed.diagnostics));
    QCOMPARE(edits::renameTable(parsed.schema, tableId(parsed.schema, from), to), QString());
    QCOMPARE(parsed.schema.grants.size(), size_t(1));
    QCOMPARE(parsed.schema.grants.front().objects, objects);
    // The written schema parses back cleanly: no grant is left on a table that is gone.
    QVERIFY(writtenSchemaParses(parsed.schema, Dialect(dialect)));
}

// Deleting a table in the designer takes it out of the table grants (a grant naming only it
// goes): Spanner refuses a grant on a table that does not exist, so the written schema must not
// keep one.
void TestEdits::deleteTableTakesItsGrants_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("objects"); // the one grant left
    QTest::newRow("googlesql")
        << int(Dialect::GoogleSql)
        << QStringLiteral("CREATE TABLE T (Id INT64) PRIMARY KEY (Id); CREATE TABLE U (Id INT64) PRIMARY KEY (Id);"
                          "CREATE ROLE r; GRANT SELECT ON TABLE T, U TO ROLE r; GRANT INSERT ON TABLE T TO ROLE r;")
        << QStringLiteral("T") << QStringList{QStringLiteral("U")};
    QTest::newRow("postgresql quoted and qualified")
        << int(Dialect::PostgreSql)
        << QStringLiteral("CREATE TABLE \"Mixed\" (id bigint PRIMARY KEY); CREATE TABLE u (id bigint PRIMARY KEY);"
                          "CREATE ROLE r; GRANT SELECT ON TABLE \"Mixed\", u TO r; GRANT INSERT ON TABLE public.\"Mixed\" TO r;")
        << QStringLiteral("Mixed") << QStringList{QStringLiteral("u")};
}

void TestEdits::deleteTableTakesItsGrants()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    QFETCH(QString, table);
    QFETCH(QStringList, objects);
    ParseResult parsed = parseDdl(ddl, ParseOptions{Dialect(dialect)});
    QVERIFY(!hasErrors(parsed.diagnostics));
    QCOMPARE(parsed.schema.grants.size(), size_t(2));
    QCOMPARE(edits::deleteTable(parsed.schema, tableId(parsed.schema, table)), QString());
    QCOMPARE(parsed.schema.grants.size(), size_t(1));
    QCOMPARE(parsed.schema.grants.front().objects, objects);
    QVERIFY(writtenSchemaParses(parsed.schema, Dialect(dialect)));
}

void TestEdits::interleavePrefixesParentKey()
{
    Schema s = musicSchema();
    ObjectId concerts = 0, venue = 0;
    QCOMPARE(edits::addTable(s, QStringLiteral("Concerts"), concerts), QString());
    QCOMPARE(edits::addColumn(s, concerts, QStringLiteral("VenueId"), ColumnType::scalar(TypeKind::Int64), true, venue), QString());
    QCOMPARE(edits::toggleKeyColumn(s, concerts, venue), QString());
    QCOMPARE(edits::interleaveTable(s, concerts, tableId(s, u"Albums"), OnDelete::Cascade, true), QString());
    const Table *t = s.findTable(u"Concerts");
    QStringList columns, keyColumns;
    for (const Column &c : t->columns)
        columns << c.name;
    for (const KeyPart &k : t->primaryKey)
        keyColumns << k.column;
    QCOMPARE(columns, (QStringList{QStringLiteral("SingerId"), QStringLiteral("AlbumId"), QStringLiteral("VenueId")}));
    QCOMPARE(keyColumns, columns);
    QCOMPARE(t->interleave->parent, QStringLiteral("Albums"));
    QCOMPARE(t->interleave->onDelete, OnDelete::Cascade);
    QCOMPARE(s.interleaveDepth(*t), 3);
}

// Spanner requires interleaved tables to repeat their parent's key order ("Table Albums
// references parent key column SingerId with incorrect order DESC"): flipping a parent's key
// column flips it in every descendant, in the same edit.
void TestEdits::keyOrderCarriesToInterleavedChildren()
{
    Schema s = musicSchema();
    QCOMPARE(edits::toggleKeyDescending(s, tableId(s, u"Singers"), columnId(s, u"Singers", u"SingerId")), QString());
    for (const char *table : {"Singers", "Albums", "Songs"})
        QCOMPARE(s.findTable(QString::fromLatin1(table))->primaryKey.front().order, SortOrder::Desc);
    QCOMPARE(s.findTable(u"Songs")->primaryKey[1].order, SortOrder::Asc); // AlbumId untouched
    QCOMPARE(edits::toggleKeyDescending(s, tableId(s, u"Albums"), columnId(s, u"Albums", u"AlbumId")), QString());
    QCOMPARE(s.findTable(u"Songs")->primaryKey[1].order, SortOrder::Desc);
    QCOMPARE(s.findTable(u"Singers")->primaryKey.front().order, SortOrder::Desc);
    // A child's own key part is free.
    QCOMPARE(edits::toggleKeyDescending(s, tableId(s, u"Songs"), columnId(s, u"Songs", u"TrackId")), QString());
    QCOMPARE(s.findTable(u"Songs")->primaryKey[2].order, SortOrder::Asc);
}

void TestEdits::keyEditsThatBreakInterleaveAreRefused_data()
{
    QTest::addColumn<EditFn>("edit");
    QTest::addColumn<QString>("message");
    QTest::newRow("order of a part repeated from the parent")
        << fn([](Schema &s, ObjectId &) { return edits::toggleKeyDescending(s, tableId(s, u"Albums"), columnId(s, u"Albums", u"SingerId")); })
        << QStringLiteral("Albums is interleaved in Singers, so its key must start with the key columns of Singers, at the same positions and in the same order");
    QTest::newRow("a child's part moved before the parent's")
        << fn([](Schema &s, ObjectId &) { return edits::moveKeyPart(s, tableId(s, u"Songs"), columnId(s, u"Songs", u"TrackId"), 0); })
        << QStringLiteral("Songs is interleaved in Albums, so its key must start");
    QTest::newRow("a parent's key reordered under its children")
        << fn([](Schema &s, ObjectId &) { return edits::moveKeyPart(s, tableId(s, u"Albums"), columnId(s, u"Albums", u"AlbumId"), 0); })
        << QStringLiteral("Albums is interleaved in Singers");
    QTest::newRow("a key column added to a parent")
        << fn([](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, tableId(s, u"Singers"), columnId(s, u"Singers", u"FirstName")); })
        << QStringLiteral("Albums is interleaved in Singers, and its key must start with the key columns of Singers");
    QTest::newRow("a parent key column removed from a child")
        << fn([](Schema &s, ObjectId &) { return edits::toggleKeyColumn(s, tableId(s, u"Songs"), columnId(s, u"Songs", u"AlbumId")); })
        << QStringLiteral("Songs is interleaved in Albums");
}

void TestEdits::keyEditsThatBreakInterleaveAreRefused()
{
    QFETCH(EditFn, edit);
    QFETCH(QString, message);
    const Schema before = musicSchema();
    Schema s = before;
    ObjectId ignored = 0;
    const QString error = edit.run(s, ignored);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(s == before); // refused edits leave the schema as it was
}

void TestEdits::deltaRoundTrip_data()
{
    QTest::addColumn<EditFn>("edit");
    QTest::newRow("database options and a sequence") << fn([](Schema &s, ObjectId &) {
        s.databaseOptions.push_back({QStringLiteral("version_retention_period"), QStringLiteral("'7d'")});
        Sequence seq;
        seq.id = s.newId();
        seq.name = QStringLiteral("Seq");
        s.sequences.push_back(seq);
        return QString();
    });
    QTest::newRow("remove middle and change last") << fn([](Schema &s, ObjectId &) {
        s.tables.erase(s.tables.begin() + 1);
        s.tables.back().name = QStringLiteral("Tracks");
        return QString();
    });
    QTest::newRow("a table moved to the end") << fn([](Schema &s, ObjectId &) {
        std::rotate(s.tables.begin(), s.tables.begin() + 1, s.tables.end());
        return QString();
    });
    QTest::newRow("tables reversed, one changed, one added") << fn([](Schema &s, ObjectId &created) {
        std::reverse(s.tables.begin(), s.tables.end());
        s.tables[1].comment = QStringLiteral("changed");
        return edits::addTable(s, QStringLiteral("Concerts"), created);
    });
    QTest::newRow("more moves than the id diff follows") << fn([](Schema &s, ObjectId &created) {
        for (int i = 0; i < 300; ++i) // past the delta's id-matching limit: one span stored
            if (QString error = edits::addTable(s, QStringLiteral("T%1").arg(i), created); !error.isEmpty())
                return error;
        std::reverse(s.tables.begin(), s.tables.end());
        return QString();
    });
    QTest::newRow("dialect") << fn([](Schema &s, ObjectId &) { s.dialect = Dialect::PostgreSql; return QString(); });
    QTest::newRow("everything cleared") << fn([](Schema &s, ObjectId &) { s = Schema(); return QString(); });
}

void TestEdits::deltaRoundTrip()
{
    QFETCH(EditFn, edit);
    const Schema before = musicSchema();
    Schema after = before;
    ObjectId ignored = 0;
    edit.run(after, ignored);
    const SchemaDelta delta = SchemaDelta::between(before, after);
    QVERIFY(!delta.isEmpty());
    Schema probe = before;
    delta.applyForward(probe);
    QCOMPARE(probe, after);
    delta.applyBackward(probe);
    QCOMPARE(probe, before);
    QVERIFY(SchemaDelta::between(after, after).isEmpty());
}

void TestEdits::deltaCoversEverySchemaMember()
{
    // SchemaDelta lists Schema's members one by one (schemadelta.cpp: Header and the vectors);
    // a member it misses would silently not be undone. When Schema grows, this fails: add the
    // member to SchemaDelta and to `full` below, then raise the count.
    static_assert(memberCount<Schema>() == 18, "Schema's members changed: cover them in SchemaDelta");
    Schema full = musicSchema();
    full.dialect = Dialect::PostgreSql;
    full.databaseName = QStringLiteral("db");
    full.databaseOptions.push_back({QStringLiteral("version_retention_period"), QStringLiteral("'7d'")});
    full.schemas.push_back({full.newId(), QStringLiteral("sales")});
    full.sequences.push_back({});
    full.views.push_back({});
    full.changeStreams.push_back({});
    full.roles.push_back({});
    full.grants.push_back({});
    full.propertyGraphs.push_back({});
    full.models.push_back({});
    full.localityGroups.push_back({});
    full.protoBundleTypes.append(QStringLiteral("a.B"));
    full.keptStatements.push_back({});
    full.freeComments.push_back({full.newId(), QStringLiteral("a free comment"), {}});
    QVERIFY(!full.indexes.empty() && !full.tables.empty());
    const SchemaDelta delta = SchemaDelta::between(Schema(), full);
    Schema probe;
    delta.applyForward(probe);
    QCOMPARE(probe, full);
    delta.applyBackward(probe);
    QCOMPARE(probe, Schema());
}

// Applying DDL text parses the tables in the text's order, which is not the document's after a
// table was interleaved under a later one (the writer prints the child after its parent). The
// delta matches objects by id: a moved table is stored once, and the views are told about the
// one table that really changed, not about every table between the old and the new place.
void TestEdits::deltaOfMovedObjectsStoresAndReportsOnlyWhatChanged()
{
    Schema before = musicSchema();
    ObjectId created = 0;
    for (int i = 0; i < 100; ++i)
        QCOMPARE(edits::addTable(before, QStringLiteral("T%1").arg(i), created), QString());
    Index second = before.indexes.front();
    second.id = before.newId();
    second.name = QStringLiteral("SecondIndex");
    before.indexes.push_back(second);
    Schema after = before;
    const ObjectId moved = after.tables[2].id;
    std::rotate(after.tables.begin() + 2, after.tables.begin() + 3, after.tables.begin() + 90);
    after.tables[50].comment = QStringLiteral("changed");
    const ObjectId changed = after.tables[50].id;
    std::rotate(after.indexes.begin(), after.indexes.begin() + 1, after.indexes.end());

    const SchemaDelta delta = SchemaDelta::between(before, after);
    const SchemaChange change = delta.change();
    QCOMPARE(change.tablesChanged, std::vector<ObjectId>{changed});
    QVERIFY(change.tablesAdded.empty());
    QVERIFY(change.tablesRemoved.empty());
    QVERIFY(!change.indexesChanged); // the index only moved
    QVERIFY(!change.otherChanged);
    QVERIFY(!change.touchesTable(moved));
    Schema probe = before;
    delta.applyForward(probe);
    QCOMPARE(probe, after);
    delta.applyBackward(probe);
    QCOMPARE(probe, before);
    // Undone, the same table is reported, and nothing else.
    QCOMPARE(delta.change(false).tablesChanged, std::vector<ObjectId>{changed});
}

void TestEdits::reconcileKeepsIdsByName()
{
    const Schema current = musicSchema();
    Schema parsed;
    // Statement order differs and a new table appears first: ids follow names, not order.
    ObjectId ignored = 0;
    edits::addTable(parsed, QStringLiteral("Concerts"), ignored);
    for (auto it = current.tables.rbegin(); it != current.tables.rend(); ++it) {
        Table t = *it;
        t.id = parsed.newId();
        for (Column &c : t.columns)
            c.id = parsed.newId();
        parsed.tables.push_back(t);
    }
    reconcileIds(current, parsed);
    for (const Table &t : current.tables) {
        QCOMPARE(parsed.findTable(t.name)->id, t.id);
        for (const Column &c : t.columns)
            QCOMPARE(parsed.findTable(t.name)->findColumn(c.name)->id, c.id);
    }
    QVERIFY(parsed.findTable(u"Concerts")->id > current.lastId);
    QVERIFY(parsed.lastId >= parsed.findTable(u"Concerts")->id);
}

// Wide tables (matched through a hash) and narrow ones (matched by comparing) follow one rule:
// a new object takes the id of the last old one with its key, once; ids far above the others
// (a hand-edited project) are kept too.
void TestEdits::reconcileTakesTheLastOfEqualKeysOnce()
{
    for (const int width : {2, 40}) {
        Schema current;
        ObjectId table = 0, ignored = 0;
        QCOMPARE(edits::addTable(current, QStringLiteral("T"), table), QString());
        for (int i = 0; i < width; ++i)
            QCOMPARE(edits::addColumn(current, table, QStringLiteral("C%1").arg(i), ColumnType::scalar(TypeKind::Int64), false, ignored), QString());
        Table &t = current.tables.front();
        t.columns.back().id = ObjectId(1) << 40;
        ForeignKey fk;
        fk.columns = {QStringLiteral("C0")};
        fk.referencedTable = QStringLiteral("T");
        fk.referencedColumns = {QStringLiteral("C0")};
        fk.id = current.newId();
        t.foreignKeys.push_back(fk);
        fk.id = current.newId();
        t.foreignKeys.push_back(fk); // the same unnamed key twice
        for (int i = 0; i < 2 * width; ++i) { // enough pairs to take the hash path when wide
            fk.id = current.newId();
            fk.columns = {QStringLiteral("C%1").arg(i % width)};
            fk.name = QStringLiteral("F%1").arg(i);
            t.foreignKeys.push_back(fk);
        }

        Schema parsed = current;
        std::reverse(parsed.tables.front().columns.begin(), parsed.tables.front().columns.end());
        for (Column &c : parsed.tables.front().columns)
            c.id = 0;
        for (ForeignKey &f : parsed.tables.front().foreignKeys)
            f.id = 0;
        reconcileIds(current, parsed);
        const Table &now = parsed.tables.front();
        for (const Column &c : t.columns)
            QCOMPARE(now.findColumn(c.name)->id, c.id);
        QCOMPARE(now.foreignKeys[0].id, t.foreignKeys[1].id); // the last old one with the key
        QVERIFY(now.foreignKeys[1].id > current.lastId);      // a fresh one: that id is taken
        for (size_t i = 2; i < now.foreignKeys.size(); ++i)
            QCOMPARE(now.foreignKeys[i].id, t.foreignKeys[i].id);
        QVERIFY(parsed.lastId >= now.foreignKeys[1].id);
    }
}

void TestEdits::ddlExportPerTablePartitionsTheStatements_data()
{
    QTest::addColumn<int>("dialect");
    QTest::newRow("googlesql") << int(Dialect::GoogleSql);
    QTest::newRow("postgresql (converted)") << int(Dialect::PostgreSql);
}

void TestEdits::ddlExportPerTablePartitionsTheStatements()
{
    QFETCH(int, dialect);
    const Dialect target = Dialect(dialect);
    Schema schema = test::musicSchema();
    Sequence sequence;
    sequence.id = schema.newId();
    sequence.name = QStringLiteral("Seq");
    schema.sequences.push_back(sequence);
    const Schema inTarget = target == schema.dialect ? schema : convertSchema(schema, target).schema;
    const QStringList all = writeStatements(inTarget);
    if (all.isEmpty())
        QSKIP("the writers are not available in this build");

    const DdlExport perTable = exportDdlFiles(schema, target, DdlExportLayout::FilePerTable);
    QCOMPARE(perTable.files.size(), size_t(4)); // three tables and the other objects
    QCOMPARE(perTable.files.back().fileName, QString::fromLatin1(kOtherObjectsFileName));
    // Every statement of the whole schema is in exactly one file (files that use other tables
    // do not parse on their own, so this compares text); a table's indexes are in its file.
    for (const QString &statement : all) {
        int files = 0;
        for (const DdlExportFile &file : perTable.files)
            files += file.text.contains(statement + u';');
        QVERIFY2(files == 1, qPrintable(QStringLiteral("%1 file(s) have: %2").arg(files).arg(statement)));
    }
    int statements = 0;
    for (const DdlExportFile &file : perTable.files)
        statements += file.text.count(u';');
    QCOMPARE(statements, int(all.size()));
    QVERIFY(perTable.files[1].text.contains(QStringLiteral("AlbumsByAlbumTitle")));
    QVERIFY(!perTable.files[0].text.contains(QStringLiteral("AlbumsByAlbumTitle")));

    const DdlExport oneFile = exportDdlFiles(schema, target, DdlExportLayout::OneFile, QStringLiteral("x.sql"));
    QCOMPARE(oneFile.files.size(), size_t(1));
    QCOMPARE(oneFile.files.front().fileName, QStringLiteral("x.sql"));
    QCOMPARE(oneFile.files.front().text, writeDdl(inTarget));
}

void TestEdits::ddlExportFileNames()
{
    QCOMPARE(tableFileName(QStringLiteral("Singers")), QStringLiteral("Singers.sql"));
    QCOMPARE(tableFileName(QStringLiteral("sales.Orders")), QStringLiteral("sales.Orders.sql"));
    QCOMPARE(tableFileName(QStringLiteral("a/b c")), QStringLiteral("a_b_c.sql"));
    QCOMPARE(tableFileName(QStringLiteral("..")), QStringLiteral("_...sql"));
    // Names that differ only in case get distinct files (case-insensitive file systems).
    Schema schema = test::musicSchema();
    schema.dialect = Dialect::PostgreSql;
    schema.tables[1].interleave.reset();
    schema.tables[2].interleave.reset();
    schema.tables[1].name = QStringLiteral("singers");
    schema.indexes.clear();
    const DdlExport files = exportDdlFiles(schema, Dialect::PostgreSql, DdlExportLayout::FilePerTable);
    QCOMPARE(files.files[0].fileName, QStringLiteral("Singers.sql"));
    QCOMPARE(files.files[1].fileName, QStringLiteral("singers_2.sql"));
}

void TestEdits::schemaIndexFindsTheFirstOfAName()
{
    Schema s = musicSchema();
    Table twin = s.tables[0]; // a second "Singers" (a broken schema may have one)
    twin.id = s.newId();
    s.tables.push_back(twin);
    const SchemaIndex names(s);
    QCOMPARE(names.table(u"Singers"), &s.tables[0]);
    QCOMPARE(names.table(u"Songs"), &s.tables[2]);
    QCOMPARE(names.table(u"singers"), nullptr); // exact names, as Schema::findTable
    QCOMPARE(names.table(u"Nope"), nullptr);
    QCOMPARE(names.tableById(twin.id), &s.tables[3]);
    QCOMPARE(names.tableById(s.tables[1].id), &s.tables[1]);
    QCOMPARE(names.tableById(0), nullptr);
    QCOMPARE(names.index(u"AlbumsByAlbumTitle"), &s.indexes[0]);
    QCOMPARE(names.index(u"Albums"), nullptr);
    const SchemaIndex empty{Schema()};
    QCOMPARE(empty.table(u"Singers"), nullptr);
    QCOMPARE(empty.index(u"AlbumsByAlbumTitle"), nullptr);
}

void TestEdits::schemaIndexKnowsItsSchema()
{
    Schema s = musicSchema();
    s.tables.reserve(8);
    const SchemaIndex names(s);
    QVERIFY(names.describes(s));
    const Schema copy = s; // equal, but its own vectors: the index points into s
    QVERIFY(!names.describes(copy));
    ObjectId created = 0;
    QCOMPARE(edits::addTable(s, QStringLiteral("Concerts"), created), QString());
    QVERIFY(!names.describes(s)); // a table more: the index misses it

    std::optional<SchemaIndex> own;
    const SchemaIndex &given = SchemaIndex::givenOrBuilt(copy, &names, own);
    QVERIFY(own.has_value());
    QCOMPARE(&given, &*own);
    QCOMPARE(given.table(u"Albums"), &copy.tables[1]);
    std::optional<SchemaIndex> unused;
    const SchemaIndex fresh(copy);
    QCOMPARE(&SchemaIndex::givenOrBuilt(copy, &fresh, unused), &fresh);
    QVERIFY(!unused);
}

void TestEdits::reconcileWithTheCallersIndex()
{
    // The same ids whether reconcileIds builds its own index of `current` or gets the caller's,
    // and a stale one (of a copy) is not used.
    const Schema current = musicSchema();
    Schema parsed = current;
    std::reverse(parsed.tables.begin(), parsed.tables.end());
    for (Table &t : parsed.tables) {
        t.id += 100;
        for (Column &c : t.columns)
            c.id += 100;
    }
    Schema own = parsed, shared = parsed, viaCopy = parsed;
    reconcileIds(current, own);
    const SchemaIndex names(current);
    reconcileIds(current, shared, &names);
    QCOMPARE(shared, own);
    for (const Table &t : current.tables)
        QCOMPARE(own.findTable(t.name)->id, t.id);
    const Schema other = current;
    reconcileIds(other, viaCopy, &names); // an index of another value: ignored, rebuilt
    QCOMPARE(viaCopy, own);
}

void TestEdits::checklistIgnoresAnIndexOfAnotherSchema()
{
    // Findings are the same with the caller's index, without one, and with one that belongs to
    // another schema value (the checklist then builds its own instead of reading stale pointers).
    Schema s = musicSchema();
    Table orphan;
    orphan.id = s.newId();
    orphan.name = QStringLiteral("Orphans");
    orphan.interleave = Interleave{QStringLiteral("Missing"), Interleave::Kind::InParent, OnDelete::NoAction, false};
    s.tables.push_back(orphan);
    const Findings plain = runChecklist(s);
    QVERIFY(!plain.empty());
    auto ids = [](const Findings &findings) {
        QStringList out;
        for (const Finding &f : findings)
            out << f.ruleId + u':' + f.message();
        return out;
    };
    const SchemaIndex names(s);
    ChecklistOptions options;
    options.names = &names;
    QCOMPARE(ids(runChecklist(s, {}, options)), ids(plain));
    Schema renamed = s;
    renamed.tables[0].name = QStringLiteral("Artists"); // the index of s would find the old name
    ChecklistOptions stale;
    stale.names = &names;
    QCOMPARE(ids(runChecklist(renamed, {}, stale)), ids(runChecklist(renamed)));
    QVERIFY(ids(runChecklist(renamed)) != ids(plain));
}

QTEST_GUILESS_MAIN(TestEdits)
#include "tst_edits.moc"
