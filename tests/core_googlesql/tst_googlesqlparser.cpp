// GoogleSQL parser: golden diagnostics for every statement kind and error class, plus structural
// checks of the model the statements produce.

#include "googlesql/googlesqllexer.h"
#include "googlesql/googlesqlparser.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace ssd;

namespace {

QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

Schema parse(const QString &text, Diagnostics *diagnostics = nullptr)
{
    Schema schema;
    Diagnostics local;
    applyGoogleSql(schema, text, diagnostics ? *diagnostics : local);
    return schema;
}

QString format(const Diagnostics &diagnostics)
{
    QString out;
    for (const Diagnostic &d : diagnostics)
        out += QStringLiteral("%1:%2: %3: %4\n").arg(d.line).arg(d.column).arg(severityName(d.severity), d.message);
    return out;
}

const QString kGoldenDir = QStringLiteral(SSD_TEST_DATA_DIR "/golden/googlesql");

} // namespace

class TestGoogleSqlParser : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void lexerPositions();
    void lexerUnterminatedNeverHangs_data();
    void lexerUnterminatedNeverHangs();
    void createTableColumns();
    void createTableConstraints();
    void createTableKeysAndInterleave();
    void expressionsCollapseWhitespace();
    void alterTableSequence();
    void renameKeepsReferences();
    void indexes();
    void otherObjects();
    void grantsAndDropRole_data();
    void grantsAndDropRole();
    void failedStatementLeavesSchemaUntouched();
    void errorKindsAndRecovery();
    void suppressions();
    void renameCarriesItsSuppressionsToEveryTable();
    void idsAreUniqueAndOrdered();
    void expressions_data();
    void expressions();
};

void TestGoogleSqlParser::golden_data()
{
    QTest::addColumn<QString>("folder");
    const QStringList cases = QDir(kGoldenDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(cases.size() >= 30, "golden cases missing");
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << kGoldenDir + u'/' + name;
}

void TestGoogleSqlParser::golden()
{
    QFETCH(QString, folder);
    const QString input = readFile(folder + QStringLiteral("/input.sql"));
    QVERIFY2(!input.isEmpty(), qPrintable(folder));
    QVERIFY2(QFile::exists(folder + QStringLiteral("/diagnostics.txt")), qPrintable(folder));
    Diagnostics diagnostics;
    parse(input, &diagnostics);
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) { // as tst_golden: review every changed file by hand
        QFile out(folder + QStringLiteral("/diagnostics.txt"));
        if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            out.write(format(diagnostics).toUtf8());
    }
    QCOMPARE(format(diagnostics), readFile(folder + QStringLiteral("/diagnostics.txt")));
}

void TestGoogleSqlParser::lexerPositions()
{
    Diagnostics diagnostics;
    const QString text = QStringLiteral("CREATE -- c\n  TABLE `a\\`b` ('x;y', \"\"\"t\nu\"\"\", r'\\d', b'\\x00', 0x1F, 1.5e3, .5) =>;");
    const gsql::LexResult lexed = gsql::lexGoogleSql(text, diagnostics);
    QVERIFY(diagnostics.empty());
    using K = TokenKind;
    const std::vector<std::tuple<K, int, int, QString>> expected = {
        {K::Identifier, 1, 1, QStringLiteral("CREATE")},     {K::Identifier, 2, 3, QStringLiteral("TABLE")},
        {K::QuotedIdentifier, 2, 9, QStringLiteral("`a\\`b`")}, {K::Punct, 2, 16, QStringLiteral("(")},
        {K::String, 2, 17, QStringLiteral("'x;y'")},          {K::Punct, 2, 22, QStringLiteral(",")},
        {K::String, 2, 24, QStringLiteral("\"\"\"t\nu\"\"\"")}, {K::Punct, 3, 5, QStringLiteral(",")},
        {K::String, 3, 7, QStringLiteral("r'\\d'")},          {K::Punct, 3, 12, QStringLiteral(",")},
        {K::Bytes, 3, 14, QStringLiteral("b'\\x00'")},        {K::Punct, 3, 21, QStringLiteral(",")},
        {K::Integer, 3, 23, QStringLiteral("0x1F")},          {K::Punct, 3, 27, QStringLiteral(",")},
        {K::Float, 3, 29, QStringLiteral("1.5e3")},           {K::Punct, 3, 34, QStringLiteral(",")},
        {K::Float, 3, 36, QStringLiteral(".5")},              {K::Punct, 3, 38, QStringLiteral(")")},
        {K::Punct, 3, 40, QStringLiteral("=>")},              {K::Punct, 3, 42, QStringLiteral(";")},
    };
    QCOMPARE(lexed.tokens.size(), expected.size() + 1);
    for (size_t i = 0; i < expected.size(); ++i) {
        const Token &t = lexed.tokens[i];
        QCOMPARE(int(t.kind), int(std::get<0>(expected[i])));
        QCOMPARE(t.line, std::get<1>(expected[i]));
        QCOMPARE(t.column, std::get<2>(expected[i]));
        QCOMPARE(QStringView(text).mid(t.offset, t.length).toString(), std::get<3>(expected[i]));
    }
    QCOMPARE(int(lexed.tokens.back().kind), int(K::End));
    QCOMPARE(gsql::unquoteIdentifier(u"`a\\`b`"), QStringLiteral("a`b"));
    QCOMPARE(gsql::unquoteString(u"'''it''s'''"), QStringLiteral("it''s"));
    QCOMPARE(gsql::unquoteString(u"r'\\d'"), QStringLiteral("\\d"));
    QCOMPARE(gsql::unquoteString(u"'a\\'b'"), QStringLiteral("a'b"));
}

