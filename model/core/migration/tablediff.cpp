// Tables and their columns: created, dropped, recreated (key or interleave parent changes, and
// everything interleaved in a recreated table), and the column changes Spanner makes in place,
// checks against existing rows, or cannot make at all.

#include "planbuilder.h"

#include "identity.h"
#include "normalise.h"
#include "validation/schemavalidation.h"
#include "writer/alterwriter.h"
#include "writer/writerutil.h"

#include <algorithm>

namespace ssd::migration {

namespace {

// Interleave depth through a name index (Schema::interleaveDepth searches linearly).
int depthOf(const Schema &schema, const QHash<QString, int> &index, const Table &table)
{
    int depth = 1;
    const Table *t = &table;
    while (t->interleave && depth <= 16) { // Spanner allows 7 levels; a cycle stops here
        const auto it = index.constFind(identityKey(t->interleave->parent, schema.dialect));
        if (it == index.constEnd())
            break;
        t = &schema.tables[size_t(*it)];
        ++depth;
    }
    return depth;
}

bool sameParent(const Table &a, const Table &b, Dialect dialect)
{
    if (a.interleave.has_value() != b.interleave.has_value())
        return false;
    return !a.interleave
        || (identityKey(a.interleave->parent, dialect) == identityKey(b.interleave->parent, dialect)
            && a.interleave->kind == b.interleave->kind);
}

QString typeText(const ColumnType &type, Dialect dialect)
{
    QString out;
    appendTypeName(out, type, dialect);
    return out;
}

// What existing values make a change of type that Spanner makes in place fail; empty when none
// can (a longer or MAX length, STRING to BYTES(MAX)).
QString changeRisk(const ColumnType &from, const ColumnType &to, Dialect dialect)
{
    if (from.isArray())
        return changeRisk(*from.arrayElement(), *to.arrayElement(), dialect);
    if ((to.kind == TypeKind::Proto || to.kind == TypeKind::Enum) && from != to)
        return PlanBuilder::tr("a value that is not a valid %1").arg(typeText(to, dialect));
    QString risk;
    const bool lengths = (from.kind == TypeKind::String || from.kind == TypeKind::Bytes)
                         && (to.kind == TypeKind::String || to.kind == TypeKind::Bytes);
    if (from.kind == TypeKind::Bytes && to.kind == TypeKind::String)
        risk = PlanBuilder::tr("a value that is not valid UTF-8");
    const bool shorter = lengths && to.length && (from.isMax() || *from.length > *to.length);
    if (shorter || (from.kind == TypeKind::String && to.kind == TypeKind::Bytes && to.length)) {
        const QString longer = PlanBuilder::tr("a value longer than %1").arg(typeText(to, dialect));
        risk = risk.isEmpty() ? longer : risk + QStringLiteral(", ") + longer;
    }
    return risk;
}

// Spanner changes a column's type in place only as validation::columnTypeChangesInPlace says;
// `risk` says what existing values make it fail.
bool changesInPlace(const ColumnType &from, const ColumnType &to, Dialect dialect, QString &risk)
{
    if (!validation::columnTypeChangesInPlace(from, to))
        return false;
    risk = changeRisk(from, to, dialect);
    return true;
}

// Spanner alters a key column's STRING/BYTES length (or STRING <-> BYTES) "unless it is a
// primary key column inherited by one or more child tables" (Schema updates); nor may a child
// alter the key columns it repeats from its parent ("Cannot alter parent key column"), nor
// NOT NULL on a key. PostgreSQL's ALTER COLUMN ... TYPE on a key column is refused outright
// ("Cannot change key column", emulator 1.5.28), so there it stays a recreate.
bool keyColumnAltersInPlace(const Schema &from, const Schema &to, const Table &a, const Table &b, size_t position,
                            const Column &ca, const Column &cb)
{
    QString risk;
    if (from.dialect != Dialect::GoogleSql || ca.notNull != cb.notNull || !changesInPlace(ca.type, cb.type, from.dialect, risk))
        return false;
    if (a.interleave) {
        const Table *parent = from.findTable(a.interleave->parent);
        if (!parent || position < parent->primaryKey.size())
            return false;
    }
    auto hasChildren = [](const Schema &schema, const QString &name) {
        const QString k = identityKey(name, schema.dialect);
        return std::any_of(schema.tables.begin(), schema.tables.end(), [&](const Table &t) {
            return t.interleave && identityKey(t.interleave->parent, schema.dialect) == k;
        });
    };
    return !hasChildren(from, a.name) && !hasChildren(to, b.name);
}

bool sameKey(const Schema &from, const Schema &to, const Table &a, const Table &b)
{
    const Dialect dialect = from.dialect;
    if (a.hasPrimaryKey != b.hasPrimaryKey || a.primaryKey.size() != b.primaryKey.size())
        return false;
    for (size_t i = 0; i < a.primaryKey.size(); ++i) {
        if (identityKey(a.primaryKey[i].column, dialect) != identityKey(b.primaryKey[i].column, dialect)
            || a.primaryKey[i].order != b.primaryKey[i].order)
            return false;
        const Column *ca = a.findColumn(a.primaryKey[i].column);
        const Column *cb = b.findColumn(b.primaryKey[i].column);
        if (!ca || !cb)
            return false;
        if ((ca->type != cb->type || ca->notNull != cb->notNull) && !keyColumnAltersInPlace(from, to, a, b, i, *ca, *cb))
            return false;
    }
    return true;
}

// What makes the column different in a way ALTER COLUMN cannot say: empty when none.
QString recreateReason(const Column &from, const Column &to, Dialect dialect)
{
    if (from.generatedExpr.has_value() != to.generatedExpr.has_value())
        return to.isGenerated() ? PlanBuilder::tr("it becomes a generated column")
                                : PlanBuilder::tr("it stops being a generated column");
    if (from.isGenerated() && (from.stored != to.stored || !sameExpression(*from.generatedExpr, *to.generatedExpr, dialect)))
        return PlanBuilder::tr("its generated expression changes, which Spanner cannot alter");
    if (from.identity != to.identity || from.autoIncrement != to.autoIncrement)
        return PlanBuilder::tr("its identity changes");
    if (from.hidden != to.hidden || from.placementKey != to.placementKey)
        return PlanBuilder::tr("HIDDEN or PLACEMENT KEY changes, which ALTER COLUMN cannot say");
    if (from.onUpdateExpr.has_value() != to.onUpdateExpr.has_value()
        || (from.onUpdateExpr && !sameExpression(*from.onUpdateExpr, *to.onUpdateExpr, dialect)))
        return PlanBuilder::tr("its ON UPDATE expression changes");
    QString risk;
    if (from.type != to.type && !changesInPlace(from.type, to.type, dialect, risk))
        return PlanBuilder::tr("its type changes from %1 to %2, which Spanner cannot convert in place")
            .arg(typeText(from.type, dialect), typeText(to.type, dialect));
    return {};
}

// PostgreSQL says allow_commit_timestamp as the type spanner.commit_timestamp.
Options withoutCommitTimestamp(Options options)
{
    removeOption(options, u"allow_commit_timestamp");
    return options;
}

// Equal tables, compared field by field in column order: most tables of two versions are, and
// this spares them the per-column name indexes of diffColumns.
bool sameTable(const Table &a, const Table &b, Dialect dialect)
{
    if (a.name != b.name || a.columns.size() != b.columns.size() || a.foreignKeys.size() != b.foreignKeys.size()
        || a.checks.size() != b.checks.size() || !(a.primaryKey == b.primaryKey) || a.hasPrimaryKey != b.hasPrimaryKey
        || !(a.interleave == b.interleave) || !(a.rowDeletionPolicy == b.rowDeletionPolicy) || a.synonyms != b.synonyms
        || a.localityGroup != b.localityGroup || !(a.options == b.options))
        return false;
    for (size_t i = 0; i < a.columns.size(); ++i)
        if (!sameColumn(a.columns[i], b.columns[i], dialect))
            return false;
    for (size_t i = 0; i < a.foreignKeys.size(); ++i)
        if (!sameForeignKey(a.foreignKeys[i], b.foreignKeys[i]))
            return false;
    for (size_t i = 0; i < a.checks.size(); ++i)
        if (!sameCheck(a.checks[i], b.checks[i], dialect))
            return false;
    return true;
}

} // namespace

void PlanBuilder::diffTables()
{
    for (const Table &ft : m_from.tables)
        if (!m_toTables.contains(key(ft.name)))
            m_droppedTables.insert(key(ft.name));

    for (const Table &tt : m_to.tables) {
        const Table *ft = fromTable(tt.name);
        if (!ft)
            continue;
        if (!sameKey(m_from, m_to, *ft, tt))
            recreateTable(*ft, tt, tr("its primary key changes"));
        else if (!sameParent(*ft, tt, m_dialect))
            recreateTable(*ft, tt, tr("its interleave parent changes"));
    }
    // Whatever is interleaved in a table that goes has to go first, and comes back after it.
    for (bool grew = true; grew;) {
        grew = false;
        for (const Table &ft : m_from.tables) {
            const QString k = key(ft.name);
            if (!ft.interleave || m_droppedTables.contains(k) || m_recreatedTables.contains(k))
                continue;
            const QString parent = key(ft.interleave->parent);
            if (tableGoes(parent)) {
                recreateTable(ft, *toTable(ft.name), tr("it is interleaved in %1, which is dropped or recreated").arg(ft.interleave->parent));
                grew = true;
            }
        }
    }

    for (size_t i = 0; i < m_from.tables.size(); ++i) {
        const Table &ft = m_from.tables[i];
        if (!m_droppedTables.contains(key(ft.name)))
            continue;
        const qint64 order = -qint64(depthOf(m_from, m_fromTables, ft)) * 1'000'000 + qint64(i);
        add(Phase::DropTables, order, StepKind::Destructive, QStringLiteral("table"), ft.name,
            tr("table %1 is not in the new schema: it is dropped with all its rows").arg(ft.name),
            {alter::dropObject(u"TABLE", ft.name, m_dialect)});
    }
    for (size_t i = 0; i < m_to.tables.size(); ++i) {
        const Table &tt = m_to.tables[i];
        const Table *ft = fromTable(tt.name);
        if (!ft) {
            const qint64 order = qint64(depthOf(m_to, m_toTables, tt)) * 1'000'000 + qint64(i);
            add(Phase::CreateTables, order, StepKind::InPlace, QStringLiteral("table"), tt.name,
                tr("new table %1").arg(tt.name), {alter::createTable(tt, m_dialect)});
        } else if (!m_recreatedTables.contains(key(tt.name)) && !sameTable(*ft, tt, m_dialect)) {
            diffColumns(*ft, tt);
            diffTableProperties(*ft, tt);
            diffChecks(*ft, tt);
        }
    }
}

void PlanBuilder::recreateTable(const Table &from, const Table &to, const QString &reason)
{
    m_recreatedTables.insert(key(from.name));
    const qint64 fromIndex = m_fromTables.value(key(from.name));
    const qint64 toIndex = m_toTables.value(key(to.name));
    add(Phase::DropTables, -qint64(depthOf(m_from, m_fromTables, from)) * 1'000'000 + fromIndex, StepKind::Recreate,
        QStringLiteral("table"), from.name,
        tr("table %1 is dropped to be created again (%2): its rows are lost").arg(from.name, reason),
        {alter::dropObject(u"TABLE", from.name, m_dialect)});
    add(Phase::CreateTables, qint64(depthOf(m_to, m_toTables, to)) * 1'000'000 + toIndex, StepKind::Recreate,
        QStringLiteral("table"), to.name, tr("table %1 is created again, empty (%2)").arg(to.name, reason),
        {alter::createTable(to, m_dialect)});
}

void PlanBuilder::diffColumns(const Table &from, const Table &to)
{
    const QString tk = key(to.name);
    const QHash<QString, int> toColumns = indexByName(to.columns, m_dialect);
    const QHash<QString, int> fromColumns = indexByName(from.columns, m_dialect);
    QSet<QString> renamedTo;

    for (const Column &fc : from.columns) {
        const QString ck = key(fc.name);
        if (toColumns.contains(ck))
            continue;
        const QString renamed = m_columnRenames.value(tk + u'\n' + ck);
        if (!renamed.isEmpty() && toColumns.contains(key(renamed)) && !fromColumns.contains(key(renamed))) {
            renamedTo.insert(key(renamed));
            recreateColumn(to, fc, to.columns[size_t(toColumns.value(key(renamed)))],
                           tr("renamed to %1; Spanner cannot rename a column").arg(renamed));
            continue;
        }
        m_goneColumns[tk].insert(ck);
        add(Phase::DropColumns, fc.isGenerated() ? 0 : 1, StepKind::Destructive, QStringLiteral("column"),
            to.name + u'.' + fc.name,
            tr("column %1.%2 is not in the new schema: it is dropped with its values").arg(to.name, fc.name),
            {alter::dropColumn(to.name, fc.name, m_dialect)});
    }
    // Columns that cannot be altered; then generated columns that read a column that goes.
    for (const Column &tc : to.columns) {
        const auto it = fromColumns.constFind(key(tc.name));
        if (it == fromColumns.constEnd())
            continue;
        const Column &fc = from.columns[size_t(*it)];
        const QString reason = recreateReason(fc, tc, m_dialect);
        if (!reason.isEmpty() && !to.isKeyColumn(tc.name))
            recreateColumn(to, fc, tc, reason);
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (const Column &tc : to.columns) {
            const auto it = fromColumns.constFind(key(tc.name));
            if (it == fromColumns.constEnd() || columnGoes(tk, key(tc.name)))
                continue;
            const Column &fc = from.columns[size_t(*it)];
            if (fc.isGenerated() && expressionLosesSomething(tk, *fc.generatedExpr)) {
                recreateColumn(to, fc, tc, tr("its generated expression reads a column that is dropped or recreated"));
                grew = true;
            }
        }
    }
    for (const Column &tc : to.columns) {
        const auto it = fromColumns.constFind(key(tc.name));
        if (it != fromColumns.constEnd()) {
            if (!columnGoes(tk, key(tc.name)))
                diffColumn(to, from.columns[size_t(*it)], tc);
            continue;
        }
        if (renamedTo.contains(key(tc.name)))
            continue;
        const QString object = to.name + u'.' + tc.name;
        if (tc.notNull && !tc.defaultExpr && !tc.isGenerated() && !tc.isIdentity() && tc.type.isArray()) {
            m_error = tr("column %1: an ARRAY column added to an existing table can be NOT NULL only with a DEFAULT").arg(object);
        } else if (tc.notNull && !tc.defaultExpr && !tc.isGenerated() && !tc.isIdentity()) {
            // Spanner adds no NOT NULL column without a value for the rows already there: add
            // it nullable, then require values, which only an empty table passes.
            Column nullable = tc;
            nullable.notNull = false;
            add(Phase::AddColumns, tc.isGenerated() ? 1 : 0, StepKind::Validating, QStringLiteral("column"), object,
                tr("new NOT NULL column %1 without DEFAULT: added, then made NOT NULL").arg(object),
                {alter::addColumn(to, nullable, m_dialect),
                 m_dialect == Dialect::GoogleSql ? alter::alterColumnDefinition(to.name, tc)
                                                 : alter::alterColumnTypeAndNullability(to.name, tc)},
                tr("a row in %1 (it gets no value for the new column; give the column a DEFAULT)").arg(to.name));
        } else {
            add(Phase::AddColumns, tc.isGenerated() ? 1 : 0, StepKind::InPlace, QStringLiteral("column"), object,
                tr("new column %1").arg(object), {alter::addColumn(to, tc, m_dialect)});
        }
    }
}

void PlanBuilder::recreateColumn(const Table &table, const Column &from, const Column &to, const QString &reason)
{
    const QString tk = key(table.name);
    m_goneColumns[tk].insert(key(from.name));
    const QString object = table.name + u'.' + to.name;
    add(Phase::DropColumns, from.isGenerated() ? 0 : 1, StepKind::Recreate, QStringLiteral("column"),
        table.name + u'.' + from.name,
        tr("column %1.%2 is dropped to be added again (%3): its values are lost").arg(table.name, from.name, reason),
        {alter::dropColumn(table.name, from.name, m_dialect)});
    QStringList statements;
    QString failsWhen;
    if (to.notNull && !to.defaultExpr && !to.isGenerated() && !to.isIdentity()) {
        Column nullable = to;
        nullable.notNull = false;
        statements = {alter::addColumn(table, nullable, m_dialect),
                      m_dialect == Dialect::GoogleSql ? alter::alterColumnDefinition(table.name, to)
                                                      : alter::alterColumnTypeAndNullability(table.name, to)};
        failsWhen = tr("a row in %1 (the column comes back empty, NOT NULL without DEFAULT)").arg(table.name);
    } else {
        statements = {alter::addColumn(table, to, m_dialect)};
    }
    add(Phase::AddColumns, to.isGenerated() ? 1 : 0, StepKind::Recreate, QStringLiteral("column"), object,
        tr("column %1 is added again (%2)").arg(object, reason), statements, failsWhen);
}

void PlanBuilder::diffColumn(const Table &table, const Column &from, const Column &to)
{
    if (sameColumn(from, to, m_dialect))
        return;
    const QString object = table.name + u'.' + to.name;
    QStringList statements, risks, changes;
    QString typeRisk;
    const bool pg = m_dialect == Dialect::PostgreSql;
    const bool commitTimestampChanges = pg && from.allowsCommitTimestamp() != to.allowsCommitTimestamp();
    const bool typeChanges = from.type != to.type || commitTimestampChanges;
    if (from.type != to.type) {
        changesInPlace(from.type, to.type, m_dialect, typeRisk);
        changes << tr("type %1 -> %2").arg(typeText(from.type, m_dialect), typeText(to.type, m_dialect));
        if (!typeRisk.isEmpty())
            risks << typeRisk;
    }
    if (commitTimestampChanges)
        changes << tr("commit timestamps allowed: %1").arg(to.allowsCommitTimestamp() ? QStringLiteral("yes") : QStringLiteral("no"));
    if (!from.notNull && to.notNull && to.type.isArray()) {
        m_error = tr("column %1: Spanner adds NOT NULL to existing columns except ARRAY ones (Schema updates: "
                     "\"Add NOT NULL to a non-key column, excluding ARRAY columns\"). Keep it nullable, or give it a "
                     "new name with NOT NULL and a DEFAULT, copy the values, then drop the old one").arg(object);
        return;
    }
    if (from.notNull != to.notNull) {
        changes << (to.notNull ? tr("NOT NULL added") : tr("NOT NULL dropped"));
        if (to.notNull)
            risks << tr("a row with NULL in %1").arg(to.name);
    }
    const bool defaultChanges = from.defaultExpr.has_value() != to.defaultExpr.has_value()
        || (from.defaultExpr && !sameExpression(*from.defaultExpr, *to.defaultExpr, m_dialect));
    if (defaultChanges)
        changes << (to.defaultExpr ? tr("DEFAULT set") : tr("DEFAULT dropped"));

    if (!pg) {
        if (typeChanges || from.notNull != to.notNull)
            statements << alter::alterColumnDefinition(table.name, to); // carries the DEFAULT too
        else if (defaultChanges)
            statements << (to.defaultExpr ? alter::setColumnDefault(table.name, to.name, *to.defaultExpr, m_dialect)
                                          : alter::dropColumnDefault(table.name, to.name, m_dialect));
        if (from.options != to.options) {
            changes << tr("OPTIONS");
            statements << alter::setColumnOptions(table.name, to.name, optionChanges(from.options, to.options));
        }
    } else {
        if (typeChanges || from.notNull != to.notNull)
            statements << alter::alterColumnTypeAndNullability(table.name, to);
        if (defaultChanges)
            statements << (to.defaultExpr ? alter::setColumnDefault(table.name, to.name, *to.defaultExpr, m_dialect)
                                          : alter::dropColumnDefault(table.name, to.name, m_dialect));
        if (withoutCommitTimestamp(from.options) != withoutCommitTimestamp(to.options))
            m_error = tr("column %1: PostgreSQL column options other than commit timestamps cannot be planned yet").arg(object);
    }
    if (statements.isEmpty())
        return;
    const StepKind kind = risks.isEmpty() ? StepKind::InPlace : StepKind::Validating;
    add(Phase::AlterColumns, 0, kind, QStringLiteral("column"), object,
        tr("column %1 changes: %2").arg(object, changes.join(QStringLiteral(", "))), statements,
        risks.join(QStringLiteral(", ")));
}

void PlanBuilder::diffTableProperties(const Table &from, const Table &to)
{
    const QString tk = key(to.name);
    if (from.interleave && to.interleave && from.interleave->onDelete != to.interleave->onDelete)
        add(Phase::TableChanges, 0, StepKind::InPlace, QStringLiteral("table"), to.name,
            tr("table %1: ON DELETE %2 on its interleave parent").arg(to.name,
                to.interleave->onDelete == OnDelete::Cascade ? QStringLiteral("CASCADE") : QStringLiteral("NO ACTION")),
            {alter::setOnDelete(to.name, to.interleave->onDelete, m_dialect)});

    const auto &fp = from.rowDeletionPolicy, &tp = to.rowDeletionPolicy;
    const bool policyColumnGoes = fp && columnGoes(tk, key(fp->column));
    if (fp && (!tp || policyColumnGoes))
        add(Phase::DropPolicies, 0, StepKind::InPlace, QStringLiteral("row deletion policy"), to.name,
            tp ? tr("the row deletion policy of %1 is dropped while its column changes").arg(to.name)
               : tr("the row deletion policy of %1 is dropped").arg(to.name),
            {alter::dropRowDeletionPolicy(to.name, m_dialect)});
    if (tp && (!fp || policyColumnGoes || !(*fp == *tp)))
        add(Phase::SetPolicies, 0, StepKind::InPlace, QStringLiteral("row deletion policy"), to.name,
            tr("row deletion policy of %1 on %2").arg(to.name, tp->column),
            {alter::setRowDeletionPolicy(to.name, *tp, fp && !policyColumnGoes, m_dialect)});

    if (from.options != to.options) {
        if (m_dialect == Dialect::GoogleSql)
            add(Phase::TableChanges, 1, StepKind::InPlace, QStringLiteral("table"), to.name,
                tr("table %1: OPTIONS").arg(to.name), {alter::setTableOptions(to.name, optionChanges(from.options, to.options))});
    }
    if (from.localityGroup != to.localityGroup)
        m_error = tr("table %1: locality group changes cannot be planned yet").arg(to.name);
    if (from.synonyms != to.synonyms)
        m_error = tr("table %1: synonym changes cannot be planned yet").arg(to.name);
}

} // namespace ssd::migration
