// ALTER TABLE: every action of ddl-grammar.md a.4, parsed into a ddl::AlterTableStmt (syntax
// only) for the shared applier (apply/applyaltertable.cpp). Each name carries the position where
// it is written, and `actionAt` the action's first word, for the applier's diagnostics
// (statements.h); its expressions are reviewed by the applier, against the table as the action
// leaves it, through a copy of them (googlesqlcopiedexpressions.h), and the rules between a
// column's value sources are judged there too, from where the statement writes them.

#include "googlesqlcopiedexpressions.h"
#include "googlesqlstatementparser.h"

namespace ssd::gsql {

std::optional<ddl::Statement> StatementParser::parseAlterTable()
{
    // Built where it is returned: the statement is large, and ALTER TABLE is most of a long
    // migration history (a move into the variant cost more than the rest of the parse).
    std::optional<ddl::Statement> statement(std::in_place, std::in_place_type<ddl::AlterTableStmt>);
    if (!parseAlterTable(std::get<ddl::AlterTableStmt>(*statement)))
        statement.reset();
    return statement;
}

bool StatementParser::parseAlterTable(ddl::AlterTableStmt &stmt)
{
    using A = ddl::AlterTableStmt::Action;
    next(); // TABLE
    stmt.table = parsePathRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
    if (m_failed)
        return false;
    const Token &actionToken = peek();
    stmt.actionAt = nameAt(QString(), actionToken);

    if (acceptKeyword("ADD")) {
        if (acceptKeyword("SYNONYM")) {
            stmt.action = A::AddSynonym;
            stmt.target = parseIdentifierRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name"));
        } else if (acceptKeywords({"ROW", "DELETION", "POLICY"})) {
            stmt.action = A::AddTtl;
            if (!parseRowDeletionPolicy(stmt.ttl))
                return false;
        } else if (peekKeyword("CONSTRAINT") || (peekKeyword("CHECK") && peekPunct(u'(', 1)) || (peekKeyword("FOREIGN") && peekKeyword("KEY", 1))) {
            const Token &first = peek();
            QString constraintName;
            const bool named = acceptKeyword("CONSTRAINT");
            const Token &nameToken = peek();
            if (named)
                constraintName = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "constraint name"));
            Table parsed; // the constraint lands in it
            if (!parseTableConstraint(parsed, constraintName, first))
                return false;
            stmt.target = nameAt(constraintName, named ? nameToken : first);
            if (!parsed.foreignKeys.empty()) {
                stmt.action = A::AddForeignKey;
                stmt.foreignKey = std::move(parsed.foreignKeys.back());
                stmt.foreignKeyRefs = m_foreignKeyRefs.back();
            } else {
                stmt.action = A::AddCheck;
                stmt.check = std::move(parsed.checks.back());
            }
        } else {
            acceptKeyword("COLUMN");
            stmt.action = A::AddColumn;
            stmt.ifNotExists = parseIfNotExists();
            const Token &nameToken = peek();
            if (!parseColumnDefinition(stmt.column, false, nullptr))
                return false;
            stmt.target = nameAt(stmt.column.name, nameToken);
        }
    } else if (acceptKeyword("DROP")) {
        if (acceptKeyword("SYNONYM")) {
            stmt.action = A::DropSynonym;
            stmt.target = parseIdentifierRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name"));
        } else if (acceptKeywords({"ROW", "DELETION", "POLICY"})) {
            stmt.action = A::DropTtl;
        } else if (acceptKeyword("CONSTRAINT")) {
            stmt.action = A::DropConstraint;
            stmt.target = parseIdentifierRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "constraint name"));
        } else {
            acceptKeyword("COLUMN");
            stmt.action = A::DropColumn;
            stmt.target = parseIdentifierRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
        }
    } else if (acceptKeyword("ALTER")) {
        if (!parseAlterColumn(stmt))
            return false;
    } else if (acceptKeyword("SET")) {
        if (peekKeyword("ON") && peekKeyword("DELETE", 1)) {
            next();
            next();
            stmt.action = A::SetOnDelete;
            stmt.interleave.onDelete = parseOnDeleteAction();
        } else if (acceptKeyword("INTERLEAVE")) {
            stmt.action = A::SetInterleave;
            if (!parseInterleave(stmt.interleave))
                return false;
            stmt.interleaveParent = m_interleaveParent;
        } else if (acceptKeyword("OPTIONS")) {
            stmt.action = A::SetOptions;
            stmt.options = parseOptionsBody();
        } else {
            syntaxError(tr("ON DELETE, INTERLEAVE IN or OPTIONS after SET"));
            return false;
        }
    } else if (acceptKeyword("REPLACE")) {
        if (!expectKeyword("ROW", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE")) || !expectKeyword("DELETION", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE ROW"))
            || !expectKeyword("POLICY", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE ROW DELETION")))
            return false;
        stmt.action = A::AlterTtl;
        if (!parseRowDeletionPolicy(stmt.ttl))
            return false;
    } else if (acceptKeyword("RENAME")) {
        if (!expectKeyword("TO", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after RENAME")))
            return false;
        stmt.action = A::RenameTo;
        stmt.newName = parsePathRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "new table name"));
        if (acceptPunct(u',')) {
            if (!expectKeyword("ADD", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ',' in ALTER TABLE RENAME TO")) || !expectKeyword("SYNONYM", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ADD")))
                return false;
            // A taken synonym is reported at the new name, as a taken new name.
            stmt.target = {parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name")), stmt.newName.line, stmt.newName.column};
        }
    } else {
        syntaxError(tr("ADD, DROP, ALTER, SET, REPLACE or RENAME TO after ALTER TABLE %1").arg(stmt.table.name));
        return false;
    }
    if (!expectStatementEnd())
        return false;
    if (stmt.action == A::AddTtl || stmt.action == A::AlterTtl)
        stmt.ttlColumn = m_ttlColumn;
    // The expressions can be judged only against the table as the action leaves it.
    if (!m_expressions.empty()) {
        for (const PendingExpression &e : m_expressions)
            noteValueSource(e, stmt.valueSources); // of one column: the one the action is about
        stmt.expressionReview = std::make_shared<const CopiedExpressions>(m_text, std::move(m_expressions));
    }
    return true;
}