void TestGoogleSqlParser::lexerUnterminatedNeverHangs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("single quote") << QStringLiteral("SELECT\n  'abc") << 2 << 3;
    QTest::newRow("double quote") << QStringLiteral("x \"abc\ny") << 1 << 3;
    QTest::newRow("triple quote") << QStringLiteral("x '''abc\n\n") << 1 << 3;
    QTest::newRow("block comment") << QStringLiteral("a /* b\nc") << 1 << 3;
    QTest::newRow("backquote") << QStringLiteral("`abc") << 1 << 1;
    QTest::newRow("backslash at end") << QStringLiteral("'abc\\") << 1 << 1;
    QTest::newRow("raw bytes prefix") << QStringLiteral("  rb'x") << 1 << 3;
}

void TestGoogleSqlParser::lexerUnterminatedNeverHangs()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    Diagnostics diagnostics;
    parse(text, &diagnostics);
    QVERIFY(!diagnostics.empty());
    QCOMPARE(diagnostics.front().line, line);
    QCOMPARE(diagnostics.front().column, column);
    QCOMPARE(diagnostics.front().kind, Diagnostic::Kind::Syntax);
}

void TestGoogleSqlParser::createTableColumns()
{
    Diagnostics diagnostics;
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/create_table_columns/input.sql")), &diagnostics);
    QVERIFY(diagnostics.empty());
    QCOMPARE(schema.tables.size(), size_t(1));
    const Table &t = schema.tables.front();
    QCOMPARE(t.name, QStringLiteral("Everything"));
    QCOMPARE(t.pos.line, 2);
    QCOMPARE(t.pos.column, 1);
    QCOMPARE(t.columns.size(), size_t(18));
    const Column &id = t.columns[0];
    QCOMPARE(id.type, ColumnType::string(36));
    QVERIFY(id.notNull);
    QCOMPARE(id.defaultExpr, std::optional<QString>(QStringLiteral("GENERATE_UUID()")));
    QCOMPARE(id.pos.line, 3);
    QCOMPARE(t.findColumn(u"Small")->type.kind, TypeKind::Float32);
    QCOMPARE(t.findColumn(u"Price")->type.kind, TypeKind::Numeric);
    QCOMPARE(t.findColumn(u"Doc")->type.kind, TypeKind::Json);
    QCOMPARE(t.findColumn(u"Uid")->type.kind, TypeKind::Uuid);
    const Column &updated = *t.findColumn(u"Updated");
    QCOMPARE(updated.onUpdateExpr, std::optional<QString>(QStringLiteral("PENDING_COMMIT_TIMESTAMP()")));
    QVERIFY(updated.allowsCommitTimestamp());
    QCOMPARE(updated.options, (Options{{QStringLiteral("allow_commit_timestamp"), QStringLiteral("true")}}));
    QCOMPARE(t.findColumn(u"Tags")->type, ColumnType::arrayOf(ColumnType::string(64)));
    const ColumnType &embedding = t.findColumn(u"Embedding")->type;
    QCOMPARE(embedding.arrayElement()->kind, TypeKind::Float32);
    QCOMPARE(embedding.vectorLength, std::optional<qint64>(128));
    QCOMPARE(t.findColumn(u"Info")->type.kind, TypeKind::Proto);
    QCOMPARE(t.findColumn(u"Info")->type.protoName, QStringLiteral("examples.music.SingerInfo"));
    QCOMPARE(t.findColumn(u"Genre")->type.protoName, QStringLiteral("examples.music.Genre"));
    const Column &upper = *t.findColumn(u"Upper");
    QCOMPARE(upper.generatedExpr, std::optional<QString>(QStringLiteral("UPPER( Id )")));
    QVERIFY(upper.stored);
    const Column &tokens = *t.findColumn(u"Tokens");
    QCOMPARE(tokens.type.kind, TypeKind::TokenList);
    QVERIFY(tokens.hidden);
    QVERIFY(!tokens.stored);
    const Column &seq = *t.findColumn(u"Seq");
    QVERIFY(seq.identity.has_value());
    QVERIFY(seq.identity->bitReversedPositive);
    QCOMPARE(seq.identity->skipRangeMin, std::optional<qint64>(1));
    QCOMPARE(seq.identity->skipRangeMax, std::optional<qint64>(1000));
    QCOMPARE(seq.identity->startCounter, std::optional<qint64>(5));
    QVERIFY(t.findColumn(u"Auto")->autoIncrement);
    QVERIFY(t.findColumn(u"Location")->placementKey);
    QCOMPARE(t.primaryKey.size(), size_t(1));
    QCOMPARE(t.primaryKey[0].order, SortOrder::Desc);
    QVERIFY(t.primaryKey[0].orderExplicit);
    QCOMPARE(schema.tables.front().findColumn(u"SingerInfo"), nullptr);
    const Schema basic = parse(readFile(kGoldenDir + QStringLiteral("/create_table_basic/input.sql")));
    QCOMPARE(basic.tables.front().findColumn(u"SingerInfo")->type, ColumnType::bytes(256)); // BYTES(0x100)
    QCOMPARE(basic.tables.front().findColumn(u"LastName")->type, ColumnType::string(std::nullopt));
}

