// Writers tested by exact strings on hand-built schemas (DB4S style): the canonical text of each
// dialect, the statement order, quoting, and the JSON dump.

#include "ddl.h"
#include "testschemas.h"
#include "writer/canonical.h"
#include "writer/jsondump.h"
#include "writer/piecedtext.h"
#include "writer/statementmemo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <algorithm>

using namespace ssd;
using namespace ssd::test;

Q_DECLARE_METATYPE(ssd::Schema)

namespace {

Schema singersAlbums(Dialect dialect)
{
    Schema s;
    s.dialect = dialect;
    Table &singers = addTable(s, "Singers", {"SingerId"});
    singers.columns.push_back(col(s, "SingerId", int64(), true));
    singers.columns.push_back(col(s, "FirstName", str(1024)));
    singers.columns.push_back(col(s, "SingerInfo", ColumnType::bytes(std::nullopt)));
    Table &albums = addTable(s, "Albums", {"SingerId", "AlbumId"});
    albums.columns.push_back(col(s, "SingerId", int64(), true));
    albums.columns.push_back(col(s, "AlbumId", int64(), true));
    albums.columns.push_back(col(s, "AlbumTitle", str()));
    albums.interleave = Interleave{QStringLiteral("Singers"), Interleave::Kind::InParent, OnDelete::Cascade, true};
    return s;
}

Schema columnClauses()
{
    Schema s;
    Table &t = addTable(s, "T", {"Id"});
    t.columns.push_back(col(s, "Id", int64(), true));
    Column d = col(s, "D", scalar(TypeKind::Timestamp), true);
    d.defaultExpr = S("PENDING_COMMIT_TIMESTAMP()");
    d.onUpdateExpr = S("PENDING_COMMIT_TIMESTAMP()");
    d.options.push_back({S("allow_commit_timestamp"), S("true")});
    t.columns.push_back(d);
    Column g = col(s, "G", int64());
    g.generatedExpr = S("Id + 1");
    g.stored = true;
    t.columns.push_back(g);
    Column v = col(s, "Tokens", scalar(TypeKind::TokenList));
    v.generatedExpr = S("TOKENIZE_FULLTEXT(Name)");
    v.hidden = true;
    t.columns.push_back(v);
    Column idn = col(s, "Seq", int64());
    idn.identity = SequenceOptions{true, 1, 1000, 5};
    t.columns.push_back(idn);
    Column ai = col(s, "Auto", int64());
    ai.autoIncrement = true;
    t.columns.push_back(ai);
    Column pk = col(s, "Loc", str(), true);
    pk.placementKey = true;
    t.columns.push_back(pk);
    ColumnType vec = ColumnType::arrayOf(scalar(TypeKind::Float32));
    vec.vectorLength = 128;
    t.columns.push_back(col(s, "Emb", vec));
    ColumnType proto;
    proto.kind = TypeKind::Proto;
    proto.protoName = S("examples.music.SingerInfo");
    t.columns.push_back(col(s, "Info", proto));
    ColumnType reservedProto;
    reservedProto.kind = TypeKind::Enum;
    reservedProto.protoName = S("all.Genre");
    t.columns.push_back(col(s, "Genre", reservedProto));
    t.columns.push_back(col(s, "Tags", ColumnType::arrayOf(str(10))));
    return s;
}

Schema constraintsAndPolicies()
{
    Schema s;
    Table &a = addTable(s, "A", {"K"});
    a.columns.push_back(col(s, "K", int64()));
    a.columns.push_back(col(s, "CreatedAt", scalar(TypeKind::Timestamp)));
    a.rowDeletionPolicy = RowDeletionPolicy{S("CreatedAt"), 7, {}};
    Table &b = addTable(s, "B", {"K", "X"});
    b.primaryKey[1].order = SortOrder::Desc;
    b.columns.push_back(col(s, "K", int64()));
    b.columns.push_back(col(s, "X", int64()));
    b.interleave = Interleave{S("A"), Interleave::Kind::InParent, OnDelete::NoAction, false};
    b.rowDeletionPolicy = RowDeletionPolicy{S("CreatedAt"), 30, {}};
    ForeignKey f1 = fk(s, "FK_A", {S("X")}, "A", {S("K")});
    f1.onDelete = OnDelete::Cascade;
    b.foreignKeys.push_back(f1);
    ForeignKey f2 = fk(s, "", {S("K"), S("X")}, "B", {S("K"), S("X")});
    f2.onDeleteExplicit = true;
    f2.notEnforced = true;
    b.foreignKeys.push_back(f2);
    b.checks.push_back(CheckConstraint{s.newId(), S("x_pos"), S("X > 0"), {}, {}});
    b.checks.push_back(CheckConstraint{s.newId(), {}, S("K <> X"), {}, {}});
    b.synonyms.push_back(S("Bee"));
    Table &c = addTable(s, "C", {});
    c.interleave = Interleave{S("A"), Interleave::Kind::In, OnDelete::NoAction, false};
    c.columns.push_back(col(s, "K", int64()));
    c.primaryKey.push_back(key("K"));
    c.options.push_back({S("locality_group"), S("'cold'")});
    Table &empty = addTable(s, "Solo", {});
    (void)empty;
    return s;
}

Schema indexesAndOrder()
{
    Schema s;
    Table &u = addTable(s, "Users", {"UserId"});
    u.columns.push_back(col(s, "UserId", int64(), true));
    u.columns.push_back(col(s, "Name", str()));
    u.columns.push_back(col(s, "Email", str()));
    // Created in reverse name order: Spanner prints a table's indexes sorted by name.
    Index &z = addIndex(s, "UsersByName", "Users", {key("Name", SortOrder::Desc)});
    z.nullFiltered = true;
    z.storing = {S("Email")};
    Index &a = addIndex(s, "AByEmail", "Users", {key("Email")});
    a.unique = true;
    a.whereNotNull = {S("Email")};
    a.options.push_back({S("locality_group"), S("'hot'")});
    Table &al = addTable(s, "Albums", {"UserId", "AlbumId"});
    al.columns.push_back(col(s, "UserId", int64(), true));
    al.columns.push_back(col(s, "AlbumId", int64(), true));
    al.interleave = Interleave{S("Users"), Interleave::Kind::InParent, OnDelete::Cascade, true};
    Index &li = addIndex(s, "AlbumsByUser", "Albums", {key("UserId"), key("AlbumId", SortOrder::Desc)});
    li.interleaveIn = S("Users");
    Index &search = addIndex(s, "S", "Albums", {key("Tok")});
    search.kind = Index::Kind::Search;
    search.partitionBy = {S("UserId")};
    search.orderBy = {key("AlbumId", SortOrder::Desc)};
    search.options.push_back({S("sort_order_sharding"), S("true")});
    Index &vec = addIndex(s, "V", "Albums", {key("Emb")});
    vec.kind = Index::Kind::Vector;
    vec.whereNotNull = {S("Emb")};
    vec.options.push_back({S("distance_type"), S("'COSINE'")});
    vec.options.push_back({S("tree_depth"), S("2")});
    return s;
}

Schema otherObjects()
{
    Schema s;
    s.databaseName = S("my-db");
    s.databaseOptions.push_back({S("default_sequence_kind"), S("'bit_reversed_positive'")});
    s.databaseOptions.push_back({S("optimizer_version"), S("7")});
    s.protoBundleTypes = {S("examples.Info"), S("examples.Genre")};
    // Views: V1 reads V2 which is created later (after a CREATE OR REPLACE).
    s.views.push_back(View{s.newId(), S("V1"), S("INVOKER"), S("SELECT v2.a FROM V2 AS v2"), {}, {}});
    s.keptStatements.push_back(KeptStatement{s.newId(), S("CREATE FUNCTION"), S("CREATE FUNCTION f(x INT64) RETURNS INT64 AS (x + 1)"), {}, {}});
    Table &t = addTable(s, "T", {"K"});
    t.columns.push_back(col(s, "K", int64(), true));
    s.views.push_back(View{s.newId(), S("V2"), S("DEFINER"), S("SELECT 1 AS a"), {}, {}});
    s.sequences.push_back(Sequence{s.newId(), S("Seq"), SequenceOptions{true, 100, 200, 7}, {}, false, {}, {}});
    Sequence opt;
    opt.id = s.newId();
    opt.name = S("OptSeq");
    opt.options.push_back({S("sequence_kind"), S("'bit_reversed_positive'")});
    s.sequences.push_back(opt);
    s.schemas.push_back(NamedSchema{s.newId(), S("sch"), {}, {}});
    s.localityGroups.push_back(LocalityGroup{s.newId(), S("cold"), {{S("storage"), S("'hdd'")}}, {}, {}});
    ChangeStream all{s.newId(), S("Everything"), true, {}, {{S("retention_period"), S("'7d'")}}, {}};
    s.changeStreams.push_back(all);
    ChangeStream some{s.newId(), S("Partial"), false, {}, {}, {}};
    some.targets.push_back({S("T"), std::nullopt});
    some.targets.push_back({S("T"), QStringList{}});
    some.targets.push_back({S("T"), QStringList{S("K")}});
    s.changeStreams.push_back(some);
    s.changeStreams.push_back(ChangeStream{s.newId(), S("Nothing"), false, {}, {}, {}, {}});
    s.models.push_back(Model{s.newId(), S("m1"), S("INPUT( feature INT64, ) OUTPUT( label STRING(MAX), ) REMOTE OPTIONS ( endpoint = 'e' )"), {}, {}});
    s.propertyGraphs.push_back(PropertyGraph{s.newId(), S("G"), S("NODE TABLES (T)"), {}, {}});
    s.roles.push_back(Role{s.newId(), S("reader"), {}, {}});
    s.grants.push_back(Grant{s.newId(), false, S("SELECT"), S("TABLE"), {S("T")}, {S("reader")}, {}, {}});
    s.grants.push_back(Grant{s.newId(), true, S("reader"), S("ROLE"), {}, {S("writer")}, {}, {}});
    s.grants.push_back(Grant{s.newId(), false, S("reader, Select"), S("ROLE"), {}, {S("writer")}, {}, {}});
    s.keptStatements.push_back(KeptStatement{s.newId(), S("ANALYZE"), S("ANALYZE"), {}, {}});
    return s;
}

Schema forwardForeignKey()
{
    Schema s;
    Table &t = addTable(s, "T", {"A"});
    t.columns.push_back(col(s, "A", int64(), true));
    t.columns.push_back(col(s, "B", int64(), true));
    Table &u = addTable(s, "U", {"X"});
    u.columns.push_back(col(s, "X", int64(), true));
    s.tables[0].foreignKeys.push_back(fk(s, "", {S("B")}, "U", {S("X")}));
    s.tables[0].foreignKeys.push_back(fk(s, "D", {S("B")}, "T", {S("A")}));
    s.tables[1].foreignKeys.push_back(fk(s, "C", {S("X")}, "T", {S("A")}));
    return s;
}

Schema reservedNames()
{
    Schema s;
    Table &t = addTable(s, "ALL", {"Group"});
    t.columns.push_back(col(s, "Group", int64(), true));
    t.columns.push_back(col(s, "Key", str()));
    t.columns.push_back(col(s, "select", str()));
    addIndex(s, "Order", "ALL", {key("Key")});
    return s;
}

// Compares line by line so that a failure names the first differing line.
void compareText(const QString &actual, const QString &expected)
{
    const QStringList a = actual.split(u'\n');
    const QStringList e = expected.split(u'\n');
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a[i], e[i]);
    QCOMPARE(a.size(), e.size());
}

} // namespace

