// ALTER TABLE actions applied in place: ADD COLUMN, ADD FOREIGN KEY and DROP COLUMN, the bulk of
// long migration histories. The copying path (googlesqlaltertable.cpp) copies the table and checks
// all of it again, which costs the table's width per statement: quadratic over a history that
// grows one table. Here only what the action can break is checked, through the per-table indexes
// of validation::AlteredTables, and a failing statement takes its change back, so the schema is
// left as untouched as by the copying path. The checks and their order are the copying path's;
// the ones skipped cannot fail for these actions on a table that passed them before.

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

// GoogleSQL's wording of validation::columnDropBlocker, the rule both dialects share.
QString columnInUse(const Schema &schema, const Table &table, const QString &column, const validation::AlteredTables::Entry *entry)
{
    using K = validation::ColumnDropBlocker::Kind;
    const validation::ColumnDropBlocker blocker = validation::columnDropBlocker(schema, table, column, entry);
    const QString fkName = blocker.object.isEmpty() ? StatementParser::tr("(unnamed)") : blocker.object;
    switch (blocker.kind) {
    case K::None: return {};
    case K::PrimaryKey: return StatementParser::tr("it is part of the primary key");
    case K::Index: return StatementParser::tr("index %1 uses it").arg(blocker.object);
    case K::ForeignKey: return StatementParser::tr("foreign key %1 uses it").arg(fkName);
    case K::ReferencingForeignKey:
        return StatementParser::tr("foreign key %1 of table %2 references it").arg(fkName, blocker.otherTable);
    case K::RowDeletionPolicy: return StatementParser::tr("the row deletion policy uses it");
    }
    return {};
}

bool StatementParser::alterInPlace(const QString &name)
{
    const Token *const start = m_cursor;
    const Token &actionToken = peek();
    const bool add = peekKeyword("ADD");
    const bool drop = peekKeyword("DROP");
    if (!add && !drop)
        return false;
    auto isRowDeletionPolicy = [&] { return peekKeyword("ROW", 1) && peekKeyword("DELETION", 2) && peekKeyword("POLICY", 3); };
    if (peekKeyword("SYNONYM", 1) || isRowDeletionPolicy())
        return false;
    const bool foreignKey = add && ((peekKeyword("CONSTRAINT", 1) && peekKeyword("FOREIGN", 3) && peekKeyword("KEY", 4))
                                    || (peekKeyword("FOREIGN", 1) && peekKeyword("KEY", 2)));
    if (!foreignKey && (peekKeyword("CONSTRAINT", 1) || (add && peekKeyword("CHECK", 1) && peekPunct(u'(', 2))))
        return false;
    Table *table = lookupTable(name);
    const validation::AlteredTables::Entry *entry = m_names.alteredTables().of(*table);
    if (!entry)
        return false; // twin column names: the copying path reports them
    next(); // ADD or DROP
    const bool handled = foreignKey ? addForeignKeyInPlace(*table, actionToken)
                         : add      ? addColumnInPlace(*table, *entry, actionToken)
                                    : dropColumnInPlace(*table, *entry, actionToken);
    if (!handled)
        m_cursor = start;
    return handled;
}

bool StatementParser::addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, const Token &actionToken)
{
    const size_t expressionsBefore = m_expressions.size();
    acceptKeyword("COLUMN");
    const bool ifNotExists = parseIfNotExists();
    Column column;
    if (!parseColumnDefinition(column, false, nullptr) || !expectStatementEnd())
        return true; // a syntax error, reported
    if (column.generatedExpr) {
        // Generated columns are checked against the whole table's dependency graph.
        m_expressions.resize(expressionsBefore);
        return false;
    }
    if (entry.columns.find(column.name)) {
        if (!ifNotExists)
            semanticError(actionToken, tr("duplicate column name %1 in table %2").arg(column.name, table.name));
        return true;
    }
    table.columns.push_back(std::move(column));
    validation::AlteredTables &altered = m_names.alteredTables();
    altered.columnAdded(table);
    Column &added = table.columns.back();
    if (!validateExpressions(table, entry.columns, actionToken) || !validateValueSource(table, added, actionToken)
        || !reportViolation(validation::validateAddedColumn(table, added), actionToken)) {
        const QString addedName = added.name;
        table.columns.pop_back();
        altered.columnDropped(table, table.columns.size(), addedName, false);
        return true;
    }
    added.id = m_schema.newId();
    addSuppressions(added.pos);
    addSuppressions(table.pos);
    return true;
}

bool StatementParser::addForeignKeyInPlace(Table &table, const Token &actionToken)
{
    const Token &first = peek();
    QString constraintName;
    if (acceptKeyword("CONSTRAINT"))
        constraintName = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "constraint name"));
    next(); // FOREIGN
    next(); // KEY
    ForeignKey fk;
    fk.name = constraintName;
    if (!parseForeignKey(fk))
        return true;
    fk.pos = elementPos(first, m_cursor[-1]);
    if (!expectStatementEnd())
        return true;
    if (!constraintName.isEmpty() && !nameFree(constraintName, first, NameKind::Constraint))
        return true;
    validation::AlteredTables &altered = m_names.alteredTables();
    const validation::AlteredTables::Entry *entry = altered.of(table);
    if (!reportViolation(apply::checkForeignKey(Dialect::GoogleSql, m_names, m_schema, table, &entry->columns, fk, m_foreignKeyRefs.back()),
                         actionToken))
        return true;
    fk.id = m_schema.newId();
    addSuppressions(fk.pos);
    addSuppressions(table.pos);
    table.foreignKeys.push_back(std::move(fk));
    altered.foreignKeyAdded(table);
    if (!constraintName.isEmpty())
        m_names.noteName(constraintName);
    return true;
}

bool StatementParser::dropColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, const Token &actionToken)
{
    acceptKeyword("COLUMN");
    const QString dropped = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
    if (!expectStatementEnd())
        return true;
    const qsizetype position = entry.columns.position(dropped);
    if (position < 0 || table.columns[size_t(position)].name != dropped) {
        semanticError(actionToken, tr("column not found: %1 in table %2").arg(dropped, table.name));
        return true;
    }
    const Column &column = table.columns[size_t(position)];
    if (column.generatedExpr)
        return false; // its removal changes the generated-column graph: checked whole
    const QString reason = columnInUse(m_schema, table, dropped, &entry);
    if (!reason.isEmpty()) {
        semanticError(actionToken, tr("cannot drop column %1 of table %2: %3").arg(dropped, table.name, reason));
        return true;
    }
    if (!reportViolation(validation::validateColumnDrop(m_schema, table, column, entry), actionToken))
        return true;
    table.columns.erase(table.columns.begin() + position);
    m_names.alteredTables().columnDropped(table, size_t(position), dropped, false);
    addSuppressions(table.pos);
    return true;
}

} // namespace ssd::gsql