bool StatementParser::parseAlterColumn(ddl::AlterTableStmt &stmt)
{
    using A = ddl::AlterTableStmt::Action;
    acceptKeyword("COLUMN");
    stmt.target = parseIdentifierRef(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
    if (m_failed)
        return false;
    const QString &columnName = stmt.target.name;

    if (acceptKeyword("SET")) {
        if (acceptKeyword("OPTIONS")) {
            stmt.action = A::SetColumnOptions;
            stmt.options = parseOptionsBody();
        } else if (acceptKeyword("DEFAULT")) {
            stmt.action = A::SetDefault;
            stmt.defaultExpr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET DEFAULT"));
            notePendingExpression(PendingExpression::Role::Default, columnName);
        } else if (peekKeyword("ON") && peekKeyword("UPDATE", 1)) {
            next();
            next();
            stmt.action = A::SetOnUpdate;
            stmt.onUpdateExpr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET ON UPDATE"));
            notePendingExpression(PendingExpression::Role::OnUpdate, columnName);
        } else {
            syntaxError(tr("OPTIONS, DEFAULT or ON UPDATE after SET"));
            return false;
        }
    } else if (acceptKeyword("DROP")) {
        if (acceptKeyword("DEFAULT")) {
            stmt.action = A::DropDefault;
        } else if (peekKeyword("ON") && peekKeyword("UPDATE", 1)) {
            next();
            next();
            stmt.action = A::DropOnUpdate;
        } else {
            syntaxError(tr("DEFAULT or ON UPDATE after DROP"));
            return false;
        }
    } else if (acceptKeyword("ALTER")) {
        if (!expectKeyword("IDENTITY", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ALTER")))
            return false;
        stmt.action = A::AlterIdentity;
        SequenceOptions &change = stmt.identityChanges;
        if (acceptKeyword("SET")) {
            if (acceptKeywords({"NO", "SKIP", "RANGE"})) {
                stmt.noSkipRange = true;
            } else if (acceptKeywords({"SKIP", "RANGE"})) {
                change.skipRangeMin = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range minimum"), true);
                if (!expectPunct(u',', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "between the skip range bounds")))
                    return false;
                change.skipRangeMax = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range maximum"), true);
            } else {
                syntaxError(tr("SKIP RANGE or NO SKIP RANGE after SET"));
                return false;
            }
        } else if (acceptKeywords({"RESTART", "COUNTER"})) {
            acceptKeyword("WITH");
            stmt.restartCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "counter value"), true);
        } else {
            syntaxError(tr("SET or RESTART COUNTER WITH after ALTER IDENTITY"));
            return false;
        }
    } else {
        // Full restatement: type [NOT NULL] [DEFAULT (...) [ON UPDATE (...)] | AS (...) [STORED]].
        --m_cursor; // back to the column name, so the shared column grammar reads it
        stmt.action = A::RestateColumn;
        if (!parseColumnDefinition(stmt.column, false, nullptr))
            return false;
    }
    return !m_failed;
}

} // namespace ssd::gsql