class TestWriter : public QObject
{
    Q_OBJECT

private slots:
    void googleSql_data();
    void googleSql();
    void postgreSql_data();
    void postgreSql();
    void ddlJoinsStatements();
    void viewsAfterTheViewsTheirQueriesName_data();
    void viewsAfterTheViewsTheirQueriesName();
    void memoPrintsOnlyWhatChanged();
    void memoToldTheChangesComparesOnlyThose();
    void piecesShareTheMemosStatements();
    void jsonDump();
    void jsonDumpPostgreSql();
    void canonicalizedFlags();
};

void TestWriter::googleSql_data()
{
    QTest::addColumn<Schema>("schema");
    QTest::addColumn<QString>("expected");

    QTest::newRow("interleaved table") << singersAlbums(Dialect::GoogleSql) << S(
        "CREATE TABLE Singers (\n"
        "  SingerId INT64 NOT NULL,\n"
        "  FirstName STRING(1024),\n"
        "  SingerInfo BYTES(MAX),\n"
        ") PRIMARY KEY(SingerId)\n"
        "CREATE TABLE Albums (\n"
        "  SingerId INT64 NOT NULL,\n"
        "  AlbumId INT64 NOT NULL,\n"
        "  AlbumTitle STRING(MAX),\n"
        ") PRIMARY KEY(SingerId, AlbumId),\n"
        "  INTERLEAVE IN PARENT Singers ON DELETE CASCADE\n");

    QTest::newRow("column clauses") << columnClauses() << S(
        "CREATE TABLE T (\n"
        "  Id INT64 NOT NULL,\n"
        "  D TIMESTAMP NOT NULL DEFAULT (PENDING_COMMIT_TIMESTAMP()) ON UPDATE (PENDING_COMMIT_TIMESTAMP()) OPTIONS (\n"
        "    allow_commit_timestamp = true\n"
        "  ),\n"
        "  G INT64 AS (Id + 1) STORED,\n"
        "  Tokens TOKENLIST AS (TOKENIZE_FULLTEXT(Name)) HIDDEN,\n"
        "  Seq INT64 GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE SKIP RANGE 1, 1000 START COUNTER WITH 5),\n"
        "  Auto INT64 GENERATED BY DEFAULT AS IDENTITY,\n"
        "  Loc STRING(MAX) NOT NULL PLACEMENT KEY,\n"
        "  Emb ARRAY<FLOAT32>(vector_length=>128),\n"
        "  Info examples.music.SingerInfo,\n"
        "  Genre `all.Genre`,\n"
        "  Tags ARRAY<STRING(10)>,\n"
        ") PRIMARY KEY(Id)\n");

    QTest::newRow("constraints and policies") << constraintsAndPolicies() << S(
        "CREATE TABLE A (\n"
        "  K INT64,\n"
        "  CreatedAt TIMESTAMP,\n"
        ") PRIMARY KEY(K),\n"
        "  ROW DELETION POLICY (OLDER_THAN(CreatedAt, INTERVAL 7 DAY))\n"
        "CREATE TABLE B (\n"
        "  K INT64,\n"
        "  X INT64,\n"
        "  CONSTRAINT FK_A FOREIGN KEY(X) REFERENCES A(K) ON DELETE CASCADE,\n"
        "  FOREIGN KEY(K, X) REFERENCES B(K, X) ON DELETE NO ACTION NOT ENFORCED,\n"
        "  CONSTRAINT x_pos CHECK(X > 0),\n"
        "  CHECK(K <> X),\n"
        "  SYNONYM(Bee),\n"
        ") PRIMARY KEY(K, X DESC),\n"
        "  INTERLEAVE IN PARENT A ON DELETE NO ACTION,\n"
        "  ROW DELETION POLICY (OLDER_THAN(CreatedAt, INTERVAL 30 DAY))\n"
        "CREATE TABLE C (\n"
        "  K INT64,\n"
        ") PRIMARY KEY(K),\n"
        "  INTERLEAVE IN A,\n"
        "  OPTIONS (locality_group = 'cold')\n"
        "CREATE TABLE Solo (\n"
        ") PRIMARY KEY()\n");

    QTest::newRow("indexes after their table, sorted by name") << indexesAndOrder() << S(
        "CREATE TABLE Users (\n"
        "  UserId INT64 NOT NULL,\n"
        "  Name STRING(MAX),\n"
        "  Email STRING(MAX),\n"
        ") PRIMARY KEY(UserId)\n"
        "CREATE UNIQUE INDEX AByEmail ON Users(Email) WHERE Email IS NOT NULL OPTIONS (locality_group = 'hot')\n"
        "CREATE NULL_FILTERED INDEX UsersByName ON Users(Name DESC) STORING (Email)\n"
        "CREATE TABLE Albums (\n"
        "  UserId INT64 NOT NULL,\n"
        "  AlbumId INT64 NOT NULL,\n"
        ") PRIMARY KEY(UserId, AlbumId),\n"
        "  INTERLEAVE IN PARENT Users ON DELETE CASCADE\n"
        "CREATE INDEX AlbumsByUser ON Albums(UserId, AlbumId DESC), INTERLEAVE IN Users\n"
        "CREATE SEARCH INDEX S ON Albums(Tok) PARTITION BY UserId ORDER BY AlbumId DESC OPTIONS (sort_order_sharding = true)\n"
        "CREATE VECTOR INDEX V ON Albums(Emb) WHERE Emb IS NOT NULL OPTIONS ( distance_type = 'COSINE', tree_depth = 2 )\n");

    QTest::newRow("statement order and other objects") << otherObjects() << S(
        "ALTER DATABASE `my-db` SET OPTIONS (default_sequence_kind = 'bit_reversed_positive', optimizer_version = 7)\n"
        "CREATE PROTO BUNDLE (\n"
        "  examples.Info,\n"
        "  examples.Genre,\n"
        ")\n"
        "CREATE FUNCTION f(x INT64) RETURNS INT64 AS (x + 1)\n"
        "CREATE SCHEMA sch\n"
        "CREATE LOCALITY GROUP cold OPTIONS ( storage = 'hdd' )\n"
        "CREATE SEQUENCE Seq BIT_REVERSED_POSITIVE SKIP RANGE 100, 200 START COUNTER WITH 7\n"
        "CREATE SEQUENCE OptSeq OPTIONS (\n"
        "  sequence_kind = 'bit_reversed_positive'\n"
        ")\n"
        "CREATE TABLE T (\n"
        "  K INT64 NOT NULL,\n"
        ") PRIMARY KEY(K)\n"
        "CREATE CHANGE STREAM Everything FOR ALL OPTIONS ( retention_period = '7d' )\n"
        "CREATE CHANGE STREAM Partial FOR T, T(), T(K)\n"
        "CREATE CHANGE STREAM Nothing\n"
        "CREATE MODEL m1 INPUT( feature INT64, ) OUTPUT( label STRING(MAX), ) REMOTE OPTIONS ( endpoint = 'e' )\n"
        "CREATE VIEW V2 SQL SECURITY DEFINER AS SELECT 1 AS a\n"
        "CREATE VIEW V1 SQL SECURITY INVOKER AS SELECT v2.a FROM V2 AS v2\n"
        "CREATE PROPERTY GRAPH G NODE TABLES (T)\n"
        "CREATE ROLE reader\n"
        "GRANT SELECT ON TABLE T TO ROLE reader\n"
        "REVOKE ROLE reader FROM ROLE writer\n"
        "GRANT ROLE reader, `Select` TO ROLE writer\n"
        "ANALYZE\n");

    QTest::newRow("foreign key to a later table becomes ALTER TABLE") << forwardForeignKey() << S(
        "CREATE TABLE T (\n"
        "  A INT64 NOT NULL,\n"
        "  B INT64 NOT NULL,\n"
        ") PRIMARY KEY(A)\n"
        "CREATE TABLE U (\n"
        "  X INT64 NOT NULL,\n"
        "  CONSTRAINT C FOREIGN KEY(X) REFERENCES T(A),\n"
        ") PRIMARY KEY(X)\n"
        "ALTER TABLE T ADD FOREIGN KEY(B) REFERENCES U(X)\n"
        "ALTER TABLE T ADD CONSTRAINT D FOREIGN KEY(B) REFERENCES T(A)\n");

    QTest::newRow("reserved words back-quoted") << reservedNames() << S(
        "CREATE TABLE `ALL` (\n"
        "  `Group` INT64 NOT NULL,\n"
        "  Key STRING(MAX),\n"
        "  `select` STRING(MAX),\n"
        ") PRIMARY KEY(`Group`)\n"
        "CREATE INDEX `Order` ON `ALL`(Key)\n");
}

