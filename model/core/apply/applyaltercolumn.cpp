// ALTER TABLE ... ALTER COLUMN: [SET DATA] TYPE and SET / DROP NOT NULL, SET / DROP DEFAULT,
// the identity's sequence options, the column's locality group; GoogleSQL's restatement of the
// whole column, SET / DROP ON UPDATE and SET OPTIONS. GoogleSQL's expressions are judged with the
// table the action leaves (applyaltercopy.cpp).

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"

namespace ssd::apply {

bool Applier::alterColumn(Table &table, AlterTableStmt &stmt, const SourcePos &pos)
{
    using A = AlterTableStmt::Action;
    using P = AlterTableProblem;
    if (!requireColumn(table, nullptr, stmt.target))
        return false;
    Column &column = *table.findColumn(stmt.target.name);
    switch (stmt.action) {
    case A::AlterColumnType:
        if (stmt.newType) {
            if (!report(validation::validateKeyColumnRestated(m_schema, table, column.name), stmt.target, {}))
                return false;
            column.type = *stmt.newType;
            if (stmt.newTypeCommitTimestamp)
                setOption(column.options, QStringLiteral("allow_commit_timestamp"), QStringLiteral("true"));
            else
                removeOption(column.options, u"allow_commit_timestamp");
            // TYPE restates the column without NOT NULL, as Spanner reads it (the emulator 1.5.28
            // prints the column nullable after it); a SET NOT NULL in the same statement keeps it.
            column.notNull = false;
        }
        if (stmt.newNotNull) {
            if (!*stmt.newNotNull && table.isKeyColumn(column.name))
                return error(stmt.target, alterTableProblem(m_dialect, P::KeyColumnNullable, table.name, column.name));
            column.notNull = *stmt.newNotNull;
        }
        break;
    case A::SetDefault:
        if (column.isGenerated())
            return error(stmt.target, generatedColumnDefault(m_dialect, table.name, column));
        if (!defaultAllowed(table, nullptr, column.name, stmt, nullptr))
            return false;
        column.defaultExpr = stmt.defaultExpr;
        break;
    case A::DropDefault:
        column.defaultExpr.reset();
        break;
    case A::AlterIdentity: {
        if (!column.isIdentity())
            return error(stmt.target, alterTableProblem(m_dialect, P::NotIdentityColumn, table.name, column.name));
        SequenceOptions identity = column.identity.value_or(SequenceOptions{});
        const SequenceOptions &changes = stmt.identityChanges;
        mergeSequenceChanges(identity, changes, stmt.noSkipRange);
        if (stmt.restartCounter)
            identity.startCounter = stmt.restartCounter;
        if (changes.startCounter)
            identity.startCounter = changes.startCounter;
        column.identity = identity;
        break;
    }
    case A::RestateColumn:
        if (!restateColumn(table, column, stmt.column, stmt.target, pos))
            return false;
        break;
    case A::SetOnUpdate:
        column.onUpdateExpr = stmt.onUpdateExpr;
        break;
    case A::DropOnUpdate:
        column.onUpdateExpr.reset();
        break;
    case A::SetColumnOptions:
        mergeOptions(column.options, stmt.options);
        break;
    case A::SetColumnLocalityGroup:
        if (!requireLocalityGroup({stmt.defaultExpr, stmt.target.line, stmt.target.column}))
            return false;
        setOption(column.options, QStringLiteral("locality_group"), u'\'' + stmt.defaultExpr + u'\'');
        break;
    default:
        break;
    }
    addSuppressed(column.pos, pos);
    return true;
}

bool Applier::restateColumn(const Table &table, Column &column, const Column &restated, const NameRef &at, const SourcePos &pos)
{
    if (!report(validation::validateKeyColumnRestated(m_schema, table, column.name), at, pos))
        return false;
    if (column.isGenerated() && !restated.isGenerated())
        return error(at, alterTableProblem(m_dialect, AlterTableProblem::GeneratedColumnRestated, table.name, column.name));
    // What the restatement omits (NOT NULL, DEFAULT, ON UPDATE) is removed, as Spanner does; a
    // generated expression, an identity, HIDDEN and the options stay unless restated.
    column.type = restated.type;
    column.notNull = restated.notNull;
    column.defaultExpr = restated.defaultExpr;
    column.onUpdateExpr = restated.onUpdateExpr;
    if (restated.generatedExpr) {
        column.generatedExpr = restated.generatedExpr;
        column.stored = restated.stored;
    }
    if (restated.identity || restated.autoIncrement) {
        column.identity = restated.identity;
        column.autoIncrement = restated.autoIncrement;
    }
    if (restated.hidden)
        column.hidden = true;
    if (!restated.options.empty())
        column.options = restated.options;
    return true;
}

} // namespace ssd::apply
