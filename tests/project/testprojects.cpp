#include "testprojects.h"

#include "ddl.h"

namespace ssd::test {

namespace {

SourcePos pos(int line, QStringList suppressed = {})
{
    SourcePos p;
    p.line = line;
    p.column = 3;
    p.suppressedRules = std::move(suppressed);
    return p;
}

SequenceOptions allSequenceOptions()
{
    SequenceOptions s;
    s.bitReversedPositive = true;
    s.skipRangeMin = 1;
    s.skipRangeMax = std::numeric_limits<qint64>::max(); // beyond 2^53: must not be rounded
    s.startCounter = -42;
    s.noMinValue = s.noMaxValue = s.noCycle = true;
    return s;
}

ProjectSettings allSettings()
{
    ProjectSettings s;
    s.plannedNodes = 7;
    s.multiTenant = true;
    s.keyGeneration.insert(QStringLiteral("Singers.SingerId"), KeyGeneration::BitReversed);
    s.keyGeneration.insert(QStringLiteral("Events.Ts"), KeyGeneration::Timestamp);
    s.expectedRowsPerParent.insert(QStringLiteral("Albums"), 250);
    s.rowTreeBytesThreshold = qint64(1) << 33;
    s.deepHierarchyDepth = 5;
    QueryPattern p;
    p.name = QStringLiteral("recent albums");
    p.table = QStringLiteral("Albums");
    p.filterColumns = {QStringLiteral("SingerId")};
    p.orderBy = QStringLiteral("ReleaseDate");
    p.orderDescending = true;
    p.selectColumns = {QStringLiteral("Title")};
    p.limit = 10;
    s.queryPatterns.push_back(p);
    s.queriesText = QStringLiteral("-- name: recent albums\n-- per second: 20\n"
                                   "SELECT Title FROM Albums WHERE SingerId = @s ORDER BY ReleaseDate DESC LIMIT 10;\n");
    return s;
}

} // namespace

ProjectData maximalProject()
{
    Schema s;
    s.dialect = Dialect::PostgreSql;
    s.databaseName = QStringLiteral("db");
    s.databaseOptions = {{QStringLiteral("spanner.default_leader"), QStringLiteral("'us-east1'")}};

    NamedSchema ns{s.newId(), QStringLiteral("sch"), pos(1, {QStringLiteral("names-reserved")}), {}};
    s.schemas.push_back(ns);

    Table t;
    t.id = s.newId();
    t.name = QStringLiteral("sch.Singers");
    Column c;
    c.id = s.newId();
    c.name = QStringLiteral("SingerId");
    c.type = ColumnType::scalar(TypeKind::Int64);
    c.notNull = true;
    c.defaultExpr = QString(); // present but empty differs from absent
    c.onUpdateExpr = QStringLiteral("CURRENT_TIMESTAMP()");
    c.generatedExpr = QStringLiteral("a + 1");
    c.stored = true;
    c.identity = allSequenceOptions();
    c.autoIncrement = true;
    c.hidden = true;
    c.placementKey = true;
    c.options = {{QStringLiteral("allow_commit_timestamp"), QStringLiteral("true")}, {QStringLiteral("locality_group"), QStringLiteral("'lg'")}};
    c.pos = pos(4, {QStringLiteral("key-monotonic"), QStringLiteral("types-float")});
    t.columns.push_back(c);
    Column nested;
    nested.id = s.newId();
    nested.name = QStringLiteral("Nested");
    ColumnType structType;
    structType.kind = TypeKind::Struct;
    structType.element = {ColumnType::string(20), ColumnType::arrayOf(ColumnType::bytes(std::nullopt))};
    structType.fieldNames = {QStringLiteral("a"), QStringLiteral("b")};
    nested.type = ColumnType::arrayOf(structType);
    nested.type.vectorLength = 128;
    t.columns.push_back(nested);
    Column proto;
    proto.id = s.newId();
    proto.name = QStringLiteral("Info");
    proto.type.kind = TypeKind::Proto;
    proto.type.protoName = QStringLiteral("pkg.Info");
    proto.type.length = std::numeric_limits<qint64>::min();
    t.columns.push_back(proto);
    t.primaryKey = {KeyPart{QStringLiteral("SingerId"), SortOrder::Desc, true, KeyPart::Nulls::Last}};
    t.hasPrimaryKey = false;
    t.interleave = Interleave{QStringLiteral("Parent"), Interleave::Kind::In, OnDelete::Cascade, true};
    ForeignKey fk;
    fk.id = s.newId();
    fk.name = QStringLiteral("FK_Parent");
    fk.columns = {QStringLiteral("SingerId")};
    fk.referencedTable = QStringLiteral("Parent");
    fk.referencedColumns = {QStringLiteral("Id")};
    fk.onDelete = OnDelete::Cascade;
    fk.onDeleteExplicit = fk.notEnforced = fk.enforcedExplicit = true;
    fk.pos = pos(9);
    t.foreignKeys.push_back(fk);
    t.checks.push_back(CheckConstraint{s.newId(), QStringLiteral("ck"), QStringLiteral("SingerId > 0"), pos(10), {}});
    t.rowDeletionPolicy = RowDeletionPolicy{QStringLiteral("Ts"), 30, QStringLiteral("3 WEEKS 2 DAYS")};
    t.synonyms = {QStringLiteral("Artists")};
    t.localityGroup = QStringLiteral("lg");
    t.options = {{QStringLiteral("o"), QStringLiteral("1")}};
    t.pos = pos(3);
    s.tables.push_back(t);

    Index i;
    i.id = s.newId();
    i.name = QStringLiteral("sch.SingersByName"); // Spanner's name: in the schema of its table
    i.table = t.name;
    i.kind = Index::Kind::Search;
    i.unique = i.nullFiltered = true;
    i.keys = {KeyPart{QStringLiteral("Name"), SortOrder::Asc, true, KeyPart::Nulls::First}};
    i.storing = {QStringLiteral("Info")};
    i.whereNotNull = {QStringLiteral("Name")};
    i.interleaveIn = QStringLiteral("Parent");
    i.partitionBy = {QStringLiteral("SingerId")};
    i.orderBy = {KeyPart{QStringLiteral("Ts"), SortOrder::Desc, false, KeyPart::Nulls::Default}};
    i.localityGroup = QStringLiteral("lg");
    i.usingMethod = QStringLiteral("scann");
    i.options = {{QStringLiteral("sort_order_sharding"), QStringLiteral("true")}};
    s.indexes.push_back(i);

    Sequence seq;
    seq.id = s.newId();
    seq.name = QStringLiteral("seq");
    seq.clauses = allSequenceOptions();
    seq.options = {{QStringLiteral("sequence_kind"), QStringLiteral("'bit_reversed_positive'")}};
    seq.ownedByNone = true;
    s.sequences.push_back(seq);

    s.views.push_back(View{s.newId(), QStringLiteral("v"), QStringLiteral("INVOKER"), QStringLiteral("SELECT 1"), pos(20), {}});
    ChangeStream cs;
    cs.id = s.newId();
    cs.name = QStringLiteral("cs");
    cs.forAll = true;
    cs.targets = {{QStringLiteral("A"), std::nullopt}, {QStringLiteral("B"), QStringList{}}, {QStringLiteral("C"), QStringList{QStringLiteral("x")}}};
    cs.options = {{QStringLiteral("retention_period"), QStringLiteral("'7d'")}};
    s.changeStreams.push_back(cs);
    s.roles.push_back(Role{s.newId(), QStringLiteral("reader"), {}, {}});
    s.grants.push_back(Grant{s.newId(), true, QStringLiteral("SELECT"), QStringLiteral("TABLE"), {QStringLiteral("A")},
                             {QStringLiteral("reader")}, pos(30), {}});
    s.propertyGraphs.push_back(PropertyGraph{s.newId(), QStringLiteral("g"), QStringLiteral("NODE TABLES (A)"), {}, {}});
    s.models.push_back(Model{s.newId(), QStringLiteral("m"), QStringLiteral("INPUT (x INT64) OUTPUT (y INT64)"), {}, {}});
    s.localityGroups.push_back(LocalityGroup{s.newId(), QStringLiteral("lg"), {{QStringLiteral("storage"), QStringLiteral("'ssd'")}}, {}, {}});
    s.protoBundleTypes = {QStringLiteral("pkg.Info")};
    s.keptStatements.push_back(KeptStatement{s.newId(), QStringLiteral("CREATE FUNCTION"), QStringLiteral("CREATE FUNCTION f() AS (1)"), pos(40), {}});
    // Comments (format version 4): on objects of every depth, and free ones.
    s.tables.front().comment = QStringLiteral("Singers are the root.\n\nSecond paragraph.");
    s.tables.front().columns.front().comment = QStringLiteral("the singer id");
    s.tables.front().foreignKeys.front().comment = QStringLiteral("fk");
    s.tables.front().checks.front().comment = QStringLiteral("check");
    s.indexes.front().comment = QStringLiteral("index");
    s.grants.front().comment = QStringLiteral("grant");
    s.keptStatements.front().comment = QStringLiteral("kept");
    s.freeComments.push_back(FreeComment{s.newId(), QStringLiteral("a free comment"), pos(41)});
    s.lastId += 5; // ids of deleted objects stay used

    ProjectData data;
    data.schema = s;
    data.positions.insert(t.id, QPointF(-12.25, 1e9 + 0.125));
    data.positions.insert(i.id, QPointF(0.1, -0.0));
    data.settings = allSettings();
    SampleRow row;
    row.table = t.name;
    row.values = {KeyValue::null(), KeyValue::boolean(true), KeyValue::int64(std::numeric_limits<qint64>::min()),
                  KeyValue::float64(0.1), KeyValue::float64(-HUGE_VAL), KeyValue::string(QStringLiteral("é\"\n")),
                  KeyValue::byteString(QByteArray("\x00\xff", 2)), KeyValue::date(-719162),
                  KeyValue::timestamp(1735689600, 999999999), KeyValue::numeric(QStringLiteral("-12.5")),
                  KeyValue::uuid(0x0123456789abcdefULL, 0xfedcba9876543210ULL)};
    data.sampleData.rows = {row, SampleRow{QStringLiteral("Other"), {}}};
    data.notes = QStringLiteral("Lesson 3: interleaving.\nSecond line ✓");
    data.objectNotes.insert(t.id, QStringLiteral("the parent of everything"));
    data.sourceText = QStringLiteral("-- as the user wrote it\nCREATE TABLE ...");
    return data;
}

ProjectData editedProject()
{
    const QString ddl = QStringLiteral(
        "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
        "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(100))\n"
        "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
        "CREATE TABLE Scratch (Id INT64) PRIMARY KEY (Id);\n"
        "CREATE INDEX AlbumsByTitle ON Albums (Title) STORING (AlbumId);\n");
    ParseResult parsed = parseDdl(ddl);
    Q_ASSERT(parsed.ok());
    Schema s = parsed.schema;
    s.tables.erase(s.tables.begin() + 2); // Scratch removed
    Table t;
    t.id = s.newId();
    t.name = QStringLiteral("Concerts");
    t.columns.push_back(Column{});
    t.columns.back().id = s.newId();
    t.columns.back().name = QStringLiteral("ConcertId");
    t.columns.back().type = ColumnType::string(36);
    t.primaryKey = {KeyPart{QStringLiteral("ConcertId")}};
    s.tables.insert(s.tables.begin(), t); // first in the list, last in id order

    ProjectData data;
    data.schema = s;
    for (const Table &table : s.tables)
        data.positions.insert(table.id, QPointF(table.id * 10.5, -table.id * 3.25));
    data.notes = QStringLiteral("edited");
    data.settings.queriesText = QStringLiteral("SELECT Title FROM Albums WHERE SingerId = @s;\n");
    data.sourceText = ddl;
    SampleOptions options;
    data.sampleData = generateSampleRows(s, options);
    return data;
}

ProjectData largeProject(int tables)
{
    QString ddl;
    for (int i = 0; i < tables; ++i) {
        const bool child = i % 4 != 0;
        const QString parent = QStringLiteral("T%1").arg(i - 1);
        QString keyColumns = child ? QStringLiteral("K%1 INT64 NOT NULL, ").arg(i - 1) : QString();
        ddl += QStringLiteral("CREATE TABLE T%1 (%2K%1 INT64 NOT NULL, Name STRING(100), Payload BYTES(MAX), "
                              "Created TIMESTAMP OPTIONS (allow_commit_timestamp = true), Score FLOAT64, "
                              "Tags ARRAY<STRING(20)>, Active BOOL NOT NULL DEFAULT (true)) PRIMARY KEY (%3K%1)%4;\n")
                   .arg(i)
                   .arg(keyColumns, child ? QStringLiteral("K%1, ").arg(i - 1) : QString(),
                        child ? QStringLiteral(", INTERLEAVE IN PARENT %1 ON DELETE CASCADE").arg(parent) : QString());
        if (i % 3 == 0)
            ddl += QStringLiteral("CREATE INDEX T%1ByName ON T%1 (Name) STORING (Score);\n").arg(i);
    }
    ParseResult parsed = parseDdl(ddl, ParseOptions{Dialect::GoogleSql});
    Q_ASSERT(parsed.ok());
    ProjectData data;
    data.schema = std::move(parsed.schema);
    for (const Table &t : data.schema.tables)
        data.positions.insert(t.id, QPointF(double(t.id % 97) * 240.0, double(t.id / 97) * 180.0));
    SampleOptions options;
    options.rowsPerTable = 3;
    data.sampleData = generateSampleRows(data.schema, options);
    data.sourceText = ddl;
    data.notes = QStringLiteral("large");
    return data;
}

} // namespace ssd::test