void TestWriter::googleSql()
{
    QFETCH(Schema, schema);
    QFETCH(QString, expected);
    schema.dialect = Dialect::GoogleSql;
    compareText(writeStatements(schema).join(u'\n') + u'\n', expected);
}

void TestWriter::postgreSql_data()
{
    QTest::addColumn<Schema>("schema");
    QTest::addColumn<QString>("expected");

    Schema types;
    {
        Table &t = addTable(types, "users", {"id"});
        t.columns.push_back(col(types, "id", int64()));
        t.columns.push_back(col(types, "name", str(255), true));
        t.columns.push_back(col(types, "bio", str()));
        t.columns.push_back(col(types, "b", scalar(TypeKind::Bool)));
        t.columns.push_back(col(types, "f4", scalar(TypeKind::Float32)));
        t.columns.push_back(col(types, "f8", scalar(TypeKind::Float64)));
        t.columns.push_back(col(types, "n", scalar(TypeKind::Numeric)));
        t.columns.push_back(col(types, "raw", ColumnType::bytes(std::nullopt)));
        t.columns.push_back(col(types, "doc", scalar(TypeKind::Json)));
        t.columns.push_back(col(types, "day", scalar(TypeKind::Date)));
        t.columns.push_back(col(types, "at", scalar(TypeKind::Timestamp)));
        Column cts = col(types, "UpdatedAt", scalar(TypeKind::Timestamp));
        cts.options.push_back({S("allow_commit_timestamp"), S("true")});
        t.columns.push_back(cts);
        t.columns.push_back(col(types, "u", scalar(TypeKind::Uuid)));
        t.columns.push_back(col(types, "tags", ColumnType::arrayOf(str(128))));
        ColumnType vec = ColumnType::arrayOf(scalar(TypeKind::Float64));
        vec.vectorLength = 2;
        t.columns.push_back(col(types, "emb", vec));
        Column def = col(types, "score", int64());
        def.defaultExpr = S("'9'::bigint");
        t.columns.push_back(def);
        Column gen = col(types, "half", scalar(TypeKind::Float64));
        gen.generatedExpr = S("f8 / 2");
        gen.stored = true;
        t.columns.push_back(gen);
        Column tok = col(types, "tok", scalar(TypeKind::TokenList));
        tok.generatedExpr = S("spanner.tokenize_fulltext(bio)");
        tok.hidden = true;
        t.columns.push_back(tok);
        Column ident = col(types, "seq", int64());
        ident.identity = SequenceOptions{true, 1, 1000, 5};
        t.columns.push_back(ident);
        Column serial = col(types, "serial", int64());
        serial.autoIncrement = true;
        t.columns.push_back(serial);
        t.checks.push_back(CheckConstraint{types.newId(), S("name_set"), S("name IS NOT NULL"), {}, {}});
    }
    QTest::newRow("types and columns") << types << S(
        "CREATE TABLE users (\n"
        "  id bigint NOT NULL,\n"
        "  name character varying(255) NOT NULL,\n"
        "  bio character varying,\n"
        "  b boolean,\n"
        "  f4 real,\n"
        "  f8 double precision,\n"
        "  n numeric,\n"
        "  raw bytea,\n"
        "  doc jsonb,\n"
        "  day date,\n"
        "  at timestamp with time zone,\n"
        "  \"UpdatedAt\" spanner.commit_timestamp,\n"
        "  u uuid,\n"
        "  tags character varying(128)[],\n"
        "  emb double precision[] VECTOR LENGTH 2,\n"
        "  score bigint DEFAULT '9'::bigint,\n"
        "  half double precision GENERATED ALWAYS AS (f8 / 2) STORED,\n"
        "  tok spanner.tokenlist GENERATED ALWAYS AS (spanner.tokenize_fulltext(bio)) VIRTUAL HIDDEN,\n"
        "  seq bigint GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 START COUNTER WITH 5),\n"
        "  serial bigint GENERATED BY DEFAULT AS IDENTITY,\n"
        "  PRIMARY KEY(id),\n"
        "  CONSTRAINT name_set CHECK(name IS NOT NULL)\n"
        ")\n");

    Schema tree;
    {
        tree.databaseName = S("db");
        tree.databaseOptions.push_back({S("spanner.default_sequence_kind"), S("'bit_reversed_positive'")});
        Table &p = addTable(tree, "parent", {"name"});
        p.columns.push_back(col(tree, "name", str(), true));
        p.columns.push_back(col(tree, "created", scalar(TypeKind::Timestamp)));
        p.rowDeletionPolicy = RowDeletionPolicy{S("created"), 23, S("3 WEEKS 2 DAYS")};
        Table &c = addTable(tree, "Test", {"name", "id"});
        c.columns.push_back(col(tree, "name", str(), true));
        c.columns.push_back(col(tree, "id", int64(), true));
        c.columns.push_back(col(tree, "home", int64()));
        c.interleave = Interleave{S("parent"), Interleave::Kind::InParent, OnDelete::NoAction, false};
        c.rowDeletionPolicy = RowDeletionPolicy{S("created"), 5, {}};
        c.localityGroup = S("cold");
        ForeignKey f = fk(tree, "", {S("id")}, "parent", {S("name")});
        f.onDeleteExplicit = true;
        c.foreignKeys.push_back(f);
        ForeignKey g = fk(tree, "Cascading", {S("home")}, "parent", {S("name")});
        g.onDelete = OnDelete::Cascade;
        c.foreignKeys.push_back(g);
        Table &d = addTable(tree, "d", {"name"});
        d.columns.push_back(col(tree, "name", str(), true));
        d.interleave = Interleave{S("parent"), Interleave::Kind::InParent, OnDelete::Cascade, true};
        Table &e = addTable(tree, "e", {"name"});
        e.columns.push_back(col(tree, "name", str(), true));
        e.interleave = Interleave{S("parent"), Interleave::Kind::In, OnDelete::NoAction, false};
        Index &i = addIndex(tree, "name_idx", "Test", {key("name"), key("home", SortOrder::Desc)});
        i.keys[1].nulls = KeyPart::Nulls::First;
        i.storing = {S("PhoneNumber")};
        i.interleaveIn = S("parent");
        i.whereNotNull = {S("home")};
        i.unique = true;
        Index &nf = addIndex(tree, "nf", "d", {key("name")});
        nf.nullFiltered = true;
        Index &v = addIndex(tree, "vec", "d", {key("emb")});
        v.usingMethod = S("scann");
        v.options.push_back({S("distance_type"), S("'COSINE'")});
        v.whereNotNull = {S("emb")};
        tree.changeStreams.push_back(ChangeStream{tree.newId(), S("cs"), false,
                                                  {{S("Test"), QStringList{S("home")}}, {S("d"), QStringList{}}},
                                                  {{S("retention_period"), S("'7d'")}}, {}, {}});
        tree.sequences.push_back(Sequence{tree.newId(), S("seq"), SequenceOptions{true, 1, 1000, 50000, false, false, true}, {}, true, {}, {}});
    }
    QTest::newRow("interleave, ttl, indexes, change stream") << tree << S(
        "ALTER DATABASE db SET \"spanner.default_sequence_kind\" = 'bit_reversed_positive'\n"
        "CREATE SEQUENCE seq BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 START COUNTER WITH 50000 NO CYCLE OWNED BY NONE\n"
        "CREATE TABLE parent (\n"
        "  name character varying NOT NULL,\n"
        "  created timestamp with time zone,\n"
        "  PRIMARY KEY(name)\n"
        ") TTL INTERVAL '3 WEEKS 2 DAYS' ON created\n"
        "CREATE TABLE \"Test\" (\n"
        "  name character varying NOT NULL,\n"
        "  id bigint NOT NULL,\n"
        "  home bigint,\n"
        "  PRIMARY KEY(name, id),\n"
        "  FOREIGN KEY (id) REFERENCES parent(name),\n"
        "  CONSTRAINT \"Cascading\" FOREIGN KEY (home) REFERENCES parent(name) ON DELETE CASCADE\n"
        ") INTERLEAVE IN PARENT parent TTL INTERVAL '5 DAYS' ON created LOCALITY GROUP cold\n"
        "CREATE UNIQUE INDEX name_idx ON \"Test\" (name, home DESC NULLS FIRST) INCLUDE (\"PhoneNumber\") INTERLEAVE IN parent WHERE home IS NOT NULL\n"
        "CREATE TABLE d (\n"
        "  name character varying NOT NULL,\n"
        "  PRIMARY KEY(name)\n"
        ") INTERLEAVE IN PARENT parent ON DELETE CASCADE\n"
        "CREATE INDEX nf ON d (name) WHERE name IS NOT NULL\n"
        "CREATE INDEX vec ON d USING scann (emb) WITH (distance_type = 'COSINE') WHERE emb IS NOT NULL\n"
        "CREATE TABLE e (\n"
        "  name character varying NOT NULL,\n"
        "  PRIMARY KEY(name)\n"
        ") INTERLEAVE IN parent\n"
        "CREATE CHANGE STREAM cs\n"
        "FOR \"Test\"(home), d()\n"
        "WITH (retention_period = '7d')\n");

    Schema quoting;
    {
        Table &t = addTable(quoting, "All_Users_99", {"select"});
        t.columns.push_back(col(quoting, "select", int64(), true));
        t.columns.push_back(col(quoting, "key", str()));
        t.columns.push_back(col(quoting, "has space", str()));
        t.columns.push_back(col(quoting, "q\"uote", str()));
        quoting.views.push_back(View{quoting.newId(), S("v"), S("INVOKER"), S("SELECT key FROM \"All_Users_99\""), {}, {}});
        quoting.roles.push_back(Role{quoting.newId(), S("reader"), {}, {}});
        quoting.grants.push_back(Grant{quoting.newId(), false, S("SELECT"), S("TABLE"), {S("\"All_Users_99\"")}, {S("reader")}, {}, {}});
        quoting.grants.push_back(Grant{quoting.newId(), false, S("reader"), S("ROLE"), {}, {S("Writer")}, {}, {}});
    }
    QTest::newRow("quoting") << quoting << S(
        "CREATE TABLE \"All_Users_99\" (\n"
        "  \"select\" bigint NOT NULL,\n"
        "  key character varying,\n"
        "  \"has space\" character varying,\n"
        "  \"q\"\"uote\" character varying,\n"
        "  PRIMARY KEY(\"select\")\n"
        ")\n"
        "CREATE VIEW v SQL SECURITY INVOKER AS SELECT key FROM \"All_Users_99\"\n"
        "CREATE ROLE reader\n"
        "GRANT SELECT ON TABLE \"All_Users_99\" TO reader\n"
        "GRANT reader TO \"Writer\"\n");
}