void TestGoogleSqlParser::createTableConstraints()
{
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/create_table_constraints/input.sql")));
    const Table *songs = schema.findTable(u"Songs");
    QVERIFY(songs);
    QCOMPARE(songs->checks.size(), size_t(2));
    QCOMPARE(songs->checks[0].name, QStringLiteral("LengthPositive"));
    QCOMPARE(songs->checks[0].expr, QStringLiteral("Length > 0"));
    QCOMPARE(songs->checks[1].name, QString());
    QCOMPARE(songs->checks[1].expr, QStringLiteral("SongId >= 0"));
    QCOMPARE(songs->foreignKeys.size(), size_t(2));
    const ForeignKey &named = songs->foreignKeys[0];
    QCOMPARE(named.name, QStringLiteral("FK_SongAlbum"));
    QCOMPARE(named.columns, QStringList{QStringLiteral("AlbumId")});
    QCOMPARE(named.referencedTable, QStringLiteral("Albums"));
    QCOMPARE(named.onDelete, OnDelete::Cascade);
    QVERIFY(named.onDeleteExplicit);
    QVERIFY(!named.notEnforced);
    QVERIFY(songs->foreignKeys[1].notEnforced);
    QVERIFY(songs->foreignKeys[1].enforcedExplicit);
    QCOMPARE(songs->synonyms, QStringList{QStringLiteral("Tracks")});
}

void TestGoogleSqlParser::createTableKeysAndInterleave()
{
    const Schema keys = parse(readFile(kGoldenDir + QStringLiteral("/create_table_keys/input.sql")));
    QCOMPARE(keys.tables.size(), size_t(3));
    QCOMPARE(keys.tables[0].primaryKey.size(), size_t(1));
    QCOMPARE(keys.tables[0].primaryKey[0].column, QStringLiteral("Id"));
    QVERIFY(keys.tables[1].hasPrimaryKey);
    QVERIFY(keys.tables[1].primaryKey.empty());
    QVERIFY(!keys.tables[2].hasPrimaryKey);

    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/create_table_interleave/input.sql")));
    const Table *singers = schema.findTable(u"Singers");
    QCOMPARE(singers->rowDeletionPolicy, std::optional<RowDeletionPolicy>(RowDeletionPolicy{QStringLiteral("Created"), 30, QString()}));
    QCOMPARE(singers->options, (Options{{QStringLiteral("locality_group"), QStringLiteral("'hot'")}}));
    const Table *albums = schema.findTable(u"Albums");
    QVERIFY(albums->interleave);
    QCOMPARE(albums->interleave->parent, QStringLiteral("Singers"));
    QCOMPARE(albums->interleave->kind, Interleave::Kind::InParent);
    QCOMPARE(albums->interleave->onDelete, OnDelete::Cascade);
    const Table *notes = schema.findTable(u"Notes");
    QCOMPARE(notes->interleave->kind, Interleave::Kind::In);
    QVERIFY(!notes->interleave->onDeleteExplicit);
    QCOMPARE(schema.childrenOf(u"Singers").size(), size_t(2));
}

void TestGoogleSqlParser::expressionsCollapseWhitespace()
{
    const Schema schema = parse(QStringLiteral(
        "CREATE TABLE T (Id INT64, S STRING(MAX) DEFAULT (CONCAT( 'a  b' ,\n\t /* c */ \"x\" )),"
        " C INT64 AS (Id   *\n2) STORED) PRIMARY KEY (Id)"));
    QCOMPARE(schema.tables.size(), size_t(1));
    QCOMPARE(*schema.tables[0].findColumn(u"S")->defaultExpr, QStringLiteral("CONCAT( 'a  b' , \"x\" )"));
    QCOMPARE(*schema.tables[0].findColumn(u"C")->generatedExpr, QStringLiteral("Id * 2"));
}

