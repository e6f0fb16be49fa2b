#include "alterwriter.h"

#include "sourcecomments.h"
#include "statementwriter.h"
#include "writerutil.h"

namespace ssd::alter {

namespace {

// "ALTER TABLE t " in the dialect, the start of most statements here.
QString alterTable(const QString &table, Dialect dialect)
{
    QString out = QStringLiteral("ALTER TABLE ");
    appendName(out, table, dialect);
    put(out, u' ');
    return out;
}

QString alterColumn(const QString &table, const QString &column, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, u16(u"ALTER COLUMN "));
    appendName(out, column, dialect);
    put(out, u' ');
    return out;
}

void appendGoogleSqlOptions(QString &out, const Options &options)
{
    appendOptionItems(out, options, u"OPTIONS (", u", ", u")");
}

} // namespace

// A new table or index carries its comment into the migration script, on the lines above it.
QString createTable(const Table &table, Dialect dialect)
{
    QString out;
    appendCommentLines(out, table.comment, {});
    dialectWriter(dialect).createTable(out, table, 0);
    return out;
}

QString createIndex(const Index &index, Dialect dialect)
{
    QString out;
    appendCommentLines(out, index.comment, {});
    return out + createIndexText(index, dialectWriter(dialect));
}

QString createSequence(const Sequence &sequence, Dialect dialect)
{
    QString out;
    dialectWriter(dialect).createSequence(out, sequence);
    return out;
}

QString createChangeStream(const ChangeStream &stream, Dialect dialect)
{
    QString out;
    dialectWriter(dialect).createChangeStream(out, stream);
    return out;
}

QString createView(const View &view, Dialect dialect, bool orReplace)
{
    QString out = orReplace ? QStringLiteral("CREATE OR REPLACE VIEW ") : QStringLiteral("CREATE VIEW ");
    appendName(out, view.name, dialect);
    if (!view.sqlSecurity.isEmpty()) {
        put(out, u16(u" SQL SECURITY "));
        put(out, view.sqlSecurity);
    }
    put(out, u16(u" AS "));
    put(out, view.query);
    return out;
}

QString createSchema(const QString &name, Dialect dialect)
{
    QString out = QStringLiteral("CREATE SCHEMA ");
    appendName(out, name, dialect);
    return out;
}

QString dropObject(QStringView keyword, const QString &name, Dialect dialect)
{
    QString out = QStringLiteral("DROP ");
    put(out, keyword);
    put(out, u' ');
    appendName(out, name, dialect);
    return out;
}

QString renameTable(const QString &from, const QString &to, Dialect dialect)
{
    QString out = alterTable(from, dialect);
    put(out, u16(u"RENAME TO "));
    appendName(out, to, dialect);
    return out;
}

QString addColumn(const Table &table, const Column &column, Dialect dialect)
{
    QString out = alterTable(table.name, dialect);
    put(out, u16(u"ADD COLUMN "));
    dialectWriter(dialect).column(out, column, false);
    return out;
}

QString dropColumn(const QString &table, const QString &column, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, u16(u"DROP COLUMN "));
    appendName(out, column, dialect);
    return out;
}

QString alterColumnDefinition(const QString &table, const Column &column)
{
    // The column writer without what ALTER COLUMN does not take (OPTIONS, kept as they are).
    Column definition;
    definition.name = column.name;
    definition.type = column.type;
    definition.notNull = column.notNull;
    definition.defaultExpr = column.defaultExpr;
    definition.onUpdateExpr = column.onUpdateExpr;
    QString out = alterTable(table, Dialect::GoogleSql);
    put(out, u16(u"ALTER COLUMN "));
    dialectWriter(Dialect::GoogleSql).column(out, definition, false);
    return out;
}

QString alterColumnTypeAndNullability(const QString &table, const Column &column)
{
    QString out = alterColumn(table, column.name, Dialect::PostgreSql);
    put(out, u16(u"TYPE "));
    appendColumnTypeName(out, column, Dialect::PostgreSql);
    put(out, u16(u", ALTER COLUMN "));
    appendName(out, column.name, Dialect::PostgreSql);
    put(out, column.notNull ? u16(u" SET NOT NULL") : u16(u" DROP NOT NULL"));
    return out;
}

QString setColumnDefault(const QString &table, const QString &column, const QString &expr, Dialect dialect)
{
    QString out = alterColumn(table, column, dialect);
    put(out, u16(u"SET DEFAULT "));
    if (dialect == Dialect::GoogleSql) {
        put(out, u'(');
        put(out, expr);
        put(out, u')');
    } else {
        put(out, expr);
    }
    return out;
}

QString dropColumnDefault(const QString &table, const QString &column, Dialect dialect)
{
    QString out = alterColumn(table, column, dialect);
    put(out, u16(u"DROP DEFAULT"));
    return out;
}