void TestWriter::postgreSql()
{
    QFETCH(Schema, schema);
    QFETCH(QString, expected);
    schema.dialect = Dialect::PostgreSql;
    compareText(writeStatements(schema).join(u'\n') + u'\n', expected);
}

void TestWriter::ddlJoinsStatements()
{
    Schema s = singersAlbums(Dialect::GoogleSql);
    const QString ddl = writeDdl(s);
    QVERIFY(ddl.startsWith(S("CREATE TABLE Singers (\n")));
    QVERIFY(ddl.endsWith(S("ON DELETE CASCADE;\n")));
    QCOMPARE(ddl.count(S(";\n")), 2);
    QCOMPARE(writeDdl(Schema{}), QString());
}

void TestWriter::viewsAfterTheViewsTheirQueriesName_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QString>("ddl");
    const int googleSql = int(Dialect::GoogleSql), postgreSql = int(Dialect::PostgreSql);
    const QString b = S("CREATE VIEW B SQL SECURITY INVOKER AS SELECT 2 AS y;\n");
    QTest::newRow("googlesql: B in a comment") << googleSql << S("CREATE VIEW A SQL SECURITY INVOKER AS SELECT /* B */ 1 AS x;\n") + b;
    QTest::newRow("googlesql: B in a string") << googleSql << S("CREATE VIEW A SQL SECURITY INVOKER AS SELECT \"B\" AS x;\n") + b;
    QTest::newRow("postgresql: B in a comment") << postgreSql << S("CREATE VIEW A SQL SECURITY INVOKER AS SELECT -- B\n 1 AS x;\n") + b;
    QTest::newRow("postgresql: B in a dollar-quoted string") << postgreSql << S("CREATE VIEW A SQL SECURITY INVOKER AS SELECT $$B$$ AS x;\n") + b;
}