void TestGoogleSqlParser::alterTableSequence()
{
    Diagnostics diagnostics;
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/alter_table_columns/input.sql")), &diagnostics);
    QVERIFY(diagnostics.empty());
    const Table &t = schema.tables.front();
    QStringList names;
    for (const Column &c : t.columns)
        names << c.name;
    QCOMPARE(names, (QStringList{QStringLiteral("Id"), QStringLiteral("Name"), QStringLiteral("Counter"), QStringLiteral("Email")}));
    const Column &name = *t.findColumn(u"Name");
    QCOMPARE(name.type, ColumnType::string(std::nullopt));
    QVERIFY(name.notNull);
    const Column &email = *t.findColumn(u"Email");
    QVERIFY(email.notNull);
    QVERIFY(!email.defaultExpr); // SET DEFAULT then DROP DEFAULT
    const Column &counter = *t.findColumn(u"Counter");
    QCOMPARE(counter.identity->skipRangeMin, std::optional<qint64>(10));
    QCOMPARE(counter.identity->startCounter, std::optional<qint64>(100));

    const Schema c = parse(readFile(kGoldenDir + QStringLiteral("/alter_table_constraints/input.sql")));
    const Table *child = c.findTable(u"C");
    QVERIFY(child->foreignKeys.empty());
    QCOMPARE(child->checks.size(), size_t(1));
    QCOMPARE(child->checks[0].expr, QStringLiteral("PId > 0"));
    QVERIFY(!child->rowDeletionPolicy);
    QCOMPARE(child->options, (Options{{QStringLiteral("locality_group"), QStringLiteral("'cold'")}}));

    const Schema i = parse(readFile(kGoldenDir + QStringLiteral("/alter_table_interleave/input.sql")));
    QCOMPARE(i.findTable(u"C")->interleave->kind, Interleave::Kind::InParent);
    QCOMPARE(i.findTable(u"C")->interleave->onDelete, OnDelete::Cascade);
}

void TestGoogleSqlParser::renameKeepsReferences()
{
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/alter_table_rename_synonym/input.sql")));
    QCOMPARE(schema.tables.front().name, QStringLiteral("Renamed"));
    QCOMPARE(schema.tables.front().synonyms, QStringList{QStringLiteral("Legacy")});
    QCOMPARE(schema.indexes.front().table, QStringLiteral("Renamed"));
    const Schema swapped = parse(readFile(kGoldenDir + QStringLiteral("/rename_table/input.sql")));
    QCOMPARE(swapped.tables[0].name, QStringLiteral("B"));
    QCOMPARE(swapped.tables[1].name, QStringLiteral("A"));
}

void TestGoogleSqlParser::indexes()
{
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/create_index/input.sql")));
    QCOMPARE(schema.indexes.size(), size_t(3));
    const Index &byName = schema.indexes[0];
    QCOMPARE(byName.keys.size(), size_t(2));
    QCOMPARE(byName.keys[1].order, SortOrder::Desc);
    QCOMPARE(byName.storing, QStringList{QStringLiteral("Age")});
    QVERIFY(schema.indexes[1].unique && schema.indexes[1].nullFiltered);
    const Index &albums = schema.indexes[2];
    QCOMPARE(albums.whereNotNull, QStringList{QStringLiteral("Title")});
    QCOMPARE(albums.interleaveIn, QStringLiteral("Singers"));
    QCOMPARE(albums.options.size(), size_t(1));

    const Schema search = parse(readFile(kGoldenDir + QStringLiteral("/search_index/input.sql")));
    QVERIFY(search.indexes.empty()); // dropped at the end
    Schema partial = parse(readFile(kGoldenDir + QStringLiteral("/search_index/input.sql")).section(u';', 0, 1));
    QCOMPARE(partial.indexes.size(), size_t(1));
    QCOMPARE(partial.indexes[0].kind, Index::Kind::Search);
    QCOMPARE(partial.indexes[0].partitionBy, QStringList{QStringLiteral("Rating")});
    QCOMPARE(partial.indexes[0].orderBy.front().order, SortOrder::Desc);

    const Schema vector = parse(readFile(kGoldenDir + QStringLiteral("/vector_index/input.sql")).section(u';', 0, 2));
    QCOMPARE(vector.indexes.size(), size_t(1));
    QCOMPARE(vector.indexes[0].kind, Index::Kind::Vector);
    QCOMPARE(findOption(vector.indexes[0].options, u"disable_search")->value, QStringLiteral("true"));
}

