#include "sourcecomments.h"

#include "grantroles.h"
#include "statementwriter.h"
#include "writerutil.h"

namespace ssd {

namespace {

constexpr Dialect kDialect = Dialect::GoogleSql;

void name(QString &out, QStringView n) { appendName(out, n, kDialect); }

// OPTIONS in the three spellings Spanner uses: columns (and sequences) one option a line, change
// streams / vector indexes / locality groups "( a = b )", everything else "(a = b)".
enum class OptionStyle { Column, Sequence, Spaced, Tight };

void appendOptions(QString &out, const Options &options, OptionStyle style)
{
    put(out, u16(u"OPTIONS ("));
    switch (style) {
    case OptionStyle::Column: appendOptionItems(out, options, u"\n    ", u",\n    ", u"\n  )"); break;
    case OptionStyle::Sequence: appendOptionItems(out, options, u"\n  ", u",\n  ", u"\n)"); break;
    case OptionStyle::Spaced: appendOptionItems(out, options, u" ", u", ", u" )"); break;
    case OptionStyle::Tight: appendOptionItems(out, options, u"", u", ", u")"); break;
    }
}

// The model keeps PostgreSQL's LOCALITY GROUP clause apart; GoogleSQL says it as an option.
// Returns the options to print; `storage` holds a merged copy only when one is needed.
const Options &withLocalityGroup(const Options &options, const QString &localityGroup, Options &storage)
{
    if (localityGroup.isEmpty() || findOption(options, u"locality_group"))
        return options;
    storage = options;
    QString value = QStringLiteral("'");
    value += localityGroup;
    value += u'\'';
    storage.push_back({QStringLiteral("locality_group"), value});
    return storage;
}

void appendKeyParts(QString &out, const std::vector<KeyPart> &parts)
{
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            put(out, u16(u", "));
        name(out, parts[i].column);
        if (parts[i].order == SortOrder::Desc)
            put(out, u16(u" DESC"));
    }
}

void appendSequenceClauses(QString &out, const SequenceOptions &s, bool &any)
{
    auto sep = [&]() {
        if (any)
            put(out, u' ');
        any = true;
    };
    if (s.bitReversedPositive) {
        sep();
        put(out, u16(u"BIT_REVERSED_POSITIVE"));
    }
    if (s.skipRangeMin || s.skipRangeMax) {
        sep();
        put(out, u16(u"SKIP RANGE "));
        appendNumber(out, s.skipRangeMin.value_or(0));
        put(out, u16(u", "));
        appendNumber(out, s.skipRangeMax.value_or(0));
    }
    if (s.startCounter) {
        sep();
        put(out, u16(u"START COUNTER WITH "));
        appendNumber(out, *s.startCounter);
    }
}

void appendColumn(QString &out, const Column &c)
{
    name(out, c.name);
    put(out, u' ');
    appendTypeName(out, c.type, kDialect);
    if (c.notNull)
        put(out, u16(u" NOT NULL"));
    if (c.placementKey)
        put(out, u16(u" PLACEMENT KEY"));
    if (c.defaultExpr) {
        put(out, u16(u" DEFAULT ("));
        put(out, *c.defaultExpr);
        put(out, u')');
    }
    if (c.onUpdateExpr) {
        put(out, u16(u" ON UPDATE ("));
        put(out, *c.onUpdateExpr);
        put(out, u')');
    }
    if (c.generatedExpr) {
        put(out, u16(u" AS ("));
        put(out, *c.generatedExpr);
        put(out, u')');
        if (c.stored)
            put(out, u16(u" STORED"));
    }
    if (c.identity || c.autoIncrement) {
        // AUTO_INCREMENT is printed the way Spanner prints it back: as an identity column.
        appendIdentity(out, c, appendSequenceClauses);
    }
    if (c.hidden)
        put(out, u16(u" HIDDEN"));
    if (!c.options.empty()) {
        put(out, u' ');
        appendOptions(out, c.options, OptionStyle::Column);
    }
}

void appendForeignKey(QString &out, const ForeignKey &fk)
{
    appendConstraintName(out, fk.name, kDialect);
    put(out, u16(u"FOREIGN KEY("));
    appendNameList(out, fk.columns, kDialect);
    put(out, u16(u") REFERENCES "));
    name(out, fk.referencedTable);
    put(out, u'(');
    appendNameList(out, fk.referencedColumns, kDialect);
    put(out, u')');
    if (fk.onDelete == OnDelete::Cascade)
        put(out, u16(u" ON DELETE CASCADE"));
    else if (fk.onDeleteExplicit)
        put(out, u16(u" ON DELETE NO ACTION"));
    if (fk.notEnforced)
        put(out, u16(u" NOT ENFORCED"));
}

void appendRowDeletionPolicy(QString &out, const RowDeletionPolicy &policy)
{
    put(out, u16(u"ROW DELETION POLICY (OLDER_THAN("));
    name(out, policy.column);
    put(out, u16(u", INTERVAL "));
    appendNumber(out, policy.days);
    put(out, u16(u" DAY))"));
}

void appendColumnDefinition(QString &out, const Column &c, bool /*keyColumn*/)
{
    appendColumn(out, c);
}

void appendCreateTable(QString &out, const Table &t, int inlineForeignKeys)
{
    put(out, u16(u"CREATE TABLE "));
    name(out, t.name);
    put(out, u16(u" (\n"));
    // Each element on its own line, its comment on the lines above it.
    for (const Column &c : t.columns) {
        appendCommentLines(out, c.comment, u16(u"  "));
        put(out, u16(u"  "));
        appendColumn(out, c);
        put(out, u16(u",\n"));
    }
    for (int i = 0; i < inlineForeignKeys && i < int(t.foreignKeys.size()); ++i) {
        appendCommentLines(out, t.foreignKeys[size_t(i)].comment, u16(u"  "));
        put(out, u16(u"  "));
        appendForeignKey(out, t.foreignKeys[size_t(i)]);
        put(out, u16(u",\n"));
    }
    for (const CheckConstraint &check : t.checks) {
        appendCommentLines(out, check.comment, u16(u"  "));
        put(out, u16(u"  "));
        appendConstraintName(out, check.name, kDialect);
        put(out, u16(u"CHECK("));
        put(out, check.expr);
        put(out, u16(u"),\n"));
    }
    for (const QString &synonym : t.synonyms) {
        put(out, u16(u"  SYNONYM("));
        name(out, synonym);
        put(out, u16(u"),\n"));
    }
    put(out, u')');
    if (t.hasPrimaryKey) {
        put(out, u16(u" PRIMARY KEY("));
        appendKeyParts(out, t.primaryKey);
        put(out, u')');
    }
    if (t.interleave) {
        put(out, u16(u",\n  INTERLEAVE IN "));
        if (t.interleave->kind == Interleave::Kind::InParent) {
            put(out, u16(u"PARENT "));
            name(out, t.interleave->parent);
            out += t.interleave->onDelete == OnDelete::Cascade ? u16(u" ON DELETE CASCADE")
                                                               : u16(u" ON DELETE NO ACTION");
        } else {
            name(out, t.interleave->parent);
        }
    }
    if (t.rowDeletionPolicy) {
        put(out, u16(u",\n  "));
        appendRowDeletionPolicy(out, *t.rowDeletionPolicy);
    }
    Options merged;
    const Options &options = withLocalityGroup(t.options, t.localityGroup, merged);
    if (!options.empty()) {
        put(out, u16(u",\n  "));
        appendOptions(out, options, OptionStyle::Tight);
    }
}

void appendCreateIndex(QString &out, const Index &index)
{
    put(out, u16(u"CREATE "));
    if (index.unique)
        put(out, u16(u"UNIQUE "));
    if (index.kind == Index::Kind::Search)
        put(out, u16(u"SEARCH "));
    else if (index.kind == Index::Kind::Vector)
        put(out, u16(u"VECTOR "));
    if (index.nullFiltered)
        put(out, u16(u"NULL_FILTERED "));
    put(out, u16(u"INDEX "));
    name(out, index.name);
    put(out, u16(u" ON "));
    name(out, index.table);
    put(out, u'(');
    appendKeyParts(out, index.keys);
    put(out, u')');
    if (!index.storing.isEmpty()) {
        put(out, u16(u" STORING ("));
        appendNameList(out, index.storing, kDialect);
        put(out, u')');
    }
    if (!index.partitionBy.isEmpty()) {
        put(out, u16(u" PARTITION BY "));
        appendNameList(out, index.partitionBy, kDialect);
    }
    if (!index.orderBy.empty()) {
        put(out, u16(u" ORDER BY "));
        appendKeyParts(out, index.orderBy);
    }
    if (!index.whereNotNull.isEmpty()) {
        put(out, u16(u" WHERE "));
        for (qsizetype i = 0; i < index.whereNotNull.size(); ++i) {
            if (i > 0)
                put(out, u16(u" AND "));
            name(out, index.whereNotNull[i]);
            put(out, u16(u" IS NOT NULL"));
        }
    }
    if (index.isInterleaved()) {
        put(out, u16(u", INTERLEAVE IN "));
        name(out, index.interleaveIn);
    }
    Options merged;
    const Options &options = withLocalityGroup(index.options, index.localityGroup, merged);
    if (!options.empty()) {
        put(out, u' ');
        appendOptions(out, options, index.kind == Index::Kind::Vector ? OptionStyle::Spaced : OptionStyle::Tight);
    }
}

void appendCreateSequence(QString &out, const Sequence &s)
{
    appendSequenceHead(out, s, kDialect, appendSequenceClauses);
    if (!s.options.empty()) {
        put(out, u' ');
        appendOptions(out, s.options, OptionStyle::Sequence);
    }
}

void appendCreateChangeStream(QString &out, const ChangeStream &cs)
{
    put(out, u16(u"CREATE CHANGE STREAM "));
    name(out, cs.name);
    if (cs.forAll) {
        put(out, u16(u" FOR ALL"));
    } else if (!cs.targets.empty()) {
        put(out, u16(u" FOR "));
        appendChangeStreamTargets(out, cs.targets, kDialect);
    }
    if (!cs.options.empty()) {
        put(out, u' ');
        appendOptions(out, cs.options, OptionStyle::Spaced);
    }
}

void appendGrant(QString &out, const Grant &g)
{
    put(out, g.revoke ? u16(u"REVOKE ") : u16(u"GRANT "));
    if (isRoleGrant(g)) {
        // Role membership: GRANT ROLE a, b TO ROLE c; the granted role names are the privileges.
        put(out, u16(u"ROLE "));
        appendNameList(out, grantedRoleNames(g, kDialect), kDialect);
    } else {
        put(out, g.privileges);
        put(out, u16(u" ON "));
        if (!g.objectKind.isEmpty()) {
            put(out, g.objectKind);
            put(out, u' ');
        }
        for (qsizetype i = 0; i < g.objects.size(); ++i) {
            if (i > 0)
                put(out, u16(u", "));
            // ON SCHEMA DEFAULT / IN SCHEMA DEFAULT name the default schema: a keyword, not a name.
            if (g.objectKind.endsWith(u"SCHEMA") && g.objects[i] == u"DEFAULT")
                put(out, g.objects[i]);
            else
                name(out, g.objects[i]);
        }
    }
    put(out, g.revoke ? u16(u" FROM ROLE ") : u16(u" TO ROLE "));
    appendNameList(out, g.grantees, kDialect);
}

// The statements only GoogleSQL spells this way (see DialectWriter).
void appendDialectStatement(QString &out, const Schema &schema, const PlannedStatement &p)
{
    using Kind = PlannedStatement::Kind;
    switch (p.kind) {
    case Kind::DatabaseOptions:
        put(out, u16(u"ALTER DATABASE "));
        name(out, schema.databaseName.isEmpty() ? QStringLiteral("db") : schema.databaseName);
        put(out, u16(u" SET "));
        appendOptions(out, schema.databaseOptions, OptionStyle::Tight);
        break;
    case Kind::ProtoBundle:
        put(out, u16(u"CREATE PROTO BUNDLE (\n"));
        for (const QString &type : schema.protoBundleTypes) {
            put(out, u16(u"  "));
            ColumnType proto;
            proto.kind = TypeKind::Proto;
            proto.protoName = type;
            appendTypeName(out, proto, kDialect);
            put(out, u16(u",\n"));
        }
        put(out, u')');
        break;
    case Kind::LocalityGroup: {
        const LocalityGroup &lg = schema.localityGroups[size_t(p.index)];
        // The built-in `default` group always exists; the model holds it only once altered.
        const bool builtIn = lg.name.compare(u"default", Qt::CaseInsensitive) == 0;
        put(out, builtIn ? u16(u"ALTER LOCALITY GROUP ") : u16(u"CREATE LOCALITY GROUP "));
        name(out, lg.name);
        if (!lg.options.empty()) {
            put(out, builtIn ? u16(u" SET ") : u16(u" "));
            appendOptions(out, lg.options, OptionStyle::Spaced);
        }
        break;
    }
    default: // ColumnLocalityGroup is PostgreSQL only; GoogleSQL says it in the column OPTIONS
        break;
    }
}

const DialectWriter kWriter{kDialect, appendCreateTable, appendCreateIndex, appendCreateSequence, appendForeignKey,
                            appendCreateChangeStream, appendGrant, appendDialectStatement,
                            appendColumnDefinition, appendRowDeletionPolicy};

} // namespace

const DialectWriter &googleSqlDialectWriter()
{
    return kWriter;
}

} // namespace ssd