// A view is written after the views its query reads, and only those: a name in a string or a
// comment of the query reads nothing (before the lexers, B moved above A here).
void TestWriter::viewsAfterTheViewsTheirQueriesName()
{
    QFETCH(int, dialect);
    QFETCH(QString, ddl);
    ParseOptions options;
    options.dialect = Dialect(dialect);
    const ParseResult parsed = parseDdl(ddl, options);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.schema.views.size(), size_t(2));
    const QString written = writeDdl(parsed.schema);
    const qsizetype a = written.indexOf(S("CREATE VIEW ") + parsed.schema.views[0].name);
    const qsizetype b = written.indexOf(S("CREATE VIEW ") + parsed.schema.views[1].name);
    QVERIFY2(a >= 0 && b > a, qPrintable(written));
}

// The DDL tabs write the whole schema after every edit; with a memo only the changed objects are
// printed, and the text is the same as without one (tst_corpus checks that over the corpus,
// where ids of different files collide).
void TestWriter::memoPrintsOnlyWhatChanged()
{
    for (Dialect d : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        Schema s = singersAlbums(d);
        addIndex(s, "AlbumsByTitle", "Albums", {key("AlbumTitle")});
        StatementMemo memo;
        QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
        QCOMPARE(memo.printed(), 3);
        QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
        QCOMPARE(memo.printed(), 0);
        QCOMPARE(memo.reused(), 3);

        s.tables.front().columns.push_back(col(s, "Born", int64()));
        QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
        QCOMPARE(memo.printed(), 1);
        // An index whose table was renamed is printed again; the table too.
        s.tables.back().name = S("Records");
        s.indexes.front().table = S("Records");
        QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
        QCOMPARE(memo.printed(), 2);
        // The same ids in the other dialect spell everything anew.
        Schema other = s;
        other.dialect = d == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
        QCOMPARE(writeDdlPieces(other, memo).toString(), writeDdl(other));
        QCOMPARE(memo.printed(), 3);
    }
}