void TestGoogleSqlParser::otherObjects()
{
    const Schema seq = parse(readFile(kGoldenDir + QStringLiteral("/sequence/input.sql")));
    QCOMPARE(seq.sequences.size(), size_t(1));
    QCOMPARE(findOption(seq.sequences[0].options, u"start_with_counter")->value, QStringLiteral("50"));

    const Schema views = parse(readFile(kGoldenDir + QStringLiteral("/view/input.sql")));
    QCOMPARE(views.views.size(), size_t(1));
    QCOMPARE(views.views[0].sqlSecurity, QStringLiteral("DEFINER"));
    QCOMPARE(views.views[0].query, QStringLiteral("SELECT Name FROM Singers"));

    const Schema streams = parse(readFile(kGoldenDir + QStringLiteral("/change_stream/input.sql")));
    QCOMPARE(streams.changeStreams.size(), size_t(2));
    QVERIFY(!streams.changeStreams[0].forAll);
    const ChangeStream &some = streams.changeStreams[1];
    QCOMPARE(some.targets.size(), size_t(2));
    QCOMPARE(some.targets[0].columns, std::optional<QStringList>(QStringList{QStringLiteral("Name"), QStringLiteral("Email")}));
    QCOMPARE(some.targets[1].columns, std::optional<QStringList>(QStringList{}));
    QCOMPARE(some.options, (Options{{QStringLiteral("value_capture_type"), QStringLiteral("'NEW_ROW'")},
                                    {QStringLiteral("exclude_ttl_deletes"), QStringLiteral("true")}}));

    // The golden input ends with the revokes of hr_member's privileges and DROP ROLE hr_member:
    // parsed without them, all four grants stay.
    const QString roleInput = readFile(kGoldenDir + QStringLiteral("/role_grant/input.sql"));
    const Schema roles = parse(roleInput.left(roleInput.indexOf(QStringLiteral("REVOKE SELECT(Name)"))));
    QCOMPARE(roles.roles.size(), size_t(2));
    QCOMPARE(roles.grants.size(), size_t(4));
    QCOMPARE(roles.grants[0].privileges, QStringLiteral("SELECT(Name), UPDATE(Salary), DELETE"));
    QCOMPARE(roles.grants[0].objectKind, QStringLiteral("TABLE"));
    QCOMPARE(roles.grants[0].grantees, (QStringList{QStringLiteral("hr_manager"), QStringLiteral("hr_member")}));
    QVERIFY(roles.grants[2].revoke);
    const Schema dropped = parse(roleInput);
    QCOMPARE(dropped.roles.size(), size_t(1));
    QCOMPARE(dropped.grants.size(), size_t(1));
    QCOMPARE(dropped.grants[0].grantees, QStringList{QStringLiteral("hr_manager")});

    const Schema graph = parse(readFile(kGoldenDir + QStringLiteral("/property_graph/input.sql")).section(u';', 0, 2));
    QCOMPARE(graph.propertyGraphs.size(), size_t(1));
    QCOMPARE(graph.propertyGraphs[0].body.left(20), QStringLiteral("NODE TABLES (Person)"));

    const Schema model = parse(readFile(kGoldenDir + QStringLiteral("/model/input.sql")));
    QCOMPARE(model.models.size(), size_t(1));
    QVERIFY(model.models[0].body.startsWith(QStringLiteral("INPUT (text STRING(MAX),")));
    QVERIFY(model.models[0].body.endsWith(QStringLiteral(
        "REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/l/endpoints/e', default_batch_size = 8)")));

    const Schema groups = parse(readFile(kGoldenDir + QStringLiteral("/locality_group/input.sql")));
    QCOMPARE(groups.localityGroups.size(), size_t(2));
    QCOMPARE(findOption(groups.localityGroups[0].options, u"ssd_to_hdd_spill_timespan")->value, QStringLiteral("'20d'"));
    QCOMPARE(groups.localityGroups[1].name, QStringLiteral("default"));

    const Schema db = parse(readFile(kGoldenDir + QStringLiteral("/alter_database/input.sql")));
    QCOMPARE(db.databaseName, QStringLiteral("my-db"));
    QCOMPARE(db.databaseOptions, (Options{{QStringLiteral("default_sequence_kind"), QStringLiteral("'bit_reversed_positive'")},
                                          {QStringLiteral("version_retention_period"), QStringLiteral("'3d'")}}));

    const Schema protos = parse(readFile(kGoldenDir + QStringLiteral("/proto_bundle/input.sql")));
    QCOMPARE(protos.protoBundleTypes, (QStringList{QStringLiteral("examples.music.SingerInfo"), QStringLiteral("examples.shipping.Order"),
                                                   QStringLiteral("examples.music.Album")}));

    const Schema kept = parse(readFile(kGoldenDir + QStringLiteral("/kept_statements/input.sql")));
    QCOMPARE(kept.keptStatements.size(), size_t(4));
    QCOMPARE(kept.keptStatements[0].kind, QStringLiteral("CREATE FUNCTION"));
    QCOMPARE(kept.keptStatements[0].text, QStringLiteral("CREATE OR REPLACE FUNCTION AddOne(x INT64) RETURNS INT64 AS (x + 1)"));
    QCOMPARE(kept.keptStatements[1].kind, QStringLiteral("CREATE PLACEMENT"));
    QCOMPARE(kept.keptStatements[2].kind, QStringLiteral("ALTER STATISTICS"));
    QCOMPARE(kept.keptStatements[3].text, QStringLiteral("ANALYZE"));

    const Schema named = parse(readFile(kGoldenDir + QStringLiteral("/schema/input.sql")));
    QCOMPARE(named.schemas.size(), size_t(1));
    QCOMPARE(named.tables.front().name, QStringLiteral("sales.Orders"));
}

// Each grant as one line "GRANT|privileges|kind|objects|grantees" (REVOKE for revokes).
static QString describeGrants(const Schema &schema)
{
    QStringList lines;
    for (const Grant &g : schema.grants)
        lines << QStringList{g.revoke ? QStringLiteral("REVOKE") : QStringLiteral("GRANT"), g.privileges, g.objectKind,
                             g.objects.join(u','), g.grantees.join(u',')}.join(u'|');
    return lines.join(u'\n');
}

