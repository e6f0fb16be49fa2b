#include "qualifiednames.h"
#include "sourcecomments.h"

#include "grantroles.h"
#include "statementwriter.h"
#include "writerutil.h"

namespace ssd {

namespace {

constexpr Dialect kDialect = Dialect::PostgreSql;

void name(QString &out, QStringView n) { appendName(out, n, kDialect); }

// WITH ( a = b, ... ): change streams, search and vector indexes.
void appendWith(QString &out, const Options &options)
{
    appendOptionItems(out, options, u"WITH (", u", ", u")");
}

void appendKeyParts(QString &out, const std::vector<KeyPart> &parts)
{
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            put(out, u16(u", "));
        name(out, parts[i].column);
        if (parts[i].order == SortOrder::Desc)
            put(out, u16(u" DESC"));
        if (parts[i].nulls == KeyPart::Nulls::First)
            put(out, u16(u" NULLS FIRST"));
        else if (parts[i].nulls == KeyPart::Nulls::Last)
            put(out, u16(u" NULLS LAST"));
    }
}

// PostgreSQL spells the sequence clauses with a space between the SKIP RANGE bounds.
void appendSequenceClauses(QString &out, const SequenceOptions &s, bool &any)
{
    auto clause = [&](QStringView text) {
        if (any)
            put(out, u' ');
        any = true;
        put(out, text);
    };
    if (s.bitReversedPositive)
        clause(u16(u"BIT_REVERSED_POSITIVE"));
    if (s.noMinValue)
        clause(u16(u"NO MINVALUE"));
    if (s.noMaxValue)
        clause(u16(u"NO MAXVALUE"));
    if (s.skipRangeMin || s.skipRangeMax) {
        clause(u16(u"SKIP RANGE "));
        appendNumber(out, s.skipRangeMin.value_or(0));
        put(out, u' ');
        appendNumber(out, s.skipRangeMax.value_or(0));
    }
    if (s.startCounter) {
        clause(u16(u"START COUNTER WITH "));
        appendNumber(out, *s.startCounter);
    }
    if (s.noCycle)
        clause(u16(u"NO CYCLE"));
}

void appendColumn(QString &out, const Column &c, bool keyColumn)
{
    name(out, c.name);
    put(out, u' ');
    appendColumnTypeName(out, c, kDialect);
    if (c.identity || c.autoIncrement) {
        // serial / bigserial come back from Spanner as identity columns.
        appendIdentity(out, c, appendSequenceClauses);
    }
    if (c.defaultExpr) {
        put(out, u16(u" DEFAULT "));
        put(out, *c.defaultExpr);
    }
    if (c.generatedExpr) {
        put(out, u16(u" GENERATED ALWAYS AS ("));
        put(out, *c.generatedExpr);
        put(out, c.stored ? u16(u") STORED") : u16(u") VIRTUAL"));
    }
    if (c.hidden)
        put(out, u16(u" HIDDEN"));
    // Spanner prints NOT NULL last, and always for key columns (PostgreSQL keys can't be NULL).
    if (c.notNull || keyColumn)
        put(out, u16(u" NOT NULL"));
}

void appendForeignKey(QString &out, const ForeignKey &fk)
{
    appendConstraintName(out, fk.name, kDialect);
    put(out, u16(u"FOREIGN KEY ("));
    appendNameList(out, fk.columns, kDialect);
    put(out, u16(u") REFERENCES "));
    name(out, fk.referencedTable);
    put(out, u'(');
    appendNameList(out, fk.referencedColumns, kDialect);
    put(out, u')');
    // NO ACTION is the default and Spanner's PostgreSQL printer never spells it.
    if (fk.onDelete == OnDelete::Cascade)
        put(out, u16(u" ON DELETE CASCADE"));
}

void appendRowDeletionPolicy(QString &out, const RowDeletionPolicy &policy)
{
    put(out, u16(u"TTL INTERVAL '"));
    if (policy.intervalSpec.isEmpty()) {
        appendNumber(out, policy.days);
        put(out, u16(u" DAYS"));
    } else {
        put(out, policy.intervalSpec);
    }
    put(out, u16(u"' ON "));
    name(out, policy.column);
}

void appendCreateTable(QString &out, const Table &t, int inlineForeignKeys)
{
    put(out, u16(u"CREATE TABLE "));
    name(out, t.name);
    put(out, u16(u" ("));
    bool first = true;
    // Each element on its own line, its comment on the lines above it.
    auto item = [&](const QString &comment = {}) {
        put(out, first ? u16(u"\n") : u16(u",\n"));
        appendCommentLines(out, comment, u16(u"  "));
        put(out, u16(u"  "));
        first = false;
    };
    for (const Column &c : t.columns) {
        item(c.comment);
        appendColumn(out, c, t.hasPrimaryKey && t.isKeyColumn(c.name));
    }
    if (t.hasPrimaryKey) {
        item();
        put(out, u16(u"PRIMARY KEY("));
        for (size_t i = 0; i < t.primaryKey.size(); ++i) {
            if (i > 0)
                put(out, u16(u", "));
            name(out, t.primaryKey[i].column);
        }
        put(out, u')');
    }
    for (int i = 0; i < inlineForeignKeys && i < int(t.foreignKeys.size()); ++i) {
        item(t.foreignKeys[size_t(i)].comment);
        appendForeignKey(out, t.foreignKeys[size_t(i)]);
    }
    for (const CheckConstraint &check : t.checks) {
        item(check.comment);
        appendConstraintName(out, check.name, kDialect);
        put(out, u16(u"CHECK("));
        put(out, check.expr);
        put(out, u')');
    }
    for (const QString &synonym : t.synonyms) {
        item();
        put(out, u16(u"SYNONYM ("));
        name(out, synonym);
        put(out, u')');
    }
    put(out, u16(u"\n)"));
    if (t.interleave) {
        put(out, u16(u" INTERLEAVE IN "));
        if (t.interleave->kind == Interleave::Kind::InParent) {
            put(out, u16(u"PARENT "));
            name(out, t.interleave->parent);
            if (t.interleave->onDelete == OnDelete::Cascade)
                put(out, u16(u" ON DELETE CASCADE"));
        } else {
            name(out, t.interleave->parent);
        }
    }
    if (t.rowDeletionPolicy) {
        put(out, u' ');
        appendRowDeletionPolicy(out, *t.rowDeletionPolicy);
    }
    if (!t.localityGroup.isEmpty()) {
        put(out, u16(u" LOCALITY GROUP "));
        name(out, t.localityGroup);
    }
}

void appendCreateIndex(QString &out, const Index &index)
{
    put(out, u16(u"CREATE "));
    if (index.unique)
        put(out, u16(u"UNIQUE "));
    if (index.kind == Index::Kind::Search)
        put(out, u16(u"SEARCH "));
    put(out, u16(u"INDEX "));
    name(out, unqualifiedName(index.name)); // PostgreSQL creates it in its table's schema
    put(out, u16(u" ON "));
    name(out, index.table);
    if (!index.usingMethod.isEmpty()) {
        put(out, u16(u" USING "));
        put(out, index.usingMethod);
    }
    put(out, u16(u" ("));
    appendKeyParts(out, index.keys);
    put(out, u')');
    if (!index.storing.isEmpty()) {
        put(out, u16(u" INCLUDE ("));
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
    if (index.isInterleaved()) {
        put(out, u16(u" INTERLEAVE IN "));
        name(out, index.interleaveIn);
    }
    // Vector indexes take WITH before WHERE, search indexes after it ([PG-DDL], [VEC]).
    const bool withFirst = !index.usingMethod.isEmpty() || index.kind == Index::Kind::Vector;
    if (withFirst && !index.options.empty()) {
        put(out, u' ');
        appendWith(out, index.options);
    }
    QStringList filtered;
    if (index.nullFiltered) // GoogleSQL NULL_FILTERED said the PostgreSQL way
        for (const KeyPart &key : index.keys)
            filtered.push_back(key.column);
    for (const QString &column : index.whereNotNull)
        if (!filtered.contains(column))
            filtered.push_back(column);
    if (!filtered.isEmpty()) {
        put(out, u16(u" WHERE "));
        for (qsizetype i = 0; i < filtered.size(); ++i) {
            if (i > 0)
                put(out, u16(u" AND "));
            name(out, filtered[i]);
            put(out, u16(u" IS NOT NULL"));
        }
    }
    if (!withFirst && !index.options.empty()) {
        put(out, u' ');
        appendWith(out, index.options);
    }
    if (!index.localityGroup.isEmpty()) {
        put(out, u16(u" LOCALITY GROUP "));
        name(out, index.localityGroup);
    }
}

void appendCreateSequence(QString &out, const Sequence &s)
{
    appendSequenceHead(out, s, kDialect, appendSequenceClauses);
    if (s.ownedByNone)
        put(out, u16(u" OWNED BY NONE"));
}

void appendCreateChangeStream(QString &out, const ChangeStream &cs)
{
    put(out, u16(u"CREATE CHANGE STREAM "));
    name(out, cs.name);
    if (cs.forAll) {
        put(out, u16(u"\nFOR ALL"));
    } else if (!cs.targets.empty()) {
        put(out, u16(u"\nFOR "));
        appendChangeStreamTargets(out, cs.targets, kDialect);
    }
    if (!cs.options.empty()) {
        put(out, u'\n');
        appendWith(out, cs.options);
    }
}

void appendGrant(QString &out, const Grant &g)
{
    put(out, g.revoke ? u16(u"REVOKE ") : u16(u"GRANT "));
    // Role membership (GRANT a, b TO c) has the granted roles as written as its privileges.
    put(out, g.privileges);
    if (!isRoleGrant(g)) {
        put(out, u16(u" ON "));
        if (!g.objectKind.isEmpty()) {
            put(out, g.objectKind);
            put(out, u' ');
        }
        // Objects are kept as written (quoted names, function signatures "f(bigint)").
        put(out, g.objects.join(QStringView(u", ")));
    }
    put(out, g.revoke ? u16(u" FROM ") : u16(u" TO "));
    appendNameList(out, g.grantees, kDialect);
}

// The statements only PostgreSQL spells this way (see DialectWriter).
void appendDialectStatement(QString &out, const Schema &schema, const PlannedStatement &p)
{
    using Kind = PlannedStatement::Kind;
    switch (p.kind) {
    case Kind::DatabaseOptions: {
        const Option &option = schema.databaseOptions[size_t(p.index)];
        put(out, u16(u"ALTER DATABASE "));
        name(out, schema.databaseName.isEmpty() ? QStringLiteral("db") : schema.databaseName);
        put(out, u16(u" SET \""));
        put(out, option.name);
        put(out, u16(u"\" = "));
        put(out, option.value);
        break;
    }
    case Kind::ProtoBundle:
        // GoogleSQL only; convertSchema reports it. Shown rather than silently lost.
        put(out, u16(u"CREATE PROTO BUNDLE ("));
        put(out, schema.protoBundleTypes.join(QStringView(u", ")));
        put(out, u')');
        break;
    case Kind::LocalityGroup: {
        const LocalityGroup &lg = schema.localityGroups[size_t(p.index)];
        // The built-in "default" group always exists; the model holds it only once altered.
        out += lg.name.compare(u"default", Qt::CaseInsensitive) == 0 ? u16(u"ALTER LOCALITY GROUP ")
                                                                     : u16(u"CREATE LOCALITY GROUP ");
        name(out, lg.name);
        for (size_t i = 0; i < lg.options.size(); ++i) {
            put(out, i == 0 ? u16(u" ") : u16(u", "));
            put(out, lg.options[i].name.toUpper());
            put(out, u' ');
            put(out, lg.options[i].value);
        }
        break;
    }
    case Kind::ColumnLocalityGroup: {
        // PostgreSQL has no column clause for it inside CREATE TABLE.
        const Table &t = schema.tables[size_t(p.index)];
        const Column &c = t.columns[size_t(p.sub)];
        put(out, u16(u"ALTER TABLE "));
        name(out, t.name);
        put(out, u16(u" ALTER COLUMN "));
        name(out, c.name);
        put(out, u16(u" SET LOCALITY GROUP "));
        QString group = findOption(c.options, u"locality_group")->value;
        if (group.size() >= 2 && group.startsWith(u'\'') && group.endsWith(u'\''))
            group = group.mid(1, group.size() - 2);
        name(out, group);
        break;
    }
    default:
        break;
    }
}

const DialectWriter kWriter{kDialect, appendCreateTable, appendCreateIndex, appendCreateSequence, appendForeignKey,
                            appendCreateChangeStream, appendGrant, appendDialectStatement,
                            appendColumn, appendRowDeletionPolicy};

} // namespace

const DialectWriter &postgreSqlDialectWriter()
{
    return kWriter;
}

} // namespace ssd