// A caller that follows one schema (the DDL dock, told by the Document's changes) names the tables
// changed since the last write; the memo then compares only those and reuses the others as told.
// A table whose id another table of the same write shares is compared all the same: its entry
// holds the other one's text.
void TestWriter::memoToldTheChangesComparesOnlyThose()
{
    Schema s = singersAlbums(Dialect::GoogleSql);
    StatementMemo memo;
    QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
    s.tables.front().columns.push_back(col(s, "Born", int64()));
    memo.tellChangedTables({s.tables.front().id});
    QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
    QCOMPARE(memo.printed(), 1);

    // Told, it does not compare: an untold change keeps the old text (what makes it cheap, and
    // why only a caller told of every change may tell).
    const QString before = writeDdl(s);
    s.tables.back().columns.push_back(col(s, "Untold", int64()));
    memo.tellChangedTables({});
    QCOMPARE(writeDdlPieces(s, memo).toString(), before);
    QCOMPARE(memo.printed(), 0);
    // Untold, the next write compares again.
    QCOMPARE(writeDdlPieces(s, memo).toString(), writeDdl(s));
    QCOMPARE(memo.printed(), 1);

    // Two tables with one id: never reused on the caller's word.
    Schema shared = singersAlbums(Dialect::GoogleSql);
    shared.tables.back().id = shared.tables.front().id;
    shared.tables.back().interleave.reset();
    StatementMemo twice;
    QCOMPARE(writeDdlPieces(shared, twice).toString(), writeDdl(shared));
    twice.tellChangedTables({});
    QCOMPARE(writeDdlPieces(shared, twice).toString(), writeDdl(shared));
    twice.tellChangedTables({});
    QCOMPARE(writeDdlPieces(shared, twice).toString(), writeDdl(shared));
}