void TestGoogleSqlParser::grantsAndDropRole_data()
{
    QTest::addColumn<QString>("ddl");
    QTest::addColumn<QString>("grants");
    const QString setup = QStringLiteral("CREATE TABLE T (K INT64) PRIMARY KEY (K);\nCREATE ROLE a;\nCREATE ROLE b;\nCREATE ROLE c;\n");
    QTest::newRow("role membership keeps the granted roles as privileges")
        << setup + QStringLiteral("GRANT ROLE a, b TO ROLE c;")
        << QStringLiteral("GRANT|a, b|ROLE||c");
    QTest::newRow("revoke of a role membership")
        << setup + QStringLiteral("REVOKE ROLE a FROM ROLE b, c;")
        << QStringLiteral("REVOKE|a|ROLE||b,c");
    QTest::newRow("drop role leaves other grantees")
        << setup + QStringLiteral("GRANT SELECT ON TABLE T TO ROLE a, b;\nREVOKE SELECT ON TABLE T FROM ROLE a;\nDROP ROLE a;")
        << QStringLiteral("GRANT|SELECT|TABLE|T|b");
    // Spanner: all privileges granted to a role must be revoked before it can be dropped.
    QTest::newRow("drop role of a role that holds a privilege is refused")
        << setup + QStringLiteral("GRANT SELECT ON TABLE T TO ROLE a, b;\nDROP ROLE a;")
        << QStringLiteral("GRANT|SELECT|TABLE|T|a,b");
    QTest::newRow("drop role removes grants left without grantees")
        << setup + QStringLiteral("GRANT SELECT ON TABLE T TO ROLE a;\nREVOKE SELECT ON TABLE T FROM ROLE a;\nGRANT SELECT ON TABLE T TO ROLE b;\nDROP ROLE a;")
        << QStringLiteral("GRANT|SELECT|TABLE|T|b");
    QTest::newRow("drop role removes it from the granted roles")
        << setup + QStringLiteral("GRANT ROLE a, b TO ROLE c;\nDROP ROLE a;")
        << QStringLiteral("GRANT|b|ROLE||c");
    QTest::newRow("drop of the only granted role removes the membership grant")
        << setup + QStringLiteral("GRANT ROLE a TO ROLE c;\nDROP ROLE a;")
        << QString();
    QTest::newRow("drop of a grantee removes role memberships granted to it")
        << setup + QStringLiteral("GRANT ROLE a, b TO ROLE c;\nGRANT ROLE a TO ROLE b;\nDROP ROLE c;")
        << QStringLiteral("GRANT|a|ROLE||b");
    QTest::newRow("drop of a missing role keeps the grants")
        << setup + QStringLiteral("GRANT ROLE a TO ROLE c;\nDROP ROLE d;")
        << QStringLiteral("GRANT|a|ROLE||c");
}

void TestGoogleSqlParser::grantsAndDropRole()
{
    QFETCH(QString, ddl);
    QFETCH(QString, grants);
    Diagnostics diagnostics;
    const Schema schema = parse(ddl, &diagnostics);
    QCOMPARE(describeGrants(schema), grants);
    // Only the deliberate DROP of a missing role and the refused DROP may complain.
    const bool refused = QByteArray(QTest::currentDataTag()).contains("refused");
    const qsizetype expectedErrors = ddl.contains(QStringLiteral("DROP ROLE d;")) || refused ? 1 : 0;
    QVERIFY2(diagnostics.size() == size_t(expectedErrors), qPrintable(format(diagnostics)));
}

void TestGoogleSqlParser::failedStatementLeavesSchemaUntouched()
{
    Schema schema = parse(QStringLiteral("CREATE TABLE T (Id INT64 NOT NULL, A INT64) PRIMARY KEY (Id); CREATE INDEX TByA ON T (A)"));
    const Schema before = schema;
    const QStringList failing = {
        QStringLiteral("ALTER TABLE T DROP COLUMN A"),            // used by an index
        QStringLiteral("ALTER TABLE T DROP COLUMN Id"),           // key column
        QStringLiteral("ALTER TABLE T ADD COLUMN A STRING(MAX)"), // duplicate
        QStringLiteral("DROP TABLE T"),                           // index depends on it
        QStringLiteral("ALTER TABLE T ADD CONSTRAINT X FOREIGN KEY (A) REFERENCES Missing (Id)"),
        QStringLiteral("RENAME TABLE T TO U, Missing TO V"),
        QStringLiteral("CREATE TABLE U (Id INT64) PRIMARY KEY (Id), INTERLEAVE IN PARENT Missing"),
    };
    for (const QString &statement : failing) {
        Diagnostics diagnostics;
        applyGoogleSql(schema, statement, diagnostics);
        QVERIFY2(diagnostics.size() == 1, qPrintable(statement));
        QCOMPARE(diagnostics[0].kind, Diagnostic::Kind::Semantic);
        QVERIFY2(schema == before, qPrintable(statement));
        QCOMPARE(schema.tables.front().name, QStringLiteral("T"));
    }
    // Applying a second batch continues from the existing schema (migration histories).
    Diagnostics diagnostics;
    applyGoogleSql(schema, QStringLiteral("DROP INDEX TByA; ALTER TABLE T DROP COLUMN A;"), diagnostics);
    QVERIFY(diagnostics.empty());
    QCOMPARE(schema.tables.front().columns.size(), size_t(1));
}