QString setColumnOptions(const QString &table, const QString &column, const Options &options)
{
    QString out = alterColumn(table, column, Dialect::GoogleSql);
    put(out, u16(u"SET "));
    appendGoogleSqlOptions(out, options);
    return out;
}

QString addForeignKey(const QString &table, const ForeignKey &fk, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, u16(u"ADD "));
    dialectWriter(dialect).foreignKey(out, fk);
    return out;
}

QString addCheck(const QString &table, const CheckConstraint &check, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, u16(u"ADD "));
    appendConstraintName(out, check.name, dialect);
    put(out, u16(u"CHECK("));
    put(out, check.expr);
    put(out, u')');
    return out;
}

QString dropConstraint(const QString &table, const QString &constraint, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, u16(u"DROP CONSTRAINT "));
    appendName(out, constraint, dialect);
    return out;
}

QString setOnDelete(const QString &table, OnDelete onDelete, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, onDelete == OnDelete::Cascade ? u16(u"SET ON DELETE CASCADE") : u16(u"SET ON DELETE NO ACTION"));
    return out;
}

QString setTableOptions(const QString &table, const Options &options)
{
    QString out = alterTable(table, Dialect::GoogleSql);
    put(out, u16(u"SET "));
    appendGoogleSqlOptions(out, options);
    return out;
}

QString setRowDeletionPolicy(const QString &table, const RowDeletionPolicy &policy, bool replace, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    if (dialect == Dialect::GoogleSql)
        put(out, replace ? u16(u"REPLACE ") : u16(u"ADD "));
    else
        put(out, replace ? u16(u"ALTER ") : u16(u"ADD "));
    dialectWriter(dialect).rowDeletionPolicy(out, policy);
    return out;
}

QString dropRowDeletionPolicy(const QString &table, Dialect dialect)
{
    QString out = alterTable(table, dialect);
    put(out, dialect == Dialect::GoogleSql ? u16(u"DROP ROW DELETION POLICY") : u16(u"DROP TTL"));
    return out;
}

QString indexStoredColumn(const QString &index, const QString &column, bool add, Dialect dialect)
{
    QString out = QStringLiteral("ALTER INDEX ");
    appendName(out, index, dialect);
    put(out, add ? u16(u" ADD ") : u16(u" DROP "));
    put(out, dialect == Dialect::GoogleSql ? u16(u"STORED COLUMN ") : u16(u"INCLUDE COLUMN "));
    appendName(out, column, dialect);
    return out;
}

QString setChangeStreamTargets(const ChangeStream &stream, Dialect dialect)
{
    QString out = QStringLiteral("ALTER CHANGE STREAM ");
    appendName(out, stream.name, dialect);
    if (stream.forAll) {
        put(out, u16(u" SET FOR ALL"));
    } else if (stream.targets.empty()) {
        put(out, u16(u" DROP FOR ALL"));
    } else {
        put(out, u16(u" SET FOR "));
        appendChangeStreamTargets(out, stream.targets, dialect);
    }
    return out;
}

QString setChangeStreamOptions(const QString &stream, const Options &options, Dialect dialect)
{
    QString out = QStringLiteral("ALTER CHANGE STREAM ");
    appendName(out, stream, dialect);
    if (dialect == Dialect::GoogleSql) {
        put(out, u16(u" SET "));
        appendGoogleSqlOptions(out, options);
    } else {
        appendOptionItems(out, options, u" SET (", u", ", u")");
    }
    return out;
}

QString setSequenceOptions(const QString &sequence, const Options &options)
{
    QString out = QStringLiteral("ALTER SEQUENCE ");
    appendName(out, sequence, Dialect::GoogleSql);
    put(out, u16(u" SET "));
    appendGoogleSqlOptions(out, options);
    return out;
}

QString setSequenceClauses(const QString &sequence, const SequenceOptions &from, const SequenceOptions &to, Dialect dialect)
{
    QString out = QStringLiteral("ALTER SEQUENCE ");
    appendName(out, sequence, dialect);
    if (from.skipRangeMin != to.skipRangeMin || from.skipRangeMax != to.skipRangeMax) {
        if (to.skipRangeMin || to.skipRangeMax) {
            put(out, u16(u" SKIP RANGE "));
            appendNumber(out, to.skipRangeMin.value_or(0));
            put(out, dialect == Dialect::GoogleSql ? u16(u", ") : u16(u" "));
            appendNumber(out, to.skipRangeMax.value_or(0));
        } else {
            put(out, u16(u" NO SKIP RANGE"));
        }
    }
    if (from.startCounter != to.startCounter && to.startCounter) {
        put(out, u16(u" RESTART COUNTER WITH "));
        appendNumber(out, *to.startCounter);
    }
    return out;
}

} // namespace ssd::alter