// The DDL tabs find what an edit changed by comparing the pieces of two writes: a statement the
// memo reused is the very buffer the last write gave (no copy of it, and compared by pointer).
void TestWriter::piecesShareTheMemosStatements()
{
    Schema s = singersAlbums(Dialect::GoogleSql);
    addIndex(s, "AlbumsByTitle", "Albums", {key("AlbumTitle")});
    StatementMemo memo;
    const PiecedText first = writeDdlPieces(s, memo, u"-- a note\n");
    QCOMPARE(first.toString(), S("-- a note\n\n") + writeDdl(s));
    s.tables.front().columns.push_back(col(s, "Born", int64()));
    memo.tellChangedTables({s.tables.front().id});
    const PiecedText second = writeDdlPieces(s, memo, u"-- a note\n");
    QCOMPARE(second.toString(), S("-- a note\n\n") + writeDdl(s));

    auto sharedWithFirst = [&](const TextPiece &piece) {
        return std::any_of(first.pieces.begin(), first.pieces.end(),
                           [&](const TextPiece &p) { return p.owner.constData() == piece.owner.constData(); });
    };
    QStringList shared, fresh;
    for (const TextPiece &piece : second.pieces)
        (sharedWithFirst(piece) ? shared : fresh) << piece.view().left(20).toString();
    // Albums and its index are the first write's; Singers, changed, is printed anew, and the text
    // between the statements is the second write's own buffer.
    QCOMPARE(shared, QStringList({S("CREATE TABLE Albums "), S("CREATE INDEX AlbumsB")}));
    QVERIFY(fresh.contains(S("CREATE TABLE Singers")));
}