void TestGoogleSqlParser::errorKindsAndRecovery()
{
    Diagnostics diagnostics;
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/error_recovery/input.sql")), &diagnostics);
    QCOMPARE(diagnostics.size(), size_t(4));
    for (const Diagnostic &d : diagnostics) {
        QCOMPARE(d.kind, Diagnostic::Kind::Syntax);
        QVERIFY(d.isError());
    }
    QStringList tables;
    for (const Table &t : schema.tables)
        tables << t.name;
    QCOMPARE(tables, (QStringList{QStringLiteral("Good1"), QStringLiteral("Good2"), QStringLiteral("Good3")}));

    Diagnostics semantic;
    parse(readFile(kGoldenDir + QStringLiteral("/error_unknown_table/input.sql")), &semantic);
    QCOMPARE(semantic.size(), size_t(11));
    for (const Diagnostic &d : semantic)
        QCOMPARE(d.kind, Diagnostic::Kind::Semantic);
    QVERIFY(!hasSyntaxErrors(semantic));
}

void TestGoogleSqlParser::suppressions()
{
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/suppression/input.sql")));
    const Table &events = schema.tables.front();
    QCOMPARE(events.pos.suppressedRules,
             (QStringList{QStringLiteral("table-no-interleave"), QStringLiteral("key-uuid-string"), QStringLiteral("table-many-columns")}));
    QCOMPARE(events.columns[0].pos.suppressedRules, QStringList{QStringLiteral("key-uuid-string")});
    QVERIFY(events.columns[1].pos.suppressedRules.isEmpty());
    QCOMPARE(schema.indexes.front().pos.suppressedRules, (QStringList{QStringLiteral("index-redundant"), QStringLiteral("index-storing")}));

    // An ALTER adds its rules to the object it alters.
    Schema altered = schema;
    Diagnostics diagnostics;
    applyGoogleSql(altered, QStringLiteral("ALTER TABLE Events ADD COLUMN X INT64 -- spanner-schema: disable=col-rule\n;"), diagnostics);
    QVERIFY(diagnostics.empty());
    QVERIFY(altered.tables.front().pos.suppressedRules.contains(QStringLiteral("col-rule")));
    QCOMPARE(altered.tables.front().columns.back().pos.suppressedRules, QStringList{QStringLiteral("col-rule")});
}

// The rules a directive comment suppresses on a rename go to every table it renames, as in
// PostgreSQL (TestPostgreSqlParser::renameCarriesItsSuppressionsToEveryTable).
void TestGoogleSqlParser::renameCarriesItsSuppressionsToEveryTable()
{
    Diagnostics diagnostics;
    const Schema schema = parse(QStringLiteral("CREATE TABLE A (Id INT64) PRIMARY KEY (Id);\n"
                                               "CREATE TABLE C (Id INT64) PRIMARY KEY (Id);\n"
                                               "RENAME TABLE A TO B, C TO D -- spanner-schema: disable=rule-r\n;"),
                                &diagnostics);
    QVERIFY(diagnostics.empty());
    QCOMPARE(schema.tables.at(0).name, QStringLiteral("B"));
    QCOMPARE(schema.tables.at(1).name, QStringLiteral("D"));
    QCOMPARE(schema.tables.at(0).pos.suppressedRules, QStringList{QStringLiteral("rule-r")});
    QCOMPARE(schema.tables.at(1).pos.suppressedRules, QStringList{QStringLiteral("rule-r")});
}

void TestGoogleSqlParser::idsAreUniqueAndOrdered()
{
    const Schema schema = parse(readFile(kGoldenDir + QStringLiteral("/create_table_constraints/input.sql"))
                                + QStringLiteral(";CREATE INDEX SongsByLength ON Songs (Length)"));
    std::vector<ObjectId> ids;
    for (const Table &t : schema.tables) {
        ids.push_back(t.id);
        for (const Column &c : t.columns)
            ids.push_back(c.id);
        for (const ForeignKey &fk : t.foreignKeys)
            ids.push_back(fk.id);
        for (const CheckConstraint &c : t.checks)
            ids.push_back(c.id);
    }
    for (const Index &i : schema.indexes)
        ids.push_back(i.id);
    std::vector<ObjectId> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    QVERIFY(!std::count(ids.begin(), ids.end(), ObjectId(0)));
    QVERIFY(schema.tables[0].id < schema.tables[1].id);
    QVERIFY(schema.tables[1].id < schema.indexes[0].id);
    QCOMPARE(schema.lastId, sorted.back());
}

