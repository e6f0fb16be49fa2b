// CREATE TABLE in both dialects: every rule before the first edit, each reported at the name it
// is about, in one order: a taken name, the columns and key, the expressions, the references,
// then the rules of the table as a whole.

#include "apply/applier.h"

#include "apply/tablerules.h"
#include "columnindex.h"

namespace ssd::apply {

void Applier::createTable(CreateTableStmt &stmt, const SourcePos &pos)
{
    Table &table = stmt.table;
    if (stmt.ifNotExists && tableNamed(table.name))
        return; // IF NOT EXISTS on an existing table: nothing to do
    if (!requireFreeName(stmt.name, NameKind::Table) || !requireSchemaOf(stmt.name))
        return;
    auto holds = [&](const validation::Verdict &verdict) { return report(verdict, stmt.name, pos); };
    // Every lookup below goes through one index of the columns: a hostile table of 100,000
    // columns must not cost 100,000 linear searches.
    const ColumnIndex columns(table.columns, Qt::CaseInsensitive);
    if (!holds(checkColumnsAndKey(m_dialect, table, columns, stmt.keyColumns)))
        return;
    if (stmt.expressionReview)
        stmt.expressions = stmt.expressionReview->review(table, columns);
    // The columns' expressions before the references, the CHECK constraints' after them, as the
    // emulator analyses them (a DEFAULT's column reference or missing sequence comes before a
    // missing parent, referenced table or row deletion policy column, which come before a CHECK
    // that is not boolean).
    if (!holds(checkExpressions(m_dialect, m_names, table, &columns, stmt.expressions, false)))
        return;
    // (PostgreSQL's parser refuses a column of two value sources; it has no ON UPDATE.)
    if (m_dialect == Dialect::GoogleSql && !holds(checkValueSources(table, nullptr, stmt.valueSources)))
        return;
    if (table.interleave && !holds(checkInterleaveParent(m_dialect, m_names, m_schema, table, stmt.parent)))
        return;
    for (size_t i = 0; i < table.foreignKeys.size(); ++i)
        if (!holds(checkForeignKey(m_dialect, m_names, m_schema, table, &columns, table.foreignKeys[i], stmt.foreignKeyRefs[i])))
            return;
    if (!holds(m_names.checkNewTableNames(table)))
        return;
    if (table.rowDeletionPolicy && !holds(checkTtlColumn(m_dialect, table, &columns, stmt.ttlColumn)))
        return;
    if (!holds(checkExpressions(m_dialect, m_names, table, &columns, stmt.expressions, true)))
        return;
    if (m_dialect == Dialect::PostgreSql)
        for (const CheckConstraint &check : table.checks)
            if (!holds(checkLoneColumnIsBoolean(table, check, {check.name, check.pos.line, check.pos.column})))
                return;
    if (!requireLocalityGroup(stmt.localityGroup) || !holds(validation::validateNewTableName(m_schema, table.name))
        || !holds(validation::validateTable(table, m_dialect)))
        return;

    if (m_dialect == Dialect::PostgreSql) {
        // A PostgreSQL key column is NOT NULL, as Spanner prints it; a GoogleSQL one may be null.
        for (const KeyPart &key : table.primaryKey)
            table.findColumn(key.column)->notNull = true;
    }
    // Ids in the order both parsers gave them (the table's first), which the model dump shows.
    table.id = m_schema.newId();
    table.pos = pos;
    for (Column &column : table.columns)
        column.id = m_schema.newId();
    for (ForeignKey &fk : table.foreignKeys)
        fk.id = m_schema.newId();
    for (CheckConstraint &check : table.checks)
        check.id = m_schema.newId();
    m_names.noteName(table.name);
    for (const ForeignKey &fk : table.foreignKeys)
        m_names.noteName(fk.name);
    for (const CheckConstraint &check : table.checks)
        m_names.noteName(check.name);
    m_schema.tables.push_back(std::move(table));
}

} // namespace ssd::apply