void TestWriter::jsonDump()
{
    Schema s = constraintsAndPolicies();
    s.keptStatements.push_back(KeptStatement{s.newId(), S("ANALYZE"), S("ANALYZE"), {}, {}});
    Table &t = s.tables[0];
    Column c = col(s, "Cts", scalar(TypeKind::Timestamp));
    c.defaultExpr = S("PENDING_COMMIT_TIMESTAMP()");
    c.options.push_back({S("allow_commit_timestamp"), S("true")});
    t.columns.push_back(c);
    Index &i = addIndex(s, "ByX", "B", {key("X", SortOrder::Desc)});
    i.storing = {S("K")};
    i.interleaveIn = S("A");

    const QJsonObject json = dumpSchemaJson(s);
    QCOMPARE(json.value(S("dialect")).toString(), S("googlesql"));
    const QJsonArray tables = json.value(S("tables")).toArray();
    QCOMPARE(tables.size(), 4);
    const QJsonObject a = tables.at(0).toObject();
    QCOMPARE(a.value(S("name")).toString(), S("A"));
    QVERIFY(a.value(S("interleave")).isNull());
    const QJsonObject cts = a.value(S("columns")).toArray().at(2).toObject();
    QCOMPARE(cts.value(S("type")).toString(), S("TIMESTAMP"));
    QCOMPARE(cts.value(S("commitTimestamp")).toBool(), true);
    QCOMPARE(cts.value(S("default")).toString(), S("PENDING_COMMIT_TIMESTAMP()"));
    QVERIFY(cts.value(S("generated")).isNull());
    QCOMPARE(a.value(S("rowDeletionPolicy")).toObject().value(S("days")).toInt(), 7);

    const QJsonObject b = tables.at(1).toObject();
    QCOMPARE(b.value(S("primaryKey")).toArray().at(1).toObject().value(S("order")).toString(), S("desc"));
    const QJsonObject inter = b.value(S("interleave")).toObject();
    QCOMPARE(inter.value(S("parent")).toString(), S("A"));
    QCOMPARE(inter.value(S("kind")).toString(), S("parent"));
    QCOMPARE(inter.value(S("onDelete")).toString(), S("no action"));
    const QJsonArray fks = b.value(S("foreignKeys")).toArray();
    QCOMPARE(fks.size(), 2);
    QCOMPARE(fks.at(0).toObject().value(S("name")).toString(), S("FK_A"));
    QCOMPARE(fks.at(0).toObject().value(S("onDelete")).toString(), S("cascade"));
    QCOMPARE(fks.at(0).toObject().value(S("referencedTable")).toString(), S("A"));
    QCOMPARE(fks.at(1).toObject().value(S("enforced")).toBool(), false);
    QCOMPARE(fks.at(1).toObject().value(S("referencedColumns")).toArray().size(), 2);
    QCOMPARE(b.value(S("checks")).toArray().size(), 2);
    QCOMPARE(tables.at(2).toObject().value(S("interleave")).toObject().value(S("kind")).toString(), S("in"));

    const QJsonObject index = json.value(S("indexes")).toArray().at(0).toObject();
    QCOMPARE(index.value(S("table")).toString(), S("B"));
    QCOMPARE(index.value(S("unique")).toBool(), false);
    QCOMPARE(index.value(S("nullFiltered")).toBool(), false);
    QCOMPARE(index.value(S("interleaveIn")).toString(), S("A"));
    QCOMPARE(index.value(S("keys")).toArray().at(0).toObject().value(S("order")).toString(), S("desc"));
    QCOMPARE(index.value(S("storing")).toArray().at(0).toString(), S("K"));
    QCOMPARE(json.value(S("statements")).toArray().at(0).toObject().value(S("text")).toString(), S("ANALYZE"));
    for (const char *k : {"sequences", "views", "changeStreams", "schemas", "roles", "grants", "models",
                          "propertyGraphs", "localityGroups", "protoBundle", "databaseOptions"})
        QVERIFY2(json.value(S(k)).isArray(), k);
    // Stable text: the same schema dumps to the same bytes.
    QCOMPARE(QJsonDocument(json).toJson(), QJsonDocument(dumpSchemaJson(s)).toJson());
}

void TestWriter::jsonDumpPostgreSql()
{
    Schema s = singersAlbums(Dialect::PostgreSql);
    Column cts = col(s, "At", scalar(TypeKind::Timestamp));
    cts.options.push_back({S("allow_commit_timestamp"), S("true")});
    s.tables[0].columns.push_back(cts);
    s.sequences.push_back(Sequence{s.newId(), S("big"), SequenceOptions{true, 1, Q_INT64_C(9223372036854775807), {}}, {}, false, {}, {}});
    const QJsonObject json = dumpSchemaJson(s);
    QCOMPARE(json.value(S("dialect")).toString(), S("postgresql"));
    const QJsonArray columns = json.value(S("tables")).toArray().at(0).toObject().value(S("columns")).toArray();
    QCOMPARE(columns.at(0).toObject().value(S("type")).toString(), S("bigint"));
    QCOMPARE(columns.at(1).toObject().value(S("type")).toString(), S("character varying(1024)"));
    QCOMPARE(columns.at(2).toObject().value(S("type")).toString(), S("bytea"));
    QCOMPARE(columns.at(3).toObject().value(S("type")).toString(), S("spanner.commit_timestamp"));
    const QJsonObject seq = json.value(S("sequences")).toArray().at(0).toObject();
    QCOMPARE(seq.value(S("skipRangeMin")).toInt(), 1);
    QCOMPARE(seq.value(S("skipRangeMax")).toString(), S("9223372036854775807"));
    QVERIFY(seq.value(S("startCounter")).isNull());
}

void TestWriter::canonicalizedFlags()
{
    Schema s = constraintsAndPolicies();
    s.tables[1].primaryKey[0].orderExplicit = true;
    s.tables[1].foreignKeys[0].enforcedExplicit = true;
    Column ai = col(s, "Auto", int64());
    ai.autoIncrement = true;
    s.tables[0].columns.push_back(ai);
    const Schema g = canonicalized(s);
    QCOMPARE(g.tables[1].primaryKey[0].orderExplicit, false);
    QCOMPARE(g.tables[1].interleave->onDeleteExplicit, true);
    QCOMPARE(g.tables[1].foreignKeys[0].onDeleteExplicit, true); // CASCADE is always printed
    QCOMPARE(g.tables[1].foreignKeys[0].enforcedExplicit, false);
    QCOMPARE(g.tables[0].columns.back().autoIncrement, false);
    QVERIFY(g.tables[0].columns.back().identity.has_value());
    // Canonical text does not change: the flags are spelling only.
    QCOMPARE(writeDdl(g), writeDdl(s));

    s.dialect = Dialect::PostgreSql;
    const Schema p = canonicalized(s);
    QCOMPARE(p.tables[1].interleave->onDeleteExplicit, false);
    QCOMPARE(p.tables[1].foreignKeys[1].onDeleteExplicit, false); // NO ACTION never printed
    QCOMPARE(p.tables[1].columns[0].notNull, true);               // key column
    QCOMPARE(writeDdl(p), writeDdl(s));
}

QTEST_GUILESS_MAIN(TestWriter)
#include "tst_writer.moc"