// Expressions of a table T (A INT64, S STRING(MAX), D DATE, J JSON, Arr ARRAY<INT64>): the
// expression goes into a CHECK, or into a generated column of the given type. Valid ones must
// give no diagnostic; invalid ones one error of the given kind at the given column of the line.
void TestGoogleSqlParser::expressions_data()
{
    QTest::addColumn<QString>("clause"); // "CHECK" or a generated column's type
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("kind");       // -1: valid; else Diagnostic::Kind
    QTest::addColumn<int>("offset");     // 0-based offset of the error in the expression
    const int syntax = int(Diagnostic::Kind::Syntax), semantic = int(Diagnostic::Kind::Semantic);
    auto add = [](const char *name, const char *clause, const char *expression, int kind, int offset) {
        QTest::newRow(name) << QString::fromUtf8(clause) << QString::fromUtf8(expression) << kind << offset;
    };
    add("comparison chain", "CHECK", "A > 0 AND (S LIKE 'a%' OR S IS NULL) AND NOT A IN (1, 2)", -1, 0);
    add("between, is distinct", "CHECK", "A BETWEEN -1 AND 10 AND A IS NOT DISTINCT FROM 3", -1, 0);
    add("no % operator", "INT64", "(A + 1) * 2 - A / 1 % 3", syntax, 20);
    add("shift and bits", "INT64", "(A << 2) | (A & 3) ^ ~A", -1, 0);
    add("case", "STRING(MAX)", "CASE A WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE S END", -1, 0);
    add("functions", "INT64", "IF(A > 0, LENGTH(S), COALESCE(A, 0))", -1, 0);
    add("safe and named args", "TOKENLIST", "TOKENIZE_NGRAMS(S, ngram_size_min=>2, ngram_size_max=>3)", -1, 0);
    add("safe prefix", "BYTES(MAX)", "SAFE.MD5(S)", -1, 0);
    add("array literal and subscript", "CHECK", "[1, 2, 3][OFFSET(0)] = 1 AND Arr[SAFE_OFFSET(1)] > 0", -1, 0);
    add("typed literals", "CHECK", "D > DATE '2000-01-01' AND J IS NOT NULL", -1, 0);
    add("extract and interval", "CHECK", "EXTRACT(YEAR FROM D) > 2000 AND DATE_ADD(D, INTERVAL 1 DAY) > D", -1, 0);
    add("date part argument", "DATE", "DATE_TRUNC(D, MONTH)", -1, 0);
    add("cast", "FLOAT64", "CAST(A AS FLOAT64)", -1, 0);
    add("struct and array constructors", "CHECK", "ARRAY_LENGTH(ARRAY<INT64>[1, A]) > 0 AND STRUCT(1 AS x).x = 1", -1, 0);
    add("concatenation", "STRING(MAX)", "S || '-' || CAST(A AS STRING)", -1, 0);
    add("adjacent string literals", "STRING(MAX)", "'a' \"b\"", -1, 0);
    add("integer into FLOAT64", "FLOAT64", "A + 1", -1, 0);
    add("missing operand", "CHECK", "A > ", syntax, 4);
    add("two operands", "CHECK", "A B", syntax, 2);
    add("spaced bitwise ors", "STRING(MAX)", "S | | S", syntax, 4);
    add("call closed by the clause's ')'", "INT64", "LENGTH(S", syntax, 10);
    add("case without end", "CHECK", "CASE WHEN A > 0 THEN TRUE", syntax, 25);
    add("cast without as", "INT64", "CAST(A INT64)", syntax, 7);
    add("bare SELECT operand", "CHECK", "A > SELECT", semantic, 4);
    add("unknown column", "INT64", "B + 1", semantic, 0);
    add("quoted unknown column", "INT64", "`b` + 1", semantic, 0);
    add("check not boolean", "CHECK", "A + 1", semantic, 0);
    add("generated type mismatch", "BOOL", "S", semantic, 0);
    add("unknown cast type", "CHECK", "CAST(A AS INT32) > 0", semantic, 10);
    add("subquery", "CHECK", "A IN (SELECT 1)", semantic, 5);
    add("exists", "CHECK", "EXISTS (SELECT 1)", semantic, 7);
    add("non-deterministic", "CHECK", "D < CURRENT_DATE()", semantic, 4);
    add("pending commit timestamp", "TIMESTAMP", "PENDING_COMMIT_TIMESTAMP()", semantic, 0);
    add("unsupported function", "INT64", "ASCII(S)", semantic, 0);
}

void TestGoogleSqlParser::expressions()
{
    QFETCH(QString, clause);
    QFETCH(QString, expression);
    QFETCH(int, kind);
    QFETCH(int, offset);
    const QString prefix = QStringLiteral("CREATE TABLE T (A INT64, S STRING(MAX), D DATE, J JSON, Arr ARRAY<INT64>, ");
    const QString element = clause == u"CHECK" ? QStringLiteral("CHECK (") : QStringLiteral("G %1 AS (").arg(clause);
    const QString stored = clause == u"CHECK" ? QString() : QStringLiteral(" STORED");
    const QString text = prefix + element + expression + u')' + stored + QStringLiteral(") PRIMARY KEY (A)");
    Diagnostics diagnostics;
    const Schema schema = parse(text, &diagnostics);
    if (kind < 0) {
        QVERIFY2(diagnostics.empty(), qPrintable(format(diagnostics)));
        QCOMPARE(schema.tables.size(), size_t(1));
        return;
    }
    QCOMPARE(diagnostics.size(), size_t(1));
    QCOMPARE(int(diagnostics[0].kind), kind);
    QCOMPARE(diagnostics[0].line, 1);
    QCOMPARE(diagnostics[0].column, int(prefix.size() + element.size()) + offset + 1);
    QVERIFY(schema.tables.empty());
}

QTEST_GUILESS_MAIN(TestGoogleSqlParser)
#include "tst_googlesqlparser.moc"
